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
    from magictutor.engine.timeline import Timeline

    new_game = getattr(__import__("magictutor.engine.new_game", fromlist=["new_game"]), "new_game",
                       None)
    if new_game is not None:
        start = new_game(("Alice", "Bob"), seed=seed)
    else:  # pragma: no cover - before new_game landed
        start = mt.build_game(["Alice", "Bob"], setup={
            "Alice": {"battlefield": ["Jace Beleren", "Island", "Island"],
                      "library": ["Island"] * 60},
            "Bob": {"battlefield": ["Chandra Nalaar", "Mountain"], "library": ["Mountain"] * 60}},
            planechase={})
    try:
        from magictutor.engine.simulate import eager_policy as policy
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


class Clock:
    """Wall time (what a user waits) and this process's CPU time (what a busy shared
    machine does not inflate) of each timed click."""

    def __init__(self) -> None:
        self.wall: list[float] = []
        self.cpu: list[float] = []

    def time(self, fn) -> None:
        w, c = time.perf_counter(), time.process_time()
        fn()
        self.cpu.append(time.process_time() - c)
        self.wall.append(time.perf_counter() - w)

    def rows(self, what: str) -> list[tuple]:
        wall, wall95 = _ms(self.wall)
        cpu, _ = _ms(self.cpu)
        return [(f"{what}: median", wall, "ms", TARGET_MS),
                (f"{what}: 95th percentile", wall95, "ms", TARGET_MS),
                (f"{what}: median CPU time", cpu, "ms", TARGET_MS)]


def bench_clicks() -> list[tuple]:
    from magictutor.widgets import explore

    t = long_game()
    n = len(t)
    t0 = time.perf_counter()
    ex = explore(t, at=0)
    ex.show_tab("Loyalty")
    build = time.perf_counter() - t0
    forward, back, jump, play, refuse = Clock(), Clock(), Clock(), Clock(), Clock()
    for _ in range(n):
        forward.time(ex.stepper.forward_button.click)
    for _ in range(n):
        back.time(ex.stepper.back_button.click)
    rng = random.Random(1)
    for _ in range(100):
        k = rng.randrange(n + 1)
        jump.time(lambda k=k: setattr(ex.stepper.slider, "value", k))
    # playing: a click on an action button runs the engine, then redraws everything
    ex.stepper.goto(n)
    for _ in range(60):
        if ex.stepper.state.game_over:
            break
        legal = [b for b in ex.actions.buttons if ex.actions.allowed(b)]
        illegal = [b for b in ex.actions.buttons if not ex.actions.allowed(b)]
        if illegal:
            refuse.time(illegal[0].click)
        play.time(rng.choice(legal).click)
    if ex.stepper.message.value or 'class="mt-msg mt-error"' in ex.actions.message.value:
        raise RuntimeError("a view failed during the benchmark")
    rows = [(f"explore() a {n}-step game, first full draw", round(build * 1000, 1), "ms", None)]
    rows += forward.rows("click Forward -> board, actions, log, plot redrawn")
    rows += back.rows("click Back")
    rows += jump.rows("move the slider to any step")
    rows += play.rows("click an action: engine step + full redraw")
    if refuse.wall:
        rows += refuse.rows("click a '(not now)' action: the refusal shown")
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
