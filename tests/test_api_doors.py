"""The Python API as a door (``import magictutor as mt``): every public call given a value of
the wrong type or shape, or an absurd number, is refused with an error of the kit's family
(:class:`magictutor.MagictutorError`; a wrong type is an ``ArgumentError``, also a
``TypeError``) that names the call and the argument, and changes nothing. Found by fuzzing the
API with odd values (``tests/fuzz/api.py``); the last tests are what the random-games campaign
found in the engine itself (a single planar deck)."""

from __future__ import annotations

import json
import math
import sys
from dataclasses import replace
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

import magictutor as mt
from magictutor.engine.shadow import shadow_apply
from magictutor.engine.timeline import Timeline
from magictutor.errors import ArgumentError, OutOfRange

sys.path.insert(0, str(Path(__file__).resolve().parent))

from fuzz import api  # noqa: E402


def _game() -> mt.GameState:
    return mt.build_game(["Alice", "Bob"], setup={"Alice": {"battlefield": ["Jace Beleren"]}})


# --- the game makers ---------------------------------------------------------------------------
@pytest.mark.parametrize("players", ["AB", "Alice", b"AB", {"Alice": 1}, None, 3])
def test_103_1_players_are_a_list_of_names_not_a_text_whose_letters_would_each_play(players):
    with pytest.raises(ArgumentError, match=r"build_game\(players\): a list of the players"):
        mt.build_game(players)


@pytest.mark.parametrize("kw, words", [
    ({"setup": "Alice"}, "a mapping of each player"),
    ({"setup": {"Alice": []}}, "'Alice' maps to a mapping"),
    ({"setup": {"Alice": {"life": math.nan}}}, "Alice's life is a whole number, not nan"),
    ({"setup": {"Alice": {"life": True}}}, "Alice's life is a whole number, not True"),
    ({"setup": {"Alice": {"hand": "Shock"}}}, "Alice's hand is a list of card names"),
    ({"setup": {"Alice": {"battlefield": [None]}}}, "a name or a mapping with a name"),
    ({"setup": {"Alice": {"battlefield": [{"name": 3}]}}}, "a permanent's name is text"),
    ({"setup": {"Alice": {"mana": 5}}}, "Alice's mana is text"),
    ({"planechase": "Bob"}, r"planechase=\.\.\.\): a mapping"),
    ({"planechase": {"decks": {"Alice": "Tazeem"}}}, "Alice's planar deck is a list"),
    ({"planechase": {"face up": 3}}, "face up is a list of card names"),
    ({"seed": 1.5}, r"seed=\.\.\.\): a whole number, not 1.5"),
    ({"turn": math.inf}, r"turn=\.\.\.\): a whole number, not inf"),
    ({"step": ["upkeep"]}, "a step's name"),
    ({"active": 0}, "a player's name, not 0"),
])
def test_103_1_a_build_game_argument_of_the_wrong_shape_is_refused_naming_it(kw, words):
    with pytest.raises(ArgumentError, match=words):
        mt.build_game(["Alice", "Bob"], **kw)


@pytest.mark.parametrize("kw, words", [
    ({"seed": 10 ** 100}, "a seed of at most 100 digits"),
    ({"turn": 0}, "turn must be from 1"),
    ({"setup": {"Alice": {"library": ["Island"] * 1001}}}, "at most 1,000"),
])
def test_103_1_an_absurd_number_in_build_game_is_refused_within_the_kits_limits(kw, words):
    with pytest.raises(mt.SetupError, match=words):
        mt.build_game(["Alice", "Bob"], **kw)


@pytest.mark.parametrize("edition", ["precombat main", "", "x" * 10_000, None.__class__, [],
                                     {"a": 1}, 2013, math.nan])
def test_an_unknown_edition_is_refused_in_the_family_and_shown_cut_short(edition):
    with pytest.raises(mt.MagictutorError) as info:
        mt.get_edition(edition)
    assert len(str(info.value)) < 200
    with pytest.raises(mt.MagictutorError):
        mt.build_game(["Alice", "Bob"], edition=edition)


def test_an_unknown_deck_is_refused_in_the_family_and_still_a_key_error():
    with pytest.raises(mt.MagictutorError, match="unknown deck 'Alice'") as info:
        mt.new_game(decks=["Alice", "Bob"])
    assert isinstance(info.value, KeyError)


