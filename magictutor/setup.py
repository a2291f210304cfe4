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
from magictutor.context import Ctx
from magictutor.editions import DEFAULT_EDITION, get_edition
from magictutor.state import (
    STATE_FIELDS,
    STEPS,
    GameState,
    Obj,
    Player,
    copy_card,
    make_obj,
    make_state,
    moved_object,
)

SETUP_LOG = "setup_log"
"""Key in ``GameState.extra`` of the events of setting the game up (starting plane, shuffles)."""


def setup_events(state: GameState) -> tuple:
    """What happened while the game was set up (901.5's starting plane, shuffles, draws).

    >>> g = build_game(["Alice", "Bob"], planechase={"decks": {"Alice": ["Tazeem"],
    ...                                                        "Bob": ["Panopticon"]}})
    >>> [e.rules for e in setup_events(g)]
    [('901.5', '103.6')]
    """
    return tuple(state.get(SETUP_LOG, ()))


_ATTR = re.compile(r"^(?P<name>.+?)\s*\((?P<attrs>[^()]*)\)\s*$")


class SetupError(ValueError):
    """A situation that cannot be built, with the reason."""


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
    for part in m.group("attrs").split(","):
        words = part.strip().split()
        if not words:
            continue
        key = words[0].lower()
        if key in ("tapped", "untapped", "sick"):
            out["tapped" if key != "sick" else "sick"] = key != "untapped"
            continue
        if key in ("loyalty", "damage") and len(words) == 2 and words[1].lstrip("-").isdigit():
            out[key] = int(words[1])
            continue
        if key == "counters" and len(words) == 3 and words[1].isdigit():
            out.setdefault("counters", {})[words[2]] = int(words[1])
            continue
        if key == "controller" and len(words) == 2:
            out["controller"] = words[1]
            continue
        raise SetupError(f"unknown attribute {part.strip()!r} in {text!r} (known: loyalty N, "
                         "damage N, tapped, untapped, sick, counters N KIND, controller NAME)")
    return out


def build_game(players: Iterable[str], *, edition: str = DEFAULT_EDITION, seed: int = 0,
               setup: Mapping[str, Mapping[str, Any]] | None = None, active: str | None = None,
               step: str = "precombat main", turn: int = 1,
               planechase: Mapping[str, Any] | None = None,
               cards: Any = None) -> GameState:
    """A game in the middle of a turn, set up as described.

    ``setup`` maps each player to ``life``, ``hand``, ``library`` (top first), ``graveyard``,
    ``exile``, ``battlefield`` (names or ``parse_permanent`` strings or dicts) and ``mana``.
    Permanents set up this way have been under their controller's control since the turn
    began. ``planechase`` takes ``decks`` (player to card names, top first) or
    ``single deck``, ``face up`` and ``rolls this turn``. ``cards`` is a list of the game's
    own cards, in the schema of ``magictutor/cards/data/*.yaml`` (as a scenario's ``cards:``,
    see :func:`magictutor.cards.define_cards`); only a game that defines one may use it.
    """
    own = define_cards(cards, "build_game(cards=...)") if cards is not None else ()
    names = list(players)
    if not 2 <= len(names) <= 6:
        raise SetupError(f"a game has 2 to 6 players, not {len(names)}")
    if len(set(names)) != len(names):
        raise SetupError("two players have the same name")
    get_edition(edition)
    if step not in STEPS:
        raise SetupError(f"unknown step {step!r}; steps are: {', '.join(STEPS)}")
    active = active or names[0]
    if active not in names:
        raise SetupError(f"the active player {active!r} is not one of the players")
    setup = setup or {}
    for who in setup:
        if who not in names:
            raise SetupError(f"setup names {who!r}, who is not a player")
    _check_in_scope(setup, planechase, own)
    base = GameState(edition=edition, players=tuple(Player(n) for n in names), objects={},
                     zones={}, turn=turn, active=active, step=step, priority=active, seed=seed)
    ctx = Ctx(base)
    for who in names:
        spec = setup.get(who, {})
        ctx.set_player(who, life=int(spec.get("life", 20)), mana=_mana(spec.get("mana", "")))
        for zone in ("library", "hand", "graveyard", "exile"):
            for name in spec.get(zone, ()) or ():
                _new_card(ctx, name, who, zone)
        for entry in spec.get("battlefield", ()) or ():
            attrs = parse_permanent(entry) if isinstance(entry, str) else dict(entry)
            _new_permanent(ctx, attrs, who, turn)
    if planechase is not None:
        _setup_planechase(ctx, names, active, planechase)
    from magictutor.engine import settle
    from magictutor.rules import combat
    from magictutor.state import Combat

    if step in ("beginning of combat", "declare attackers", "declare blockers", "combat damage"):
        ctx.combat = Combat()
    if step == "declare attackers":
        combat.begin_declare_attackers(ctx)
    settle(ctx)
    ctx.extra[SETUP_LOG] = ctx.extra.get(SETUP_LOG, ()) + tuple(ctx.events)
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


