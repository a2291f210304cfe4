"""The shape of a card entry, checked before the card is built from it: each key's value of
the kind docs/cards.md gives (a text, a list of texts, a number, a list of ability mappings,
an ``editions:`` patch of known editions and existing abilities). A value of another shape
(``subtypes: .nan``, ``abilities: 3``, an ``editions:`` patch of an ability the card does not
have) is refused here with the file, the line and what the key takes, instead of failing
deep inside the builder with a message of Python's.

>>> from magictutor.yamlio import load_yaml
>>> item = load_yaml("name: Test\\ntypes: [Creature]\\npower: [2]\\n", "mine.yaml")
>>> check_shape(item, "mine.yaml", "Test")
Traceback (most recent call last):
...
magictutor.yamlio.DataFileError: mine.yaml, line 3: 'Test': power is a whole number from 0 \
to 1,000 or `your life` (208.1), not a list of 1 items
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from magictutor.limits import MAX_AMOUNT, cut
from magictutor.yamlio import DataFileError

EDITION_NAMES = ("2011-09", "2013-07", "2017-09", "current")
TEXT_KEYS = ("cost", "text", "produces")
"""Keys whose value is one text (a number is read as its digits)."""
WORD_KEYS = ("types", "subtypes", "supertypes", "colors", "keywords")
"""Keys whose value is a list of texts (or a single text, read as a list of one)."""
PATCH_KEYS = ("text", "abilities")
"""What an ``editions:`` patch may change."""


def _line(d: Any, key: Any) -> int | None:
    return d.line_of(key) if hasattr(d, "line_of") else getattr(d, "line", None)


def _is_text(v: Any) -> bool:
    return isinstance(v, str) or (isinstance(v, int) and not isinstance(v, bool))


def check_shape(item: Mapping, path: str, name: str) -> None:
    """Refuse a card entry whose values are not of the shapes its keys take."""
    def fail(key: Any, what: str) -> DataFileError:
        return DataFileError(path, _line(item, key), f"{name!r}: {what}, not {cut(item[key])}")

    for key in TEXT_KEYS:
        if key in item and not _is_text(item[key]):
            raise fail(key, f"{key} is a text")
    for key in WORD_KEYS:
        if not _is_words(item.get(key)):
            raise fail(key, f"{key} is a list of words, like [{_EXAMPLE[key]}]")
    for key in ("power", "toughness"):
        if not _is_strength(item.get(key)):
            raise fail(key, f"{key} is a whole number from 0 to {MAX_AMOUNT:,} or `your life` "
                       "(208.1)")
    abilities = item.get("abilities")
    if abilities is not None and (not isinstance(abilities, list) or not all(
            isinstance(a, Mapping) for a in abilities)):
        raise fail("abilities", "abilities is a list of mappings, like [{kind: loyalty, "
                   "cost: \"+1\", effects: [{draw: 1}]}]")
    _check_editions(item, path, name, len(abilities or ()))


def _is_words(value: Any) -> bool:
    return value is None or isinstance(value, str) or (
        isinstance(value, list) and all(isinstance(w, str) for w in value))


def _is_strength(value: Any) -> bool:
    """A power or toughness: none, a whole number the kit's limits hold, or `your life`."""
    if value is None or value == "your life":
        return True
    return isinstance(value, int) and not isinstance(value, bool) and 0 <= value <= MAX_AMOUNT


_EXAMPLE = {"types": "Creature", "subtypes": "Bear", "supertypes": "Legendary",
            "colors": "R, G", "keywords": "flying"}


def _check_editions(item: Mapping, path: str, name: str, count: int) -> None:
    """An ``editions:`` patch: a mapping of edition names, each a mapping of ``text`` and
    ``abilities`` (a mapping from the index of one of the card's abilities to changes)."""
    over = item.get("editions")
    if over is None:
        return
    if not isinstance(over, Mapping):
        raise DataFileError(path, _line(item, "editions"), f"{name!r}: editions is a mapping "
                            f"from an edition to its changes, like {{current: {{text: ...}}}}, "
                            f"not {cut(over)}")
    for ed, patch in over.items():
        if ed not in EDITION_NAMES:
            raise DataFileError(path, _line(over, ed), f"{name!r}: unknown edition {cut(ed)} "
                                f"(the editions are {', '.join(EDITION_NAMES)})")
        if patch is None:
            continue
        if not isinstance(patch, Mapping):
            raise DataFileError(path, _line(over, ed), f"{name!r}: the changes for {ed} are a "
                                f"mapping of text and abilities, not {cut(patch)}")
        _check_patch(patch, path, f"{name!r} in {ed}", count)


def _check_patch(patch: Mapping, path: str, what: str, count: int) -> None:
    for key in patch:
        if key not in PATCH_KEYS:
            raise DataFileError(path, _line(patch, key), f"{what}: an edition changes only "
                                f"text and abilities, not {cut(key)}")
    if "text" in patch and not _is_text(patch["text"]):
        raise DataFileError(path, _line(patch, "text"), f"{what}: text is a text, not "
                            f"{cut(patch['text'])}")
    changes = patch.get("abilities")
    if changes is None:
        return
    if not isinstance(changes, Mapping):
        raise DataFileError(path, _line(patch, "abilities"), f"{what}: abilities is a mapping "
                            f"from an ability's index to its changes, like {{0: {{targets: "
                            f"[any target]}}}}, not {cut(changes)}")
    _check_changes(changes, path, what, count)


def _check_changes(changes: Mapping, path: str, what: str, count: int) -> None:
    """An edition's changes to abilities: each the index of one of the card's abilities,
    mapped to a mapping of ability keys."""
    for idx, change in changes.items():
        index = idx if isinstance(idx, int) and not isinstance(idx, bool) else (
            int(idx) if isinstance(idx, str) and idx.isdecimal() and len(idx) < 6 else None)
        if index is None or not 0 <= index < count:
            raise DataFileError(path, _line(changes, idx), f"{what}: {cut(idx)} is not the "
                                f"index of one of the card's {count} abilities (0 is the "
                                "first)")
        if not isinstance(change, Mapping):
            raise DataFileError(path, _line(changes, idx), f"{what}: the changes to ability "
                                f"{index} are a mapping of ability keys, not {cut(change)}")
