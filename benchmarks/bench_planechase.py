"""Card-pool benchmarks: reading the whole card pool, and simulated Planechase games with
60-card decks whose planar decks are drawn from every planar card the pool has, against a
random chess game (python-chess) in the same run.

* the card index of the whole pool, and every card read and checked in every edition, each
  in a fresh interpreter (the pool is read lazily: ``import magictutor`` reads no card file,
  see ``bench_engine``'s import row);
* a 60-card game: each player's deck is a built-in 40-card deck and its first 20 cards again,
  and each player's planar deck holds every plane of the pool, shuffled per game, and two
  phenomena (901.3), the phenomena taken in turn so that over the run every planar card of
  the pool is dealt. The eager policy of
  :mod:`magictutor.engine.simulate` plays up to 12 turns; the ratio is the mean game time over the
  mean time of a random chess game played to its end, taken in turn in one process.

Run with ``make bench`` (or ``python benchmarks/bench_planechase.py``).
"""

from __future__ import annotations

import importlib.util
import random
import statistics
import subprocess
import sys
import time
from pathlib import Path

HERE = Path(__file__).resolve().parent
PLAYERS = ("Alice", "Bob")


def _engine_bench():
    """The sibling ``bench_engine`` module (its random chess game)."""
    spec = importlib.util.spec_from_file_location("bench_engine", HERE / "bench_engine.py")
    module = importlib.util.module_from_spec(spec)  # type: ignore[arg-type]
    spec.loader.exec_module(module)  # type: ignore[union-attr]
    return module


def planar_pool() -> tuple[list[str], list[str]]:
    """Every plane and every phenomenon of the card pool, sorted."""
    from magictutor.cards import card, card_names

    planes, phenomena = [], []
    for name in card_names():
        types = card(name).types
        if "Plane" in types:
            planes.append(name)
        elif "Phenomenon" in types:
            phenomena.append(name)
    return planes, phenomena


def planar_decks(game: int, planes: list[str], phenomena: list[str]) -> dict[str, list[str]]:
    """Game ``game``'s planar decks: each player's holds every plane of the pool, in its own
    shuffled order, and two phenomena taken in turn from the pool's (901.3: at least ten
    cards, each name once, at most two phenomena)."""
    rng = random.Random(f"planar:{game}")
    decks = {}
    for i, p in enumerate(PLAYERS):
        start = (game * len(PLAYERS) + i) * 2
        extra = [phenomena[(start + j) % len(phenomena)] for j in range(2)] if phenomena \
            else []
        deck = planes + sorted(set(extra))
        decks[p] = rng.sample(deck, len(deck))
    return decks


def sixty_card_decks() -> list[list[str]]:
    from magictutor.cards.decks import DECKS, deck_list

    out = []
    for name in list(DECKS)[:len(PLAYERS)]:
        cards = deck_list(name)
        out.append(cards + cards[:60 - len(cards)])
    return out


def play(game: int, decks: list[list[str]], planar: dict[str, list[str]],
         max_turns: int = 12) -> int:
    """One seeded game (eager policy); the number of its actions."""
    from magictutor.engine.apply import apply
    from magictutor.engine.legal import legal_actions
    from magictutor.engine.new_game import new_game
    from magictutor.engine.simulate import eager_policy

    rng = random.Random(f"60:{game}")
    state = new_game(PLAYERS, decks=decks, seed=game,
                     planechase={"decks": planar, "check decks": True})
    steps = 0
    while not state.game_over and state.turn <= max_turns:
        actions = legal_actions(state)
        if not actions:
            break
        state = apply(state, eager_policy(state, actions, rng)).after
        steps += 1
    return steps


def bench_sixty_card_planechase(games: int = 12) -> list[tuple]:
    try:
        import chess  # noqa: F401
    except ImportError:  # pragma: no cover - chess is a test extra
        return []
    chess_game_us = _engine_bench().chess_game_us
    planes, phenomena = planar_pool()
    decks = sixty_card_decks()
    dealt: set[str] = set()
    play(99, decks, planar_decks(99, planes, phenomena), max_turns=2)  # (warm-up)
    ours, theirs, steps = [], [], []
    for g in range(games):
        planar = planar_decks(g, planes, phenomena)
        dealt |= {n for d in planar.values() for n in d}
        t0 = time.perf_counter()
        steps.append(play(g, decks, planar))
        ours.append((time.perf_counter() - t0) * 1e6)
        theirs.append(chess_game_us(g)[0])
    mine, chess_mean = statistics.mean(ours), statistics.mean(theirs)
    return [
        (f"planar pool: planes / phenomena, {len(dealt)} of them dealt in the run",
         f"{len(planes)} / {len(phenomena)}", "cards", None),
        (f"60-card Planechase game (eager, 12 turns, mean {statistics.mean(steps):.0f} "
         f"actions), mean of {games}", round(mine / 1000, 1), "ms", None),
        (f"random chess game to its end, mean of {games}", round(chess_mean / 1000, 1), "ms",
         None),
        ("ratio: 60-card Planechase game / chess game", round(mine / chess_mean, 2), "x", None),
    ]


def _fresh_ms(code: str, runs: int = 5) -> float:
    """The median time ``code`` reports (seconds) in fresh interpreters, in ms (bytecode
    cached, as in ``bench_engine``'s import row)."""
    import os

    env = {k: v for k, v in os.environ.items() if k != "PYTHONDONTWRITEBYTECODE"}

    def once() -> float:
        return float(subprocess.run([sys.executable, "-c", code], capture_output=True,
                                    text=True, check=True, env=env).stdout)

    once()
    return round(statistics.median(once() for _ in range(runs)) * 1000, 1)


def bench_card_pool() -> list[tuple]:
    """The cost of the lazy card pool, after ``import magictutor``: the index of every card
    name, the first card (one file parsed), and every card in every edition."""
    pre = "import time, magictutor; from magictutor.cards import card, card_names, files; "
    index = _fresh_ms(pre + "t = time.perf_counter(); card_names(); "
                      "print(time.perf_counter() - t)")
    first = _fresh_ms(pre + "t = time.perf_counter(); card('Jace Beleren'); "
                      "print(time.perf_counter() - t)")
    every = _fresh_ms(pre + "from magictutor.cards import EDITION_NAMES; "
                      "t = time.perf_counter(); [card(n, e) for n in card_names() "
                      "for e in EDITION_NAMES]; print(time.perf_counter() - t)")
    count = subprocess.run([sys.executable, "-c", pre + "print(len(card_names()))"],
                           capture_output=True, text=True, check=True).stdout.strip()
    return [(f"card pool ({count} cards): index of every name, fresh", index, "ms", None),
            ("  first card asked for (its file parsed and checked)", first, "ms", None),
            ("  every card in all four editions", every, "ms", None)]


def run() -> list[tuple]:
    return bench_card_pool() + bench_sixty_card_planechase()


if __name__ == "__main__":
    for name, value, unit, target in run():
        print(f"{name:60} {value:>10} {unit:5} {'target ' + target if target else ''}")
