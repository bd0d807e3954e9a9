"""Issue 24, item 11: `make run` honours PORT and says when no CR file is found; the README's count
of catalogue cards is the catalogue's."""
import re
import shutil
import subprocess
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]


@pytest.mark.skipif(shutil.which("make") is None, reason="make is not installed")
def test_make_run_honours_port_and_says_when_no_cr_file_is_found(tmp_path):
    out = subprocess.run(["make", "-n", "run", "PORT=8127", "HOST=127.0.0.1", f"CR_DIR={tmp_path}"], cwd=ROOT,
                         capture_output=True, text=True, timeout=60).stdout
    assert "runserver 127.0.0.1:8127" in out
    assert f"no Comprehensive Rules file in {tmp_path}" in out


def test_readme_counts_the_catalogue_cards():
    from judge.mtg import cards
    counts = re.findall(r"(\d+)-card built-in catalogue", (ROOT / "README.md").read_text(encoding="utf-8"))
    assert counts and all(int(n) == len(cards.names()) for n in counts), counts
