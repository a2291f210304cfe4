"""Group COMBAT of issue 19: first strike and double strike (the two combat damage steps:
510.5 in 2011-09 and 2013-07, 510.4 from 2017-09; 702.7b, 702.4b), deathtouch (702.2 and
its state-based action 704.5h), a static ability setting every creature's colour (layer 5,
613.1e), a blink (exile and return: a new object, 400.7), and the planes that use them:
Onakke Catacomb and Bloodhill Bastion; in every edition."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from test_planechase import EDITIONS, PLANE, Table, two
from test_planes_2012 import chaos, on

import magictutor as mt
from magictutor.cards import card, own_card_names, remove_cards
from magictutor.engine.serialize import from_jsonable, to_jsonable
from magictutor.model.query import chars_of

FIRST_STEP = {"2011-09": "510.5", "2013-07": "510.5", "2017-09": "510.4", "current": "510.4"}
DT_LETHAL = {"2011-09": "702.2b", "2013-07": "702.2b", "2017-09": "702.2c", "current": "702.2c"}
DT_DESTROY = {"2011-09": "702.2c", "2013-07": "702.2c", "2017-09": "702.2b", "current": "702.2b"}


def _creature(name: str, power: int, toughness: int, *keywords: str) -> dict:
    return {"name": name, "cost": "{1}{W}", "types": ["Creature"], "subtypes": ["Soldier"],
            "colors": ["W"], "power": power, "toughness": toughness,
            "keywords": list(keywords), "text": f"A {power}/{toughness} with "
            f"{' and '.join(keywords)}."}


DUELIST = _creature("Test Duelist", 2, 1, "first strike")
TWINBLADE = _creature("Test Twinblade", 2, 2, "double strike")
ADDER = _creature("Test Adder", 1, 1, "deathtouch")


@pytest.fixture(autouse=True)
def _forget_own_cards() -> Iterator[None]:
    before = set(own_card_names())
    yield
    remove_cards([n for n in own_card_names() if n not in before])


def duel(edition: str, mine: list[str], theirs: list[str], **kw) -> Table:
    """Alice's precombat main with her creatures and Bob's on the battlefield (none new)."""
    t = two(edition, setup={"Alice": {"battlefield": mine}, "Bob": {"battlefield": theirs}},
            cards=[DUELIST, TWINBLADE, ADDER], **kw)
    return t


def attack(t: Table, attacker: str, blockers: tuple[str, ...] = ()) -> None:
    """Alice attacks Bob with ``attacker``; Bob blocks it with ``blockers``; on to the end of
    combat."""
    a = t.id(attacker)
    t.advance("declare attackers")
    t.do(mt.DeclareAttackers("Alice", ((a, "Bob"),)))
    t.advance("declare blockers")
    if blockers:
        t.do(mt.DeclareBlockers("Bob", tuple((t.id(b), a) for b in blockers)))
    t.advance("end of combat")


# --- the keywords alone ------------------------------------------------------------------------
@pytest.mark.parametrize("edition", EDITIONS)
def test_702_7b_a_first_striker_kills_its_blocker_before_it_can_strike_back(edition):
    t = duel(edition, ["Test Duelist"], ["Grizzly Bears"])
    duelist, bears = t.id("Test Duelist"), t.id("Grizzly Bears")
    attack(t, "Test Duelist", ("Grizzly Bears",))
    assert t.state.objects[bears].zone == "graveyard"
    assert t.state.objects[duelist].zone == "battlefield"
    assert t.state.objects[duelist].damage == 0, "the Bears died before the regular step"
    assert {FIRST_STEP[edition], "702.7b", "704.5g"} <= t.cites
    assert "first-strike combat damage step" in t.log and "second combat damage step" in t.log


@pytest.mark.parametrize("edition", EDITIONS)
def test_702_7b_without_first_strike_there_is_one_combat_damage_step(edition):
    t = duel(edition, ["Grizzly Bears"], ["Hill Giant"])
    attack(t, "Grizzly Bears", ("Hill Giant",))
    assert t.obj("Grizzly Bears").zone == "graveyard"
    assert t.obj("Hill Giant").damage == 2, "both dealt their damage at once (510.2)"
    assert "first-strike" not in t.log
    assert sum(1 for e in t.events if e.kind == "step" and "Combat damage" in e.text) == 1


@pytest.mark.parametrize("edition", EDITIONS)
def test_702_4b_double_strike_deals_combat_damage_in_both_steps(edition):
    t = duel(edition, ["Test Twinblade"], [])
    attack(t, "Test Twinblade")
    assert t.life("Bob") == 16, "2 in the first-strike step, 2 in the second"
    assert {"702.4b", FIRST_STEP[edition]} <= t.cites
    assert sum(1 for e in t.events if e.kind == "step" and "Combat damage" in e.text) == 2


@pytest.mark.parametrize("edition", EDITIONS)
def test_702_4b_a_first_striker_deals_no_damage_in_the_second_step(edition):
    t = duel(edition, ["Test Duelist", "Grizzly Bears"], [])
    duelist, bears = t.id("Test Duelist"), t.id("Grizzly Bears")
    t.advance("declare attackers")
    t.do(mt.DeclareAttackers("Alice", ((duelist, "Bob"), (bears, "Bob"))))
    t.advance("combat damage")
    assert t.life("Bob") == 18, "only the first striker in the first step"
    assert t.state.combat is not None and t.state.combat.strike == 1
    saved = from_jsonable(to_jsonable(t.state))
    assert saved == t.state, "a save in the first-strike step loads back the same"
    t.advance("end of combat")
    assert t.life("Bob") == 16, "the Bears in the second step; the first striker not again"


@pytest.mark.parametrize("edition", EDITIONS)
def test_702_2_and_704_5h_deathtouch_damage_destroys_a_creature(edition):
    t = duel(edition, ["Hill Giant"], ["Test Adder"])
    attack(t, "Hill Giant", ("Test Adder",))
    assert t.obj("Hill Giant").zone == "graveyard"
    assert {"704.5h", DT_DESTROY[edition]} <= t.cites
    assert "deathtouch" in t.log


@pytest.mark.parametrize("edition", EDITIONS)
def test_702_2_deathtouch_makes_one_damage_lethal_in_the_assignment(edition):
    """A 1/1 deathtouch attacker blocked by two Hill Giants... has only 1 damage: give the
    Twinblade deathtouch instead, through Onakke Catacomb, below. Here the default
    assignment of a 2-power deathtouch attacker gives each blocker 1 (lethal, 702.2b/c)."""
    t = on("Onakke Catacomb", edition, setup={"Alice": {"battlefield": ["Grizzly Bears"]},
                                              "Bob": {"battlefield": ["Hill Giant",
                                                                      "Serra Angel"]}})
    bears = t.id("Grizzly Bears")
    t.advance("declare attackers")
    t.do(mt.DeclareAttackers("Alice", ((bears, "Bob"),)))
    t.advance("declare blockers")
    t.do(mt.DeclareBlockers("Bob", ((t.id("Hill Giant"), bears), (t.id("Serra Angel"), bears))))
    if t.pending is not None and t.pending.kind == "damage_order":
        t.choose(t.pending.options[0])
    t.advance("end of combat")
    assert t.obj("Hill Giant").zone == "graveyard" and t.obj("Serra Angel").zone == "graveyard"
    assert "704.5h" in t.cites


@pytest.mark.parametrize("edition", EDITIONS)
def test_702_2_an_assignment_past_lethal_deathtouch_damage_is_refused_with_its_rule(edition):
    t = on("Onakke Catacomb", edition, setup={"Alice": {"battlefield": ["Colossal Dreadmaw"]},
                                              "Bob": {"battlefield": ["Hill Giant"]}})
    maw, giant = t.id("Colossal Dreadmaw"), t.id("Hill Giant")
    t.advance("declare attackers")
    t.do(mt.DeclareAttackers("Alice", ((maw, "Bob"),)))
    t.advance("declare blockers")
    t.do(mt.DeclareBlockers("Bob", ((giant, maw),)))
    # trample with deathtouch: 1 to the Giant is lethal, so 5 may go on to Bob
    t.do(mt.AssignDamage("Alice", maw, ((giant, 1), ("Bob", 5))))
    t.advance("end of combat")
    assert t.life("Bob") == 15 and t.obj("Hill Giant").zone == "graveyard"


@pytest.mark.parametrize("edition", EDITIONS)
def test_510_1_an_assignment_short_of_lethal_is_refused_and_changes_nothing(edition):
    t = duel(edition, ["Colossal Dreadmaw"], ["Hill Giant"])
    maw, giant = t.id("Colossal Dreadmaw"), t.id("Hill Giant")
    t.advance("declare attackers")
    t.do(mt.DeclareAttackers("Alice", ((maw, "Bob"),)))
    t.advance("declare blockers")
    t.do(mt.DeclareBlockers("Bob", ((giant, maw),)))
    err = t.refuse(mt.AssignDamage("Alice", maw, ((giant, 1), ("Bob", 5))))
    assert "lethal" in str(err), "without deathtouch 1 is not lethal to a 3/3"


# --- Onakke Catacomb ---------------------------------------------------------------------------
@pytest.mark.parametrize("edition", EDITIONS)
def test_onakke_catacomb_every_creature_is_black_with_deathtouch(edition):
    t = on("Onakke Catacomb", edition, setup={"Alice": {"battlefield": ["Grizzly Bears"]},
                                              "Bob": {"battlefield": ["Hill Giant"]}})
    assert card("Onakke Catacomb", edition).subtypes == ("Shandalar",)
    for name in ("Grizzly Bears", "Hill Giant"):
        c = chars_of(t.state, t.id(name))
        assert c.colors == ("B",) and "deathtouch" in c.keywords
    assert card("Grizzly Bears", edition).colors == ("G",), "the card itself is unchanged"
    attack(t, "Grizzly Bears", ("Hill Giant",))
    assert t.obj("Grizzly Bears").zone == "graveyard"
    assert t.obj("Hill Giant").zone == "graveyard", "2 deathtouch damage kills the 3/3"


@pytest.mark.parametrize("edition", EDITIONS)
def test_onakke_catacomb_chaos_gives_your_creatures_plus_one_and_first_strike(edition):
    t = on("Onakke Catacomb", edition, setup={"Alice": {"battlefield": ["Grizzly Bears"]},
                                              "Bob": {"battlefield": ["Hill Giant"]}})
    chaos(t)
    assert {PLANE[edition] + ".7", "611.2c"} <= t.cites
    c = chars_of(t.state, t.id("Grizzly Bears"))
    assert (c.power, c.toughness) == (3, 2) and "first strike" in c.keywords
    assert "first strike" not in chars_of(t.state, t.id("Hill Giant")).keywords
    attack(t, "Grizzly Bears", ("Hill Giant",))
    assert t.obj("Hill Giant").zone == "graveyard", "deathtouch first strike: it never struck"
    assert t.obj("Grizzly Bears").zone == "battlefield" and t.obj("Grizzly Bears").damage == 0
    t.advance("upkeep", turn=2)
    assert "first strike" not in chars_of(t.state, t.id("Grizzly Bears")).keywords


# --- Bloodhill Bastion -------------------------------------------------------------------------
@pytest.mark.parametrize("edition", EDITIONS)
def test_bloodhill_bastion_a_creature_entering_gains_double_strike_and_haste(edition):
    t = on("Bloodhill Bastion", edition, setup={
        "Alice": {"battlefield": ["Forest", "Forest"], "hand": ["Grizzly Bears"]}})
    assert card("Bloodhill Bastion", edition).subtypes == ("Equilor",)
    t.cast("Alice", "Grizzly Bears")
    t.resolve_all()
    c = chars_of(t.state, t.id("Grizzly Bears"))
    assert {"double strike", "haste"} <= c.keywords
    attack(t, "Grizzly Bears")
    assert t.life("Bob") == 16, "it attacks at once (haste) and deals damage twice"
    t.advance("upkeep", turn=2)
    assert "double strike" not in chars_of(t.state, t.id("Grizzly Bears")).keywords


@pytest.mark.parametrize("edition", EDITIONS)
def test_bloodhill_bastion_chaos_blinks_your_nontoken_creature_a_new_object_400_7(edition):
    t = on("Bloodhill Bastion", edition, setup={"Alice": {"battlefield": ["Hill Giant"]},
                                                "Bob": {"battlefield": ["Grizzly Bears"]}})
    giant = t.id("Hill Giant")
    from test_planes_2012 import counters

    counters(t, "Hill Giant", **{"+1/+1": 2})
    gen = t.state.objects[giant].gen
    t.roll("chaos")
    if t.pending is not None:  # (only one legal target: it may be chosen for her)
        assert t.id("Grizzly Bears") not in t.pending.options, "only a creature you control"
        t.choose(giant)
    t.resolve_all()
    o = t.state.objects[giant]
    assert o.zone == "battlefield" and o.controller == "Alice"
    assert o.gen > gen and o.counter("+1/+1") == 0, "a new object: its counters are gone"
    assert "400.7" in t.cites
    assert {"double strike", "haste"} <= chars_of(t.state, giant).keywords, "seen entering"
    attack(t, "Hill Giant")
    assert t.life("Bob") == 14


def test_702_2_deathtouch_mark_is_gone_after_the_check_of_state_based_actions():
    """An indestructible creature dealt deathtouch damage survives, and the mark does not
    linger (704.5h: "since the last time state-based actions were checked")."""
    t = on("Onakke Catacomb", "current", setup={"Alice": {"battlefield": ["Grizzly Bears"]},
                                                "Bob": {"battlefield": ["Hill Giant"]}})
    attack(t, "Grizzly Bears", ("Hill Giant",))
    assert all(o.get("deathtouched") is None for o in t.state.objects.values())


def test_the_new_words_are_declared_once():
    from magictutor.cards import words

    assert {"first strike", "double strike", "deathtouch"} <= set(words.KEYWORDS)
    assert "creatures_are_color" in words.STATIC_EXAMPLES
    assert "a creature enters" in words.TRIGGERS and "that creature" in words.REF_WORDS
    assert "blink" in words.EFFECTS and "nontoken creature you control" in words.TARGETS


@pytest.mark.parametrize("edition", EDITIONS)
def test_a_misspelt_keyword_fails_at_load_with_the_closest_word(edition):
    bad = _creature("Test Misspelt", 1, 1, "first strik")
    with pytest.raises(mt.MagictutorError) as info:
        mt.build_game(["Alice", "Bob"], edition=edition, cards=[bad])
    assert "first strike" in str(info.value)


# --- the speed layer and the simulations ---------------------------------------------------------
def _decks(players: list[str]) -> dict[str, list[str]]:
    from magictutor.cards import card_names

    mine = ["Onakke Catacomb", "Bloodhill Bastion", "Hedron Fields of Agadeem", "Sokenzan"]
    rest = [n for n in card_names() if card(n).source.endswith("planes_2012.yaml")
            and n not in mine]
    return {p: mine + rest[i % 3:][:7] for i, p in enumerate(players)}


@pytest.mark.parametrize("edition", EDITIONS)
@pytest.mark.parametrize("plane", ["Onakke Catacomb", "Bloodhill Bastion",
                                   "Hedron Fields of Agadeem", "Sokenzan"])
def test_613_random_games_on_the_new_planes_in_the_shadow_mode(edition, plane, monkeypatch):
    """Random games with the plane face up and creatures on both sides, every step carried
    out by the fast path and the plain one (tests/test_shadow.py): the same states,
    events and legal actions."""
    import random

    from magictutor.engine import shortcuts
    from magictutor.engine.simulate import eager_policy

    if not shortcuts.FAST:
        pytest.skip("MAGICTUTOR_FAST=0: no fast path to compare with the plain one")
    monkeypatch.setattr(shortcuts, "SHADOW", True)
    creatures = ["Grizzly Bears", "Hill Giant", "Serra Angel", "Forest", "Forest", "Plains"]
    t = two(edition, planechase={"decks": _decks(["Alice", "Bob"]), "face up": plane},
            setup={"Alice": {"battlefield": creatures, "hand": ["Grizzly Bears"]},
                   "Bob": {"battlefield": creatures, "hand": ["Hill Giant"]}},
            cards=[DUELIST, TWINBLADE, ADDER])
    rng = random.Random(7)
    s = t.state
    for i in range(200):
        if s.game_over:
            break
        actions = mt.legal_actions(s)
        action = eager_policy(s, actions, rng) if i % 3 else rng.choice(actions)
        s = mt.apply(s, action).after
    assert s.turn > 1


@pytest.mark.parametrize("edition", EDITIONS)
@pytest.mark.parametrize("players", [2, 4])
def test_901_3_decks_with_the_new_planes_simulate_with_two_and_four_players(edition, players):
    from magictutor.engine.simulate import simulate
    from magictutor.rules.planechase.core import check_planar_deck

    names = ["Alice", "Bob", "Carol", "Dave"][:players]
    decks = _decks(names)
    assert all(check_planar_deck(d, edition, players) == [] for d in decks.values())
    options = dict(edition=edition, players=tuple(names),
                   planechase={"decks": decks, "check decks": True}, max_turns=8,
                   progress=False)
    rows = simulate(2, seed=5, **options)
    assert rows and rows == simulate(2, seed=5, **options)


# --- Hedron Fields of Agadeem, and annihilator ---------------------------------------------------
ANNIHILATOR = {"2011-09": "702.84", "2013-07": "702.85", "2017-09": "702.85",
               "current": "702.86"}


@pytest.mark.parametrize("edition", EDITIONS)
def test_hedron_fields_power_7_or_greater_cant_attack_or_block_refused_with_its_rule(edition):
    t = on("Hedron Fields of Agadeem", edition, setup={
        "Alice": {"battlefield": ["Colossal Dreadmaw", "Grizzly Bears"]},
        "Bob": {"battlefield": ["Hill Giant"]}})
    assert card("Hedron Fields of Agadeem", edition).subtypes == ("Zendikar",)
    chaos(t)
    eldrazi = t.id("Eldrazi")
    c = chars_of(t.state, eldrazi)
    assert (c.power, c.toughness, c.colors) == (7, 7, ()) and "annihilator 1" in c.keywords
    from magictutor.rules.combat import attack_problems, block_problems

    t.state = _next_turn_alice(t)
    assert attack_problems(t.state, eldrazi, "Alice"), "power 7: it can't attack"
    assert not attack_problems(t.state, t.id("Colossal Dreadmaw"), "Alice"), "6 may attack"
    t.advance("declare attackers")
    err = t.refuse(mt.DeclareAttackers("Alice", ((eldrazi, "Bob"),)))
    assert "power 7" in str(err) and "508.1" in " ".join(err.rules)
    t.do(mt.DeclareAttackers("Alice", ((t.id("Grizzly Bears"), "Bob"),)))
    assert block_problems(t.state, t.id("Hill Giant"), t.id("Grizzly Bears"), "Bob") == []


def _next_turn_alice(t: Table) -> mt.GameState:
    """Alice's next turn, precombat main (her token is no longer summoning sick)."""
    t.advance("precombat main", turn=3)
    return t.state


