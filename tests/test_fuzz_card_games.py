"""Games with cards nobody shipped (tests/fuzz/card_games.py): a bounded run in ``make test``,
and one regression test for each bug its campaigns found, each naming the rule."""

from __future__ import annotations

import sys
import time
from collections import Counter
from collections.abc import Iterator
from pathlib import Path

import pytest

import magictutor as mt
from magictutor.cards import define_cards, own_card_names, remove_cards
from magictutor.engine.shadow import shadow_apply, shadow_legal_actions
from magictutor.engine.shortcuts import plain_copy, shortcuts
from magictutor.rules.targets import candidates
from magictutor.yamlio import DataFileError

sys.path.insert(0, str(Path(__file__).resolve().parent))

from fuzz import card_games  # noqa: E402
from fuzz.card_generator import card_def  # noqa: E402


@pytest.fixture(autouse=True)
def _forget_own_cards() -> Iterator[None]:
    before = set(own_card_names())
    yield
    remove_cards([n for n in own_card_names() if n not in before])


def test_the_generated_cards_are_valid_and_cover_the_card_kinds():
    """The generator makes cards the loader accepts (nearly always) of every kind it aims at."""
    import random

    rng = random.Random(7)
    kinds: Counter = Counter()
    refused = 0
    for i in range(120):
        d = card_def(rng, f"Fz Test {i}")
        try:
            define_cards([d])
        except DataFileError:
            refused += 1
            continue
        kinds[(d["types"][0], tuple(d.get("subtypes", ())) == ("Aura",))] += 1
    assert refused < 12, refused
    assert {k for k, _ in kinds} >= {"Creature", "Instant", "Sorcery", "Enchantment",
                                     "Planeswalker"}
    assert kinds[("Enchantment", True)] > 0  # (Auras)


def test_a_bounded_campaign_finds_nothing():
    """About 12 s of games with fuzzed cards, every step in the shadow mode."""
    stats: Counter = Counter()
    start, case, failures = time.time(), 0, []
    while time.time() - start < 12 and case < 400:
        failure = card_games.one_game(case, stats)
        if failure is not None:
            failures.append(failure)
        case += 1
    assert not failures, failures[0]
    assert stats["games"] >= 5 and stats["steps"] >= 100, stats


def _walker(name: str, effects: list, loyalty: int = 3, targets: list | None = None) -> dict:
    return {"name": name, "cost": "{1}{W}", "types": ["Planeswalker"],
            "subtypes": ["Fuzzwalker"], "colors": ["W"], "loyalty": loyalty,
            "text": "A test card.",
            "abilities": [{"kind": "loyalty", "cost": "+1", "text": "test",
                           "targets": targets or [], "effects": effects},
                          {"kind": "loyalty", "cost": "-1", "text": "test",
                           "effects": [{"draw": 1}]}]}


def _game(edition: str, card: dict, hand: list[str] | None = None) -> mt.GameState:
    return mt.build_game(["Alice", "Bob"], edition=edition, seed=1, cards=[card],
                         setup={"Alice": {"battlefield": [card["name"], "Plains"],
                                          "hand": hand or [], "library": ["Plains"] * 3},
                                "Bob": {"battlefield": ["Grizzly Bears"],
                                        "hand": ["Forest", "Forest"],
                                        "library": ["Forest"] * 3}},
                         active="Alice", step="precombat main")


def _resolve(s: mt.GameState) -> mt.GameState:
    """Every player passes (in the shadow mode) until the stack is empty."""
    while s.zones.get("stack") and not s.pending:
        s = shadow_apply(s, mt.Pass(s.priority)).after
    return s


def _activate(s: mt.GameState, name: str, targets: tuple = ()) -> mt.GameState:
    oid = next(o.id for o in s.battlefield if o.name == name)
    act = mt.Activate("Alice", oid, "+1", targets)
    assert act in shadow_legal_actions(s)
    return _resolve(shadow_apply(s, act).after)


@pytest.mark.parametrize("edition", mt.EDITIONS)
def test_107_1_an_amount_word_is_counted_for_remove_time_counters(edition):
    """``remove_time_counters`` takes an amount (the schema says so, and the loader accepts
    `cards in your hand`), which is counted as the effect happens (107.1; 608.2h today):
    it read the value with ``int()`` and raised ValueError on a word."""
    card = _walker("Fz Timekeeper", [{"remove_time_counters": "cards in your hand"}])
    s = _activate(_game(edition, card, hand=["Plains"]), "Fz Timekeeper")
    assert not s.game_over and not s.zones.get("stack")


@pytest.mark.parametrize("edition", mt.EDITIONS)
def test_107_1_an_amount_word_is_counted_for_lose_if_land(edition):
    """``discard_at_random``'s ``lose_if_land`` is an amount too (107.1): `your life` made
    the engine raise ValueError; now a land discarded at random costs that much life."""
    card = _walker("Fz Gambler", [{"discard_at_random": 1, "who": "each opponent",
                                   "lose_if_land": "cards in target's hand"}],
                   targets=["player"])
    s = _activate(_game(edition, card), "Fz Gambler", ("Bob",))
    bob = next(p for p in s.players if p.name == "Bob")
    assert bob.life == 19  # (a Forest discarded: one card left in the targeted Bob's hand)


