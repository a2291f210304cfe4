"""Rule numbers of the generic effect words (tokens, sacrifice, conditions...), as
(2011-09, 2013-07, 2017-09, current), read by :mod:`magictutor.editions.data`."""

from __future__ import annotations

EFFECT_RULES: dict[str, tuple[str | None, str | None, str | None, str | None]] = {
    # Cleanup: state-based actions performed or triggers waiting give the active player
    # priority, and another cleanup step follows.
    "turn.cleanup_priority": ("514.3a", "514.3a", "514.3a", "514.3a"),
    # An intervening "if": tested as the ability would trigger and again as it resolves.
    "ability.intervening_if": ("603.4", "603.4", "603.4", "603.4"),
    # The total cost of a spell: its mana cost, plus increases, minus reductions.
    "cost.total": ("601.2e", "601.2e", "601.2f", "601.2f"),
    # A cost changed or reduced by an effect.
    "cost.reduce": ("117.7", "117.7", "117.7", "118.7"),
    # A copy takes the copiable values of the original (the printed card, in the kit).
    "copy.copiable": ("706.2", "706.2", "706.2", "707.2"),
    # Countering a spell or ability removes it from the stack; it doesn't resolve (701.5a
    # until 2017-09; 701.6a today, after "cast" became keyword action 701.5).
    "kw.counter_remove": ("701.5a", "701.5a", "701.5a", "701.6a"),
    # A countered ability's costs are not refunded (loyalty paid stays paid).
    "kw.counter_no_refund": ("701.5b", "701.5b", "701.5b", "701.6b"),
    # Exalted: a creature attacking alone gets +1/+1 for each instance.
    "kw.exalted": ("702.81", "702.82", "702.82", "702.83"),
    # Permanents one event puts onto the battlefield enter at the same time: each is checked
    # for enters-the-battlefield triggers with all of them there, itself included.
    "ability.etb_together": ("603.6a", "603.6a", "603.6a", "603.6a"),
    # Leaves-the-battlefield abilities trigger as a permanent moves from the battlefield to
    # another zone, or leaves the game with its owner.
    "ability.leaves_battlefield": ("603.6c", "603.6c", "603.6c", "603.6c"),
    # They look back in time: they see the permanent as it last was on the battlefield.
    "ability.lookback_leaves": ("603.6d", "603.6d", "603.10a", "603.10a"),
    # A variable number of targets: the player announces how many before choosing them.
    "cast.target_count": ("601.2c", "601.2c", "601.2c", "601.2c"),
    # Activating an ability takes the steps of casting a spell (601.2b-h, 601.2b-i from
    # 2017-09), choosing its targets included: the rule that applies 601.2c to abilities.
    "ability.targets": ("602.2b", "602.2b", "602.2b", "602.2b"),
    # Only permanents are legal targets, unless the spell or ability says it targets a player
    # or an object in another zone (with 309.2: a plane is no permanent, so not a target).
    "target.permanents_only": ("114.2", "114.2", "114.2", "115.2"),
    # Choices an effect offers as it resolves (beyond those made as it went on the stack)
    # are made by its player while the effect is applied.
    "resolve.choices": ("608.2d", "608.2d", "608.2d", "608.2d"),
    # An effect needing an object that has left its zone uses its last known information.
    # Dividing damage or counters among targets is announced with them; each gets one or more.
    "cast.divide": ("601.2d", "601.2d", "601.2d", "601.2d"),
    "ability.lki": ("608.2g", "608.2g", "608.2g", "608.2h"),
    # COPIES: copying a spell puts a copy on the stack; the copy isn't cast (706.10; 707.10
    # today), its caster owns and controls it.
    "copy.spell": ("706.10", "706.10", "706.10", "707.10"),
    # A copy of a spell anywhere but on the stack ceases to exist (a state-based action).
    "copy.ceases": ("704.5e", "704.5e", "704.5e", "704.5e"),
    "copy.ceases_sba": ("706.10a", "706.10a", "706.10a", "707.10a"),
    # "You may choose new targets for the copy": keep any, change any to legal ones.
    "copy.new_targets": ("706.10c", "706.10c", "706.10c", "707.10c"),
    # A copy "for each" thing the spell could target (a rule of its own from 2017-09).
    "copy.could_target": (None, None, "706.10d", "707.10d"),
    # --- playing cards from a library (group: library) ---
    # Flipping a coin: the flipper calls it and wins if the call matches (705.2 today).
    "coin.flip": ("705.1", "705.1", "705.1", "705.2"),
    # No land is played, for any reason, when it isn't its player's turn.
    "land.not_your_turn": ("305.3", "305.3", "305.3", "305.3"),
    # Lands played during the resolution of abilities count toward the turn's land plays
    # (2011-09: 305.3 also forbids a land play past the turn's land plays).
    "land.plays_counted": ("305.3", "305.2a", "305.2a", "305.2a"),
    # Milling: before mill was a keyword action, the cards a library puts into a graveyard
    # go to their owner's graveyard (404.1); today to mill is keyword action 701.17a.
    "kw.mill": ("404.1", "404.1", "404.1", "701.17a"),
    # Cast without paying its mana cost, a spell with {X} has X = 0.
    "cost.x_zero": ("107.3b", "107.3b", "107.3b", "107.3b"),
    # "You may pay {X}. If you do, ...": a cost paid as the ability resolves, X chosen then.
    "cost.on_resolution": ("117.12", "117.12", "117.12", "118.12"),
    "cost.x_text": ("107.3e", "107.3e", "107.3e", "107.3f"),
    # Activated abilities with mana and tap costs (magictutor.rules.activated): the tap symbol
    # can't be paid by a tapped permanent; a creature's {T} ability waits out summoning
    # sickness; a mana ability doesn't use the stack.
    "cost.tap": ("107.5", "107.5", "107.5", "107.5"),
    "ability.tap_sick": ("602.5a", "602.5a", "602.5a", "602.5a"),
    "mana.no_stack": ("605.3b", "605.3b", "605.3b", "605.3b"),
    # Layer 6: effects that add abilities (Stensia's chaos ability grants one).
    "layer.ability": ("613.1f", "613.1f", "613.1f", "613.1f"),
    # The five colours of mana (Truga Jungle's "one mana of any color").
    "mana.colors": ("106.1a", "106.1a", "106.1a", "106.1a"),
    # KHARASHA FOOTHILLS: "whenever a creature attacks a player" triggers only for a creature
    # declared as an attacker attacking a player (508.2a to 2013-07; 508.3a from 2017-09).
    "combat.attacks_player_trigger": ("508.2a", "508.2a", "508.3a", "508.3a"),
    # A creature put onto the battlefield attacking is attacking but never "attacked": it was
    # not declared, so nothing waiting for an attack triggers (508.4).
    "combat.enter_attacking": ("508.4", "508.4", "508.4", "508.4"),
    # ...under the control of a player who isn't an attacking player: never attacking.
    "combat.enter_attacking_not_attacker": ("506.3b", "506.3b", "506.3b", "506.3b"),
    # ...attacking a player no longer in the game: it enters, but never attacking.
    "combat.enter_attacking_gone": ("506.3c", "506.3c", "506.3c", "506.3c"),
    # Glen Elendra: layer 2, control-changing effects; "at end of combat" abilities trigger
    # as the end of combat step begins (511.1, then 511.2 once 511.1 became "no turn-based
    # actions"); the combat, and its record of damage to players, ends with that step.
    "layer.control": ("613.1b", "613.1b", "613.1b", "613.1b"),
    "turn.end_of_combat_trigger": ("511.1", "511.1", "511.2", "511.2"),
    "turn.combat_over": ("511.3", "511.3", "511.3", "511.3"),
    "kw.exchange_whole": ("701.8a", "701.8a", "701.9a", "701.12a"),
    "kw.exchange_control": ("701.8b", "701.8b", "701.9b", "701.12b"),
    # An effect needing information from an object no longer in the zone it was expected
    # in uses its last known information (Kharasha Foothills' copy of a gone attacker).
    "effect.last_known": ("608.2g", "608.2g", "608.2g", "608.2h"),
    # Trample over planeswalkers with no blockers left: assigned as though each had lethal
    # damage (current only; 702.19d), and past a planeswalker removed from combat to the
    # defending player, an exception to 506.4c (702.19e).
    "kw.trample_over_pw_no_blockers": (None, None, None, "702.19d"),
    "kw.trample_over_pw_removed": (None, None, None, "702.19e"),
    # No negative number may be chosen (an X of a cost, say): 107.1b in every edition.
    "number.no_negative": ("107.1b", "107.1b", "107.1b", "107.1b"),
}
