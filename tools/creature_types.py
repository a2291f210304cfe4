#!/usr/bin/env python3
"""Write the list of creature types of each CR edition (205.3m) to
``magictutor/data/creature_types.txt``: one line per edition, the edition, a tab, and the
types separated by commas. The engine reads it for an object that "gains all creature types"
(Velis Vel: layer 4, 613.1d), so it is every creature type of that edition and no other.

Usage::

    python tools/creature_types.py             # (re)write the file
    python tools/creature_types.py --check     # exit 1 if the committed file is stale
    python tools/creature_types.py --cr DIR    # CR texts somewhere else

The CR texts are looked for as in ``tools/build_cr_index.py`` (``--cr``, else
``$MAGICTUTOR_CR_DIR``, else ``../shared/rules/cr`` beside the repository).
"""

from __future__ import annotations

import argparse
import os
import re
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
OUT = ROOT / "magictutor" / "data" / "creature_types.txt"
SOURCES = {"2011-09": "2011-09-30.txt", "2013-07": "2013-07-11.txt",
           "2017-09": "2017-09-25.txt", "current": "2026-08-07.txt"}


def creature_types(text: str) -> list[str]:
    """The creature types rule 205.3m of a CR text lists, in its order."""
    line = next(ln for ln in text.splitlines() if ln.startswith("205.3m "))
    two = re.search(r"two words long: ([^.]+)\.", line)
    rest = (re.search(r"one word long: (.+?)\.\s*$", line)
            or re.search(r"creature types are (.+?)\.\s*$", line))
    if rest is None:
        raise ValueError("205.3m: no list of creature types found")
    names = [n.strip() for n in re.split(r",\s*", rest.group(1))]
    names = [re.sub(r"^and ", "", n) for n in names if n]
    return ([two.group(1).strip()] if two else []) + names


def render(cr_dir: Path) -> str:
    lines = ["# Creature types (205.3m) of each edition, built by tools/creature_types.py"]
    for edition, name in SOURCES.items():
        text = (cr_dir / name).read_text(encoding="utf-8")
        lines.append(f"{edition}\t{', '.join(creature_types(text))}")
    return "\n".join(lines) + "\n"


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--check", action="store_true")
    ap.add_argument("--cr", type=Path)
    args = ap.parse_args(argv)
    cr = args.cr or Path(os.environ.get("MAGICTUTOR_CR_DIR") or
                         ROOT.parent.parent / "shared" / "rules" / "cr")
    if not cr.is_dir():
        cr = ROOT.parent / "shared" / "rules" / "cr"
    out = render(cr)
    if args.check:
        return 0 if OUT.read_text(encoding="utf-8") == out else 1
    OUT.write_text(out, encoding="utf-8")
    print(f"wrote {OUT.relative_to(ROOT)}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