@pytest.mark.parametrize("edition", EDITIONS)
def test_702_86_annihilator_makes_the_defending_player_sacrifice_a_permanent(edition):
    """The Eldrazi token of Hedron Fields, attacking once the plane is gone (the token stays):
    its annihilator 1 triggers, and Bob sacrifices one permanent."""
    t = on("Hedron Fields of Agadeem", edition, setup={"Alice": {"battlefield": ["Island"]},
                                                       "Bob": {"battlefield": ["Hill Giant",
                                                                               "Island"]}})
    chaos(t)
    t.roll("planeswalk")
    t.resolve_all()
    assert t.faceup != ["Hedron Fields of Agadeem"]
    _next_turn_alice(t)
    eldrazi = t.id("Eldrazi")
    t.advance("declare attackers")
    t.do(mt.DeclareAttackers("Alice", ((eldrazi, "Bob"),)))
    assert any("annihilator 1" in name for name in t.stack)
    t.resolve_all()
    if t.pending is not None and t.pending.player == "Bob":
        t.choose("Island")
        t.resolve_all()
    bob = [o.name for o in t.state.battlefield if o.controller == "Bob"]
    assert len(bob) == 1, bob
    assert {ANNIHILATOR[edition]} <= t.cites


# --- Sokenzan: an additional combat phase (500.8) ------------------------------------------------
def _attack_bob(t: Table, names: tuple[str, ...]) -> None:
    """Alice attacks Bob with ``names`` (nobody blocks), to the main phase after combat."""
    t.advance("declare attackers")
    t.do(mt.DeclareAttackers("Alice", tuple((t.id(n), "Bob") for n in names)))
    t.advance("postcombat main")


