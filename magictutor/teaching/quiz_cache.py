"""A cache on disk that says what it read: the question bank's answers, kept between runs so
that ``magictutor quiz`` and the lessons' :class:`~magictutor.widgets.quiz.Quiz` start at once.

Working a scenario's questions out plays its situation under every edition and every other
answer to each choice (for the whole library, several CPU seconds before the first question).
What comes out reads only:

* the scenario file's text and its path (the name is the questions' id, and an error's text
  names the file);
* the kit itself: every file of the package except the library's scenario files (the engine
  and its rules, the editions' tables, the card files, the bank's own tables and wording);
* the cards added to the card set while running (:func:`magictutor.cards.added_cards_text`);
* the versions of Python and PyYAML (their ``random`` and their reader).

The engine reads no clock and no environment but the shortcuts' switches, which change no
answer (the shadow mode checks that), and it rolls the planar die from the scenario's seed.
An entry is stored under a hash of all of these and read back only if its full hash matches,
so it is never stale: a change to any of them is a miss, and the answers are worked out again.

Where: ``MAGICTUTOR_CACHE=DIR``, else ``$XDG_CACHE_HOME/magictutor``, else
``~/.cache/magictutor``. ``MAGICTUTOR_CACHE=0`` (or ``off``) turns it off, and so do
``MAGICTUTOR_FAST=0`` (any shortcut off) and ``MAGICTUTOR_SHADOW=1``: those runs are there to
work everything out. A folder that can't be written only means nothing is kept. Entries are
JSON, never pickle (nothing read back is run as code), each at most :data:`MAX_ENTRY` bytes,
written whole or not at all (a temporary file, then a rename), one per scenario file: writing
one removes the same file's older entries.
"""

from __future__ import annotations

import functools
import hashlib
import json
import os
import sys
import tempfile
from collections.abc import Callable, Iterable
from pathlib import Path
from typing import Any, TypeVar

T = TypeVar("T")

CACHE = True
"""The claim above: a scenario's questions read only what the key holds. False: every
answer is worked out each time (``MAGICTUTOR_CACHE=0``)."""

FORMAT = "magictutor-cache-1"
"""The layout of an entry; a new layout is a new key."""

MAX_ENTRY = 4_000_000
"""The largest entry read back (bytes); a larger file is a miss."""


def folder() -> Path | None:
    """The cache's folder, or None when the cache is off."""
    where = os.environ.get("MAGICTUTOR_CACHE", "").strip()
    if not CACHE or where.lower() in ("0", "off", "no", "false"):
        return None
    from magictutor.engine.shortcuts import SHADOW, shortcuts_on

    if SHADOW or not shortcuts_on():
        return None
    if where:
        return Path(where)
    base = os.environ.get("XDG_CACHE_HOME", "").strip() or os.path.join("~", ".cache")
    return Path(base).expanduser() / "magictutor"


@functools.cache
def kit_fingerprint() -> str:
    """A hash of every file of the installed package but the library's scenario files (each
    entry's key holds its own scenario file)."""
    import magictutor

    root = Path(magictutor.__file__).resolve().parent
    h = hashlib.sha256()
    for f in sorted(root.rglob("*")):
        rel = f.relative_to(root).as_posix()
        if "__pycache__" in f.parts or f.suffix == ".pyc" or not f.is_file() or (
                rel.startswith("scenarios/") and f.suffix in (".yaml", ".yml")):
            continue
        h.update(rel.encode() + b"\0" + f.read_bytes() + b"\0")
    return h.hexdigest()


def key_of(reads: Iterable[str]) -> str:
    """The key of an entry that read ``reads`` and the kit (see the module's list)."""
    import yaml

    from magictutor.cards import added_cards_text

    h = hashlib.sha256()
    for part in (FORMAT, kit_fingerprint(), added_cards_text(), sys.version.split()[0],
                 getattr(yaml, "__version__", "?"), *reads):
        h.update(part.encode("utf-8", "surrogatepass") + b"\0")
    return h.hexdigest()


def _label(path: str, name: str) -> str:
    """The start of an entry's file name: the scenario's name and a hash of its path, so
    two copies of the kit (two checkouts) keep entries of their own."""
    safe = "".join(ch if ch.isalnum() or ch in "-_" else "_" for ch in name)[:80]
    return f"{safe}-{hashlib.sha256(path.encode('utf-8', 'surrogatepass')).hexdigest()[:10]}"


def _read(file: Path, key: str) -> Any:
    """The value of the entry, or raise (a miss) if it is absent, too large, or not the
    entry of ``key``."""
    if file.stat().st_size > MAX_ENTRY:
        raise ValueError("entry too large")
    data = json.loads(file.read_text(encoding="utf-8"))
    if not isinstance(data, dict) or data.get("key") != key:
        raise ValueError("not this entry")
    return data["value"]


def _write(where: Path, label: str, file: Path, key: str, value: Any) -> None:
    where.mkdir(parents=True, exist_ok=True)
    text = json.dumps({"key": key, "value": value}, ensure_ascii=False)
    fd, tmp = tempfile.mkstemp(dir=where, prefix=".tmp-", suffix=".json")
    try:
        with os.fdopen(fd, "w", encoding="utf-8") as fh:
            fh.write(text)
        os.replace(tmp, file)
    except BaseException:
        Path(tmp).unlink(missing_ok=True)
        raise
    for old in where.glob(f"{label}-*.json"):
        if old != file:
            old.unlink(missing_ok=True)


def remembered(what: str, path: str, name: str, text: str, work: Callable[[], T],
               dump: Callable[[T], Any], load: Callable[[Any], T]) -> T:
    """``work()``, or what it gave before for the same scenario file (``path``, ``text``)
    and the same kit: ``dump`` makes the value plain JSON data, ``load`` makes it again
    (and raises KeyError, TypeError or ValueError for data that is not such a value)."""
    base = folder()
    if base is None:
        return work()
    where = base / what
    key = key_of((what, path, text))
    label = _label(path, name)
    file = where / f"{label}-{key[:32]}.json"
    try:
        return load(_read(file, key))
    except (OSError, ValueError, KeyError, TypeError, UnicodeError, RecursionError):
        pass  # a miss
    value = work()
    try:
        _write(where, label, file, key, dump(value))
    except (OSError, ValueError, TypeError):
        pass  # nothing kept: the answers are still right
    return value
