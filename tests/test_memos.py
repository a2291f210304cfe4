"""The engine's memos and shortcuts change no answer.

A frozen state remembers what it worked out (characteristics, static abilities, untapped
lands, payments, targets, legal actions), and :func:`magictutor.engine.memos.hand_on` hands
those answers on to the next state when nothing they depend on changed. These tests replay
games with the memos warm and compare every answer with one worked out from scratch on a
fresh copy of the same state (no memo at all). Rules touched on the way: 613 (characteristics
from continuous effects), 601.2c and 115 (targets), 601.2g-h (paying costs), 117 and 307.1
(who may do what, and when), 606.3 (one loyalty ability per turn), 309.4 (planes' statics).
"""

from __future__ import annotations

import dataclasses
import random
from types import MappingProxyType

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from immutables import Map

import magictutor as mt
from magictutor.engine import legal
from magictutor.engine.new_game import new_game
from magictutor.engine.shortcuts import shortcuts
from magictutor.engine.simulate import eager_policy
from magictutor.model.query import chars_of, statics
from magictutor.rules.stack import lands_for
from magictutor.rules.targets import creature_or_pw_pool
from magictutor.scenarios.run import run_scenario
from magictutor.scenarios.scenario import library, load_scenario


def answers(s: mt.GameState, plainly: bool = False) -> tuple:
    """What the memos remember about ``s``; ``plainly``, the legal actions as every
    candidate's own check says (no memo, no group shortcut)."""
    on_board = [i for i, o in sorted(s.objects.items())
                if o.zone == "battlefield" or (o.zone == "hand" and o.kind != "ability")]
    actions = [a for a in legal.enumerate_actions(s) if not mt.check(s, a)] if plainly \
        else mt.legal_actions(s)
    return (actions, [chars_of(s, i) for i in on_board], list(statics(s)),
            {p: lands_for(s, p) for p in s.player_names}, creature_or_pw_pool(s))


def assert_memos_agree(s: mt.GameState) -> None:
    remembered = answers(s)
    fresh = answers(dataclasses.replace(s), plainly=True)  # a copy carries no memo
    assert remembered == fresh
    readers = s._memo.get("_stack_reader_ids")  # (handed on: the ids of ceased objects kept)
    if readers is not None:
        assert {i for i in readers if i in s.objects} == stack_readers_from_scratch(s)


def stack_readers_from_scratch(s: mt.GameState) -> set[int]:
    """The cards of ``s``, in any zone, whose spell has a target word that reads the stack."""
    from magictutor.engine.memos_stack import _reads_stack

    return {i for i, o in s.objects.items() if o.kind == "card" and _reads_stack(o.name,
                                                                                s.edition)}


def reference_step(s: mt.GameState, action: mt.Action, chance: tuple = ()) -> mt.Step:
    """``action`` carried out with every shortcut off: from a copy of ``s`` that remembers
    nothing, by the full path (no quick pass), checking state-based actions every time."""
    with shortcuts(False):
        return mt.apply(dataclasses.replace(s), action, chance)


def replay_warm(initial: mt.GameState, steps: list[mt.Step]) -> None:
    """Replay ``steps``, asking every question of each state before acting on it (so its
    memos are warm and are handed on), and compare each new state's answers with fresh ones."""
    s = dataclasses.replace(initial)
    for step in steps:
        answers(s)
        cold = reference_step(s, step.action, step.chance)
        warm = mt.apply(s, step.action, step.chance)
        assert warm.after == cold.after == step.after
        assert warm.events == cold.events
        s = warm.after
        assert_memos_agree(s)


@pytest.mark.parametrize("name", sorted(library()))
def test_memos_agree_over_every_bundled_scenario(name):
    """Every bundled scenario, replayed with warm memos, gives the same answers at every
    step as a cold state."""
    scenario = load_scenario(library()[name])
    result = run_scenario(scenario)
    replay_warm(result.initial, result.steps)


