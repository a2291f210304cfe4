"""What each word of a card file means, with a one-line example: the source of ``docs/cards.md``
(``tools/card_docs.py`` writes it).

The words themselves are the engine's own tables: the card and ability keys
(:mod:`magictutor.cards`), the ability kinds and triggers (:mod:`magictutor.cards.model`), the
effect words and their keys (:data:`magictutor.rules.effects.EFFECTS`,
:data:`magictutor.cards.check.EFFECT_KEYS`), the words for who and what
(:data:`magictutor.rules.effects.REF_WORDS`), the target words with what they read
(:data:`magictutor.rules.targets.TARGET_WORDS`), the static abilities
(:data:`magictutor.cards.check.STATIC_WORDS`) and the keywords
(:data:`magictutor.cards.check.KEYWORDS`). This module only says, for each, what it means and
how it is written; ``tests/test_card_docs.py`` refuses a word of those tables that has no entry
here, an entry for a word they don't have, and an example the card loader would refuse.
"""

from __future__ import annotations

import re

from magictutor.cards.effect_words import EFFECTS  # noqa: F401 - part of the vocabulary
from magictutor.editions import rule_by_edition

CARD_KEYS: dict[str, tuple[str, str]] = {
    "name": ("the card's English name; unique in the card set and the scenario",
             "name: Tamsin the Kindler"),
    "cost": ("its mana cost in symbols (107.4)", 'cost: "{2}{R}"'),
    "types": ("its card types (205.2)", "types: [Planeswalker]"),
    "subtypes": ("its subtypes (205.3)", "subtypes: [Tamsin]"),
    "supertypes": ("its supertypes; planeswalkers are made legendary from 2017-09 on by the "
                   "engine (205.4)", "supertypes: [Legendary]"),
    "colors": ("its colours as letters W U B R G (105.2)", "colors: [R]"),
    "power": ("a creature's power, a whole number from 0 to 1,000 or `your life` (208.1)",
              "power: 2"),
    "toughness": ("a creature's toughness, a whole number from 0 to 1,000 or `your life` "
                  "(208.1)", "toughness: 2"),
    "loyalty": ("a planeswalker's printed loyalty (209.1)", "loyalty: 3"),
    "keywords": ("its keyword abilities (see *Keywords* below)", "keywords: [trample]"),
    "abilities": ("its abilities, each a mapping of the ability keys below",
                  "abilities: [{kind: loyalty, cost: \"+1\", effects: [{draw: 1}]}]"),
    "text": ("its rules text as the kit words it (never the printed text)",
             "text: \"+1: Draw a card.\""),
    "editions": ("another edition's wording: `text` and ability changes by index",
                 "editions: {current: {abilities: {0: {targets: [any target]}}}}"),
    "produces": ("for a basic land, the mana letter it taps for (305.6)", "produces: R"),
}

ABILITY_KEYS: dict[str, tuple[str, str]] = {
    "kind": ("what kind of ability it is (see *Ability kinds*); default `spell`",
             "kind: loyalty"),
    "text": ("the ability's own text, as the kit words it", "text: Draw a card."),
    "cost": ("a loyalty ability's cost: `+N`, `-N`, `0` or `-X` (606.4)", 'cost: "-2"'),
    "trigger": ("a triggered ability's event (see *Triggers*)", "trigger: upkeep"),
    "targets": ("one target word per target, in order (see *Target words*; 114.1)",
                "targets: [creature, player]"),
    "effects": ("what it does, in order (see *Effect words*)",
                "effects: [{damage: 2, to: target}]"),
    "static": ("a static ability's words (see *Static abilities*)",
               "static: [{no_max_hand: true}]"),
    "optional": ("a triggered ability whose controller may decline it (\"you may\", 603.5)",
                 "optional: true"),
    "condition": ("an extra condition of the ability (see *Conditions*)",
                  "condition: {dying: {color: W}}"),
}

