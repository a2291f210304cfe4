"""What each word of a card file means, with a one-line example: the source of ``docs/cards.md``
(``tools/card_docs.py`` writes it).

The words themselves are the engine's own tables: the card and ability keys
(:mod:`magictutor.cards`), the ability kinds and triggers (:mod:`magictutor.cards.model`), the
effect words and their keys (:data:`magictutor.effects.EFFECTS`,
:data:`magictutor.card_check.EFFECT_KEYS`), the words for who and what
(:data:`magictutor.effects.REF_WORDS`), the target words with what they read
(:data:`magictutor.rules.targets.TARGET_WORDS`), the static abilities
(:data:`magictutor.card_check.STATIC_WORDS`) and the keywords
(:data:`magictutor.card_check.KEYWORDS`). This module only says, for each, what it means and
how it is written; ``tests/test_card_docs.py`` refuses a word of those tables that has no entry
here, an entry for a word they don't have, and an example the card loader would refuse.
"""

from __future__ import annotations

CARD_KEYS: dict[str, tuple[str, str]] = {
    "name": ("the card's English name; unique in the card set and the scenario",
             "name: Tamsin the Kindler"),
    "cost": ("its mana cost in symbols (107.4)", 'cost: "{2}{R}"'),
    "types": ("its card types (205.2)", "types: [Planeswalker]"),
    "subtypes": ("its subtypes (205.3)", "subtypes: [Tamsin]"),
    "supertypes": ("its supertypes; planeswalkers are made legendary from 2017-09 on by the "
                   "engine (205.4)", "supertypes: [Legendary]"),
    "colors": ("its colours as letters W U B R G (105.2)", "colors: [R]"),
    "power": ("a creature's power, a number or `your life` (208.1)", "power: 2"),
    "toughness": ("a creature's toughness, a number or `your life` (208.1)", "toughness: 2"),
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
    "activated": ("an activated ability other than a loyalty ability (602)",
                  "kind: activated"),
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
}

