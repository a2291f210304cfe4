"""The effect words a card file may use, each with what it does and a one-line example
(``docs/cards.md`` is generated from them by ``tools/card_docs.py``); part of the
vocabulary of :mod:`magictutor.cards.words`, which re-exports it."""

from __future__ import annotations

EFFECTS: dict[str, tuple[str, str]] = {
    "counter": ("counter the ability named (an activated or triggered ability on the stack): "
                "it leaves the stack and does nothing (701.5a; 701.6a today)",
                "{counter: target}"),
    "damage": ("the source deals that much damage to each one named", "{damage: 3, to: target}"),
    "gain_life": ("the players named gain that much life", "{gain_life: 2, who: you}"),
    "lose_life": ("the players named lose that much life (not damage: nothing to redirect)",
                  "{lose_life: 2, who: each opponent}"),
    "set_life": ("the players' life totals become that number (118.5)",
                 "{set_life: 10, who: target}"),
    "draw": ("the players named draw that many cards", "{draw: 1, who: each player}"),
    "mill": ("the players put that many cards from the top of their library into their "
             "graveyard", "{mill: 2, who: target}"),
    "discard": ("the players each choose and discard that many cards ({rule kw.discard})",
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
                      "under your control, all at once (603.6a)", "{reanimate_all: Creature}"),
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
    "exchange_life": ("you and the player named exchange life totals ({rule kw.exchange})",
                      "{exchange_life: target}"),
    "exchange_control": ("exchange control of the two targets, which share a card type "
                         "({rule kw.exchange})", "{exchange_control: true}"),
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
                   "battlefield all at once (603.6a), those of the `hand` kinds go to your "
                   "hand, the rest to `rest` "
                   "(hand, or the bottom in an order you choose)",
                   "{reveal_top: 2, battlefield: [Land], rest: hand}"),
    "scry": ("scry N: any of the top N cards to the bottom, the rest on top, in orders you "
             "choose (701.18)", "{scry: 2}"),
    "look_top_put": ("look at your top card: a land card, or a creature card of mana value at "
                     "most the source's loyalty, may enter the battlefield",
                     "{look_top_put: loyalty}"),
    "put_from_hand": ("put up to N cards of `types` (card types, `permanent` or `nonland "
                      "permanent`) from your hand onto the battlefield, chosen one at a time, "
                      "entering all at once (603.6a)",
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
                      "`keywords` until `until` (the rest of the game if none is given), "
                      "still lands",
                      "{animate_lands: [5, 5], subtypes: [Elemental], keywords: [flying], "
                      "to: target1, until: end of turn}"),
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
    "add_mana": ("the players named add that mana to their mana pool (106.4), `times` times "
                 "(an amount: `times: counters:charge`)",
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
    "copy_spell": ("in a `cast` trigger: the player who cast the spell copies it (706.10; "
                   "707.10 today: the copy isn't cast); with `new_targets: true` they may "
                   "choose new targets for it (706.10c), with `for_each_target: true` they "
                   "copy it once for each other player or object it could target",
                   "{copy_spell: cast, new_targets: true}"),
    "spells_cost_less_this_turn": ("the spells of `types` you cast this turn cost that much "
                                   "generic mana less (117.7; 118.7 today)",
                                   "{spells_cost_less_this_turn: 3, types: [Instant, "
                                   "Sorcery]}"),
    "copy_token": ("in a `a nontoken creature enters` trigger: each player named creates a "
                   "token copy of the creature that `entered` (706.2); or of the `target` "
                   "creature",
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
    "graveyard_to_hand": ("a card of your graveyard, the target or one `at random`, goes to "
                          "your hand", "{graveyard_to_hand: target}"),
    "graveyard_to_battlefield": ("a permanent card of your graveyard, the target or one `at "
                                 "random`, enters the battlefield under your control",
                                 "{graveyard_to_battlefield: target}"),
    "reveal_top_permanent": ("you reveal your top card: a permanent card may enter the "
                             "battlefield (you are asked); a card that doesn't goes to the "
                             "bottom of your library", "{reveal_top_permanent: true}"),
    "remove_all_counters": ("every counter of that kind comes off every permanent (121; 122 "
                            "today)",
                            "{remove_all_counters: fate}"),
    "sacrifice_or_planeswalk": ("you sacrifice one permanent of that kind (a `sacrifice` kind); "
                                "if you control none, you planeswalk instead (Lair of the "
                                "Ashen Idol)", "{sacrifice_or_planeswalk: creature}"),
    "exile": ("each one named, a permanent or a card in a graveyard, is exiled (406; a new "
              "object, 400.7)", "{exile: each target}"),
    "graveyards_to_battlefield": ("each player puts every card of that type from their own "
                                  "graveyard onto the battlefield under their control, all at "
                                  "once (Orzhova)", "{graveyards_to_battlefield: Creature}"),
    "entered_deals_damage": ("in a trigger of `a creature enters`: that creature (the source, "
                             "its controller deciding any redirection) deals damage equal to "
                             "its power to each one named", "{entered_deals_damage: power, "
                             "to: target}"),
    "blink": ("each permanent named is exiled, then returns to the battlefield under its "
              "owner's control (or, with `under: you`, the ability's controller's): a new "
              "object each time (400.7), summoning sick, seen entering", "{blink: target}"),
    "untap_attacked": ("untap every creature that attacked this turn (still the same object)",
                       "{untap_attacked: true}"),
    "additional_combat": ("if it is a main phase, an additional combat phase follows it, then "
                          "an additional main phase (500.8)", "{additional_combat: true}"),
    # casting from the graveyard and exile (issue 19, graveyard group)
    "extra_turn": ("each player named takes an extra turn after this one; extra turns added "
                   "later are taken first (500.7)", "{extra_turn: you}"),
    "cast_rebounded": ("in rebound's delayed ability (set up by the engine): you cast the "
                       "rebounded card from exile without paying its mana cost (702.87a)",
                       "{cast_rebounded: true}"),
    "exile_unearthed": ("in unearth's delayed ability (set up by the engine): the card it "
                        "returned is exiled (702.83a)", "{exile_unearthed: true}"),
    "graveyard_creature_to_battlefield": ("the targeted creature card, from whichever "
                                          "graveyard, enters the battlefield under your "
                                          "control", "{graveyard_creature_to_battlefield: "
                                          "target}"),
    "search_to_hand": ("you may find a card of those types in your library, reveal it and put "
                       "it into your hand, then shuffle (701.15)",
                       "{search_to_hand: [Instant, Sorcery]}"),
    # playing cards from a library, coin flips
    "reveal_play_free": ("the player named reveals their top card; you may play it without "
                         "paying its mana cost, X = 0 (608.2f; 608.2g today); `nonland: true` "
                         "plays no land", "{reveal_play_free: target, nonland: true}"),
    "flip_coin": ("the player named flips a coin (705); the `win` or `lose` effects follow; "
                  "`force: won` or `lost` fixes it", "{flip_coin: caster, lose: [{draw: 1}]}"),
    "counter_that_spell": ("counter the spell whose casting triggered this ability, if it is "
                           "still on the stack (701.5a; 701.6a today)",
                           "{counter_that_spell: true}"),
    "grant_devour": ("the spell whose casting triggered the ability gains devour N: as it "
                     "enters, its controller may sacrifice creatures, and it enters with N "
                     "+1/+1 counters for each (702.82 today)", "{grant_devour: 5}"),
    "land_mana_this_turn": ("until end of turn, whenever a player named taps a land for mana, "
                            "they add one more mana of a type it produced",
                            "{land_mana_this_turn: you}"),
    "gain_all_creature_types": ("what is named has every creature type (205.3m) besides its "
                                "others until end of turn (layer 4)",
                                "{gain_all_creature_types: target}"),
    "distribute_counters": ("each target gets its share of the counters of that kind divided "
                            "as the ability went on the stack (`distribute` condition); an "
                            "illegal target's share is lost (608.2b)",
                            '{distribute_counters: "+1/+1", to: each target}'),
    "exile_creatures_for_tokens": ("each player exiles every creature they control, then "
                                   "creates that many of the token (a definition) as the "
                                   "total power of what they exiled (Grand Ossuary)",
                                   "{exile_creatures_for_tokens: {name: Saproling, types: "
                                   "[Creature], power: 1, toughness: 1}}"),
    "may_pay_x": ("as it resolves, you may pay {X} for an X you choose (117.12; 118.12 today); "
                  "if you do, the listed effects happen with that X",
                  "{may_pay_x: [{damage: X, to: target}]}"),
    "gain_control": ("you gain control of each permanent named for the rest of the game (layer "
                     "2, 613.1b); it can't attack or use {T} abilities this turn (302.6)",
                     "{gain_control: target}"),
    "grant_ability": ("each permanent named gains this activated ability (`cost`, `text`, "
                      "`targets`, `effects`) until end of turn (613.1f; 602)",
                      '{grant_ability: {cost: "{T}", effects: [{damage: 1, to: target}], '
                      'targets: [player]}, to: each creature you control}'),
    "add_mana_any": ("its controller adds that much mana of one colour they choose to their "
                     "mana pool (106.1b, 106.4); in a `{T}` ability, a mana ability (605.1a)",
                     "{add_mana_any: 1}"),
    # token copies entering tapped and attacking (issue 19, Kharasha group)
    "attack_copies": ("in an `attacks` trigger: for each opponent of yours but the player "
                      "attacked, you may put a token copy of the attacker onto the battlefield "
                      "tapped and attacking that opponent (508.4: never declared, so it never "
                      "\"attacked\"); the tokens are exiled at the beginning of the next end "
                      "step (603.7)", "{attack_copies: each other opponent}"),
    "sacrifice_any": ("you may sacrifice any number of your creatures, chosen one at a time; "
                      "if you sacrifice one or more, the listed effects happen with X the "
                      "number sacrificed", "{sacrifice_any: [{damage: X, to: target}]}"),
    "remove_time_counters": ("that many time counters come off each suspended card its "
                             "controller owns (702.61b); the last one removed lets the card be "
                             "cast (702.61a)", "{remove_time_counters: 2}"),
}
