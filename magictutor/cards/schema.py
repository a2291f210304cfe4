"""The schema of a card file, declared in the cards layer: every effect word with the keys it
takes and what each key holds, every static ability, keyword, condition, amount, target and
who-or-what word, and the word tables of ``destroy``, ``sacrifice`` and ``if``. The loader
(:mod:`magictutor.cards.check`) checks card files against it; the rules layer implements
each word, and ``tests/test_vocabulary.py`` keeps the two the same."""

from __future__ import annotations

from magictutor.cards import words as card_words

REF = "who or what"  # a word of magictutor.rules.effects.REF_WORDS, or target1..target3
PLAYERS = "which players"  # the same words, or "caster" (planar abilities)
AMOUNT = "an amount"
EFFECTS = "effects"  # a list of effects, checked the same way
VALUE = "a value"  # anything the effect reads itself (a token's definition, a pair...)
DESTROYED = "what is destroyed"  # a who-or-what word or one of DESTROY_WORDS (below)
SACRIFICED = "what is sacrificed"  # one of SACRIFICE_WORDS (below)
TEST = "a test"  # a mapping of IF_TESTS (below)
MANA = "mana"  # mana letters: WUBRGC
PAIR = "two amounts"  # [power, toughness], each an amount
DURATION = "a duration"  # one of DURATIONS
CARD_TYPE = "a card type"  # one of CARD_TYPES
COPIED = "what is copied"  # "entered": the creature a trigger saw enter; "target": the target
SPELL_COPIED = "what spell is copied"  # "cast": the spell a cast trigger saw cast
GRAVE_PICK = "a graveyard card"  # one of GRAVE_PICKS
CARD_TYPE_LIST = "card types"  # a list of CARD_TYPES
GRAVE_PICKS = ("target", "at random")  # (graveyard_to_hand: the target, or one at random)
DURATIONS = ("end of turn", "planeswalk", "game")  # (until: end of turn, a planeswalk, ever)

