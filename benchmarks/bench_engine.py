"""Engine benchmarks: a random playout against python-chess's, timeline moves, import time,
legal_actions at declare blockers at two sizes, and many simulated games.

Each ``bench_*`` function returns rows ``(name, value, unit, target)``; ``run()`` returns
them all. Run with ``make bench`` (or ``python benchmarks/bench_engine.py``).
"""

from __future__ import annotations

import random
import statistics
import subprocess
import sys
import time

SITUATION = dict(
    players=["Alice", "Bob"], active="Bob",
    setup={"Alice": {"battlefield": ["Jace Beleren", "Grizzly Bears", "Forest", "Forest"],
                     "hand": ["Lightning Bolt", "Shock"], "library": ["Island"] * 40},
           "Bob": {"battlefield": ["Chandra Nalaar", "Mountain", "Mountain", "Grizzly Bears"],
                   "hand": ["Lightning Bolt", "Shock", "Chandra Ablaze"],
                   "library": ["Mountain"] * 40}})


def playout_us_per_step(steps: int = 2000, seed: int = 1) -> float:
    """Random playout: legal_actions + apply per step, restarting when a game ends."""
    import magictutor as mt

    start = mt.build_game(**SITUATION)
    rng = random.Random(seed)
    s, n = start, 0
    t0 = time.perf_counter()
    while n < steps:
        if s.game_over:
            s = start
        s = mt.apply(s, rng.choice(mt.legal_actions(s))).after
        n += 1
    return (time.perf_counter() - t0) / n * 1e6


def chess_us_per_ply(plies: int = 5000, seed: int = 1, *, game_over: bool = False
                     ) -> float | None:
    """python-chess's random playout, per ply.

    By default only ``legal_moves`` + ``push``, as the issue defines the comparison: a game
    starts again when no legal move is left (checkmate, stalemate) or after 400 plies.
    With ``game_over`` the loop also asks ``is_game_over()`` before each ply, as
    python-chess's usual random-playout loop does; that adds its draw checks (fivefold
    repetition, the 75-move rule, insufficient material) to every ply."""
    try:
        import chess
    except ImportError:  # pragma: no cover - chess is a test extra
        return None
    rng = random.Random(seed)
    b, n = chess.Board(), 0
    t0 = time.perf_counter()
    while n < plies:
        if game_over and b.is_game_over():
            b = chess.Board()
        moves = list(b.legal_moves)
        if not moves or b.ply() >= 400:
            b = chess.Board()
            continue
        b.push(rng.choice(moves))
        n += 1
    return (time.perf_counter() - t0) / n * 1e6


def bench_playout(rounds: int = 5) -> list[tuple]:
    """The playouts the same way: one warm-up run each, then the best of ``rounds`` runs
    taken in turn (so a slow spell of a shared machine hits all alike)."""
    playout_us_per_step(500)
    have_chess = chess_us_per_ply(500) is not None
    ours_runs: list[float] = []
    bare_runs: list[float] = []
    loop_runs: list[float] = []
    for _ in range(rounds):
        ours_runs.append(playout_us_per_step())
        if have_chess:
            bare_runs.append(chess_us_per_ply())
            loop_runs.append(chess_us_per_ply(game_over=True))
    ours = min(ours_runs)
    rows = [("random playout step (legal_actions + apply)", round(ours, 1), "us", None)]
    if have_chess:
        bare, loop = min(bare_runs), min(loop_runs)
        rows += [
            ("python-chess ply: legal_moves + push", round(bare, 1), "us", None),
            ("python-chess ply: is_game_over + legal_moves + push", round(loop, 1), "us",
             None),
            ("ratio: our step / chess legal_moves + push", round(ours / bare, 2), "x",
             "<= 0.75"),
            ("ratio: our step / chess ply with is_game_over", round(ours / loop, 2), "x",
             None),
        ]
    return rows


