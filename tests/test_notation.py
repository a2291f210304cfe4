"""The text notation (issue 2): reading actions, naming objects, writing them back, and the
``resolve`` / ``advance to`` macros. Edition 2013-07 unless a test says otherwise."""

from __future__ import annotations

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from test_editions import assert_cites_exist

import magictutor as mt
from magictutor.model.actions import (
    Activate,
    AssignDamage,
    Cast,
    Choose,
    DeclareAttackers,
    DeclareBlockers,
    LeaveGame,
    Pass,
    PlayLand,
    RollPlanarDie,
)
from magictutor.scenarios.names import Namer
from magictutor.scenarios.notation import (
    AdvanceTo,
    NotationError,
    Resolve,
    advance_to,
    check_syntax,
    format_action,
    parse_action,
    parse_command,
    resolve,
    run_command,
)
from magictutor.scenarios.notation_read import _items


def game(active: str = "Alice", step: str = "precombat main", **setup) -> mt.GameState:
    return mt.build_game(["Alice", "Bob"], active=active, step=step, setup=setup)


def ids(s: mt.GameState, name: str) -> list[int]:
    return [o.id for o in sorted(s.objects.values(), key=lambda o: o.id) if o.name == name]


BOLT = {"Bob": {"hand": ["Lightning Bolt"], "battlefield": ["Mountain"]},
        "Alice": {"battlefield": ["Jace Beleren (loyalty 4)", "Grizzly Bears"]}}


# --- reading every command -----------------------------------------------------------------
def test_cast_with_targets_and_round_trip():
    s = game("Bob", **BOLT)
    a = parse_action(s, "Bob: cast Lightning Bolt targeting Grizzly Bears")
    assert a == Cast("Bob", ids(s, "Lightning Bolt")[0], (ids(s, "Grizzly Bears")[0],))
    assert format_action(s, a) == "Bob: cast Lightning Bolt targeting Grizzly Bears"


def test_names_and_verbs_ignore_case_and_extra_spaces():
    s = game("Bob", **BOLT)
    a = parse_action(s, "bob:   CAST lightning bolt   targeting alice")
    assert a == Cast("Bob", ids(s, "Lightning Bolt")[0], ("Alice",))


def test_activate_costs_plus_minus_zero_and_x():
    s = game(Alice={"battlefield": ["Jace Beleren", "Chandra Nalaar"]}, Bob={
        "battlefield": ["Grizzly Bears"]})
    jace, chandra, bears = ids(s, "Jace Beleren")[0], ids(s, "Chandra Nalaar")[0], \
        ids(s, "Grizzly Bears")[0]
    assert parse_action(s, "Alice: activate Jace Beleren +2") == Activate("Alice", jace, "+2")
    for minus in ("-1", "\u22121", "\u20131"):
        a = parse_action(s, f"Alice: activate Jace Beleren {minus} targeting Bob")
        assert a == Activate("Alice", jace, "-1", ("Bob",))
    a = parse_action(s, "Alice: activate Chandra Nalaar -X targeting Grizzly Bears with X=2")
    assert a == Activate("Alice", chandra, "-X", (bears,), 2)
    assert format_action(s, a) == \
        "Alice: activate Chandra Nalaar -X targeting Grizzly Bears with X=2"


def test_play_pass_leave_and_roll():
    s = game(Alice={"hand": ["Island"]})
    assert parse_action(s, "Alice: play Island") == PlayLand("Alice", ids(s, "Island")[0])
    assert parse_action(s, "Alice: pass") == Pass("Alice")
    assert parse_action(s, "Bob: leave the game") == LeaveGame("Bob")
    assert parse_action(s, "Alice: roll the planar die") == RollPlanarDie("Alice")
    assert parse_action(s, "Alice: roll the planar die: Chaos") == RollPlanarDie("Alice", "chaos")
    with pytest.raises(NotationError, match="no face 'spiral'"):
        parse_action(s, "Alice: roll the planar die: spiral")


