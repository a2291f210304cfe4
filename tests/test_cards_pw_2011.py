"""The planeswalkers of 2007-2009 (Lorwyn's five, Shards of Alara's Ajani Vengeant, Zendikar's
Sorin Markov, Rise of the Eldrazi's Gideon Jura and Chandra Ablaze) with every ability played
under the kit's earliest rules, 2011-09, the edition in force closest to their printing (the
other tests play them mostly under 2013-07; Chandra Ablaze's -7, Ajani Vengeant's -2 and -7
and Sorin Markov's -7 are played in every edition in ``test_cards_pw.py``). Loyalty costs are
paid on activation (606.4); damage to a player is life lost (119.3a)."""

from __future__ import annotations

from pwkit import Game

from magictutor.model.query import chars_of

ED = "2011-09"
LIB = ["Plains", "Island", "Swamp", "Mountain", "Forest"] * 2


def pw(name: str, loyalty: int | None = None, alice=(), bob=(), hand=(), bob_hand=(),
       bob_graveyard=()) -> Game:
    perm = f"{name} (loyalty {loyalty})" if loyalty is not None else name
    return Game(["Alice", "Bob"], edition=ED, setup={
        "Alice": {"battlefield": [perm, *alice], "library": list(LIB), "hand": list(hand)},
        "Bob": {"battlefield": list(bob), "library": list(LIB), "hand": list(bob_hand),
                "graveyard": list(bob_graveyard)}})


def run(g: Game, name: str, cost: str, *targets, x: int | None = None) -> Game:
    before = g.loyalty(name)
    g.activate("Alice", name, cost, *targets, x=x)
    assert g.loyalty(name) == before + (int(cost) if cost != "-X" else -(x or 0)) \
        or g.zone(name) == "graveyard"
    g.resolve()
    assert "606.4" in g.cites
    return g


# --- Jace Beleren ------------------------------------------------------------------------
def test_606_4_jace_beleren_all_three_2011():
    g = run(pw("Jace Beleren"), "Jace Beleren", "+2")
    assert (len(g.hand("Alice")), len(g.hand("Bob"))) == (1, 1)
    g = run(pw("Jace Beleren"), "Jace Beleren", "-1", "Bob")
    assert (len(g.hand("Alice")), len(g.hand("Bob"))) == (0, 1)
    g = run(pw("Jace Beleren", 10), "Jace Beleren", "-10", "Bob")
    assert len(g.state.library("Bob")) == 0 and len(g.state.graveyard("Bob")) == 10


# --- Chandra Nalaar ------------------------------------------------------------------------
def test_606_4_chandra_nalaar_all_three_2011():
    g = run(pw("Chandra Nalaar"), "Chandra Nalaar", "+1", "Bob")
    assert g.life("Bob") == 19
    g = run(pw("Chandra Nalaar", bob=["Hill Giant"]), "Chandra Nalaar", "-X", "Hill Giant", x=3)
    assert g.zone("Hill Giant") == "graveyard" and g.loyalty("Chandra Nalaar") == 3
    g = run(pw("Chandra Nalaar", 8, bob=["Hill Giant"], alice=["Grizzly Bears"]),
            "Chandra Nalaar", "-8", "Bob")
    assert g.life("Bob") == 10 and g.zone("Hill Giant") == "graveyard"
    assert g.zone("Grizzly Bears") == "battlefield"


# --- Chandra Ablaze (its -7: every edition, test_cards_pw.py) ------------------------------
def test_606_4_chandra_ablaze_plus_1_and_minus_2_2011():
    g = run(pw("Chandra Ablaze", hand=["Shock"]), "Chandra Ablaze", "+1", "Bob")
    assert g.life("Bob") == 16 and "Shock" not in g.hand("Alice")
    g = run(pw("Chandra Ablaze", hand=["Shock", "Forest"], bob_hand=["Island"]),
            "Chandra Ablaze", "-2")
    assert (len(g.hand("Alice")), len(g.hand("Bob"))) == (3, 3)
    assert len(g.state.graveyard("Alice")) == 2


