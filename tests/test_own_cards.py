"""Cards a scenario defines itself (``cards:``) or ``build_game(cards=...)`` is given: checked
as the card files are (file, line, closest valid word; nothing run as code), shadowing no card
of the kit's set, known only to the scenario or game that defines them, and played by the
same rules as any card."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

import magictutor as mt
from magictutor.cards import UnknownCardError, card, own_card_names, remove_cards
from magictutor.scenarios.load import load_text
from magictutor.scenarios.scenario import load_scenario, run_scenario
from magictutor.scenarios.validate import ScenarioError
from magictutor.yamlio import DataFileError

HEAD = """title: own cards
players: [Alice, Bob]
turn: {active: Alice}
"""

EMBER = """cards:
  - name: Test Ember Lash
    cost: "{R}"
    types: [Instant]
    text: Test Ember Lash deals 2 damage to a target creature or player.
    abilities:
      - kind: spell
        targets: [creature or player]
        effects:
          - {damage: 2, to: target}
"""

SETUP = """setup:
  Alice: {hand: [Test Ember Lash], battlefield: [Mountain]}
  Bob: {battlefield: [Jace Beleren]}
"""

TWIN = {
    "name": "Test Twin Sparkwright", "cost": "{2}{R}", "types": ["Planeswalker"],
    "subtypes": ["Sparkwright"], "colors": ["R"], "loyalty": 4,
    "abilities": [
        {"kind": "loyalty", "cost": "+1", "text": "Deals 1 damage to a target player.",
         "targets": ["player"], "effects": [{"damage": 1, "to": "target"}]},
        {"kind": "loyalty", "cost": "+1", "text": "You gain 2 life.",
         "effects": [{"gain_life": 2, "who": "you"}]},
    ],
}


@pytest.fixture(autouse=True)
def _forget_own_cards() -> Iterator[None]:
    before = set(own_card_names())
    yield
    remove_cards([n for n in own_card_names() if n not in before])


def _resolve(s: mt.GameState) -> mt.GameState:
    while s.zones.get("stack") and not s.pending:
        s = mt.apply(s, mt.Pass(s.priority)).after
    return s


def test_306_7_the_bundled_scenario_with_its_own_planeswalker_passes():
    result = run_scenario(load_scenario("own-card-planeswalker-redirect"))
    assert result.passed, result.summary()


@pytest.mark.parametrize("edition", ["2011-09", "2013-07", "2017-09", "current"])
def test_119_3a_a_scenario_s_own_spell_deals_its_damage_in_every_edition(edition):
    """Damage to a player is life lost (119.3a to 2017-09, 120.3a today)."""
    text = HEAD + f'edition: "{edition}"\n' + EMBER + SETUP.replace(
        "Bob: {battlefield: [Jace Beleren]}", "Bob: {life: 20}") + """steps:
  - "Alice: cast Test Ember Lash targeting Bob"
  - "all: resolve"
expect:
  Alice: {graveyard: [Test Ember Lash]}
  Bob: {life: 18}
"""
    sc = load_text(text, "ember.yaml")
    assert sc.cards and sc.cards[0]["name"] == "Test Ember Lash"
    result = run_scenario(sc)
    assert result.passed, result.summary()


def test_a_wrong_effect_word_in_a_scenario_s_card_names_the_file_and_line():
    text = HEAD + EMBER.replace("{damage: 2", "{damadge: 2") + SETUP + "steps: []\n"
    with pytest.raises(ScenarioError) as exc:
        load_text(text, "bad.yaml")
    assert exc.value.path == "bad.yaml"
    assert exc.value.line == text.splitlines().index("          - {damadge: 2, to: target}") + 1
    assert "'damadge'" in str(exc.value) and "did you mean 'damage'" in str(exc.value)


@pytest.mark.parametrize("old, new, word, hint", [
    ("targets: [creature or player]", "targets: [creature or playr]", "creature or playr",
     "creature or player"),
    ("to: target}", "to: tarket}", "tarket", "target"),
    ("kind: spell", "kind: spel", "spel", "spell"),
    ("types: [Instant]\n", "types: [Instant]\n    colour: [R]\n", "colour", "colors"),
])
def test_every_word_of_a_scenario_s_card_is_checked_with_its_line(old, new, word, hint):
    cards = EMBER.replace(old, new)
    text = HEAD + cards + SETUP + "steps: []\n"
    with pytest.raises(ScenarioError) as exc:
        load_text(text, "bad.yaml")
    lines = text.splitlines()
    expected = next(i for i, line in enumerate(lines, 1) if word in line)
    assert exc.value.line == expected, str(exc.value)
    assert repr(word) in str(exc.value) and repr(hint) in str(exc.value)


def test_606_4_a_bad_loyalty_cost_in_a_scenario_s_card_is_refused_at_load():
    text = HEAD + """cards:
  - name: Test Odd Walker
    types: [Planeswalker]
    loyalty: 3
    abilities:
      - kind: loyalty
        cost: "+X"
        effects: [{draw: 1, who: you}]