def test_attack_block_and_assign():
    s = game("Bob", "declare attackers", Alice={"battlefield": ["Jace Beleren", "Grizzly Bears"]},
             Bob={"battlefield": ["Hill Giant", "Grizzly Bears"]})
    giant, (a_bears, b_bears), jace = ids(s, "Hill Giant")[0], ids(s, "Grizzly Bears"), \
        ids(s, "Jace Beleren")[0]
    a = parse_action(s, "Bob: attack with Hill Giant at Jace Beleren, Grizzly Bears at Alice")
    assert a == DeclareAttackers("Bob", ((giant, jace), (b_bears, "Alice")))
    assert parse_action(s, "Bob: no attacks") == DeclareAttackers("Bob", ())
    s = mt.apply(s, a).after
    s = advance_to(s, "declare blockers")[-1].after
    b = parse_action(s, "Alice: block Hill Giant with Grizzly Bears")
    assert b == DeclareBlockers("Alice", ((a_bears, giant),))
    assert format_action(s, b) == "Alice: block Hill Giant with Grizzly Bears"
    assert parse_action(s, "Alice: no blocks") == DeclareBlockers("Alice", ())
    s = mt.apply(s, b).after
    c = parse_action(s, "Bob: assign 2 to Grizzly Bears (Alice), 1 to Jace Beleren")
    assert c == AssignDamage("Bob", giant, ((a_bears, 2), (jace, 1)))
    assert parse_action(s, format_action(s, c)) == c


def test_assign_names_the_attacker_with_from_when_two_could_be_meant():
    s = game("Bob", "declare attackers", Alice={"battlefield": ["Jace Beleren"]},
             Bob={"battlefield": ["Hill Giant", "Grizzly Bears"]})
    giant, bears, jace = ids(s, "Hill Giant")[0], ids(s, "Grizzly Bears")[0], \
        ids(s, "Jace Beleren")[0]
    s = run_command(s, "Bob: attack with Hill Giant at Jace Beleren, Grizzly Bears at Jace "
                    "Beleren")[-1].after
    s = advance_to(s, "declare blockers")[-1].after
    with pytest.raises(NotationError, match="from ATTACKER"):
        parse_action(s, "Bob: assign 3 to Jace Beleren")
    a = parse_action(s, "Bob: assign 3 to Jace Beleren from Hill Giant")
    assert a == AssignDamage("Bob", giant, ((jace, 3),))
    assert format_action(s, a) == "Bob: assign 3 to Jace Beleren from Hill Giant"
    assert bears


def test_choices_redirect_keep_apply_choose():
    s = game("Bob", **BOLT)
    s = run_command(s, "Bob: cast Lightning Bolt targeting Alice")[-1].after
    s = resolve(s)[-1].after
    jace = ids(s, "Jace Beleren")[0]
    assert s.pending is not None and s.pending.kind == "redirect"
    assert parse_action(s, "Bob: redirect to Jace Beleren") == Choose("Bob", jace)
    assert parse_action(s, "Bob: don't redirect") == Choose("Bob", "no")
    assert parse_action(s, "Bob: don\u2019t redirect") == Choose("Bob", "no")
    assert format_action(s, Choose("Bob", "no")) == "Bob: don't redirect"
    assert format_action(s, Choose("Bob", jace)) == "Bob: redirect to Jace Beleren"
    assert parse_action(s, "Bob: choose no") == Choose("Bob", "no")
    with pytest.raises(NotationError, match="not one of the options"):
        parse_action(s, "Bob: choose maybe")
    assert parse_action(s, "Alice: apply redirection first") == Choose("Alice", "redirection")


def test_704_5j_keep_names_the_planeswalker_to_keep_2013():
    s = game(Alice={"hand": ["Chandra Ablaze"], "battlefield": ["Chandra Nalaar"] + 6 * [
        "Mountain"]})
    s = run_command(s, "Alice: cast Chandra Ablaze")[-1].after
    s = resolve(s)[-1].after
    a = parse_action(s, "Alice: keep Chandra Ablaze")
    assert a == Choose("Alice", ids(s, "Chandra Ablaze")[0])
    assert format_action(s, a) == "Alice: keep Chandra Ablaze"


