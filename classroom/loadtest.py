"""Load-test a class on this machine: a test hub, N students, a lesson in each kernel.

    .venv/bin/python classroom/loadtest.py --students 5 [--stagger 3] [--json out.json]
    .venv/bin/python classroom/loadtest.py --voila-viewers 5

(`make classroom-loadtest STUDENTS=15 STAGGER=3` runs the first.) With --students it
starts the test hub of classroom/jupyterhub_config.py on free loopback ports, then for each
student, one every --stagger seconds: logs in through the hub's login form, waits for the
student's server to answer JupyterLab's page, starts a kernel on the lesson through the
server's REST API and runs every code cell of the lesson over the kernel's websocket,
checking each reply is `ok`. It then measures each student's memory (RSS of the server
and its kernel), stops every server through the hub's API, stops the hub, and checks that
no process it started is left. With --voila-viewers it starts `make present` on the lesson
with short culling times, lets V viewers open the page and leave, and checks that culling
stops every kernel they left.

Everything runs on 127.0.0.1; every wait has a deadline; every process is stopped by its
PID (SIGTERM, then SIGKILL after a grace period). Linux only (it reads /proc through psutil).
Exit status: 0 when every student ran the lesson and nothing was left, 1 otherwise.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import os
import re
import secrets
import shutil
import socket
import statistics
import subprocess
import sys
import tempfile
import threading
import time
import uuid
from collections.abc import Iterable
from concurrent.futures import ThreadPoolExecutor
from dataclasses import asdict, dataclass, field
from pathlib import Path

import psutil
import requests
from tornado.httpclient import HTTPRequest
from tornado.websocket import websocket_connect

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent
LOOPBACK = "127.0.0.1"
LESSON = ROOT / "notebooks" / "05-damage-redirection.ipynb"
PROXY = ROOT / ".venv" / "node" / "node_modules" / ".bin" / "configurable-http-proxy"
MIB = 1024 * 1024

#: Lines of a hub's log (servers and kernels log there too) that mean a class went wrong.
BAD_LOG_LINES = re.compile(
    r"KernelRestarter: restarting kernel|Address already in use|"
    r"Kernel died|kernel .* restarted|Timeout waiting for|failed to start|"
    r"Kernel is running over TCP",
    re.IGNORECASE,
)


# --------------------------------------------------------------------------- helpers


def free_port() -> int:
    """A TCP port free on loopback now (the hub binds it a moment later)."""
    with socket.socket() as s:
        s.bind((LOOPBACK, 0))
        return s.getsockname()[1]


def wait_http(url: str, deadline: float, ok=(200,)) -> None:
    """Poll `url` until it answers one of `ok`, or raise TimeoutError at `deadline`."""
    while time.monotonic() < deadline:
        try:
            if requests.get(url, timeout=5).status_code in ok:
                return
        except requests.RequestException:
            pass
        time.sleep(0.3)
    raise TimeoutError(f"{url} did not answer in time")


def percentile(values: list[float], q: float) -> float:
    """The q-th percentile (0-100) by the nearest-rank method; nan for no values."""
    if not values:
        return float("nan")
    ordered = sorted(values)
    rank = max(1, -(-len(ordered) * q // 100))  # ceil
    return ordered[int(rank) - 1]


def tree(pid: int) -> list[psutil.Process]:
    """The process `pid` and its descendants, those still alive."""
    try:
        root = psutil.Process(pid)
        return [root, *root.children(recursive=True)]
    except psutil.NoSuchProcess:
        return []


def stop_procs(procs: Iterable[psutil.Process], grace: float = 10.0) -> list[int]:
    """SIGTERM each process, wait up to `grace` s, SIGKILL the rest; the PIDs that needed it.

    The processes are psutil objects taken while they ran, so a PID that has since been
    given to another process is recognised (by its start time) and left alone."""
    procs = [p for p in procs if _alive(p)]
    for p in procs:
        try:
            p.terminate()
        except psutil.Error:
            pass
    _, alive = psutil.wait_procs(procs, timeout=grace)
    for p in alive:
        try:
            p.kill()
        except psutil.Error:
            pass
    psutil.wait_procs(alive, timeout=5)
    return [p.pid for p in alive]


def _alive(p: psutil.Process) -> bool:
    """Whether the process still runs (the same process, not a zombie, not a reused PID)."""
    try:
        return p.is_running() and p.status() != psutil.STATUS_ZOMBIE
    except psutil.Error:
        return False


def _command(p: psutil.Process) -> str:
    try:
        return f"{p.pid}: {' '.join(p.cmdline())[:200]}"
    except psutil.Error:
        return f"{p.pid}: (gone)"


def code_cells(notebook: Path) -> list[str]:
    """The sources of a notebook's code cells, in order."""
    nb = json.loads(notebook.read_text(encoding="utf-8"))
    cells = []
    for cell in nb["cells"]:
        if cell["cell_type"] == "code":
            src = cell["source"]
            cells.append("".join(src) if isinstance(src, list) else src)
    return cells


