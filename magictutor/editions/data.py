"""Per-edition data for :mod:`magictutor.editions`: rule numbers and behaviour features.

Pure data. Every rule number was checked by hand against the full Comprehensive Rules (CR) text
of its edition, and ``tests/test_editions.py`` proves each one exists in the rule-number index
that ``tools/build_cr_index.py`` builds from those texts. Comments paraphrase the rules; they
never quote them.

* ``RULE_NUMBERS`` maps a stable key (what the engine cites) to the rule number in each
  edition, or ``None`` where that edition has no such rule. Whole rules are written without the
  trailing period (``"119"``), the way the CR cites them ("see rule 119").
* ``FEATURES`` maps a behaviour variant to its value in each edition.
* ``EDITION_INFO`` holds each edition's effective date, label and source file.

The tables are written as tuples in the edition order ``_ORDER`` to keep one key per line.
"""

from __future__ import annotations

from magictutor.editions.cards import CARD_RULES
from magictutor.editions.effects import EFFECT_RULES
from magictutor.editions.planechase import PLANECHASE_RULES
from magictutor.editions.replacements import REPLACEMENT_RULES
from magictutor.editions.teams import TEAM_RULES
from magictutor.editions.walkers import WALKER_RULES

_ORDER = ("2011-09", "2013-07", "2017-09", "current")

EDITION_INFO: dict[str, dict[str, str]] = {
    # Innistrad release. Global uniqueness and legend rules, redirection, the planeswalking
    # ability printed on each plane (309.6), no phenomena.
    "2011-09": {
        "cr_date": "2011-09-30",
        "title": "Innistrad rules (September 2011)",
        "source": "2011-09-30.txt",
    },
    # Magic 2014 release (file dated 2013-07-11). Per-controller uniqueness and legend rules,
    # redirection, phenomena, the sourceless planeswalking ability (901.8). The kit's default.
    "2013-07": {
        "cr_date": "2013-07-13",
        "title": "Magic 2014 rules (July 2013)",
        "source": "2013-07-11.txt",
    },
    # Ixalan release (file dated 2017-09-25). No uniqueness rule, planeswalkers are legendary,
    # the legend rule is 704.5j; redirection still in force.
    "2017-09": {
        "cr_date": "2017-09-29",
        "title": "Ixalan rules (September 2017)",
        "source": "2017-09-25.txt",
    },
    # Latest stored CR. No redirection ("any target"), planes 311, phenomena 312, chaos ensues.
    "current": {
        "cr_date": "2026-08-07",
        "title": "Current rules (August 2026)",
        "source": "2026-08-07.txt",
    },
}

