"""A second judge audit of planes, phenomena and Planechase (309, 310, 901; 311, 312 today).

Each test is a situation written from the Comprehensive Rules text of the editions it runs
under, played through the public scenario format, and names the rule it checks in that
edition's numbering. The first ones are where the engine was wrong (a plane's "whenever
you roll" abilities and who "you" is: 109.5, 309.5, 901.12c); the rest lock in answers the
engine already gave right to situations no earlier test played (a phenomenon met while
another trigger waits, the planar controller leaving after the turn order was reversed, a
leaving owner's plane replaced by a phenomenon, a waiting planeswalking ability that ceases).
"""

from __future__ import annotations

import pytest
from test_audit_planes import assert_passes

import magictutor as mt

EDITIONS = mt.EDITIONS
LATER = [e for e in EDITIONS if e != "2011-09"]
BEFORE_CURRENT = [e for e in EDITIONS if e != "current"]


def ed(*numbers: str | None) -> dict[str, str | None]:
    """A rule's number in each edition, given as (2011-09, 2013-07, 2017-09, current)."""
    return dict(zip(EDITIONS, numbers, strict=True))


NUM = {
    "chaos": ed("309.7", "309.7", "309.7", "311.7"),
    "controller": ed("309.5", "309.5", "309.5", "311.5"),
    "2hg_you": ed("901.11c", "901.12c", "901.12c", "901.12c"),
    "planeswalk_who": ed("701.21a", "701.21a", "701.22a", "701.31a"),
    "phenomenon_sba": ed(None, "704.5x", "704.5w", "704.6f"),
    "phenomenon_walk": ed(None, "310.7", "310.7", "312.7"),
    "encounter": ed(None, "310.5", "310.5", "312.5"),
    "leave_pc": ed("800.4i", "800.4k", "800.4n", "800.4p"),
    "leave_cancels": ed("901.9a", "901.10a", "901.10a", "901.10a"),
    "leave": ed("901.9", "901.10", "901.10", "901.10"),
}


TWO_HEADED = """
    title: a plane's "you" is the planar controller's whole team
    players: [Alice, Bob, Carol, Dave]
    teams: [[Alice, Bob], [Carol, Dave]]
    turn: {active: Alice, step: precombat main}
    setup:
      Alice: {library: [Forest, Island]}
      Bob: {library: [Forest, Island], hand: [Forest, Mountain], battlefield: [BOBS]}
      Carol: {library: [Mountain, Island]}
      Dave: {library: [Island, Island]}
    planechase:
      decks: {Alice: [PLANE, Tazeem], Bob: [Fields of Summer], Carol: [Naar Isle],
              Dave: [Agyrem]}
      face up: PLANE
    steps:
"""


def two_headed(plane: str, steps: str, bobs: str = "Grizzly Bears") -> str:
    """Two-Headed Giant on Alice and Bob's turn with ``plane`` face up (Alice's, she being the
    planar controller), Bob holding two lands and controlling ``bobs``; then ``steps``."""
    return TWO_HEADED.replace("PLANE", plane).replace("BOBS", bobs) + steps


@pytest.mark.parametrize("edition", EDITIONS)
def test_901_12c_teammates_roll_triggers_the_planes_whenever_you_roll(edition: str) -> None:
    """Bob, Alice's teammate, rolls the planar die (each active player may, 901.12d). Stairs
    to Infinity, controlled by Alice, says "whenever you roll the planar die, draw a card",
    and "you" on a plane means both players of the planar controller's team (901.12c;
    901.11c in 2011-09): it triggers, and both draw. The engine used to match only the
    planar controller's own rolls, so nothing triggered."""
    r = assert_passes(two_headed("Stairs to Infinity", """
      - "Bob: roll the planar die: blank"
      - expect: {stack: [Stairs to Infinity trigger]}
      - "all: resolve"
    expect: {Alice: {hand: 1}, Bob: {hand: 3}, Carol: {hand: 0}}
    """), edition)
    assert NUM["2hg_you"][edition] in r.cited


@pytest.mark.parametrize("edition", EDITIONS)
def test_901_12c_teammates_creature_is_a_creature_you_control_for_orochi_colony(
        edition: str) -> None:
    """Orochi Colony, Alice's: "whenever a creature you control deals combat damage to a
    player, you may search ...". Bob's Grizzly Bears hit Carol in the team's attack; "you"
    is Alice and Bob (901.12c; 901.11c in 2011-09), so the ability triggers. The engine
    used to count only the planar controller's own creatures."""
    assert_passes(two_headed("Orochi Colony", """
      - "all: advance to declare attackers"
      - "Alice: attack with Grizzly Bears at Carol"
      - "all: advance to combat damage"
    expect: {stack: [Orochi Colony trigger], Carol: {life: 28}}
    """), edition)


