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
from collections.abc import Callable, Iterator
from typing import Any

from magictutor.engine.apply import IllegalActionError, Step, apply
from magictutor.engine.save_check import check_state
from magictutor.engine.serialize import SaveFormatError, from_jsonable, to_jsonable
from magictutor.errors import ArgumentError, OutOfRange
from magictutor.limits import MAX_SAVE_BYTES, MAX_SAVE_STEPS, cut
from magictutor.model.actions import Action, action_from_dict, action_to_dict
from magictutor.model.events import Event
from magictutor.model.state import GameState, need_state
from magictutor.yamlio import DataFileError, read_capped

FORMAT = "magictutor-timeline"
VERSION = 1


class Timeline:
    """The steps of one game, with a cursor saying which state is being looked at."""

    def __init__(self, initial: GameState, steps: list[Step] | None = None,
                 cursor: int | None = None) -> None:
        need_state(initial, "Timeline(initial)")
        if steps is not None and not isinstance(steps, (list, tuple)):
            raise ArgumentError(f"Timeline(initial, steps): a list of steps, not {cut(steps)}")
        self.initial = initial
        self.steps: list[Step] = list(steps or [])
        for step in self.steps:
            if not isinstance(step, Step):
                raise ArgumentError(f"Timeline(initial, steps): a list of steps (from apply), "
                                    f"not one of {cut(step)}")
        if cursor is not None and type(cursor) is not int:
            raise ArgumentError(f"the cursor is a whole number, not {cut(cursor)}")
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
        if type(index) is not int:
            raise ArgumentError(f"state_at(index): a whole number, not {cut(index)}")
        if not 0 <= index <= len(self.steps):
            raise OutOfRange(f"step {index} outside 0..{len(self.steps)}")
        return self.steps[index - 1].after if index else self.initial

    def __len__(self) -> int:
        return len(self.steps)

    def __iter__(self) -> Iterator[Step]:
        return iter(self.steps[: self.cursor])

    @property
    def events(self) -> list[Event]:
        """Every event up to the cursor, in order, starting with those of the set-up."""
        from magictutor.engine.setup import setup_events

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
        if type(index) is not int:
            raise ArgumentError(f"goto(index): a whole number, not {cut(index)}")
        if index < 0:
            index += len(self.steps) + 1
        if not 0 <= index <= len(self.steps):
            raise OutOfRange(f"step {cut(index)} outside 0..{len(self.steps)}")
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
            from magictutor.engine.setup import settle_under

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
        """Load a timeline saved by :meth:`to_json`, replaying its actions exactly.

        Every problem is a :class:`~magictutor.engine.serialize.SaveFormatError` saying what and
        where: a save larger than :data:`~magictutor.limits.MAX_SAVE_BYTES`, malformed data,
        an initial state no game can be in (:func:`magictutor.engine.save_check.check_state`), an
        action the rules refuse, or a random outcome (a die face, a shuffle, an order) that
        is not what the game's seed gives: the steps are replayed from the seed and their
        outcomes compared with the saved ones."""
        data = _parse_save(text)
        if "initial" not in data:
            raise SaveFormatError("the saved game has no initial state")
        initial = _decode(data["initial"], "the initial state")
        try:
            check_state(initial)
        except RecursionError:
            raise SaveFormatError("the initial state: values nested too deep") from None
        entries = _saved_steps(data)
        t = cls(initial)
        for i, entry in enumerate(entries):
            t.steps.append(_replay(t.state, entry, f"step {i + 1}"))
            t.cursor += 1
        cursor = data.get("cursor", len(t.steps))
        if type(cursor) is not int:
            raise SaveFormatError(f"the saved cursor must be a whole number, not {cut(cursor)}")
        if not 0 <= cursor <= len(t.steps):
            raise SaveFormatError(f"the saved cursor {cursor} is outside the game "
                                  f"(0..{len(t.steps)})")
        t.cursor = cursor
        return t

    def save(self, path: Any) -> None:
        from pathlib import Path

        Path(path).write_text(self.to_json(), encoding="utf-8")

    @classmethod
    def load(cls, path: Any) -> Timeline:
        from pathlib import PurePath

        if not isinstance(path, (str, PurePath)):
            raise ArgumentError(f"Timeline.load(path): a file's path, not {cut(path)}")
        try:
            data = read_capped(path, MAX_SAVE_BYTES, "saved game")
            text = data.decode("utf-8")
        except DataFileError as exc:
            raise SaveFormatError(f"{exc.path}: {exc.reason}") from None
        except UnicodeDecodeError as exc:
            raise SaveFormatError(f"{path}: not UTF-8 text (byte {exc.start})") from None
        try:
            return cls.from_json(text)
        except SaveFormatError as exc:  # (which file: a class loads many saves at once)
            raise SaveFormatError(f"{path}: {exc}") from None


def _decode(data: Any, where: str) -> Any:
    """:func:`~magictutor.engine.serialize.from_jsonable`, with every failure a SaveFormatError."""
    try:
        return from_jsonable(data)
    except SaveFormatError as exc:
        raise SaveFormatError(f"{where}: {exc}") from None
    except (KeyError, TypeError, ValueError, AttributeError, RecursionError) as exc:
        at = _locate(data)
        raise SaveFormatError(f"{where}: unreadable data{f' at {at}' if at else ''} "
                              f"({type(exc).__name__}: {str(exc)[:120]})") from None


