"""The big fuzz campaign of issue #15: fresh scenario files, saved games and commands, each
run under the per-case budget of ``tests/fuzz/doors.py`` (2 s of CPU, 256 MB), with the
figures printed at the end.

    .venv/bin/python tools/fuzz_doors.py                   10,000 / 10,000 / 20,000 cases
    .venv/bin/python tools/fuzz_doors.py --scenarios 500 --saves 500 --notation 1000 --seed 7

Exit status 0 when no case gave a traceback, an error without a line, a hang or went over
budget; 1 otherwise (the bad cases are written to --out for replaying).
"""

from __future__ import annotations

import argparse
import json
import random
import sys
import threading
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "tests"))

from fuzz import doors  # noqa: E402


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    p.add_argument("--scenarios", type=int, default=10_000)
    p.add_argument("--saves", type=int, default=10_000)
    p.add_argument("--notation", type=int, default=20_000)
    p.add_argument("--seed", type=int, default=None, help="default: from the clock (fresh)")
    p.add_argument("--workers", type=int, default=2)
    p.add_argument("--out", default="fuzz-failures.jsonl")
    args = p.parse_args(argv)
    seed = args.seed if args.seed is not None else int(time.time())
    print(f"seed {seed}; budget per case {doors.CPU_SECONDS} s CPU, "
          f"{doors.MEMORY_BYTES >> 20} MB", flush=True)
    texts, save_texts = doors.corpus(), doors.saves()
    jobs: list[tuple[str, object]] = []
    rng = random.Random(seed)
    jobs += [("scenario", doors.scenario_case(rng, texts)) for _ in range(args.scenarios)]
    jobs += [("save", doors.save_case(rng, save_texts)) for _ in range(args.saves)]
    jobs += [("notation", (i, doors.notation_text(rng))) for i in range(args.notation)]
    results: list[tuple | None] = [None] * len(jobs)
    lock, cursor = threading.Lock(), [0]

    def work() -> None:
        runner = doors.Runner()
        try:
            while True:
                with lock:
                    i = cursor[0]
                    cursor[0] += 1
                if i >= len(jobs):
                    return
                results[i] = runner.run(*jobs[i])
                if i % 2000 == 0:
                    print(f"  {i:,} / {len(jobs):,}", flush=True)
        finally:
            runner.close()

    start = time.time()
    threads = [threading.Thread(target=work) for _ in range(args.workers)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    wall = time.time() - start
    bad = 0
    with open(args.out, "w", encoding="utf-8") as out:
        for kind in ("scenario", "save", "notation"):
            rows = [(job, r) for job, r in zip(jobs, results, strict=True) if job[0] == kind]
            counts: dict[str, int] = {}
            for _, r in rows:
                counts[r[0]] = counts.get(r[0], 0) + 1
            worst = max((r[3] for _, r in rows), default=0.0)
            print(f"{kind:9} {len(rows):>6,} cases: " + ", ".join(
                f"{k} {v:,}" for k, v in sorted(counts.items())) + f"; slowest {worst:.2f} s CPU")
            for job, r in rows:
                if r[0] in doors.BAD:
                    bad += 1
                    payload = job[1]
                    if isinstance(payload, bytes):
                        payload = payload.decode("utf-8", "backslashreplace")
                    out.write(json.dumps({"kind": kind, "payload": payload,
                                          "result": list(r)}) + "\n")
    print(f"{bad} bad cases in {wall:.0f} s (written to {args.out})")
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main())
