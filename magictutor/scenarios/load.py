"""Reading and checking scenario files (see ``docs/scenario-format.md``).

A scenario file is parsed safely (plain data only, with a size limit) and checked key by
key before anything runs: an unknown key, card, player, step or command, or a value of
the wrong type, is a :class:`ScenarioError` naming the file, the line and the reason,
with the closest valid words. Nothing in a file is ever evaluated as code.

>>> sc = load_text('''
... title: A bolt at a player
... players: [Alice, Bob]
... setup:
...   Bob: {hand: [Lightning Bolt], battlefield: [Mountain]}
... turn: {active: Bob}
... steps:
...   - "Bob: cast Lightning Bolt targeting Alice"
... ''')
>>> sc.title, sc.edition, sc.active, sc.steps[0].action
('A bolt at a player', '2013-07', 'Bob', 'Bob: cast Lightning Bolt targeting Alice')
>>> load_text("title: x\\nplayers: [Alice, Bob]\\nsteps: []\\nsetpu: {}\\n")
Traceback (most recent call last):
...
magictutor.scenarios.validate.ScenarioError: <text>, line 4: unknown key 'setpu'; did you mean \
'setup' or 'steps'?
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from magictutor.cards import suggest
from magictutor.editions import DEFAULT_EDITION, EDITIONS
from magictutor.engine.setup import SetupError, mana_counts
from magictutor.limits import (
    MAX_CARDS,
    MAX_LIFE,
    MAX_NAME,
    MAX_PLAYERS,
    MAX_TURN,
    MIN_PLAYERS,
    cut,
)
from magictutor.model.state import STEPS
from magictutor.scenarios.checked import Scenario, ScenarioStep  # noqa: F401 - re-exported
from magictutor.scenarios.names import NotationError
from magictutor.scenarios.notation import check_syntax
from magictutor.scenarios.parse import parse_yaml
from magictutor.scenarios.parse import read_file as read_file  # re-exported
from magictutor.scenarios.setup_auras import check_enchanting
from magictutor.scenarios.validate import (
    Checker,
    ScenarioError,
    _item_line,
    _line,
    check_checks,
)

TOP_KEYS = ("title", "edition", "seed", "players", "teams", "turn", "setup", "planechase",
            "steps", "expect", "cards")
KIT_KEYS = ("question", "choices", "answer", "explanation", "rules", "feedback", "difficulty")
DIFFICULTIES = ("basic", "intermediate", "judge")
"""The kit's additions to the format: a quiz question about the scenario and its answer."""
SETUP_KEYS = ("life", "hand", "library", "graveyard", "exile", "battlefield", "mana")
TURN_KEYS = ("active", "step", "number", "first player")
PLANECHASE_KEYS = ("decks", "single deck", "face up", "rolls this turn", "coin flips")
STEP_KEYS = ("do", "rejected", "expect")




def load_text(text: str, path: str = "<text>") -> Scenario:
    """Parse and check a scenario from YAML text."""
    return check_data(parse_yaml(text, path), path)