def message(msg_type: str, content: dict, session: str, channel: str = "shell") -> dict:
    """A Jupyter message for the kernel websocket's JSON protocol."""
    return {
        "header": {
            "msg_id": uuid.uuid4().hex,
            "msg_type": msg_type,
            "username": "loadtest",
            "session": session,
            "version": "5.3",
            "date": time.strftime("%Y-%m-%dT%H:%M:%SZ", time.gmtime()),
        },
        "parent_header": {},
        "metadata": {},
        "content": content,
        "channel": channel,
        "buffers": [],
    }


async def _run_cells(
    ws_url: str, cookie: str, cells: list[str], cell_timeout: float, results: list
) -> None:
    """Run `cells` one by one over a kernel websocket, appending (status, detail) each."""
    request = HTTPRequest(ws_url, headers={"Cookie": cookie}, connect_timeout=30)
    ws = await asyncio.wait_for(websocket_connect(request), 60)
    session = uuid.uuid4().hex
    try:
        steps = [("kernel_info_request", {})] + [
            (
                "execute_request",
                {
                    "code": code,
                    "silent": False,
                    "store_history": True,
                    "user_expressions": {},
                    "allow_stdin": False,
                    "stop_on_error": True,
                },
            )
            for code in cells
        ]
        for msg_type, content in steps:
            msg = message(msg_type, content, session)
            await ws.write_message(json.dumps(msg))
            deadline = time.monotonic() + cell_timeout
            while True:
                left = deadline - time.monotonic()
                if left <= 0:
                    raise TimeoutError(f"no reply to a {msg_type} in {cell_timeout:.0f} s")
                raw = await asyncio.wait_for(ws.read_message(), left)
                if raw is None:
                    raise ConnectionError("the kernel websocket closed")
                if isinstance(raw, bytes):
                    continue  # a binary message (widget buffers): not a reply
                reply = json.loads(raw)
                if (
                    reply.get("channel") == "shell"
                    and reply["parent_header"].get("msg_id") == msg["header"]["msg_id"]
                ):
                    break
            if msg_type == "execute_request":
                c = reply["content"]
                detail = "" if c["status"] == "ok" else f"{c.get('ename')}: {c.get('evalue')}"
                results.append((c["status"], detail))
                if c["status"] != "ok":
                    return
    finally:
        ws.close()


# --------------------------------------------------------------------------- the class


@dataclass
class Student:
    name: str
    spawn_s: float | None = None
    lesson_s: float | None = None
    cells_ok: int = 0
    cells: int = 0
    rss_mib: float | None = None
    pss_mib: float | None = None
    cpu_s: float | None = None
    #: The kernel's connection file; its IPC sockets are this path less ".json",
    #: plus "-ipc-N".
    connection_file: str = ""
    error: str = ""


@dataclass
class ClassReport:
    students: int
    stagger: float
    machine: str
    load_before: str
    load_after: str = ""
    wall_s: float = 0.0
    ok: int = 0
    failures: list[str] = field(default_factory=list)
    spawn_median_s: float = float("nan")
    spawn_p95_s: float = float("nan")
    lesson_median_s: float = float("nan")
    lesson_p95_s: float = float("nan")
    rss_median_mib: float = float("nan")
    rss_max_mib: float = float("nan")
    pss_median_mib: float = float("nan")
    cpu_per_student_s: float = float("nan")
    hub_proxy_cpu_s: float = float("nan")
    bad_log_lines: list[str] = field(default_factory=list)
    left_processes: list[int] = field(default_factory=list)
    per_student: list[dict] = field(default_factory=list)


