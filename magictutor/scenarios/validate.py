"""Checking the values of a scenario file, key by key, with the line of each problem.

:class:`Checker` holds the small checks every part of a scenario file uses (a mapping, a
list, a whole number, a player, a card, a rule number in the scenario's edition), each
raising :class:`ScenarioError` with the file, the line, the reason and the closest valid
words; :func:`check_checks` checks an ``expect`` mapping.

>>> c = Checker("x.yaml")
>>> c.player("Bobb", 3, ("Alice", "Bob"), "turn: active")
Traceback (most recent call last):
...
magictutor.scenarios.validate.ScenarioError: x.yaml, line 3: unknown player 'Bobb' in turn: \
active (the players are Alice, Bob); did you mean 'Bob'?
"""

from __future__ import annotations

import functools
from collections.abc import Callable, Mapping
from typing import Any

from magictutor.cards import _tokens_of, card, card_names, suggest, token_names  # noqa: F401
from magictutor.cards.check import card_cache
from magictutor.editions import get_edition
from magictutor.engine.setup import SetupError, parse_permanent
from magictutor.limits import MAX_AMOUNT, MAX_LIFE, MAX_TURN, cut
from magictutor.model.state import STEPS
from magictutor.yamlio import DataFileError

CHECK_KEYS = ("stack", "step", "active player", "face up", "planar controller", "roll cost",
              "pending", "log cites", "turn")
CARD_CHECKS = ("zone", "loyalty", "controller", "owner", "tapped", "damage", "counters",
               "enchanting")
PLAYER_CHECKS = ("life", "hand", "library", "graveyard", "exile", "battlefield", "in game",
                 "planar deck")
ZONES = ("battlefield", "graveyard", "hand", "library", "exile", "command", "stack")


class ScenarioError(DataFileError):
    """A scenario file that cannot be used, with the file, the line and the reason.

    >>> print(ScenarioError("x.yaml", 3, "unknown player 'Bobb'"))
    x.yaml, line 3: unknown player 'Bobb'
    """


class RuleNumber(float):
    """A YAML float that remembers how it was written: ``901.10`` is not ``901.1``."""

    text: str = ""