ABILITY_KINDS: dict[str, tuple[str, str]] = {
    "spell": ("what an instant or sorcery does as it resolves (608.2)", "kind: spell"),
    "loyalty": ("a planeswalker's loyalty ability, with a `cost` (606)",
                'kind: loyalty, cost: "+1"'),
    "triggered": ("a triggered ability, with a `trigger` (603)",
                  "kind: triggered, trigger: upkeep"),
    "static": ("a static ability, with `static` words (604)",
               "kind: static, static: [{skip_untap: true}]"),
    "activated": ("an activated ability other than a loyalty ability, with a `cost` of mana "
                  "symbols and at most one {T} (602); with no target and only `add_mana`, a "
                  "mana ability (605)", 'kind: activated, cost: "{T}"'),
    "chaos": ("a plane's chaos ability, triggered by rolling chaos (309.7)", "kind: chaos"),
    "encounter": ("a phenomenon's ability when it is encountered (310.5)", "kind: encounter"),
}

TRIGGERS: dict[str, str] = {
    "upkeep": "at the beginning of your upkeep (503.1)",
    "precombat main": "at the beginning of your precombat main phase (505.1)",
    "end step": "at the beginning of your end step (513.1)",
    "attacks": "whenever a creature you control attacks (508.1)",
    "cast": "whenever a player casts a spell (601.2)",
    "roll": "whenever you roll the planar die (901.9)",
    "planeswalk to": "when you planeswalk to this plane",
    "planeswalk away": "when you planeswalk away from this plane",
    "dies": "whenever a creature dies (700.4)",
    "draw step": "at the beginning of your draw step (504.1)",
    "draws": "whenever a player draws a card (`that player`: who drew it)",
    "a land enters": "whenever a land enters the battlefield (`that player`: its controller)",
    "taps a land for mana": "whenever a player taps a land for mana (`that player`: who "
                            "tapped it; 605)",
    "a creature deals combat damage to a player": "whenever one does (`that player`: the "
                                                  "creature's controller; 510.2)",
    "a nontoken creature enters": "whenever a creature card enters the battlefield (`that "
                                  "player`: its controller)",
    "a card goes to a graveyard": "whenever a card is put into a graveyard from anywhere "
                                  "(`that player`: its owner)",
    "a creature leaves the battlefield": "whenever a creature leaves the battlefield for any "
                                         "zone (`that player`: its last controller; 603.6c)",
    "a creature enters": "whenever a creature, a card or a token, enters the battlefield "
                         "(`that player`: its controller; 603.6a)",
    "a creature first deals damage to a player this turn": "whenever a creature deals damage "
                                                           "to one or more players for the "
                                                           "first time in a turn (`that "
                                                           "creature`: it; 120.3)",
    "end of combat": "at end of combat: as your end of combat step begins (511.1; 511.2 from "
                     "2017-09)",
}

REF_WORDS: dict[str, tuple[str, str]] = {
    "you": ("the ability's controller (or the spell's)", "{gain_life: 2, who: you}"),
    "target": ("the first target", "{damage: 3, to: target}"),
    "each target": ("every target still legal, however many were chosen",
                    "{create_token: {name: Zombie, types: [Creature], power: 2, toughness: 2}, "
                    "who: each target}"),
    "target1": ("the first target (`target2`, `target3`: the second, the third)",
                "{untap: target1}"),
    "target controller": ("the controller of the targeted permanent",
                          "{draw: 1, who: target controller}"),
    "target or its controller": ("a targeted player, or the controller of a targeted permanent",
                                 "{discard: 1, who: target or its controller}"),
    "self": ("the source, if it is still the same object on the battlefield",
             "{add_counters: 1, kind: \"+1/+1\", to: self}"),
    "defending player": ("in an attack trigger, the player attacked (or the planeswalker's "
                         "controller)", "{damage: 1, to: defending player}"),
    "attacked": ("in an attack trigger, the player or planeswalker attacked",
                 "{damage: 1, to: attacked}"),
    "attacker": ("in an attack trigger (exalted), the attacking creature",
                 "{pump: [1, 1], to: attacker}"),
    "each player": ("every player, in turn order from the active player (101.4)",
                    "{draw: 1, who: each player}"),
    "each opponent": ("every opponent of the controller", "{lose_life: 1, who: each opponent}"),
    "each other player": ("every player but the controller (teammates too)",
                          "{sacrifice: 1, what: nonland permanent, who: each other player}"),
    "that player": ("in a trigger of `draws`, `a land enters` or `taps a land for mana`: the "
                    "player the event was about", "{gain_life: 3, who: that player}"),
    "active player": ("the player whose turn it is", "{draw: 1, who: active player}"),
    "that creature": ("in a trigger about one creature (`a creature enters`, `a creature first "
                      "deals damage to a player this turn`): that creature, if it is still "
                      "the same object on the battlefield (400.7)",
                      "{grant: [haste], to: that creature}"),
    "each creature": ("every creature on the battlefield", "{damage: 1, to: each creature}"),
    "each creature you control": ("every creature the controller controls",
                                  "{pump: [1, 1], to: each creature you control}"),
    "each creature target controls": ("every creature the targeted player controls",
                                      "{damage: 10, to: each creature target controls}"),
    "each creature with power 4 or greater": ("every creature whose power is 4 or more",
                                              "{destroy: each creature with power 4 or "
                                              "greater}"),
    "each planeswalker": ("every planeswalker on the battlefield",
                          "{damage: 2, to: each planeswalker}"),
    "each creature and each planeswalker": ("every creature and every planeswalker",
                                            "{damage: 1, to: each creature and each "
                                            "planeswalker}"),
    "each player but target controller": ("every player except the controller of the "
                                          "targeted permanent",
                                          "{copy_token: target, who: each player but target "
                                          "controller}"),
    "caster": ("(planar abilities) the player who rolled or planeswalked, for `who` words",
               "{may: [{draw: 1}], who: caster}"),
}

