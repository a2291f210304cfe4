"""The question bank: every quiz question the kit asks, hand-written or computed by the engine.

Three kinds of :class:`Question` come from the scenario library:

* ``written``: the scenario's own ``question``, ``choices`` and ``answer``; a wrong choice's
  feedback is the scenario's ``feedback`` for it if it has one, else its explanation.
* ``outcome``: "how does it end?" The engine plays the situation under every edition and
  every other answer to each choice (:mod:`magictutor.teaching.quiz_outcomes`); the options are the
  distinct outcomes, the key is the outcome under the scenario's own rules, and each wrong
  option says which premise it comes from and which rules the right one turns on.
* ``edition``: the same situation under another edition ("now under the current rules"),
  for every edition whose outcome differs; where its premises give fewer than four outcomes,
  options that mix their facts make up four (:mod:`magictutor.teaching.quiz_options`).
* ``pair``: "under the scenario's rules... and under another edition's?", for each edition
  whose outcome differs: the options pair the two outcomes, the same outcome both ways,
  or the right pair the wrong way round.

Options are shuffled with a seed that the learner sees (:meth:`Question.shuffled`), so a study
group sharing a seed sees the same order.

>>> q = question("hellrider-trigger-redirected@outcome")
>>> q.computed, len(q.options) >= 4, sum(o.right for o in q.options)
(True, True, 1)
>>> [o.text for o in q.shuffled(7)] == [o.text for o in q.shuffled(7)]
True
"""

from __future__ import annotations

import functools
import random
import re
from collections.abc import Callable, Iterable
from dataclasses import dataclass, field, fields

from magictutor.editions import EDITIONS
from magictutor.scenarios.load import Scenario, ScenarioError
from magictutor.teaching.quiz_options import MAX_OPTIONS as MAX_OPTIONS  # re-exported
from magictutor.teaching.quiz_options import MIN_OPTIONS as MIN_OPTIONS
from magictutor.teaching.quiz_options import Option as Option
from magictutor.teaching.quiz_options import options_of, pair_texts
from magictutor.teaching.quiz_outcomes import Variant, answer_pending, outcome, variants

LESSONS = {
    "01": "01-start-here", "02": "02-planeswalkers-and-loyalty", "03": "03-loyalty-abilities",
    "04": "04-attacking-planeswalkers", "05": "05-damage-redirection",
    "06": "06-uniqueness-and-legend-rule", "07": "07-planes-and-the-command-zone",
    "08": "08-planar-die-and-planeswalking", "09": "09-phenomena", "10": "10-a-whole-game",
    "11": "11-judge-study",
}
"""Lesson numbers and their notebooks' file stems."""

SCENARIO_LESSONS = {
    "planeswalker-cast-timing": "02", "printed-loyalty-off-the-battlefield": "02",
    "loyalty-sorcery-timing": "03", "not-enough-loyalty": "03", "exactly-enough-loyalty": "03",
    "killed-in-response": "03", "attack-planeswalker-blocked": "04",
    "trample-into-planeswalker": "04", "attacked-planeswalker-removed": "04",
    "combat-damage-not-redirected": "04", "gideon-must-be-attacked": "04",
    "tazeem-no-blocks": "04",
}
"""Scenarios whose lesson the rules they cite don't tell (the quiz cells of the lessons)."""

FIRST_LESSON = frozenset({"bolt-redirected", "not-enough-loyalty", "loyalty-sorcery-timing"})
"""The scenarios lesson 1 plays (its first game, its refusal, its four editions)."""

RULE_LESSONS = (
    ("306.7", "05"), ("306.8", "05"), ("614", "05"), ("615", "05"), ("616", "05"),
    ("120", "05"), ("119", "05"), ("306.4", "06"), ("704.5j", "06"), ("704.5k", "06"),
    ("704.5i", "03"), ("306.5", "03"), ("606", "03"), ("306.6", "04"), ("506", "04"),
    ("508", "04"), ("510", "04"), ("702.19", "04"), ("306", "02"), ("307", "02"),
    ("310", "09"), ("901.12", "09"), ("312", "09"), ("901.9", "08"), ("901.10", "08"),
    ("901.11", "08"), ("901.7", "08"), ("309", "07"), ("901", "07"), ("311", "07"),
)
"""Rule number prefixes and the lesson that teaches them, most specific first."""

