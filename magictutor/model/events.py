"""Events: what a step did, each with the rules that made it happen.

The log reads like a judge's explanation, e.g. "Jace Beleren has 0 loyalty and is
put into its owner's graveyard (306.9, 704.5i)". ``auto`` marks what the rules did
by themselves (state-based actions, triggers, turn-based actions), as
boardgame.io marks automatic log entries.
"""

from __future__ import annotations

import html
from dataclasses import dataclass
from typing import Any


@dataclass(frozen=True)
class Event:
    """One thing that happened.

    >>> Event("life", "Alice loses 3 life", ("119.3a",)).line()
    'Alice loses 3 life (119.3a)'
    """

    kind: str
    text: str
    rules: tuple[str, ...] = ()
    auto: bool = False
    data: tuple[tuple[str, Any], ...] = ()

    def get(self, key: str, default: Any = None) -> Any:
        for k, v in self.data:
            if k == key:
                return v
        return default

    def line(self) -> str:
        """The event as one line of text with its rule citations."""
        cites = f" ({', '.join(self.rules)})" if self.rules else ""
        return f"{self.text}{cites}"

    def __str__(self) -> str:
        return self.line()

    def _repr_html_(self) -> str:
        cites = " ".join(f'<span class="mt-rule">{html.escape(r)}</span>' for r in self.rules)
        return f'<div class="mt-event">{html.escape(self.text)} {cites}</div>'


def make_event(kind: str, text: str, rules: tuple[str, ...], auto: bool,
               data: tuple[tuple[str, Any], ...]) -> Event:
    """``Event(kind, text, rules, auto, data)`` without the frozen dataclass's ``__init__``
    (one guarded ``setattr`` per field): the engine logs several events per step.

    >>> ev = make_event("pass", "Alice passes priority", ("116.3d",), False, ())
    >>> ev == Event("pass", "Alice passes priority", ("116.3d",))
    True
    """
    ev = object.__new__(Event)
    object.__setattr__(ev, "__dict__", {"kind": kind, "text": text, "rules": rules,
                                         "auto": auto, "data": data})
    return ev
