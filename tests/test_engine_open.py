"""The engine is correct for cards it did not ship with (issue 13).

A new target word that reads power ("creature with power 4 or greater"), +1/+1 and -1/-1
counter effects and a static ability that changes every creature's power: with these,
``legal_actions`` once missed a legal spell and listed an illegal one, and ``apply``
carried the illegal one out because it was the object ``legal_actions`` had returned.
Rules: 601.2c (legal targets), 613.4c (counters and static abilities change power), 115.
"""

from __future__ import annotations

import dataclasses
import random
from collections.abc import Iterator

import pytest

import magictutor as mt
from magictutor.cards import add_card_file, remove_cards
from magictutor.engine.shadow import ShadowMismatch, shadow_apply, shadow_legal_actions
from magictutor.engine.shortcuts import shortcuts
from magictutor.model.query import chars_of
from magictutor.model.state import STATE_FIELDS
from magictutor.yamlio import DataFileError

CARDS = """
- name: Giant's Bane
  cost: "{B}"
  types: [Instant]
  text: Destroy a target creature with power 4 or greater.
  abilities:
    - kind: spell
      targets: [creature with power 4 or greater]
      effects: [{destroy: target}]
- name: Growth Spurt
  cost: "{G}"
  types: [Instant]
  text: Put a +1/+1 counter on a target creature.
  abilities:
    - kind: spell
      targets: [creature]
      effects: [{add_counters: 1, kind: "+1/+1", to: target}]
- name: Withering Touch
  cost: "{B}"
  types: [Instant]
  text: Put a -1/-1 counter on a target creature.
  abilities:
    - kind: spell
      targets: [creature]
      effects: [{add_counters: 1, kind: "-1/-1", to: target}]
- name: Banner of Might
  cost: "{2}"
  types: [Artifact]
  text: Creatures get +1/+1.
  abilities:
    - kind: static
      static: [{creatures_get: [1, 1]}]
"""


@pytest.fixture
def new_cards() -> Iterator[list[str]]:
    names = add_card_file(CARDS, "tests/new_cards.yaml")
    try:
        yield names
    finally:
        remove_cards(names)


def _ids(s: mt.GameState) -> dict[str, int]:
    return {o.name: o.id for o in s.objects.values()}


def _bane_targets(s: mt.GameState) -> list:
    bane = _ids(s)["Giant's Bane"]
    return sorted(a.targets[0] for a in mt.legal_actions(s)
                  if isinstance(a, mt.Cast) and a.card == bane)


def _resolve(s: mt.GameState, action: mt.Action) -> mt.GameState:
    s = mt.apply(s, action).after
    while s.zones.get("stack"):
        s = mt.apply(s, mt.Pass(s.priority)).after
    return s


def test_601_2c_a_plus_one_counter_makes_a_new_legal_target(new_cards):
    """A +1/+1 counter makes Hill Giant a 4/4 (613.4c): Giant's Bane may now target it,
    though no permanent came, went, tapped or changed hands."""
    s = mt.build_game(["Alice", "Bob"], setup={
        "Alice": {"hand": ["Giant's Bane", "Growth Spurt"], "mana": "{B}{G}",
                  "battlefield": ["Hill Giant"]},
        "Bob": {"battlefield": ["Serra Angel"]}})
    ids = _ids(s)
    assert _bane_targets(s) == [ids["Serra Angel"]]
    s = _resolve(s, mt.Cast("Alice", ids["Growth Spurt"], (ids["Hill Giant"],)))
    assert chars_of(s, ids["Hill Giant"]).power == 4
    assert _bane_targets(s) == [ids["Hill Giant"], ids["Serra Angel"]]


def test_601_2c_a_minus_one_counter_takes_a_legal_target_away_and_apply_refuses_it(new_cards):
    """Bob shrinks his own Serra Angel to 3/3 while Alice's answers were remembered: the
    spell is no longer listed, and the action built by hand is refused by apply, which
    checks every action it carries out (601.2c), listed or not."""
    s = mt.build_game(["Alice", "Bob"], setup={
        "Alice": {"hand": ["Giant's Bane"], "mana": "{B}", "battlefield": ["Hill Giant"]},
        "Bob": {"battlefield": ["Serra Angel"], "hand": ["Withering Touch"], "mana": "{B}"}})
    ids = _ids(s)
    bane = mt.Cast("Alice", ids["Giant's Bane"], (ids["Serra Angel"],))
    assert bane in mt.legal_actions(s)
    s = mt.apply(s, mt.Pass("Alice")).after
    s = _resolve(s, mt.Cast("Bob", ids["Withering Touch"], (ids["Serra Angel"],)))
    assert s.priority == "Alice" and chars_of(s, ids["Serra Angel"]).power == 3
    assert _bane_targets(s) == []
    with pytest.raises(mt.IllegalActionError) as err:
        mt.apply(s, bane)
    assert "601.2c" in err.value.rules