# Rule key -> number in (2011-09, 2013-07, 2017-09, current); None: no such rule there.
_RULE_TABLE: dict[str, tuple[str | None, str | None, str | None, str | None]] = {
    # --- Game concepts, players leaving, drawing, objects ---
    # Multiplayer games continue after a player leaves.
    "game.leave": ("800.4", "800.4", "800.4", "800.4"),
    # A leaving player's objects leave; their control effects end. 2011-09: all spells and
    # abilities they control on the stack cease to exist; later only non-card objects do.
    "game.leave_owned": ("800.4a", "800.4a", "800.4a", "800.4a"),
    # A player who leaves during their own turn: the turn goes on to its end without an
    # active player; the next player in turn order gets priority instead.
    "game.leave_turn_continues": ("800.4g", "800.4h", "800.4i", "800.4j"),
    # The planar controller is replaced before leaving (subrule letter moves).
    "game.leave_planar_controller": ("800.4i", "800.4k", "800.4n", "800.4p"),
    # A player with 0 or less life loses (state-based action).
    "game.lose_life0": ("104.3b", "104.3b", "104.3b", "104.3b"),
    # All remaining players losing at the same time: the game is a draw.
    "game.draw_all_lose": ("104.4a", "104.4a", "104.4a", "104.4a"),
    # Drawing from an empty library: draw what's left, then lose.
    "game.lose_draw_empty": ("104.3c", "104.3c", "104.3c", "104.3c"),
    # Attempting to draw from an empty library loses the game (Drawing a Card: 120 -> 121).
    "game.draw_empty": ("120.4", "120.4", "120.4", "121.4"),
    # A card changing zones becomes a new object with no memory of its past.
    "game.new_object": ("400.7", "400.7", "400.7", "400.7"),
    # In a two-player game the player who plays first skips their first draw step.
    "game.first_turn_draw": ("103.7a", "103.7a", "103.7a", "103.8a"),
    # Each player draws an opening hand of seven cards.
    "game.opening_hand": ("103.3", "103.4", "103.4", "103.5"),
    # A resolving spell or ability does what its text says, in the order written.
    "resolve.instructions": ("608.2c", "608.2c", "608.2c", "608.2c"),
    # What targets are: chosen as a spell or ability is put on the stack, and described by
    # the word "target" (114 before current, 115 in current).
    "target.rule": ("114.1", "114.1", "114.1", "115.1"),
    # Multiplayer: a defending player blocks only creatures attacking them or their
    # planeswalkers.
    "multiplayer.block": ("802.4a", "802.4a", "802.4a", "802.4a"),
    # Maximum hand size seven, enforced in the cleanup step.
    "game.hand_size": ("402.2", "402.2", "402.2", "402.2"),
    # Any part of an instruction that's impossible to perform is ignored.
    "game.impossible": ("101.3", "101.3", "101.3", "101.3"),
    # Simultaneous choices/actions in APNAP (active player, nonactive player) order.
    "game.player_order": ("101.4", "101.4", "101.4", "101.4"),
    # --- Turn structure and combat ---
    # A turn has five phases: beginning, precombat main, combat, postcombat main, ending.
    "turn.steps": ("500.1", "500.1", "500.1", "500.1"),
    # Unspent mana empties as a step or phase ends (current: 500.5; 500.4 is now
    # about effects lasting until a step begins).
    "turn.phases_mana_empty": ("500.4", "500.4", "500.4", "500.5"),
    # The active player untaps their permanents (current: 502.2 is day/night, untap is 502.3).
    "turn.untap": ("502.2", "502.2", "502.2", "502.3"),
    # Upkeep step begins: triggers, then the active player gets priority.
    "turn.upkeep": ("503.1", "503.1", "503.1", "503.1"),
    # Draw step: the active player draws a card.
    "turn.draw": ("504.1", "504.1", "504.1", "504.1"),
    # The two main phases.
    "turn.main": ("505.1", "505.1", "505.1", "505.1"),
    # Beginning of combat step.
    "turn.combat_begin": ("507.1", "507.1", "507.1", "507.1"),
    # Declaring attackers.
    "turn.declare_attackers": ("508.1", "508.1", "508.1", "508.1"),
    # Choosing which player or planeswalker (current: or battle) each attacker attacks.
    "turn.attack_target": ("508.1b", "508.1b", "508.1b", "508.1b"),
    # Attack requirements ("attacks each combat if able").
    "turn.attack_requirements": ("508.1d", "508.1d", "508.1d", "508.1d"),
    # Declaring blockers.
    "turn.declare_blockers": ("509.1", "509.1", "509.1", "509.1"),
    # Blocking restrictions ("can't block").
    "turn.block_restrictions": ("509.1b", "509.1b", "509.1b", "509.1b"),
    # Combat damage assignment.
    "turn.combat_damage": ("510.1", "510.1", "510.1", "510.1"),
    # Then all assigned combat damage is dealt at once.
    "turn.combat_damage_dealt": ("510.2", "510.2", "510.2", "510.2"),
    # The active player is the player whose turn it is.
    "turn.active_player": ("102.1", "102.1", "102.1", "102.1"),
    # The beginning phase: untap, upkeep and draw steps, in that order.
    "turn.beginning_phase": ("501.1", "501.1", "501.1", "501.1"),
    # An unblocked creature assigns its damage to the player/planeswalker it attacks;
    # attacking nothing (its planeswalker left), it assigns none.
    "turn.assign_unblocked": ("510.1b", "510.1b", "510.1b", "510.1b"),
    # A blocked creature assigns its damage to its blockers (before current: lethal damage in
    # the damage assignment order before the next gets any; current: divided as its
    # controller chooses).
    "turn.assign_blocked": ("510.1c", "510.1c", "510.1c", "510.1c"),
    # The active player announces each blocked creature's damage assignment order among its
    # blockers. Gone in current, where 509.2 is the active player getting priority.
    "turn.damage_order": ("509.2", "509.2", "509.2", None),
    # A creature whose attacked planeswalker is removed from combat keeps
    # attacking, attacks nothing, and if unblocked deals no combat damage (see also 510.1b).
    "turn.no_damage_removed_planeswalker": ("506.4c", "506.4c", "506.4c", "506.4c"),
    # What removes a permanent from combat (incl. an attacked planeswalker).
    "turn.removed_from_combat": ("506.4", "506.4", "506.4", "506.4"),
    # End of combat step.
    "turn.end_of_combat": ("511.1", "511.1", "511.1", "511.1"),
    # End step.
    "turn.end": ("513.1", "513.1", "513.1", "513.1"),
    # Cleanup: discard down to maximum hand size.
    "turn.cleanup_discard": ("514.1", "514.1", "514.1", "514.1"),
    # Cleanup: damage wears off and "until end of turn" effects end.
    "turn.cleanup_damage": ("514.2", "514.2", "514.2", "514.2"),
    # "Until end of turn" and "this turn" effects end in the cleanup step.
    "continuous.until_eot": ("514.2", "514.2", "514.2", "514.2"),
    # Creatures can't attack or use {T} abilities unless controlled since the turn began.
    "summoning_sickness": ("302.6", "302.6", "302.6", "302.6"),
    # --- Priority, stack, casting, lands, mana (current: Special Actions 115 -> 116, ---
    # Timing and Priority 116 -> 117, because Targets became 115)
    # The active player receives priority at the start of most steps.
    # Who may act is decided by priority, unless a spell or ability asks a player to act.
    "priority.rule": ("116.1", "116.1", "116.1", "117.1"),
    # A player may activate an activated ability any time they have priority.
    "ability.priority": ("116.1b", "116.1b", "116.1b", "117.1b"),
    "priority.receive": ("116.3a", "116.3a", "116.3a", "117.3a"),
    # The active player receives priority after a spell or ability resolves.
    "priority.after_resolve": ("116.3b", "116.3b", "116.3b", "117.3b"),
    # A player who casts, activates or takes a special action receives priority again.
    "priority.after_action": ("116.3c", "116.3c", "116.3c", "117.3c"),
    # Passing priority: the next player in turn order receives it.
    "priority.pass": ("116.3d", "116.3d", "116.3d", "117.3d"),
    # All players pass in succession: top of stack resolves or the step ends.
    "priority.all_pass": ("116.4", "116.4", "116.4", "117.4"),
    # The list of special actions.
    "priority.special_action": ("115.2", "115.2", "115.2", "116.2"),
    # When all players pass, the top (last-added) object on the stack resolves.
    "stack.top_resolves": ("405.5", "405.5", "405.5", "405.5"),
    # Resolving an instant, sorcery or ability, step by step.
    "stack.resolve": ("608.2", "608.2", "608.2", "608.2"),
    # A permanent spell resolving is put onto the battlefield under its controller's control.
    "stack.permanent_resolves": ("608.3", "608.3", "608.3", "608.3"),
    # Casting needs priority: instants any time you have it; others in your main phase
    # with an empty stack.
    "cast.priority": ("116.1a", "116.1a", "116.1a", "117.1a"),
    # Sorcery timing (sorceries).
    "cast.timing_sorcery": ("307.1", "307.1", "307.1", "307.1"),
    # Instants can be cast whenever you have priority.
    "cast.instant": ("304.1", "304.1", "304.1", "304.1"),
    # Creature spells have sorcery timing.
    "cast.creature": ("302.1", "302.1", "302.1", "302.1"),
    # Casting a spell follows the steps of 601.2a-i, in order.
    "cast.steps": ("601.2", "601.2", "601.2", "601.2"),
    # Announcing targets while casting.
    "cast.targets": ("601.2c", "601.2c", "601.2c", "601.2c"),
    # Paying the total cost (2017-09 on: 601.2g is activating mana abilities, payment
    # moved to 601.2h).
    "cast.pay": ("601.2g", "601.2g", "601.2h", "601.2h"),
    # The spell becomes cast; cast triggers; its controller gets priority again.
    "cast.complete": ("601.2h", "601.2h", "601.2i", "601.2i"),
    # Playing a land: special action, main phase, stack empty.
    "land.play": ("305.1", "305.1", "305.1", "305.1"),
    # Land timing: own main phase, priority, empty stack.
    "land.timing": ("305.1", "305.1", "305.1", "305.1"),
    # Normally one land per turn.
    "land.one_per_turn": ("305.2", "305.2", "305.2", "305.2"),
    # Mana goes into the mana pool.
    "mana.pool": ("106.4", "106.4", "106.4", "106.4"),
    # Mana abilities: no target, could add mana, not a loyalty ability.
    "mana.ability": ("605.1a", "605.1a", "605.1a", "605.1a"),
    # --- Abilities ---
    # Activating an ability.
    "ability.activate": ("602.2", "602.2", "602.2", "602.2"),
    # Activating follows the casting steps, so costs are paid during activation.
    "ability.cost_paid": ("602.2b", "602.2b", "602.2b", "602.2b"),
    # An ability on the stack exists independently of its source (Abilities 112 -> 113).
    "ability.independent": ("112.7a", "112.7a", "112.7a", "113.7a"),
    # Who controls an ability on the stack (901.8 makes an exception for the
    # sourceless planeswalking ability).
    "ability.controller": ("112.8", "112.8", "112.8", "113.8"),
    # A triggered ability triggers when its event happens.
    "ability.trigger": ("603.2", "603.2", "603.2", "603.2"),
    # Triggered abilities go on the stack the next time a player would receive priority.
    "ability.trigger_stack": ("603.3", "603.3", "603.3", "603.3"),
    # Several triggers: APNAP order, each player orders their own.
    "ability.trigger_order": ("603.3b", "603.3b", "603.3b", "603.3b"),
    # "When you planeswalk away from" abilities look back in time.
    "ability.lookback_planeswalk_away": ("603.6d", "603.6d", "603.10g", "603.10g"),
    # On resolution targets are rechecked; with all targets illegal it doesn't resolve.
    "ability.targets_illegal": ("608.2b", "608.2b", "608.2b", "608.2b"),
    # --- State-based actions ---
    # SBAs are checked whenever a player would receive priority, all at once, repeatedly.
    "sba.check": ("704.3", "704.3", "704.3", "704.3"),
    # 0 or less life: the player loses.
    "sba.life": ("704.5a", "704.5a", "704.5a", "704.5a"),
    # Drew from an empty library: the player loses.
    "sba.draw_empty": ("704.5b", "704.5b", "704.5b", "704.5b"),
    # Toughness 0 or less: to the graveyard.
    "sba.toughness": ("704.5f", "704.5f", "704.5f", "704.5f"),
    # Lethal damage: destroyed.
    "sba.lethal": ("704.5g", "704.5g", "704.5g", "704.5g"),
    # Loyalty 0: the planeswalker goes to its owner's graveyard.
    "sba.zero_loyalty": ("704.5i", "704.5i", "704.5i", "704.5i"),
    # Planeswalker uniqueness rule. 2011-09: all planeswalkers sharing a type die;
    # 2013-07: each controller keeps one; removed 2017-09-29.
    "sba.uniqueness": ("704.5j", "704.5j", None, None),
    # Legend rule (704.5k -> 704.5j when the uniqueness rule went).
    "sba.legend": ("704.5k", "704.5k", "704.5j", "704.5j"),
    # A face-up phenomenon whose trigger has left the stack makes the planar
    # controller planeswalk (no phenomena in 2011-09; variant SBAs moved to 704.6 in current).
    "sba.phenomenon": (None, "704.5x", "704.5w", "704.6f"),
    # Limited range of influence: the uniqueness rule only sees planeswalkers in
    # range (2011-09 only).
    "multiplayer.uniqueness_range": ("801.14", None, None, None),
    # Limited range of influence: the legend rule only sees permanents in range
    # (2011-09 only; per-controller legend rule from 2013-07 on).
    "multiplayer.legend_range": ("801.12", None, None, None),
    # --- Damage (rule 119 -> 120 in current) ---
    # Damage.
    "damage.rule": ("119", "119", "119", "120"),
    # Damage to a player: life loss.
    "damage.player": ("119.3a", "119.3a", "119.3a", "120.3a"),
    # Damage to a planeswalker removes loyalty counters.
    "damage.planeswalker": ("119.3c", "119.3c", "119.3c", "120.3c"),
    # Damage from wither/infect to a creature: -1/-1 counters.
    "damage.wither": ("119.3d", "119.3d", "119.3d", "120.3d"),
    # Damage to a creature is marked on it.
    "damage.creature": ("119.3e", "119.3e", "119.3e", "120.3e"),
    # Damage to a battle removes defense counters (battles exist only in current).
    "damage.battle": (None, None, None, "120.3h"),
    # Marked damage stays until cleanup; damage >= toughness is lethal damage.
    "damage.lethal_def": ("119.6", "119.6", "119.6", "120.6"),
    # 0 damage is not dealt at all.
    "damage.zero": ("119.8", "119.8", "119.8", "120.8"),
    # "Any target" (creature, player, planeswalker, battle): current only; older cards said
    # "target creature or player".
    "target.any": (None, None, None, "115.4"),
    # --- Replacement and prevention ---
    # Replacement effects.
    "replacement.rule": ("614.1", "614.1", "614.1", "614.1"),
    # A replacement effect gets one opportunity to affect an event.
    "replacement.once": ("614.5", "614.5", "614.5", "614.5"),
    # Redirection effects; a gone planeswalker makes them do nothing.
    "replacement.redirection": ("614.9", "614.9", "614.9", "614.9"),
    # Prevention effects.
    "prevention.rule": ("615.1", "615.1", "615.1", "615.1"),
    # "Prevent the next N damage" shields.
    "prevention.shield": ("615.7", "615.7", "615.7", "615.7"),
    # The affected player (or controller) chooses the order of several effects.
    "replacement.order": ("616.1", "616.1", "616.1", "616.1"),
    # Self-replacement effects must be applied first.
    "replacement.order_self_first": ("616.1a", "616.1a", "616.1a", "616.1a"),
    # Otherwise any applicable effect may be chosen (current inserts 616.1d).
    "replacement.order_any": ("616.1d", "616.1d", "616.1d", "616.1e"),
    # After one is applied, repeat with what still applies.
    "replacement.order_repeat": ("616.1e", "616.1e", "616.1e", "616.1f"),
}

