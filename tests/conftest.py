import os
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
# ../shared beside the checkout (CI lays a copy there); SHARED_DIR overrides.
SHARED = Path(os.environ.get("SHARED_DIR", ROOT.parent / "shared")).resolve()
CR_DIR = SHARED / "data" / "cr"
CR_JAN_2026 = CR_DIR / "MagicCompRules-2026-01-16.txt"
CR_NOV_2025 = CR_DIR / "MagicCompRules-2025-11-14.txt"
TOPICS_MD = SHARED / "specs" / "topics.md"


@pytest.fixture(scope="session")
def shared_dir() -> Path:
    return SHARED
