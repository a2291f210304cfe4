"""Kharasha Foothills (Planechase 2012, Mongseng): its trigger for each creature of its planar
controller declared attacking a player (508.2a; 508.3a from 2017-09), the token copies it
puts onto the battlefield tapped and attacking the other opponents (508.4; 506.3b-c; copiable
values 706.2, 707.2 today), exiled at the beginning of the next end step (603.7, 603.7c), and
its chaos ability: sacrifice any number of creatures, that much damage to a target creature
(309.7; 311.7 today), in every edition and in games of two, three and four players."""

from __future__ import annotations

import random

import pytest
from test_planechase import EDITIONS, PLANE, Table, with_libraries

import magictutor as mt
from magictutor.cards import card
from magictutor.engine import shortcuts
from magictutor.engine.context import Ctx
from magictutor.engine.serialize import from_jsonable, to_jsonable
from magictutor.engine.simulate import eager_policy, simulate
from magictutor.model.state import Obj
from magictutor.rules.planechase.decks import planar_deck

KHARASHA = "Kharasha Foothills"
NAMES = ["Alice", "Bob", "Carol", "Dave"]
TRIGGER = {"2011-09": "508.2a", "2013-07": "508.2a", "2017-09": "508.3a", "current": "508.3a"}
COPY = {"2011-09": "706.2", "2013-07": "706.2", "2017-09": "706.2", "current": "707.2"}
SACRIFICE = {"2011-09": "701.14", "2013-07": "701.14", "2017-09": "701.15",
             "current": "701.21"}


def table(edition: str, players: int = 3, alice: list[str] | None = None,
          bob: list[str] | None = None, **kw) -> Table:
    """Alice's precombat main with Kharasha Foothills face up from her planar deck."""
    names = NAMES[:players]
    setup = with_libraries(names, {"Alice": {"battlefield": alice or ["Grizzly Bears"]},
                                   "Bob": {"battlefield": bob or ["Hill Giant"]}})
    decks = {p: ([KHARASHA, "Tazeem", "Naar Isle"] if p == "Alice" else
                 ["Panopticon", "Fields of Summer"]) for p in names}
    t = Table(names, edition=edition, setup=setup,
              planechase={"decks": decks, "face up": KHARASHA}, **kw)
    t.advance("declare attackers")
    return t


def attack(t: Table, *attacks: tuple[str, object]) -> None:
    t.do(mt.DeclareAttackers("Alice", tuple((t.id(n), who) for n, who in attacks)))


def tokens(t: Table) -> list[Obj]:
    return [o for o in t.state.battlefield if o.kind == "token"]


# --- the trigger and the token copies --------------------------------------------------------
@pytest.mark.parametrize("edition", EDITIONS)
def test_508_4_three_players_a_tapped_token_copy_attacks_the_other_opponent(edition):
    t = table(edition, 3, bob=["Hill Giant"])
    assert card(KHARASHA, edition).subtypes == ("Mongseng",)
    attack(t, ("Grizzly Bears", "Bob"))
    assert t.stack == [f"{KHARASHA} trigger"], "one trigger: Bears attacks a player"
    t.resolve_all()
    p = t.pending
    assert p is not None and p.player == "Alice" and p.options == ("yes", "no")
    assert "attacking Carol" in p.prompt, "the other opponent: not Bob, whom Bears attacks"
    t.choose("yes")
    [tok] = tokens(t)
    assert tok.name == "Grizzly Bears" and tok.tapped and tok.controller == "Alice"
    assert t.state.combat.attack_target(tok.id) == "Carol"
    assert not t.stack, "it entered attacking, never declared: no trigger for it (508.4)"
    assert {TRIGGER[edition], "508.4", COPY[edition], "603.7"} <= t.cites
    t.advance("declare blockers")
    assert t.pending is not None and t.pending.player == "Bob", "Bob blocks first (APNAP)"
    t.do(mt.DeclareBlockers("Bob", ()))
    assert "Carol has no creature that could block" in t.log, "Carol is a defending player"
    t.advance("postcombat main")
    assert t.life("Bob") == 18 and t.life("Carol") == 18, "the token deals combat damage"
    t.advance("end")
    t.resolve_all()
    assert not tokens(t), "exiled at the beginning of the next end step (603.7)"
    assert t.state.objects[t.id("Grizzly Bears")].zone == "battlefield", "not the original"
    assert "Grizzly Bears is exiled (Kharasha Foothills)" in t.log