def check_data(data: Any, path: str = "<text>") -> Scenario:
    """Check parsed scenario data key by key and build a :class:`Scenario`."""
    c = Checker(path)
    data = c.mapping(data, 1, "a scenario file")
    c.keys(data, TOP_KEYS, "", KIT_KEYS)
    for key in ("title", "players", "steps"):
        if key not in data:
            raise c.fail(getattr(data, "line", 1) or 1, f"the required key {cut(key)} is missing")
    title = c.text(data["title"], _line(data, "title"), "title")
    edition = str(data.get("edition", DEFAULT_EDITION)).strip()
    if edition not in EDITIONS:
        raise c.fail(_line(data, "edition"), f"unknown edition {cut(edition)} (editions: "
                     f"{', '.join(EDITIONS)})", suggest(edition, EDITIONS))
    seed = c.integer(data.get("seed", 0), _line(data, "seed"), "seed", None, None)
    own = _own_cards(c, data)
    players = _players(c, data)
    turn = c.mapping(data.get("turn"), _line(data, "turn"), "turn")
    c.keys(turn, TURN_KEYS, " in turn")
    active = c.player(turn.get("active", players[0]), _line(turn, "active"), players,
                      "turn: active")
    step = c.text(turn.get("step", "precombat main"), _line(turn, "step"), "turn: step")
    if step not in STEPS:
        raise c.fail(_line(turn, "step"), f"unknown step {cut(step)}", suggest(step, STEPS))
    number = c.integer(turn.get("number", 1), _line(turn, "number"), "turn: number", 1,
                       MAX_TURN)
    first = None
    if "first player" in turn:
        first = c.player(turn["first player"], _line(turn, "first player"), players,
                         "turn: first player")
    teams = _teams(c, data, players, active, first)
    setup = _setup(c, data, players, edition)
    planechase = _planechase(c, data, players)
    steps = _steps(c, data, players, edition)
    expect = None
    if "expect" in data:
        expect = c.mapping(data["expect"], _line(data, "expect"), "expect")
        check_checks(c, expect, players, edition)
    extra = _kit_keys(c, data, edition)
    from pathlib import PurePath

    name = PurePath(path).stem if path != "<text>" else "scenario"
    return Scenario(title=title, path=path, name=name, edition=edition, seed=seed,
                    players=players, active=active, step=step, turn=number, setup=setup,
                    planechase=planechase, steps=steps, expect=expect, data=data,
                    first_player=first, cards=own, teams=teams,
                    **extra)


def _own_cards(c: Checker, data: Mapping) -> tuple:
    """Define the scenario's own cards (``cards:``, checked as card files are) and let the
    checker know their names; the entries as written, for
    :func:`~magictutor.engine.setup.build_game`.
    """
    if "cards" not in data:
        return ()
    from magictutor.cards import define_cards
    from magictutor.yamlio import DataFileError

    items = c.seq(data["cards"], _line(data, "cards"), "cards")
    try:
        c.own = frozenset(define_cards(items, c.path))
    except DataFileError as exc:
        raise ScenarioError(c.path, exc.line or _line(data, "cards"), exc.reason) from None
    return tuple(items)


def _teams(c: Checker, data: Mapping, players: tuple[str, ...], active: str,
           first: str | None) -> tuple[tuple[str, ...], ...]:
    """``teams:``, Two-Headed Giant's two teams (see :func:`magictutor.rules.teams.check_teams`)."""
    if "teams" not in data:
        return ()
    from magictutor.rules.teams import check_teams

    line = _line(data, "teams") or 1
    try:
        return check_teams(players, c.seq(data["teams"], line, "teams"), active, first)
    except ValueError as exc:
        raise c.fail(line, str(exc)) from None


def _players(c: Checker, data: Mapping) -> tuple[str, ...]:
    line = _line(data, "players")
    items = c.seq(data["players"], line, "players")
    names = tuple(c.text(p, _item_line(items, i, line), "a player's name")
                  for i, p in enumerate(items))
    if not MIN_PLAYERS <= len(names) <= MAX_PLAYERS:
        raise c.fail(line, f"a game has {MIN_PLAYERS} to {MAX_PLAYERS} players, not {len(names)}")
    for i, n in enumerate(names):
        if len(n) > MAX_NAME:
            raise c.fail(_item_line(items, i, line), f"a player's name has at most {MAX_NAME} "
                         f"characters, not {len(n):,}")
        if not n or ":" in n or n.lower() == "all" or n in names[:i]:
            why = "appears twice" if n in names[:i] else "can't be used as a player's name"
            raise c.fail(_item_line(items, i, line), f"the player name {cut(n)} {why}")
    return names


