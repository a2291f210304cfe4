"""Editions as data: every rule number the kit cites exists in the edition it is cited for.

The committed rule-number index (``magictutor/data/cr/<edition>.txt``) is the ground truth for
existence. Where the full CR texts are at hand (``$MAGICTUTOR_CR_DIR`` or
``/work/shared/rules/cr`` or ``../shared/rules/cr``), the tests also rebuild that index and read
the cited rules' text; elsewhere those tests are skipped.

Engine tests can reuse :func:`all_cited_numbers` and :func:`assert_cites_exist`::

    from test_editions import assert_cites_exist
    assert_cites_exist(state.edition, [n for ev in events for n in ev.rules])
"""

from __future__ import annotations

import functools
import importlib.util
import os
import re
from collections.abc import Iterable
from pathlib import Path
from types import ModuleType

import pytest

from magictutor.editions import (
    DEFAULT_EDITION,
    EDITIONS,
    Edition,
    RuleAbsent,
    cited_numbers,
    edition_headings,
    edition_index,
    get_edition,
    index_form,
    missing_numbers,
)
from magictutor.editions import data as edition_data
from magictutor.editions.data import EDITION_INFO, FEATURES, RULE_NUMBERS

ROOT = Path(__file__).resolve().parent.parent
DATA_DIR = ROOT / "magictutor" / "data" / "cr"


# --- helpers other tests may import --------------------------------------------------------------
def all_cited_numbers() -> dict[str, frozenset[str]]:
    """Every rule number the edition tables cite, per edition name."""
    return cited_numbers()


def assert_cites_exist(edition: str | Edition, numbers: Iterable[str]) -> None:
    """Fail if any of ``numbers`` (e.g. the rules an engine event cites) is not in ``edition``."""
    ed = get_edition(edition)
    missing = missing_numbers(ed, numbers)
    assert not missing, f"rules cited but absent from edition {ed.name}: {missing}"


def _cr_dir() -> Path | None:
    candidates = [
        os.environ.get("MAGICTUTOR_CR_DIR"),
        "/work/shared/rules/cr",
        str(ROOT.parent / "shared" / "rules" / "cr"),
    ]
    for candidate in candidates:
        if candidate and all(
            (Path(candidate) / src["source"]).is_file() for src in EDITION_INFO.values()
        ):
            return Path(candidate)
    return None


CR_DIR = _cr_dir()
needs_cr = pytest.mark.skipif(
    CR_DIR is None, reason="CR texts not found (set MAGICTUTOR_CR_DIR to their directory)"
)


@functools.cache
def _builder() -> ModuleType:
    spec = importlib.util.spec_from_file_location(
        "build_cr_index", ROOT / "tools" / "build_cr_index.py"
    )
    assert spec and spec.loader
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


@functools.cache
def _cr_text(edition: str) -> str:
    assert CR_DIR is not None
    return (CR_DIR / EDITION_INFO[edition]["source"]).read_text(encoding="utf-8-sig")


def _rule_text(edition: str, number: str) -> str:
    """The text of one rule (first line only) in an edition's CR, read from the CR file."""
    builder = _builder()
    wanted = number.rstrip(".")
    for line in builder.rules_section(_cr_text(edition).splitlines()):
        match = re.match(r"^(\d{1,3}(?:\.\d+[a-z]{0,2})?)\.?\s", line)
        if match and match.group(1) == wanted:
            return line
    raise AssertionError(f"rule {number} not found in the {edition} CR text")


# --- (a) every cited number exists ---------------------------------------------------------------
@pytest.mark.parametrize("edition", EDITIONS)
def test_every_cited_number_exists_in_its_edition(edition: str) -> None:
    assert_cites_exist(edition, all_cited_numbers()[edition])


@pytest.mark.parametrize("edition", EDITIONS)
def test_index_is_well_formed(edition: str) -> None:
    numbers = edition_index(edition)
    assert len(numbers) > 1900
    for number in numbers:
        assert re.fullmatch(r"\d{1,3}\.|\d{3}\.\d+[a-z]{0,2}", number), number
    for section in ("1.", "3.", "9.", "100.", "306.", "606.", "704.", "901."):
        assert section in numbers
    # Every section and whole rule has a heading; so do title-only rules such as 702.9 Flying.
    headings = edition_headings(edition)
    assert set(headings) <= numbers
    assert {n for n in numbers if n.endswith(".")} <= set(headings)
    assert headings["702.9"] == "Flying"


