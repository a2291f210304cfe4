"""Loading scenario files: every problem is an error with the file, the line and the reason,
never a crash, and nothing in a file is run as code (issue 5). Edition 2013-07."""

from __future__ import annotations

import textwrap

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from magictutor.scenarios.scenario import (
    Scenario,
    ScenarioError,
    library,
    load_scenario,
    run_scenario,
    scenario_files,
)

GOOD = """\
title: Bolt at Alice
players: [Alice, Bob]
turn: {active: Bob, step: precombat main}
setup:
  Alice:
    battlefield: [Jace Beleren (loyalty 4)]
  Bob:
    hand: [Lightning Bolt]
    battlefield: [Mountain]
steps:
  - "Bob: cast Lightning Bolt targeting Alice"
  - "all: resolve"
  - "Bob: don't redirect"
expect:
  Alice: {life: 17}
"""


def bad(text: str) -> ScenarioError:
    with pytest.raises(ScenarioError) as err:
        run_scenario(load_scenario(textwrap.dedent(text)))
    return err.value


def test_a_good_file_loads_with_defaults():
    sc = load_scenario(GOOD)
    assert isinstance(sc, Scenario)
    assert (sc.edition, sc.seed, sc.active, sc.step, sc.turn) == ("2013-07", 0, "Bob",
                                                                   "precombat main", 1)
    assert run_scenario(sc).passed


def test_a_file_path_and_a_bundled_name_load_too(tmp_path):
    path = tmp_path / "bolt.yaml"
    path.write_text(GOOD, encoding="utf-8")
    assert load_scenario(path).name == "bolt"
    assert load_scenario(str(path)).title == "Bolt at Alice"
    assert load_scenario("bolt-redirected").name == "bolt-redirected"
    assert "bolt-redirected" in library()


@pytest.mark.parametrize("change, line, words", [
    (("setup:", "setpu:"), 4, ["unknown key 'setpu'", "'setup'"]),
    (("[Lightning Bolt]", "[Lightning Blot]"), 8, ["unknown card 'Lightning Blot'",
                                                   "'Lightning Bolt'"]),
    (("active: Bob", "active: Bobb"), 3, ["unknown player 'Bobb'", "'Bob'"]),
    (("step: precombat main", "step: main"), 3, ["unknown step 'main'"]),
    (("cast Lightning", "cats Lightning"), 11, ["unknown command", "cast CARD"]),
    (("life: 17", "life: seventeen"), 15, ["must be a whole number"]),
    (("players: [Alice, Bob]", "players: Alice"), 2, ["players must be a list"]),
    (("players: [Alice, Bob]", "players: [Alice, Alice]"), 2, ["appears twice"]),
    (("Alice: {life: 17}", "Carol: {life: 17}"), 15, ["unknown check 'Carol'"]),
    (("Alice: {life: 17}", "Alice: {lief: 17}"), 15, ["unknown key 'lief'", "'life'"]),
    (("Alice: {life: 17}", "Jace Beleren: {zone: grave}"), 15, ["unknown zone 'grave'",
                                                                 "'graveyard'"]),
    (("Alice: {life: 17}", "log cites: [306.77]"), 15, ["rule 306.77 does not exist"]),
    (("title: Bolt at Alice\n", ""), 1, ["required key 'title'"]),
    (("Jace Beleren (loyalty 4)", "Jace Beleren (loyality 4)"), 6, ["unknown attribute"]),
    (("[Lightning Bolt]", "[Lightning Bolt (tapped)]"), 8, ["parentheses"]),
    (("edition", "edition"), None, []),
])
def test_bad_files_say_file_line_reason_and_closest_words(change, line, words):
    old, new = change
    text = GOOD.replace(old, new, 1)
    if old == "edition":
        text = GOOD + "edition: 2014-01\n"
        line, words = 16, ["unknown edition '2014-01'"]
    with pytest.raises(ScenarioError) as err:
        load_scenario(text)
    e = err.value
    assert e.line == line, str(e)
    for w in words:
        assert w in str(e)
    assert str(e).startswith(f"<text>, line {line}: ") if line else True


def test_yaml_syntax_errors_and_huge_files_are_errors_with_a_line(tmp_path):
    e = bad("title: x\nplayers: [Alice, Bob\nsteps: []\n")
    assert e.line is not None and "not valid YAML" in str(e)
    big = tmp_path / "big.yaml"
    big.write_text("title: " + "x" * 1_100_000, encoding="utf-8")
    with pytest.raises(ScenarioError, match="larger than"):
        load_scenario(big)
    with pytest.raises(ScenarioError, match="larger than"):
        load_scenario("title: " + "x" * 1_100_000 + "\n")


def test_files_never_run_code():
    text = GOOD + "question: !!python/object/apply:os.system ['echo hacked']\n"
    with pytest.raises(ScenarioError, match="not valid YAML"):
        load_scenario(text)


def test_a_missing_file_is_an_error_not_a_crash(tmp_path):
    with pytest.raises(ScenarioError, match="cannot read"):
        load_scenario(tmp_path / "nowhere.yaml")
    (tmp_path / "latin1.yaml").write_bytes(b"title: caf\xe9\n")
    with pytest.raises(ScenarioError, match="UTF-8"):
        load_scenario(tmp_path / "latin1.yaml")
    with pytest.raises(ScenarioError, match="did you mean 'bolt-redirected'"):
        load_scenario("bolt-redirectd")