EFFECT_KEYS: dict[str, dict[str, str]] = {
    "counter": {"counter": REF},
    "damage": {"damage": AMOUNT, "to": REF},
    "gain_life": {"gain_life": AMOUNT, "who": REF},
    "lose_life": {"lose_life": AMOUNT, "who": REF},
    "set_life": {"set_life": AMOUNT, "who": REF},
    "draw": {"draw": AMOUNT, "who": REF},
    "mill": {"mill": AMOUNT, "who": REF},
    "discard": {"discard": AMOUNT, "who": REF},
    "discard_hand": {"discard_hand": REF},
    "destroy": {"destroy": DESTROYED},
    "add_counters": {"add_counters": AMOUNT, "kind": VALUE, "to": REF},
    "untap": {"untap": REF},
    "tap": {"tap": REF},
    "create_token": {"create_token": VALUE, "count": AMOUNT, "who": PLAYERS},
    "pump": {"pump": PAIR, "keywords": VALUE, "to": REF},
    "prevent_next": {"prevent_next": AMOUNT, "to": REF},
    "prevent_all_to_self": {"prevent_all_to_self": VALUE},
    "become_creature": {"become_creature": VALUE, "subtypes": VALUE, "to": REF,
                        "until": DURATION},
    "discard_then": {"discard_then": VALUE, "if_color": VALUE, "then": EFFECTS},
    "cast_from_graveyard": {"cast_from_graveyard": VALUE, "types": VALUE},
    "search_to_top": {"search_to_top": VALUE},
    "reanimate_all": {"reanimate_all": VALUE},
    "control_player": {"control_player": REF},
    "must_attack_self": {"must_attack_self": REF},
    "no_untap": {"no_untap": REF},
    "grant": {"grant": VALUE, "to": REF},
    "emblem": {"emblem": VALUE, "keywords": VALUE, "types": VALUE, "pump": VALUE},
    "may": {"may": EFFECTS, "who": PLAYERS, "ask": VALUE},
    "exchange_life": {"exchange_life": PLAYERS},
    "exchange_control": {"exchange_control": VALUE},
    "cant_cast": {"cant_cast": PLAYERS, "until": VALUE},
    "cant_attack_you": {"cant_attack_you": VALUE},
    "untap_all": {"untap_all": PLAYERS},
    "draw_per_land": {"draw_per_land": PLAYERS},
    "hand_to_bottom_redraw": {"hand_to_bottom_redraw": PLAYERS},
    "discard_at_random": {"discard_at_random": AMOUNT, "who": PLAYERS, "lose_if_land": AMOUNT},
    "blank_is_chaos": {"blank_is_chaos": VALUE},
    "prevent_planes_named": {"prevent_planes_named": VALUE},
    "return_at_end": {"return_at_end": VALUE},
    "return_card": {"return_card": VALUE},
    "roll_planar_die": {"roll_planar_die": PLAYERS, "force": VALUE},
    "planeswalk": {"planeswalk": VALUE},
    "interplanar_tunnel": {"interplanar_tunnel": VALUE},
    "planar_scry": {"planar_scry": VALUE},
    "spatial_merging": {"spatial_merging": VALUE},
    "reveal_chaos": {"reveal_chaos": VALUE},
    "add_plane_counters": {"add_plane_counters": AMOUNT, "kind": VALUE},
    # planeswalker cards' own words (magictutor.rules.walker_zones / walker_board)
    "reveal_top": {"reveal_top": AMOUNT, "battlefield": VALUE, "hand": VALUE, "rest": VALUE},
    "scry": {"scry": AMOUNT},
    "look_top_put": {"look_top_put": VALUE},
    "put_from_hand": {"put_from_hand": AMOUNT, "types": VALUE},
    "exile_colored": {"exile_colored": AMOUNT},
    "exile_top": {"exile_top": AMOUNT, "who": REF},
    "put_exiled_creature": {"put_exiled_creature": AMOUNT},
    "exile_hands_graveyards": {"exile_hands_graveyards": REF},
    "rummage_hand": {"rummage_hand": AMOUNT},
    "reveal_hurt_self": {"reveal_hurt_self": VALUE},
    "exile_for_life": {"exile_for_life": REF},
    "loyalty_to_others": {"loyalty_to_others": AMOUNT},
    "animate_lands": {"animate_lands": VALUE, "subtypes": VALUE, "keywords": VALUE, "to": REF,
                      "until": DURATION},
    "fleeting_tokens": {"fleeting_tokens": VALUE, "count": AMOUNT},
    "exile_remembered": {"exile_remembered": VALUE},
    "sacrifice_for_token": {"sacrifice_for_token": VALUE},
    "subtype_strike": {"subtype_strike": VALUE, "to": REF},
    "loyalty_per_creature": {"loyalty_per_creature": REF},
    "become_loyalty_creature": {"become_loyalty_creature": VALUE},
    "exile_all_other": {"exile_all_other": VALUE},
    "lose_unless": {"lose_unless": AMOUNT, "who": REF},
    "sacrifice": {"sacrifice": AMOUNT, "what": SACRIFICED, "who": PLAYERS},
    "bounce": {"bounce": REF},
    "to_library_top": {"to_library_top": REF},
    "add_mana": {"add_mana": MANA, "who": REF, "times": AMOUNT},
    "if": {"if": TEST, "then": EFFECTS},
    "search_lands": {"search_lands": AMOUNT},
    "no_max_hand_for_game": {"no_max_hand_for_game": PLAYERS},
    "reveal_sort": {"reveal_sort": AMOUNT, "to_hand": VALUE, "rest": VALUE},
    "cant_lose": {"cant_lose": PLAYERS, "until": DURATION},
    "reveal_until": {"reveal_until": CARD_TYPE},
    "put_card_from_hand": {"put_card_from_hand": CARD_TYPE},
    "copy_token": {"copy_token": COPIED, "who": PLAYERS},
    "reverse_turn_order": {"reverse_turn_order": VALUE},
    "reveal_until_creature": {"reveal_until_creature": PLAYERS},
    "planeswalk_at_counters": {"planeswalk_at_counters": AMOUNT, "kind": VALUE},
    "each_may_put_permanent": {"each_may_put_permanent": VALUE},
    "morphic_tide": {"morphic_tide": VALUE},
    "add_subtypes": {"add_subtypes": VALUE, "to": REF},
    "cant_be_blocked": {"cant_be_blocked": REF},
    "remove_all_counters": {"remove_all_counters": VALUE},
    "graveyard_to_hand": {"graveyard_to_hand": GRAVE_PICK},
    "graveyard_to_battlefield": {"graveyard_to_battlefield": GRAVE_PICK},
    "reveal_top_permanent": {"reveal_top_permanent": VALUE},
    "sacrifice_or_planeswalk": {"sacrifice_or_planeswalk": SACRIFICED},
    "exile": {"exile": REF},
    "graveyards_to_battlefield": {"graveyards_to_battlefield": CARD_TYPE},
    "entered_deals_damage": {"entered_deals_damage": VALUE, "to": REF},
    "blink": {"blink": REF, "under": VALUE},
    "copy_spell": {"copy_spell": SPELL_COPIED, "new_targets": VALUE,
                   "for_each_target": VALUE},
    "spells_cost_less_this_turn": {"spells_cost_less_this_turn": AMOUNT, "types": VALUE},
    "untap_attacked": {"untap_attacked": VALUE},
    "additional_combat": {"additional_combat": VALUE},
    # casting from the graveyard and exile (issue 19, graveyard group)
    "extra_turn": {"extra_turn": PLAYERS},
    "cast_rebounded": {"cast_rebounded": VALUE},
    "search_to_hand": {"search_to_hand": CARD_TYPE_LIST},
    # playing cards from a library, coin flips (magictutor.rules.cast_from_library, .coin)
    "reveal_play_free": {"reveal_play_free": PLAYERS, "nonland": VALUE},
    "flip_coin": {"flip_coin": PLAYERS, "win": EFFECTS, "lose": EFFECTS, "force": VALUE},
    "counter_that_spell": {"counter_that_spell": VALUE},
    "grant_devour": {"grant_devour": AMOUNT},
    "land_mana_this_turn": {"land_mana_this_turn": PLAYERS},
    "gain_all_creature_types": {"gain_all_creature_types": REF},
    "distribute_counters": {"distribute_counters": VALUE, "to": REF},
    "exile_creatures_for_tokens": {"exile_creatures_for_tokens": VALUE},
    "grant_ability": {"grant_ability": VALUE, "to": REF},
    "may_pay_x": {"may_pay_x": EFFECTS},
    "gain_control": {"gain_control": REF},
    "exile_unearthed": {"exile_unearthed": VALUE},
    "graveyard_creature_to_battlefield": {"graveyard_creature_to_battlefield": REF},
    "add_mana_any": {"add_mana_any": AMOUNT},
    # token copies entering tapped and attacking (issue 19, Kharasha group)
    "attack_copies": {"attack_copies": VALUE},
    "sacrifice_any": {"sacrifice_any": EFFECTS},
    "remove_time_counters": {"remove_time_counters": AMOUNT},
}
"""The keys each effect takes, and what each holds (the first is the effect word itself)."""