def test_613_4c_a_static_ability_raises_every_creature_and_targets_follow(new_cards):
    """Banner of Might gives every creature +1/+1 (613.4c): Hill Giant becomes 4/4 and a
    target for Giant's Bane as the Banner arrives."""
    s = mt.build_game(["Alice", "Bob"], setup={
        "Alice": {"hand": ["Giant's Bane", "Banner of Might"], "mana": "{B}{2}",
                  "battlefield": ["Hill Giant"]}})
    ids = _ids(s)
    assert _bane_targets(s) == []
    s = _resolve(s, mt.Cast("Alice", ids["Banner of Might"], ()))
    assert chars_of(s, ids["Hill Giant"]).power == 4
    assert _bane_targets(s) == [ids["Hill Giant"]]


def test_116_1a_apply_checks_an_action_legal_actions_returned():
    """The very object legal_actions listed is checked again by apply (no identity shortcut):
    asked of a later state where it is illegal, it is refused (116.1a: Bob has priority)."""
    s = mt.build_game(["Alice", "Bob"], setup={
        "Alice": {"hand": ["Lightning Bolt"], "battlefield": ["Mountain"]}})
    bolt = next(a for a in mt.legal_actions(s) if isinstance(a, mt.Cast))
    later = mt.apply(s, mt.Pass("Alice")).after
    with pytest.raises(mt.IllegalActionError):
        mt.apply(later, bolt)


# --- the mutation test: the new cards behave the same with shortcuts on and off -------------
DECK = (["Giant's Bane", "Growth Spurt", "Withering Touch", "Banner of Might", "Hill Giant",
         "Serra Angel", "Grizzly Bears", "Lightning Bolt"] * 2 + ["Swamp", "Forest", "Mountain",
                                                                   "Plains"] * 4)


def _random_game(seed: int, edition: str, steps: int) -> tuple[mt.GameState, list]:
    """A game of the new cards played at random: its first state and its steps."""
    rng = random.Random(seed)
    library = DECK[:]
    rng.shuffle(library)
    start = mt.build_game(["Alice", "Bob"], edition=edition, seed=seed, setup={
        p: {"library": library, "hand": library[:7], "mana": "{B}{B}{G}{G}{2}",
            "battlefield": ["Hill Giant", "Serra Angel", "Swamp", "Forest"]}
        for p in ("Alice", "Bob")})
    s, out = start, []
    for _ in range(steps):
        if s.game_over:
            break
        acts = [a for a in mt.legal_actions(s) if not isinstance(a, mt.Pass)] \
            if rng.random() < 0.6 else []
        acts = acts or mt.legal_actions(s)
        step = mt.apply(s, rng.choice(acts))
        out.append(step)
        s = step.after
    return start, out


@pytest.mark.parametrize("edition", ["2011-09", "2013-07", "2017-09", "current"])
def test_613_4c_new_cards_behave_the_same_with_shortcuts_on_and_off(new_cards, edition):
    """The mutation test: games of the new cards (a target word reading power, counters, a
    static ability changing other permanents' power) give the same legal actions, events and
    states at every step with every shortcut on as with every shortcut off."""
    for seed in range(3):
        with shortcuts(True):
            start, fast = _random_game(seed, edition, 80)
        s = start
        for step in fast:
            shadow_legal_actions(s)  # every answer compared with every candidate's own check
            with shortcuts(False):
                plain = mt.apply(mt.GameState(**{f: getattr(s, f) for f in
                                                  STATE_FIELDS}),
                                 step.action, step.chance)
            assert (plain.events, plain.after) == (step.events, step.after)
            s = step.after
        assert any(isinstance(st.action, mt.Cast) for st in fast)


