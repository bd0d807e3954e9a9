from django.core.management.base import BaseCommand, CommandError

from content.loader import ContentError, load_content


class Command(BaseCommand):
    help = ("(Re)load the rules content from content/pages/<lang>/<topic>.md and the per-rule explanations "
            "from content/cr-explanations/<lang>/<rule>.md (idempotent, atomic).")

    def add_arguments(self, parser):
        parser.add_argument("--strict", action="store_true", help="fail on dead links and other warnings")

    def handle(self, *args, **options):
        try:
            counts = load_content(strict=options["strict"])
        except ContentError as exc:
            raise CommandError("content files have problems:\n" + "\n".join(exc.problems)) from exc
        for w in counts["warnings"]:
            self.stderr.write(f"warning: {w}")
        self.stdout.write(self.style.SUCCESS(
            "loaded {topics} topics, {pages} pages, {cr_refs} CR references, "
            "{explanations} rule explanations".format(**counts)))
