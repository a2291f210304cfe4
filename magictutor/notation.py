"""The text notation: ``"Bob: cast Lightning Bolt targeting Alice"`` to actions and back.

:func:`parse_action` reads one action against a game state, finding the objects it names
(see :mod:`magictutor.scenario_names`); :func:`format_action` writes an action back as
text that reads back as the same action. Text that cannot be read raises
:class:`NotationError` with the closest valid words; a well-formed action that the rules
forbid is refused later by :func:`magictutor.apply` with an
:class:`~magictutor.IllegalActionError`. The two kinds of error are kept apart, as
python-chess keeps SAN parse errors apart from illegal moves.

``"all: resolve"`` and ``"all: advance to STEP"`` are not single actions but sequences of
passes; :func:`resolve`, :func:`advance_to` and :func:`run_command` carry them out.

>>> from magictutor.setup import build_game
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
magictutor.scenario_names.NotationError: unknown card 'Lightning Blot'; did you mean \
'Lightning Bolt'...
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from magictutor.actions import (
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
)
from magictutor.cards import card_names, suggest
from magictutor.cards.model import normalize_cost
from magictutor.engine import Step, apply
from magictutor.limits import MAX_AMOUNT, MAX_COMMAND, MAX_DIGITS, cut
from magictutor.scenario_macros import advance_to, resolve, step_word
from magictutor.scenario_names import Finder, NotationError
from magictutor.scenario_syntax import COMMANDS, check_syntax, face, match, split_command, who_acts
from magictutor.state import GameState, Ref

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

    >>> from magictutor.setup import build_game
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

    >>> from magictutor.setup import build_game
    >>> s = build_game(["Alice", "Bob"], setup={"Alice": {"battlefield": ["Jace Beleren"]}})
    >>> parse_action(s, "Alice: activate Jace Beleren \u22121 targeting Bob")
    Activate(player='Alice', source=1, cost='-1', targets=('Bob',), x=None)
    """
    cmd = parse_command(state, text)
    if isinstance(cmd, (Resolve, AdvanceTo)):
        raise NotationError(f"{cut(text.strip())} is a sequence of passes, not one action: "
                            "carry it out with run_command()")
    return cmd


