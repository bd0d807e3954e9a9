from django.core.management.base import BaseCommand, CommandError

from cards.names_file import LANGS, import_names


class Command(BaseCommand):
    help = ("Import translated card names from a file in Forge's layout, one card a line: "
            "English name|translated name|type|text. Only cards of the imported pool are named.")

    def add_arguments(self, parser):
        parser.add_argument("file")
        parser.add_argument("--lang", required=True, choices=LANGS)

    def handle(self, *args, **options):
        try:
            res = import_names(options["file"], options["lang"])
        except OSError as exc:
            raise CommandError(f"cannot read {options['file']}: {exc}") from exc
        except UnicodeDecodeError as exc:
            raise CommandError(f"{options['file']} is not UTF-8 text: {exc}") from exc
        self.stdout.write(f"{res['updated']} cards named in {options['lang']}; {res['unknown']} names not in "
                          f"the pool; {res['skipped']} lines without 'English|translated' skipped")
