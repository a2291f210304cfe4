"""The card loader's check of every ability: each word a card file uses must be one the engine
knows, or the file is refused when it is read, with its path, line and the closest valid word.

What is checked, for each ability of each card in each edition (:func:`check_ability`,
called by :func:`magictutor.cards.card` as it builds a card):

- its target words (:data:`magictutor.rules.targets.TARGET_WORDS`, each declared with what
  it reads, so the memos follow it);
- its trigger (:data:`magictutor.cards.model.TRIGGERS`) and, for a loyalty ability, its cost
  (``+N``, ``-N``, ``0``, ``-X``: 606.4);
- its static abilities (:data:`STATIC_WORDS`);
- its effects: the effect word (:data:`magictutor.rules.effects.EFFECTS`), the keys each effect
  takes (:data:`EFFECT_KEYS`), and the words and amounts in them (who and what:
  :data:`magictutor.rules.effects.REF_WORDS`; amounts: a number, ``X``, ``counters:KIND``, ``your
  life``), nested effects included.

A card's mana cost is checked too (:func:`check_cost`).
"""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import Any

from magictutor.cards.auras import check_aura_statics
from magictutor.cards.schema import (  # noqa: F401 - the schema, read here and re-exported
    AMOUNT,
    AMOUNT_WORDS,
    CARD_TYPE,
    CARD_TYPE_LIST,
    CARD_TYPES,
    CONDITION_WORDS,
    COPIED,
    DESTROY_WORDS,
    DESTROYED,
    DURATION,
    DURATIONS,
    EFFECT_KEYS,
    EFFECTS,
    GRAVE_PICK,
    GRAVE_PICKS,
    GRAVEYARD_TARGETS,
    IF_TESTS,
    KEYWORDS,
    MANA,
    PAIR,
    PLAYERS,
    REF,
    REF_WORDS,
    SACRIFICE_WORDS,
    SACRIFICED,
    SPELL_COPIED,
    STATIC_WORDS,
    TARGET_WORDS,
    TEST,
    VALUE,
    numbered_target,
)
from magictutor.cards.shape import check_shape
from magictutor.cards.target_rules import target_problem
from magictutor.yamlio import DataFileError

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
    kind = d.get("kind", "spell")
    for word in _as_list(d.get("targets")):
        _known(word, TARGET_WORDS, path, _line(d, "targets"), cname, "target word")
    problem = target_problem(_as_list(d.get("targets")), kind, d.get("condition"),
                             d.get("trigger"))
    if problem is not None:
        raise DataFileError(path, _line(d, "targets"), f"{cname!r}: {problem}")
    if d.get("trigger") is not None:
        _known(d["trigger"], TRIGGERS, path, _line(d, "trigger"), cname, "trigger")
    if kind == "loyalty":
        from magictutor.cards.model import normalize_cost

        if not _LOYALTY_COST.match(normalize_cost(str(d.get("cost", "")))):
            raise DataFileError(path, _line(d, "cost") or line, f"{cname!r}: a loyalty cost "
                                f"is +N, -N, 0 or -X, not {d.get('cost')!r} (606.4)")
    elif kind == "activated":
        check_activation_cost(d.get("cost"), path, _line(d, "cost") or line, cname)
    _check_statics(d, path, line, cname)
    _check_condition(d, path, line, cname)
    check_effects(d.get("effects"), path, _line(d, "effects") or line, cname,
                  len(_as_list(d.get("targets"))))


def _check_statics(d: Any, path: str, line: int | None, cname: str) -> None:
    """The words of an ability's static abilities (:data:`STATIC_WORDS`)."""
    for spec in _as_list(d.get("static")):
        _check_static(spec, path, line, cname)
        check_aura_statics(spec, path, line, cname, _known, _line)  # (magictutor.cards.auras)


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
        elif key in ("flashback_in_graveyards", "spells_have_rebound"):
            _card_types(spec[key], path, at, cname, key)
        elif key in ("creatures_have_ability", "lands_have_ability"):
            _check_granted(spec[key], path, at, cname)
        elif key == "unearth_in_graveyard":
            value = _mapping(spec[key], path, at, cname, key, "{colors: [B], types: [Creature]}")
            for k in value:
                _known(k, ("colors", "types"), path, at, cname, key)
            _card_types(value.get("types"), path, at, cname, "types")
            for color in _as_list(value.get("colors")):
                _known(color, ("W", "U", "B", "R", "G"), path, at, cname, "colour")
        elif key == "spells_cost_less":
            value = _mapping(spec[key], path, at, cname, key, "{generic: 2, types: [Creature]}")
            _check_amount(value.get("generic"), path, at, cname, "generic")
            for k in value:
                _known(k, ("generic", "types", "colors"), path, at, cname, key)


def _card_types(value: Any, path: str, line: int | None, cname: str, what: str) -> None:
    """A list of card types (:data:`CARD_TYPES`), each checked for the closest word."""
    if not isinstance(value, list) or not value:
        raise DataFileError(path, line, f"{cname!r}: {what} is a list of card types like "
                            "[Instant, Sorcery]")
    for t in value:
        _known(t, CARD_TYPES, path, line, cname, "card type")
_ACTIVATION_COST = re.compile(r"^(?:\{(?:\d+|[WUBRGC]|T)\})+$")
_GRANTED_KEYS = ("cost", "text", "targets", "effects")


def check_activation_cost(cost: Any, path: str, line: int | None, cname: str) -> None:
    """An activated ability's cost is mana symbols and at most one {T} (602.1a, 107.5)."""
    c = str(cost or "").replace(" ", "").upper()
    if not _ACTIVATION_COST.match(c) or c.count("{T}") > 1:
        raise DataFileError(path, line, f"{cname!r}: an activated ability's cost is mana "
                            f"symbols and {{T}}, like {{R}} or {{2}}{{T}}, not {cost!r} (602.1a)")


