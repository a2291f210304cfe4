"""Fuzzing the engine through its public API: random games in every edition, with two to four
players, random permanents, hands and libraries, and random planar decks (one each, or the
single planar deck), free-for-all or Two-Headed Giant, or new games from the built-in decks,
played by the random or the eager policy. Every step checks:

* every listed action (a sample of three) is accepted by ``check``;
* a random, likely illegal action that ``check`` refuses is refused by ``apply`` with its rules,
  and changes nothing;
* ``apply`` never raises on a listed action, which is now and then carried out in the shadow
  mode (fast and plain paths compared) and its legal actions listed by the shadow mode too;
* at the end, the timeline saved and loaded back is equal;
* every event and every refusal cites rule numbers the edition's CR has
  (``magictutor/data/cr/<edition>.txt``, built from the CR texts);
* with priority given (state-based actions checked), no permanent has a negative number of
  counters and no planeswalker 0 or less loyalty (704.5i);
* now and then, the state alone saved and loaded back is equal and lists the same actions.

``tests/test_api_doors.py`` plays a few games in ``make test``;
``python tests/fuzz/games.py SEED MINUTES`` runs a long campaign and prints the rates.
"""

from __future__ import annotations

import json
import random
import sys
import time
import traceback
from collections import Counter

import magictutor as mt
from magictutor.cards import card, card_names
from magictutor.editions import edition_index, index_form
from magictutor.engine.serialize import from_jsonable, to_jsonable
from magictutor.engine.shadow import shadow_apply, shadow_legal_actions
from magictutor.engine.simulate import eager_policy
from magictutor.engine.timeline import Timeline
from magictutor.model.query import chars_of

NAMES = ["Alice", "Bob", "Carol", "Dan"]
STEPS = ["upkeep", "precombat main", "precombat main", "declare attackers", "end"]


def _by_type() -> dict[str, list[str]]:
    by: dict[str, list[str]] = {}
    for n in card_names():
        d = card(n)
        by.setdefault(d.types[0] if d.types else "?", []).append(n)
    return by


BY = _by_type()
PLANAR = BY["Plane"] + BY["Phenomenon"]
NONLAND = BY["Planeswalker"] + BY["Creature"] + BY["Instant"] + BY["Sorcery"] + BY["Enchantment"]


def situation(rng: random.Random) -> mt.GameState | None:
    """A random game (None: a set-up the kit refuses, such as two copies of a plane): free-for-all,
    or Two-Headed Giant with four players."""
    names = NAMES[:rng.randint(2, 4)]
    edition = rng.choice(mt.EDITIONS)
    if rng.random() < 0.3:
        return mt.new_game(names, edition=edition, seed=rng.randrange(10 ** 6),
                           planechase=rng.random() < 0.7)
    cards = NONLAND + BY["Land"]
    setup = {p: {"battlefield": [rng.choice(BY["Land"]) for _ in range(rng.randint(0, 5))]
                 + [rng.choice(BY["Planeswalker"] + BY["Creature"])
                    for _ in range(rng.randint(0, 3))],
                 "hand": [rng.choice(cards) for _ in range(rng.randint(0, 4))],
                 "library": [rng.choice(cards) for _ in range(rng.randint(0, 6))]}
             for p in names}
    pc = None
    if rng.random() < 0.7:
        pc = ({"single deck": rng.sample(PLANAR, rng.randint(1, 6))} if rng.random() < 0.3
              else {"decks": {p: rng.sample(PLANAR, rng.randint(1, 4)) for p in names}})
    teams = [names[:2], names[2:]] if len(names) == 4 and rng.random() < 0.4 else None
    try:
        return mt.build_game(names, edition=edition, seed=rng.randrange(10 ** 6), setup=setup,
                             planechase=pc, active=rng.choice(names), step=rng.choice(STEPS),
                             teams=teams)
    except mt.MagictutorError:
        return None


def mutated(state: mt.GameState, rng: random.Random) -> mt.Action:
    """A likely illegal action made of the state's own players and objects."""
    names = list(state.player_names)
    objs = sorted(state.objects) or [1]
    who, oid = rng.choice(names), rng.choice(objs)
    tgt = rng.choice(names + objs)
    return rng.choice([
        mt.Pass(who), mt.Cast(who, oid, (tgt,)), mt.PlayLand(who, oid), mt.RollPlanarDie(who),
        mt.Activate(who, oid, rng.choice(["-1", "+1", "0", "-3"]), (tgt,)),
        mt.Choose(who, rng.choice(["no", "yes", "0", "1"])), mt.LeaveGame(who),
        mt.DeclareAttackers(who, ((oid, tgt),)),
        mt.DeclareBlockers(who, ((oid, rng.choice(objs)),)),
        mt.AssignDamage(who, oid, ((tgt, 1),))])


