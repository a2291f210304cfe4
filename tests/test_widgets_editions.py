"""The edition switch: the same actions replayed under another edition, and where the outcome
changes (the redirection rule 306.7 until 2018, the uniqueness rule 306.4 until 2017-09)."""

from __future__ import annotations

from html import unescape

import magictutor as mt
from magictutor.engine.timeline import Timeline
from magictutor.widgets import BoardView, EditionSwitch, GameStepper
from magictutor.widgets.editions import first_difference, outcome


def bolt_game() -> Timeline:
    s = mt.build_game(["Alice", "Bob"], active="Bob", setup={
        "Alice": {"battlefield": ["Jace Beleren (loyalty 4)"]},
        "Bob": {"hand": ["Lightning Bolt"], "battlefield": ["Mountain"]}})
    t = Timeline(s)
    t.apply(mt.Cast("Bob", s.hand("Bob")[0].id, ("Alice",)))
    t.apply(mt.Pass("Bob"))
    t.apply(mt.Pass("Alice"))
    t.apply(mt.Choose("Bob", s.battlefield[0].id))
    return t


def uniqueness_game() -> Timeline:
    s = mt.build_game(["Alice", "Bob"], setup={"Alice": {
        "hand": ["Chandra Ablaze"], "battlefield": ["Chandra Nalaar"] + ["Mountain"] * 6}})
    t = Timeline(s)
    t.apply(mt.Cast("Alice", s.hand("Alice")[0].id))
    t.apply(mt.Pass("Alice"))
    t.apply(mt.Pass("Bob"))
    ablaze = next(o.id for o in s.objects.values() if o.name == "Chandra Ablaze")
    t.apply(mt.Choose("Alice", ablaze))
    return t


def test_306_7_redirection_gone_in_current_the_replay_stops_and_alice_takes_3() -> None:
    stepper = GameStepper(bolt_game())
    board = BoardView(stepper)
    switch = EditionSwitch(stepper)
    assert switch.dropdown.value == "2013-07"
    switch.dropdown.value = "current"
    t = stepper.timeline
    assert t.initial.edition == "current" and len(t) == 3  # the answer to 306.7 is refused
    assert t.state.player("Alice").life == 17
    report = unescape(switch.report.value)
    assert "the replay stops at step 4 (<b>Bob: redirect to Jace Beleren</b>)" in report
    assert "there is no choice for Bob to make now" in report
    assert "The game first differs at step 3" in report
    assert "Lightning Bolt deals 3 damage to Alice, who loses 3 life (20 \u2192 17) (120.3a)" \
        in report
    assert "<td>Alice: life</td><td>20</td><td>17</td><td>differs</td>" in report
    assert "Jace Beleren (Alice)</td><td>battlefield, loyalty 1</td><td>battlefield, loyalty 4" \
        in report
    assert "loyalty 4" in board.html.value and "Current rules" in board.html.value


def test_306_7_still_there_in_2017_09_every_step_reads_the_same() -> None:
    stepper = GameStepper(bolt_game())
    switch = EditionSwitch(stepper)
    switch.switch("2017-09")
    assert len(stepper.timeline) == 4 and stepper.state.player("Alice").life == 20
    assert "Every step reads the same" in switch.report.value
    assert "differs" not in switch.report.value.replace("first differs", "")


def test_306_4_uniqueness_gone_in_2017_09_both_chandras_stay() -> None:
    stepper = GameStepper(uniqueness_game())
    switch = EditionSwitch(stepper)
    switch.dropdown.value = "2017-09"
    names = sorted(o.name for o in stepper.state.battlefield if o.name.startswith("Chandra"))
    assert names == ["Chandra Ablaze", "Chandra Nalaar"]
    report = unescape(switch.report.value)
    assert "the replay stops at step 4" in report
    assert "Chandra Nalaar (Alice)</td><td>graveyard</td><td>battlefield, loyalty 6" in report


def test_704_5j_uniqueness_in_2011_09_kills_both_without_a_choice() -> None:
    stepper = GameStepper(uniqueness_game())
    switch = EditionSwitch(stepper)
    switch.switch("2011-09")
    assert not [o for o in stepper.state.battlefield if o.name.startswith("Chandra")]
    assert "The game first differs at step 3" in switch.report.value


