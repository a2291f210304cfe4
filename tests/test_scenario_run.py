"""Running and grading scenarios: checks, refusals, editions, results (issue 5).
Edition 2013-07 unless a test says otherwise."""

from __future__ import annotations

import textwrap

import pytest
from test_editions import assert_cites_exist

from magictutor.scenarios.names import NAMING_ORDER
from magictutor.scenarios.scenario import Run, load_scenario, run_scenario


def run(text: str, edition: str | None = None):
    return run_scenario(load_scenario(textwrap.dedent(text)), edition)


JACE = """\
title: Jace once per turn
players: [Alice, Bob]
setup:
  Alice:
    battlefield: [Jace Beleren]
    library: [Island, Island]
  Bob:
    library: [Mountain, Mountain]
steps:
  - "Alice: activate Jace Beleren +2"
  - expect: {stack: [Jace Beleren +2], Jace Beleren: {loyalty: 5}}
  - "all: resolve"
  - do: "Alice: activate Jace Beleren \u22121 targeting Alice"
    rejected: "306.5d"
expect:
  Jace Beleren: {loyalty: 5}
  Alice: {hand: [Island]}
"""


def test_306_5d_a_scenario_passes_and_keeps_its_whole_history():
    r = run(JACE)
    assert r.passed and r.first_failure is None and r.summary() == "PASS"
    assert len(r.steps) == 3  # activate, pass, pass
    assert r.final == r.steps[-1].after
    t = r.timeline()
    assert t.state == r.final and t.initial == r.initial
    assert_cites_exist("2013-07", r.cited)
    assert [rec.refusal is not None for rec in r.records] == [False, False, False, True, False]


def test_a_failed_check_says_key_expected_found_and_the_step_it_came_after():
    r = run(JACE.replace("{loyalty: 5}}", "{loyalty: 4}}"))
    assert not r.passed
    f = r.first_failure
    assert (f.key, f.expected, f.found, f.line) == ("Jace Beleren: loyalty", "4", "5", 11)
    assert str(f) == ('after step 1 (line 10: "Alice: activate Jace Beleren +2"): '
                      "Jace Beleren: loyalty: expected 4, found 5")
    assert r.summary().startswith("FAIL after step 1")


def test_failed_checks_do_not_stop_the_run_every_one_is_reported():
    r = run(JACE.replace("{loyalty: 5}}", "{loyalty: 4}}").replace("[Island]}", "2}"))
    assert [f.key for f in r.failures] == ["Jace Beleren: loyalty", "Alice: hand"]
    assert r.failures[1].where.startswith("at the end, after step 4")


def test_rejected_with_the_wrong_rule_fails_and_lists_the_rules_cited():
    r = run(JACE.replace('rejected: "306.5d"', "rejected: [306.5d, 306.7]"))
    f = r.first_failure
    assert f.key == "rejected" and f.expected == "a refusal citing 306.5d, 306.7"
    assert "a refusal citing 306.5d, 606.3" in f.found
    assert r.stopped


def test_rejected_true_accepts_any_refusal():
    assert run(JACE.replace('rejected: "306.5d"', "rejected: true")).passed


def test_an_expected_refusal_that_is_carried_out_fails():
    text = JACE.replace('    rejected: "306.5d"\n', "").replace(
        '  - "all: resolve"\n', '  - "all: resolve"\n  - {do: "Alice: pass", rejected: true}\n')
    f = run(text).first_failure
    assert (f.key, f.expected, f.found) == ("rejected", "a refusal", "it was carried out")


def test_an_unexpected_refusal_fails_and_stops_the_run():
    r = run(JACE.replace('    rejected: "306.5d"\n', ""))
    f = r.first_failure
    assert f.key == "action" and f.where.startswith("at step 4")
    assert "306.5d" in f.found
    assert r.stopped and r.records[-1].spec.index == 4  # the final expect was not reached


def test_a_refused_action_changes_nothing_and_the_scenario_goes_on():
    r = run(JACE)
    rec = r.records[3]
    assert rec.refusal is not None and rec.after == rec.before
    assert rec.refusal.rules == ("306.5d", "606.3")


