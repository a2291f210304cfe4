"""The options of the engine's questions (:mod:`magictutor.teaching.quiz_bank`): outcomes
grouped and
told apart in words, why each wrong one is wrong, and, where the premises give fewer than
four outcomes, outcomes that mix their facts (the mistake of adding two rules up).
"""

from __future__ import annotations

import itertools
from collections.abc import Mapping
from dataclasses import dataclass

from magictutor.scenarios.load import Scenario
from magictutor.teaching.quiz_outcomes import Variant, outcome, play

MIN_OPTIONS = 4
MAX_OPTIONS = 6


@dataclass(frozen=True)
class Option:
    """One answer to choose: its text, whether it is the key, and why (for a wrong one)."""

    text: str
    right: bool = False
    why: str = ""
    rules: tuple[str, ...] = ()


def distinct(vs: list[Variant]) -> list[tuple[Variant, list[Variant]]]:
    """Variants grouped by outcome, the key's group first."""
    groups: dict[tuple, list[Variant]] = {}
    for v in vs:
        groups.setdefault(tuple(sorted(v.facts.items())), []).append(v)
    return [(g[0], g) for g in groups.values()]


def _describe(facts: Mapping[str, str], keys: list[str]) -> str:
    """The facts of ``keys``, each card named with its owner when two share a name."""
    names = [" ".join(k.split()[2:]) for k in keys if k.startswith(("perm ", "card "))]

    def text(k: str) -> str:
        bits = k.split()
        twin = k.startswith(("perm ", "card ")) and names.count(" ".join(bits[2:])) > 1
        return f"{bits[1]}'s {facts[k]}" if twin else facts[k]

    return "; ".join(text(k) for k in keys if k in facts)


def secondary(key: str, facts: Mapping[str, str]) -> bool:
    """Facts an option names only when the main ones don't tell it apart: the stack, a
    pending choice, where a spell card is."""
    return key in ("stack", "pending") or key.startswith("card ") or (
        key.startswith("perm ") and facts.get(key, "").endswith(("hand", "stack")))


def _option_texts(facts: list[Mapping[str, str]]) -> list[str]:
    all_keys = list(dict.fromkeys(k for f in facts for k in f))
    differing = [k for k in all_keys if len({f.get(k) for f in facts}) > 1]
    main = [k for k in differing if not any(secondary(k, f) for f in facts)]
    texts = [_describe(f, main) or "nothing changes" for f in facts]
    if len(set(texts)) != len(texts):
        texts = [_describe(f, differing) or "nothing changes" for f in facts]
    return texts


def _why_wrong(key: Variant, wrong: list[Variant]) -> tuple[str, tuple[str, ...]]:
    rules = tuple(sorted(key.played.cited - wrong[0].played.cited))
    eds = [v.premise[len("under the "):-len(" rules")] for v in wrong
           if v.premise.startswith("under the ")]
    others = [v.premise for v in wrong if not v.premise.startswith("under the ")]
    if eds:
        others.insert(0, "under the " + (" or ".join(eds) if len(eds) < 3 else
                                         ", ".join(eds[:-1]) + " or " + eds[-1]) + " rules")
    premises = " or ".join(dict.fromkeys(others))
    cites = (f" The game here turns on {', '.join(rules)}, in the {key.played.edition} "
             "numbering.") if rules else ""
    return f"That is what happens {premises}, not here.{cites}", rules


def _mixes(real: list[tuple[str, Mapping[str, str]]], want: int) -> list[dict[str, str]]:
    """Outcomes no premise gives, made of facts that different premises give (Jace loses
    the loyalty *and* Alice loses the life): the mistake of adding two rules up. ``real``
    pairs each premise with its facts, the key's first."""
    facts = [f for _, f in real]
    keys = [k for k in dict.fromkeys(k for f in facts for k in f)
            if len({f.get(k) for f in facts}) > 1]
    values = [list(dict.fromkeys(f[k] for f in facts if k in f)) for k in keys]
    seen = [tuple(f.get(k) for k in keys) for f in facts]
    out: list[dict[str, str]] = []
    for combo in itertools.product(*values):
        if combo in seen or len(out) >= want:
            continue
        out.append({**facts[0], **dict(zip(keys, combo, strict=True))})
    return out


def _why_mixed(mixed: Mapping[str, str], real: list[tuple[str, Mapping[str, str]]],
               key: Variant) -> tuple[str, tuple[str, ...]]:
    parts = []
    for k, v in mixed.items():
        premise = next((p for p, f in real if f.get(k) == v), None)
        if premise is not None and v != real[0][1].get(k):
            parts.append(f"{v} only {premise}")
    rules = tuple(sorted(key.played.cited))
    return (f"These don't happen together: {'; '.join(parts)}. Under the {key.played.edition} "
            f"rules the game turns on {', '.join(rules) or 'the rules in its log'}."), rules


def _premises(sc: Scenario, ed: str, vs: list[Variant]) -> list[tuple[str, Mapping[str, str]]]:
    """Each distinct outcome with the premise it comes from (the key's first), and the
    outcome if none of the actions did anything."""
    real = [(g[0].premise, g[0].facts) for _, g in distinct(vs)]
    nothing = outcome(play(sc, ed, ()))
    if all(f != nothing for _, f in real):
        real.append(("if none of these actions did anything", nothing))
    return real


def options_of(sc: Scenario, ed: str, vs: list[Variant], pad: bool) -> list[Option] | None:
    """The options of a "how does it end?" question, the key first: the distinct outcomes,
    and with ``pad`` outcomes that mix them up to :data:`MIN_OPTIONS`; None if too few."""
    groups = distinct(vs)[:MAX_OPTIONS]
    key = groups[0][0]
    facts: list[Mapping[str, str]] = [v.facts for v, _ in groups]
    mixed: list[dict[str, str]] = []
    real: list[tuple[str, Mapping[str, str]]] = []
    if pad and len(groups) < MIN_OPTIONS:
        real = _premises(sc, ed, vs)
        extra = [f for p, f in real[len(groups):]]
        facts += extra
        mixed = _mixes(real, MIN_OPTIONS - len(facts))
        facts += mixed
    texts = _option_texts(facts)
    if len(facts) < MIN_OPTIONS or len(set(texts)) != len(texts):
        return None
    options = [Option(texts[0], True, "", tuple(sorted(key.played.cited)))]
    for text, (_, members) in zip(texts[1:len(groups)], groups[1:], strict=True):
        options.append(Option(text, False, *_why_wrong(key, members)))
    for text, (premise, _) in zip(texts[len(groups):len(facts) - len(mixed)],
                                  real[len(groups):], strict=False):
        options.append(Option(text, False, f"That is what happens {premise}, not here: the "
                              "engine's log lists what each action did.",
                              tuple(sorted(key.played.cited))))
    for text, f in zip(texts[len(facts) - len(mixed):], mixed, strict=True):
        options.append(Option(text, False, *_why_mixed(f, real, key)))
    return options


def pair_texts(a: Mapping[str, str], b: Mapping[str, str]) -> tuple[str, str]:
    keys = list(dict.fromkeys([*a, *b]))
    differing = [k for k in keys if a.get(k) != b.get(k)]
    main = [k for k in differing if not (secondary(k, a) or secondary(k, b))]
    ta, tb = _describe(a, main), _describe(b, main)
    if not ta or not tb or ta == tb:
        ta, tb = _describe(a, differing), _describe(b, differing)
    return ta or "nothing changes", tb or "nothing changes"