def test_index_files_hold_numbers_and_headings_only() -> None:
    for edition in EDITIONS:
        lines = (DATA_DIR / f"{edition}.txt").read_text(encoding="utf-8").splitlines()
        assert lines[0].startswith("# CR rule-number index")
        for line in lines[1:]:
            number, tab, heading = line.partition("\t")
            if tab:
                assert re.fullmatch(r"\d{1,3}\.|\d{3}\.\d+", number), line
                assert len(heading.split()) <= 8, f"heading looks like rule text: {line!r}"
            else:
                assert re.fullmatch(r"\d{3}\.\d+[a-z]{0,2}", number), line


# --- (b) the committed index is what the CR texts give -------------------------------------------
@needs_cr
def test_committed_index_equals_what_the_cr_texts_give() -> None:
    assert CR_DIR is not None
    built = _builder().build(CR_DIR)
    assert set(built) == set(EDITIONS)
    for edition, content in built.items():
        committed = (DATA_DIR / f"{edition}.txt").read_text(encoding="utf-8")
        assert committed == content, f"stale index for {edition}: run tools/build_cr_index.py"


@needs_cr
def test_build_cr_index_check_passes() -> None:
    assert CR_DIR is not None
    assert _builder().main(["--check", "--cr", str(CR_DIR)]) == 0


def test_build_skips_contents_glossary_and_examples() -> None:
    text = "\n".join(
        [
            "Contents",
            "1. Game Concepts",
            "100. General",
            "Glossary",
            "Credits",
            "",
            "1. Game Concepts",
            "",
            "100. General",
            "",
            "100.1. Some rule.",
            "100.1a A subrule.",
            "Example: 100.2 is mentioned here, and 704.5j too.",
            "     704.5k continuation lines are indented.",
            "704.5aa Two-letter subrule.",
            "606.5 No period after the number.",
            "702.9. Flying",
            "",
            "Glossary",
            "",
            "Active Player",
            "See rule 102.1.",
            "123.4 mentioned at the start of a glossary line.",
        ]
    )
    assert _builder().index_lines(text) == [
        "1.\tGame Concepts",
        "100.\tGeneral",
        "100.1",
        "100.1a",
        "704.5aa",
        "606.5",
        "702.9\tFlying",
    ]


@needs_cr
@pytest.mark.parametrize("edition", EDITIONS)
def test_cr_date_is_the_effective_date_in_the_cr_header(edition: str) -> None:
    header = _cr_text(edition)[:400]
    match = re.search(r"effective as of (\w+) (\d+), (\d{4})", header)
    assert match, header
    months = "January February March April May June July August September October November December"
    month = months.split().index(match.group(1)) + 1
    iso = f"{match.group(3)}-{month:02d}-{int(match.group(2)):02d}"
    assert get_edition(edition).cr_date == iso


# --- (c) the tables are complete -----------------------------------------------------------------
def test_editions_and_tables_agree() -> None:
    assert EDITIONS == ("2011-09", "2013-07", "2017-09", "current")
    assert DEFAULT_EDITION == "2013-07"
    assert edition_data._ORDER == EDITIONS
    assert tuple(EDITION_INFO) == EDITIONS


@pytest.mark.parametrize("name", sorted(FEATURES))
def test_feature_has_a_value_for_every_edition(name: str) -> None:
    assert tuple(FEATURES[name]) == EDITIONS


@pytest.mark.parametrize("key", sorted(RULE_NUMBERS))
def test_rule_key_has_an_entry_for_every_edition(key: str) -> None:
    numbers = RULE_NUMBERS[key]
    assert tuple(numbers) == EDITIONS
    assert any(n is not None for n in numbers.values()), f"{key} exists in no edition"
    for number in numbers.values():
        assert number is None or number == number.strip().rstrip("."), (key, number)


def test_required_features_have_the_documented_values() -> None:
    expected = {
        "uniqueness": ("all", "controller_chooses", None, None),
        "legend_rule": ("all", "controller_chooses", "controller_chooses", "controller_chooses"),
        "planeswalkers_legendary": (False, False, True, True),
        "redirection": (True, True, True, False),
        "burn_wording": ("creature or player",) * 3 + ("any target",),
        "planeswalking": ("plane_ability",) + ("game_ability",) * 3,
        "phenomena": (False, True, True, True),
        "chaos_ensues": (False, False, False, True),
        "planeswalk_moves": ("this_plane",) + ("all_face_up",) * 3,
    }
    for name, values in expected.items():
        assert tuple(get_edition(e).feature(name) for e in EDITIONS) == values, name


# --- the Edition API -----------------------------------------------------------------------------
def test_get_edition_accepts_names_editions_and_none() -> None:
    ed = get_edition("2017-09")
    assert get_edition(ed) is ed
    assert get_edition(None).name == DEFAULT_EDITION
    assert [get_edition(e).name for e in EDITIONS] == list(EDITIONS)
    with pytest.raises(ValueError, match="2011-09, 2013-07, 2017-09, current"):
        get_edition("2018-04")