def test_the_shadow_mode_catches_a_wrong_shortcut(monkeypatch):
    """A shortcut that ignores what a target word reads is caught by the shadow mode: here
    the quick land's hand-on is made to claim that every target word meets the same choices
    after a land is played, so Garruk Wildspeaker's +1 (two target lands) would keep its old
    choices, though the new land is one (601.2c)."""
    from magictutor.engine import memos_land

    monkeypatch.setattr(memos_land, "_still_meets", lambda *args: True)
    s = mt.build_game(["Alice", "Bob"], active="Alice", step="precombat main", setup={
        "Alice": {"battlefield": ["Garruk Wildspeaker", "Forest"], "hand": ["Forest"]},
        "Bob": {"battlefield": ["Mountain"]}})
    with shortcuts(True), pytest.raises(ShadowMismatch, match="legal but not listed"):
        shadow_legal_actions(s)
        play = next(a for a in mt.legal_actions(s) if isinstance(a, mt.PlayLand))
        shadow_legal_actions(shadow_apply(s, play).after)

# --- a state is immutable in fact -----------------------------------------------------------
def test_a_state_s_zones_and_objects_cannot_be_changed():
    """A GameState's mappings are read-only: writing to them fails loudly, for a state built
    by hand, by a full step and by a quick pass alike."""
    s = mt.build_game(["Alice", "Bob"], setup={"Alice": {"hand": ["Lightning Bolt"],
                                                         "battlefield": ["Mountain"]}})
    bolt = s.hand("Alice")[0].id
    for state in (s, mt.apply(s, mt.Cast("Alice", bolt, ("Bob",))).after,
                  mt.apply(s, mt.Pass("Alice")).after):
        with pytest.raises(TypeError):
            state.objects[bolt] = state.objects[bolt]  # type: ignore[index]
        with pytest.raises(TypeError):
            state.zones["battlefield"] = ()  # type: ignore[index]
        with pytest.raises(TypeError):
            del state.zones["battlefield"]  # type: ignore[attr-defined]
        with pytest.raises(AttributeError):
            state.turn = 5  # type: ignore[misc]


def test_a_state_built_from_a_dict_keeps_no_link_to_it():
    """A state copies the mapping it is given: changing the dict afterwards changes no
    state."""
    s = mt.build_game(["Alice", "Bob"], setup={"Alice": {"battlefield": ["Mountain"]}})
    objects = dict(s.objects)
    t = mt.GameState(**{**{f: getattr(s, f) for f in STATE_FIELDS},
                        "objects": objects})
    objects.clear()
    assert len(t.objects) == len(s.objects) == 1


def test_what_a_state_works_out_goes_to_its_side_table_not_its_attributes():
    """Asking a state questions adds nothing to its attributes (its __dict__ holds its fields
    and its side table, as when it was built)."""
    s = mt.build_game(["Alice", "Bob"], setup={"Alice": {"hand": ["Lightning Bolt"],
                                                         "battlefield": ["Mountain"]}})
    before = dict(s.__dict__)
    mt.legal_actions(s)
    chars_of(s, s.battlefield[0].id)
    assert s.__dict__ == before and s._memo


def test_508_1_what_a_combat_works_out_goes_to_a_side_table_not_its_attributes():
    """Asking a combat who attacks what (each block's check does) adds nothing to the frozen
    Combat: its __dict__ holds its fields alone, and a Combat evolved with other attackers
    answers for its own."""

    from magictutor.model.state import Combat, evolve

    combat = Combat(attackers=((7, "Bob"), (8, 3)))
    assert combat.attack_target(8) == 3 and combat.is_attacking(7)
    assert not combat.is_attacking(9)
    assert set(combat.__dict__) == {f.name for f in dataclasses.fields(Combat)}
    other = evolve(combat, attackers=((9, "Bob"),))
    assert other.is_attacking(9) and not other.is_attacking(7)
    assert combat.is_attacking(7) and combat.attack_target(7) == "Bob"
    with pytest.raises(dataclasses.FrozenInstanceError):
        combat.attackers = ()  # type: ignore[misc]


