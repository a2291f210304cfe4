"""The quiz's cache on disk (magictutor/teaching/quiz_cache.py): the questions it gives back
are exactly the ones the engine works out, and it keys on everything they read, so an entry
is never stale."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from magictutor.cards import add_card_file, remove_cards
from magictutor.engine.shortcuts import FAST, shortcuts
from magictutor.scenarios.scenario import library
from magictutor.teaching import quiz_cache
from magictutor.teaching.quiz_bank import bank, file_questions


@pytest.fixture(autouse=True)
def _cache_on(monkeypatch):
    """The cache reads only with every shortcut on and no shadow mode: on here, also in a
    run of the suite with MAGICTUTOR_FAST=0 or MAGICTUTOR_SHADOW=1."""
    monkeypatch.setattr("magictutor.engine.shortcuts.SHADOW", False)
    with shortcuts(True):
        yield


def test_every_key_read_from_the_cache_equals_the_one_the_full_bank_computes(tmp_path,
                                                                            monkeypatch):
    """Another process (another hash seed, every shortcut on) keeps the bank; read back
    here, every question, its options and its key equal the bank this process works out
    (with the shortcuts as the run has them: in a MAGICTUTOR_FAST=0 run, the plain path)."""
    env = {**os.environ, "MAGICTUTOR_CACHE": str(tmp_path), "PYTHONHASHSEED": "7",
           "MAGICTUTOR_FAST": "1", "MAGICTUTOR_SHADOW": "0"}
    subprocess.run([sys.executable, "-c", "from magictutor.teaching.quiz_bank import bank; "
                    "bank()"], env=env, check=True, timeout=600)
    files = sorted((tmp_path / "quiz").glob("*.json"))
    assert len(files) == len(library(examples=False))
    before = {f: f.stat().st_mtime_ns for f in files}
    with monkeypatch.context() as m:
        m.setenv("MAGICTUTOR_CACHE", str(tmp_path))
        kept = [q for p in library(examples=False).values() for q in file_questions(str(p))]
    assert {f: f.stat().st_mtime_ns for f in (tmp_path / "quiz").glob("*.json")} == before
    with shortcuts(FAST):
        full = bank()
    assert [q.id for q in kept] == [q.id for q in full]
    for a, b in zip(kept, full, strict=True):
        assert a == b, a.id
        assert (a.answer, a.options, a.rules, a.actions) == (b.answer, b.options, b.rules,
                                                             b.actions), a.id


def _counting(tmp_path, monkeypatch, text="a: 1"):
    monkeypatch.setenv("MAGICTUTOR_CACHE", str(tmp_path))
    calls = []

    def work():
        calls.append(1)
        return {"n": len(calls)}

    def ask(t=text, path="/x/s.yaml"):
        return quiz_cache.remembered("t", path, "s", t, work, lambda v: v, dict)

    return ask, calls


def test_an_entry_is_read_back_only_for_the_same_file_text_path_kit_and_cards(tmp_path,
                                                                              monkeypatch):
    ask, calls = _counting(tmp_path, monkeypatch)
    assert ask() == {"n": 1} and ask() == {"n": 1} and len(calls) == 1  # kept, read back
    assert ask("a: 2") == {"n": 2}  # the file changed: worked out again
    assert ask("a: 2", "/y/s.yaml") == {"n": 3}  # another file of the same name
    monkeypatch.setattr(quiz_cache, "kit_fingerprint", lambda: "another kit")
    assert ask("a: 2") == {"n": 4}  # the engine, a rule table or a card file changed
    names = add_card_file("- name: Cache Spark\n  cost: \"{R}\"\n  types: [Instant]\n"
                          "  abilities:\n    - kind: spell\n      targets: [any target]\n"
                          "      effects: [{damage: 1, to: target}]\n", "spark.yaml")
    try:
        assert ask("a: 2") == {"n": 5}  # a card added to the card set
    finally:
        remove_cards(names)
    assert ask("a: 2") == {"n": 6}
    # one entry per file: the older entries of a file are removed when a newer is kept
    assert len(list((tmp_path / "t").glob("s-*.json"))) == 2


def test_a_damaged_or_foreign_entry_is_a_miss_and_is_written_again(tmp_path, monkeypatch):
    ask, calls = _counting(tmp_path, monkeypatch)
    ask()
    (entry,) = (tmp_path / "t").glob("*.json")
    for bad in ("{not json", json.dumps({"key": "someone else's", "value": {"n": 9}}),
                json.dumps([1, 2]), "\udcff"):
        entry.write_text(bad, encoding="utf-8", errors="surrogateescape")
        assert ask() == {"n": len(calls)}
    assert json.loads(entry.read_text())["value"] == {"n": len(calls)}
    monkeypatch.setattr(quiz_cache, "MAX_ENTRY", 10)
    assert ask() == {"n": len(calls)} and len(calls) == 6  # too large to read: a miss


def test_the_cache_is_off_when_asked_with_shortcuts_off_or_unwritable(tmp_path, monkeypatch):
    """MAGICTUTOR_CACHE=0, any shortcut off (MAGICTUTOR_FAST=0) or the shadow mode: every
    answer is worked out and nothing is kept; a folder that can't be written keeps nothing
    and still gives the answer."""
    ask, calls = _counting(tmp_path, monkeypatch)
    monkeypatch.setenv("MAGICTUTOR_CACHE", "0")
    assert ask() == {"n": 1} and ask() == {"n": 2}
    monkeypatch.setenv("MAGICTUTOR_CACHE", str(tmp_path))
    with shortcuts(False):
        assert ask() == {"n": 3} and ask() == {"n": 4}
    monkeypatch.setattr("magictutor.engine.shortcuts.SHADOW", True)
    assert ask() == {"n": 5}
    assert not (tmp_path / "t").exists()
    monkeypatch.setattr("magictutor.engine.shortcuts.SHADOW", False)
    blocker = tmp_path / "file"
    blocker.write_text("")
    monkeypatch.setenv("MAGICTUTOR_CACHE", str(blocker))  # a file where the folder would be
    assert ask() == {"n": 6} and ask() == {"n": 7}


@pytest.mark.parametrize("where", ["XDG_CACHE_HOME", "HOME"])
def test_the_cache_lives_in_the_users_cache_folder(tmp_path, monkeypatch, where):
    monkeypatch.delenv("MAGICTUTOR_CACHE")
    monkeypatch.delenv("XDG_CACHE_HOME", raising=False)
    monkeypatch.setenv(where, str(tmp_path))
    expected = tmp_path / ("magictutor" if where == "XDG_CACHE_HOME" else ".cache/magictutor")
    assert quiz_cache.folder() == Path(expected)
