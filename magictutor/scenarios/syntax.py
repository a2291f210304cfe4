"""The grammar of the notation: ``NAME: COMMAND`` and the words of each command.

This part needs no game: it says whether a line can be read at all (a known player or
``all``, a known command, a known step or die face). :mod:`magictutor.scenarios.notation` then
reads the names in it against a game state.

>>> match("cast Lightning Bolt targeting Alice with X=2")
('cast', {'card': 'Lightning Bolt', 'targets': 'Alice', 'x': '2'})
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from typing import Any

from magictutor.cards import suggest
from magictutor.limits import MAX_COMMAND, cut
from magictutor.scenarios.macros import step_word
from magictutor.scenarios.names import NotationError

COMMANDS = (
    "cast CARD [targeting T, ...] [with X=N]",
    "activate CARD COST [(ability N)] [targeting T, ...] [with X=N]",
    "activate CARD {COST} [(ability N)] [targeting T, ...]",
    "play LAND", "pass", "resolve", "advance to STEP", "advance to next turn",
    "attack with A at D[, B at E ...]", "no attacks", "block A with B[, C with D ...]",
    "no blocks", "assign N to X[, M to Y ...] [from ATTACKER]", "roll the planar die",
    "roll the planar die: FACE", "redirect to PLANESWALKER", "don't redirect",
    "keep PLANESWALKER", "apply EFFECT first", "choose OPTION", "leave the game",
    "order blockers A, B[, C ...]", "unearth CARD", "suspend CARD",
)
"""The commands of the notation, as the scenario format page writes them."""

FACES = ("chaos", "planeswalk", "blank")
_X = r"(?: with X\s*=\s*(?P<x>[0-9]+))?"
_PATTERNS: tuple[tuple[str, re.Pattern], ...] = tuple((v, re.compile(p, re.I)) for v, p in (
    ("pass", r"^pass$"),
    ("cast", r"^cast (?P<card>.+?)(?: targeting (?P<targets>.+?))?" + _X + "$"),
    ("activate", r"^activate (?P<card>.+?) (?P<cost>[+\-\u2212\u2013]\s?(?:[0-9]+|X)|0)"
                 r"(?: \(ability (?P<index>[0-9]{1,3})\))?"
                 r"(?: targeting (?P<targets>.+?))?" + _X + "$"),
    ("activate", r"^activate (?P<card>.+?) (?P<mana>(?:\{[0-9A-Za-z]+\})+)"
                 r"(?: \(ability (?P<index>[0-9]{1,3})\))?"
                 r"(?: targeting (?P<targets>.+?))?$"),
    ("play", r"^play (?P<card>.+)$"),
    ("resolve", r"^resolve$"),
    ("advance", r"^advance to (?P<step>.+)$"),
    ("no attacks", r"^no attacks?$"),
    ("attack", r"^attack with (?P<items>.+)$"),
    ("no blocks", r"^no blocks?$"),
    ("block", r"^block (?P<items>.+)$"),
    ("assign", r"^assign (?P<items>.+?)(?: from (?P<attacker>.+))?$"),
    ("roll", r"^roll the planar die(?:\s*:\s*(?P<face>.+))?$"),
    ("redirect", r"^redirect to (?P<target>.+)$"),
    ("no redirect", r"^(?:don'?t|don\u2019t|do not) redirect$"),
    ("keep", r"^keep (?P<target>.+)$"),
    ("apply", r"^apply (?P<effect>.+) first$"),
    ("choose", r"^choose (?P<option>.+)$"),
    ("order", r"^order blockers (?P<items>.+)$"),
    ("leave", r"^leave the game$"),
    ("unearth", r"^unearth (?P<card>.+)$"),
    ("suspend", r"^suspend (?P<card>.+)$"),
))
_ALL_VERBS = ("resolve", "advance")


def split_command(text: str) -> tuple[str, str]:
    """``"Bob: cast Shock"`` into ``("Bob", "cast Shock")``.

    >>> split_command("  all:  resolve ")
    ('all', 'resolve')
    """
    text = str(text)
    if len(text) > MAX_COMMAND:
        raise NotationError(f"a command has at most {MAX_COMMAND:,} characters, not "
                            f"{len(text):,}")
    who, sep, rest = text.partition(":")
    if not sep or not who.strip() or not rest.strip():
        raise NotationError(f"an action is written 'NAME: COMMAND' (for example 'Bob: pass'), "
                            f"not {cut(str(text).strip())}")
    return who.strip(), " ".join(rest.split())


def match(rest: str) -> tuple[str, dict[str, Any]]:
    for verb, pattern in _PATTERNS:
        m = pattern.match(rest)
        if m:
            return verb, {k: v for k, v in m.groupdict().items() if v is not None}
    first = rest.split()[0].lower() if rest.split() else rest
    starts = [c.split()[0] for c in COMMANDS]
    close = suggest(first, sorted(set(starts)))
    hints = [c for c in COMMANDS if c.split()[0] in close] or list(COMMANDS)
    raise NotationError(f"unknown command {cut(rest)}; the commands are: " + "; ".join(hints))


def face(text: str) -> str:
    word = text.strip().lower()
    if word in FACES:
        return word
    raise NotationError(f"the planar die has no face {cut(text.strip())} (its faces: chaos, "
                        "planeswalk, blank)", suggest(word, FACES))


def check_syntax(text: str, players: Sequence[str]) -> None:
    """Check what can be checked without a game: the player, the command, steps and faces.

    >>> check_syntax("Bob: advance to combat", ["Alice", "Bob"])
    Traceback (most recent call last):
    ...
    magictutor.scenarios.names.NotationError: 'advance to STEP' is written for all players: \
'all: advance to STEP'
    >>> check_syntax("all: advance to declare atackers", ["Alice", "Bob"])
    Traceback (most recent call last):
    ...
    magictutor.scenarios.names.NotationError: unknown step 'declare atackers'; did you mean \
'declare attackers' or 'declare blockers'?
    """
    who, rest = split_command(text)
    verb, g = match(rest)
    who_acts(who, verb, players)
    if verb == "advance":
        step_word(g["step"])
    if verb == "roll" and "face" in g:
        face(g["face"])


def who_acts(who: str, verb: str, players: Sequence[str]) -> str:
    if who.lower() == "all":
        if verb not in _ALL_VERBS:
            raise NotationError(f"'all:' is only for 'resolve' and 'advance to'; say which player "
                                f"does this (the players are {', '.join(players)})")
        return "all"
    if verb in _ALL_VERBS:
        shown = "resolve" if verb == "resolve" else "advance to STEP"
        raise NotationError(f"'{shown}' is written for all players: 'all: {shown}'")
    for p in players:
        if p.casefold() == who.casefold():
            return p
    raise NotationError(f"unknown player {cut(who)} (the players are {', '.join(players)})",
                        suggest(who, list(players) + ["all"]))
