"""Reading the words of the notation after ``NAME:`` for one player of one state: the
action they name, with the objects found by their names (:mod:`magictutor.scenarios.names`).
:mod:`magictutor.scenarios.notation` reads whole lines with it and names objects back with it.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import Any, cast

from magictutor.cards import card_names, suggest
from magictutor.cards.model import normalize_cost
from magictutor.limits import MAX_AMOUNT, MAX_COMMAND, MAX_DIGITS, cut
from magictutor.model.actions import (
    Action,
    Activate,
    AssignDamage,
    Cast,
    Choose,
    DeclareAttackers,
    DeclareBlockers,
    LeaveGame,
    Pass,
    PlayLand,
    RollPlanarDie,
    Suspend,
    Unearth,
)
from magictutor.model.state import Ref
from magictutor.rules.teams import same_team
from magictutor.scenarios.names import Finder, NotationError
from magictutor.scenarios.syntax import face

_PLAIN_VERBS: dict[str, Callable[[str], Action]] = {
    "pass": Pass, "leave": LeaveGame, "no attacks": lambda p: DeclareAttackers(p, ()),
    "no blocks": lambda p: DeclareBlockers(p, ()), "no redirect": lambda p: Choose(p, "no")}
"""The verbs of the notation that need nothing but the player (:meth:`Reader.read`)."""

class Reader(Finder):
    """Reads the words after ``NAME:`` for one player of one state."""

    def activate(self, g: dict[str, Any], x: int | None) -> Activate:
        """``activate CARD COST``: a loyalty cost (``+1``, ``-X``) or a mana and {T} cost
        (602), with "(ability N)" when two of the card's abilities share that cost."""
        src = self.obj(g["card"], "activate", what="permanent")
        index = int(g["index"]) if "index" in g else None
        targets = self.targets(g.get("targets"), "activate")
        if "mana" in g:
            return Activate(self.p, src, g["mana"].upper(), targets, None, index)
        return Activate(self.p, src, normalize_cost(g["cost"].replace(" ", "")), targets, x,
                        index)

    def read(self, verb: str, g: dict[str, Any]) -> Action:
        p = self.p
        x = amount(g["x"], "X") if "x" in g else None
        plain = _PLAIN_VERBS.get(verb)
        if plain is not None:
            return plain(p)
        if verb == "cast":
            card = self.obj(g["card"], "cast", what="card")
            return Cast(p, card, self.targets(g.get("targets"), "cast"), x)
        if verb == "activate":
            return self.activate(g, x)
        if verb == "play":
            return PlayLand(p, self.obj(g["card"], "play", what="card"))
        if verb == "unearth":
            return Unearth(p, self.obj(g["card"], "unearth", what="card"))
        if verb == "suspend":  # (Talon Gates: a card of the player's hand)
            return Suspend(p, self.obj(g["card"], "suspend", what="card"))
        if verb == "roll":
            return RollPlanarDie(p, face(g["face"]) if "face" in g else None)
        if verb == "attack":
            pairs = _items(g["items"], lambda t: self.pair(t, " at ", "attack", "defender"),
                           2 * self.longest_ref() + 4)
            return DeclareAttackers(p, tuple(pairs))
        if verb == "block":
            pairs = _items(g["items"], lambda t: self.pair(t, " with ", "block-attacker",
                                                          "block-blocker"),
                           2 * self.longest_ref() + 6)
            return DeclareBlockers(p, tuple((b, a) for a, b in pairs))
        if verb == "assign":
            return self.assign(g)
        return self.choice(verb, g)

    def choice(self, verb: str, g: dict[str, Any]) -> Choose:
        """An answer to the choice the game waits for."""
        p = self.p
        if verb in ("redirect", "keep"):
            return Choose(p, self.obj(g["target"], verb, what="planeswalker"))
        if verb == "apply":
            return Choose(p, self.effect(g["effect"]))
        if verb == "order":
            return Choose(p, self.blocker_order(g["items"]))
        return Choose(p, self.option(g["option"]))

    def blocker_order(self, text: str) -> tuple[int, ...]:
        """``order blockers A, B``: the blockers of the creature whose damage assignment
        order is asked for (509.2), in the order named."""
        pend = self.s.pending
        if pend is None or pend.kind != "damage_order":
            raise NotationError("there is no damage assignment order to announce now")
        first = cast(tuple[int, ...], pend.options[0])  # (an order of blockers' ids)
        pool = [self.s.objects[b] for b in first]
        return tuple(_items(text, lambda t: self.names.find(t, [pool], "blocker").id))

    def targets(self, text: str | None, verb: str) -> tuple[Ref, ...]:
        return tuple(_items(text, lambda t: self.ref(t, verb), self.longest_ref())) \
            if text else ()

    def pair(self, text: str, word: str, left: str, right: str) -> tuple[Ref, Ref]:
        """``A at D`` / ``A with B``: try each place the joining word could split the text."""
        err: NotationError | None = None
        longest = self.longest_ref()  # (a longer side names nothing: try no more splits)
        starts = [m.start() for m in re.finditer(re.escape(word), text, re.I)
                  if m.start() <= longest and len(text) - m.end() <= longest]
        for i in starts:
            try:
                a = self.obj(text[:i], left, what="creature")
                b = self.ref(text[i + len(word):], right) if right == "defender" else \
                    self.obj(text[i + len(word):], right, what="creature")
                return a, b
            except NotationError as e:
                err = err or e
        if err is None:
            raise NotationError(f"expected 'A{word}B' in {cut(text)}")
        raise err

    def assign(self, g: dict[str, Any]) -> AssignDamage:
        def one(t: str) -> tuple[Ref, int]:
            m = re.match(r"^([0-9]+) to (.+)$", t.strip(), re.I)
            if not m:
                raise NotationError(f"expected 'N to RECIPIENT' in {cut(t.strip())}")
            return self.ref(m.group(2), "assign"), amount(m.group(1), "an amount of damage")

        parts = tuple(_items(g["items"], one, self.longest_ref() + len(" to ") + MAX_DIGITS))
        if "attacker" in g:
            return AssignDamage(self.p, self.obj(g["attacker"], "assign-attacker"), parts)
        return AssignDamage(self.p, self.infer_attacker(parts), parts)

    def infer_attacker(self, parts: tuple[tuple[Ref, int], ...]) -> int:
        s = self.s
        mine = [a for a, _ in (s.combat.attackers if s.combat else ())  # (a team's: 810.7f)
                if a in s.objects and same_team(s, s.objects[a].controller, self.p)]
        if len(mine) == 1:
            return mine[0]
        fits = [a for a in mine if all(r in s.combat.blockers_of(a)  # type: ignore[union-attr]
                                       or r == s.combat.attack_target(a)  # type: ignore[union-attr]
                                       for r, _ in parts)]
        if len(fits) == 1:
            return fits[0]
        if not mine:
            raise NotationError(f"{self.p} has no attacking creature whose damage to assign")
        labels = ", ".join(self.names.full_label(s.objects[a]) for a in (fits or mine))
        raise NotationError(f"say whose damage this is with 'from ATTACKER' (one of: {labels})")

    def effect(self, text: str) -> Ref:
        pend, word = self.s.pending, text.strip()
        labels = [o for o in (pend.options if pend else ()) if isinstance(o, str)]
        for o in labels:
            if o.casefold() == word.casefold():
                return o
        if word.casefold() == "redirection" or any(
                c.casefold() == word.casefold() for c in card_names()):
            return word
        raise NotationError(f"no effect called {cut(word)}",
                            suggest(word, labels + ["redirection"]))

    def option(self, text: str) -> Ref:
        pend, word = self.s.pending, text.strip()
        opts = pend.options if pend else ()
        for o in opts:
            if isinstance(o, str) and o.casefold() == word.casefold():
                return o
        try:
            return self.ref(word, "choose", role="")
        except NotationError as err:
            if pend is None:
                raise
            shown = [self.names.label(self.s.objects[o], [self.pending_objects()])
                     if isinstance(o, int) and o in self.s.objects else str(o) for o in opts]
            raise NotationError(f"{cut(word)} is not one of the options ({', '.join(shown)})",
                                suggest(word, shown)) from err


