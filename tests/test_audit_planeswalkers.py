"""The judge-style audit of the planeswalker rules (306, 606, 704.5i, combat with
planeswalkers, Two-Headed Giant): each test is a situation a judge would write, run as a
scenario file, and names the rule the engine got wrong before it was fixed.

Each test runs the situation under every edition where the rule reads the same, and says
why where the editions differ.
"""

from __future__ import annotations

import pytest

from magictutor.scenarios.scenario import load_scenario, run_scenario

ALL = ("2011-09", "2013-07", "2017-09", "current")


def run(text: str, edition: str):
    return run_scenario(load_scenario(text), edition=edition)


def cited(result) -> set[str]:
    return {r for e in result.events for r in e.rules}


# --- 805.5a: a player acts when their team has priority -----------------------------------
TEAM_ACTS = """
title: Bob activates his Jace while his team has priority
players: [Alice, Bob, Carol, Dave]
teams: [[Alice, Bob], [Carol, Dave]]
turn: {active: Alice, step: precombat main}
setup:
  Alice: {battlefield: [Ajani Goldmane, Island], library: [Island]}
  Bob: {battlefield: [Jace Beleren, Mountain], hand: [Lightning Bolt], library: [Island]}
  Carol: {battlefield: [Chandra Nalaar], library: [Island]}
  Dave: {library: [Island]}
steps:
  - do: "Bob: activate Ajani Goldmane +1"
    rejected: "606.3"
  - "Bob: activate Jace Beleren +2"
  - expect: {Jace Beleren: {loyalty: 5}, stack: [Jace Beleren +2]}
  - "Bob: cast Lightning Bolt targeting Chandra Nalaar"
  - do: "Carol: activate Chandra Nalaar +1 targeting Alice"
    rejected: "606.3"
"""


@pytest.mark.parametrize("edition", ALL)
def test_805_5a_a_teammate_of_the_priority_holder_activates_and_casts(edition):
    """Two-Headed Giant: teams have priority, not players, and a player may act while their
    team has it (805.5, 805.5a). The kit hands priority to Alice first, yet Bob may activate
    his own Jace (606.3) and cast an instant at once; Alice's Ajani is still hers alone to
    activate, and the other team's Carol still may not act. Before the fix Bob was refused
    with 116.1b."""
    text = TEAM_ACTS if edition == "current" else \
        TEAM_ACTS.replace("targeting Chandra Nalaar", "targeting Carol")
    result = run(text, edition)
    assert result.passed, result.first_failure
    assert "805.5a" in cited(result)


def test_805_5a_without_teams_only_the_priority_holder_acts():
    """Free-for-all is unchanged: with Alice holding priority, Bob may not act (116.1b)."""
    text = """
title: free-for-all, Bob waits for priority
players: [Alice, Bob]
turn: {active: Alice, step: precombat main}
setup:
  Bob: {battlefield: [Mountain], hand: [Lightning Bolt]}
steps:
  - do: "Bob: cast Lightning Bolt targeting Alice"
    rejected: "116.1a"
"""
    result = run(text, "2013-07")
    assert result.passed, result.first_failure


# --- 306.5b and 706.2: a token copy of a planeswalker enters with its loyalty -------------
TOKEN_COPY = """
title: a token copy of an animated Gideon
players: [Alice, Bob]
turn: {active: Alice, step: precombat main}
planechase:
  decks: {Alice: [Glimmervoid Basin], Bob: []}
  face up: Glimmervoid Basin
setup:
  Alice: {battlefield: [Gideon Jura (loyalty 3)]}
  Bob: {battlefield: [Jace Beleren]}
steps:
  - "Alice: activate Gideon Jura 0"
  - "all: resolve"
  - "Alice: roll the planar die: chaos"
  - "all: resolve"
expect:
  Bob: {battlefield: 2}
"""


@pytest.mark.parametrize("edition", ALL)
def test_306_5b_706_2_a_token_copy_of_a_planeswalker_enters_with_its_printed_loyalty(edition):
    """Glimmervoid Basin's chaos gives Bob a token copy of Alice's animated Gideon Jura. The
    copy takes the card's printed values (706.2; 707.2 today), so it is a planeswalker, not a
    creature, with loyalty 6, and enters with 6 loyalty counters (306.5b). Before the fix it
    entered with none and died at once (704.5i)."""
    if edition == "2011-09":  # (306.4 then: every Gideon on the battlefield goes, both)
        result = run(TOKEN_COPY.replace("Bob: {battlefield: 2}", "Bob: {battlefield: 1}\n"
                                        "  Alice: {graveyard: [Gideon Jura]}"), edition)
        assert result.passed, result.first_failure
        assert {"306.5b", "306.4"} <= cited(result)
        return
    result = run(TOKEN_COPY, edition)
    assert result.passed, result.first_failure
    g = result.final
    token = next(o for o in g.objects.values() if o.kind == "token")
    assert (token.name, token.controller, token.counter("loyalty")) == ("Gideon Jura", "Bob", 6)
    assert "306.5b" in cited(result)
    from magictutor.model.characteristics import card_of
    assert "Creature" not in card_of(token, edition).types