class _Reader(Finder):
    """Reads the words after ``NAME:`` for one player of one state."""

    def read(self, verb: str, g: dict[str, Any]) -> Action:
        p = self.p
        x = amount(g["x"], "X") if "x" in g else None
        if verb == "pass":
            return Pass(p)
        if verb == "leave":
            return LeaveGame(p)
        if verb == "cast":
            card = self.obj(g["card"], "cast", what="card")
            return Cast(p, card, self.targets(g.get("targets"), "cast"), x)
        if verb == "activate":
            src = self.obj(g["card"], "activate", what="permanent")
            cost = normalize_cost(g["cost"].replace(" ", ""))
            return Activate(p, src, cost, self.targets(g.get("targets"), "activate"), x)
        if verb == "play":
            return PlayLand(p, self.obj(g["card"], "play", what="card"))
        if verb == "roll":
            return RollPlanarDie(p, face(g["face"]) if "face" in g else None)
        if verb == "no attacks":
            return DeclareAttackers(p, ())
        if verb == "attack":
            pairs = _items(g["items"], lambda t: self.pair(t, " at ", "attack", "defender"),
                           2 * self.longest_ref() + 4)
            return DeclareAttackers(p, tuple(pairs))
        if verb == "no blocks":
            return DeclareBlockers(p, ())
        if verb == "block":
            pairs = _items(g["items"], lambda t: self.pair(t, " with ", "block-attacker",
                                                          "block-blocker"),
                           2 * self.longest_ref() + 6)
            return DeclareBlockers(p, tuple((b, a) for a, b in pairs))
        if verb == "assign":
            return self.assign(g)
        if verb == "no redirect":
            return Choose(p, "no")
        if verb in ("redirect", "keep"):
            return Choose(p, self.obj(g["target"], verb, what="planeswalker"))
        if verb == "apply":
            return Choose(p, self.effect(g["effect"]))
        if verb == "order":
            return Choose(p, self.blocker_order(g["items"]))
        return Choose(p, self.option(g["option"]))

    def blocker_order(self, text: str) -> tuple[int, ...]:
        """``order blockers A, B``: the blockers of the creature whose damage assignment
        order is asked for (509.2), in the order named."""
        pend = self.s.pending
        if pend is None or pend.kind != "damage_order":
            raise NotationError("there is no damage assignment order to announce now")
        pool = [self.s.objects[b] for b in pend.options[0]]
        return tuple(_items(text, lambda t: self.names.find(t, [pool], "blocker").id))

    def targets(self, text: str | None, verb: str) -> tuple[Ref, ...]:
        return tuple(_items(text, lambda t: self.ref(t, verb), self.longest_ref())) \
            if text else ()

    def pair(self, text: str, word: str, left: str, right: str) -> tuple[Ref, Ref]:
        """``A at D`` / ``A with B``: try each place the joining word could split the text."""
        err: NotationError | None = None
        longest = self.longest_ref()  # (a longer side names nothing: try no more splits)
        starts = [m.start() for m in re.finditer(re.escape(word), text, re.I)
                  if m.start() <= longest and len(text) - m.end() <= longest]
        for i in starts:
            try:
                a = self.obj(text[:i], left, what="creature")
                b = self.ref(text[i + len(word):], right) if right == "defender" else \
                    self.obj(text[i + len(word):], right, what="creature")
                return a, b
            except NotationError as e:
                err = err or e
        if err is None:
            raise NotationError(f"expected 'A{word}B' in {cut(text)}")
        raise err

    def assign(self, g: dict[str, Any]) -> AssignDamage:
        def one(t: str) -> tuple[Ref, int]:
            m = re.match(r"^([0-9]+) to (.+)$", t.strip(), re.I)
            if not m:
                raise NotationError(f"expected 'N to RECIPIENT' in {cut(t.strip())}")
            return self.ref(m.group(2), "assign"), amount(m.group(1), "an amount of damage")

        parts = tuple(_items(g["items"], one, self.longest_ref() + len(" to ") + MAX_DIGITS))
        if "attacker" in g:
            return AssignDamage(self.p, self.obj(g["attacker"], "assign-attacker"), parts)
        return AssignDamage(self.p, self.infer_attacker(parts), parts)

    def infer_attacker(self, parts: tuple[tuple[Ref, int], ...]) -> int:
        s = self.s
        mine = [a for a, _ in (s.combat.attackers if s.combat else ())
                if a in s.objects and s.objects[a].controller == self.p]
        if len(mine) == 1:
            return mine[0]
        fits = [a for a in mine if all(r in s.combat.blockers_of(a)  # type: ignore[union-attr]
                                       or r == s.combat.attack_target(a)  # type: ignore[union-attr]
                                       for r, _ in parts)]
        if len(fits) == 1:
            return fits[0]
        if not mine:
            raise NotationError(f"{self.p} has no attacking creature whose damage to assign")
        labels = ", ".join(self.names.full_label(s.objects[a]) for a in (fits or mine))
        raise NotationError(f"say whose damage this is with 'from ATTACKER' (one of: {labels})")

    def effect(self, text: str) -> Ref:
        pend, word = self.s.pending, text.strip()
        labels = [o for o in (pend.options if pend else ()) if isinstance(o, str)]
        for o in labels:
            if o.casefold() == word.casefold():
                return o
        if word.casefold() == "redirection" or any(
                c.casefold() == word.casefold() for c in card_names()):
            return word
        raise NotationError(f"no effect called {cut(word)}",
                            suggest(word, labels + ["redirection"]))

    def option(self, text: str) -> Ref:
        pend, word = self.s.pending, text.strip()
        opts = pend.options if pend else ()
        for o in opts:
            if isinstance(o, str) and o.casefold() == word.casefold():
                return o
        try:
            return self.ref(word, "choose", role="")
        except NotationError as err:
            if pend is None:
                raise
            shown = [self.names.label(self.s.objects[o], [self.pending_objects()])
                     if isinstance(o, int) and o in self.s.objects else str(o) for o in opts]
            raise NotationError(f"{cut(word)} is not one of the options ({', '.join(shown)})",
                                suggest(word, shown)) from err


def amount(digits: str, what: str) -> int:
    """A number written in a command, at most :data:`magictutor.limits.MAX_AMOUNT`.

    >>> amount("9" * 5000, "X")
    Traceback (most recent call last):
    ...
    magictutor.scenario_names.NotationError: X is at most 1,000 (the kit's limit), not a \
number of 5000 digits
    """
    value = int(digits) if len(digits) <= MAX_DIGITS else None
    if value is None or value > MAX_AMOUNT:
        shown = f"a number of {len(digits)} digits" if value is None else f"{value:,}"
        raise NotationError(f"{what} is at most {MAX_AMOUNT:,} (the kit's limit), not {shown}")
    return value


