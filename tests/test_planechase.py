"""Planechase (901), planes (309 / 311) and the planar die, driven through ``apply``.

Each test names the rule it checks and the edition(s) it runs under. Rule numbers move:
rolling is 901.8 in ``2011-09`` and 901.9 later; planes are 309 until ``2017-09`` and 311
in ``current``; the planeswalking ability is each plane's own in ``2011-09`` (309.6) and the
game's sourceless ability later (901.8). :class:`Table` is shared with ``test_planes.py``
and ``test_phenomena.py``.
"""

from __future__ import annotations

from collections import Counter
from typing import Any

import pytest
from pwkit import Game
from test_editions import assert_cites_exist

import magictutor as mt
from magictutor.engine.apply import settle
from magictutor.engine.context import Ctx
from magictutor.engine.serialize import to_jsonable
from magictutor.engine.setup import SetupError
from magictutor.model.work import Work
from magictutor.rules.planechase.die import FACES, face_probabilities, roll_cost, roll_face

EDITIONS = mt.EDITIONS
ROLL = {"2011-09": "901.8", "2013-07": "901.9", "2017-09": "901.9", "current": "901.9"}
PLANE = {"2011-09": "309", "2013-07": "309", "2017-09": "309", "current": "311"}
SPECIAL = {"2011-09": "115.2f", "2013-07": "115.2f", "2017-09": "115.2g", "current": "116.2i"}
PLANESWALK = {"2011-09": "701.21", "2013-07": "701.21", "2017-09": "701.22",
              "current": "701.31"}


class Table(Game):
    """A Planechase game under test: ``state`` moves on with each accepted action, and every
    rule an event or a refusal cites must exist in the game's edition."""

    def __init__(self, players: list[str] | None = None, **kw: Any) -> None:
        kw.setdefault("planechase", {})
        super().__init__(players, **kw)

    @property
    def faceup(self) -> list[str]:
        return [o.name for o in self.state.zone("faceup")]

    def deck(self, owner: str) -> list[str]:
        return [o.name for o in self.state.zone(f"planar:{owner}")]

    @property
    def stack(self) -> list[str]:
        return [o.name for o in self.state.stack]

    @property
    def controller(self) -> str:
        assert self.state.planechase is not None
        return self.state.planechase.controller

    def refuse(self, action: mt.Action) -> mt.IllegalActionError:
        """The action must be refused, change nothing, and cite rules of this edition."""
        before = to_jsonable(self.state)
        with pytest.raises(mt.IllegalActionError) as info:
            mt.apply(self.state, action)
        assert to_jsonable(self.state) == before
        assert info.value.rules, "a refusal cites its rule"
        assert_cites_exist(self.edition, info.value.rules)
        return info.value

    def roll(self, face: str | None = None, player: str | None = None) -> mt.Step:
        return self.do(mt.RollPlanarDie(player or self.state.active, force=face))

    def choose(self, option: Any) -> mt.Step:
        p = self.pending
        assert p is not None, "nothing to choose"
        if option not in p.options:
            named = [o for o in p.options if isinstance(o, int)
                     and self.state.objects[o].name == option]
            assert named, f"{option!r} is not among {p.options}"
            option = named[0]
        return self.do(mt.Choose(p.player, option))

    def pass_(self) -> mt.Step:
        return self.do(mt.Pass(self.state.priority))

    def resolve(self) -> None:
        """Players pass until the top object of the stack has resolved (or a choice waits);
        abilities that trigger meanwhile stay on the stack."""
        assert self.state.stack, "the stack is empty"
        top = self.state.stack[0].id
        while self.pending is None and top in self.state.zones.get("stack", ()):
            self.pass_()

    def resolve_all(self) -> None:
        while self.state.stack and self.pending is None:
            self.resolve()

    def advance(self, step: str, turn: int | None = None) -> None:
        """Players pass until ``step`` (of turn ``turn``); nobody attacks or blocks on the
        way; it stops early at any other choice."""
        for _ in range(500):
            if self.state.step == step and (turn is None or self.state.turn == turn):
                return
            p = self.pending
            if p is not None and p.kind == "attackers":
                self.do(mt.DeclareAttackers(p.player, ()))
                continue
            if p is not None and p.kind == "blockers":
                self.do(mt.DeclareBlockers(p.player, ()))
                continue
            if p is not None:
                return
            if self.state.pending is None and self.state.priority is None:
                raise AssertionError("nobody can act")
            self.pass_()
        raise AssertionError(f"never reached {step}")


