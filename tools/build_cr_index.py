#!/usr/bin/env python3
"""Build the rule-number index of each Comprehensive Rules (CR) edition the kit models.

For every edition, ``magictutor/data/cr/<edition>.txt`` lists, one per line and in the
order of the CR document:

* every numbered rule and subrule of the rules section, e.g. ``100.1``, ``100.1a``,
  ``704.5aa`` (the trailing period the CR prints after ``100.1.`` is dropped);
* every heading, as the number with its period, a tab, and the heading text, e.g.
  ``1.<TAB>Game Concepts`` or ``306.<TAB>Planeswalkers``;
* for rules that are only a title (keywords, keyword actions, options), the number, a tab and
  the title, e.g. ``702.9<TAB>Flying``, ``701.21<TAB>Planeswalk``,
  ``901.15<TAB>Single Planar Deck Option``. A title is a rule without a letter whose text is
  at most six words with no period or colon (in every edition each such rule has subrules).

Only numbers and headings are written, never rule text: the index exists so that tests can
prove that every rule number the engine cites exists in the edition it claims to follow.

The table of contents (which repeats the headings) and the glossary (which mentions rule
numbers in running text) are skipped, and only lines that *start* with a rule number count,
so examples and cross-references that merely mention a rule never add to the index.

Usage::

    python tools/build_cr_index.py               # (re)write the four index files
    python tools/build_cr_index.py --check       # exit 1 if the committed index is stale
    python tools/build_cr_index.py --cr DIR      # CR texts somewhere else

The CR texts are looked for in ``--cr``, else ``$MAGICTUTOR_CR_DIR``, else ``../shared/rules/cr``
relative to the repository. Exit status: 0 done / up to date, 1 stale index (``--check``),
2 CR texts not found.

Standard library only.
"""

from __future__ import annotations

import argparse
import os
import re
import sys
from pathlib import Path

REPO = Path(__file__).resolve().parent.parent
DEFAULT_CR_DIR = Path(
    os.environ.get("MAGICTUTOR_CR_DIR") or REPO.parent / "shared" / "rules" / "cr"
)
OUT_DIR = REPO / "magictutor" / "data" / "cr"

#: Edition name -> file name of its full CR text (in the CR directory).
SOURCES: dict[str, str] = {
    "2011-09": "2011-09-30.txt",
    "2013-07": "2013-07-11.txt",
    "2017-09": "2017-09-25.txt",
    "current": "2026-08-07.txt",
}

HEADER = (
    "# CR rule-number index, edition {edition} (from {source}); built by tools/build_cr_index.py"
)

# "1. Game Concepts" (section heading) or "100. General" (rule heading).
_HEADING = re.compile(r"^(\d{1,3})\.\s+(\S.*?)\s*$")
# "100.1. text", "100.1a text", "704.5aa text", and the odd "121.1c. text" of some editions.
_RULE = re.compile(r"^(\d{3}\.\d+(?:[a-z]{1,2})?)\.?\s+(\S.*?)\s*$")
# A rule that is only a title: "702.9. Flying", "702.163. For Mirrodin!", "702.186. ∞ (Infinity)".
_TITLE_WORDS = 6


def _title(number: str, text: str) -> str | None:
    """The title if the rule ``number`` is just a title (see the module docstring), else None."""
    if number[-1].isalpha() or "." in text or ":" in text:
        return None
    return _clean_heading(text) if len(text.split()) <= _TITLE_WORDS else None


def rules_section(lines: list[str]) -> list[str]:
    """Return the lines of the numbered-rules section.

    The CR text is: introduction, a table of contents that ends with the entries
    ``Glossary`` and ``Credits``, the numbered rules, then the glossary proper (a line
    ``Glossary``) and credits.  The rules section is what lies between the contents'
    ``Credits`` entry and the next ``Glossary`` line.
    """
    stripped = [line.strip() for line in lines]
    try:
        toc_end = stripped.index("Credits")
        end = stripped.index("Glossary", toc_end + 1)
    except ValueError as exc:
        raise ValueError("not a CR text: cannot find the contents' end or the glossary") from exc
    return lines[toc_end + 1 : end]


def _clean_heading(text: str) -> str:
    """Drop the ``_italics_`` markup of older CR files and normalise spaces."""
    text = re.sub(r"_([^_]+)_", r"\1", text)
    return " ".join(text.split())


def index_lines(text: str) -> list[str]:
    """Return the index entries (without trailing newline) for one CR text.

    >>> index_lines("Contents\\n1. Game Concepts\\nGlossary\\nCredits\\n"
    ...             "1. Game Concepts\\n100. General\\n100.1. Rules apply.\\n"
    ...             "100.1a A game.\\nExample: 100.1 applies.\\n100.2. Flying\\n"
    ...             "Glossary\\n500.1 no\\n")
    ['1.\\tGame Concepts', '100.\\tGeneral', '100.1', '100.1a', '100.2\\tFlying']
    """
    out: list[str] = []
    seen: set[str] = set()
    for line in rules_section(text.splitlines()):
        if not line[:1].isdigit():
            continue
        rule = _RULE.match(line)
        if rule:
            number = rule.group(1)
            title = _title(number, rule.group(2))
            entry = number if title is None else f"{number}\t{title}"
        else:
            heading = _HEADING.match(line)
            if not heading:
                raise ValueError(f"unrecognised numbered line: {line[:60]!r}")
            number = heading.group(1) + "."
            entry = f"{number}\t{_clean_heading(heading.group(2))}"
        if number in seen:
            raise ValueError(f"rule {number} appears twice")
        seen.add(number)
        out.append(entry)
    return out


def render(edition: str, source: str, text: str) -> str:
    """Return the full content of one index file."""
    body = "\n".join(index_lines(text))
    return f"{HEADER.format(edition=edition, source=source)}\n{body}\n"


def build(cr_dir: Path) -> dict[str, str]:
    """Return ``{edition: index file content}`` for the four editions."""
    result: dict[str, str] = {}
    for edition, source in SOURCES.items():
        text = (cr_dir / source).read_text(encoding="utf-8-sig")
        result[edition] = render(edition, source, text)
    return result


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--cr", type=Path, default=DEFAULT_CR_DIR, help="directory of CR texts")
    parser.add_argument("--out", type=Path, default=OUT_DIR, help="index directory")
    parser.add_argument(
        "--check", action="store_true", help="exit 1 if the index differs from the CR texts"
    )
    args = parser.parse_args(argv)
    missing = [s for s in SOURCES.values() if not (args.cr / s).is_file()]
    if missing:
        print(f"CR texts not found in {args.cr}: {', '.join(missing)}", file=sys.stderr)
        return 2
    built = build(args.cr)
    stale = []
    for edition, content in built.items():
        path = args.out / f"{edition}.txt"
        current = path.read_text(encoding="utf-8") if path.is_file() else None
        if current == content:
            continue
        stale.append(edition)
        if not args.check:
            path.parent.mkdir(parents=True, exist_ok=True)
            with path.open("w", encoding="utf-8", newline="\n") as handle:
                handle.write(content)
    if args.check:
        if stale:
            print(f"stale CR index for: {', '.join(stale)}", file=sys.stderr)
            return 1
        print("CR index up to date")
        return 0
    print(f"wrote {len(stale)} index file(s)" + (f": {', '.join(stale)}" if stale else ""))
    return 0


if __name__ == "__main__":
    sys.exit(main())
