"""List every wrong variant in the Thai and Korean texts: python -m terminology [th|ko] [--count]."""
import sys
from collections import Counter

from terminology import LANGS, check

args = [a for a in sys.argv[1:] if not a.startswith("-")]
langs = tuple(a for a in args if a in LANGS) or LANGS
problems = check(langs=langs)
if "--count" in sys.argv:
    for (lang, concept, variant), n in sorted(Counter((p.lang, p.concept, p.variant) for p in problems).items()):
        print(f"{n:5d}  {lang}  {concept}: {variant}")
else:
    for p in problems:
        print(p)
print(f"{len(problems)} problem(s)", file=sys.stderr)
sys.exit(1 if problems else 0)
