"""Rule numbers of planeswalkers and loyalty (306, 606), of what the kit's cards do (their
effects) and of keywords and keyword actions (702, 701), in each edition, as (2011-09,
2013-07, 2017-09, current).

Part of the edition tables of :mod:`magictutor.editions.data`, kept apart because they are
the rules the cards cite (and the tables are long). Every number was checked by reading its
line in that edition's Comprehensive Rules, and ``tests/test_editions.py`` proves each one
exists in that edition's rule-number index. Comments paraphrase the rules; they never quote
them.
"""

from __future__ import annotations

CARD_RULES: dict[str, tuple[str | None, str | None, str | None, str | None]] = {
    # --- Planeswalkers (306), loyalty (606) ---
    # Planeswalker spells have sorcery timing.
    "pw.cast": ("306.1", "306.1", "306.1", "306.1"),
    # A resolving planeswalker spell enters under its controller's control.
    "pw.enters": ("306.2", "306.2", "306.2", "306.2"),
    # Planeswalker subtypes (planeswalker types).
    "pw.types": ("306.3", "306.3", "306.3", "306.3"),
    # The list of planeswalker types (in 2011-09/2013-07 it also restates uniqueness).
    "pw.type_list": ("205.3j", "205.3j", "205.3j", "205.3j"),
    # Uniqueness rule: 2011-09 all die; 2013-07 controller keeps one; from 2017-09 306.4
    # is only a note that the rule is gone (see pw.uniqueness_removed).
    "pw.uniqueness": ("306.4", "306.4", None, None),
    # Note: uniqueness rule removed, planeswalkers errata'd to legendary.
    "pw.uniqueness_removed": (None, None, "306.4", "306.4"),
    # Legendary permanents are subject to the legend rule (cites 704.5k, later 704.5j);
    # planeswalkers are legendary only from 2017-09 (pw.uniqueness_removed).
    "pw.legendary": ("205.4d", "205.4d", "205.4d", "205.4d"),
    # Supertypes, including legendary.
    "legendary.supertype": ("205.4a", "205.4a", "205.4a", "205.4a"),
    # Loyalty is a planeswalker characteristic.
    "pw.loyalty": ("306.5", "306.5", "306.5", "306.5"),
    # Off the battlefield, loyalty = printed number.
    "pw.loyalty_printed": ("306.5a", "306.5a", "306.5a", "306.5a"),
    # Enters with loyalty counters equal to printed loyalty (replacement effect).
    "pw.loyalty_etb": ("306.5b", "306.5b", "306.5b", "306.5b"),
    # On the battlefield, loyalty = number of loyalty counters.
    "pw.loyalty_counters": ("306.5c", "306.5c", "306.5c", "306.5c"),
    # Loyalty abilities: timing and once per turn per permanent.
    "pw.loyalty_abilities": ("306.5d", "306.5d", "306.5d", "306.5d"),
    # The printed loyalty number.
    "pw.printed_loyalty": ("209.1", "209.1", "209.1", "209.1"),
    # Planeswalkers can be attacked.
    "pw.attack": ("306.6", "306.6", "306.6", "306.6"),
    # Noncombat damage redirection to a planeswalker; removed 2018-04-27.
    "pw.redirect": ("306.7", "306.7", "306.7", None),
    # Note: the redirection rule is gone, cards got errata.
    "pw.redirect_removed": (None, None, None, "306.7"),
    # Damage to a planeswalker removes loyalty counters.
    "pw.damage": ("306.8", "306.8", "306.8", "306.8"),
    # Loyalty 0: to the graveyard (state-based action).
    "pw.zero": ("306.9", "306.9", "306.9", "306.9"),
    # Loyalty symbols [+N], [-N], [0].
    "loyalty.symbols": ("107.7", "107.7", "107.7", "107.7"),
    # Loyalty abilities are subject to special rules.
    "loyalty.rule": ("606.1", "606.1", "606.1", "606.1"),
    # An activated ability with a loyalty symbol in its cost is a loyalty ability.
    "loyalty.abilities": ("606.2", "606.2", "606.2", "606.2"),
    # Sorcery timing, once per turn per permanent (no player has activated one of it).
    "loyalty.timing": ("606.3", "606.3", "606.3", "606.3"),
    # The cost is adding/removing loyalty counters (current: may be modified).
    "loyalty.cost": ("606.4", "606.4", "606.4", "606.4"),
    # Several loyalty-counter costs combine into one (current only).
    "loyalty.cost_combine": (None, None, None, "606.5"),
    # A negative loyalty cost needs that many counters.
    "loyalty.insufficient": ("606.5", "606.5", "606.5", "606.6"),
    # --- Card effects of the planeswalker teaching set ---
    # Gaining or losing life adjusts the life total (Life: 118 -> 119 in current).
    "life.change": ("118.3", "118.3", "118.3", "119.3"),
    # Setting a life total is gaining or losing the difference, not damage.
    "life.set": ("118.5", "118.5", "118.5", "119.5"),
    # Drawing a card: the top card of the library into the hand (120 -> 121).
    "draw.card": ("120.1", "120.1", "120.1", "121.1"),
    # Counters on objects (121 -> 122).
    "counters.rule": ("121.1", "121.1", "121.1", "122.1"),
    # When one effect allows something and another says it can't happen, "can't" wins.
    "game.cant": ("101.2", "101.2", "101.2", "101.2"),
    # A player's graveyard: the pile their own cards go to (a card goes to its owner's).
    "zone.graveyard": ("404.1", "404.1", "404.1", "404.1"),
    # Effects that put tokens onto the battlefield (110.5 -> 111.1, Tokens).
    "token.create": ("110.5", "110.5", "110.5", "111.1"),
    # "Enters (the battlefield) with counters" is a replacement effect (306.5b's loyalty).
    "replacement.etb_counters": ("614.1c", "614.1c", "614.1c", "614.1c"),
    # An effect that makes a permanent another type and says it keeps its old ones (a
    # planeswalker that becomes a creature and is still a planeswalker).
    "type.retains": ("205.1b", "205.1b", "205.1b", "205.1b"),
    # The same object can't be chosen twice for one instance of the word "target"
    # (Targets: 114 -> 115 in current).
    "target.distinct": ("114.3", "114.3", "114.3", "115.3"),
    # An effect that lets a player cast a spell while it resolves (608.2f -> 608.2g).
    "cast.during_resolution": ("608.2f", "608.2f", "608.2f", "608.2g"),
    # Alternative costs, such as casting a spell without paying its mana cost (117 -> 118).
    "cost.alternative": ("117.9", "117.9", "117.9", "118.9"),
    # Cast without paying its mana cost, a spell's X is 0.
    "cost.x_free": ("107.3b", "107.3b", "107.3b", "107.3b"),
    # A continuous effect from a resolving spell or ability fixes the set of objects it affects.
    "continuous.locked_set": ("611.2c", "611.2c", "611.2c", "611.2c"),
    # Characteristic-defining abilities (a token whose power is its controller's life total).
    "continuous.cda": ("604.3", "604.3", "604.3", "604.3"),
    # Controlling another player during that player's next turn (712 -> 714 -> 723).
    "player.control": ("712.1", "712.1", "714.1", "723.1"),
    # Several player-controlling effects on one player: the last one created wins.
    "player.control_latest": ("712.1a", "712.1a", "714.1a", "723.1a"),
    # Only control of the player changes; objects keep their controllers.
    "player.control_objects": ("712.3", "712.3", "714.3", "723.3"),
    # The controlling player makes every choice and decision of the controlled player.
    "player.control_decisions": ("712.5", "712.5", "714.5", "723.5"),
    # The controlling player can't make the controlled player concede.
    "player.control_concede": ("712.6", "712.6", "714.6", "723.6"),
    # --- Keywords (702) and keyword actions (701) ---
    # Defender.
    "kw.defender": ("702.3", "702.3", "702.3", "702.3"),
    # Flying.
    "kw.flying": ("702.9", "702.9", "702.9", "702.9"),
    # Haste.
    "kw.haste": ("702.10", "702.10", "702.10", "702.10"),
    # Trample (2013-07 on: 702.19, after Indestructible became a keyword).
    "kw.trample": ("702.18", "702.19", "702.19", "702.19"),
    # Trample attacking a planeswalker: no damage to the defending player (current:
    # unless it has trample over planeswalkers).
    "kw.trample_pw": ("702.18d", "702.19d", "702.19d", "702.19f"),
    # Trample over planeswalkers (current only).
    "kw.trample_over_pw": (None, None, None, "702.19c"),
    # Vigilance.
    "kw.vigilance": ("702.19", "702.20", "702.20", "702.20"),
    # Wither.
    "kw.wither": ("702.78", "702.79", "702.79", "702.80"),
    # Counter (a spell or ability).
    "kw.counter": ("701.5", "701.5", "701.5", "701.6"),
    # Destroy.
    "kw.destroy": ("701.6", "701.6", "701.7", "701.8"),
    # An indestructible permanent isn't destroyed, by an effect or by lethal damage (a quality
    # in 2011-09, a keyword ability from 2013-07).
    "kw.indestructible": ("700.4", "702.12b", "702.12b", "702.12b"),
    # An effect puts an emblem, owned and controlled by a player, into the command zone.
    "emblem.create": ("113.2", "113.2", "113.2", "114.2"),
    # An emblem's abilities work from the command zone.
    "emblem.command": ("113.4", "113.4", "113.4", "114.4"),
    # Discard.
    "kw.discard": ("701.7", "701.7", "701.8", "701.9"),
    # Reveal.
    "kw.reveal": ("701.13", "701.13", "701.14", "701.20"),
    # Sacrifice.
    "kw.sacrifice": ("701.14", "701.14", "701.15", "701.21"),
    # Search.
    "kw.search": ("701.15", "701.15", "701.17", "701.23"),
    # Shuffle.
    "kw.shuffle": ("701.16", "701.16", "701.18", "701.24"),
    # Tap and untap.
    "kw.tap_untap": ("701.17", "701.17", "701.19", "701.26"),
    # --- combat keywords (group COMBAT, issue 19) ---
    # Deathtouch.
    "kw.deathtouch": ("702.2", "702.2", "702.2", "702.2"),
    # Any nonzero combat damage from a deathtouch source counts as lethal when assigning it.
    "kw.deathtouch_lethal": ("702.2b", "702.2b", "702.2c", "702.2c"),
    # A creature dealt damage by a deathtouch source is destroyed (a state-based action).
    "kw.deathtouch_destroy": ("702.2c", "702.2c", "702.2b", "702.2b"),
    # A source gone from its zone as it deals damage: deathtouch from its last known information.
    "kw.deathtouch_lki": ("702.2e", "702.2e", "702.2e", "702.2e"),
    # The same for wither.
    "kw.wither_lki": ("702.78b", "702.79b", "702.79b", "702.80b"),
    # Double strike.
    "kw.double_strike": ("702.4", "702.4", "702.4", "702.4"),
    # With first or double strike in combat: a first-strike damage step, then a second one.
    "kw.double_strike_step": ("702.4b", "702.4b", "702.4b", "702.4b"),
    # First strike.
    "kw.first_strike": ("702.7", "702.7", "702.7", "702.7"),
    # Only first and double strikers deal damage in the first combat damage step.
    "kw.first_strike_step": ("702.7b", "702.7b", "702.7b", "702.7b"),
    # The two combat damage steps (510.5 in 2011-09 and 2013-07, 510.4 from 2017-09).
    "turn.first_strike_step": ("510.5", "510.5", "510.4", "510.4"),
    # Lethal deathtouch damage: destroyed as a state-based action.
    "sba.deathtouch": ("704.5h", "704.5h", "704.5h", "704.5h"),
    # Annihilator N: when it attacks, the defending player sacrifices N permanents.
    "kw.annihilator": ("702.84", "702.85", "702.85", "702.86"),
    # Each instance of annihilator triggers separately.
    "kw.annihilator_instances": ("702.84b", "702.85b", "702.85b", "702.86b"),
    # Effects that add phases add them directly after the phase named (500.8).
    "turn.added_phases": ("500.8", "500.8", "500.8", "500.8"),
    # Layer 5: colour-changing effects.
    "layer.color": ("613.1e", "613.1e", "613.1e", "613.1e"),
    # --- casting and activating from the graveyard and exile (issue 19, graveyard group) ---
    # Extra turns are added directly after the current one; the last added is taken first.
    "turn.extra": ("500.7", "500.7", "500.7", "500.7"),
    # In Two-Headed Giant, a player's extra turn is taken by their team.
    "team.extra_turn": ("805.8", "805.8", "805.8", "805.8"),
    # Flashback: cast the card from a graveyard for its flashback cost; exiled as it would
    # leave the stack.
    "kw.flashback": ("702.32a", "702.33a", "702.33a", "702.34a"),
    # Rebound: a spell cast from the hand is exiled as it resolves, and may be cast again,
    # without paying its mana cost, at its owner's next upkeep.
    "kw.rebound": ("702.86a", "702.87a", "702.87a", "702.88a"),
    # Unearth: returned from the graveyard at sorcery speed, with haste, exiled at the next
    # end step or when it would leave the battlefield.
    "kw.unearth": ("702.82a", "702.83a", "702.83a", "702.84a"),
    # Suspend: three abilities; in exile, a time counter comes off at its owner's upkeep, and
    # when the last is gone the card is cast without paying its mana cost (only "may" in
    # current), a creature spell so cast having haste.
    "kw.suspend": ("702.60a", "702.61a", "702.61a", "702.62a"),
    # What a "suspended" card is: in exile, with suspend and a time counter on it.
    "kw.suspended": ("702.60b", "702.61b", "702.61b", "702.62b"),
    # Only today is suspend's cast optional ("may"); before, the card is cast "if able".
    "kw.suspend_may": (None, None, None, "702.62a"),
    # Exiling a card with suspend from the hand is a special action (Talon Gates grants the
    # same kind of action to any nonland card: its rulings call it a special action).
    "special.suspend": ("115.2e", "115.2e", "115.2f", "116.2f"),
    # Special actions don't use the stack.
    "special.rule": ("115.1", "115.1", "115.1", "116.1"),
    # A search of a hidden zone for a card with a stated quality may find nothing.
    "kw.search_fail": ("701.15b", "701.15b", "701.17b", "701.23b"),
    # --- Auras and flash for enchantments (issue 19, Akoum) ---
    # An enchantment is cast in its caster's main phase with an empty stack.
    "cast.enchantment": ("303.1", "303.1", "303.1", "303.1"),
    # A resolving enchantment spell enters under its controller's control.
    "aura.resolves": ("303.2", "303.2", "303.2", "303.2"),
    # Auras enter attached to what their enchant ability allows.
    "aura.rule": ("303.4", "303.4", "303.4", "303.4"),
    # An Aura spell targets what it will enchant, as its enchant ability says.
    "aura.target": ("303.4a", "303.4a", "303.4a", "303.4a"),
    # What an Aura is attached to is "enchanted".
    "aura.enchanted": ("303.4b", "303.4b", "303.4b", "303.4b"),
    # An Aura on an illegal or gone object goes to its owner's graveyard.
    "aura.illegal": ("303.4c", "303.4c", "303.4c", "303.4c"),
    # The Aura's controller need not control what it enchants.
    "aura.controller": ("303.4e", "303.4e", "303.4e", "303.4e"),
    # The enchant keyword: what an Aura spell may target and an Aura may enchant.
    "kw.enchant": ("702.5a", "702.5a", "702.5a", "702.5a"),
    # Flash: cast any time you could cast an instant.
    "kw.flash": ("702.8a", "702.8a", "702.8a", "702.8a"),
    # State-based action: an Aura attached to an illegal object, or to nothing, goes to its
    # owner's graveyard (704.5n before 2017's renumbering, 704.5m from then on).
    "sba.aura": ("704.5n", "704.5n", "704.5m", "704.5m"),
    # An Aura put onto the battlefield other than by resolving as an Aura spell: the player
    # putting it there chooses what it will enchant as it enters, without targeting.
    "aura.enters_choice": ("303.4f", "303.4f", "303.4f", "303.4f"),
    # An Aura with nothing it could legally enchant stays in the zone it was moving from.
    "aura.no_legal": ("303.4g", "303.4g", "303.4g", "303.4g"),
    # Lifelink: damage a source with lifelink deals also makes its controller (or owner, if
    # it has none) gain that much life, whatever it was dealt to (702.14b in 2011-09).
    "kw.lifelink": ("702.14b", "702.15b", "702.15b", "702.15b"),
    # A source gone from its zone as it deals damage: lifelink from its last known information.
    "kw.lifelink_lki": ("702.14c", "702.15c", "702.15c", "702.15c"),
    # Trample: lethal damage to every blocker first, only then the rest to what it attacks.
    "kw.trample_assign": ("702.18b", "702.19b", "702.19b", "702.19b"),
}