@pytest.mark.parametrize("edition", ["2013-07", "2017-09", "current"])
def test_306_4_704_5j_a_token_copy_of_a_planeswalker_meets_the_uniqueness_or_legend_rule(
        edition):
    """Bob already controls a Gideon Jura: his token copy shares its type (306.4, 704.5j in
    2013-07: he keeps one) and its name (704.5j from 2017-09, planeswalkers being legendary:
    he keeps one). (2011-09 is the test above: there every Gideon goes.)"""
    text = TOKEN_COPY.replace("Bob: {battlefield: [Jace Beleren]}",
                              "Bob: {battlefield: [Gideon Jura]}").replace(
        "expect:\n  Bob: {battlefield: 2}\n", "")
    result = run(text, edition)
    assert result.passed, result.first_failure
    g = result.final
    assert g.pending is not None and g.pending.player == "Bob"


def test_306_5b_a_planeswalker_token_an_effect_creates_enters_with_its_loyalty():
    """A scenario's own card creating a planeswalker token: it enters with loyalty counters
    equal to its loyalty (306.5b), doubled on Selesnya Loft Gardens (614.1c: entering with
    counters is a replacement effect that the plane's doubling modifies)."""
    text = """
title: a planeswalker token
cards:
  - name: Test Token Maker
    cost: "{1}{W}"
    types: [Sorcery]
    colors: [W]
    text: "Create a 2-loyalty Tamsin planeswalker token."
    abilities:
      - effects:
          - create_token: {name: Tamsin Token, types: [Planeswalker], subtypes: [Tamsin],
                           loyalty: 2}
players: [Alice, Bob]
turn: {active: Alice, step: precombat main}
setup:
  Alice: {hand: [Test Token Maker, Test Token Maker], battlefield: [Plains, Plains, Plains, Plains]}
steps:
  - "Alice: cast Test Token Maker"
  - "all: resolve"
expect:
  Tamsin Token: {loyalty: 2, zone: battlefield}
"""
    result = run(text, "2013-07")
    assert result.passed, result.first_failure
    doubled = text.replace("players: [Alice, Bob]", "players: [Alice, Bob]\nplanechase:\n"
                           "  decks: {Alice: [Selesnya Loft Gardens], Bob: []}\n"
                           "  face up: Selesnya Loft Gardens").replace("loyalty: 2, zone",
                                                                      "loyalty: 4, zone")
    result = run(doubled, "2013-07")
    assert result.passed, result.first_failure


# --- 800.4a, 506.4c: the attacked planeswalker leaves the game with its owner ---------------
def test_800_4a_506_4c_attacking_a_planeswalker_whose_owner_left_names_no_missing_object():
    """Carol leaves the game while Hill Giant attacks her Jace: Jace leaves with her
    (800.4a) and the Giant, attacking nothing, deals no combat damage (506.4c). The log says
    so in words, not 'object 3'."""
    text = """
title: the attacked planeswalker's owner leaves
players: [Alice, Bob, Carol]
turn: {active: Alice, step: precombat main}
setup:
  Alice: {battlefield: [Hill Giant]}
  Carol: {battlefield: [Jace Beleren]}
steps:
  - "all: advance to declare attackers"
  - "Alice: attack with Hill Giant at Jace Beleren"
  - "Alice: pass"
  - "Bob: pass"
  - "Carol: leave the game"
  - "all: advance to end of combat"
expect:
  Bob: {life: 20}
  log cites: [800.4a, 506.4c]
"""
    result = run(text, "2013-07")
    assert result.passed, result.first_failure
    said = " ".join(e.text for e in result.events)
    assert "object " not in said
    assert "a planeswalker that has left the game" in said


