"""The quick land (``quick_land.QUICK_LAND``, :mod:`magictutor.engine.quick_land`): a plain land
played from a hand where nothing waits for a land (305.1, 305.2, 603.2, 704.3) gives the same
step as the full path, events and state alike, hands on only answers that still hold
(:mod:`magictutor.engine.memos_land`), and takes the full path whenever something else could
happen."""

from __future__ import annotations

import dataclasses
import random

import pytest
from test_memos import assert_memos_agree

import magictutor as mt
from magictutor.cards import remove_cards
from magictutor.engine import quick_land
from magictutor.engine.context import Ctx
from magictutor.engine.shortcuts import flag
from magictutor.rules.activated import sources
from magictutor.rules.delayed import create_delayed

EDITIONS = ("2011-09", "2013-07", "2017-09", "current")

_FIELDS = tuple(mt.GameState.__dataclass_fields__)


def _both(s: mt.GameState, action: mt.Action) -> tuple[mt.Step, mt.Step]:
    """The step by the quick path and by the full path (only the quick land off), each from
    the state as it is (its answers warm, as in a game)."""
    with flag("QUICK_LAND", True):
        quick = mt.apply(s, action)
    with flag("QUICK_LAND", False):
        full = mt.apply(s, action)
    return quick, full


def _taken(s: mt.GameState, action: mt.PlayLand) -> bool:
    return quick_land.land_step(s, action, []) is not None


def _main(edition: str = "2013-07", hand: tuple = ("Forest", "Lightning Bolt"), **kw
          ) -> mt.GameState:
    """Alice's precombat main phase, a land and a Bolt in hand; Bob with a Bolt and a
    Mountain; the answers asked of the state, as a game asks them before acting."""
    setup = kw.pop("setup", None) or {
        "Alice": {"battlefield": ["Garruk Wildspeaker", "Forest", "Grizzly Bears"],
                  "hand": list(hand), "library": ["Island"] * 5},
        "Bob": {"battlefield": ["Mountain"], "hand": ["Lightning Bolt"],
                "library": ["Island"] * 5}}
    s = mt.build_game(["Alice", "Bob"], edition=edition, active="Alice", step="precombat main",
                      turn=3, setup=setup, **kw)
    mt.legal_actions(s)
    return s


def _play(s: mt.GameState, name: str = "Forest") -> mt.PlayLand:
    return next(a for a in mt.legal_actions(s)
                if isinstance(a, mt.PlayLand) and s.objects[a.card].name == name)


@pytest.mark.parametrize("edition", EDITIONS)
def test_305_1_the_quick_land_is_the_full_path_s_step(edition):
    s = _main(edition)
    play = _play(s)
    assert _taken(s, play)
    quick, full = _both(s, play)
    assert quick.events == full.events and quick.after == full.after
    assert dict(quick.after.zones) == dict(full.after.zones)
    after = quick.after
    assert after.zones["battlefield"][-1] == play.card and play.card not in after.zones[
        "Alice:hand"]
    assert after.player("Alice").lands_played == 1 and after.priority == "Alice"
    assert [e.text for e in quick.events] == ["Alice plays Forest"]
    assert_memos_agree(after)
    bob = mt.apply(after, mt.Pass("Alice")).after  # (Bob's remembered answers, handed on)
    assert_memos_agree(bob)


@pytest.mark.parametrize("edition", EDITIONS)
def test_601_2c_the_land_is_a_new_target_and_pays_for_more(edition):
    """After the quick land, "target land" (Garruk's +1) has a new choice, and the spell the
    new land pays for is castable (601.2g-h), as answers from scratch say."""
    s = _main(edition, hand=("Forest", "Grizzly Bears"))
    untap = [a for a in mt.legal_actions(s) if isinstance(a, mt.Activate) and a.cost == "+1"]
    assert not any(isinstance(a, mt.Cast) for a in mt.legal_actions(s))  # (one Forest: 1G)
    after = mt.apply(s, _play(s)).after
    untap_after = [a for a in mt.legal_actions(after)
                   if isinstance(a, mt.Activate) and a.cost == "+1"]
    assert len(untap_after) > len(untap)
    assert any(isinstance(a, mt.Cast) for a in mt.legal_actions(after))
    assert_memos_agree(after)


_GROVES = [
    {"name": "Test Legendary Grove", "types": ["Land"], "supertypes": ["Legendary"],
     "text": "A legendary land (704.5j looks at it)."},
    {"name": "Test Walking Grove", "types": ["Land", "Creature"], "subtypes": ["Treefolk"],
     "power": 1, "toughness": 1, "text": "A land creature."},
    {"name": "Test Open Grove", "types": ["Land"],
     "text": "You may play any number of lands on each of your turns.",
     "abilities": [{"kind": "static", "text": "Any number of lands a turn.",
                    "static": [{"any_number_of_lands": True}]}]},
    {"name": "Test Goat Grove", "types": ["Land"],
     "text": "Whenever a land enters the battlefield, its controller gains 1 life.",
     "abilities": [{"kind": "triggered", "trigger": "a land enters", "text": "Gain 1 life.",
                    "effects": [{"gain_life": 1, "who": "that player"}]}]},
]


@pytest.mark.parametrize("grove", [g["name"] for g in _GROVES])
def test_305_1_704_5_603_2_a_land_that_is_not_plain_takes_the_full_path(grove):
    """A legendary land (the legend rule looks at it), a land creature, a land with a static
    ability or with a triggered ability: the full path, which gives the same step as with
    the quick land off."""
    try:
        s = _main(hand=(grove, "Forest"), cards=_GROVES)
        play = _play(s, grove)
        assert not _taken(s, play)
        quick, full = _both(s, play)
        assert quick.events == full.events and quick.after == full.after
        assert_memos_agree(quick.after)
    finally:
        remove_cards([g["name"] for g in _GROVES])