TARGETS: dict[str, str] = {
    "player": "any player",
    "opponent": "an opponent of the controller",
    "creature": "a creature",
    "planeswalker": "a planeswalker",
    "creature or player": "a creature or a player (the wording before 2018)",
    "any target": "a creature, a player or a planeswalker (today's wording, current 115.4)",
    "creature or planeswalker": "a creature or a planeswalker",
    "player or planeswalker": "a player or a planeswalker",
    "opponent or planeswalker": "an opponent or a planeswalker",
    "permanent": "any permanent",
    "land": "a land",
    "land you control": "a land the controller controls",
    "nonland permanent": "a permanent that isn't a land",
    "tapped creature": "a tapped creature",
    "creature you control": "a creature the controller controls",
    "creature an opponent controls": "a creature an opponent of the controller controls",
    "creature with power 4 or greater": "a creature whose power is 4 or more",
    "blue permanent": "a permanent that is blue",
    "green, white or blue creature": "a creature that is green, white or blue",
    "red, green or white creature you control": "a creature of the controller's that is red, "
                                                "green or white",
    "activated or triggered ability": "an activated or triggered ability on the stack (not a "
                                      "spell, not a mana ability)",
    "card in your graveyard": "a card in the controller's graveyard (triggered and chaos "
                              "abilities only)",
    "permanent card in your graveyard": "an artifact, creature, enchantment, land or "
                                        "planeswalker card in the controller's graveyard "
                                        "(triggered and chaos abilities only)",
    "creature card in an opponent's graveyard": "a creature card in the graveyard of one of "
                                                "the controller's opponents (triggered and "
                                                "chaos abilities only)",
    "nontoken creature you control": "a creature card (not a token) the controller controls",
    "creature card in a graveyard": "a creature card in any player's graveyard (triggered and "
                                    "chaos abilities only)",
    "creature that isn't enchanted": "a creature no Aura is attached to (303.4b)",
    "creature you own": "a creature the controller owns, whoever controls it now",
    "creature you control that dealt combat damage to a player this combat": (
        "a creature of the controller's that dealt combat damage to a player during this "
        "combat (510.2; triggered and chaos abilities only)"),
    "creature that player controls": ("a creature controlled by a player the target before it "
                                      "(a creature that dealt combat damage to a player) dealt "
                                      "combat damage to this combat; it must follow that target "
                                      "(triggered and chaos abilities only)"),
}

AMOUNTS: dict[str, tuple[str, str]] = {
    "N": ("a whole number", "{draw: 2}"),
    "X": ("the X chosen as the spell was cast or the -X ability activated (107.3)",
          "{damage: X, to: target}"),
    "counters:KIND": ("how many KIND counters the source has (or last had)",
                      "{damage: \"counters:pressure\", to: you}"),
    "your life": ("the controller's life total", "{gain_life: your life, who: you}"),
    "lands you control": ("how many lands the controller controls",
                          "{draw: lands you control}"),
    "creatures you control": ("how many creatures the controller controls",
                              "{gain_life: creatures you control, who: you}"),
    "greatest power you control": ("the greatest power among the creatures the controller "
                                   "controls (0 with none)", "{draw: greatest power you control}"),
    "cards in target's hand": ("how many cards the targeted player has in hand",
                               "{lose_life: cards in target's hand, who: target}"),
    "cards in your hand": ("how many cards the controller has in hand",
                           "{gain_life: cards in your hand, who: you}"),
    "target's mana value": ("the first target's mana value (0 for a token)",
                            "{add_counters: target's mana value, to: target}"),
}

