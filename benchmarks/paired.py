"""Two versions of the engine timed side by side on the same simulated games: the fair way
to ask "is this version faster than that one" on a machine whose speed drifts.

    .venv/bin/python benchmarks/paired.py fb97db2 HEAD           # two git revisions
    .venv/bin/python benchmarks/paired.py /path/to/tree HEAD      # or a tree's folder
    .venv/bin/python benchmarks/paired.py fb97db2 HEAD --rounds 60 --games 20

Each version runs in a process of its own, kept alive for the whole run (so imports and
warm-up happen once). Round by round, each plays the same batch of seeded 12-turn games
(``simulate(1, seed=g)`` for g in 0..games-1, as ``bench_engine.bench_game_vs_chess``
plays them), in turn, the order swapped every round; the figure is the median of the
per-round ratios, so a slow spell of the machine lands on both. A revision is checked out
into a temporary git worktree, removed at the end. Python's hash seed is fixed (``--hash-seed``).

Not part of ``make bench``: it compares versions, and ``docs/benchmarks.md`` says what it
found. An A/A run (the same revision twice) shows the noise: its median is 1.00 +- 0.01.
"""

from __future__ import annotations

import argparse
import os
import statistics
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent

WORKER = """
import sys, time
try:
    from magictutor.engine.simulate import simulate
except ImportError:  # (the layout before the engine/ package: issue 13's first round)
    from magictutor.simulate import simulate
simulate(2, seed=99, progress=False)
print("ready", flush=True)
for line in sys.stdin:
    games = int(line)
    t0 = time.perf_counter()
    for g in range(games):
        simulate(1, seed=g, progress=False)
    print((time.perf_counter() - t0) * 1000 / games, flush=True)
"""


def _tree(spec: str, tmp: Path, worktrees: list[Path]) -> Path:
    """A folder holding the ``magictutor`` package: ``spec`` itself, or a git revision
    checked out into a worktree under ``tmp``."""
    if (Path(spec) / "magictutor").is_dir():
        return Path(spec).resolve()
    rev = subprocess.run(["git", "-C", str(ROOT), "rev-parse", "--verify", f"{spec}^{{commit}}"],
                         capture_output=True, text=True)
    if rev.returncode != 0:
        raise SystemExit(f"{spec!r} is neither a folder holding magictutor/ nor a git revision")
    path = tmp / f"{spec.replace('/', '_')}-{rev.stdout.strip()[:8]}-{len(worktrees)}"
    subprocess.run(["git", "-C", str(ROOT), "worktree", "add", "--detach", "-q", str(path),
                    rev.stdout.strip()], check=True)
    worktrees.append(path)
    return path


def _start(tree: Path, hash_seed: str) -> subprocess.Popen:
    env = dict(os.environ, PYTHONPATH=str(tree), PYTHONHASHSEED=hash_seed, MAGICTUTOR_CACHE="0")
    p = subprocess.Popen([sys.executable, "-c", WORKER], stdin=subprocess.PIPE,
                         stdout=subprocess.PIPE, text=True, env=env, cwd=tree)
    assert p.stdout is not None
    if p.stdout.readline().strip() != "ready":
        raise SystemExit(f"the engine in {tree} did not start")
    return p


def _batch(p: subprocess.Popen, games: int) -> float:
    assert p.stdin is not None and p.stdout is not None
    p.stdin.write(f"{games}\n")
    p.stdin.flush()
    return float(p.stdout.readline())


def compare(a: Path, b: Path, rounds: int, games: int, hash_seed: str) -> dict:
    """Per-game milliseconds of each version, round by round, and the ratios b / a."""
    procs = [_start(a, hash_seed), _start(b, hash_seed)]
    times: list[list[float]] = [[], []]
    try:
        for r in range(rounds):
            for i in ((0, 1) if r % 2 == 0 else (1, 0)):
                times[i].append(_batch(procs[i], games))
    finally:
        for p in procs:
            p.kill()
            p.wait()
    return {"a": times[0], "b": times[1], "ratios": [y / x for x, y in zip(*times, strict=True)]}


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("a", help="the reference: a git revision or a tree's folder")
    parser.add_argument("b", help="the version compared with it")
    parser.add_argument("--rounds", type=int, default=40)
    parser.add_argument("--games", type=int, default=20)
    parser.add_argument("--hash-seed", default="0")
    args = parser.parse_args(argv)
    if not (1 <= args.rounds <= 10_000 and 1 <= args.games <= 10_000):
        parser.error("--rounds and --games take 1 to 10000")
    worktrees: list[Path] = []
    with tempfile.TemporaryDirectory(prefix="magictutor-paired-") as tmp:
        try:
            a = _tree(args.a, Path(tmp), worktrees)
            b = _tree(args.b, Path(tmp), worktrees)
            got = compare(a, b, args.rounds, args.games, args.hash_seed)
        finally:
            for w in worktrees:
                subprocess.run(["git", "-C", str(ROOT), "worktree", "remove", "--force",
                                str(w)], capture_output=True)
    load = ""
    if hasattr(os, "getloadavg"):
        load = f", load average {os.getloadavg()[0]:.2f} at the end"
    print(f"{args.rounds} rounds of {args.games} games{load}")
    for name, key in ((args.a, "a"), (args.b, "b")):
        print(f"  {name}: median {statistics.median(got[key]):.2f} ms a game, "
              f"fastest round {min(got[key]):.2f}")
    r = got["ratios"]
    q = statistics.quantiles(r, n=4) if len(r) >= 2 else [r[0]] * 3
    print(f"  {args.b} / {args.a}: median {statistics.median(r):.3f} "
          f"(quartiles {q[0]:.3f}-{q[2]:.3f})")
    return 0


if __name__ == "__main__":
    sys.exit(main())
