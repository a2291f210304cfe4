"""Planes that read what a player did this turn (the record of
:mod:`magictutor.rules.this_turn`: spells cast, an attack with creatures: Prahv), that
count fate counters (Norn's Dominion) or target a card in a graveyard (Nephalia, and The
Maelstrom of Planechase 2009), in every edition: the plane's static or triggered ability
while it is face up (309.4; 311.4 in ``current``) and its chaos ability (309.7; "whenever
chaos ensues", 311.7, in ``current``)."""

from __future__ import annotations

import pytest
from test_planechase import EDITIONS, PLANE
from test_planes_2012 import chaos, on

import magictutor as mt
from magictutor.cards import card
from magictutor.engine.save_check import check_state
from magictutor.engine.serialize import SaveFormatError, from_jsonable, to_jsonable

PRAHV = "Prahv, Spires of Order"


def _prahv(edition: str, **alice: list[str]):
    return on(PRAHV, edition, setup={
        "Alice": {"battlefield": ["Grizzly Bears", "Mountain"], **alice},
        "Bob": {"battlefield": ["Hill Giant"]}})


@pytest.mark.parametrize("edition", EDITIONS)
def test_101_2_prahv_a_spell_cast_this_turn_bars_attacking_508_1c(edition):
    t = _prahv(edition, hand=["Shock"])
    assert card(PRAHV, edition).subtypes == ("Ravnica",)
    t.do(mt.Cast("Alice", t.id("Shock"), ("Bob",)))
    assert t.state.player("Alice").spells_cast == 1
    t.resolve_all()
    t.advance("declare attackers")
    bears = t.id("Grizzly Bears")
    err = t.refuse(mt.DeclareAttackers("Alice", ((bears, "Bob"),)))
    assert {"101.2", "508.1c", PLANE[edition] + ".4"} <= set(err.rules)
    assert "cast 1 spell this turn" in str(err)
    legal = mt.legal_actions(t.state)
    assert legal == [mt.DeclareAttackers("Alice", ())], "attacking with nothing is all left"
    t.do(mt.DeclareAttackers("Alice", ()))


@pytest.mark.parametrize("edition", EDITIONS)
def test_101_2_prahv_an_attack_this_turn_bars_casting_and_the_record_resets(edition):
    t = _prahv(edition, hand=["Shock"])
    shock = t.id("Shock")
    assert any(isinstance(a, mt.Cast) for a in mt.legal_actions(t.state))
    t.advance("declare attackers")
    t.do(mt.DeclareAttackers("Alice", ((t.id("Grizzly Bears"), "Bob"),)))
    assert t.state.player("Alice").attacked
    t.advance("postcombat main")
    err = t.refuse(mt.Cast("Alice", shock, ("Bob",)))
    assert {"101.2", PLANE[edition] + ".4"} <= set(err.rules)
    assert "attacked with creatures this turn" in str(err)
    assert not any(isinstance(a, mt.Cast) for a in mt.legal_actions(t.state))
    t.advance("upkeep", turn=2)
    assert not t.state.player("Alice").attacked, "the record is of one turn"
    t.advance("precombat main", turn=3)
    assert t.state.active == "Alice"
    assert any(isinstance(a, mt.Cast) for a in mt.legal_actions(t.state))


@pytest.mark.parametrize("edition", EDITIONS)
def test_309_5_prahv_only_binds_its_planar_controller(edition):
    """'You' on a plane is its planar controller (309.5; 311.5 in current): Bob may cast
    Shock in Alice's turn after she attacked."""
    t = on(PRAHV, edition, setup={"Alice": {"battlefield": ["Grizzly Bears"]},
                                  "Bob": {"battlefield": ["Mountain"], "hand": ["Shock"]}})
    t.advance("declare attackers")
    t.do(mt.DeclareAttackers("Alice", ((t.id("Grizzly Bears"), "Bob"),)))
    t.pass_()
    assert t.state.priority == "Bob"
    t.do(mt.Cast("Bob", t.id("Shock"), ("Alice",)))
    assert t.state.player("Bob").spells_cast == 1


@pytest.mark.parametrize("edition", EDITIONS)
def test_309_7_prahv_chaos_gains_a_life_for_each_card_in_hand(edition):
    t = _prahv(edition, hand=["Shock", "Island", "Island"])
    chaos(t)
    assert t.life("Alice") == 23
    assert PLANE[edition] + ".7" in t.cites and "Alice gains 3 life" in t.log
    wording = card(PRAHV, edition).text
    assert ("Whenever chaos ensues" in wording) == (edition == "current")


