"""Planar die plots (901.3a faces, 901.9 cost) on the Agg backend: observed faces against
1/6, 1/6, 4/6, and mana spent and expected planeswalks against rolls per turn."""

from __future__ import annotations

import random

import matplotlib

matplotlib.use("Agg")

import matplotlib.pyplot as plt  # noqa: E402
import pytest  # noqa: E402

import magictutor as mt  # noqa: E402
from magictutor.engine.timeline import Timeline  # noqa: E402
from magictutor.plots import (  # noqa: E402
    PROBABILITY,
    expected_mana,
    plot_die_faces,
    plot_roll_economics,
    summary,
    tally,
)
from magictutor.rules.planechase.core import FACES  # noqa: E402


@pytest.fixture(autouse=True)
def _close_figures():
    yield
    plt.close("all")


def test_901_3a_chances_come_from_the_engines_die() -> None:
    assert PROBABILITY == {"planeswalk": 1 / 6, "chaos": 1 / 6, "blank": 4 / 6}
    assert sorted(FACES) == sorted(["planeswalk", "chaos"] + ["blank"] * 4)


def test_die_faces_bars_against_their_chances() -> None:
    rng = random.Random(5)
    faces = [rng.choice(FACES) for _ in range(600)]
    ax = plot_die_faces(faces)
    shares = [float(p.get_height()) for p in ax.patches]
    assert shares == [faces.count(f) / 600 for f in ("planeswalk", "chaos", "blank")]
    expected = sorted(float(y) for seg in ax.collections[0].get_segments() for y in seg[:, 1])
    assert expected == pytest.approx(sorted([1 / 6] * 2 + [1 / 6] * 2 + [4 / 6] * 2))
    assert [tx.get_text() for tx in ax.texts] == [str(faces.count(f))
                                                 for f in ("planeswalk", "chaos", "blank")]
    text = summary(ax)
    assert text.startswith("600 rolls of the planar die")
    assert f"planeswalk: {faces.count('planeswalk')} (" in text and "expected 16.7%" in text


def test_tally_reads_dicts_records_and_timelines_leaving_out_forced_faces() -> None:
    assert tally({"chaos": 2}) == {"planeswalk": 0, "chaos": 2, "blank": 0}
    rows = [{"kind": "roll", "name": "blank"}, {"kind": "roll", "name": "chaos", "forced": True},
            {"kind": "life", "name": "Alice"}]
    assert tally(rows) == {"planeswalk": 0, "chaos": 0, "blank": 1}
    assert tally(rows, include_forced=True)["chaos"] == 1
    s = mt.build_game(["Alice", "Bob"], setup={"Alice": {"battlefield": ["Island"] * 3,
                                                         "library": ["Island"] * 5}},
                      planechase={"decks": {"Alice": ["Panopticon", "Fields of Summer"],
                                            "Bob": ["Tazeem"]}, "face up": "Panopticon"})
    t = Timeline(s)
    t.apply(mt.RollPlanarDie("Alice", "blank"))
    t.apply(mt.RollPlanarDie("Alice"))
    counts = tally(t)
    assert sum(counts.values()) == 1  # the forced blank doesn't count
    t.goto(1)
    assert sum(tally(t).values()) == 0


def test_unknown_face_is_a_clear_error() -> None:
    with pytest.raises(ValueError, match="the planar die has no face 'sixes'"):
        tally(["blank", "sixes"])


def test_901_9_roll_economics_mana_and_expected_planeswalks() -> None:
    ax = plot_roll_economics(5)
    assert [int(p.get_height()) for p in ax.patches] == [0, 1, 3, 6, 10]
    assert [expected_mana(k) for k in range(1, 6)] == [0, 1, 3, 6, 10]
    right = next(a for a in ax.figure.axes if a is not ax)
    (line,) = right.get_lines()
    assert [round(float(y), 4) for y in line.get_ydata()] == [round(k / 6, 4)
                                                             for k in range(1, 6)]
    text = summary(ax)
    assert "  4 rolls: 6 mana in all, 0.67 planeswalks expected" in text


def test_roll_economics_with_observed_records() -> None:
    rows = [{"game": 0, "turn": 1, "player": "A", "kind": "roll", "name": f}
            for f in ("planeswalk", "blank")]
    rows += [{"game": 0, "turn": 2, "player": "B", "kind": "roll", "name": "blank"}]
    ax = plot_roll_economics(3, records=rows)
    right = next(a for a in ax.figure.axes if a is not ax)
    observed = right.get_lines()[1]
    assert [float(x) for x in observed.get_xdata()] == [1.0, 2.0]
    assert [float(y) for y in observed.get_ydata()] == [0.0, 1.0]  # 1 planeswalk in 2 rolls
    assert "observed: 1 turn(s) with 2 roll(s), 1.00 planeswalks per turn" in summary(ax)
    with pytest.raises(ValueError, match="at least 1"):
        plot_roll_economics(0)