@pytest.mark.parametrize("kw, kind", [
    ({"players": "AB"}, ArgumentError), ({"decks": 5}, ArgumentError),
    ({"hand_size": None}, ArgumentError), ({"hand_size": 10 ** 9}, mt.SetupError),
    ({"planechase": "yes"}, ArgumentError), ({"edition": ["current"]}, ArgumentError),
    ({"seed": "1"}, ArgumentError),
])
def test_a_new_game_argument_of_the_wrong_shape_is_refused(kw, kind):
    with pytest.raises(kind):
        mt.new_game(**kw)


@pytest.mark.parametrize("args, kw, kind", [
    ((math.inf,), {}, ArgumentError), ((10 ** 100,), {}, mt.SetupError),
    (("3",), {}, ArgumentError),
    ((1,), {"policy": "clever"}, mt.SetupError), ((1,), {"policy": 5}, ArgumentError),
    ((1,), {"seed": [1]}, ArgumentError), ((1,), {"players": "AB"}, ArgumentError),
    ((1,), {"planechase": 3}, ArgumentError), ((1,), {"max_turns": 1.5}, ArgumentError),
])
def test_a_simulate_argument_of_the_wrong_shape_is_refused_before_any_game(args, kw, kind):
    with pytest.raises(kind):
        mt.simulate(*args, progress=False, **kw)


# --- the verbs on a state ----------------------------------------------------------------------
@pytest.mark.parametrize("value", [None, "state", {"turn": 1}, 3])
def test_the_verbs_on_a_state_refuse_what_is_not_a_state_naming_the_call(value):
    calls = {"apply": lambda: mt.apply(value, mt.Pass("Alice")),
             "check": lambda: mt.check(value, mt.Pass("Alice")),
             "legal_actions": lambda: mt.legal_actions(value),
             "current_player": lambda: mt.current_player(value),
             "state_text": lambda: mt.state_text(value),
             "state_html": lambda: mt.state_html(value),
             "format_action": lambda: mt.format_action(value, mt.Pass("Alice")),
             "Timeline": lambda: Timeline(value)}
    for name, call in calls.items():
        with pytest.raises(ArgumentError, match=rf"{name}\((state|initial)"):
            call()


def test_a_timeline_passed_for_a_state_is_told_to_use_its_state():
    with pytest.raises(ArgumentError, match=r"its \.state is one"):
        mt.legal_actions(Timeline(_game()))


def test_format_action_refuses_what_is_not_an_action():
    with pytest.raises(ArgumentError, match="an action"):
        mt.format_action(_game(), "Alice: pass")


@pytest.mark.parametrize("edition", ["2014", ["current"], 3, "x" * 5000])
def test_run_scenario_under_an_unknown_edition_is_refused_in_the_family(edition):
    sc = mt.load_scenario(Path(mt.__file__).parent / "scenarios" / "bolt-redirected.yaml")
    with pytest.raises(mt.MagictutorError, match="unknown edition") as info:
        mt.run_scenario(sc, edition)
    assert len(str(info.value)) < 200


@pytest.mark.parametrize("scenario", [None, "bolt-redirected.yaml", {"title": "x"}])
def test_run_scenario_refuses_what_is_not_a_loaded_scenario(scenario):
    with pytest.raises(ArgumentError, match="a scenario .from load_scenario."):
        mt.run_scenario(scenario)


# --- timelines -----------------------------------------------------------------------------------
@pytest.mark.parametrize("index", [True, False, -0.0, 0.0, 1.5, math.nan, "1", None])
def test_goto_with_a_non_number_refuses_and_keeps_the_cursor(index):
    t = Timeline(_game())
    t.apply(mt.Pass("Alice"))
    with pytest.raises(ArgumentError, match=r"goto\(index\): a whole number"):
        t.goto(index)
    assert t.cursor == 1 and type(t.cursor) is int
    with pytest.raises(ArgumentError):
        t.state_at(index)


@pytest.mark.parametrize("index", [2, -3, 10 ** 100])
def test_goto_past_the_ends_is_an_index_error_of_the_family(index):
    t = Timeline(_game())
    t.apply(mt.Pass("Alice"))
    with pytest.raises(OutOfRange) as info:
        t.goto(index)
    assert isinstance(info.value, IndexError) and len(str(info.value)) < 100
    assert t.cursor == 1


@pytest.mark.parametrize("steps", ["ab", [1, 2], 5])
def test_a_timeline_of_steps_that_are_not_steps_is_refused(steps):
    with pytest.raises(ArgumentError, match="steps"):
        Timeline(_game(), steps)


@pytest.mark.parametrize("path", [None, 3, b"x.json", "bad\x00name.json", "\ud800.json"])
def test_timeline_load_of_a_path_that_is_no_path_is_a_save_format_error(path):
    with pytest.raises(mt.MagictutorError):
        Timeline.load(path)


