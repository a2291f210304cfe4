"""Setting up Planechase: planar decks (901.3), the shuffle (901.4), the starting plane
(901.5), and the deck construction rules (:func:`check_planar_deck`).

Construction rules are checked when a game is built from decks (the built-in ones, or any
given with ``"check decks": True``), never for a scenario's situation, whose decks are
just the cards the exercise needs.

>>> [len(builtin_deck(0, e)) for e in ("2011-09", "2013-07")]
[10, 12]
>>> check_planar_deck(builtin_deck(1, "current"), "current", players=2)
[]
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from functools import lru_cache
from typing import TYPE_CHECKING, Any

from magictutor.cards import UnknownCardError, card, suggest
from magictutor.cards.check import card_cache
from magictutor.editions import Edition, get_edition
from magictutor.errors import SetupError
from magictutor.model.violations import Violation
from magictutor.model.violations import violation as _v
from magictutor.rules.teams import teams

if TYPE_CHECKING:  # pragma: no cover
    from magictutor.engine.context import Ctx


BUILTIN_DECKS: tuple[tuple[str, ...], ...] = (
    ("Naar Isle", "Panopticon", "Fields of Summer", "The Eon Fog", "Tazeem", "Agyrem",
     "Sanctum of Serra", "Stairs to Infinity", "Raven's Run", "Cliffside Market"),
    ("Stronghold Furnace", "Mount Keralia", "Pools of Becoming", "Eloren Wilds",
     "Furnace Layer", "Panopticon", "Fields of Summer", "Tazeem", "Naar Isle",
     "Sanctum of Serra"),
)
"""The plane cards of the built-in planar decks: player 1 gets the first, player 2 the
second, player 3 the first again, and so on."""

BUILTIN_PHENOMENA: tuple[tuple[str, ...], ...] = (
    ("Chaotic Aether", "Spatial Merging"),
    ("Interplanar Tunnel", "Chaotic Aether"),
)
"""The phenomena added to each built-in deck in editions that have phenomena (two each,
the most 901.3 allows)."""

PLANECHASE_KEYS = ("decks", "single deck", "face up", "rolls this turn", "check decks",
                   "coin flips")


def builtin_deck(index: int, edition: str) -> tuple[str, ...]:
    """The built-in planar deck for the player at ``index`` in turn order (unshuffled).

    >>> builtin_deck(2, "2011-09") == builtin_deck(0, "2011-09")
    True
    """
    i = index % len(BUILTIN_DECKS)
    extra = BUILTIN_PHENOMENA[i] if get_edition(edition).feature("phenomena") else ()
    return BUILTIN_DECKS[i] + extra




def check_planar_deck(names: Iterable[str], edition: str, players: int,
                      single: bool = False) -> list[Violation]:
    """Every way the planar deck ``names`` breaks 901.3 (or, with ``single``, the single
    planar deck option, 901.15a; 901.14a in ``2011-09``). An empty list: it is legal.

    >>> problems = check_planar_deck(["Naar Isle", "Naar Isle", "Chaotic Aether"], "2011-09", 2)
    >>> [rules for rules, _ in problems]
    [('901.3',), ('901.3',), ('901.3', '309.1')]
    >>> check_planar_deck(["Tazeem"] * 2, "current", 4, single=True)[0][1]
    'a single planar deck needs at least 40 cards (ten per player, at most forty); it has 2'
    """
    ed = get_edition(edition)
    names = list(names)
    size_key = ("pc.single_deck_size",) if single else ("pc.deck",)
    out: list[Violation] = []
    need = min(40, 10 * players) if single else 10
    what = "a single planar deck" if single else "a planar deck"
    if len(names) < need:
        extra = " (ten per player, at most forty)" if single else ""
        out.append(_v(ed, size_key, f"{what} needs at least {need} cards{extra}; it has "
                      f"{len(names)}"))
    twice = sorted({n for n in names if names.count(n) > 1})
    if twice:
        out.append(_v(ed, size_key, f"every card in {what} must have a different English "
                      f"name, but it has more than one {', '.join(twice)}"))
    phenomena = _planar_cards(ed, names, size_key, out)
    out += _phenomena_problems(ed, phenomena, players, single, size_key, what)
    return out


def _planar_cards(ed: Edition, names: list[str], size_key: tuple[str, ...],
                  out: list[Violation]) -> list[str]:
    """The phenomena among ``names``, noting in ``out`` unknown and non-planar cards."""
    phenomena = []
    for n in dict.fromkeys(names):
        try:
            c = card(n, ed.name)
        except UnknownCardError as exc:
            out.append(_v(ed, size_key, str(exc)))
            continue
        if "Phenomenon" in c.types:
            phenomena.append(n)
        elif not c.is_planar:
            out.append(_v(ed, size_key + ("plane.type",), f"{n} is not a plane or phenomenon "
                          "card and can't be in a planar deck"))
    return phenomena


def _phenomena_problems(ed: Edition, phenomena: list[str], players: int, single: bool,
                        size_key: tuple[str, ...], what: str) -> list[Violation]:
    limit = ed.feature("max_phenomena_per_deck")
    assert isinstance(limit, int)
    if single:
        limit *= players
    if phenomena and limit == 0:
        return [_v(ed, size_key + ("plane.type",), f"these rules have no phenomena, and a "
                   f"planar deck is made of plane cards only: {', '.join(phenomena)}")]
    if len(phenomena) > limit:
        return [_v(ed, size_key, f"{what} may hold at most {limit} phenomena; it has "
                   f"{len(phenomena)} ({', '.join(phenomena)})")]
    return []


@card_cache  # (a plane of a user's own card file redefined: checked anew)
@lru_cache(maxsize=256)
def _legal_deck(names: tuple[str, ...], edition: str, players: int, single: bool) -> bool:
    """Whether :func:`check_planar_deck` finds nothing wrong with a deck of ``names``.

    Every new game checks its freshly shuffled built-in decks (901.4), so the answer is
    kept: it doesn't depend on the order of the cards (only the wording of a problem does,
    and a deck with problems is checked again to word them), so ``names`` come sorted."""
    return not check_planar_deck(names, edition, players, single)


def start_planechase(ctx: Ctx, names: list[str], active: str, pc: Mapping[str, Any],
                     first: str | None = None) -> None:
    """Set up the planar decks (901.3, 901.4) and the starting plane (901.5), from the planar
    deck of ``first``, the player who took the first turn (default ``active``).

    ``pc`` keys: ``decks`` (player -> card names, top first), ``single deck`` (one communal
    deck, 901.15), ``face up`` (a name or list: start with these face up instead of 901.5),
    ``rolls this turn`` (special-action rolls the active player has made this turn),
    ``coin flips`` (the results the next coin flips take, ``won`` or ``lost``), and
    ``check decks`` (check 901.3 for the given decks). Without ``decks`` or ``single deck``
    each player gets their built-in deck, shuffled with the game's seed.

    >>> from magictutor.engine.setup import build_game
    >>> s = build_game(["Alice", "Bob"], planechase={"decks": {"Alice": ["Naar Isle"]},
    ...                                               "face up": "Tazeem", "rolls this turn": 1})
    >>> [o.name for o in s.zone("faceup")], [o.name for o in s.zone("planar:Alice")]
    (['Tazeem'], ['Naar Isle'])
    """
    from magictutor.model.state import Planechase

    _check_keys(pc)
    decks, check = _planar_decks(ctx, names, pc)
    if check:
        _check_decks(ctx, decks, len(names))
    for owner, cards in decks.items():
        _put_deck(ctx, owner, cards, names, active)
    single = pc.get("single deck")
    ctx.planechase = Planechase(controller=active, single_deck=single is not None)
    if teams(ctx):
        ctx.emit("setup", ("The single planar deck option is used" if single is not None else
                           "Each player has their own planar deck")
                 + f"; the planar controller is the active team's primary player, {active}",
                 *(() if single is not None else ("pc.2hg_decks",)), "pc.2hg_controller",
                 auto=True)
    _rolls_this_turn(ctx, pc, active)
    _coin_flips(ctx, pc)
    if not _face_up_given(ctx, pc, active):
        start_plane(ctx, first or active)


def _check_keys(pc: Mapping[str, Any]) -> None:
    for key in pc:
        if key not in PLANECHASE_KEYS:
            hint = suggest(str(key), PLANECHASE_KEYS)
            more = f" (did you mean {hint[0]!r}?)" if hint else ""
            raise SetupError(f"unknown planechase key {key!r}{more}; known keys: "
                             f"{', '.join(PLANECHASE_KEYS)}")
    if "decks" in pc and "single deck" in pc:
        raise SetupError("give either 'decks' or 'single deck', not both")


def _planar_decks(ctx: Ctx, names: list[str], pc: Mapping[str, Any]
                  ) -> tuple[dict[str, list[str]], bool]:
    """The planar decks by owner (``shared``: the single planar deck), top first, and
    whether 901.3 must be checked (built-in decks, or ``check decks``)."""
    single = pc.get("single deck")
    decks: dict[str, list[str]] = {}
    check = bool(pc.get("check decks", False))
    if single is not None:
        decks["shared"] = _names(single, "single deck")
    elif pc.get("decks") is not None:
        if not isinstance(pc["decks"], Mapping):
            raise SetupError("planechase 'decks' maps each player to a list of planar cards")
        decks = {str(k): _names(v, f"deck of {k}") for k, v in pc["decks"].items()}
    else:
        check = True
        for i, n in enumerate(names):
            cards = list(builtin_deck(i, ctx.edition))
            order = ctx.chance("shuffle planar deck", _shuffler(len(cards)))
            decks[n] = [cards[j] for j in order]
        ctx.emit("setup", "Each player shuffles their built-in planar deck", "pc.shuffle",
                 "pc.command_zone", auto=True)
    return decks, check


def _check_decks(ctx: Ctx, decks: dict[str, list[str]], players: int) -> None:
    """901.3 (901.15a for the single deck): refuse a deck that breaks the deck rules."""
    for owner, cards in decks.items():
        if _legal_deck(tuple(sorted(cards)), ctx.edition, players, owner == "shared"):
            continue
        problems = check_planar_deck(cards, ctx.edition, players, owner == "shared")
        if problems:
            whose = "the single planar deck" if owner == "shared" else f"{owner}'s planar deck"
            raise SetupError(f"{whose} breaks the deck rules: " + "; ".join(
                f"{why} ({', '.join(rules)})" for rules, why in problems))


def _put_deck(ctx: Ctx, owner: str, cards: list[str], names: list[str], active: str) -> None:
    """Make ``owner``'s planar deck (face down in the command zone, 901.3)."""
    from magictutor.model.state import Obj, copy_card

    if owner != "shared" and owner not in names:
        raise SetupError(f"planar deck for {owner!r}, who is not a player")
    who = active if owner == "shared" else owner
    face_down = Obj(id=0, name="", kind="card", owner=who, controller=who, zone="command",
                    face_up=False)  # (each card of the deck is a copy: copy_card)
    for name in cards:
        c = card(name, ctx.edition)
        if not c.is_planar:
            raise SetupError(f"{name} is not a plane or phenomenon card, so it can't be in a "
                             "planar deck")
        if "Phenomenon" in c.types and not ctx.feature("phenomena"):
            # (300.1 lists no phenomenon card type; 901.3: a planar deck of plane cards)
            raise SetupError(f"{name} is a phenomenon, and the {ctx.edition} rules have no "
                             "phenomena (they arrived in June 2012)",
                             field=f"planechase.decks.{owner}", rules=("300.1", "901.3"))
        ctx.add_object(copy_card(face_down, ctx.new_id(), name), f"planar:{owner}")


