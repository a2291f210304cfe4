"""The shapes of the arguments of the API's game makers (:func:`~magictutor.build_game`,
:func:`~magictutor.new_game`, :func:`~magictutor.simulate`), checked before anything is built:
a value of the wrong type is an :class:`~magictutor.errors.ArgumentError` (a ``TypeError``)
naming the argument, a number out of the kit's limits a
:class:`~magictutor.errors.SetupError`; never a Python error from deep inside.

>>> check_build_args("AB", {})
Traceback (most recent call last):
...
magictutor.errors.ArgumentError: build_game(players): a list of the players' names, not 'AB'
>>> check_build_args(["Alice", "Bob"], {"setup": {"Alice": {"life": 2.5}}})
Traceback (most recent call last):
...
magictutor.errors.ArgumentError: build_game(setup=...): Alice's life is a whole number, not 2.5
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any

from magictutor.errors import ArgumentError, SetupError
from magictutor.limits import MAX_AMOUNT, MAX_CARDS, MAX_TURN, cut, need

SEED_DIGITS = 100
"""A seed: a whole number of at most this many digits (a number of thousands of digits is no
one's seed, and costs time wherever it is written out)."""
ZONES = ("library", "hand", "graveyard", "exile")


def players_list(players: Any, where: str) -> list[str]:
    """The players' names: a list (or tuple) of texts, never a text on its own (whose letters
    would each be a player)."""
    need(players, (list, tuple), f"{where}(players)", "a list of the players' names")
    for name in players:
        need(name, str, f"{where}(players)", "each player's name is text")
    return list(players)


def _seed(seed: Any, where: str) -> None:
    need(seed, int, f"{where}(seed=...)", "a whole number")
    if abs(seed) >= 10 ** SEED_DIGITS:
        raise SetupError(f"{where}(seed=...): a seed of at most {SEED_DIGITS} digits, not "
                         f"{cut(seed)}")


def _names(value: Any, where: str, what: str) -> None:
    """A list of card names (texts), at most :data:`MAX_CARDS`."""
    need(value, (list, tuple), where, f"{what} is a list of card names")
    _at_most(value, where, what, "cards")
    for name in value:
        need(name, str, where, f"{what} lists card names (text)")


def _at_most(value: list | tuple, where: str, what: str, unit: str) -> None:
    """At most :data:`MAX_CARDS` items in ``value`` (``what``, counted in ``unit``)."""
    if len(value) > MAX_CARDS:
        raise SetupError(f"{where}: {what} has {len(value):,} {unit}; at most {MAX_CARDS:,} "
                         "(the kit's limit)")


def _setup(setup: Any) -> None:
    where = "build_game(setup=...)"
    need(setup, Mapping, where, "a mapping of each player to their cards and life")
    for who, spec in setup.items():
        need(who, str, where, "each key is a player's name")
        need(spec, Mapping, where, f"{cut(who)} maps to a mapping (life, hand, battlefield...)")
        if "life" in spec:
            need(spec["life"], int, where, f"{who}'s life is a whole number")
        if spec.get("mana") is not None:
            need(spec["mana"], str, where, f"{who}'s mana is text such as '{{R}}{{R}}'")
        for zone in ZONES:
            if spec.get(zone) is not None:
                _names(spec[zone], where, f"{who}'s {zone}")
        field = spec.get("battlefield")
        if field is None:
            continue
        need(field, (list, tuple), where, f"{who}'s battlefield is a list")
        _at_most(field, where, f"{who}'s battlefield", "permanents")
        for entry in field:
            need(entry, (str, Mapping), where, f"each of {who}'s permanents is a name or a "
                 "mapping with a name")
            if isinstance(entry, Mapping):
                need(entry.get("name"), str, where, "a permanent's name is text")


def planechase_arg(pc: Any, where: str) -> None:
    """``planechase``: a mapping of ``decks``, ``single deck``, ``face up``..."""
    need(pc, Mapping, f"{where}(planechase=...)", "a mapping (decks, single deck, face up)")
    where = f"{where}(planechase=...)"
    decks = pc.get("decks")
    if decks is not None:
        need(decks, Mapping, where, "decks maps each player to a list of planar cards")
        for who, deck in decks.items():
            need(who, str, where, "decks are keyed by the players' names")
            _names(deck, where, f"{who}'s planar deck")
    if pc.get("single deck") is not None:
        _names(pc["single deck"], where, "the single deck")
    face = pc.get("face up")
    if face is not None and not isinstance(face, str):
        _names(face, where, "face up")
    rolls = pc.get("rolls this turn")
    if rolls is not None:
        need(rolls, int, where, "rolls this turn is a whole number")


def check_build_args(players: Any, kw: Mapping[str, Any]) -> list[str]:
    """The players' names of a :func:`~magictutor.build_game` call whose other arguments
    ``kw`` have the shapes it takes."""
    names = players_list(players, "build_game")
    where = "build_game"
    _seed(kw.get("seed", 0), where)
    need(kw.get("step", ""), str, f"{where}(step=...)", "a step's name")
    turn = need(kw.get("turn", 1), int, f"{where}(turn=...)", "a whole number")
    if not 1 <= turn <= MAX_TURN:
        raise SetupError(f"{where}(turn=...): turn must be from 1 to {MAX_TURN:,}, not "
                         f"{cut(turn)}")
    for key in ("active", "first_player"):
        if kw.get(key) is not None:
            need(kw[key], str, f"{where}({key}=...)", "a player's name")
    if kw.get("setup") is not None:
        _setup(kw["setup"])
    if kw.get("planechase") is not None:
        planechase_arg(kw["planechase"], where)
    return names


def check_new_game_args(players: Any, decks: Any, seed: Any, planechase: Any,
                        hand_size: Any) -> list[str]:
    """The players' names of a :func:`~magictutor.new_game` call whose other arguments have the
    shapes it takes."""
    names = players_list(players, "new_game")
    _seed(seed, "new_game")
    if decks is not None:
        need(decks, (list, tuple), "new_game(decks=...)", "a list of decks, one per player")
        for deck in decks:
            if not isinstance(deck, str):
                _names(deck, "new_game(decks=...)", "a deck")
    if not isinstance(planechase, bool):
        planechase_arg(planechase, "new_game")
    size = need(hand_size, int, "new_game(hand_size=...)", "a whole number of cards")
    if not 0 <= size <= MAX_AMOUNT:
        raise SetupError(f"new_game(hand_size=...): from 0 to {MAX_AMOUNT:,}, not {cut(size)}")
    return names


MAX_GAMES = 1_000_000
""":func:`~magictutor.simulate`: at most this many games in one call."""


def check_simulate_args(n: Any, seed: Any, policy: Any, planechase: Any, max_turns: Any,
                        players: Any, workers: Any, policies: Mapping[str, Callable]) -> None:
    """The arguments of :func:`~magictutor.simulate` (or ``autoplay``, with ``n`` 1)."""
    where = "simulate"
    games = need(n, int, f"{where}(n)", "a whole number of games")
    if not 0 <= games <= MAX_GAMES:
        raise SetupError(f"{where}(n): from 0 to {MAX_GAMES:,} games, not {cut(games)}")
    _seed(seed, where)
    if isinstance(policy, str):
        if policy not in policies:
            raise SetupError(f"{where}(policy=...): {cut(policy)} is not a policy; the "
                             f"policies are {', '.join(policies)} (or a function)")
    elif not callable(policy):
        raise ArgumentError(f"{where}(policy=...): a policy's name or a function, not "
                            f"{cut(policy)}")
    if not isinstance(planechase, bool):
        planechase_arg(planechase, where)
    turns = need(max_turns, int, f"{where}(max_turns=...)", "a whole number")
    if not 0 <= turns <= MAX_TURN:
        raise SetupError(f"{where}(max_turns=...): from 0 to {MAX_TURN:,}, not {cut(turns)}")
    players_list(players, where)
    need(workers, int, f"{where}(workers=...)", "a whole number")