@pytest.mark.parametrize("edition", EDITIONS)
def test_901_12c_naya_lets_the_planar_controllers_teammate_play_extra_lands(
        edition: str) -> None:
    """Naya: "on each of your turns, you may play any number of extra lands". "You" is both
    players of the planar controller's team (901.12c; 901.11c in 2011-09), and the team's
    turn is Bob's too, so Bob plays two lands; the engine used to refuse his second (305.2)."""
    assert_passes(two_headed("Naya", """
      - "Bob: play Forest"
      - "Bob: play Mountain"
    expect: {Bob: {battlefield: 3}}
    """), edition)


@pytest.mark.parametrize("edition", EDITIONS)
def test_901_12c_windriddle_palaces_lets_the_teammate_play_library_tops(
        edition: str) -> None:
    """Windriddle Palaces: "you may play the top card of any player's library". Bob is "you"
    as well (901.12c; 901.11c in 2011-09), so he may play the Mountain on top of Carol's
    library; the engine used to refuse it as only Alice's to play (305.1)."""
    assert_passes(two_headed("Windriddle Palaces", """
      - "Bob: play Mountain (Carol)"
    expect: {Bob: {battlefield: 2}, Carol: {library: [Island]}}
    """), edition)


@pytest.mark.parametrize("edition", EDITIONS)
def test_901_12c_edge_of_malacol_replaces_the_teammates_untap_too(edition: str) -> None:
    """Edge of Malacol: "if a creature you control would untap during your untap step, it
    stays tapped and gets two +1/+1 counters instead". In the team's untap step Bob's
    tapped Hill Giant is a creature "you" control (901.12c; 901.11c in 2011-09): it stays
    tapped with two counters, like Alice's would; the engine used to untap it."""
    text = two_headed("Edge of Malacol", """
      - "all: advance to upkeep"
    expect: {Hill Giant: {tapped: true, counters: {+1/+1: 2}}}
    """, bobs="Hill Giant (tapped)")
    text = text.replace("[[Alice, Bob], [Carol, Dave]]", "[[Carol, Dave], [Alice, Bob]]")
    assert_passes(text.replace("active: Alice, step: precombat main",
                               "active: Carol, step: end"), edition)


JOLT = """
    cards:
      - name: Planar Jolt
        cost: "{0}"
        types: [Instant]
        colors: []
        text: "You roll the planar die."
        abilities:
          - kind: spell
            effects:
              - {roll_planar_die: you, force: FACE}
    title: a roll an effect makes
    players: [Alice, Bob]
    turn: {active: Alice, step: precombat main}
    setup:
      Alice: {library: [Island, Island, Island], hand: [Planar Jolt]}
      Bob: {library: [Island, Island, Island], hand: [Planar Jolt]}
    planechase:
      decks: {Alice: [Panopticon, Tazeem], Bob: [Naar Isle, Agyrem]}
      face up: Panopticon
    steps:
"""
BY_BOB = """
      - "Alice: pass"
      - "Bob: cast Planar Jolt"
      - "all: resolve"
"""


@pytest.mark.parametrize("edition", BEFORE_CURRENT)
def test_309_7_chaos_rolled_by_another_player_triggers_no_chaos_ability(edition: str) -> None:
    """On Alice's turn Bob's instant makes him roll the planar die, and it shows chaos.
    Before the current rules a chaos ability reads "whenever you roll {C}" (309.7), and
    "you" on the face-up plane is its controller (109.5), the planar controller Alice
    (309.5): Bob's roll is not hers, so Panopticon's chaos ability doesn't trigger. The
    engine used to trigger it for any roller."""
    r = assert_passes(JOLT.replace("FACE", "chaos") + BY_BOB + """
    expect: {stack: [], Alice: {hand: 1}, face up: [Panopticon]}
    """, edition)
    assert {"309.7", "109.5", "309.5"} <= r.cited


def test_311_7_chaos_rolled_by_another_player_still_ensues_today() -> None:
    """The same roll in the current rules: a chaos ability triggers "whenever chaos ensues",
    and chaos ensues when the chaos symbol is rolled on the planar die, by anyone; the
    ability is controlled by the planar controller (311.7), so Alice draws."""
    r = assert_passes(JOLT.replace("FACE", "chaos") + BY_BOB + """
      - expect: {stack: [Panopticon chaos]}
      - "all: resolve"
    expect: {Alice: {hand: 2}, Bob: {hand: 0}}
    """, "current")
    assert "311.7" in r.cited and "109.5" not in r.cited


