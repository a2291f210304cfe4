"""A game's history: undo, redo, go to any step, branch a "what if", save and load.

Like boardgame.io's undo stacks of whole immutable states: every step keeps the state
before and after it, so going back and forward costs nothing, and a branch shares the
steps it starts from. Saving writes the initial state, the actions and the random
outcomes (die faces, shuffles); loading replays them without a random generator.

>>> from magictutor import build_game, Pass
>>> t = Timeline(build_game(["Alice", "Bob"]))
>>> _ = t.apply(Pass("Alice"))
>>> t.state.priority, t.undo().priority, t.redo().priority
('Bob', 'Alice', 'Bob')
"""

from __future__ import annotations

import json
from collections.abc import Iterator
from typing import Any

from magictutor.actions import Action, action_from_dict, action_to_dict
from magictutor.engine import IllegalActionError, Step, apply
from magictutor.events import Event
from magictutor.serialize import SaveFormatError, from_jsonable, to_jsonable
from magictutor.state import GameState

FORMAT = "magictutor-timeline"
VERSION = 1


class Timeline:
    """The steps of one game, with a cursor saying which state is being looked at."""

    def __init__(self, initial: GameState, steps: list[Step] | None = None,
                 cursor: int | None = None) -> None:
        self.initial = initial
        self.steps: list[Step] = list(steps or [])
        self.cursor = len(self.steps) if cursor is None else cursor
        if not 0 <= self.cursor <= len(self.steps):
            raise ValueError(f"cursor {self.cursor} outside 0..{len(self.steps)}")

    # --- looking --------------------------------------------------------------------------
    @property
    def state(self) -> GameState:
        """The state at the cursor."""
        return self.steps[self.cursor - 1].after if self.cursor else self.initial

    def state_at(self, index: int) -> GameState:
        """The state after ``index`` steps (0: the initial state)."""
        if not 0 <= index <= len(self.steps):
            raise IndexError(f"step {index} outside 0..{len(self.steps)}")
        return self.steps[index - 1].after if index else self.initial

    def __len__(self) -> int:
        return len(self.steps)

    def __iter__(self) -> Iterator[Step]:
        return iter(self.steps[: self.cursor])

    @property
    def events(self) -> list[Event]:
        """Every event up to the cursor, in order, starting with those of the set-up."""
        from magictutor.setup import setup_events

        return list(setup_events(self.initial)) + [e for s in self.steps[: self.cursor]
                                                   for e in s.events]

    def cited(self) -> set[str]:
        """Every rule number the log has cited up to the cursor."""
        return {r for e in self.events for r in e.rules}

    @property
    def actions(self) -> list[Action]:
        return [s.action for s in self.steps[: self.cursor]]

    # --- changing ---------------------------------------------------------------------------
    def apply(self, action: Action) -> Step:
        """Apply ``action`` at the cursor; later steps (a redo future) are dropped.

        A refused action raises :class:`~magictutor.IllegalActionError` and changes nothing."""
        step = apply(self.state, action)
        del self.steps[self.cursor:]
        self.steps.append(step)
        self.cursor = len(self.steps)
        return step

    def extend(self, steps: list[Step]) -> None:
        """Append steps computed elsewhere (they must start from the current state)."""
        for step in steps:
            if step.before is not self.state and step.before != self.state:
                raise ValueError("the steps do not start from the timeline's current state")
            del self.steps[self.cursor:]
            self.steps.append(step)
            self.cursor = len(self.steps)

    @property
    def can_undo(self) -> bool:
        return self.cursor > 0

    @property
    def can_redo(self) -> bool:
        return self.cursor < len(self.steps)

    def undo(self) -> GameState:
        if self.cursor:
            self.cursor -= 1
        return self.state

    def redo(self) -> GameState:
        if self.cursor < len(self.steps):
            self.cursor += 1
        return self.state

    def goto(self, index: int) -> GameState:
        """Move the cursor to step ``index`` (0 = the initial state; negative counts back)."""
        if index < 0:
            index += len(self.steps) + 1
        if not 0 <= index <= len(self.steps):
            raise IndexError(f"step {index} outside 0..{len(self.steps)}")
        self.cursor = index
        return self.state

    def branch(self) -> Timeline:
        """A new timeline with the steps up to the cursor, to try a "what if" safely."""
        return Timeline(self.initial, self.steps[: self.cursor])

    def replay(self, edition: str | None = None) -> tuple[Timeline, IllegalActionError | None]:
        """Play the same actions again, under ``edition`` if given.

        Returns the new timeline and the refusal that stopped it early, if one did. The
        replay equals a fresh build of the same set-up and actions under ``edition``.

        >>> from magictutor import build_game
        >>> two = {"Alice": {"battlefield": ["Jace Beleren", "Jace Beleren"]}}
        >>> t = Timeline(build_game(["Alice", "Bob"], setup=two))  # 2013: Alice keeps one
        >>> t.replay("2011-09")[0].initial == build_game(["Alice", "Bob"], setup=two,
        ...                                                edition="2011-09")
        True
        """
        initial = self.initial
        if edition is not None:
            from magictutor.setup import settle_under

            initial = settle_under(self.initial, edition)  # equal to a fresh build (306.4)
        t = Timeline(initial)
        for s in self.steps[: self.cursor]:
            try:
                step = apply(t.state, s.action, s.chance)
            except IllegalActionError as err:
                return t, err
            t.steps.append(step)
            t.cursor += 1
        return t, None

    # --- saving ---------------------------------------------------------------------------------
    def to_json(self) -> str:
        """The timeline as JSON: initial state, actions and their random outcomes."""
        data = {
            "format": FORMAT, "version": VERSION, "initial": to_jsonable(self.initial),
            "steps": [{"action": action_to_dict(s.action), "chance": to_jsonable(s.chance)}
                      for s in self.steps],
            "cursor": self.cursor,
        }
        return json.dumps(data)

    @classmethod
    def from_json(cls, text: str) -> Timeline:
        """Load a timeline saved by :meth:`to_json`, replaying its actions exactly."""
        try:
            data = json.loads(text)
        except json.JSONDecodeError as exc:
            raise SaveFormatError(f"not a saved game (JSON error at line {exc.lineno}: "
                                  f"{exc.msg})") from None
        if not isinstance(data, dict) or data.get("format") != FORMAT:
            raise SaveFormatError("not a magictutor saved game")
        if data.get("version") != VERSION:
            raise SaveFormatError(f"saved game version {data.get('version')!r} is not "
                                  f"supported (this kit reads version {VERSION})")
        initial = from_jsonable(data["initial"])
        if not isinstance(initial, GameState):
            raise SaveFormatError("the saved game has no initial state")
        t = cls(initial)
        for i, entry in enumerate(data.get("steps", [])):
            try:
                action = action_from_dict(entry["action"])
                chance = from_jsonable(entry.get("chance", {"tuple": []}))
                t.steps.append(apply(t.state, action, chance))
            except (KeyError, TypeError, ValueError) as exc:
                raise SaveFormatError(f"step {i + 1} of the saved game cannot be replayed: "
                                      f"{exc}") from None
            t.cursor += 1
        t.cursor = int(data.get("cursor", len(t.steps)))
        if not 0 <= t.cursor <= len(t.steps):
            raise SaveFormatError("the saved cursor is outside the game")
        return t

    def save(self, path: Any) -> None:
        from pathlib import Path

        Path(path).write_text(self.to_json(), encoding="utf-8")

    @classmethod
    def load(cls, path: Any) -> Timeline:
        from pathlib import Path

        return cls.from_json(Path(path).read_text(encoding="utf-8"))
