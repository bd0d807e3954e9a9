from django.core.management.base import BaseCommand

from cards import compiler
from cards.importer import recompile_stale


class Command(BaseCommand):
    help = ("Recompile the Oracle text of the imported cards whose stored result comes from another "
            "version of the compiler (judge.mtg.oracle.COMPILER_VERSION).")

    def handle(self, *args, **options):
        n = recompile_stale(lambda msg: self.stderr.write(msg))
        self.stdout.write(self.style.SUCCESS(
            f"recompiled {n:,} cards (compiler version {compiler.COMPILER_VERSION})" if n
            else f"every card is compiled by the current compiler (version {compiler.COMPILER_VERSION})"))