def _check_granted(value: Any, path: str, line: int | None, cname: str) -> None:
    """The activated ability a static ability grants: the keys of an ability (602)."""
    spec = _mapping(value, path, line, cname, "a granted ability",
                    '{cost: "{T}", effects: [{add_mana: G}]}')
    for key in spec:
        _known(key, _GRANTED_KEYS, path, _line(spec, key) or line, cname, "granted ability key")
    check_activation_cost(spec.get("cost"), path, _line(spec, "cost") or line, cname)
    check_ability(spec, path, cname)  # (its targets and effects, as any ability's)


def _mapping(value: Any, path: str, line: int | None, cname: str, what: str,
             example: str) -> dict:
    if not isinstance(value, dict) or not value:
        raise DataFileError(path, line, f"{cname!r}: {what} is a mapping like {example}")
    return value


_CONDITION_VALUES: dict[str, tuple[str, ...]] = {
    "drawn": ("land", "nonland"),
    "distribute": ("dead power",),  # (what is divided among the targets: Grand Ossuary's)
}
"""The conditions whose value is one word of a short list."""


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
    _check_spell_colors(cond, path, line, cname)
    for word, allowed in _CONDITION_VALUES.items():  # ({drawn: land}, {distribute: dead power})
        if word in cond:
            _known(cond[word], allowed, path, _line(cond, word) or line, cname, word)
    if "if" in cond:
        _check_table_value(TEST, cond["if"], path, _line(cond, "if") or line, cname, "if")


def _check_spell_colors(cond: dict, path: str, line: int | None, cname: str) -> None:
    """``{creature spell: [B, R, G]}``: each a color letter."""
    colors = cond.get("creature spell")
    for color in (colors if isinstance(colors, list) else [] if colors is None else [colors]):
        _known(color, tuple("WUBRG"), path, _line(cond, "creature spell") or line, cname,
               "color")


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
    check_shape(value, path, f"{cname}'s token")  # (its abilities a list of mappings, ...)
    check_keywords(value.get("keywords"), path, _line(value, "keywords") or line, cname)
    for ability in _as_list(value.get("abilities")):  # (a token's own activated ability)
        check_ability(ability, path, cname)


def check_keywords(words: Any, path: str, line: int | None, cname: str) -> None:
    """Every keyword is one the engine reads (:data:`KEYWORDS`)."""
    for word in _as_list(words):
        _known(word, KEYWORDS, path, line, cname, "keyword")


def check_effects(effects: Any, path: str, line: int | None, cname: str, targets: int) -> None:
    """Every effect of a list of effects (see the module's docstring)."""
    from magictutor.cards.words import EFFECTS as KNOWN

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
            elif key in ("create_token", "exile_creatures_for_tokens"):
                _check_token(value, path, _line(spec, key) or at, cname)
            elif key == "grant_ability":  # (Stensia: an ability until end of turn)
                _check_granted(value, path, _line(spec, key) or at, cname)


def _check_value(what: str, value: Any, path: str, line: int | None, cname: str,
                 targets: int, key: str) -> None:
    """One key's value, by what the schema says the key holds (:data:`EFFECT_KEYS`)."""
    if what == EFFECTS:
        check_effects(value, path, line, cname, targets)
    elif what in _VALUE_CHECKS:
        _VALUE_CHECKS[what](what, value, path, line, cname, key)


def _pair(what: str, value: Any, path: str, line: int | None, cname: str, key: str) -> None:
    for v in value if isinstance(value, (list, tuple)) and len(value) == 2 else [None]:
        _check_amount(v, path, line, cname, f"{key} (two amounts, like [2, 2])")


def _one_of(what: str, value: Any, path: str, line: int | None, cname: str, key: str) -> None:
    words = {DURATION: DURATIONS, CARD_TYPE: CARD_TYPES, COPIED: ("entered", "target"),
             SPELL_COPIED: ("cast",), GRAVE_PICK: GRAVE_PICKS}[what]
    _known(value, words, path, line, cname, key)


def _destroyed(what: str, value: Any, path: str, line: int | None, cname: str,
               key: str) -> None:
    if not (isinstance(value, str) and (value in DESTROY_WORDS or numbered_target(value))):
        _known(value, (*REF_WORDS, *DESTROY_WORDS), path, line, cname, key)


def _who(what: str, value: Any, path: str, line: int | None, cname: str, key: str) -> None:
    """A word for who or what (``caster`` too, for which players), or target1..target3."""
    if isinstance(value, str) and numbered_target(value):
        return
    words = dict.fromkeys(REF_WORDS, True)
    if what == PLAYERS:
        words["caster"] = True
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


_VALUE_CHECKS: dict[str, Callable[..., None]] = {
    AMOUNT: lambda what, value, path, line, cname, key: _check_amount(value, path, line, cname,
                                                                      key),
    PAIR: _pair,
    DURATION: _one_of, CARD_TYPE: _one_of, COPIED: _one_of, SPELL_COPIED: _one_of,
    GRAVE_PICK: _one_of,
    SACRIFICED: lambda *a: _check_table_value(*a), TEST: lambda *a: _check_table_value(*a),
    MANA: lambda *a: _check_table_value(*a),
    DESTROYED: _destroyed,
    REF: _who, PLAYERS: _who,
    CARD_TYPE_LIST: lambda what, value, path, line, cname, key: _card_types(value, path, line,
                                                                            cname, key),
}
"""How a value of each kind the schema names is checked (a VALUE is the effect's own)."""


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
