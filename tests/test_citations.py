"""Every event and every refusal cites the rule that does the work, in the edition's numbering.

The walk plays every bundled scenario under all four editions, random games from the
start, and a set of likely-illegal actions in the positions on the way; each event and each
refusal it meets must match an entry of a hand-kept table, whose keyword (drawn from the CR
text of each edition) one of its cited rules must contain: ``Combat damage is dealt`` must
cite a rule that says "dealt" (510.2), not the assignment rule (510.1). A new kind of event
or refusal fails until it is added to the table, and a citation that points at a
neighbouring subrule fails on its words."""

from __future__ import annotations

import functools
import random
import re

import pytest
from test_editions import _rule_text, needs_cr
from test_pw_properties import mutated

import magictutor as mt
from magictutor.engine.apply import check
from magictutor.engine.legal import enumerate_actions
from magictutor.scenarios.scenario import library, load_scenario, run_scenario

ANY = None  # the rules are those of the pending choice, checked where the choice is made

# (event kind, pattern searched in its text, a word one of its cited rules must contain)
EVENT_WORDS: list[tuple[str, str, str | None]] = [
    ("assign", "combat damage:", "assigns its combat damage"),
    ("attack", "nobody declares attackers", "without an active player"),
    ("attack", "a planeswalker .* controls", "planeswalker"),
    ("attack", "declares no attackers|declare no attackers", "declare attackers"),
    ("attack", " attacks ", "declare attackers"),
    ("become", "still a planeswalker", "retains a prior card type"),
    ("block", "", "declare blockers"),
    ("cast", "", "cast a spell"),
    ("chaos", "", "chaos"),
    ("coin", "", "flip"),
    ("mill", "", "graveyard|mill"),
    ("choose", "", ANY),
    ("cleanup", "", "damage"),
    ("combat", "^Combat damage is dealt", "dealt"),
    ("combat", "deals no combat damage", "no combat damage"),
    ("combat", "removed from combat", "removed from combat"),
    ("control", "", "control"),
    ("copy", "ceases to exist", "ceases to exist"),
    ("copy", "choose new targets", "choose new targets"),
    ("copy", "", "onto the stack"),
    ("cost", "", "loyalty"),
    ("counter", "", "counter a spell or ability"),
    ("counters", "", "plane card"),
    ("damage", "loyalty counter", "loyalty counters"),
    ("damage", "loses .* life", "lose that much life"),
    ("damage", "-1/-1", "wither"),
    ("damage", "", "damage"),
    ("destroy", "", "destroy"),
    ("discard", "", "discard"),
    ("draw", "opening hand", "hand"),
    ("draw", "skips the draw|skip the draw step", "skips the draw step"),
    ("draw", "^Each player of the active team draws", "draws a card during that team"),
    ("draw", "empty library", "library with no cards"),
    ("draw", "", "draws a card"),
    ("effect", "attacks .* if able", "requirements"),
    ("effect", "cost \\{\\d+\\} less", "reduced"),
    ("effect", "", "planeswalks"),
    ("encounter", "", "encounter"),
    ("enter", "with \\d+ loyalty", "loyalty"),
    ("enter", "puts no more cards from their hand", "choices"),  # (608.2d)
    # (603.6a: several permanents put onto the battlefield by one event)
    ("enter", "", "permanent spell|aura is entering the battlefield|puts one or more "
     "permanents onto the battlefield"),  # (or 303.4f)
    ("exchange", "already activated a loyalty ability", "loyalty ability"),
    ("exchange", "with their teammate", "exchange life totals with"),
    ("exchange", "", "exchange"),
    ("game", "is a draw", "draw"),
    ("game", "win as a team", "win and lose the game only as a team"),
    ("game", "game is over", "left the game"),
    ("land", "", "land"),
    ("look", "leaves .* on top of their library", "choices"),  # (608.2d)
    ("look", "", "instructions"),  # (608.2c)
    ("leave", "own turn", "without an active player"),
    ("leave", "controls it again", "control"),
    ("leave", "leaves the game with .*: when a player concedes", "team leaves the game"),
    ("leave", "", "left the game|leave"),
    ("life", "life total becomes", "sets a player's life total"),
    ("life", "share one life total", "team's shared life total"),
    ("life", "", "life"),
    ("lose", "at the same time", "simultaneously"),
    ("lose", "loses with their teammate", "only as a team"),
    ("lose", "their team's shared total", "team's life total is 0 or less"),
    ("lose", "", "loses the game"),
    ("mana", "", "mana"),
    ("may", "", "may"),
    ("move", "returns from .* graveyard to their hand", "graveyard"),
    ("move", "returns from .* graveyard to the battlefield", "graveyard|battlefield"),
    ("attach", "", "enchant"),
    ("aura", "stays in", "remains in its current zone"),
    ("order", "damage assignment order", "damage assignment order"),
    ("pass", "", "passes"),
    ("pay", "planar die", "roll the planar die"),
    ("pay", "", "pays the total cost"),
    ("planar", "becomes the planar controller before", "wouldn't leave the game"),
    ("planar", "so now the planar controller", "planar controller"),
    ("planar", "primary player of the active team, is now", "primary player of the active team"),
    ("planar", "^\"You\" on .* means both", "both members of the planar controller"),
    ("planar", "on top of their planar deck", "instructions"),
    ("planar", "leave the game with them", "leaves the game"),
    ("planar", "ceases to exist", "cease"),
    ("planar", "stays on the stack", "stack"),
    ("planar", "", "planar"),
    ("planeswalk", "", "planeswalk"),
    ("prevent", "", "prevent"),
    ("redirect", "", "noncombat damage"),
    ("replace", "", "replacement"),
    ("resolve", "", "resolve"),
    ("reveal", "", "reveal"),
    ("roll", "^Blank, but .* chaos roll", "chaos symbol"),
    ("roll", "^Blank", "blank"),
    ("roll", "rolls the planar die", "planar die"),
    ("roll", "", "planar die"),
    ("sba", "lethal damage", "lethal damage"),
    ("sba", "toughness", "toughness 0"),
    ("sba", "loyalty and is put", "loyalty 0"),
    ("sba", "phenomenon", "phenomenon"),
    ("sba", "", "uniqueness rule|legend rule"),
    ("setup", "starting plane|phenomenon: it goes to the bottom", "starting player"),
    ("setup", "starts with .* face up", "command zone"),
    ("setup", "shuffles", "shuffle"),
    ("setup", "", "planar"),
    ("shield", "", "prevent"),
    ("stack", "left with no loyalty", "loyalty"),
    ("stack", "goes on the stack", "activate"),
    ("stack", "is put on the stack", "puts it on the stack"),
    ("step", "", "phases"),
    ("target", "", "target"),
    ("token", "", "token"),
    ("trigger", "puts .* on the stack first", "in any order"),
    ("trigger", "planeswalk away", "planeswalk"),
    ("trigger", "Planeswalker symbol", "planeswalk"),
    ("trigger", " triggers$", "triggers"),
    ("trigger", "", "trigger"),
    ("turn", "begins: it is the turn of .* the active team", "active team"),
    ("turn", "begins", "active player"),
    ("untap", "", "untap"),
    # Talon Gates and suspend (issue 19)
    ("special", "", "special action"),
    ("grant", "cast by suspend", "haste"),
    ("suspend", "", "suspend"),
    # Two-Headed Giant: a teammate of the priority holder acts for the team (805.5a)
    ("priority", "acts while their team has priority", "team has priority"),
    # a permanent exiled and returned (a blink): a new object (400.7)
    ("exile", "^No coloured permanent has mana value", "instructions"),  # (608.2c)
    ("exile", "", "exile|new object"),
    ("return", "", "new object"),
    # the two combat damage steps of first strike and double strike (510.5; 510.4 from 2017-09)
    ("combat", "first-strike combat damage step|^The second combat damage step", "first strike"),
    # damage past an attacked planeswalker (702.19c; 702.19e once it left combat)
    ("combat", "has trample over planeswalkers", "trample over planeswalkers"),
]

