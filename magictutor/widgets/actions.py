"""The action panel: what the player who must act can do now, as labelled buttons.

Buttons come from :func:`magictutor.legal_actions`. Beside them the panel shows actions a
learner might *try* but that the rules forbid now: cards in hand that can't be cast, loyalty
abilities that can't be activated, the planar die when it can't be rolled. Those look
disabled (dashed border, "(not now)") but stay clickable: a click shows which rules forbid
the action and why, from :func:`magictutor.engine.check`, and changes nothing. A loyalty row lists
every loyalty ability of each planeswalker the player controls, legal or not.

>>> from magictutor import build_game
>>> from magictutor.engine.timeline import Timeline
>>> from magictutor.widgets import GameStepper
>>> s = build_game(["Alice", "Bob"], setup={"Alice": {"battlefield": ["Jace Beleren"]}})
>>> panel = ActionPanel(GameStepper(Timeline(s)))
>>> [b.description for b in panel.buttons if "Jace" in b.description]
['activate Jace Beleren +2', 'activate Jace Beleren -1 targeting Alice', \
'activate Jace Beleren -1 targeting Bob', 'activate Jace Beleren -10 targeting Alice (not now)']
"""

from __future__ import annotations

from collections.abc import Iterator
from html import escape
from typing import Any

import ipywidgets as widgets

from magictutor.cards import card
from magictutor.cards.model import normalize_cost
from magictutor.editions import get_edition
from magictutor.engine.apply import IllegalActionError, check, current_player
from magictutor.engine.legal import legal_actions
from magictutor.model.actions import (
    Action,
    Activate,
    Cast,
    Choose,
    DeclareAttackers,
    DeclareBlockers,
    PlayLand,
    RollPlanarDie,
    Suspend,
    Unearth,
)
from magictutor.model.characteristics import card_of
from magictutor.model.state import GameState
from magictutor.rules.planechase.core import roll_cost
from magictutor.rules.targets import candidates
from magictutor.widgets.board import who_acts
from magictutor.widgets.labels import action_label, with_player
from magictutor.widgets.stepper import error_html, refusal_html
from magictutor.widgets.style import style_tag

ROWS = ("Choice", "Priority", "Loyalty abilities", "Activated abilities", "Cast a spell",
        "Special actions", "Combat")
"""The rows of the panel, in order."""

SPECIAL = "Special actions"
"""The row of the actions that use no stack (115.2; 116.2 today): playing a land, rolling the
planar die, suspending a card from hand (Talon Gates)."""

NOT_NOW = " (not now)"


def _row_of(a: Action) -> str:
    if isinstance(a, Choose):
        return "Choice"
    if isinstance(a, Activate):  # (a cost in symbols: another activated ability, 602)
        return "Activated abilities" if a.cost[:1] == "{" else "Loyalty abilities"
    if isinstance(a, Unearth):  # (an activated ability of a graveyard card: 702.83a)
        return "Activated abilities"
    if isinstance(a, Cast):
        return "Cast a spell"
    if isinstance(a, (PlayLand, RollPlanarDie, Suspend)):  # (no stack: 115.2a, f, e in 2013-07)
        return SPECIAL
    if isinstance(a, (DeclareAttackers, DeclareBlockers)):
        return "Combat"
    return "Priority"


def _row_label(name: str, edition: str | None = None) -> str:
    """The heading of a row of the panel; the special actions' says they use no stack, with
    the number of the rule that lists them in ``edition`` (115.2 up to 2017-09, 116.2 today).

    >>> _row_label("Combat")
    '<b>Combat</b>'
    >>> print(_row_label(SPECIAL, "current"))
    <b>Special actions</b> <span class="mt-hint">no stack<span class="mt-rule">116.2</span></span>
    """
    head = f"<b>{escape(name)}</b>"
    if name != SPECIAL:
        return head
    rule = get_edition(edition).rule("priority.special_action")
    cite = f'<span class="mt-rule">{escape(rule)}</span>'
    return f'{head} <span class="mt-hint">no stack{cite}</span>'


def _own(s: GameState, ref: Any, who: str) -> bool:
    """Whether a target is the acting player or something they control."""
    if isinstance(ref, str):
        return ref == who
    o = s.objects.get(ref)
    return o is not None and o.controller == who