def with_libraries(players: list[str], setup: dict | None) -> dict:
    """Give every player a library of ten Islands unless the test says otherwise, so that a
    draw (Panopticon's, say) doesn't end the game."""
    out = {p: dict((setup or {}).get(p, {})) for p in players}
    for p in players:
        out[p].setdefault("library", ["Island"] * 10)
    return out


def two(edition: str = "2013-07", setup: dict | None = None, **kw: Any) -> Table:
    return Table(["Alice", "Bob"], edition=edition,
                 setup=with_libraries(["Alice", "Bob"], setup), **kw)


# --- 901.3a: the planar die ------------------------------------------------------------------
def test_901_3a_ten_thousand_seeded_rolls_match_the_faces_chi_square():
    """2013-07. 10,000 rolls drawn the way the engine draws them (the game seed and the
    count of earlier random outcomes). Expected 1/6 planeswalk, 1/6 chaos, 4/6 blank. A
    chi-square statistic with 2 degrees of freedom above 13.82 has probability 0.001 under
    a fair die: the test fails only then. Each face is also held to within 4.5 binomial
    standard deviations of its expectation."""
    ctx = Ctx(mt.build_game(["Alice", "Bob"], seed=2024))
    n = 10_000
    counts = Counter(roll_face(ctx) for _ in range(n))
    probs = face_probabilities()
    chi2 = sum((counts[f] - n * p) ** 2 / (n * p) for f, p in probs.items())
    assert chi2 < 13.82, (counts, chi2)
    for face, p in probs.items():
        sd = (n * p * (1 - p)) ** 0.5
        assert abs(counts[face] - n * p) < 4.5 * sd, (face, counts)
    assert set(counts) == set(FACES)


def test_901_3a_rolls_through_apply_follow_the_seed_and_replay():
    """2013-07. The face comes from the game's seed: the same seed gives the same face, and
    a step's recorded chance replays it without a random generator."""
    faces = []
    for seed in range(60):
        s = mt.build_game(["Alice", "Bob"], seed=seed, planechase={})
        step = mt.apply(s, mt.RollPlanarDie("Alice"))
        again = mt.apply(s, mt.RollPlanarDie("Alice"))
        assert step.after == again.after
        replay = mt.apply(s, mt.RollPlanarDie("Alice"), chance=step.chance)
        assert replay.after == step.after
        faces.append([e for e in step.events if e.kind == "roll"][0].get("face"))
    assert set(faces) == {"planeswalk", "chaos", "blank"}


@pytest.mark.parametrize("face", ["planeswalk", "chaos", "blank"])
def test_901_3a_a_lesson_can_force_the_face(face):
    t = two(planechase={"decks": {"Alice": ["Panopticon", "Tazeem"]}})
    step = t.roll(face)
    ev = [e for e in step.events if e.kind == "roll"][0]
    assert ev.get("face") == face and "chosen for the lesson" in ev.text


@pytest.mark.parametrize("edition", EDITIONS)
def test_901_3a_a_face_the_die_lacks_is_refused(edition):
    t = two(edition)
    err = t.refuse(mt.RollPlanarDie("Alice", force="six"))
    assert "901.3a" in err.rules and "no face 'six'" in str(err)


# --- 901.9 (901.8): rolling as a special action ----------------------------------------------
def test_901_9_example_06_first_roll_free_each_later_one_costs_one_more():
    """2013-07. Example ``06-planar-die-cost.yaml`` of the scenario format, as an engine test."""
    t = two(setup={"Alice": {"battlefield": ["Island"], "library": ["Swamp", "Swamp"]}},
            planechase={"decks": {"Alice": ["Panopticon", "Fields of Summer"],
                                  "Bob": ["The Eon Fog", "Tazeem"]},
                        "face up": "Panopticon"})
    assert roll_cost(t.state) == 0 and t.controller == "Alice"
    t.roll("chaos")
    assert roll_cost(t.state) == 1 and t.stack == ["Panopticon chaos"]
    t.resolve_all()
    assert t.hand("Alice") == ["Swamp"]
    t.roll("planeswalk")
    assert t.stack == ["planeswalking"]
    assert t.state.objects[t.id("Island")].tapped
    t.resolve_all()
    assert t.faceup == ["Fields of Summer"]
    assert t.state.objects[t.id("Panopticon")].zone == "command"
    assert t.deck("Alice") == ["Panopticon"]
    assert roll_cost(t.state) == 2 and t.hand("Alice") == ["Swamp"]
    assert {"309.7", "901.9"} <= t.cites


