"""Games with cards nobody shipped: random valid card definitions
(:mod:`tests.fuzz.card_generator`, made from the vocabulary's own tables) given to
``build_game(cards=...)`` and dealt into hands, battlefields and libraries beside the kit's
own cards, in two- to four-player games of all four editions, played by the random or the
eager policy. Every step:

* lists the legal actions in the shadow mode (the fast path compared with every candidate's
  own check on a copy that remembers nothing) and carries the action out in the shadow mode
  (fast and plain paths compared, state and events);
* checks that three listed actions are accepted by ``check``;
* now and then tries a likely illegal action that ``check`` refuses: ``apply`` must refuse it,
  change nothing and cite rules the edition's CR has (as tests/fuzz/games.py does);
* checks every event cites rules of the edition, and that nothing raises but the kit's
  own errors (a listed action must never be refused).

``python tests/fuzz/card_games.py SEED MINUTES`` runs a campaign, prints the rates and, for
the first failures, a minimal reproduction: the cards as YAML, the set-up and the actions
(the set-up cut down card by card while the same failure stays).
"""

from __future__ import annotations

import random
import sys
import time
import traceback
from collections import Counter
from pathlib import Path
from typing import Any

import yaml

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "tests"))

from fuzz import games  # noqa: E402
from fuzz.card_generator import card_def  # noqa: E402

import magictutor as mt  # noqa: E402
from magictutor.cards import define_cards, own_card_names, remove_cards  # noqa: E402
from magictutor.engine.shadow import shadow_apply, shadow_legal_actions  # noqa: E402
from magictutor.engine.simulate import eager_policy  # noqa: E402
from magictutor.yamlio import DataFileError  # noqa: E402

ZONES = ("battlefield", "hand", "library")
FRIENDS = games.BY["Creature"] + games.BY["Planeswalker"] + games.BY["Instant"]


def valid_card(rng: random.Random, name: str) -> dict:
    """A random card the loader accepts (one it refuses is drawn again)."""
    while True:
        d = card_def(rng, name)
        try:
            define_cards([d])
        except DataFileError:
            continue
        finally:
            remove_cards([name])
        return d


def game_spec(rng: random.Random, case: int) -> dict:
    """The arguments of one game: its own cards and where each is dealt."""
    names = games.NAMES[:rng.randint(2, 4)]
    cards = [valid_card(rng, f"Fz{case} Card {i}") for i in range(rng.randint(1, 5))]
    setup: dict[str, dict[str, list[str]]] = {
        p: {"battlefield": [rng.choice(games.BY["Land"]) for _ in range(rng.randint(2, 5))],
            "hand": [], "library": [rng.choice(games.BY["Land"] + FRIENDS)
                                    for _ in range(rng.randint(2, 5))]}
        for p in names}
    for c in cards:
        spell = c["types"][0] in ("Instant", "Sorcery")  # (not a permanent card: 110.4)
        for _ in range(rng.randint(1, 2)):
            zone = rng.choice(ZONES[1:] if spell else ZONES)
            setup[rng.choice(names)][zone].append(c["name"])
    for p in names:
        if rng.random() < 0.5:
            setup[p]["battlefield"].append(rng.choice(FRIENDS[:len(games.BY["Creature"])
                                                              + len(games.BY["Planeswalker"])]))
    teams = [names[:2], names[2:]] if len(names) == 4 and rng.random() < 0.3 else None
    active = rng.choice([names[0], names[2]] if teams else names)  # (a team's first: 805.4a)
    return {"players": names, "edition": rng.choice(mt.EDITIONS), "seed": rng.randrange(10 ** 6),
            "cards": cards, "setup": setup, "active": active,
            "step": rng.choice(games.STEPS), "teams": teams}


def build(spec: dict) -> mt.GameState:
    return mt.build_game(spec["players"], edition=spec["edition"], seed=spec["seed"],
                         cards=spec["cards"], setup=spec["setup"], active=spec["active"],
                         step=spec["step"], teams=spec["teams"])


def step(s: mt.GameState, a: mt.Action, probe_all: bool = False,
         rng: random.Random | None = None) -> Any:
    """One checked step: ``a`` is listed (in the shadow mode), listed actions are accepted by
    ``check``, and ``a`` carried out in the shadow mode cites only the edition's rules."""
    acts = shadow_legal_actions(s)
    assert a in acts, f"{a} is not a legal action"
    sample = acts if probe_all or rng is None else rng.sample(acts, min(3, len(acts)))
    for b in sample:
        assert not mt.check(s, b), f"the listed {b} is refused by check: {mt.check(s, b)}"
    done = shadow_apply(s, a)
    for e in done.events:
        games.cites_exist(s.edition, e.rules, e)
    return done


