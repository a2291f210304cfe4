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
from magictutor.model.attachments import attached_to

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


# --- 3. attacking what can't be attacked: the rule of the game played -------------------------
TEAM_COMBAT = {"2011-09": ("810.7a",), "2013-07": ("810.7a",), "2017-09": ("810.7a",),
               "current": ("805.10a", "805.10b")}
"""Two-Headed Giant's own combat rule: 810.7a up to 2017-09; today 810.7 sends the reader to
the shared team turns option's 805.10 (805.10a: the teams attack as groups; 805.10b: each
attacker attacks a defending player or one of their planeswalkers)."""


def _attack_refusal(edition: str, players: list[str], target: str,
                    teams: list[list[str]] | None = None) -> mt.IllegalActionError:
    g = Game(players, edition=edition, teams=teams, active="Alice", setup={
        "Alice": {"battlefield": ["Hill Giant", "Jace Beleren"]},
        "Bob": {"battlefield": ["Chandra Nalaar"]}})
    g.advance("declare attackers")
    return g.refuse(mt.DeclareAttackers("Alice", ((g.id("Hill Giant"), g._ref(target)),)))


@pytest.mark.parametrize("edition", EDITIONS)
@pytest.mark.parametrize("target", ["Alice", "Jace Beleren"])
def test_506_2_a_duel_refuses_attacking_yourself_by_the_two_player_rule(edition, target):
    err = _attack_refusal(edition, ["Alice", "Bob"], target)
    assert "506.2" in err.rules and "802.2" not in err.rules and "506.2b" not in err.rules


@pytest.mark.parametrize("edition", EDITIONS)
@pytest.mark.parametrize("target", ["Alice", "Jace Beleren"])
def test_802_2_free_for_all_refuses_attacking_yourself_by_the_multiplayer_rule(edition, target):
    """The kit's free-for-all uses the attack multiple players option: the defending players
    are the attacking player's opponents (802.2), not 506.2's nonactive player of a duel."""
    err = _attack_refusal(edition, ["Alice", "Bob", "Carol"], target)
    assert "802.2" in err.rules and "506.2" not in err.rules


@pytest.mark.parametrize("edition", EDITIONS)
@pytest.mark.parametrize("target", ["Bob", "Chandra Nalaar", "Alice", "Jace Beleren"])
def test_506_2b_810_7a_two_headed_giant_refuses_your_own_team(edition, target):
    """A teammate, their planeswalker, yourself or your own planeswalker: in Two-Headed Giant
    the nonactive team defends (506.2b) and the teams attack each other as groups (810.7a;
    805.10a-b today); a teammate is no opponent (102.3). 506.2 is the duel's rule."""
    err = _attack_refusal(edition, ["Alice", "Bob", "Carol", "Dave"], target,
                          teams=[["Alice", "Bob"], ["Carol", "Dave"]])
    assert {"506.2b", "102.3", *TEAM_COMBAT[edition]} <= set(err.rules)
    assert "506.2" not in err.rules and "802.2" not in err.rules
    assert "810.7a" not in err.rules or edition != "current"


# --- 4. several permanents put onto the battlefield at once (603.6a, 303.4f) -----------------
WATCHER = {"name": "Test Watcher", "cost": "{1}{W}", "types": ["Creature"],
           "subtypes": ["Human"], "colors": ["W"], "power": 1, "toughness": 1,
           "text": "Whenever a creature enters the battlefield, you gain 1 life.",
           "abilities": [{"kind": "triggered", "trigger": "a creature enters",
                          "text": "Whenever a creature enters the battlefield, you gain 1 life.",
                          "effects": [{"gain_life": 1, "who": "you"}]}]}
LIB = ["Plains", "Island", "Swamp", "Mountain", "Forest"] * 2


def _ugin(edition: str, hand: list[str], bob: list[str] | None = None) -> Game:
    g = Game(["Alice", "Bob"], edition=edition, cards=[WATCHER], setup={
        "Alice": {"battlefield": ["Ugin, the Spirit Dragon (loyalty 10)"], "library": LIB,
                  "hand": hand},
        "Bob": {"battlefield": bob or [], "library": LIB}})
    g.activate("Alice", "Ugin, the Spirit Dragon", "-10")
    g.resolve()
    return g


