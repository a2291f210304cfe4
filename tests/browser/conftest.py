"""Fixtures of the browser tests: a JupyterLab server of our own and headless Chromium.

See servers.py for how the servers are started, and why a missing Chromium is a skip
locally but a failure under CI.
"""

from __future__ import annotations

import secrets
import shutil
import sys
from collections.abc import Iterator

import pytest
from jlab import open_lab
from servers import (
    CHROMIUM_ARGS,
    ROOT,
    VIEWPORT,
    Server,
    copy_notebooks,
    free_port,
    require_chromium,
    start_server,
    stop_server,
    unavailable,
)


@pytest.fixture(scope="session")
def playwright_api():
    """Playwright's sync API, or a skip (a failure under CI) if it is not installed."""
    try:
        from playwright.sync_api import sync_playwright
    except ImportError:
        unavailable("Python Playwright is not installed (pip install -e '.[test]')")
    return sync_playwright


@pytest.fixture(scope="session")
def browser(playwright_api, tmp_path_factory) -> Iterator:
    """A headless Chromium context with a fresh profile; pages get generous timeouts."""
    chromium = require_chromium()
    profile = tmp_path_factory.mktemp("chromium-profile")
    with playwright_api() as p:
        context = p.chromium.launch_persistent_context(
            str(profile), executable_path=str(chromium), headless=True, args=CHROMIUM_ARGS,
            viewport=VIEWPORT, device_scale_factor=1, locale="en-GB")
        context.set_default_timeout(60_000)
        context.set_default_navigation_timeout(90_000)
        yield context
        context.close()


@pytest.fixture(scope="session")
def lab(tmp_path_factory) -> Iterator[Server]:
    """JupyterLab on a copy of ``notebooks/``, with binder/overrides.json (no news)."""
    work = tmp_path_factory.mktemp("jupyterlab")
    root = copy_notebooks(work / "notebooks")
    app_settings = work / "app-settings"
    app_settings.mkdir()
    shutil.copy(ROOT / "binder" / "overrides.json", app_settings / "overrides.json")
    port, token = free_port(), secrets.token_hex(16)
    cmd = [sys.executable, "-m", "jupyterlab", "--no-browser", f"--port={port}",
           "--ServerApp.port_retries=0", "--ServerApp.ip=127.0.0.1",
           f"--ServerApp.token={token}", "--allow-root", f"--ServerApp.root_dir={root}",
           f"--LabApp.app_settings_dir={app_settings}",
           f"--LabApp.user_settings_dir={work / 'user-settings'}",
           f"--LabApp.workspaces_dir={work / 'workspaces'}"]
    env = {"JUPYTER_RUNTIME_DIR": str(work / "runtime")}
    server = start_server(cmd, url=f"http://127.0.0.1:{port}", token=token, root=root,
                          log=work / "jupyterlab.log", ready_path="api/status", env=env)
    yield server
    stop_server(server)


@pytest.fixture(scope="session")
def lab_page(browser, lab):
    """One JupyterLab page for the whole session: the lessons open in it one after another
    from the file browser (loading JupyterLab once saves ~10 s a lesson)."""
    page = browser.new_page()
    open_lab(page, lab.link("lab", reset=""))
    yield page
    page.close()
