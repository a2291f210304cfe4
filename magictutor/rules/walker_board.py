"""Effect words of the planeswalker cards that act on permanents and players (registered with
:func:`magictutor.rules.effects.effect`; imported by :mod:`magictutor.rules.loyalty_effects`):

* ``{exile_for_life: target}`` (Ajani Unyielding -2): exile the creature; its controller
  gains life equal to its toughness;
* ``{loyalty_to_others: N}`` (Ajani Unyielding -9): N loyalty counters on each other
  planeswalker you control;
* ``{animate_lands: [P, T], subtypes: [...], keywords: [...], to: ...}`` (Nissa, Steward of
  Elements -6): untap the lands; they become P/T creatures for the rest of the game, still
  lands;
* ``{fleeting_tokens: {...}, count: N}`` (Chandra, Flamecaller +1): create the tokens, and
  exile them at the beginning of the next end step (a delayed trigger, 603.7);
* ``{sacrifice_for_token: {...}}`` (Sarkhan the Mad -2): the target creature's controller
  sacrifices it, then creates the token;
* ``{subtype_strike: Dragon, to: target}`` (Sarkhan the Mad -4): each creature of yours of
  that subtype deals damage equal to its power;
* ``{loyalty_per_creature: target}`` (Gideon, Champion of Justice +1);
* ``{become_loyalty_creature: [Human, Soldier]}`` (Gideon, Champion of Justice 0): a creature
  whose power and toughness are its loyalty, still a planeswalker, until end of turn;
* ``{exile_all_other: true}`` (Gideon, Champion of Justice -15);
* ``{lose_unless: 3, who: each opponent}`` (Nicol Bolas, the Deceiver +3): each loses that
  much life unless they sacrifice a nonland permanent or discard a card.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from magictutor.model.query import chars_of
from magictutor.model.work import Work, ask, push
from magictutor.rules.doubling import put_counters
from magictutor.rules.effects import amount, effect, refs, src_name
from magictutor.rules.walker_zones import exile

if TYPE_CHECKING:  # pragma: no cover
    from magictutor.engine.context import Ctx


def _source(ctx: Ctx, res: dict) -> Any:
    return ctx.objects.get(res.get("source"))


def _on_battlefield(ctx: Ctx, ids: Any) -> list[int]:
    return [r for r in ids if isinstance(r, int) and r in ctx.objects
            and ctx.objects[r].zone == "battlefield"]


def _new_token(ctx: Ctx, tok: Any, who: str) -> int:
    from magictutor.model.state import Obj

    oid = ctx.new_id()
    ctx.add_object(Obj(id=oid, name=dict(tok).get("name", "Token"), kind="token", owner=who,
                       controller=who, zone="battlefield", since_turn=ctx.turn,
                       info=(("token", tok),)), "battlefield")
    return oid


def sacrifice(ctx: Ctx, oid: int, why: str) -> None:
    """Its controller sacrifices the permanent: it goes to its owner's graveyard, whatever
    its indestructibility (701.14 / 701.21 today)."""
    from magictutor.rules.triggers import fire

    o = ctx.objects[oid]
    was_creature = chars_of(ctx, oid).is_creature
    ctx.move(oid, "graveyard")
    ctx.emit("sacrifice", f"{o.controller} sacrifices {o.name}{why}", "kw.sacrifice",
             card=o.name)
    fire(ctx, "dies", obj=oid, name=o.name, creature=was_creature)


# --- Ajani Unyielding -----------------------------------------------------------------------
@effect("exile_for_life")
def _exile_for_life(ctx: Ctx, w: Work, spec: dict, res: dict) -> None:
    """Exile the creature; its controller gains life equal to its toughness as it last
    existed on the battlefield."""
    for r in _on_battlefield(ctx, refs(ctx, res, spec.get("exile_for_life", "target"))):
        o, toughness = ctx.objects[r], chars_of(ctx, r).toughness or 0
        exile(ctx, r, f" ({src_name(res)})")
        if ctx.is_live(o.controller):
            ctx.set_player(o.controller, life=ctx.player(o.controller).life + toughness)
            ctx.emit("life", f"{o.controller} gains {toughness} life, {o.name}'s toughness "
                     f"({src_name(res)})", "life.change", player=o.controller)


@effect("loyalty_to_others")
def _loyalty_to_others(ctx: Ctx, w: Work, spec: dict, res: dict) -> None:
    """Put N loyalty counters on each other planeswalker you control."""
    n = amount(ctx, res, spec["loyalty_to_others"])
    for i in list(ctx.zones.get("battlefield", ())):
        o = ctx.objects[i]
        if i != res.get("source") and o.controller == res["controller"] \
                and chars_of(ctx, i).is_planeswalker:
            put = put_counters(ctx, i, "loyalty", n)
            ctx.emit("counters", f"{o.name} gets {put} loyalty counters ({src_name(res)})",
                     "counters.rule", "pw.loyalty_counters", obj=i)


# --- Nissa, Steward of Elements -6 --------------------------------------------------------------
@effect("animate_lands")
def _animate_lands(ctx: Ctx, w: Work, spec: dict, res: dict) -> None:
    """Untap the lands; each becomes a P/T creature with those subtypes and keywords for
    ``until`` (``end of turn`` for Nissa, Steward of Elements; the rest of the game when none
    is given), and is still a land (205.1b)."""
    p, t = spec["animate_lands"]
    kws, until = tuple(spec.get("keywords", ())), spec.get("until", "game")
    lasting = "until end of turn" if until == "end of turn" else "for the rest of the game"
    for r in _on_battlefield(ctx, refs(ctx, res, spec.get("to", "target"))):
        ctx.set_obj(r, tapped=False)
        ctx.add_effect("become_creature", _source(ctx, res), res["controller"], affected=(r,),
                       until=until, power=p, toughness=t,
                       subtypes=tuple(spec.get("subtypes", ())))
        if kws:
            ctx.add_effect("grant", _source(ctx, res), res["controller"], affected=(r,),
                           until=until, keywords=kws)
        ctx.emit("become", f"{ctx.objects[r].name} untaps and becomes a {p}/{t} creature"
                 f"{' with ' + ', '.join(kws) if kws else ''} {lasting}; it is still a land "
                 f"({src_name(res)})", "type.retains", "kw.tap_untap", obj=r)


# --- Chandra, Flamecaller +1 ----------------------------------------------------------------
@effect("fleeting_tokens")
def _fleeting_tokens(ctx: Ctx, w: Work, spec: dict, res: dict) -> None:
    """Create the tokens and set up a delayed triggered ability exiling them at the beginning
    of the next end step (603.7); one that has left the battlefield by then is a new object
    and stays where it is (603.7c)."""
    tok, you = spec["fleeting_tokens"], res["controller"]
    ids = tuple(_new_token(ctx, tok, you) for _ in range(amount(ctx, res, spec.get("count", 1))))
    name = dict(tok).get("name", "Token")
    ctx.emit("token", f"{you} creates {len(ids)} {name} token(s) ({src_name(res)})",
             "token.create")
    exile_at_next_end(ctx, res, ids, f"the {name} tokens")


def exile_at_next_end(ctx: Ctx, res: dict, ids: tuple[int, ...], what: str) -> None:
    """Set up a delayed triggered ability of the resolving ability ``res`` that exiles exactly
    the objects ``ids`` (as they are now: a later new object is not one of them) at the
    beginning of the next end step (603.7, 603.7c)."""
    from magictutor.rules.delayed import create_delayed

    text = f"exile {what} {src_name(res)} created"
    create_delayed(ctx, _source(ctx, res), res["controller"], "step", text,
                   effects=((("exile_remembered", True),),), step="end", obj=ids,
                   gen=tuple(ctx.objects[i].gen for i in ids),
                   name=f"{src_name(res)} delayed trigger")
    ctx.emit("delayed", f"At the beginning of the next end step, {text}", "ability.delayed")


@effect("exile_remembered")
def _exile_remembered(ctx: Ctx, w: Work, spec: dict, res: dict) -> None:
    """A delayed ability exiles the objects it remembers that are still the same objects on
    the battlefield (603.7c, 400.7)."""
    info = dict(res.get("info", ()))
    for oid, gen in zip(info.get("obj", ()), info.get("gen", ()), strict=False):
        o = ctx.objects.get(oid)
        if o is not None and o.zone == "battlefield" and o.gen == gen:
            exile(ctx, oid, f" ({src_name(res)})", )
        else:
            ctx.emit("delayed", "A token it remembers is gone or a new object: nothing happens "
                     "to it", "delayed.object", "game.new_object")


# --- Sarkhan the Mad -2 and -4 ----------------------------------------------------------------
@effect("sacrifice_for_token")
def _sacrifice_for_token(ctx: Ctx, w: Work, spec: dict, res: dict) -> None:
    """The target creature's controller sacrifices it, then that player creates the token."""
    for r in _on_battlefield(ctx, refs(ctx, res, "target")):
        who = ctx.objects[r].controller
        sacrifice(ctx, r, f" ({src_name(res)})")
        tok = spec["sacrifice_for_token"]
        _new_token(ctx, tok, who)
        ctx.emit("token", f"{who} creates a {dict(tok).get('name', 'Token')} token "
                 f"({src_name(res)})", "token.create")