@pytest.mark.parametrize("edition", EDITIONS)
def test_603_6a_ugins_cards_enter_as_one_event_and_each_sees_the_others(edition):
    """Alice puts Grizzly Bears, then Test Watcher ("whenever a creature enters, you gain 1
    life") onto the battlefield with Ugin's -10: they enter at the same time, so the
    Watcher's ability triggers for both, itself included (603.6a), and their lines cite it."""
    g = _ugin(edition, ["Grizzly Bears", "Test Watcher"])
    g.choose("Grizzly Bears")
    g.choose("Test Watcher")
    g.choose("done")
    assert g.pending is not None and "603.3b" in g.pending.rules  # (two triggers to order)
    g.choose(g.pending.options[0])
    g.resolve_all()
    assert g.life("Alice") == 20 + 7 + 2
    enters = [e for e in g.events if e.kind == "enter" and e.text.startswith(
        ("Grizzly Bears enters", "Test Watcher enters"))]
    assert len(enters) == 2 and all("603.6a" in e.rules for e in enters)


@pytest.mark.parametrize("edition", EDITIONS)
def test_303_4f_an_aura_put_with_a_creature_cant_enchant_it(edition):
    """Grizzly Bears chosen first, then Pacifism: they enter together, so the Bears are not
    on the battlefield as Pacifism enters, and it may enchant only Bob's creatures, which
    were there already (303.4f)."""
    g = _ugin(edition, ["Grizzly Bears", "Pacifism"], bob=["Hill Giant", "Serra Angel"])
    g.choose("Grizzly Bears")
    g.choose("Pacifism")
    g.choose("done")
    assert g.pending is not None and "303.4f" in g.pending.rules
    assert set(g.pending.options) == {g.id("Hill Giant"), g.id("Serra Angel")}
    g.choose("Hill Giant")
    aura = g.obj("Pacifism")
    assert aura.zone == "battlefield" and g.zone("Grizzly Bears") == "battlefield"
    assert attached_to(aura) is not None and attached_to(aura)[0] == g.id("Hill Giant")


@pytest.mark.parametrize("edition", EDITIONS)
def test_303_4g_an_aura_with_only_a_creature_entering_with_it_stays_in_hand(edition):
    """No creature on the battlefield but the Bears entering with Pacifism: nothing it could
    enchant is there as it enters, so Pacifism stays in Alice's hand (303.4g)."""
    g = _ugin(edition, ["Grizzly Bears", "Pacifism"])
    g.choose("Grizzly Bears")
    g.choose("Pacifism")
    if g.pending is not None and g.pending.options and "done" in g.pending.options:
        g.choose("done")
    assert g.zone("Pacifism") == "hand" and g.zone("Grizzly Bears") == "battlefield"
    assert "303.4g" in g.cites


@pytest.mark.parametrize("edition", EDITIONS)
def test_603_6a_nissas_lands_enter_as_one_event(edition):
    """Nissa, Nature's Artisan's -4 reveals two lands: both enter at once (603.6a)."""
    g = Game(["Alice", "Bob"], edition=edition, setup={
        "Alice": {"battlefield": ["Nissa, Nature's Artisan (loyalty 5)"],
                  "library": ["Forest", "Plains", "Island"]}})
    g.activate("Alice", "Nissa, Nature's Artisan", "-4")
    g.resolve()
    enters = [e for e in g.events if e.kind == "enter" and "enters the battlefield" in e.text
              and e.text.startswith(("Forest", "Plains"))]
    assert len(enters) == 2 and all("603.6a" in e.rules for e in enters)
    assert g.zone("Forest") == "battlefield" and g.zone("Plains") == "battlefield"


# --- 5. the same on planes and phenomena (603.6a with 309 / 310, 901) ------------------------
def _planar(edition: str, deck: list[str], setup: dict, seed: int = 0) -> Game:
    players = ["Alice", "Bob"]
    for p in players:
        setup.setdefault(p, {}).setdefault("library", ["Island"] * 5)
    return Game(players, edition=edition, cards=[WATCHER], setup=setup, seed=seed,
                planechase={"decks": {"Alice": deck, "Bob": ["Naar Isle", "Gavony"]},
                            "face up": deck[0]})


