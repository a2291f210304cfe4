"""Random card definitions made from the card vocabulary's own tables (for
``tests/fuzz/card_games.py``): creatures with keywords, P/T and triggered, static or activated
abilities; instants and sorceries with effect and target words; enchantments and Auras with
static abilities; planeswalkers with two to four loyalty abilities, now and then two of the
same cost.

Every word comes from :mod:`magictutor.cards.schema` and :mod:`magictutor.cards.words`: each
effect starts from its documented example (``EFFECTS``) and each key the schema declares is
then given a random value of the kind the schema says it holds, so a word added to the tables
is fuzzed without editing this file. A card the loader refuses is simply drawn again: only
cards the vocabulary accepts are played.
"""

from __future__ import annotations

import random
from typing import Any

import yaml

from magictutor.cards import schema, words
from magictutor.cards.effect_words import EFFECTS
from magictutor.cards.target_rules import TRIGGERED_ONLY

EXAMPLES: dict[str, dict] = {w: yaml.safe_load(ex) for w, (_, ex) in EFFECTS.items()}
STATICS: list[dict] = [yaml.safe_load(ex) for ex in words.STATIC_EXAMPLES.values()]
CONDITIONS: list[dict] = [yaml.safe_load("{" + ex + "}")["condition"]
                          for _, ex in words.CONDITIONS.values() if ex.startswith("condition:")]
KEYWORDS = sorted(schema.KEYWORDS)
SPELL_TARGETS = [t for t in schema.TARGET_WORDS if t not in TRIGGERED_ONLY]
PLANAR_ONLY = ("planeswalk", "chaos", "plane", "interplanar", "spatial", "planar")
"""Effect words about the planar deck; kept, but less often, on cards that aren't planes."""
TRIGGERS = sorted(words.TRIGGERS)
COLORS = "WUBRG"
COSTS = ["+1", "+2", "0", "-1", "-2", "-3", "-X"]
ANTHEMS = [{"creatures_get": [1, 1]}, {"creatures_get": [-1, 0]}, {"creatures_get": [2, -1]},
           {"creatures_have": ["flying"]}, {"spells_cost_less": {"generic": 1}},
           {"spells_cost_less": {"generic": 2, "types": ["Creature"]}},
           {"creatures_by_keyword": {"keyword": "flying", "with": [1, 1], "without": [0, -1]}},
           {"creatures_sharing_types_get": 1}, {"double_counters": True}]


def amount(rng: random.Random) -> Any:
    r = rng.random()
    if r < 0.6:
        return rng.randint(0, 4)
    if r < 0.9:
        return rng.choice(sorted(schema.AMOUNT_WORDS))
    return rng.choice(["counters:loyalty", "counters:+1/+1", "counters:charge"])


def _value(rng: random.Random, kind: str, depth: int, has_targets: bool) -> Any:
    """A random value of what the schema says a key holds (None: keep the example's)."""
    refs = list(schema.REF_WORDS) + ["target1", "target2"]
    simple = {
        schema.REF: lambda: "target" if has_targets and rng.random() < 0.5 else rng.choice(refs),
        schema.PLAYERS: lambda: rng.choice(refs + ["caster"]),
        schema.AMOUNT: lambda: amount(rng),
        schema.DESTROYED: lambda: rng.choice(refs + list(schema.DESTROY_WORDS)),
        schema.SACRIFICED: lambda: rng.choice(schema.SACRIFICE_WORDS),
        schema.MANA: lambda: "".join(rng.choice(COLORS + "C") for _ in range(rng.randint(1, 3))),
        schema.PAIR: lambda: [rng.randint(-2, 3), rng.randint(-2, 3)],
        schema.DURATION: lambda: rng.choice(schema.DURATIONS),
        schema.CARD_TYPE: lambda: rng.choice(schema.CARD_TYPES),
        schema.CARD_TYPE_LIST: lambda: rng.sample(schema.CARD_TYPES, rng.randint(1, 2)),
        schema.GRAVE_PICK: lambda: rng.choice(schema.GRAVE_PICKS),
        schema.COPIED: lambda: rng.choice(["entered", "target"]),
        schema.EFFECTS: lambda: effects(rng, depth + 1, has_targets),
    }
    make = simple.get(kind)
    return make() if make is not None else None


def effect(rng: random.Random, depth: int = 0, has_targets: bool = False,
           planar: bool = False) -> dict:
    """One effect: its example, with each declared key given a random value of its kind."""
    pool = sorted(EXAMPLES) if planar else [
        w for w in sorted(EXAMPLES) if not any(p in w for p in PLANAR_ONLY)
        or rng.random() < 0.05]
    if depth >= 2:
        pool = [w for w in pool if schema.EFFECT_KEYS[w][w] != schema.EFFECTS
                and "then" not in schema.EFFECT_KEYS[w]]
    word = rng.choice(pool)
    out = dict(EXAMPLES[word])
    for key, kind in schema.EFFECT_KEYS[word].items():
        if key != word and key not in out and rng.random() > 0.3:
            continue  # an optional key left out
        if key in out and rng.random() < 0.3:
            continue  # the example's own value
        value = _value(rng, kind, depth, has_targets)
        if value is not None:
            out[key] = value
    return out


