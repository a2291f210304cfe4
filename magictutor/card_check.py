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
from typing import Any

from magictutor.yamlio import DataFileError

REF = "who or what"  # a word of magictutor.effects.REF_WORDS, or target1..target3
PLAYERS = "which players"  # the same words, or "caster" (planar abilities)
AMOUNT = "an amount"
EFFECTS = "effects"  # a list of effects, checked the same way
VALUE = "a value"  # anything the effect reads itself (a token's definition, a pair...)
DESTROYED = "what is destroyed"  # a who-or-what word or one of rules.permanents.DESTROY_WORDS
SACRIFICED = "what is sacrificed"  # one of magictutor.rules.permanents.SACRIFICE_WHAT
TEST = "a test"  # a mapping of magictutor.rules.conditions.IF_WORDS
MANA = "mana"  # mana letters: WUBRGC

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
    "pump": {"pump": VALUE, "keywords": VALUE, "to": REF},
    "prevent_next": {"prevent_next": AMOUNT, "to": REF},
    "prevent_all_to_self": {"prevent_all_to_self": VALUE},
    "become_creature": {"become_creature": VALUE, "subtypes": VALUE},
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
    "sacrifice": {"sacrifice": AMOUNT, "what": SACRIFICED, "who": PLAYERS},
    "bounce": {"bounce": REF},
    "to_library_top": {"to_library_top": REF},
    "add_mana": {"add_mana": MANA, "who": REF},
    "if": {"if": TEST, "then": EFFECTS},
    "search_lands": {"search_lands": AMOUNT},
    "no_max_hand_for_game": {"no_max_hand_for_game": PLAYERS},
    "reveal_top": {"reveal_top": AMOUNT, "to_hand": VALUE},
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
    "combat_damage_by_toughness": "creatures deal combat damage equal to their toughness "
                                  "(510.1a)",
    "spells_cost_less": "spells of those `types` or `colors` cost `generic` less (601.2e, "
                        "117.7)",
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
}
"""Every condition an ability may carry (read by :mod:`magictutor.rules.triggers`)."""

AMOUNT_WORDS: dict[str, str] = {
    "X": "the X of the spell or the -X ability (107.3)",
    "your life": "the controller's life total",
    "lands you control": "how many lands the controller controls",
    "creatures you control": "how many creatures the controller controls",
    "greatest power you control": "the greatest power among the creatures the controller "
                                  "controls (0 with none)",
    "cards in target's hand": "how many cards the targeted player (or the targeted "
                              "permanent's controller) has in hand",
    "target's mana value": "the mana value (converted mana cost) of the first target; 0 for "
                           "a token",
}
"""The words an amount may be besides a number and ``counters:KIND`` (read by
:func:`magictutor.effects.amount` as the effect happens)."""

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
    from magictutor.rules.targets import TARGET_WORDS

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
    for spec in _as_list(d.get("static")):
        _check_static(spec, path, line, cname)
    _check_condition(d, path, line, cname)
    check_effects(d.get("effects"), path, _line(d, "effects") or line, cname,
                  len(_as_list(d.get("targets"))))


def _check_static(spec: Any, path: str, line: int | None, cname: str) -> None:
    if not isinstance(spec, dict):
        raise DataFileError(path, line, f"{cname!r}: a static ability is a mapping")
    for key in spec:
        at = _line(spec, key) or line
        _known(key, STATIC_WORDS, path, at, cname, "static ability")
        if key == "creatures_have":
            check_keywords(spec[key], path, at, cname)
        elif key == "creatures_by_keyword" and isinstance(spec[key], dict):
            check_keywords(spec[key].get("keyword"), path, at, cname)
        elif key == "spells_cost_less":
            value = spec[key]
            if not isinstance(value, dict) or not isinstance(value.get("generic"), int):
                raise DataFileError(path, at, f"{cname!r}: spells_cost_less is a mapping like "
                                    "{generic: 2, types: [Creature]}")
            for k in value:
                _known(k, ("generic", "types", "colors"), path, at, cname, "spells_cost_less")