# (pattern searched in a refusal's reason, a word one of its cited rules must contain)
REFUSAL_WORDS: list[tuple[str, str | None]] = [
    ("is not one of the options|makes this choice, not|the game is waiting for", ANY),
    ("already activated a loyalty ability|loyalty abilities are activated only|"
     "does not control .*: only the", "loyalty"),
    ("the game is over|has left the game|no player named", "left the game"),
    ("does not have priority \\(", "passes"),
    ("does not have priority|there is no choice for", "priority"),
    ("can't declare attackers now|can't attack:", "declare attackers"),
    ("is not an opponent or a planeswalker", "planeswalker"),
    ("is chosen twice for", "same target"),
    ("the stack is empty: there is nothing to resolve", "stack is empty"),
    ("must attack .* if able", "requirements"),
    ("can't declare blockers now", "declare blockers"),
    ("can't block .* not .* or a planeswalker", "can block only"),
    ("can't block", "block"),
    ("can block only one attacker", "block"),
    ("damage assignment order", "damage assignment order"),
    ("must be assigned lethal damage", "lethal damage"),
    ("can't assign combat damage to .*", "assigns its combat damage|can be assigned to the "
     "defending player"),
    ("is not attacking|must assign all|is assigned after blockers|does not control [^:]*$",
     "combat damage"),
    ("loyalty counters? and can't pay", "loyalty"),
    ("has no loyalty ability with cost|has no X in its cost", "loyalty"),
    ("is a (plane|phenomenon) card in the command zone", "target"),
    ("is a (plane|phenomenon) card: it stays", "command zone"),
    ("not a legal target|needs \\d+ target", "target"),
    ("can be cast only in its caster's main", "main phase"),
    ("lands are played, not cast|is not a land|no such card in hand$|a land can be played|"
     "already played a land", "land"),
    ("this roll costs", "roll the planar die"),
    ("cannot pay", "pays the total cost"),
    ("no such card in hand to cast|makes no sense for", "cast"),
    ("is in [^:]*'s library: ", "cast|play"),
    ("there is no such permanent", "activat"),
    ("roll the planar die|this roll costs|the planar die has no face|not a Planechase game",
     "planar die"),
    ("only Talon Gates does|take Talon Gates's action|by that id$|may be exiled this way|"
     "only any time you could cast a sorcery", "special action|suspend|planar controller|sorcery"),
    ("has already passed since the last action", "team passes"),  # (805.5b)
    ("assigned damage at least equal to its loyalty", "trample over planeswalkers"),  # 702.19c
]


