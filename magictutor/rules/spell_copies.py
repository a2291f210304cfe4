"""Copies of spells (706.10; 707.10 today): the ``copy_spell`` effect word and what becomes
of a copy.

A copy of a spell is put onto the stack, not cast: nothing that waits for a spell to be cast
sees it, and it isn't counted among the spells cast this turn. It copies the spell's
characteristics and the choices made as it was cast, its targets and X among them (706.2;
707.2 today), and it is owned and controlled by the player who put it on the stack. Where the
effect says so, that player may choose new targets for it (706.10c / 707.10c: keep any target,
even one now illegal, or change it to a legal one). Glimmervoid Basin's copies are one for
each other player or object the spell could target, each targeting a different one (a rule of
its own from 2017-09: 706.10d / 707.10d); their controller chooses the order they are put on
the stack in. A copy that leaves the stack (it resolved, or was countered for want of a
legal target) ceases to exist (704.5e, 706.10a / 707.10a).

In the kit a copy is an object of kind ``"copy"``; it only ever exists on the stack.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from magictutor.cards import card
from magictutor.model.state import Obj
from magictutor.model.work import Work, ask, op, push
from magictutor.rules.effects import effect, src_name
from magictutor.rules.targets import candidates

if TYPE_CHECKING:  # pragma: no cover
    from magictutor.engine.context import Ctx

COPY = "copy"
"""The kind of the object a copy of a spell is (it has the name of the card it copies)."""


def spell_targets(name: str, edition: str) -> tuple[str, ...]:
    """The target words of the spell card ``name``."""
    spell = card(name, edition).abilities_of("spell")
    return spell[0][1].targets if spell else ()


@effect("copy_spell")
def fx_copy_spell(ctx: Ctx, w: Work, spec: dict, res: dict) -> None:
    """``{copy_spell: cast, new_targets: true}``: in a cast trigger, the player who cast the
    spell copies it (it need not be on the stack any more: the copy copies the spell as it
    was cast) and may choose new targets for the copy. With ``for_each_target: true``
    instead, they copy it once for each other player or object it could target."""
    info = dict(res.get("info", ()))
    snap, caster = info.get("spell"), info.get("caster")
    if snap is None or not (isinstance(caster, str) and ctx.is_live(caster)):
        ctx.emit("copy", f"There is no spell to copy ({src_name(res)})", "copy.spell")
        return
    data = {"snap": snap, "caster": caster, "source_name": src_name(res), "chosen": ()}
    if spec.get("for_each_target"):
        push(ctx, Work("copy_for_each", data))
    elif spec.get("new_targets") and spell_targets(snap[1], ctx.edition):
        push(ctx, Work("copy_retarget", data))
    else:
        _, _, targets, gens, _ = snap
        put_copy(ctx, snap, caster, targets, gens, src_name(res))


@op("copy_retarget")
def copy_retarget(ctx: Ctx, w: Work) -> None:
    """The copy's controller decides its targets one at a time (706.10c; 707.10c today):
    each the original's (kept even if now illegal) or a legal new one."""
    snap, caster = w.get("snap"), w.get("caster")
    _, name, targets, gens, _ = snap
    specs = spell_targets(name, ctx.edition)
    chosen = tuple(w.get("chosen", ()))
    if w.get("answer") is not None:
        chosen += (w.get("answer"),)
        w = w.but(answer=None, chosen=chosen)
    while len(chosen) < len(specs):  # (a cast spell has a target for each word: 601.2c)
        i = len(chosen)
        old = targets[i]
        opts = [old] + [c for c in candidates(ctx, specs[i], caster) if c != old]
        if len(opts) > 1:
            ask(ctx, w, caster, "target", opts,
                f"{caster}: choose the target ({specs[i]}) of the copy of {name}; choose "
                f"{ctx.describe(old)} to keep it", "copy.new_targets", "copy.spell")
            return
        chosen += (old,)
        w = w.but(chosen=chosen)
    kept = tuple(gens[i] if t == targets[i] and i < len(gens) else _gen(ctx, t)
                 for i, t in enumerate(chosen))
    changed = [ctx.describe(t) for i, t in enumerate(chosen)
               if t != targets[i]]
    how = f"new target(s) chosen: {', '.join(changed)}" if changed else \
        "its targets are left as they were"
    ctx.emit("copy", f"{caster} may choose new targets for the copy of {name}: {how}",
             "copy.new_targets", player=caster)
    put_copy(ctx, snap, caster, chosen, kept, w.get("source_name"))


