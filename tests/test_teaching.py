"""The teacher's guides: one per lesson, up to date with the question bank."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]


def test_a_guide_per_lesson_with_goals_timing_misconceptions_prompts_questions() -> None:
    lessons = sorted(p.name[:2] for p in (ROOT / "lessons").glob("[0-9][0-9]-*.py"))
    assert len(lessons) == 11
    for n in lessons:
        text = (ROOT / "docs" / "teaching" / f"{n}.md").read_text(encoding="utf-8")
        for heading in ("## Goals", "## A 45-minute class (45 minutes planned)",
                        "## Misconceptions it targets", "## Discussion prompts",
                        "## Quiz questions that go with it"):
            assert heading in text, (n, heading)


def test_guides_are_up_to_date_with_the_bank() -> None:
    run = subprocess.run([sys.executable, str(ROOT / "tools" / "teaching_guides.py"),
                          "--check"], capture_output=True, text=True, check=False)
    assert run.returncode == 0, run.stdout + run.stderr


def test_the_redirection_guide_lists_its_judge_questions() -> None:
    text = (ROOT / "docs" / "teaching" / "05.md").read_text(encoding="utf-8")
    assert "`judge-redirect-multiplayer-only-that-player` (2013-07, judge)" in text
    assert "magictutor quiz --answers --lesson 05 > key.md" in text