@functools.cache
def cr_text(edition: str, number: str) -> str:
    return _rule_text(edition, number).lower().replace("\u2019", "'")


def says(edition: str, rules: tuple[str, ...], keyword: str) -> bool:
    words = keyword.split("|")
    return any(w in cr_text(edition, r) for r in rules for w in words)


def _playout(edition: str, players: tuple[str, ...], seed: int, steps: int = 250
             ) -> tuple[list, list]:
    """A random game from the start: its states and the events of its steps."""
    rng = random.Random(seed)
    s = mt.new_game(list(players), edition=edition, seed=seed, planechase=True)
    states, events = [s], list(s.get("setup_log") or ())
    for _ in range(steps):
        acts = mt.legal_actions(s)
        if s.game_over or not acts:
            break
        step = mt.apply(s, rng.choice(acts))
        events += step.events
        s = step.after
        states.append(s)
    return states, events


@functools.cache
def walk() -> tuple[list, list]:
    """(edition, event) pairs and (edition, rules, reason) refusals met on the walk."""
    events: list = []
    refusals: list = []
    states: list = []
    for _, path in sorted(library().items()):
        sc = load_scenario(path)
        for ed in mt.EDITIONS:
            try:
                result = run_scenario(sc, ed)
            except Exception:  # (a scenario written for a later edition may not build)
                continue
            events += [(ed, e) for e in result.initial.get("setup_log") or ()]
            events += [(ed, e) for e in result.events]
            refusals += [(ed, r, why) for rec in result.records if rec.refusal is not None
                         for r, why in rec.refusal.violations]
            states += [st.before for st in result.steps][::6]
    for ed in mt.EDITIONS:
        for seed, players in ((1, ("Alice", "Bob")), (2, ("Alice", "Bob", "Carol"))):
            game, happened = _playout(ed, players, seed)
            events += [(ed, e) for e in happened]
            states += game[::25]
    for s in states:
        for k in range(26):
            refusals += [(s.edition, r, why) for r, why in check(s, mutated(s, k))]
        for a in enumerate_actions(s):
            refusals += [(s.edition, r, why) for r, why in check(s, a)]
    return events, refusals