@effect("subtype_strike")
def _subtype_strike(ctx: Ctx, w: Work, spec: dict, res: dict) -> None:
    """Each creature of that subtype you control deals damage equal to its power to each one
    named; each is the source of its own damage."""
    sub, you = spec["subtype_strike"], res["controller"]
    works = []
    for i in ctx.zones.get("battlefield", ()):
        c = chars_of(ctx, i)
        if ctx.objects[i].controller == you and c.is_creature and sub in c.subtypes:
            for t in refs(ctx, res, spec.get("to", "target")):
                works.append(Work("damage", {
                    "source": i, "source_name": ctx.objects[i].name, "controller": you,
                    "target": t, "amount": max(0, c.power or 0), "combat": False,
                    "applied": ()}))
    if not works:
        ctx.emit("damage", f"{you} controls no {sub} creature ({src_name(res)})")
    push(ctx, *works)


# --- Gideon, Champion of Justice ----------------------------------------------------------------
@effect("loyalty_per_creature")
def _loyalty_per_creature(ctx: Ctx, w: Work, spec: dict, res: dict) -> None:
    """A loyalty counter on the source for each creature the named player controls."""
    players = [p for p in refs(ctx, res, spec["loyalty_per_creature"]) if isinstance(p, str)]
    n = sum(1 for i in ctx.zones.get("battlefield", ()) if ctx.objects[i].controller in players
            and chars_of(ctx, i).is_creature)
    for s in refs(ctx, res, "self"):
        assert isinstance(s, int)  # ("self": the source, a permanent)
        put = put_counters(ctx, s, "loyalty", n)
        ctx.emit("counters", f"{ctx.objects[s].name} gets {put} loyalty counter(s), one for each "
                 f"creature {' and '.join(players) or 'no one'} controls", "counters.rule",
                 "pw.loyalty_counters", obj=s)


