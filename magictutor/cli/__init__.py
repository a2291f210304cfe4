"""The ``magictutor`` command: check, play and compare scenarios, print the quiz's answer
key, and open the lessons.

``python -m magictutor`` is the same command. Exit status of ``check``: 0 when every
scenario passed, 1 when one failed, 2 when a file is not a valid scenario (or a path
does not exist, or a folder named holds no scenario file: checking nothing is no pass).

>>> main(["check", "bolt-redirected"])  # doctest: +ELLIPSIS
PASS  .../bolt-redirected.yaml  Lightning Bolt aimed at a player is redirected ...
1 scenario: 1 passed, 0 failed, 0 invalid
0
"""

from __future__ import annotations

import argparse
import itertools
import os
import shutil
import subprocess
import sys
from collections.abc import Sequence
from pathlib import Path
from typing import Any

from magictutor.cli.compare import compare as _compare
from magictutor.cli.output import out as _out
from magictutor.cli.quiz import lesson as _lesson
from magictutor.cli.quiz import quiz as _quiz
from magictutor.editions import EDITIONS
from magictutor.scenarios.scenario import (
    Run,
    ScenarioError,
    StepRecord,
    library,
    load_scenario,
    run_scenario,
    scenario_files,
)

CHECK_EPILOG = """\
examples:
  magictutor check my-scenarios/            every .yaml file under the folder
  magictutor check bolt.yaml uniqueness.yaml
  magictutor check bolt.yaml --edition current    the same file under today's rules
  magictutor check                          the kit's own library of scenarios

exit status: 0 all passed, 1 a scenario failed, 2 a file is not a valid scenario
  (or a path does not exist, or a folder holds no scenario files), 3 an internal
  error of the kit (a bug to report; it outranks 2 and 1)"""

INTERNAL_ERROR = 3
"""The exit status of ``magictutor check`` when the kit itself failed (a bug), so that an
autograder can tell it from a failing (1) or invalid (2) scenario."""

PLAY_EPILOG = """\
examples:
  magictutor play bolt.yaml                 Enter for the next step, q to quit
  magictutor play bolt-redirected           a scenario of the kit's library, by name
  magictutor play bolt.yaml --edition 2011-09 < /dev/null    print everything at once"""

COMPARE_EPILOG = """\
examples:
  magictutor compare bolt.yaml              where the four editions disagree
  magictutor compare uniqueness-2013 --all  every row, also where they agree"""

QUIZ_EPILOG = """\
examples:
  magictutor quiz --answers > key.md        the printable answer key of the whole bank
  magictutor quiz --answers --lesson 05     only the questions of lesson 5
  magictutor quiz --answers --edition current --difficulty judge
  magictutor quiz                           how many questions, by kind and edition

exit status: 0, or 1 when no question matches the filters (nothing is printed as a key)"""

LAB_EPILOG = """\
examples:
  magictutor lab                            JupyterLab on the lessons (notebooks/)
  magictutor lab --no-browser               extra arguments go to jupyter lab"""


def _name(text: str) -> str:
    """A file, folder or scenario name as given; an empty one is refused (``Path("")`` is
    the current folder, so ``magictutor check "$UNSET"`` would grade whatever is there)."""
    if not text:
        raise argparse.ArgumentTypeError("an empty name names no file, folder or scenario")
    return text


def build_parser() -> argparse.ArgumentParser:
    """The argument parser of the command, with a sub-command per verb."""
    fmt = argparse.RawDescriptionHelpFormatter
    p = argparse.ArgumentParser(
        prog="magictutor", formatter_class=fmt,
        description="Teaching kit for planeswalkers and Planechase: grade, step through and "
                    "compare scenario files, or open the lessons in JupyterLab.",
        epilog="Run 'magictutor COMMAND --help' for the options and examples of each command.")
    sub = p.add_subparsers(dest="command", metavar="COMMAND")
    c = sub.add_parser("check", help="run scenario files and say which pass",
                       description="Run scenario files and folders; one line per scenario.",
                       epilog=CHECK_EPILOG, formatter_class=fmt)
    c.add_argument("paths", nargs="*", metavar="PATH", type=_name,
                   help="scenario files, folders, or names of the kit's scenarios")
    c.add_argument("--edition", choices=EDITIONS, help="run under this edition of the rules")
    c.add_argument("-v", "--verbose", action="store_true", help="list every failed check")
    c.set_defaults(func=_check)
    pl = sub.add_parser("play", help="step through a scenario in the terminal",
                        description="Show a scenario one step at a time: the board, the "
                                    "events and the rules they cite.",
                        epilog=PLAY_EPILOG, formatter_class=fmt)
    pl.add_argument("file", metavar="FILE", type=_name,
                    help="a scenario file or the name of one of the kit's scenarios")
    pl.add_argument("--edition", choices=EDITIONS, help="run under this edition of the rules")
    pl.set_defaults(func=_play)
    cp = sub.add_parser("compare", help="run a scenario under all four editions",
                        description="Run one scenario under every edition and show, side "
                                    "by side, where the outcomes differ.",
                        epilog=COMPARE_EPILOG, formatter_class=fmt)
    cp.add_argument("file", metavar="FILE", type=_name)
    cp.add_argument("--all", action="store_true", help="show the rows that agree too")
    cp.set_defaults(func=_compare)
    qz = sub.add_parser("quiz", help="the question bank and its answer key",
                        description="Count the quiz's questions, or print the answer key "
                                    "(Markdown) of the bank or of a filtered part of it.",
                        epilog=QUIZ_EPILOG, formatter_class=fmt)
    qz.add_argument("--answers", action="store_true", help="print the answer key (Markdown)")
    qz.add_argument("--lesson", type=_lesson, help="only the questions of this lesson "
                    "(a number, 1 to 11, or 05 or 05-damage-redirection)")
    qz.add_argument("--rule", help="only questions about this rule (a prefix, e.g. 306.7)")
    qz.add_argument("--edition", choices=EDITIONS, help="only questions under this edition")
    qz.add_argument("--difficulty", choices=("basic", "intermediate", "judge"))
    qz.set_defaults(func=_quiz)
    lab = sub.add_parser("lab", help="open JupyterLab on the lessons",
                         description="Start JupyterLab on the kit's notebooks.",
                         epilog=LAB_EPILOG, formatter_class=fmt)
    lab.add_argument("jupyter_args", nargs="*", metavar="ARG",
                     help="passed on to 'jupyter lab' (options too, e.g. --no-browser)")
    lab.set_defaults(func=_lab)
    return p


