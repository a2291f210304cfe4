"""The board view: players, planeswalkers in loyalty shields, the stack and the command zone.

:func:`board_html` is pure HTML and CSS (an inline SVG for each loyalty shield), so it also
works in a static page; :class:`BoardView` shows it for the state a stepper is looking at.
Every name that a user file can supply (players, cards) is escaped with :func:`html.escape`.

>>> from magictutor import build_game
>>> s = build_game(["Alice", "Bob"], setup={"Alice": {"battlefield": ["Jace Beleren"]}})
>>> html = board_html(s)
>>> "Jace Beleren" in html and 'aria-label="loyalty 3"' in html
True
"""

from __future__ import annotations

from collections import Counter
from html import escape
from typing import Any

import ipywidgets as widgets

from magictutor.editions import get_edition
from magictutor.model.attachments import attachment_note
from magictutor.model.characteristics import card_of
from magictutor.model.query import chars_of, emblems
from magictutor.model.render import exile_counters, prompt_of
from magictutor.model.state import GameState, Obj
from magictutor.rules.planechase.core import roll_cost
from magictutor.rules.teams import is_active_player
from magictutor.widgets.style import player_colour, style_tag

SHIELD = ('<svg class="mt-shield" width="{w}" height="{h}" viewBox="0 0 40 46" role="img" '
          'aria-label="loyalty {n}"><path d="M20 2 L37 8 L35 28 Q32 39 20 44 Q8 39 5 28 L3 8 Z" '
          'fill="#0072B2" stroke="#000" stroke-width="1.5"/><text x="20" y="29" '
          'text-anchor="middle" font-size="{fs}" font-weight="700" fill="#fff" '
          'font-family="system-ui,sans-serif">{n}</text></svg>')


def shield(n: int, large: bool = False) -> str:
    """An SVG shield with a loyalty number in it (white on Okabe-Ito blue).

    >>> 'aria-label="loyalty 5"' in shield(5)
    True
    """
    w, h = (44, 50) if large else (30, 34)
    fs = 20 if abs(n) < 10 else 16
    return SHIELD.format(w=w, h=h, n=int(n), fs=fs)


def _combat_note(s: GameState, o: Obj) -> str:
    c = s.combat
    if c is None:
        return ""
    target = c.attack_target(o.id)
    if target is not None:
        return f"attacking {s.describe(target)}"
    for b, a in c.blockers:
        if b == o.id:
            return f"blocking {s.describe(a)}"
    return ""


def _planeswalker(s: GameState, o: Obj, large: bool) -> str:
    c = chars_of(s, o.id)
    types = " ".join(c.supertypes + c.types)
    sub = " ".join(c.subtypes)
    type_line = f"{types} \u2014 {sub}" if sub else types
    notes = []
    if o.id in s.loyalty_used:
        notes.append("loyalty ability used this turn")
    if c.is_creature:
        notes.append(f"{c.power}/{c.toughness}" + (f", {o.damage} damage" if o.damage else ""))
    if o.tapped:
        notes.append("tapped")
    if o.controller != o.owner:
        notes.append(f"owned by {o.owner}")
    combat = _combat_note(s, o)
    if combat:
        notes.append(combat)
    note = f'<br><span class="mt-type">{escape("; ".join(notes))}</span>' if notes else ""
    return (f'<span class="mt-pw">{shield(o.counter("loyalty"), large)}'
            f'<span class="mt-pwtext"><b>{escape(o.name)}</b><br>'
            f'<span class="mt-type">{escape(type_line)}</span>{note}</span></span>')


def _permanent(s: GameState, o: Obj) -> str:
    c = chars_of(s, o.id)
    bits = [o.name]
    if c.is_creature:
        bits.append(f"{c.power}/{c.toughness}")
    state = []
    if o.tapped:
        state.append("tapped")
    if o.damage:
        state.append(f"{o.damage} damage")
    for k, n in o.counters:
        if k != "loyalty":
            state.append(f"{n} {k} counter{'s' if n != 1 else ''}")
    if c.keywords:
        state.append(", ".join(sorted(c.keywords)))
    if o.controller != o.owner:
        state.append(f"owned by {o.owner}")
    if o.info and attachment_note(s.objects, o):  # (an Aura: what it enchants, 303.4b)
        state.append(attachment_note(s.objects, o))
    combat = _combat_note(s, o)
    if combat:
        state.append(combat)
    text = " ".join(bits) + (f" ({'; '.join(state)})" if state else "")
    cls = "mt-perm mt-tapped" if o.tapped else "mt-perm"
    return f'<span class="{cls}">{escape(text)}</span>'


