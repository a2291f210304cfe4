"""Card effects of the planeswalker teaching set that need more than the basic vocabulary.

Each handler is registered with :func:`magictutor.rules.effects.effect` under the key a card file
uses, and is imported by :mod:`magictutor.engine.apply`:

* ``{discard_then: 1, if_color: R, then: [...]}`` (Chandra Ablaze +1): you discard a card of
  your choice; if it has that colour, the ``then`` effects happen;
* ``{cast_from_graveyard: [R], types: [Instant, Sorcery]}`` (Chandra Ablaze -7): cast any
  number of such cards from your graveyard without paying their mana costs, one choice at a
  time, while the ability resolves (608.2f);
* ``{search_to_top: you}`` (Liliana Vess -2): search your library for a card, shuffle, put it
  on top;
* ``{reanimate_all: Creature}`` (Liliana Vess -8): every creature card in every graveyard
  enters the battlefield under your control;
* ``{control_player: target}`` (Sorin Markov -7) and ``{must_attack_self: target}``
  (Gideon Jura +2): effects that wait for the target player's next turn
  (:mod:`magictutor.rules.control`);
* ``{no_untap: target}`` (Ajani Vengeant +1) and ``{grant: [vigilance], to: ...}``
  (Ajani Goldmane -1).

>>> from magictutor.rules.effects import EFFECTS
>>> sorted(k for k in EFFECTS if k in ("discard_then", "search_to_top", "control_player"))
['control_player', 'discard_then', 'search_to_top']
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from magictutor.cards import card
from magictutor.model.work import Work, ask, push
from magictutor.rules import walker_board, walker_zones  # noqa: F401  (their words register)
from magictutor.rules.effects import effect, effect_works, refs, src_name
from magictutor.rules.free_cast import cast_ban, refused_cast
from magictutor.rules.targets import candidates

if TYPE_CHECKING:  # pragma: no cover
    from magictutor.engine.context import Ctx

DONE = "done"
"""The answer that ends "cast any number of ..." (Chandra Ablaze -7)."""


def _same_name_only(ctx: Ctx, ids: list[int]) -> bool:
    return len({ctx.objects[i].name for i in ids}) <= 1


# --- Chandra Ablaze +1 ----------------------------------------------------------------------
@effect("discard_then")
def _discard_then(ctx: Ctx, w: Work, spec: dict, res: dict) -> None:
    """You discard a card of your choice; if it has the colour ``if_color``, ``then`` happens."""
    you = res["controller"]
    hand = list(ctx.ids(f"{you}:hand"))
    if not hand:
        ctx.emit("discard", f"{you} has no card to discard, so nothing more happens "
                 f"({src_name(res)})", "kw.discard", player=you)
        return
    answer = w.get("answer")
    if answer not in hand:
        if len(hand) > 1 and not _same_name_only(ctx, hand):
            ask(ctx, w.but(answer=None), you, "option", hand,
                f"{you}: choose a card to discard for {src_name(res)}", "kw.discard")
            return
        answer = hand[0]
    name = ctx.objects[answer].name
    color = spec.get("if_color", "R")
    ctx.move(answer, "graveyard")
    ctx.emit("discard", f"{you} discards {name} ({src_name(res)})", "kw.discard", player=you,
             card=name)
    if color in card(name, ctx.edition).colors:
        push(ctx, *effect_works(res, spec.get("then", ())))
    else:
        ctx.emit("discard", f"{name} is not {_COLOR_WORDS.get(color, color)}, so "
                 f"{src_name(res)} does nothing more", player=you)


_COLOR_WORDS = {"W": "white", "U": "blue", "B": "black", "R": "red", "G": "green"}


# --- Chandra Ablaze -7 ----------------------------------------------------------------------
def _spell_specs(name: str, edition: str) -> tuple[str, ...]:
    spell = card(name, edition).abilities_of("spell")
    return spell[0][1].targets if spell else ()


def _castable(ctx: Ctx, you: str, colors: tuple, types: tuple, skip: tuple = ()) -> list[int]:
    """Cards in ``you``'s graveyard of those colours and types that have legal targets."""
    out = []
    for oid in ctx.ids(f"{you}:graveyard"):
        if oid in skip:
            continue
        c = card(ctx.objects[oid].name, ctx.edition)
        if not set(colors) & set(c.colors) or not set(types) & set(c.types):
            continue
        if all(candidates(ctx, s, you) for s in _spell_specs(c.name, ctx.edition)):
            out.append(oid)
    return out