STATIC_WORDS: dict[str, str] = {
    "double_damage": "replaces damage to what it names with twice that damage (616.1)",
    "extra_draw": "more cards in the draw step (504.1)",
    "skip_untap": "no untap step (502.3)",
    "creatures_cant_block": "no creature can block (509.1a)",
    "no_max_hand": "no maximum hand size (402.2)",
    "extra_mana_on_tap": "one more mana for a permanent tapped for mana (605)",
    "creatures_have": "keywords for every creature (613.1f)",
    "creatures_get": "power and toughness for every creature (layer 7c: 613.3c to 2017-09, "
                     "613.4c today)",
    "reveal_draws": "each card a player draws is revealed (701.13 to 2013-07)",
    "untap_all_permanents": "every permanent untaps in each untap step (502)",
    "combat_damage_by_toughness": "combat damage is the toughness, not the power (510.1a)",
    "spells_cost_less": "spells of `types`/`colors` cost `generic` less (117.7)",
    "any_number_of_lands": "its planar controller plays any number of lands (305.2)",
    "counters_grant": "creatures with counters of a kind have those keywords (Bant)",
    "cant_cast_sharing_top_type": "no spell sharing a card type with a top card (Skybreen)",
    "play_library_tops": "top cards of libraries revealed; its planar controller may play "
                         "them (Windriddle Palaces)",
    "only_flyers_attack": "only creatures with flying (or islandwalk) attack (508.1)",
    "creatures_by_keyword": "power and toughness `with` a keyword and `without` it (layer 7c)",
    "prevent_combat_damage_unless": "combat damage creatures without that subtype would deal "
                                    "is prevented (615)",
    "max_one_attacker": "no more than one creature can attack each combat (508.1c)",
    "max_one_blocker": "no more than one creature can block each combat (509.1b)",
    "cast_or_attack": "its planar controller can't attack in a turn they cast a spell, nor "
                      "cast one in a turn they attacked (101.2, 508.1c)",
    "untap_to_counters": "a creature the planar controller controls that would untap in "
                         "their untap step gets two +1/+1 counters instead (614.1)",
    "creatures_are_color": "every creature is of those colours and no other (layer 5: "
                           "613.1e)",
    "power_cant_attack_or_block": "creatures with at least that power can't attack or block "
                                  "(508.1c, 509.1b)",
    # casting from the graveyard and exile (issue 19, graveyard group)
    "flashback_in_graveyards": "cards of those card types in graveyards have flashback, its "
                               "cost their mana cost (702.33a)",
    "spells_have_rebound": "spells of those card types have rebound (702.87a)",
    "double_tokens": "an effect that would create tokens creates twice that many instead "
                     "(614.1a)",
    "double_counters": "an effect that would put counters on a permanent puts twice that many "
                       "instead (614.1a; not a cost's counters)",
    "creatures_sharing_types_get": "each creature gets +N/+N for each other creature sharing "
                                   "a creature type with it (layer 7c)",
    # activated abilities (magictutor.rules.activated)
    "creatures_have_ability": "every creature has this activated ability (613.1f; 602)",
    "lands_have_ability": "every land has this activated ability (613.1f; 602)",
    "unearth_in_graveyard": "cards of `types` with one of `colors` in their owner's graveyard "
                            "have unearth, its cost their mana cost (702.83a)",
    # Auras and flash for enchantments (issue 19, Akoum: magictutor.rules.auras)
    "enchant": "the enchant keyword of an Aura: what its spell targets and it may enchant "
               "(702.5a, 303.4a)",
    "enchanted_gets": "the permanent this Aura enchants gets +P/+T (layer 7c)",
    "enchanted_has": "the permanent this Aura enchants has those keywords (613.1f)",
    "enchanted_cant_attack_or_block": "the creature this Aura enchants can't attack or block "
                                      "(508.1c, 509.1b)",
    "cast_as_though_flash": "every player may cast spells of those card types any time they "
                            "could cast an instant (702.8a)",
    # suspend (issue 19, Talon Gates)
    "exile_to_suspend": "its planar controller may, any time they could cast a sorcery, exile "
                        "a nonland card from their hand with time counters equal to its mana "
                        "value; it gains suspend (a special action: 115.2, 702.61a)",
}
"""Every static ability a card may have, with what it changes. Each is read where its rule
is (a static ability is never remembered apart from the permanents and planes it comes
from: a state's static abilities are worked out again when one of those comes or goes)."""

