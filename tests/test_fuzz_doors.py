"""The kit's doors under fuzzing (issue #15): scenario files, saved games and commands.

Every case runs in a worker process under a budget of 2 s of CPU time and 256 MB of memory
(``tests/fuzz/doors.py``); a case passes when it is accepted or refused with a documented
exception (``ScenarioError`` with its line, ``SaveFormatError``, ``NotationError``,
``IllegalActionError``). The fixed cases of the issue live in ``tests/fuzz/cases/``; the
Hypothesis cases are fresh mutations of the kit's own scenarios and saves. The big campaign
(tens of thousands of cases) is ``tools/fuzz_doors.py``.
"""

from __future__ import annotations

import json
import random
import sys
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

sys.path.insert(0, str(Path(__file__).resolve().parent))

from fuzz import doors  # noqa: E402

CASES = doors.CASES


@pytest.fixture(scope="module")
def runner():
    r = doors.Runner()
    yield r
    r.close()


@pytest.fixture(scope="module")
def corpus():
    return doors.corpus(), doors.saves()


def _ok(result: tuple) -> None:
    assert result[0] not in doors.BAD, result


# --- the budget itself -------------------------------------------------------------------------
def test_the_budget_stops_a_case_that_never_ends(runner):
    assert runner.run("burn", None)[0] == "over time"
    assert runner.run("notation", (0, "Alice: pass"))[0] == "ok"  # (the worker goes on)


def test_the_budget_stops_a_case_that_takes_all_memory(runner):
    assert runner.run("hog", None)[0] == "over memory"
    assert runner.run("notation", (0, "Alice: pass"))[0] == "ok"  # (a fresh worker)


# --- the fixed cases of the issue ------------------------------------------------------------
EXPECT = {
    "alias-bomb-pairs": "aliases count as copies",
    "alias-bomb-omap": "aliases count as copies",
    "recursive-alias": "alias refers to a value that contains it",
    "mana-billion": "at most 1,000",
    "int-4400-digits": "at most 30",
    "life-huge": "at most 30",
    "x-5000-digits": "at most 4,000 characters",
    "x-3900-digits": "X is at most 1,000 (the kit's limit), not a number of 3900 digits",
    "superscript-loyalty": "unknown attribute 'loyalty ²'",
    "not-utf8": "line 4, column 6: the file is not UTF-8",
    "control-char": "line 2, column 18: a control character (U+0001)",
    "empty-hand-check": "line 5: Alice: hand has no value",
    "empty-stack-check": "line 5: the check 'stack' has no value",
    "empty-face-up-check": "the check 'face up' has no value",
    "empty-player-check": "the check 'Alice' has no value",
    "empty-card-check": "the check 'Jace Beleren' has no value",
    "empty-counters-check": "counters has no value",
    "players-seven": "2 to 6 players",
    "notation-too-long": "at most 4,000 characters",
    "library-huge": "at most 1,000",
}


@pytest.mark.parametrize("path", sorted(CASES.glob("*.yaml")), ids=lambda p: p.stem)
def test_each_scenario_case_of_the_issue_is_refused_cleanly(runner, path):
    result = runner.run("scenario", path.read_bytes())
    _ok(result)
    if path.stem in EXPECT:
        assert result[0] == "refused" and EXPECT[path.stem] in result[2], result


@pytest.mark.parametrize("path", sorted(CASES.glob("save-*.json")), ids=lambda p: p.stem)
def test_each_forged_or_impossible_save_is_refused(runner, path):
    result = runner.run("save", path.read_text(encoding="utf-8"))
    assert result[:2] == ("refused", "SaveFormatError"), result


def test_each_notation_case_of_the_issue_is_read_or_refused_in_budget(runner):
    lines = (CASES / "notation.txt").read_text(encoding="utf-8").splitlines()
    for index in range(3):
        for line in lines:
            _ok(runner.run("notation", (index, line)))


# --- fresh cases --------------------------------------------------------------------------------
FUZZ = settings(max_examples=150, deadline=None, suppress_health_check=list(HealthCheck))


@FUZZ
@given(seed=st.integers(0, 2 ** 32))
def test_fuzzed_scenario_files_are_run_or_refused_with_their_line(runner, corpus, seed):
    _ok(runner.run("scenario", doors.scenario_case(random.Random(seed), corpus[0])))


@FUZZ
@given(seed=st.integers(0, 2 ** 32))
def test_fuzzed_saves_are_loaded_or_refused_with_a_save_format_error(runner, corpus, seed):
    _ok(runner.run("save", doors.save_case(random.Random(seed), corpus[1])))


