"""The card loader's check of every ability: each word a card file uses must be one the engine
knows, or the file is refused when it is read, with its path, line and the closest valid word.

What is checked, for each ability of each card in each edition (:func:`check_ability`,
called by :func:`magictutor.cards.card` as it builds a card):

- its target words (:data:`magictutor.rules.targets.TARGET_WORDS`, each declared with what
  it reads, so the memos follow it);
- its trigger (:data:`magictutor.cards.model.TRIGGERS`) and, for a loyalty ability, its cost
  (``+N``, ``-N``, ``0``, ``-X``: 606.4);
- its static abilities (:data:`STATIC_WORDS`);
- its effects: the effect word (:data:`magictutor.effects.EFFECTS`), the keys each effect
  takes (:data:`EFFECT_KEYS`), and the words and amounts in them (who and what:
  :data:`magictutor.effects.REF_WORDS`; amounts: a number, ``X``, ``counters:KIND``, ``your
  life``), nested effects included.

A card's mana cost is checked too (:func:`check_cost`).
"""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import Any

from magictutor import card_words
from magictutor.yamlio import DataFileError

REF = "who or what"  # a word of magictutor.effects.REF_WORDS, or target1..target3
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
COPIED = "what is copied"  # "entered": the creature a trigger saw enter
DURATIONS = ("end of turn", "planeswalk", "game")  # (until: end of turn, a planeswalk, ever)

EFFECT_KEYS: dict[str, dict[str, str]] = {
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
    "animate_lands": {"animate_lands": VALUE, "subtypes": VALUE, "keywords": VALUE, "to": REF},
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
    "add_mana": {"add_mana": MANA, "who": REF},
    "if": {"if": TEST, "then": EFFECTS},
    "search_lands": {"search_lands": AMOUNT},
    "no_max_hand_for_game": {"no_max_hand_for_game": PLAYERS},
    "reveal_sort": {"reveal_sort": AMOUNT, "to_hand": VALUE},
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
    "only_flyers_attack": "only creatures with flying (or islandwalk) attack (508.1)",
    "creatures_by_keyword": "power and toughness `with` a keyword and `without` it (layer 7c)",
    "prevent_combat_damage_unless": "combat damage creatures without that subtype would deal "
                                    "is prevented (615)",
    "max_one_attacker": "no more than one creature can attack each combat (508.1c)",
    "max_one_blocker": "no more than one creature can block each combat (509.1b)",
    "untap_to_counters": "a creature the planar controller controls that would untap in "
                         "their untap step gets two +1/+1 counters instead (614.1)",
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
}
"""Every keyword a card may have, gain or grant, with where the engine reads it: a keyword it
doesn't read is refused at load rather than silently doing nothing."""

CONDITION_WORDS: dict[str, str] = {
    "yours": "a trigger of one player's event only when it is the controller's own",
    "dying": "a dies trigger only for a creature of `color` or not of `not_color`",
    "targets share a card type": "the two targets must share a card type",
    "random target": "the target is chosen at random among the legal ones",
    "if": "an intervening if: it triggers only if the test holds (603.4)",
    "drawn": "a draws trigger only for a land card (land) or a nonland card (nonland)",
    "card": "a card trigger only for a card of `color` or not of `not_color`",
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
}
"""The words an amount may be besides a number and ``counters:KIND`` (read by
:func:`magictutor.effects.amount` as the effect happens)."""

