"""Running a scenario step by step and grading it.

:class:`Run` builds the game of a :class:`~magictutor.scenarios.load.Scenario` and carries
out its steps one at a time (``magictutor play`` shows each as it comes);
:func:`run_scenario` runs them all and returns a :class:`Result`: the initial state, the
engine's steps (a plain list, ready for :class:`magictutor.engine.timeline.Timeline`), the
events, every check, and whether the scenario passed.

A refused action changes nothing, so after an expected refusal the scenario goes on
from the same state. An action that goes wrong (refused without ``rejected``, or
carried out with it) stops the run: what follows would describe another game. A failed
check does not stop it; every check is reported.
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass, replace
from typing import Any

from magictutor.editions import EDITIONS, UnknownEditionError
from magictutor.engine.apply import IllegalActionError, Step
from magictutor.engine.setup import build_game
from magictutor.errors import ArgumentError
from magictutor.limits import cut
from magictutor.model.events import Event
from magictutor.model.state import GameState
from magictutor.scenarios.checks import CheckResult, Translator, evaluate, rules_match
from magictutor.scenarios.load import Scenario, ScenarioError, ScenarioStep
from magictutor.scenarios.names import NAMING_ORDER, NotationError, naming_order
from magictutor.scenarios.notation import run_command


@dataclass(frozen=True)
class Failure:
    """Why a scenario failed: the key, what was expected, what was found, and where."""

    where: str
    key: str
    expected: str
    found: str
    line: int | None = None

    def __str__(self) -> str:
        return f"{self.where}: {self.key}: expected {self.expected}, found {self.found}"

    @classmethod
    def of_check(cls, c: CheckResult) -> Failure:
        return cls(c.after, c.key, c.expected, c.found, c.line)


@dataclass(frozen=True)
class StepRecord:
    """What one entry of ``steps`` (or, with ``spec`` None, the final ``expect``) did."""

    spec: ScenarioStep | None
    before: GameState
    steps: tuple[Step, ...] = ()
    refusal: IllegalActionError | None = None
    checks: tuple[CheckResult, ...] = ()
    failure: Failure | None = None

    @property
    def after(self) -> GameState:
        return self.steps[-1].after if self.steps else self.before

    @property
    def events(self) -> list[Event]:
        return [e for st in self.steps for e in st.events]

    @property
    def failures(self) -> list[Failure]:
        out = [self.failure] if self.failure else []
        return out + [Failure.of_check(c) for c in self.checks if not c.ok]


@dataclass(frozen=True)
class Result:
    """The outcome of running a scenario under one edition."""

    scenario: Scenario
    edition: str
    initial: GameState
    records: tuple[StepRecord, ...]
    stopped: bool = False

    @property
    def steps(self) -> list[Step]:
        """Every engine step in order: with :attr:`initial`, the game's whole history."""
        return [st for r in self.records for st in r.steps]

    @property
    def events(self) -> list[Event]:
        """The set-up's events (the starting plane, 901.5), then every step's."""
        from magictutor.engine.setup import setup_events

        return list(setup_events(self.initial)) + [e for st in self.steps for e in st.events]

    @property
    def cited(self) -> set[str]:
        """Every rule number the event log cites."""
        return {n for e in self.events for n in e.rules}

    @property
    def checks(self) -> list[CheckResult]:
        return [c for r in self.records for c in r.checks]

    @property
    def failures(self) -> list[Failure]:
        return [f for r in self.records for f in r.failures]

    @property
    def passed(self) -> bool:
        return not self.failures and not self.stopped

    @property
    def first_failure(self) -> Failure | None:
        fs = self.failures
        return fs[0] if fs else None

    @property
    def final(self) -> GameState:
        return self.records[-1].after if self.records else self.initial

    def timeline(self) -> Any:
        """The game as a :class:`magictutor.engine.timeline.Timeline`, at its last step."""
        from magictutor.engine.timeline import Timeline

        return Timeline(self.initial, self.steps)

    def summary(self) -> str:
        """``PASS`` or ``FAIL`` with the first failure, as ``magictutor check`` prints it."""
        if self.passed:
            return "PASS"
        return f"FAIL {self.first_failure}"


def build(scenario: Scenario, edition: str | None = None) -> GameState:
    """The scenario's starting state (under ``edition``, default the scenario's own)."""
    ed = edition or scenario.edition
    if type(ed) is not str or ed not in EDITIONS:  # (a list is no edition: no TypeError)
        raise UnknownEditionError(f"unknown edition {cut(ed)}; valid editions: "
                                  f"{', '.join(EDITIONS)}")
    try:
        state = build_game(scenario.players, edition=ed, seed=scenario.seed,
                           setup=scenario.setup, active=scenario.active, step=scenario.step,
                           turn=scenario.turn, planechase=scenario.planechase,
                           first_player=scenario.first_player,
                           teams=[list(t) for t in scenario.teams] or None,
                           cards=list(scenario.cards) if scenario.cards else None)
    except (ValueError, KeyError) as exc:
        text = str(exc).lower()
        planar = any(w in text for w in ("planar", "plane", "phenomen"))
        key = "planechase" if scenario.planechase is not None and planar else "setup"
        reason = str(exc.args[0]) if isinstance(exc, KeyError) and exc.args else str(exc)
        raise ScenarioError(scenario.path, scenario.line_of(key),
                            f"the {key} can't be built under the {ed} rules: {reason}") from None
    order = naming_order(state, scenario.setup, scenario.players)
    extra = dict(state.extra)
    extra[NAMING_ORDER] = order
    return replace(state, extra=tuple(sorted(extra.items())))