def machine() -> str:
    mem = psutil.virtual_memory().total / 1024**3
    return f"{os.uname().nodename} · {os.uname().release} · {os.cpu_count()} CPUs · {mem:.0f} GiB"


def load_average() -> str:
    return " ".join(f"{x:.2f}" for x in os.getloadavg())


class Hub:
    """A running test hub, started and stopped by PID."""

    def __init__(self, folder: Path, log_path: Path) -> None:
        self.folder = folder
        self.port, self.hub_port, self.proxy_port = free_port(), free_port(), free_port()
        self.url = f"http://{LOOPBACK}:{self.port}"
        self.token = secrets.token_hex(32)
        self.log_path = log_path
        self.seen: dict[int, psutil.Process] = {}
        self.left_commands: list[str] = []
        env = dict(os.environ)
        env.update(
            MAGICTUTOR_HUB_DIR=str(folder),
            MAGICTUTOR_HUB_PORT=str(self.port),
            MAGICTUTOR_HUB_API_PORT=str(self.hub_port),
            MAGICTUTOR_PROXY_API_PORT=str(self.proxy_port),
            MAGICTUTOR_PROXY=os.environ.get("MAGICTUTOR_PROXY", str(PROXY)),
            MAGICTUTOR_ADMIN_TOKEN=self.token,
        )
        self._log = open(log_path, "wb")  # noqa: SIM115 (closed in stop())
        self.proc = subprocess.Popen(
            [sys.executable, "-m", "jupyterhub", "-f", str(HERE / "jupyterhub_config.py")],
            cwd=folder,
            env=env,
            stdout=self._log,
            stderr=subprocess.STDOUT,
            stdin=subprocess.DEVNULL,
            start_new_session=True,
        )
        self.seen[self.proc.pid] = psutil.Process(self.proc.pid)

    def api(self, method: str, path: str, **kw) -> requests.Response:
        headers = {"Authorization": f"token {self.token}"}
        return requests.request(
            method, f"{self.url}/hub/api{path}", headers=headers, timeout=30, **kw
        )

    def remember(self) -> list[psutil.Process]:
        """The hub's process tree now; every PID in it is checked at the end."""
        procs = tree(self.proc.pid)
        for p in procs:
            self.seen.setdefault(p.pid, p)
        return procs

    def stop_servers(self, names: list[str], deadline: float) -> list[str]:
        """Stop each student's server through the API; the names that did not stop."""
        for name in names:
            try:
                self.api("DELETE", f"/users/{name}/server")
            except requests.RequestException:
                pass
        left = list(names)
        while left and time.monotonic() < deadline:
            try:
                users = {u["name"]: u for u in self.api("GET", "/users").json()}
            except (requests.RequestException, ValueError):
                users = {}
            left = [n for n in left if n not in users or users[n].get("servers")]
            if left:
                time.sleep(0.5)
        return left

    def stop(self) -> list[int]:
        """Stop the hub (it stops its proxy), then anything left of its tree: PIDs killed."""
        self.remember()
        stop_procs([self.seen[self.proc.pid]], grace=20)
        try:
            self.proc.wait(timeout=5)
        except subprocess.TimeoutExpired:
            pass
        self._log.close()
        # A kernel whose server has gone notices it within a few seconds and exits.
        deadline = time.monotonic() + 15
        while time.monotonic() < deadline and any(_alive(p) for p in self.seen.values()):
            time.sleep(0.5)
        left = [p for p in self.seen.values() if _alive(p)]
        self.left_commands = [_command(p) for p in left]
        stop_procs(left, grace=5)
        return sorted(p.pid for p in left)