def _lands(objs: list[Obj]) -> str:
    counts: Counter[tuple[str, bool]] = Counter((o.name, o.tapped) for o in objs)
    out = []
    for (name, tapped), n in sorted(counts.items()):
        text = f"{name} \u00d7{n}" if n > 1 else name
        if tapped:
            text += " (tapped)"
        cls = "mt-perm mt-tapped" if tapped else "mt-perm"
        out.append(f'<span class="{cls}">{escape(text)}</span>')
    return "".join(out)


def _player(s: GameState, index: int, name: str, large: bool) -> str:
    p = s.player(name)
    tag_html = "".join(f'<span class="mt-tag">{escape(t)}</span>' for t in _tags(s, name))
    out_cls = "" if p.in_game else " mt-out"
    return (f'<section class="mt-player{out_cls}" style="border-color:{player_colour(index)}" '
            f'aria-label="{escape(name, quote=True)}"><span class="mt-pname">{escape(name)}</span>'
            f'{tag_html} \u00b7 life <span class="mt-life">{p.life}</span><br>'
            f'<span class="mt-zone">{_zone_counts(s, name)}</span><div class="mt-perms">'
            f'{_permanents(s, name, large)}</div></section>')


def _tags(s: GameState, name: str) -> list[str]:
    """What the player is doing now: active, has priority, must choose, lost..."""
    p = s.player(name)
    tags = []
    if is_active_player(s, name):  # (the whole active team in Two-Headed Giant: 805.4a)
        tags.append("active player")
    if s.pending is None and s.priority == name:
        tags.append("has priority")
    if s.pending is not None and s.pending.player == name:
        tags.append("must choose")
    if s.planechase is not None and s.planechase.controller == name:
        tags.append("planar controller")
    if p.lost:
        tags.append("lost the game")
    elif p.left:
        tags.append("left the game")
    return tags


def _zone_counts(s: GameState, name: str) -> str:
    """``hand 7 · library 33 · graveyard 0``, with exile and mana pool when not empty."""
    p = s.player(name)
    zones = (f"hand {len(s.hand(name))} \u00b7 library {len(s.library(name))} \u00b7 graveyard "
             f"{len(s.graveyard(name))}")
    exile = len(s.zone(f"{name}:exile"))
    if exile:
        zones += f" \u00b7 exile {exile}"
        timed = exile_counters(s, name)  # (time counters on suspended cards: Talon Gates)
        zones += f" ({escape(timed)})" if timed else ""
    if p.mana:
        zones += f" \u00b7 mana pool {p.mana}"
    return zones


def _permanents(s: GameState, name: str, large: bool) -> str:
    """The player's permanents: planeswalkers first, then others, then lands."""
    pws: list[Obj] = []
    lands: list[Obj] = []
    others: list[Obj] = []
    for o in s.battlefield:
        if o.controller != name:
            continue
        c = chars_of(s, o.id)
        (pws if c.is_planeswalker else lands if c.is_land and not c.is_creature
         else others).append(o)
    perms = ("".join(_planeswalker(s, o, large) for o in pws)
             + "".join(_permanent(s, o) for o in others) + _lands(lands))
    return perms or '<span class="mt-zone">no permanents</span>'


def _stack(s: GameState) -> str:
    if not s.stack:
        return '<div class="mt-stack"><b>Stack:</b> empty</div>'
    items = []
    for i, o in enumerate(s.stack):
        tgt = ", ".join(s.describe(t) for t in o.targets)
        text = o.name + (" (a copy)" if o.kind == "copy" else "") + \
            (f" \u2192 {tgt}" if tgt else "") + f" (controlled by {o.controller})"
        if i == 0:
            text += " \u2014 top, resolves first"
        items.append(f"<li>{escape(text)}</li>")
    return f'<div class="mt-stack"><b>Stack, top first:</b><ol>{"".join(items)}</ol></div>'


def plane_card(s: GameState, o: Obj) -> str:
    """A face-up plane or phenomenon as a landscape card: name, type line, abilities, chaos.

    >>> from magictutor import build_game
    >>> s = build_game(["A", "B"], planechase={"decks": {"A": ["Panopticon"], "B": []},
    ...                                         "face up": "Panopticon"})
    >>> "Chaos" in plane_card(s, s.zone("faceup")[0])
    True
    """
    c = card_of(o, s.edition)
    lines = [ln.strip() for ln in c.text.splitlines() if ln.strip()]
    chaos = [ln for ln in lines if ln.lower().startswith("chaos")]
    rest = [ln for ln in lines if ln not in chaos]
    body = "".join(f"<li>{escape(ln)}</li>" for ln in rest)
    body = f"<ul>{body}</ul>" if body else ""
    when = ("whenever chaos ensues, as when the die shows chaos"
            if get_edition(s.edition).feature("chaos_ensues") else "when the die shows chaos")
    chaos_html = "".join(
        f'<div class="mt-chaos"><b>Chaos ability</b> (triggers {when}): '
        f'{escape(ln.split(":", 1)[1].strip() if ":" in ln else ln)}</div>' for ln in chaos)
    return (f'<article class="mt-plane" aria-label="{escape(o.name, quote=True)}">'
            f'<span class="mt-pname">{escape(o.name)}</span><br>'
            f'<span class="mt-type">{escape(c.type_line)} \u00b7 owner {escape(o.owner)}</span>'
            f"{body}{chaos_html}</article>")