def cites_exist(edition: str, rules: tuple, what: object) -> None:
    """Every rule of ``rules`` is a number of ``edition``'s CR."""
    index = edition_index(edition)
    missing = [r for r in rules if index_form(str(r)) not in index]
    assert not missing, f"{what} cites {missing}, which the {edition} CR does not have"


def settled(s: mt.GameState) -> None:
    """With priority given, state-based actions were checked: no counter count is negative
    and no planeswalker is left on the battlefield with 0 or less loyalty (704.5i)."""
    if s.pending or s.priority is None:
        return
    for o in s.battlefield:
        assert all(n >= 0 for _, n in o.counters), f"{o.name} has counters {o.counters}"
        c = chars_of(s, o.id)
        if c.is_planeswalker:
            loyalty = dict(o.counters).get("loyalty", 0)
            assert loyalty > 0, f"{o.name} stays on the battlefield at loyalty {loyalty}"


def state_round_trip(s: mt.GameState) -> None:
    """The state saved alone and loaded back is equal and lists the same actions."""
    back = from_jsonable(json.loads(json.dumps(to_jsonable(s))))
    assert back == s, "the state loads back unequal"
    assert mt.legal_actions(back) == mt.legal_actions(s), "the loaded state lists other actions"


def _refused_changes_nothing(state: mt.GameState, rng: random.Random, stats: Counter) -> None:
    bad = mutated(state, rng)
    if not mt.check(state, bad):
        return
    before = json.dumps(to_jsonable(state))
    try:
        mt.apply(state, bad)
    except mt.IllegalActionError as err:
        assert err.violations and all(rules for rules, _ in err.violations), err
        for rules, _ in err.violations:
            cites_exist(state.edition, tuple(rules), f"the refusal of {bad}")
    else:
        raise AssertionError(f"{bad} was refused by check but applied")
    assert json.dumps(to_jsonable(state)) == before, f"the refused {bad} changed the state"
    stats["refused"] += 1


def game(rng: random.Random, stats: Counter, max_steps: int = 80) -> None:
    """One random game, checking the invariants at every step (an AssertionError if not)."""
    s = situation(rng)
    if s is None:
        stats["set-up refused"] += 1
        return
    t = Timeline(s)
    eager = rng.random() < 0.4  # (the policies of simulate: random, or eager)
    for e in s.get("setup_log") or ():
        cites_exist(s.edition, e.rules, e)
    for _ in range(max_steps):
        s = t.state
        if s.game_over:
            stats["ended"] += 1
            break
        settled(s)
        if rng.random() < 0.1:
            state_round_trip(s)
            stats["states saved"] += 1
        acts = shadow_legal_actions(s) if rng.random() < 0.2 else mt.legal_actions(s)
        assert acts, "no legal action in a game going on"
        for a in rng.sample(acts, min(3, len(acts))):
            assert not mt.check(s, a), f"the listed {a} is refused by check"
        if rng.random() < 0.3:
            _refused_changes_nothing(s, rng, stats)
        a = eager_policy(s, acts, rng) if eager else rng.choice(acts)
        if rng.random() < 0.15:
            t.extend([shadow_apply(s, a)])
            stats["shadow steps"] += 1
        else:
            t.apply(a)
        for e in t.steps[-1].events:
            cites_exist(s.edition, e.rules, e)
        stats["steps"] += 1
    back = Timeline.from_json(t.to_json())
    assert back.state == t.state and back.to_json() == t.to_json(), "the save loads back unequal"
    stats["games"] += 1


if __name__ == "__main__":
    seed, minutes = int(sys.argv[1]), float(sys.argv[2])
    stats: Counter = Counter()
    start, g = time.time(), 0
    while time.time() - start < minutes * 60:
        case = seed * 1_000_003 + g
        try:
            game(random.Random(case), stats)
        except Exception as exc:  # noqa: BLE001 - a campaign reports and goes on
            stats["FAILED"] += 1
            print(f"FAIL game {case}: {type(exc).__name__}: {str(exc)[:300]}", flush=True)
            print(traceback.format_exc()[-2000:], flush=True)
        g += 1
    took = time.time() - start
    print(f"{took:.0f} s: {dict(stats)}; {stats['games'] / took:.2f} games/s, "
          f"{stats['steps'] / took:.1f} steps/s", flush=True)
