"""Targets (115, 601.2c, 608.2b): what a target word allows, and whether it is still legal.

Every target word a card file may use is a row of :data:`TARGET_WORDS`, which says, next to
the test itself, which players it meets and which characteristics of a permanent it reads
(:data:`READS`). The memos that hand answers about targets from one state to the next
(:mod:`magictutor.engine.memos`) consult those declarations, and the card loader refuses a word
that is not in the table (:mod:`magictutor.cards.check`), so a new word is either declared
with what it reads or refused: never answered from a stale memo.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from magictutor.model.characteristics import Chars
from magictutor.model.protocol import GameView
from magictutor.model.query import chars_of, is_enchanted, may_be_creature_or_pw
from magictutor.model.state import GameState, Obj, Ref
from magictutor.rules.combat_record import (
    DEALT,
    THAT_PLAYER,
    damaged_player_ok,
    dealt_ok,
    follows_first,
)
from magictutor.rules.teams import is_opponent

READS = frozenset({"types", "controller", "tapped", "power", "toughness", "stack", "enchanted",
                   "combat record"})
"""What a target word may read of a permanent (besides its being on the battlefield):
its card types, its controller, whether it is tapped, its power and its toughness; or, for
a word that meets objects on the stack (an ability to counter), ``"stack"``: what is on the
stack. The memos hand an answer on only across a step that changed none of what its words
read, and drop every answer of a word that reads the stack when the stack changed
(:func:`magictutor.engine.memos.hand_on`). ``"enchanted"``: whether an
Aura is attached to it (303.4b), which changes only when a permanent with a static ability
(an Aura's enchant, 702.5a) enters or leaves the battlefield, or the permanent itself does
(see :mod:`magictutor.model.attachments`): the memos hand nothing on after such a step.
``"combat record"``: the
record of combat damage dealt to players this combat (:mod:`magictutor.rules.combat_record`),
which no memo follows: a state never remembers the answers of a word that reads it
(:func:`candidates`), and only triggered and chaos abilities may use one."""

LIFE_FEEDS = frozenset({"power", "toughness"})
"""What a life total can change: a power or toughness defined as its controller's life
(604.3, Ajani Goldmane's Avatar)."""


@dataclass(frozen=True)
class TargetWord:
    """One target word: which players it meets (``players``: ``"any"``, ``"opponent"`` or
    ``""``), whether it meets permanents only among the possible creatures and planeswalkers
    (``creature_or_pw``), the test of a permanent's characteristics, what that test reads
    (a subset of :data:`READS`), and the zone of the objects it meets. A word with
    ``zone="stack"`` meets objects on the stack instead of permanents, and its ``test`` looks
    at the object alone (an ability has none of a permanent's characteristics); a word with
    ``zone="graveyard"`` meets a card in its controller's graveyard, whose answers no memo
    keeps (they would follow the graveyards, which the memos don't watch; the card loader
    lets only triggered and chaos abilities use such a word, so no legal-action memo meets
    one)."""

    players: str
    creature_or_pw: bool
    test: Callable[[Chars, Obj, str], bool] | None
    reads: frozenset[str]
    zone: str = "battlefield"

    def __post_init__(self) -> None:
        if not self.reads <= READS:
            raise ValueError(f"a target word reads {sorted(self.reads - READS)}, which no memo "
                             "knows how to follow (see magictutor.rules.targets.READS)")


def _word(players: str, test: Callable[[Chars, Obj, str], bool] | None, *reads: str,
          creature_or_pw: bool = True) -> TargetWord:
    return TargetWord(players, creature_or_pw and test is not None, test, frozenset(reads))


def _is_ability(c: Any, o: Obj, you: str) -> bool:
    """An activated or triggered ability on the stack (112.3b-c; 113.3b-c today): the kit's
    stack holds spells (cards) and abilities; mana abilities never use it (605.3)."""
    return o.kind == "ability"

_PERMANENT = frozenset({"Artifact", "Creature", "Enchantment", "Land", "Planeswalker"})
"""The card types of a permanent card (110.4)."""

TARGET_WORDS: dict[str, TargetWord] = {
    "player": _word("any", None),
    "opponent": _word("opponent", None),
    "creature": _word("", lambda c, o, you: c.is_creature, "types"),
    "planeswalker": _word("", lambda c, o, you: c.is_planeswalker, "types"),
    "creature or player": _word("any", lambda c, o, you: c.is_creature, "types"),
    "any target": _word("any", lambda c, o, you: c.is_creature or c.is_planeswalker, "types"),
    "creature or planeswalker": _word(
        "", lambda c, o, you: c.is_creature or c.is_planeswalker, "types"),
    "player or planeswalker": _word("any", lambda c, o, you: c.is_planeswalker, "types"),
    "opponent or planeswalker": _word(
        "opponent", lambda c, o, you: c.is_planeswalker, "types"),
    "permanent": _word("", lambda c, o, you: True, creature_or_pw=False),
    "land": _word("", lambda c, o, you: c.is_land, "types", creature_or_pw=False),
    "land you control": _word("", lambda c, o, you: c.is_land and o.controller == you, "types",
                              "controller", creature_or_pw=False),
    "nonland permanent": _word("", lambda c, o, you: not c.is_land, "types",
                               creature_or_pw=False),
    "tapped creature": _word("", lambda c, o, you: c.is_creature and o.tapped,
                             "types", "tapped"),
    "creature you control": _word(
        "", lambda c, o, you: c.is_creature and o.controller == you, "types", "controller"),
    "creature an opponent controls": _word(
        "", lambda c, o, you: c.is_creature and o.controller != you, "types", "controller"),
    # (only a static ability changes a colour (Onakke Catacomb), and the memos drop every
    # answer when static abilities come or go: nothing more to follow)
    "blue permanent": _word("", lambda c, o, you: "U" in c.colors, creature_or_pw=False),
    "green, white or blue creature": _word(
        "", lambda c, o, you: c.is_creature and bool(set(c.colors) & {"G", "W", "U"}), "types"),
    "red, green or white creature you control": _word(
        "", lambda c, o, you: c.is_creature and o.controller == you
        and bool(set(c.colors) & {"R", "G", "W"}), "types", "controller"),
    "creature with power 4 or greater": _word(
        "", lambda c, o, you: c.is_creature and (c.power or 0) >= 4, "types", "power"),
    "activated or triggered ability": TargetWord("", False, _is_ability, frozenset({"stack"}),
                                                 zone="stack"),
    "card in your graveyard": TargetWord("", False, lambda c, o, you: o.owner == you,
                                         frozenset(), "graveyard"),
    "permanent card in your graveyard": TargetWord(
        "", False, lambda c, o, you: o.owner == you and not _PERMANENT.isdisjoint(c.types),
        frozenset(), "graveyard"),
    "creature card in an opponent's graveyard": TargetWord(  # (an opponent: see target_ok)
        "", False, lambda c, o, you: o.owner != you and "Creature" in c.types,
        frozenset(), "graveyard"),
    "nontoken creature you control": _word(
        "", lambda c, o, you: c.is_creature and o.controller == you and o.kind != "token",
        "types", "controller"),
    "creature card in a graveyard": TargetWord("", False, lambda c, o, you: c.is_creature,
                                               frozenset(), "graveyard"),
    # (Akoum: no Aura attached to it, 303.4b; target_ok asks the state, see UNENCHANTED)
    "creature that isn't enchanted": _word("", lambda c, o, you: c.is_creature, "types",
                                           "enchanted"),
    # (an object's owner never changes: nothing more to follow than its types)
    "creature you own": _word("", lambda c, o, you: c.is_creature and o.owner == you, "types"),
    # (the combat record: see RECORD_TESTS)
    DEALT: _word("", lambda c, o, you: c.is_creature and o.controller == you, "types",
                 "controller", "combat record"),
    THAT_PLAYER: _word("", lambda c, o, you: c.is_creature, "types", "controller",
                       "combat record"),
}
"""Every target word, with what it meets and reads (see :class:`TargetWord`)."""

ANY_GRAVEYARD = frozenset({"creature card in a graveyard"})
"""The graveyard target words that meet cards in every player's graveyard, not only the
controller's."""

TARGET_KINDS = tuple(TARGET_WORDS)

CREATURE_OR_PW_WORDS = frozenset(w for w, d in TARGET_WORDS.items() if d.creature_or_pw)
"""The words that meet permanents only among the possible creatures and planeswalkers."""

PLAYER_ONLY_WORDS = frozenset(w for w, d in TARGET_WORDS.items() if d.test is None)
"""The words that meet players alone."""

OPPONENTS_GRAVEYARD = frozenset({"creature card in an opponent's graveyard"})
"""The graveyard words that meet cards in the graveyards of the controller's opponents."""

UNENCHANTED = frozenset(w for w, d in TARGET_WORDS.items() if "enchanted" in d.reads)
"""The words that meet only permanents no Aura is attached to (:func:`target_ok`)."""


STACK_WORDS = frozenset(w for w, d in TARGET_WORDS.items() if "stack" in d.reads)
"""The words that read what is on the stack: their answers hold only while it is the same."""

RECORD_TESTS: dict[str, Callable[[GameView, Obj], bool]] = {
    DEALT: dealt_ok, THAT_PLAYER: damaged_player_ok}
"""The part of each combat-record word's test that reads the record (the test of a row sees
the permanent alone)."""

RECORD_WORDS = frozenset(w for w, d in TARGET_WORDS.items() if "combat record" in d.reads)
"""The words that read the combat record: their answers are never remembered."""

_ASK_STATE = UNENCHANTED | RECORD_WORDS | {"creature an opponent controls"}
"""The words :func:`target_ok` checks further against the state (:func:`_ruled_out`)."""

DEPENDS_ON_PREVIOUS: dict[str, Callable[[GameView, Ref, Ref, int | None], bool]] = {
    THAT_PLAYER: follows_first}
"""The words whose legality also depends on the target before them (its id and generation,
the generation now when None): checked as targets are chosen (601.2c, 603.3d) and again as
the ability resolves (608.2b)."""


def depends_ok(g: GameView, spec: str, ref: Ref, before: Ref | None,
               before_gen: int | None) -> bool:
    """Whether ``ref`` fits what ``spec`` asks of the target ``before`` it (True for a word
    that depends on nothing)."""
    test = DEPENDS_ON_PREVIOUS.get(spec)
    return test is None or (before is not None and test(g, ref, before, before_gen))


def target_word(spec: str) -> TargetWord:
    """The row of ``spec`` (a ``KeyError`` for a word the table lacks: the card loader
    refuses those)."""
    return TARGET_WORDS[spec]


def a_target(spec: str) -> str:
    """Target word ``spec`` as it reads inside a sentence ("it needs a tapped creature"): with
    its article, unless it starts with a word that takes none ("any target").

    >>> a_target("tapped creature"), a_target("opponent"), a_target("any target")
    ('a tapped creature', 'an opponent', 'any target')
    """
    if spec.split(" ", 1)[0] in _NO_ARTICLE:
        return spec
    return ("an " if spec[:1].lower() in "aeiou" else "a ") + spec


_NO_ARTICLE = frozenset({"a", "an", "any", "another", "each", "the", "up"})


def words_read(specs: Any) -> frozenset[str]:
    """Everything the target words ``specs`` read of permanents."""
    out: frozenset[str] = frozenset()
    for spec in specs:
        out |= TARGET_WORDS[spec].reads
    return out


def target_ok(g: GameView, spec: str, ref: Ref, controller: str) -> bool:
    """Whether ``ref`` fits the target word ``spec`` for a spell or ability ``controller``
    controls.

    Players must be in the game; objects must be on the battlefield with the right types
    (or, for a word of the stack, on the stack; for a graveyard word, in the controller's
    graveyard: 404.1, a card goes to its owner's graveyard).
    """
    word = TARGET_WORDS.get(spec)
    if word is None:
        return False
    if isinstance(ref, str):
        if not g.is_live(ref) or not word.players:
            return False
        return word.players == "any" or is_opponent(g, controller, ref)  # (102.3)
    if word.test is None:
        return False
    o = g.objects.get(ref)
    if o is None or o.zone != word.zone:
        return False
    if word.zone != "battlefield":
        return _elsewhere_ok(g, spec, word, o, controller)
    if word.creature_or_pw and not may_be_creature_or_pw(g, o):
        return False  # a plain land, say: no need to work out its characteristics
    if spec in _ASK_STATE and _ruled_out(g, spec, o, controller):
        return False
    return word.test(chars_of(g, ref), o, controller)


def _ruled_out(g: GameView, spec: str, o: Obj, controller: str) -> bool:
    """What a word's test can't see of the permanent ``o`` alone: a teammate's creature is no
    opponent's (102.3); an Aura attached to it makes it enchanted (303.4b); the combat record
    (:data:`RECORD_TESTS`)."""
    if spec == "creature an opponent controls":
        return not is_opponent(g, controller, o.controller)
    if spec in UNENCHANTED:
        return is_enchanted(g, o.id)
    return not RECORD_TESTS[spec](g, o)


def _elsewhere_ok(g: GameView, spec: str, word: TargetWord, o: Obj, controller: str) -> bool:
    """``target_ok`` for a word of the stack or of a graveyard (``o`` is in its zone)."""
    assert word.test is not None  # (a word of a zone meets objects)
    if word.zone == "stack":
        return word.test(None, o, controller)  # type: ignore[arg-type]
    if spec in OPPONENTS_GRAVEYARD and not is_opponent(g, controller, o.owner):
        return False  # (a teammate's graveyard: teammates are not opponents, 102.3)
    return word.test(chars_of(g, o.id), o, controller)


def _graveyard_candidates(g: GameView, spec: str, controller: str) -> list[Ref]:
    """The cards a graveyard word meets: in the controller's graveyard, or in every graveyard,
    in turn order, for a word of the opponents' graveyards (Orzhova; :func:`target_ok` leaves
    out the controller's own) or of any graveyard (:data:`ANY_GRAVEYARD`: Grixis)."""
    whose = g.player_order if spec in OPPONENTS_GRAVEYARD or spec in ANY_GRAVEYARD \
        else (controller,)
    return [i for p in whose for i in g.zones.get(f"{p}:graveyard", ())
            if target_ok(g, spec, i, controller)]


def creature_or_pw_pool(g: Any) -> tuple[int, ...]:
    """The permanents that may be creatures or planeswalkers (see
    :func:`magictutor.model.query.may_be_creature_or_pw`). It depends only on which permanents
    there are and on the effects, so a frozen state remembers it and hands it on while
    those stay the same (:func:`magictutor.engine.memos.hand_on`). ``g`` is a state or the
    working copy, typed ``Any``: this reads their memos, which :class:`GameView` leaves out."""
    frozen = isinstance(g, GameState)
    if frozen:
        hit = g._memo.get("_pool_cache")
        if hit is not None:
            return hit
    elif g.zones.get("battlefield") is g.base.zones.get("battlefield") \
            and g.same_effects():  # (the working copy, with the permanents it started with)
        return creature_or_pw_pool(g.base)
    objects = g.objects
    pool = tuple(i for i in g.zones.get("battlefield", ())
                 if may_be_creature_or_pw(g, objects[i]))
    if frozen:
        g._memo["_pool_cache"] = pool
    return pool


def candidates(g: GameView, spec: str, controller: str) -> list[Ref]:
    """Every legal choice for the target word ``spec``, players first.

    A frozen game state remembers the answer (it cannot change), but for a graveyard word:
    the memos that hand answers on follow the battlefield, not the graveyards."""
    word = TARGET_WORDS.get(spec)
    if word is not None and word.zone == "graveyard":
        return _graveyard_candidates(g, spec, controller)
    cache = None
    if isinstance(g, GameState) and spec not in RECORD_WORDS:
        cache = g._memo.get("_targets_cache")
        if cache is None:
            cache = g._memo["_targets_cache"] = {}
        hit = cache.get((spec, controller))
        if hit is not None:
            return list(hit)
    out: list[Ref] = [n for n in g.player_order if target_ok(g, spec, n, controller)]
    pool = g.zones.get(TARGET_WORDS[spec].zone if spec in TARGET_WORDS else "battlefield", ())
    if spec in CREATURE_OR_PW_WORDS:
        pool = creature_or_pw_pool(g)
    out += [i for i in pool if target_ok(g, spec, i, controller)]
    if cache is not None:
        cache[(spec, controller)] = tuple(out)
    return out