def test_unknown_key_and_absent_rule_raise_distinct_errors() -> None:
    ed = get_edition("current")
    with pytest.raises(KeyError, match="no.such.key.*current"):
        ed.rule("no.such.key")
    with pytest.raises(KeyError):
        ed.has("no.such.key")
    with pytest.raises(RuleAbsent, match="'pw.redirect'.*current"):
        ed.rule("pw.redirect")
    with pytest.raises(LookupError):
        ed.rules("pw.zero", "pw.redirect")
    with pytest.raises(KeyError, match="unknown feature"):
        ed.feature("no_such_feature")
    assert ed.rules("pw.zero", "sba.zero_loyalty") == ("306.9", "704.5i")


def test_exists_accepts_whole_rules_with_or_without_period() -> None:
    ed = get_edition("2013-07")
    assert ed.exists("119") and ed.exists("119.") and ed.exists("1")
    assert index_form("306") == "306."
    assert not ed.exists("704.6f")


# --- (d) the big changes, one test per rule ------------------------------------------------------
def _numbers(key: str) -> tuple[str | None, ...]:
    return tuple(RULE_NUMBERS[key][e] for e in EDITIONS)


def test_306_4_uniqueness_rule_gone_in_2017() -> None:
    assert _numbers("pw.uniqueness") == ("306.4", "306.4", None, None)
    assert _numbers("sba.uniqueness") == ("704.5j", "704.5j", None, None)
    assert _numbers("pw.uniqueness_removed") == (None, None, "306.4", "306.4")
    assert not get_edition("2017-09").has("pw.uniqueness")
    assert get_edition("2017-09").feature("uniqueness") is None


def test_306_4_uniqueness_all_die_in_2011_controller_chooses_in_2013() -> None:
    assert get_edition("2011-09").feature("uniqueness") == "all"
    assert get_edition("2013-07").feature("uniqueness") == "controller_chooses"


def test_306_7_redirection_removed_in_current() -> None:
    assert _numbers("pw.redirect") == ("306.7", "306.7", "306.7", None)
    assert _numbers("pw.redirect_removed") == (None, None, None, "306.7")
    assert [get_edition(e).feature("redirection") for e in EDITIONS] == [True, True, True, False]
    assert _numbers("target.any") == (None, None, None, "115.4")


def test_309_6_planeswalking_ability_on_plane_in_2011() -> None:
    assert _numbers("plane.planeswalking") == ("309.6", None, None, None)
    assert _numbers("pc.planeswalking_ability") == ("901.7a", "901.8", "901.8", "901.8")
    assert get_edition("2011-09").feature("planeswalking") == "plane_ability"


def test_309_6_is_the_new_object_rule_from_2013() -> None:
    assert _numbers("plane.face_down_new") == ("309.6", "309.6", "309.6", "311.6")


def test_704_5j_is_legend_rule_from_2017() -> None:
    assert _numbers("sba.legend") == ("704.5k", "704.5k", "704.5j", "704.5j")
    assert get_edition("2011-09").feature("legend_rule") == "all"
    assert get_edition("2017-09").feature("planeswalkers_legendary") is True


def test_704_5x_phenomenon_sba_moves_to_704_6f() -> None:
    assert _numbers("sba.phenomenon") == (None, "704.5x", "704.5w", "704.6f")


def test_119_damage_is_120_in_current() -> None:
    assert _numbers("damage.rule") == ("119", "119", "119", "120")
    assert _numbers("damage.planeswalker") == ("119.3c", "119.3c", "119.3c", "120.3c")


def test_309_310_planes_and_phenomena_are_311_312_in_current() -> None:
    assert _numbers("plane.type") == ("309.1", "309.1", "309.1", "311.1")
    assert _numbers("phenomenon.type") == (None, "310.1", "310.1", "312.1")
    assert edition_headings("current")["311."] == "Planes"
    assert edition_headings("current")["312."] == "Phenomena"
    assert edition_headings("2011-09")["310."] == "Vanguards"


def test_701_planeswalk_keyword_action_renumbered() -> None:
    assert _numbers("kw.planeswalk") == ("701.21", "701.21", "701.22", "701.31")
    # Trap: in current, 701.21 is another keyword action.
    assert edition_headings("current")["701.21"] == "Sacrifice"


def test_901_numbers_shift_by_one_after_2011() -> None:
    assert _numbers("pc.roll") == ("901.8", "901.9", "901.9", "901.9")
    assert _numbers("pc.leave") == ("901.9", "901.10", "901.10", "901.10")
    assert _numbers("pc.single_deck") == ("901.14", "901.15", "901.15", "901.15")