def amount(digits: str, what: str) -> int:
    """A number written in a command, at most :data:`magictutor.limits.MAX_AMOUNT`.

    >>> amount("9" * 5000, "X")
    Traceback (most recent call last):
    ...
    magictutor.scenarios.names.NotationError: X is at most 1,000 (the kit's limit), not a \
number of 5000 digits
    """
    value = int(digits) if len(digits) <= MAX_DIGITS else None
    if value is None or value > MAX_AMOUNT:
        shown = f"a number of {len(digits)} digits" if value is None else f"{value:,}"
        raise NotationError(f"{what} is at most {MAX_AMOUNT:,} (the kit's limit), not {shown}")
    return value


def _items(text: str, one: Callable[[str], Any], longest: int = MAX_COMMAND) -> list[Any]:
    """Read a comma-separated list whose items may themselves contain commas
    (``Elspeth, Knight-Errant``): each item takes the fewest pieces that read. No item is
    longer than ``longest`` characters, so each piece is tried in a bounded number of
    items and a long line is read in linear time."""
    pieces = [p.strip() for p in text.split(",")]
    out: list[Any] = []
    i = 0
    while i < len(pieces):
        err: NotationError | None = None
        size = -2
        for j in range(i + 1, len(pieces) + 1):
            size += len(pieces[j - 1]) + 2
            if size > longest and err is not None:
                raise err
            try:
                out.append(one(", ".join(pieces[i:j])))
            except NotationError as e:
                err = err or e
                continue
            i = j
            break
        else:
            assert err is not None
            raise err
    return out