@pytest.mark.parametrize("edition", EDITIONS)
def test_901_9_roll_cost_counts_special_action_rolls_and_refuses_what_cant_be_paid(edition):
    t = two(edition, setup={"Alice": {"battlefield": ["Island", "Island"]}},
            planechase={"decks": {"Alice": ["Tazeem", "Panopticon"]}, "rolls this turn": 2})
    assert roll_cost(t.state) == 2
    t.roll("blank")
    assert roll_cost(t.state) == 3
    assert all(t.state.objects[i].tapped for i in t.state.zones["battlefield"])
    err = t.refuse(mt.RollPlanarDie("Alice"))
    assert ROLL[edition] in err.rules and "costs {3}" in str(err)


@pytest.mark.parametrize("edition", EDITIONS)
def test_901_9_only_the_active_player_in_a_main_phase_with_an_empty_stack(edition):
    t = two(edition, setup={"Alice": {"hand": ["Lightning Bolt"], "battlefield": ["Mountain"]}},
            planechase={"decks": {"Alice": ["Tazeem", "Panopticon"]}})
    err = t.refuse(mt.RollPlanarDie("Bob"))
    assert {ROLL[edition], SPECIAL[edition]} <= set(err.rules)
    assert "it is not their turn" in str(err) and "does not have priority" in str(err)
    t.do(mt.Cast("Alice", t.id("Lightning Bolt"), ("Bob",)))
    err = t.refuse(mt.RollPlanarDie("Alice"))
    assert "the stack is not empty" in str(err) and ROLL[edition] in err.rules
    t.resolve_all()
    t.advance("beginning of combat")
    err = t.refuse(mt.RollPlanarDie("Alice"))
    assert "not a main phase" in str(err) and SPECIAL[edition] in err.rules


@pytest.mark.parametrize("edition", EDITIONS)
def test_901_1_no_planar_die_outside_planechase(edition):
    t = Table(["Alice", "Bob"], edition=edition, planechase=None)
    err = t.refuse(mt.RollPlanarDie("Alice"))
    assert err.rules == ("901.1",)


def test_901_9_roll_count_survives_planeswalking_and_resets_each_turn():
    """2013-07. Planeswalking doesn't reset the count; the next turn does."""
    t = two(setup={"Alice": {"battlefield": ["Island"] * 3}},
            planechase={"decks": {"Alice": ["Tazeem", "Panopticon", "Agyrem"],
                                  "Bob": ["Naar Isle", "The Eon Fog"]}})
    t.roll("planeswalk")
    t.resolve_all()
    assert t.faceup == ["Panopticon"] and roll_cost(t.state) == 1
    t.roll("blank")
    assert roll_cost(t.state) == 2
    t.advance("precombat main", turn=2)
    assert t.state.active == "Bob" and roll_cost(t.state) == 0
    assert t.state.player("Alice").rolls == 0


def test_901_9_a_roll_an_effect_causes_is_free_and_not_counted():
    """2013-07. 901.9's note: rolls caused by effects don't count toward the cost."""
    s = mt.build_game(["Alice", "Bob"], planechase={"decks": {"Alice": ["Tazeem", "Agyrem"]},
                                                     "rolls this turn": 1})
    ctx = Ctx(s)
    res = {"controller": "Alice", "source": None, "source_name": "a lesson", "targets": ()}
    ctx.work.append(Work("effect", {"spec": {"roll_planar_die": "you", "force": "blank"},
                                    "res": res}))
    settle(ctx)
    after = ctx.freeze()
    assert roll_cost(after) == 1
    ev = [e for e in ctx.events if e.kind == "roll"][0]
    assert "not the special action" in ev.text and ev.get("cost") == 0