def aims_at_self(s: GameState, a: Action) -> int:
    """How many of an action's targets are its own player or their permanents (the panel
    lists those last, so its first "cast Lightning Bolt" aims at an opponent).

    >>> from magictutor import build_game, Cast
    >>> s = build_game(["Alice", "Bob"], setup={"Alice": {"hand": ["Lightning Bolt"]}})
    >>> bolt = s.hand("Alice")[0].id
    >>> aims_at_self(s, Cast("Alice", bolt, ("Alice",))), aims_at_self(s, Cast("Alice", bolt,
    ...                                                                        ("Bob",)))
    (1, 0)
    """
    who = str(getattr(a, "player", ""))
    if not _harms(s, a):  # (Jace's -1 draws a card: aiming at oneself is the point)
        return 0
    return sum(_own(s, t, who) for t in getattr(a, "targets", ()) or ())


HARM = ("damage", "destroy")
"""Words of an ability that hurts what it targets."""


def _harms(s: GameState, a: Action) -> bool:
    """Whether the spell or loyalty ability ``a`` uses deals damage or destroys."""
    text = ""
    if isinstance(a, Cast) and a.card in s.objects:
        spell = card(s.objects[a.card].name, s.edition).abilities_of("spell")
        text = f"{spell[0][1].text} {spell[0][1].effects!r}" if spell else ""
    elif isinstance(a, Activate) and a.source in s.objects:
        cost = normalize_cost(a.cost or "")
        abilities = card_of(s.objects[a.source], s.edition).abilities_of("loyalty")
        text = " ".join(f"{ab.text} {ab.effects!r}" for i, ab in abilities
                        if normalize_cost(ab.cost or "") == cost
                        and (a.ability is None or a.ability == i))
    return any(w in text.lower() for w in HARM)


def _probe_targets(s: GameState, specs: tuple[str, ...], who: str) -> tuple:
    """Some targets for an action that is not legal now, so ``check`` talks about the real
    problem (timing, once per turn) rather than about missing targets."""
    out = []
    for spec in specs:
        pool = candidates(s, spec, who)
        if pool:
            out.append(pool[0])
    return tuple(out)


def tried_actions(s: GameState, legal: list[Action]) -> Iterator[Action]:
    """Actions the player who must act might try, that are not legal now.

    One per loyalty ability with no legal activation, one per card in hand that can't be
    cast or played, and the planar die roll if it can't be rolled.

    >>> from magictutor import build_game, legal_actions
    >>> s = build_game(["Alice", "Bob"], setup={"Alice": {"hand": ["Lightning Bolt"]}})
    >>> [type(a).__name__ for a in tried_actions(s, legal_actions(s))]  # no mana for it
    ['Cast']
    """
    who = current_player(s)
    if who is None or s.pending is not None and s.pending.kind not in ("attackers", "blockers"):
        return
    yield from _tried_loyalty(s, who, legal)
    yield from _tried_from_hand(s, who, legal)
    if s.planechase is not None and not any(isinstance(a, RollPlanarDie) for a in legal):
        yield RollPlanarDie(who)


def _ability_index(s: GameState, a: Activate) -> int | None:
    """The index on its card of the loyalty ability ``a`` activates (None: it names none)."""
    o = s.objects.get(a.source)
    if o is None:
        return None
    if a.ability is not None:
        return a.ability
    same = card_of(o, s.edition).loyalty_abilities_costing(a.cost)
    return same[0][0] if len(same) == 1 else None


def _tried_loyalty(s: GameState, who: str, legal: list[Action]) -> Iterator[Activate]:
    """An activation of each loyalty ability of ``who``'s planeswalkers that has no legal
    one, told apart by its index when another ability of the card has the same cost."""
    used = {(a.source, _ability_index(s, a)) for a in legal if isinstance(a, Activate)}
    for o in s.battlefield:
        if o.controller != who:
            continue
        c = card_of(o, s.edition)
        for index, ab in c.abilities_of("loyalty"):
            if (o.id, index) in used:
                continue
            cost = normalize_cost(ab.cost or "")
            x = 1 if cost == "-X" else None
            named = index if len(c.loyalty_abilities_costing(cost)) > 1 else None
            yield Activate(who, o.id, ab.cost or "", _probe_targets(s, ab.targets, who), x,
                           named)


