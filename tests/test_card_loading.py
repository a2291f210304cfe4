"""The card set is read lazily: ``import magictutor`` reads no card file, the first card asked
for parses only its own file (through an index of names read from the files' ``- name:``
lines), and the index must agree with what the parser reads, or the file is refused."""

from __future__ import annotations

import os
import subprocess
import sys

import pytest

from magictutor.cards import card, card_names, files
from magictutor.yamlio import DataFileError


def _fresh(code: str) -> str:
    env = {k: v for k, v in os.environ.items() if k != "MPLBACKEND"}
    return subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                          check=True, env=env).stdout.strip()


def test_import_reads_no_card_file_and_one_card_parses_one_file():
    out = _fresh("import magictutor\n"
                 "from magictutor.cards import files\n"
                 "print(files._index.cache_info().currsize, files._file.cache_info().currsize)\n"
                 "from magictutor.cards import card\n"
                 "card('Jace Beleren')\n"
                 "print(files._file.cache_info().currsize)\n")
    assert out.splitlines() == ["0 0", "1"]


def test_the_index_and_the_parsed_files_name_the_same_cards():
    parsed = {n for f in sorted(set(files._index().values())) for n in files._file(f)}
    assert parsed == set(files._index()) and set(card_names()) >= parsed
    assert len([n for n in parsed if "Planeswalker" in card(n).types]) >= 25


@pytest.fixture
def folder(tmp_path, monkeypatch):
    monkeypatch.setattr(files, "_FOLDER", str(tmp_path))
    files._index.cache_clear()
    files._file.cache_clear()
    yield tmp_path
    files._index.cache_clear()
    files._file.cache_clear()


def test_a_card_named_twice_across_files_is_refused_with_its_line(folder):
    (folder / "a.yaml").write_text("- name: Twin\n  types: [Land]\n", encoding="utf-8")
    (folder / "b.yaml").write_text("# two\n- name: Other\n  types: [Land]\n"
                                   "- name: 'Twin'\n  types: [Land]\n", encoding="utf-8")
    with pytest.raises(DataFileError) as err:
        files._index()
    assert "b.yaml" in str(err.value) and "line 4" in str(err.value)
    assert "defined twice" in str(err.value)


def test_a_card_whose_name_is_not_its_first_key_is_refused(folder):
    (folder / "a.yaml").write_text("- name: Fine\n  types: [Land]\n"
                                   "- types: [Land]\n  name: Hidden\n", encoding="utf-8")
    assert set(files._index()) == {"Fine"}
    with pytest.raises(DataFileError, match="first key"):
        files._file("a.yaml")


def test_quoted_names_are_read_as_the_parser_reads_them(folder):
    (folder / "a.yaml").write_text("- name: \"Quoted One\"\n  types: [Land]\n"
                                   "- name: 'It''s'\n  types: [Land]\n"
                                   "- name: Plain  # a comment\n  types: [Land]\n",
                                   encoding="utf-8")
    assert sorted(files._file("a.yaml")) == sorted(files._index()) == ["It's", "Plain",
                                                                       "Quoted One"]
