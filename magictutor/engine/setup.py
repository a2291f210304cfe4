"""Building games: a situation set up by hand (:func:`build_game`) or a new game
from decks (:func:`new_game`).

>>> s = build_game(["Alice", "Bob"], setup={"Alice": {"battlefield": ["Jace Beleren"]}})
>>> [(o.name, o.counter("loyalty")) for o in s.battlefield]
[('Jace Beleren', 3)]
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Mapping
from typing import Any

from magictutor.cards import UnknownCardError, card, card_names, define_cards
from magictutor.cards.edition_words import edition_problem
from magictutor.cards.model import CardDef
from magictutor.editions import DEFAULT_EDITION, get_edition
from magictutor.engine.arguments import check_build_args
from magictutor.engine.context import Ctx
from magictutor.engine.setup_auras import attach_setup_auras, take_enchanting
from magictutor.errors import SetupError
from magictutor.limits import MAX_LIFE, MAX_MANA, MAX_PLAYERS, MIN_PLAYERS, cut
from magictutor.model.state import (
    STEPS,
    GameState,
    Obj,
    Player,
    make_obj,
)

SETUP_LOG = "setup_log"
"""Key in ``GameState.extra`` of the events of setting the game up (starting plane, shuffles)."""
SETUP_CALL = "setup_call"
"""Key in ``GameState.extra`` of how the game was set up (the function and its arguments but
the edition), so :func:`settle_under` can set the same game up under another edition."""


def setup_events(state: GameState) -> tuple:
    """What happened while the game was set up (901.5's starting plane, shuffles, draws).

    >>> g = build_game(["Alice", "Bob"], planechase={"decks": {"Alice": ["Tazeem"],
    ...                                                        "Bob": ["Panopticon"]}})
    >>> [e.rules for e in setup_events(g)]
    [('901.5', '103.6')]
    """
    return tuple(state.get(SETUP_LOG, ()))


_ATTR = re.compile(r"^(?P<name>.+?)\s*\((?P<attrs>[^()]*)\)\s*$")


_NUMBER = re.compile(r"-?[0-9]{1,30}")
"""A whole number in a set-up string: ASCII digits only (``²`` is a digit to ``isdigit``)."""


def parse_permanent(text: str) -> dict[str, Any]:
    """Read ``"Hill Giant (damage 1, tapped)"`` into a dict of attributes.

    >>> parse_permanent("Jace Beleren (loyalty 2)")
    {'name': 'Jace Beleren', 'loyalty': 2}
    >>> parse_permanent("Hill Giant (damage 1, tapped)")
    {'name': 'Hill Giant', 'damage': 1, 'tapped': True}
    """
    m = _ATTR.match(text.strip())
    if not m:
        return {"name": text.strip()}
    out: dict[str, Any] = {"name": m.group("name").strip()}
    for part in take_enchanting(m.group("attrs"), out).split(","):
        words = part.strip().split()
        if not words:
            continue
        key = words[0].lower()
        if key in ("tapped", "untapped", "sick"):
            out["tapped" if key != "sick" else "sick"] = key != "untapped"
            continue
        if key in ("loyalty", "damage") and len(words) == 2 and _NUMBER.fullmatch(words[1]):
            out[key] = int(words[1])
            continue
        if key == "counters" and len(words) == 3 and _NUMBER.fullmatch(words[1]) and \
                not words[1].startswith("-"):
            out.setdefault("counters", {})[words[2]] = int(words[1])
            continue
        if key == "controller" and len(words) == 2:
            out["controller"] = words[1]
            continue
        raise SetupError(f"unknown attribute {cut(part.strip())} in {cut(text)} (known: loyalty N, "
                         "damage N, tapped, untapped, sick, counters N KIND, controller NAME, "
                         "enchanting PERMANENT last)")
    return out


def build_game(players: Iterable[str], *, edition: str = DEFAULT_EDITION, seed: int = 0,
               setup: Mapping[str, Mapping[str, Any]] | None = None, active: str | None = None,
               step: str = "precombat main", turn: int = 1,
               planechase: Mapping[str, Any] | None = None,
               first_player: str | None = None, cards: Any = None,
               teams: Any = None) -> GameState:
    """A game in the middle of a turn, set up as described.

    ``setup`` maps each player to ``life``, ``hand``, ``library`` (top first), ``graveyard``,
    ``exile``, ``battlefield`` (names or ``parse_permanent`` strings or dicts; an Aura
    ``Pacifism (enchanting Hill Giant)``: :mod:`magictutor.engine.setup_auras`) and ``mana``.
    Permanents set up this way have been under their controller's control since the turn
    began. ``planechase`` takes ``decks`` (player to card names, top first) or
    ``single deck``, ``face up`` and ``rolls this turn``. ``first_player`` is who took the
    game's first turn, whose planar deck gives the starting plane (901.5); by default the
    player who was active on turn 1, counting back from ``active`` in turn order. ``cards``
    is a list of the game's own cards, in the schema of ``magictutor/cards/data/*.yaml`` (as
    a scenario's ``cards:``, see :func:`magictutor.cards.define_cards`); only a game that
    defines one may use it. ``teams`` (``[["Alice", "Bob"], ["Carol", "Dave"]]``, each
    team's primary player first) makes it a Two-Headed Giant game (810, see
    :mod:`magictutor.rules.teams`); without it the game is free-for-all.
    """
    names = check_build_args(players, {
        "seed": seed, "setup": setup, "active": active, "step": step, "turn": turn,
        "planechase": planechase, "first_player": first_player})
    own = define_cards(cards, "build_game(cards=...)") if cards is not None else ()
    first = first_player
    active, first_player, setup = _check_players(names, edition, step, active, turn,
                                                 first_player, setup)
    team_list = _check_team_list(names, teams, active, first)
    if team_list and first is None:  # (turns go team by team, 805.4)
        first_player = first_turn_player([t[0] for t in team_list], active, turn)
    _check_in_scope(setup, planechase, own)
    base = GameState(edition=edition, players=tuple(Player(n) for n in names), objects={},
                     zones={}, turn=turn, active=active, step=step, priority=active, seed=seed)
    ctx = Ctx(base)
    for who in names:
        _set_up_player(ctx, who, setup.get(who, {}), turn, team_list)
    attach_setup_auras(ctx, names, setup, parse_permanent)  # (303.4b: Pacifism (enchanting X))
    if team_list:
        _set_team_life(ctx, team_list, setup)
    if planechase is not None:
        _setup_planechase(ctx, names, active, planechase, first_player)
    _begin(ctx, step)
    ctx.extra[SETUP_LOG] = ctx.extra.get(SETUP_LOG, ()) + tuple(ctx.events)
    ctx.extra[SETUP_CALL] = ("build_game", _plain({
        "players": names, "seed": seed, "setup": setup, "active": active, "step": step,
        "turn": turn, "planechase": planechase, "first_player": first_player,
        "cards": cards, **({"teams": teams} if team_list else {})}))
    return ctx.freeze()


def _check_players(names: list[str], edition: str, step: str, active: str | None, turn: int,
                   first_player: str | None, setup: Any) -> tuple[str, str, Mapping]:
    """The active player, the first player and the set-up, checked against the players."""
    if not MIN_PLAYERS <= len(names) <= MAX_PLAYERS:
        raise SetupError(f"a game has {MIN_PLAYERS} to {MAX_PLAYERS} players, not {len(names)}")
    if len(set(names)) != len(names):
        raise SetupError("two players have the same name")
    get_edition(edition)
    if step not in STEPS:
        raise SetupError(f"unknown step {cut(step)}; steps are: {', '.join(STEPS)}")
    active = active or names[0]
    if active not in names:
        raise SetupError(f"the active player {cut(active)} is not one of the players")
    if first_player is None:
        first_player = first_turn_player(names, active, turn)
    elif first_player not in names:
        raise SetupError(f"the first player {cut(first_player)} is not one of the players")
    setup = setup or {}
    for who in setup:
        if who not in names:
            raise SetupError(f"setup names {cut(who)}, who is not a player")
    return active, first_player, setup


def _check_team_list(names: list[str], teams: Any, active: str,
                     first_player: str | None) -> tuple[tuple[str, ...], ...]:
    """The teams, checked (810.1, 805.1, 805.2: see :func:`~magictutor.rules.teams.check_teams`)."""
    if teams is None:
        return ()
    from magictutor.rules.teams import check_teams

    try:
        return check_teams(names, teams, active, first_player)
    except ValueError as exc:
        raise SetupError(str(exc)) from None


def _set_up_player(ctx: Ctx, who: str, spec: Mapping[str, Any], turn: int,
                   team_list: tuple) -> None:
    life = int(spec.get("life", 30 if team_list else 20))
    if not -MAX_LIFE <= life <= MAX_LIFE:
        raise SetupError(f"{who}'s life {cut(life)}: from {-MAX_LIFE:,} to {MAX_LIFE:,} "
                         "(the kit's limit)")
    ctx.set_player(who, life=life, mana=_mana(spec.get("mana", "")))
    for zone in ("library", "hand", "graveyard", "exile"):
        for name in spec.get(zone, ()) or ():
            _new_card(ctx, name, who, zone)
    for entry in spec.get("battlefield", ()) or ():
        attrs = parse_permanent(entry) if isinstance(entry, str) else dict(entry)
        _new_permanent(ctx, attrs, who, turn)


def _set_team_life(ctx: Ctx, team_list: tuple, setup: Mapping) -> None:
    """810.4: a team's shared life total (30 unless set); the members' ``life`` in a
    set-up, if given for both, must agree."""
    from magictutor.rules.teams import TEAMS

    for t in team_list:
        given = {int(setup[p]["life"]) for p in t if "life" in setup.get(p, {})}
        if len(given) > 1:
            raise SetupError(f"team {', '.join(t)} has one shared life total (810.4): give "
                             "its members the same life, or give it for one of them")
        life = given.pop() if given else 30
        for p in t:
            ctx.set_player(p, life=life)
    ctx.extra[TEAMS] = team_list


def _begin(ctx: Ctx, step: str) -> None:
    """A game set up in a combat step has a combat; the state-based actions are checked."""
    from magictutor.engine.apply import settle
    from magictutor.model.state import Combat
    from magictutor.rules import combat

    if step in ("beginning of combat", "declare attackers", "declare blockers", "combat damage"):
        ctx.combat = Combat()
    if step == "declare attackers":
        combat.begin_declare_attackers(ctx)
    settle(ctx)


_NONE = object()


def _plain(value: Any) -> Any:
    """Arguments as plain data (dicts, lists, strings, numbers), to keep in a state."""
    if isinstance(value, Mapping):
        return {str(k): _plain(v) for k, v in value.items()}
    if isinstance(value, (list, tuple)):
        return [_plain(v) for v in value]
    return value


def settle_under(state: GameState, edition: str) -> GameState:
    """The initial ``state`` of a game as it is set up under ``edition``: the same set-up
    built again, so the state-based actions of that edition act on it (equal to building it
    under ``edition`` in the first place).

    >>> two = {"Alice": {"battlefield": ["Jace Beleren", "Jace Beleren"]}}
    >>> g = settle_under(build_game(["Alice", "Bob"], setup=two), "2011-09")
    >>> g == build_game(["Alice", "Bob"], setup=two, edition="2011-09")
    True
    >>> [o.zone for o in g.objects.values()]  # 2011's uniqueness rule: both go
    ['graveyard', 'graveyard']
    """
    get_edition(edition)
    call = state.get(SETUP_CALL)
    if call is not None and call[0] in MAKERS:
        make = MAKERS[call[0]]
        built = make(**call[1], edition=edition)
        kept = [(k, v) for k, v in state.extra if built.get(k, _NONE) is _NONE
                and k != "unsettled"]  # what was added after (a scenario's naming order)
        if not kept:
            return built
        from dataclasses import replace

        return replace(built, extra=tuple(sorted((*built.extra, *kept))))
    from dataclasses import replace

    from magictutor.engine.apply import settle

    ctx = Ctx(replace(state, edition=edition))  # a state made some other way
    ctx.changed = True  # the other edition's state-based actions may differ (306.4)
    settle(ctx)
    return ctx.freeze()


def _check_in_scope(setup: Mapping[str, Mapping[str, Any]], planechase: Any,
                    own: tuple[str, ...]) -> None:
    """Every card named is the card set's or one of this game's own cards: another game's
    own card is as unknown here as a misspelling, with "did you mean" over both."""
    used: list[Any] = []
    for spec in setup.values():
        for zone in ("library", "hand", "graveyard", "exile"):
            used += list(spec.get(zone, ()) or ())
        for entry in spec.get("battlefield", ()) or ():
            used.append(parse_permanent(entry)["name"] if isinstance(entry, str)
                        else dict(entry).get("name"))
    pc = planechase or {}
    for deck in (pc.get("decks") or {}).values():
        used += list(deck)
    used += list(pc.get("single deck") or ())
    face = pc.get("face up") or ()
    used += [face] if isinstance(face, str) else list(face)
    known = set(card_names()) | set(own)
    for name in used:
        if name not in known:
            raise UnknownCardError(name, own)



def mana_counts(text: str) -> dict[str, int]:
    """``"{R}{R}{2}"`` to how much of each kind of mana: ``{"R": 2, "C": 2}``, refusing more
    than :data:`magictutor.limits.MAX_MANA` in all before any pool is built.

    >>> mana_counts("{R}{R}{2}")
    {'R': 2, 'C': 2}
    >>> mana_counts("{1000000000}")
    Traceback (most recent call last):
    ...
    magictutor.errors.SetupError: floating mana of 1,000,000,000: at most 1,000 (the kit's limit)
    """
    out: dict[str, int] = {}
    for sym in re.findall(r"\{([^}]*)\}", text or ""):
        s = sym.upper()
        if re.fullmatch(r"[0-9]{1,30}", s):
            out["C"] = out.get("C", 0) + int(s)
        elif s in "WUBRGC" and len(s) == 1:
            out[s] = out.get(s, 0) + 1
        else:
            raise SetupError(f"unknown mana symbol {cut('{' + sym + '}')} in {cut(text)}")
        total = sum(out.values())
        if total > MAX_MANA:
            raise SetupError(f"floating mana of {total:,}: at most {MAX_MANA:,} (the kit's "
                             "limit)")
    return out


def _mana(text: str) -> str:
    """``"{R}{R}{2}"`` to the pool letters ``"RRCC"``, in the order written, once
    :func:`mana_counts` has checked the amount."""
    mana_counts(text)
    return "".join("C" * int(s) if s.isascii() and s.isdigit() else s.upper()
                   for s in re.findall(r"\{([^}]*)\}", text or ""))


def _in_edition(c: CardDef, edition: str) -> CardDef:
    """The card, unless it uses a word these rules don't have (trample over planeswalkers
    before the current rules)."""
    problem = edition_problem(c, edition)
    if problem is not None:
        raise SetupError(problem)
    return c


def _new_card(ctx: Ctx, name: str, owner: str, zone: str) -> Obj:
    _in_edition(card(name, ctx.edition), ctx.edition)  # (UnknownCardError with suggestions)
    o = make_obj(id=ctx.new_id(), name=name, kind="card", owner=owner, controller=owner,
                 zone=zone)
    return ctx.add_object(o, f"{owner}:{zone}")


def _new_permanent(ctx: Ctx, attrs: dict, owner: str, turn: int) -> Obj:
    name = attrs["name"]
    c = _in_edition(card(name, ctx.edition), ctx.edition)
    if not c.is_permanent_card:
        raise SetupError(f"{name} is not a permanent card and can't be on the battlefield")
    controller = attrs.get("controller", owner)
    if controller not in ctx.players:
        raise SetupError(f"{name}: controller {cut(controller)} is not a player")
    counters: dict[str, int] = dict(attrs.get("counters", {}))
    if "Planeswalker" in c.types:
        counters["loyalty"] = int(attrs.get("loyalty", counters.get("loyalty", c.loyalty or 0)))
    elif "loyalty" in attrs:
        raise SetupError(f"{name} is not a planeswalker and has no loyalty")
    o = Obj(id=ctx.new_id(), name=name, kind="card", owner=owner, controller=controller,
            zone="battlefield", tapped=bool(attrs.get("tapped", False)),
            damage=int(attrs.get("damage", 0)),
            counters=tuple(sorted((k, v) for k, v in counters.items() if v)),
            since_turn=turn if attrs.get("sick") else 0)
    return ctx.add_object(o, "battlefield")


def first_turn_player(names: list[str], active: str, turn: int) -> str:
    """Who took turn 1, if every turn so far went to the next player in turn order.

    >>> first_turn_player(["Alice", "Bob", "Carol"], "Alice", 1)
    'Alice'
    >>> first_turn_player(["Alice", "Bob", "Carol"], "Alice", 3)
    'Bob'
    """
    return names[(names.index(active) - (turn - 1)) % len(names)]


def _setup_planechase(ctx: Ctx, names: list[str], active: str, pc: Mapping[str, Any],
                      first: str | None = None) -> None:
    from magictutor.rules.planechase.core import start_planechase

    start_planechase(ctx, names, active, pc, first)



__all__ = ["build_game", "MAKERS"]


MAKERS: dict[str, Any] = {"build_game": build_game}
"""The functions a state's recorded set-up call may name, to build it again in another
edition: ``build_game`` here, ``new_game`` registered by :mod:`magictutor.engine.new_game` (which
builds on this module, so this one does not import it)."""
