"""Data for the plots: tidy records and series of loyalty and life over a game.

Records have the keys of :func:`magictutor.engine.simulate.simulate`'s records: ``game``, ``turn``,
``step`` (actions so far), ``player``, ``kind`` (``"life"``, ``"loyalty"``, ``"roll"``),
``name`` and ``value``. From a :class:`~magictutor.engine.timeline.Timeline` there is one record
per state and per player or planeswalker (loyalty records also carry the object ``id``), and
a roll record per planar die roll (``name`` the face, ``value`` its cost, ``forced``).

A :class:`Series` is one line to draw: a planeswalker's loyalty or a player's life, with
the events that moved it marked and their rules.

>>> from magictutor import build_game, Activate
>>> from magictutor.engine.timeline import Timeline
>>> s = build_game(["Alice", "Bob"], setup={"Alice": {"battlefield": ["Jace Beleren"]}})
>>> t = Timeline(s)
>>> _ = t.apply(Activate("Alice", s.battlefield[0].id, "+2"))
>>> [(r["step"], r["value"]) for r in timeline_records(t) if r["kind"] == "loyalty"]
[(0, 3), (1, 5)]
>>> jace = series(t, "loyalty")[0]
>>> jace.ys, jace.marks[0].delta, jace.marks[0].rules
([3, 5], 2, ('306.5d', '606.4', '602.2b'))
"""

from __future__ import annotations

import weakref
from collections.abc import Iterable
from dataclasses import dataclass, field
from typing import Any, NamedTuple

from magictutor.editions import get_edition
from magictutor.model.events import Event
from magictutor.model.query import chars_of
from magictutor.model.state import GameState

KINDS = ("loyalty", "life")

LOYALTY_EVENTS = ("cost", "damage", "enter", "sba", "counters")
LIFE_EVENTS = ("damage", "life")


@dataclass
class Mark:
    """An event that moved a series: where, by how much, what happened and which rules."""

    x: float
    y: float
    delta: int
    kind: str  # "ability" (a loyalty cost), "damage", "enters", "leaves", "life", "other"
    text: str
    rules: tuple[str, ...] = ()
    step: int = 0


@dataclass
class Series:
    """One line: ``label``, x positions, values, the timeline step of each point, marks."""

    label: str
    name: str
    player: str
    xs: list[float] = field(default_factory=list)
    ys: list[int] = field(default_factory=list)
    steps: list[int] = field(default_factory=list)
    marks: list[Mark] = field(default_factory=list)


def _is_timeline(source: Any) -> bool:
    return hasattr(source, "steps") and hasattr(source, "state_at")


def _states(t: Any) -> list[GameState]:
    return [t.initial] + [s.after for s in t.steps]


def _planeswalkers(s: GameState) -> list[Any]:
    return [o for o in s.battlefield if chars_of(s, o.id).is_planeswalker]


class Walker(NamedTuple):
    """What a loyalty line needs of a planeswalker on the battlefield."""

    id: int
    gen: int
    name: str
    controller: str
    loyalty: int


_WALKERS: dict[int, tuple[Any, tuple[Walker, ...]]] = {}


def walkers(s: GameState) -> tuple[Walker, ...]:
    """The planeswalkers of state ``s``, remembered per state: states never change, so a
    live plot recomputing its lines after each new step only looks at the new state.

    >>> from magictutor import build_game
    >>> walkers(build_game(["A", "B"], setup={"A": {"battlefield": ["Jace Beleren"]}}))
    (Walker(id=1, gen=0, name='Jace Beleren', controller='A', loyalty=3),)
    """
    hit = _WALKERS.get(id(s))
    if hit is not None and hit[0]() is s:
        return hit[1]
    out = tuple(Walker(o.id, o.gen, o.name, o.controller, o.counter("loyalty"))
                for o in _planeswalkers(s))
    if len(_WALKERS) > 5000:
        _WALKERS.clear()
    _WALKERS[id(s)] = (weakref.ref(s), out)
    return out


def timeline_records(t: Any, game: int = 0) -> list[dict[str, Any]]:
    """Tidy records of a whole timeline (every step, not only up to its cursor).

    >>> from magictutor import build_game
    >>> from magictutor.engine.timeline import Timeline
    >>> [(r["kind"], r["name"], r["value"]) for r in timeline_records(Timeline(
    ...     build_game(["Alice", "Bob"])))]
    [('life', 'Alice', 20), ('life', 'Bob', 20)]
    """
    rows: list[dict[str, Any]] = []
    for i, s in enumerate(_states(t)):
        for p in s.players:
            rows.append({"game": game, "turn": s.turn, "step": i, "player": p.name,
                         "kind": "life", "name": p.name, "value": p.life})
        for o in _planeswalkers(s):
            rows.append({"game": game, "turn": s.turn, "step": i, "player": o.controller,
                         "kind": "loyalty", "name": o.name, "value": o.counter("loyalty"),
                         "id": o.id})
    return rows + roll_records(t.steps, game)


