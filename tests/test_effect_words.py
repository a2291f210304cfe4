"""The generic effect words added for the Planechase (2009) planes, each alone on a test
spell of a game's own cards (``build_game(cards=...)``): sacrifice, bounce, to_library_top,
add_mana, if (and the intervening-if condition, 603.4), the amount ``cards in target's hand``
and the target word ``blue permanent``; and a misspelt word is refused at load."""

from __future__ import annotations

import pytest
from pwkit import Game

from magictutor.cards import define_cards
from magictutor.yamlio import DataFileError

EDITIONS = ("2011-09", "2013-07", "2017-09", "current")
SACRIFICE = {"2011-09": "701.14", "2013-07": "701.14", "2017-09": "701.15", "current": "701.21"}


def spell(name: str, effects: list, targets: list | None = None) -> dict:
    return {"name": name, "cost": "{R}", "types": ["Instant"], "text": f"{name}.",
            "abilities": [{"kind": "spell", "targets": targets or [], "effects": effects}]}


def game(edition: str, own: dict, alice: dict | None = None, bob: dict | None = None) -> Game:
    a = {"hand": [own["name"]], "battlefield": ["Mountain"], "library": ["Island"] * 5,
         **(alice or {})}
    b = {"library": ["Island"] * 5, **(bob or {})}
    return Game(["Alice", "Bob"], edition=edition, cards=[own],
                setup={"Alice": a, "Bob": b}, step="precombat main")


@pytest.mark.parametrize("edition", EDITIONS)
def test_701_sacrifice_each_player_named_chooses_among_their_own_creatures(edition):
    own = spell("Test Offering", [{"sacrifice": 1, "what": "creature", "who": "each player"}])
    g = game(edition, own, {"battlefield": ["Mountain", "Grizzly Bears", "Hill Giant"]},
             {"battlefield": ["Serra Angel", "Wall of Stone"]})
    g.cast("Alice", "Test Offering")
    g.resolve()
    assert g.pending.player == "Alice"
    g.choose("Hill Giant")
    assert g.pending.player == "Bob"
    g.choose("Wall of Stone")
    assert g.zone("Hill Giant") == g.zone("Wall of Stone") == "graveyard"
    assert g.zone("Grizzly Bears") == g.zone("Serra Angel") == "battlefield"
    assert SACRIFICE[edition] in g.cites


def test_bounce_and_to_library_top_move_a_permanent_to_its_owners_hand_or_library():
    own = spell("Test Shove", [{"bounce": "target1"}, {"to_library_top": "target2"}],
                ["creature", "creature"])
    g = game("current", own, bob={"battlefield": ["Serra Angel", "Grizzly Bears"]})
    g.cast("Alice", "Test Shove", "Serra Angel", "Grizzly Bears")
    g.resolve_all()
    assert g.hand("Bob") == ["Serra Angel"]
    assert g.state.zone("Bob:library")[0].name == "Grizzly Bears"
    assert "400.7" in g.cites


def test_106_4_add_mana_goes_to_the_pool_and_empties_at_the_end_of_the_step():
    own = spell("Test Ritual", [{"add_mana": "BBB"}])
    g = game("2013-07", own)
    g.cast("Alice", "Test Ritual")
    g.resolve_all()
    assert g.state.player("Alice").mana == "BBB" and "106.4" in g.cites
    g.advance("beginning of combat")
    assert g.state.player("Alice").mana == ""


def test_603_4_if_does_its_effects_only_while_the_test_holds():
    own = spell("Test Study", [{"if": {"hand_empty": "you"}, "then": [{"draw": 2}]},
                               {"if": {"hand_empty": "you"}, "then": [{"draw": 9}]}])
    g = game("2017-09", own)
    g.cast("Alice", "Test Study")
    g.resolve_all()
    assert len(g.hand("Alice")) == 2, "the second test fails: her hand is no longer empty"
    assert "603.4" in g.cites