class Checker:
    def __init__(self, path: str) -> None:
        self.path = path
        self.line = 1  # the last line a check was told of: an error always has a line
        self.own: frozenset[str] = frozenset()  # the scenario's own cards (``cards:``)

    def known_names(self) -> set[str]:
        """The card and token names this scenario may use: the card set's and its own."""
        if not self.own:
            return _known_names()
        return _known_names() | self.own | _tokens_of(self.own)

    def pool(self) -> list[str]:
        """The card names a "did you mean" chooses from."""
        return card_names() + sorted(self.own)

    def fail(self, line: int | None, reason: str, words: Any = ()) -> ScenarioError:
        hint = list(words)
        if hint:
            reason += "; did you mean " + " or ".join(repr(w) for w in hint) + "?"
        return ScenarioError(self.path, line or self.line, reason)

    def at(self, line: int | None) -> None:
        """Remember ``line`` as the place of what is being checked."""
        if line:
            self.line = line

    def keys(self, d: Mapping, allowed: Any, what: str, extra: Any = ()) -> None:
        for key in d:
            if key not in allowed and key not in extra:
                raise self.fail(_line(d, key), f"unknown key {cut(key)}{what}",
                                suggest(str(key), list(allowed) + list(extra)))

    def mapping(self, value: Any, line: int | None, what: str) -> Mapping:
        self.at(line)
        if value is None:
            return {}
        if not isinstance(value, Mapping):
            raise self.fail(line, f"{what} must be a mapping (key: value), not "
                            f"{_kind(value)}")
        return value

    def seq(self, value: Any, line: int | None, what: str) -> list:
        self.at(line)
        if value is None:
            return []
        if isinstance(value, (str, Mapping)) or not isinstance(value, list):
            raise self.fail(line, f"{what} must be a list, not {_kind(value)}")
        return value

    def text(self, value: Any, line: int | None, what: str) -> str:
        self.at(line)
        if isinstance(value, bool) or not isinstance(value, (str, int)) or \
                isinstance(value, float):
            raise self.fail(line, f"{what} must be text, not {_kind(value)}")
        return str(value).strip()

    def integer(self, value: Any, line: int | None, what: str, low: int | None = 0,
                high: int | None = MAX_AMOUNT) -> int:
        """A whole number from ``low`` to ``high`` (``None``: no bound on that side; the
        default ``high`` is the kit's limit on amounts, :data:`magictutor.limits.MAX_AMOUNT`).
        """
        if isinstance(value, bool) or not isinstance(value, int):
            raise self.fail(line, f"{what} must be a whole number, not {_kind(value)}")
        if low is not None and value < low:
            raise self.fail(line, f"{what} must be at least {low:,}, not {cut(value)}")
        if high is not None and value > high:
            raise self.fail(line, f"{what} must be at most {high:,} (the kit's limit), not "
                            f"{cut(value)}")
        return value

    def present(self, value: Any, line: int | None, what: str, hint: str) -> Any:
        """Refuse an empty value (``hand:`` with nothing after it) in a check."""
        if value is None:
            raise self.fail(line, f"{what} has no value; {hint}")
        return value

    def boolean(self, value: Any, line: int | None, what: str) -> bool:
        if not isinstance(value, bool):
            raise self.fail(line, f"{what} must be true or false, not {_kind(value)}")
        return value

    def player(self, value: Any, line: int | None, players: tuple[str, ...], what: str) -> str:
        name = self.text(value, line, what)
        if name not in players:
            raise self.fail(line, f"unknown player {cut(name)} in {what} (the players are "
                            f"{', '.join(players)})", suggest(name, players))
        return name

    def card_name(self, value: Any, line: int | None, what: str, planar: bool | None = None,
                  attrs: bool = False) -> str:
        name = self.text(value, line, what)
        base = name
        if "(" in name and not attrs:
            raise self.fail(line, f"{cut(name)} in {what}: attributes in parentheses are for "
                            "permanents in the setup's battlefield only")
        if attrs:
            base = self._permanent_name(name, line)
        if base not in self.known_names():
            raise self.fail(line, f"unknown card {cut(base)} in {what}",
                            suggest(base, self.pool()))
        if planar is not None and (base in card_names() or base in self.own) and \
                card(base).is_planar != planar:
            kind = "a plane or phenomenon" if planar else "a traditional card"
            raise self.fail(line, f"{base} is not {kind}, so it can't be in {what}")
        return name

    def _permanent_name(self, name: str, line: int | None) -> str:
        """The card name of a setup permanent with attributes, ``Jace Beleren (loyalty 5)``,
        refusing amounts over the kit's limit."""
        try:
            parsed = parse_permanent(name)
        except SetupError as exc:
            raise self.fail(line, str(exc)) from None
        amounts: list[tuple[str, Any]] = [(k, parsed[k]) for k in ("loyalty", "damage")
                                          if k in parsed]
        amounts += [(f"{k} counters", n) for k, n in parsed.get("counters", {}).items()]
        for k, n in amounts:
            if abs(n) > MAX_AMOUNT:
                raise self.fail(line, f"{k} {cut(n)} in {cut(name)}: at most {MAX_AMOUNT:,} "
                                "(the kit's limit)")
        return str(parsed["name"])

    def rule(self, value: Any, line: int | None, edition: str, what: str) -> str:
        if isinstance(value, RuleNumber):
            number = value.text
        elif isinstance(value, (str, int)) and not isinstance(value, bool):
            number = str(value).strip()
        else:
            raise self.fail(line, f"{what} must be a rule number like 306.7, not {_kind(value)}")
        ed = get_edition(edition)
        if not ed.exists(number):
            from magictutor.editions import edition_index

            near = [n.rstrip(".") for n in edition_index(edition)
                    if n.split(".")[0] == number.split(".")[0]]
            raise self.fail(line, f"rule {number} does not exist in the {edition} rules "
                            f"({ed.title})", suggest(number, near))
        return number

    def rules(self, value: Any, line: int | None, edition: str, what: str) -> tuple[str, ...]:
        items = value if isinstance(value, list) else [value]
        return tuple(self.rule(v, _item_line(value, i, line), edition, what)
                     for i, v in enumerate(items))


def _line(d: Any, key: Any) -> int | None:
    return d.line_of(key) if hasattr(d, "line_of") else getattr(d, "line", None)


def _item_line(lst: Any, i: int, default: int | None) -> int | None:
    return lst.line_of(i) if hasattr(lst, "line_of") else default


def _kind(value: Any) -> str:
    if value is None:
        return "nothing"
    if isinstance(value, bool):
        return f"{str(value).lower()} (true/false)"
    if isinstance(value, Mapping):
        return "a mapping"
    if isinstance(value, list):
        return "a list"
    if isinstance(value, (int, float)):
        return f"the number {getattr(value, 'text', value)}"
    return cut(value)


@card_cache  # (a card file or a game's own cards added later: known from then on)
@functools.cache
def _known_names() -> set[str]:
    return set(card_names()) | set(token_names())

def check_checks(c: Checker, d: Mapping, players: tuple[str, ...], edition: str) -> None:
    """Check the keys and value types of an ``expect`` mapping."""
    for key, value in d.items():
        line = _line(d, key)
        if key != "pending":
            c.present(value, line, f"the check {cut(key)}", "give what to check, or leave the "
                      "key out")
        if key in CHECK_KEYS:
            _top_check(c, key, value, line, players, edition)
        elif key in players:
            spec = c.mapping(value, line, f"the checks on {key}")
            c.keys(spec, PLAYER_CHECKS, f" in the checks on player {key}")
            for k, v in spec.items():
                kl = _line(spec, k)
                c.present(v, kl, f"{key}: {k}", "write [] for no cards, or leave the key out"
                          if k not in ("life", "in game") else "give a value or leave it out")
                if k == "life":
                    c.integer(v, kl, f"{key}: life", -MAX_LIFE, MAX_LIFE)
                elif k == "in game":
                    c.boolean(v, kl, f"{key}: in game")
                else:
                    _count_or_names(c, v, kl, f"{key}: {k}")
        else:
            _card_check(c, str(key), value, line, players)