def _entry(kind: str, text: str) -> tuple[str, str, str | None] | None:
    for entry in EVENT_WORDS:
        if entry[0] == kind and re.search(entry[1], text):
            return entry
    return None


def _refusal_entry(why: str) -> tuple[str, str | None] | None:
    for entry in REFUSAL_WORDS:
        if re.search(entry[0], why):
            return entry
    return None


@needs_cr
def test_every_event_met_cites_a_rule_that_says_what_happened():
    events, _ = walk()
    assert len(events) > 5000
    unknown, wrong, silent = set(), set(), set()
    for ed, e in events:
        if not e.rules:
            silent.add((e.kind, e.text))
            continue
        entry = _entry(e.kind, e.text)
        if entry is None:
            unknown.add((e.kind, e.text))
        elif entry[2] is not None and not says(ed, e.rules, entry[2]):
            wrong.add((ed, e.kind, e.text, e.rules, entry[2]))
    assert not silent, f"events citing no rule: {sorted(silent)[:10]}"
    assert not unknown, f"events the table doesn't know (add them): {sorted(unknown)[:10]}"
    assert not wrong, f"events whose rules don't say what happened: {sorted(wrong)[:10]}"


@needs_cr
def test_every_refusal_met_cites_a_rule_that_forbids_it():
    _, refusals = walk()
    assert len(refusals) > 2000
    unknown, wrong = set(), set()
    for ed, rules, why in refusals:
        entry = _refusal_entry(why)
        if entry is None:
            unknown.add(why)
        elif entry[1] is not None and not says(ed, rules, entry[1]):
            wrong.add((ed, why, rules, entry[1]))
    assert not unknown, f"refusals the table doesn't know (add them): {sorted(unknown)[:10]}"
    assert not wrong, f"refusals whose rules don't forbid them: {sorted(wrong)[:10]}"


@needs_cr
@pytest.mark.parametrize("edition", mt.EDITIONS)
def test_the_table_catches_a_citation_of_a_neighbouring_subrule(edition):
    """510.1 (assigning) is not the rule that deals combat damage; 510.2 is."""
    entry = _entry("combat", "Combat damage is dealt")
    assert entry is not None and entry[2] is not None
    assert says(edition, ("510.2",), entry[2]) and not says(edition, ("510.1",), entry[2])


# --- the citations the issue found wrong, edition by edition ---------------------------------
OPENING_HAND = {"2011-09": "103.3", "2013-07": "103.4", "2017-09": "103.4", "current": "103.5"}
SPECIAL_ROLL = {"2011-09": ("901.8", "115.2f"), "2013-07": ("901.9", "115.2f"),
                "2017-09": ("901.9", "115.2g"), "current": ("901.9", "116.2i")}


def _events_of(state: mt.GameState, *lines: str) -> tuple[mt.GameState, list]:
    from magictutor.scenarios.notation import run_command

    out: list = []
    for line in lines:
        for step in run_command(state, line):
            out += step.events
            state = step.after
    return state, out


