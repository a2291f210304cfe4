"""The magictutor command: check, play, compare, lab and their help (issue 5)."""

from __future__ import annotations

import io
import subprocess
import sys
from pathlib import Path

import pytest

from magictutor import cli

GOOD = """\
title: Bolt at Alice
players: [Alice, Bob]
turn: {active: Bob}
setup:
  Bob: {hand: [Lightning Bolt], battlefield: [Mountain]}
steps:
  - "Bob: cast Lightning Bolt targeting Alice"
  - "all: resolve"
expect:
  Alice: {life: 17}
"""


@pytest.fixture
def files(tmp_path: Path) -> Path:
    (tmp_path / "good.yaml").write_text(GOOD)
    (tmp_path / "wrong.yaml").write_text(GOOD.replace("life: 17", "life: 18"))
    (tmp_path / "broken.yaml").write_text(GOOD.replace("Lightning Bolt]", "Lightning Blot]"))
    return tmp_path


def test_check_passes_exit_0(files, capsys):
    assert cli.main(["check", str(files / "good.yaml")]) == 0
    out = capsys.readouterr().out.splitlines()
    assert out[0].startswith("PASS  ") and out[0].endswith("Bolt at Alice")
    assert out[-1] == "1 scenario: 1 passed, 0 failed, 0 invalid"


def test_check_a_failure_exits_1_with_the_first_failed_check(files, capsys):
    assert cli.main(["check", str(files / "good.yaml"), str(files / "wrong.yaml")]) == 1
    out = capsys.readouterr().out
    assert ("wrong.yaml  at the end, after step 2 (line 8: \"all: resolve\"): Alice: life: "
            "expected 18, found 17") in out


def test_check_an_invalid_file_exits_2_with_file_line_reason(files, capsys):
    assert cli.main(["check", str(files)]) == 2
    out = capsys.readouterr().out
    assert f"ERROR {files / 'broken.yaml'}, line 5: unknown card 'Lightning Blot'" in out
    assert "3 scenarios: 1 passed, 1 failed, 1 invalid" in out
    assert cli.main(["check", str(files / "missing.yaml")]) == 2
    assert "no such file or folder" in capsys.readouterr().out


def test_check_under_another_edition(files, capsys):
    sc = files / "redirect.yaml"
    sc.write_text(GOOD.replace("battlefield: [Mountain]}", "battlefield: [Mountain]}\n"
                               "  Alice: {battlefield: [Jace Beleren]}")
                  .replace("life: 17", "life: 17}\n  Jace Beleren: {loyalty: 3"))
    assert cli.main(["check", str(sc)]) == 1  # 2013: Bob must answer the redirection choice
    assert cli.main(["check", str(sc), "--edition", "current"]) == 0
    capsys.readouterr()


def test_check_without_paths_checks_the_kits_library(capsys):
    assert cli.main(["check"]) == 0
    out = capsys.readouterr().out
    assert "bolt-redirected.yaml" in out and " 0 failed, 0 invalid" in out


def test_check_verbose_lists_every_failure(files, capsys):
    (files / "two.yaml").write_text(GOOD.replace("life: 17}", "life: 1, hand: 3}"))
    assert cli.main(["check", "-v", str(files / "two.yaml")]) == 1
    out = capsys.readouterr().out
    assert "Alice: life: expected 1" in out and "Alice: hand: expected 3" in out


def test_play_prints_board_events_rules_and_checks_when_not_a_tty(files, capsys, monkeypatch):
    monkeypatch.setattr(sys, "stdin", io.StringIO(""))
    assert cli.main(["play", str(files / "good.yaml")]) == 0
    out = capsys.readouterr().out
    assert "> Bob: cast Lightning Bolt targeting Alice" in out
    assert "Lightning Bolt deals 3 damage to Alice" in out and "(119.3a)" in out
    assert "[ok  ] Alice: life: expected 17" in out
    assert "Turn 1" in out and out.rstrip().endswith("PASS")