# --- 309.6 / 901.8: the planeswalking ability by edition -------------------------------------
def _planeswalk_roll(edition: str) -> tuple[Table, Any]:
    t = two(edition, planechase={"decks": {"Alice": ["Naar Isle", "Panopticon"]}})
    t.roll("planeswalk")
    return t, t.state.stack[0]


def test_309_6_2011_the_plane_carries_the_planeswalking_ability():
    """2011-09: the planeswalking ability is the plane's own; the plane is its source."""
    t, ab = _planeswalk_roll("2011-09")
    assert ab.name == "planeswalking" and ab.source == t.id("Naar Isle")
    assert ab.controller == "Alice"
    assert {"309.6", "901.8c"} <= t.cites
    t.resolve_all()
    assert t.faceup == ["Panopticon"] and t.deck("Alice") == ["Naar Isle"]
    assert {"309.6", "701.21", "701.21b"} <= t.cites


@pytest.mark.parametrize("edition", ["2013-07", "2017-09", "current"])
def test_901_8_later_editions_the_game_has_a_sourceless_planeswalking_ability(edition):
    t, ab = _planeswalk_roll(edition)
    assert ab.name == "planeswalking" and ab.source is None and ab.controller == "Alice"
    assert {"901.8", "901.9c"} <= t.cites and "309.6" not in t.cites
    t.resolve_all()
    assert t.faceup == ["Panopticon"] and t.deck("Alice") == ["Naar Isle"]
    assert {PLANESWALK[edition], PLANESWALK[edition] + "b", "901.11"} <= t.cites


@pytest.mark.parametrize("edition", EDITIONS)
def test_309_6_face_down_plane_loses_its_counters(edition):
    t = two(edition, planechase={"decks": {"Alice": ["Naar Isle", "Panopticon", "Tazeem"]}},
            step="untap")
    t.advance("precombat main")
    before = t.state.objects[t.id("Naar Isle")]
    assert before.counter("flame") == 1 and t.life("Alice") == 19
    t.roll("planeswalk")
    t.resolve_all()
    after = t.state.objects[t.id("Naar Isle")]
    assert after.zone == "command" and not after.face_up and after.counters == ()
    assert after.gen != before.gen
    face_down = {"2011-09": "309.6", "2013-07": "309.6", "2017-09": "309.6",
                 "current": "311.6"}[edition]
    assert face_down in t.cites


# --- 309.5: the planar controller ------------------------------------------------------------
@pytest.mark.parametrize("edition", EDITIONS)
def test_309_5_you_on_a_plane_is_the_planar_controller_not_its_owner(edition):
    """Alice's Naar Isle stays face up into Bob's turn: Bob is the planar controller, so its
    upkeep ability damages Bob, from a source Bob controls: never redirected (306.7)."""
    t = two(edition, setup={"Bob": {"battlefield": ["Jace Beleren"]}},
            planechase={"decks": {"Alice": ["Naar Isle", "Tazeem"], "Bob": ["Panopticon"]}},
            step="end")
    t.advance("upkeep", turn=2)
    assert t.controller == "Bob" and t.stack == ["Naar Isle trigger"]
    t.resolve_all()
    assert t.pending is None, "no redirection choice: Bob controls the source"
    assert t.life("Bob") == 19 and t.life("Alice") == 20
    assert t.state.objects[t.id("Jace Beleren")].counter("loyalty") == 3
    assert t.state.objects[t.id("Naar Isle")].controller == "Bob"
    assert PLANE[edition] + ".5" in t.cites