def _setup(c: Checker, data: Mapping, players: tuple[str, ...], edition: str) -> dict:
    setup = c.mapping(data.get("setup"), _line(data, "setup"), "setup")
    out: dict = {}
    lines: dict[str, list] = {}
    for who, spec in setup.items():
        line = _line(setup, who)
        who = c.player(who, line, players, "setup")
        spec = c.mapping(spec, line, f"setup for {who}")
        c.keys(spec, SETUP_KEYS, f" in the setup of {who}")
        mine: dict = {}
        for key, value in spec.items():
            kl = _line(spec, key)
            if key == "life":
                mine[key] = c.integer(value, kl, f"{who}'s life", -MAX_LIFE, MAX_LIFE)
            elif key == "mana":
                mine[key] = c.text(value, kl, f"{who}'s mana")
                try:
                    mana_counts(mine[key])
                except SetupError as exc:
                    raise c.fail(kl, str(exc)) from None
            else:
                items = c.seq(value, kl, f"{who}'s {key}")
                _few(c, items, kl, f"{who}'s {key}")
                if key == "battlefield":
                    items = _rejoin(items)
                    lines[who] = [_item_line(items, i, kl) for i in range(len(items))]
                mine[key] = [c.card_name(v, _item_line(items, i, kl), f"{who}'s {key}",
                                         False, attrs=key == "battlefield")
                             for i, v in enumerate(items)]
        out[who] = mine
    check_enchanting(c, out, lines, edition)  # (Pacifism (enchanting Hill Giant): 303.4)
    return out


def _few(c: Checker, items: list, line: int | None, what: str) -> None:
    if len(items) > MAX_CARDS:
        raise c.fail(line, f"{what} has {len(items):,} cards; at most {MAX_CARDS:,} (the kit's "
                     "limit)")


def _rejoin(items: list) -> list:
    """Join back what a YAML flow list split at a comma inside parentheses:
    ``[Hill Giant (damage 1, tapped)]`` reads as two items, ``Hill Giant (damage 1`` and
    ``tapped)``; no card name has unbalanced parentheses, so the pieces belong together."""
    from magictutor.yamlio import LineList

    out, lines = LineList(), []
    for i, item in enumerate(items):
        line = _item_line(items, i, getattr(items, "line", None))
        if out and isinstance(item, str) and isinstance(out[-1], str) and \
                out[-1].count("(") > out[-1].count(")"):
            out[-1] = f"{out[-1]}, {item}"
            continue
        out.append(item)
        lines.append(line)
    out.line, out.item_lines = getattr(items, "line", 0), lines
    return out


def _planechase(c: Checker, data: Mapping, players: tuple[str, ...]) -> dict | None:
    if "planechase" not in data:
        return None
    pc = c.mapping(data["planechase"], _line(data, "planechase"), "planechase")
    c.keys(pc, PLANECHASE_KEYS, " in planechase")
    out: dict = {}
    if "decks" in pc and "single deck" in pc:
        raise c.fail(_line(pc, "single deck"), "use either 'decks' or 'single deck', not both")
    if "decks" in pc:
        decks = c.mapping(pc["decks"], _line(pc, "decks"), "planechase: decks")
        out["decks"] = {}
        for who, cards in decks.items():
            line = _line(decks, who)
            who = c.player(who, line, players, "planechase: decks")
            items = c.seq(cards, line, f"{who}'s planar deck")
            _few(c, items, line, f"{who}'s planar deck")
            out["decks"][who] = [c.card_name(v, _item_line(items, i, line),
                                             f"{who}'s planar deck", True)
                                 for i, v in enumerate(items)]
    if "single deck" in pc:
        line = _line(pc, "single deck")
        items = c.seq(pc["single deck"], line, "the single planar deck")
        _few(c, items, line, "the single planar deck")
        out["single deck"] = [c.card_name(v, _item_line(items, i, line),
                                          "the single planar deck", True)
                              for i, v in enumerate(items)]
    if "face up" in pc:
        line = _line(pc, "face up")
        value = pc["face up"]
        items = value if isinstance(value, list) else [value]
        _few(c, items, line, "face up")
        out["face up"] = [c.card_name(v, line, "face up", True) for v in items]
    if "rolls this turn" in pc:
        out["rolls this turn"] = c.integer(pc["rolls this turn"], _line(pc, "rolls this turn"),
                                           "rolls this turn")
    if "coin flips" in pc:
        out["coin flips"] = _coin_flips(c, pc)
    return out


