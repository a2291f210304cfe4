"""The effect words of activated abilities (602, 605): ``grant_ability`` (Stensia's chaos
ability gives each creature you control a {T} ability until end of turn) and
``add_mana_any`` (Truga Jungle's lands: one mana of the colour their controller chooses).
The abilities themselves are :mod:`magictutor.rules.activated`."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from magictutor.model.work import ask
from magictutor.rules.activated import ability_from
from magictutor.rules.effects import amount, effect, refs, src_name

if TYPE_CHECKING:  # pragma: no cover
    from magictutor.engine.context import Ctx


@effect("grant_ability")
def fx_grant_ability(ctx: Ctx, w: Any, spec: dict, res: dict) -> None:
    """``{grant_ability: {cost, text, targets, effects}, to: each creature you control}``:
    each permanent named, as the effect begins (611.2c), has that activated ability until
    end of turn (613.1f; 514.2 ends it)."""
    targets = tuple(r for r in refs(ctx, res, spec.get("to", "target")) if isinstance(r, int))
    if not targets:
        return
    granted = spec["grant_ability"]
    ctx.add_effect("grant_ability", ctx.objects.get(res.get("source")), res["controller"],
                   affected=targets, ability=granted)
    ab = ability_from(granted)
    names = ", ".join(ctx.objects[i].name for i in targets)
    ctx.emit("grant", f"{names} gain{'s' if len(targets) == 1 else ''} \"{ab.cost}: "
             f"{ab.text}\" until end of turn ({src_name(res)})", "continuous.locked_set",
             "layer.ability")


_COLOURS = ("W", "U", "B", "R", "G")


@effect("add_mana_any")
def fx_add_mana_any(ctx: Ctx, w: Any, spec: dict, res: dict) -> None:
    """``{add_mana_any: 1}``: the controller chooses a colour and adds that much mana of it
    (106.1b: white, blue, black, red or green; 106.4)."""
    you = res["controller"]
    answer = w.get("answer")
    if answer not in _COLOURS:
        ask(ctx, w.but(answer=None), you, "option", list(_COLOURS),
            f"{you}: choose the colour of the mana ({src_name(res)})", "mana.colors")
        return
    n = amount(ctx, res, spec["add_mana_any"])
    ctx.set_player(you, mana=ctx.player(you).mana + answer * n)
    ctx.emit("mana", f"{you} adds {('{' + answer + '}') * n} to their mana pool "
             f"({src_name(res)})", "mana.pool", "mana.colors", player=you)