def test_amount_cards_in_targets_hand_and_target_blue_permanent():
    own = spell("Test Reckoning", [{"lose_life": "cards in target's hand", "who": "target"}],
                ["player"])
    g = game("2013-07", own, bob={"hand": ["Island", "Island", "Shock"]})
    g.cast("Alice", "Test Reckoning", "Bob")
    g.resolve_all()
    assert g.life("Bob") == 17
    own2 = spell("Test Tide", [{"bounce": "target"}], ["blue permanent"])
    g = game("2013-07", own2, bob={"battlefield": ["Jace Beleren", "Serra Angel", "Island"]})
    g.cast("Alice", "Test Tide", "Jace Beleren")
    g.resolve_all()
    assert g.hand("Bob") == ["Jace Beleren"]


@pytest.mark.parametrize("effects, word", [
    ([{"sacrifice": 1, "what": "nonblak creature"}], "nonblack creature"),
    ([{"if": {"hand_emtpy": "you"}, "then": [{"draw": 1}]}], "hand_empty"),
    ([{"add_mana": "WUX"}], "not mana"),
    ([{"bonce": "target"}], "bounce"),
], ids=["what", "test", "mana", "word"])
def test_a_misspelt_word_is_refused_at_load_with_the_closest_word(effects, word):
    with pytest.raises(DataFileError) as info:
        define_cards([spell("Test Typo", effects, ["creature"])], "typo.yaml")
    assert word in str(info.value) and "typo.yaml" in str(info.value)


def test_the_intervening_if_condition_is_checked_at_load():
    bad = {"name": "Test Plane Typo", "types": ["Plane"], "subtypes": ["Dominaria"],
           "abilities": [{"kind": "triggered", "trigger": "end step",
                          "condition": {"if": {"hand_emty": "you"}}, "effects": []}]}
    with pytest.raises(DataFileError, match="hand_empty"):
        define_cards([bad], "typo.yaml")


def test_701_15_search_lands_up_to_n_basic_lands_tapped_then_shuffle():
    own = spell("Test Roots", [{"search_lands": 2}])
    g = game("2013-07", own, {"library": ["Forest", "Shock", "Island", "Forest"]})
    g.cast("Alice", "Test Roots")
    g.resolve()
    assert {g.state.objects[i].name for i in g.pending.options if isinstance(i, int)} == \
        {"Forest", "Island"}
    g.choose("Island")
    g.choose("Forest")
    found = sorted(o.name for o in g.state.zone("battlefield")
                   if o.tapped and o.name != "Mountain")  # (the Mountain paid for it)
    assert found == ["Forest", "Island"], "two at most, both tapped"
    assert {"701.15", "701.16"} <= g.cites


def test_402_2_no_max_hand_for_game_lasts_past_the_turn():
    own = spell("Test Library", [{"no_max_hand_for_game": "you"}])
    g = game("current", own, {"hand": ["Test Library"] + ["Island"] * 9})
    g.cast("Alice", "Test Library")
    g.resolve_all()
    g.advance("upkeep", turn=2)
    assert len(g.hand("Alice")) == 9, "no discard to seven in the cleanup step"


def test_create_token_for_each_other_player():
    goat = {"name": "Goat", "types": ["Creature"], "colors": ["W"], "power": 0, "toughness": 1}
    own = spell("Test Herd", [{"create_token": goat, "count": 2, "who": "each other player"}])
    g = Game(["Alice", "Bob", "Carol"], edition="2013-07", cards=[own],
             setup={"Alice": {"hand": ["Test Herd"], "battlefield": ["Mountain"]}},
             step="precombat main")
    g.cast("Alice", "Test Herd")
    g.resolve_all()
    owners = sorted(o.controller for o in g.state.zone("battlefield") if o.name == "Goat")
    assert owners == ["Bob", "Bob", "Carol", "Carol"]


def test_reveal_top_sorts_by_type_and_amount_targets_mana_value():
    own = spell("Test Sift", [{"reveal_top": 2, "to_hand": ["Creature"]},
                              {"gain_life": "target's mana value"}], ["creature"])
    g = game("2017-09", own, {"library": ["Hill Giant", "Island", "Forest"]},
             {"battlefield": ["Serra Angel"]})
    g.cast("Alice", "Test Sift", "Serra Angel")
    g.resolve_all()
    assert g.hand("Alice") == ["Hill Giant"] and g.zone("Island", owner="Alice") == "graveyard"
    assert g.life("Alice") == 25, "Serra Angel's mana value is 5"
