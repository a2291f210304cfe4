"""Many games (Agg backend): loyalty over turns across games as a median with its middle half,
from hand-made records and from ``magictutor.engine.simulate`` where it is available."""

from __future__ import annotations

import importlib.util

import matplotlib

matplotlib.use("Agg")

import matplotlib.pyplot as plt  # noqa: E402
import pytest  # noqa: E402

from magictutor.plots import per_turn, plot_games, plot_loyalty_across_games, summary  # noqa: E402


@pytest.fixture(autouse=True)
def _close_figures():
    yield
    plt.close("all")


def rows_of(kind: str, name: str, games: list[list[int]]) -> list[dict]:
    return [{"game": g, "turn": t, "step": 3 * t, "player": "Alice", "kind": kind, "name": name,
             "value": v} for g, vals in enumerate(games) for t, v in enumerate(vals, 1)]


def test_median_and_middle_half_per_turn() -> None:
    rows = rows_of("loyalty", "Jace Beleren", [[3, 5, 7], [3, 1], [3, 4, 5], [3, 3, 6]])
    ax = plot_games(rows)
    median = ax.get_lines()[0]
    assert [float(x) for x in median.get_xdata()] == [1.0, 2.0, 3.0]
    assert [float(y) for y in median.get_ydata()] == [3.0, 3.5, 6.0]
    band = ax.collections[0].get_paths()[0].vertices
    assert band[:, 1].min() == pytest.approx(2.5)  # turn 2: 25% of [1, 3, 4, 5]
    text = summary(ax)
    assert "turn 2 3.5 [2.5\u2013\u20604.25] (n=4)" in text
    assert "turn 3 6 [5.5\u2013\u20606.5] (n=3)" in text


def test_the_last_value_of_a_turn_counts() -> None:
    rows = rows_of("loyalty", "Jace Beleren", [[3]])
    rows.append({**rows[0], "step": 99, "value": 5})
    assert per_turn(rows) == {"Jace Beleren": {1: [5]}}


def test_one_line_per_planeswalker_and_a_names_filter() -> None:
    rows = rows_of("loyalty", "Jace Beleren", [[3, 5]]) + rows_of("loyalty", "Chandra Nalaar",
                                                                   [[6, 4]])
    ax = plot_loyalty_across_games(rows)
    assert [ln.get_label() for ln in ax.get_lines()] == ["Chandra Nalaar", "Jace Beleren"]
    legend = [tx.get_text() for tx in ax.get_legend().get_texts()]
    assert legend[-2:] == ["line: median", "band: middle half of games"]
    ax = plot_games(rows, names=["Jace Beleren"])
    assert [ln.get_label() for ln in ax.get_lines()] == ["Jace Beleren"]


def test_life_across_games_and_nothing_to_plot() -> None:
    ax = plot_games(rows_of("life", "Alice", [[20, 17], [20, 20]]), kind="life")
    assert ax.get_ylabel() == "life"
    assert summary(plot_games([])) == "No loyalty records to plot."


@pytest.mark.skipif(importlib.util.find_spec("magictutor.engine.simulate") is None,
                    reason="magictutor.engine.simulate has not landed")
def test_simulated_games_plot_with_their_key_numbers() -> None:
    from magictutor.engine.simulate import simulate

    rows = simulate(6, seed=2, max_turns=8, progress=False)
    ax = plot_games(rows)
    text = summary(ax)
    names = {r["name"] for r in rows if r["kind"] == "loyalty"}
    assert all(f"{n}: median" in text for n in names)
    assert len(ax.get_lines()) == len(names)


def test_plot_games_leaves_out_points_resting_on_too_few_games() -> None:
    import matplotlib

    matplotlib.use("Agg")
    from magictutor.plots import summary
    from magictutor.plots.many import plot_games

    rows = [{"game": g, "turn": 1, "kind": "loyalty", "name": "Jace Beleren", "value": 3}
            for g in range(30)]
    rows += [{"game": 0, "turn": 2, "kind": "loyalty", "name": "Jace Beleren", "value": 5},
             {"game": 1, "turn": 1, "kind": "loyalty", "name": "Ajani Goldmane", "value": 4}]
    ax = plot_games(rows, min_games=30)
    assert [list(line.get_xdata()) for line in ax.get_lines()][0] == [1]
    text = summary(ax)
    assert "(n=30)" in text and "Ajani" not in text
    assert "2 points resting on fewer than 30 games left out" in text
