"""Auras (303.4, the enchant keyword 702.5a) in every edition: the Aura spell targets what it
will enchant (303.4a), enters attached to it (303.4, 303.4b) under its caster's control
(303.4e), doesn't resolve when its target is illegal by then (608.2b), and goes to its
owner's graveyard by the state-based action when what it enchants leaves or stops being
legal (704.5n to 2013-07, 704.5m from 2017-09). The relation is kept by saves and shown
on the board; the Aura words are checked at load."""

from __future__ import annotations

import pytest
from test_planechase import EDITIONS, two

import magictutor as mt
from magictutor.cards import add_card_file, card
from magictutor.engine.serialize import from_jsonable, to_jsonable
from magictutor.model.query import chars_of, is_enchanted
from magictutor.yamlio import DataFileError

SBA_AURA = {"2011-09": "704.5n", "2013-07": "704.5n", "2017-09": "704.5m", "current": "704.5m"}
FLYING = {"2011-09": "702.9", "2013-07": "702.9", "2017-09": "702.9", "current": "702.9"}


def table(edition: str, alice_hand: list[str], **more) -> object:
    """Alice (Plains, Plains, Mountain, Mountain, Island, Grizzly Bears) against Bob (Hill
    Giant), in her precombat main phase."""
    setup = {"Alice": {"hand": alice_hand, "battlefield": [
        "Plains", "Plains", "Mountain", "Mountain", "Island", "Grizzly Bears"]},
        "Bob": {"battlefield": ["Hill Giant"], "hand": more.pop("bob_hand", [])}}
    return two(edition, setup=setup, **more)


@pytest.mark.parametrize("edition", EDITIONS)
def test_303_4a_an_aura_spell_targets_what_it_will_enchant_and_enters_attached(edition):
    t = table(edition, ["Pacifism"])
    giant, pacifism = t.id("Hill Giant"), t.id("Pacifism")
    assert card("Pacifism", edition).abilities_of("spell")[0][1].targets == ("creature",)
    offered = [a for a in mt.legal_actions(t.state) if getattr(a, "card", None) == pacifism]
    assert {a.targets for a in offered} == {(giant,), (t.id("Grizzly Bears"),)}
    t.refuse(mt.Cast("Alice", pacifism, ("Bob",)))  # (a player: not a creature, 601.2c)
    t.cast("Alice", "Pacifism", giant)
    t.resolve_all()
    aura = t.state.objects[pacifism]
    assert aura.zone == "battlefield" and aura.controller == "Alice"
    assert is_enchanted(t.state, giant) and not is_enchanted(t.state, t.id("Grizzly Bears"))
    assert {"303.4", "303.4a", "303.4b", "303.4e", "702.5a"} <= t.cites
    assert "Pacifism enters attached to Hill Giant" in t.log


@pytest.mark.parametrize("edition", EDITIONS)
def test_303_4b_the_enchanted_creature_gets_the_auras_bonus_and_keywords(edition):
    t = table(edition, ["Giant Strength", "Arcane Flight"])
    bears = t.id("Grizzly Bears")
    t.cast("Alice", "Giant Strength", bears)
    t.resolve_all()
    c = chars_of(t.state, bears)
    assert (c.power, c.toughness) == (4, 4)
    assert chars_of(t.state, t.id("Hill Giant")).power == 3, "only the enchanted creature"
    t.cast("Alice", "Arcane Flight", bears)
    t.resolve_all()
    assert "flying" in chars_of(t.state, bears).keywords
    assert "flying" not in chars_of(t.state, t.id("Hill Giant")).keywords


@pytest.mark.parametrize("edition", EDITIONS)
def test_508_1c_509_1b_the_creature_pacifism_enchants_cant_attack_or_block(edition):
    t = two(edition, setup={
        "Alice": {"hand": ["Pacifism", "Pacifism"],
                  "battlefield": ["Plains", "Plains", "Plains", "Plains", "Grizzly Bears",
                                  "Hill Giant"]},
        "Bob": {"battlefield": ["Serra Angel", "Colossal Dreadmaw"]}})
    bears, giant = t.id("Grizzly Bears"), t.id("Hill Giant")
    angel, dreadmaw = t.id("Serra Angel"), t.id("Colossal Dreadmaw")
    t.cast("Alice", "Pacifism", bears)  # (her own creature: she may enchant it, 303.4e)
    t.resolve_all()
    second = t.id("Pacifism", zone="hand")
    t.do(mt.Cast("Alice", second, (dreadmaw,)))
    t.resolve_all()
    t.advance("declare attackers", turn=3)
    assert bears not in t.pending.options and giant in t.pending.options
    err = t.refuse(mt.DeclareAttackers("Alice", ((bears, "Bob"),)))
    assert {"508.1", "303.4b"} <= set(err.rules)
    assert "enchanted by an Aura" in str(err)
    t.do(mt.DeclareAttackers("Alice", ((giant, "Bob"),)))
    t.advance("declare blockers", turn=3)
    err = t.refuse(mt.DeclareBlockers("Bob", ((dreadmaw, giant),)))
    assert {"509.1b", "303.4b"} <= set(err.rules)
    t.do(mt.DeclareBlockers("Bob", ((angel, giant),)))