# --- naming ------------------------------------------------------------------------------------
def test_owner_and_number_tell_objects_apart():
    s = game(Alice={"battlefield": ["Grizzly Bears", "Grizzly Bears (tapped)"]},
             Bob={"battlefield": ["Grizzly Bears"]})
    a1, a2, b1 = ids(s, "Grizzly Bears")
    names = Namer(s)
    assert names.find("Grizzly Bears (Bob)", [s.battlefield]).id == b1
    assert names.find("Grizzly Bears #2", [s.battlefield]).id == a2
    assert names.find("Grizzly Bears #1 (Alice)", [s.battlefield]).id == a1
    assert names.find("Grizzly Bears (Alice) #1", [s.battlefield]).id == a1
    with pytest.raises(NotationError) as err:
        names.find("Grizzly Bears", [s.battlefield])
    assert "Grizzly Bears #2 (Alice) (battlefield, tapped)" in str(err.value)
    with pytest.raises(NotationError, match="unknown player 'Carol'"):
        names.find("Grizzly Bears (Carol)", [s.battlefield])


def test_same_card_in_the_same_zone_and_state_any_will_do():
    s = game(Alice={"hand": ["Shock", "Shock"], "battlefield": ["Mountain"]})
    a = parse_action(s, "Alice: cast Shock targeting Bob")
    assert a.card in ids(s, "Shock")
    assert format_action(s, a) == "Alice: cast Shock targeting Bob"


def test_numbers_count_in_file_order_not_creation_order():
    """A scenario lists the battlefield before the hand: the battlefield copy is #1."""
    from magictutor.scenarios.scenario import build, load_scenario

    sc = load_scenario("title: t\nplayers: [Alice, Bob]\nsetup:\n  Alice:\n"
                       "    battlefield: [Grizzly Bears]\n    hand: [Grizzly Bears]\n"
                       "steps: []\n")
    s = build(sc)
    first = Namer(s).find("Grizzly Bears #1", [list(s.objects.values())])
    assert first.zone == "battlefield"
    assert Namer(s).find("Grizzly Bears #2", [list(s.objects.values())]).zone == "hand"


def test_a_command_looks_first_among_the_objects_it_can_act_on():
    """Jace Beleren in Alice's hand and on Bob's battlefield: casting means the one in hand."""
    s = game(Alice={"hand": ["Jace Beleren"]}, Bob={"battlefield": ["Jace Beleren"]})
    hand_jace = s.hand("Alice")[0].id
    assert parse_action(s, "Alice: cast Jace Beleren").card == hand_jace
    assert parse_action(s, "Bob: activate Jace Beleren +2").source != hand_jace


def test_commas_inside_names_are_read_as_one_item():
    def one(text: str) -> str:
        if text in ("Elspeth, Knight-Errant", "Alice"):
            return text
        raise NotationError(f"unknown {text!r}")

    assert _items("Elspeth, Knight-Errant, Alice", one) == ["Elspeth, Knight-Errant", "Alice"]
    with pytest.raises(NotationError, match="unknown 'Nobody'"):
        _items("Alice, Nobody", one)


# --- parse errors are not legality errors ----------------------------------------------------
@pytest.mark.parametrize("text, message, hint", [
    ("Bob: cast Lightning Blot targeting Alice", "unknown card 'Lightning Blot'", "Lightning Bolt"),
    ("Bobb: pass", "unknown player 'Bobb'", "Bob"),
    ("Bob: cats Lightning Bolt", "unknown command", "cast CARD"),
    ("all: advance to the combat damage", "unknown step", "combat damage"),
    ("Bob pass", "NAME: COMMAND", None),
    ("all: pass", "'all:' is only for", None),
    ("Bob: resolve", "written for all players", None),
    ("Bob: cast Lightning Bolt targeting Carol", "unknown card 'Carol'", None),
])
def test_parse_errors_name_the_problem_and_the_closest_words(text, message, hint):
    s = game("Bob", **BOLT)
    with pytest.raises(NotationError) as err:
        parse_command(s, text)
    assert message in str(err.value)
    if hint:
        assert hint in str(err.value)