def _offered(ctx: Ctx, you: str, colors: tuple, types: tuple, skip: tuple) -> list[int]:
    """The castable cards ``you`` may cast now: none that an effect forbids them to cast (a
    "can't" beats the ability's cast, 101.2; the log says why when that leaves none)."""
    found = _castable(ctx, you, colors, types, skip)
    opts = [i for i in found if cast_ban(ctx, you, ctx.objects[i]) is None]
    if not opts and found:
        refused_cast(ctx, you, ctx.objects[found[0]], "cast.during_resolution")
    return opts


@effect("cast_from_graveyard")
def _cast_from_graveyard(ctx: Ctx, w: Work, spec: dict, res: dict) -> None:
    """Offer the castable cards one at a time (or ``done``); each chosen card is cast at
    once, its targets chosen, without paying its mana cost (X is 0)."""
    you = res["controller"]
    colors = tuple(spec.get("cast_from_graveyard") or ())
    types = tuple(spec.get("types", ("Instant", "Sorcery")))
    oid = w.get("card")
    if oid is None:
        opts = _offered(ctx, you, colors, types, tuple(w.get("skip", ())))
        answer = w.get("answer")
        if not opts or answer == DONE:
            ctx.emit("cast", f"{you} casts no more cards from their graveyard "
                     f"({src_name(res)})", "cast.during_resolution", player=you)
            return
        if answer not in opts:
            ask(ctx, w.but(answer=None), you, "option", opts + [DONE],
                f"{you}: choose a card to cast from your graveyard without paying its mana "
                f"cost ({src_name(res)}), or {DONE!r}", "cast.during_resolution",
                "cost.alternative")
            return
        w, oid = w.but(card=answer, answer=None, chosen=()), answer
    name = ctx.objects[oid].name
    specs = _spell_specs(name, ctx.edition)
    chosen = tuple(w.get("chosen", ()))
    if w.get("answer") is not None:
        chosen += (w.get("answer"),)
        w = w.but(answer=None, chosen=chosen)
    while len(chosen) < len(specs):
        spec_word = specs[len(chosen)]
        taken = [t for s, t in zip(specs, chosen, strict=False) if s == spec_word]
        legal = [c for c in candidates(ctx, spec_word, you) if c not in taken]
        if len(legal) != 1:
            if not legal:  # 601.2c: no legal target, so it can't be cast; offer the rest
                ctx.emit("cast", f"{name} has no legal target left and can't be cast",
                         "cast.targets")
                push(ctx, w.but(card=None, chosen=(), answer=None, skip=w.get("skip", ())
                                + (oid,)))
                return
            ask(ctx, w.but(chosen=chosen), you, "target", legal,
                f"{you}: choose a target ({spec_word}) for {name}", "cast.targets")
            return
        chosen += (legal[0],)
    _put_spell_on_stack(ctx, you, oid, chosen, res)
    push(ctx, w.but(card=None, chosen=(), answer=None))


def _put_spell_on_stack(ctx: Ctx, you: str, oid: int, targets: tuple, res: dict) -> None:
    c = card(ctx.objects[oid].name, ctx.edition)
    gens = tuple(ctx.objects[t].gen if isinstance(t, int) else 0 for t in targets)
    moved = ctx.move(oid, "stack", controller=you)
    x = 0 if "{X}" in c.cost.upper() else None
    ctx.set_obj(oid, targets=targets, x=x, info=moved.info + (("tgen", gens),
                                                             ("cast from", "graveyard")))
    tgt = f" targeting {', '.join(ctx.describe(t) for t in targets)}" if targets else ""
    ctx.emit("cast", f"{you} casts {c.name} from their graveyard without paying its mana cost"
             f"{tgt} ({src_name(res)}); it goes on the stack", "cast.during_resolution",
             "cost.alternative", "cast.steps", player=you, card=c.name)
    from magictutor.rules.triggers import fire

    fire(ctx, "cast", player=you, card=oid)