KEYWORDS: dict[str, str] = {
    "defender": "rules/combat.py (may it attack)",
    "flying": "rules/combat.py (may it be blocked)",
    "haste": "rules/combat.py (summoning sickness)",
    "indestructible": "effects.py and rules/sba.py (destroy, lethal damage)",
    "reach": "rules/combat.py (may it block a flyer)",
    "trample": "rules/combat.py (combat damage assignment)",
    "vigilance": "rules/combat.py (tapping to attack)",
    "wither": "rules/damage.py (damage as -1/-1 counters)",
    "exalted": "rules/keywords.py (a creature attacking alone)",
    "first strike": "rules/strikes.py (the first-strike combat damage step)",
    "double strike": "rules/strikes.py (both combat damage steps)",
    "deathtouch": "rules/strikes.py, damage.py and sba.py (lethal damage, 704.5h)",
    "annihilator 1": "rules/keywords.py (a creature attacking: the defender sacrifices)",
    "lifelink": "rules/keywords.py (the damage it deals gains its controller that much life)",
    "trample over planeswalkers": "rules/trample_walkers.py (combat damage past a planeswalker)",
}
"""Every keyword a card may have, gain or grant, with where the engine reads it: a keyword it
doesn't read is refused at load rather than silently doing nothing."""

CONDITION_WORDS: dict[str, str] = {
    "yours": "a trigger of one player's event only when it is the controller's own",
    "dying": "a dies trigger only for a creature of `color` or not of `not_color`",
    "targets share a card type": "the two targets must share a card type",
    "random target": "the target is chosen at random among the legal ones",
    "any number of targets": "the one target word takes any number of different targets",
    "that player chooses": "the player the event was about chooses the targets",
    "distribute": "the amount named is divided among the targets (601.2d)",
    "up to one target for each opponent": "the one target word takes up to one target of "
                                          "each opponent",
    "if": "an intervening if: it triggers only if the test holds (603.4)",
    "drawn": "a draws trigger only for a land card (land) or a nonland card (nonland)",
    "card": "a card trigger only for a card of `color` or not of `not_color`",
    "spell": "a cast trigger only for a spell of `types`, or (`single_target`) with exactly "
             "one target",
    "creature spell": "a cast trigger only for a creature spell of one of the colors listed",
    "attacks": "an attacks trigger only for a creature attacking a player (`player`), not a "
               "planeswalker (508.2a; 508.3a today)",
    "up to": "each target word is optional: 0 up to as many targets as words (601.2c)",
}
"""Every condition an ability may carry (read by :mod:`magictutor.rules.triggers`)."""