def _student_run(
    hub: Hub, st: Student, cells: list[str], lesson_name: str, timeout: float, cell_timeout: float
) -> None:
    """One student: log in, wait for JupyterLab, run the lesson. Fills in `st`."""
    s = requests.Session()
    lab = f"{hub.url}/user/{st.name}/lab"
    try:
        t0 = time.monotonic()
        deadline = t0 + timeout
        s.get(f"{hub.url}/hub/login", timeout=30).raise_for_status()
        xsrf = s.cookies.get("_xsrf", path="/hub/")
        r = s.post(
            f"{hub.url}/hub/login?next=/hub/spawn",
            data={"username": st.name, "password": "class", "_xsrf": xsrf},
            timeout=timeout,
        )
        r.raise_for_status()
        while not (r.status_code == 200 and r.url.startswith(lab)):
            if time.monotonic() > deadline:
                raise TimeoutError(f"no JupyterLab page in {timeout:.0f} s (last: {r.url})")
            time.sleep(1)
            r = s.get(lab, timeout=30)
        st.spawn_s = time.monotonic() - t0

        t1 = time.monotonic()
        base = f"{hub.url}/user/{st.name}"
        xsrf = s.cookies.get("_xsrf", path=f"/user/{st.name}/") or ""
        r = s.post(
            f"{base}/api/sessions",
            json={"path": lesson_name, "type": "notebook", "name": lesson_name,
                  "kernel": {"name": "python3"}},
            headers={"X-XSRFToken": xsrf},
            timeout=60,
        )
        r.raise_for_status()
        kernel_id = r.json()["kernel"]["id"]
        ws_url = f"ws://{LOOPBACK}:{hub.port}/user/{st.name}/api/kernels/{kernel_id}/channels"
        cookie = requests.cookies.get_cookie_header(
            s.cookies, requests.Request("GET", f"{base}/api/kernels").prepare()
        )
        results: list = []
        st.cells = len(cells)
        try:
            asyncio.run(
                asyncio.wait_for(
                    _run_cells(ws_url, cookie, cells, cell_timeout, results),
                    max(1.0, deadline + timeout - time.monotonic()),
                )
            )
        finally:
            st.cells_ok = sum(1 for status, _ in results if status == "ok")
        bad = [d for status, d in results if status != "ok"]
        if bad:
            raise RuntimeError(f"cell {st.cells_ok + 1}: {bad[0]}")
        if st.cells_ok != st.cells:
            raise RuntimeError(f"{st.cells_ok} of {st.cells} cells ran")
        st.lesson_s = time.monotonic() - t1
    except Exception as exc:  # noqa: BLE001 (a student's failure is reported, not raised)
        st.error = f"{type(exc).__name__}: {exc}"


def measure(hub: Hub, students: list[Student]) -> float:
    """Each student's server + kernel memory and CPU; the hub's and proxy's CPU seconds."""
    by_name = {st.name: st for st in students}
    hub_cpu = 0.0
    for p in hub.remember():
        try:
            server = "jupyterhub.singleuser" in " ".join(p.cmdline())
            if p.pid == hub.proc.pid or (p.ppid() == hub.proc.pid and not server):
                t = p.cpu_times()  # the hub itself, or its proxy
                hub_cpu += t.user + t.system
                continue
            if not server:
                continue  # a kernel: counted with its server below
            st = by_name.get(p.environ().get("JUPYTERHUB_USER", ""))
            if st is None:
                continue
            rss = pss = cpu = 0.0
            for q in [p, *p.children(recursive=True)]:
                cmd = q.cmdline()
                if "-f" in cmd and "ipykernel_launcher" in " ".join(cmd):
                    st.connection_file = cmd[cmd.index("-f") + 1]
                info = q.memory_full_info()
                rss += info.rss
                pss += info.pss
                t = q.cpu_times()
                cpu += t.user + t.system
            st.rss_mib, st.pss_mib, st.cpu_s = rss / MIB, pss / MIB, cpu
        except psutil.Error:
            continue
    return hub_cpu