# --- Liliana Vess -2 and -8 -----------------------------------------------------------------
@effect("search_to_top")
def _search_to_top(ctx: Ctx, w: Work, spec: dict, res: dict) -> None:
    """Search your library for any card, shuffle it, put that card on top (701.15/701.16)."""
    you = res["controller"]
    key = f"{you}:library"
    lib = list(ctx.ids(key))
    if not lib:
        ctx.emit("search", f"{you} searches an empty library and finds nothing "
                 f"({src_name(res)})", "kw.search", player=you)
        return
    answer = w.get("answer")
    if answer not in lib:
        if not _same_name_only(ctx, lib):
            ask(ctx, w.but(answer=None), you, "option", lib,
                f"{you}: choose a card of your library to put on top ({src_name(res)})",
                "kw.search")
            return
        answer = lib[0]
    rest = [i for i in lib if i != answer]
    order = ctx.chance("shuffle", lambda rng: tuple(rng.sample(rest, len(rest))))
    ctx.set_zone(key, [answer] + [i for i in order if i in rest])
    ctx.emit("search", f"{you} searches their library for a card, shuffles it and puts "
             f"{ctx.objects[answer].name} on top ({src_name(res)})", "kw.search",
             "kw.shuffle", player=you, card=ctx.objects[answer].name)


@effect("reanimate_all")
def _reanimate_all(ctx: Ctx, w: Work, spec: dict, res: dict) -> None:
    """Every card of the type in every graveyard enters the battlefield under your control,
    all at once (603.6a)."""
    from magictutor.rules.enter_together import enter_together

    kind = spec.get("reanimate_all", "Creature")
    you = res["controller"]
    moved = tuple(w.get("moving", ())) or tuple(
        oid for p in ctx.apnap() for oid in ctx.ids(f"{p}:graveyard")
        if kind in card(ctx.objects[oid].name, ctx.edition).types)
    if moved:
        enter_together(ctx, w.but(moving=moved), moved, you)
    else:
        ctx.emit("enter", f"There is no {kind.lower()} card in any graveyard ({src_name(res)})")


# --- effects that wait for a player's next turn ------------------------------------------------
@effect("control_player")
def _control_player(ctx: Ctx, w: Work, spec: dict, res: dict) -> None:
    """You will control the target player during that player's next turn (712.1)."""
    you = res["controller"]
    for p in refs(ctx, res, spec.get("control_player", "target")):
        if isinstance(p, str) and ctx.is_live(p):
            src = ctx.objects.get(res.get("source"))
            ctx.add_effect("control_player", src, you, affected=(p,), until="their next turn",
                           player=p, turn=None, name=src_name(res))
            whom = "themselves" if p == you else p
            ctx.emit("control", f"{you} will control {whom} during {p}'s next turn: every "
                     f"choice {p} makes then is made by {you} ({src_name(res)})",
                     "player.control", "player.control_decisions", player=p)


@effect("must_attack_self")
def _must_attack_self(ctx: Ctx, w: Work, spec: dict, res: dict) -> None:
    """During the target player's next turn, their creatures attack the source if able."""
    s = res.get("source")
    src = ctx.objects.get(s)
    gen = dict(res.get("info", ())).get("source_gen", src.gen if src else 0)
    for p in refs(ctx, res, spec.get("must_attack_self", "target")):
        if isinstance(p, str) and ctx.is_live(p):
            ctx.add_effect("must_attack", src, res["controller"], affected=(p,),
                           until="their next turn", player=p, target=s, target_gen=gen,
                           turn=None, name=src_name(res))
            ctx.emit("effect", f"During {p}'s next turn, each creature {p} controls attacks "
                     f"{src_name(res)} if able", "turn.attack_requirements", player=p)


