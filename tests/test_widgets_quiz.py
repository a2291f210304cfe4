"""The quiz widgets, answered as a user would: questions from the bank (hand-written and
engine-computed) with seeded shuffles, one attempt, per-option feedback, the engine's trace,
score, summary and filters; and predictions before each step."""

from __future__ import annotations

import re
from html import unescape

import pytest

import magictutor as mt
from magictutor.engine.timeline import Timeline
from magictutor.widgets import GameStepper, Predict, Quiz


def _texts(quiz: Quiz) -> list[str]:
    return [b.tooltip for b in quiz.choices.children]


def test_306_7_quiz_hides_the_title_and_explanation_until_answered_2013_07() -> None:
    quiz = Quiz("bolt-redirected", seed=1)
    q = quiz.current
    assert q.id == "bolt-redirected" and q.kind == "written"
    shown = unescape(quiz.header.value + quiz.board.value + quiz.question.value)
    assert "Can Bob have the 3 damage hit Jace instead" in shown
    assert q.title not in shown and "redirected to that player's planeswalker" not in shown
    assert q.explanation[:40] not in shown and quiz.feedback.value == ""
    assert "Jace Beleren" in quiz.board.value and 'aria-label="loyalty 4"' in quiz.board.value
    assert quiz.answer("Yes, he decides as the damage would be dealt") is True
    text = unescape(quiz.feedback.value)
    assert "Right." in text and q.title in text and "The answer:" in text
    assert "306.7" in re.findall(r'class="mt-rule">([^<]+)<', quiz.feedback.value)
    assert "What the engine does" in text
    assert "redirects 3 damage from Lightning Bolt to Jace Beleren" in text


def test_quiz_offers_four_or_more_options_shuffled_by_a_shown_seed() -> None:
    names = ["bolt-redirected", "redirect-declined", "attack-planeswalker-blocked",
             "uniqueness-2013-ajani", "roll-timing", "planar-die-blank"]
    a, b = Quiz(names, seed=42), Quiz(names, seed=42)
    assert "Seed 42" in a.header.value
    orders = set()
    for i in range(len(a.questions)):
        a.show(i)
        b.show(i)
        assert len(a.choices.children) >= 4
        assert _texts(a) == _texts(b)
        orders.add(tuple(o.text for o in a.current.options) == tuple(_texts(a)))
    assert False in orders  # the written order is not kept everywhere
    firsts = {Quiz("bolt-redirected", seed=s).choices.children[0].tooltip for s in range(12)}
    assert len(firsts) > 1


def test_quiz_gives_one_attempt_by_default_and_retries_on_request() -> None:
    quiz = Quiz("bolt-redirected", seed=3)
    assert quiz.answer("No, Lightning Bolt must target Jace to hurt him") is False
    assert all(b.disabled for b in quiz.choices.children)
    assert quiz.answer("Yes, he decides as the damage would be dealt") is None  # no re-click
    assert quiz.score == (0, 1) and "Score 0 of 1" in quiz.header.value
    practice = Quiz("bolt-redirected", seed=3, retries=1)
    assert practice.answer("No, Lightning Bolt must target Jace to hurt him") is False
    assert "1 attempt left" in practice.feedback.value
    assert practice.current.title not in unescape(practice.feedback.value)
    assert practice.answer("Yes, he decides as the damage would be dealt") is True
    assert practice.score == (1, 1)


def test_306_7_wrong_computed_option_says_its_premise_and_rule_2013_07() -> None:
    quiz = Quiz("judge-hellrider-attacking-jace", seed=0, kind="outcome")
    q = quiz.current
    assert q.computed and len(q.options) >= 4
    shown = unescape(quiz.question.value)
    assert "Bob: redirect to Jace Beleren" in shown and "how does it end" in shown
    assert q.title not in shown
    wrong = next(o for o in q.options if "doesn't redirect" in o.why)
    assert quiz.answer(wrong.text) is False
    text = unescape(quiz.feedback.value)
    assert "Not quite." in text and "if Bob doesn't redirect" in text and "704.5i" in text
    assert "The answer:" in text and q.answer in text