class Run:
    """A scenario being run, one entry of ``steps`` at a time.

    >>> from magictutor.scenarios.load import load_text
    >>> sc = load_text('''
    ... title: Bolt
    ... players: [Alice, Bob]
    ... turn: {active: Bob}
    ... setup: {Bob: {hand: [Lightning Bolt], battlefield: [Mountain]}}
    ... steps:
    ...   - "Bob: cast Lightning Bolt targeting Alice"
    ...   - "all: resolve"
    ... expect: {Alice: {life: 17}}
    ... ''')
    >>> run = Run(sc)
    >>> [len(rec.steps) for rec in run]
    [1, 2, 0]
    >>> run.result().passed
    True
    """

    def __init__(self, scenario: Scenario, edition: str | None = None) -> None:
        if not isinstance(scenario, Scenario):
            raise ArgumentError(f"run_scenario(scenario): a scenario (from load_scenario), not "
                                f"{cut(scenario)}")
        self.scenario = scenario
        self.edition = edition or scenario.edition
        self.initial = build(scenario, self.edition)
        self.translate = Translator(scenario.edition, self.edition)
        self.state = self.initial
        self.records: list[StepRecord] = []
        from magictutor.engine.setup import setup_events

        self.cited: set[str] = {n for e in setup_events(self.initial) for n in e.rules}
        self.last_action: ScenarioStep | None = None
        self.stopped = False

    def __iter__(self) -> Iterator[StepRecord]:
        for spec in self.scenario.steps:
            if self.stopped:
                return
            yield self.step(spec)
        if not self.stopped and self.scenario.expect is not None:
            yield self.finish()

    def after_label(self, final: bool = False) -> str:
        last = self.last_action
        base = f"after {last.label}" if last else "before any action"
        return f"at the end, {base}" if final else base

    def step(self, spec: ScenarioStep) -> StepRecord:
        """Carry out one entry of ``steps`` and its checks."""
        before = self.state
        steps: tuple[Step, ...] = ()
        refusal = failure = None
        if spec.action is not None:
            try:
                steps = tuple(run_command(before, spec.action))
            except NotationError as exc:
                raise ScenarioError(self.scenario.path, spec.line,
                                    f'"{spec.shown}": {exc}') from None
            except IllegalActionError as exc:
                refusal = exc
            failure = self.judge(spec, refusal)
            self.last_action = spec
            if failure is not None:
                self.stopped = True
        for st in steps:
            self.cited.update(n for e in st.events for n in e.rules)
        self.state = steps[-1].after if steps else before
        checks: tuple[CheckResult, ...] = ()
        if spec.expect is not None and failure is None:
            checks = tuple(evaluate(self.state, spec.expect, cited=self.cited,
                                    translate=self.translate, after=self.after_label(),
                                    path=self.scenario.path))
        rec = StepRecord(spec, before, steps, refusal, checks, failure)
        self.records.append(rec)
        return rec

    def judge(self, spec: ScenarioStep, refusal: IllegalActionError | None) -> Failure | None:
        where = f"at {spec.label}"
        want = spec.rejected
        if want is None:
            if refusal is None:
                return None
            return Failure(where, "action", "it to be carried out", f"it was refused: "
                           f"{refusal}", spec.line)
        wanted = want if isinstance(want, tuple) else ()  # (True: any refusal will do)
        shown = "a refusal" if want is True else \
            "a refusal citing " + ", ".join(self.translate.describe(n) for n in wanted)
        if refusal is None:
            return Failure(where, "rejected", shown, "it was carried out", spec.line)
        if want is True:
            return None
        missing = rules_match(wanted, refusal.rules, self.translate)
        if missing:
            cites = ", ".join(refusal.rules) or "no rule"
            return Failure(where, "rejected", shown, f"a refusal citing {cites}: "
                           f"{'; '.join(refusal.reasons)}", spec.line)
        return None

    def finish(self) -> StepRecord:
        """The final ``expect`` checks."""
        assert self.scenario.expect is not None
        checks = tuple(evaluate(self.state, self.scenario.expect, cited=self.cited,
                                translate=self.translate, after=self.after_label(final=True),
                                path=self.scenario.path))
        rec = StepRecord(None, self.state, (), None, checks)
        self.records.append(rec)
        return rec

    def result(self) -> Result:
        """The result so far (run every step first, e.g. with ``list(run)``)."""
        return Result(self.scenario, self.edition, self.initial, tuple(self.records),
                      self.stopped)


def run_scenario(scenario: Scenario, edition: str | None = None) -> Result:
    """Run every step of ``scenario`` (under ``edition``, default its own) and grade it."""
    run = Run(scenario, edition)
    for _ in run:
        pass
    return run.result()