# --- 119.3d / 120.3d: wither damage to a creature-planeswalker -----------------------------
BRAWLER = """
cards:
  - name: Test Brawler
    cost: "{2}{R}"
    types: [Planeswalker]
    subtypes: [Tamsin]
    colors: [R]
    loyalty: 5
    text: "0: Until end of turn this is a 3/3 creature that's still a planeswalker."
    abilities:
      - kind: loyalty
        cost: "0"
        effects:
          - {become_creature: [3, 3], subtypes: [Warrior]}
  - name: Test Witherer
    cost: "{1}{B}"
    types: [Creature]
    colors: [B]
    power: 2
    toughness: 4
    keywords: [wither]
    text: "Wither."
title: a creature-planeswalker blocked by a wither creature
players: [Alice, Bob]
turn: {active: Alice, step: precombat main}
setup:
  Alice: {battlefield: [Test Brawler]}
  Bob: {battlefield: [Test Witherer]}
steps:
  - "Alice: activate Test Brawler 0"
  - "all: resolve"
  - "all: advance to declare attackers"
  - "Alice: attack with Test Brawler at Bob"
  - "all: advance to declare blockers"
  - "Bob: block Test Brawler with Test Witherer"
  - "all: advance to end of combat"
expect:
  Test Brawler: {loyalty: 3, counters: {"-1/-1": 2}, damage: 0, zone: battlefield}
"""

WITHER = {"2011-09": ("119.3d", "119.3e"), "2013-07": ("119.3d", "119.3e"),
          "2017-09": ("119.3d", "119.3e"), "current": ("120.3d", "120.3e")}


@pytest.mark.parametrize("edition", ALL)
def test_119_3c_119_3d_wither_damage_to_a_creature_planeswalker_cites_the_wither_rule(edition):
    """A creature that is also a planeswalker, dealt 2 damage by a wither source, loses 2
    loyalty counters (119.3c) and gets two -1/-1 counters instead of marked damage (119.3d;
    120.3d today). The -1/-1 event cites that rule; it used to cite 119.3e, the rule for a
    source with neither wither nor infect."""
    result = run(BRAWLER, edition)
    assert result.passed, result.first_failure
    wither, plain = WITHER[edition]
    [ev] = [e for e in result.events if "-1/-1" in e.text]
    assert wither in ev.rules and plain not in ev.rules


# --- 306.7: redirecting to another player's planeswalker says why not -----------------------
@pytest.mark.parametrize("edition", ["2011-09", "2013-07", "2017-09"])
def test_306_7_redirecting_to_a_planeswalker_of_another_player_is_refused_with_the_reason(
        edition):
    """Three players: Alice's Lightning Bolt would deal 3 damage to Bob. She may send it to a
    planeswalker Bob controls, never to Carol's (306.7): the refusal cites 306.7 and says the
    damage goes only to a planeswalker of the player who would be dealt it."""
    text = """
title: redirect to another player's planeswalker
players: [Alice, Bob, Carol]
turn: {active: Alice, step: precombat main}
setup:
  Alice: {battlefield: [Mountain], hand: [Lightning Bolt]}
  Bob: {battlefield: [Jace Beleren]}
  Carol: {battlefield: [Ajani Goldmane]}
steps:
  - "Alice: cast Lightning Bolt targeting Bob"
  - "all: resolve"
  - do: "Alice: redirect to Ajani Goldmane"
    rejected: "306.7"
  - "Alice: redirect to Jace Beleren"
expect:
  Bob: {life: 20}
  Ajani Goldmane: {loyalty: 4}
  Jace Beleren: {zone: graveyard}
"""
    result = run(text, edition)
    assert result.passed, result.first_failure
    [refused] = [r.refusal for r in result.records if r.refusal is not None]
    assert "controlled by Carol" in str(refused) and "that Bob, who would be dealt it" in \
        str(refused)


# --- 702.15b: lifelink, whatever the damage is dealt to --------------------------------------
LIFELINK = """
title: lifelink against a planeswalker
cards:
  - name: Test Lifelinker
    cost: "{1}{W}"
    types: [Creature]
    colors: [W]
    power: 3
    toughness: 3
    keywords: [lifelink]
    text: "Lifelink."
  - name: Test Drain Bolt
    cost: "{B}"
    types: [Instant]
    colors: [B]
    keywords: [lifelink]
    text: "Lifelink. This deals 2 damage to a target creature or player."
    abilities:
      - targets: [creature or player]
        effects:
          - {damage: 2, to: target}
players: [Alice, Bob]
turn: {active: Alice, step: precombat main}
setup:
  Alice: {battlefield: [Test Lifelinker, Swamp], hand: [Test Drain Bolt], life: 10}
  Bob: {battlefield: [Jace Beleren (loyalty 5)]}
steps:
  - "Alice: cast Test Drain Bolt targeting Bob"
  - "all: resolve"
  - "Alice: redirect to Jace Beleren"
  - expect: {Alice: {life: 12}, Jace Beleren: {loyalty: 3}}
  - "all: advance to declare attackers"
  - "Alice: attack with Test Lifelinker at Jace Beleren"
  - "all: advance to end of combat"
expect:
  Alice: {life: 15}
  Jace Beleren: {zone: graveyard}
  Bob: {life: 20}
"""

