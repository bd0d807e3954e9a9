from django.conf import settings
from django.core.management.base import BaseCommand, CommandError

from crdb.importer import import_file
from crdb.parser import CRFormatError


class Command(BaseCommand):
    help = ("Import an official Comprehensive Rules text file (any release since 2017; UTF-8, UTF-16 "
            "or Windows-1252; CR, LF or CRLF). Idempotent: re-importing a release replaces it; other "
            "releases are kept side by side, keyed by their effective date.")

    def add_arguments(self, parser):
        parser.add_argument("file")
        parser.add_argument("--lang", default="en", choices=[c for c, _ in settings.LANGUAGES])

    def handle(self, *args, **options):
        try:
            release = import_file(options["file"], lang=options["lang"])
        except FileNotFoundError:
            raise CommandError(f"no such file: {options['file']}") from None
        except CRFormatError as exc:
            raise CommandError(f"{options['file']}: not a Comprehensive Rules file: {exc}") from exc
        c = release.counts
        self.stdout.write(self.style.SUCCESS(
            f"imported the Comprehensive Rules effective {release.effective.isoformat()} ({release.lang}, "
            f"{release.encoding}): {c['sections']} sections, {c['headings']} rule headings, "
            f"{c['rules']} rules, {c['subrules']} subrules ({c['numbered']} numbered), "
            f"{c['examples']} examples, {c['glossary']} glossary entries"))
        for ref in c.get("unresolved_refs", []):
            self.stderr.write(f"warning: reference to a rule this release does not have: {ref}")