steps: []
"""
    with pytest.raises(ScenarioError, match=r"line 10: .*606\.4"):
        load_text(text, "walker.yaml")


def test_a_scenario_s_card_may_not_shadow_a_card_of_the_set():
    text = HEAD + EMBER.replace("Test Ember Lash", "Lightning Bolt") + "steps: []\n"
    with pytest.raises(ScenarioError, match=r"bad\.yaml, line 5: card 'Lightning Bolt' is a "
                       "card of the kit's card set"):
        load_text(text, "bad.yaml")
    assert card("Lightning Bolt").abilities[0].effects[0] == (("damage", 3), ("to", "target"))


def test_nothing_in_a_scenario_s_cards_is_run_as_code():
    text = HEAD + """cards:
  - !!python/object/apply:os.system ["echo hacked"]
steps: []
"""
    with pytest.raises(ScenarioError, match="not valid YAML"):
        load_text(text, "evil.yaml")


def test_an_unknown_card_is_offered_the_scenario_s_own_cards():
    text = HEAD + EMBER + SETUP.replace("hand: [Test Ember Lash]", "hand: [Test Embr Lash]") \
        + "steps: []\n"
    with pytest.raises(ScenarioError, match="unknown card 'Test Embr Lash'.*did you mean "
                       "'Test Ember Lash'"):
        load_text(text, "typo.yaml")


def test_a_scenario_s_own_card_is_unknown_to_another_scenario():
    load_text(HEAD + EMBER + SETUP + "steps: []\n", "first.yaml")
    with pytest.raises(ScenarioError, match="unknown card 'Test Ember Lash'"):
        load_text(HEAD + SETUP + "steps: []\n", "second.yaml")


def test_a_card_defined_again_takes_the_new_definition():
    load_text(HEAD + EMBER + SETUP + "steps: []\n", "first.yaml")
    load_text(HEAD + EMBER.replace("{damage: 2", "{damage: 4") + SETUP + "steps: []\n",
              "second.yaml")
    assert card("Test Ember Lash").abilities[0].effects[0] == (("damage", 4), ("to", "target"))


def test_a_bad_list_of_cards_changes_nothing():
    mt.build_game(["Alice", "Bob"], cards=[TWIN])
    broken = dict(TWIN, loyalty=5, abilities=[{"kind": "loyalty", "cost": "+1",
                                               "effects": [{"explode": 1}]}])
    with pytest.raises(DataFileError, match="'explode'"):
        mt.build_game(["Alice", "Bob"], cards=[broken])
    assert card("Test Twin Sparkwright").loyalty == 4


def test_606_3_build_game_plays_its_own_planeswalker_s_two_abilities_of_one_cost():
    s = mt.build_game(["Alice", "Bob"], cards=[TWIN],
                      setup={"Alice": {"battlefield": ["Test Twin Sparkwright"]}})
    pw = next(o.id for o in s.battlefield if o.name == "Test Twin Sparkwright")
    choices = [a for a in mt.legal_actions(s) if isinstance(a, mt.Activate) and a.source == pw]
    assert {a.ability for a in choices} == {0, 1}
    with pytest.raises(mt.IllegalActionError):
        mt.apply(s, mt.Activate("Alice", pw, "+1"))  # two +1 abilities: which one?
    after = _resolve(mt.apply(s, mt.Activate("Alice", pw, "+1", ability=1)).after)
    assert after.player("Alice").life == 22
    assert after.obj(pw).counter("loyalty") == 5


def test_a_game_s_own_card_is_unknown_to_another_game():
    mt.build_game(["Alice", "Bob"], cards=[TWIN])
    with pytest.raises(UnknownCardError, match="unknown card 'Test Twin Sparkwright'"):
        mt.build_game(["Alice", "Bob"],
                      setup={"Alice": {"battlefield": ["Test Twin Sparkwright"]}})
    with pytest.raises(UnknownCardError, match="did you mean 'Test Twin Sparkwright'"):
        mt.build_game(["Alice", "Bob"], cards=[TWIN],
                      setup={"Alice": {"hand": ["Test Twin Sparkwrite"]}})


def test_a_python_card_with_a_wrong_word_names_the_word():
    bad = dict(TWIN, abilities=[dict(TWIN["abilities"][0], targets=["playr"])])
    with pytest.raises(DataFileError, match=r"build_game\(cards=\.\.\.\): .*'playr'.*did "
                       "you mean 'player'"):
        mt.build_game(["Alice", "Bob"], cards=[bad])


@pytest.mark.parametrize("entry, word, hint", [
    ({"name": "Test Flyer", "types": ["Creature"], "power": 1, "toughness": 1,
      "keywords": ["flyng"]}, "flyng", "flying"),
    ({"name": "Test Shield", "types": ["Instant"], "abilities": [
        {"kind": "spell", "targets": ["creature"],
         "effects": [{"pump": [1, 1], "keywords": ["indestructable"], "to": "target"}]}]},
     "indestructable", None),
    ({"name": "Test Watcher", "types": ["Enchantment"], "abilities": [
        {"kind": "triggered", "trigger": "dies", "condition": {"dyin": {"color": "W"}},
         "effects": [{"draw": 1}]}]}, "dyin", "dying"),
])
def test_a_keyword_or_condition_the_engine_does_not_read_is_refused_at_load(entry, word, hint):
    """A keyword nothing in the engine reads would do nothing: refused, never half-working."""
    with pytest.raises(DataFileError) as exc:
        mt.build_game(["Alice", "Bob"], cards=[entry])
    assert repr(word) in str(exc.value)
    if hint:
        assert f"did you mean {hint!r}" in str(exc.value)


def test_a_scenario_s_card_name_is_shown_literally_in_html():
    from magictutor.model.render import state_html
    from magictutor.widgets.board import board_html

    evil = "<img src=x onerror=alert(1)>"
    walker = dict(TWIN, name=evil)
    s = mt.build_game(["Alice", "Bob"], cards=[walker],
                      setup={"Alice": {"battlefield": [evil]}})
    for html in (state_html(s), board_html(s)):
        assert evil not in html and "&lt;img src=x onerror=alert(1)&gt;" in html


def test_309_7_a_scenario_s_own_plane_rolls_chaos_in_its_planar_deck():
    """A plane of the scenario's own, face up in a Planechase game: its chaos ability triggers
    on a chaos roll (309.7) like any plane's; and it may stand only in a planar deck."""
    text = HEAD + """cards:
  - name: Test Quiet Vale
    types: [Plane]
    subtypes: [Testland]
    text: "Chaos: You gain 3 life."
    abilities:
      - kind: chaos
        text: You gain 3 life.
        effects:
          - {gain_life: 3, who: you}
planechase:
  decks:
    Alice: [Test Quiet Vale, Tazeem]
    Bob: [Panopticon]
  face up: Test Quiet Vale
steps:
  - "Alice: roll the planar die: chaos"
  - "all: resolve"
expect:
  Alice: {life: 23}
  face up: [Test Quiet Vale]
"""
    result = run_scenario(load_text(text, "vale.yaml"))
    assert result.passed, result.summary()
    misplaced = text.replace("steps:", "setup:\n  Alice: {hand: [Test Quiet Vale]}\nsteps:", 1)
    with pytest.raises(ScenarioError, match="Test Quiet Vale is not a traditional card"):
        load_text(misplaced, "vale.yaml")


