"""Write docs/rule-coverage.md: which scenarios and tests exercise each rule of the
planeswalker, plane, phenomenon and Planechase sections, and selected multiplayer, combat
and trigger rules, edition by edition.

The sections are found by their headings in each edition's rule index
(``magictutor/data/cr/<edition>.txt``): Planeswalkers (306), Planes (309; 311 in current),
Phenomena (310; 312 in current; none in 2011-09) and Planechase (901).

* A scenario's rules are the ones its event log cites when it runs under its own edition,
  plus its ``rules:`` key; they count for the scenario's edition.
* A test's rules are the rule numbers in its name (``test_306_5d_...`` is 306.5d) and its
  docstring; they count for the editions the test names (2011-09, 2013-07/2013, 2017-09/
  2017, current), for all four when it takes an ``edition`` parameter, and for the kit's
  default edition otherwise.

Usage: ``python tools/rule_coverage.py`` rewrites the file; ``--check`` only says whether it
is up to date (exit 1 if not). ``tests/test_scenario_library.py`` runs the check.
"""

from __future__ import annotations

import argparse
import ast
import re
import sys
from collections.abc import Iterable
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from magictutor.editions import DEFAULT_EDITION, EDITIONS, _index_entries  # noqa: E402

OUT = ROOT / "docs" / "rule-coverage.md"
SECTIONS = ("Planeswalkers", "Planes", "Phenomena", "Planechase")
NUMBER = re.compile(r"\b(\d{3}\.\d+[a-z]?)\b")
NAME_NUMBER = re.compile(r"(?:^|_)(\d{3})_(\d{1,2}[a-z]?)(?=_|$)")
SAME_IN_EVERY_EDITION = ("901.2",)
"""Rules with no key in magictutor/editions/data.py whose number and text are the same in all
four CR texts (checked by hand), so they count as one rule across editions."""
EDITION_WORDS = {
    "2011-09": ("2011",), "2013-07": ("2013",), "2017-09": ("2017",), "current": ("current",),
}


def section_rules(edition: str) -> dict[str, list[str]]:
    """{section heading: its rule numbers in order} for ``edition`` (the heading excluded)."""
    entries = _index_entries(edition)
    majors = {n.rstrip("."): h for n, h in entries if n.endswith(".") and h in SECTIONS
              and len(n) == 4}
    out: dict[str, list[str]] = {}
    for number, _ in entries:
        major = number.split(".")[0]
        if major in majors and not number.endswith("."):
            out.setdefault(f"{major} {majors[major]}", []).append(number)
    return out


MULTIPLAYER_KEYS = (
    "sba.check", "ability.trigger_order", "turn.damage_order", "turn.assign_blocked",
    "game.leave", "game.leave_owned", "game.leave_turn_continues",
    "game.leave_planar_controller",
    "team.opponents", "team.2hg", "team.life", "team.first_draw", "team.attack", "team.block",
    "team.lose", "team.life_zero", "team.life_shared",
)
"""Rule keys (magictutor/editions/data.py) of the multiplayer, combat and trigger rules
outside those sections that the kit models and a judge exam asks about."""
MULTIPLAYER = "Multiplayer, combat and triggers (selected rules)"


def extra_rules(edition: str) -> dict[str, list[str]]:
    """{heading: the numbers of :data:`MULTIPLAYER_KEYS` in ``edition``, in rule order}."""
    from magictutor.editions.data import RULE_NUMBERS

    numbers = {RULE_NUMBERS[k][edition] for k in MULTIPLAYER_KEYS} - {None}
    return {MULTIPLAYER: sorted(numbers, key=_rule_order)}  # type: ignore[arg-type]


def _rule_order(number: str) -> tuple:
    major, _, rest = number.partition(".")
    digits = re.match(r"\d*", rest).group(0)  # type: ignore[union-attr]
    return int(major), int(digits or 0), rest[len(digits):]


def scenario_rules() -> dict[str, dict[str, set[str]]]:
    """{edition: {rule: scenario names}} for every scenario shipped in the package."""
    from magictutor.scenarios.scenario import library, load_scenario, run_scenario

    out: dict[str, dict[str, set[str]]] = {e: {} for e in EDITIONS}
    for name, path in library().items():
        sc = load_scenario(path)
        result = run_scenario(sc)
        label = f"examples/{name}" if "examples" in str(path) else name
        for number in result.cited | set(sc.rules):
            out[sc.edition].setdefault(number, set()).add(label)
    return out


def _test_editions(name: str, doc: str, params: Iterable[str]) -> tuple[str, ...]:
    if "edition" in params:
        return EDITIONS
    text = f"{name} {doc}".lower()
    found = tuple(e for e, words in EDITION_WORDS.items() if any(w in text for w in words))
    return found or (DEFAULT_EDITION,)


