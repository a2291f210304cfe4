"""Views that wait while hidden: a paused view (in a closed tab) only notes that it must
redraw, and redraws once when shown again, so clicks elsewhere stay fast."""

from __future__ import annotations

from typing import Any


class Deferred:
    """Mix-in for a view with a ``_redraw()``; ``refresh()`` is what the stepper calls."""

    _paused = False
    _dirty = False

    @property
    def paused(self) -> bool:
        """A paused view (e.g. in a hidden tab) only notes that it must redraw."""
        return self._paused

    @paused.setter
    def paused(self, value: bool) -> None:
        self._paused = bool(value)
        if not value and self._dirty:
            self.refresh()

    def refresh(self, *_: Any) -> None:
        if self._paused:
            self._dirty = True
            return
        self._dirty = False
        self._redraw()

    def _redraw(self) -> None:  # pragma: no cover - every view defines it
        raise NotImplementedError
