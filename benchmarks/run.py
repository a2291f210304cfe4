"""Run the benchmarks: every ``benchmarks/bench_*.py`` module's ``run()``, as one table.

Each ``run()`` returns rows ``(name, value, unit, target)``; ``target`` is ``None`` or a
comparison such as ``"< 50"`` or ``"<= 1"``, checked against ``value``. The table starts with
the machine it ran on, so results can be written down with it. ``make bench`` calls this.

    python benchmarks/run.py                 # every module
    python benchmarks/run.py widgets engine  # only bench_widgets.py and bench_engine.py
    python benchmarks/run.py --json out.json # also save the rows

Exit status: 0 if every target is met, 1 if one is missed, 2 if a module failed to run.
"""

from __future__ import annotations

import argparse
import importlib.util
import json
import operator
import os
import platform
import sys
import time
import traceback
from pathlib import Path

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent
OPS = {"<": operator.lt, "<=": operator.le, ">": operator.gt, ">=": operator.ge}


def modules(names: list[str]) -> list[Path]:
    """The ``bench_*.py`` files to run (all, or those named ``bench_NAME.py``)."""
    found = sorted(HERE.glob("bench_*.py"))
    if not names:
        return found
    wanted = {n if n.startswith("bench_") else f"bench_{n}" for n in names}
    missing = wanted - {p.stem for p in found}
    if missing:
        raise SystemExit(f"no benchmark module {', '.join(sorted(missing))} in {HERE} "
                         f"(there are: {', '.join(p.stem for p in found)})")
    return [p for p in found if p.stem in wanted]


def meets(value: float, target: str | None) -> bool | None:
    """Whether ``value`` meets ``target`` (``"< 50"``); None when there is no target."""
    if not target:
        return None
    op, _, number = target.strip().partition(" ")
    if op not in OPS:
        raise ValueError(f"a target is written like '< 50' or '<= 1', not {target!r}")
    return OPS[op](value, float(number))


def machine() -> str:
    """The machine, and how busy it was (timings on a loaded machine run long)."""
    cpu = platform.processor() or platform.machine()
    load = ""
    if hasattr(os, "getloadavg"):
        load = f" \u00b7 load average {os.getloadavg()[0]:.2f}"
    return (f"{platform.node()} \u00b7 {platform.system()} {platform.release()} \u00b7 {cpu} "
            f"\u00b7 {os.cpu_count()} CPUs{load} \u00b7 Python {platform.python_version()} "
            f"\u00b7 {time.strftime('%Y-%m-%d %H:%M')}")


def load(path: Path):
    spec = importlib.util.spec_from_file_location(path.stem, path)
    module = importlib.util.module_from_spec(spec)  # type: ignore[arg-type]
    spec.loader.exec_module(module)  # type: ignore[union-attr]
    return module


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("names", nargs="*", help="modules to run (widgets, engine, ...)")
    parser.add_argument("--json", help="also write the rows to this JSON file")
    args = parser.parse_args(argv)
    os.environ.setdefault("MPLBACKEND", "Agg")
    sys.path.insert(0, str(ROOT))
    print(f"Benchmarks on {machine()}\n")
    print(f"{'benchmark':64} {'value':>10} {'unit':5} {'target':9} ok")
    rows, status = [], 0
    for path in modules(args.names):
        try:
            result = load(path).run()
        except Exception:
            print(f"{path.stem}: failed to run\n{traceback.format_exc()}")
            status = 2
            continue
        for name, value, unit, target in result:
            ok = meets(value, target)
            mark = "" if ok is None else ("yes" if ok else "MISSED")
            if ok is False and status == 0:
                status = 1
            print(f"{name:64} {value:>10} {unit:5} {target or '':9} {mark}")
            rows.append({"module": path.stem, "name": name, "value": value, "unit": unit,
                         "target": target, "ok": ok})
    print(f"\nFinished on {machine()}")
    if args.json:
        Path(args.json).write_text(json.dumps({"machine": machine(), "rows": rows}, indent=1),
                                   encoding="utf-8")
    return status


if __name__ == "__main__":
    sys.exit(main())