def test_timeline_load_of_a_directory_is_a_save_format_error(tmp_path):
    with pytest.raises(mt.SaveFormatError, match="is a folder, not a saved game"):
        Timeline.load(tmp_path)


# --- the fuzzer ----------------------------------------------------------------------------------
@settings(max_examples=150, deadline=None, derandomize=True,
          suppress_health_check=list(HealthCheck))
@given(seed=st.integers(0, 2 ** 32))
def test_any_odd_value_given_to_the_api_is_refused_in_the_family(seed):
    bad = api.run_calls(seed, rounds=1)
    assert not bad, bad


# --- what the random games found -------------------------------------------------------------
SINGLE = {"single deck": ["Pools of Becoming", "Stronghold Furnace", "Tazeem", "Panopticon",
                          "Agyrem"]}


def _pools_chaos() -> Timeline:
    t = Timeline(mt.build_game(["Alice", "Bob"], planechase=SINGLE))
    for a in (mt.RollPlanarDie("Alice", force="chaos"), mt.Pass("Alice"), mt.Pass("Bob")):
        t.apply(a)
    return t


def test_901_15c_pools_of_becoming_orders_the_single_planar_decks_cards_to_its_bottom():
    t = _pools_chaos()
    assert t.state.pending is not None  # (which card goes to the bottom first)
    while t.state.pending is not None:
        t.extend([shadow_apply(t.state, mt.legal_actions(t.state)[0])])
    names = [o.name for o in t.state.stack]
    assert sorted(names) == ["Panopticon chaos", "Stronghold Furnace chaos", "Tazeem chaos"]


def test_901_15a_a_game_with_the_single_planar_deck_saves_and_loads_back():
    t = _pools_chaos()
    back = Timeline.from_json(t.to_json())
    assert back.state == t.state and back.to_json() == t.to_json()


def test_a_save_with_a_single_deck_zone_in_a_game_of_own_decks_is_still_refused():
    t = Timeline(mt.build_game(["Alice", "Bob"], planechase={"decks": {"Alice": ["Tazeem"]}}))
    data = json.loads(t.to_json())
    text = json.dumps(data).replace('"planar:Alice"', '"planar:shared"')
    with pytest.raises(mt.SaveFormatError, match="'planar:shared' is not a zone of this game"):
        Timeline.from_json(text)


# --- files that are no regular files, names the system refuses --------------------------------
def _fifo(tmp_path: Path) -> Path:
    import os

    fifo = tmp_path / "pipe.yaml"
    os.mkfifo(fifo)
    return fifo


@pytest.mark.parametrize("kind", ["fifo", "device"])
def test_a_pipe_or_a_device_given_as_a_scenario_is_refused_without_reading_it(tmp_path, kind):
    # (before: a named pipe waited for a writer forever, /dev/zero was read until memory ran out)
    path = _fifo(tmp_path) if kind == "fifo" else Path("/dev/zero")
    with pytest.raises(mt.ScenarioError, match="not a regular file"):
        mt.load_scenario(path)
    with pytest.raises(mt.SaveFormatError, match="not a regular file"):
        Timeline.load(path)
    from magictutor.yamlio import DataFileError, load_yaml_file

    with pytest.raises(DataFileError, match="not a regular file"):
        load_yaml_file(path)


def test_check_of_a_pipe_and_of_a_name_too_long_reports_each_as_invalid(tmp_path, capsys):
    from magictutor import cli

    assert cli.main(["check", str(_fifo(tmp_path)), "x" * 5000]) == 2
    out = capsys.readouterr().out
    assert "not a regular file" in out and "2 scenarios: 0 passed, 0 failed, 2 invalid" in out


def test_check_of_a_symbolic_link_loop_says_it_cannot_be_read_not_that_it_is_missing(
        tmp_path, capsys):
    from magictutor import cli

    loop = tmp_path / "loop.yaml"
    loop.symlink_to(loop)
    assert cli.main(["check", str(loop)]) == 2
    out = capsys.readouterr().out
    assert "symbolic links" in out and "no such file" not in out, out
    assert "1 scenario: 0 passed, 0 failed, 1 invalid" in out


def test_a_save_larger_than_the_limit_is_not_read_past_it(tmp_path, monkeypatch):
    from magictutor.engine import timeline

    monkeypatch.setattr(timeline, "MAX_SAVE_BYTES", 100)
    path = tmp_path / "big.json"
    path.write_text(Timeline(_game()).to_json(), encoding="utf-8")
    with pytest.raises(mt.SaveFormatError, match="larger than 100 bytes"):
        Timeline.load(path)


