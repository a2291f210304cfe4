"""A second judge audit of planes, phenomena and Planechase (309, 310, 901; 311, 312 today).

Each test is a situation written from the Comprehensive Rules text of the editions it runs
under, played through the public scenario format, and names the rule it checks in that
edition's numbering. The first ones are where the engine was wrong (a plane's "whenever
you roll" abilities and who "you" is: 109.5, 309.5, 901.12c); the rest lock in answers the
engine already gave right to situations no earlier test played (a phenomenon met while
another trigger waits, the planar controller leaving after the turn order was reversed, a
leaving owner's plane replaced by a phenomenon, the 2011-09 rules without phenomena).
"""

from __future__ import annotations

import textwrap

import pytest

import magictutor as mt
from magictutor.errors import SetupError
from magictutor.scenarios.load import load_text
from magictutor.scenarios.run import Result, run_scenario

EDITIONS = mt.EDITIONS
LATER = [e for e in EDITIONS if e != "2011-09"]
BEFORE_CURRENT = [e for e in EDITIONS if e != "current"]

# In each edition's numbering: (2011-09, 2013-07, 2017-09, current)
NUM = {
    "chaos": dict(zip(EDITIONS, ("309.7", "309.7", "309.7", "311.7"))),
    "controller": dict(zip(EDITIONS, ("309.5", "309.5", "309.5", "311.5"))),
    "2hg_you": dict(zip(EDITIONS, ("901.11c", "901.12c", "901.12c", "901.12c"))),
    "planeswalk_who": dict(zip(EDITIONS, ("701.21a", "701.21a", "701.22a", "701.31a"))),
    "phenomenon_sba": dict(zip(EDITIONS, (None, "704.5x", "704.5w", "704.6f"))),
    "phenomenon_walk": dict(zip(EDITIONS, (None, "310.7", "310.7", "312.7"))),
    "encounter": dict(zip(EDITIONS, (None, "310.5", "310.5", "312.5"))),
    "leave_pc": dict(zip(EDITIONS, ("800.4i", "800.4k", "800.4n", "800.4p"))),
    "leave_cancels": dict(zip(EDITIONS, ("901.9a", "901.10a", "901.10a", "901.10a"))),
    "leave": dict(zip(EDITIONS, ("901.9", "901.10", "901.10", "901.10"))),
}


def run(text: str, edition: str) -> Result:
    """Run a scenario written as YAML text under ``edition``."""
    return run_scenario(load_text(textwrap.dedent(text), "<audit2>"), edition)


def assert_passes(text: str, edition: str) -> Result:
    r = run(text, edition)
    assert r.passed, r.summary()
    return r


def lines(r: Result) -> list[tuple[str, tuple[str, ...]]]:
    return [(e.text, tuple(e.rules)) for e in r.events]


TWO_HEADED_STAIRS = """
    title: a teammate's roll under Stairs to Infinity
    players: [Alice, Bob, Carol, Dave]
    teams: [[Alice, Bob], [Carol, Dave]]
    turn: {active: Alice, step: precombat main}
    setup:
      Alice: {library: [Island, Island]}
      Bob: {library: [Island, Island]}
      Carol: {library: [Island, Island]}
      Dave: {library: [Island, Island]}
    planechase:
      decks: {Alice: [Stairs to Infinity, Tazeem], Bob: [Fields of Summer], Carol: [Naar Isle],
              Dave: [Agyrem]}
      face up: Stairs to Infinity
    steps:
      - "Bob: roll the planar die: blank"
      - expect: {stack: [Stairs to Infinity trigger]}
      - "all: resolve"
    expect:
      Alice: {hand: 1}
      Bob: {hand: 1}
      Carol: {hand: 0}
"""


@pytest.mark.parametrize("edition", EDITIONS)
def test_901_12c_teammates_roll_triggers_the_planes_whenever_you_roll(edition: str) -> None:
    """Two-Headed Giant: Bob, Alice's teammate, rolls the planar die (each active player may,
    901.12d). Stairs to Infinity, controlled by Alice, says "whenever you roll the planar
    die, draw a card", and "you" on a plane means both players of the planar controller's
    team (901.12c; 901.11c in 2011-09): it triggers, and both draw. The engine used to
    match only the planar controller's own rolls, so nothing triggered."""
    r = assert_passes(TWO_HEADED_STAIRS, edition)
    assert NUM["2hg_you"][edition] in r.cited


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


def test_310_2011_rules_have_no_phenomena_setup_refuses_them() -> None:
    """The 2011-09 rules know planes only (309; rule 310 and phenomena came in June 2012):
    a planar deck holding a phenomenon is refused when the game is built, with the reason,
    rather than played under rules that don't have it."""
    with pytest.raises(SetupError, match="no phenomena"):
        mt.build_game(["Alice", "Bob"], edition="2011-09", planechase={
            "decks": {"Alice": ["Tazeem", "Mutual Epiphany"], "Bob": ["Naar Isle"]}})
    for edition in LATER:
        mt.build_game(["Alice", "Bob"], edition=edition, planechase={
            "decks": {"Alice": ["Tazeem", "Mutual Epiphany"], "Bob": ["Naar Isle"]}})


@pytest.mark.parametrize("edition", EDITIONS)
def test_810_1_teams_other_than_two_headed_giant_are_refused(edition: str) -> None:
    """The kit's teams are Two-Headed Giant only (810.1; its Planechase rules 901.12, 901.11
    in 2011-09); three teams, or teams of three, are refused at setup, not played as 2HG."""
    decks = {"decks": {p: ["Tazeem"] for p in "ABCDEF"}}
    for teams in ([["A", "B"], ["C", "D"], ["E", "F"]], [["A", "B", "C"], ["D", "E", "F"]]):
        with pytest.raises(SetupError, match="810.1"):
            mt.build_game(list("ABCDEF"), edition=edition, teams=teams, planechase=decks)
