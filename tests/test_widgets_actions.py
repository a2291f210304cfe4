"""The action panel, clicked as a user would: legal actions play, "(not now)" buttons show the
rule that forbids them and change nothing, choices are answered, and an engine exception is
shown inside the widget (edition 2013-07 unless a test says otherwise)."""

from __future__ import annotations

from html import unescape

import pytest
from test_editions import assert_cites_exist

import magictutor as mt
from magictutor.editions import get_edition
from magictutor.engine.timeline import Timeline
from magictutor.widgets import ActionPanel, BoardView, GameStepper


def panel_for(state: mt.GameState) -> ActionPanel:
    return ActionPanel(GameStepper(Timeline(state)))


def jace_state(edition: str = "2013-07") -> mt.GameState:
    return mt.build_game(["Alice", "Bob"], edition=edition, setup={
        "Alice": {"battlefield": ["Jace Beleren"], "library": ["Island"] * 3},
        "Bob": {"library": ["Mountain"] * 3}})


def rules_in(html: str) -> list[str]:
    import re

    return re.findall(r'<span class="mt-rule">([^<]+)</span>', html)


@pytest.mark.parametrize("edition", ["2011-09", "2013-07", "2017-09", "current"])
def test_306_5d_606_3_second_loyalty_ability_is_refused_with_its_rule(edition: str) -> None:
    panel = panel_for(jace_state(edition))
    stepper = panel.stepper
    board = BoardView(stepper)
    panel.button("activate Jace Beleren +2").click()
    assert stepper.state.battlefield[0].counter("loyalty") == 5
    assert "paying the cost at once" in panel.message.value
    panel.button("pass").click()
    panel.button("pass").click()  # Bob passes too: the +2 resolves
    assert not stepper.state.stack
    before, n, html = stepper.state, len(stepper.timeline), board.html.value
    row = [b for b in panel.buttons if "Jace Beleren" in b.description]
    assert [b.description.split(" targeting")[0] for b in row] == [
        "activate Jace Beleren +2 (not now)", "activate Jace Beleren -1",
        "activate Jace Beleren -10"]
    assert all("(not now)" in b.description and not panel.allowed(b) for b in row)
    panel.button("activate Jace Beleren -1").click()
    ed = get_edition(edition)
    cited = rules_in(panel.message.value)
    assert ed.rule("loyalty.timing") in cited and ed.rule("pw.loyalty_abilities") in cited
    assert "already activated a loyalty ability this turn" in panel.message.value
    assert_cites_exist(edition, cited)
    assert stepper.state is before and len(stepper.timeline) == n  # nothing changed
    assert board.html.value == html


def test_306_5d_loyalty_row_lists_every_ability_legal_or_not_2013_07() -> None:
    panel = panel_for(jace_state())
    labels = [b.description for b in panel.buttons if "Jace" in b.description]
    assert labels == ["activate Jace Beleren +2", "activate Jace Beleren -1 targeting Alice",
                      "activate Jace Beleren -1 targeting Bob",
                      "activate Jace Beleren -10 targeting Alice (not now)"]
    panel.button("activate Jace Beleren -10").click()
    assert "606.5" in rules_in(panel.message.value)  # not enough loyalty counters
    assert "can't pay -10" in unescape(panel.message.value)


def test_sorcery_timing_refusal_for_a_planeswalker_in_the_opponents_turn_606_3() -> None:
    s = mt.build_game(["Alice", "Bob"], active="Bob",
                      setup={"Alice": {"battlefield": ["Jace Beleren"]}})
    s = mt.apply(s, mt.Pass("Bob")).after  # Alice now has priority, in Bob's turn
    panel = panel_for(s)
    assert panel.stepper.state.priority == "Alice"
    panel.button("activate Jace Beleren +2").click()
    assert "main phase of your own turn" in panel.message.value
    assert "606.3" in rules_in(panel.message.value)


def test_a_spell_in_hand_without_mana_says_why_601_2g_2013_07() -> None:
    s = mt.build_game(["Alice", "Bob"], setup={"Alice": {"hand": ["Lightning Bolt"]}})
    panel = panel_for(s)
    panel.button("cast Lightning Bolt").click()
    assert "Not allowed." in panel.message.value
    assert rules_in(panel.message.value)
    assert len(panel.stepper.timeline) == 0