def _tried_from_hand(s: GameState, who: str, legal: list[Action]) -> Iterator[Action]:
    """Playing or casting each card in ``who``'s hand that has no legal action."""
    for o in s.hand(who):
        if any(getattr(a, "card", None) == o.id for a in legal):
            continue
        c = card(o.name, s.edition)
        if "Land" in c.types:
            yield PlayLand(who, o.id)
            continue
        spell = c.abilities_of("spell")
        specs = spell[0][1].targets if spell else ()
        x = 1 if "{X}" in c.cost.upper() else None
        yield Cast(who, o.id, _probe_targets(s, specs, who), x)


class ActionPanel(widgets.VBox):
    """Buttons for every legal action of the player who must act, and "why not" for others.

    Clicking a legal action plays it through the stepper; clicking a "(not now)" button
    shows the refusal with its rules. ``panel.message`` shows the outcome of the last click.
    ``large=True`` sets projector-sized text and buttons.

    >>> from magictutor import build_game
    >>> from magictutor.engine.timeline import Timeline
    >>> from magictutor.widgets import GameStepper
    >>> panel = ActionPanel(GameStepper(Timeline(build_game(["Alice", "Bob"]))))
    >>> panel.button("pass").click()
    >>> panel.stepper.state.priority
    'Bob'
    """

    def __init__(self, stepper: Any, *, large: bool = False) -> None:
        self.stepper = stepper
        self.large = large
        self._view = "mt-view mt-large" if large else "mt-view"
        self.header = widgets.HTML()
        self.message = widgets.HTML()
        self.buttons: list[widgets.Button] = []
        self._pool: list[widgets.Button] = []
        self._actions: dict[int, Action] = {}
        self.tries: list[tuple[GameState, Action]] = []  # (state, action): also try these
        self._boxes = {name: widgets.HBox(layout=widgets.Layout(flex_flow="row wrap"))
                       for name in ROWS}
        for box in self._boxes.values():  # labels wrap inside the panel, never cut (style.py)
            box.add_class("mt-action-box")
        self._labels = {name: widgets.HTML(_row_label(name)) for name in ROWS}
        self._rows = {name: widgets.HBox([self._labels[name], self._boxes[name]])
                      for name in ROWS}
        for name, row in self._rows.items():  # (on a phone the label goes above its buttons)
            row.add_class("mt-action-row")
            self._labels[name].add_class("mt-row-label")
        self.rows = widgets.VBox(list(self._rows.values()))
        super().__init__([self.header, self.rows, self.message])
        self.add_class("mt-fit")  # (never wider than the screen: style.py)
        if large:  # every part at projector size (style.py: .mt-large-widget)
            self.add_class("mt-large-widget")
        stepper.on_change(self.refresh)
        self.refresh()

    # --- building --------------------------------------------------------------------------
    def refresh(self, *_: Any) -> None:
        """Rebuild the buttons for the state at the stepper's cursor.

        Buttons are reused from one state to the next (making widgets is the slow part)."""
        s = self.stepper.state
        self.message.value = ""
        self.buttons = []
        self._actions = {}
        legal, tried = self._listed(s)
        grouped = self._grouped(s, legal, tried)
        if s.planechase is not None and any(isinstance(a, RollPlanarDie) for a in legal):
            cost = roll_cost(s, current_player(s))
            for b in grouped[SPECIAL]:
                if self.allowed(b) and isinstance(self._actions.get(id(b)), RollPlanarDie):
                    b.description = f"roll the planar die (costs {{{cost}}})"
        special = _row_label(SPECIAL, s.edition)
        if self._labels[SPECIAL].value != special:  # (the rule's number follows the edition)
            self._labels[SPECIAL].value = special
        for name in ROWS:
            self._boxes[name].children = tuple(grouped[name])
            self._rows[name].layout.display = None if grouped[name] else "none"

    def _grouped(self, s: GameState, legal: list[Action], tried: list[Action]
                 ) -> dict[str, list[widgets.Button]]:
        """A button per action and label (legal ones first, those aiming at an opponent
        first among them), by the row it goes in."""
        grouped: dict[str, list[widgets.Button]] = {r: [] for r in ROWS}
        seen: set[str] = set()
        legal = sorted(legal, key=lambda a: aims_at_self(s, a))  # (a stable sort)
        for a, ok in [(a, True) for a in legal] + [(a, False) for a in tried]:
            label = action_label(s, a) + ("" if ok else NOT_NOW)
            if label in seen:  # two Islands in hand: one "play Island" is enough
                continue
            seen.add(label)
            grouped[_row_of(a)].append(self._make(s, a, legal=ok))
        return grouped

    def _listed(self, s: GameState) -> tuple[list[Action], list[Action]]:
        """The legal actions of ``s`` and the ones to offer as "(not now)"; the header says
        who acts, or what went wrong listing them (shown, never raised)."""
        try:
            legal = legal_actions(s)
            tried = list(tried_actions(s, legal))
            tried += [a for st, a in self.tries if st is s and a not in legal]
        except Exception as exc:  # shown, never raised
            self.header.value = style_tag() + error_html("the list of legal actions", exc)
            return [], []
        self.header.value = (f'{style_tag()}<div class="{self._view}"><div class="mt-who" '
                             f'role="status">{escape(who_acts(s))}</div></div>')
        return legal, tried

    def _make(self, s: GameState, a: Action, *, legal: bool) -> widgets.Button:
        if len(self.buttons) == len(self._pool):
            b = widgets.Button(layout=widgets.Layout(width="auto"))
            b.add_class("mt-action")
            if self.large:
                b.style.font_size = "18px"
            b.on_click(self._clicked)
            self._pool.append(b)
        b = self._pool[len(self.buttons)]
        label = action_label(s, a)  # (named once: the tooltip says it with the player)
        spoken = f"{getattr(a, 'player', '?')}: {label}"
        if legal:
            b.description = label
            b.tooltip = f"{spoken}: allowed now"
            b.remove_class("mt-illegal")
        else:
            b.description = label + NOT_NOW
            b.tooltip = f"{spoken}: not allowed now; click to see which rule forbids it"
            b.add_class("mt-illegal")
        self._actions[id(b)] = a
        self.buttons.append(b)
        return b

    def _clicked(self, b: widgets.Button) -> None:
        a = self._actions.get(id(b))
        if a is not None:
            self.try_action(a)

    # --- using -----------------------------------------------------------------------------
    def allowed(self, b: widgets.Button) -> bool:
        """Whether button ``b`` plays a legal action (False: a "(not now)" button)."""
        return "mt-illegal" not in b._dom_classes

    def button(self, text: str) -> widgets.Button:
        """The button whose label starts with ``text`` (for lessons and tests)."""
        for b in self.buttons:
            if b.description.startswith(text):
                return b
        shown = "; ".join(b.description for b in self.buttons)
        raise KeyError(f"no button labelled {text!r}; the buttons are: {shown}")

    def try_action(self, a: Action) -> bool:
        """Play ``a`` if the rules allow it; otherwise show why not. True if it was played."""
        s = self.stepper.state
        head = f'{style_tag()}<div class="{self._view}">'
        try:
            problems = check(s, a)
            if problems:
                raise IllegalActionError(problems, s.edition, a)
            step = self.stepper.apply(a)
        except IllegalActionError as err:
            self.message.value = (f"{head}<div><b>{escape(with_player(s, a))}</b></div>"
                                  f"{refusal_html(err)}</div>")
            return False
        except Exception as exc:  # shown in the widget, never raised
            self.message.value = head + error_html("the engine", exc) + "</div>"
            return False
        lines = "".join(
            f'<li class="{"mt-auto" if e.auto else ""}">{escape(e.text)}'
            + " ".join(f'<span class="mt-rule">{escape(r)}</span>' for r in e.rules) + "</li>"
            for e in step.events)
        self.message.value = (f'{head}<div class="mt-msg"><b>{escape(with_player(s, a))}</b>'
                              f'<ul class="mt-events">{lines}</ul></div></div>')
        return True


__all__ = ["ActionPanel", "ROWS", "SPECIAL", "tried_actions"]
