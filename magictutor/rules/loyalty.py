"""Loyalty abilities (306.5d, 606): who may activate them, when, and paying their cost.

A player may activate a loyalty ability of a permanent they control when they have priority
in a main phase of their own turn with an empty stack, and only if no player has activated a
loyalty ability of that permanent this turn (606.3). A change of control doesn't reset that;
a permanent that left the battlefield and came back is a new object (400.7) and may activate
again. The cost, adding or removing loyalty counters, is paid at once (602.2b, 606.4); a
minus cost needs at least that many counters (606.5, 606.6 in current), so exactly enough is
fine, while plus and zero costs can always be paid. Once on the stack the ability is
independent of its source (112.7a / 113.7a): it resolves even if the planeswalker is gone.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING, Any

from magictutor.cards.model import CardDef, loyalty_delta, normalize_cost
from magictutor.editions import Edition
from magictutor.model.characteristics import card_of
from magictutor.model.state import GameState, Obj
from magictutor.model.violations import Violation
from magictutor.model.violations import violation as _v
from magictutor.rules.doubling import cost_not_doubled
from magictutor.rules.stack import sorcery_timing
from magictutor.rules.teams import holds_priority
from magictutor.rules.up_to_targets import check_ability_targets, stack_info, up_to

if TYPE_CHECKING:  # pragma: no cover
    from magictutor.engine.context import Ctx
    from magictutor.model.actions import Activate


TIMING = ("pw.loyalty_abilities", "loyalty.timing")




_LOYALTY_PROFILES: dict[int, tuple[CardDef, tuple]] = {}
"""A side table of :func:`_loyalty_profile`'s answers, by the id of the card definition
(kept with it, so the id is not reused while the entry lives): nothing is written into the
frozen definition itself."""


def _loyalty_profile(c: CardDef) -> tuple[tuple[int, str, bool, tuple[str, ...], bool, bool],
                                           ...]:
    """A card's loyalty abilities as (index on the card, cost as printed, is it -X?, target
    words, must an action name it by index? (another has the same cost), are its targets
    "up to" that many?), worked out once per (unchanging) card definition."""
    hit = _LOYALTY_PROFILES.get(id(c))
    if hit is not None and hit[0] is c:
        return hit[1]
    mine = c.abilities_of("loyalty")
    costs = [normalize_cost(a.cost or "") for _, a in mine]
    profile = tuple((i, a.cost or "", cost == "-X", a.targets, costs.count(cost) > 1, up_to(a))
                    for (i, a), cost in zip(mine, costs, strict=True))
    if len(_LOYALTY_PROFILES) > 10_000:  # (token and user card definitions: keep it small)
        _LOYALTY_PROFILES.clear()
    _LOYALTY_PROFILES[id(c)] = (c, profile)
    return profile


def _counters(n: int) -> str:
    return f"{n} loyalty counter{'' if n == 1 else 's'}"


def check_activate(ed: Edition, s: GameState, a: Activate) -> list[Violation]:
    """Every rule activating this loyalty ability would break now (empty: it is legal).

    >>> from magictutor.engine.setup import build_game
    >>> from magictutor.model.actions import Activate
    >>> from magictutor.editions import get_edition
    >>> s = build_game(["Alice", "Bob"],
    ...                setup={"Alice": {"battlefield": ["Jace Beleren (loyalty 1)"]}})
    >>> jace = s.battlefield[0].id
    >>> act = Activate("Alice", jace, "-10", ("Bob",))
    >>> for rules, why in check_activate(get_edition("2013-07"), s, act):
    ...     print(rules, why)
    ('606.5', '606.4') Jace Beleren has 1 loyalty counter and can't pay -10: a minus cost needs
    at least that many loyalty counters
    """
    o = s.objects.get(a.source) if isinstance(a.source, int) else None
    if o is None or o.zone != "battlefield":
        return [_v(ed, ("ability.activate",), "there is no such permanent on the battlefield")]
    c = card_of(o, s.edition)
    found = loyalty_ability_of(c, a)
    if isinstance(found, str):
        return [_v(ed, ("ability.activate", "loyalty.abilities"), f"{o.name} {found}")]
    _, ab = found
    out: list[Violation] = []
    if o.controller != a.player:
        out.append(_v(ed, TIMING, f"{a.player} does not control {o.name}: only the player who "
                      f"controls a permanent ({o.controller}) may activate its loyalty "
                      "abilities"))
    if not holds_priority(s, a.player):
        who = f" ({s.priority} does)" if s.priority else ""
        out.append(_v(ed, TIMING + ("ability.priority",),
                      f"{a.player} does not have priority{who}, and loyalty abilities are "
                      "activated only by a player who has it"))
    why = sorcery_timing(s, a.player)
    if why:
        out.append(_v(ed, TIMING, "loyalty abilities are activated only in a main phase of "
                      f"your own turn with an empty stack, and {' and '.join(why)}"))
    if a.source in s.loyalty_used:
        out.append(_v(ed, TIMING, f"{o.name} already activated a loyalty ability this turn: "
                      "only one loyalty ability of a permanent may be activated each turn, "
                      "whoever controls it"))
    out += _check_cost(ed, o, ab.cost or "", a)
    return out + check_ability_targets(ed, s, ab, a.targets, a.player, f"{o.name} {ab.cost}")


def _check_cost(ed: Edition, o: Obj, printed: str, a: Activate) -> list[Violation]:
    cost = normalize_cost(printed)
    if cost == "-X":
        if a.x is None:
            return [_v(ed, ("loyalty.cost",), f"say the value of X for {o.name} {printed}")]
        if not isinstance(a.x, int) or isinstance(a.x, bool) or a.x < 0:
            return [_v(ed, ("loyalty.cost", "number.no_negative"),  # (107.1b, not 107.3b)
                       f"X must be a whole number of 0 or more, not {a.x!r}")]
    elif a.x is not None:
        return [_v(ed, ("loyalty.cost",), f"{o.name} {printed} has no X in its cost")]
    delta = loyalty_delta(cost, a.x)
    have = o.counter("loyalty")
    if delta < 0 and have < -delta:
        shown = printed if cost != "-X" else f"-{a.x}"
        return [_v(ed, ("loyalty.insufficient", "loyalty.cost"),
                   f"{o.name} has {_counters(have)} and can't pay {shown}: a minus cost needs "
                   "at least that many loyalty counters")]
    return []


def _listing(mine: Sequence[tuple[int, Any]]) -> str:
    """A card's loyalty abilities by index and cost, for a refusal (worked out only then)."""
    return ", ".join(f"{i}: {ab.cost}" for i, ab in mine) or "none"