def play(spec: dict, rng: random.Random, stats: Counter, actions: list,
         max_steps: int = 60) -> None:
    """One game of ``spec``; the actions taken are appended to ``actions`` as they go."""
    try:
        s = build(spec)
    except mt.MagictutorError:
        stats["set-up refused"] += 1
        return
    for e in s.get("setup_log") or ():
        games.cites_exist(s.edition, e.rules, e)
    eager = rng.random() < 0.4
    for _ in range(max_steps):
        if s.game_over:
            stats["ended"] += 1
            break
        games.settled(s)
        acts = mt.legal_actions(s)
        assert acts, "no legal action in a game going on"
        if rng.random() < 0.3:
            actions.append(("probe", None))
            games._refused_changes_nothing(s, rng, stats)
        a = eager_policy(s, acts, rng) if eager else rng.choice(acts)
        actions.append(("do", a))
        s = step(s, a, rng=rng).after
        stats["steps"] += 1
    stats["games"] += 1


def replay(spec: dict, actions: list) -> None:
    """The game of ``spec`` with those actions, every listed action checked."""
    s = build(spec)
    for kind, a in actions:
        if kind == "do":
            s = step(s, a, probe_all=True).after


def _fails_alike(spec: dict, actions: list, kind: str) -> bool:
    try:
        replay(spec, actions)
    except Exception as exc:  # noqa: BLE001 - any failure of the same kind
        return type(exc).__name__ == kind
    finally:
        remove_cards([n for n in own_card_names() if n.startswith("Fz")])
    return False


def shrink(spec: dict, actions: list, kind: str) -> dict:
    """The set-up cut down one card at a time while the game fails the same way."""
    import copy

    for p in spec["players"]:
        for zone in ZONES:
            i = 0
            while i < len(spec["setup"][p][zone]):
                trial = copy.deepcopy(spec)
                del trial["setup"][p][zone][i]
                if _fails_alike(trial, actions, kind):
                    spec = trial
                else:
                    i += 1
    used = {n for p in spec["setup"].values() for z in p.values() for n in z}
    spec["cards"] = [c for c in spec["cards"] if c["name"] in used] or spec["cards"]
    return spec


def report(spec: dict, actions: list, exc: BaseException) -> str:
    kind = type(exc).__name__
    done = [a for k, a in actions if k == "do"]
    small = shrink(spec, list(actions), kind) if _fails_alike(spec, actions, kind) else spec
    head = {k: v for k, v in small.items() if k != "cards"}
    return (f"{kind}: {str(exc)[:400]}\n--- cards:\n"
            + yaml.safe_dump(small["cards"], sort_keys=False, width=100)
            + f"--- game: {head}\n--- actions ({len(done)}):\n"
            + "\n".join(f"  {a!r}" for a in done[-25:]))


def one_game(case: int, stats: Counter) -> str | None:
    """Game number ``case`` (seeded by it alone): None, or the failure's reproduction."""
    rng = random.Random(case)
    spec = game_spec(rng, case)
    actions: list = []
    try:
        play(spec, rng, stats, actions)
    except Exception as exc:  # noqa: BLE001 - a campaign reports and goes on
        stats["FAILED"] += 1
        return report(spec, actions, exc) + "\n" + traceback.format_exc()[-1500:]
    finally:
        remove_cards([n for n in own_card_names() if n.startswith("Fz")])
    return None


def campaign(seed: int, minutes: float, show: int = 5) -> Counter:
    stats: Counter = Counter()
    start, g = time.time(), 0
    while time.time() - start < minutes * 60:
        case = seed * 1_000_003 + g
        failure = one_game(case, stats)
        if failure is not None and stats["FAILED"] <= show:
            print(f"=== FAIL game {case}\n{failure}", flush=True)
        g += 1
    took = time.time() - start
    print(f"seed {seed}, {took:.0f} s: {dict(stats)}; {stats['games'] / took:.2f} games/s, "
          f"{stats['steps'] / took:.1f} steps/s", flush=True)
    return stats


if __name__ == "__main__":
    if sys.argv[1] == "case":  # python tests/fuzz/card_games.py case GAME: one game again
        print(one_game(int(sys.argv[2]), Counter()) or "passes")
    else:
        campaign(int(sys.argv[1]), float(sys.argv[2]))