@pytest.mark.parametrize("edition", EDITIONS)
def test_309_5_901_10_three_players_the_planar_controller_leaves(edition):
    """Alice (active, planar controller) leaves: Bob, next in turn order, becomes planar
    controller first; Alice's face-up plane leaves with her, and Bob at once turns up the top
    card of his planar deck: a planeswalk, so Panopticon's "planeswalk to" ability triggers."""
    players = ["Alice", "Bob", "Carol"]
    t = Table(players, edition=edition, setup=with_libraries(players, None),
              planechase={"decks": {"Alice": ["Tazeem", "Agyrem"],
                                    "Bob": ["Panopticon", "Naar Isle"],
                                    "Carol": ["Fields of Summer", "The Eon Fog"]}})
    assert t.faceup == ["Tazeem"] and t.controller == "Alice"
    t.do(mt.LeaveGame("Alice"))
    assert t.controller == "Bob"
    assert t.faceup == ["Panopticon"] and t.deck("Bob") == ["Naar Isle"]
    assert not any(o.name in ("Tazeem", "Agyrem") for o in t.state.objects.values())
    assert t.stack == ["Panopticon trigger"]
    t.resolve_all()
    assert len(t.hand("Bob")) == 1
    leave_pc = {"2011-09": "800.4i", "2013-07": "800.4k", "2017-09": "800.4n",
                "current": "800.4p"}[edition]
    leave = "901.9" if edition == "2011-09" else "901.10"
    assert {PLANE[edition] + ".5", leave_pc, leave} <= t.cites
    lines = t.log.splitlines()
    first = next(i for i, line in enumerate(lines) if "becomes the planar controller" in line)
    gone = next(i for i, line in enumerate(lines) if "planar cards leave the game" in line)
    assert first < gone


@pytest.mark.parametrize("edition", EDITIONS)
def test_901_10a_a_waiting_planeswalking_ability_ceases_when_its_plane_leaves(edition):
    """Bob's Naar Isle is face up in Alice's turn; Alice rolls the planeswalker symbol; Bob
    leaves before it resolves: the ability ceases to exist (901.10a; 901.9a in 2011-09, where
    Naar Isle is its source) and Alice turns up her top card at once."""
    players = ["Alice", "Bob", "Carol"]
    t = Table(players, edition=edition, setup=with_libraries(players, None),
              planechase={"decks": {"Alice": ["Tazeem", "Agyrem"], "Bob": ["Naar Isle"]},
                          "face up": "Naar Isle"})
    t.roll("planeswalk")
    assert t.stack == ["planeswalking"]
    t.do(mt.LeaveGame("Bob"))
    assert t.stack == [] and t.faceup == ["Tazeem"] and t.controller == "Alice"
    assert t.deck("Alice") == ["Agyrem"]
    cancel = "901.9a" if edition == "2011-09" else "901.10a"
    assert cancel in t.cites


# --- 901.5: the starting plane ---------------------------------------------------------------
@pytest.mark.parametrize("edition", ["2013-07", "2017-09", "current"])
def test_901_5_phenomena_are_skipped_for_the_starting_plane_and_nothing_triggers(edition):
    t = two(edition, planechase={"decks": {"Alice": ["Chaotic Aether", "Spatial Merging",
                                                    "Panopticon", "Tazeem"]}})
    assert t.faceup == ["Panopticon"]
    assert t.deck("Alice") == ["Tazeem", "Chaotic Aether", "Spatial Merging"]
    assert t.stack == [] and t.hand("Alice") == []  # "planeswalk to" doesn't trigger
    assert not t.state.triggers


def test_901_5_2011_has_no_phenomena_at_all():
    with pytest.raises(SetupError, match="no phenomena"):
        mt.build_game(["Alice", "Bob"], edition="2011-09",
                      planechase={"decks": {"Alice": ["Chaotic Aether", "Tazeem"]}})


@pytest.mark.parametrize("edition", EDITIONS)
def test_901_4_builtin_decks_are_shuffled_from_the_seed(edition):
    a = mt.build_game(["Alice", "Bob"], edition=edition, seed=1, planechase={})
    b = mt.build_game(["Alice", "Bob"], edition=edition, seed=1, planechase={})
    c = mt.build_game(["Alice", "Bob"], edition=edition, seed=2, planechase={})
    order = [[o.name for o in s.zone("planar:Alice")] for s in (a, b, c)]
    assert order[0] == order[1] and order[0] != order[2]
    size = 10 if edition == "2011-09" else 12
    assert len(a.zone("planar:Alice")) + len(a.zone("faceup")) == size
    assert len(a.zone("planar:Bob")) == size


# --- 901.3 / 901.15: constructing planar decks -----------------------------------------------
@pytest.mark.parametrize("edition", EDITIONS)
@pytest.mark.parametrize("players", [2, 3, 4, 5, 6])
def test_901_3_builtin_decks_are_legal(edition, players):
    from magictutor.rules.planechase.core import builtin_deck, check_planar_deck

    for i in range(players):
        assert check_planar_deck(builtin_deck(i, edition), edition, players) == []