@pytest.mark.parametrize("edition", mt.EDITIONS)
def test_608_2b_caster_on_a_planeswalker_names_no_player(edition):
    """``caster`` is a word for which players the loader accepts on any card; on a loyalty
    ability nobody cast anything, so it names no player and the effect does nothing (608.2b:
    the ability resolves as far as it can), where the engine raised ValueError."""
    card = _walker("Fz Mana Giver", [{"land_mana_this_turn": "caster"}, {"gain_life": 2}])
    s = _activate(_game(edition, card), "Fz Mana Giver")
    alice = next(p for p in s.players if p.name == "Alice")
    assert alice.life == 22 and not s.game_over


@pytest.mark.parametrize("edition", mt.EDITIONS)
def test_400_7_a_blinked_permanent_is_listed_as_a_target_in_its_new_place(edition):
    """A planeswalker that exiles itself and returns (``blink: target``) is a new object at
    the end of the battlefield (400.7); the fast path handed on the creature-or-planeswalker
    pool in its old order, so its legal actions were listed in another order than the plain
    path lists them (a ShadowMismatch)."""
    card = _walker("Fz Blinker", [{"blink": "target"}], targets=["any target"])
    s = _game(edition, card)
    oid = next(o.id for o in s.battlefield if o.name == "Fz Blinker")
    mt.legal_actions(s)  # (the pool worked out, to be handed on)
    s = mt.apply(s, mt.Activate("Alice", oid, "+1", (oid,))).after
    while s.zones.get("stack"):
        mt.legal_actions(s)
        s = mt.apply(s, mt.Pass(s.priority)).after
    assert s.battlefield[-1].name == "Fz Blinker"
    with shortcuts(False):
        plain = candidates(plain_copy(s), "any target", "Alice")
    assert candidates(s, "any target", "Alice") == plain


STIFLER = {"name": "Fz Stifler", "cost": "{1}{U}", "types": ["Creature"], "subtypes": ["Elf"],
           "colors": ["U"], "power": 1, "toughness": 1, "text": "A test card.",
           "abilities": [{"kind": "activated", "cost": "{1}", "text": "test",
                          "targets": ["activated or triggered ability"],
                          "effects": [{"counter": "target"}]}]}


WATCHER = {"name": "Fz Watcher", "cost": "{G}", "types": ["Creature"], "subtypes": ["Elf"],
           "colors": ["G"], "power": 1, "toughness": 1, "text": "A test card.",
           "abilities": [{"kind": "triggered", "trigger": "draws", "text": "test",
                          "effects": [{"gain_life": 1}]}]}


@pytest.mark.parametrize("edition", mt.EDITIONS)
def test_602_2b_a_permanent_s_ability_may_target_the_trigger_now_on_the_stack(edition):
    """A creature's activated ability that targets an activated or triggered ability
    (602.2b, 601.2c) may target the trigger that went on the stack as a loyalty ability
    resolved: the fast path handed on the legal actions listed while the loyalty ability was
    there (targeting it, gone now), since only cards in hands and graveyards counted as
    reading the stack."""
    walker = _walker("Fz Helper", [{"draw": 1, "who": "each opponent"}])
    s = mt.build_game(["Alice", "Bob"], edition=edition, seed=1,
                      cards=[walker, STIFLER, WATCHER],
                      setup={"Alice": {"battlefield": ["Fz Helper", "Fz Stifler", "Fz Watcher",
                                                       "Island"], "library": ["Island"] * 3},
                             "Bob": {"library": ["Forest"] * 3}},
                      active="Alice", step="precombat main")
    helper = next(o.id for o in s.battlefield if o.name == "Fz Helper")
    stifler = next(o.id for o in s.battlefield if o.name == "Fz Stifler")
    s = mt.apply(s, mt.Activate("Alice", helper, "+1")).after
    mt.legal_actions(s)  # (remembered: the loyalty ability is there to target)
    s = mt.apply(s, mt.Pass("Alice")).after
    mt.legal_actions(s)
    s = mt.apply(s, mt.Pass("Bob")).after  # (Bob draws: the Watcher triggers)
    assert s.priority == "Alice" and len(s.zones["stack"]) == 1
    trigger = s.zones["stack"][-1]
    acts = shadow_legal_actions(s)
    assert mt.Activate("Alice", stifler, "{1}", (trigger,)) in acts
    assert mt.legal_actions(s) == acts