def test_a_card_that_is_elsewhere_is_refused_by_the_rules_not_the_parser():
    s = game("Bob", Bob={"graveyard": ["Lightning Bolt"], "battlefield": ["Mountain"]})
    a = parse_action(s, "Bob: cast Lightning Bolt targeting Alice")
    with pytest.raises(mt.IllegalActionError) as err:
        run_command(s, "Bob: cast Lightning Bolt targeting Alice")
    assert err.value.rules == ("601.2",) and isinstance(a, Cast)


def test_syntax_is_checked_without_a_game():
    check_syntax("all: advance to next turn", ["Alice", "Bob"])
    with pytest.raises(NotationError, match="unknown player"):
        check_syntax("Carol: pass", ["Alice", "Bob"])


def test_macros_are_not_single_actions():
    s = game()
    assert parse_command(s, "all: resolve") == Resolve()
    assert parse_command(s, "all: advance to next turn") == AdvanceTo("next turn")
    with pytest.raises(NotationError, match="sequence of passes"):
        parse_action(s, "all: resolve")


# --- macros --------------------------------------------------------------------------------------
def test_116_4_resolve_passes_until_the_top_object_resolved():
    s = game("Bob", **BOLT)
    s = run_command(s, "Bob: cast Lightning Bolt targeting Grizzly Bears")[-1].after
    steps = resolve(s)
    assert [type(st.action) for st in steps] == [Pass, Pass]
    assert not steps[-1].after.stack
    assert_cites_exist("2013-07", [r for st in steps for e in st.events for r in e.rules])


def test_306_7_resolve_stops_where_the_redirection_choice_waits():
    s = game("Bob", **BOLT)
    s = run_command(s, "Bob: cast Lightning Bolt targeting Alice")[-1].after
    after = resolve(s)[-1].after
    assert after.pending is not None and after.pending.player == "Bob"
    with pytest.raises(mt.IllegalActionError, match="waiting for Bob"):
        resolve(after)


def test_405_5_resolve_on_an_empty_stack_is_refused_and_cites_the_stack_rule():
    with pytest.raises(mt.IllegalActionError) as err:
        resolve(game())
    assert err.value.rules == ("405.5",)


def test_advance_to_a_later_step_this_turn_and_an_earlier_one_next_turn():
    s = game(Alice={"library": ["Island"] * 3}, Bob={"library": ["Island"] * 3})
    end = advance_to(s, "end")[-1].after
    assert (end.turn, end.step) == (1, "end")
    upkeep = advance_to(end, "upkeep")[-1].after
    assert (upkeep.turn, upkeep.step, upkeep.active) == (2, "upkeep", "Bob")
    main = advance_to(upkeep, "next turn")[-1].after
    assert (main.turn, main.step, main.active) == (3, "precombat main", "Alice")
    assert advance_to(main, "precombat main") == []


def test_508_1_advance_stops_where_attackers_must_be_declared():
    s = game("Bob", Bob={"battlefield": ["Grizzly Bears"]})
    s = advance_to(s, "end")[-1].after
    assert s.step == "declare attackers" and s.pending.kind == "attackers"
    with pytest.raises(mt.IllegalActionError, match="waiting for Bob"):
        advance_to(s, "end")


def test_508_8_a_skipped_step_counts_as_reached_at_the_next_one():
    s = game("Bob", Bob={"battlefield": ["Grizzly Bears"]})
    s = advance_to(s, "declare attackers")[-1].after
    s = run_command(s, "Bob: no attacks")[-1].after
    s = advance_to(s, "declare blockers")[-1].after
    assert s.step == "end of combat"