def _mana(text: str) -> str:
    """``"{R}{R}{2}"`` to the pool letters ``"RRCC"``."""
    out = ""
    for sym in re.findall(r"\{([^}]*)\}", text or ""):
        s = sym.upper()
        if s.isdigit():
            out += "C" * int(s)
        elif s in "WUBRGC" and len(s) == 1:
            out += s
        else:
            raise SetupError(f"unknown mana symbol {{{sym}}} in {text!r}")
    return out


def _new_card(ctx: Ctx, name: str, owner: str, zone: str) -> Obj:
    card(name, ctx.edition)  # raises UnknownCardError with suggestions
    o = make_obj(id=ctx.new_id(), name=name, kind="card", owner=owner, controller=owner,
                 zone=zone)
    return ctx.add_object(o, f"{owner}:{zone}")


def _new_library(ctx: Ctx, library: list[str], owner: str, hand_size: int) -> None:
    """``owner``'s shuffled library (top first) and their opening hand of ``hand_size``.

    The result is what :func:`_new_card` for each card, the shuffle's log line and
    :func:`~magictutor.effects.draw_cards` would make, down to the order of objects and
    zones and the events, with less work per card (a new game makes about a hundred
    cards): each name is looked up once, each card is a copy of one made by
    :func:`~magictutor.state.make_obj`, and a card drawn into the opening hand is made
    there as :func:`~magictutor.state.moved_object` makes it in a draw (400.7: a new
    object with one more zone change), since at this point nothing in the game can see or
    change a draw. Draws past the end of the library are left to ``draw_cards`` (704.5b).
    """
    from magictutor.effects import draw_cards

    edition = ctx.edition
    seen: set[str] = set()
    for name in library:  # (the first unknown card from the top is the one named)
        if name not in seen:
            card(name, edition)  # raises UnknownCardError with suggestions
            seen.add(name)
    drawn = min(len(range(hand_size)), len(library))  # (range: what draw_cards accepts)
    key, hand = f"{owner}:library", f"{owner}:hand"
    in_library = make_obj(id=0, name="", kind="card", owner=owner, controller=owner,
                          zone="library")
    in_hand = moved_object(in_library, "hand", ctx.turn)
    if library:
        ctx.ids(key)  # (the library is a zone before the hand, as when cards are drawn)
    for i, name in enumerate(library):
        if i < drawn:
            ctx.add_object(copy_card(in_hand, ctx.new_id(), name), hand)
        else:
            ctx.add_object(copy_card(in_library, ctx.new_id(), name), key)
    ctx.emit("setup", f"{owner} shuffles a {len(library)}-card library", "kw.shuffle",
             auto=True)
    if drawn:  # (one event serves every draw: events never change)
        ctx.events += [ctx.emit("draw", f"{owner} draws a card (opening hand)", "draw.card",
                                player=owner)] * (drawn - 1)
    draw_cards(ctx, owner, hand_size - drawn, " (opening hand)")


def _new_permanent(ctx: Ctx, attrs: dict, owner: str, turn: int) -> Obj:
    name = attrs["name"]
    c = card(name, ctx.edition)
    if not c.is_permanent_card:
        raise SetupError(f"{name} is not a permanent card and can't be on the battlefield")
    controller = attrs.get("controller", owner)
    if controller not in ctx.players:
        raise SetupError(f"{name}: controller {controller!r} is not a player")
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