ROUTINE_KINDS = frozenset({"pass", "pay", "trigger", "step", "phase", "priority", "untap",
                           "draw", "turn", "mana"})
"""Event kinds folded away behind a toggle in the engine's trace."""


@dataclass(frozen=True)
class Question:
    """A quiz question. ``id`` is ``NAME`` (written), ``NAME@outcome`` or ``NAME@EDITION``."""

    id: str
    kind: str
    scenario: Scenario = field(repr=False)
    edition: str
    situation: str
    prompt: str
    options: tuple[Option, ...]
    explanation: str
    rules: tuple[str, ...]
    difficulty: str
    lessons: tuple[str, ...]
    actions: tuple[str, ...] = ()
    also: str | None = None
    """For a ``pair`` question: the other edition it compares with."""

    @property
    def computed(self) -> bool:
        """True if the engine computed the key (not typed by hand)."""
        return self.kind != "written"

    @property
    def title(self) -> str:
        """The scenario's title: it often states the answer, so it is shown only after."""
        return self.scenario.title

    @property
    def answer(self) -> str:
        return next(o.text for o in self.options if o.right)

    def shuffled(self, seed: int) -> list[Option]:
        """The options in the order a seed gives (the same seed, the same order)."""
        out = list(self.options)
        random.Random(f"{seed}:{self.id}").shuffle(out)
        return out

    def option(self, text: str) -> Option | None:
        return next((o for o in self.options if _norm(o.text) == _norm(text)), None)


def _norm(text: str) -> str:
    return " ".join(str(text).lower().replace("\u2212", "-").split()).rstrip(".")


def lessons_of(sc: Scenario) -> tuple[str, ...]:
    """The lessons that teach the rules a scenario is about (numbers, e.g. ``("05",)``)."""
    out: list[str] = []
    if sc.name in SCENARIO_LESSONS:
        out.append(SCENARIO_LESSONS[sc.name])
    for rule in sc.rules:
        for prefix, lesson in RULE_LESSONS:
            if rule == prefix or rule.startswith(prefix + ".") or (
                    rule.startswith(prefix) and not rule[len(prefix):len(prefix) + 1].isdigit()):
                out.append(lesson)
                break
    if sc.name in FIRST_LESSON:
        out.insert(0, "01")
    if _difficulty(sc) == "judge":
        out.append("11")
    return tuple(dict.fromkeys(out)) or ("11",)


def _difficulty(sc: Scenario) -> str:
    if sc.difficulty:
        return sc.difficulty
    return "basic" if len(sc.rules) <= 2 else "intermediate"



_EDITION_WORDS = re.compile(r"^(?:under )?(?:the )?(?:(?:september|july) 20\d\d|current) rules"
                            r"(?:, [a-z -]+players)?[.,:]?\s*", re.I)


def situation_of(sc: Scenario) -> str:
    """The situation part of a scenario's question: its text before the first sentence that
    asks something (the whole text if it starts with the question)."""
    text = " ".join((sc.question or "").split())
    parts = re.split(r"(?<=[.!])\s+", text)
    keep: list[str] = []
    for part in parts:
        if "?" in part:
            break
        keep.append(part)
    return " ".join(keep)


def written(sc: Scenario) -> Question | None:
    """The scenario's own question, if it has choices."""
    if not sc.question or not sc.choices or sc.answer is None:
        return None
    fb = dict(sc.feedback)
    options = []
    for text in sc.choices:
        right = text == sc.answer
        why = "" if right else str(fb.get(text) or "")
        options.append(Option(text, right, why, () if right else sc.rules))
    return Question(sc.name, "written", sc, sc.edition, situation_of(sc), sc.question or "",
                    tuple(options), sc.explanation or "", sc.rules, _difficulty(sc),
                    lessons_of(sc))


def _answered(v: Variant) -> Variant:
    """``v`` with the choices it leaves waiting answered (a decline first): a situation
    written for today's rules never answers the redirection the older rules offer."""
    if v.played.final.pending is None:
        return v
    p = answer_pending(v.played)
    return Variant(v.premise, p, outcome(p))