def bench_shortcuts(rounds: int = 3) -> list[tuple]:
    """The playout step with every shortcut off (``MAGICTUTOR_FAST=0``), and with each one
    off alone, against the same step with all on and python-chess in the same run: what each
    shortcut buys (see :mod:`magictutor.engine.shortcuts`)."""
    from magictutor.engine.shortcuts import FLAGS, flag, shortcuts

    def best(steps: int = 2000) -> float:
        return min(playout_us_per_step(steps) for _ in range(rounds))

    with shortcuts(True):
        on = best()
    chess = chess_us_per_ply()
    with shortcuts(False):
        off = best()
    rows = [("playout step, every shortcut on (the first row, again)", round(on, 1), "us", None),
            ("playout step, every shortcut off (MAGICTUTOR_FAST=0)", round(off, 1), "us", None)]
    if chess is not None:
        rows.append(("ratio: step with every shortcut off / chess legal_moves + push",
                     round(off / chess, 2), "x", None))
    for mod, name in FLAGS:  # (each against all on measured just before: the load moves)
        with shortcuts(True):
            near = best()
        with flag(f"{mod}.{name}", False):
            alone = best()
        rows.append((f"  step with only {mod}.{name} off / all on", round(alone / near, 2),
                     "x", None))
    return rows


def chess_game_us(seed: int) -> tuple[float, int]:
    """One random chess game played to its end (checkmate, stalemate, or a draw python-chess
    sees: ``is_game_over()``), in microseconds, and its plies."""
    import chess

    rng = random.Random(seed)
    b = chess.Board()
    t0 = time.perf_counter()
    while not b.is_game_over():
        b.push(rng.choice(list(b.legal_moves)))
    return (time.perf_counter() - t0) * 1e6, b.ply()


def bench_game_vs_chess(games: int = 20) -> list[tuple]:
    """A simulated 12-turn game (eager policy, Planechase, one process) against a random
    chess game played to its end, the same number of each taken in turn in one process:
    the ratio of their mean times."""
    try:
        import chess  # noqa: F401
    except ImportError:  # pragma: no cover - chess is a test extra
        return []
    from magictutor.engine.simulate import simulate

    simulate(2, seed=99, progress=False)  # (warm-up: card data, caches)
    ours, theirs, plies = [], [], []
    for g in range(games):
        t0 = time.perf_counter()
        simulate(1, seed=g, progress=False)
        ours.append((time.perf_counter() - t0) * 1e6)
        us, n = chess_game_us(g)
        theirs.append(us)
        plies.append(n)
    mine, chess_game = statistics.mean(ours), statistics.mean(theirs)
    return [("simulated 12-turn game (eager, Planechase, one process), mean of "
             f"{games}", round(mine / 1000, 1), "ms", None),
            (f"random chess game to its end (mean {statistics.mean(plies):.0f} plies), "
             f"mean of {games}", round(chess_game / 1000, 1), "ms", None),
            ("ratio: simulated game / chess game", round(mine / chess_game, 2), "x", None)]


def bench_timeline() -> list[tuple]:
    import magictutor as mt
    from magictutor.engine.timeline import Timeline

    rng = random.Random(2)
    t = Timeline(mt.build_game(**SITUATION))
    while len(t) < 500 and not t.state.game_over:
        t.apply(rng.choice(mt.legal_actions(t.state)))
    n = 20_000
    t0 = time.perf_counter()
    for _ in range(n):
        t.goto(rng.randrange(len(t) + 1))
    goto = (time.perf_counter() - t0) / n * 1e6
    t0 = time.perf_counter()
    for _ in range(n):
        t.undo()
        t.redo()
    undo = (time.perf_counter() - t0) / n / 2 * 1e6
    return [(f"timeline goto (any of {len(t)} steps)", round(goto, 2), "us", None),
            ("timeline undo or redo", round(undo, 2), "us", None)]