def _items(text: str, one: Callable[[str], Any], longest: int = MAX_COMMAND) -> list[Any]:
    """Read a comma-separated list whose items may themselves contain commas
    (``Elspeth, Knight-Errant``): each item takes the fewest pieces that read. No item is
    longer than ``longest`` characters, so each piece is tried in a bounded number of
    items and a long line is read in linear time."""
    pieces = [p.strip() for p in text.split(",")]
    out: list[Any] = []
    i = 0
    while i < len(pieces):
        err: NotationError | None = None
        size = -2
        for j in range(i + 1, len(pieces) + 1):
            size += len(pieces[j - 1]) + 2
            if size > longest and err is not None:
                raise err
            try:
                out.append(one(", ".join(pieces[i:j])))
            except NotationError as e:
                err = err or e
                continue
            i = j
            break
        else:
            assert err is not None
            raise err
    return out


# --- writing ---------------------------------------------------------------------------------
def format_action(state: GameState, action: Action) -> str:
    """The notation for ``action`` in ``state``; :func:`parse_action` reads it back.

    >>> from magictutor.setup import build_game
    >>> from magictutor.actions import DeclareAttackers
    >>> s = build_game(["Alice", "Bob"], active="Bob", step="declare attackers", setup={
    ...     "Alice": {"battlefield": ["Jace Beleren"]}, "Bob": {"battlefield": ["Grizzly Bears"]}})
    >>> format_action(s, DeclareAttackers("Bob", ((2, 1),)))
    'Bob: attack with Grizzly Bears at Jace Beleren'
    """
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
    x = f" with X={a.x}" if getattr(a, "x", None) is not None else ""
    if isinstance(a, Pass):
        return "pass"
    if isinstance(a, LeaveGame):
        return "leave the game"
    if isinstance(a, PlayLand):
        return f"play {_label(r, a.card, 'play')}"
    if isinstance(a, (Cast, Activate)):
        verb = "cast" if isinstance(a, Cast) else "activate"
        what = _label(r, a.card if isinstance(a, Cast) else a.source, verb)
        if isinstance(a, Activate):
            what += f" {normalize_cost(a.cost)}"
        tgt = ", ".join(_label(r, t, verb, "target") for t in a.targets)
        return f"{verb} {what}" + (f" targeting {tgt}" if tgt else "") + x
    if isinstance(a, RollPlanarDie):
        return "roll the planar die" + (f": {a.force}" if a.force else "")
    if isinstance(a, DeclareAttackers):
        if not a.attacks:
            return "no attacks"
        return "attack with " + ", ".join(
            f"{_label(r, c, 'attack')} at {_label(r, t, 'attack', 'defender')}"
            for c, t in a.attacks)
    if isinstance(a, DeclareBlockers):
        if not a.blocks:
            return "no blocks"
        return "block " + ", ".join(
            f"{_label(r, at, 'block-attacker')} with {_label(r, b, 'block-blocker')}"
            for b, at in a.blocks)
    if isinstance(a, AssignDamage):
        text = "assign " + ", ".join(f"{n} to {_label(r, t, 'assign')}" for t, n in a.assignment)
        try:
            if r.infer_attacker(tuple(a.assignment)) == a.attacker:
                return text
        except NotationError:
            pass
        return f"{text} from {_label(r, a.attacker, 'assign-attacker')}"
    if isinstance(a, Choose):
        return _choice_words(r, a)
    raise TypeError(f"not an action: {cut(a)}")


def _choice_words(r: _Reader, a: Choose) -> str:
    kind = r.s.pending.kind if r.s.pending is not None else ""
    if kind == "redirect":
        if a.option == "no":
            return "don't redirect"
        return f"redirect to {_label(r, a.option, 'redirect')}"
    if kind == "keep" and isinstance(a.option, int):
        return f"keep {_label(r, a.option, 'keep')}"
    if kind == "order" and isinstance(a.option, str):
        return f"apply {a.option} first"
    if kind == "damage_order" and isinstance(a.option, tuple):
        pool = [[r.s.objects[b] for b in a.option if b in r.s.objects]]
        return "order blockers " + ", ".join(r.names.label(r.s.objects[b], pool)
                                              for b in a.option)
    return f"choose {_label(r, a.option, 'choose')}"


def run_command(state: GameState, text: str) -> list[Step]:
    """Carry out one line of the notation: an action (one step) or a macro (several).

    Raises :class:`NotationError` for text that cannot be read and
    :class:`~magictutor.IllegalActionError` for an action the rules forbid.

    >>> from magictutor.setup import build_game
    >>> [str(st) for st in run_command(build_game(["Alice", "Bob"]), "Alice: pass")]
    ['Alice passes priority (116.3d)']
    """
    cmd = parse_command(state, text)
    if isinstance(cmd, Resolve):
        return resolve(state)
    if isinstance(cmd, AdvanceTo):
        return advance_to(state, cmd.step)
    return [apply(state, cmd)]