def test_606_6_insufficient_loyalty_in_current() -> None:
    assert _numbers("loyalty.insufficient") == ("606.5", "606.5", "606.5", "606.6")
    assert _numbers("loyalty.cost_combine") == (None, None, None, "606.5")


def test_116_priority_is_117_in_current() -> None:
    assert _numbers("priority.pass") == ("116.3d", "116.3d", "116.3d", "117.3d")
    assert _numbers("pc.special_action") == ("115.2f", "115.2f", "115.2g", "116.2i")


# Whole-rule keys and the heading the CR gives them in every edition where they exist.
HEADINGS = {
    "damage.rule": "Damage",
    "kw.planeswalk": "Planeswalk",
    "kw.flying": "Flying",
    "kw.trample": "Trample",
    "kw.vigilance": "Vigilance",
    "kw.haste": "Haste",
    "kw.defender": "Defender",
    "kw.wither": "Wither",
    "kw.destroy": "Destroy",
    "kw.discard": "Discard",
    "kw.sacrifice": "Sacrifice",
    "kw.counter": "Counter",
    "kw.tap_untap": "Tap and Untap",
    "kw.reveal": "Reveal",
    "kw.search": "Search",
    "kw.shuffle": "Shuffle",
    "pc.single_deck": "Single Planar Deck Option",
}


@pytest.mark.parametrize("key", sorted(HEADINGS))
def test_whole_rule_keys_name_the_right_heading(key: str) -> None:
    for edition in EDITIONS:
        assert get_edition(edition).heading(RULE_NUMBERS[key][edition]) == HEADINGS[key], edition


# Words each cited rule's text must contain in every edition where the key exists: a guard
# against an entry pointing at a neighbouring rule. Checked against the CR texts themselves.
KEYWORDS = {
    "game.draw_empty": "library with no cards",
    "game.impossible": "impossible",
    "game.player_order": "active player",
    "turn.untap": "untap",
    "turn.phases_mana_empty": "mana",
    "turn.assign_unblocked": "unblocked creature",
    "turn.no_damage_removed_planeswalker": "no combat damage",
    "priority.pass": "passes",
    "priority.all_pass": "all players pass",
    "cast.pay": "pays the total cost",
    "ability.independent": "independently of its source",
    "ability.lookback_planeswalk_away": "planeswalk",
    "sba.uniqueness": "uniqueness rule",
    "sba.legend": "legend rule",
    "sba.zero_loyalty": "loyalty 0",
    "sba.phenomenon": "phenomenon",
    "damage.planeswalker": "loyalty counters",
    "damage.zero": "0 damage",
    "replacement.redirection": "redirection effects",
    "replacement.order_repeat": "repeated",
    "pw.uniqueness": "uniqueness rule",
    "pw.redirect": "noncombat damage",
    "pw.legendary": "legend rule",
    "loyalty.insufficient": "negative loyalty cost",
    "loyalty.symbols": "loyalty symbol",
    "plane.planeswalking": "planeswalking ability",
    "plane.face_down_new": "new object",
    "plane.chaos": "chaos abilities",
    "chaos.ensues": "chaos ensues",
    "phenomenon.encounter": "encounter",
    "phenomenon.planeswalk": "planeswalks",
    "pc.die": "six-sided",
    "pc.planeswalking_ability": "planeswalking ability",
    "pc.roll": "roll the planar die",
    "pc.roll_planeswalk": "planeswalking ability",
    "pc.leave": "leaves the game",
    "pc.planeswalk_away": "planeswalks away from",
    "pc.special_action": "planar die",
    "kw.planeswalk_how": "to planeswalk is to",
    "kw.trample_pw": "attacking a planeswalker",
    "target.any": "any target",
    "multiplayer.uniqueness_range": "uniqueness rule",
    "multiplayer.legend_range": "legend rule",
    "kw.trample_over_pw": "trample over planeswalkers",
    "kw.trample_over_pw_no_blockers": "no creatures blocking it",
    "kw.trample_over_pw_removed": "removed from combat",
    "number.no_negative": "can't choose a negative number",
}


@needs_cr
@pytest.mark.parametrize("key", sorted(KEYWORDS))
def test_cited_rule_text_is_about_the_key(key: str) -> None:
    for edition in EDITIONS:
        number = RULE_NUMBERS[key][edition]
        if number is None:
            continue
        text = _rule_text(edition, number).lower().replace("’", "'")
        assert KEYWORDS[key] in text, f"{key} -> {number} in {edition}: {text[:120]!r}"