def roll_records(steps: Iterable[Any], game: int = 0) -> list[dict[str, Any]]:
    """A record per planar die roll in ``steps``. ``forced`` marks the roll of a
    :class:`~magictutor.model.actions.RollPlanarDie` action that chose its face for a lesson.

    >>> from magictutor import build_game, RollPlanarDie, apply
    >>> s = build_game(["A", "B"], planechase={"decks": {"A": ["Panopticon"], "B": ["Tazeem"]},
    ...                                         "face up": "Panopticon"})
    >>> [(r["name"], r["value"], r["forced"]) for r in roll_records([apply(s,
    ...                                                    RollPlanarDie("A", "blank"))])]
    [('blank', 0, True)]
    """
    rows: list[dict[str, Any]] = []
    for i, step in enumerate(steps, start=1):
        forced = bool(getattr(step.action, "force", None))
        for e in step.events:
            if e.kind == "roll" and e.get("face"):
                rows.append({"game": game, "turn": step.before.turn, "step": i,
                             "player": e.get("player"), "kind": "roll", "name": e.get("face"),
                             "value": e.get("cost"), "forced": forced})
                forced = False  # later rolls in the step come from effects: random
    return rows


def turn_positions(states: list[GameState]) -> list[float]:
    """x positions "by turn": each state's turn, plus its place among that turn's states.

    >>> from types import SimpleNamespace as NS
    >>> turn_positions([NS(turn=1), NS(turn=1), NS(turn=2)])
    [1.0, 1.5, 2.0]
    """
    counts: dict[int, int] = {}
    for s in states:
        counts[s.turn] = counts.get(s.turn, 0) + 1
    seen: dict[int, int] = {}
    out = []
    for s in states:
        k = seen.get(s.turn, 0)
        seen[s.turn] = k + 1
        out.append(s.turn + k / counts[s.turn])
    return out


def _cause(events: Iterable[Event], kinds: tuple[str, ...], oid: int | None,
           name: str) -> Event | None:
    fallback = None
    for e in events:
        if e.kind not in kinds:
            continue
        if oid is not None and e.get("obj") == oid:
            return e
        if name in e.text and fallback is None:
            fallback = e
    return fallback


def _mark_kind(e: Event | None, delta: int, left: bool) -> str:
    if left:
        return "leaves"
    if e is None:
        return "other"
    return {"cost": "ability", "damage": "damage", "enter": "enters", "life": "life"}.get(
        e.kind, "other")


def _loyalty_series(t: Any, xs_of: list[float]) -> list[Series]:
    states = _states(t)
    zero_rule = {ed: get_edition(ed).rule("sba.zero_loyalty") for ed in {s.edition
                                                                           for s in states}}
    out: dict[tuple[int, int], Series] = {}
    live: dict[int, tuple[int, int]] = {}
    for i, s in enumerate(states):
        events = t.steps[i - 1].events if i else ()
        now = {o.id: o for o in walkers(s)}
        for oid, key in list(live.items()):  # left the battlefield (or stopped being one)
            if oid in now and now[oid].gen == key[1]:
                continue
            _left(out[key], oid, events, zero_rule[s.edition], xs_of[i], i)
            del live[oid]
        for oid, o in now.items():
            live[oid] = key = (oid, o.gen)
            _loyalty_point(_series_of(out, key, o), o, events, xs_of[i], i)
    return list(out.values())


def _series_of(out: dict[tuple[int, int], Series], key: tuple[int, int], o: Walker) -> Series:
    """The series of a planeswalker (by id and zone changes), started when first seen: a
    second one of the same name is labelled ``#2``."""
    if key not in out:
        same = sum(1 for k in out if out[k].name == o.name)
        label = o.name if not same else f"{o.name} #{same + 1}"
        out[key] = Series(label, o.name, o.controller)
    return out[key]


