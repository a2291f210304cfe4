"""Whole games from decks (new_game) and seeded simulations (simulate).

Rules touched: 103.7a (the starting player skips the first draw in a two-player game),
901.3 (planar decks of a game built from decks), 901.5 (a starting plane is face up).
"""

from __future__ import annotations

import pytest

from magictutor.cards.decks import DECKS, deck_list
from magictutor.engine.new_game import new_game
from magictutor.engine.setup import SetupError
from magictutor.engine.simulate import simulate


def test_new_game_deals_opening_hands_and_starts_a_plane():
    g = new_game(seed=4)
    assert [len(g.hand(p)) for p in g.player_names] == [7, 7]
    assert [len(g.library(p)) for p in g.player_names] == [33, 33]
    assert len(g.zones["faceup"]) == 1  # 901.5: a starting plane
    assert g.step == "upkeep" and g.priority == "Alice"


def test_new_game_is_the_same_from_the_same_seed():
    assert new_game(seed=9) == new_game(seed=9)
    assert new_game(seed=9) != new_game(seed=10)


def test_901_3_planar_decks_of_a_built_game_are_checked():
    with pytest.raises(SetupError, match="901.3"):
        new_game(planechase={"decks": {"Alice": ["Naar Isle", "Naar Isle"],
                                       "Bob": ["Tazeem"]}})


def test_new_game_without_planechase():
    g = new_game(planechase=False, seed=1)
    assert g.planechase is None


def test_built_in_decks_are_forty_known_cards():
    from magictutor.cards import card

    for name in DECKS:
        cards = deck_list(name)
        assert len(cards) == 40
        for c in set(cards):
            card(c, "2013-07")


def test_simulate_returns_tidy_records_and_is_seeded():
    rows = simulate(3, seed=5, max_turns=4, progress=False)
    assert rows == simulate(3, seed=5, max_turns=4, progress=False)
    assert {"game", "turn", "step", "player", "kind", "name", "value"} <= set(rows[0])
    assert {r["game"] for r in rows} == {0, 1, 2}
    assert {r["kind"] for r in rows} >= {"life"}


def test_simulate_random_policy_and_other_edition():
    rows = simulate(2, seed=1, policy="random", edition="2011-09", max_turns=3, progress=False)
    assert rows and all(r["turn"] <= 4 for r in rows)


def test_snapshot_reads_tokens_by_their_own_definition():
    """A Beast token from Garruk Wildspeaker's -1 has no card of its own in the card set."""
    import magictutor as mt
    from magictutor.engine.simulate import snapshot

    s = mt.build_game(["Alice", "Bob"], setup={"Alice": {"battlefield": ["Garruk Wildspeaker"]}})
    garruk = s.battlefield[0].id
    s = mt.apply(s, mt.Activate("Alice", garruk, "-1")).after
    s = mt.apply(s, mt.Pass("Alice")).after
    s = mt.apply(s, mt.Pass("Bob")).after
    assert any(o.kind == "token" for o in s.battlefield)
    rows = snapshot(s, 0, 3)
    assert [r["name"] for r in rows if r["kind"] == "loyalty"] == ["Garruk Wildspeaker"]


def test_simulate_in_two_processes_gives_the_same_records():
    assert simulate(4, seed=2, max_turns=3, progress=False, workers=2) == \
        simulate(4, seed=2, max_turns=3, progress=False)


def _card_by_card(ctx, library, owner, hand_size):
    """A library and opening hand the long way: each card made on its own, then drawn."""
    from magictutor.engine.setup import _new_card
    from magictutor.rules.effects import draw_cards

    for name in library:
        _new_card(ctx, name, owner, "library")
    ctx.emit("setup", f"{owner} shuffles a {len(library)}-card library", "kw.shuffle",
             auto=True)
    draw_cards(ctx, owner, hand_size, " (opening hand)", "game.opening_hand")


