"""Text helpers for the lessons: print what the engine did and which rules made it happen.

The notebooks show widgets, but they also print plain text (which nbval compares on every
test run, and which a screen reader or a projector's back row can read). These are the
few printers every lesson uses, so each lesson needs no code of its own for them. No UI
library is imported here.

>>> import magictutor as mt
>>> t = mt.Timeline(mt.build_game(["Alice", "Bob"], active="Bob", setup={
...     "Alice": {"battlefield": ["Jace Beleren (loyalty 4)"]},
...     "Bob": {"hand": ["Lightning Bolt"], "battlefield": ["Mountain"]}}))
>>> play(t, "Bob: cast Lightning Bolt targeting Alice", "Bob: activate Jace Beleren +2")
> Bob: cast Lightning Bolt targeting Alice
    Bob casts Lightning Bolt targeting Alice; it goes on the stack (601.2)
    Bob taps Mountain to pay {R} for Lightning Bolt (601.2g, 605.1a)
> Bob: activate Jace Beleren +2
    Refused: Bob does not control Jace Beleren: ...
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

from magictutor.engine.apply import IllegalActionError
from magictutor.model.events import Event

ROUTINE = frozenset({"pass", "step"})
"""Event kinds shown only as a count: priority passes and new steps."""

INDENT = "    "


def show_events(events: Iterable[Event], indent: str = INDENT) -> None:
    """Print events with their rules; automatic ones (the rules acting by themselves) are
    marked ``[rules]``, routine ones (passes, new steps) only counted."""
    events = list(events)
    for e in events:
        if e.kind not in ROUTINE:
            print(f"{indent}{'[rules] ' if e.auto else ''}{e.line()}")
    skipped = sum(e.kind in ROUTINE for e in events)
    if skipped:
        print(f"{indent}({skipped} routine event{'s' if skipped > 1 else ''}: priority passes "
              "and new steps)")


def show_refusal(refusal: IllegalActionError, indent: str = INDENT) -> None:
    """Print every reason an action was refused, each with the rules that forbid it."""
    for rules, why in refusal.violations:
        cites = f" ({', '.join(rules)})" if rules else ""
        print(f"{indent}Refused: {why}{cites}")


def play(timeline: Any, *lines: str, quiet: bool = False) -> None:
    """Play lines of the text notation on a :class:`~magictutor.Timeline`, printing what
    happened and why (``quiet``: print only refusals). A refused line changes nothing."""
    from magictutor.scenarios.notation import run_command

    for line in lines:
        try:
            steps = run_command(timeline.state, line)
        except IllegalActionError as err:
            print(">", line)
            show_refusal(err)
            continue
        timeline.extend(steps)
        if not quiet:
            print(">", line)
            show_events(e for st in steps for e in st.events)


def attempt(state: Any, text: str) -> Any:
    """Try one action written in the notation on a state: print the refusal or what
    happened, and return the state after it (the same state when refused)."""
    from magictutor import apply, parse_action

    print(f"> {text}")
    try:
        step = apply(state, parse_action(state, text))
    except IllegalActionError as refusal:
        show_refusal(refusal)
        return state
    show_events(step.events)
    return step.after


def walk(result: Any) -> None:
    """Print a scenario's run: each action, what it did, and every refusal with its rules."""
    for rec in result.records:
        if rec.spec is None or rec.spec.action is None:
            continue
        print(f"> {rec.spec.action}")
        if rec.refusal is not None:
            show_refusal(rec.refusal)
        show_events(e for st in rec.steps for e in st.events)


def tell(name: str, edition: str | None = None) -> Any:
    """Play a bundled scenario (or a file) and print its title, the edition, and each action
    with what the engine did and why. Returns the scenario's result."""
    from magictutor.editions import get_edition
    from magictutor.scenarios.scenario import load_scenario, run_scenario

    scenario = load_scenario(name)
    result = run_scenario(scenario, edition=edition)
    print(f"{scenario.title}\n(played under the {get_edition(result.edition).title})")
    walk(result)
    return result
