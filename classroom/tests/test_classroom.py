"""A class on loopback: a test hub with 5 students running lesson 5, then a Voila page.

Run by `make classroom-test` (and so by CI): it needs the `classroom` extra (JupyterHub)
and configurable-http-proxy from npm, which that target installs. Each part runs
classroom/loadtest.py as a teacher's IT person would and checks its JSON report; nothing
here is timed (the times the report carries are for docs/benchmarks.md).
"""

from __future__ import annotations

import json
import re
import subprocess
import sys
from pathlib import Path

import pytest

HERE = Path(__file__).resolve().parent
CLASSROOM = HERE.parent
ROOT = CLASSROOM.parent
LESSON = ROOT / "notebooks" / "05-damage-redirection.ipynb"

#: Memory a student may take (RSS of server + kernel); 30 students measured ~250 MiB.
MAX_MIB_A_STUDENT = 400


def _loadtest(tmp_path: Path, *args: str) -> tuple[subprocess.CompletedProcess, dict]:
    out = tmp_path / "report.json"
    proc = subprocess.run(
        [sys.executable, str(CLASSROOM / "loadtest.py"), *args, "--json", str(out)],
        capture_output=True,
        text=True,
        timeout=600,
    )
    assert out.exists(), proc.stdout + proc.stderr
    return proc, json.loads(out.read_text(encoding="utf-8"))


def _code_cells() -> int:
    nb = json.loads(LESSON.read_text(encoding="utf-8"))
    return sum(1 for cell in nb["cells"] if cell["cell_type"] == "code")


@pytest.fixture(scope="module")
def five_students(tmp_path_factory) -> tuple[subprocess.CompletedProcess, dict]:
    tmp = tmp_path_factory.mktemp("class")
    proc, report = _loadtest(tmp, "--students", "5", "--timeout", "240")
    return proc, report["class"]


def test_five_students_run_lesson_5_to_the_end(five_students):
    proc, r = five_students
    assert r["ok"] == 5, proc.stdout
    assert r["failures"] == [], proc.stdout
    cells = _code_cells()
    assert cells > 5
    for st in r["per_student"]:
        assert (st["cells_ok"], st["cells"]) == (cells, cells), st


def test_no_kernel_restart_or_port_error_in_the_hub_log(five_students):
    proc, r = five_students
    assert r["bad_log_lines"] == [], proc.stdout


def test_kernels_use_ipc_sockets_in_a_short_runtime_folder(five_students):
    """Each kernel's connection file is in ~/.jr (JUPYTER_RUNTIME_DIR, set by the
    drop-in), its transport is IPC, and its socket paths fit in 107 bytes."""
    proc, r = five_students
    for st in r["per_student"]:
        conn = Path(st["connection_file"])
        assert conn.parent.name == ".jr" and conn.parent.parent.name == st["name"], conn
        socket_path = f"{conn.with_suffix('')}-ipc-65535"  # the longest suffix it gets
        assert len(socket_path.encode()) <= 107, socket_path
    # A kernel on TCP says so in the log, which the load test counts as a bad line.
    assert not any("over TCP" in line for line in r["bad_log_lines"]), r["bad_log_lines"]


def test_memory_a_student_is_bounded(five_students):
    proc, r = five_students
    rss = [st["rss_mib"] for st in r["per_student"]]
    assert all(m is not None for m in rss), proc.stdout
    # A server and a kernel take at least 100 MiB: a lower figure would mean the
    # measure missed the kernel.
    assert all(100 < m < MAX_MIB_A_STUDENT for m in rss), rss


def test_every_server_and_process_stopped(five_students):
    proc, r = five_students
    assert r["left_processes"] == [], proc.stdout
    assert proc.returncode == 0, proc.stdout + proc.stderr


def test_voila_culls_the_kernels_of_viewers_who_left(tmp_path):
    """`make present` with culling on: 5 viewers open the lesson, each page starts a
    kernel, the viewers leave, and culling stops every kernel (after 5 idle seconds here)."""
    proc, report = _loadtest(tmp_path, "--voila-viewers", "5", "--cull-idle", "5")
    v = report["voila"]
    assert v["pages_ok"] == 5, proc.stdout
    assert v["kernels_while_open"] == 5, proc.stdout
    assert v["kernels_after_culling"] == 0, proc.stdout
    assert v["left_processes"] == [] and v["failures"] == [], proc.stdout


def test_make_present_turns_culling_on():
    """The culling flags are in `make present`'s own command, not only in this test's."""
    dry = subprocess.run(
        ["make", "-n", "--no-print-directory", "-C", str(ROOT), "present",
         f"NOTEBOOK={LESSON}"],
        capture_output=True, text=True, timeout=60,
    ).stdout
    voila = [line for line in dry.splitlines() if "/voila " in line]
    assert voila, dry
    assert re.search(r"cull_idle_timeout=[1-9]", voila[-1]), voila[-1]
    assert "cull_connected=False" in voila[-1]
