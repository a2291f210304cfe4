"""Checks of a scenario (``expect`` and checkpoints) against a game state.

Each check compares one value and says, when it fails, the key, what was expected, what
was found, and the step it came after. Rule numbers in a scenario are written in the
numbering of the scenario's edition; when the scenario runs under another edition they
are translated through the kit's rule keys (:mod:`magictutor.editions.data`), so ``306.7``
in a 2013 scenario is looked for as ``306.7`` in 2017 and has no counterpart in current.

>>> t = Translator("2013-07", "current")
>>> sorted(t("116.3d")), sorted(t("306.7")), sorted(t("306.8"))
(['117.3d'], [], ['306.8'])
"""

from __future__ import annotations

import functools
from collections import Counter
from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass
from typing import Any

from magictutor.cards import card
from magictutor.editions import get_edition
from magictutor.editions.data import RULE_NUMBERS
from magictutor.engine.setup_auras import enchanting_name
from magictutor.model.query import chars_of
from magictutor.model.state import GameState, Obj
from magictutor.rules.planechase.core import roll_cost
from magictutor.rules.planechase.zones import deck_owner
from magictutor.scenarios.names import Namer, NotationError
from magictutor.scenarios.validate import RuleNumber, ScenarioError


@dataclass(frozen=True)
class CheckResult:
    """One compared value. ``str()`` gives the line ``magictutor check`` prints."""

    key: str
    expected: str
    found: str
    ok: bool
    line: int | None = None
    after: str = ""

    def __str__(self) -> str:
        if self.ok:
            return f"{self.key}: {self.expected}"
        where = f"{self.after}: " if self.after else ""
        return f"{where}{self.key}: expected {self.expected}, found {self.found}"


@functools.cache
def _numbers_to_keys(edition: str) -> dict[str, tuple[str, ...]]:
    out: dict[str, list[str]] = {}
    for key, numbers in RULE_NUMBERS.items():
        n = numbers[edition]
        if n is not None:
            out.setdefault(n, []).append(key)
    return {n: tuple(keys) for n, keys in out.items()}


class Translator:
    """Rule numbers of one edition to the numbers of the same rules in another edition."""

    def __init__(self, source: str, target: str) -> None:
        self.source, self.target = source, target

    def __call__(self, number: str) -> frozenset[str]:
        if self.source == self.target:
            return frozenset({number})
        keys = _numbers_to_keys(self.source).get(number)
        if not keys:  # a rule the kit has no key for: the same number, if it exists there
            return frozenset({number}) if get_edition(self.target).exists(number) else \
                frozenset()
        return frozenset(n for k in keys if (n := RULE_NUMBERS[k][self.target]) is not None)

    def describe(self, number: str) -> str:
        """``306.7`` or ``116.3d (117.3d in current)`` for messages."""
        got = self(number)
        if self.source == self.target or got == {number}:
            return number
        if not got:
            return f"{number} (no such rule in {self.target})"
        return f"{number} ({' or '.join(sorted(got))} in {self.target})"


def rules_match(expected: Iterable[str], cited: Iterable[str], translate: Translator
                ) -> list[str]:
    """The expected rule numbers (scenario numbering) that ``cited`` (game numbering) lacks.

    >>> rules_match(["306.7", "116.3d"], {"117.3d"}, Translator("2013-07", "current"))
    ['306.7']
    """
    cited = set(cited)
    return [n for n in expected if not translate(n) & cited]


def _norm(name: str) -> str:
    return " ".join(str(name).replace("\u2212", "-").replace("\u2013", "-").split()).casefold()


def _show(value: Any) -> str:
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, RuleNumber):
        return value.text
    if isinstance(value, (list, tuple)):
        return "[" + ", ".join(_show(v) for v in value) + "]"
    if isinstance(value, Mapping):
        return "{" + ", ".join(f"{k}: {_show(v)}" for k, v in value.items()) + "}"
    if value is None:
        return "none"
    return str(value)


def _line(d: Any, key: Any) -> int | None:
    return d.line_of(key) if hasattr(d, "line_of") else None


