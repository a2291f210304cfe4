"""Readable text and HTML for game states, with no UI library.

Every name a user file can supply (players, cards) is escaped before it reaches HTML.

>>> from magictutor.engine.setup import build_game
>>> s = build_game(["Alice", "<b>Bob</b>"], setup={"Alice": {"battlefield": ["Jace Beleren"]}})
>>> print(state_text(s).splitlines()[1])
Alice: life 20, hand 0, library 0, graveyard 0
>>> "<b>Bob</b>" in state_html(s), "&lt;b&gt;Bob&lt;/b&gt;" in state_html(s)
(False, True)
"""

from __future__ import annotations

from html import escape
from typing import Any

from magictutor.model.attachments import attachment_note
from magictutor.model.query import chars_of, emblems, statics
from magictutor.model.state import GameState, Obj, Player, need_state


def describe_permanent(s: GameState, o: Obj) -> str:
    """``Jace Beleren [loyalty 4]``, ``Grizzly Bears 2/2 (tapped, 1 damage)``."""
    c = chars_of(s, o.id)
    bits = []
    if c.is_planeswalker:
        bits.append(f"[loyalty {o.counter('loyalty')}]")
    if c.is_creature:
        bits.append(f"{c.power}/{c.toughness}")
    state = []
    if o.tapped:
        state.append("tapped")
    if o.damage:
        state.append(f"{o.damage} damage")
    for k, n in o.counters:
        if k != "loyalty":
            state.append(f"{n} {k}")
    if o.controller != o.owner:
        state.append(f"owned by {o.owner}")
    if o.info and attachment_note(s.objects, o):  # (an Aura: what it enchants, 303.4b)
        state.append(attachment_note(s.objects, o))
    text = " ".join([o.name] + bits)
    return f"{text} ({', '.join(state)})" if state else text


def prompt_of(s: GameState) -> str:
    """What the game waits for, without repeating the player's name."""
    if s.pending is None:
        return ""
    prompt = s.pending.prompt
    prefix = f"{s.pending.player}: "
    return prompt[len(prefix):] if prompt.startswith(prefix) else prompt


def stack_item(s: GameState, o: Obj) -> str:
    tgt = f" \u2192 {', '.join(s.describe(t) for t in o.targets)}" if o.targets else ""
    copy = " (a copy)" if o.kind == "copy" else ""
    return f"{o.name}{copy}{tgt} ({o.controller})"


def state_text(s: GameState) -> str:
    """A compact board in plain text."""
    need_state(s, "state_text(state)")
    head = f"Turn {s.turn} \u00b7 {s.active}'s {s.step} \u00b7 edition {s.edition}"
    if s.game_over:
        head += f" \u00b7 game over, winner: {s.winner or 'nobody'}"
    lines = [head]
    for p in s.players:
        lines += _player_lines(s, p)
    if s.stack:
        lines.append("Stack (top first): " + "; ".join(stack_item(s, o) for o in s.stack))
    if s.planechase is not None:
        lines.append(_command_zone_line(s))
    if s.pending is not None:
        lines.append(f"Waiting for {s.pending.player}: {prompt_of(s)}")
    elif s.priority:
        lines.append(f"{s.priority} has priority")
    return "\n".join(lines)


def _player_lines(s: GameState, p: Player) -> list[str]:
    """A player's line of :func:`state_text` (life, cards, mana), then their permanents."""
    status = "" if p.in_game else (" (lost)" if p.lost else " (left the game)")
    mana = f", mana {p.mana}" if p.mana else ""
    lines = [f"{p.name}{status}: life {p.life}, hand {len(s.hand(p.name))}, "
             f"library {len(s.library(p.name))}{_revealed_top(s, p.name)}, "
             f"graveyard {len(s.graveyard(p.name))}{mana}"]
    perms = [describe_permanent(s, o) for o in s.battlefield if o.controller == p.name]
    if perms:
        lines.append("  " + "; ".join(perms))
    lines += [f"  emblem: {o.get('emblem')}" for o in emblems(s, p.name)]
    timed = exile_counters(s, p.name)
    if timed:
        lines.append(f"  in exile: {timed}")
    return lines