@pytest.mark.parametrize("edition", EDITIONS)
def test_603_6a_orzhova_returns_every_graveyard_creature_as_one_event(edition):
    """Planeswalking away from Orzhova, each player's creature cards return together: Alice's
    Test Watcher sees Bob's Hill Giant and her own Bears enter with it, and itself (603.6a)."""
    g = _planar(edition, ["Orzhova", "Tazeem"], {
        "Alice": {"graveyard": ["Grizzly Bears", "Test Watcher"]},
        "Bob": {"graveyard": ["Hill Giant"]}})
    g.do(mt.RollPlanarDie("Alice", force="planeswalk"))
    g.resolve_all()
    while g.pending is not None:  # (ordering the Watcher's three triggers: 603.3b)
        g.choose(g.pending.options[0])
        g.resolve_all()
    assert g.zone("Hill Giant") == "battlefield" and g.obj("Hill Giant").controller == "Bob"
    assert g.life("Alice") == 23
    assert "603.6a" in g.cites


@pytest.mark.parametrize("edition", [e for e in EDITIONS if e != "2011-09"])
def test_303_4f_reality_shaping_an_aura_cant_enchant_a_creature_chosen_with_it(edition):
    """Reality Shaping (no phenomena in 2011-09): Alice chooses Grizzly Bears, then Bob
    Pacifism; the chosen cards enter at the same time, so as Pacifism enters the Bears are
    not on the battlefield: with no creature there it has nothing it could enchant and
    stays in Bob's hand (303.4f-g), while the Bears enter (603.6a)."""
    g = _planar(edition, ["Tazeem", "Reality Shaping", "Panopticon"], {
        "Alice": {"hand": ["Grizzly Bears"]}, "Bob": {"hand": ["Pacifism"]}})
    g.do(mt.RollPlanarDie("Alice", force="planeswalk"))
    g.resolve()
    while g.pending is None:
        g.pass_()
    g.choose("Grizzly Bears")
    g.choose("Pacifism")
    assert g.zone("Grizzly Bears") == "battlefield" and g.zone("Pacifism") == "hand"
    assert "303.4g" in g.cites


@pytest.mark.parametrize("seed", range(4))
@pytest.mark.parametrize("edition", [e for e in EDITIONS if e != "2011-09"])
def test_603_6a_morphic_tide_the_revealed_creatures_enter_as_one_event(edition, seed):
    """Morphic Tide: Alice's only permanents, Test Watcher and Grizzly Bears, are shuffled in
    and are the two cards she reveals; they enter together, so the Watcher triggers twice,
    for the Bears and for itself, whatever order the shuffle put them in (603.6a)."""
    g = _planar(edition, ["Tazeem", "Morphic Tide", "Panopticon"], {
        "Alice": {"battlefield": ["Test Watcher", "Grizzly Bears"], "library": []}}, seed)
    g.do(mt.RollPlanarDie("Alice", force="planeswalk"))
    g.resolve()  # (the planeswalking ability, then the encounter)
    triggered = [e for e in g.events if e.text.startswith("Test Watcher trigger triggers")]
    assert g.zone("Test Watcher") == "battlefield" and g.zone("Grizzly Bears") == "battlefield"
    assert len(triggered) == 2 and "603.6a" in g.cites


@pytest.mark.parametrize("edition", EDITIONS)
def test_306_5b_not_306_2_a_planeswalker_put_onto_the_battlefield_by_an_effect(edition):
    """Ugin puts Chandra Nalaar from Alice's hand onto the battlefield: no planeswalker spell
    resolves, so her line cites 306.5b (she enters with her printed loyalty), not 306.2."""
    g = _ugin(edition, ["Chandra Nalaar"])
    g.choose("Chandra Nalaar")
    g.choose("done")
    line = next(e for e in g.events if e.text.startswith("Chandra Nalaar enters"))
    assert "306.5b" in line.rules and "306.2" not in line.rules
    assert g.loyalty("Chandra Nalaar") == 6