def test_306_7_redirect_choice_answered_by_button_2013_07() -> None:
    s = mt.build_game(["Alice", "Bob"], active="Bob", setup={
        "Alice": {"battlefield": ["Jace Beleren (loyalty 4)"]},
        "Bob": {"hand": ["Lightning Bolt"], "battlefield": ["Mountain"]}})
    panel = panel_for(s)
    panel.button("cast Lightning Bolt targeting Alice").click()
    panel.button("pass").click()
    panel.button("pass").click()
    assert "Bob must choose" in panel.header.value
    assert [b.description for b in panel.buttons] == ["redirect to Jace Beleren",
                                                     "don't redirect"]
    panel.button("redirect to Jace Beleren").click()
    st = panel.stepper.state
    assert st.player("Alice").life == 20 and st.battlefield[0].counter("loyalty") == 1
    assert "306.7" in rules_in(panel.message.value)


def test_306_7_redirection_gone_in_current_bolt_hits_alice() -> None:
    s = mt.build_game(["Alice", "Bob"], edition="current", active="Bob", setup={
        "Alice": {"battlefield": ["Jace Beleren (loyalty 4)"]},
        "Bob": {"hand": ["Lightning Bolt"], "battlefield": ["Mountain"]}})
    panel = panel_for(s)
    panel.button("cast Lightning Bolt targeting Alice").click()
    panel.button("pass").click()
    panel.button("pass").click()
    assert not any("redirect" in b.description for b in panel.buttons)
    assert panel.stepper.state.player("Alice").life == 17


def test_306_4_uniqueness_keep_choice_2013_07() -> None:
    s = mt.build_game(["Alice", "Bob"], setup={"Alice": {
        "hand": ["Chandra Ablaze"], "battlefield": ["Chandra Nalaar"] + ["Mountain"] * 6}})
    panel = panel_for(s)
    panel.button("cast Chandra Ablaze").click()
    panel.button("pass").click()
    panel.button("pass").click()
    assert sorted(b.description for b in panel.buttons) == ["keep Chandra Ablaze",
                                                           "keep Chandra Nalaar"]
    panel.button("keep Chandra Ablaze").click()
    names = [o.name for o in panel.stepper.state.battlefield if o.name.startswith("Chandra")]
    assert names == ["Chandra Ablaze"]
    assert {"306.4", "704.5j"} <= set(rules_in(panel.message.value))


def test_901_9_roll_button_shows_its_cost_and_a_refusal_when_unpaid_2013_07() -> None:
    s = mt.build_game(["Alice", "Bob"], setup={"Alice": {"library": ["Island"] * 3}},
                      planechase={"decks": {"Alice": ["Panopticon", "Fields of Summer"],
                                            "Bob": ["The Eon Fog"]}, "face up": "Panopticon"})
    panel = panel_for(s)
    assert panel.button("roll the planar die (costs {0})")
    panel.try_action(mt.RollPlanarDie("Alice", "blank"))
    assert panel.stepper.state.player("Alice").rolls == 1
    roll = panel.button("roll the planar die")  # no mana for the second roll
    assert roll.description == "roll the planar die (not now)"
    roll.click()
    assert "costs {1}" in panel.message.value and "901.9" in rules_in(panel.message.value)
    assert len(panel.stepper.timeline) == 1


def test_combat_declarations_are_buttons_508_1b_2013_07() -> None:
    s = mt.build_game(["Alice", "Bob"], active="Bob", step="declare attackers", setup={
        "Alice": {"battlefield": ["Jace Beleren"]}, "Bob": {"battlefield": ["Grizzly Bears"]}})
    panel = panel_for(s)
    labels = [b.description for b in panel.buttons]
    assert "no attacks" in labels and "attack with Grizzly Bears at Jace Beleren" in labels
    panel.button("attack with Grizzly Bears at Jace Beleren").click()
    assert panel.stepper.state.combat.attackers


