"""Planar decks drawn from the whole pool
(:func:`magictutor.rules.planechase.decks.planar_deck`): the
901.3 construction rules (ten or more cards, all different, at most two phenomena; plane
cards only in ``2011-09``), the single planar deck option (901.14 in ``2011-09``, 901.15
later), and seeded simulations that play every Planechase 2012 card the kit knows.
"""

from __future__ import annotations

import pytest

import magictutor as mt
from magictutor.cards import card
from magictutor.engine.new_game import new_game
from magictutor.engine.setup import SetupError
from magictutor.engine.simulate import simulate
from magictutor.rules.planechase.decks import planar_deck, planar_pool
from magictutor.rules.planechase.setup import check_planar_deck

EDITIONS = mt.EDITIONS
SINGLE = {"2011-09": "901.14a", "2013-07": "901.15a", "2017-09": "901.15a", "current": "901.15a"}
PLANES_2012 = ("Gavony", "Mount Keralia", "Furnace Layer", "Grove of the Dreampods", "Aretopolis",
               "Astral Arena", "Edge of Malacol", "The Zephyr Maze", "Kessig", "Orochi Colony",
               "Prahv, Spires of Order", "Norn's Dominion", "Nephalia")
"""The planes of Planechase 2012 the kit plays."""
PHENOMENA_2012 = ("Chaotic Aether", "Interplanar Tunnel", "Spatial Merging", "Mutual Epiphany",
                  "Planewide Disaster", "Time Distortion", "Reality Shaping", "Morphic Tide")
"""The phenomena of Planechase 2012 the kit plays."""


@pytest.mark.parametrize("edition", EDITIONS)
def test_901_3_every_drawn_deck_is_legal(edition):
    limit = 0 if edition == "2011-09" else 2
    for seed in range(12):
        d = planar_deck(edition, seed=seed)
        assert len(d) == len(set(d)) == 10
        assert sum("Phenomenon" in card(n, edition).types for n in d) == limit
        assert check_planar_deck(d, edition, players=2) == []
    assert planar_deck(edition, seed=3) == planar_deck(edition, seed=3)
    assert len(planar_deck(edition, seed=1, size=14)) == 14


@pytest.mark.parametrize("edition", ["2013-07", "2017-09", "current"])
def test_901_3_at_most_two_phenomena(edition):
    with pytest.raises(ValueError, match="at most 2 phenomenon"):
        planar_deck(edition, phenomena=3)
    three = ("Mutual Epiphany", "Planewide Disaster", "Time Distortion")
    with pytest.raises(ValueError, match="can't hold"):
        planar_deck(edition, include=three)
    deck = [*three, *planar_deck(edition, phenomena=0)]
    problems = check_planar_deck(deck, edition, players=2)
    assert [r for r, why in problems if "at most 2 phenomena" in why] == [("901.3",)]
    with pytest.raises(SetupError, match="at most 2 phenomena"):
        new_game(edition=edition, planechase={"decks": {"Alice": deck}})


def test_901_3_no_phenomena_in_2011_09():
    assert not any("Phenomenon" in card(n, "2011-09").types for n in planar_pool("2011-09"))
    assert set(PHENOMENA_2012) <= set(planar_pool("2013-07"))
    with pytest.raises(ValueError, match="not plane or phenomenon cards of the 2011-09 pool"):
        planar_deck("2011-09", include=("Time Distortion",))


@pytest.mark.parametrize("edition", EDITIONS)
def test_every_2012_card_of_the_pool_turns_up_in_some_drawn_deck(edition):
    pool = set(planar_pool(edition))
    mine = {n for n in PLANES_2012 + PHENOMENA_2012 if n in pool}
    seen: set[str] = set()
    for seed in range(200):  # (a deck of 10 from a pool of about 80: each card is in about
        seen.update(planar_deck(edition, seed=seed))  # one deck in 8)
    assert mine <= seen
    assert set(PLANES_2012) <= pool


