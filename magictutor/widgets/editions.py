"""The edition switch: play the same actions again under another edition of the rules.

Choosing an edition replays the original game's actions with
:meth:`Timeline.replay(edition) <magictutor.engine.timeline.Timeline.replay>`, hands the replayed
game to the stepper (at the same step) and shows where the outcome changes: the first step
whose events differ, a refusal that stopped the replay, and the final positions side by
side (rows that differ say so in words and in bold, not only in colour).

>>> from magictutor import build_game, Cast, Pass
>>> from magictutor.engine.timeline import Timeline
>>> from magictutor.widgets import GameStepper
>>> s = build_game(["Alice", "Bob"], active="Bob", setup={
...     "Alice": {"battlefield": ["Jace Beleren (loyalty 4)"]},
...     "Bob": {"hand": ["Lightning Bolt"], "battlefield": ["Mountain"]}})
>>> t = Timeline(s)
>>> _ = t.apply(Cast("Bob", s.hand("Bob")[0].id, ("Alice",)))
>>> _ = t.apply(Pass("Bob")); _ = t.apply(Pass("Alice"))
>>> switch = EditionSwitch(GameStepper(t))
>>> switch.dropdown.value = "current"
>>> switch.stepper.state.edition, switch.stepper.state.pending is None
('current', True)
>>> "first differs at step 3" in switch.report.value
True
"""

from __future__ import annotations

from html import escape
from typing import Any

import ipywidgets as widgets
from IPython.display import HTML

from magictutor.editions import EDITIONS, get_edition
from magictutor.engine.apply import IllegalActionError
from magictutor.engine.timeline import Timeline
from magictutor.model.query import chars_of
from magictutor.model.state import GameState
from magictutor.widgets.labels import with_player
from magictutor.widgets.stepper import error_html, refusal_html
from magictutor.widgets.style import style_tag


def outcome(s: GameState) -> dict[str, str]:
    """What a position comes to, row by row: life totals, planeswalkers, planes, who waits.

    >>> from magictutor import build_game
    >>> outcome(build_game(["Alice", "Bob"]))["Alice: life"]
    '20'
    """
    rows: dict[str, str] = {}
    for p in s.players:
        rows[f"{p.name}: life"] = str(p.life) + ("" if p.in_game else " (out of the game)")
    for _, o in sorted(s.objects.items()):  # (in the order the cards were made)
        if o.kind != "card" or o.zone in ("library", "command", "hand"):
            continue
        if o.zone == "battlefield":
            c = chars_of(s, o.id)
            if c.is_planeswalker:
                rows[f"{o.name} ({o.owner})"] = f"battlefield, loyalty {o.counter('loyalty')}"
        elif o.zone in ("graveyard", "exile", "stack"):
            rows[f"{o.name} ({o.owner})"] = o.zone
    if s.planechase is not None:
        rows["face up"] = ", ".join(o.name for o in s.zone("faceup")) or "none"
    rows["waiting for"] = (f"{s.pending.player} to choose" if s.pending is not None
                           else f"{s.priority} (priority)" if s.priority else "nobody")
    rows["step"] = f"turn {s.turn}, {s.step}"
    return rows


def _texts(step: Any) -> list[str]:
    return [e.text for e in step.events]


def first_difference(a: Timeline, b: Timeline) -> int | None:
    """The first step (1-based) whose events read differently, ignoring rule numbers.

    >>> from magictutor import build_game, Pass
    >>> t = Timeline(build_game(["Alice", "Bob"]))
    >>> _ = t.apply(Pass("Alice"))
    >>> first_difference(t, t.replay("current")[0]) is None  # 116.3d became 117.3d only
    True
    """
    for i, (x, y) in enumerate(zip(a.steps, b.steps, strict=False), start=1):
        if _texts(x) != _texts(y):
            return i
    if len(a.steps) != len(b.steps):
        return min(len(a.steps), len(b.steps)) + 1
    return None