def computed(sc: Scenario, edition: str | None = None) -> Question | None:
    """The engine's "how does it end?" question for ``sc`` under ``edition`` (default its
    own), or None when fewer than four distinct outcomes come out of the premises. Under
    another edition whose outcome differs from the scenario's own, outcomes that mix the
    premises' facts make up four options when the premises give fewer."""
    ed = edition or sc.edition
    vs = variants(sc, ed)
    if vs[0].played.final.pending is not None:  # answer what the situation leaves waiting
        vs = variants(sc, ed, answer_pending(vs[0].played).actions)
    # an outcome where the game still waits for a choice is unfinished, not a real ending
    vs = vs[:1] + [v for v in vs[1:] if v.played.final.pending is None]
    if vs[0].played.final.pending is not None:
        return None
    pad = ed != sc.edition and vs[0].facts != variants(sc)[0].facts
    options = options_of(sc, ed, vs, pad)
    if options is None:
        return None
    key = vs[0]
    kind = "outcome" if ed == sc.edition else "edition"
    qid = f"{sc.name}@outcome" if kind == "outcome" else f"{sc.name}@{ed}"
    lead = situation_of(sc)
    if kind == "edition":
        lead = _EDITION_WORDS.sub("", lead)
        lead = lead[:1].upper() + lead[1:]
        lead = (f"The same situation as \"{sc.name}\" (written for the {sc.edition} rules), "
                f"now under the {ed} rules. {lead}")
    prompt = f"The players do this, in order. Under the {ed} rules, how does it end?"
    explanation = (f"The engine played it under the {ed} rules; its log below cites every "
                   "rule that made something happen." + (
                       f" {sc.explanation}" if kind == "outcome" and sc.explanation else ""))
    return Question(qid, kind, sc, ed, lead, prompt, tuple(options), explanation,
                    tuple(sorted(key.played.cited)), _difficulty(sc), lessons_of(sc),
                    key.played.actions)


def questions_of(sc: Scenario) -> list[Question]:
    """Every question a scenario gives: the written one, the engine's "how does it end?"
    under its own edition, and the same situation under each other edition (whether or not
    the outcome changes: knowing what did not change is part of knowing the editions)."""
    out: list[Question] = []
    w = written(sc)
    if w is not None:
        out.append(w)
    for ed in (sc.edition, *(e for e in EDITIONS if e != sc.edition)):
        try:
            q = computed(sc, ed)
        except ScenarioError:  # the set-up doesn't exist under that edition
            continue
        if q is not None:
            out.append(q)
    for ed in EDITIONS:
        if ed != sc.edition:
            try:
                q = edition_pair(sc, ed)
            except ScenarioError:
                continue
            if q is not None:
                out.append(q)
    return out


def edition_pair(sc: Scenario, other: str) -> Question | None:
    """"Under the scenario's rules... and under ``other``'s?": the options pair the two
    outcomes (right, unchanged either way, or the wrong way round), or None if the outcome
    is the same under both, or either game is left waiting for a choice."""
    mine, theirs = variants(sc)[0], _answered(variants(sc, other)[0])
    if mine.facts == theirs.facts or mine.played.final.pending is not None or \
            theirs.played.final.pending is not None:
        return None
    ta, tb = pair_texts(mine.facts, theirs.facts)
    if ta == tb:
        return None
    own = sc.edition
    new_rules = tuple(sorted(theirs.played.cited - mine.played.cited))
    old_rules = tuple(sorted(mine.played.cited - theirs.played.cited))

    def both(t: str) -> str:
        return f"The same under both: {t}"

    options = (
        Option(f"Under {own}: {ta}. Under {other}: {tb}.", True, "",
               tuple(sorted(mine.played.cited | theirs.played.cited))),
        Option(both(ta), False, f"The outcome changes: under the {other} rules the game cites "
               f"{', '.join(new_rules) or 'other rules'} instead.", new_rules),
        Option(both(tb), False, f"Under the {own} rules the game turns on "
               f"{', '.join(old_rules) or 'other rules'}, so it ends differently.", old_rules),
        Option(f"Under {own}: {tb}. Under {other}: {ta}.", False,
               "That is the right pair the wrong way round.", old_rules + new_rules),
    )
    lead = situation_of(sc)
    prompt = (f"The players do this, in order. How does it end under the {own} rules, and "
              f"under the {other} rules?")
    explanation = (f"The engine played it under both editions; the logs below and under "
                   f"{other} show where they part: {', '.join(old_rules) or '-'} under {own}, "
                   f"{', '.join(new_rules) or '-'} under {other}.")
    return Question(f"{sc.name}@{own}+{other}", "pair", sc, own, lead, prompt, options,
                    explanation, tuple(sorted(mine.played.cited)), _difficulty(sc),
                    lessons_of(sc), mine.played.actions, other)


