"""The shadow mode (``MAGICTUTOR_SHADOW=1``): every :func:`magictutor.apply` and
:func:`magictutor.legal_actions` is answered by the fast path and compared with the plain path
(every shortcut off, from a copy of the state that remembers nothing), and the first
difference raises :class:`~magictutor.engine.shortcuts.ShadowMismatch`.

It sits above the engine and the legal actions, which it runs both ways; they reach it through
:data:`magictutor.engine.shortcuts.SHADOWED`, where this module registers itself as it is imported
(``import magictutor`` imports it).
"""

from __future__ import annotations

from typing import Any

from magictutor.engine import apply as engine
from magictutor.engine import legal
from magictutor.engine.shortcuts import SHADOWED, ShadowMismatch, _no_shadow, plain_copy, shortcuts

__all__ = ["shadow_apply", "shadow_legal_actions", "ShadowMismatch"]


def shadow_apply(state: Any, action: Any, chance: Any = ()) -> Any:
    """:func:`magictutor.apply` by the fast path, checked against the plain path: the same
    refusal or the same events and state, or :class:`ShadowMismatch`."""
    chance = tuple(chance)
    plain: engine.Step | engine.IllegalActionError
    with _no_shadow(), shortcuts(False):
        try:
            plain = engine.apply(plain_copy(state), action, chance)
        except engine.IllegalActionError as err:
            plain = err
    try:
        with _no_shadow():
            fast = engine.apply(state, action, chance)
    except engine.IllegalActionError as err:
        if not isinstance(plain, engine.IllegalActionError) or err.violations != plain.violations:
            raise ShadowMismatch(f"{action!r}: the fast path refused it ({err}), the plain "
                                 f"path said {plain}") from err
        raise
    if isinstance(plain, engine.IllegalActionError):
        raise ShadowMismatch(f"{action!r}: the fast path carried it out, the plain path "
                             f"refused it ({plain})")
    if fast.after != plain.after or fast.events != plain.events or fast.chance != plain.chance:
        raise ShadowMismatch(f"{action!r}: the fast and plain paths reached different states "
                             f"or logged different events")
    shadow_legal_actions(fast.after)
    return fast


def shadow_legal_actions(state: Any) -> list:
    """:func:`magictutor.legal_actions` of ``state`` by the fast path, checked against every
    candidate's own check on a copy that remembers nothing."""
    with _no_shadow():
        fast = legal.legal_actions(state)
    with _no_shadow(), shortcuts(False):
        cold = plain_copy(state)
        plain = [a for a in legal.enumerate_actions(cold) if not engine.check(cold, a)]
    if fast != plain:
        extra = [a for a in fast if a not in plain]
        missing = [a for a in plain if a not in fast]
        raise ShadowMismatch(f"legal actions differ: listed but illegal {extra}, legal but "
                             f"not listed {missing}")
    return fast


SHADOWED.update(apply=shadow_apply, legal_actions=shadow_legal_actions)
