"""Why a hub installs magictutor as a regular package, not an editable one.

nbgitpuller copies the repository into each student's home folder. A notebook whose
working folder holds that copy (a folder named `magictutor`, with no __init__.py at
its top) sees it first on sys.path: with an editable install, Python takes the copy
for a namespace package and `import magictutor` gives an empty module; a regular
install in site-packages wins over the namespace portion, as import rules say.
"""

from __future__ import annotations

import subprocess
import sys
import sysconfig
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
PROBE = "import sys; sys.path.insert(0, ''); import magictutor; print(magictutor.__file__)"


def _home_with_a_pulled_clone(tmp_path: Path) -> Path:
    home = tmp_path / "home"
    (home / "magictutor" / "magictutor").mkdir(parents=True)  # ~/magictutor, no __init__
    (home / "magictutor" / "notebooks").mkdir()
    return home


def test_editable_install_is_shadowed_by_the_pulled_clone(tmp_path):
    """The failure the README's old TLJH steps led to (this venv is editable)."""
    home = _home_with_a_pulled_clone(tmp_path)
    out = subprocess.run([sys.executable, "-c", PROBE], cwd=home, capture_output=True,
                         text=True, timeout=60)
    assert out.returncode == 0, out.stderr
    assert out.stdout.strip() == "None", "expected a namespace package (no __file__)"


def test_regular_install_imports_the_package_beside_a_pulled_clone(tmp_path):
    home = _home_with_a_pulled_clone(tmp_path)
    site = tmp_path / "site"
    build = subprocess.run(
        [sys.executable, "-m", "pip", "install", "--quiet", "--disable-pip-version-check",
         "--no-deps", "--target", str(site), str(ROOT)],
        capture_output=True, text=True, timeout=300,
    )
    assert build.returncode == 0, build.stderr
    # -S: leave out this venv's site-packages processing (its editable-install hook);
    # the dependencies still come from its site-packages, after the regular install.
    path = f"{site}:{sysconfig.get_paths()['purelib']}"
    out = subprocess.run([sys.executable, "-S", "-c", PROBE], cwd=home, capture_output=True,
                         text=True, timeout=60, env={"PYTHONPATH": path})
    assert out.returncode == 0, out.stderr
    assert out.stdout.strip() == str(site / "magictutor" / "__init__.py")