class _Tty(io.StringIO):
    def isatty(self) -> bool:
        return True


def test_play_waits_for_enter_and_q_quits(files, capsys, monkeypatch):
    monkeypatch.setattr(sys, "stdin", _Tty("\nq\n"))
    assert cli.main(["play", str(files / "good.yaml")]) == 0
    out = capsys.readouterr().out
    assert "> Bob: cast Lightning Bolt" in out and "> all: resolve" not in out
    assert out.rstrip().endswith("Stopped.")


def test_play_shows_question_answer_and_explanation(capsys, monkeypatch):
    monkeypatch.setattr(sys, "stdin", io.StringIO(""))
    assert cli.main(["play", "bolt-redirected"]) == 0
    out = capsys.readouterr().out
    assert "Question:" in out and "Answer:" in out and "Why:" in out


def test_play_an_invalid_file_exits_2(files, capsys):
    assert cli.main(["play", str(files / "broken.yaml")]) == 2
    assert "unknown card 'Lightning Blot'" in capsys.readouterr().out


def test_compare_shows_where_the_editions_differ(capsys):
    assert cli.main(["compare", "bolt-redirected"]) == 0
    out = capsys.readouterr().out
    rows = {line.split("  ")[0]: line for line in out.splitlines()}
    assert rows["result"].split()[1:] == ["PASS", "PASS", "PASS", "FAIL"]
    assert rows["Jace Beleren: loyalty"].split()[-4:] == ["1", "1", "1", "4"]
    assert rows["pw.redirect"].split()[-4:] == ["306.7", "306.7", "306.7", "-"]
    assert "priority.pass" not in rows  # cited under every edition: not a difference
    cli.main(["compare", "bolt-redirected", "--all"])
    assert "priority.pass" in capsys.readouterr().out


def test_compare_reports_editions_that_cannot_run(tmp_path, capsys):
    f = tmp_path / "pheno.yaml"
    f.write_text("title: phenomena\nplayers: [Alice, Bob]\nplanechase:\n"
                 "  decks: {Alice: [Panopticon, Chaotic Aether], Bob: [Tazeem]}\nsteps: []\n")
    assert cli.main(["compare", str(f)]) == 0
    out = capsys.readouterr().out
    assert "2011-09: can't run:" in out and "phenomen" in out


def test_lab_starts_jupyter_lab_without_a_shell(monkeypatch, tmp_path, capsys):
    calls = []

    def fake_run(args, cwd=None, check=False):
        calls.append((args, cwd))
        return subprocess.CompletedProcess(args, 0)

    monkeypatch.setattr(cli, "notebooks_dir", lambda: tmp_path)
    monkeypatch.setattr(cli.shutil, "which", lambda name: "/usr/bin/jupyter")
    monkeypatch.setattr(cli.subprocess, "run", fake_run)
    assert cli.main(["lab", "--no-browser"]) == 0
    args, cwd = calls[0]
    assert args[:3] == ["/usr/bin/jupyter", "lab", "--no-browser"] and cwd == tmp_path


def test_lab_says_where_the_notebooks_are_when_it_cannot_start(monkeypatch, capsys):
    monkeypatch.setattr(cli, "notebooks_dir", lambda: None)
    assert cli.main(["lab"]) == 1
    assert "notebooks/ folder of the magictutor source repository" in capsys.readouterr().out
    monkeypatch.setattr(cli, "notebooks_dir", lambda: Path("."))
    monkeypatch.setattr(cli.shutil, "which", lambda name: None)
    assert cli.main(["lab"]) == 1
    assert "JupyterLab is not installed" in capsys.readouterr().out


@pytest.mark.parametrize("command", ["check", "play", "compare", "lab"])
def test_help_of_each_command_has_examples(command, capsys):
    with pytest.raises(SystemExit) as exit_:
        cli.main([command, "--help"])
    assert exit_.value.code == 0
    out = capsys.readouterr().out
    assert "examples:" in out and f"magictutor {command}" in out