def _coin_flips(c: Checker, pc: Mapping) -> list[str]:
    """The results the game's next coin flips take (705): ``won`` or ``lost`` each."""
    line = _line(pc, "coin flips")
    items = c.seq(pc["coin flips"], line, "coin flips")
    _few(c, items, line, "coin flips")
    for i, v in enumerate(items):
        if v not in ("won", "lost"):
            raise c.fail(_item_line(items, i, line), f"a coin flip is won or lost, not "
                         f"{cut(v)}", suggest(str(v), ["won", "lost"]))
    return list(items)


def _steps(c: Checker, data: Mapping, players: tuple[str, ...],
           edition: str) -> tuple[ScenarioStep, ...]:
    line = _line(data, "steps")
    items = c.seq(data["steps"], line, "steps")
    out = []
    for i, item in enumerate(items, start=1):
        il = _item_line(items, i - 1, line) or line
        if isinstance(item, str):
            out.append(ScenarioStep(i, il, _action(c, item, il, players)))
            continue
        d = c.mapping(item, il, "a step")
        c.keys(d, STEP_KEYS, " in a step (a step is an action string, or a mapping with "
               "'do' and 'rejected', or 'expect')")
        if not d:
            raise c.fail(il, "an empty step")
        action: str | None = None
        rejected: bool | tuple[str, ...] | None = None
        expect: Mapping | None = None
        if "do" in d:
            action = _action(c, c.text(d["do"], _line(d, "do"), "do"), _line(d, "do") or il,
                             players)
        if "rejected" in d:
            if action is None:
                raise c.fail(_line(d, "rejected"), "'rejected' needs an action in 'do'")
            value = d["rejected"]
            if value is True:
                rejected = True
            elif value is False or value is None:
                raise c.fail(_line(d, "rejected"), "'rejected' is true or rule numbers; leave "
                             "it out for an action that must be carried out")
            else:
                rejected = c.rules(value, _line(d, "rejected"), edition, "rejected")
        if "expect" in d:
            expect = c.mapping(d["expect"], _line(d, "expect"), "expect")
            check_checks(c, expect, players, edition)
        out.append(ScenarioStep(i, il, action, rejected, expect))
    return tuple(out)


def _action(c: Checker, text: str, line: int | None, players: tuple[str, ...]) -> str:
    try:
        check_syntax(text, players)
    except NotationError as exc:
        shown = text if len(text) <= 200 else text[:200] + "..."
        raise c.fail(line, f'"{shown}": {exc}') from None
    return " ".join(text.split())


def _kit_keys(c: Checker, data: Mapping, edition: str) -> dict:
    out: dict = {}
    for key in ("question", "answer", "explanation"):
        if key in data:
            out[key] = c.text(data[key], _line(data, key), key)
    if "choices" in data:
        items = c.seq(data["choices"], _line(data, "choices"), "choices")
        out["choices"] = tuple(c.text(v, _item_line(items, i, _line(data, "choices")),
                                      "a choice") for i, v in enumerate(items))
        if "answer" not in out:
            raise c.fail(_line(data, "choices"), "'choices' needs an 'answer' (one of them)")
        if out["answer"] not in out["choices"]:
            raise c.fail(_line(data, "answer"), "the answer must be one of the choices",
                         suggest(out["answer"], out["choices"]))
    if "rules" in data:
        out["rules"] = c.rules(data["rules"], _line(data, "rules"), edition, "rules")
    if "difficulty" in data:
        line = _line(data, "difficulty")
        level = c.text(data["difficulty"], line, "difficulty")
        if level not in DIFFICULTIES:
            raise c.fail(line, f"unknown difficulty {level!r}", DIFFICULTIES)
        out["difficulty"] = level
    if "feedback" in data:
        line = _line(data, "feedback")
        fb = c.mapping(data["feedback"], line, "feedback")
        pairs = []
        for choice, why in fb.items():
            kl = _line(fb, choice)
            choice = c.text(choice, kl, "a choice in 'feedback'")
            if choice not in out.get("choices", ()):
                raise c.fail(kl, "'feedback' is for a wrong one of the 'choices'",
                             out.get("choices", ()))
            if choice == out.get("answer"):
                raise c.fail(kl, "'feedback' is for wrong choices, not the answer")
            pairs.append((choice, c.text(why, kl, "feedback")))
        out["feedback"] = tuple(pairs)
    return out
