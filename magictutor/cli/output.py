"""What the command prints: one place for its output to standard output."""

from __future__ import annotations

import sys
from typing import Any


def out(*parts: Any) -> None:
    """Print to the current standard output (looked up at each call, so a test's capture or
    a closed pipe is the one written to)."""
    print(*parts, file=sys.stdout)