def _coin_flips(ctx: Ctx, pc: Mapping[str, Any]) -> None:
    """``coin flips``: the results (``won``, ``lost``) the game's next coin flips take, in
    order, before any drawn from the seed (:mod:`magictutor.rules.coin`)."""
    flips = pc.get("coin flips") or ()
    if not isinstance(flips, (list, tuple)) or not all(f in ("won", "lost") for f in flips) \
            or len(flips) > MAX_COIN_FLIPS:
        raise SetupError(f"'coin flips' is a list of at most {MAX_COIN_FLIPS} results, each "
                         f"'won' or 'lost', not {flips!r}"[:300])
    if flips:
        ctx.extra["coin flips"] = tuple(flips)


MAX_COIN_FLIPS = 1000


def _rolls_this_turn(ctx: Ctx, pc: Mapping[str, Any], active: str) -> None:
    rolls = pc.get("rolls this turn", 0) or 0
    if not isinstance(rolls, int) or isinstance(rolls, bool) or rolls < 0:
        raise SetupError(f"'rolls this turn' is a whole number of rolls, not {rolls!r}")
    if rolls:
        ctx.set_player(active, rolls=rolls)


def _face_up_given(ctx: Ctx, pc: Mapping[str, Any], active: str) -> bool:
    """Turn up the planar cards ``face up`` names instead of 901.5; whether there were any."""
    face_up = pc.get("face up")
    if not face_up:
        return False
    from magictutor.rules.planechase.zones import turn_up

    for name in ([face_up] if isinstance(face_up, str) else list(face_up)):
        turn_up(ctx, _find_planar(ctx, str(name), active))
    up = ", ".join(ctx.objects[i].name for i in ctx.zones["faceup"])
    ctx.emit("setup", f"The situation starts with {up} face up", "plane.command", auto=True)
    return True