def compare_html(original: Timeline, other: Timeline, err: IllegalActionError | None) -> str:
    """Where ``other`` (a replay) differs from ``original``, as HTML.

    >>> from magictutor import build_game
    >>> t = Timeline(build_game(["Alice", "Bob"]))
    >>> "Every step reads the same" in compare_html(t, t.replay("2017-09")[0], None)
    True
    """
    ea, eb = original.initial.edition, other.initial.edition
    ta, tb = get_edition(ea).title, get_edition(eb).title
    parts = [f"<h4>{escape(tb)} compared with {escape(ta)}</h4>"]
    if err is not None:
        stop = len(other.steps) + 1
        step = original.steps[stop - 1]
        parts.append(f"<p>Under {escape(eb)} the replay stops at step {stop} "
                     f"(<b>{escape(with_player(step.before, step.action))}</b>):</p>"
                     f"{refusal_html(err)}")
    k = first_difference(original, other)
    if k is None and err is None:
        parts.append("<p>Every step reads the same; only rule numbers may differ.</p>")
    elif k is not None and k <= len(other.steps):
        before = "".join(f"<li>{escape(e.line())}</li>" for e in original.steps[k - 1].events)
        after = "".join(f"<li>{escape(e.line())}</li>" for e in other.steps[k - 1].events)
        parts.append(f"<p>The game first differs at step {k} "
                     f"({escape(with_player(other.steps[k - 1].before, other.steps[k - 1].action))}"
                     f"):</p><table class=\"mt-table\"><tr><th>{escape(ea)}</th>"
                     f"<th>{escape(eb)}</th></tr><tr><td><ul>{before}</ul></td>"
                     f"<td><ul>{after}</ul></td></tr></table>")
    oa = outcome(original.state_at(len(original.steps)))
    ob = outcome(other.state_at(len(other.steps)))
    rows = []
    for key in dict.fromkeys(list(oa) + list(ob)):
        va, vb = oa.get(key, "-"), ob.get(key, "-")
        cls = ' class="mt-diff"' if va != vb else ""
        note = "differs" if va != vb else "same"
        rows.append(f"<tr{cls}><td>{escape(key)}</td><td>{escape(va)}</td><td>{escape(vb)}</td>"
                    f"<td>{note}</td></tr>")
    parts.append(f"<p>Where each game ends ({escape(ea)} after step {len(original.steps)}, "
                 f"{escape(eb)} after step {len(other.steps)}):</p><table class=\"mt-table\">"
                 f"<tr><th></th><th>{escape(ea)}</th><th>{escape(eb)}</th><th></th></tr>"
                 f"{''.join(rows)}</table>")
    return f'{style_tag()}<div class="mt-view">{"".join(parts)}</div>'


def _played(t: Timeline) -> tuple[Any, ...]:
    """What makes a game the game it is: its start and every action with its random outcome
    (not the timeline object, which the stepper changes in place, nor the number of steps)."""
    return (t.initial, tuple((s.action, s.chance) for s in t.steps))


class EditionSwitch(widgets.VBox):
    """A dropdown of the four editions; choosing one replays the game under it.

    Each choice replays the original game's actions, so switching back and forth never
    drifts; once new actions are played, that game becomes the original.
    ``switch.report`` shows the comparison."""

    def __init__(self, stepper: Any) -> None:
        self.stepper = stepper
        t = stepper.timeline
        self.original = Timeline(t.initial, t.steps)
        self.edition = t.initial.edition
        self.dropdown = widgets.Dropdown(
            options=[(f"{e} \u2014 {get_edition(e).title}", e) for e in EDITIONS],
            value=self.edition, description="Rules",
            tooltip="Replay the same actions under another edition of the rules")
        self.report = widgets.HTML()
        self._produced = _played(t)
        super().__init__([self.dropdown, self.report])
        self.add_class("mt-fit")  # (never wider than the screen: style.py)
        self.dropdown.observe(self._on_choose, names="value")

    def _on_choose(self, change: dict) -> None:
        self.switch(change["new"])

    def switch(self, edition: str) -> None:
        """Replay the original game under ``edition`` and follow it in the stepper."""
        current = self.stepper.timeline
        cursor = current.cursor
        if _played(current) != self._produced:
            # the game was changed (other actions, another game): it is the new original
            self.original = Timeline(current.initial, current.steps)
        try:
            if edition == self.original.initial.edition:
                replay, err = Timeline(self.original.initial, self.original.steps), None
                self.report.value = (f'{style_tag()}<div class="mt-view">Back to the game as '
                                     f"played, under {escape(edition)}.</div>")
            else:
                replay, err = self.original.replay(edition)
                self.report.value = compare_html(self.original, replay, err)
        except Exception as exc:  # shown, never raised
            self.report.value = style_tag() + error_html("the replay", exc)
            return
        self.edition = edition
        self._produced = _played(replay)
        self.stepper.set_timeline(replay, min(cursor, len(replay)))


def rules_table(rows: list[tuple[str, str]], *, large: bool = True) -> HTML:
    """A table of the number each edition gives each rule: ``rows`` are ``(what, key)``
    pairs of the editions' rule keys (a ``what`` indented by two spaces is a part of the
    row above, and is shown indented); a dash means that edition has no such rule. An HTML
    table, not printed columns, so a phone scrolls it sideways instead of wrapping its
    columns into each other (``large``: projector-sized text).

    >>> html = rules_table([("a plane stays in the command zone", "plane.command")]).data
    >>> "<th scope=\\"row\\">a plane stays in the command zone</th>" in html
    True
    >>> html.count("<th scope=\\"col\\">")
    5
    """
    head = "".join(f'<th scope="col">{escape(e)}</th>' for e in EDITIONS)
    body = []
    for label, key in rows:
        cells = []
        for e in EDITIONS:
            ed = get_edition(e)
            cells.append(f"<td>{escape(ed.rule(key))}</td>" if ed.has(key)
                         else '<td aria-label="no such rule">-</td>')
        depth = (len(label) - len(label.lstrip(" "))) // 2
        indent = f' style="padding-left:{0.5 + 1.2 * depth:.1f}em"' if depth else ""
        body.append(f'<tr><th scope="row"{indent}>{escape(label.strip())}</th>'
                    f'{"".join(cells)}</tr>')
    view = "mt-view mt-large" if large else "mt-view"
    return HTML(f'{style_tag()}<div class="{view}"><table class="mt-table mt-rules-table">'
                f'<tr><th scope="col">rule</th>{head}</tr>{"".join(body)}</table></div>')
