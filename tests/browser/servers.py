"""Servers and browser settings of the browser tests (the fixtures are in conftest.py).

The tests drive Debian's Chromium (``/usr/bin/chromium``, or ``MAGICTUTOR_CHROMIUM``)
through Python Playwright, which never downloads a browser here. Without Chromium or
Playwright the tests are skipped with the reason, except under CI (the ``CI`` variable
set), where a missing browser is a failure: CI installs Debian's chromium on purpose.

A server runs on a copy of ``notebooks/`` in a temporary folder, so running the lessons
never rewrites the stored notebooks, with ``binder/overrides.json`` as its application
settings (no news pop-up) and empty user settings and workspaces of its own.
"""

from __future__ import annotations

import os
import shutil
import socket
import subprocess
import time
import urllib.error
import urllib.request
from dataclasses import dataclass
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
NOTEBOOKS = ROOT / "notebooks"
CHROMIUM = Path(os.environ.get("MAGICTUTOR_CHROMIUM", "/usr/bin/chromium"))
CHROMIUM_ARGS = [
    "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
    "--disable-background-networking", "--disable-component-update", "--disable-sync",
]
VIEWPORT = {"width": 1280, "height": 1000}
SERVER_START_TIMEOUT = 120.0

os.environ["PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD"] = "1"


def unavailable(reason: str) -> None:
    """Skip with ``reason``; under CI (``CI`` set) fail instead: CI must run these tests."""
    if os.environ.get("CI"):
        pytest.fail(f"{reason}; CI is set, so the browser tests must run", pytrace=False)
    pytest.skip(reason)


def require_chromium() -> Path:
    """Debian's Chromium, or a skip (a failure under CI) if it is not there."""
    if not (CHROMIUM.is_file() and os.access(CHROMIUM, os.X_OK)):
        unavailable(f"no Chromium at {CHROMIUM} (apt-get install chromium)")
    return CHROMIUM


def free_port() -> int:
    """A TCP port nobody listens on right now, on 127.0.0.1."""
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


@dataclass
class Server:
    """A server we started: its base URL, its token, the folder it serves and its log."""

    url: str
    token: str
    root: Path
    log: Path
    process: subprocess.Popen

    def link(self, path: str, **query: str) -> str:
        """``url/path?token=...`` with more query parameters (``reset=""``)."""
        extra = "".join(f"&{k}={v}" if v else f"&{k}" for k, v in query.items())
        return f"{self.url}/{path.lstrip('/')}?token={self.token}{extra}"

    def log_tail(self, lines: int = 40) -> str:
        text = self.log.read_text(encoding="utf-8", errors="replace").splitlines()
        return "\n".join(text[-lines:])


def start_server(cmd: list[str], *, url: str, token: str, root: Path, log: Path,
                 ready_path: str, env: dict[str, str] | None = None) -> Server:
    """Start ``cmd`` and wait until ``url/ready_path`` answers 200 (or fail with its log)."""
    out = log.open("w", encoding="utf-8")
    proc = subprocess.Popen(cmd, stdout=out, stderr=subprocess.STDOUT, cwd=root,
                            env={**os.environ, **(env or {})}, start_new_session=True)
    out.close()
    server = Server(url, token, root, log, proc)
    deadline = time.monotonic() + SERVER_START_TIMEOUT
    probe = server.link(ready_path)
    while True:
        if proc.poll() is not None:
            pytest.fail(f"{cmd[2]} exited with {proc.returncode} while starting:\n"
                        f"{server.log_tail()}", pytrace=False)
        try:
            with urllib.request.urlopen(probe, timeout=5) as answer:
                if answer.status == 200:
                    return server
        except (urllib.error.URLError, OSError):
            pass
        if time.monotonic() > deadline:
            stop_server(server)
            pytest.fail(f"{cmd[2]} did not answer {ready_path} within "
                        f"{SERVER_START_TIMEOUT:.0f} s:\n{server.log_tail()}", pytrace=False)
        time.sleep(0.25)


def stop_server(server: Server) -> None:
    """Stop a server we started (and its kernels): SIGTERM, then SIGKILL if it lingers."""
    proc = server.process
    if proc.poll() is None:
        proc.terminate()
        try:
            proc.wait(timeout=20)
        except subprocess.TimeoutExpired:
            proc.kill()
            proc.wait(timeout=10)


def copy_notebooks(target: Path) -> Path:
    """A copy of ``notebooks/`` (without the lesson sources) to run and change freely."""
    shutil.copytree(NOTEBOOKS, target,
                    ignore=shutil.ignore_patterns("src", ".ipynb_checkpoints", "__pycache__"))
    return target