def differs_across_editions(sc: Scenario) -> bool:
    """True if the situation ends differently under some edition than under its own."""
    base = variants(sc)[0].facts
    return any(v.facts != base for v in variants(sc)[1:] if v.premise.startswith("under"))


def _plain(q: Question) -> dict:
    d = {f.name: getattr(q, f.name) for f in fields(Question) if f.name != "scenario"}
    d["options"] = [[o.text, o.right, o.why, list(o.rules)] for o in q.options]
    return d


def _again(sc: Scenario, d: dict) -> Question:
    def texts(v: object) -> tuple[str, ...]:
        if not isinstance(v, list) or not all(isinstance(x, str) for x in v):
            raise TypeError("not a list of texts")
        return tuple(v)

    opts = tuple(Option(str(t), bool(r), str(w), texts(rs)) for t, r, w, rs in d["options"])
    seqs = {k: texts(d[k]) for k in ("rules", "lessons", "actions")}
    return Question(**{**d, "scenario": sc, "options": opts, **seqs})


def file_questions(path: str) -> list[Question]:
    """:func:`questions_of` the scenario file ``path``, kept on disk between runs keyed on
    what it reads (:mod:`magictutor.teaching.quiz_cache`): the same questions, at once."""
    from magictutor.scenarios.scenario import load_text, read_file
    from magictutor.teaching.quiz_cache import remembered

    text = read_file(path)  # read once: the key and the scenario are of the same text
    sc = load_text(text, path)
    return remembered("quiz", path, sc.name, text, lambda: questions_of(sc),
                      lambda qs: [_plain(q) for q in qs], lambda ds: [_again(sc, d) for d in ds])


@functools.cache
def bank() -> tuple[Question, ...]:
    """Every question from the kit's scenario library (not the format page's examples)."""
    from magictutor.scenarios.scenario import library

    out: list[Question] = []
    for path in library(examples=False).values():
        out.extend(file_questions(str(path)))
    return tuple(out)


def question(qid: str) -> Question:
    """One question of the bank by id (``bolt-redirected``, ``bolt-redirected@outcome``)."""
    for q in bank():
        if q.id == qid:
            return q
    raise KeyError(f"no question {qid!r} in the bank")


def select(questions: Iterable[Question] | None = None, *, lesson: str | None = None,
           rule: str | None = None, edition: str | None = None,
           difficulty: str | None = None, kind: str | None = None,
           only: Iterable[str] | None = None) -> list[Question]:
    """The questions matching every filter given: a lesson number (``"05"``), a rule prefix
    (``"306.7"``), an edition, a difficulty, a kind, or a set of ids (``only``)."""
    wanted: list[tuple[object, Callable[[Question, object], bool]]] = [
        (lesson, lambda q, v: str(v).zfill(2)[:2] in q.lessons),
        (rule, lambda q, v: any(r == v or r.startswith(str(v)) for r in q.rules)),
        (edition, lambda q, v: q.edition == v),
        (difficulty, lambda q, v: q.difficulty == v),
        (kind, lambda q, v: q.kind == v),
        (None if only is None else set(only), lambda q, v: q.id in v),  # type: ignore[operator]
    ]
    tests = [(v, t) for v, t in wanted if v is not None]
    return [q for q in (bank() if questions is None else questions)
            if all(t(q, v) for v, t in tests)]


def answer_key(questions: Iterable[Question] | None = None) -> str:
    """A printable answer key in Markdown: each question, its options, the key and why."""
    lines = ["# magictutor quiz: answer key", ""]
    for i, q in enumerate(bank() if questions is None else questions, 1):
        lines += [f"## {i}. {q.id} ({q.edition}, {q.kind}, {q.difficulty})", ""]
        if q.situation and q.kind != "written":
            lines += [q.situation, ""]
        lines += [q.prompt if q.kind == "written" else q.prompt, ""]
        for n, a in enumerate(q.actions, 1):
            lines.append(f"    {n}. {a}")
        if q.actions:
            lines.append("")
        for o in q.options:
            lines.append(f"- {'**' if o.right else ''}{o.text}{'** (answer)' if o.right else ''}")
        lines += ["", f"*Why:* {q.explanation}", "",
                  f"*Rules:* {', '.join(q.rules) or '-'} · *Lessons:* "
                  f"{', '.join(q.lessons)}", ""]
    return "\n".join(lines)