def test_rule_numbers_are_translated_when_run_under_another_edition():
    text = JACE.replace("expect:\n  Jace", "expect:\n  log cites: [116.3d, 306.7]\n  Jace")
    r = run(text, "current")  # 116.3d is 117.3d in current; 306.7 has no counterpart
    assert [f.key for f in r.failures] == ["log cites"]
    assert r.first_failure.expected == "[116.3d (117.3d in current), 306.7 (no such rule in " \
        "current)]"
    assert r.first_failure.found == "not cited: 306.7 (no such rule in current)"


def test_card_checks_zone_loyalty_controller_owner_tapped_damage_counters():
    r = run("""\
        title: attributes
        players: [Alice, Bob]
        setup:
          Alice: {battlefield: [Jace Beleren (loyalty 2), Hill Giant (damage 1, tapped)]}
          # YAML splits "(damage 1, tapped)" at the comma; the loader joins it back
          Bob: {graveyard: [Chandra Nalaar]}
        steps: []
        expect:
          Jace Beleren: {zone: battlefield, loyalty: 2, controller: Alice, owner: Alice,
                         tapped: false, counters: {loyalty: 2}}
          Hill Giant: {damage: 1, tapped: true}
          Chandra Nalaar: {zone: graveyard, loyalty: 5}
        """)
    fail = [str(f) for f in r.failures]
    assert fail == ["at the end, before any action: Chandra Nalaar: loyalty: expected 5, found "
                    "6 (its printed loyalty: it is in the graveyard, 306.5a)"]


def test_player_checks_count_or_name_cards_library_in_order():
    r = run("""\
        title: zones
        players: [Alice, Bob]
        setup:
          Alice: {hand: [Shock, Island], library: [Swamp, Island], graveyard: [Shock],
                  battlefield: [Mountain]}
          Bob: {battlefield: [Jace Beleren (controller Alice)]}
        steps: []
        expect:
          Alice: {hand: [Island, Shock], library: [Island, Swamp], graveyard: 1,
                  battlefield: [Mountain, Jace Beleren], exile: 0, life: 20, in game: true}
        """)
    assert [f.key for f in r.failures] == ["Alice: library"]
    assert r.first_failure.found == "[Swamp, Island]"


def test_game_checks_step_turn_active_player_pending_stack():
    r = run("""\
        title: the game
        players: [Alice, Bob]
        turn: {active: Bob, step: upkeep, number: 3}
        setup:
          Alice: {battlefield: [Jace Beleren]}
          Bob: {library: [Island]}
        steps:
          - expect: {step: upkeep, turn: 3, active player: Bob, pending: none, stack: 0}
          - "all: advance to precombat main"
          - expect: {step: precombat main, stack: []}
        expect: {roll cost: 0, planar controller: Bob, face up: []}
        """)
    assert [f.found for f in r.failures] == ["nothing (not a Planechase game)",
                                            "nobody (not a Planechase game)"]


def test_901_planechase_checks_face_up_controller_roll_cost():
    r = run("""\
        title: planes
        players: [Alice, Bob]
        planechase:
          decks: {Alice: [Panopticon, Tazeem], Bob: [The Eon Fog]}
          rolls this turn: 2
        steps: []
        expect: {face up: Panopticon, planar controller: Alice, roll cost: 2}
        """)
    assert r.passed


def test_the_scenario_naming_order_travels_with_every_state():
    r = run(JACE)
    order = r.initial.get(NAMING_ORDER)
    assert order and r.final.get(NAMING_ORDER) == order


def test_run_yields_one_record_per_step_then_the_final_checks():
    run_ = Run(load_scenario(JACE))
    specs = [rec.spec.index if rec.spec else "end" for rec in run_]
    assert specs == [1, 2, 3, 4, "end"]
    with pytest.raises(ValueError, match="unknown edition"):
        Run(load_scenario(JACE), "2014")