@effect("become_loyalty_creature")
def _become_loyalty_creature(ctx: Ctx, w: Work, spec: dict, res: dict) -> None:
    """Until end of turn the source is a creature with those subtypes whose power and
    toughness are each its number of loyalty counters (read continuously, not fixed now);
    still a planeswalker."""
    for s in refs(ctx, res, "self"):
        ctx.add_effect("become_creature", ctx.objects[s], res["controller"], affected=(s,),
                       power="loyalty", toughness="loyalty",
                       subtypes=tuple(spec.get("become_loyalty_creature") or ()))
        ctx.emit("become", f"{ctx.objects[s].name} becomes a creature until end of turn, with "
                 "power and toughness each equal to its loyalty; it is still a planeswalker",
                 "type.retains", obj=s)


@effect("exile_all_other")
def _exile_all_other(ctx: Ctx, w: Work, spec: dict, res: dict) -> None:
    """Exile every permanent but the source."""
    for i in [i for i in ctx.zones.get("battlefield", ()) if i != res.get("source")]:
        exile(ctx, i, f" ({src_name(res)})")


# --- Nicol Bolas, the Deceiver +3 ---------------------------------------------------------------
@effect("lose_unless")
def _lose_unless(ctx: Ctx, w: Work, spec: dict, res: dict) -> None:
    """Each player named, in turn order, chooses: sacrifice a nonland permanent, discard a
    card, or lose that much life (only the choices they can carry out are offered)."""
    n = amount(ctx, res, spec["lose_unless"])
    todo = w.get("todo")
    if todo is None:
        todo = tuple(p for p in refs(ctx, res, spec.get("who", "each opponent"))
                     if isinstance(p, str) and ctx.is_live(p))
    if not todo:
        return
    p, answer, mode = todo[0], w.get("answer"), w.get("mode")
    nonland = [i for i in ctx.zones.get("battlefield", ()) if ctx.objects[i].controller == p
               and not chars_of(ctx, i).is_land]
    hand = list(ctx.ids(f"{p}:hand"))
    pool = {"sacrifice": nonland, "discard": hand}
    if mode is None:
        modes = [m for m in ("sacrifice", "discard") if pool[m]] + [f"lose {n} life"]
        if answer not in modes:
            ask(ctx, w.but(todo=todo, answer=None), p, "option", modes,
                f"{p}: sacrifice a nonland permanent, discard a card, or lose {n} life "
                f"({src_name(res)})", "kw.sacrifice", "kw.discard")
            return
        mode, answer = answer, None
    if mode in pool and answer not in pool[mode]:
        ask(ctx, w.but(todo=todo, mode=mode, answer=None), p, "option", pool[mode],
            f"{p}: choose the card to {mode} ({src_name(res)})", f"kw.{mode}")
        return
    _carry_out(ctx, p, mode, answer, n, res)
    push(ctx, w.but(todo=todo[1:], mode=None, answer=None))


def _carry_out(ctx: Ctx, p: str, mode: str, answer: Any, n: int, res: dict) -> None:
    if mode == "sacrifice":
        sacrifice(ctx, answer, f" ({src_name(res)})")
    elif mode == "discard":
        name = ctx.objects[answer].name
        ctx.move(answer, "graveyard")
        ctx.emit("discard", f"{p} discards {name} ({src_name(res)})", "kw.discard", player=p,
                 card=name)
    else:
        ctx.set_player(p, life=ctx.player(p).life - n)
        ctx.emit("life", f"{p} loses {n} life ({src_name(res)})", "life.change", player=p)