def _left(ser: Series, oid: int, events: Iterable[Event], zero_rule: str, x: float,
          i: int) -> None:
    """The last point of a planeswalker that left the battlefield at step ``i``: 0 if it
    died of having no loyalty, and a mark saying why it left."""
    died = any(e.kind == "sba" and e.get("obj") == oid and zero_rule in e.rules
               for e in events)
    causes = [c for c in (_cause(events, ("damage", "cost"), oid, ser.name),
                          _cause(events, ("sba", "destroy"), oid, ser.name)) if c]
    y = 0 if died else ser.ys[-1]
    ser.xs.append(x)
    ser.ys.append(y)
    ser.steps.append(i)
    text = "; then ".join(c.line() for c in causes) or f"{ser.name} leaves the battlefield"
    rules = tuple(dict.fromkeys(r for c in causes for r in c.rules))
    ser.marks.append(Mark(x, y, y - ser.ys[-2], "leaves", text, rules, step=i))


def _loyalty_point(ser: Series, o: Walker, events: Iterable[Event], x: float, i: int) -> None:
    """A planeswalker's loyalty at step ``i``, marked with its cause when it changed."""
    value = o.loyalty
    prev = ser.ys[-1] if ser.ys else None
    ser.xs.append(x)
    ser.ys.append(value)
    ser.steps.append(i)
    if i and (prev is None or prev != value):
        cause = _cause(events, LOYALTY_EVENTS, o.id, o.name)
        delta = value - (prev if prev is not None else 0)
        kind = "enters" if prev is None else _mark_kind(cause, delta, False)
        text = cause.line() if cause else f"{o.name}: loyalty {prev} \u2192 {value}"
        ser.marks.append(Mark(x, value, delta, kind, text, cause.rules if cause else (),
                              step=i))


def _life_series(t: Any, xs_of: list[float]) -> list[Series]:
    states = _states(t)
    out = {p.name: Series(p.name, p.name, p.name) for p in states[0].players}
    for i, s in enumerate(states):
        events = t.steps[i - 1].events if i else ()
        for p in s.players:
            ser = out[p.name]
            prev = ser.ys[-1] if ser.ys else None
            ser.xs.append(xs_of[i])
            ser.ys.append(p.life)
            ser.steps.append(i)
            if prev is not None and prev != p.life:
                cause = _cause(events, LIFE_EVENTS, None, p.name)
                ser.marks.append(Mark(xs_of[i], p.life, p.life - prev,
                                      _mark_kind(cause, p.life - prev, False),
                                      cause.line() if cause else f"{p.name}: life {prev} \u2192 "
                                      f"{p.life}", cause.rules if cause else (), step=i))
    return list(out.values())


def _records_series(records: Iterable[dict], kind: str, by: str, game: int | None) -> list[Series]:
    rows = [r for r in records if r.get("kind") == kind]
    if game is None and rows:
        game = rows[0].get("game", 0)
    rows = [r for r in rows if r.get("game", 0) == game]
    rows.sort(key=lambda r: (r.get("step", 0), r.get("turn", 0)))
    out: dict[tuple[str, str], Series] = {}
    for r in rows:
        key = (str(r.get("name")), str(r.get("id", r.get("player", ""))))
        ser = out.setdefault(key, Series(str(r["name"]), str(r["name"]), str(r.get("player"))))
        ser.xs.append(float(r["turn"] if by == "turn" else r.get("step", 0)))
        ser.ys.append(int(r["value"]))
        ser.steps.append(int(r.get("step", 0)))
    return list(out.values())


def series(source: Any, kind: str = "loyalty", by: str = "step",
           game: int | None = None) -> list[Series]:
    """The lines to draw for ``kind`` (``"loyalty"`` or ``"life"``) over a game.

    ``source`` is a Timeline (with event marks) or tidy records (one ``game`` of them:
    the first unless ``game`` is given). ``by`` is ``"step"`` or ``"turn"``.

    >>> rows = [{"game": 0, "turn": 1, "step": 0, "player": "A", "kind": "life", "name": "A",
    ...          "value": 20}]
    >>> [(s.label, s.ys) for s in series(rows, "life")]
    [('A', [20])]
    """
    if kind not in KINDS:
        raise ValueError(f"kind must be one of {KINDS}, not {kind!r}")
    if by not in ("step", "turn"):
        raise ValueError(f"by must be 'step' or 'turn', not {by!r}")
    if _is_timeline(source):
        states = _states(source)
        xs_of = ([float(i) for i in range(len(states))] if by == "step"
                 else turn_positions(states))
        return (_loyalty_series if kind == "loyalty" else _life_series)(source, xs_of)
    if isinstance(source, (list, tuple)):
        return _records_series(source, kind, by, game)
    raise TypeError(f"plots take a Timeline or a list of records, not {type(source).__name__}")