def run_class(
    n: int, stagger: float, lesson: Path, timeout: float, cell_timeout: float, keep_log: Path | None
) -> ClassReport:
    report = ClassReport(students=n, stagger=stagger, machine=machine(), load_before=load_average())
    cells = code_cells(lesson)
    folder = Path(tempfile.mkdtemp(prefix="mtc-", dir="/tmp"))
    students = [Student(f"student-{i + 1:02d}") for i in range(n)]
    for st in students:  # the lesson in each home folder, as nbgitpuller would leave it
        home = folder / "home" / st.name
        home.mkdir(parents=True)
        shutil.copy(lesson, home / lesson.name)
    log_path = folder / "hub.log"
    hub = Hub(folder, log_path)
    t0 = time.monotonic()
    try:
        wait_http(f"{hub.url}/hub/health", time.monotonic() + 60)
        threads = []
        for i, st in enumerate(students):
            th = threading.Thread(
                target=_student_run,
                args=(hub, st, cells, lesson.name, timeout, cell_timeout),
                daemon=True,
            )
            th.start()
            threads.append(th)
            if stagger and i < n - 1:
                time.sleep(stagger)
        end = time.monotonic() + 2 * timeout + 30
        for th in threads:
            th.join(max(0.0, end - time.monotonic()))
            if th.is_alive():
                report.failures.append("a student's run did not end in time")
        report.wall_s = time.monotonic() - t0
        report.hub_proxy_cpu_s = measure(hub, students)
        left = hub.stop_servers([st.name for st in students], time.monotonic() + 60)
        report.failures += [f"{name}: server did not stop" for name in left]
    except Exception as exc:  # noqa: BLE001
        report.failures.append(f"hub: {type(exc).__name__}: {exc}")
    finally:
        report.left_processes = hub.stop()
        report.failures += [f"left running: {cmd}" for cmd in hub.left_commands]
    report.load_after = load_average()
    log = log_path.read_text(encoding="utf-8", errors="replace")
    report.bad_log_lines = [ln for ln in log.splitlines() if BAD_LOG_LINES.search(ln)][:20]
    if keep_log:
        shutil.copy(log_path, keep_log)
    shutil.rmtree(folder, ignore_errors=True)

    report.failures += [f"{st.name}: {st.error}" for st in students if st.error]
    report.ok = sum(1 for st in students if not st.error and st.lesson_s is not None)
    spawns = [st.spawn_s for st in students if st.spawn_s is not None]
    lessons = [st.lesson_s for st in students if st.lesson_s is not None]
    rss = [st.rss_mib for st in students if st.rss_mib is not None]
    pss = [st.pss_mib for st in students if st.pss_mib is not None]
    cpu = [st.cpu_s for st in students if st.cpu_s is not None]
    if spawns:
        report.spawn_median_s = statistics.median(spawns)
        report.spawn_p95_s = percentile(spawns, 95)
    if lessons:
        report.lesson_median_s = statistics.median(lessons)
        report.lesson_p95_s = percentile(lessons, 95)
    if rss:
        report.rss_median_mib, report.rss_max_mib = statistics.median(rss), max(rss)
        report.pss_median_mib = statistics.median(pss)
    if cpu:
        report.cpu_per_student_s = statistics.mean(cpu) + report.hub_proxy_cpu_s / n
    report.per_student = [asdict(st) for st in students]
    return report


def print_class(r: ClassReport) -> None:
    how = f"one every {r.stagger:g} s" if r.stagger else "all at once"
    print(f"machine: {r.machine}; load average before {r.load_before}, after {r.load_after}")
    print(f"class: {r.students} students, {how}; {r.ok}/{r.students} ran the lesson "
          f"in {r.wall_s:.1f} s")
    print(f"spawn (login to JupyterLab): median {r.spawn_median_s:.1f} s, "
          f"p95 {r.spawn_p95_s:.1f} s")
    print(f"lesson (kernel start + every cell): median {r.lesson_median_s:.1f} s, "
          f"p95 {r.lesson_p95_s:.1f} s")
    print(f"memory a student (server + kernel): RSS median {r.rss_median_mib:.0f} MiB, "
          f"max {r.rss_max_mib:.0f} MiB; PSS median {r.pss_median_mib:.0f} MiB")
    print(f"CPU a student (server + kernel + share of hub and proxy): "
          f"{r.cpu_per_student_s:.1f} s")
    print(f"log lines of restarts or port errors: {len(r.bad_log_lines)}")
    for line in r.bad_log_lines:
        print(f"  {line}")
    print(f"processes left and killed: {r.left_processes or 'none'}")
    print(f"failures: {len(r.failures)}")
    for f in r.failures:
        print(f"  {f}")


# --------------------------------------------------------------------------- Voila


@dataclass
class VoilaReport:
    viewers: int
    pages_ok: int = 0
    kernels_while_open: int = 0
    kernels_after_culling: int = -1
    page_median_s: float = float("nan")
    page_max_s: float = float("nan")
    kernel_rss_mib: float = float("nan")
    cull_wait_s: float = 0.0
    left_processes: list[int] = field(default_factory=list)
    failures: list[str] = field(default_factory=list)