@pytest.mark.parametrize("edition", EDITIONS)
def test_508_4_two_players_there_is_no_other_opponent(edition):
    t = table(edition, 2)
    attack(t, ("Grizzly Bears", "Bob"))
    t.resolve_all()
    assert t.pending is None or t.pending.kind != "option"
    assert not tokens(t) and "no opponent other than Bob" in t.log


@pytest.mark.parametrize("edition", EDITIONS)
def test_603_5_four_players_one_choice_for_each_other_opponent(edition):
    t = table(edition, 4)
    attack(t, ("Grizzly Bears", "Carol"))
    t.resolve_all()
    assert "attacking Bob" in t.pending.prompt, "turn order: Bob, then Dave"
    t.choose("no")
    assert "attacking Dave" in t.pending.prompt
    t.choose("yes")
    [tok] = tokens(t)
    assert t.state.combat.attack_target(tok.id) == "Dave"
    assert "chooses not to make a token copy of Grizzly Bears attacking Bob" in t.log
    assert "603.5" in t.cites


@pytest.mark.parametrize("edition", EDITIONS)
def test_508_3a_a_creature_attacking_a_planeswalker_does_not_trigger_it(edition):
    t = table(edition, 3, bob=["Jace Beleren"])
    attack(t, ("Grizzly Bears", t.id("Jace Beleren")))
    assert not t.stack and f"{KHARASHA} trigger" not in t.log


@pytest.mark.parametrize("edition", EDITIONS)
def test_508_4_a_token_entering_attacking_never_attacked_so_hellrider_ignores_it(edition):
    """Hellrider waits for each creature its controller attacks with: it sees Bears, the
    creature declared, and not the token, which was put onto the battlefield attacking."""
    t = table(edition, 3, alice=["Grizzly Bears", "Hellrider"])
    attack(t, ("Grizzly Bears", "Bob"))
    assert sorted(t.pending.options) == ["Hellrider trigger", f"{KHARASHA} trigger"]
    t.choose("Hellrider trigger")  # (she orders her two triggers, 603.3b)
    t.resolve_all()
    t.choose("yes")
    t.resolve_all()
    assert not t.stack and t.life("Bob") == 19 and t.life("Carol") == 20
    assert t.log.count("Hellrider trigger triggers") == 1


@pytest.mark.parametrize("edition", EDITIONS)
def test_706_2_a_token_copy_of_a_token_copies_its_definition(edition):
    t = table(edition, 3)
    ctx = Ctx(t.state)
    goat = {"name": "Goat", "types": ["Creature"], "subtypes": ["Goat"], "power": 4,
            "toughness": 4}
    oid = ctx.new_id()
    ctx.add_object(Obj(id=oid, name="Goat", kind="token", owner="Alice", controller="Alice",
                       zone="battlefield", since_turn=0, info=(("token", goat),)),
                   "battlefield")
    t.state = ctx.freeze()
    attack(t, ("Goat", "Bob"))
    t.resolve_all()
    t.choose("yes")
    copy = next(o for o in tokens(t) if o.id != oid)
    from magictutor.model.query import chars_of
    c = chars_of(t.state, copy.id)
    assert copy.name == "Goat" and (c.power, c.toughness) == (4, 4) and copy.tapped
    assert t.state.combat.attack_target(copy.id) == "Carol"


@pytest.mark.parametrize("edition", EDITIONS)
def test_603_7c_a_token_that_already_left_is_not_exiled_again(edition):
    t = table(edition, 3, bob=["Grizzly Bears"])
    t.state = _with(t, "Carol", "Hill Giant")
    attack(t, ("Grizzly Bears", "Bob"))
    t.resolve_all()
    t.choose("yes")
    [tok] = tokens(t)
    t.advance("declare blockers")
    t.do(mt.DeclareBlockers("Bob", ()))
    t.do(mt.DeclareBlockers("Carol", ((t.id("Hill Giant"), tok.id),)))
    t.advance("end")
    t.resolve_all()
    assert tok.id not in t.state.zones.get("battlefield", ())
    assert "A token it remembers is gone or a new object" in t.log, "603.7c"
    assert "603.7c" in t.cites