@pytest.mark.parametrize("edition", EDITIONS)
def test_sokenzan_gives_plus_one_and_haste_and_chaos_adds_a_combat_after_this_main(edition):
    t = on("Sokenzan", edition, setup={"Alice": {"battlefield": ["Grizzly Bears"]}})
    assert card("Sokenzan", edition).subtypes == ("Kamigawa",)
    bears = t.id("Grizzly Bears")
    c = chars_of(t.state, bears)
    assert (c.power, c.toughness) == (3, 3) and "haste" in c.keywords
    _attack_bob(t, ("Grizzly Bears",))
    assert t.life("Bob") == 17 and t.state.objects[bears].tapped
    chaos(t)
    assert not t.state.objects[bears].tapped, "it attacked this turn: it untaps"
    assert from_jsonable(to_jsonable(t.state)) == t.state, "the added phases are saved"
    assert {"500.8", PLANE[edition] + ".7"} <= t.cites
    t.pass_()
    t.pass_()
    assert t.state.step == "beginning of combat" and t.state.turn == 1, "the added combat"
    _attack_bob(t, ("Grizzly Bears",))
    assert t.life("Bob") == 14, "it attacked a second time this turn"
    assert t.state.step == "postcombat main", "the added main phase"
    t.advance("end")
    assert t.state.turn == 1
    steps = [e.text for e in t.events if e.kind == "step"]
    assert sum("Beginning of combat" in s for s in steps) == 2