def exile_counters(s: GameState, player: str) -> str:
    """``Hill Giant (4 time counters, suspended)``: the cards of ``player``'s exile with
    counters or suspend (Talon Gates, 702.61), else nothing."""
    shown = []
    for o in s.zone(f"{player}:exile"):
        if not o.counters and not o.get("suspend"):
            continue
        bits = [f"{n} {k} counter{'s' if n != 1 else ''}" for k, n in o.counters]
        if o.get("suspend"):
            bits.append("suspended" if o.counter("time") else "has suspend, no time counter")
        shown.append(f"{o.name} ({', '.join(bits)})")
    return "; ".join(shown)


def _revealed_top(s: GameState, player: str) -> str:
    """The top card of ``player``'s library while a static ability has players play with it
    revealed (Windriddle Palaces), else nothing."""
    lib = s.library(player)
    if not lib or "play_library_tops" not in statics(s).kinds:
        return ""
    return f" (top card revealed: {lib[0].name})"


def _command_zone_line(s: GameState) -> str:
    """The face-up planar cards, the planar controller and the planar decks (901)."""
    assert s.planechase is not None
    up = ", ".join(o.name for o in s.zone("faceup")) or "none"
    decks = ", ".join(f"{k[7:]} {len(v)}" for k, v in s.zones.items() if k.startswith("planar:"))
    return (f"Command zone: face up {up}; planar controller {s.planechase.controller}; "
            f"planar decks {decks}")


CSS = """
.mt-board{font-family:system-ui,sans-serif;font-size:15px;line-height:1.35;color:#222}
.mt-board h4{margin:.2em 0}
.mt-player{border:1px solid #999;border-radius:6px;padding:.3em .6em;margin:.3em 0}
.mt-pw{display:inline-block;border:2px solid #0072B2;border-radius:6px;padding:0 .3em;
margin:.1em}
.mt-perm{display:inline-block;border:1px solid #bbb;border-radius:4px;padding:0 .3em;margin:.1em}
.mt-tapped{opacity:.6;font-style:italic}
.mt-rule{font-size:80%;background:#eee;border-radius:3px;padding:0 .25em;margin-left:.2em}
"""


def _perm_html(s: GameState, o: Obj) -> str:
    c = chars_of(s, o.id)
    cls = "mt-pw" if c.is_planeswalker else "mt-perm"
    if o.tapped:
        cls += " mt-tapped"
    return f'<span class="{cls}">{escape(describe_permanent(s, o))}</span>'


def _emblems_html(s: GameState, player: str) -> str:
    return "".join(f"<br>emblem: {escape(str(o.get('emblem')))}" for o in emblems(s, player))


def _exile_html(s: GameState, player: str) -> str:
    timed = exile_counters(s, player)
    return f"<br>in exile: {escape(timed)}" if timed else ""


def state_html(s: GameState) -> str:
    """The board as a small HTML fragment (used by ``GameState._repr_html_``)."""
    need_state(s, "state_html(state)")
    parts = [f"<style>{CSS}</style>", '<div class="mt-board">',
             f"<h4>Turn {s.turn} \u00b7 {escape(s.active)}'s {escape(s.step)} \u00b7 "
             f"edition {escape(s.edition)}</h4>"]
    for p in s.players:
        perms = "".join(_perm_html(s, o) for o in s.battlefield if o.controller == p.name)
        status = "" if p.in_game else " (out of the game)"
        parts.append(f'<div class="mt-player"><b>{escape(p.name)}</b>{status} \u00b7 life '
                     f"{p.life} \u00b7 hand {len(s.hand(p.name))} \u00b7 library "
                     f"{len(s.library(p.name))}{escape(_revealed_top(s, p.name))}<br>{perms}"
                     f"{_emblems_html(s, p.name)}{_exile_html(s, p.name)}</div>")
    if s.stack:
        items = "".join(f"<li>{escape(stack_item(s, o))}</li>" for o in s.stack)
        parts.append(f"<div>Stack (top first):<ol>{items}</ol></div>")
    if s.planechase is not None:
        up = ", ".join(o.name for o in s.zone("faceup")) or "none"
        parts.append(f"<div>Face up: {escape(up)} \u00b7 planar controller "
                     f"{escape(s.planechase.controller)}</div>")
    if s.pending is not None:
        parts.append(f"<div><b>Waiting for {escape(s.pending.player)}:</b> "
                     f"{escape(prompt_of(s))}</div>")
    parts.append("</div>")
    return "".join(parts)


def events_text(events: Any) -> str:
    """Events one per line with their rule citations."""
    return "\n".join(e.line() for e in events)