def test_309_6_another_players_planeswalker_roll_2011_triggers_nothing() -> None:
    """2011-09: each plane has its own planeswalking ability, "when you roll {PW}, ..."
    (309.6), controlled with the plane by the planar controller (309.5). Bob's roll on
    Alice's turn is not Alice's, so it doesn't trigger and nobody planeswalks."""
    r = assert_passes(JOLT.replace("FACE", "planeswalk") + BY_BOB + """
    expect: {stack: [], face up: [Panopticon]}
    """, "2011-09")
    assert {"309.6", "109.5"} <= r.cited


@pytest.mark.parametrize("edition", LATER)
def test_701_21a_sourceless_planeswalking_ability_of_another_player_does_nothing(
        edition: str) -> None:
    """From 2013-07 the planeswalking ability belongs to the game and is controlled by
    whoever rolled (901.8), so Bob's roll triggers it under his control; but it tells Bob to
    planeswalk, and only the planar controller may planeswalk (701.21a; 701.22a in 2017-09,
    701.31a today). It does nothing: Panopticon stays face up. The engine used to have
    Alice planeswalk on Bob's roll, as it rightly does for a Two-Headed Giant teammate."""
    r = assert_passes(JOLT.replace("FACE", "planeswalk") + BY_BOB + """
      - expect: {stack: [planeswalking]}
      - "all: resolve"
    expect: {stack: [], face up: [Panopticon], Alice: {hand: 1}}
    """, edition)
    assert any("does nothing" in e.text and NUM["planeswalk_who"][edition] in e.rules
               for e in r.events)


@pytest.mark.parametrize("edition", EDITIONS)
def test_309_5_the_planar_controllers_own_effect_roll_still_counts(edition: str) -> None:
    """The other side of the rule: when the planar controller herself makes the effect roll,
    "you" is she, and the chaos ability triggers as it always did (309.7; 311.7 today)."""
    r = assert_passes(JOLT.replace("FACE", "chaos") + """
      - "Alice: cast Planar Jolt"
      - "all: resolve"
      - expect: {stack: [Panopticon chaos]}
    """, edition)
    assert NUM["chaos"][edition] in r.cited


@pytest.mark.parametrize("edition", LATER)
def test_310_7_phenomenon_moves_on_while_another_sources_trigger_waits(edition: str) -> None:
    """Alice rolls the planeswalker symbol on Stairs to Infinity: the planeswalking ability
    and Stairs' "whenever you roll" trigger both wait, and she puts Stairs' below. She
    planeswalks to Mutual Epiphany; its encounter ability goes on the stack above Stairs'.
    Once the encounter resolves the phenomenon is the source of no waiting trigger (Stairs'
    trigger has another source), so she planeswalks on at once, a state-based action
    (310.7, 704.5x; 704.5w in 2017-09; 312.7, 704.6f today), and Stairs' draw comes after."""
    text = """
    title: phenomenon with another trigger waiting
    players: [Alice, Bob]
    turn: {active: Alice, step: precombat main}
    setup:
      Alice: {library: [Island, Island, Island, Island, Island, Island]}
      Bob: {library: [Island, Island, Island, Island, Island]}
    planechase:
      decks: {Alice: [Stairs to Infinity, Mutual Epiphany, Tazeem], Bob: [Naar Isle]}
      face up: Stairs to Infinity
    steps:
      - "Alice: roll the planar die: planeswalk"
      - "Alice: choose Stairs to Infinity trigger"
      - expect: {stack: [planeswalking, Stairs to Infinity trigger]}
      - "all: resolve"
      - expect: {face up: [Mutual Epiphany],
                 stack: [Mutual Epiphany encounter, Stairs to Infinity trigger]}
      - "all: resolve"
      - expect: {face up: [Tazeem], stack: [Stairs to Infinity trigger], Alice: {hand: 4}}
      - "all: resolve"
    expect: {Alice: {hand: 5}, Bob: {hand: 4}}
    """
    r = assert_passes(text, edition)
    assert {NUM["phenomenon_sba"][edition], NUM["phenomenon_walk"][edition]} <= r.cited