def test_no_command_prints_help(capsys):
    assert cli.main([]) == 0
    assert "COMMAND" in capsys.readouterr().out


def test_python_dash_m_runs_the_same_command(files):
    done = subprocess.run([sys.executable, "-m", "magictutor", "check", str(files / "good.yaml")],
                          capture_output=True, text=True, cwd=Path(__file__).parent.parent)
    assert done.returncode == 0, done.stderr
    assert done.stdout.startswith("PASS")


def test_quiz_answers_prints_the_answer_key_of_the_bank(capsys):
    assert cli.main(["quiz", "--answers", "--lesson", "05"]) == 0
    out = capsys.readouterr().out
    assert out.startswith("# magictutor quiz: answer key")
    assert "**Yes, he decides as the damage would be dealt** (answer)" in out
    assert cli.main(["quiz"]) == 0
    assert "with keys computed by the engine" in capsys.readouterr().out


def test_check_a_folder_with_no_scenario_files_says_so_and_exits_2(tmp_path, capsys):
    """Checking nothing is not a pass: a folder named on the command line that holds no
    .yaml or .yml file is an error (exit status 2, as for a path that does not exist)."""
    empty = tmp_path / "empty"
    empty.mkdir()
    assert cli.main(["check", str(empty)]) == 2
    out = capsys.readouterr().out.splitlines()
    assert out[0] == (f"ERROR {empty}: no scenario files (.yaml or .yml) in this folder "
                      "(it is empty)")
    assert out[-1] == "0 scenarios: 0 passed, 0 failed, 0 invalid, 1 folder with no scenario files"
    notes = tmp_path / "notes"
    (notes / "sub").mkdir(parents=True)
    (notes / "bolt.YAML.txt").write_text(GOOD)
    (tmp_path / "good.yaml").write_text(GOOD)
    assert cli.main(["check", str(notes), str(tmp_path / "good.yaml")]) == 2
    out = capsys.readouterr().out
    assert f"ERROR {notes}: no scenario files (.yaml or .yml) in this folder (it holds 1 " \
        "other file; scenario files end in .yaml or .yml)" in out
    assert "1 scenario: 1 passed, 0 failed, 0 invalid, 1 folder with no scenario files" in out


def test_quiz_refuses_a_lesson_that_does_not_exist_and_says_when_nothing_matches(capsys):
    """A typo in a filter must not print an empty answer key as if it were one: an unknown
    lesson is refused by the parser (exit 2, naming the lessons), and filters that match no
    question say so on stderr (exit 1)."""
    with pytest.raises(SystemExit) as exc:
        cli.main(["quiz", "--answers", "--lesson", "99"])
    assert exc.value.code == 2
    assert "argument --lesson: no lesson '99' (lessons: 1 to 11" in capsys.readouterr().err
    assert cli.main(["quiz", "--answers", "--rule", "zzz"]) == 1
    out = capsys.readouterr()
    assert out.out == "" and "no question in the bank matches --rule zzz" in out.err
    assert cli.main(["quiz", "--lesson", "5"]) == 0
    five = capsys.readouterr().out
    assert cli.main(["quiz", "--lesson", "05-damage-redirection"]) == 0
    assert capsys.readouterr().out == five and five.split()[1] == "questions,"


@pytest.mark.parametrize("verb", ["check", "play", "compare"])
def test_an_empty_name_is_refused_not_read_as_the_current_folder(verb, capsys):
    """``magictutor check ""`` (an unset variable in a script) graded the current folder:
    an empty name is refused by the parser (exit 2) and nothing is run."""
    with pytest.raises(SystemExit) as exc:
        cli.main([verb, ""])
    assert exc.value.code == 2
    out = capsys.readouterr()
    assert "an empty name names no file, folder or scenario" in out.err and out.out == ""