class _Checks:
    def __init__(self, state: GameState, cited: set[str], translate: Translator, after: str,
                 path: str) -> None:
        self.s, self.cited, self.translate, self.after, self.path = \
            state, cited, translate, after, path
        self.names = Namer(state)
        self.out: list[CheckResult] = []

    def add(self, key: str, expected: Any, found: Any, ok: bool, line: int | None) -> None:
        self.out.append(CheckResult(key, _show(expected), _show(found), ok, line, self.after))

    def same(self, key: str, expected: Any, found: Any, line: int | None) -> None:
        self.add(key, expected, found, expected == found, line)

    def names_match(self, key: str, expected: Any, objs: list[Obj], line: int | None,
                    ordered: bool) -> None:
        found = [o.name for o in objs]
        if isinstance(expected, int) and not isinstance(expected, bool):
            self.add(key, expected, f"{len(found)} {_show(found)}", len(found) == expected, line)
            return
        want = [_norm(x) for x in expected]
        have = [_norm(x) for x in found]
        ok = want == have if ordered else Counter(want) == Counter(have)
        self.add(key, list(expected), found, ok, line)

    # --- the game ------------------------------------------------------------------------------
    def top(self, key: str, value: Any, line: int | None) -> None:
        if key in _FOUND:
            self.same(key, value, _FOUND[key](self.s), line)
        elif key in _TOP_CHECKS:
            _TOP_CHECKS[key](self, value, line)

    def stack(self, value: Any, line: int | None) -> None:
        self.names_match("stack", value, list(self.s.stack), line, ordered=True)

    def face_up(self, value: Any, line: int | None) -> None:
        want = [value] if isinstance(value, str) else list(value)
        self.names_match("face up", want, list(self.s.zone("faceup")), line, ordered=False)

    def pending(self, value: Any, line: int | None) -> None:
        want = "none" if value is None or str(value).strip().lower() == "none" else value
        found = self.s.pending.player if self.s.pending is not None else "none"
        self.same("pending", want, found, line)

    def log_cites(self, value: Any, line: int | None) -> None:
        want = [value] if not isinstance(value, list) else list(value)
        numbers = [v.text if isinstance(v, RuleNumber) else str(v).strip() for v in want]
        missing = rules_match(numbers, self.cited, self.translate)
        shown = [self.translate.describe(n) for n in numbers]
        found = "all cited" if not missing else \
            f"not cited: {', '.join(self.translate.describe(n) for n in missing)}"
        self.add("log cites", shown, found, not missing, line)

    def player(self, who: str, spec: Mapping) -> None:
        s = self.s
        for key, value in spec.items():
            line = _line(spec, key)
            label = f"{who}: {key}"
            if key == "life":
                self.same(label, value, s.player(who).life, line)
            elif key == "in game":
                self.same(label, value, s.player(who).in_game, line)
            elif key == "battlefield":
                objs = [o for o in s.battlefield if o.controller == who]
                self.names_match(label, value, objs, line, ordered=False)
            elif key == "planar deck":  # top first; the communal one with a single deck
                objs = list(s.zone(f"planar:{deck_owner(s, who)}"))
                self.names_match(label, value, objs, line, ordered=True)
            else:
                objs = list(s.zone(f"{who}:{key}"))
                self.names_match(label, value, objs, line, ordered=key == "library")

    def card(self, key: str, spec: Mapping, line: int | None) -> None:
        o = self.find_card(key, line)
        for attr, value in spec.items():
            label = f"{key}: {attr}"
            al = _line(spec, attr) or line
            if o is None:
                self.add(label, value, f"no object called {key} in the game", False, al)
                continue
            found = self.attribute(o, attr, value)
            ok = found == value if attr != "counters" else found == dict(value)
            if attr == "loyalty" and o.zone != "battlefield" and not ok:
                found = f"{found} (its printed loyalty: it is in the {o.zone}, 306.5a)"
            self.add(label, value, found, ok, al)

    def find_card(self, key: str, line: int | None) -> Obj | None:
        """The object (not an ability) a check's key names, or None if there is none."""
        objs = [o for _, o in sorted(self.s.objects.items()) if o.kind != "ability"]
        try:
            name, owner, n = self.names.split(key)
            hits = [o for o in objs if _norm(o.name) == _norm(name)
                    and (owner is None or o.owner == owner)
                    and (n is None or self.names.ordinal.get(o.id) == n)]
            return self.names.find(key, [objs]) if hits else None
        except NotationError as exc:
            raise ScenarioError(self.path, line, f"{key}: {exc}") from None

    def attribute(self, o: Obj, attr: str, value: Any) -> Any:
        if attr == "zone":
            return o.zone
        if attr == "loyalty":
            if o.zone == "battlefield" and chars_of(self.s, o.id).is_planeswalker:
                return o.counter("loyalty")
            if o.kind == "token":
                return None
            return card(o.name, self.s.edition).loyalty
        if attr == "counters":
            return {k: o.counter(str(k)) for k in value}
        if attr == "enchanting":  # (the name of what the Aura is attached to, 303.4b)
            return enchanting_name(self.s, o)
        return getattr(o, attr)


_FOUND: dict[str, Callable[[GameState], Any]] = {
    "step": lambda s: s.step,
    "turn": lambda s: s.turn,
    "active player": lambda s: s.active,
    "planar controller": lambda s: s.planechase.controller if s.planechase else
    "nobody (not a Planechase game)",
    "roll cost": lambda s: roll_cost(s) if s.planechase else "nothing (not a Planechase game)",
}
"""Game-wide checks that compare one value: what each finds in the state."""

_TOP_CHECKS: dict[str, Callable[[_Checks, Any, int | None], None]] = {
    "stack": _Checks.stack, "face up": _Checks.face_up, "pending": _Checks.pending,
    "log cites": _Checks.log_cites,
}
"""The other game-wide checks, each a method of :class:`_Checks`."""


def evaluate(state: GameState, checks: Mapping, *, cited: set[str], translate: Translator,
             after: str = "", path: str = "<text>") -> list[CheckResult]:
    """Compare ``state`` with the checks of one ``expect`` mapping.

    ``cited`` holds every rule number the log has cited so far (game numbering).

    >>> from magictutor.engine.setup import build_game
    >>> s = build_game(["Alice", "Bob"], setup={"Alice": {"battlefield": ["Jace Beleren"]}})
    >>> t = Translator("2013-07", "2013-07")
    >>> [str(r) for r in evaluate(s, {"Jace Beleren": {"loyalty": 4}, "Bob": {"life": 20}},
    ...                           cited=set(), translate=t, after="at the start")]
    ['at the start: Jace Beleren: loyalty: expected 4, found 3', 'Bob: life: 20']
    """
    ch = _Checks(state, cited, translate, after, path)
    for key, value in checks.items():
        line = _line(checks, key)
        if key in _FOUND or key in _TOP_CHECKS:
            ch.top(key, value, line)
        elif key in state.player_names:
            ch.player(key, value)
        else:
            ch.card(str(key), value, line)
    return ch.out