@pytest.mark.parametrize("edition", EDITIONS)
def test_901_3_deck_problems_each_cite_their_rule(edition):
    from magictutor.rules.planechase.core import BUILTIN_DECKS, check_planar_deck

    planes = list(BUILTIN_DECKS[0])
    assert check_planar_deck(planes, edition, 2) == []
    short = check_planar_deck(planes[:9], edition, 2)
    assert [r for r, _ in short] == [("901.3",)] and "at least 10" in short[0][1]
    dup = check_planar_deck(planes + ["Tazeem"], edition, 2)
    assert [r for r, _ in dup] == [("901.3",)] and "different English name" in dup[0][1]
    bolt = check_planar_deck(planes + ["Lightning Bolt"], edition, 2)
    assert bolt[0][0] == ("901.3", PLANE[edition] + ".1")
    two_ph = check_planar_deck(planes + ["Chaotic Aether", "Spatial Merging"], edition, 2)
    three_ph = check_planar_deck(planes + ["Chaotic Aether", "Spatial Merging",
                                           "Interplanar Tunnel"], edition, 2)
    if edition == "2011-09":
        assert two_ph and "no phenomena" in two_ph[0][1]
    else:
        assert two_ph == [] and "at most 2 phenomena" in three_ph[0][1]
    assert_cites_exist(edition, [n for r, _ in short + dup + bolt + three_ph for n in r])


@pytest.mark.parametrize("edition", EDITIONS)
def test_901_15_single_planar_deck_size_and_phenomena_scale_with_players(edition):
    from magictutor.cards import card, card_names
    from magictutor.rules.planechase.core import check_planar_deck

    planes = [n for n in card_names() if "Plane" in card(n, edition).types][:15]
    single = "901.14a" if edition == "2011-09" else "901.15a"
    assert check_planar_deck(planes, edition, 1, single=True) == []  # 15 >= 10
    problems = check_planar_deck(planes, edition, 2, single=True)
    assert problems[0][0] == (single,) and "at least 20" in problems[0][1]
    assert "at least 40" in check_planar_deck(planes, edition, 5, single=True)[0][1]
    if edition != "2011-09":
        three = ["Chaotic Aether", "Spatial Merging", "Interplanar Tunnel"]
        assert check_planar_deck(planes[:7] + three, edition, 1, single=True)[0][1] \
            .startswith("a single planar deck may hold at most 2 phenomena")


def test_901_3_check_decks_refuses_an_illegal_deck_with_its_rule():
    with pytest.raises(SetupError, match=r"at least 10 cards; it has 2 \(901\.3\)"):
        mt.build_game(["Alice", "Bob"], planechase={"decks": {"Alice": ["Tazeem", "Agyrem"]},
                                                     "check decks": True})


def test_901_3_a_scenario_situation_is_not_a_tournament_deck():
    """Decks given for a situation aren't checked: two cards are fine."""
    s = mt.build_game(["Alice", "Bob"], planechase={"decks": {"Alice": ["Tazeem", "Agyrem"]}})
    assert [o.name for o in s.zone("faceup")] == ["Tazeem"]


def test_planechase_setup_errors_are_clear():
    with pytest.raises(SetupError, match="unknown planechase key 'dekcs'.*'decks'"):
        mt.build_game(["Alice", "Bob"], planechase={"dekcs": {}})
    with pytest.raises(SetupError, match="Lightning Bolt is not a plane or phenomenon"):
        mt.build_game(["Alice", "Bob"], planechase={"decks": {"Alice": ["Lightning Bolt"]}})
    with pytest.raises(SetupError, match="'Zed', who is not a player"):
        mt.build_game(["Alice", "Bob"], planechase={"decks": {"Zed": ["Tazeem"]}})
    with pytest.raises(SetupError, match="whole number"):
        mt.build_game(["Alice", "Bob"], planechase={"rolls this turn": -1})


