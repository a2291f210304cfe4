"""Rule numbers of the planes, phenomena and Planechase rules (309/311, 310/312, 701.x
planeswalk, 901) in each edition, as (2011-09, 2013-07, 2017-09, current).

Part of the edition tables of :mod:`magictutor.editions.data`, kept apart because the
Planechase rules are a topic of their own (and the tables are long). Every number was
checked by reading its line in that edition's Comprehensive Rules.
"""

from __future__ import annotations

PLANECHASE_RULES: dict[str, tuple[str | None, str | None, str | None, str | None]] = {
    # --- Planes (309 -> 311 in current), phenomena (310 -> 312 in current) ---
    # Plane is a nontraditional card type used only in Planechase.
    "plane.type": ("309.1", "309.1", "309.1", "311.1"),
    # Plane cards stay in the command zone; not permanents; can't be cast.
    "plane.command": ("309.2", "309.2", "309.2", "311.2"),
    # A plane has exactly one (possibly multi-word) planar type.
    "plane.subtype": ("309.3", "309.3", "309.3", "311.3"),
    # A plane's abilities work while it is face up in the command zone.
    "plane.abilities": ("309.4", "309.4", "309.4", "311.4"),
    # The planar controller (normally the active player) controls face-up planes.
    "plane.controller": ("309.5", "309.5", "309.5", "311.5"),
    # 2011-09 only: each plane has the planeswalking ability "When you roll {PW}, put
    # this card on the bottom ..., then move the top card of your planar deck face up."
    "plane.planeswalking": ("309.6", None, None, None),
    # A face-up plane turned face down becomes a new object (in 2011-09 the last
    # sentence of 309.6).
    "plane.face_down_new": ("309.6", "309.6", "309.6", "311.6"),
    # Chaos abilities: "Whenever you roll {C}" (current: "Whenever chaos ensues").
    "plane.chaos": ("309.7", "309.7", "309.7", "311.7"),
    # "You" on an object means its controller: on a face-up plane, the planar controller, so
    # a plane's "whenever you roll" abilities answer only the planar controller's rolls.
    "plane.you": ("109.5", "109.5", "109.5", "109.5"),
    # The list of planar types.
    "plane.type_list": ("205.3n", "205.3n", "205.3n", "205.3n"),
    # The chaos symbol beside a chaos ability has no rules meaning.
    "plane.chaos_symbol": ("207.4", "207.4", "207.4", "207.4"),
    # The Planeswalker symbol {PW} on the planar die.
    "symbol.planeswalker": ("107.11", "107.11", "107.11", "107.11"),
    # The chaos symbol ({C}, {CHAOS} from 2015).
    "symbol.chaos": ("107.12", "107.12", "107.12", "107.12"),
    # "Chaos ensues": on a chaos roll or when an effect says so (current only; part of
    # the planes rule).
    "chaos.ensues": (None, None, None, "311.7"),
    # Phenomenon card type (none in 2011-09).
    "phenomenon.type": (None, "310.1", "310.1", "312.1"),
    # Phenomena stay in the command zone.
    "phenomenon.command": (None, "310.2", "310.2", "312.2"),
    # Phenomena have no subtypes.
    "phenomenon.subtype": (None, "310.3", "310.3", "312.3"),
    # The planar controller controls face-up phenomena.
    "phenomenon.controller": (None, "310.4", "310.4", "312.4"),
    # "When you encounter" = when moved off a planar deck and turned face up.
    "phenomenon.encounter": (None, "310.5", "310.5", "312.5"),
    # A phenomenon turned face down becomes a new object.
    "phenomenon.face_down_new": (None, "310.6", "310.6", "312.6"),
    # After its trigger leaves the stack, the planar controller planeswalks (SBA).
    "phenomenon.planeswalk": (None, "310.7", "310.7", "312.7"),
    # --- Planeswalk keyword action (701.21 -> 701.22 -> 701.31) ---
    # Beware: in current, 701.21 is Sacrifice
    # Planeswalk.
    "kw.planeswalk": ("701.21", "701.21", "701.22", "701.31"),
    # Only the planar controller planeswalks, only in Planechase.
    "kw.planeswalk_who": ("701.21a", "701.21a", "701.22a", "701.31a"),
    # How: 2011-09 "the face-up plane card" to the bottom; later each face-up plane and
    # phenomenon; then turn up the top card of your planar deck.
    "kw.planeswalk_how": ("701.21b", "701.21b", "701.22b", "701.31b"),
    # Why a player planeswalks.
    "kw.planeswalk_causes": ("701.21c", "701.21c", "701.22c", "701.31c"),
    # Which card is planeswalked to / away from.
    "kw.planeswalk_to_away": ("701.21d", "701.21d", "701.22d", "701.31d"),
    # --- Planechase (901); 2011-09 numbers 901.8-901.14 are one lower because 901.8 ---
    # (sourceless planeswalking ability) didn't exist yet
    # The Planechase variant.
    "pc.rule": ("901.1", "901.1", "901.1", "901.1"),
    # Planar deck: at least ten cards, different names (2013-07 on: at most two phenomena).
    "pc.deck": ("901.3", "901.3", "901.3", "901.3"),
    # The planar die: one {PW} face, one chaos face, four blank faces.
    "pc.die": ("901.3a", "901.3a", "901.3a", "901.3a"),
    # Each player shuffles their planar deck (current: supplementary decks are shuffled in
    # 103.3a; 901.4 keeps only the command-zone sentence).
    "pc.shuffle": ("901.4", "901.4", "901.4", "103.3a"),
    # All plane and phenomenon cards remain in the command zone throughout the game.
    "pc.command_zone": ("901.4", "901.4", "901.4", "901.4"),
    # The starting plane (2013-07 on: phenomena are skipped); nothing triggers.
    "pc.start": ("901.5", "901.5", "901.5", "901.5"),
    # Starting the game: the starting player turns up their top planar card.
    "pc.start_game": ("103.6", "103.6", "103.6", "103.7"),
    # Owner = who started with it in their planar deck; controller = planar controller.
    "pc.owner": ("901.6", "901.6", "901.6", "901.6"),
    # Abilities of face-up planes/phenomena function from the command zone.
    "pc.abilities": ("901.7", "901.7", "901.7", "901.7"),
    # Turned face down: a new object (2011-09 901.7a is the planeswalking ability,
    # whose last sentence says this).
    "pc.face_down_new": ("901.7a", "901.7a", "901.7a", "901.7a"),
    # The planeswalking ability. 2011-09: on each plane (901.7a, restated from
    # 309.6); later: inherent sourceless game ability "Whenever you roll {PW}, planeswalk".
    "pc.planeswalking_ability": ("901.7a", "901.8", "901.8", "901.8"),
    # Rolling the planar die: special action, active player, main phase, empty stack, costs
    # {N} for the Nth extra roll (2013-07 on: note that effect-caused rolls don't count).
    "pc.roll": ("901.8", "901.9", "901.9", "901.9"),
    # Blank face: nothing happens.
    "pc.roll_blank": ("901.8a", "901.9a", "901.9a", "901.9a"),
    # Chaos face: chaos abilities trigger (current: chaos ensues).
    "pc.roll_chaos": ("901.8b", "901.9b", "901.9b", "901.9b"),
    # {PW} face: the planeswalking ability triggers.
    "pc.roll_planeswalk": ("901.8c", "901.9c", "901.9c", "901.9c"),
    # The planar die roll triggers "whenever a player rolls dice" but has no numeric
    # result (current only).
    "pc.roll_dice_triggers": (None, None, None, "901.9d"),
    # Rolling the planar die listed among the special actions.
    "pc.special_action": ("115.2f", "115.2f", "115.2g", "116.2i"),
    # A player leaving takes their cards; a face-up plane/phenomenon they own is replaced
    # at once (not a state-based action).
    "pc.leave": ("901.9", "901.10", "901.10", "901.10"),
    # A plane leaving the game ends a waiting planeswalking ability (2011-09:
    # only the one it was the source of; later: any).
    "pc.leave_cancels_planeswalking": ("901.9a", "901.10a", "901.10a", "901.10a"),
    # Abilities from a leaving player's phenomena stay on the stack.
    "pc.leave_phenomenon_abilities": (None, "901.10b", "901.10b", "901.10b"),
    # Turning up the top planar card after the game started is planeswalking.
    "pc.planeswalk_when": ("901.10", "901.11", "901.11", "901.11"),
    # Causes of planeswalking.
    "pc.planeswalk_causes": ("901.10a", "901.11a", "901.11a", "901.11a"),
    # Planeswalked to / away from.
    "pc.planeswalk_away": ("901.10b", "901.11b", "901.11b", "901.11b"),
    # With several face-up planes, you planeswalk away from all of them.
    "pc.planeswalk_away_all": (None, "901.11c", "901.11c", "901.11c"),
    # Two-Headed Giant Planechase.
    "pc.two_headed_giant": ("901.11", "901.12", "901.12", "901.12"),
    # Planes (and phenomena) ignore limited range of influence except in Grand Melee.
    "pc.range_of_influence": ("901.12", "901.13", "901.13", "901.13"),
    # Grand Melee Planechase: several face-up planes.
    "pc.grand_melee": ("901.13", "901.14", "901.14", "901.14"),
    # Single planar deck option.
    "pc.single_deck": ("901.14", "901.15", "901.15", "901.15"),
    # Single planar deck: at least 40 cards or ten per player, whichever is smaller; all
    # different names (2013-07 on: at most twice as many phenomena as players).
    "pc.single_deck_size": ("901.14a", "901.15a", "901.15a", "901.15a"),
    # Single planar deck: the planar controller counts as the owner of all its cards.
    "pc.single_deck_owner": ("901.14b", "901.15b", "901.15b", "901.15b"),
    # Single planar deck: "your planar deck" means the communal one.
    "pc.single_deck_yours": ("901.14c", "901.15c", "901.15c", "901.15c"),
    # Optional ("may") triggered abilities go on the stack anyway; the choice is made on
    # resolution.
    "ability.optional": ("603.5", "603.5", "603.5", "603.5"),
    # Delayed triggered abilities, created by a resolving ability to act later.
    "ability.delayed": ("603.7", "603.7", "603.7", "603.7"),
    # A delayed triggered ability triggers only once unless it has a duration.
    "ability.delayed_once": ("603.7b", "603.7b", "603.7b", "603.7b"),
    # A delayed triggered ability still finds its object, unless it changed zones.
    "ability.delayed_object": ("603.7c", "603.7c", "603.7c", "603.7c"),
    # Exchanging life totals or control: all of it happens, or none of it.
    "kw.exchange": ("701.8", "701.8", "701.9", "701.12"),
    # A state trigger triggers as soon as the game state matches (Aretopolis's ten scroll
    # counters); it doesn't trigger again until it has left the stack.
    "ability.state_trigger": ("603.8", "603.8", "603.8", "603.8"),
    # Attack restrictions (Astral Arena: no more than one creature attacks each combat).
    "turn.attack_restrictions": ("508.1c", "508.1c", "508.1c", "508.1c"),
    # Skipping a step is a replacement effect.
    "replacement.skip": ("614.10", "614.10", "614.10", "614.10"),
}
