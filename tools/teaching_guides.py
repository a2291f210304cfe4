"""Write docs/teaching/NN.md: a teacher's guide per lesson, and docs/teaching/README.md.

Each guide holds the lesson's goals, a plan for a 45-minute class, the misconceptions it
targets, discussion prompts (written here, in the kit's words) and the quiz questions that go
with it, read from the question bank (:func:`magictutor.teaching.quiz_bank.select`), so the
list stays
true when scenarios are added. ``python tools/teaching_guides.py`` rewrites the files;
``--check`` only says whether they are up to date (a test runs it).
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
OUT = ROOT / "docs" / "teaching"

GUIDES: dict[str, dict] = {
    "01": {
        "title": "Start here",
        "goals": ["read the event log: what happened and which rule made it happen",
                  "see that a refused action changes nothing and names its rule",
                  "know the four editions the kit plays and why numbers differ between them"],
        "plan": [("5", "Why rules editions: the same Bolt under 2013 and today"),
                 ("15", "Play the first Jace game together on the projector (sections 2-3)"),
                 ("10", "One game, four editions: where the outcome changes (section 4)"),
                 ("10", "Predict widget in pairs, then the quiz"),
                 ("5", "Show the answers; collect what surprised the class")],
        "misconceptions": ["a refused action still uses up the turn or the ability",
                           "rule numbers are the same in every edition"],
        "prompts": ["Why does the kit say which rule refused an action, not only that it was "
                    "refused?",
                    "What would you need to know to tell which edition a judge call used?"],
    },
    "02": {
        "title": "Planeswalkers and loyalty",
        "goals": ["cast a planeswalker only at sorcery timing",
                  "know where loyalty comes from: printed on the card, counters on the "
                  "battlefield"],
        "plan": [("5", "A planeswalker card: type line, loyalty box"),
                 ("10", "Casting timing: the two refusals of the engine"),
                 ("10", "Entering with loyalty counters"),
                 ("10", "Loyalty off the battlefield: the graveyard and the hand"),
                 ("10", "Quiz, then Show the answer and discussion")],
        "misconceptions": ["a planeswalker can be cast at instant speed in response",
                           "a destroyed planeswalker keeps the loyalty it had"],
        "prompts": ["Why does a Jace in the graveyard have loyalty 3 and not 0?",
                    "What does 'enters with loyalty counters' replace?"],
    },
    "03": {
        "title": "Loyalty abilities",
        "goals": ["pay a loyalty cost as the ability is activated",
                  "apply once per permanent per turn, main phase, empty stack",
                  "see that an ability resolves without its source"],
        "plan": [("5", "What a loyalty cost is"), ("10", "Activate abilities in the widget"),
                 ("10", "Timing and 'not enough counters' refusals"),
                 ("10", "Killed in response; Predict Jace's loyalty step by step"),
                 ("10", "Quiz and answers")],
        "misconceptions": ["the counters change only when the ability resolves",
                           "a planeswalker can't use its last loyalty counter",
                           "killing the planeswalker counters its ability"],
        "prompts": ["Is the once-per-turn limit about the player or about the permanent?",
                    "After a legend rule swap, which Jace may still activate this turn?"],
    },
    "04": {
        "title": "Attacking planeswalkers",
        "goals": ["attack a planeswalker and read its loyalty loss",
                  "see blocking, trample and removal of the attacked planeswalker",
                  "know that combat damage is never redirected"],
        "plan": [("10", "Attack Jace in the widget"), ("10", "Blocking and trample"),
                 ("10", "The attacked planeswalker is gone"),
                 ("5", "Combat damage is not redirected"), ("10", "Quiz and answers")],
        "misconceptions": ["trample carries excess past a planeswalker to its controller",
                           "combat damage to a player can be moved to a planeswalker"],
        "prompts": ["What changed for trample in 2021, and for which keyword only?",
                    "Where does an attacker's damage go if the planeswalker it attacks "
                    "leaves?"],
    },
    "05": {
        "title": "Damage redirection",
        "goals": ["who redirects, when, and what can't be redirected",
                  "order redirection with prevention and doubling (616.1)",
                  "see the same spell under today's rules"],
        "plan": [("10", "Redirect a Bolt; who chooses"), ("10", "What can't be redirected"),
                 ("10", "Ordering with prevention and doubling"),
                 ("5", "Today: any target"), ("10", "Quiz (judge-level questions) and answers")],
        "misconceptions": ["the redirection is chosen when the spell is cast",
                           "the damaged player chooses whether to redirect",
                           "the controller of the source orders the replacement effects"],
        "prompts": ["In a three-player game, which planeswalkers can a redirected Bolt reach?",
                    "Why does the order Alice picks change how much Jace loses?"],
    },
    "06": {
        "title": "Uniqueness and the legend rule",
        "goals": ["apply the 2011, 2013, 2017 and current rules to two planeswalkers",
                  "know the kept planeswalker is a new object only if it just entered"],
        "plan": [("5", "Types and names"), ("15", "Three situations, four editions"),
                 ("10", "Step through the rules at work; choose which to keep"),
                 ("15", "Quiz and answers")],
        "misconceptions": ["two players' Jaces kill each other in every edition",
                           "the legend rule compares planeswalker types today"],
        "prompts": ["What does gaining control of an opponent's Jace do under each edition?",
                    "Why may the newly kept Jace activate, but not the old one?"],
    },
    "07": {
        "title": "Planes and the command zone",
        "goals": ["planes are not permanents and are never cast",
                  "who the planar controller is, and what happens when a player leaves"],
        "plan": [("10", "Where the plane rules are, edition by edition"),
                 ("10", "The command zone; face-up abilities only"),
                 ("10", "The planar controller follows the turn"),
                 ("5", "A player leaves the game"), ("10", "Quiz and answers")],
        "misconceptions": ["the owner of a plane controls it",
                           "a plane can be targeted like a permanent"],
        "prompts": ["In a four-player game, who turns up a new plane when the owner of the "
                    "face-up one leaves?"],
    },
    "08": {
        "title": "The planar die and planeswalking",
        "goals": ["roll the die as a special action with its rising cost",
                  "know chaos and planeswalking, and whose ability planeswalking is"],
        "plan": [("10", "The die's faces and chances"), ("10", "Who rolls, when, at what cost"),
                 ("10", "Chaos and planeswalking"), ("5", "309.6 then, 901.8 now"),
                 ("10", "Quiz and answers")],
        "misconceptions": ["the cost resets when you planeswalk",
                           "any player may roll when they have priority"],
        "prompts": ["Why is rolling the die a special action and not an ability?"],
    },
    "09": {
        "title": "Phenomena",
        "goals": ["encounter a phenomenon and planeswalk away at once",
                  "follow Chaotic Aether, Spatial Merging and Interplanar Tunnel"],
        "plan": [("10", "What a phenomenon is"), ("10", "Encounter, then move on"),
                 ("10", "Chaotic Aether and the die"), ("5", "Two planes at once"),
                 ("10", "Quiz and answers")],
        "misconceptions": ["a phenomenon stays until the next planeswalk roll",
                           "Chaotic Aether's effect ends when you leave the phenomenon"],
        "prompts": ["After Chaotic Aether, what counts as chaos, and until when?"],
    },
    "10": {
        "title": "A whole game",
        "goals": ["follow a Planechase game between planeswalker decks",
                  "predict loyalty before each step, then read many games' statistics"],
        "plan": [("10", "Two decks; set-up"), ("10", "Play it yourself"),
                 ("10", "Watch the kit play; predict, then step"),
                 ("10", "Many games"), ("5", "Answers and discussion")],
        "misconceptions": ["a planeswalker that leaves can't be the answer to a prediction"],
        "prompts": ["Which rule decided the game you watched?"],
    },
    "11": {
        "title": "Judge study",
        "goals": ["work through the quiz at judge level, in timed sets",
                  "read, write and grade a scenario file"],
        "plan": [("15", "A timed set of 10 questions (one seed for the whole group)"),
                 ("10", "Summary by rule and edition: what to revise"),
                 ("10", "Write a scenario; check it"), ("10", "Compare editions; answers")],
        "misconceptions": ["the scenario's title is a hint (it states the answer: it is "
                           "hidden until you answer)"],
        "prompts": ["Which wrong options did several of you pick, and which premise do they "
                    "come from?"],
    },
}


def guide(number: str) -> str:
    """The Markdown of lesson ``number``'s guide."""
    from magictutor.teaching.quiz_bank import LESSONS, select

    g = GUIDES[number]
    stem = LESSONS[number]
    qs = select(lesson=number)
    written = [q for q in qs if q.kind == "written"]
    computed = [q for q in qs if q.computed]
    total = sum(int(m) for m, _ in g["plan"])
    lines = [f"# Lesson {number}: {g['title']} (teacher's guide)", "",
             f"Notebook: `notebooks/{stem}.ipynb`. Glossary: [../glossary.md](../glossary.md).",
             "", "## Goals", ""] + [f"- {x}" for x in g["goals"]]
    lines += ["", f"## A 45-minute class ({total} minutes planned)", "",
              "| minutes | what |", "|---|---|"] + [f"| {m} | {w} |" for m, w in g["plan"]]
    lines += ["", "## Misconceptions it targets", ""] + [f"- {x}" for x in g["misconceptions"]]
    lines += ["", "## Discussion prompts", ""] + [f"- {x}" for x in g["prompts"]]
    lines += ["", "## Quiz questions that go with it", ""]
    if not qs:
        lines += ["No question of the bank is about this lesson's own rules: the lesson's "
                  "Predict widget is its check, and the other lessons' quizzes follow it.", ""]
        return "\n".join(lines)
    lines += [f"{len(qs)} questions in the bank teach this lesson's rules ({len(written)} "
              f"written, {len(computed)} with keys computed by the engine). In the notebook: "
              f"`mw.Quiz(lesson=\"{number}\", seed=...)`; printable key: "
              f"`magictutor quiz --answers --lesson {number} > key.md`.", ""]
    lines += [f"- `{q.id}` ({q.edition}, {q.difficulty}): {q.prompt}" for q in written]
    if computed:
        lines += ["", "Computed questions: " + ", ".join(f"`{q.id}`" for q in computed)]
    return "\n".join(lines) + "\n"


def index() -> str:
    lines = ["# Teacher's guides", "",
             "One page per lesson: goals, a plan for a 45-minute class, the misconceptions the",
             "lesson targets, discussion prompts and the quiz questions that go with it.",
             "The printable answer key of the whole bank: `magictutor quiz --answers > key.md`.",
             "The words the lessons use: [the glossary](../glossary.md).", ""]
    lines += [f"- [Lesson {n}: {g['title']}]({n}.md)" for n, g in GUIDES.items()]
    return "\n".join(lines) + "\n"


def files() -> dict[Path, str]:
    out = {OUT / f"{n}.md": guide(n) for n in GUIDES}
    out[OUT / "README.md"] = index()
    return out


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__)
    ap.add_argument("--check", action="store_true", help="only check the files are current")
    args = ap.parse_args(argv)
    stale = [p for p, text in files().items()
             if not p.exists() or p.read_text(encoding="utf-8") != text]
    if args.check:
        for p in stale:
            print(f"out of date: {p.relative_to(ROOT)}")
        return 1 if stale else 0
    OUT.mkdir(parents=True, exist_ok=True)
    for p, text in files().items():
        p.write_text(text, encoding="utf-8")
    print(f"wrote {len(files())} files in {OUT.relative_to(ROOT)}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
