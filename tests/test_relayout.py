"""tools/relayout.py, the one-shot move into the layered packages (issue 13): what it
rewrites, and that it refuses a module its table does not map. (The script leaves this file
alone: its examples are in the old names on purpose.)"""

from __future__ import annotations

import importlib.util
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent


def _tool():
    spec = importlib.util.spec_from_file_location("relayout", ROOT / "tools" / "relayout.py")
    assert spec and spec.loader
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


R = _tool()
M = R.MOVES


def _py(source: str, module: str | None = None) -> str:
    out = R.rewrite_imports(source, module, False, M)
    return R.rewrite_dotted(out, M).replace(R.NEW, "magictutor")


@pytest.mark.parametrize("old, new", [
    ("from magictutor.state import GameState\n", "from magictutor.model.state import GameState\n"),
    ("from magictutor import engine\n", "from magictutor.engine import apply as engine\n"),
    ("from magictutor import card_check, cards\n",
     "from magictutor.cards import check as card_check\nfrom magictutor import cards\n"),
    ("from magictutor import build_game, legal\n",
     "from magictutor import build_game\nfrom magictutor.engine import legal\n"),
    ("from magictutor.rules import planar_die as d\n",
     "from magictutor.rules.planechase import die as d\n"),
    ("from magictutor.rules.planechase import FACES\n",
     "from magictutor.rules.planechase.core import FACES\n"),
    ('patch("magictutor.engine.apply")\n', 'patch("magictutor.engine.apply.apply")\n'),
    ("import magictutor.pw_effects\n", "import magictutor.rules.loyalty_effects\n"),
])
def test_imports_and_dotted_names_are_rewritten(old, new):
    assert _py(old) == new


def test_an_import_keeps_its_own_comment():
    assert _py("from magictutor import glossary  # noqa: E402\n") == \
        "from magictutor.teaching import glossary  # noqa: E402\n"


def test_a_relative_import_resolves_from_where_the_module_was():
    assert _py("from .state import Obj\n", "magictutor.query") == \
        "from magictutor.model.state import Obj\n"


def test_file_paths_and_notebook_imports_are_rewritten():
    assert R.rewrite_paths("see magictutor/rules/planar_die.py", M, ROOT) == \
        "see magictutor/rules/planechase/die.py"
    cell = '    "from magictutor import glossary  # noqa: E402\\n",'
    assert R.rewrite_notebook_text(cell, M).replace(R.NEW, "magictutor") == \
        '    "from magictutor.teaching import glossary  # noqa: E402\\n",'


def test_a_module_moved_deeper_finds_its_data_where_it_was():
    assert R.fix_file_paths('os.path.join(os.path.dirname(__file__), "data")', 1) == \
        'os.path.join(os.path.dirname(os.path.dirname(__file__)), "data")'


def test_a_region_in_the_new_names_is_left_alone_and_a_note_for_before_is_dropped():
    text = ("magictutor.engine\n<!-- relayout: new names -->magictutor.engine<!-- /relayout -->"
            "\n<!-- relayout: drop -->still flat<!-- /relayout: drop -->\n")
    assert R.rewrite_text(text, lambda t: R.rewrite_dotted(t, M)) == \
        "magictutor.engine.apply\n<!-- relayout: new names -->magictutor.engine<!-- /relayout -->\n"


def test_it_refuses_a_top_level_module_the_table_does_not_map(tmp_path):
    (tmp_path / "magictutor").mkdir()
    (tmp_path / "magictutor" / "__init__.py").write_text("")
    (tmp_path / "magictutor" / "newthing.py").write_text("")
    result = subprocess.run([sys.executable, str(ROOT / "tools" / "relayout.py"), "--check"],
                            cwd=tmp_path, capture_output=True, text=True, timeout=60)
    assert result.returncode == 1 and "magictutor/newthing.py" in result.stderr


@pytest.mark.skipif((ROOT / "magictutor" / "model").is_dir(), reason="already relaid out")
def test_every_module_of_this_tree_is_mapped():
    result = subprocess.run([sys.executable, str(ROOT / "tools" / "relayout.py"), "--check"],
                            cwd=ROOT, capture_output=True, text=True, timeout=60)
    assert result.returncode == 0, result.stderr
