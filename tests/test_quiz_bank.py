"""The question bank: engine-computed keys agree with the scenarios' own checks and with the
hand-written answers; options are distinct outcomes; edition variants exist wherever an
edition changes the outcome."""

from __future__ import annotations

import pytest

from magictutor.scenarios.load import load_text
from magictutor.scenarios.scenario import library, load_scenario, run_scenario
from magictutor.teaching.quiz_bank import (
    MIN_OPTIONS,
    answer_key,
    bank,
    computed,
    differs_across_editions,
    question,
    select,
)
from magictutor.teaching.quiz_outcomes import outcome, play, variants

SCENARIOS = [load_scenario(str(p)) for p in library(examples=False).values()]


def test_bank_has_150_questions_of_which_100_have_computed_keys() -> None:
    questions = bank()
    assert len(questions) >= 150
    assert sum(q.computed for q in questions) >= 100
    assert len({q.id for q in questions}) == len(questions)


def test_every_question_has_four_distinct_options_and_one_key() -> None:
    for q in bank():
        texts = [o.text for o in q.options]
        assert len(texts) >= MIN_OPTIONS, q.id
        assert len(set(texts)) == len(texts), q.id
        assert sum(o.right for o in q.options) == 1, q.id


@pytest.mark.parametrize("sc", SCENARIOS, ids=lambda sc: sc.name)
def test_computed_key_agrees_with_the_scenario_checks(sc) -> None:
    """The engine's key is the final state the file's own ``expect`` grades: playing the
    actions without the checks ends where the graded run ends."""
    result = run_scenario(sc)
    assert result.passed, result.summary()
    assert outcome(play(sc))["life " + sc.players[0]] == \
        f"{sc.players[0]} has {result.final.player(sc.players[0]).life} life"
    assert play(sc).final == result.final


def test_written_and_computed_keys_agree_where_both_exist() -> None:
    """Where a scenario has a hand-written key and a computed one, the computed key is the
    outcome of the scenario's own run, which its hand-written answer describes (the file's
    checks are passed, above); and no wrong computed option is that outcome."""
    both = [sc for sc in SCENARIOS if sc.choices and computed(sc) is not None]
    assert len(both) >= 20
    for sc in both:
        q = computed(sc)
        key = next(o for o in q.options if o.right)
        facts = outcome(play(sc))
        # a card sharing its name with another is named with its owner ("Bob's Jace ...")
        assert all(f in facts.values() or f.partition("'s ")[2] in facts.values()
                   for f in key.text.split("; ") if f != "nothing changes"), sc.name


def test_306_7_hellrider_options_are_the_outcomes_of_real_mistakes_2013_07() -> None:
    q = question("hellrider-trigger-redirected@outcome")
    assert q.answer == "Alice has 17 life; Jace Beleren has 2 loyalty"
    whys = {o.why.split(",")[0] for o in q.options if not o.right}
    assert any("under the current rules" in w for w in whys)
    assert any("if Bob doesn't redirect" in w for w in whys)


def test_unfinished_games_are_not_options() -> None:
    """A premise that leaves the game waiting for a choice is no ending: bolt-redirected's
    other premises give too few finished outcomes for a computed question."""
    assert all(q.id != "bolt-redirected@outcome" for q in bank())
    for q in bank():
        if q.computed:
            assert all("still has to choose" not in o.text for o in q.options), q.id


def test_same_situation_other_edition_variants_where_the_outcome_differs() -> None:
    differing = [sc for sc in SCENARIOS if differs_across_editions(sc)]
    assert len(differing) >= 20
    ids = {q.id for q in bank()}
    with_variant = [sc for sc in differing
                    if any(i.startswith(sc.name + "@") and not i.endswith("@outcome")
                           for i in ids)]
    assert len(with_variant) >= len(differing) // 2
    q = question("hellrider-trigger-redirected@current")
    assert q.kind == "edition" and "now under the current rules" in q.situation
    assert q.answer == "Alice has 16 life; Jace Beleren has 3 loyalty"  # no redirection today
    old = next(o for o in q.options if o.text.startswith("Alice has 17 life"))
    assert "under the 2011-09, 2013-07 or 2017-09 rules" in old.why


def test_variants_premises_include_every_edition_and_each_other_answer() -> None:
    sc = load_scenario("bolt-redirected")
    premises = [v.premise for v in variants(sc)]
    assert premises[0] == "under the 2013-07 rules"
    assert {"under the 2011-09 rules", "under the 2017-09 rules",
            "under the current rules"} <= set(premises)
    assert "if Bob doesn't redirect" in premises


def test_select_filters() -> None:
    assert all(q.edition == "2011-09" for q in select(edition="2011-09"))
    assert all("08" in q.lessons for q in select(lesson="8"))
    assert select(only=["bolt-redirected"])[0].id == "bolt-redirected"
    assert select(kind="written") and all(not q.computed for q in select(kind="written"))


def test_answer_key_lists_every_question_with_its_key() -> None:
    text = answer_key()
    assert text.startswith("# magictutor quiz: answer key")
    assert text.count("\n## ") == len(bank())
    assert "**Yes, he decides as the damage would be dealt** (answer)" in text