@pytest.mark.parametrize("edition", ["2011-09", "current"])
@pytest.mark.parametrize("hand_size", [7, 0, 3, 8, -1])
@pytest.mark.parametrize("library", [deck_list("Jace and Chandra")[::3], [], ["Shock"] * 3])
def test_a_library_made_at_once_is_the_one_made_card_by_card(edition, hand_size, library):
    """new_game makes each library and opening hand in one go; the state, down to the order
    of objects and zones, and the events must be those of making every card and then drawing
    (the opening hand rule, 103.5 in the current rules; 704.5b remembers a draw from an
    empty library)."""
    from magictutor.engine.context import Ctx
    from magictutor.engine.new_game import _new_library
    from magictutor.engine.setup import build_game

    base = build_game(["Alice", "Bob"], edition=edition, step="untap")
    fast, slow = Ctx(base), Ctx(base)
    for who, lib in (("Alice", library), ("Bob", library[::-1])):
        _new_library(fast, lib, who, hand_size)
        _card_by_card(slow, lib, who, hand_size)
    assert fast.events == slow.events
    assert fast.touched == slow.touched and fast.changed == slow.changed
    a, b = fast.freeze(), slow.freeze()
    assert a == b
    assert list(a.objects) == list(b.objects) and list(a.zones) == list(b.zones)
    assert [list(vars(o)) for o in a.objects.values()] == \
        [list(vars(o)) for o in b.objects.values()]


def test_a_library_names_its_first_unknown_card_from_the_top():
    from magictutor.cards import UnknownCardError
    from magictutor.engine.context import Ctx
    from magictutor.engine.new_game import _new_library
    from magictutor.engine.setup import build_game

    ctx = Ctx(build_game(["Alice", "Bob"], step="untap"))
    with pytest.raises(UnknownCardError, match="Shcok"):
        _new_library(ctx, ["Island", "Shcok", "Islnd"], "Alice", 7)


def test_901_3_a_kept_verdict_on_a_planar_deck_never_hides_a_problem():
    """Whether a planar deck is legal is kept (every new game checks its freshly shuffled
    built-in decks); the answer is for those cards under those rules only, in any order."""
    from magictutor.engine.setup import build_game
    from magictutor.rules.planechase.setup import BUILTIN_DECKS

    def game(edition, alice):
        return build_game(["Alice", "Bob"], edition=edition, planechase={
            "decks": {"Alice": alice, "Bob": list(BUILTIN_DECKS[1])}, "check decks": True})

    deck = list(BUILTIN_DECKS[0])
    game("2013-07", deck)
    game("2013-07", deck[::-1])  # (the same cards in another order: still legal)
    with pytest.raises(SetupError, match="more than one Tazeem"):
        game("2013-07", deck + ["Tazeem"])
    game("2013-07", deck + ["Chaotic Aether"])
    with pytest.raises(SetupError, match="plane cards only"):  # (phenomena arrived in 2012)
        game("2011-09", deck + ["Chaotic Aether"])
    with pytest.raises(SetupError, match="at least 10 cards"):
        game("2013-07", deck[:-1])


def test_103_1_a_kept_empty_game_changes_only_its_seed():
    """new_game copies one empty game per players and edition; each copy must be the game
    build_game would make with its own seed, so each game shuffles its own way (103.1)."""
    from magictutor.engine.new_game import _empty_game
    from magictutor.engine.setup import build_game
    from magictutor.model.state import STATE_FIELDS

    for names in (["Alice", "Bob"], ["Bob", "Alice"], ["A", "B", "C"]):
        for edition in ("2011-09", "current"):
            for seed in (0, 1, 12345):
                empty = _empty_game(names, edition, seed)
                assert empty == build_game(names, edition=edition, seed=seed, step="untap")
                assert tuple(empty.__dict__) == STATE_FIELDS + ("_memo",)
                worked_out = {k: v for k, v in empty._memo.items() if k != "_card_set"}
                assert worked_out == {}  # (nothing worked out comes along; the stamp of the
                # card set it was made under may: model.state.card_set_current)
    assert new_game(seed=1).library("Alice") != new_game(seed=2).library("Alice")
    assert new_game(("Bob", "Alice"), seed=1).active == "Bob"
    with pytest.raises(SetupError, match="same name"):
        new_game(("Alice", "Alice"))


def test_eager_policy_draws_from_its_generator_as_random_choice_would():
    """The eager policy's tie-break of a single best action draws what ``rng.choice`` of a
    one-item list draws (so seeded games stay the same), with a plain Random and with a
    subclass, and scores each target once per choice with the same sums."""
    import random

    from magictutor.engine.simulate import _choose_one, eager_policy
    from magictutor.model.actions import Pass

    class Mine(random.Random):
        pass

    for make in (random.Random, Mine):
        for seed in range(50):
            a, b = make(seed), make(seed)
            _choose_one(a)
            b.choice([0])
            assert a.random() == b.random()
    s = new_game(seed=3)
    rng, plain = random.Random(5), random.Random(5)
    only = [Pass(s.priority)]
    assert eager_policy(s, only, rng) is only[0]
    plain.choice(only)
    assert rng.getstate() == plain.getstate()
