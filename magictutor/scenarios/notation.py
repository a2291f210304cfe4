"""The text notation: ``"Bob: cast Lightning Bolt targeting Alice"`` to actions and back.

:func:`parse_action` reads one action against a game state, finding the objects it names
(see :mod:`magictutor.scenarios.names`); :func:`format_action` writes an action back as
text that reads back as the same action. Text that cannot be read raises
:class:`NotationError` with the closest valid words; a well-formed action that the rules
forbid is refused later by :func:`magictutor.apply` with an
:class:`~magictutor.IllegalActionError`. The two kinds of error are kept apart, as
python-chess keeps SAN parse errors apart from illegal moves.

``"all: resolve"`` and ``"all: advance to STEP"`` are not single actions but sequences of
passes; :func:`resolve`, :func:`advance_to` and :func:`run_command` carry them out.

>>> from magictutor.engine.setup import build_game
>>> s = build_game(["Alice", "Bob"], active="Bob", setup={
...     "Alice": {"battlefield": ["Jace Beleren"]},
...     "Bob": {"hand": ["Lightning Bolt"], "battlefield": ["Mountain"]}})
>>> a = parse_action(s, "Bob: cast Lightning Bolt targeting Alice")
>>> a
Cast(player='Bob', card=2, targets=('Alice',), x=None)
>>> format_action(s, a)
'Bob: cast Lightning Bolt targeting Alice'
>>> parse_action(s, "Bob: cast Lightning Blot targeting Alice")
Traceback (most recent call last):
...
magictutor.scenarios.names.NotationError: unknown card 'Lightning Blot'; did you mean \
'Lightning Bolt'...
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any, cast

from magictutor.cards.model import normalize_cost
from magictutor.engine.apply import Step, apply
from magictutor.errors import ArgumentError
from magictutor.limits import cut
from magictutor.model.actions import (
    ACTION_TYPES,
    Action,
    Activate,
    AssignDamage,
    Cast,
    Choose,
    DeclareAttackers,
    DeclareBlockers,
    LeaveGame,
    Pass,
    PlayLand,
    RollPlanarDie,
    Suspend,
    Unearth,
)
from magictutor.model.state import GameState, Ref, need_state
from magictutor.scenarios.macros import advance_to, resolve, step_word
from magictutor.scenarios.names import NotationError
from magictutor.scenarios.notation_read import Reader as _Reader
from magictutor.scenarios.notation_read import amount  # noqa: F401 - notation.amount
from magictutor.scenarios.syntax import COMMANDS, check_syntax, match, split_command, who_acts

__all__ = ["NotationError", "Resolve", "AdvanceTo", "parse_action", "parse_command",
           "format_action", "run_command", "resolve", "advance_to", "check_syntax",
           "split_command", "COMMANDS"]

@dataclass(frozen=True)
class Resolve:
    """``all: resolve``: every player passes in turn until the top of the stack resolves."""


@dataclass(frozen=True)
class AdvanceTo:
    """``all: advance to STEP``: players pass until the game reaches ``step``."""

    step: str  # one of STEPS, or "next turn"


Command = Action | Resolve | AdvanceTo


# --- reading --------------------------------------------------------------------------------
def parse_command(state: GameState, text: str) -> Command:
    """Read an action or a macro (``all: resolve``, ``all: advance to STEP``).

    >>> from magictutor.engine.setup import build_game
    >>> parse_command(build_game(["Alice", "Bob"]), "all: advance to declare attackers")
    AdvanceTo(step='declare attackers')
    """
    who, rest = split_command(text)
    verb, g = match(rest)
    player = who_acts(who, verb, state.player_names)
    if verb == "resolve":
        return Resolve()
    if verb == "advance":
        return AdvanceTo(step_word(g["step"]))
    return _Reader(state, player).read(verb, g)


def parse_action(state: GameState, text: str) -> Action:
    """Read one action of the notation, naming objects of ``state`` by their ids.

    >>> from magictutor.engine.setup import build_game
    >>> s = build_game(["Alice", "Bob"], setup={"Alice": {"battlefield": ["Jace Beleren"]}})
    >>> parse_action(s, "Alice: activate Jace Beleren \u22121 targeting Bob")
    Activate(player='Alice', source=1, cost='-1', targets=('Bob',), x=None)
    """
    cmd = parse_command(state, text)
    if isinstance(cmd, (Resolve, AdvanceTo)):
        raise NotationError(f"{cut(text.strip())} is a sequence of passes, not one action: "
                            "carry it out with run_command()")
    return cmd


# --- writing ---------------------------------------------------------------------------------
def format_action(state: GameState, action: Action) -> str:
    """The notation for ``action`` in ``state``; :func:`parse_action` reads it back.

    >>> from magictutor.engine.setup import build_game
    >>> from magictutor.model.actions import DeclareAttackers
    >>> s = build_game(["Alice", "Bob"], active="Bob", step="declare attackers", setup={
    ...     "Alice": {"battlefield": ["Jace Beleren"]}, "Bob": {"battlefield": ["Grizzly Bears"]}})
    >>> format_action(s, DeclareAttackers("Bob", ((2, 1),)))
    'Bob: attack with Grizzly Bears at Jace Beleren'
    """
    need_state(state, "format_action(state, action)")
    if type(action) not in ACTION_TYPES.values():
        raise ArgumentError(f"format_action(state, action): an action (Pass, Cast, ...), not "
                            f"{cut(action)}")
    r = _reader(state, action.player)
    return f"{action.player}: {_words(r, action)}"


_READERS: dict[tuple[int, str], tuple[GameState, _Reader]] = {}


def _reader(state: GameState, player: str) -> _Reader:
    """A reader of ``state`` for ``player``, kept while the same state is being named (a
    panel names all its actions against one state: each label then costs its own objects,
    not the whole game again)."""
    key = (id(state), player)
    hit = _READERS.get(key)
    if hit is not None and hit[0] is state:
        return hit[1]
    if any(s is not state for s, _ in _READERS.values()):
        _READERS.clear()
    r = _Reader(state, player)
    _READERS[key] = (state, r)
    return r


def _label(r: _Reader, ref: Ref, verb: str, role: str = "") -> str:
    if isinstance(ref, str):
        return ref
    o = r.s.objects.get(ref)
    if o is None:
        raise ValueError(f"object {ref} is not in this game")
    return r.names.label(o, r.tiers(verb, role))


def _words(r: _Reader, a: Action) -> str:
    words = _WORDS.get(type(a))
    if words is None:  # (a subclass of an action: the words of its kind)
        words = next((w for kind, w in _WORDS.items() if isinstance(a, kind)), None)
        if words is None:
            raise TypeError(f"not an action: {cut(a)}")
    return words(r, a)


def _spell_words(r: _Reader, a: Cast | Activate) -> str:
    x = f" with X={a.x}" if a.x is not None else ""
    verb = "cast" if isinstance(a, Cast) else "activate"
    what = _label(r, a.card if isinstance(a, Cast) else a.source, verb)
    if isinstance(a, Activate) and a.cost.startswith("{"):  # (602: a mana or {T} cost)
        what += f" {a.cost}" + (f" (ability {a.ability})" if a.ability is not None else "")
    elif isinstance(a, Activate):  # (the index only when two loyalty abilities share a cost)
        what += f" {normalize_cost(a.cost)}" + (f" (ability {a.ability})"
                                                if a.ability is not None else "")
    tgt = ", ".join(_label(r, t, verb, "target") for t in a.targets)
    return f"{verb} {what}" + (f" targeting {tgt}" if tgt else "") + x


def _attack_words(r: _Reader, a: DeclareAttackers) -> str:
    if not a.attacks:
        return "no attacks"
    return "attack with " + ", ".join(
        f"{_label(r, c, 'attack')} at {_label(r, t, 'attack', 'defender')}" for c, t in a.attacks)


def _block_words(r: _Reader, a: DeclareBlockers) -> str:
    if not a.blocks:
        return "no blocks"
    return "block " + ", ".join(
        f"{_label(r, at, 'block-attacker')} with {_label(r, b, 'block-blocker')}"
        for b, at in a.blocks)


def _assign_words(r: _Reader, a: AssignDamage) -> str:
    text = "assign " + ", ".join(f"{n} to {_label(r, t, 'assign')}" for t, n in a.assignment)
    try:
        if r.infer_attacker(tuple(a.assignment)) == a.attacker:
            return text
    except NotationError:
        pass
    return f"{text} from {_label(r, a.attacker, 'assign-attacker')}"


def _choice_words(r: _Reader, a: Choose) -> str:
    kind = r.s.pending.kind if r.s.pending is not None else ""
    if kind == "redirect":
        if a.option == "no":
            return "don't redirect"
        return f"redirect to {_label(r, cast(Ref, a.option), 'redirect')}"
    if kind == "keep" and isinstance(a.option, int):
        return f"keep {_label(r, a.option, 'keep')}"
    if kind == "order" and isinstance(a.option, str):
        return f"apply {a.option} first"
    if kind == "damage_order" and isinstance(a.option, tuple):
        pool = [[r.s.objects[b] for b in a.option if b in r.s.objects]]
        return "order blockers " + ", ".join(r.names.label(r.s.objects[b], pool)
                                              for b in a.option)
    return f"choose {_label(r, cast(Ref, a.option), 'choose')}"


_WORDS: dict[type, Callable[[_Reader, Any], str]] = {
    Pass: lambda r, a: "pass",
    LeaveGame: lambda r, a: "leave the game",
    PlayLand: lambda r, a: f"play {_label(r, a.card, 'play')}",
    Cast: _spell_words,
    Activate: _spell_words,
    RollPlanarDie: lambda r, a: "roll the planar die" + (f": {a.force}" if a.force else ""),
    DeclareAttackers: _attack_words,
    DeclareBlockers: _block_words,
    AssignDamage: _assign_words,
    Choose: lambda r, a: _choice_words(r, a),
    Unearth: lambda r, a: f"unearth {_label(r, a.card, 'unearth')}",
    Suspend: lambda r, a: f"suspend {_label(r, a.card, 'suspend')}",
}
"""How each kind of action is written in the notation (:func:`_words`)."""


def run_command(state: GameState, text: str) -> list[Step]:
    """Carry out one line of the notation: an action (one step) or a macro (several).

    Raises :class:`NotationError` for text that cannot be read and
    :class:`~magictutor.IllegalActionError` for an action the rules forbid.

    >>> from magictutor.engine.setup import build_game
    >>> [str(st) for st in run_command(build_game(["Alice", "Bob"]), "Alice: pass")]
    ['Alice passes priority (116.3d)']
    """
    cmd = parse_command(state, text)
    if isinstance(cmd, Resolve):
        return resolve(state)
    if isinstance(cmd, AdvanceTo):
        return advance_to(state, cmd.step)
    return [apply(state, cmd)]