def bench_import() -> list[tuple]:
    """Import time in fresh interpreters, with bytecode cached as on a user's machine (this
    workplace sets PYTHONDONTWRITEBYTECODE, which would make every run compile the package
    from source): one warm-up run writes the cache, then the median of seven."""
    import os

    env = {k: v for k, v in os.environ.items() if k != "PYTHONDONTWRITEBYTECODE"}
    code = ("import time; t = time.perf_counter(); import magictutor; "
            "print(time.perf_counter() - t)")

    def once() -> float:
        return float(subprocess.run([sys.executable, "-c", code], capture_output=True,
                                    text=True, check=True, env=env).stdout)

    once()
    times = [once() for _ in range(7)]
    return [("import magictutor (median of 7 fresh interpreters)",
             round(statistics.median(times) * 1000, 1), "ms", "< 150")]


def bench_simulate(games: int = 1000, runs: int = 3) -> list[tuple]:
    """The median of ``runs`` timings of ``games`` simulated games (this machine's speed
    moves by 20-30 % from one run to the next: the median of three is steadier than one
    run, and unlike the best it is not the luckiest)."""
    import os

    from magictutor.engine.simulate import simulate

    workers = os.cpu_count() or 1
    times = []
    for _ in range(runs):
        t0 = time.perf_counter()
        simulate(games, seed=0, progress=False, workers=workers)
        times.append(time.perf_counter() - t0)
    return [(f"{games} simulated games (eager, up to 12 turns, {workers} processes), "
             f"median of {runs}", round(statistics.median(times), 1), "s", "< 10"),
            (f"  the {runs} runs", " / ".join(f"{t:.1f}" for t in times), "s", "")]


def blockers_state(n: int, edition: str = "2013-07"):
    """Alice attacks Bob with ``n`` Grizzly Bears; Bob, with ``n`` of his own, is to declare
    blockers."""
    import magictutor as mt

    g = mt.build_game(["Alice", "Bob"], active="Alice", step="declare attackers", turn=3,
                      edition=edition,
                      setup={who: {"battlefield": ["Grizzly Bears"] * n, "library": ["Island"]}
                             for who in ("Alice", "Bob")})
    while g.pending is None or g.pending.kind != "attackers":
        g = mt.apply(g, mt.legal_actions(g)[0]).after
    g = mt.apply(g, mt.DeclareAttackers("Alice", tuple((i, "Bob") for i in g.pending.options))
                 ).after
    while g.pending is None or g.pending.kind != "blockers":
        g = mt.apply(g, mt.legal_actions(g)[0]).after
    return g


def bench_blockers(sizes: tuple[int, int] = (50, 400), runs: int = 5) -> list[tuple]:
    """legal_actions at declare blockers with ``sizes`` creatures a side (the best of
    ``runs``, memo off so each run does the work): blocks are offered one per creature that
    could block, so the time should grow with the number of creatures (a ratio near
    400 / 50 = 8), not with its square."""
    import magictutor.engine.legal as legal

    times = []
    memo, legal.MEMO = legal.MEMO, False
    try:
        for n in sizes:
            g = blockers_state(n)
            best = float("inf")
            for _ in range(runs):
                t0 = time.perf_counter()
                legal.legal_actions(g)
                best = min(best, time.perf_counter() - t0)
            times.append(best)
    finally:
        legal.MEMO = memo
    (small, large), (a, b) = sizes, times
    return [(f"legal_actions at declare blockers, {small} creatures a side", round(a * 1e3, 2),
             "ms", None),
            (f"legal_actions at declare blockers, {large} creatures a side", round(b * 1e3, 2),
             "ms", None),
            (f"ratio: {large} / {small} a side (linear: {large // small})", round(b / a, 1), "x",
             f"< {2 * large // small}")]


def run() -> list[tuple]:
    return (bench_playout() + bench_shortcuts() + bench_game_vs_chess() + bench_timeline()
            + bench_import() + bench_blockers() + bench_simulate())


if __name__ == "__main__":
    for name, value, unit, target in run():
        print(f"{name:60} {value:>10} {unit:3} {'target ' + target if target else ''}")
