"""magictutor's settings for a class on a JupyterHub.

A drop-in for The Littlest JupyterHub (TLJH): copy this file to
/opt/tljh/config/jupyterhub_config.d/magictutor.py and run `sudo tljh-config reload hub`.
The test hub (classroom/jupyterhub_config.py) loads this same file, so every setting here
except the TLJH branch of `_home()` runs in `make classroom-test`; TLJH itself cannot run
on this machine (it wants a whole Ubuntu server with systemd), so its part is untested.

What a class needs, and why (classroom/README.md has the measurements):
- A class arrives at once. On 2 cores, 30 students logging in together wait 75-80 s for
  their servers; JupyterHub's defaults (60 s to start, 30 s for the server to answer)
  fail most of them. Both are raised to 5 minutes.
- Kernels talk to their server over IPC (Unix sockets), not TCP ports: with 30 kernels
  starting at once, a TCP port picked as free can be taken before the kernel binds it
  ("Address already in use"), and the kernel is retried on the same port. An IPC socket
  path must fit in 107 bytes, and the default runtime folder
  (~/.local/share/jupyter/runtime) leaves too little room, so each student's runtime
  folder is ~/.jr. The transport itself is a server setting:
  user-environment/jupyter_server_config.json.
- JupyterLab is the page a student lands on.
"""

from __future__ import annotations

import os
import pwd

c = get_config()  # noqa: F821 (JupyterHub defines get_config in config files)

#: Minutes a class may take to arrive all at once, as seconds.
CLASS_START_SECONDS = 300

c.Spawner.start_timeout = CLASS_START_SECONDS
c.Spawner.http_timeout = CLASS_START_SECONDS
c.Spawner.default_url = "/lab"


def _home(spawner) -> str:
    """The home folder of the student this spawner starts a server for."""
    home = getattr(spawner, "home_dir", "")  # the simple local spawner of the test hub
    if home:
        return home
    try:  # TLJH: the student is the system user jupyter-NAME (hashed when long)
        from tljh.normalize import generate_system_username

        system_name = generate_system_username("jupyter-" + spawner.user.name)
    except ImportError:
        system_name = spawner.user.name
    try:
        return pwd.getpwnam(system_name).pw_dir
    except KeyError:
        return os.path.join("/home", system_name)


def runtime_dir(spawner) -> str:
    """A short runtime folder in the student's own home (mode 0700, made by Jupyter).

    Not in /tmp: a name there can be taken first by another user, who would then read
    the kernels' connection files and their keys.
    """
    return os.path.join(_home(spawner), ".jr")


c.Spawner.environment.update({"JUPYTER_RUNTIME_DIR": runtime_dir})

# The idle culler (TLJH runs jupyterhub-idle-culler as a hub service: servers idle for
# 10 minutes are stopped). A student reading a lesson is idle as far as the hub knows,
# and a stopped server loses the kernel's state, so for a class make the timeout longer
# than the longest silence in a lesson, for example an hour:
#     sudo tljh-config set services.cull.timeout 3600
# Servers started before class (see classroom/README.md) are culled just the same when
# they wait longer than that: start them within the timeout of the lesson.
# Each server also culls its own idle kernels (the server settings), which the hub's
# culler sees as activity ending; keep the kernel timeout shorter than the hub's.