def _with(t: Table, who: str, name: str) -> mt.GameState:
    """``t``'s state with ``name`` (a creature card) on ``who``'s battlefield."""
    ctx = Ctx(t.state)
    oid = ctx.new_id()
    ctx.add_object(Obj(id=oid, name=name, kind="card", owner=who, controller=who,
                       zone="battlefield", since_turn=0), "battlefield")
    return ctx.freeze()


# --- Two-Headed Giant ------------------------------------------------------------------------
@pytest.mark.parametrize("edition", EDITIONS)
def test_805_10b_two_headed_giant_the_attacked_players_teammate_gets_a_token_today(edition):
    """Up to 2017-09 the team's creatures attack the other team as a group (810.7a): both
    opponents are attacked, none is "other", no token. Today each attacker attacks one
    announced defending player (805.10b): the teammate is the other opponent."""
    t = table(edition, 4, teams=[["Alice", "Bob"], ["Carol", "Dave"]])
    attack(t, ("Grizzly Bears", "Carol"))
    t.resolve_all()
    if edition == "current":
        assert "attacking Dave" in t.pending.prompt
        t.choose("yes")
        [tok] = tokens(t)
        assert t.state.combat.attack_target(tok.id) == "Dave" and "805.10b" in t.cites
    else:
        assert not tokens(t) and "attacks the other team as a group" in t.log
        assert "810.7a" in t.cites


def test_901_12c_two_headed_giant_a_teammates_creature_triggers_the_plane():
    """"You" on the plane is the planar controller's whole team (901.12c)."""
    t = table("current", 4, teams=[["Alice", "Bob"], ["Carol", "Dave"]],
              bob=["Hill Giant"])
    t.do(mt.DeclareAttackers("Alice", ((t.id("Hill Giant"), "Carol"),)))
    assert t.stack == [f"{KHARASHA} trigger"]
    t.resolve_all()
    t.choose("yes")
    [tok] = tokens(t)
    assert tok.name == "Hill Giant" and tok.controller == "Alice"


# --- the chaos ability ------------------------------------------------------------------------
@pytest.mark.parametrize("edition", EDITIONS)
@pytest.mark.parametrize("players", [2, 3, 4])
def test_701_14_chaos_sacrifices_any_number_then_deals_that_much(edition, players):
    t = table(edition, players, alice=["Grizzly Bears", "Grizzly Bears", "Hill Giant"],
              bob=["Serra Angel"])
    t.advance("postcombat main")
    t.roll("chaos")
    angel = t.id("Serra Angel")
    assert t.pending is not None and angel in t.pending.options, "target first (603.3d)"
    t.choose("Serra Angel")
    t.resolve_all()
    mine = [o.id for o in t.state.battlefield if o.controller == "Alice"]
    assert t.pending.options == (*mine, "done"), "one creature at a time: never combinations"
    t.refuse(mt.Choose("Alice", angel))  # (not hers to sacrifice)
    t.refuse(mt.Choose("Bob", "done"))  # (not his choice)
    t.choose(mine[0])
    assert t.pending.options == (*mine[1:], "done"), "the chosen one isn't offered again"
    t.choose(mine[1])
    t.choose("done")
    assert t.state.objects[angel].damage == 2, "two sacrificed: 2 damage"
    assert [o.name for o in t.state.battlefield if o.controller == "Alice"] == ["Hill Giant"]
    assert {SACRIFICE[edition], PLANE[edition] + ".7"} <= t.cites


@pytest.mark.parametrize("edition", EDITIONS)
def test_609_3_chaos_sacrificing_nothing_deals_no_damage(edition):
    t = table(edition, 2, bob=["Serra Angel"])
    t.advance("postcombat main")
    t.roll("chaos")
    t.choose("Serra Angel")
    t.resolve_all()
    t.choose("done")
    assert t.state.objects[t.id("Serra Angel")].damage == 0
    assert t.state.objects[t.id("Grizzly Bears")].zone == "battlefield"
    assert "sacrifices no creature, so nothing more happens" in t.log