@pytest.mark.parametrize("edition", mt.EDITIONS)
def test_510_2_combat_damage_is_dealt_under_510_2_and_turns_begin_under_102_1(edition):
    s = mt.build_game(["Alice", "Bob"], edition=edition, active="Alice", turn=3,
                      step="declare attackers",
                      setup={"Alice": {"battlefield": ["Grizzly Bears"], "library": ["Island"]},
                             "Bob": {"library": ["Island"] * 2}})
    s, events = _events_of(s, "Alice: attack with Grizzly Bears at Bob",
                           "all: advance to next turn")
    dealt = next(e for e in events if e.text == "Combat damage is dealt")
    assert dealt.rules == ("510.2",)
    begins = next(e for e in events if e.text.startswith("Turn 4 begins"))
    assert begins.rules == ("102.1", "501.1")


@pytest.mark.parametrize("edition", mt.EDITIONS)
def test_103_opening_hands_cite_the_opening_hand_rule(edition):
    s = mt.new_game(["Alice", "Bob"], edition=edition, planechase=False)
    hands = [e for e in s.get("setup_log") if "(opening hand)" in e.text]
    assert len(hands) == 14 and {e.rules for e in hands} == {(OPENING_HAND[edition],)}
    assert "120.1" not in hands[0].rules and "121.1" not in hands[0].rules


@pytest.mark.parametrize("edition", mt.EDITIONS)
def test_901_9_the_planar_die_cost_is_the_special_action_not_a_spell_payment(edition):
    s = mt.build_game(["Alice", "Bob"], edition=edition,
                      setup={"Alice": {"battlefield": ["Island", "Island"]}},
                      planechase={"decks": {"Alice": ["Naar Isle", "Tazeem"]},
                                  "rolls this turn": 1})
    s, events = _events_of(s, "Alice: roll the planar die: blank")
    pay = next(e for e in events if e.kind == "pay")
    assert set(SPECIAL_ROLL[edition]) <= set(pay.rules)
    assert not {"601.2g", "601.2h"} & set(pay.rules)


@pytest.mark.parametrize("edition", mt.EDITIONS)
def test_802_4a_a_multiplayer_block_of_another_players_attacker_cites_802_4a(edition):
    s = mt.build_game(["Alice", "Bob", "Carol"], edition=edition, active="Alice", turn=3,
                      step="declare attackers",
                      setup={"Alice": {"battlefield": ["Grizzly Bears", "Hill Giant"]},
                             "Bob": {"battlefield": ["Wall of Stone"]},
                             "Carol": {"battlefield": ["Grizzly Bears"]}})
    s, _ = _events_of(s, "Alice: attack with Grizzly Bears at Bob, Hill Giant at Carol",
                      "all: advance to declare blockers")
    assert s.pending is not None and s.pending.player == "Bob"
    wall = next(o.id for o in s.battlefield if o.name == "Wall of Stone")
    giant = next(o.id for o in s.battlefield if o.name == "Hill Giant")
    err = pytest.raises(mt.IllegalActionError, mt.apply, s,
                        mt.DeclareBlockers("Bob", ((wall, giant),))).value
    assert "802.4a" in err.rules and "attacking Carol" in str(err)


def test_608_2c_interplanar_tunnels_choice_is_the_cards_own_instruction_2017():
    """Refusing a card that isn't one of the revealed planes cites what the card tells its
    controller to do (608.2c), not the reveal keyword action (701.14 in 2017-09)."""
    result = run_scenario(load_scenario(library()["interplanar-tunnel-2017"]))
    waiting = [st.after for st in result.steps if st.after.pending is not None
               and "on top of your planar deck" in st.after.pending.prompt]
    assert waiting
    s = waiting[0]
    assert s.pending.rules == ("608.2c",)
    err = pytest.raises(mt.IllegalActionError, mt.apply, s,
                        mt.Choose(s.pending.player, "Island")).value
    assert err.rules == ("608.2c",) and "701.14" not in err.rules