def test_the_turn_record_is_saved_and_checked():
    """The spells cast and the attack of this turn go into a save and come back; a save
    with nonsense there is refused with where and why."""
    t = _prahv("2013-07", hand=["Shock"])
    t.do(mt.Cast("Alice", t.id("Shock"), ("Bob",)))
    saved = to_jsonable(t.state)
    back = from_jsonable(saved)
    assert back.player("Alice").spells_cast == 1
    check_state(back)
    from dataclasses import replace

    bad = replace(back, players=tuple(replace(p, spells_cast=-1) for p in back.players))
    with pytest.raises(SaveFormatError, match="spells cast this turn"):
        check_state(bad)


# --- Norn's Dominion -------------------------------------------------------------------------
NORN = "Norn's Dominion"


def _norn(edition: str):
    return on(NORN, edition, setup={
        "Alice": {"battlefield": ["Grizzly Bears", "Forest"]},
        "Bob": {"battlefield": ["Hill Giant", "Serra Angel", "Mountain"]}})


@pytest.mark.parametrize("edition", EDITIONS)
def test_309_7_norns_dominion_chaos_may_give_the_target_a_fate_counter(edition):
    t = _norn(edition)
    assert card(NORN, edition).subtypes == ("New Phyrexia",)
    t.roll("chaos")
    t.choose(t.id("Hill Giant"))
    t.resolve()
    assert t.pending is not None and t.pending.player == "Alice", "you may: Alice decides"
    t.choose("yes")
    t.resolve_all()
    assert t.state.objects[t.id("Hill Giant")].counter("fate") == 1
    assert PLANE[edition] + ".7" in t.cites
    t.roll("chaos")
    t.choose(t.id("Serra Angel"))
    t.resolve()
    t.choose("no")
    t.resolve_all()
    assert t.state.objects[t.id("Serra Angel")].counter("fate") == 0
    wording = card(NORN, edition).text
    assert ("Whenever chaos ensues" in wording) == (edition == "current")


@pytest.mark.parametrize("edition", EDITIONS)
def test_309_4_norns_dominion_planeswalking_away_destroys_what_has_no_fate_counter(edition):
    """Leaving it (a planeswalk away trigger), every nonland permanent without a fate
    counter is destroyed (lands stay), then no permanent keeps a fate counter."""
    t = _norn(edition)
    t.roll("chaos")
    t.choose(t.id("Grizzly Bears"))
    t.resolve()
    t.choose("yes")
    t.resolve_all()
    t.roll("planeswalk")
    t.resolve_all()
    assert t.faceup == ["Tazeem"]
    objects = t.state.objects
    assert objects[t.id("Grizzly Bears")].zone == "battlefield"
    assert objects[t.id("Grizzly Bears")].counter("fate") == 0, "its fate counter came off"
    assert objects[t.id("Hill Giant")].zone == "graveyard"
    assert objects[t.id("Serra Angel")].zone == "graveyard"
    assert {objects[t.id(n)].zone for n in ("Forest", "Mountain")} == {"battlefield"}
    assert "Grizzly Bears loses its 1 fate counter(s)" in t.log


def test_remove_all_counters_alone_takes_only_that_kind_from_every_permanent():
    """The effect word by itself: fate counters come off, +1/+1 counters stay (121.1)."""
    from magictutor.engine.context import Ctx
    from magictutor.rules.effects import EFFECTS

    t = _norn("2013-07")
    ctx = Ctx(t.state)
    bears, giant = t.id("Grizzly Bears"), t.id("Hill Giant")
    ctx.add_counters(bears, "fate", 2)
    ctx.add_counters(bears, "+1/+1", 1)
    ctx.add_counters(giant, "fate", 1)
    EFFECTS["remove_all_counters"](ctx, None, {"remove_all_counters": "fate"},
                                   {"source_name": NORN})
    assert ctx.objects[bears].counters == (("+1/+1", 1),)
    assert ctx.objects[giant].counters == ()


# --- Nephalia: a card in a graveyard as a target ---------------------------------------------
def _nephalia(edition: str, grave: list[str] | None = None):
    return on("Nephalia", edition, setup={
        "Alice": {"battlefield": ["Grizzly Bears"], "graveyard": grave or [],
                  "library": ["Forest"] * 10},
        "Bob": {"graveyard": ["Hill Giant"]}})