LIFELINK_RULE = {"2011-09": "702.14b", "2013-07": "702.15b", "2017-09": "702.15b",
                 "current": "702.15b"}


@pytest.mark.parametrize("edition", ALL)
def test_702_15b_lifelink_damage_to_a_planeswalker_gains_life(edition):
    """A lifelink creature's combat damage to the planeswalker it attacks gains its controller
    that much life (702.15b; 702.14b in 2011-09), as does a lifelink instant's damage the
    redirection rule sent to a planeswalker (306.7; the lifelink rules work from any zone,
    702.15d). Before, a card could not say lifelink at all. In current, without 306.7, the
    instant's damage stays with Bob and still gains the life."""
    text = LIFELINK
    if edition == "current":
        text = text.replace('  - "Alice: redirect to Jace Beleren"\n', "").replace(
            "Jace Beleren: {loyalty: 3}", "Bob: {life: 18}").replace(
            "  Bob: {life: 20}", "  Bob: {life: 18}").replace(
            "Jace Beleren (loyalty 5)", "Jace Beleren (loyalty 3)")
    result = run(text, edition)
    assert result.passed, result.first_failure
    assert LIFELINK_RULE[edition] in cited(result)


def test_702_15b_810_9_lifelink_in_two_headed_giant_gains_the_team_life():
    """In Two-Headed Giant the life a lifelink source gains its controller goes to the team's
    shared total (810.9)."""
    text = """
title: lifelink in Two-Headed Giant
cards:
  - name: Test Lifelinker
    cost: "{1}{W}"
    types: [Creature]
    colors: [W]
    power: 3
    toughness: 3
    keywords: [lifelink]
    text: "Lifelink."
players: [Alice, Bob, Carol, Dave]
teams: [[Alice, Bob], [Carol, Dave]]
turn: {active: Alice, step: precombat main}
setup:
  Bob: {battlefield: [Test Lifelinker]}
  Carol: {battlefield: [Jace Beleren (loyalty 5)]}
steps:
  - "all: advance to declare attackers"
  - "Alice: attack with Test Lifelinker at Jace Beleren"
  - "all: advance to end of combat"
expect:
  Alice: {life: 33}
  Bob: {life: 33}
  Carol: {life: 30}
  Jace Beleren: {loyalty: 2}
"""
    result = run(text, "2013-07")
    assert result.passed, result.first_failure



# --- 702.19b: a trampler's damage past its blockers, at a planeswalker ----------------------
TRAMPLE = """
title: a trampler at a planeswalker divides its damage
players: [Alice, Bob]
turn: {active: Alice, step: precombat main}
setup:
  Alice: {battlefield: [Colossal Dreadmaw]}
  Bob: {battlefield: [Jace Beleren, Grizzly Bears]}
steps:
  - "all: advance to declare attackers"
  - "Alice: attack with Colossal Dreadmaw at Jace Beleren"
  - "all: advance to declare blockers"
  - "Bob: block Colossal Dreadmaw with Grizzly Bears"
  - do: "Alice: assign 2 to Grizzly Bears, 4 to Bob"
    rejected: "702.19d"
  - do: "Alice: assign 1 to Grizzly Bears, 5 to Jace Beleren"
    rejected: "702.19b"
  - "Alice: assign 3 to Grizzly Bears, 3 to Jace Beleren"
  - "all: advance to end of combat"
expect:
  Jace Beleren: {zone: graveyard}
  Grizzly Bears: {zone: graveyard}
  Bob: {life: 20}
"""

@pytest.mark.parametrize("edition", ALL)
def test_702_19b_a_trampler_must_assign_lethal_to_its_blockers_before_the_planeswalker(
        edition):
    """Colossal Dreadmaw (6/6 trample) attacks Jace and is blocked by Grizzly Bears: none
    of its damage may go to Bob (702.19d; 702.19f today), and Jace gets damage only once the
    Bears are assigned lethal damage (702.19b; 702.18b in 2011-09). That refusal cited the
    whole of 702.19 and 510.1c; it now cites 702.19b, the subrule that says it. (The numbers
    are written in 2013-07's numbering and translated to each edition's.)"""
    result = run(TRAMPLE, edition)
    assert result.passed, result.first_failure