def test_306_5d_trace_numbers_every_event_and_shows_the_refusals_2013_07() -> None:
    quiz = Quiz("loyalty-sorcery-timing", seed=0)
    quiz.answer(quiz.current.answer)
    text = unescape(quiz.feedback.value)
    assert "is refused" in text and "306.5d" in text
    assert '<details class="mt-routine">' in quiz.feedback.value  # routine events fold
    assert '<b class="mt-n">10.</b>' in quiz.feedback.value
    assert '<b class="mt-n">1.</b>' in quiz.feedback.value


def test_quiz_score_and_summary_by_rule_and_edition_link_the_lessons() -> None:
    quiz = Quiz(["bolt-redirected", "uniqueness-2013-ajani"], seed=5, kind="written")
    quiz.answer(quiz.current.answer)
    quiz.show(1)
    wrong = next(o for o in quiz.current.options if not o.right)
    quiz.answer(wrong.text)
    assert quiz.score == (1, 2)
    html = quiz.show_summary()
    assert "1 right of 2 answered" in html
    assert quiz.tally()["edition"] == {"2013-07": [1, 1]}
    assert quiz.tally()["rule"]["306.7"] == [1, 0]
    assert 'href="05-damage-redirection.ipynb"' in html
    assert 'href="06-uniqueness-and-legend-rule.ipynb"' in html
    quiz.only_wrong()
    assert [q.id for q in quiz.questions] == ["uniqueness-2013-ajani"]
    assert quiz.answer(quiz.current.answer) is True


def test_quiz_filters_by_lesson_rule_edition_difficulty_and_timed_sets() -> None:
    by_lesson = Quiz(lesson="05", seed=1)
    assert by_lesson.questions and all("05" in q.lessons for q in by_lesson.questions)
    by_rule = Quiz(rule="901.9", seed=1)
    assert all(any(r.startswith("901.9") for r in q.rules) for q in by_rule.questions)
    today = Quiz(edition="current", seed=1)
    assert {q.edition for q in today.questions} == {"current"}
    basic = Quiz(difficulty="basic", seed=1)
    assert {q.difficulty for q in basic.questions} == {"basic"}
    timed = Quiz(size=10, seed=9)
    assert len(timed.questions) == 10 and timed.minutes == 15
    assert "of 15 minutes left" in timed.header.value
    assert [q.id for q in Quiz(size=10, seed=9).questions] == [q.id for q in timed.questions]
    assert len(Quiz(size=20, seed=9).questions) == 20
    with pytest.raises(ValueError, match="no question to ask"):
        Quiz(edition="current", lesson="07", rule="999")


def test_quiz_navigation_keeps_answers() -> None:
    quiz = Quiz(["bolt-redirected", "redirect-declined"], seed=2, kind="written")
    quiz.answer(quiz.current.answer)
    quiz.next_button.click()
    assert quiz.index == 1 and quiz.feedback.value == "" and quiz.prev_button.disabled is False
    assert quiz.next_button.disabled
    quiz.prev_button.click()
    assert "Right." in quiz.feedback.value or "Answered right" in quiz.feedback.value
    assert all(b.disabled for b in quiz.choices.children)


def test_default_quiz_takes_the_whole_bank_with_four_options_or_more() -> None:
    quiz = Quiz(seed=0)
    assert len(quiz.questions) >= 150
    assert all(len(q.options) >= 4 for q in quiz.questions)


def test_quiz_errors_are_clear() -> None:
    from magictutor.scenarios.scenario import ScenarioError

    with pytest.raises(ScenarioError, match="no such file or bundled scenario"):
        Quiz("no-such-scenario")
    with pytest.raises(ValueError, match="no question to ask"):
        Quiz([])