def test_an_engine_exception_is_shown_in_the_widget(monkeypatch: pytest.MonkeyPatch) -> None:
    panel = panel_for(jace_state())

    def boom(*_a, **_k):
        raise RuntimeError("engine exploded")

    monkeypatch.setattr("magictutor.engine.timeline.apply", boom)
    panel.button("pass").click()
    assert "RuntimeError" in panel.message.value and "engine exploded" in panel.message.value
    assert len(panel.stepper.timeline) == 0
    monkeypatch.undo()
    panel.button("pass").click()  # the widget still works
    assert panel.stepper.state.priority == "Bob"


def test_a_broken_legal_action_list_is_shown_not_raised(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr("magictutor.widgets.actions.legal_actions",
                        lambda s: (_ for _ in ()).throw(KeyError("no such card")))
    panel = panel_for(jace_state())
    assert "KeyError" in panel.header.value and panel.buttons == []


def test_every_button_has_a_label_and_an_accessible_description() -> None:
    panel = panel_for(jace_state())
    for b in panel.buttons:
        assert b.description.strip() and b.tooltip.startswith("Alice: ") and not b.icon


def test_button_lookup_error_lists_the_buttons() -> None:
    panel = panel_for(jace_state())
    with pytest.raises(KeyError, match="the buttons are: pass"):
        panel.button("cast Nothing")


def test_game_over_leaves_no_buttons() -> None:
    panel = panel_for(jace_state())
    panel.try_action(mt.LeaveGame("Bob"))
    assert panel.buttons == [] and "The game is over" in panel.header.value


def test_601_2c_first_bolt_button_targets_an_opponent_and_no_label_repeats() -> None:
    import magictutor as mt
    from magictutor.widgets import ActionPanel, GameStepper

    s = mt.build_game(["Alice", "Bob"], setup={"Alice": {
        "hand": ["Lightning Bolt", "Island", "Island", "Hill Giant", "Hill Giant"],
        "battlefield": ["Mountain"]}})
    panel = ActionPanel(GameStepper(mt.Timeline(s)))
    labels = [b.description for b in panel.buttons]
    assert len(labels) == len(set(labels)), labels
    assert labels.count("play Island") == 1 and labels.count("cast Hill Giant (not now)") == 1
    bolts = [t for t in labels if t.startswith("cast Lightning Bolt")]
    assert bolts[0] == "cast Lightning Bolt targeting Bob"
    assert "cast Lightning Bolt targeting Alice" in bolts
    assert all("mt-action" in b._dom_classes for b in panel.buttons)  # wrap, never cut


def elspeth_state(*others: str) -> mt.GameState:
    return mt.build_game(["Alice", "Bob"], setup={
        "Alice": {"battlefield": ["Elspeth, Knight-Errant", *others]}})


def test_606_2_two_loyalty_abilities_of_one_cost_get_a_button_each_2013_07() -> None:
    panel = panel_for(elspeth_state("Grizzly Bears"))
    row = [b.description for b in panel.buttons if "Elspeth" in b.description]
    assert row == [
        "activate Elspeth, Knight-Errant +1 (ability 0) (You create a white 1/1 Soldier "
        "creature\u2026)",
        "activate Elspeth, Knight-Errant +1 (ability 1) targeting Grizzly Bears (Until end of "
        "turn, a target creature\u2026)",
        "activate Elspeth, Knight-Errant -8 (not now)"]
    assert [panel._actions[id(b)].ability for b in panel.buttons
            if "Elspeth" in b.description] == [0, 1, None]
    panel.button("activate Elspeth, Knight-Errant +1 (ability 1) targeting").click()
    stack = panel.stepper.state.stack
    assert [(o.name, o.ability) for o in stack] == [("Elspeth, Knight-Errant +1", 1)]


def test_601_2c_the_plus_one_with_no_target_is_not_now_beside_the_legal_one_2013_07() -> None:
    panel = panel_for(elspeth_state())  # no creature: only the token +1 can be activated
    token = panel.button("activate Elspeth, Knight-Errant +1 (ability 0) (You create")
    pump = panel.button("activate Elspeth, Knight-Errant +1 (ability 1) (Until end of turn")
    assert panel.allowed(token) and not panel.allowed(pump)
    assert pump.description.endswith("(not now)")
    before = panel.stepper.state
    pump.click()
    assert "601.2c" in rules_in(panel.message.value)
    assert "say which by its index" not in panel.message.value  # it named its ability
    assert panel.stepper.state is before
    token.click()
    assert panel.stepper.state.battlefield[0].counter("loyalty") == 5


def test_one_ability_of_its_cost_is_labelled_without_a_hint() -> None:
    from magictutor.widgets.labels import ability_hint

    s = jace_state()
    assert all(ability_hint(s, a) == "" for a in mt.legal_actions(s))
    assert ability_hint(s, mt.Activate("Alice", 1, "+2", ability=0)) == ""


def test_702_83a_unearth_sits_in_the_activated_abilities_row() -> None:
    """Unearth is an activated ability of a card in a graveyard (702.83a in 2013-07; 702.82a
    in 2011-09, 702.84a today), so
    its button belongs with the activated abilities, not under Priority."""
    from magictutor.model.actions import Unearth
    from magictutor.widgets.actions import _row_of

    assert _row_of(Unearth("Alice", 7)) == "Activated abilities"


@pytest.mark.parametrize("edition", ["2013-07", "current"])
def test_115_2_special_actions_share_a_row_that_cites_the_rule(edition: str) -> None:
    """Playing a land (115.2a) and rolling the planar die (115.2f; 116.2a and 116.2i today)
    are special actions: their buttons sit in one "Special actions" row, apart from casting
    and passing, and its heading cites the rule that lists them in the game's edition."""
    from magictutor.widgets.actions import SPECIAL

    s = mt.build_game(["Alice", "Bob"], edition=edition,
                      setup={"Alice": {"hand": ["Island", "Lightning Bolt"],
                                       "library": ["Island"] * 3}},
                      planechase={"decks": {"Alice": ["Panopticon", "Fields of Summer"],
                                            "Bob": ["The Eon Fog"]}, "face up": "Panopticon"})
    panel = panel_for(s)
    special = [b.description for b in panel._boxes[SPECIAL].children]
    assert special == ["play Island", "roll the planar die (costs {0})"]
    assert panel._rows[SPECIAL].layout.display is None
    cast = [b.description for b in panel._boxes["Cast a spell"].children]
    assert cast and all(d.startswith("cast Lightning Bolt") for d in cast)
    number = get_edition(edition).rule("priority.special_action")
    assert number == ("115.2" if edition == "2013-07" else "116.2")
    assert rules_in(panel._labels[SPECIAL].value) == [number]
    assert "no stack" in panel._labels[SPECIAL].value


def test_115_2_the_special_actions_heading_follows_an_edition_replay() -> None:
    """The same game replayed under today's rules: the heading's number changes from 115.2
    (2013-07) to 116.2 (current), and a row with no button is hidden."""
    from magictutor.widgets.actions import SPECIAL

    s = mt.build_game(["Alice", "Bob"], setup={"Alice": {"hand": ["Island"]}})
    panel = panel_for(s)
    assert rules_in(panel._labels[SPECIAL].value) == ["115.2"]
    assert panel._rows["Combat"].layout.display == "none"
    replayed, refused = panel.stepper.timeline.replay("current")
    assert refused is None
    panel.stepper.set_timeline(replayed)
    assert rules_in(panel._labels[SPECIAL].value) == ["116.2"]


def test_606_3_a_refusals_rule_numbers_are_read_apart() -> None:
    """Two rule chips side by side are separated by a space, so a screen reader (and a copy
    of the text) reads "306.5d 606.3", not one number "306.5d606.3"."""
    import re

    panel = panel_for(jace_state())
    panel.button("activate Jace Beleren +2").click()
    panel.button("pass").click()
    panel.button("pass").click()
    panel.button("activate Jace Beleren -1").click()
    text = re.sub(r"<[^>]+>", "", panel.message.value.split("</style>")[-1])
    cited = rules_in(panel.message.value)
    assert len(cited) >= 2 and " ".join(cited) in text