_RULE_TABLE.update(CARD_RULES)  # planeswalkers, card effects and keywords: their own file
_RULE_TABLE.update(PLANECHASE_RULES)  # planes, phenomena and 901 live in their own file
_RULE_TABLE.update(WALKER_RULES)  # the planeswalker cards' own rules, likewise
_RULE_TABLE.update(TEAM_RULES)  # Two-Headed Giant (810, 805) too
_RULE_TABLE.update(EFFECT_RULES)  # and the generic effect words' in theirs
_RULE_TABLE.update(REPLACEMENT_RULES)  # doubling replacement effects and devour

RULE_NUMBERS: dict[str, dict[str, str | None]] = {
    key: dict(zip(_ORDER, numbers, strict=True)) for key, numbers in _RULE_TABLE.items()
}

# Behaviour variant -> value in each edition, as (2011-09, 2013-07, 2017-09, current).
_FEATURE_TABLE: dict[str, tuple[object, object, object, object]] = {
    # --- Planeswalkers (306, 606, 704.5) ---
    # Planeswalker uniqueness rule (306.4, 704.5j). 2011-09: if two or more planeswalkers that
    # share a planeswalker type are on the battlefield, all go to their owners' graveyards,
    # whoever controls them. 2013-07: a player controlling two or more such planeswalkers keeps
    # one of their choice. 2017-09 on: no such rule (306.4 is a historical note).
    "uniqueness": ("all", "controller_chooses", None, None),
    # Legend rule (704.5k, then 704.5j). 2011-09: all legendary permanents with the same name
    # die, whoever controls them; 2013-07 on: per controller, who keeps one of their choice.
    "legend_rule": ("all", "controller_chooses", "controller_chooses", "controller_chooses"),
    # 2017-09 on (306.4): planeswalker cards are legendary (Oracle errata), so the legend rule,
    # which compares names rather than planeswalker types, applies to them.
    "planeswalkers_legendary": (False, False, True, True),
    # 2011-09 only (801.12, 801.14): under the limited range of influence option, the legend and
    # uniqueness rules only compare permanents within their controller's range of influence.
    "sba_range_of_influence": (True, False, False, False),
    # 306.7: noncombat damage a source would deal to a player may be redirected by that
    # source's controller (an opponent of the player) to a planeswalker the player controls.
    # Removed on 2018-04-27, so current has no redirection (306.7 is a historical note).
    "redirection": (True, True, True, False),
    # 606.4-606.6 in current only: effects may modify loyalty costs, several loyalty costs
    # combine into one, and the "enough loyalty counters" check includes additional costs.
    "loyalty_cost_modifiable": (False, False, False, True),
    # --- Damage and combat (119 / 120, 506, 510, 702.19) ---
    # How burn spells name their targets: "target creature or player" in the three older
    # editions (e.g. 615.7's example); "any target" (115.4: creature, player, planeswalker or
    # battle) in current.
    "burn_wording": (
        "creature or player",
        "creature or player",
        "creature or player",
        "any target",
    ),
    # Battles (attackable permanents that take damage as defense-counter loss, 120.3h, 506.4c,
    # 510.1b) exist only in current.
    "battles": (False, False, False, True),
    # Trample over planeswalkers (702.19c) exists only in current. Without it a trampler
    # attacking a planeswalker never assigns damage to that planeswalker's controller
    # (702.18d, 702.19d, 702.19f).
    "trample_over_planeswalkers": (False, False, False, True),
    # --- Planes, phenomena, Planechase (309 / 311, 310 / 312, 701.x, 901) ---
    # Where the planeswalking ability lives. 2011-09 (309.6, 901.7a): every plane has "When you
    # roll {PW}, put this card on the bottom of its owner's planar deck face down, then turn up
    # the top card of your planar deck"; the plane is its source. Later (901.8): an inherent
    # game ability "Whenever you roll {PW}, planeswalk" with no source, controlled by the
    # player whose roll triggered it.
    "planeswalking": ("plane_ability", "game_ability", "game_ability", "game_ability"),
    # What a planeswalk turns face down (701.21b / 701.22b / 701.31b). 2011-09: "the face-up
    # plane card" (309.6: "this card"); later: each face-up plane and phenomenon card.
    "planeswalk_moves": ("this_plane", "all_face_up", "all_face_up", "all_face_up"),
    # Phenomenon cards (310 / 312): encounter triggers, the planeswalk-away SBA (704.5x /
    # 704.5w / 704.6f), phenomena skipped for the starting plane (901.5). None in 2011-09.
    "phenomena": (False, True, True, True),
    # Phenomena allowed in a planar deck (901.3): none in 2011-09; at most two later (single
    # communal deck, 901.15a: at most twice the number of players).
    "max_phenomena_per_deck": (0, 2, 2, 2),
    # Current only (311.7, 901.9b): chaos abilities trigger "whenever chaos ensues", which
    # happens on a chaos roll or when an effect says so (even for a revealed planar-deck card).
    # Older editions: they trigger only on rolling the chaos symbol.
    "chaos_ensues": (False, False, False, True),
    # How the CR writes the chaos symbol (107.12): {C} until {C} became colorless mana.
    "chaos_symbol": ("{C}", "{C}", "{CHAOS}", "{CHAOS}"),
    # 901.9 (2013-07 on) adds a note: the roll cost counts special-action rolls only, so rolls
    # caused by effects don't make the next roll dearer. 2011-09's 901.8 already counts "times
    # ... taken this action", so count special-action rolls in every edition; this flag only
    # says whether the CR spells it out.
    "roll_cost_note": (False, True, True, True),
    # Current only (901.9d): rolling the planar die triggers "whenever a player rolls one or
    # more dice", but effects that use a numeric die result ignore it.
    "planar_die_is_die_roll": (False, False, False, True),
    # A plane leaving the game (its owner left) ends a waiting planeswalking ability:
    # 2011-09 (901.9a) only one whose source was that plane; later (901.10a) any.
    "leave_cancels_planeswalking": ("own_source", "any", "any", "any"),
    # 2013-07 on (901.10, 901.10b): abilities from phenomena owned by a player who leaves stay
    # on the stack, controlled by the new planar controller.
    "leave_keeps_phenomenon_abilities": (False, True, True, True),
    # 800.4a. 2011-09: all spells and abilities the leaving player controls on the stack cease
    # to exist. Later: only their objects not represented by cards cease to exist; spells they
    # control but don't own are exiled with their other remaining objects.
    "leave_game_stack": ("all_controlled", "non_card_only", "non_card_only", "non_card_only"),
    # 509.2 before current: the active player orders each creature's blockers, and lethal
    # damage goes in that order (510.1c). Current: no order; damage is divided among the
    # blockers as the attacking creature's controller chooses.
    "damage_assignment_order": (True, True, True, False),
}

FEATURES: dict[str, dict[str, object]] = {
    name: dict(zip(_ORDER, values, strict=True)) for name, values in _FEATURE_TABLE.items()
}