def _top_check(c: Checker, key: str, value: Any, line: int | None,
               players: tuple[str, ...], edition: str) -> None:
    _TOP_CHECKERS[key](c, key, value, line, players, edition)


def _names_check(c: Checker, key: str, value: Any, line: int | None,
                 players: tuple[str, ...], edition: str) -> None:
    """``stack`` (a number or names) and ``face up`` (one plane or a list of them)."""
    if key == "face up" and isinstance(value, str):
        value = [value]
    if key == "stack" and isinstance(value, int) and not isinstance(value, bool):
        c.integer(value, line, key)
        return
    items = c.seq(value, line, key)
    for i, v in enumerate(items):
        c.text(v, _item_line(items, i, line), f"an entry of {key}")
    if key == "face up":
        for i, v in enumerate(items):
            c.card_name(v, _item_line(items, i, line), "face up", True)


def _step_check(c: Checker, key: str, value: Any, line: int | None,
                players: tuple[str, ...], edition: str) -> None:
    step = c.text(value, line, "step")
    if step not in STEPS:
        raise c.fail(line, f"unknown step {cut(step)}", suggest(step, STEPS))


def _player_check(c: Checker, key: str, value: Any, line: int | None,
                  players: tuple[str, ...], edition: str) -> None:
    c.player(value, line, players, key)


def _pending_check(c: Checker, key: str, value: Any, line: int | None,
                   players: tuple[str, ...], edition: str) -> None:
    if value is not None and str(value).strip().lower() != "none":
        c.player(value, line, players, "pending (a player, or none)")


def _amount_check(c: Checker, key: str, value: Any, line: int | None,
                  players: tuple[str, ...], edition: str) -> None:
    c.integer(value, line, key, 0 if key == "roll cost" else 1,
              MAX_AMOUNT if key == "roll cost" else MAX_TURN)


def _cites_check(c: Checker, key: str, value: Any, line: int | None,
                 players: tuple[str, ...], edition: str) -> None:
    c.rules(value, line, edition, "log cites")


_TOP_CHECKERS: dict[str, Callable[[Checker, str, Any, int | None, tuple[str, ...], str], None]]
_TOP_CHECKERS = {
    "stack": _names_check, "face up": _names_check, "step": _step_check,
    "active player": _player_check, "planar controller": _player_check,
    "pending": _pending_check, "roll cost": _amount_check, "turn": _amount_check,
    "log cites": _cites_check,
}
"""How each game-wide check of :data:`CHECK_KEYS` is checked (its key, value and line)."""
assert set(_TOP_CHECKERS) == set(CHECK_KEYS)


def _count_or_names(c: Checker, value: Any, line: int | None, what: str) -> None:
    if isinstance(value, int) and not isinstance(value, bool):
        c.integer(value, line, what)
        return
    items = c.seq(value, line, f"{what} (a number or a list of card names)")
    for i, v in enumerate(items):
        c.card_name(v, _item_line(items, i, line), what, None)


def _card_check(c: Checker, key: str, value: Any, line: int | None,
                players: tuple[str, ...]) -> None:
    from magictutor.scenarios.names import _NAME

    m = _NAME.match(key.strip())
    base = m.group("name").strip() if m else key
    owner = m.group("owner") if m else None
    if base not in c.known_names():
        words = list(CHECK_KEYS) + list(players) + c.pool()
        raise c.fail(line, f"unknown check {cut(key)}: not a card, a player or a check of the "
                     "game", suggest(base, words))
    if owner is not None:
        c.player(owner.strip(), line, players, f"the owner in {cut(key)}")
    spec = c.mapping(value, line, f"the checks on {key}")
    c.keys(spec, CARD_CHECKS, f" in the checks on card {key}")
    for k, v in spec.items():
        kl = _line(spec, k)
        c.present(v, kl, f"{key}: {k}", "give a value or leave the key out")
        if k == "zone":
            z = c.text(v, kl, f"{key}: zone")
            if z not in ZONES:
                raise c.fail(kl, f"unknown zone {cut(z)} (zones: {', '.join(ZONES)})",
                             suggest(z, ZONES))
        elif k in ("loyalty", "damage"):
            c.integer(v, kl, f"{key}: {k}")
        elif k in ("controller", "owner"):
            c.player(v, kl, players, f"{key}: {k}")
        elif k == "tapped":
            c.boolean(v, kl, f"{key}: tapped")
        elif k == "enchanting":  # (a permanent's card name, or none: 303.4b)
            c.text(v, kl, f"{key}: enchanting")
        else:
            counters = c.mapping(v, kl, f"{key}: counters")
            if not counters:
                raise c.fail(kl, f"{key}: counters is empty; name a kind and a number "
                             "(counters: {loyalty: 3}) or leave it out")
            for kind, n in counters.items():
                c.text(kind, _line(counters, kind), "a kind of counter")
                c.integer(n, _line(counters, kind), f"{key}: counters: {kind}")
