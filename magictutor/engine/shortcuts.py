"""One switch for every shortcut of the engine, and the shadow mode that checks them.

The engine's plain path works everything out from the state it is given: every action is
checked against every rule (:func:`magictutor.engine.apply.check`), carried out on a working copy,
and followed by every state-based action and trigger (704.3, 116.5). Its shortcuts are
claims that some work can be skipped because no rule reads what it would change. Each is
written next to the rule it is a claim about, behind a flag of its own module:

=========================  =====================================================  =========
flag                       the claim                                              rule
=========================  =====================================================  =========
``engine.QUICK_PASS``      a pass that only hands priority on, or moves to a      116.3d,
                           step where nothing happens by itself, needs no         116.4,
                           working copy (:func:`magictutor.engine.apply._quick_move`)   500.2
``quick_turn.QUICK_TURN``  the end of a turn and the next one's untap and         514,
                           upkeep, where nothing happens but their turn-based     102.1,
                           actions, need none of the turn's machinery (with       502.2,
                           ``QUICK_PASS`` on: :mod:`magictutor.engine.quick_turn`)       503
``quick_land.QUICK_LAND``  a plain land played where nothing waits for a land     305.1,
                           changes only its card, its player's lands played and   305.2,
                           the passes, and needs no working copy                  603.2,
                           (:mod:`magictutor.engine.quick_land`)                  704.3
``quick_roll.QUICK_ROLL``  a free roll of the planar die showing a blank face,    901.9,
                           where nothing turns blanks into chaos or waits for a   901.9a,
                           roll, changes only its player's rolls, the passes and  603.2,
                           the outcomes drawn, and needs no working copy          704.3
                           (:mod:`magictutor.engine.quick_roll`)
``engine.NARROW_SBA``      state-based actions need checking only after a step    704.3,
                           changed something one reads, and only where it could   704.5
                           apply (:mod:`magictutor.rules.sba`); a state frozen
                           while a choice waits, its step having changed nothing
                           they read, is as checked as the one before it
                           (:mod:`magictutor.rules.sba_marks`)
``legal.MEMO``             legal actions depend only on the board and the key     117, 307.1,
                           of :func:`magictutor.engine.legal_key.memo_key`               606.3
``legal.GROUPS``           the candidates of one spell or ability share every     601.2c,
                           check but their targets (:func:`legal._alike`), and    114.3
                           timing and mana refuse a group as a whole
``memos.HAND_ON``          a state's answers hold for the next state when the     613, 115,
                           step changed nothing they read, as the table of        601.2g-h
                           target words (:data:`~magictutor.rules.targets.
                           TARGET_WORDS`) says (:mod:`magictutor.engine.memos`)
=========================  =====================================================  =========

The quiz's answers kept on disk (:mod:`magictutor.teaching.quiz_cache`, above the engine) are
read only while every shortcut here is on and the shadow mode is off, so a run with them off
works every answer out.

What a frozen state works out about itself, in its side table ``_memo``, is no shortcut:
the state never changes, so the answer cannot go stale.

``MAGICTUTOR_FAST=0`` in the environment turns every shortcut off when magictutor is
imported (CI runs the whole suite once that way); :func:`set_shortcuts` and
:func:`shortcuts` turn them off or on while running. ``MAGICTUTOR_SHADOW=1`` makes
:func:`magictutor.apply` and :func:`magictutor.legal_actions` compare the fast path with
the plain one on every call and raise :class:`ShadowMismatch` at the first difference
(:mod:`magictutor.engine.shadow`).
"""

from __future__ import annotations

import dataclasses
import os
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from typing import Any

FLAGS = (("magictutor.engine.apply", "QUICK_PASS"), ("magictutor.engine.apply", "NARROW_SBA"),
         ("magictutor.engine.legal", "MEMO"), ("magictutor.engine.legal", "GROUPS"),
         ("magictutor.engine.memos", "HAND_ON"), ("magictutor.engine.quick_turn", "QUICK_TURN"),
         ("magictutor.engine.quick_land", "QUICK_LAND"),
         ("magictutor.engine.quick_roll", "QUICK_ROLL"))
"""Every shortcut's flag, as (module, name)."""

FAST = os.environ.get("MAGICTUTOR_FAST", "1").strip() != "0"
"""Whether the shortcuts were on when magictutor was imported (``MAGICTUTOR_FAST``)."""

SHADOW = os.environ.get("MAGICTUTOR_SHADOW", "0").strip() not in ("", "0")
"""Whether :func:`magictutor.apply` compares the fast path with the plain one each time."""


SHADOWED: dict[str, Callable[..., Any]] = {}
"""``apply`` and ``legal_actions`` by the shadow mode (:mod:`magictutor.engine.shadow`, which sits
above the engine and registers them here as it is imported)."""


class ShadowMismatch(AssertionError):
    """The fast path and the plain path gave different answers: a shortcut is wrong."""


def _module(name: str) -> Any:
    import importlib

    return importlib.import_module(name)


def set_shortcuts(on: bool) -> None:
    """Turn every shortcut on or off."""
    for mod, flag in FLAGS:
        setattr(_module(mod), flag, on)


def shortcuts_on() -> bool:
    """Whether every shortcut is on."""
    return all(getattr(_module(mod), flag) for mod, flag in FLAGS)


@contextmanager
def shortcuts(on: bool) -> Iterator[None]:
    """Every shortcut on (or off) inside the block, as they were afterwards."""
    was = [getattr(_module(mod), flag) for mod, flag in FLAGS]
    set_shortcuts(on)
    try:
        yield
    finally:
        for (mod, flag), value in zip(FLAGS, was, strict=True):
            setattr(_module(mod), flag, value)


@contextmanager
def flag(name: str, on: bool) -> Iterator[None]:
    """One shortcut (``"engine.QUICK_PASS"`` or just ``"QUICK_PASS"``, say) on or off inside
    the block, every other shortcut on: a test of that shortcut alone."""
    attr = name.rpartition(".")[2]
    found = [m for m, a in FLAGS if a == attr]
    if not found:
        raise KeyError(f"no shortcut {name!r}; they are "
                       f"{', '.join(f'{m}.{a}' for m, a in FLAGS)}")
    mod = found[0]
    with shortcuts(True):
        setattr(_module(mod), attr, on)
        yield


@contextmanager
def _no_shadow() -> Iterator[None]:
    """The shadow mode off inside the block (the paths it compares run without it)."""
    global SHADOW
    was, SHADOW = SHADOW, False
    try:
        yield
    finally:
        SHADOW = was


def plain_copy(state: Any) -> Any:
    """A copy of ``state`` that remembers nothing (its side table empty)."""
    return dataclasses.replace(state)