STATIC_EXAMPLES: dict[str, str] = {
    "double_damage": "{double_damage: creature or player}",
    "extra_draw": "{extra_draw: 1}",
    "skip_untap": "{skip_untap: true}",
    "creatures_cant_block": "{creatures_cant_block: true}",
    "no_max_hand": "{no_max_hand: true}",
    "extra_mana_on_tap": "{extra_mana_on_tap: true}",
    "creatures_have": "{creatures_have: [wither]}",
    "creatures_get": "{creatures_get: [1, 1]}",
    "reveal_draws": "{reveal_draws: true}",
    "untap_all_permanents": "{untap_all_permanents: true}",
    "combat_damage_by_toughness": "{combat_damage_by_toughness: true}",
    "spells_cost_less": "{spells_cost_less: {generic: 1, colors: [R]}}",
    "any_number_of_lands": "{any_number_of_lands: true}",
    "only_flyers_attack": "{only_flyers_attack: true}",
    "counters_grant": "{counters_grant: {divinity: [indestructible]}}",
    "cant_cast_sharing_top_type": "{cant_cast_sharing_top_type: true}",
    "play_library_tops": "{play_library_tops: true}",
    "creatures_by_keyword": "{creatures_by_keyword: {keyword: flying, with: [2, 0], "
                            "without: [-2, 0]}}",
    "prevent_combat_damage_unless": "{prevent_combat_damage_unless: Werewolf}",
    "max_one_attacker": "{max_one_attacker: true}",
    "max_one_blocker": "{max_one_blocker: true}",
    "untap_to_counters": "{untap_to_counters: true}",
    "cast_or_attack": "{cast_or_attack: true}",
    "creatures_are_color": "{creatures_are_color: [B]}",
    "power_cant_attack_or_block": "{power_cant_attack_or_block: 7}",
    "flashback_in_graveyards": "{flashback_in_graveyards: [Instant, Sorcery]}",
    "spells_have_rebound": "{spells_have_rebound: [Instant, Sorcery]}",
    "double_tokens": "{double_tokens: true}",
    "double_counters": "{double_counters: true}",
    "creatures_sharing_types_get": "{creatures_sharing_types_get: 1}",
    "creatures_have_ability": '{creatures_have_ability: {cost: "{R}", text: "+1/+0", '
                              'effects: [{pump: [1, 0], to: self}]}}',
    "lands_have_ability": '{lands_have_ability: {cost: "{T}", text: "add {G}", '
                          'effects: [{add_mana: G}]}}',
    "unearth_in_graveyard": "{unearth_in_graveyard: {colors: [U, B, R], types: [Creature]}}",
    "enchant": "{enchant: creature}",
    "enchanted_gets": "{enchanted_gets: [2, 2]}",
    "enchanted_has": "{enchanted_has: [flying]}",
    "enchanted_cant_attack_or_block": "{enchanted_cant_attack_or_block: true}",
    "cast_as_though_flash": "{cast_as_though_flash: [Enchantment]}",
    "exile_to_suspend": "{exile_to_suspend: true}",
}