@pytest.mark.parametrize("edition", EDITIONS)
def test_901_15_single_deck_the_planar_controller_walks_the_communal_deck(edition):
    players = ["Alice", "Bob", "Carol"]
    deck = ["Tazeem", "Panopticon", "Agyrem", "Naar Isle"]
    t = Table(players, edition=edition, setup=with_libraries(players, None),
              planechase={"single deck": deck})
    assert t.faceup == ["Tazeem"] and t.deck("shared") == deck[1:]
    t.roll("planeswalk")
    t.resolve_all()
    assert t.faceup == ["Panopticon"] and t.deck("shared") == ["Agyrem", "Naar Isle", "Tazeem"]
    yours = "901.14c" if edition == "2011-09" else "901.15c"
    assert yours in t.cites
    t.advance("precombat main", turn=2)
    assert t.controller == "Bob"
    t.roll("planeswalk")
    t.resolve_all()
    assert t.faceup == ["Agyrem"] and t.deck("shared")[-1] == "Panopticon"


# --- 309.2 / 310.2: planar cards stay in the command zone ------------------------------------
@pytest.mark.parametrize("edition", EDITIONS)
def test_309_2_a_plane_cant_be_cast_played_activated_or_targeted(edition):
    t = two(edition, setup={"Alice": {"hand": ["Lightning Bolt"], "battlefield": ["Mountain"]}},
            planechase={"decks": {"Alice": ["Naar Isle", "Tazeem"]}})
    plane = t.id("Naar Isle")
    number = PLANE[edition] + ".2"
    for action in (mt.Cast("Alice", plane), mt.PlayLand("Alice", plane),
                   mt.Activate("Alice", plane, "+1")):
        err = t.refuse(action)
        assert number in err.rules and "stays in the command zone" in str(err)
    err = t.refuse(mt.Cast("Alice", t.id("Lightning Bolt"), (plane,)))
    # only permanents are legal targets (114.2) and a plane is no permanent (309.2)
    target_rule, only = ("115.1", "115.2") if edition == "current" else ("114.1", "114.2")
    assert set(err.rules) == {target_rule, only, number, "601.2c"}
    assert "can't be targeted" in str(err)


@pytest.mark.parametrize("edition", ["2013-07", "current"])
def test_310_2_a_phenomenon_cant_be_cast_either(edition):
    t = two(edition, planechase={"decks": {"Alice": ["Tazeem", "Chaotic Aether"]}})
    err = t.refuse(mt.Cast("Alice", t.id("Chaotic Aether")))
    assert {"2013-07": "310.2", "current": "312.2"}[edition] in err.rules


def test_309_2_effects_cant_take_a_plane_out_of_the_command_zone():
    """2013-07. Destroy and return effects aimed at a plane leave it where it is."""
    s = mt.build_game(["Alice", "Bob"], planechase={"decks": {"Alice": ["Naar Isle", "Tazeem"]}})
    plane = s.zones["faceup"][0]
    ctx = Ctx(s)
    res = {"controller": "Alice", "source": None, "source_name": "a test", "targets": (plane,),
           "info": (("obj", plane), ("gen", s.objects[plane].gen))}
    for spec in ({"destroy": "target"}, {"return_card": "hand"}, {"untap": "target"}):
        ctx.work.append(Work("effect", {"spec": spec, "res": res}))
    settle(ctx)
    after = ctx.freeze()
    assert after.objects[plane].zone == "command" and after.zones["faceup"] == (plane,)


# --- the kit's house rule: an empty planar deck ----------------------------------------------
@pytest.mark.parametrize("edition", EDITIONS)
def test_house_rule_planeswalking_with_an_empty_planar_deck_turns_nothing_up(edition):
    """No edition says what happens: the kit ignores the impossible part (101.3). The planeswalk
    still happens ("until a player planeswalks" ends), nothing is turned up, and the next
    planeswalk from a deck with cards turns one up."""
    t = two(edition, setup={"Alice": {"hand": ["Lightning Bolt"],
                                      "battlefield": ["Island"] * 3}},
            planechase={"decks": {"Bob": ["Eloren Wilds", "Agyrem"]},
                        "face up": "Eloren Wilds"})
    t.roll("chaos")
    t.choose("Alice")  # Eloren Wilds: Alice can't cast spells until a player planeswalks
    t.resolve_all()
    t.refuse(mt.Cast("Alice", t.id("Lightning Bolt"), ("Bob",)))
    t.roll("planeswalk")
    t.resolve_all()
    assert t.faceup == [] and t.deck("Bob") == ["Agyrem", "Eloren Wilds"]
    assert "101.3" in t.cites and "house rule" in t.log
    assert not [e for e in t.state.effects if e.kind == "cant_cast"]  # the planeswalk happened
    t.roll("chaos")
    assert "no face-up plane has a chaos ability" in t.log and t.stack == []
    t.advance("precombat main", turn=2)
    t.roll("planeswalk", "Bob")
    t.resolve_all()
    assert t.faceup == ["Agyrem"] and t.controller == "Bob"


