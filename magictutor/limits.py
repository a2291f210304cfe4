"""The limits every door of the kit keeps: scenario files, saved games and the notation.

Anything a user writes is read within these bounds, so a file, a save or a line of
notation is refused with a clear error (naming the limit) within a second and in bounded
memory, instead of hanging or eating the machine. ``docs/scenario-format.md`` lists them.

>>> cut("x" * 100)
"'xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx...' (100 characters)"
>>> cut(10 ** 5000)
'a number of 5001 digits'
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from magictutor.errors import ArgumentError

MAX_BYTES = 1_000_000
"""A scenario or card file: at most this many bytes."""
MAX_LINE = 10_000
"""A line of a scenario file: at most this many characters."""
MAX_NODES = 100_000
"""A scenario file: at most this many YAML values, counting each alias (``*name``) as a
full copy of what it names, so an alias bomb is refused while the file is read."""
MAX_DEPTH = 64
"""A scenario file: lists and mappings nested at most this deep."""
MAX_DIGITS = 30
"""A whole number in a file or a command: at most this many digits."""
MAX_COMMAND = 4_000
"""One command of the notation: at most this many characters."""
MAX_NAME = 100
"""A player's name: at most this many characters."""
MAX_PLAYERS = 6
MIN_PLAYERS = 2
MAX_LIFE = 1_000_000
"""A life total: between minus and plus this."""
MAX_MANA = 1_000
"""Floating mana in a set-up: at most this much in all."""
MAX_AMOUNT = 1_000
"""Loyalty, damage, counters of one kind, X, a damage assignment, a roll count."""
MAX_CARDS = 1_000
"""Cards in one zone of a set-up (a library, a hand, a planar deck)."""
MAX_TURN = 1_000_000
"""A turn number, a seed's size aside."""
MAX_SAVE_BYTES = 10_000_000
"""A saved game (JSON): at most this many bytes."""
MAX_SAVE_STEPS = 20_000
"""A saved game: at most this many steps."""

SHOWN = 60
"""How much of a user's value an error message shows."""


def cut(value: Any, limit: int = SHOWN) -> str:
    """A short, safe ``repr`` of a user's value for an error message: never the whole of a
    huge value (an alias bomb, a megabyte of text, a number of thousands of digits)."""
    if isinstance(value, bool) or value is None:
        return repr(value)
    if isinstance(value, int):
        digits = _digits(value)
        return repr(value) if digits <= limit else f"a number of {digits} digits"
    if isinstance(value, str):
        if len(value) <= limit:
            return repr(value)
        return f"{value[:limit - 5]!r}...' ({len(value)} characters)".replace("'...'", "...'")
    if isinstance(value, float):
        return repr(value)
    if isinstance(value, Mapping):
        return f"a mapping of {len(value)} keys"
    if isinstance(value, (list, tuple)):
        return f"a list of {len(value)} items"
    return f"a value of type {type(value).__name__}"


def _digits(n: int) -> int:
    """The number of decimal digits of ``n``, without building its text (which Python
    refuses past 4,300 digits)."""
    n = abs(n)
    if n < 10 ** 18:
        return len(str(n))
    d = int(n.bit_length() * 0.30102999566398120)  # log10(2)
    return d + 1 if n >= 10 ** d else d


def need(value: Any, kind: type | tuple[type, ...], where: str, what: str) -> Any:
    """``value`` if it is a ``kind``, else an :class:`~magictutor.errors.ArgumentError` saying
    where (the function and argument), what was wanted and (cut short) what came.

    >>> need(3, str, "build_game(active=...)", "a player's name")
    Traceback (most recent call last):
    ...
    magictutor.errors.ArgumentError: build_game(active=...): a player's name, not 3
    """
    kinds = kind if isinstance(kind, tuple) else (kind,)
    if isinstance(value, kinds) and (not isinstance(value, bool) or bool in kinds):
        return value  # (True is an int to Python, never a number or a name here)
    raise ArgumentError(f"{where}: {what}, not {cut(value)}")