AMOUNT_WORDS: dict[str, str] = {
    "X": "the X of the spell or the -X ability (107.3)",
    "your life": "the controller's life total",
    "lands you control": "how many lands the controller controls",
    "creatures you control": "how many creatures the controller controls",
    "greatest power you control": "the greatest power among the creatures the controller "
                                  "controls (0 with none)",
    "cards in target's hand": "how many cards the targeted player has in hand",
    "target's mana value": "the mana value of the first target (0 for a token of its own)",
    "cards in your hand": "how many cards the controller has in hand",
}
"""The words an amount may be besides a number and ``counters:KIND`` (read by
:func:`magictutor.rules.effects.amount` as the effect happens)."""

DESTROY_WORDS = ("all lands target controls", "all nonland permanents",
                 "all nonland permanents without fate counters",
                 "all other nonland nontoken permanents",
                 "target and each other creature with its name")
"""What ``destroy`` may name besides the words for who and what (:data:`REF_WORDS`);
:data:`magictutor.rules.permanents.DESTROY_WORDS` implements each (tests/test_vocabulary.py)."""

SACRIFICE_WORDS = ("permanent", "creature", "nonblack creature", "nonland permanent")
"""What ``sacrifice`` may name (its ``what`` key, and ``if``'s ``you_control``), implemented
by :data:`magictutor.rules.permanents.SACRIFICE_WHAT`."""

IF_TESTS = ("hand_empty", "target_power_at_most", "you_control")
"""What an ``if`` may test, implemented by :data:`magictutor.rules.conditions.IF_WORDS`."""

CARD_TYPES = ("Artifact", "Creature", "Enchantment", "Instant", "Land", "Planeswalker",
              "Sorcery")
"""The card types an effect may name (``reveal_until``, ``put_card_from_hand``)."""

REF_WORDS: tuple[str, ...] = tuple(w for w in card_words.REF_WORDS
                                   if w not in ("target1", "caster"))
"""The words for who and what an effect names (``target1``..``target3`` are
:func:`numbered_target`; ``caster`` is for the players of planar abilities only):
implemented by :data:`magictutor.rules.effects.REF_WORDS`."""

GRAVEYARD_TARGETS: tuple[str, ...] = ("card in your graveyard",
                                      "permanent card in your graveyard",
                                      "creature card in an opponent's graveyard",
                                      "creature card in a graveyard")
"""The target words that meet cards in a graveyard, not permanents (115.1, 608.2b). Only a
triggered or chaos ability may use one: the memos of legal actions follow the battlefield,
not the graveyards, so a spell or a loyalty ability naming one is refused at load."""

COMBAT_RECORD_TARGETS: tuple[str, ...] = (
    "creature you control that dealt combat damage to a player this combat",
    "creature that player controls")
"""The target words that read the record of combat damage dealt to players this combat
(Glen Elendra; :mod:`magictutor.rules.combat_record`). Like the graveyard words, only a
triggered or chaos ability may use one: no memo follows that record, so a spell or a
loyalty ability naming one is refused at load. The second must directly follow the first
in an ability's targets: "that player" is a player the first target damaged."""

DEPENDENT_TARGETS: dict[str, str] = {
    "creature that player controls":
        "creature you control that dealt combat damage to a player this combat"}
"""The target words that depend on the target just before them, with the word that one
must be."""

TARGET_WORDS: tuple[str, ...] = tuple(card_words.TARGETS)
"""The target words a card may use: implemented (with what each reads) by
:data:`magictutor.rules.targets.TARGET_WORDS`."""


def numbered_target(word: str) -> int | None:
    """1, 2 or 3 for ``target1``, ``target2``, ``target3`` (None for any other word)."""
    return int(word[6]) if len(word) == 7 and word[:6] == "target" and word[6] in "123" \
        else None