def test_a_bare_value_in_a_card_file_is_refused_with_its_line():
    from magictutor.cards import add_card_file
    from magictutor.yamlio import DataFileError

    text = "- name: Fuzz Spark\n  types: [Instant]\n- just a text\n"
    with pytest.raises(DataFileError, match=r"mine.yaml, line 3: a card needs a name"):
        add_card_file(text, "mine.yaml")


def test_a_card_file_error_shows_a_huge_name_cut_short():
    from magictutor.cards import add_card_file
    from magictutor.yamlio import DataFileError

    with pytest.raises(DataFileError, match=r"\(5000 characters\): unknown key 'typo'") as info:
        add_card_file("- name: " + "Q" * 5000 + "\n  typo: [Instant]\n", "mine.yaml")
    assert len(str(info.value)) < 300


# --- random games through the public API ------------------------------------------------------
@settings(max_examples=8, deadline=None, derandomize=True,
          suppress_health_check=list(HealthCheck))
@given(seed=st.integers(0, 2 ** 32))
def test_random_games_in_every_edition_keep_the_invariants_at_every_step(seed):
    from collections import Counter
    from random import Random

    from fuzz import games

    games.game(Random(seed), Counter(), max_steps=30)


def test_the_random_game_that_found_the_single_deck_crash_plays_through():
    from collections import Counter
    from random import Random

    from fuzz import games

    stats: Counter = Counter()
    games.game(Random(1000164), stats, max_steps=80)  # (Pools of Becoming, single deck)
    assert stats["games"] == 1


def test_608_2_an_action_refused_while_a_choice_waits_cites_a_rule_even_for_an_uncited_choice():
    # (The Maelstrom's "put it onto the battlefield?" names no rule of its own; a refusal
    # must still say which rule forbids the action)
    t = Timeline(mt.build_game(["Alice", "Bob"], setup={"Alice": {"library": [
        "Grizzly Bears", "Island"]}}, planechase={"decks": {"Alice": ["Tazeem", "The Maelstrom"]}}))
    t.apply(mt.RollPlanarDie("Alice", force="planeswalk"))
    for _ in range(8):
        pending = t.state.pending
        if pending is not None and "onto the battlefield" in pending.prompt:
            break
        t.apply(mt.Choose("Alice", "yes") if pending else mt.Pass(t.state.priority))
    assert t.state.pending is not None and "608.2d" in t.state.pending.rules
    # (the kit's choices all cite rules now: one that didn't is made here, as a user's own
    # effect might; a pass, and another player's answer, are still refused with a rule)
    s = replace(t.state, pending=replace(t.state.pending, rules=()))
    for act in (mt.Pass("Alice"), mt.Choose("Bob", "yes"), mt.Choose("Alice", "maybe")):
        with pytest.raises(mt.IllegalActionError) as info:
            mt.apply(s, act)
        assert all(rules for rules, _ in info.value.violations) and "608.2" in info.value.rules


def test_the_fuzzed_games_check_catches_a_rule_the_edition_does_not_have():
    from fuzz import games

    games.cites_exist("2017-09", ("704.5w", "306.7"), "an event")
    with pytest.raises(AssertionError, match=r"\['704.5x'\]"):
        games.cites_exist("2017-09", ("306.7", "704.5x"), "an event")


@settings(max_examples=6, deadline=None, derandomize=True,
          suppress_health_check=list(HealthCheck))
@given(seed=st.integers(0, 2 ** 32))
def test_every_listed_action_written_out_is_read_back_and_its_mutants_are_refused(seed):
    from collections import Counter
    from random import Random

    from fuzz import notation_games

    stats: Counter = Counter()
    notation_games.game(Random(seed), stats, steps=8)
    assert stats["listed read back"] or not stats["games"]


@pytest.mark.parametrize("text, reason", [
    ('{"format": "x",\n "initial": 3', "not a saved game (JSON error at line 2, column 14"),
    ('{"format": "magictutor-timeline"}', "version None is not supported"),
    ("[]", "not a magictutor saved game"),
])
def test_timeline_load_of_a_bad_save_names_the_file_as_well_as_the_reason(tmp_path, text,
                                                                          reason):
    """Found by fuzzing the saves: an error found after reading the file (bad JSON, the
    wrong format or version, a step the rules refuse) did not say which file it was."""
    path = tmp_path / "game.json"
    path.write_text(text, encoding="utf-8")
    with pytest.raises(mt.SaveFormatError) as exc:
        Timeline.load(path)
    assert str(exc.value).startswith(f"{path}: ") and reason in str(exc.value)
