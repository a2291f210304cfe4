"""Violations: why an action is refused, as (rule numbers, reason in plain words).

Every check in the engine says which rules an action breaks by stable rule keys;
:func:`violation` turns them into the numbers of the game's edition. A rule the edition
does not have is left out (the reason still stands); a key nobody defined is a bug and
raises ``KeyError`` instead of silently citing nothing.

>>> from magictutor.editions import get_edition
>>> violation(get_edition("2013-07"), ("pw.redirect",), "not now")
(('306.7',), 'not now')
>>> violation(get_edition("current"), ("pw.redirect",), "not now")
((), 'not now')
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

from magictutor.editions import rule_numbers

Violation = tuple[tuple[str, ...], str]


def violation(ed: Any, keys: Iterable[str], text: str) -> Violation:
    """The numbers of ``keys`` in edition ``ed`` that exist there, with the reason ``text``."""
    return rule_numbers(ed.name, tuple(keys)), text