@settings(max_examples=300, deadline=None, suppress_health_check=list(HealthCheck))
@given(seed=st.integers(0, 2 ** 32), index=st.integers(0, 2))
def test_fuzzed_commands_are_read_or_refused(runner, seed, index):
    _ok(runner.run("notation", (index, doors.notation_text(random.Random(seed)))))


@settings(max_examples=100, deadline=None, suppress_health_check=list(HealthCheck))
@given(text=st.text(st.sampled_from(list("Alice Bob:,#()²$0129Xx=-+ at with to from")) |
                    st.characters(), max_size=300), index=st.integers(0, 2))
def test_any_text_as_a_command_is_read_or_refused(runner, text, index):
    _ok(runner.run("notation", (index, text)))


@settings(max_examples=60, deadline=None, suppress_health_check=list(HealthCheck))
@given(data=st.recursive(st.none() | st.booleans() | st.integers() | st.text(max_size=8),
                         lambda kids: st.lists(kids, max_size=4)
                         | st.dictionaries(st.sampled_from(["tuple", "dict", "type", "fields",
                                                            "frozenset", "x"]), kids,
                                           max_size=3), max_leaves=30))
def test_any_json_as_an_initial_state_is_refused(runner, data):
    text = json.dumps({"format": "magictutor-timeline", "version": 1, "initial": data})
    result = runner.run("save", text)
    assert result[:2] == ("refused", "SaveFormatError"), result


VALUES = (st.none() | st.booleans() | st.integers(-2000, 2000) | st.integers()
          | st.sampled_from(doors.CARDS + doors.PLAYERS + ["Alice: pass", "all: resolve", "",
                                                          "{R}", "{5000}", "306.7", "chaos"])
          | st.text(max_size=20))
SCENARIO = st.fixed_dictionaries(
    {"title": VALUES, "players": st.lists(VALUES, max_size=7) | VALUES,
     "steps": st.lists(VALUES | st.dictionaries(st.sampled_from(["do", "rejected", "expect"]),
                                                VALUES, max_size=3), max_size=4)},
    optional={"edition": st.sampled_from(["2011-09", "2013-07", "2017-09", "current", "1999"]),
              "seed": VALUES,
              "turn": st.dictionaries(st.sampled_from(["active", "step", "number", "x"]),
                                      VALUES, max_size=3),
              "setup": st.dictionaries(VALUES, st.dictionaries(
                  st.sampled_from(["life", "hand", "library", "battlefield", "mana", "exile"]),
                  VALUES | st.lists(VALUES, max_size=3), max_size=3), max_size=3),
              "planechase": st.dictionaries(
                  st.sampled_from(["decks", "single deck", "face up", "rolls this turn"]),
                  VALUES | st.lists(VALUES, max_size=3), max_size=2),
              "expect": st.dictionaries(
                  st.sampled_from(["stack", "step", "face up", "pending", "log cites", "turn",
                                   "roll cost", "Alice", "Jace Beleren", "Grizzly Bears #2"]),
                  VALUES | st.lists(VALUES, max_size=3)
                  | st.dictionaries(st.sampled_from(["life", "hand", "zone", "loyalty",
                                                     "counters", "tapped", "in game"]),
                                    VALUES | st.lists(VALUES, max_size=2), max_size=3),
                  max_size=3)})


@settings(max_examples=150, deadline=None, suppress_health_check=list(HealthCheck))
@given(data=SCENARIO)
def test_any_scenario_shaped_data_is_run_or_refused_with_its_line(runner, data):
    import yaml

    text = yaml.safe_dump(data, allow_unicode=True, sort_keys=False)
    _ok(runner.run("scenario", text.encode("utf-8", "surrogatepass")))


# --- a scenario's own cards at the node level, scenario files at the byte level ----------------
@pytest.fixture(scope="module")
def card_corpus():
    from fuzz import own_cards

    return own_cards.card_entries(), [t.encode("utf-8") for t in doors.corpus()]


@settings(max_examples=80, deadline=None, derandomize=True,
          suppress_health_check=list(HealthCheck))
@given(seed=st.integers(0, 2 ** 32))
def test_fuzzed_own_cards_are_played_or_refused_with_their_line(runner, card_corpus, seed):
    from fuzz import own_cards

    _ok(runner.run("scenario", own_cards.own_card_case(random.Random(seed), card_corpus[0])))


@settings(max_examples=80, deadline=None, derandomize=True,
          suppress_health_check=list(HealthCheck))
@given(seed=st.integers(0, 2 ** 32))
def test_scenario_files_changed_byte_by_byte_are_run_or_refused_with_their_line(
        runner, card_corpus, seed):
    from fuzz import own_cards

    rng = random.Random(seed)
    texts = card_corpus[1] + [own_cards.own_card_case(rng, card_corpus[0])]
    _ok(runner.run("scenario", own_cards.byte_case(rng, texts)))