@settings(max_examples=12, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(seed=st.integers(0, 10_000), edition=st.sampled_from(mt.EDITIONS),
       eager=st.booleans())
def test_memos_agree_in_random_planechase_games(seed, edition, eager):
    """Whole Planechase games (planeswalkers, planes, phenomena, combat), each state's
    answers compared with a cold copy's."""
    rng = random.Random(seed)
    s = new_game(("Alice", "Bob"), edition=edition, seed=seed, planechase=True)
    for _ in range(220):
        if s.game_over:
            break
        assert_memos_agree(s)
        actions = mt.legal_actions(s)
        if not actions:
            break
        action = eager_policy(s, actions, rng) if eager else rng.choice(actions)
        warm = mt.apply(s, action)
        cold = reference_step(s, action)
        assert warm.after == cold.after and warm.events == cold.events
        s = warm.after


def test_a_memo_is_not_handed_on_after_a_permanent_changes():
    """Tapping a land for a spell (601.2g) changes what can be paid: the next state works its
    lands out again instead of inheriting them."""
    s = mt.build_game(["Alice", "Bob"], setup={
        "Alice": {"battlefield": ["Mountain", "Mountain"], "hand": ["Lightning Bolt", "Shock"]}})
    assert len(lands_for(s, "Alice")) == 2
    bolt = s.hand("Alice")[0].id
    with shortcuts(True):  # (what is handed on, with the shortcuts on)
        after = mt.apply(s, mt.Cast("Alice", bolt, ("Bob",))).after
        assert "_lands_cache" not in after._memo
        assert len(lands_for(after, "Alice")) == 1
        passed = mt.apply(after, mt.Pass("Alice")).after  # Bob gets priority: nothing changed
    assert passed._memo.get("_lands_cache") is after._memo["_lands_cache"]


def test_targets_are_worked_out_again_after_a_creature_taps():
    """601.2c: Gideon Jura's -2 needs a target tapped creature. Before combat there is none;
    attacking taps Alice's Grizzly Bears (508.1f), so after combat the ability has a target,
    though no permanent came or went in between."""
    s = mt.build_game(["Alice", "Bob"], active="Alice", turn=3, setup={
        "Alice": {"battlefield": ["Gideon Jura", "Grizzly Bears"], "library": ["Plains"] * 3},
        "Bob": {"library": ["Plains"] * 3}})
    gideon, bears = (o.id for o in s.battlefield)
    minus_two = [a for a in mt.legal_actions(s) if isinstance(a, mt.Activate)
                 and a.source == gideon and a.cost == "-2"]
    assert minus_two == []
    while s.step != "postcombat main":
        if s.pending is not None and s.pending.kind == "attackers":
            action = mt.DeclareAttackers("Alice", ((bears, "Bob"),))
        else:
            action = mt.legal_actions(s)[0]  # pass (or declare no blockers)
        s = mt.apply(s, action).after
        mt.legal_actions(s)  # every state asked, so its answers are handed on
    assert s.objects[bears].tapped
    assert mt.Activate("Alice", gideon, "-2", (bears,)) in mt.legal_actions(s)
    assert_memos_agree(s)


def test_a_frozen_step_state_has_every_field():
    """The engine builds each new state from a dict of its fields (state.make_state, which
    checks nothing): every field must be there, for a full step and a quick pass alike."""
    from magictutor.model.state import STATE_FIELDS

    s = mt.build_game(["Alice", "Bob"], setup={"Alice": {"hand": ["Lightning Bolt"],
                                                         "battlefield": ["Mountain"]}})
    bolt = s.hand("Alice")[0].id
    for after in (mt.apply(s, mt.Cast("Alice", bolt, ("Bob",))).after,
                  mt.apply(s, mt.Pass("Alice")).after):
        assert set(after.__dict__) == set(STATE_FIELDS) | {"_memo"}
        assert after == dataclasses.replace(after)  # equal to one built the ordinary way
        assert isinstance(after.objects, Map)
        assert isinstance(after.zones, MappingProxyType)


def test_legal_actions_are_worked_out_again_when_a_possible_target_changes():
    """601.2c: an answer handed on to a player whose own permanents did not change must still
    be worked out again when a creature that could be a target changed. Here Bob's Grizzly
    Bears becomes tapped (as an effect could tap it) and Gideon Jura's -2, which needs a
    target tapped creature, becomes possible for Alice."""
    from magictutor.engine.context import Ctx

    s = mt.build_game(["Alice", "Bob"], active="Alice", setup={
        "Alice": {"battlefield": ["Gideon Jura"]}, "Bob": {"battlefield": ["Grizzly Bears"]}})
    gideon, bears = (o.id for o in s.battlefield)
    assert not [a for a in mt.legal_actions(s) if isinstance(a, mt.Activate) and a.cost == "-2"]
    ctx = Ctx(s)
    ctx.set_obj(bears, tapped=True)
    after = ctx.freeze()
    assert mt.Activate("Alice", gideon, "-2", (bears,)) in mt.legal_actions(after)
    assert_memos_agree(after)


def test_two_targets_are_checked_each_not_as_a_group():
    """114.3 (115.3 in the current rules): one object can't be chosen twice for one instance
    of the word "target". A group of candidates with one target shares the first one's
    answer (every target offered is legal); Garruk Wildspeaker's +1 has two, so untapping
    the same land twice must still be refused while two different lands are fine."""
    s = mt.build_game(["Alice", "Bob"], active="Alice", step="precombat main", setup={
        "Alice": {"battlefield": ["Garruk Wildspeaker", "Forest", "Forest"]}})
    garruk, f1, f2 = (o.id for o in s.battlefield)
    plus = [a.targets for a in mt.legal_actions(s)
            if isinstance(a, mt.Activate) and a.cost == "+1"]
    assert (f1, f2) in plus and (f2, f1) in plus
    assert (f1, f1) not in plus and (f2, f2) not in plus
    assert_memos_agree(s)


def test_a_land_entering_is_a_new_target_for_target_land():
    """601.2c: after a land enters, answers whose target words meet only creatures,
    planeswalkers and players carry over, but "target land" has a new choice. With a
    Forest and Bob's Mountain, Garruk Wildspeaker's +1 (two different target lands, 114.3)
    has two choices; once a second Forest is played, six."""
    s = mt.build_game(["Alice", "Bob"], active="Alice", step="precombat main", setup={
        "Alice": {"battlefield": ["Garruk Wildspeaker", "Forest"],
                  "hand": ["Forest", "Lightning Bolt"]},  # (Bolt's targets warm the memos)
        "Bob": {"hand": ["Lightning Bolt"], "battlefield": ["Mountain"]}})
    garruk = s.battlefield[0].id

    def plus_one(state):
        return [a for a in mt.legal_actions(state)
                if isinstance(a, mt.Activate) and a.cost == "+1"]

    assert len(plus_one(s)) == 2
    play = next(a for a in mt.legal_actions(s) if isinstance(a, mt.PlayLand))
    after = mt.apply(s, play).after
    assert len(plus_one(after)) == 6 and {a.source for a in plus_one(after)} == {garruk}
    assert_memos_agree(after)
    bob = mt.apply(after, mt.Pass("Alice")).after  # Bob's Bolt still sees the same targets
    assert_memos_agree(bob)


def test_the_full_path_hands_only_card_answers_on_when_permanents_come_or_go():
    """After a step that brought a permanent onto the battlefield or changed one in place
    (601.2g: a land tapped; 601.2c: a new target), the full path hands on the creature-or-
    planeswalker pool and what is read from the permanents' cards, and works every target,
    payment, characteristic and legal action out again (handing them on to what the step
    left untouched did not pay: docs/benchmarks.md)."""
    from magictutor.engine.context import Ctx

    s = mt.build_game(["Alice", "Bob"], active="Alice", step="precombat main", setup={
        "Alice": {"hand": ["Forest", "Lightning Bolt"], "battlefield": ["Mountain"]},
        "Bob": {"battlefield": ["Grizzly Bears"]}})
    forest = s.zones["Alice:hand"][0]
    mountain = s.zones["battlefield"][0]
    for change in (lambda c: c.move(forest, "battlefield", controller="Alice"),
                   lambda c: c.set_obj(mountain, tapped=True)):
        with shortcuts(True):  # (what is handed on, with the shortcuts on)
            answers(s)  # (every answer worked out, so there is something to hand on)
            assert {"_legal_cache", "_targets_cache", "_lands_cache", "_pool_cache"} \
                <= set(s._memo)
            ctx = Ctx(s)
            change(ctx)
            new = ctx.freeze()
        assert new._memo.get("_pool_cache") == s._memo["_pool_cache"]
        assert not {"_legal_cache", "_targets_cache", "_lands_cache", "_payment_cache",
                    "_chars_cache"} & set(new._memo)
        assert_memos_agree(new)

def test_601_2c_a_whole_answer_that_says_its_words_is_kept_by_its_groups_rules():
    """A whole answer remembers the target words of every group it was put together from
    (:class:`~magictutor.engine.legal.Whole`), so when only another player's plain land came
    (the quick land's hand-on) it is kept as its groups would be (601.2c: a land coming meets
    no creature-or-player word), and dropped when one of its words may meet the newcomer
    ("target land") or when it says no words (a group of another activated ability, kept only
    by the strictest rule)."""
    from magictutor.engine.legal import Whole
    from magictutor.engine.memos_land import _holds_after_land

    s = mt.build_game(["Alice", "Bob"], active="Alice", step="precombat main", setup={
        "Alice": {"hand": ["Forest"]}, "Bob": {"battlefield": ["Mountain"]}})
    key = legal._memo_key(mt.apply(s, mt.Pass("Alice")).after)  # Bob's, at instant speed
    new = mt.apply(s, next(a for a in mt.legal_actions(s) if isinstance(a, mt.PlayLand))).after
    answer = (mt.Pass("Bob"),)
    for words, kept in ((frozenset({"creature or player"}), True), (frozenset(), True),
                        (frozenset({"land"}), False), (None, False)):
        assert _holds_after_land(key, Whole(answer, words), "Alice", new) is kept, words
        assert not _holds_after_land(key, Whole(answer, words), "Bob", new)  # (Bob's own)

def test_a_loyalty_ability_is_worked_out_again_after_its_planeswalker_s_loyalty_changes():
    """606.4, 107.3: Chandra Nalaar's -X can take X up to her loyalty. After her +1 (6 to 7
    loyalty counters), the -X remembered from before must not carry over to her
    controller's next turn: X = 7 becomes possible. The other permanents are left alone, so
    the rest of the answers do carry over."""
    s = mt.build_game(["Alice", "Bob"], active="Alice", step="precombat main", setup={
        "Alice": {"battlefield": ["Chandra Nalaar"], "library": ["Island"] * 5},
        "Bob": {"battlefield": ["Grizzly Bears"], "library": ["Island"] * 5}})
    chandra = s.battlefield[0].id

    def most_x(state):
        return max((a.x for a in mt.legal_actions(state)
                    if isinstance(a, mt.Activate) and a.cost == "-X"), default=None)

    assert most_x(s) == 6
    plus = next(a for a in mt.legal_actions(s) if isinstance(a, mt.Activate) and a.cost == "+1")
    s = mt.apply(s, plus).after
    while not (s.active == "Alice" and s.turn == 3 and s.step == "precombat main"):
        actions = mt.legal_actions(s)  # (warm memos at every state, as a front end has)
        passes = [a for a in actions if isinstance(a, mt.Pass)]
        s = mt.apply(s, (passes or actions)[0]).after
    assert s.objects[chandra].counter("loyalty") == 7
    assert most_x(s) == 7
    assert_memos_agree(s)


def test_only_untapped_lands_arriving_keep_a_player_s_spells():
    """601.2g-h: a land entering untapped under a player's control only adds mana they can
    pay with, so spells they could cast stay castable, and one they could not pay for may
    now be: after a Forest, Grizzly Bears (1G) is castable, as a cold copy says too."""
    s = mt.build_game(["Alice", "Bob"], active="Alice", step="precombat main", setup={
        "Alice": {"hand": ["Forest", "Mountain", "Grizzly Bears"],
                  "battlefield": ["Forest"]}})
    assert not any(isinstance(a, mt.Cast) for a in mt.legal_actions(s))
    play = next(a for a in mt.legal_actions(s) if isinstance(a, mt.PlayLand))
    after = mt.apply(s, play).after
    assert any(isinstance(a, mt.Cast) for a in mt.legal_actions(after))  # Bears: 1G now
    assert_memos_agree(after)

def test_evolve_builds_the_value_replace_would_and_refuses_a_state():
    """The engine's values are rebuilt with ``evolve`` (a copy of their fields): it must give
    what ``dataclasses.replace`` gives, and refuse a game state, whose remembered answers
    (legal actions, 117; characteristics, 613) must not follow it into a changed copy."""
    from magictutor.model.state import Combat, Planechase, evolve
    from magictutor.model.work import Work

    for value, changes in ((Combat(), {"declared_attackers": True}),
                           (Planechase("Alice"), {"controller": "Bob"}),
                           (Work("keep", {"player": "Alice"}), {"data": {"player": "Bob"}})):
        assert evolve(value, **changes) == dataclasses.replace(value, **changes)
    with pytest.raises(TypeError, match="no field"):
        evolve(Combat(), attackerz=())
    s = mt.build_game(["Alice", "Bob"])
    mt.legal_actions(s)
    with pytest.raises(TypeError, match="GameState"):
        evolve(s, turn=2)


def test_what_enters_the_stack_calls_for_no_state_based_actions_what_leaves_does():
    """704.5: no state-based action looks at what goes onto the stack, so casting a spell
    (tapping lands, paying, choosing targets) is no reason to check them. What leaves the
    stack can matter: a face-up phenomenon planeswalks away once no ability of it waits
    there (704.5x), so a resolving ability is a reason to look again."""
    from magictutor.engine.context import Ctx

    s = mt.build_game(["Alice", "Bob"], active="Alice", step="precombat main", setup={
        "Alice": {"hand": ["Lightning Bolt"], "battlefield": ["Mountain"]}})
    bolt = s.zones["Alice:hand"][0]
    ctx = Ctx(s)
    ctx.move(bolt, "stack", controller="Alice")
    assert not ctx.changed
    cast = mt.apply(s, next(a for a in mt.legal_actions(s) if isinstance(a, mt.Cast))).after
    ctx = Ctx(cast)
    assert not ctx.changed and cast.zones["stack"] == (bolt,)
    ctx.move(bolt, "graveyard")
    assert ctx.changed


def test_a_card_changed_in_a_hand_drops_the_remembered_legal_actions():
    """Legal actions are remembered by the hand's card ids (117, 601.2), which can't show a
    card that stayed in a hand but changed; such a step must be seen for what it is."""
    from magictutor.engine.context import Ctx
    from magictutor.engine.memos import _hand_card_changed_in_place

    s = mt.build_game(["Alice", "Bob"], setup={"Alice": {"hand": ["Shock", "Forest"]}})
    shock, forest = s.zones["Alice:hand"]
    ctx = Ctx(s)
    ctx.move(forest, "battlefield", controller="Alice")
    assert not _hand_card_changed_in_place(ctx)  # (it left the hand: the ids show it)
    ctx.set_obj(shock, info=(("revealed", True),))
    assert _hand_card_changed_in_place(ctx)


def test_state_based_actions_look_at_changed_permanents_in_battlefield_order():
    """704.3: all applicable state-based actions happen at once, and the log lists them in
    battlefield order (the order permanents arrived), whatever order the step touched them
    in, even when a permanent left and came back (a new object, 400.7, with its old id)."""
    from magictutor.engine.context import Ctx
    from magictutor.rules.sba import _watched

    s = mt.build_game(["Alice", "Bob"], setup={"Alice": {"battlefield": [
        "Grizzly Bears", "Hill Giant"] + ["Forest"] * 8}})
    bears, giant = s.zones["battlefield"][:2]
    ctx = Ctx(s)
    ctx.move(bears, "hand")
    ctx.move(bears, "battlefield", controller="Alice")  # now last in battlefield order
    assert _watched(ctx, {bears, giant}) == [giant, bears]
    assert _watched(ctx) == [giant, bears]


def test_a_token_that_left_the_battlefield_in_an_unsettled_step_ceases_at_the_next_check():
    """704.5d: a token outside the battlefield ceases to exist at the next check of
    state-based actions. A step can end with one waiting (a choice came first); the state
    it leaves says which tokens wait, and a state made some other way is searched."""
    import dataclasses

    from magictutor.engine.context import Ctx
    from magictutor.model.state import Obj
    from magictutor.rules.sba import check_sba

    s = mt.build_game(["Alice", "Bob"])
    ctx = Ctx(s)
    beast = ctx.new_id()
    ctx.add_object(Obj(id=beast, name="Beast", kind="token", owner="Alice", controller="Alice",
                       zone="battlefield", info=(("token", (("name", "Beast"),
                                                            ("types", ("Creature",)),
                                                            ("power", 3), ("toughness", 3))),)),
                   "battlefield")
    with_beast = ctx.freeze()
    ctx = Ctx(with_beast)
    ctx.move(beast, "graveyard")  # ... and the step stops before checking (not settled)
    waiting = ctx.freeze()
    assert waiting.get("unsettled") and waiting.objects[beast].zone == "graveyard"
    for state in (waiting, dataclasses.replace(waiting, turn=waiting.turn)):  # (no memo)
        ctx = Ctx(state)
        assert ctx.token_exits == [beast]
        check_sba(ctx)
        assert beast not in ctx.objects


def test_only_a_permanent_state_based_actions_can_see_calls_for_them_by_coming_or_going():
    """704.5: a creature, planeswalker, legendary permanent or token entering or leaving is
    a reason to check state-based actions again, and so is a permanent with a static ability
    (Furnace of Rath changes damage to every creature); a plain land is not. (In a game such
    a permanent arrives as a spell or ability leaves the stack, which is a reason already,
    so the working copy is looked at directly.)"""
    from magictutor.engine.context import Ctx

    s = mt.build_game(["Alice", "Bob"], setup={"Alice": {
        "hand": ["Forest", "Grizzly Bears", "Furnace of Rath"], "battlefield": ["Mountain"]}})
    forest, bears, furnace = s.zones["Alice:hand"]
    mountain = s.zones["battlefield"][0]
    for oid, reason in ((forest, False), (bears, True), (furnace, True)):
        ctx = Ctx(s)
        ctx.move(oid, "battlefield", controller="Alice")
        assert ctx.changed is reason, s.objects[oid].name
    ctx = Ctx(s)
    ctx.move(mountain, "graveyard")
    assert not ctx.changed


def test_307_1_the_memo_key_holds_what_only_sorcery_speed_reads_only_at_sorcery_speed():
    """Lands played (305.2), loyalty abilities used (606.3) and planar die rolls (901.9) are
    read only by actions taken at sorcery speed (307.1), each refused at any other time: so
    the legal-actions key holds them only then, and two states that differ only in them
    share an answer at instant speed, and not at sorcery speed."""
    from magictutor.engine.legal_key import memo_key

    s = mt.build_game(["Alice", "Bob"], active="Bob", step="precombat main", setup={
        "Alice": {"battlefield": ["Jace Beleren", "Mountain"], "hand": ["Forest", "Shock"]},
        "Bob": {"battlefield": ["Chandra Nalaar", "Mountain"], "hand": ["Mountain"]}})

    def used(t: mt.GameState) -> mt.GameState:
        jace, chandra = (i for i, o in t.objects.items() if o.name in ("Jace Beleren",
                                                                           "Chandra Nalaar"))
        players = tuple(dataclasses.replace(p, lands_played=1, rolls=2) for p in t.players)
        return dataclasses.replace(t, players=players, loyalty_used=frozenset({jace, chandra}))

    alice = mt.apply(s, mt.Pass("Bob")).after  # (Alice holds priority in Bob's main phase)
    for t in (alice, used(dataclasses.replace(alice))):
        assert_memos_agree(t)
    assert memo_key(dataclasses.replace(alice)) == memo_key(used(alice))
    assert memo_key(dataclasses.replace(s)) != memo_key(used(s))  # (Bob, at sorcery speed)
    assert legal.legal_actions(dataclasses.replace(s)) != legal.legal_actions(used(s))


def test_601_2c_stifle_drawn_into_a_hand_drops_the_stack_s_remembered_targets():
    """Stifle's target word reads the stack (601.2c: an ability on it). The memos know which
    cards' spells read it in every zone, so one drawn from a library counts at once: each
    state's answers, handed on from the last, agree with a cold copy's while abilities come
    and go on the stack (with the cards that read the stack taken for none, as a wrong
    hand-on would, this fails: Stifle's targets stay those of the ability before)."""
    s = mt.build_game(["Alice", "Bob"], active="Alice", step="upkeep", setup={
        "Alice": {"battlefield": ["Jace Beleren", "Island"], "library": ["Stifle"] * 6},
        "Bob": {"battlefield": ["Chandra Nalaar", "Island"], "library": ["Stifle"] * 6}})
    assert s._memo.get("_stack_reader_ids") is None
    rng = random.Random(5)
    offered = 0
    for _ in range(90):
        if s.game_over:
            break
        assert_memos_agree(s)
        actions = mt.legal_actions(s)
        offered += sum(isinstance(a, mt.Cast) and bool(a.targets) for a in actions)
        s = mt.apply(s, eager_policy(s, actions, rng)).after
    assert offered
    from magictutor.engine import memos

    assert bool(s._memo.get("_stack_reader_ids")) is memos.HAND_ON  # (the answer handed on)


def test_400_7_a_card_that_comes_into_being_in_a_step_is_known_to_read_the_stack():
    """The cards that read the stack are handed on from state to state: an object's card
    never changes in place (a move makes the same card a new object, 400.7), so only an
    object that came into being can add one, and the hand-on looks at each."""
    from magictutor.engine.context import Ctx
    from magictutor.model.state import make_obj

    s = mt.build_game(["Alice", "Bob"], setup={"Alice": {"hand": ["Stifle", "Shock"]}})
    stifle, shock = s.zones["Alice:hand"]
    with shortcuts(True):  # (the hand-on itself, ``memos.HAND_ON``)
        ctx = Ctx(s)
        ctx.move(shock, "stack", controller="Alice")  # (the stack changed: the answer is asked)
        first = ctx.freeze()  # (from scratch: the memo had none)
        assert first._memo["_stack_reader_ids"] == {stifle}
        ctx = Ctx(first)
        new = ctx.new_id()
        ctx.add_object(make_obj(id=new, name="Stifle", kind="card", owner="Bob",
                                controller="Bob", zone="hand"), "Bob:hand")
        after = ctx.freeze()
    assert after._memo["_stack_reader_ids"] == {stifle, new} == stack_readers_from_scratch(after)
