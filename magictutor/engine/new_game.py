"""A new game from the start (:func:`new_game`): shuffled libraries, opening hands and the
starting plane, built on :func:`magictutor.engine.setup.build_game`'s empty game.

>>> g = new_game(seed=1)
>>> g.turn, g.step
(1, 'upkeep')
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from typing import Any

from magictutor.cards import card
from magictutor.editions import DEFAULT_EDITION, get_edition
from magictutor.engine import setup as _setup
from magictutor.engine.arguments import check_new_game_args
from magictutor.engine.context import Ctx
from magictutor.model.state import (
    STATE_FIELDS,
    GameState,
    Obj,
    copy_card,
    make_obj,
    make_state,
    moved_object,
)


def _new_library(ctx: Ctx, library: list[str], owner: str, hand_size: int) -> None:
    """``owner``'s shuffled library (top first) and their opening hand of ``hand_size``.

    The result is what :func:`_new_card` for each card, the shuffle's log line and
    :func:`~magictutor.rules.effects.draw_cards` would make, down to the order of objects and
    zones and the events, with less work per card (a new game makes about a hundred
    cards): each name is looked up once, each card is a copy of one made by
    :func:`~magictutor.model.state.make_obj`, and a card drawn into the opening hand is made
    there as :func:`~magictutor.model.state.moved_object` makes it in a draw (400.7: a new
    object with one more zone change), since at this point nothing in the game can see or
    change a draw. Draws past the end of the library are left to ``draw_cards`` (704.5b).
    """
    from magictutor.rules.effects import draw_cards

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
        _add_cards(ctx, library, drawn, (key, in_library), (hand, in_hand))
    ctx.emit("setup", f"{owner} shuffles a {len(library)}-card library", "kw.shuffle",
             auto=True)
    if drawn:  # (one event serves every draw: events never change)
        ctx.events += [ctx.emit("draw", f"{owner} draws a card (opening hand)",
                                "game.opening_hand", player=owner)] * (drawn - 1)
    draw_cards(ctx, owner, hand_size - drawn, " (opening hand)", "game.opening_hand")


def _add_cards(ctx: Ctx, library: list[str], drawn: int, into_library: tuple[str, Obj],
               into_hand: tuple[str, Obj]) -> None:
    """The cards ``library`` names, top first, the first ``drawn`` of them into the hand and
    the rest into the library (each ``(zone, the object a card there is a copy of)``): what
    ``ctx.add_object`` of each, with ids from ``ctx.new_id()``, does, in one change of the
    objects' map. A card entering a library or a hand is no zone change state-based actions
    or static and triggered abilities look at (``Ctx._zone_change`` does nothing for it), so
    only the objects, the zones (the library first, as when cards are drawn), the ids and
    what the step touched change."""
    (key, in_library), (hand, in_hand) = into_library, into_hand
    first = ctx.next_id
    ids = range(first, first + len(library))
    ctx.next_id = ids.stop
    with ctx.objects.mutate() as objects:
        for oid, name in zip(ids[:drawn], library, strict=False):
            objects[oid] = copy_card(in_hand, oid, name)
        for oid, name in zip(ids[drawn:], library[drawn:], strict=True):
            objects[oid] = copy_card(in_library, oid, name)
        ctx.objects = objects.finish()
    ctx.touched.update(ids)
    zone = ctx.ids(key)
    if drawn:
        ctx.ids(hand).extend(ids[:drawn])
    zone.extend(ids[drawn:])


def _check_planar_decks(pc: Mapping[str, Any], edition: str, players: int) -> None:
    """A game built from decks follows 901.3 (scenario situations don't have to)."""
    from magictutor.engine.setup import SetupError
    from magictutor.rules.planechase.setup import check_planar_deck

    decks = {"the single planar deck": pc["single deck"]} if pc.get("single deck") else \
        {f"{who}'s planar deck": d for who, d in (pc.get("decks") or {}).items()}
    problems = [f"{what}: {why} ({', '.join(rules)})" for what, d in decks.items()
                for rules, why in check_planar_deck(d, edition, players,
                                                    single=bool(pc.get("single deck")))]
    if problems:
        raise SetupError("; ".join(problems))


_EMPTY_GAMES: dict[tuple[tuple[str, ...], str], GameState] = {}
"""The games :func:`_empty_game` has built, by players and edition."""


def _empty_game(names: list[str], edition: str, seed: int) -> GameState:
    """``build_game(names, edition=edition, seed=seed, step="untap")``: a new game before its
    cards are made. From one new game to the next only the seed changes, so the game is
    built once for these players and edition and copied with the seed (the copy has only
    the fields: nothing worked out about the first game goes with it)."""
    from magictutor.engine.setup import SETUP_CALL, build_game

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
    extra = dict(built.extra)
    kind, args = extra[SETUP_CALL]
    extra[SETUP_CALL] = (kind, {**args, "seed": seed})
    fields["extra"] = tuple(sorted(extra.items()))
    return make_state(fields)


def new_game(players: Iterable[str] = ("Alice", "Bob"), *, decks: Any = None,
             edition: str = DEFAULT_EDITION, seed: int = 0, planechase: Any = True,
             hand_size: int = 7) -> GameState:
    """A new game from the start: shuffled libraries, opening hands, the starting plane.

    ``decks`` is a list (one per player) of built-in deck names (:mod:`magictutor.cards.decks`) or
    card lists; by default players alternate the built-in decks. ``planechase`` is ``True``
    (built-in planar decks), ``False``, or a mapping as for :func:`build_game`.

    >>> g = new_game(seed=1)
    >>> g.turn, g.step, [len(g.hand(p)) for p in g.player_names]
    (1, 'upkeep', [7, 7])
    """
    from magictutor.cards.decks import DECKS, deck_list
    from magictutor.engine.apply import settle
    from magictutor.engine.setup import SETUP_CALL, SETUP_LOG, SetupError, _plain, _setup_planechase
    from magictutor.rules.turn import begin_step

    names = check_new_game_args(players, decks, seed, planechase, hand_size)
    get_edition(edition)
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
    ctx.emit("turn", f"Turn 1 begins: {names[0]} is the active player", "turn.active_player",
             "turn.beginning_phase", auto=True)
    begin_step(ctx, "untap")
    settle(ctx)
    ctx.extra[SETUP_LOG] = ctx.extra.get(SETUP_LOG, ()) + tuple(ctx.events)
    ctx.extra[SETUP_CALL] = ("new_game", _plain({
        "players": names, "decks": decks, "seed": seed, "planechase": planechase,
        "hand_size": hand_size}))
    return ctx.freeze()


_setup.MAKERS["new_game"] = new_game
