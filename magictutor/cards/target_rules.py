"""Where a card may use a target word: the words no memo of legal actions follows only in
triggered and chaos abilities, and a word that depends on the target before it only right
after the word it needs (read by :mod:`magictutor.cards.check`)."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from magictutor.cards.schema import COMBAT_RECORD_TARGETS, DEPENDENT_TARGETS, GRAVEYARD_TARGETS

TRIGGERED_ONLY = frozenset(GRAVEYARD_TARGETS) | frozenset(COMBAT_RECORD_TARGETS)
"""The target words only triggered and chaos abilities may use: those of a graveyard and
those of the combat record, which the memos of legal actions don't follow."""


def target_problem(words: Sequence[str], kind: str, cond: Any = None,
                   trigger: Any = None) -> str | None:
    """What is wrong with where an ability of ``kind`` uses its known target ``words``
    (None: nothing); with its condition ``cond``, an ``up to`` where it means nothing, and a
    ``distribute`` where there is nothing to divide: only the power of a creature that died
    (a ``dies`` trigger) is divided, among any number of targets, each getting at least one
    (601.2d; with two fixed targets and nothing dead, the engine had no answer to ask for)."""
    if isinstance(cond, dict) and "distribute" in cond and not (
            trigger == "dies" and cond.get("any number of targets")):
        return ("'distribute' (601.2d) divides the power of the creature that died among the "
                "targets: only a `dies` trigger with `any number of targets` may have it")
    if isinstance(cond, dict) and cond.get("up to") and (kind not in ("loyalty", "activated")
                                                          or not words):
        return ("'up to' (each target word optional, 601.2c) is for an activated or loyalty "
                "ability with target words in this kit")
    for i, word in enumerate(words):
        if word in TRIGGERED_ONLY and kind not in ("triggered", "chaos"):
            return f"{word!r} is a target for a triggered or chaos ability only in this kit"
        need = DEPENDENT_TARGETS.get(word)
        if need is not None and (i == 0 or words[i - 1] != need):
            return f"{word!r} must come right after the target {need!r}, which it depends on"
    return None
