"""Bytecodes the interpreter runs per simulated game, by function: a count that does not
drift with the machine, and the one that follows time most closely on it (docs/benchmarks.md,
"Bytecodes, not instructions").

    .venv/bin/python benchmarks/opcodes.py              # the 40 costliest functions
    .venv/bin/python benchmarks/opcodes.py --top 100 --games 6
    .venv/bin/python benchmarks/opcodes.py --by-module

It traces ``simulate(games, seed=0)`` after a warm-up, with ``sys.settrace`` and
``f_trace_opcodes``: slow (about 100 x) and exact: two processes with the same hash seed
(``PYTHONHASHSEED=0``) count the same. Each row is
bytecodes per game, its share, and calls per game.
"""

from __future__ import annotations

import argparse
import collections
import sys
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent


def count(games: int) -> tuple[collections.Counter, collections.Counter]:
    """Bytecodes and calls per (file, function) over ``games`` simulated games."""
    sys.path.insert(0, str(ROOT))
    from magictutor.engine.simulate import simulate

    simulate(2, seed=99, progress=False)  # (warm-up: card data, caches)
    ops: collections.Counter = collections.Counter()
    calls: collections.Counter = collections.Counter()

    def tracer(frame: Any, event: str, arg: Any) -> Any:
        frame.f_trace_opcodes, frame.f_trace_lines = True, False
        code = frame.f_code
        key = (code.co_filename.rpartition("magictutor/")[2], code.co_qualname)
        calls[key] += 1

        def local(frame: Any, event: str, arg: Any) -> Any:
            if event == "opcode":
                ops[key] += 1
            return local
        return local

    sys.settrace(tracer)
    try:
        simulate(games, seed=0, progress=False)
    finally:
        sys.settrace(None)
    return ops, calls


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=4)
    parser.add_argument("--top", type=int, default=40)
    parser.add_argument("--by-module", action="store_true", help="sum by file instead")
    args = parser.parse_args(argv)
    if not (1 <= args.games <= 1000 and 1 <= args.top <= 100_000):
        parser.error("--games takes 1 to 1000, --top 1 to 100000")
    ops, calls = count(args.games)
    total = sum(ops.values())
    n = args.games
    print(f"bytecodes per simulated game: {total / n:,.0f}; "
          f"Python calls per game: {sum(calls.values()) / n:,.0f}")
    if args.by_module:
        files: collections.Counter = collections.Counter()
        for (path, _), c in ops.items():
            files[path] += c
        for path, c in files.most_common(args.top):
            print(f"{c / n:10,.0f} {c / total:6.1%}  {path}")
        return 0
    for key, c in ops.most_common(args.top):
        print(f"{c / n:10,.0f} {c / total:6.1%} {calls[key] / n:8,.0f}  {key[0]}:{key[1]}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
