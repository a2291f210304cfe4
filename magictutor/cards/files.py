"""Reading the card set's data files (``magictutor/cards/data/*.yaml``): an index of card
names read from each file's ``- name:`` lines, and each file parsed and its keys checked only
when one of its cards is first asked for (:func:`magictutor.cards.card`).

>>> _index()["Jace Beleren"]
'planeswalkers.yaml'
>>> sorted(_file("lands.yaml"))[:2]
['Forest', 'Island']
"""

from __future__ import annotations

import os
import re
from functools import cache, lru_cache
from typing import Any

from magictutor.cards.check import suggest  # noqa: F401 - the loader's errors use it
from magictutor.limits import cut
from magictutor.yamlio import DataFileError, load_yaml

CARD_KEYS = {
    "name", "cost", "types", "subtypes", "supertypes", "colors", "power", "toughness",
    "loyalty", "keywords", "abilities", "text", "editions", "produces",
}
ABILITY_KEYS = {"kind", "text", "cost", "trigger", "targets", "effects", "static", "optional",
                "condition"}


_FOLDER = os.path.join(os.path.dirname(__file__), "data")
_NAME_LINE = re.compile(r"^- name:[ \t]*(.*?)[ \t]*$", re.M)


@lru_cache(maxsize=1)
def _index() -> dict[str, str]:
    """Card name to the data file (``magictutor/cards/data/NAME.yaml``) that defines it, read
    from each file's top-level ``- name:`` lines without parsing the YAML: a file is parsed
    and checked only when one of its cards is first asked for (:func:`_file`), so the first
    card costs one file, not the whole set."""
    out: dict[str, str] = {}
    for fname in sorted(os.listdir(_FOLDER)):
        if not fname.endswith(".yaml"):
            continue
        with open(os.path.join(_FOLDER, fname), encoding="utf-8") as fh:
            text = fh.read()
        line, at = 1, 0
        for m in _NAME_LINE.finditer(text):
            line, at = line + text.count("\n", at, m.start()), m.start()
            name = _scalar(m.group(1))
            if name in out:
                raise DataFileError(f"magictutor/cards/data/{fname}", line,
                                    f"card {name!r} defined twice")
            out[name] = fname
    return out


def _scalar(text: str) -> str:
    """A card name as written after ``name:``: plain, or in single or double quotes."""
    if len(text) >= 2 and text[0] == text[-1] and text[0] in "'\"":
        inner = text[1:-1]
        return inner.replace("''", "'") if text[0] == "'" else inner.replace('\\"', '"')
    return text.split(" #", 1)[0].rstrip()


@cache
def _file(fname: str) -> dict[str, tuple[dict, str]]:
    """The cards of one data file, parsed and their keys checked; its names must be the ones
    :func:`_index` read from it (each card's ``name`` is its first key)."""
    path = f"magictutor/cards/data/{fname}"
    out: dict[str, tuple[dict, str]] = {}
    with open(os.path.join(_FOLDER, fname), encoding="utf-8") as fh:
        names = _read_card_file(fh.read(), path, out)
    indexed = sorted(n for n, f in _index().items() if f == fname)
    if sorted(names) != indexed:
        raise DataFileError(path, None, "write each card's name as its first key, on the "
                            "line of its dash (`- name: ...`), unquoted or in plain quotes: "
                            "the card index reads those lines")
    return out


def _read_card_file(text: str, path: str, out: dict[str, tuple[dict, str]]) -> list[str]:
    """Read one card file into ``out`` (name to (item, path)), checking its keys; the names
    it defines."""
    data = load_yaml(text, path)
    if not isinstance(data, list):
        raise DataFileError(path, 1, "a card file is a list of cards")
    return _read_items(data, path, out)


def _read_items(data: list, path: str, out: dict[str, tuple[dict, str]]) -> list[str]:
    """Read parsed card entries into ``out`` (name to (item, path)), checking their keys."""
    names = []
    for index, item in enumerate(data):
        if not isinstance(item, dict) or "name" not in item:
            line = getattr(item, "line", None) or (data.line_of(index) if hasattr(
                data, "line_of") else None)  # (a bare value in the list: the list knows its line)
            raise DataFileError(path, line, "a card needs a name")
        if not isinstance(item["name"], str) or not item["name"].strip():
            raise DataFileError(path, _line_of(item, "name"), "a card's name is a text")
        _check_keys(item, CARD_KEYS, path, f"card {cut(item['name'])}")
        if item["name"] in out:
            raise DataFileError(path, item.line, f"card {cut(item['name'])} defined twice")
        out[item["name"]] = (item, path)
        names.append(item["name"])
    return names


def _check_keys(d: dict, allowed: set, path: str, what: str) -> None:
    for key in d:
        if key not in allowed:
            hint = suggest(str(key), allowed)
            extra = f" (did you mean {hint[0]!r}?)" if hint else ""
            raise DataFileError(path, d.line_of(key) if hasattr(d, "line_of") else None,
                                f"{what}: unknown key {cut(key)}{extra}")


def _line_of(d: Any, key: Any) -> int | None:
    return d.line_of(key) if hasattr(d, "line_of") else getattr(d, "line", None)
