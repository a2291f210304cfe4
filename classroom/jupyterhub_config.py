"""A test hub for a class, on this machine only: `jupyterhub -f classroom/jupyterhub_config.py`.

Loopback only (127.0.0.1), dummy logins (any name, any password: never expose it), the
simple local spawner (every student's server runs as the hub's own user, with a home
folder under the hub's folder), plus magictutor's class settings from
jupyterhub_config.d/magictutor.py, the file a TLJH server uses. `classroom/loadtest.py`
and `make classroom-test` start it; by hand, from the repository's top folder:

    .venv/bin/jupyterhub -f classroom/jupyterhub_config.py

and open http://127.0.0.1:8000. Environment variables (the load test sets them all):

    MAGICTUTOR_HUB_DIR      the hub's folder: database, cookie secret, students' homes
                            (keep it short: kernel socket paths grow from it)
    MAGICTUTOR_HUB_PORT     the page students open (default 8000)
    MAGICTUTOR_HUB_API_PORT the hub's own port, behind the proxy (default 8081)
    MAGICTUTOR_PROXY_API_PORT  the proxy's REST API (default 8001)
    MAGICTUTOR_PROXY        configurable-http-proxy (default .venv/node/...)
    MAGICTUTOR_ADMIN_TOKEN  when set, a `loadtest` service with this token may start and
                            stop servers and add users
"""

from __future__ import annotations

import os
import sys
from pathlib import Path

c = get_config()  # noqa: F821 (JupyterHub defines get_config in config files)

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent
LOOPBACK = "127.0.0.1"

load_subconfig(str(HERE / "jupyterhub_config.d" / "magictutor.py"))  # noqa: F821

hub_dir = Path(os.environ.get("MAGICTUTOR_HUB_DIR", "/tmp/magictutor-hub"))
(hub_dir / "home").mkdir(parents=True, exist_ok=True)
port = int(os.environ.get("MAGICTUTOR_HUB_PORT", "8000"))
hub_port = int(os.environ.get("MAGICTUTOR_HUB_API_PORT", "8081"))
proxy_api_port = int(os.environ.get("MAGICTUTOR_PROXY_API_PORT", "8001"))
default_proxy = ROOT / ".venv" / "node" / "node_modules" / ".bin" / "configurable-http-proxy"
proxy = os.environ.get("MAGICTUTOR_PROXY", str(default_proxy))

# Every address on loopback: the page, the hub, the proxy's API and each server.
c.JupyterHub.bind_url = f"http://{LOOPBACK}:{port}/"
c.JupyterHub.hub_bind_url = f"http://{LOOPBACK}:{hub_port}"
c.ConfigurableHTTPProxy.api_url = f"http://{LOOPBACK}:{proxy_api_port}"
c.ConfigurableHTTPProxy.command = [proxy]
c.Spawner.ip = LOOPBACK

c.JupyterHub.db_url = f"sqlite:///{hub_dir / 'jupyterhub.sqlite'}"
c.JupyterHub.cookie_secret_file = str(hub_dir / "jupyterhub_cookie_secret")
c.JupyterHub.pid_file = str(hub_dir / "jupyterhub.pid")
c.ConfigurableHTTPProxy.pid_file = str(hub_dir / "proxy.pid")

c.JupyterHub.authenticator_class = "dummy"
c.JupyterHub.spawner_class = "simple"
c.SimpleLocalProcessSpawner.home_dir_template = str(hub_dir / "home" / "{username}")
# Each server runs from this hub's Python, where magictutor and the lessons' libraries are.
c.Spawner.cmd = [sys.executable, "-m", "jupyterhub.singleuser"]
# The user environment's server settings (IPC kernels, kernel culling), as on TLJH.
c.Spawner.environment.update(
    {"JUPYTER_CONFIG_PATH": str(HERE / "user-environment")}
)
if os.getuid() == 0:  # Jupyter refuses to run as root unless told
    c.Spawner.args = ["--allow-root"]

token = os.environ.get("MAGICTUTOR_ADMIN_TOKEN")
if token:
    c.JupyterHub.services = [{"name": "loadtest", "api_token": token}]
    c.JupyterHub.load_roles = [
        {
            "name": "loadtest",
            "scopes": ["admin:users", "admin:servers", "list:users", "read:users"],
            "services": ["loadtest"],
        }
    ]