@pytest.mark.parametrize("edition", EDITIONS)
def test_608_2b_chaos_with_its_target_gone_does_nothing_and_sacrifices_nothing(edition):
    t = table(edition, 2, bob=["Serra Angel"], alice=["Grizzly Bears", "Mountain"])
    t.state = _with(t, "Alice", "Hill Giant")
    t.advance("postcombat main")
    t.roll("chaos")
    t.choose("Serra Angel")
    ctx = Ctx(t.state)  # (the target leaves before it resolves)
    ctx.move(t.id("Serra Angel"), "graveyard")
    t.state = ctx.freeze()
    t.resolve_all()
    assert t.pending is None or t.pending.kind != "option"
    assert t.state.objects[t.id("Grizzly Bears")].zone == "battlefield"


def test_a_saved_game_waiting_on_the_token_choice_comes_back_the_same():
    t = table("current", 3)
    attack(t, ("Grizzly Bears", "Bob"))
    t.resolve_all()
    again = from_jsonable(to_jsonable(t.state))
    assert to_jsonable(again) == to_jsonable(t.state)
    step = mt.apply(again, mt.Choose("Alice", "yes"))
    assert any(o.kind == "token" for o in step.after.battlefield)


# --- each new word in isolation -----------------------------------------------------------------
def _own_plane(effects: list, kind: str = "chaos", **extra) -> list[dict]:
    return [{"name": "Test Foothills", "types": ["Plane"], "subtypes": ["Testland"],
             "text": "test", "abilities": [{"kind": kind, "text": "test", "effects": effects,
                                            **extra}]}]


def _own(cards: list[dict], players: int = 2) -> Table:
    names = NAMES[:players]
    decks = {p: (["Test Foothills", "Tazeem"] if p == "Alice" else ["Panopticon", "Agyrem"])
             for p in names}
    setup = with_libraries(names, {"Alice": {"battlefield": ["Grizzly Bears"] * 2}})
    t = Table(names, cards=cards, setup=setup,
              planechase={"decks": decks, "face up": "Test Foothills"})
    t.advance("precombat main")
    return t


def test_sacrifice_any_alone_gains_life_for_each_creature_sacrificed():
    t = _own(_own_plane([{"sacrifice_any": [{"gain_life": "X", "who": "you"}]}]))
    t.roll("chaos")
    t.resolve_all()
    t.choose("Grizzly Bears")
    t.choose("Grizzly Bears")  # (the last creature: nothing more to choose, it ends)
    assert t.life("Alice") == 22 and t.pending is None


def test_attack_copies_alone_on_a_plane_without_a_condition():
    t = _own(_own_plane([{"attack_copies": "each other opponent"}], kind="triggered",
                        trigger="attacks"), players=3)
    t.advance("declare attackers")
    attack(t, ("Grizzly Bears", "Carol"))
    t.resolve_all()
    t.choose("yes")
    [tok] = tokens(t)
    assert t.state.combat.attack_target(tok.id) == "Bob"


@pytest.mark.parametrize("word", ["sacrifice_anny", "attack_copys"])
def test_a_misspelt_word_fails_at_load_with_the_closest_word(word):
    with pytest.raises(ValueError, match=word[:8]):
        mt.build_game(["Alice", "Bob"], cards=_own_plane([{word: []}]))


# --- random games: the speed layer stays right -----------------------------------------------
@pytest.mark.skipif(not shortcuts.FAST, reason="MAGICTUTOR_FAST=0: nothing to compare")
@pytest.mark.parametrize("edition", EDITIONS)
@pytest.mark.parametrize("players", [2, 4])
def test_508_4_random_games_on_kharasha_foothills_in_the_shadow_mode(edition, players,
                                                                     monkeypatch):
    """Random games starting on the plane: each step carried out by the fast and the plain
    path and compared; creatures attack, token copies enter attacking and are exiled."""
    monkeypatch.setattr(shortcuts, "SHADOW", True)
    names = NAMES[:players]
    setup = {p: {"battlefield": ["Mountain"] * 3 + ["Grizzly Bears", "Hill Giant"],
                 "library": ["Mountain", "Grizzly Bears", "Hill Giant"] * 8} for p in names}
    decks = {p: [KHARASHA, "Tazeem", "Naar Isle", "Panopticon"] for p in names}
    s = mt.build_game(names, edition=edition, seed=players, setup=setup,
                      planechase={"decks": decks, "face up": KHARASHA})
    rng = random.Random(f"kharasha:{edition}:{players}")
    entered = 0
    for i in range(300):
        if s.game_over:
            break
        actions = mt.legal_actions(s)
        if rng.random() < 0.9:
            actions = [a for a in actions if not isinstance(a, mt.RollPlanarDie)] or actions
        yes = [a for a in actions if isinstance(a, mt.Choose) and a.option == "yes"]
        action = yes[0] if yes else eager_policy(s, actions, rng) if i % 2 else \
            rng.choice(actions)
        step = mt.apply(s, action)
        entered += sum(1 for e in step.events if "tapped and attacking" in e.text)
        s = step.after
    if players > 2:
        assert entered > 0