# --- round trips -------------------------------------------------------------------------------
SETUPS = [
    dict(active="Bob", **BOLT),
    dict(active="Alice", Alice={"hand": ["Chandra Ablaze", "Shock", "Shock", "Mountain"],
                                "battlefield": ["Chandra Nalaar"] + ["Mountain"] * 6,
                                "library": ["Island"] * 5},
         Bob={"battlefield": ["Grizzly Bears", "Grizzly Bears", "Jace Beleren"],
              "library": ["Island"] * 5}),
    dict(active="Bob", Alice={"battlefield": ["Jace Beleren", "Grizzly Bears"],
                              "library": ["Island"] * 5},
         Bob={"battlefield": ["Grizzly Bears", "Grizzly Bears (tapped)"],
              "library": ["Island"] * 5}),
    dict(active="Bob", step="declare attackers",
         Alice={"battlefield": ["Jace Beleren", "Chandra Nalaar", "Grizzly Bears", "Hill Giant"],
                "library": ["Island"] * 5, "hand": ["Lightning Bolt"]},
         Bob={"battlefield": ["Colossal Dreadmaw", "Grizzly Bears", "Hellrider", "Mountain"],
              "library": ["Island"] * 5, "hand": ["Shock"]}),
]


@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.sampled_from(range(len(SETUPS))), st.lists(st.integers(0, 10_000), max_size=25))
def test_format_then_parse_gives_the_same_action_back(which, picks):
    """For every legal action met on random walks, parse_action(format_action(a)) is a
    (or an action on an object just like a's)."""
    kw = dict(SETUPS[which])
    active, step = kw.pop("active"), kw.pop("step", "precombat main")
    s = game(active, step, **kw)
    for pick in picks:
        actions = mt.legal_actions(s)
        if not actions:
            break
        for a in actions:
            text = format_action(s, a)
            back = parse_action(s, text)
            assert format_action(s, back) == text, (a, back)
            assert type(back) is type(a) and back.player == a.player
        s = mt.apply(s, actions[pick % len(actions)]).after


def test_a_target_is_looked_for_on_the_battlefield_before_the_hand():
    """Jace Beleren on the battlefield and another in Alice's hand: Bob's Hero's Downfall
    targets the permanent, not the card in hand (2013-07)."""
    s = game("Bob", Alice={"hand": ["Jace Beleren"], "battlefield": ["Jace Beleren"]},
             Bob={"hand": ["Hero's Downfall"], "battlefield": ["Swamp"] * 3})
    a = parse_action(s, "Bob: cast Hero's Downfall targeting Jace Beleren")
    assert s.objects[a.targets[0]].zone == "battlefield"
    assert format_action(s, a) == "Bob: cast Hero's Downfall targeting Jace Beleren"


def test_choose_looks_among_the_options_first():
    """Chandra Ablaze's +1 asks which card to discard; 'choose Mountain' means the Mountain
    in hand, not one of the Mountains on the battlefield (2013-07)."""
    s = game(Alice={"hand": ["Mountain", "Shock"], "battlefield": ["Chandra Ablaze", "Mountain"]})
    s = run_command(s, "Alice: activate Chandra Ablaze +1 targeting Bob")[-1].after
    s = resolve(s)[-1].after
    assert s.pending is not None and s.pending.kind == "option"
    a = parse_action(s, "Alice: choose Mountain")
    assert s.objects[a.option].zone == "hand"
    assert format_action(s, a) == "Alice: choose Mountain"


@pytest.mark.parametrize("edition", ["2011-09", "2013-07", "2017-09", "current"])
def test_606_3_two_loyalty_abilities_of_one_cost_are_written_and_read_with_their_index(edition):
    """Elspeth, Knight-Errant has two +1 abilities (606.3: one loyalty ability a turn, each
    named by its index on the card): each one legal_actions offers is written with
    "(ability N)" and reads back as the same action, and the plain "+1" is refused as
    ambiguous, changing nothing."""
    s = mt.build_game(["Alice", "Bob"], active="Alice", edition=edition, setup={
        "Alice": {"battlefield": ["Elspeth, Knight-Errant", "Plains", "Grizzly Bears"]}})
    offered = [a for a in mt.legal_actions(s) if isinstance(a, mt.Activate)]
    assert sorted(a.ability for a in offered) == [0, 1]
    for a in offered:
        text = format_action(s, a)
        assert f"+1 (ability {a.ability})" in text
        assert parse_action(s, text) == a and mt.is_legal(s, a)
    plain = parse_action(s, "Alice: activate Elspeth, Knight-Errant +1")
    assert plain.ability is None and not mt.is_legal(s, plain)
    with pytest.raises(mt.IllegalActionError, match="ability 0"):
        mt.apply(s, plain)