@pytest.mark.parametrize("edition", EDITIONS)
def test_309_7_nephalia_chaos_returns_the_targeted_card_of_your_graveyard(edition):
    """Its target word meets the cards of the controller's own graveyard only (not Bob's,
    not a permanent); the card goes to Alice's hand, a new object (400.7)."""
    from magictutor.rules.targets import candidates

    t = _nephalia(edition, ["Shock", "Serra Angel"])
    shock, angel, giant = t.id("Shock"), t.id("Serra Angel"), t.id("Hill Giant")
    assert set(candidates(t.state, "card in your graveyard", "Alice")) == {shock, angel}
    assert giant not in candidates(t.state, "card in your graveyard", "Alice")
    t.roll("chaos")
    assert t.pending is not None and set(t.pending.options) == {shock, angel}
    t.choose(angel)
    t.resolve_all()
    assert t.state.objects[angel].zone == "hand" and t.state.objects[shock].zone == "graveyard"
    assert {PLANE[edition] + ".7", "404.1", "400.7"} <= t.cites
    assert "Serra Angel returns from Alice's graveyard to their hand" in t.log
    wording = card("Nephalia", edition).text
    assert ("Whenever chaos ensues" in wording) == (edition == "current")


@pytest.mark.parametrize("edition", EDITIONS)
def test_608_2b_nephalia_chaos_target_gone_from_the_graveyard_does_nothing(edition):
    """The target left the graveyard before the ability resolved: an illegal target
    (608.2b), so nothing returns."""
    from magictutor.engine.context import Ctx

    t = _nephalia(edition, ["Serra Angel"])
    angel = t.id("Serra Angel")
    t.roll("chaos")
    assert t.stack[-1].endswith("chaos")
    ctx = Ctx(t.state)
    ctx.move(angel, "exile")
    t.state = ctx.freeze()
    t.resolve_all()
    assert t.state.objects[angel].zone == "exile"
    assert "returns from Alice's graveyard" not in t.log


@pytest.mark.parametrize("edition", EDITIONS)
def test_309_4_nephalia_end_step_mills_seven_and_returns_one_at_random(edition):
    t = _nephalia(edition)
    t.advance("precombat main", turn=2)  # (past Alice's end step; Bob's turn now)
    alice_grave = t.state.zones["Alice:graveyard"]
    hand = t.state.zones["Alice:hand"]
    assert len(alice_grave) == 6 and len(t.state.zones["Alice:library"]) == 3
    assert len(hand) == 1 and t.state.objects[hand[0]].name == "Forest"
    assert "(chosen at random) (Nephalia)" in t.log and {"603.2", "404.1"} <= t.cites


def test_a_graveyard_target_on_a_spell_is_refused_at_load_with_file_and_line():
    """The legal-action memos follow the battlefield, not the graveyards: a spell or loyalty
    ability may not use a graveyard target word (only triggered and chaos abilities do)."""
    from magictutor.cards import add_card_file
    from magictutor.yamlio import DataFileError

    text = ("- name: Grave Grab\n  types: [Sorcery]\n  cost: '{B}'\n  abilities:\n"
            "    - kind: spell\n      targets: [card in your graveyard]\n"
            "      effects:\n        - {graveyard_to_hand: target}\n")
    with pytest.raises(DataFileError) as exc:
        add_card_file(text, "grab.yaml")
    assert exc.value.path == "grab.yaml" and exc.value.line == 6
    assert "triggered or chaos ability only" in str(exc.value)
    with pytest.raises(DataFileError, match="did you mean 'at random'"):
        add_card_file(text.replace("kind: spell", "kind: chaos").replace(
            "Sorcery", "Plane").replace("graveyard_to_hand: target", "graveyard_to_hand: at randm"),
            "grab.yaml")
    with pytest.raises(DataFileError, match="did you mean 'card in your graveyard'"):
        add_card_file(text.replace("card in your graveyard", "card in yur graveyard"),
                      "grab.yaml")


# --- The Maelstrom (2009): a permanent card in a graveyard as a target ----------------------
MAELSTROM = "The Maelstrom"