_SIGNAL = [{"name": "Test Signal Grove", "types": ["Land"], "text": "{T}: You gain 1 life.",
            "abilities": [{"kind": "activated", "cost": "{T}", "text": "You gain 1 life.",
                           "effects": [{"gain_life": 1, "who": "you"}]}]}]


@pytest.mark.parametrize("edition", EDITIONS)
def test_602_1_a_plain_land_with_an_activated_ability_is_quick_and_becomes_a_source(edition):
    """A land with an activated ability but no triggered or static one is plain: the quick
    path, and the permanents with activated abilities (``_own_sources``, grown by the hand-on)
    are those from scratch, the new land last."""
    try:
        s = _main(edition, hand=("Test Signal Grove", "Forest"), cards=_SIGNAL)
        sources(s)  # (asked before, so the hand-on grows it)
        play = _play(s, "Test Signal Grove")
        assert _taken(s, play)
        quick, full = _both(s, play)
        assert quick.events == full.events and quick.after == full.after
        _same_answers_kept(s, quick.after, full.after, "Alice")
        assert sources(quick.after) == sources(dataclasses.replace(quick.after))
        assert sources(quick.after)[-1] == play.card
        assert_memos_agree(quick.after)
    finally:
        remove_cards(["Test Signal Grove"])


@pytest.mark.parametrize("case", ["trigger in play", "plane", "effect on the card", "delayed",
                                  "unsettled"])
def test_603_2_603_7_704_3_the_land_takes_the_full_path_when_more_happens(case):
    """Something waits for a land to enter (a permanent's trigger, Goldmeadow's, a delayed
    trigger), an effect names the card (it would end, 400.7), or state-based actions are not
    yet checked: the full path."""
    kw: dict = {}
    names: list[str] = []
    if case == "trigger in play":
        names = [g["name"] for g in _GROVES]
        kw = {"cards": _GROVES,
              "setup": {"Alice": {"battlefield": ["Test Goat Grove"], "hand": ["Forest"]},
                        "Bob": {}}}
    if case == "plane":
        kw = {"planechase": {"decks": {"Alice": ["Goldmeadow", "Tazeem"],
                                       "Bob": ["Panopticon", "Fields of Summer"]},
                             "face up": "Goldmeadow"}}
    try:
        s = _main(**kw)
        play = _play(s)
        if case in ("effect on the card", "delayed"):
            ctx = Ctx(s)
            if case == "effect on the card":
                ctx.add_effect("pump", None, "Alice", affected=(play.card,), power=1)
            else:
                create_delayed(ctx, None, "Alice", "land enters", "gain 1 life",
                               effects=())
            s = ctx.freeze()
        if case == "unsettled":
            s = mt.GameState(**{**{f: getattr(s, f) for f in _FIELDS},
                                "extra": tuple(sorted({**dict(s.extra),
                                                       "unsettled": True}.items()))})
        assert not _taken(s, play)
        quick, full = _both(s, play)
        assert quick.events == full.events and quick.after == full.after
    finally:
        if names:
            remove_cards(names)


@pytest.mark.parametrize("seed", range(8))
def test_305_random_games_play_their_lands_alike_on_both_paths(seed, monkeypatch):
    """Every land of random Planechase games, on both paths, with the answers after each
    compared with answers from scratch; most of them quick."""
    taken = []
    real = quick_land.land_step

    def counted(state, action, control):
        step = real(state, action, control)
        taken.append(step is not None)
        return step

    monkeypatch.setattr("magictutor.engine.apply.land_step", counted)
    rng = random.Random(seed)
    s = mt.new_game(edition=EDITIONS[seed % 4], seed=seed, planechase=seed % 2 == 0)
    for _ in range(500):
        if s.game_over:
            break
        action = rng.choice(mt.legal_actions(s))
        if isinstance(action, mt.PlayLand):
            quick, full = _both(s, action)
            assert quick.events == full.events and quick.after == full.after
            _same_answers_kept(s, quick.after, full.after, action.player)
            assert_memos_agree(quick.after)
            assert_memos_agree(mt.apply(quick.after, mt.Pass(action.player)).after)
        s = mt.apply(s, action).after
    assert any(taken), "the quick path is met, not only refused"


_COMPARED = ("_lands_cache", "_payment_cache", "_chars_cache", "_targets_cache", "_legal_cache")


def _same_answers_kept(before: mt.GameState, quick: mt.GameState, full: mt.GameState,
                       player: str) -> None:
    """The quick land's hand-on (:mod:`magictutor.engine.memos_land`) keeps at least the
    answers the full path's keeps (:mod:`magictutor.engine.memos`, which, after a permanent
    came, keeps only the card answers and the pool; that what the quick land keeps is right,
    answers from scratch say: ``assert_memos_agree``)."""
    for name in _COMPARED:
        q, f = set(quick._memo.get(name, ())), set(full._memo.get(name, ()))
        if name in ("_lands_cache", "_payment_cache"):  # (the player's: asked of the new state)
            q = {k for k in q if (k if name == "_lands_cache" else k[0]) != player}
            f = {k for k in f if (k if name == "_lands_cache" else k[0]) != player}
        assert f <= q, name


def test_the_quick_land_hands_on_nothing_with_hand_on_off():
    """``memos.HAND_ON`` off: the state after a quick land remembers nothing of the one
    before (but the card set it was worked out with)."""
    s = _main()
    with flag("HAND_ON", False):
        after = mt.apply(s, _play(s)).after
    assert set(after._memo) <= {"_card_set"}
    assert after == dataclasses.replace(after)