def loyalty_ability_of(c: Any, a: Activate) -> tuple[int, Any] | str:
    """The (index, ability) ``a`` names on card ``c``: by its index if it gives one (the
    ability there must be a loyalty ability of that cost), else by its cost, which must
    then be the cost of exactly one of them; or why it names none.

    >>> from magictutor.model.actions import Activate
    >>> from magictutor.cards import card
    >>> loyalty_ability_of(card("Jace Beleren"), Activate("Alice", 1, "+2"))[0]
    0
    >>> loyalty_ability_of(card("Jace Beleren"), Activate("Alice", 1, "+2", ability=1))
    'has no loyalty ability +2 at index 1 (its loyalty abilities: 0: +2, 1: -1, 2: -10)'
    """
    mine = c.abilities_of("loyalty")
    if not isinstance(a.cost, str):
        return (f"has no loyalty ability with cost {a.cost!r} (its loyalty abilities: "
                f"{_listing(mine)})")
    matches = c.loyalty_abilities_costing(a.cost)
    if a.ability is not None:
        hit = [(i, ab) for i, ab in matches if i == a.ability]
        if not hit:
            return (f"has no loyalty ability {a.cost} at index {a.ability} (its loyalty "
                    f"abilities: {_listing(mine)})")
        return hit[0]
    if not matches:
        costs = ", ".join(ab.cost or "" for _, ab in mine) or "none"
        return f"has no loyalty ability with cost {a.cost} (its costs: {costs})"
    if len(matches) > 1:
        which = "; ".join(f"ability {i}: {ab.text or ab.cost}" for i, ab in matches)
        return (f"has {len(matches)} loyalty abilities with cost {a.cost}: say which by its "
                f"index ({which})")
    return matches[0]


def do_activate(ctx: Ctx, a: Activate) -> None:
    """Pay the cost at once (602.2b, 606.4), remember the activation (606.3), and put the
    ability on the stack; its controller receives priority again (116.3c).

    >>> from magictutor.engine.setup import build_game
    >>> from magictutor.model.actions import Activate
    >>> from magictutor.engine.context import Ctx
    >>> ctx = Ctx(build_game(["Alice", "Bob"],
    ...                      setup={"Alice": {"battlefield": ["Jace Beleren"]}}))
    >>> jace = ctx.zones["battlefield"][0]
    >>> do_activate(ctx, Activate("Alice", jace, "+2"))
    >>> ctx.objects[jace].counter("loyalty"), [ctx.objects[i].name for i in ctx.zones["stack"]]
    (5, ['Jace Beleren +2'])
    """
    o = ctx.objects[a.source]
    c = card_of(o, ctx.edition)
    found = loyalty_ability_of(c, a)
    assert not isinstance(found, str), found  # (apply ran check_activate, which refuses it)
    index, ab = found
    delta = loyalty_delta(ab.cost or "", a.x)
    before = o.counter("loyalty")
    ctx.add_counters(a.source, "loyalty", delta)
    cost_not_doubled(ctx, a.source, delta)  # (a cost, not an effect: 606.4)
    after = ctx.objects[a.source].counter("loyalty")
    ctx.loyalty_used.add(a.source)
    cost_txt = ab.cost if normalize_cost(ab.cost or "") != "-X" else f"-X (X={a.x})"
    ctx.emit("cost", f"{a.player} activates {o.name} {cost_txt}, paying the cost at once: "
             f"loyalty {before} \u2192 {after}", "pw.loyalty_abilities", "loyalty.cost",
             "ability.cost_paid", player=a.player, card=o.name, obj=o.id)
    gens = tuple(ctx.objects[t].gen if isinstance(t, int) else 0 for t in a.targets)
    ab_obj = Obj(id=ctx.new_id(), name=f"{o.name} {ab.cost}", kind="ability", owner=a.player,
                 controller=a.player, zone="stack", source=a.source, ability=index,
                 targets=tuple(a.targets), x=a.x,
                 info=(("source_counters", ctx.objects[a.source].counters),
                       ("source_gen", o.gen), ("source_name", o.name), ("tgen", gens),
                       ("activated", True)) + stack_info(ab, tuple(a.targets)))
    ctx.add_object(ab_obj, "stack")
    tgt = f" targeting {', '.join(ctx.describe(t) for t in a.targets)}" if a.targets else ""
    ctx.emit("stack", f"{ab_obj.name} goes on the stack{tgt}", "ability.activate",
             name=ab_obj.name)
    if after == 0:
        ctx.emit("stack", f"{o.name} is left with no loyalty and will be put into its owner's "
                 f"graveyard, but {ab_obj.name} is already on the stack and will still "
                 "resolve", "ability.independent", "pw.zero")
    ctx.priority = a.player
    ctx.passes = ()
