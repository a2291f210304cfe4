"""Fuzzing the Python API (``import magictutor as mt``) with odd values: every public call is
given values of every wrong type, absurd numbers (10**100, 1e308, -0.0, NaN, inf), odd text
(right-to-left marks, zero-width spaces, NUL, a lone surrogate, 10,000 characters) and the
kit's own objects in the wrong place. A call passes when it answers, or raises an error of
the kit's family (:class:`magictutor.MagictutorError`) within a second, and leaves the
timeline it was given as it was.

``tests/test_api_doors.py`` runs a bounded number of rounds in ``make test``;
``python tests/fuzz/api.py SEED ROUNDS`` runs a long campaign and prints the figures.
"""

from __future__ import annotations

import math
import random
import sys
import time
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import magictutor as mt
from magictutor.engine.timeline import Timeline

ODD: list[Any] = [
    None, True, False, 0, -1, -0.0, 1.5, math.nan, math.inf, -math.inf, 10 ** 100, 1e308,
    "", "x", "\u202eAlice", "Al\u200bice", "\x00", "\ud800", "A" * 10_000, [], {}, (),
    ["Alice"], {"Alice": 1}, b"Alice", object(), set(), frozenset(), "Alice", "Bob", "2013-07",
    "current", "precombat main", ["Alice", "Bob"], {"Alice": {}}, {"Alice": {"life": "x"}},
    {"Alice": None}, {"Alice": []}, {"Alice": {"hand": "Shock"}},
    {"Alice": {"battlefield": [None]}}, {"Alice": {"battlefield": [{"name": 3}]}},
    {"decks": {"Alice": "Panopticon"}}, {"decks": None}, {"face up": 3}, [["Alice"], ["Bob"]],
    [[]], {"Alice": {"life": math.nan}}, {"Alice": {"life": 10 ** 100}},
    {"Alice": {"mana": 5}}, {"Alice": {"battlefield": ["Jace Beleren (loyalty nan)"]}},
    {"Alice": {"battlefield": ["Jace Beleren (loyalty 99999999999999999999)"]}},
    {"single deck": ["Tazeem"] * 2000}, {"rolls this turn": -1}, "Jace Beleren", 2, 10 ** 6,
]
BUILD = ["edition", "seed", "setup", "active", "step", "turn", "planechase", "first_player",
         "cards", "teams"]
NEW = ["decks", "edition", "seed", "planechase", "hand_size"]
SIMULATE = ["seed", "policy", "edition", "players", "planechase", "max_turns", "workers"]


SCENARIO = mt.load_scenario(Path(mt.__file__).parent / "scenarios" / "bolt-redirected.yaml")


def _state() -> mt.GameState:
    return mt.build_game(["Alice", "Bob"], setup={"Alice": {
        "battlefield": ["Jace Beleren", "Mountain"], "hand": ["Lightning Bolt"]}},
        planechase={})


def calls(rng: random.Random, state: mt.GameState, timeline: Timeline
          ) -> Iterator[tuple[str, Callable, tuple, dict]]:
    """One round: each public call once, with odd values drawn from :data:`ODD` (and the
    kit's own state, action and timeline)."""
    pool = ODD + [state, mt.Pass("Alice"), timeline]

    def w() -> Any:
        return rng.choice(pool)

    def some(names: list[str]) -> dict:
        return {k: w() for k in rng.sample(names, rng.randint(1, 3))}

    players = rng.choice([["Alice", "Bob"], w()])
    yield "build_game", mt.build_game, (players,), some(BUILD)
    yield "new_game", mt.new_game, (rng.choice([["Alice", "Bob"], w()]),), some(NEW)
    yield "simulate", mt.simulate, (rng.choice([1, w()]),), {**some(SIMULATE), "progress": False,
                                                              "max_turns": 1}
    yield "apply", mt.apply, (w(), w()), {}
    yield "apply", mt.apply, (state, w()), {}
    yield "check", mt.check, (w(), w()), {}
    yield "is_legal", mt.is_legal, (state, w()), {}
    yield "legal_actions", mt.legal_actions, (w(),), {}
    yield "current_player", mt.current_player, (w(),), {}
    yield "Timeline", Timeline, (w(), rng.choice([None, w()])), {}
    yield "Timeline.apply", timeline.branch().apply, (w(),), {}
    yield "Timeline.goto", timeline.goto, (w(),), {}
    yield "Timeline.state_at", timeline.state_at, (w(),), {}
    yield "Timeline.replay", timeline.replay, (w(),), {}
    yield "Timeline.from_json", Timeline.from_json, (w(),), {}
    yield "Timeline.load", Timeline.load, (w(),), {}
    yield "get_edition", mt.get_edition, (w(),), {}
    yield "parse_action", mt.parse_action, (rng.choice([state, w()]), w()), {}
    yield "format_action", mt.format_action, (rng.choice([state, w()]), w()), {}
    yield "load_scenario", mt.load_scenario, (w(),), {}
    yield "run_scenario", mt.run_scenario, (w(),), {}
    yield "run_scenario", mt.run_scenario, (SCENARIO, w()), {}
    yield "state_text", mt.state_text, (w(),), {}
    yield "state_html", mt.state_html, (w(),), {}


def run_calls(seed: int, rounds: int = 1) -> list[tuple[str, str, str]]:
    """Run ``rounds`` rounds from ``seed``: the calls that failed, as (call, what, why)."""
    rng = random.Random(seed)
    state = _state()
    bad = []
    for _ in range(rounds):
        timeline = Timeline(state)
        timeline.apply(mt.Pass("Alice"))
        saved = timeline.to_json()
        for name, fn, args, kw in calls(rng, state, timeline):
            start = time.process_time()
            refused = True
            try:
                fn(*args, **kw)
                refused = False
            except mt.MagictutorError:
                pass
            except Exception as exc:  # noqa: BLE001 - sorting outcomes is the point
                bad.append((name, type(exc).__name__, f"{str(exc)[:200]} <- {args!r:.200} "
                                                      f"{kw!r:.200}"))
            if time.process_time() - start > 1.0:
                bad.append((name, "slow", f"{time.process_time() - start:.1f} s of CPU"))
            if timeline.cursor != 1 or type(timeline.cursor) is not int \
                    or timeline.to_json() != saved:
                if refused:  # (a goto that was carried out moves the cursor, as it should)
                    bad.append((name, "changed", "a refused call changed the timeline"))
                timeline = Timeline(state)
                timeline.apply(mt.Pass("Alice"))
    return bad


if __name__ == "__main__":
    seed, rounds = int(sys.argv[1]), int(sys.argv[2])
    t0 = time.time()
    found = run_calls(seed, rounds)
    per_round = sum(1 for _ in calls(random.Random(0), _state(), Timeline(_state())))
    took = time.time() - t0
    print(f"{rounds * per_round} calls in {took:.1f} s ({rounds * per_round / took:.0f}/s), "
          f"{len(found)} failures")
    for name, what, why in sorted(set(found))[:50]:
        print(name, what, why)
