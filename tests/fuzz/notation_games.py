"""Fuzzing the notation a learner types against real game states: random games in every
edition (``tests/fuzz/games.py``'s situations, a few random steps in), where

* every listed action, written out by ``format_action``, is read back by ``parse_action`` as
  that same action;
* that text mutated (a word dropped, doubled or swapped for a name, a number or a word of
  the notation from the same game) is carried out, or refused with a ``NotationError`` or an
  ``IllegalActionError`` whose rules the edition's CR has, and changes nothing.

``tests/test_notation.py`` runs a bounded number of games in ``make test``;
``python tests/fuzz/notation_games.py SEED MINUTES`` runs a long campaign and prints the rates.
"""

from __future__ import annotations

import dataclasses
import json
import random
import sys
import time
import traceback
from collections import Counter
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from fuzz.games import cites_exist, situation  # noqa: E402

import magictutor as mt  # noqa: E402
from magictutor.engine.serialize import to_jsonable  # noqa: E402
from magictutor.model.query import chars_of  # noqa: E402
from magictutor.scenarios.names import same_state  # noqa: E402
from magictutor.scenarios.notation import NotationError, run_command  # noqa: E402

WORDS = ["at", "with", "to", "from", "targeting", ",", "X=", "X=7", "#2", "#1", "(", ")",
         "+1", "-1", "0", "-X", "1", "3", "1001", "chaos", "planeswalk", "blank", "resolve",
         "pass", "attack", "block", "assign", "cast", "activate", "play", "choose", "redirect",
         "don't", "all:", "next turn", "no attacks", "no blocks", "roll the planar die", "\u200b",
         "\u202e", "<b>", "$x$", ""]


def _pool(state: mt.GameState) -> list[str]:
    names = list(state.player_names)
    objs = [o.name for o in state.objects.values()]
    return names + objs + [f"{n} #2" for n in objs[:3]] + [f"{n} ({p})" for n in objs[:3]
                                                          for p in names[:2]] + WORDS


def mutate(rng: random.Random, text: str, pool: list[str]) -> str:
    """One to three changes to a command, of words the game itself offers."""
    words = text.split(" ")
    for _ in range(rng.randint(1, 3)):
        i = rng.randrange(len(words) + 1)
        r = rng.random()
        if r < 0.25 and i < len(words):
            del words[i]
        elif r < 0.45 and i < len(words):
            words.insert(i, words[i])
        elif r < 0.8 and i < len(words):
            words[i] = rng.choice(pool)
        else:
            words.insert(i, rng.choice(pool))
    return " ".join(words)


def _alike(s: mt.GameState, a: Any, b: Any) -> bool:
    """The same action, or one that names an interchangeable object in its place (two Islands
    in one hand): the same card in the same zone and state, with the same characteristics
    and the same things attached."""
    if a == b:
        return True
    if type(a) is not type(b):
        return False
    return all(_alike_values(s, getattr(a, f.name), getattr(b, f.name))
               for f in dataclasses.fields(a))


def _alike_values(s: mt.GameState, x: object, y: object) -> bool:
    if isinstance(x, dict) and isinstance(y, dict):
        return x.keys() == y.keys() and all(_alike_values(s, x[k], y[k]) for k in x)
    if isinstance(x, list | tuple) and isinstance(y, list | tuple):
        return len(x) == len(y) and all(_alike_values(s, i, j) for i, j in zip(x, y,
                                                                                 strict=True))
    if isinstance(x, int) and isinstance(y, int) and x in s.objects and y in s.objects:
        ox, oy = s.objects[x], s.objects[y]
        return x == y or (same_state(s, ox, oy) and chars_of(s, x) == chars_of(s, y)
                          and attached(s, x) == attached(s, y))
    return x == y


def attached(s: mt.GameState, oid: int) -> list:
    return sorted(o.name for o in s.objects.values() if getattr(o, "attached_to", None) == oid)


def _refused_or_done(state: mt.GameState, text: str, stats: Counter) -> None:
    before = json.dumps(to_jsonable(state))
    try:
        run_command(state, text)
        stats["mutants carried out"] += 1
    except NotationError:
        stats["mutants unread"] += 1
    except mt.IllegalActionError as err:
        for rules, _ in err.violations:
            cites_exist(state.edition, tuple(rules), f"the refusal of {text!r}")
        stats["mutants refused"] += 1
    assert json.dumps(to_jsonable(state)) == before, f"{text!r} changed the state"


def game(rng: random.Random, stats: Counter, steps: int = 30) -> None:
    s = situation(rng)
    if s is None:
        return
    for _ in range(steps):
        if s.game_over:
            break
        acts = mt.legal_actions(s)
        pool = _pool(s)
        for a in rng.sample(acts, min(4, len(acts))):
            text = mt.format_action(s, a)
            back = mt.parse_action(s, text)
            assert _alike(s, back, a), f"{text!r} is read as {back}, not as the listed {a}"
            stats["listed read back"] += 1
            for _ in range(2):
                _refused_or_done(s, mutate(rng, text, pool), stats)
        s = mt.apply(s, rng.choice(acts)).after
    stats["games"] += 1


if __name__ == "__main__":
    seed, minutes = int(sys.argv[1]), float(sys.argv[2])
    totals: Counter = Counter()
    start, g = time.time(), 0
    while time.time() - start < minutes * 60:
        try:
            game(random.Random(seed * 1_000_003 + g), totals)
        except Exception as exc:  # noqa: BLE001 - a campaign reports and goes on
            totals["FAILED"] += 1
            print(f"FAIL game {seed * 1_000_003 + g}: {type(exc).__name__}: {str(exc)[:300]}",
                  flush=True)
            print(traceback.format_exc()[-1500:], flush=True)
        g += 1
    took = time.time() - start
    cases = totals["listed read back"] + sum(v for k, v in totals.items() if "mutants" in k)
    print(f"{took:.0f} s: {dict(totals)}; {cases / took:.1f} commands/s", flush=True)
