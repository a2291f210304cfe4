"""Widget benchmarks: the time from a click to a fully redrawn view.

A view here is a whole explorer (``magictutor.widgets.explore``) on a long seeded game, with
the Loyalty tab open: after each click the stepper, the board HTML, the action panel (legal
actions and "why not" probes), the log and the live loyalty plot (a PNG) are all redrawn
before the click returns, as ipywidgets callbacks run synchronously in the kernel. Sending
the new values to the browser is not counted. Target: under 50 ms per click.

Run with ``make bench`` or ``python benchmarks/run.py widgets``.
"""

from __future__ import annotations

import os
import random
import statistics
import sys
import time
from pathlib import Path

os.environ.setdefault("MPLBACKEND", "Agg")
sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

TARGET_MS = "< 50"


def long_game(steps: int = 200, seed: int = 2):
    """A seeded game of ``steps`` actions with Planechase (seed 2: a planeswalker from step 91)."""
    import magictutor as mt
    from magictutor.timeline import Timeline

    new_game = getattr(__import__("magictutor.setup", fromlist=["new_game"]), "new_game", None)
    if new_game is not None:
        start = new_game(("Alice", "Bob"), seed=seed)
    else:  # pragma: no cover - before new_game landed
        start = mt.build_game(["Alice", "Bob"], setup={
            "Alice": {"battlefield": ["Jace Beleren", "Island", "Island"],
                      "library": ["Island"] * 60},
            "Bob": {"battlefield": ["Chandra Nalaar", "Mountain"], "library": ["Mountain"] * 60}},
            planechase={})
    try:
        from magictutor.simulate import eager_policy as policy
    except ImportError:  # pragma: no cover
        def policy(_s, actions, rng):
            return rng.choice(actions)
    rng = random.Random(seed)
    t = Timeline(start)
    while len(t) < steps and not t.state.game_over:
        t.apply(policy(t.state, mt.legal_actions(t.state), rng))
    return t


def _ms(samples: list[float]) -> tuple[float, float]:
    samples = sorted(samples)
    p95 = samples[min(len(samples) - 1, int(0.95 * len(samples)))]
    return round(statistics.median(samples) * 1000, 1), round(p95 * 1000, 1)


def bench_clicks() -> list[tuple]:
    from magictutor.widgets import explore

    t = long_game()
    n = len(t)
    t0 = time.perf_counter()
    ex = explore(t, at=0)
    ex.show_tab("Loyalty")
    build = time.perf_counter() - t0
    forward, back, jump = [], [], []
    for _ in range(n):
        t0 = time.perf_counter()
        ex.stepper.forward_button.click()
        forward.append(time.perf_counter() - t0)
    for _ in range(n):
        t0 = time.perf_counter()
        ex.stepper.back_button.click()
        back.append(time.perf_counter() - t0)
    rng = random.Random(1)
    for _ in range(100):
        t0 = time.perf_counter()
        ex.stepper.slider.value = rng.randrange(n + 1)
        jump.append(time.perf_counter() - t0)
    # playing: a click on an action button runs the engine, then redraws everything
    play, refuse = [], []
    ex.stepper.goto(n)
    for _ in range(60):
        if ex.stepper.state.game_over:
            break
        legal = [b for b in ex.actions.buttons if ex.actions.allowed(b)]
        illegal = [b for b in ex.actions.buttons if not ex.actions.allowed(b)]
        if illegal:
            t0 = time.perf_counter()
            illegal[0].click()
            refuse.append(time.perf_counter() - t0)
        t0 = time.perf_counter()
        rng.choice(legal).click()
        play.append(time.perf_counter() - t0)
    if ex.stepper.message.value or 'class="mt-msg mt-error"' in ex.actions.message.value:
        raise RuntimeError("a view failed during the benchmark")
    fwd, fwd95 = _ms(forward)
    bk, bk95 = _ms(back)
    jp, jp95 = _ms(jump)
    pl, pl95 = _ms(play)
    rows = [
        (f"explore() a {n}-step game, first full draw", round(build * 1000, 1), "ms", None),
        ("click Forward -> board, actions, log, plot redrawn (median)", fwd, "ms", TARGET_MS),
        ("click Forward (95th percentile)", fwd95, "ms", TARGET_MS),
        ("click Back (median)", bk, "ms", TARGET_MS),
        ("click Back (95th percentile)", bk95, "ms", TARGET_MS),
        ("move the slider to any step (median)", jp, "ms", TARGET_MS),
        ("move the slider to any step (95th percentile)", jp95, "ms", TARGET_MS),
        ("click an action: engine step + full redraw (median)", pl, "ms", TARGET_MS),
        ("click an action (95th percentile)", pl95, "ms", TARGET_MS),
    ]
    if refuse:
        rf, rf95 = _ms(refuse)
        rows += [("click a '(not now)' action: the refusal shown (median)", rf, "ms",
                  TARGET_MS),
                 ("click a '(not now)' action (95th percentile)", rf95, "ms", TARGET_MS)]
    return rows


def bench_frame() -> list[tuple]:
    """The live plot's frame (axes, ticks, legend) is drawn in full only when it changes: a
    new planeswalker or mark kind in the legend, or the game outgrowing its axes."""
    from magictutor.widgets import GameStepper, LivePlot

    view = LivePlot(GameStepper(long_game()))
    times = []
    for _ in range(9):
        view._frame_key = view._key = None
        t0 = time.perf_counter()
        view.refresh()
        times.append(time.perf_counter() - t0)
    med, _ = _ms(times)
    return [("live plot: a redraw that changes its frame (rare; median)", med, "ms", None)]


def bench_plots() -> list[tuple]:
    """Static plots drawn in full (not the live view): for the record, no target."""
    import matplotlib.pyplot as plt

    from magictutor.plots import plot_life, plot_loyalty

    t = long_game()
    times = []
    for fn in (plot_loyalty, plot_life):
        t0 = time.perf_counter()
        ax = fn(t)
        ax.figure.canvas.draw()
        times.append(time.perf_counter() - t0)
        plt.close(ax.figure)
    return [("plot_loyalty of the whole game, drawn", round(times[0] * 1000, 1), "ms", None),
            ("plot_life of the whole game, drawn", round(times[1] * 1000, 1), "ms", None)]


def run() -> list[tuple]:
    return bench_clicks() + bench_frame() + bench_plots()


if __name__ == "__main__":
    for name, value, unit, target in run():
        print(f"{name:64} {value:>10} {unit:3} {'target ' + target if target else ''}")
