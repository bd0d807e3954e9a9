import sys
import time

from django.core.management.base import BaseCommand, CommandError

from cards.importer import CardFileError, import_file


class Command(BaseCommand):
    help = ("Import an MTGJSON AtomicCards file (.json, .json.gz or .json.xz, v5) into the card pool. "
            "Atomic (a failed import leaves the previous pool), idempotent (the same file again is a "
            "no-op, except that cards compiled by an older Oracle compiler are recompiled).")

    def add_arguments(self, parser):
        parser.add_argument("file")
        parser.add_argument("--force", action="store_true", help="import even if this file is already imported")

    def handle(self, *args, **options):
        start = time.monotonic()
        tty = sys.stderr.isatty()

        def progress(msg):
            if tty:
                self.stderr.write(f"\r{msg:<60}", ending="")
            else:
                self.stderr.write(msg)
            self.stderr.flush()
        try:
            res = import_file(options["file"], progress=progress, force=options["force"])
        except CardFileError as exc:
            if tty:
                self.stderr.write("")
            raise CommandError(f"{exc}\nThe card pool was left as it was.") from exc
        if tty:
            self.stderr.write("")
        took = time.monotonic() - start
        if res.skipped:
            extra = f"; recompiled {res.recompiled:,} cards for the current Oracle compiler" if res.recompiled else ""
            self.stdout.write(self.style.SUCCESS(
                f"{options['file']}: already imported ({res.count:,} cards){extra} in {took:.1f} s"))
            return
        st = res.status
        self.stdout.write(self.style.SUCCESS(
            f"imported {res.count:,} cards in {took:.1f} s (modelled: {st.get('full', 0):,} fully, "
            f"{st.get('partial', 0):,} partly, {st.get('none', 0):,} not); legalities: "
            f"{'yes' if res.has_legalities else 'no (deck legality cannot be checked)'}; translated names: "
            f"{'yes' if res.has_foreign else 'no'}"))
        self._by_kind()
        for layout, n in sorted(res.unknown_layouts.items()):
            self.stderr.write(f"warning: {n:,} cards have the layout \"{layout}\", which the importer does not "
                              f"know: imported with their faces as given and flagged on their pages")

    def _by_kind(self):
        """Fully / partly / not modelled cards by kind (issue 21)."""
        from cards.models import Card
        by: dict = {}
        for kind, status in Card.objects.values_list("kind", "status").iterator(chunk_size=10000):
            by.setdefault(kind or "other", {"full": 0, "partial": 0, "none": 0})[status] += 1
        for k in sorted(by, key=lambda k: -sum(by[k].values())):
            v = by[k]
            self.stdout.write(f"  {k:<13} full {v['full']:>6,}  partial {v['partial']:>6,}  none {v['none']:>6,}")