@pytest.mark.parametrize("edition", EDITIONS)
def test_704_5_aura_sba_when_the_enchanted_creature_dies_in_play(edition):
    t = two(edition, setup={
        "Alice": {"hand": ["Pacifism", "Lightning Bolt"],
                  "battlefield": ["Plains", "Plains", "Mountain"]},
        "Bob": {"battlefield": ["Grizzly Bears"]}})
    bears = t.id("Grizzly Bears")
    t.cast("Alice", "Pacifism", bears)
    t.resolve_all()
    t.cast("Alice", "Lightning Bolt", bears)
    t.resolve_all()
    assert t.zone("Grizzly Bears") == "graveyard"
    assert t.zone("Pacifism") == "graveyard"
    assert {SBA_AURA[edition], "303.4c"} <= t.cites
    assert "Pacifism is attached to nothing" in t.log


@pytest.mark.parametrize("edition", EDITIONS)
def test_608_2b_an_aura_spell_whose_target_left_doesnt_resolve(edition):
    t = two(edition, setup={
        "Alice": {"hand": ["Pacifism"], "battlefield": ["Plains", "Plains"]},
        "Bob": {"hand": ["Lightning Bolt"], "battlefield": ["Mountain", "Grizzly Bears"]}})
    bears = t.id("Grizzly Bears")
    t.cast("Alice", "Pacifism", bears)
    t.pass_()  # (Bob gets priority with Pacifism on the stack)
    t.cast("Bob", "Lightning Bolt", bears)
    t.resolve_all()
    assert t.zone("Pacifism") == "graveyard", "countered on resolution: never on the battlefield"
    assert "608.2b" in t.cites
    assert "Pacifism enters" not in t.log


@pytest.mark.parametrize("edition", EDITIONS)
def test_303_4e_704_5_the_aura_stays_its_casters_and_illegal_objects_lose_it(edition):
    """Gideon Jura enchanted while a creature: at end of turn he is no creature, and the
    Aura with enchant creature is put into its owner's graveyard (303.4c)."""
    t = two(edition, setup={
        "Alice": {"hand": ["Giant Strength"], "battlefield": ["Mountain", "Mountain"]},
        "Bob": {"battlefield": ["Gideon Jura (loyalty 6)"]}})
    gideon = t.id("Gideon Jura")
    from magictutor.engine.context import Ctx
    from magictutor.model.state import Effect

    ctx = Ctx(t.state)
    ctx.effects = [*ctx.effects, Effect(900, "become_creature", gideon, "Gideon Jura",
                                        "Bob", (gideon,), "end of turn",
                                        (("power", 6), ("toughness", 6)))]
    t.state = ctx.freeze()
    assert chars_of(t.state, gideon).is_creature
    t.cast("Alice", "Giant Strength", gideon)
    t.resolve_all()
    assert t.obj("Giant Strength").controller == "Alice", "303.4e: the caster controls it"
    assert chars_of(t.state, gideon).power == 8
    t.advance("upkeep", turn=2)
    assert t.zone("Giant Strength") == "graveyard"
    assert "it can't enchant (enchant creature)" in t.log


@pytest.mark.parametrize("edition", EDITIONS)
def test_303_4b_saves_keep_the_attachment_and_the_board_shows_it(edition):
    t = table(edition, ["Pacifism"])
    t.cast("Alice", "Pacifism", t.id("Hill Giant"))
    t.resolve_all()
    back = from_jsonable(to_jsonable(t.state))
    assert back == t.state and is_enchanted(back, t.id("Hill Giant"))
    assert "Pacifism (enchanting Hill Giant)" in str(t.state)
    from magictutor.widgets.board import _permanent

    assert "enchanting Hill Giant" in _permanent(t.state, t.obj("Pacifism"))


def test_702_5a_aura_words_are_checked_at_load():
    bad = """
- name: Wrong Aura
  cost: "{W}"
  types: [Enchantment]
  subtypes: [Aura]
  abilities:
    - kind: static
      static:
        - {enchant: creatur}
"""
    with pytest.raises(DataFileError, match="'creature'"):
        add_card_file(bad, "wrong.yaml")
        card("Wrong Aura")
    no_enchant = """
- name: Enchantless Aura
  cost: "{W}"
  types: [Enchantment]
  subtypes: [Aura]
  abilities:
    - kind: static
      static:
        - {enchanted_gets: [1, 1]}
"""
    with pytest.raises(DataFileError, match="exactly one enchant"):
        add_card_file(no_enchant, "noench.yaml")
        card("Enchantless Aura")
    not_aura = """
- name: Enchanted Anthem
  cost: "{W}"
  types: [Enchantment]
  abilities:
    - kind: static
      static:
        - {enchanted_gets: [1, 1]}
"""
    with pytest.raises(DataFileError, match="only an Aura"):
        add_card_file(not_aura, "anthem.yaml")
        card("Enchanted Anthem")