@pytest.mark.parametrize("edition", LATER)
def test_309_5_next_in_turn_order_after_time_distortion(edition: str) -> None:
    """Four players. Alice encounters Time Distortion, which reverses the turn order, and
    moves on to Panopticon. She then concedes: the next player in turn order who stays
    becomes the planar controller first (309.5; 311.5 today; 800.4k, 800.4n, 800.4p), and
    in the reversed order that is Dave, not Bob. Panopticon, hers, leaves with her, so Dave
    at once turns up the top card of his own planar deck (901.10)."""
    text = """
    title: planar controller leaves after the turn order was reversed
    players: [Alice, Bob, Carol, Dave]
    turn: {active: Alice, step: precombat main}
    setup:
      Alice: {library: [Island, Island]}
      Bob: {library: [Island, Island]}
      Carol: {library: [Island, Island]}
      Dave: {library: [Island, Island]}
    planechase:
      decks: {Alice: [Tazeem, Time Distortion, Panopticon], Bob: [Naar Isle],
              Carol: [Agyrem], Dave: [Fields of Summer]}
      face up: Tazeem
    steps:
      - "Alice: roll the planar die: planeswalk"
      - "all: resolve"
      - "all: resolve"
      - expect: {face up: [Panopticon]}
      - "Alice: leave the game"
    expect: {planar controller: Dave, face up: [Fields of Summer]}
    """
    r = assert_passes(text, edition)
    assert {NUM["controller"][edition], NUM["leave_pc"][edition],
            NUM["leave"][edition]} <= r.cited


@pytest.mark.parametrize("edition", LATER)
def test_901_10_leaving_owner_replaced_by_a_phenomenon(edition: str) -> None:
    """Three players; Bob's Mount Keralia is face up on Alice's turn and Bob concedes. Alice
    at once turns up her top planar card (901.10), a phenomenon: that is planeswalking
    (901.11a), so Keralia's planeswalk-away ability and Mutual Epiphany's encounter
    ability (310.5; 312.5 today) both trigger and she orders them. With the encounter
    still waiting the phenomenon stays; after it resolves she planeswalks on (310.7)."""
    text = """
    title: a leaving owner's plane replaced by a phenomenon
    players: [Alice, Bob, Carol]
    turn: {active: Alice, step: precombat main}
    setup:
      Alice: {library: [Island, Island, Island, Island, Island]}
      Bob: {library: [Island, Island]}
      Carol: {library: [Island, Island, Island, Island, Island]}
    planechase:
      decks: {Alice: [Mutual Epiphany, Tazeem], Bob: [Mount Keralia], Carol: [Naar Isle]}
      face up: Mount Keralia
    steps:
      - "Bob: leave the game"
      - expect: {face up: [Mutual Epiphany], pending: Alice}
      - "Alice: choose Mutual Epiphany encounter"
      - "all: resolve"
      - expect: {face up: [Mutual Epiphany], stack: [Mutual Epiphany encounter]}
      - "all: resolve"
    expect: {face up: [Tazeem], Alice: {hand: 4}, Carol: {hand: 4}, Bob: {in game: false}}
    """
    r = assert_passes(text, edition)
    assert {NUM["leave"][edition], NUM["encounter"][edition],
            NUM["phenomenon_sba"][edition]} <= r.cited


@pytest.mark.parametrize("edition", EDITIONS)
def test_901_10a_owner_leaves_while_planeswalking_waits(edition: str) -> None:
    """Alice rolls the planeswalker symbol while Bob's Naar Isle is face up; before the
    ability resolves Bob concedes. His plane leaves the game, so the planeswalking ability
    ceases to exist (901.10a; 2011-09's 901.9a: the plane was its source) and Alice instead
    turns up her top card at once (901.10; 901.9 in 2011-09): Tazeem, not Panopticon."""
    text = """
    title: owner leaves while the planeswalking ability waits
    players: [Alice, Bob, Carol]
    turn: {active: Alice, step: precombat main}
    setup:
      Alice: {library: [Island, Island]}
      Bob: {library: [Island, Island]}
      Carol: {library: [Island, Island]}
    planechase:
      decks: {Alice: [Tazeem, Panopticon], Bob: [Naar Isle], Carol: [Agyrem]}
      face up: Naar Isle
    steps:
      - "Alice: roll the planar die: planeswalk"
      - "Bob: leave the game"
    expect: {face up: [Tazeem], stack: [], planar controller: Alice}
    """
    r = assert_passes(text, edition)
    assert {NUM["leave_cancels"][edition], NUM["leave"][edition]} <= r.cited