@pytest.mark.parametrize("edition", EDITIONS)
def test_309_7_the_maelstrom_chaos_returns_a_permanent_card_of_your_graveyard(edition):
    """Its target word meets only permanent cards (110.4) of the controller's graveyard:
    Serra Angel, not Shock (an instant) nor Bob's Hill Giant."""
    from magictutor.rules.targets import candidates

    t = on(MAELSTROM, edition, setup={"Alice": {"graveyard": ["Shock", "Serra Angel"]},
                                      "Bob": {"graveyard": ["Hill Giant"]}})
    angel = t.id("Serra Angel")
    assert candidates(t.state, "permanent card in your graveyard", "Alice") == [angel]
    t.roll("chaos")
    t.resolve_all()
    o = t.state.objects[angel]
    assert o.zone == "battlefield" and o.controller == "Alice"
    assert {PLANE[edition] + ".7", "404.1"} <= t.cites
    assert "the only legal choice" in t.log
    wording = card(MAELSTROM, edition).text
    assert ("Whenever chaos ensues" in wording) == (edition == "current")


def _walk_to_maelstrom(edition: str, library: list[str]):
    from test_planes_2012 import walk_to

    t = walk_to(MAELSTROM, edition, setup={"Alice": {"library": library}})
    t.resolve()  # the planeswalk-to trigger: Alice may reveal
    assert t.pending is not None and t.pending.player == "Alice"
    t.choose("yes")
    return t


@pytest.mark.parametrize("edition", EDITIONS)
def test_309_4_the_maelstrom_a_revealed_permanent_card_may_enter(edition):
    t = _walk_to_maelstrom(edition, ["Hill Giant", "Island", "Island"])
    t.choose("yes")
    t.resolve_all()
    giant = t.state.objects[t.id("Hill Giant")]
    assert giant.zone == "battlefield" and giant.controller == "Alice"
    assert "Alice reveals Hill Giant, a permanent card" in t.log
    assert {"603.2", "701.13" if edition in ("2011-09", "2013-07") else
            "701.14" if edition == "2017-09" else "701.20"} <= t.cites


@pytest.mark.parametrize("edition", EDITIONS)
def test_309_4_the_maelstrom_a_card_revealed_and_not_put_goes_to_the_bottom(edition):
    t = _walk_to_maelstrom(edition, ["Hill Giant", "Forest", "Island"])
    t.choose("no")
    t.resolve_all()
    lib = [t.state.objects[i].name for i in t.state.zones["Alice:library"]]
    assert lib == ["Forest", "Island", "Hill Giant"], "declined: to the bottom"
    t = _walk_to_maelstrom(edition, ["Shock", "Forest"])
    t.resolve_all()
    lib = [t.state.objects[i].name for i in t.state.zones["Alice:library"]]
    assert lib == ["Forest", "Shock"], "not a permanent card: straight to the bottom"
    assert "Alice reveals Shock, not a permanent card, and puts it on the bottom" in t.log


MAELSTROM_LIKE = """- name: Test Maelstrom
  types: [Plane]
  subtypes: [Alara]
  abilities:
    - kind: triggered
      trigger: upkeep
      optional: true
      effects:
        - may: [{reveal_top_permanent: true}]
          ask: reveal the top card of your library
    - kind: chaos
      targets: [permanent card in your graveyard]
      effects:
        - {graveyard_to_battlefield: target}
"""


@pytest.mark.parametrize("old, new, hint", [
    ("reveal_top_permanent", "reveal_top_permanet", "reveal_top_permanent"),
    ("[permanent card in your graveyard]", "[permanent card in yur graveyard]",
     "permanent card in your graveyard"),
    ("graveyard_to_battlefield: target", "graveyard_to_battlefeld: target",
     "graveyard_to_battlefield"),
    ("graveyard_to_battlefield: target", "graveyard_to_battlefield: targt", "target"),
])
def test_the_maelstrom_words_are_checked_at_load_with_line_and_closest_word(old, new, hint):
    from magictutor.cards import add_card_file, remove_cards
    from magictutor.yamlio import DataFileError

    remove_cards(add_card_file(MAELSTROM_LIKE, "maelstrom.yaml"))
    text = MAELSTROM_LIKE.replace(old, new)
    with pytest.raises(DataFileError) as exc:
        add_card_file(text, "maelstrom.yaml")
    line = next(i for i, t in enumerate(text.splitlines(), 1) if new in t)
    assert exc.value.path == "maelstrom.yaml" and exc.value.line == line, str(exc.value)
    assert repr(hint) in str(exc.value)