@effect("no_untap")
def _no_untap(ctx: Ctx, w: Work, spec: dict, res: dict) -> None:
    """The permanent doesn't untap during its controller's next untap step (502.2)."""
    for r in refs(ctx, res, spec.get("no_untap", "target")):
        if isinstance(r, int) and ctx.objects[r].zone == "battlefield":
            o = ctx.objects[r]
            ctx.add_effect("no_untap", ctx.objects.get(res.get("source")), res["controller"],
                           affected=(r,), until="next untap", name=src_name(res))
            ctx.emit("effect", f"{o.name} won't untap during {o.controller}'s next untap step "
                     f"({src_name(res)})", "turn.untap", obj=r)


@effect("grant")
def _grant(ctx: Ctx, w: Work, spec: dict, res: dict) -> None:
    """The objects gain keywords until end of turn; the set is fixed now (611.2c)."""
    kws = tuple(spec.get("grant") or ())
    targets = [r for r in refs(ctx, res, spec.get("to", "target")) if isinstance(r, int)]
    if not targets or not kws:
        return
    ctx.add_effect("grant", ctx.objects.get(res.get("source")), res["controller"],
                   affected=tuple(targets), keywords=kws)
    names = ", ".join(ctx.objects[i].name for i in targets)
    ctx.emit("grant", f"{names} gain{'s' if len(targets) == 1 else ''} {', '.join(kws)} until "
             f"end of turn ({src_name(res)})", "continuous.locked_set")


def describe_effect(e: Any) -> str:
    """A one-line description of an effect of this module, for displays.

    >>> from magictutor.model.state import Effect
    >>> describe_effect(Effect(1, "control_player", 5, "Sorin Markov -7", "Alice",
    ...                        affected=("Bob",)))
    "Alice controls Bob during Bob's next turn (Sorin Markov -7)"
    """
    who = e.affected[0] if e.affected else "?"
    if e.kind == "control_player":
        return f"{e.controller} controls {who} during {who}'s next turn ({e.source_name})"
    if e.kind == "must_attack":
        return f"{who}'s creatures attack {e.source_name} if able during {who}'s next turn"
    return f"{e.kind} ({e.source_name})"


@effect("emblem")
def fx_emblem(ctx: Ctx, w: Work, spec: dict, res: dict) -> None:
    """You get an emblem: ``{emblem: TEXT, keywords: [...], types: [...], pump: [P, T]}``
    (113.2; 114.2 today). The emblem is an object in the command zone (408.2), owned and
    controlled by you, with that ability and nothing else (113.3): no name (the kit shows it
    as "Emblem"), no type, cost or colour; neither a card nor a permanent (113.5), so nothing
    that acts on permanents touches it, and it stays for the rest of the game. Its ability,
    working from the command zone (113.4), is a continuous effect with no end that names it:
    permanents of those types you control have those keywords (and get +P/+T)."""
    from magictutor.model.query import EMBLEMS
    from magictutor.model.state import Obj

    you = res["controller"]
    oid = ctx.new_id()
    ctx.add_object(Obj(id=oid, name="Emblem", kind="emblem", owner=you, controller=you,
                       zone="command", since_turn=ctx.turn,
                       info=(("emblem", str(spec["emblem"])), ("from", src_name(res)))),
                   EMBLEMS)
    ctx.add_effect("emblem", ctx.objects[oid], you, until="game",
                   text=str(spec["emblem"]), keywords=tuple(spec.get("keywords", ())),
                   types=tuple(spec.get("types", ())), pump=tuple(spec.get("pump", ())),
                   emblem=oid, name=src_name(res))
    ctx.emit("emblem", f"{you} gets an emblem: {spec['emblem']} ({src_name(res)}); it is put "
             "into the command zone, owned and controlled by them", "emblem.create",
             "emblem.command", "command.emblems", player=you, obj=oid)