def test_701_6_what_destroy_names_is_checked_at_load():
    """Before, a wrong word after destroy: loaded and failed only as the card resolved."""
    wipe = {"name": "Test Wipe", "types": ["Sorcery"], "abilities": [
        {"kind": "spell", "effects": [{"destroy": "all nonland permanent"}]}]}
    with pytest.raises(DataFileError, match="'all nonland permanent'.*did you mean 'all "
                       "nonland permanents'"):
        mt.build_game(["Alice", "Bob"], cards=[wipe])


def test_a_wrong_key_in_a_token_s_definition_is_refused_at_load():
    maker = {"name": "Test Maker", "types": ["Sorcery"], "abilities": [
        {"kind": "spell", "effects": [{"create_token": {"name": "Bird", "types": ["Creature"],
                                                        "powr": 1, "toughness": 1}}]}]}
    with pytest.raises(DataFileError, match="'powr'.*did you mean 'power'"):
        mt.build_game(["Alice", "Bob"], cards=[maker])


# --- found by fuzzing the cards' shapes (tests/fuzz/own_cards.py) -----------------------------
EDITIONS_PATCH = "    editions:\n      current: {abilities: {0: {targets: [any target]}}}\n"


@pytest.mark.parametrize("old, new, words", [
    ("types: [Instant]", "types: [Instant]\n    subtypes: .nan", "subtypes is a list of words"),
    ("types: [Instant]", "types: {Instant: 1}", "types is a list of words"),
    ("types: [Instant]", "types: [Instant, 3]", "types is a list of words"),
    ('cost: "{R}"', "cost: [R]", "cost is a text"),
    ("types: [Instant]", "types: [Creature]\n    power: [2]\n    toughness: 2",
     "power is a whole number from 0 to 1,000"),
    ("types: [Instant]", "types: [Creature]\n    power: 2\n    toughness: 1.0e+308",
     "toughness is a whole number"),
    ("    abilities:\n", "    abilities: -0.0\n    old:\n", "abilities is a list of mappings"),
    ("      - kind: spell\n", "      - [kind, spell]\n      - kind: spell\n",
     "abilities is a list of mappings"),
    ("", EDITIONS_PATCH.replace("current", "2099"), "unknown edition 2099"),
    ("", EDITIONS_PATCH.replace("current: {abilities", "current: [abilities").replace(
        "}}}", "}}]"), "the changes for current are a mapping"),
    ("", EDITIONS_PATCH.replace("{0: ", "{3: "), "3 is not the index of one of the card's 1"),
    ("", EDITIONS_PATCH.replace("{0: ", "{x: "), "'x' is not the index"),
    ("", EDITIONS_PATCH.replace("{0: {targets: [any target]}}", "-.inf"),
     "abilities is a mapping from an ability's index"),
    ("", EDITIONS_PATCH.replace("{targets: [any target]}", "~"),
     "the changes to ability 0 are a mapping"),
    ("", EDITIONS_PATCH.replace("abilities", "power"), "an edition changes only text and"),
    ("", "    editions: {current: {text: [a]}}\n", "text is a text"),
])
def test_a_card_value_of_the_wrong_shape_is_refused_with_its_line_and_what_it_takes(
        old, new, words):
    cards = EMBER.replace(old, new, 1) if old else EMBER + new
    if "old:" in cards:  # (the abilities' list, now under an unknown key, is dropped)
        cards = cards.split("    old:\n")[0]
    text = HEAD + cards + SETUP + "steps: []\n"
    with pytest.raises(ScenarioError) as exc:
        load_text(text, "bad.yaml")
    assert exc.value.line is not None and exc.value.line > 4, str(exc.value)
    assert words in str(exc.value) and "object" not in str(exc.value), str(exc.value)
    assert "Test Ember Lash" not in own_card_names()