CONDITIONS: dict[str, tuple[str, str]] = {
    "yours": ("a trigger of one player's event (a draw, a creature's combat damage) only when "
              "that player is the ability's controller", "condition: {yours: true}"),
    "dying": ("a `dies` trigger only for a creature of `color` (or not of `not_color`)",
              "condition: {dying: {not_color: W}}"),
    "targets share a card type": ("the two targets must share a card type",
                                  "condition: {targets share a card type: true}"),
    "random target": ("the target is chosen at random among the legal ones",
                      "condition: {random target: true}"),
    "any number of targets": ("the one target word takes any number of different targets: "
                              "the controller announces how many (`choose 2 targets`), then "
                              "picks each (601.2c)", "condition: {any number of targets: true}"),
    "distribute": ("the amount named (`dead power`: the power of the creature whose dying "
                   "triggered it) is divided among the targets as the ability goes on the "
                   "stack, each getting at least one (`choose 2 counters` for each target but "
                   "the last; 601.2d); only a `dies` trigger with `any number of targets` may "
                   "have it", "condition: {any number of targets: true, distribute: dead power}"),
    "that player chooses": ("the player the event was about (`that player`) chooses the "
                            "targets, not the ability's controller (Immersturm)",
                            "condition: {that player chooses: true}"),
    "up to one target for each opponent": ("the one target word takes up to one target of "
                                           "each opponent (a card they own, a permanent they "
                                           "control), announced like `any number of targets`",
                                           "condition: {up to one target for each opponent: "
                                           "true}"),
    "if": ("an intervening if (603.4): it triggers only if the test holds (the same tests as "
           "the `if` effect, which checks it again as it resolves)",
           "condition: {if: {hand_empty: you}}"),
    "drawn": ("a `draws` trigger only for a `land` card drawn (or a `nonland` one)",
              "condition: {drawn: land}"),
    "card": ("a `a card goes to a graveyard` trigger only for a card of `color` (or not of "
             "`not_color`)", "condition: {card: {not_color: B}}"),
    "spell": ("a `cast` trigger only for a spell of one of the card `types`, and (with "
              "`single_target: true`) only one with exactly one target",
              "condition: {spell: {types: [Instant, Sorcery]}}"),
    "creature spell": ("a `cast` trigger only for a creature spell of one of the colors "
                       "listed", "condition: {creature spell: [B, R, G]}"),
    "attacks": ("an `attacks` trigger only for a creature declared attacking a `player`, not "
                "a planeswalker (508.2a; 508.3a today)", "condition: {attacks: player}"),
    "up to": ("each target word is optional: the ability takes from 0 up to as many targets as "
              "it has target words (\"up to two target lands\": two words), the first ones "
              "first, never the same object twice for alike words (601.2c; for an activated "
              "ability through 602.2b). With no target chosen it resolves (115.6 today)",
              "kind: loyalty, targets: [land you control, land you control], "
              "condition: {up to: true}"),
}

KEYWORDS: dict[str, str] = {
    "defender": "can't attack",
    "flying": "can be blocked only by creatures with flying or reach",
    "haste": "can attack and tap the turn it comes under your control",
    "indestructible": "isn't destroyed, by an effect or by lethal damage (702.12b)",
    "reach": "can block creatures with flying",
    "trample": "may assign combat damage beyond lethal to the player or planeswalker it "
               "attacks",
    "vigilance": "doesn't tap to attack",
    "wither": "deals damage to creatures as -1/-1 counters",
    "exalted": "whenever a creature its controller controls attacks alone, that creature gets "
               "+1/+1 until end of turn (each instance triggers)",
    "first strike": "deals its combat damage in a combat damage step of its own, before "
                    "creatures without it (702.7)",
    "double strike": "deals combat damage in both the first-strike and the regular combat "
                     "damage step (702.4)",
    "deathtouch": "any damage it deals to a creature destroys it (702.2, 704.5h)",
    "annihilator 1": "whenever it attacks, the defending player sacrifices a permanent",
    "lifelink": "damage it deals, to a player, a creature or a planeswalker, also makes its "
                "controller gain that much life (702.15b)",
    "trample over planeswalkers": "trample that may also carry damage beyond an attacked "
                                  "planeswalker's loyalty on to its controller (current rules "
                                  "only, 702.19c; a game of an older edition refuses a card "
                                  "that has or grants it)",
}


_RULE = re.compile(r"\{rule ([a-z0-9_.]+)\}")


def spelled(text: str) -> str:
    """A word's text with each ``{rule KEY}`` written out as that rule's number in every
    edition (a rule the editions number differently, such as exchanging, 701.8 / 701.9 /
    701.12), for the page about all of them.

    >>> spelled("exchange control ({rule kw.exchange})")
    'exchange control (701.8 to 2013-07, 701.9 in 2017-09, 701.12 today)'
    """
    return _RULE.sub(lambda m: rule_by_edition(m.group(1)), text)