@pytest.mark.parametrize("edition", EDITIONS)
@pytest.mark.parametrize("players", [("Alice", "Bob"), tuple(NAMES)])
def test_901_simulated_games_with_kharasha_foothills_in_the_planar_decks(edition, players):
    decks = {p: planar_deck(edition, seed=i, include=(KHARASHA,))
             for i, p in enumerate(players)}
    rows = simulate(2, seed=5, edition=edition, players=players, max_turns=6,
                    planechase={"decks": decks}, progress=False)
    assert rows and {r["game"] for r in rows} == {0, 1}


LKI = {"2011-09": "608.2g", "2013-07": "608.2g", "2017-09": "608.2g", "current": "608.2h"}


@pytest.mark.parametrize("edition", EDITIONS)
def test_608_2g_a_token_attacker_gone_before_the_trigger_resolves_is_still_copied(edition):
    """Alice's Goat token attacks Bob; before the trigger resolves she Shocks it: the token
    dies and ceases to exist (704.5d), but the ability copies it as it last existed (608.2g;
    608.2h today), so Carol still faces a token Goat made from its definition."""
    t = table(edition, 3, alice=["Grizzly Bears", "Mountain"])
    ctx = Ctx(t.state)
    goat = {"name": "Goat", "types": ["Creature"], "subtypes": ["Goat"], "power": 1,
            "toughness": 1}
    oid = ctx.new_id()
    ctx.add_object(Obj(id=oid, name="Goat", kind="token", owner="Alice", controller="Alice",
                       zone="battlefield", since_turn=0, info=(("token", goat),)),
                   "battlefield")
    shock = ctx.new_id()
    ctx.add_object(Obj(id=shock, name="Shock", kind="card", owner="Alice", controller="Alice",
                       zone="hand"), "Alice:hand")
    t.state = ctx.freeze()
    attack(t, ("Goat", "Bob"))
    assert t.stack == [f"{KHARASHA} trigger"]
    t.do(mt.Cast("Alice", shock, (oid,)))
    t.resolve()  # (Shock: the Goat dies, and the token ceases to exist)
    assert oid not in t.state.objects
    t.resolve()
    t.choose("yes")
    [copy] = tokens(t)
    from magictutor.model.query import chars_of
    c = chars_of(t.state, copy.id)
    assert copy.name == "Goat" and (c.power, c.toughness) == (1, 1) and copy.tapped
    assert t.state.combat.attack_target(copy.id) == "Carol"
    assert LKI[edition] in t.cites and "as it last existed" in t.log


@pytest.mark.parametrize("edition", EDITIONS)
def test_608_2g_a_card_attacker_gone_before_the_trigger_resolves_is_still_copied(edition):
    t = table(edition, 3, alice=["Grizzly Bears", "Mountain"])
    ctx = Ctx(t.state)
    shock = ctx.new_id()
    ctx.add_object(Obj(id=shock, name="Shock", kind="card", owner="Alice", controller="Alice",
                       zone="hand"), "Alice:hand")
    t.state = ctx.freeze()
    bears = t.id("Grizzly Bears")
    attack(t, ("Grizzly Bears", "Bob"))
    t.do(mt.Cast("Alice", shock, (bears,)))
    t.resolve()
    assert t.state.objects[bears].zone == "graveyard"
    t.resolve()
    t.choose("yes")
    [copy] = tokens(t)
    assert copy.name == "Grizzly Bears" and t.state.combat.attack_target(copy.id) == "Carol"
    assert LKI[edition] in t.cites