def test_rules(folder: Path = ROOT / "tests") -> dict[str, dict[str, set[str]]]:
    """{edition: {rule: test names}} from the names and docstrings of tests/test_*.py."""
    out: dict[str, dict[str, set[str]]] = {e: {} for e in EDITIONS}
    for path in sorted(folder.glob("test_*.py")):
        tree = ast.parse(path.read_text(encoding="utf-8"))
        for node in ast.walk(tree):
            if not isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef)) or \
                    not node.name.startswith("test_"):
                continue
            doc = ast.get_docstring(node) or ""
            numbers = {f"{a}.{b}" for a, b in NAME_NUMBER.findall(node.name[5:])}
            numbers |= set(NUMBER.findall(doc))
            params = [a.arg for a in node.args.args]
            label = f"{path.stem}::{node.name}"
            for edition in _test_editions(node.name, doc, params):
                for n in numbers:
                    out[edition].setdefault(n, set()).add(label)
    return out


def render() -> str:
    """The whole of docs/rule-coverage.md."""
    scen, tests = scenario_rules(), test_rules()
    lines = [
        "# Rule coverage",
        "",
        "Which scenarios (`magictutor/scenarios/`) and tests (`tests/`) exercise each rule of",
        "the planeswalker, plane, phenomenon and Planechase sections, and selected",
        "multiplayer, combat and trigger rules, in each edition of the rules. Generated by",
        "`tools/rule_coverage.py` (do not edit by hand; the test suite fails when this file",
        "is out of date). A scenario counts for the rules its event log",
        "cites under its own edition plus its `rules:` key; a test for the rule numbers in its",
        "name and docstring, in the editions it names.",
        "",
    ]
    summary = ["| edition | rules | covered by a scenario | covered by a test | by neither |",
               "|---|---|---|---|---|"]
    body: list[str] = []
    for ed in EDITIONS:
        body += [f"## {ed}", ""]
        total = by_s = by_t = none = 0
        gaps: list[str] = []
        for section, numbers in {**section_rules(ed), **extra_rules(ed)}.items():
            body += [f"### {section}", "", "| rule | scenarios | tests |", "|---|---|---|"]
            for n in numbers:
                s = sorted(scen[ed].get(n, ()))
                t = sorted(tests[ed].get(n, ()))
                total += 1
                by_s += bool(s)
                by_t += bool(t)
                if not s and not t:
                    none += 1
                    gaps.append(n)
                body.append(f"| {n} | {', '.join(s) or '-'} | {_short(t)} |")
            body.append("")
        if gaps:
            body += [f"Not exercised in {ed}: {', '.join(gaps)}.", ""]
        summary.append(f"| {ed} | {total} | {by_s} | {by_t} | {none} |")
    nowhere = uncovered_everywhere(scen, tests)
    across = ["## Across editions", "",
              "A rule not exercised in one edition may be exercised in another under its "
              "number there",
              "(the kit's rule keys in `magictutor/editions/data.py` say which numbers are the "
              "same rule).",
              "Exercised in no edition at all:", ""]
    across += [f"- {ed}: {', '.join(ns)}" for ed, ns in nowhere.items() if ns] or ["- none"]
    return "\n".join(lines + summary + [""] + across + [""] + body).rstrip() + "\n"


def uncovered_everywhere(scen: dict[str, dict[str, set[str]]],
                         tests: dict[str, dict[str, set[str]]]) -> dict[str, list[str]]:
    """{edition: its section rules that no scenario or test exercises in any edition}."""
    from magictutor.editions.data import RULE_NUMBERS
    from magictutor.scenarios.checks import _numbers_to_keys

    def covered(ed: str, n: str) -> bool:
        return bool(scen[ed].get(n) or tests[ed].get(n))

    out: dict[str, list[str]] = {}
    for ed in EDITIONS:
        keys_of = _numbers_to_keys(ed)
        out[ed] = []
        for numbers in section_rules(ed).values():
            for n in numbers:
                same = [(e2, RULE_NUMBERS[k][e2]) for k in keys_of.get(n, ()) for e2 in EDITIONS
                        if RULE_NUMBERS[k][e2] is not None] or [(ed, n)]
                if n in SAME_IN_EVERY_EDITION:
                    same += [(e2, n) for e2 in EDITIONS]
                if not any(covered(e2, n2) for e2, n2 in same):
                    out[ed].append(n)
    return out


def _short(tests: list[str], limit: int = 4) -> str:
    if not tests:
        return "-"
    shown = ", ".join(f"`{t}`" for t in tests[:limit])
    return shown + (f" and {len(tests) - limit} more" if len(tests) > limit else "")


def gaps(text: str | None = None) -> dict[str, list[str]]:
    """{edition: rules exercised by neither a scenario nor a test}, read from the report."""
    text = render() if text is None else text
    out: dict[str, list[str]] = {e: [] for e in EDITIONS}
    for ed in EDITIONS:
        m = re.search(rf"^Not exercised in {re.escape(ed)}: (.*)\.$", text, re.M)
        if m:
            out[ed] = m.group(1).split(", ")
    return out


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--check", action="store_true",
                        help="exit 1 if docs/rule-coverage.md is out of date")
    args = parser.parse_args(argv)
    text = render()
    if args.check:
        current = OUT.read_text(encoding="utf-8") if OUT.exists() else ""
        if current != text:
            print(f"{OUT.relative_to(ROOT)} is out of date: run python tools/rule_coverage.py")
            return 1
        print(f"{OUT.relative_to(ROOT)} is up to date")
        return 0
    OUT.parent.mkdir(exist_ok=True)
    OUT.write_text(text, encoding="utf-8")
    print(f"wrote {OUT.relative_to(ROOT)}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