def effects(rng: random.Random, depth: int = 0, has_targets: bool = False) -> list[dict]:
    return [effect(rng, depth, has_targets) for _ in range(rng.randint(1, 2 if depth else 3))]


def _targets(rng: random.Random, triggered: bool = False) -> list[str]:
    pool = list(schema.TARGET_WORDS) if triggered else SPELL_TARGETS
    n = rng.choice([0, 1, 1, 1, 2])
    return [rng.choice(pool) for _ in range(n)]


def _with_condition(rng: random.Random, ability: dict) -> dict:
    if rng.random() < 0.12:
        ability["condition"] = dict(rng.choice(CONDITIONS))
    return ability


def spell_ability(rng: random.Random) -> dict:
    tg = _targets(rng)
    return _with_condition(rng, {"kind": "spell", "text": "fuzzed", "targets": tg,
                                 "effects": effects(rng, has_targets=bool(tg))})


def triggered_ability(rng: random.Random) -> dict:
    tg = _targets(rng, triggered=True)
    a = {"kind": "triggered", "trigger": rng.choice(TRIGGERS), "text": "fuzzed",
         "targets": tg, "effects": effects(rng, has_targets=bool(tg))}
    if rng.random() < 0.2:
        a["optional"] = True
    return _with_condition(rng, a)


def static_ability(rng: random.Random) -> dict:
    words_ = [dict(rng.choice(ANTHEMS if rng.random() < 0.4 else STATICS))]
    return {"kind": "static", "text": "fuzzed", "static": words_}


def activated_ability(rng: random.Random) -> dict:
    tg = _targets(rng)
    cost = rng.choice(["{T}", "{1}", "{R}", "{1}{G}", "{T}{1}", "{2}"])
    return {"kind": "activated", "cost": cost, "text": "fuzzed", "targets": tg,
            "effects": effects(rng, has_targets=bool(tg))}


def loyalty_ability(rng: random.Random, cost: str) -> dict:
    tg = _targets(rng)
    return _with_condition(rng, {"kind": "loyalty", "cost": cost, "text": "fuzzed",
                                 "targets": tg, "effects": effects(rng, has_targets=bool(tg))})


def _mana_cost(rng: random.Random, colors: list[str]) -> str:
    generic = rng.randint(0, 3)
    return (f"{{{generic}}}" if generic else "") + "".join(f"{{{c}}}" for c in colors) \
        or "{0}"


def card_def(rng: random.Random, name: str) -> dict:
    """One random card entry in the schema of ``magictutor/cards/data/*.yaml``."""
    colors = rng.sample(COLORS, rng.choice([0, 1, 1, 2]))
    kind = rng.choice(["Creature", "Creature", "Instant", "Sorcery", "Enchantment", "Aura",
                       "Planeswalker", "Planeswalker"])
    d: dict[str, Any] = {"name": name, "cost": _mana_cost(rng, colors), "colors": colors,
                         "text": "A fuzzed card."}
    if kind == "Creature":
        d.update(types=["Creature"], subtypes=[rng.choice(["Elf", "Goblin", "Soldier"])],
                 power=rng.randint(0, 5), toughness=rng.randint(1, 5),
                 keywords=rng.sample(KEYWORDS, rng.choice([0, 1, 1, 2, 3])))
        makers = [triggered_ability, static_ability, activated_ability]
        d["abilities"] = [rng.choice(makers)(rng) for _ in range(rng.choice([0, 1, 1, 2]))]
    elif kind in ("Instant", "Sorcery"):
        d.update(types=[kind], abilities=[spell_ability(rng)])
    elif kind == "Enchantment":
        d.update(types=["Enchantment"], abilities=[
            rng.choice([static_ability, static_ability, triggered_ability])(rng)
            for _ in range(rng.randint(1, 2))])
    elif kind == "Aura":
        enchanted = rng.choice([{"enchanted_gets": [rng.randint(-2, 3), rng.randint(-1, 3)]},
                                {"enchanted_has": rng.sample(KEYWORDS, 1)},
                                {"enchanted_cant_attack_or_block": True}])
        d.update(types=["Enchantment"], subtypes=["Aura"], abilities=[
            {"kind": "static", "text": "enchant", "static": [
                {"enchant": rng.choice(["creature", "permanent", "land",
                                        "creature you control", "planeswalker"])}]},
            {"kind": "static", "text": "fuzzed", "static": [enchanted]}])
    else:
        costs = [rng.choice(COSTS) for _ in range(rng.randint(2, 4))]
        if rng.random() < 0.4:
            costs[1] = costs[0]  # two abilities of the same cost
        d.update(types=["Planeswalker"], subtypes=[rng.choice(["Fuzzwalker", "Zedwalker"])],
                 loyalty=rng.randint(1, 6),
                 abilities=[loyalty_ability(rng, c) for c in costs])
    return d