def _shuffler(size: int) -> Any:
    return lambda rng: rng.sample(range(size), size)


def _names(value: Any, what: str) -> list[str]:
    if isinstance(value, str) or not isinstance(value, Iterable):
        raise SetupError(f"the {what} is a list of card names, not {value!r}")
    return [str(v) for v in value]


def _find_planar(ctx: Ctx, name: str, active: str) -> int:
    """The planar card called ``name`` (the active player's first), or a new one they own."""
    from magictutor.model.state import Obj

    keys = [f"planar:{active}", "planar:shared"] + sorted(k for k in ctx.zones
                                                         if k.startswith("planar:"))
    for key in keys:
        for oid in ctx.zones.get(key, []):
            if ctx.objects[oid].name == name:
                return oid
    c = card(name, ctx.edition)
    if not c.is_planar:
        raise SetupError(f"{name} is not a plane or phenomenon card, so it can't be face up in "
                         "the command zone")
    if "Phenomenon" in c.types and not ctx.feature("phenomena"):
        raise SetupError(f"{name} is a phenomenon, and the {ctx.edition} rules have none")
    key = "planar:shared" if ctx.planechase and ctx.planechase.single_deck else f"planar:{active}"
    o = Obj(id=ctx.new_id(), name=name, kind="card", owner=active, controller=active,
            zone="command", face_up=False)
    ctx.add_object(o, key)
    return o.id


