"""What a scenario's situation comes to, played under other premises: the engine's side of
computed quiz questions (:mod:`magictutor.teaching.quiz_bank`).

:func:`play` carries out a scenario's actions under one edition, ignoring its checks, and
records what each refused action was refused for; :func:`outcome` reads the final state as
a set of plain facts (life totals, loyalty, zones, the face-up plane, who is the planar
controller, what was refused). :func:`variants` plays the situation under every edition and
with every other answer to each choice a player made, so that each premise has its outcome.

>>> from magictutor.scenarios.scenario import load_scenario
>>> sc = load_scenario("bolt-redirected")
>>> facts = outcome(play(sc))
>>> facts["life Alice"], facts["perm Alice Jace Beleren"]
('Alice has 20 life', 'Jace Beleren has 1 loyalty')
>>> [v.premise for v in variants(sc)][:5]  # doctest: +NORMALIZE_WHITESPACE
['under the 2013-07 rules', 'under the 2011-09 rules', 'under the 2017-09 rules',
 'under the current rules', "if Bob doesn't redirect"]
"""

from __future__ import annotations

import functools
from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any

from magictutor.editions import EDITIONS
from magictutor.engine.apply import IllegalActionError
from magictutor.model.events import Event
from magictutor.model.state import GameState
from magictutor.scenarios.load import Scenario, ScenarioError
from magictutor.scenarios.names import NotationError

ZONE_WORDS = {"graveyard": "is in its owner's graveyard", "hand": "is in its owner's hand",
              "library": "is in its owner's library", "exile": "is in exile",
              "command": "is in the command zone", "stack": "is on the stack"}


ROUTINE_KINDS = frozenset({"pass", "step", "pay", "turn", "cleanup", "untap", "setup"})
"""Event kinds that are routine in a trace (priority passes, steps, mana payment)."""


def routine(e: Event) -> bool:
    """True for an event a trace may fold away: a priority pass, a step starting, a mana
    payment, a trigger put on the stack by the game."""
    return e.kind in ROUTINE_KINDS or (e.auto and e.kind in ("trigger", "stack"))


@dataclass(frozen=True)
class Refusal:
    """An action the engine refused while playing: the step's text and the rules cited."""

    action: str
    rules: tuple[str, ...]
    reason: str


@dataclass(frozen=True)
class TraceLine:
    """One line of a trace: an event or a refusal, with its rules; ``routine`` lines fold."""

    text: str
    rules: tuple[str, ...]
    routine: bool = False
    refused: bool = False


@dataclass(frozen=True)
class Played:
    """A scenario's actions carried out under one edition and premise."""

    scenario: Scenario
    edition: str
    actions: tuple[str, ...]
    initial: GameState
    final: GameState
    events: tuple[Event, ...]
    refusals: tuple[Refusal, ...]
    choices: tuple[tuple[int, tuple[str, ...]], ...] = field(default=())
    """For each action that answered a pending choice: its index and the other answers."""
    trace: tuple[TraceLine, ...] = field(default=())
    """Every event and refusal in order, as a trace shows them."""

    @property
    def cited(self) -> frozenset[str]:
        """The rules cited by the events that aren't routine, and by the refusals."""
        out = {n for e in self.events if not routine(e) for n in e.rules}
        return frozenset(out | {n for r in self.refusals for n in r.rules})


def _actions(sc: Scenario) -> tuple[str, ...]:
    return tuple(st.action for st in sc.steps if st.action is not None)


def play(sc: Scenario, edition: str | None = None,
         actions: tuple[str, ...] | None = None) -> Played:
    """Carry out ``actions`` (default the scenario's own) under ``edition`` (default its own):
    a refused action, or one that names nothing under these rules, changes nothing and is
    recorded; the checks of the file are not made."""
    return _play(sc, edition or sc.edition, _actions(sc) if actions is None else actions)