# --- properties over random play -------------------------------------------------------------
def _check_invariants(s: mt.GameState) -> None:
    from magictutor.cards import card

    seen: dict[int, str] = {}
    for key, ids in s.zones.items():
        for i in ids:
            assert i in s.objects, f"{key} lists a missing object {i}"
            assert i not in seen, f"object {i} is in {seen.get(i)} and {key}"
            seen[i] = key
    for o in s.objects.values():
        if o.kind == "card" and card(o.name, s.edition).is_planar:
            assert o.zone == "command", f"{o.name} left the command zone"
            key = seen.get(o.id, "")
            assert key == "faceup" if o.face_up else key.startswith("planar:"), (o, key)
        assert all(n > 0 for _, n in o.counters), o
    assert s.planechase is not None and s.is_live(s.planechase.controller) or s.game_over


@pytest.mark.parametrize("edition", EDITIONS)
def test_random_planechase_play_keeps_planar_cards_in_the_command_zone(edition):
    """Seeded random play with the built-in planar decks: planar cards never leave the
    command zone, every object is in exactly one zone, and every refused roll changes
    nothing and cites its rule."""
    from hypothesis import HealthCheck, given, settings
    from hypothesis import strategies as st

    deck = ["Mountain", "Plains", "Grizzly Bears", "Serra Angel", "Lightning Bolt",
            "Jace Beleren", "Hill Giant", "Island"]
    setup = {p: {"battlefield": ["Mountain", "Plains", "Island", "Grizzly Bears"],
                 "hand": deck[:5], "library": deck * 3} for p in ("Alice", "Bob")}

    @settings(max_examples=3, deadline=None, suppress_health_check=list(HealthCheck))
    @given(st.integers(0, 10_000), st.lists(st.integers(0, 1_000), min_size=40, max_size=40))
    def run(seed: int, picks: list[int]) -> None:
        t = Table(["Alice", "Bob"], edition=edition, seed=seed, setup=setup, planechase={})
        for k in picks:
            if t.state.game_over:
                break
            acts = mt.legal_actions(t.state)
            rolls = [a for a in acts if isinstance(a, mt.RollPlanarDie)]
            act = rolls[0] if rolls and k % 3 == 0 else acts[k % len(acts)]
            t.do(act)
            _check_invariants(t.state)
            if not t.state.game_over and t.state.pending is None:
                other = t.state.opponents(t.state.active)[0]
                t.refuse(mt.RollPlanarDie(other))

    run()


# --- 309.7 / 311.7: chaos abilities ------------------------------------------------------------
@pytest.mark.parametrize("edition", EDITIONS)
def test_309_7_chaos_abilities_trigger_on_the_chaos_face_and_use_the_stack(edition):
    t = two(edition, planechase={"decks": {"Alice": ["Panopticon", "Tazeem"]}})
    t.roll("chaos")
    assert t.stack == ["Panopticon chaos"] and t.state.stack[0].controller == "Alice"
    words = "chaos ensues" if edition == "current" else "the chaos symbol was rolled"
    assert words in t.log
    assert {PLANE[edition] + ".7", ROLL[edition] + "b"} <= t.cites
    t.resolve_all()
    assert len(t.hand("Alice")) == 1


def test_901_15b_single_deck_cards_belong_to_the_planar_controller():
    """With the single planar deck option the planar controller is treated as the owner of
    all its cards, so ownership moves with the planar controller each turn (2013-07)."""
    s = mt.build_game(["Alice", "Bob"], step="end",
                      planechase={"single deck": ["Tazeem", "Fields of Summer", "Panopticon"]})
    assert {o.owner for o in s.objects.values() if o.zone == "command"} == {"Alice"}
    while s.active == "Alice":
        s = mt.apply(s, mt.legal_actions(s)[0]).after
    assert s.planechase.controller == "Bob"
    assert {o.owner for o in s.objects.values() if o.zone == "command"} == {"Bob"}