@pytest.mark.parametrize("edition", mt.EDITIONS)
def test_101_4_after_turn_order_is_reversed_targets_are_listed_in_the_new_order(edition):
    """Reversing the order of turns (Time Distortion's word) reverses the order of priority
    and APNAP order too (101.4), and the players a target word meets are listed in it: the
    fast path handed on the targets worked out in the old order (a ShadowMismatch)."""
    card = _walker("Fz Reverser", [{"reverse_turn_order": True}])
    card["abilities"][1] = {"kind": "loyalty", "cost": "-1", "text": "test",
                            "targets": ["player"], "effects": [{"draw": 1, "who": "target"}]}
    s = mt.build_game(["Alice", "Bob", "Carol"], edition=edition, seed=1, cards=[card],
                      setup={p: {"battlefield": ["Fz Reverser"] if p == "Alice" else [],
                                 "library": ["Plains"] * 3} for p in ("Alice", "Bob", "Carol")},
                      active="Alice", step="precombat main")
    oid = next(o.id for o in s.battlefield if o.name == "Fz Reverser")
    mt.legal_actions(s)  # (the -1 ability's players, in the first order)
    s = mt.apply(s, mt.Activate("Alice", oid, "+1")).after
    while s.zones.get("stack"):
        candidates(s, "player", "Alice")  # (remembered by the state, to be handed on)
        s = mt.apply(s, mt.Pass(s.priority)).after
    assert s.player_names == ("Carol", "Bob", "Alice")
    with shortcuts(False):
        plain = candidates(plain_copy(s), "player", "Alice")
    assert candidates(s, "player", "Alice") == plain == ["Carol", "Bob", "Alice"]


def test_601_2d_the_loader_refuses_distribute_outside_a_dies_trigger_with_any_number():
    """`distribute` divides the power of the creature that died among the targets, each
    getting at least one (601.2d): on an end-of-combat trigger with two target words there
    was nothing to divide and the engine asked its controller a question with no answer (no
    legal action). The loader now refuses it with the card's line and the reason."""
    card = {"name": "Fz Divider", "cost": "{1}", "types": ["Enchantment"], "text": "test",
            "abilities": [{"kind": "triggered", "trigger": "end of combat", "text": "test",
                           "targets": ["opponent", "land you control"],
                           "effects": [{"tap": "target"}],
                           "condition": {"distribute": "dead power"}}]}
    with pytest.raises(DataFileError, match="601.2d"):
        define_cards([card], "mine.yaml")


@pytest.mark.parametrize("edition", mt.EDITIONS)
def test_608_2d_a_wrong_player_s_answer_to_the_maelstrom_s_question_cites_its_rule(edition):
    """The choice whether a revealed permanent card enters (``reveal_top_permanent``, The
    Maelstrom's word) is made as the ability resolves (608.2d); it cited no rule, so Bob
    answering it for Alice was refused with no rule at all."""
    card = _walker("Fz Revealer", [{"reveal_top_permanent": True}])
    s = mt.build_game(["Alice", "Bob"], edition=edition, seed=1, cards=[card],
                      setup={"Alice": {"battlefield": ["Fz Revealer"],
                                       "library": ["Grizzly Bears", "Plains"]},
                             "Bob": {"library": ["Forest"] * 2}},
                      active="Alice", step="precombat main")
    oid = next(o.id for o in s.battlefield if o.name == "Fz Revealer")
    s = _resolve(shadow_apply(s, mt.Activate("Alice", oid, "+1")).after)
    assert s.pending is not None and s.pending.player == "Alice"
    with pytest.raises(mt.IllegalActionError) as err:
        mt.apply(s, mt.Choose("Bob", "yes"))
    rules = [r for rules, _ in err.value.violations for r in rules]
    assert "608.2d" in rules


@pytest.mark.parametrize("edition", mt.EDITIONS)
def test_202_3a_an_ability_on_the_stack_has_mana_value_0(edition):
    """`target's mana value` of a targeted ability on the stack is 0: it has no mana cost
    (202.3a); the engine looked the ability up as a card and raised UnknownCardError."""
    walker = _walker("Fz Helper", [{"gain_life": 1}])
    measurer = dict(STIFLER, name="Fz Measurer", abilities=[dict(
        STIFLER["abilities"][0], effects=[{"gain_life": "target's mana value", "who": "you"},
                                          {"draw": 1}])])
    s = mt.build_game(["Alice", "Bob"], edition=edition, seed=1, cards=[walker, measurer],
                      setup={"Alice": {"battlefield": ["Fz Helper", "Fz Measurer", "Island"],
                                       "library": ["Island"] * 3},
                             "Bob": {"library": ["Forest"] * 3}},
                      active="Alice", step="precombat main")
    helper = next(o.id for o in s.battlefield if o.name == "Fz Helper")
    other = next(o.id for o in s.battlefield if o.name == "Fz Measurer")
    s = shadow_apply(s, mt.Activate("Alice", helper, "+1")).after
    s = shadow_apply(s, mt.Activate("Alice", other, "{1}", (s.zones["stack"][-1],))).after
    s = shadow_apply(shadow_apply(s, mt.Pass("Alice")).after, mt.Pass("Bob")).after
    alice = next(p for p in s.players if p.name == "Alice")
    assert alice.life == 20 and len(s.zones["Alice:hand"]) == 1