def _check_condition(d: Any, path: str, line: int | None, cname: str) -> None:
    cond = d.get("condition")
    if cond is None:
        return
    if not isinstance(cond, dict):
        raise DataFileError(path, _line(d, "condition") or line,
                            f"{cname!r}: a condition is a mapping")
    for key in cond:
        _known(key, CONDITION_WORDS, path, _line(cond, key) or line, cname, "condition")
    dying = cond.get("dying")
    if dying is not None:
        for key in (dying if isinstance(dying, dict) else [dying]):
            _known(key, ("color", "not_color"), path, _line(cond, "dying") or line, cname,
                   "dying")
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
    from magictutor import (  # noqa: F401
        planar_decks,
        planar_effects,
        pw_effects,  # noqa: F401 - these modules register their words
    )
    from magictutor.effects import EFFECTS as KNOWN
    from magictutor.rules import (  # noqa: F401
        conditions,
        library,
        permanents,
        planar_2012,  # noqa: F401 - and so does this one
        tokens,
    )

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
    elif what in (SACRIFICED, TEST, MANA):
        _check_table_value(what, value, path, line, cname, key)
    elif what in (REF, PLAYERS, DESTROYED):
        _check_ref(what, value, path, line, cname, key)


def _check_amount(value: Any, path: str, line: int | None, cname: str, key: str) -> None:
    if (isinstance(value, int) and not isinstance(value, bool)) or (
            isinstance(value, str) and (value in AMOUNT_WORDS or value.startswith("counters:"))):
        return
    from magictutor.cards import suggest

    hint = suggest(str(value), AMOUNT_WORDS)
    extra = f"; did you mean {' or '.join(repr(h) for h in hint)}?" if hint else ""
    raise DataFileError(path, line, f"{cname!r}: {key}: {value!r} is not an amount (a "
                        f"number, counters:KIND or one of {', '.join(AMOUNT_WORDS)})" + extra)


def _check_ref(what: str, value: Any, path: str, line: int | None, cname: str,
               key: str) -> None:
    """A word for who or what (or which players, or what is destroyed)."""
    from magictutor.effects import REF_WORDS, numbered_target
    from magictutor.rules.permanents import DESTROY_WORDS

    if isinstance(value, str) and numbered_target(value):
        return
    words = dict(REF_WORDS)
    if what == PLAYERS:
        words["caster"] = REF_WORDS["you"]
    elif what == DESTROYED:
        words.update(dict.fromkeys(DESTROY_WORDS))
    _known(value, words, path, line, cname, key)


def _check_table_value(what: str, value: Any, path: str, line: int | None, cname: str,
                       key: str) -> None:
    """A value read from a table of words: what is sacrificed, an ``if`` test, mana."""
    from magictutor.rules.conditions import IF_WORDS
    from magictutor.rules.permanents import SACRIFICE_WHAT

    if what == SACRIFICED:
        _known(value, SACRIFICE_WHAT, path, line, cname, key)
    elif what == MANA:
        if not (isinstance(value, str) and value and set(value.upper()) <= set("WUBRGC")):
            raise DataFileError(path, line, f"{cname!r}: {key}: {value!r} is not mana (write "
                                "its letters, like WUBRG or GG)")
    elif not isinstance(value, dict) or not value:
        raise DataFileError(path, line, f"{cname!r}: {key}: a test is a mapping like "
                            "{hand_empty: you}")
    else:
        for word in value:
            _known(word, IF_WORDS, path, line, cname, f"{key} (its tests)")


def _known(word: Any, known: Any, path: str, line: int | None, cname: str, what: str) -> Any:
    """``known[word]`` (or True, for a tuple), or a refusal naming the closest words."""
    from magictutor.cards import suggest

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


def forget_card_answers() -> None:
    """Forget what was worked out from card definitions, for a card set that changed."""
    from magictutor import legal, query
    from magictutor.characteristics import _token
    from magictutor.rules import sba, stack

    for fn in (legal._spell_profile, query._static_specs, query._printed_creature_or_pw,
               stack._land_mana, _token, sba._printed_to_watch):
        fn.cache_clear()


def check_card(c: Any) -> None:
    """What :func:`magictutor.cards.card` could not check ability by ability: nothing else
    yet but the card's mana cost (the abilities were checked as the card was built)."""
    if c.cost:
        check_cost(c.cost, c.source or "<cards>", None, c.name)
