"""The judge audit's second round: situations replayed through the public API, each checked
against the Comprehensive Rules of its edition (the rule each test checks is in its name).

- Control of a noncreature permanent: no creature-only summoning sickness (302.6); a
  planeswalker's loyalty abilities keep their own timing (606.3).
- Trample over planeswalkers, damage divided by hand (702.19c, 702.19e: current rules only).
- Attacking what can't be attacked: the rule of the game played (506.2, 802.2, 506.2b with
  810.7a, or 805.10a-b today).
- Several permanents put onto the battlefield by one effect enter at once (603.6a), and an
  Aura among them chooses only among the permanents already there (303.4f).
"""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from pwkit import Game

import magictutor as mt
from magictutor.cards import own_card_names, remove_cards

EDITIONS = mt.EDITIONS


@pytest.fixture(autouse=True)
def _forget_own_cards() -> Iterator[None]:
    before = set(own_card_names())
    yield
    remove_cards([n for n in own_card_names() if n not in before])


WREST = {"name": "Test Wrest", "cost": "{U}", "types": ["Instant"], "colors": ["U"],
         "text": "Gain control of target planeswalker.",
         "abilities": [{"kind": "spell", "targets": ["planeswalker"],
                        "effects": [{"gain_control": "target"}]}]}
SEIZE = {"name": "Test Seize", "cost": "{U}", "types": ["Instant"], "colors": ["U"],
         "text": "Gain control of target creature.",
         "abilities": [{"kind": "spell", "targets": ["creature"],
                        "effects": [{"gain_control": "target"}]}]}
RAMPAGER = {"name": "Test Rampager", "cost": "{4}{G}{G}", "types": ["Creature"],
            "subtypes": ["Beast"], "colors": ["G"], "power": 6, "toughness": 6,
            "keywords": ["trample over planeswalkers"], "text": "Trample over planeswalkers."}


def _control_line(g: Game) -> mt.Event:
    return next(e for e in reversed(g.events) if e.text.startswith("Bob gains control of"))


# --- 1. control of a planeswalker: 302.6 is a creature's rule, 606.3 the walker's ------------
@pytest.mark.parametrize("edition", EDITIONS)
def test_606_3_not_302_6_a_stolen_planeswalker_activates_at_once(edition):
    """Bob takes Alice's Jace on his turn: the log doesn't give it the creature-only wait of
    302.6 (it cites 606.3, loyalty abilities' timing), and Bob activates Jace at once."""
    g = Game(["Alice", "Bob"], edition=edition, cards=[WREST], active="Bob", setup={
        "Alice": {"battlefield": ["Jace Beleren"]},
        "Bob": {"battlefield": ["Island"], "hand": ["Test Wrest"]}})
    g.cast("Bob", "Test Wrest", "Jace Beleren")
    g.resolve()
    line = _control_line(g)
    assert "302.6" not in line.rules and "606.3" in line.rules
    assert "can't attack" not in line.text
    g.activate("Bob", "Jace Beleren", "+2")
    assert g.loyalty("Jace Beleren") == 5


@pytest.mark.parametrize("edition", EDITIONS)
def test_302_6_a_stolen_creature_still_waits(edition):
    """The same effect on a creature: it can't attack this turn (302.6), and the log says so."""
    g = Game(["Alice", "Bob"], edition=edition, cards=[SEIZE], active="Bob", setup={
        "Alice": {"battlefield": ["Grizzly Bears"]},
        "Bob": {"battlefield": ["Island", "Hill Giant"], "hand": ["Test Seize"]}})
    g.cast("Bob", "Test Seize", "Grizzly Bears")
    g.resolve()
    line = _control_line(g)
    assert "302.6" in line.rules and "606.3" not in line.rules
    g.advance("declare attackers")
    err = g.refuse(mt.DeclareAttackers("Bob", ((g.id("Grizzly Bears"), "Alice"),)))
    assert "302.6" in err.rules


# --- 2. trample over planeswalkers, divided by hand (current rules only) ----------------------
def _rampagers(n: int, alice: list[str] | None = None, hand: list[str] | None = None) -> Game:
    g = Game(["Alice", "Bob"], edition="current", cards=[RAMPAGER, WREST], active="Bob", setup={
        "Alice": {"battlefield": ["Jace Beleren (loyalty 5)", *(alice or [])]},
        "Bob": {"battlefield": ["Test Rampager"] * n + ["Island"], "hand": hand or []}})
    g.advance("declare attackers")
    jace = g.id("Jace Beleren")
    g.do(mt.DeclareAttackers("Bob", tuple((g.id("Test Rampager", n=i), jace)
                                          for i in range(n))))
    return g


def test_702_19c_another_attackers_announced_division_counts_toward_loyalty():
    """The first Rampager's own division gives Jace his 5: the second may then assign all
    6 to Alice, since the check counts damage assigned in the same step (702.19c)."""
    g = _rampagers(2)
    g.advance("declare blockers")
    first, second, jace = g.id("Test Rampager"), g.id("Test Rampager", n=1), g.id("Jace Beleren")
    g.do(mt.AssignDamage("Bob", first, ((jace, 5), ("Alice", 1))))
    g.do(mt.AssignDamage("Bob", second, (("Alice", 6),)))
    g.advance("end of combat")
    assert g.life("Alice") == 13 and g.zone("Jace Beleren") == "graveyard"


def test_702_19c_an_announced_division_of_none_to_the_planeswalker_counts_as_none():
    """The first Rampager's division sends all its damage to Alice: the second must now give
    Jace his whole loyalty itself, and a division of 6 to Alice is refused (702.19c)."""
    g = _rampagers(2)
    g.advance("declare blockers")
    first, second = g.id("Test Rampager"), g.id("Test Rampager", n=1)
    g.do(mt.AssignDamage("Bob", first, (("Alice", 6),)))
    err = g.refuse(mt.AssignDamage("Bob", second, (("Alice", 6),)))
    assert "702.19c" in err.rules


@pytest.mark.parametrize("blocked", [False, True])
def test_702_19e_planeswalker_removed_from_combat_needs_no_loyalty_first(blocked):
    """Bob takes Jace during combat, so Jace is removed from combat (506.4): the Rampager's
    division owes Jace nothing; past a blocker's lethal damage the rest goes to Alice, the
    defending player (702.19e), and Jace, now Bob's, is dealt none."""
    g = _rampagers(1, alice=["Grizzly Bears"] if blocked else [], hand=["Test Wrest"])
    g.cast("Bob", "Test Wrest", "Jace Beleren")
    g.resolve()
    g.advance("declare blockers")
    if blocked:
        g.block("Alice", ("Grizzly Bears", "Test Rampager"))
    division = ((g.id("Grizzly Bears"), 2), ("Alice", 4)) if blocked else (("Alice", 6),)
    g.do(mt.AssignDamage("Bob", g.id("Test Rampager"), division))
    g.advance("end of combat")
    assert g.life("Alice") == (16 if blocked else 14) and g.loyalty("Jace Beleren") == 5
    assert "702.19e" in g.cites