def test_what_the_engine_works_out_about_a_card_is_not_written_into_its_definition():
    """A planeswalker's loyalty abilities and a creature's keywords, worked out for legal
    actions and characteristics, are kept in side tables, not in the frozen card definition;
    its own index of abilities (``abilities_of``, ``loyalty_ability``) is two declared fields
    filled as it is built, so asking a card anything never writes to it (#13)."""
    from magictutor.model.characteristics import card_of

    s = mt.build_game(["Alice", "Bob"], active="Alice", setup={
        "Alice": {"battlefield": ["Jace Beleren", "Serra Angel"]}})
    jace, angel = (card_of(o, s.edition) for o in s.battlefield)
    before = {c.name: set(c.__dict__) for c in (jace, angel)}
    mt.legal_actions(s)
    for o in s.battlefield:
        chars_of(s, o.id)
    for c in (jace, angel):
        assert set(c.__dict__) == before[c.name] == {f.name for f in dataclasses.fields(c)}
        assert c.loyalty_ability("+1") is None or c.name == "Jace Beleren"
        assert set(c.__dict__) == before[c.name]
        assert not {"_loyalty_profile", "_keyword_set"} & set(c.__dict__)


def test_a_state_and_the_working_copy_both_offer_the_game_view():
    """The rules read "a state or the working copy" through one protocol
    (magictutor.model.protocol.GameView): both have every member it names, and answer them
    alike."""
    from magictutor.engine.context import Ctx
    from magictutor.model.protocol import GameView

    s = mt.build_game(["Alice", "Bob"], setup={"Alice": {"battlefield": ["Jace Beleren"]}})
    ctx = Ctx(s)
    assert isinstance(s, GameView) and isinstance(ctx, GameView)
    assert not isinstance(object(), GameView)
    for view in (s, ctx):
        assert view.edition == s.edition and view.player_order == ("Alice", "Bob")
        assert [o.name for o in view.battlefield] == ["Jace Beleren"]
        assert view.next_player("Alice") == "Bob" and view.opponents("Alice") == ("Bob",)
        assert view.get("teams") is None and view.get("no such key", 7) == 7


# --- the card loader ------------------------------------------------------------------------
@pytest.mark.parametrize("line, wrong, right", [
    ("        - {draw: 1, who: each opponnent}", "each opponnent", "each opponent"),
    ("        - {dammage: 1, to: target}", "dammage", "damage"),
    ("        - {damage: three, to: target}", "three", None),
    ("        - {damage: 1, too: target}", "too", "to"),
    ("      targets: [creatur]", "creatur", "creature"),
])
def test_a_card_file_with_a_wrong_word_is_refused_at_load(line, wrong, right):
    """Every word of a card file is checked when it is read: the error names the file, the
    line and the closest valid word, and adds no card."""
    ability = ["    - kind: spell"]
    if "targets" in line:
        ability += [line, "      effects: [{damage: 1, to: target}]"]
    else:
        ability += ["      targets: [player]", "      effects:", line]
    text = "\n".join(["- name: Misspelt Spell", '  cost: "{R}"', "  types: [Sorcery]",
                      "  abilities:", *ability]) + "\n"
    with pytest.raises(DataFileError) as err:
        add_card_file(text, "misspelt.yaml")
    message = str(err.value)
    assert message.startswith(f"misspelt.yaml, line {text.splitlines().index(line) + 1}:")
    assert repr(wrong) in message
    if right:
        assert f"did you mean {right!r}" in message
    assert "Misspelt Spell" not in mt.cards.card_names()


def test_606_4_a_loyalty_cost_is_checked_at_load():
    text = """
- name: Odd Walker
  types: [Planeswalker]
  loyalty: 3
  abilities:
    - kind: loyalty
      cost: "+two"
      effects: [{draw: 1}]
"""
    with pytest.raises(DataFileError, match="606.4"):
        add_card_file(text, "odd.yaml")


def test_every_bundled_card_passes_the_loader_s_check():
    from magictutor.cards import EDITION_NAMES, card, card_names

    for name in card_names():
        for edition in EDITION_NAMES:
            card(name, edition)  # (raises DataFileError for a bad word)


def test_a_target_word_reading_something_undeclared_is_refused():
    """A target word must say what it reads, in the words the memos follow."""
    from magictutor.rules.targets import TargetWord

    with pytest.raises(ValueError, match="no memo knows"):
        TargetWord("", True, lambda c, o, you: True, frozenset({"colour"}))


# --- loyalty abilities by their index on the card ---------------------------------------------
TWINS = """
- name: Twin-Minded Sage
  types: [Planeswalker]
  subtypes: [Sage]
  loyalty: 3
  text: "+1: You draw a card. +1: You gain 2 life. -2: Shock-like: 2 damage to a target."
  abilities:
    - kind: loyalty
      cost: "+1"
      text: You draw a card.
      effects: [{draw: 1}]
    - kind: loyalty
      cost: "+1"
      text: You gain 2 life.
      effects: [{gain_life: 2}]
    - kind: loyalty
      cost: "-2"
      targets: [any target]
      effects: [{damage: 2, to: target}]
"""


