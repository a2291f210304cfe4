"""Instructions per playout step (and per python-chess ply, and per simulated game), as
valgrind's callgrind counts them: a measure that does not drift with the machine's speed,
for comparing versions of the engine (docs/benchmarks.md).

Not part of ``make bench``: valgrind is not a project dependency. With valgrind installed:

    .venv/bin/python benchmarks/instructions.py            # playout step and chess ply
    .venv/bin/python benchmarks/instructions.py simulate   # simulated game

Each figure is the difference between two runs of different lengths (so start-up and
imports cancel out), divided by the difference in length. Python's hash seed is fixed.
"""

from __future__ import annotations

import os
import re
import shutil
import subprocess
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent


def _work(kind: str, n: int) -> None:
    sys.path.insert(0, str(HERE))
    import bench_engine

    if kind == "playout":
        bench_engine.playout_us_per_step(n)
    elif kind == "chess":
        bench_engine.chess_us_per_ply(n)
    else:
        from magictutor.engine.simulate import simulate

        simulate(n, seed=0, progress=False)


def _count(kind: str, n: int) -> int:
    env = dict(os.environ, PYTHONHASHSEED="0")
    out = subprocess.run(
        ["valgrind", "--tool=callgrind", "--callgrind-out-file=/dev/null", sys.executable,
         __file__, "--work", kind, str(n)],
        capture_output=True, text=True, env=env, check=True).stderr
    found = re.search(r"Collected : (\d+)", out)
    if found is None:
        raise SystemExit(f"no instruction count in valgrind's output:\n{out[-2000:]}")
    return int(found.group(1))


def per_unit(kind: str, short: int, long: int) -> float:
    return (_count(kind, long) - _count(kind, short)) / (long - short)


def main(argv: list[str]) -> None:
    if argv[:1] == ["--work"]:
        _work(argv[1], int(argv[2]))
        return
    if shutil.which("valgrind") is None:
        raise SystemExit("valgrind is not installed")
    if argv[:1] == ["simulate"]:
        print(f"instructions per simulated game: {per_unit('simulate', 2, 12):,.0f}")
        return
    print(f"instructions per playout step: {per_unit('playout', 500, 2500):,.0f}")
    print(f"instructions per python-chess ply: {per_unit('chess', 1000, 5000):,.0f}")


if __name__ == "__main__":
    main(sys.argv[1:])
