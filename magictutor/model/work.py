"""The engine's work queue: instructions waiting to be carried out.

A step turns an action into instructions (``Work``) and carries them out one by one.
An instruction that needs a player's decision asks for it (:func:`ask`): it goes back
to the front of the queue with the game waiting in a pending :class:`Choice`, and the
answer, when it comes, is handed to the same instruction. Instructions are plain data,
so a game waiting for a choice is an ordinary, saveable state.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from magictutor.model.state import Answer, Choice, evolve

if TYPE_CHECKING:  # pragma: no cover
    from magictutor.engine.context import Ctx


@dataclass(frozen=True)
class Work:
    """One instruction: ``op`` names the handler, ``data`` its arguments."""

    op: str
    data: Mapping[str, Any] = field(default_factory=dict)

    def get(self, key: str, default: Any = None) -> Any:
        return self.data.get(key, default)

    def but(self, **changes: Any) -> Work:
        return evolve(self, data={**self.data, **changes})


OPS: dict[str, Callable[[Ctx, Work], None]] = {}


def op(name: str) -> Callable:
    """Register the handler of an instruction."""

    def deco(fn: Callable[[Ctx, Work], None]) -> Callable[[Ctx, Work], None]:
        OPS[name] = fn
        return fn

    return deco


def push(ctx: Ctx, *works: Work) -> None:
    """Put instructions at the front of the queue, in the order given."""
    ctx.work[0:0] = list(works)


def ask(ctx: Ctx, w: Work, player: str, kind: str, options: Sequence[Answer],
        prompt: str, *rule_keys: str, **data: Any) -> None:
    """Stop and wait for ``player`` to choose one of ``options``; ``w`` then gets ``answer``."""
    ctx.pending = Choice(player, kind, tuple(options), prompt, ctx.rules(*rule_keys),
                         tuple(sorted(data.items())))
    ctx.work.insert(0, w)


def run_work(ctx: Ctx) -> None:
    """Carry out instructions until the queue is empty or a player must choose."""
    while ctx.work and ctx.pending is None and not ctx.game_over:
        w = ctx.work.pop(0)
        OPS[w.op](ctx, w)