def main(argv: Sequence[str] | None = None) -> int:
    """Run the command with ``argv`` (default: the command line); return the exit status."""
    parser = build_parser()
    args, extra = parser.parse_known_args(argv)
    if extra and getattr(args, "command", None) != "lab":
        parser.error(f"unrecognized arguments: {' '.join(extra)}")
    if extra:
        args.jupyter_args = list(args.jupyter_args) + extra
    if not getattr(args, "func", None):
        parser.print_help()
        return 0
    try:
        return int(args.func(args))
    except BrokenPipeError:  # the reader went away (``magictutor play x | head``)
        devnull = os.open(os.devnull, os.O_WRONLY)
        os.dup2(devnull, sys.stdout.fileno())
        return 1


# --- check ------------------------------------------------------------------------------------
def _exists(p: Path) -> bool:
    try:
        return p.exists()
    except (OSError, ValueError):  # (a name too long for the system, a NUL in it)
        return False


def _missing(target: Any) -> bool:
    """A path that names nothing: not a symbolic link either (for one that leads nowhere or
    round in a loop, the loader says why it cannot be read, as ``play`` does)."""
    if not isinstance(target, Path) or _exists(target):
        return False
    try:
        return not target.is_symlink()
    except (OSError, ValueError):
        return True


class _NoScenarios:
    """A folder named on the command line that holds no scenario file (``*.yaml``,
    ``*.yml``) at any depth: checking nothing is not a pass, so it is an error."""

    def __init__(self, folder: Path) -> None:
        self.folder = folder

    def message(self) -> str:
        try:  # (counted up to a bound: a huge tree is not walked twice in full)
            others = sum(1 for f in itertools.islice(self.folder.rglob("*"), 10_000)
                         if f.is_file())
        except OSError:
            others = 0
        held = (f" (it holds {others} other file{'s' if others != 1 else ''}; scenario "
                "files end in .yaml or .yml)") if others else " (it is empty)"
        return f"ERROR {self.folder}: no scenario files (.yaml or .yml) in this folder{held}"


def _targets(paths: Sequence[str]) -> list[Any]:
    if not paths:
        return [p for name, p in library(examples=True).items()]
    out: list[Any] = []
    for given in paths:
        found = list(scenario_files([given]))
        if not found:  # only a folder gives nothing
            out.append(_NoScenarios(Path(given)))
        for p in found:
            if not _exists(p) and p.suffix not in (".yaml", ".yml") and p.name in library():
                out.append(library()[p.name])
            else:
                out.append(p)
    return out


def _check_one(target: Any, args: argparse.Namespace) -> str:
    """Check one target, print its line(s); which count it adds to."""
    if isinstance(target, _NoScenarios):
        _out(target.message())
        return "empty"
    if _missing(target):
        _out(f"ERROR {target}: no such file or folder")
        return "invalid"
    try:
        sc = load_scenario(target if not isinstance(target, str) else Path(target))
        result = run_scenario(sc, args.edition)
    except ScenarioError as exc:
        _out(f"ERROR {exc}")
        return "invalid"
    except Exception as exc:  # noqa: BLE001 - a bug of the kit, told apart by exit status 3
        _out(f"INTERNAL ERROR {target}: {type(exc).__name__}: {str(exc)[:200]} "
             "(a bug in magictutor, not in the file: please report it)")
        return "internal"
    if result.passed:
        _out(f"PASS  {sc.path}  {sc.title}")
        return "passed"
    _out(f"FAIL  {sc.path}  {result.first_failure}")
    if args.verbose:
        for f in result.failures[1:]:
            _out(f"      {f}")
    return "failed"