@pytest.mark.parametrize("edition", EDITIONS)
def test_500_8_phases_added_in_the_precombat_main_come_before_the_regular_combat(edition):
    t = on("Sokenzan", edition, setup={"Alice": {"battlefield": ["Grizzly Bears"]}})
    chaos(t)
    _attack_bob(t, ("Grizzly Bears",))  # the added combat, then the added main phase
    assert t.life("Bob") == 17 and t.state.turn == 1
    t.pass_()
    t.pass_()
    assert t.state.step == "beginning of combat", "then the turn's own combat (tapped Bears)"
    t.advance("upkeep", turn=2)
    assert "added_phases" not in dict(t.state.extra) and "attacked_this_turn" not in dict(
        t.state.extra), "the records end with the turn"
    steps = [e.text for e in t.events if e.kind == "step" and "(Alice)" in e.text]
    assert sum("Beginning of combat" in s for s in steps) == 2
    assert sum("Postcombat main" in s for s in steps) == 2, "the added one and the regular one"


@pytest.mark.parametrize("edition", EDITIONS)
def test_bloodhill_bastion_chaos_refuses_a_creature_you_dont_control_and_changes_nothing(
        edition):
    t = on("Bloodhill Bastion", edition, setup={
        "Alice": {"battlefield": ["Hill Giant", "Grizzly Bears"]},
        "Bob": {"battlefield": ["Serra Angel"]}})
    t.roll("chaos")
    assert t.pending is not None, "two legal targets: Alice chooses"
    assert t.id("Serra Angel") not in t.pending.options
    t.refuse(mt.Choose("Alice", t.id("Serra Angel")))
    t.choose(t.id("Grizzly Bears"))
    t.resolve_all()
    assert t.obj("Serra Angel").controller == "Bob"
    assert "double strike" in chars_of(t.state, t.id("Grizzly Bears")).keywords