def _check_planar_decks(pc: Mapping[str, Any], edition: str, players: int) -> None:
    """A game built from decks follows 901.3 (scenario situations don't have to)."""
    from magictutor.rules.planar_setup import check_planar_deck

    decks = {"the single planar deck": pc["single deck"]} if pc.get("single deck") else \
        {f"{who}'s planar deck": d for who, d in (pc.get("decks") or {}).items()}
    problems = [f"{what}: {why} ({', '.join(rules)})" for what, d in decks.items()
                for rules, why in check_planar_deck(d, edition, players,
                                                    single=bool(pc.get("single deck")))]
    if problems:
        raise SetupError("; ".join(problems))


def _setup_planechase(ctx: Ctx, names: list[str], active: str, pc: Mapping[str, Any]) -> None:
    from magictutor.rules.planechase import start_planechase

    start_planechase(ctx, names, active, pc)


_EMPTY_GAMES: dict[tuple[tuple[str, ...], str], GameState] = {}
"""The games :func:`_empty_game` has built, by players and edition."""


def _empty_game(names: list[str], edition: str, seed: int) -> GameState:
    """``build_game(names, edition=edition, seed=seed, step="untap")``: a new game before its
    cards are made. From one new game to the next only the seed changes, so the game is
    built once for these players and edition and copied with the seed (the copy has only
    the fields: nothing worked out about the first game goes with it)."""
    if not all(type(n) is str for n in (*names, edition)):  # (only these can be keys)
        return build_game(names, edition=edition, seed=seed, step="untap")
    key = (tuple(names), edition)
    built = _EMPTY_GAMES.get(key)
    if built is None:
        if len(_EMPTY_GAMES) > 100:  # (player names come from users: keep it small)
            _EMPTY_GAMES.clear()
        built = _EMPTY_GAMES[key] = build_game(names, edition=edition, step="untap")
    fields = {f: getattr(built, f) for f in STATE_FIELDS}
    fields["seed"] = seed
    return make_state(fields)


def new_game(players: Iterable[str] = ("Alice", "Bob"), *, decks: Any = None,
             edition: str = DEFAULT_EDITION, seed: int = 0, planechase: Any = True,
             hand_size: int = 7) -> GameState:
    """A new game from the start: shuffled libraries, opening hands, the starting plane.

    ``decks`` is a list (one per player) of built-in deck names (:mod:`magictutor.decks`) or
    card lists; by default players alternate the built-in decks. ``planechase`` is ``True``
    (built-in planar decks), ``False``, or a mapping as for :func:`build_game`.

    >>> g = new_game(seed=1)
    >>> g.turn, g.step, [len(g.hand(p)) for p in g.player_names]
    (1, 'upkeep', [7, 7])
    """
    from magictutor.decks import DECKS, deck_list
    from magictutor.engine import settle
    from magictutor.rules.turn import begin_step

    names = list(players)
    if decks is None:
        order = list(DECKS)
        decks = [order[i % len(order)] for i in range(len(names))]
    if len(decks) != len(names):
        raise SetupError("give one deck per player")
    pc = None
    if planechase is True:
        pc = {}
    elif planechase:
        pc = dict(planechase)
        _check_planar_decks(pc, edition, len(names))
    ctx = Ctx(_empty_game(names, edition, seed))
    for who, deck in zip(names, decks, strict=True):
        cards = deck_list(deck) if isinstance(deck, str) else list(deck)
        size = len(cards)
        order = ctx.chance("shuffle library", lambda rng, n=size: rng.sample(range(n), n))
        _new_library(ctx, [cards[i] for i in order], who, hand_size)
    if pc is not None:  # 901.5: the starting plane, once opening hands are kept
        _setup_planechase(ctx, names, names[0], pc)
    ctx.emit("turn", f"Turn 1 begins: {names[0]} is the active player", "turn.steps", auto=True)
    begin_step(ctx, "untap")
    settle(ctx)
    ctx.extra[SETUP_LOG] = ctx.extra.get(SETUP_LOG, ()) + tuple(ctx.events)
    return ctx.freeze()