def _parse_save(text: Any) -> dict:
    """The top mapping of a saved game's JSON, once its size, format and version are ones
    this kit reads."""
    if not isinstance(text, (str, bytes)):
        raise SaveFormatError(f"a saved game is JSON text, not {cut(text)}")
    if len(text) > MAX_SAVE_BYTES:
        raise SaveFormatError(f"the saved game is larger than {MAX_SAVE_BYTES:,} bytes")
    try:
        data = json.loads(text)
    except json.JSONDecodeError as exc:
        raise SaveFormatError(f"not a saved game (JSON error at line {exc.lineno}, "
                              f"column {exc.colno}: {exc.msg})") from None
    except (RecursionError, ValueError) as exc:
        raise SaveFormatError(f"not a saved game ({type(exc).__name__}: "
                              f"{str(exc)[:120]})") from None
    if not isinstance(data, dict) or data.get("format") != FORMAT:
        raise SaveFormatError("not a magictutor saved game")
    version = data.get("version")
    if type(version) is not int or version != VERSION:
        raise SaveFormatError(f"saved game version {cut(version)} is not supported (this "
                              f"kit reads version {VERSION})")
    return data


def _saved_steps(data: dict) -> list:
    """The saved steps, a list of at most :data:`~magictutor.limits.MAX_SAVE_STEPS`."""
    entries = data.get("steps", [])
    if not isinstance(entries, list):
        raise SaveFormatError(f"'steps' must be a list, not {cut(entries)}")
    if len(entries) > MAX_SAVE_STEPS:
        raise SaveFormatError(f"the saved game has {len(entries):,} steps; at most "
                              f"{MAX_SAVE_STEPS:,}")
    return entries


def _locate(data: Any, path: str = "") -> str | None:
    """The place (``fields.players.tuple[1]``) of the first value that is not written as
    :func:`~magictutor.engine.serialize.to_jsonable` writes values, or None."""
    todo: list[tuple[Any, str]] = [(data, path)]
    while todo:
        value, at = todo.pop()
        if value is None or isinstance(value, (bool, int, float, str)):
            continue
        if isinstance(value, list):
            todo += [(v, f"{at}[{i}]") for i, v in enumerate(value)]
            continue
        if not isinstance(value, dict) or len(value) not in (1, 2):
            return at or "the top"
        (tag, inner), *rest = value.items()
        children = _CHILDREN.get(tag)
        if children is None:
            return at or "the top"
        inside = children(tag, inner, value, at)
        if inside is None:
            return f"{at}.{tag}"
        todo += inside
    return None


Placed = list[tuple[Any, str]]
"""Values inside a tagged value, each with its place; None: the tag's value is malformed."""


def _items_inside(tag: str, inner: Any, value: dict, at: str) -> Placed | None:
    if not isinstance(inner, list):
        return None
    return [(v, f"{at}.{tag}[{i}]") for i, v in enumerate(inner)]


def _pairs_inside(tag: str, inner: Any, value: dict, at: str) -> Placed | None:
    if not isinstance(inner, list) or not all(
            isinstance(p, list) and len(p) == 2 for p in inner):
        return None
    return [(p[j], f"{at}.dict[{i}][{j}]") for i, p in enumerate(inner) for j in (0, 1)]


def _fields_inside(tag: str, inner: Any, value: dict, at: str) -> Placed | None:
    from magictutor.engine.serialize import TYPES

    fields = value.get("fields", {})
    if not isinstance(inner, str) or inner not in TYPES or not isinstance(fields, dict):
        return None
    return [(v, f"{at}.{k}") for k, v in fields.items()]


_CHILDREN: dict[str, Callable[[str, Any, dict, str], Placed | None]] = {
    "tuple": _items_inside, "frozenset": _items_inside, "dict": _pairs_inside,
    "type": _fields_inside,
}
"""For each tag :func:`~magictutor.engine.serialize.to_jsonable` writes, the values inside it."""


def _replay(state: GameState, entry: Any, where: str) -> Step:
    """One saved step, carried out again from the game's seed; its random outcomes must be
    the saved ones."""
    if not isinstance(entry, dict) or "action" not in entry:
        raise SaveFormatError(f"{where}: a step is a mapping with an 'action', not {cut(entry)}")
    try:
        action = action_from_dict(entry["action"])
    except (TypeError, ValueError, RecursionError) as exc:
        raise SaveFormatError(f"{where}: not an action ({str(exc)[:200]})") from None
    recorded = _decode(entry["chance"], f"{where}: the random outcomes") \
        if "chance" in entry else None
    if recorded is not None and type(recorded) is not tuple:
        raise SaveFormatError(f"{where}: the random outcomes must be a tuple, not "
                              f"{cut(recorded)}")
    try:
        step = apply(state, action)
    except IllegalActionError as err:
        raise SaveFormatError(f"{where} is refused by the rules: {str(err)[:300]}") from None
    except (KeyError, TypeError, ValueError, AttributeError, IndexError) as exc:
        raise SaveFormatError(f"{where} cannot be replayed ({type(exc).__name__}: "
                              f"{str(exc)[:120]})") from None
    if recorded is not None and _plain(recorded) != _plain(step.chance):
        raise SaveFormatError(f"{where}: the saved random outcomes {cut(str(recorded), 80)} are "
                              f"not what the game's seed gives ({cut(str(step.chance), 80)})")
    return step


def _plain(value: Any) -> Any:
    """Lists and tuples alike, for comparing saved outcomes with replayed ones."""
    if isinstance(value, (list, tuple)):
        return [_plain(v) for v in value]
    return value