@functools.lru_cache(maxsize=2048)
def _play(sc: Scenario, edition: str, actions: tuple[str, ...]) -> Played:
    from magictutor.engine.legal import legal_actions
    from magictutor.engine.setup import setup_events
    from magictutor.scenarios.notation import format_action, run_command
    from magictutor.scenarios.run import build

    state = initial = build(sc, edition)
    events: list[Event] = list(setup_events(initial))
    refusals: list[Refusal] = []
    choices: list[tuple[int, tuple[str, ...]]] = []
    trace: list[TraceLine] = [TraceLine(e.text, e.rules, True) for e in events]
    for i, text in enumerate(actions):
        if state.pending is not None:
            try:
                others = [format_action(state, a) for a in legal_actions(state)]
            except (ValueError, TypeError, NotationError):
                others = []
            choices.append((i, tuple(o for o in others if o.lower() != text.lower())))
        try:
            steps = run_command(state, text)
        except IllegalActionError as exc:
            refusals.append(Refusal(text, tuple(exc.rules), "; ".join(exc.reasons)))
            trace.append(TraceLine(f'"{text}" is refused: {refusals[-1].reason}',
                                   refusals[-1].rules, refused=True))
            continue
        except (NotationError, ScenarioError, ValueError) as exc:
            refusals.append(Refusal(text, (), str(exc)))
            trace.append(TraceLine(f'"{text}" can\'t be done: {exc}', (), refused=True))
            continue
        for st in steps:
            events.extend(st.events)
            trace.extend(TraceLine(e.text, e.rules, routine(e)) for e in st.events)
        if steps:
            state = steps[-1].after
    return Played(sc, edition, actions, initial, state, tuple(events), tuple(refusals),
                  tuple(choices), tuple(trace))


def _obj_key(s: GameState, o: Any) -> str:
    """``perm OWNER NAME`` for a permanent card or token, ``card OWNER NAME`` for a spell."""
    from magictutor.cards import card

    try:
        permanent = o.kind == "token" or card(o.name).is_permanent_card
    except (KeyError, ValueError):
        permanent = True
    return f"{'perm' if permanent else 'card'} {o.owner} {o.name}"


def _battlefield_text(s: GameState, o: Any) -> str:
    from magictutor.model.query import chars_of

    bits = []
    try:
        is_pw = chars_of(s, o.id).is_planeswalker
    except (KeyError, ValueError):
        is_pw = False
    if is_pw:
        bits.append(f"{o.counter('loyalty')} loyalty")
    if o.damage:
        bits.append(f"{o.damage} damage marked")
    if o.controller != o.owner:
        bits.append(f"controlled by {o.controller}")
    return f"{o.name} has " + " and ".join(bits) if bits else f"{o.name} is on the battlefield"


def _card_facts(s: GameState) -> dict[str, str]:
    """Each card's (or token's) zone, with loyalty, damage and control on the battlefield;
    planar cards, abilities and libraries are left out."""
    facts: dict[str, str] = {}
    seen: dict[str, int] = {}
    for oid in sorted(s.objects):
        o = s.objects[oid]
        if o.kind == "ability" or o.zone.startswith("planar:") or \
                o.zone in ("library", "command", "faceup"):
            continue
        key = _obj_key(s, o)
        seen[key] = seen.get(key, 0) + 1
        if seen[key] > 1:
            key += f" #{seen[key]}"
        facts[key] = (_battlefield_text(s, o) if o.zone == "battlefield" else
                      f"{o.name} {ZONE_WORDS.get(o.zone, 'is in ' + o.zone)}")
    return facts


def _refusal_facts(p: Played, facts: dict[str, str]) -> None:
    for r in p.refusals:
        if _knock_on(r):
            continue
        cites = f" ({', '.join(r.rules)})" if r.rules else ""
        key = f"refused {r.action}"
        while key in facts:
            key += " again"
        facts[key] = f'"{r.action}" is refused{cites}'