def test_an_edition_patch_of_an_ability_the_card_has_still_applies():
    text = HEAD + EMBER + EDITIONS_PATCH + SETUP + "steps: []\n"
    load_text(text, "good.yaml")
    assert card("Test Ember Lash", "current").abilities[0].targets == ("any target",)
    assert card("Test Ember Lash", "2013-07").abilities[0].targets == ("creature or player",)


def test_a_card_whose_abilities_key_has_no_value_has_no_abilities():
    text = HEAD + EMBER.split("    abilities:")[0] + "    abilities:\n" + SETUP + "steps: []\n"
    load_text(text, "bare.yaml")
    assert card("Test Ember Lash").abilities == ()


def test_a_token_whose_abilities_are_not_mappings_is_refused_with_its_line():
    text = HEAD + """cards:
  - name: Test Token Maker
    types: [Sorcery]
    abilities:
      - kind: spell
        effects:
          - create_token: {name: Soldier, types: [Creature], power: 1, toughness: 1,
                           abilities: [draw a card]}
steps: []
"""
    with pytest.raises(ScenarioError) as exc:
        load_text(text, "token.yaml")
    assert "abilities is a list of mappings" in str(exc.value), str(exc.value)
    assert exc.value.line is not None and exc.value.line > 4 and "object" not in str(exc.value)