def _check(args: argparse.Namespace) -> int:
    counts = {"passed": 0, "failed": 0, "invalid": 0, "internal": 0, "empty": 0}
    for target in _targets(args.paths):
        counts[_check_one(target, args)] += 1
    empty = counts.pop("empty")
    total = sum(counts.values())
    internal = f", {counts['internal']} internal errors" if counts["internal"] else ""
    nothing = (f", {empty} folder{'s' if empty != 1 else ''} with no scenario files"
               if empty else "")
    _out(f"{total} scenario{'s' if total != 1 else ''}: {counts['passed']} passed, "
         f"{counts['failed']} failed, {counts['invalid']} invalid{internal}{nothing}")
    if counts["internal"]:
        return INTERNAL_ERROR
    return 2 if counts["invalid"] or empty else 1 if counts["failed"] else 0


# --- play --------------------------------------------------------------------------------------
def _board(state: Any) -> str:
    from magictutor.model.render import state_text

    return state_text(state)


def _refusal_line(rec: StepRecord) -> str:
    """The line of a refused step: each reason with the rules it cites."""
    assert rec.refusal is not None
    spec = rec.spec
    word = "Refused, as expected" if spec is not None and spec.rejected and \
        rec.failure is None else "Refused"
    return f"  {word}: " + "; ".join(f"{why} ({', '.join(rules)})" if rules else why
                                     for rules, why in rec.refusal.violations)


def _show_record(rec: StepRecord) -> None:
    spec = rec.spec
    if spec is None:
        _out("== Final checks")
    elif spec.action is not None:
        _out(f"> {spec.action}" + ("   (should be refused)" if spec.rejected else ""))
    for ev in rec.events:
        _out(("  . " if ev.auto else "  - ") + ev.line())
    if rec.refusal is not None:
        _out(_refusal_line(rec))
    if rec.failure is not None:
        _out(f"  FAILED: {rec.failure.key}: expected {rec.failure.expected}, found "
             f"{rec.failure.found}")
    for c in rec.checks:
        mark = "ok  " if c.ok else "FAIL"
        _out(f"  [{mark}] {c.key}: expected {c.expected}" + ("" if c.ok else
                                                              f", found {c.found}"))


def _pause() -> bool:
    """Wait for Enter; False if the user typed q (or input ended)."""
    sys.stdout.write("[Enter: next step, q: quit] ")
    sys.stdout.flush()
    line = sys.stdin.readline()
    return bool(line) and line.strip().lower() not in ("q", "quit")


def _play(args: argparse.Namespace) -> int:
    interactive = hasattr(sys.stdin, "isatty") and sys.stdin.isatty()
    try:
        sc = load_scenario(args.file)
        run = Run(sc, args.edition)
    except ScenarioError as exc:
        _out(f"ERROR {exc}")
        return 2
    _out(f"{sc.title}\n({sc.path}; rules edition {run.edition})")
    if sc.question:
        _out(f"\nQuestion: {sc.question}")
        for choice in sc.choices:
            _out(f"  - {choice}")
    _out("\n" + _board(run.initial))
    try:
        for rec in run:
            if interactive and not _pause():
                _out("Stopped.")
                return 0
            _out("")
            _show_record(rec)
            if rec.steps:
                _out(_board(rec.after))
    except ScenarioError as exc:
        _out(f"ERROR {exc}")
        return 2
    result = run.result()
    _out("\n" + ("PASS" if result.passed else f"FAIL: {result.first_failure}"))
    if sc.answer:
        _out(f"Answer: {sc.answer}")
    if sc.explanation:
        _out(f"Why: {sc.explanation}")
    return 0 if result.passed else 1


# --- lab ------------------------------------------------------------------------------------------
def notebooks_dir() -> Path | None:
    """The lessons folder of a source checkout (``notebooks/`` beside the package), if any.

    >>> d = notebooks_dir()
    >>> d is None or d.name == "notebooks"
    True
    """
    candidate = Path(__file__).resolve().parent.parent.parent / "notebooks"
    return candidate if candidate.is_dir() else None


def _lab(args: argparse.Namespace) -> int:
    folder = notebooks_dir()
    if folder is None:
        _out("The lessons are the notebooks/ folder of the magictutor source repository; "
             "they are not installed with the package. Clone the repository and run "
             "'magictutor lab' (or 'make lab') from the clone.")
        return 1
    exe = shutil.which("jupyter")
    if exe is None:
        _out(f"JupyterLab is not installed here; install it (pip install jupyterlab) and run "
             f"'jupyter lab' in {folder}.")
        return 1
    extra = list(args.jupyter_args)
    if hasattr(os, "geteuid") and os.geteuid() == 0 and "--allow-root" not in extra:
        extra.append("--allow-root")  # Jupyter refuses to start as root otherwise
    _out(f"Starting JupyterLab on {folder} ...")
    return subprocess.run([exe, "lab", *extra], cwd=folder, check=False).returncode