def outcome(p: Played) -> dict[str, str]:
    """The facts of the final state, by key: each player's life and whether they are still in
    the game, each card's zone (with loyalty for a planeswalker, damage and tapped for a
    permanent), the stack, the face-up planes, the planar controller, the refusals."""
    s = p.final
    facts: dict[str, str] = {}
    for pl in s.players:
        facts[f"life {pl.name}"] = f"{pl.name} has {pl.life} life"
        facts[f"in game {pl.name}"] = (f"{pl.name} is still in the game" if pl.in_game
                                       else f"{pl.name} is out of the game")
    facts.update(_card_facts(s))
    stack = [s.objects[i].name for i in s.zones.get("stack", ())]
    facts["stack"] = ("the stack is empty" if not stack
                      else "still on the stack: " + ", ".join(reversed(stack)))
    if s.planechase is not None:
        faceup = [s.objects[i].name for i in s.zones.get("faceup", ())]
        facts["face up"] = "face up: " + (", ".join(faceup) or "no plane")
        facts["planar controller"] = f"{s.planechase.controller} is the planar controller"
    facts["pending"] = ("nobody has a choice to make" if s.pending is None
                        else f"{s.pending.player} still has to choose")
    _refusal_facts(p, facts)
    return facts


def _answers(state: GameState) -> list[str]:
    from magictutor.engine.legal import legal_actions
    from magictutor.scenarios.notation import format_action

    try:
        return [format_action(state, a) for a in legal_actions(state)]
    except (ValueError, TypeError, NotationError):
        return []


def answer_pending(p: Played, limit: int = 3) -> Played:
    """``p`` played again with each choice it leaves waiting answered, a decline first (the
    scenario, written for another edition, never answers it): "Bob: don't redirect" where
    the older rules ask Bob whether to redirect. ``p`` itself if nothing waits."""
    for _ in range(limit):
        for i in range(len(p.actions) + 1):
            state = _state_before(p, i)
            # a choice waits before action i, and action i (if any) does not answer it
            if state.pending is not None and (
                    i == len(p.actions) or _state_before(p, i + 1).pending is not None):
                break
        else:
            return p
        answers = _answers(state)
        if not answers:
            return p
        pick = next((a for a in answers if "don't" in a), answers[0])
        p = play(p.scenario, p.edition, p.actions[:i] + (pick,) + p.actions[i:])
    return p


def _state_before(p: Played, i: int) -> GameState:
    """The state the ``i``-th action of ``p`` was tried in (``len(actions)``: the end)."""
    return _play(p.scenario, p.edition, p.actions[:i]).final


KNOCK_ON_RULES = frozenset({"116.1", "116.1a", "117.1", "117.1a", "405.5", "603.3", "601.2c"})
"""Refusals for these alone (no priority, nothing to resolve, no choice to answer) follow from
an earlier difference; an outcome doesn't list them."""


def _knock_on(r: Refusal) -> bool:
    return not r.rules or set(r.rules) <= KNOCK_ON_RULES


@dataclass(frozen=True)
class Variant:
    """One premise and what it comes to: ``premise`` reads after "That is what happens"."""

    premise: str
    played: Played
    facts: Mapping[str, str] = field(compare=False)


def variants(sc: Scenario, edition: str | None = None,
             actions: tuple[str, ...] | None = None) -> list[Variant]:
    """The situation under ``edition`` (default the scenario's own) as written, then under
    each other edition, then with each other answer to each choice made (each under
    ``edition``), then without each action that was carried out (as if it were refused: the
    mistake of thinking it illegal); editions under which the set-up can't be built are left
    out."""
    ed = edition or sc.edition
    out: list[Variant] = []
    base = play(sc, ed, actions)
    out.append(Variant(f"under the {ed} rules", base, outcome(base)))
    for other in EDITIONS:
        if other == ed:
            continue
        try:
            p = play(sc, other, actions)
        except ScenarioError:
            continue
        out.append(Variant(f"under the {other} rules", p, outcome(p)))
    for index, others in base.choices:
        for alt in others:
            actions = list(base.actions)
            actions[index] = alt
            p = play(sc, ed, tuple(actions))
            who, _, words = alt.partition(": ")
            out.append(Variant(f"if {who} answers \"{words}\"" if not words.startswith("don't")
                               else f"if {who} doesn't{words[5:]}", p, outcome(p)))
    refused = {r.action for r in base.refusals}
    for index, text in enumerate(base.actions):
        if text in refused or text.lower().startswith("all:") or text.endswith(": pass"):
            continue
        actions = base.actions[:index] + base.actions[index + 1:]
        p = play(sc, ed, actions)
        out.append(Variant(f'if "{text}" were not allowed', p, outcome(p)))
    return out