def test_a_name_that_could_mean_two_objects_is_an_error_with_its_line():
    e = bad("""\
        title: two bears
        players: [Alice, Bob]
        setup:
          Alice: {battlefield: [Grizzly Bears, Grizzly Bears (tapped)]}
        steps: []
        expect:
          Grizzly Bears: {tapped: true}
        """)
    assert e.line == 7
    assert "Grizzly Bears #1" in str(e) and "Grizzly Bears #2" in str(e)


def test_an_unknown_name_in_an_action_is_found_as_the_step_runs():
    e = bad("""\
        title: no such bolt
        players: [Alice, Bob]
        steps:
          - "Alice: cast Shock targeting Bob"
        """)
    assert e.line == 4 and "no card called 'Shock'" in str(e)


def test_setup_that_cannot_be_built_names_the_setup_or_planechase_line():
    e = bad("""\
        title: a plane on the battlefield
        players: [Alice, Bob]
        setup:
          Alice: {battlefield: [Lightning Bolt]}
        steps: []
        """)
    assert e.line == 3 and "not a permanent" in str(e)
    e = bad("""\
        title: phenomena did not exist in 2011
        edition: 2011-09
        players: [Alice, Bob]
        planechase:
          decks: {Alice: [Panopticon, Chaotic Aether], Bob: [Tazeem]}
        steps: []
        """)
    assert e.line == 4 and "phenomenon" in str(e)


def test_kit_keys_question_choices_answer_explanation_rules():
    sc = load_scenario(GOOD + "question: Who?\nchoices: [A, B]\nanswer: B\n"
                       "explanation: Because.\nrules: [306.7, 901.10]\n")
    assert (sc.question, sc.choices, sc.answer, sc.explanation) == ("Who?", ("A", "B"), "B",
                                                                     "Because.")
    assert sc.rules == ("306.7", "901.10")  # 901.10 is not read as the number 901.1
    with pytest.raises(ScenarioError, match="one of the choices"):
        load_scenario(GOOD + "choices: [A, B]\nanswer: C\n")


def test_rejected_takes_rules_true_or_a_list_and_needs_an_action():
    base = GOOD.replace('  - "Bob: don\'t redirect"\n', "")

    def with_step(step: str) -> Scenario:
        return load_scenario(base.replace('  - "all: resolve"\n', f"  - {step}\n"))

    sc = with_step('{do: "Bob: pass", rejected: [116.3d, 306.5d]}')
    assert sc.steps[1].rejected == ("116.3d", "306.5d")
    with pytest.raises(ScenarioError, match="needs an action"):
        with_step("{rejected: true}")
    with pytest.raises(ScenarioError, match="leave it out"):
        with_step('{do: "Bob: pass", rejected: false}')


def test_scenario_files_walks_folders(tmp_path):
    (tmp_path / "a.yaml").write_text(GOOD)
    (tmp_path / "sub").mkdir()
    (tmp_path / "sub" / "b.yml").write_text(GOOD)
    (tmp_path / "notes.txt").write_text("x")
    assert [p.name for p in scenario_files([tmp_path])] == ["a.yaml", "b.yml"]


KEYS = ["title", "players", "steps", "setup", "expect", "turn", "edition", "planechase", "seed",
        "Alice", "Bob", "life", "hand", "battlefield", "do", "rejected", "stack", "log cites"]
VALUES = ["x", "[Alice, Bob]", "[]", "{}", "3", "-1", "true", "null", "[Lightning Bolt]",
          "{Alice: {life: 3}}", "'Bob: pass'", "[{do: 'Bob: pass', rejected: true}]",
          "[306.7]", "{active: Carol}", "2013-07", "[[x]]", "'all: resolve'"]


@settings(max_examples=150, deadline=None)
@given(st.lists(st.tuples(st.sampled_from(KEYS), st.sampled_from(VALUES)), max_size=8),
       st.text(max_size=40))
def test_random_files_give_a_scenario_or_a_scenario_error(pairs, noise):
    text = "".join(f"{k}: {v}\n" for k, v in dict(pairs).items()) + noise
    try:
        sc = load_scenario("title: t\n" + text if "title" not in dict(pairs) else text)
        run_scenario(sc)
    except ScenarioError as e:
        assert str(e).startswith("<text>")


def test_an_unquoted_number_after_a_name_is_refused_not_cut_short():
    """YAML would read ' #2' as a comment and silently check Grizzly Bears instead."""
    e = bad("""\
        title: numbers
        players: [Alice, Bob]
        setup:
          Alice: {battlefield: [Grizzly Bears, Grizzly Bears]}
        steps: []
        expect:
          Grizzly Bears #2: {tapped: false}
        """)
    assert e.line == 7 and "put a name with a number in quotes" in str(e)
    sc = load_scenario(textwrap.dedent("""\
        title: numbers
        players: [Alice, Bob]
        setup:
          Alice: {battlefield: [Grizzly Bears, Grizzly Bears]}   # two #1 bears? no: #1, #2
        steps: []
        expect:
          "Grizzly Bears #2": {tapped: false}
        """))
    assert run_scenario(sc).passed