DESTROY_WORDS = ("all lands target controls", "all nonland permanents",
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
implemented by :data:`magictutor.effects.REF_WORDS`."""

TARGET_WORDS: tuple[str, ...] = tuple(card_words.TARGETS)
"""The target words a card may use: implemented (with what each reads) by
:data:`magictutor.rules.targets.TARGET_WORDS`."""


def numbered_target(word: str) -> int | None:
    """1, 2 or 3 for ``target1``, ``target2``, ``target3`` (None for any other word)."""
    return int(word[6]) if len(word) == 7 and word[:6] == "target" and word[6] in "123" \
        else None


_LOYALTY_COST = re.compile(r"^(\+\d+|-\d+|0|-X)$")
_MANA = re.compile(r"^(\{(\d+|[WUBRGCX])\})*$")


def check_cost(cost: str, path: str, line: int | None, cname: str) -> None:
    """A mana cost is written in symbols: ``{2}{R}{R}``, ``{X}{R}`` (107.4)."""
    if not _MANA.match(str(cost).upper()):
        raise DataFileError(path, line, f"{cname!r}: {cost!r} is not a mana cost (write it "
                            "in symbols, like {2}{R} or {X}{U})")


def check_ability(d: Any, path: str, cname: str) -> None:
    """Every word of one ability (a mapping read from a card file, with its lines)."""
    from magictutor.cards.model import TRIGGERS

    line = _line(d, None)
    for word in _as_list(d.get("targets")):
        _known(word, TARGET_WORDS, path, _line(d, "targets"), cname, "target word")
    kind = d.get("kind", "spell")
    if d.get("trigger") is not None:
        _known(d["trigger"], TRIGGERS, path, _line(d, "trigger"), cname, "trigger")
    if kind == "loyalty":
        from magictutor.cards.model import normalize_cost

        if not _LOYALTY_COST.match(normalize_cost(str(d.get("cost", "")))):
            raise DataFileError(path, _line(d, "cost") or line, f"{cname!r}: a loyalty cost "
                                f"is +N, -N, 0 or -X, not {d.get('cost')!r} (606.4)")
    _check_statics(d, path, line, cname)
    _check_condition(d, path, line, cname)
    check_effects(d.get("effects"), path, _line(d, "effects") or line, cname,
                  len(_as_list(d.get("targets"))))


def _check_statics(d: Any, path: str, line: int | None, cname: str) -> None:
    """The words of an ability's static abilities (:data:`STATIC_WORDS`)."""
    for spec in _as_list(d.get("static")):
        _check_static(spec, path, line, cname)


def _check_static(spec: Any, path: str, line: int | None, cname: str) -> None:
    _mapping(spec, path, line, cname, "a static ability", "{no_max_hand: true}")
    for key in spec:
        at = _line(spec, key) or line
        _known(key, STATIC_WORDS, path, at, cname, "static ability")
        if key == "creatures_have":
            check_keywords(spec[key], path, at, cname)
        elif key == "counters_grant":
            for kws in _mapping(spec[key], path, at, cname, key, "{divinity: [flying]}").values():
                check_keywords(kws, path, at, cname)
        elif key == "creatures_by_keyword" and isinstance(spec[key], dict):
            check_keywords(spec[key].get("keyword"), path, at, cname)
        elif key == "spells_cost_less":
            value = _mapping(spec[key], path, at, cname, key, "{generic: 2, types: [Creature]}")
            _check_amount(value.get("generic"), path, at, cname, "generic")
            for k in value:
                _known(k, ("generic", "types", "colors"), path, at, cname, key)


def _mapping(value: Any, path: str, line: int | None, cname: str, what: str,
             example: str) -> dict:
    if not isinstance(value, dict) or not value:
        raise DataFileError(path, line, f"{cname!r}: {what} is a mapping like {example}")
    return value


def _check_condition(d: Any, path: str, line: int | None, cname: str) -> None:
    cond = d.get("condition")
    if cond is None:
        return
    for key in _mapping(cond, path, _line(d, "condition") or line, cname, "a condition",
                        "{dying: {color: W}}"):
        _known(key, CONDITION_WORDS, path, _line(cond, key) or line, cname, "condition")
    for word in ("dying", "card"):  # {dying: {color: W}}, {card: {not_color: B}}
        value = cond.get(word)
        for key in (value if isinstance(value, dict) else [] if value is None else [value]):
            _known(key, ("color", "not_color"), path, _line(cond, word) or line, cname, word)
    if "drawn" in cond:
        _known(cond["drawn"], ("land", "nonland"), path, _line(cond, "drawn") or line, cname,
               "drawn")
    if "if" in cond:
        _check_table_value(TEST, cond["if"], path, _line(cond, "if") or line, cname, "if")


TOKEN_KEYS = ("name", "types", "subtypes", "supertypes", "colors", "power", "toughness",
              "loyalty", "keywords", "abilities", "text")
"""The keys of a token's definition in ``create_token`` (read by
:func:`magictutor.cards.token_def`)."""


def _check_token(value: Any, path: str, line: int | None, cname: str) -> None:
    if not isinstance(value, dict):
        raise DataFileError(path, line, f"{cname!r}: create_token holds a token's definition "
                            "(a mapping: name, types, power, toughness...)")
    for key in value:
        _known(key, TOKEN_KEYS, path, _line(value, key) or line, cname, "a token's key")
    check_keywords(value.get("keywords"), path, _line(value, "keywords") or line, cname)


def check_keywords(words: Any, path: str, line: int | None, cname: str) -> None:
    """Every keyword is one the engine reads (:data:`KEYWORDS`)."""
    for word in _as_list(words):
        _known(word, KEYWORDS, path, line, cname, "keyword")


def check_effects(effects: Any, path: str, line: int | None, cname: str, targets: int) -> None:
    """Every effect of a list of effects (see the module's docstring)."""
    from magictutor.card_words import EFFECTS as KNOWN

    for i, spec in enumerate(_as_list(effects)):
        at = _line(effects, i) if hasattr(effects, "line_of") else line
        at = getattr(spec, "line", None) or at
        if not isinstance(spec, dict) or not spec:
            raise DataFileError(path, at, f"{cname!r}: an effect is a mapping like "
                                "{damage: 3, to: target}")
        name = next(iter(spec))
        _known(name, KNOWN, path, at, cname, "effect")
        keys = EFFECT_KEYS.get(name, {name: VALUE})
        for key, value in spec.items():
            what = _known(key, keys, path, _line(spec, key) or at, cname, f"{name} (its keys)")
            _check_value(what, value, path, _line(spec, key) or at, cname, targets, key)
            if key in ("keywords", "grant"):
                check_keywords(value, path, _line(spec, key) or at, cname)
            elif key == "create_token":
                _check_token(value, path, _line(spec, key) or at, cname)


def _check_value(what: str, value: Any, path: str, line: int | None, cname: str,
                 targets: int, key: str) -> None:
    if what == EFFECTS:
        check_effects(value, path, line, cname, targets)
    elif what == AMOUNT:
        _check_amount(value, path, line, cname, key)
    elif what == PAIR:
        for v in value if isinstance(value, (list, tuple)) and len(value) == 2 else [None]:
            _check_amount(v, path, line, cname, f"{key} (two amounts, like [2, 2])")
    elif what == DURATION:
        _known(value, DURATIONS, path, line, cname, key)
    elif what in (CARD_TYPE, COPIED):
        _known(value, CARD_TYPES if what == CARD_TYPE else ("entered",), path, line, cname, key)
    elif what in (SACRIFICED, TEST, MANA):
        _check_table_value(what, value, path, line, cname, key)
    elif what == DESTROYED:
        if not (isinstance(value, str) and (value in DESTROY_WORDS or numbered_target(value))):
            _known(value, (*REF_WORDS, *DESTROY_WORDS), path, line, cname, key)
    elif what in (REF, PLAYERS):
        words = dict.fromkeys(REF_WORDS, True)
        if what == PLAYERS:
            words["caster"] = True
        if isinstance(value, str) and numbered_target(value):
            return
        _known(value, words, path, line, cname, key)


def _check_table_value(what: str, value: Any, path: str, line: int | None, cname: str,
                       key: str) -> None:
    """A value read from a table of words: what is sacrificed, an ``if`` test, mana."""
    if what == SACRIFICED:
        _known(value, SACRIFICE_WORDS, path, line, cname, key)
    elif what == MANA and not (isinstance(value, str) and value
                               and set(value.upper()) <= set("WUBRGC")):
        raise DataFileError(path, line, f"{cname!r}: {key}: {value!r} is not mana (write its "
                            "letters, like WUBRG or GG)")
    elif what == TEST:
        for word in _mapping(value, path, line, cname, key, "{hand_empty: you}"):
            _known(word, IF_TESTS, path, line, cname, f"{key} (its tests)")
        if "you_control" in value:
            _known(value["you_control"], SACRIFICE_WORDS, path, line, cname, "you_control")


def _check_amount(value: Any, path: str, line: int | None, cname: str, key: str) -> None:
    """A number, ``counters:KIND`` or a word of :data:`AMOUNT_WORDS`."""
    if isinstance(value, int) and not isinstance(value, bool):
        return
    if isinstance(value, str) and (value in AMOUNT_WORDS or value.startswith("counters:")):
        return
    hint = suggest(str(value), AMOUNT_WORDS)
    extra = f"; did you mean {' or '.join(repr(h) for h in hint)}?" if hint else ""
    raise DataFileError(path, line, f"{cname!r}: {key}: {value!r} is not an amount (a "
                        f"number, counters:KIND or one of {', '.join(AMOUNT_WORDS)})" + extra)


def _known(word: Any, known: Any, path: str, line: int | None, cname: str, what: str) -> Any:
    """``known[word]`` (or True, for a tuple), or a refusal naming the closest words."""
    if isinstance(word, str) and word in known:
        return known[word] if isinstance(known, dict) else True
    hint = suggest(str(word), [k for k in known if isinstance(k, str)])
    extra = f"; did you mean {' or '.join(repr(h) for h in hint)}?" if hint else ""
    raise DataFileError(path, line, f"{cname!r}: {what}: unknown word {word!r}{extra}")


def _as_list(v: Any) -> list:
    if v is None:
        return []
    return list(v) if isinstance(v, (list, tuple)) else [v]


def _line(d: Any, key: Any) -> int | None:
    if key is None:
        return getattr(d, "line", None)
    try:
        return d.line_of(key) if hasattr(d, "line_of") else None
    except (KeyError, IndexError, TypeError):
        return getattr(d, "line", None)


_CARD_CACHES: list[Callable[[], None]] = []
"""The ``cache_clear`` of every cache worked out from card definitions (:func:`card_cache`)."""


def card_cache(fn: Any) -> Any:
    """Mark a ``functools.cache``-d function as worked out from card definitions: it is
    forgotten when the card set changes (:func:`forget_card_answers`). The modules above the
    cards layer register their caches here, so the cards layer never imports them."""
    _CARD_CACHES.append(fn.cache_clear)
    return fn


def forget_card_answers() -> None:
    """Forget what was worked out from card definitions, for a card set that changed."""
    for clear in _CARD_CACHES:
        clear()


def suggest(word: str, choices: Any, n: int = 3) -> list[str]:
    """The closest valid words, for error messages.

    >>> suggest("Lightning Blot", ["Lightning Bolt", "Shock"])
    ['Lightning Bolt']
    """
    import difflib

    if len(word) > 100:  # (no name is this long; difflib's time grows with the length)
        return []
    choices = list(choices)
    lower = {c.lower(): c for c in choices}
    hits = difflib.get_close_matches(word.lower(), list(lower), n=n, cutoff=0.6)
    return [lower[h] for h in hits]


def check_card(c: Any) -> None:
    """What :func:`magictutor.cards.card` could not check ability by ability: nothing else
    yet but the card's mana cost (the abilities were checked as the card was built)."""
    if c.cost:
        check_cost(c.cost, c.source or "<cards>", None, c.name)