@pytest.fixture
def twins() -> Iterator[list[str]]:
    names = add_card_file(TWINS, "tests/twins.yaml")
    try:
        yield names
    finally:
        remove_cards(names)


def test_606_3_two_loyalty_abilities_of_the_same_cost_are_told_apart_by_index(twins):
    """606.3: a planeswalker whose two abilities both cost +1: legal_actions lists each by its
    index on the card, each does what it says, and an action giving the cost alone is
    refused, asking which one."""
    s = mt.build_game(["Alice", "Bob"], setup={
        "Alice": {"battlefield": ["Twin-Minded Sage"], "library": ["Island"] * 3}})
    sage = s.battlefield[0].id
    plus = [a for a in mt.legal_actions(s) if isinstance(a, mt.Activate) and a.cost == "+1"]
    assert [a.ability for a in plus] == [0, 1]
    minus = [a for a in mt.legal_actions(s) if isinstance(a, mt.Activate) and a.cost == "-2"]
    assert minus and all(a.ability is None for a in minus)  # (one -2: the cost says which)
    draw = _resolve(s, plus[0])
    assert len(draw.hand("Alice")) == 1 and draw.player("Alice").life == 20
    life = _resolve(s, plus[1])
    assert len(life.hand("Alice")) == 0 and life.player("Alice").life == 22
    with pytest.raises(mt.IllegalActionError, match="say which by its index"):
        mt.apply(s, mt.Activate("Alice", sage, "+1"))
    with pytest.raises(mt.IllegalActionError, match="no loyalty ability -2 at index 0"):
        mt.apply(s, mt.Activate("Alice", sage, "-2", ("Bob",), ability=0))
    assert mt.apply(s, mt.Activate("Alice", sage, "-2", ("Bob",), ability=2))


# --- replacement effects: one contract, ordered by 616.1 ---------------------------------------
def test_616_1_a_new_replacement_kind_is_ordered_with_the_others_without_editing_damage(
        monkeypatch):
    """A new kind of replacement effect (here: damage to a creature with a "ward of halves"
    effect is halved, rounded down) is registered with its two functions; with Furnace of
    Rath also applying, the affected player orders them (616.1), and each order gives its
    own result: halve then double 3 -> 1 -> 2, double then halve 3 -> 6 -> 3."""
    from magictutor.engine.context import Ctx
    from magictutor.rules import damage

    def find(ctx, w):
        return [(e.source_name, f"effect:{e.id}", e.id) for e in ctx.effects
                if e.kind == "test_halve" and w.get("target") in e.affected]

    def halve(ctx, w, label, key, data):
        n = w.get("amount") // 2
        ctx.emit("replace", f"{label} halves the damage to {n}", "replacement.rule")
        return w.but(amount=n, applied=tuple(w.get("applied", ())) + (key,)) if n else None

    monkeypatch.setitem(damage.REPLACEMENTS, "test halve",
                        damage.Replacement("test halve", find, halve))
    s = mt.build_game(["Alice", "Bob"], setup={
        "Alice": {"hand": ["Lightning Bolt"], "battlefield": ["Mountain", "Furnace of Rath"]},
        "Bob": {"battlefield": ["Colossal Dreadmaw"]}})
    ids = _ids(s)
    ctx = Ctx(s)
    ctx.add_effect("test_halve", None, "Bob", affected=(ids["Colossal Dreadmaw"],))
    s = ctx.freeze()
    s = mt.apply(s, mt.Cast("Alice", ids["Lightning Bolt"], (ids["Colossal Dreadmaw"],))).after
    s = mt.apply(s, mt.Pass("Alice")).after
    s = mt.apply(s, mt.Pass("Bob")).after
    assert s.pending is not None and s.pending.kind == "order" and s.pending.player == "Bob"
    assert set(s.pending.options) == {"the game", "Furnace of Rath"}
    halve_first = mt.apply(s, mt.Choose("Bob", "the game")).after
    double_first = mt.apply(s, mt.Choose("Bob", "Furnace of Rath")).after
    assert halve_first.objects[ids["Colossal Dreadmaw"]].damage == 2
    assert double_first.objects[ids["Colossal Dreadmaw"]].damage == 3