def _emblems(s: GameState) -> str:
    """Each emblem in the command zone, with its owner (and controller) and its ability."""
    items = "".join(f"<li>{escape(o.controller)}'s emblem: {escape(str(o.get('emblem')))}</li>"
                    for o in emblems(s))
    return f'<ul class="mt-emblems" aria-label="emblems">{items}</ul>' if items else ""


def _command(s: GameState) -> str:
    pc = s.planechase
    if pc is None:
        marks = _emblems(s)
        return f"<div><b>Command zone</b>{marks}</div>" if marks else ""
    faceup = s.zone("faceup")
    cards = "".join(plane_card(s, o) for o in faceup) or "<i>no face-up plane</i>"
    decks = [(k.split(":", 1)[1], len(v)) for k, v in s.zones.items() if k.startswith("planar:")]
    deck_txt = ", ".join(f"{escape(who)} {n}" for who, n in decks) or "none"
    cost = roll_cost(s)
    info = (f"Planar controller: <b>{escape(pc.controller)}</b> \u00b7 planar decks: {deck_txt}"
            f" \u00b7 {escape(s.active)}'s next planar die roll costs {{{cost}}}")
    return (f'<div><b>Command zone</b><div class="mt-command">{cards}</div>{_emblems(s)}'
            f'<div class="mt-zone">{info}</div></div>')


def who_acts(s: GameState) -> str:
    """Plain words for who must act now and why.

    >>> from magictutor import build_game
    >>> who_acts(build_game(["Alice", "Bob"]))
    'Alice has priority.'
    """
    if s.game_over:
        return f"The game is over. Winner: {s.winner or 'nobody'}."
    if s.pending is not None:
        return f"{s.pending.player} must choose: {prompt_of(s)}"
    if s.priority:
        return f"{s.priority} has priority."
    return "Nobody can act."


def board_html(s: GameState, *, large: bool = False, who: bool = True) -> str:
    """The whole board as an HTML fragment (with its own ``<style>``); ``who=False`` leaves
    out the line saying who acts (an action panel beside the board says it already).

    >>> from magictutor import build_game
    >>> board_html(build_game(["Alice", "Bob"]), who=False).count("has priority")
    1
    """
    ed = get_edition(s.edition)
    cls = "mt-view mt-large" if large else "mt-view"
    head = (f"<h4>Turn {s.turn} \u00b7 {escape(s.active)}'s {escape(s.step)} step \u00b7 "
            f"{escape(ed.title)}</h4>")
    acts = f'<div class="mt-who" role="status">{escape(who_acts(s))}</div>' if who else ""
    players = "".join(_player(s, i, n, large) for i, n in enumerate(s.player_names))
    return (f'{style_tag()}<div class="{cls}">{head}{acts}{players}{_stack(s)}{_command(s)}'
            "</div>")


class BoardView(widgets.VBox):
    """The board of the state a :class:`~magictutor.widgets.GameStepper` looks at.

    ``large=True`` sets projector-sized fonts; ``who=False`` leaves out the line saying who
    acts, for a board shown beside an :class:`~magictutor.widgets.ActionPanel`, whose header
    says it (said once, not twice). It redraws itself when the stepper moves.

    >>> from magictutor import build_game
    >>> from magictutor.engine.timeline import Timeline
    >>> from magictutor.widgets import GameStepper
    >>> view = BoardView(GameStepper(Timeline(build_game(["Alice", "Bob"]))))
    >>> "Alice has priority" in view.html.value
    True
    """

    def __init__(self, stepper: Any, *, large: bool = False, who: bool = True) -> None:
        self.stepper = stepper
        self.large = large
        self.who = who
        self.html = widgets.HTML()
        super().__init__([self.html])
        self.add_class("mt-fit")  # (never wider than the screen: style.py)
        if large:  # every part at projector size (style.py: .mt-large-widget)
            self.add_class("mt-large-widget")
        stepper.on_change(self.refresh)
        self.refresh()

    def refresh(self, *_: Any) -> None:
        self.html.value = board_html(self.stepper.state, large=self.large, who=self.who)


__all__ = ["BoardView", "board_html", "plane_card", "shield", "who_acts"]
