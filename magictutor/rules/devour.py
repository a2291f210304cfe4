"""Devour (702.80 in 2011-09, 702.81, 702.82 today): "as this enters the battlefield, you may
sacrifice any number of creatures; it enters with N +1/+1 counters for each one".

The kit's cards get devour from an effect (Jund gives it to a black, red or green creature
spell as it is cast: ``grant_devour``), kept as a ``devour`` effect on the spell. An effect
that changed a permanent spell goes on applying to the permanent it becomes (400.7a), and
devour is a replacement effect on how that permanent enters (614.1c, 614.12): so as the spell
resolves, before it enters, its controller picks the creatures to sacrifice one at a time
(any number, none included; not the entering creature itself), they are sacrificed together,
and it enters with that many times N +1/+1 counters, which doublers double (121.6).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from magictutor.model.query import chars_of
from magictutor.model.work import Work, ask
from magictutor.rules.doubling import put_counters
from magictutor.rules.effects import amount, effect, src_name
from magictutor.rules.permanents import sacrifice

if TYPE_CHECKING:  # pragma: no cover
    from magictutor.engine.context import Ctx
    from magictutor.model.state import Obj

DONE = "done"
"""The answer that ends the devour choice (sacrifice no more)."""


def devour_of(ctx: Ctx, oid: int) -> int:
    """The devour number(s) of object ``oid``, added up (each instance applies: 702.82a)."""
    return sum(e.get("amount", 0) for e in ctx.effects if e.kind == "devour"
               and oid in e.affected)


@effect("grant_devour")
def fx_grant_devour(ctx: Ctx, w: Work, spec: dict, res: dict) -> None:
    """``{grant_devour: 5}``: the spell whose casting triggered the ability gains devour N,
    if it is still the same spell on the stack."""
    info = dict(res.get("info", ()))
    oid, gen = info.get("spell_id"), info.get("spell_gen")
    o = ctx.objects.get(oid) if oid is not None else None
    if o is None or o.zone != "stack" or (gen is not None and o.gen != gen):
        ctx.emit("devour", f"The spell has left the stack: nothing gains devour "
                 f"({src_name(res)})", "kw.devour")
        return
    n = amount(ctx, res, spec["grant_devour"])
    src = ctx.objects.get(res.get("source")) if res.get("source") is not None else None
    ctx.add_effect("devour", src, o.controller, affected=(o.id,), until="it leaves",
                   amount=n)
    ctx.emit("devour", f"{o.name} gains devour {n} ({src_name(res)}): as it enters the "
             f"battlefield, {o.controller} may sacrifice any number of creatures, and it "
             f"enters with {n} +1/+1 counters for each", "kw.devour",
             "zone.spell_to_permanent", card=o.name, obj=oid)


def devour_choice(ctx: Ctx, w: Work, top: Obj) -> tuple[int, tuple[int, ...]] | None:
    """As permanent spell ``top`` resolves: its devour number and the creatures chosen to be
    devoured, once the choice is over; None while its controller is asked for the next one
    (``w``, the ``finish`` instruction, comes back with the answer)."""
    n = devour_of(ctx, top.id) if ctx.effects else 0
    if not n:
        return 0, ()
    chosen = tuple(w.get("devoured", ()))
    answer = w.get("answer")
    options = [i for i in ctx.zones.get("battlefield", ()) if i not in chosen
               and ctx.objects[i].controller == top.controller and chars_of(ctx, i).is_creature]
    if answer in options:
        chosen += (answer,)
        options.remove(answer)
    elif answer is not None:  # (done)
        return n, chosen
    if not options:
        return n, chosen
    so_far = (", ".join(ctx.objects[i].name for i in chosen) + " so far") if chosen else \
        "none so far"
    ask(ctx, w.but(devoured=chosen, answer=None), top.controller, "option", [*options, DONE],
        f"{top.controller}: {top.name} has devour {n}. Choose a creature to sacrifice as it "
        f"enters ({so_far}), or {DONE}", "kw.devour", "replacement.entering")
    return None


def devour(ctx: Ctx, oid: int, n: int, chosen: tuple[int, ...]) -> None:
    """Sacrifice the chosen creatures together, then put the counters on ``oid`` as it enters
    (call right after it entered)."""
    o = ctx.objects[oid]
    alive = [i for i in chosen if i in ctx.objects and ctx.objects[i].zone == "battlefield"]
    for i in alive:
        sacrifice(ctx, i, f" to {o.name}'s devour")
    if not alive:
        ctx.emit("devour", f"{o.controller} sacrifices no creature to {o.name}'s devour {n}: "
                 "it enters with no +1/+1 counters", "kw.devour", obj=oid)
        return
    put = put_counters(ctx, oid, "+1/+1", n * len(alive))
    ctx.emit("devour", f"{o.name} devoured {len(alive)} creature(s): it enters the battlefield "
             f"with {put} +1/+1 counters (devour {n})", "kw.devour", "replacement.etb_counters",
             obj=oid, card=o.name)
