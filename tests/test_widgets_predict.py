"""Predict first with a choice: the planar controller, the face-up plane, where a card goes;
the answers offered come from the engine's own game (lessons 7 to 9)."""

from __future__ import annotations

from html import unescape

from magictutor.widgets import predict_first
from magictutor.widgets.predict import Predict


def _predict(name: str, about: str) -> Predict:
    box = predict_first(name, about)
    p = box.children[2]
    assert isinstance(p, Predict) and p.about is not None
    assert p.about.lower().startswith(about.lower())
    return p


def test_309_5_predict_the_planar_controller_after_the_planar_controller_leaves_2013_07():
    p = _predict("planar-controller-leaves", "The planar controller")
    assert p.question.value.startswith("Who will be the planar controller after step 1")
    assert p.pick.options == ("Alice", "Bob", "Carol")  # every player, the one leaving too
    assert p.guess.layout.display == "none" and p.pick.layout.display is None
    p.pick.value = "Alice"
    assert p.check() is False
    text = unescape(p.feedback.value)
    assert "You said Alice; the engine says Bob" in text and "309.5" in text


def test_701_21b_predict_where_the_plane_goes_when_its_controller_planeswalks_2013_07():
    p = _predict("planeswalk-to-trigger", "Where Panopticon")
    assert "at the bottom of Alice's planar deck" in p.pick.options
    assert "face up in the command zone" in p.pick.options
    p.pick.value = "at the bottom of Alice's planar deck"
    assert p.check() is True
    text = unescape(p.feedback.value)
    assert "701.21b" in text and "changed nothing" in text  # steps 1-2 were skipped
    assert p.about == "Where Panopticon is"  # the chosen subject stays


def test_901_11_predict_the_face_up_plane_and_every_step_when_not_skipping_2013_07():
    p = _predict("planeswalk-to-trigger", "The face-up plane")
    p.skip.value = False
    assert "after step 1 " in p.question.value
    p.pick.value = "Panopticon"  # nothing changes at step 1: the plane stays face up
    assert p.check() is True
    p.skip.value = True
    p.pick.value = "Tazeem"
    assert p.check() is True and "901.11" in unescape(p.feedback.value)


def test_701_6_predict_accepts_a_planeswalker_that_left_the_battlefield_as_a_place_2013_07():
    p = _predict("planeswalk-away-trigger", "Where Jace Beleren")
    p.pick.value = "on the battlefield"
    assert p.check() is False
    assert "the engine says in Alice's graveyard" in unescape(p.feedback.value)
    loyalty = _predict("planeswalk-away-trigger", "Jace Beleren's loyalty")
    loyalty.left.value = True
    assert loyalty.check() is True