@pytest.mark.parametrize("edition", EDITIONS)
def test_901_15_a_single_planar_deck_drawn_from_the_pool(edition):
    """901.15a (901.14a in 2011-09): one communal deck of at least ten cards per player
    (at most forty), at most two phenomena per player."""
    deck = planar_deck(edition, seed=5, size=20, phenomena=0 if edition == "2011-09" else 2)
    assert check_planar_deck(deck, edition, players=2, single=True) == []
    short = check_planar_deck(deck[:19], edition, players=2, single=True)
    assert short and short[0][0] == (SINGLE[edition],)
    g = new_game(edition=edition, planechase={"single deck": list(deck)})
    assert g.planechase is not None and len(g.zones["faceup"]) == 1


@pytest.mark.parametrize("edition", ["2011-09", "current"])
def test_simulate_plays_every_2012_card(edition):
    """Seeded games whose planar decks hold every Planechase 2012 card the edition allows,
    each deck legal (901.3), played by the eager policy to the end of turn 4."""
    cards = [n for n in PLANES_2012 + PHENOMENA_2012 if n in planar_pool(edition)]
    groups = [tuple(cards[i:i + 2]) for i in range(0, len(cards), 2)]
    for i, group in enumerate(groups):
        decks = {p: list(planar_deck(edition, seed=10 * i + k, include=group))
                 for k, p in enumerate(("Alice", "Bob"))}
        rows = simulate(1, seed=i, edition=edition, planechase={"decks": decks}, max_turns=4,
                        progress=False)
        assert rows and {r["kind"] for r in rows} >= {"life"}


PLANE_FILE = """- name: Test Plane
  types: [Plane]
  subtypes: [Kyneth]
  abilities:
    - kind: static
      static:
        - {max_one_attacker: true}
        - {cast_or_attack: true}
        - {creatures_by_keyword: {keyword: flying, with: [1, 0]}}
    - kind: triggered
      trigger: a creature deals combat damage to a player
      condition: {yours: true}
      effects:
        - {reveal_until_creature: you}
    - kind: chaos
      effects:
        - {cant_be_blocked: target}
        - {add_subtypes: [Werewolf], to: each creature you control}
        - {gain_life: cards in your hand, who: you}
        - {remove_all_counters: fate}
        - {destroy: all nonland permanents without fate counters}
      targets: [creature]
"""


@pytest.mark.parametrize("old, new, hint", [
    ("max_one_attacker", "max_one_atacker", "max_one_attacker"),
    ("keyword: flying", "keyword: flyng", "flying"),
    ("{yours: true}", "{your: true}", "yours"),
    ("reveal_until_creature", "reveal_untill_creature", "reveal_until_creature"),
    ("cant_be_blocked", "cant_be_blockd", "cant_be_blocked"),
    ("cast_or_attack", "cast_or_atack", "cast_or_attack"),
    ("cards in your hand", "cards in yuor hand", "cards in your hand"),
    ("remove_all_counters", "remove_all_countrs", "remove_all_counters"),
    ("without fate counters", "without fat counters",
     "all nonland permanents without fate counters"),
])
def test_the_2012_words_are_checked_at_load_with_line_and_closest_word(old, new, hint):
    """A misspelt 2012 word is refused at load: the file, its line, the closest word; a
    right one loads (and is removed again)."""
    from magictutor.cards import add_card_file, remove_cards
    from magictutor.yamlio import DataFileError

    remove_cards(add_card_file(PLANE_FILE, "plane.yaml"))
    text = PLANE_FILE.replace(old, new)
    with pytest.raises(DataFileError) as exc:
        add_card_file(text, "plane.yaml")
    line = next(i for i, t in enumerate(text.splitlines(), 1) if new in t)
    assert exc.value.path == "plane.yaml" and exc.value.line == line, str(exc.value)
    assert repr(hint) in str(exc.value)
