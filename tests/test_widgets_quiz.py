"""The quiz widgets, answered as a user would: scenario questions (choices or a free answer)
with the kit's explanation and the engine's play, and predictions before each step."""

from __future__ import annotations

import re
from html import unescape
from pathlib import Path

import pytest

import magictutor as mt
from magictutor.timeline import Timeline
from magictutor.widgets import GameStepper, Predict, Quiz

FREE_ANSWER = """\
title: Jace's loyalty after his +2
edition: "2013-07"
question: Jace Beleren has 3 loyalty. Alice activates his +2. What is his loyalty while the
  ability waits on the stack?
answer: "5"
explanation: The cost of a loyalty ability is paid as it is activated, so the counters are
  added at once, before the ability resolves.
rules: [606.4, 602.2b]
players: [Alice, Bob]
setup:
  Alice:
    battlefield: [Jace Beleren]
steps:
  - "Alice: activate Jace Beleren +2"
expect:
  Jace Beleren: {loyalty: 5}
"""


def test_306_7_quiz_question_with_choices_right_answer_2013_07() -> None:
    quiz = Quiz("bolt-redirected")
    assert "Question 1 of 1" in quiz.title.value
    assert "Jace Beleren" in quiz.board.value and 'aria-label="loyalty 4"' in quiz.board.value
    labels = [b.description for b in quiz.choices.children]
    assert "Yes, he decides as the damage would be dealt" in labels
    assert quiz.free_row.layout.display == "none"
    quiz.choices.children[labels.index("Yes, he decides as the damage would be dealt")].click()
    text = unescape(quiz.feedback.value)
    assert "Right." in text and "The answer:" in text
    assert re.findall(r'class="mt-rule">([^<]+)<', quiz.feedback.value)[:3] == [
        "306.7", "306.8", "614.9"]
    assert "What the engine does" in text and "PASS under 2013-07" in text
    assert "redirects 3 damage from Lightning Bolt to Jace Beleren" in text


def test_quiz_wrong_answer_says_not_quite_and_still_explains() -> None:
    quiz = Quiz(["bolt-redirected"])
    assert quiz.answer("Yes, but he must say so when he casts the spell") is False
    text = unescape(quiz.feedback.value)
    assert "Not quite." in text and "Yes, he decides as the damage would be dealt" in text


def test_606_4_free_answer_question_from_a_file(tmp_path: Path) -> None:
    path = tmp_path / "jace-plus-two.yaml"
    path.write_text(FREE_ANSWER, encoding="utf-8")
    quiz = Quiz([str(path), "bolt-redirected"])
    assert quiz.free_row.layout.display is None and not quiz.choices.children
    quiz.free.value = " 5 "
    quiz.check_button.click()
    assert "Right." in quiz.feedback.value and "606.4" in quiz.feedback.value
    quiz.next_button.click()
    assert quiz.index == 1 and quiz.feedback.value == "" and quiz.choices.children
    assert quiz.next_button.disabled and not quiz.prev_button.disabled
    quiz.prev_button.click()
    assert quiz.index == 0


def test_default_quiz_takes_every_bundled_scenario_with_a_question() -> None:
    quiz = Quiz()
    assert quiz.scenarios and all(sc.question for sc in quiz.scenarios)


def test_quiz_errors_are_clear() -> None:
    from magictutor.scenario import ScenarioError

    with pytest.raises(ScenarioError, match="no such file or bundled scenario"):
        Quiz("no-such-scenario")
    with pytest.raises(ValueError, match="no scenario with a question"):
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
