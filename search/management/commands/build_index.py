from django.core.management.base import BaseCommand

from search import engine


class Command(BaseCommand):
    help = ("(Re)build the search index from content/pages (plus the Comprehensive Rules documents "
            "when the crdb app provides them) and switch to it atomically.")

    def add_arguments(self, parser):
        parser.add_argument("--dir", help="index directory (default: settings.SEARCH_INDEX_DIR)")
        parser.add_argument("--no-cr", action="store_true", help="leave the Comprehensive Rules out")

    def handle(self, *args, **options):
        stats = engine.build_index(options["dir"] or None, include_cr=not options["no_cr"])
        for w in stats["warnings"]:
            self.stderr.write(f"warning: {w}")
        self.stdout.write(self.style.SUCCESS(
            "indexed {documents} pages of {topics} topics and {cr_documents} CR rules in {seconds:.1f} s "
            "({kb} kB) -> {dir}".format(kb=stats["bytes"] // 1024, **stats)))