EFFECTS: dict[str, tuple[str, str]] = {
    "damage": ("the source deals that much damage to each one named", "{damage: 3, to: target}"),
    "gain_life": ("the players named gain that much life", "{gain_life: 2, who: you}"),
    "lose_life": ("the players named lose that much life (not damage: nothing to redirect)",
                  "{lose_life: 2, who: each opponent}"),
    "set_life": ("the players' life totals become that number (118.5)",
                 "{set_life: 10, who: target}"),
    "draw": ("the players named draw that many cards", "{draw: 1, who: each player}"),
    "mill": ("the players put that many cards from the top of their library into their "
             "graveyard", "{mill: 2, who: target}"),
    "discard": ("the players each choose and discard that many cards (701.7)",
                "{discard: 2, who: target}"),
    "discard_hand": ("the players named discard their whole hand", "{discard_hand: each player}"),
    "destroy": ("destroy what is named: a who-or-what word, `all lands target controls`, "
                "`all nonland permanents`, `all other nonland nontoken permanents` (all but "
                "the source) or `target and each other creature with its name`",
                "{destroy: target}"),
    "add_counters": ("put that many counters of `kind` on each one named",
                     '{add_counters: 1, kind: "+1/+1", to: each creature you control}'),
    "untap": ("untap what is named", "{untap: target1}"),
    "tap": ("tap what is named", "{tap: target}"),
    "create_token": ("each player named by `who` (default you) creates `count` tokens "
                     "(default 1) with that definition (see *Token keys* below)",
                     "{create_token: {name: Soldier, types: [Creature], power: 1, toughness: 1},"
                     " count: 2}"),
    "pump": ("what is named gets +P/+T (two amounts, counted as it resolves) and `keywords` "
             "until end of turn",
             "{pump: [3, 3], keywords: [trample], to: each creature you control}"),
    "prevent_next": ("prevent the next that much damage to what is named this turn (615)",
                     "{prevent_next: 1, to: target}"),
    "prevent_all_to_self": ("prevent all damage to the source this turn (615)",
                            "{prevent_all_to_self: true}"),
    "become_creature": ("what is named (`to`, default the source) becomes a P/T creature with "
                        "`subtypes`, still what it was, `until` end of turn (or `game`)",
                        "{become_creature: [6, 6], subtypes: [Soldier]}"),
    "discard_then": ("you discard a card; if it has the colour `if_color`, `then` happens",
                     "{discard_then: 1, if_color: R, then: [{damage: 4, to: target}]}"),
    "cast_from_graveyard": ("you may cast cards of those colours and `types` from your "
                            "graveyard without paying their mana costs",
                            "{cast_from_graveyard: [R], types: [Instant, Sorcery]}"),
    "search_to_top": ("the player searches their library for a card, shuffles and puts it "
                      "on top (701.15)", "{search_to_top: you}"),
    "reanimate_all": ("every card of that type in every graveyard enters the battlefield "
                      "under your control", "{reanimate_all: Creature}"),
    "control_player": ("you control the player named during their next turn (712)",
                       "{control_player: target}"),
    "must_attack_self": ("the player's creatures attack the source during their next turn if "
                         "able", "{must_attack_self: target}"),
    "no_untap": ("what is named doesn't untap during its controller's next untap step",
                 "{no_untap: target}"),
    "grant": ("what is named gains those keywords until end of turn (611.2c)",
              "{grant: [vigilance], to: each creature you control}"),
    "emblem": ("you get an emblem with that text, an object in the command zone that you "
               "own and control (113.2, 408.2): permanents of `types` you control have "
               "`keywords` and get `pump` (+P/+T) for the rest of the game",
               "{emblem: Creatures you control have haste., keywords: [haste], "
               "types: [Creature]}"),
    "may": ("the player named (`who`, default you) chooses whether `may`'s effects happen, "
            "asked with `ask`", "{may: [{draw: 1}], ask: draw a card}"),
    "exchange_life": ("you and the player named exchange life totals (701.8)",
                      "{exchange_life: target}"),
    "exchange_control": ("exchange control of the two targets, which share a card type "
                         "(701.8)", "{exchange_control: true}"),
    "cant_cast": ("the players named can't cast spells `until` a player planeswalks",
                  "{cant_cast: target, until: planeswalk}"),
    "cant_attack_you": ("creatures can't attack you until a player planeswalks",
                        "{cant_attack_you: true}"),
    "untap_all": ("untap every permanent the players named control", "{untap_all: you}"),
    "draw_per_land": ("the players named draw a card for each land they control",
                      "{draw_per_land: you}"),
    "hand_to_bottom_redraw": ("the players put their hand on the bottom of their library, "
                              "then draw that many cards", "{hand_to_bottom_redraw: you}"),
    "discard_at_random": ("the players discard that many cards at random, losing "
                          "`lose_if_land` life for each land card", "{discard_at_random: 1, "
                          "who: target, lose_if_land: 3}"),
    "blank_is_chaos": ("blank rolls of the planar die count as chaos until a player "
                       "planeswalks away", "{blank_is_chaos: true}"),
    "prevent_planes_named": ("for the rest of the game, prevent the damage planes with that "
                             "name would deal", "{prevent_planes_named: Mount Keralia}"),
    "return_at_end": ("the creature card that died returns to that zone at the beginning of "
                      "the next end step (603.7)", "{return_at_end: battlefield}"),
    "return_card": ("a delayed ability returns the card it remembers, if it is still the same "
                    "object (603.7c)", "{return_card: battlefield}"),
    "roll_planar_die": ("the players roll the planar die, free and not the special action "
                        "(901.9); `force` fixes the face", "{roll_planar_die: you, force: chaos}"),
    "planeswalk": ("the planar controller planeswalks (701.21)", "{planeswalk: true}"),
    "interplanar_tunnel": ("reveal planes until that many are revealed, planeswalk to one, the "
                           "rest on the bottom", "{interplanar_tunnel: 5}"),
    "planar_scry": ("look at the top card of your planar deck, and you may put it on the "
                    "bottom", "{planar_scry: 1}"),
    "spatial_merging": ("reveal until that many planes; planeswalk to all of them at once",
                        "{spatial_merging: 2}"),
    "reveal_chaos": ("reveal that many planes; the chaos abilities of them happen in an order "
                     "you choose", "{reveal_chaos: 3}"),
    "add_plane_counters": ("put that many `kind` counters on the plane itself",
                           "{add_plane_counters: 1, kind: pressure}"),
    "reveal_top": ("reveal the top N cards: those of the `battlefield` kinds enter the "
                   "battlefield, those of the `hand` kinds go to your hand, the rest to `rest` "
                   "(hand, or the bottom in an order you choose)",
                   "{reveal_top: 2, battlefield: [Land], rest: hand}"),
    "scry": ("scry N: any of the top N cards to the bottom, the rest on top, in orders you "
             "choose (701.18)", "{scry: 2}"),
    "look_top_put": ("look at your top card: a land card, or a creature card of mana value at "
                     "most the source's loyalty, may enter the battlefield",
                     "{look_top_put: loyalty}"),
    "put_from_hand": ("put up to N cards of `types` (card types, `permanent` or `nonland "
                      "permanent`) from your hand onto the battlefield",
                      "{put_from_hand: 7, types: [permanent]}"),
    "exile_colored": ("exile each permanent of mana value N or more that has a colour (406.2)",
                      "{exile_colored: X}"),
    "exile_top": ("exile the top N cards of the players' libraries, remembered as exiled with "
                  "the source (607.2a)", "{exile_top: 3, who: target}"),
    "put_exiled_creature": ("a creature card of mana value N exiled with the source enters the "
                            "battlefield under your control (607.2a)",
                            "{put_exiled_creature: X}"),
    "exile_hands_graveyards": ("exile every card in the hands and graveyards of the players",
                               "{exile_hands_graveyards: each opponent}"),
    "rummage_hand": ("discard your hand, then draw that many cards plus N",
                     "{rummage_hand: 1}"),
    "reveal_hurt_self": ("reveal your top card and put it into your hand; the source deals "
                         "itself damage equal to its mana value", "{reveal_hurt_self: true}"),
    "exile_for_life": ("exile the creature; its controller gains life equal to its toughness",
                       "{exile_for_life: target}"),
    "loyalty_to_others": ("N loyalty counters on each other planeswalker you control",
                          "{loyalty_to_others: 5}"),
    "animate_lands": ("untap the lands; they become P/T creatures with `subtypes` and "
                      "`keywords` for the rest of the game, still lands",
                      "{animate_lands: [5, 5], subtypes: [Elemental], keywords: [flying], "
                      "to: target1}"),
    "fleeting_tokens": ("create `count` tokens, exiled at the beginning of the next end step "
                        "(603.7)", "{fleeting_tokens: {name: Elemental, types: [Creature], "
                        "power: 3, toughness: 1}, count: 2}"),
    "exile_remembered": ("a delayed ability exiles the objects it remembers, if they are "
                         "still the same objects (603.7c)", "{exile_remembered: true}"),
    "sacrifice_for_token": ("the target creature's controller sacrifices it, then creates "
                            "that token (701.14)", "{sacrifice_for_token: {name: Dragon, "
                            "types: [Creature], power: 5, toughness: 5}}"),
    "subtype_strike": ("each creature of yours of that subtype deals damage equal to its power "
                       "to what is named", "{subtype_strike: Dragon, to: target}"),
    "loyalty_per_creature": ("a loyalty counter on the source for each creature the player "
                             "named controls", "{loyalty_per_creature: target}"),
    "become_loyalty_creature": ("the source becomes a creature with these subtypes until end "
                                "of turn, its power and toughness each its loyalty, still a "
                                "planeswalker", "{become_loyalty_creature: [Soldier]}"),
    "exile_all_other": ("exile every other permanent", "{exile_all_other: true}"),
    "lose_unless": ("each player named loses N life unless they sacrifice a nonland permanent "
                    "or discard a card", "{lose_unless: 3, who: each opponent}"),
    "sacrifice": ("each player named chooses and sacrifices that many of their permanents "
                  "of kind `what`: permanent, creature, nonblack creature, nonland permanent "
                  "(701.14)", "{sacrifice: 1, what: nonblack creature, who: you}"),
    "bounce": ("each permanent named returns to its owner's hand", "{bounce: target}"),
    "to_library_top": ("each permanent named goes on top of its owner's library",
                       "{to_library_top: target}"),
    "add_mana": ("the players named add that mana to their mana pool (106.4)",
                 "{add_mana: WUBRG, who: you}"),
    "if": ("`then`'s effects happen only if every test holds as it resolves: `hand_empty: "
           "PLAYERS`, `target_power_at_most: N`, `you_control: KIND` (a `sacrifice` kind)",
           "{if: {hand_empty: you}, then: [{draw: 7}]}"),
    "search_lands": ("you search your library for up to that many basic land cards, put them "
                     "onto the battlefield tapped, then shuffle (701.15)", "{search_lands: 3}"),
    "no_max_hand_for_game": ("the players named have no maximum hand size for the rest of the "
                             "game (402.2)", "{no_max_hand_for_game: you}"),
    "reveal_sort": ("you reveal that many cards from the top of your library; those of the "
                    "`to_hand` types go to your hand, the rest to your graveyard",
                    "{reveal_sort: 3, to_hand: [Creature]}"),
    "reveal_until": ("you reveal cards from the top of your library until one of that card "
                     "type, put it onto the battlefield and shuffle the rest back",
                     "{reveal_until: Creature}"),
    "put_card_from_hand": ("you put a card of that type from your hand onto the battlefield",
                           "{put_card_from_hand: Creature}"),
    "copy_token": ("in a `a nontoken creature enters` trigger: each player named creates a "
                   "token copy of the creature that `entered` (706.2)",
                   "{copy_token: entered, who: that player}"),
    "cant_lose": ("until a player planeswalks, the players named can't lose the game and "
                  "their opponents can't win it", "{cant_lose: you, until: planeswalk}"),
    "reverse_turn_order": ("turns, priority and APNAP order run the other way round the "
                           "table from now on (101.4)", "{reverse_turn_order: true}"),
    "reveal_until_creature": ("the players reveal cards from the top of their library until a "
                              "creature card, which enters the battlefield; the rest go to the "
                              "bottom in a random order", "{reveal_until_creature: you}"),
    "planeswalk_at_counters": ("the plane's state trigger (603.8): with that many `kind` "
                               "counters on it, the planar controller planeswalks",
                               "{planeswalk_at_counters: 10, kind: scroll}"),
    "each_may_put_permanent": ("starting with you, each player may choose a permanent card "
                               "in their hand; the chosen cards then enter the battlefield "
                               "together", "{each_may_put_permanent: true}"),
    "morphic_tide": ("each player shuffles their permanents into their library, reveals that "
                     "many cards, and the permanent cards among them enter (enchantments last); "
                     "the rest go to the bottom", "{morphic_tide: true}"),
    "add_subtypes": ("what is named gets those subtypes besides its others until end of turn",
                     "{add_subtypes: [Werewolf], to: each creature you control}"),
    "cant_be_blocked": ("what is named can't be blocked this turn (509.1b)",
                        "{cant_be_blocked: target}"),
}

REF_WORDS: dict[str, tuple[str, str]] = {
    "you": ("the ability's controller (or the spell's)", "{gain_life: 2, who: you}"),
    "target": ("the first target", "{damage: 3, to: target}"),
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
    "creatures_by_keyword": "{creatures_by_keyword: {keyword: flying, with: [2, 0], "
                            "without: [-2, 0]}}",
    "prevent_combat_damage_unless": "{prevent_combat_damage_unless: Werewolf}",
    "max_one_attacker": "{max_one_attacker: true}",
    "max_one_blocker": "{max_one_blocker: true}",
    "untap_to_counters": "{untap_to_counters: true}",
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
    "if": ("an intervening if (603.4): it triggers only if the test holds (the same tests as "
           "the `if` effect, which checks it again as it resolves)",
           "condition: {if: {hand_empty: you}}"),
    "drawn": ("a `draws` trigger only for a `land` card drawn (or a `nonland` one)",
              "condition: {drawn: land}"),
    "card": ("a `a card goes to a graveyard` trigger only for a card of `color` (or not of "
             "`not_color`)", "condition: {card: {not_color: B}}"),
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
}