def start_plane(ctx: Ctx, player: str) -> None:
    """901.5: the starting player turns up their top planar card; a phenomenon goes to the
    bottom and they try again (from ``2013-07``). Nothing triggers: this is not
    planeswalking. A deck without a plane card leaves the command zone without a face-up
    plane (the kit's house rule, ``docs/house-rules.md``).

    >>> from magictutor.engine.context import Ctx
    >>> from magictutor.engine.setup import build_game
    >>> ctx = Ctx(build_game(["Alice", "Bob"], active="Bob", planechase={"decks": {
    ...     "Alice": ["Spatial Merging", "Tazeem"]}}))
    >>> start_plane(ctx, "Alice")
    >>> [ctx.objects[i].name for i in ctx.zones["faceup"]], ctx.events[-1].rules
    (['Tazeem'], ('901.5', '103.6'))
    """
    from magictutor.rules.planechase.zones import deck_owner, to_bottom, turn_up

    key = f"planar:{deck_owner(ctx, player)}"
    deck = ctx.ids(key)
    for _ in range(len(deck)):
        top = ctx.objects[deck[0]]
        if "Phenomenon" in card(top.name, ctx.edition).types:
            to_bottom(ctx, top.id, new_object=False)
            ctx.emit("setup", f"{top.name} is a phenomenon: it goes to the bottom of the planar "
                     "deck, and the next card is turned up", "pc.start", auto=True)
            continue
        turn_up(ctx, top.id)
        ctx.emit("setup", f"{player} turns {top.name} face up as the starting plane; no "
                 "ability triggers, since nobody planeswalked", "pc.start", "pc.start_game",
                 auto=True)
        return
    whose = "the single planar deck" if key == "planar:shared" else f"{player}'s planar deck"
    ctx.emit("setup", f"{whose} has no plane card, so no starting plane is turned face up (the "
             "kit's house rule: the impossible part is ignored); the first planeswalk turns "
             "one up", "pc.start", "game.impossible", auto=True)
