"""``magictutor quiz``: the question bank's counts and its answer key (Markdown), and the
``--lesson`` argument's reading."""

from __future__ import annotations

import argparse
import sys

from magictutor.cli.output import out as _out


def lesson(text: str) -> str:
    """A lesson's number as the bank writes it (``"05"``) from ``5``, ``05`` or its stem;
    any other word is refused, naming the lessons (a typo must not select nothing)."""
    from magictutor.teaching.quiz_bank import LESSONS

    word = text.strip()
    number = word.zfill(2) if word.isdigit() and len(word) <= 2 else None
    for n, stem in LESSONS.items():
        if number == n or word == stem:
            return n
    raise argparse.ArgumentTypeError(f"no lesson {word[:40]!r} (lessons: 1 to {len(LESSONS)}, "
                                     "e.g. 05 or 05-damage-redirection)")


def quiz(args: argparse.Namespace) -> int:
    from collections import Counter

    from magictutor.teaching.quiz_bank import answer_key, select

    qs = select(lesson=args.lesson, rule=args.rule, edition=args.edition,
                difficulty=args.difficulty)
    if not qs:  # an empty answer key printed as if it were one would mislead
        asked = ", ".join(f"--{k} {v}" for k, v in vars(args).items()
                          if k in ("lesson", "rule", "edition", "difficulty") and v)
        print(f"magictutor quiz: no question in the bank matches {asked[:300]}", file=sys.stderr)
        return 1
    if args.answers:
        _out(answer_key(qs))
        return 0
    kinds = Counter(q.kind for q in qs)
    eds = Counter(q.edition for q in qs)
    _out(f"{len(qs)} question{'s' if len(qs) != 1 else ''}, {sum(q.computed for q in qs)} "
         "with keys computed by the engine")
    _out("by kind: " + ", ".join(f"{k} {n}" for k, n in sorted(kinds.items())))
    _out("by edition: " + ", ".join(f"{k} {n}" for k, n in sorted(eds.items())))
    return 0