# --- Ajani Goldmane ------------------------------------------------------------------------
def test_606_4_ajani_goldmane_all_three_2011():
    g = run(pw("Ajani Goldmane"), "Ajani Goldmane", "+1")
    assert g.life("Alice") == 22
    g = run(pw("Ajani Goldmane", alice=["Grizzly Bears"]), "Ajani Goldmane", "-1")
    bears = chars_of(g.state, g.id("Grizzly Bears"))
    assert (bears.power, "vigilance" in bears.keywords) == (3, True)
    g = run(pw("Ajani Goldmane", 6), "Ajani Goldmane", "-6")
    avatar = chars_of(g.state, g.id("Avatar"))
    assert (avatar.power, avatar.toughness) == (20, 20)


# --- Ajani Vengeant (its -2 and -7: every edition, test_cards_pw.py) -------------------------
def test_502_2_ajani_vengeant_plus_1_the_land_stays_tapped_2011():
    g = pw("Ajani Vengeant", bob=["Forest (tapped)", "Mountain (tapped)"])
    forest = g.id("Forest", zone="battlefield", owner="Bob")
    run(g, "Ajani Vengeant", "+1", forest)
    g.advance("draw", turn=2)
    assert g.state.objects[forest].tapped
    assert not g.obj("Mountain", zone="battlefield", owner="Bob").tapped


# --- Garruk Wildspeaker --------------------------------------------------------------------
def test_606_4_garruk_wildspeaker_all_three_2011():
    g = pw("Garruk Wildspeaker", alice=["Forest (tapped)", "Mountain (tapped)"])
    lands = [g.id("Forest", zone="battlefield"), g.id("Mountain", zone="battlefield")]
    run(g, "Garruk Wildspeaker", "+1", *lands)
    assert not any(g.state.objects[i].tapped for i in lands)
    g = run(pw("Garruk Wildspeaker"), "Garruk Wildspeaker", "-1")
    beast = chars_of(g.state, g.id("Beast"))
    assert (beast.power, beast.toughness) == (3, 3)
    g = run(pw("Garruk Wildspeaker", 4, alice=["Grizzly Bears"]), "Garruk Wildspeaker", "-4")
    bears = chars_of(g.state, g.id("Grizzly Bears"))
    assert (bears.power, "trample" in bears.keywords) == (5, True)


# --- Liliana Vess --------------------------------------------------------------------------
def test_606_4_liliana_vess_all_three_2011():
    g = run(pw("Liliana Vess", bob_hand=["Shock"]), "Liliana Vess", "+1", "Bob")
    assert g.hand("Bob") == [] and [o.name for o in g.state.graveyard("Bob")] == ["Shock"]
    g = run(pw("Liliana Vess"), "Liliana Vess", "-2")
    g.choose(g.id("Swamp", zone="library", owner="Alice", n=1))
    assert g.state.library("Alice")[0].name == "Swamp"
    g = run(pw("Liliana Vess", 8, bob_graveyard=["Hill Giant"]), "Liliana Vess", "-8")
    giant = g.obj("Hill Giant")
    assert (giant.zone, giant.controller, giant.owner) == ("battlefield", "Alice", "Bob")


# --- Sorin Markov (its -7: every edition, test_cards_pw.py) ---------------------------------
def test_606_4_sorin_markov_plus_2_and_minus_3_2011():
    g = run(pw("Sorin Markov"), "Sorin Markov", "+2", "Bob")
    assert (g.life("Alice"), g.life("Bob")) == (22, 18)
    g = run(pw("Sorin Markov"), "Sorin Markov", "-3", "Bob")
    assert g.life("Bob") == 10


# --- Gideon Jura ---------------------------------------------------------------------------
def test_606_4_gideon_jura_all_three_2011():
    g = run(pw("Gideon Jura", bob=["Grizzly Bears"]), "Gideon Jura", "+2", "Bob")
    assert any(e.kind == "must_attack" and e.affected == ("Bob",) for e in g.state.effects)
    g = run(pw("Gideon Jura", bob=["Hill Giant (tapped)"]), "Gideon Jura", "-2", "Hill Giant")
    assert g.zone("Hill Giant") == "graveyard"
    g = run(pw("Gideon Jura"), "Gideon Jura", "0")
    c = chars_of(g.state, g.id("Gideon Jura"))
    assert (c.power, c.toughness, c.is_creature, c.is_planeswalker) == (6, 6, True, True)


def test_306_8_gideon_jura_0_prevents_the_damage_dealt_to_him_2011():
    g = run(pw("Gideon Jura"), "Gideon Jura", "0")
    gideon = g.id("Gideon Jura")
    assert any(e.kind == "prevent_all" and e.affected == (gideon,) for e in g.state.effects)