def test_switching_back_restores_the_game_as_played_and_keeps_the_cursor() -> None:
    t = bolt_game()
    stepper = GameStepper(t)
    stepper.goto(2)
    switch = EditionSwitch(stepper)
    switch.switch("current")
    assert stepper.cursor == 2
    switch.switch("2013-07")
    assert stepper.cursor == 2 and len(stepper.timeline) == 4
    assert [s.action for s in stepper.timeline.steps] == [s.action for s in t.steps]
    assert "Back to the game as played" in switch.report.value


def test_new_actions_after_a_switch_become_the_original() -> None:
    stepper = GameStepper(bolt_game())
    switch = EditionSwitch(stepper)
    switch.switch("current")
    stepper.apply(mt.Pass("Bob"))  # a new fourth action, played under the current rules
    switch.switch("2013-07")  # replays Cast, Pass, Pass, Pass under 2013-07
    assert stepper.timeline.initial.edition == "2013-07"
    assert len(stepper.timeline) == 3 and stepper.state.pending is not None
    report = unescape(switch.report.value)
    assert "Magic 2014 rules (July 2013) compared with Current rules" in report
    assert "the replay stops at step 4 (<b>Bob: pass</b>)" in report
    assert "the game is waiting for Bob to answer" in report


def test_first_difference_and_outcome_helpers() -> None:
    t = bolt_game()
    assert first_difference(t, Timeline(t.initial, t.steps)) is None
    assert first_difference(t, Timeline(t.initial, t.steps[:2])) == 3
    assert outcome(t.state)["Jace Beleren (Alice)"] == "battlefield, loyalty 1"
    assert outcome(t.state)["Lightning Bolt (Bob)"] == "graveyard"


def test_edition_dropdown_has_a_description() -> None:
    switch = EditionSwitch(GameStepper(bolt_game()))
    assert switch.dropdown.description == "Rules" and switch.dropdown.tooltip
    assert [v for _, v in switch.dropdown.options] == list(mt.EDITIONS)


def test_306_7_switch_keeps_the_game_the_learner_played_with_as_many_steps() -> None:
    # cast, pass, pass, redirect; Back; "don't redirect" instead: still four steps, and the
    # timeline is the same object, yet it is another game, which the switch must compare
    stepper = GameStepper(bolt_game())
    switch = EditionSwitch(stepper)
    stepper.goto(3)
    stepper.apply(mt.Choose("Bob", "no"))
    assert len(stepper.timeline) == 4
    switch.dropdown.value = "current"
    report = unescape(switch.report.value)
    assert "<td>Alice: life</td><td>17</td><td>17</td><td>same</td>" in report
    assert "redirect to Jace Beleren" not in report
    switch.dropdown.value = "2013-07"
    t = stepper.timeline
    assert t.steps[-1].action == mt.Choose("Bob", "no")
    assert t.state_at(len(t)).player("Alice").life == 17


def test_309_6_rules_table_gives_each_editions_number_or_a_dash() -> None:
    """The lessons' tables of rule numbers by edition are HTML tables (a phone scrolls them
    sideways; printed columns wrapped into each other): the planeswalking ability of each
    plane is 309.6 in 2011-09 and no rule (a dash) in the later editions; a part of a row,
    indented by two spaces, is shown indented; the names are escaped."""
    from magictutor.editions import EDITIONS
    from magictutor.widgets import rules_table

    html = rules_table([("planeswalking ability, plane rules", "plane.planeswalking"),
                        ("  <the chaos face>", "pc.roll_chaos")]).data
    row = html[html.index("planeswalking ability, plane rules"):]
    row = row[:row.index("</tr>")]
    assert row.count("<td") == len(EDITIONS) == 4
    assert "<td>309.6</td>" in row and row.count('aria-label="no such rule">-</td>') == 3
    assert "&lt;the chaos face&gt;</th>" in html and 'style="padding-left:1.7em"' in html
    assert "<the chaos" not in html