def test_feedback_and_difficulty_keys_are_checked() -> None:
    base = """title: t
players: [Alice, Bob]
question: q?
choices: [a, b, c, d]
answer: a
steps: []
"""
    sc = load_text(base + "difficulty: judge\nfeedback: {b: because 306.7}\n")
    assert sc.difficulty == "judge" and sc.feedback == (("b", "because 306.7"),)
    with pytest.raises(ValueError, match="unknown difficulty"):
        load_text(base + "difficulty: hard\n")
    with pytest.raises(ValueError, match="wrong choices, not the answer"):
        load_text(base + "feedback: {a: x}\n")
    with pytest.raises(ValueError, match="wrong one of the 'choices'"):
        load_text(base + "feedback: {z: x}\n")


JUDGE = [sc for sc in SCENARIOS if sc.name.startswith("judge-")]


def test_judge_pack_has_25_multi_rule_scenarios() -> None:
    assert len(JUDGE) >= 25


@pytest.mark.parametrize("sc", JUDGE, ids=lambda sc: sc.name)
def test_judge_scenario_cites_every_rule_and_explains_every_wrong_choice(sc) -> None:
    assert sc.difficulty == "judge"
    assert len(sc.rules) >= 2 and len(sc.choices) >= 4
    for rule in sc.rules:
        assert rule in sc.explanation, f"{sc.name}: {rule} not in the explanation"
    wrong = set(sc.choices) - {sc.answer}
    assert set(dict(sc.feedback)) == wrong
    assert run_scenario(sc).passed


def test_every_written_question_explains_each_wrong_choice() -> None:
    for q in bank():
        if q.kind == "written":
            for o in q.options:
                assert o.right or o.why, (q.id, o.text)


def test_306_7_pair_question_under_2013_and_today() -> None:
    """Same situation, other edition: every scenario whose outcome differs across editions
    (and whose games end without a pending choice) gets a question pairing the outcomes."""
    q = question("bolt-redirected@2013-07+current")
    assert q.kind == "pair" and q.also == "current" and q.computed
    assert q.answer == ("Under 2013-07: Alice has 20 life; Jace Beleren has 1 loyalty. "
                        "Under current: Alice has 17 life; Jace Beleren has 4 loyalty.")
    assert {o.text.split(":")[0] for o in q.options} >= {"The same under both"}
    ids = {q.id for q in bank()}
    differing = [sc for sc in SCENARIOS if differs_across_editions(sc)]
    paired = [sc for sc in differing if any(i.startswith(sc.name + "@" + sc.edition + "+")
                                            for i in ids)]
    assert len(paired) >= len(differing) * 3 // 4


FEWER_THAN_FOUR = {"planar-die-blank", "judge-2hg-teammate-rolls-twice"}
"""Scenarios whose other-edition outcome leaves fewer than four honest options: under the
2011 rules a blank roll's situation ends in three ways only (the only fact that differs is
which rule refuses the roll), so no "same situation, other edition" question is asked."""


def test_every_situation_that_changes_with_the_edition_is_asked_under_the_other_edition():
    """"Same situation, other edition": every scenario whose outcome differs across editions
    gives a full question under another edition (four or more options, the key computed)
    and a pair question, both with the engine's key."""
    by_name: dict[str, set[str]] = {}
    for q in bank():
        by_name.setdefault(q.scenario.name, set()).add(q.kind)
    differ = [sc for sc in SCENARIOS if differs_across_editions(sc)]
    assert len(differ) >= 40
    for sc in differ:
        kinds = by_name.get(sc.name, set())
        assert "pair" in kinds, sc.name
        assert ("edition" in kinds) != (sc.name in FEWER_THAN_FOUR), sc.name


def test_306_7_a_situation_written_for_today_asks_the_older_redirect_and_declines_it():
    """current-any-target never answers the redirection the 2013 rules offer (306.7): the
    engine declines it, and then Shock can't target Jace (needs creature or player, 601.2c)."""
    q = question("current-any-target@current+2013-07")
    assert q.answer == ("Under current: Jace Beleren has 2 loyalty. "
                        "Under 2013-07: Jace Beleren has 4 loyalty.")
    q = question("current-any-target@2013-07")
    assert q.answer == "Alice has 17 life; Jace Beleren has 4 loyalty"
    assert len(q.options) >= 4 and all("still has to choose" not in o.text for o in q.options)


def test_704_5j_a_mixed_outcome_says_which_premises_its_facts_come_from_2013_07():
    """Where the premises give fewer than four outcomes, the other options mix their facts
    (one Jace dies, the other stays), and each says why they don't come together."""
    q = question("uniqueness-2011-all-die@2013-07")
    assert len(q.options) >= 4 and sum(o.right for o in q.options) == 1
    mixed = [o for o in q.options if o.why.startswith("These don't happen together")]
    assert mixed and all(o.rules for o in mixed)
    assert all("Alice's Jace Beleren" in o.text and "Bob's Jace Beleren" in o.text
               for o in q.options)
