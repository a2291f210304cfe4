"""Delayed triggered abilities (603.7).

A resolving ability may set up an ability that triggers later: Agyrem returns a creature
card "at the beginning of the next end step". The engine keeps such an ability as an
:class:`~magictutor.model.state.Effect` of kind ``"delayed"`` (so it is plain, saveable data)
until its event happens; :func:`magictutor.rules.triggers.fire` hands every event to
:func:`~magictutor.rules.triggers.delayed_fire`. It triggers only once (603.7b), its
controller is the controller of the ability that made it, and its source is that ability's
source. If the object it refers to has changed zones in the meantime it is a new object,
and the delayed ability does nothing to it (603.7c, 400.7).

>>> from magictutor.engine.context import Ctx
>>> from magictutor.engine.setup import build_game
>>> ctx = Ctx(build_game(["Alice", "Bob"]))
>>> eff = create_delayed(ctx, None, "Alice", "step", "Note: it is the end step",
...                      effects=(), step="end")
>>> eff.kind, eff.get("event"), eff.until
('delayed', 'step', 'triggered')
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from magictutor.cards.model import AbilityDef

if TYPE_CHECKING:  # pragma: no cover
    from magictutor.engine.context import Ctx
    from magictutor.model.state import Effect, Obj

STEP_WORDS = {"end": "the beginning of the next end step",
              "upkeep": "the beginning of the next upkeep"}


def create_delayed(ctx: Ctx, source: Obj | None, controller: str, event: str, text: str,
                   *, effects: tuple[Any, ...], name: str | None = None,
                   **match: Any) -> Effect:
    """Set up a delayed triggered ability that triggers the next time ``event`` happens
    with data matching ``match`` (e.g. ``step="end"``), then does ``effects``.

    Extra keys of ``match`` that the event doesn't carry (``obj``, ``gen``) travel with the
    ability to its resolution, where effects can read them from ``res["info"]``.

    >>> from magictutor.engine.context import Ctx
    >>> from magictutor.engine.setup import build_game
    >>> ctx = Ctx(build_game(["Alice", "Bob"]))
    >>> create_delayed(ctx, None, "Bob", "step", "say hello", effects=(), step="upkeep").until
    'triggered'
    """
    ab = AbilityDef(kind="triggered", text=text, effects=effects)
    label = name or f"{source.name if source else 'the game'} delayed trigger"
    return ctx.add_effect("delayed", source, controller, until="triggered", event=event,
                          ability=ab, name=label, text=text, **match)