@op("copy_for_each")
def copy_for_each(ctx: Ctx, w: Work) -> None:
    """One copy for each other player or object the spell could target, each targeting a
    different one of them; the caster puts them on the stack in the order they choose
    (706.10d from 2017-09; 707.10d today): each answer is the target of the next copy."""
    snap, caster = w.get("snap"), w.get("caster")
    _, name, targets, _, _ = snap
    specs = spell_targets(name, ctx.edition)
    todo = w.get("todo")
    if todo is None:
        todo = _could_target(ctx, specs, targets, caster, name)
    answer = w.get("answer")
    if answer is None and len(todo) > 1:
        ask(ctx, w.but(todo=todo, answer=None), caster, "target", list(todo),
            f"{caster}: choose the target of the copy of {name} to put on the stack next "
            "(the last one put on resolves first)", "copy.could_target", "copy.spell")
        return
    pick = answer if answer in todo else todo[0] if todo else None
    if pick is None:
        return
    rest = tuple(t for t in todo if t != pick)
    put_copy(ctx, snap, caster, (pick,), (_gen(ctx, pick),), w.get("source_name"))
    if rest:
        push(ctx, w.but(todo=rest, answer=None))


def _could_target(ctx: Ctx, specs: tuple[str, ...], targets: tuple, caster: str,
                  name: str) -> tuple:
    """The other players and objects the single-target spell ``name`` could target now,
    said in the log."""
    todo = tuple(c for c in candidates(ctx, specs[0], caster) if c not in targets) \
        if len(specs) == 1 else ()
    which = f" ({', '.join(ctx.describe(t) for t in todo)})" if todo else ""
    ctx.emit("copy", f"{caster} copies {name} once for each other player or object it could "
             f"target: {len(todo)} cop{'y' if len(todo) == 1 else 'ies'}{which}",
             "copy.could_target", "copy.spell", player=caster)
    return todo


def _gen(ctx: Ctx, ref: Any) -> int:
    return ctx.objects[ref].gen if isinstance(ref, int) and ref in ctx.objects else 0


def put_copy(ctx: Ctx, snap: tuple, controller: str, targets: tuple, gens: tuple,
             source_name: str) -> Obj:
    """Put a copy of the spell ``snap`` (see :func:`magictutor.rules.triggers.spell_snapshot`)
    on the stack under ``controller``'s control, with these targets: it isn't cast, so no
    cast trigger sees it (706.10; 707.10 today)."""
    oid, name, _, _, x = snap
    o = Obj(id=ctx.new_id(), name=name, kind=COPY, owner=controller, controller=controller,
            zone="stack", since_turn=ctx.turn, targets=targets, x=x,
            info=(("copy_of", oid), ("tgen", gens)))
    ctx.add_object(o, "stack")
    tgt = f" targeting {', '.join(ctx.describe(t) for t in targets)}" if targets else ""
    xs = f" with X={x}" if x is not None else ""
    ctx.emit("copy", f"{controller} copies {name} ({source_name}): the copy goes on the "
             f"stack{tgt}{xs}; it is not cast", "copy.spell", "copy.copiable",
             player=controller, card=name)
    return o


def cease_copy(ctx: Ctx, oid: int, countered: bool) -> None:
    """A copy of a spell leaves the stack (it resolved, or it was countered as it tried to
    resolve): in the graveyard it would be a copy of a spell off the stack, so it ceases to
    exist (704.5e; 706.10a / 707.10a)."""
    name = ctx.objects[oid].name
    how = "is countered" if countered else "has resolved"
    ctx.emit("copy", f"The copy of {name} {how}: off the stack a copy of a spell ceases to "
             "exist", "copy.ceases", "copy.ceases_sba", auto=True, card=name)
    ctx.cease(oid)
