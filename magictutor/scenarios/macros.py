"""The two macros of the notation: ``all: resolve`` and ``all: advance to STEP``.

Each is a sequence of passes carried out through :func:`magictutor.apply`, returned as
the list of steps it took; each stops early where a player must answer a choice (a
redirection, a uniqueness choice, declaring attackers). Started while a choice waits, or
with nothing to resolve, it is refused like any action, citing the rule.
"""

from __future__ import annotations

from collections.abc import Callable

from magictutor.cards import suggest
from magictutor.engine.apply import IllegalActionError, Step, apply
from magictutor.limits import cut
from magictutor.model.actions import Pass
from magictutor.model.state import STEPS, GameState
from magictutor.scenarios.names import NotationError

MAX_PASSES = 2000
"""A macro gives up after this many passes (the game would be going round in circles)."""


def step_word(text: str) -> str:
    """A step named as the CR names it, or ``next turn``; a :class:`NotationError` otherwise.

    >>> step_word("Declare  Blockers")
    'declare blockers'
    """
    word = " ".join(text.lower().split())
    if word in STEPS or word == "next turn":
        return word
    raise NotationError(f"unknown step {cut(text)}", suggest(word, list(STEPS) + ["next turn"]))


def _refuse(state: GameState, why: str, *keys: str) -> IllegalActionError:
    from magictutor.editions import get_edition

    ed = get_edition(state.edition)
    rules = tuple(ed.rule(k) for k in keys if ed.has(k))
    return IllegalActionError([(rules, why)], state.edition)


def _waiting(state: GameState) -> IllegalActionError | None:
    p = state.pending
    if p is None:
        return None
    return IllegalActionError([(p.rules, f"the game is waiting for {p.player} to answer: "
                                f"{p.prompt}")], state.edition)


def resolve(state: GameState) -> list[Step]:
    """Every player passes in turn until the top object of the stack has resolved; stops
    early where a player must answer a choice (``all: resolve``).

    >>> from magictutor.engine.setup import build_game
    >>> s = build_game(["Alice", "Bob"], setup={"Alice": {"hand": ["Shock"],
    ...                                                    "battlefield": ["Mountain"]}})
    >>> from magictutor.model.actions import Cast
    >>> s = apply(s, Cast("Alice", s.hand("Alice")[0].id, ("Bob",))).after
    >>> steps = resolve(s)
    >>> len(steps), steps[-1].after.player("Bob").life
    (2, 18)
    """
    if state.game_over:
        raise _refuse(state, "the game is over", "game.leave")
    if not state.zones.get("stack"):
        raise _refuse(state, "the stack is empty: there is nothing to resolve",
                      "stack.top_resolves")
    waiting = _waiting(state)
    if waiting:
        raise waiting
    top = state.zones["stack"][-1]
    return _pass_until(state, lambda s: top not in s.zones.get("stack", ()))


def advance_to(state: GameState, step: str) -> list[Step]:
    """Players pass until the game reaches ``step`` (on the next turn if it has passed;
    ``"next turn"``: the next turn's precombat main phase); what goes on the stack on the
    way resolves, and it stops early where a player must answer a choice. A step the game
    skips (no blockers without attackers, 508.8) counts as reached at the next step.

    >>> from magictutor.engine.setup import build_game
    >>> steps = advance_to(build_game(["Alice", "Bob"]), "end")
    >>> steps[-1].after.step, steps[-1].after.turn
    ('end', 1)
    """
    word = step_word(step)
    if word == state.step:
        return []
    if word == "next turn":
        goal = (state.turn + 1, STEPS.index("precombat main"))
    elif STEPS.index(word) > STEPS.index(state.step):
        goal = (state.turn, STEPS.index(word))
    else:
        goal = (state.turn + 1, STEPS.index(word))
    if state.game_over:
        raise _refuse(state, "the game is over", "game.leave")
    waiting = _waiting(state)
    if waiting:
        raise waiting
    return _pass_until(state, lambda s: (s.turn, STEPS.index(s.step)) >= goal)


def _pass_until(state: GameState, done: Callable[[GameState], bool]) -> list[Step]:
    steps: list[Step] = []
    s = state
    for _ in range(MAX_PASSES):
        if done(s) or s.pending is not None or s.game_over or s.priority is None:
            return steps
        step = apply(s, Pass(s.priority))
        steps.append(step)
        s = step.after
    raise RuntimeError(f"gave up after {MAX_PASSES} passes")