def test_306_8_predict_loyalty_before_each_step_2013_07() -> None:
    s = mt.build_game(["Alice", "Bob"], active="Bob", setup={
        "Alice": {"battlefield": ["Jace Beleren (loyalty 4)"]},
        "Bob": {"hand": ["Lightning Bolt"], "battlefield": ["Mountain"]}})
    t = Timeline(s)
    t.apply(mt.Cast("Bob", s.hand("Bob")[0].id, ("Alice",)))
    t.apply(mt.Pass("Bob"))
    t.apply(mt.Pass("Alice"))
    t.apply(mt.Choose("Bob", s.battlefield[0].id))
    stepper = GameStepper(t)
    stepper.goto(3)
    quiz = Predict(stepper)
    assert quiz.question.value == ("What will Jace Beleren's loyalty be after step 4 "
                                   "(Bob: redirect to Jace Beleren)?")
    quiz.guess.value = 4
    quiz.check_button.click()
    text = unescape(quiz.feedback.value)
    assert "Not quite." in text and "the engine says 1" in text and "306.8" in text
    assert stepper.cursor == 4 and quiz.check_button.disabled
    assert "last step" in quiz.question.value


def test_predict_can_ask_about_life() -> None:
    s = mt.build_game(["Alice", "Bob"], setup={
        "Alice": {"hand": ["Lightning Bolt"], "battlefield": ["Mountain"]}})
    t = Timeline(s)
    t.apply(mt.Cast("Alice", s.hand("Alice")[0].id, ("Bob",)))
    t.apply(mt.Pass("Alice"))
    t.apply(mt.Pass("Bob"))
    stepper = GameStepper(t)
    stepper.goto(2)
    quiz = Predict(stepper, about="Bob's life")
    assert quiz.question.value.startswith("What will Bob's life total be after step 3")
    quiz.guess.value = 17
    assert quiz.check() is True


def _stepper_of(name: str) -> GameStepper:
    from magictutor.scenarios.scenario import load_scenario, run_scenario

    stepper = GameStepper(run_scenario(load_scenario(name)).timeline())
    stepper.goto(0)
    return stepper


def test_704_5i_predict_accepts_leaving_the_battlefield_as_an_answer_2013_07() -> None:
    stepper = _stepper_of("judge-lava-axe-redirected-excess-lost")
    quiz = Predict(stepper, about="Jace Beleren")
    assert quiz.about == "Jace Beleren's loyalty"
    # steps where Jace's loyalty doesn't change are skipped: the question is the redirect
    assert "Bob: redirect to Jace Beleren" in unescape(quiz.question.value)
    quiz.left.value = True
    assert quiz.check() is True
    text = unescape(quiz.feedback.value)
    assert "You said it leaves the battlefield" in text and "704.5i" in text
    assert "changed nothing" in text


def test_predict_keeps_the_chosen_subject_and_can_ask_every_step() -> None:
    stepper = _stepper_of("bolt-redirected")
    quiz = Predict(stepper, skip=False)
    labels = [label for label, _ in quiz.subject.options]
    assert labels[0] == "Jace Beleren's loyalty" and "Alice's life total" in labels
    quiz.subject.value = labels.index("Alice's life total")
    assert quiz.question.value.startswith("What will Alice's life total be after step 1 ")
    quiz.guess.value = 20
    assert quiz.check() is True
    assert quiz.about == "Alice's life total" and stepper.cursor == 1
    assert "after step 2 " in quiz.question.value
    quiz.left.value = True  # not offered for a life total: a wrong answer stays wrong
    quiz.guess.value = 17
    assert quiz.check() is False


def test_pair_question_shows_both_editions_traces_after_the_answer() -> None:
    quiz = Quiz("bolt-redirected", seed=4, kind="pair")
    q = quiz.current
    assert q.id == "bolt-redirected@2013-07+2011-09" or q.also is not None
    quiz.answer(q.answer)
    text = unescape(quiz.feedback.value)
    assert f"under the {q.edition} rules:" in text and f"under the {q.also} rules:" in text