def kernels_of(pid: int) -> list[psutil.Process]:
    out = []
    for p in tree(pid)[1:]:
        try:
            if "ipykernel" in " ".join(p.cmdline()):
                out.append(p)
        except psutil.Error:
            pass
    return out


class _Room:
    """Where viewers wait, connected, until every viewer has arrived or failed."""

    def __init__(self, viewers: int) -> None:
        self.viewers = viewers
        self.done = 0
        self.all_in = asyncio.Event()
        self.leave = asyncio.Event()

    def arrived(self) -> None:
        self.done += 1
        if self.done == self.viewers:
            self.all_in.set()


async def _view(url: str, port: int, pool: ThreadPoolExecutor, room: _Room,
                timeout: float) -> float:
    """One viewer: load the page (Voila runs the lesson), connect to its kernel as the
    page's script does, stay until told to leave, then leave (close the connection).

    Returns the seconds the page took to arrive."""
    loop = asyncio.get_running_loop()
    ws = None
    try:
        t0 = time.monotonic()
        r = await loop.run_in_executor(pool, lambda: requests.get(url, timeout=timeout))
        r.raise_for_status()
        page_s = time.monotonic() - t0
        found = re.search(r'"kernelId":\s*"([0-9a-f-]+)"', r.text)
        if not found:
            raise RuntimeError("no kernel id in the page")
        ws_url = f"ws://{LOOPBACK}:{port}/api/kernels/{found.group(1)}/channels"
        request = HTTPRequest(ws_url, connect_timeout=timeout, request_timeout=timeout)
        ws = await asyncio.wait_for(websocket_connect(request), timeout)
        msg = message("kernel_info_request", {}, uuid.uuid4().hex)
        await ws.write_message(json.dumps(msg))
        while True:
            raw = await asyncio.wait_for(ws.read_message(), timeout)
            if raw is None:
                raise ConnectionError("the kernel websocket closed")
            if isinstance(raw, str):
                parent = json.loads(raw)["parent_header"]
                if parent.get("msg_id") == msg["header"]["msg_id"]:
                    break
    finally:
        room.arrived()
    try:
        await asyncio.wait_for(room.leave.wait(), timeout)
    finally:
        ws.close()  # the viewer leaves (closes or reloads the page)
    return page_s


def run_voila(viewers: int, lesson: Path, cull_idle: int, cull_interval: int,
              timeout: float) -> VoilaReport:
    report = VoilaReport(viewers=viewers)
    port = free_port()
    args = f"--no-browser --port={port} --Voila.ip={LOOPBACK}"
    cmd = ["make", "--no-print-directory", "-C", str(ROOT), "present",
           f"NOTEBOOK={lesson}", f"VOILA_ARGS={args}",
           f"VOILA_CULL_IDLE={cull_idle}", f"VOILA_CULL_INTERVAL={cull_interval}"]
    log = tempfile.NamedTemporaryFile(prefix="mtc-voila-", suffix=".log", delete=False)  # noqa: SIM115
    proc = subprocess.Popen(cmd, stdout=log, stderr=subprocess.STDOUT, stdin=subprocess.DEVNULL,
                            start_new_session=True)
    seen = {proc.pid: psutil.Process(proc.pid)}
    url = f"http://{LOOPBACK}:{port}/"
    try:
        wait_http(url.rstrip("/") + "/api/status", time.monotonic() + 120, ok=(200, 403, 404))

        pool = ThreadPoolExecutor(max_workers=viewers)  # page loads never queue here

        async def everyone() -> tuple[list, list]:
            room = _Room(viewers)
            tasks = [
                asyncio.ensure_future(_view(url, port, pool, room, timeout))
                for _ in range(viewers)
            ]
            try:
                await asyncio.wait_for(room.all_in.wait(), 3 * timeout)
            except asyncio.TimeoutError:
                pass
            # Every viewer is connected (or failed): their kernels, counted now, are
            # safe from culling (cull_connected is off).
            kernels = kernels_of(proc.pid)
            for p in tree(proc.pid):
                seen.setdefault(p.pid, p)
            room.leave.set()
            return kernels, await asyncio.gather(*tasks, return_exceptions=True)

        kernels, results = asyncio.run(everyone())
        pool.shutdown(wait=False, cancel_futures=True)
        pages = [r for r in results if isinstance(r, float)]
        report.pages_ok = len(pages)
        report.failures += [
            f"viewer: {type(r).__name__}: {r}" for r in results if not isinstance(r, float)
        ]
        if pages:
            report.page_median_s, report.page_max_s = statistics.median(pages), max(pages)
        report.kernels_while_open = len(kernels)
        rss = []
        for k in kernels:
            try:
                rss.append(k.memory_info().rss / MIB)
            except psutil.Error:
                pass
        if rss:
            report.kernel_rss_mib = statistics.median(rss)
        t0 = time.monotonic()
        deadline = t0 + cull_idle + 3 * cull_interval + 30
        while kernels_of(proc.pid) and time.monotonic() < deadline:
            time.sleep(0.5)
        report.cull_wait_s = time.monotonic() - t0
        report.kernels_after_culling = len(kernels_of(proc.pid))
        if report.kernels_after_culling:
            report.failures.append(f"{report.kernels_after_culling} kernels left after culling")
    except Exception as exc:  # noqa: BLE001
        report.failures.append(f"voila: {type(exc).__name__}: {exc}")
    finally:
        procs = tree(proc.pid)
        for p in procs:
            seen.setdefault(p.pid, p)
        # Voila itself first (make does not pass a signal on), then make, then the rest.
        stop_procs([p for p in procs if p.pid != proc.pid], grace=15)
        stop_procs([seen[proc.pid]], grace=5)
        proc.wait(timeout=10)
        log.close()
        left = [p for p in seen.values() if _alive(p)]
        report.left_processes = sorted(p.pid for p in left)
        stop_procs(left, grace=5)
        os.unlink(log.name)
    if report.left_processes:
        report.failures.append(f"processes left: {report.left_processes}")
    return report


