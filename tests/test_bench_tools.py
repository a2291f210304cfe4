"""The two tools docs/benchmarks.md's issue-13 figures come from, run small: the bytecode
count by function (benchmarks/opcodes.py) and the side-by-side timing of two trees
(benchmarks/paired.py). Not a timing test: only that each measures what it says."""

from __future__ import annotations

import importlib.util
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def _load(name: str):
    spec = importlib.util.spec_from_file_location(name, ROOT / "benchmarks" / f"{name}.py")
    module = importlib.util.module_from_spec(spec)  # type: ignore[arg-type]
    spec.loader.exec_module(module)  # type: ignore[union-attr]
    return module


def test_opcodes_counts_the_engine_functions_a_game_runs():
    ops, calls = _load("opcodes").count(1)
    names = {name for (_, name) in ops}
    assert {"legal_actions", "apply"} <= names  # (every step of a game goes through both)
    assert sum(ops.values()) > 10 * sum(calls.values()) > 0


def test_opcodes_gives_the_same_count_in_two_processes_with_one_hash_seed():
    import os
    import subprocess
    import sys

    env = dict(os.environ, PYTHONHASHSEED="0")
    runs = [subprocess.run([sys.executable, str(ROOT / "benchmarks" / "opcodes.py"), "--games",
                            "1", "--top", "3"], capture_output=True, text=True, env=env,
                           check=True).stdout for _ in range(2)]
    assert runs[0] == runs[1] and "bytecodes per simulated game" in runs[0]


def test_paired_times_the_same_games_in_both_trees_round_by_round():
    paired = _load("paired")
    got = paired.compare(ROOT, ROOT, rounds=2, games=1, hash_seed="0")
    assert len(got["a"]) == len(got["b"]) == len(got["ratios"]) == 2
    assert all(t > 0 for t in got["a"] + got["b"])


def test_paired_refuses_what_is_neither_a_tree_nor_a_revision(tmp_path, capsys):
    import pytest

    with pytest.raises(SystemExit, match="neither a folder"):
        _load("paired").main(["no-such-revision-xyz", str(ROOT)])
