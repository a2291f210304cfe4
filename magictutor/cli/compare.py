"""``magictutor compare``: run one scenario under every edition and show, side by side,
where the outcomes differ (the sub-command's table and its rows)."""

from __future__ import annotations

import argparse
from collections.abc import Callable, Iterable
from typing import Any

from magictutor.cli.output import out as _out
from magictutor.editions import EDITIONS
from magictutor.scenarios.checks import _numbers_to_keys
from magictutor.scenarios.scenario import Result, ScenarioError, load_scenario, run_scenario

Row = tuple[str, dict[str, str]]
"""One line of the table: its label and its cell per edition."""


def _final_values(result: Result) -> dict[str, str]:
    from magictutor.cards import card
    from magictutor.scenarios.names import Namer

    s = result.final
    out = {f"{p.name}: life": str(p.life) for p in s.players}
    out.update({f"{p.name}: in game": "yes" if p.in_game else "no" for p in s.players})
    names = Namer(s)
    for o in sorted(s.objects.values(), key=lambda o: o.id):
        if o.kind == "card" and "Planeswalker" in card(o.name).types:
            value = str(o.counter("loyalty")) if o.zone == "battlefield" else o.zone
            out[f"{names.full_label(o)}: loyalty"] = value
    if s.planechase is not None:
        out["face up"] = ", ".join(o.name for o in s.zone("faceup"))
        out["planar controller"] = s.planechase.controller
    return out


def _cited_by_key(result: Result) -> dict[str, str]:
    keys = _numbers_to_keys(result.edition)
    out: dict[str, str] = {}
    for number in result.cited:
        for key in keys.get(number, (f"rule {number}",)):
            out[key] = number
    return out


def _run_everywhere(sc: Any) -> dict[str, Result | str]:
    """The scenario's result under each edition, or why it can't run there."""
    results: dict[str, Result | str] = {}
    for ed in EDITIONS:
        try:
            results[ed] = run_scenario(sc, ed)
        except ScenarioError as exc:
            results[ed] = f"can't run: {exc.reason}"
    return results


def _result_row(results: dict[str, Result | str]) -> Row:
    return ("result", {ed: (r.summary().split()[0] if isinstance(r, Result) else "can't run")
                       for ed, r in results.items()})


def _check_rows(ran: dict[str, Result]) -> list[Row]:
    """A row per check of the scenario (by line and key), in the order they ran."""
    check_rows: dict[str, dict[str, str]] = {}
    for ed, r in ran.items():
        for c in r.checks:
            label = f"line {c.line}: {c.key}"
            check_rows.setdefault(label, {})[ed] = "ok" if c.ok else f"found {c.found}"
    return [(label, {ed: cells.get(ed, "not reached" if ed in ran else "") for ed in EDITIONS})
            for label, cells in check_rows.items()]


def _value_rows(ran: dict[str, Result],
                getter: Callable[[Result], dict[str, str]]) -> list[Row]:
    """A row per label ``getter`` finds in any edition's result, sorted by label."""
    table: dict[str, dict[str, str]] = {}
    for ed, r in ran.items():
        for label, value in getter(r).items():
            table.setdefault(label, {})[ed] = value
    return [(label, {ed: table[label].get(ed, "-" if ed in ran else "") for ed in EDITIONS})
            for label in sorted(table)]


def _differs(cells: dict[str, str], cited: bool, ran: Iterable[str]) -> bool:
    if cited:  # a rule counts as the same when cited under every edition
        return len({cells[ed] == "-" for ed in ran}) > 1
    return len(set(cells.values())) > 1


def compare(args: argparse.Namespace) -> int:
    """The ``compare`` sub-command: 2 if the file is not a valid scenario, else 0."""
    try:
        sc = load_scenario(args.file)
    except ScenarioError as exc:
        _out(f"ERROR {exc}")
        return 2
    results = _run_everywhere(sc)
    _out(f"{sc.title}\n(written for {sc.edition}; {sc.path})\n")
    ran = {ed: r for ed, r in results.items() if isinstance(r, Result)}
    cited = _value_rows(ran, _cited_by_key)
    cited_labels = {label for label, _ in cited}
    rows = [_result_row(results), *_check_rows(ran), *_value_rows(ran, _final_values), *cited]
    _table([(label, cells) for label, cells in rows
            if args.all or label == "result" or _differs(cells, label in cited_labels, ran)])
    for ed, r in results.items():
        if isinstance(r, str):
            _out(f"\n{ed}: {r}")
        elif not r.passed:
            _out(f"\n{ed}: {r.first_failure}")
    return 0


def _table(rows: list[Row]) -> None:
    width = max([len(label) for label, _ in rows] + [10])
    cols = {ed: max([len(ed)] + [len(c.get(ed, "")) for _, c in rows]) for ed in EDITIONS}
    _out(" " * width + "  " + "  ".join(ed.ljust(cols[ed]) for ed in EDITIONS))
    for label, cells in rows:
        _out(label.ljust(width) + "  " + "  ".join(cells.get(ed, "").ljust(cols[ed])
                                                 for ed in EDITIONS).rstrip())