def print_voila(r: VoilaReport) -> None:
    print(f"voila: {r.pages_ok}/{r.viewers} viewers got the page (median {r.page_median_s:.1f} s,"
          f" last {r.page_max_s:.1f} s); kernels while they were there {r.kernels_while_open}"
          f" (RSS median {r.kernel_rss_mib:.0f} MiB), after culling {r.kernels_after_culling} "
          f"(waited {r.cull_wait_s:.1f} s)")
    print(f"failures: {len(r.failures)}")
    for f in r.failures:
        print(f"  {f}")


# --------------------------------------------------------------------------- command line


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--students", type=int, default=0, help="students logging in (0: none)")
    ap.add_argument("--stagger", type=float, default=0.0, help="seconds between two arrivals")
    ap.add_argument("--voila-viewers", type=int, default=0, help="viewers of a Voila page")
    ap.add_argument("--lesson", type=Path, default=LESSON, help="the notebook to run")
    ap.add_argument("--timeout", type=float, default=300.0,
                    help="seconds a student may wait for a server, and again for the lesson")
    ap.add_argument("--cell-timeout", type=float, default=120.0, help="seconds a cell may take")
    ap.add_argument("--cull-idle", type=int, default=3, help="Voila: idle seconds before culling")
    ap.add_argument("--cull-interval", type=int, default=1, help="Voila: seconds between culls")
    ap.add_argument("--json", type=Path, help="write the report here as JSON")
    ap.add_argument("--keep-log", type=Path, help="copy the hub's log here")
    a = ap.parse_args(argv)
    if not a.students and not a.voila_viewers:
        ap.error("say --students N, --voila-viewers N, or both")
    if a.students and not Path(os.environ.get("MAGICTUTOR_PROXY", str(PROXY))).exists():
        ap.error(f"no configurable-http-proxy at {PROXY}: run `make classroom-proxy`")
    out: dict = {}
    failed = False
    if a.students:
        r = run_class(a.students, a.stagger, a.lesson.resolve(), a.timeout, a.cell_timeout,
                      a.keep_log)
        print_class(r)
        out["class"] = asdict(r)
        failed |= bool(r.failures or r.left_processes or r.ok != a.students)
    if a.voila_viewers:
        v = run_voila(a.voila_viewers, a.lesson.resolve(), a.cull_idle, a.cull_interval, a.timeout)
        print_voila(v)
        out["voila"] = asdict(v)
        failed |= bool(v.failures)
    if a.json:
        a.json.write_text(json.dumps(out, indent=2), encoding="utf-8")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
