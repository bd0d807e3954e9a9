import json
import sys

from django.core.management.base import BaseCommand, CommandError

from judge.engine import ScenarioError
from judge.services import run_document


class Command(BaseCommand):
    help = "Run a judge scenario (judge-scenario/1) and print its steps with explanations."

    def add_arguments(self, parser):
        parser.add_argument("file", help="scenario JSON file ('-' for standard input)")
        parser.add_argument("--lang", default="en", choices=["en", "th", "ko"])
        parser.add_argument("--json", action="store_true", help="print the judge-run/1 document")

    def handle(self, *args, **opts):
        try:
            if opts["file"] == "-":
                raw = sys.stdin.buffer.read()
            else:
                with open(opts["file"], "rb") as fh:
                    raw = fh.read()
        except OSError as exc:
            raise CommandError(f"cannot read {opts['file']}: {exc.strerror}") from exc
        try:
            out = run_document(raw, opts["lang"])
        except ScenarioError as exc:
            for p in exc.problems:
                self.stderr.write(str(p))
            sys.exit(2)
        if opts["json"]:
            self.stdout.write(json.dumps(out, ensure_ascii=False, indent=1))
            return
        self.stdout.write(_as_text(out))


def _as_text(out: dict) -> str:
    lines = []
    if out.get("title"):
        lines.append(out["title"])
    for step in out["steps"]:
        action = step["action"]
        head = f"[{step['n']}] " + (json.dumps(action, ensure_ascii=False) if action else "(start)")
        lines.append(head)
        for ev in step["events"]:
            lines.append(f"    {ev['type']:<10} {ev['text']}  ({ev['rule']}, {ev['topic']})")
    res = out["final"].get("result") or {}
    if res.get("over"):
        lines.append(f"game over: winner {res.get('winner')}, losers {', '.join(res.get('losers') or [])}")
    return "\n".join(lines)
