"""Token copies put onto the battlefield tapped and attacking (Kharasha Foothills).

Its trigger waits for a creature of its planar controller declared as an attacker attacking
a player (``{attacks: player}``: 508.2a; 508.3a from 2017-09); in Two-Headed Giant "you" on
the plane is the whole team (901.11c; 901.12c later). As it resolves, for each opponent of
its controller other than the player that creature attacks, one at a time in turn order,
they may ("you may" stands inside "for each other opponent": one choice per opponent, 603.5)
put onto the battlefield a token that's a copy of it (706.2; 707.2 today: the printed card,
or a token's own definition), tapped and attacking that opponent. Such a creature was never
declared as an attacker: it is attacking, so blockers and combat damage treat it as any
other attacker, but it never "attacked" (508.4), so nothing waiting for a creature to attack
triggers, Kharasha Foothills' own trigger included. It isn't attacking at all if its
controller isn't an attacking player (506.3b) or the opponent has left the game (506.3c).
If the attacker has left the battlefield before the trigger resolves, the copies are still
made, from its last known information (608.2g; 608.2h today), which the trigger notes as
the creature attacks: a token that died has ceased to exist, but its definition is kept.

The tokens are exiled at the beginning of the next end step by a delayed triggered ability
remembering exactly them (603.7, 603.7c): :func:`magictutor.rules.walker_board.
exile_at_next_end`, Chandra, Flamecaller's.

Two-Headed Giant: up to 2017-09 the team's creatures attack the other team as a group
(810.7a), so a creature attacking one defending player attacks them both and no opponent is
"other": no tokens. Today the attacking team announces which defending player each creature
attacks (805.10b), so the attacked player's teammate is the other opponent, and gets one.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from magictutor.model.state import Obj, evolve
from magictutor.model.work import Work, ask
from magictutor.rules.doubling import token_count
from magictutor.rules.effects import effect, src_name
from magictutor.rules.teams import active_players, opponents, same_team, teams
from magictutor.rules.tokens import token_copy
from magictutor.rules.walker_board import exile_at_next_end
from magictutor.rules.zone_triggers import creature_enters

if TYPE_CHECKING:  # pragma: no cover
    from magictutor.engine.context import Ctx

_ENTER = ("combat.enter_attacking", "copy.copiable", "token.create")


def other_opponents(ctx: Ctx, you: str, defender: Any) -> tuple[str, ...]:
    """The opponents of ``you`` other than ``defender``, in turn order; in Two-Headed Giant
    before ``current`` none of the attacked team (810.7a: it is attacked as a group)."""
    out = tuple(p for p in opponents(ctx, you) if p != defender)
    if teams(ctx) and isinstance(defender, str) and not ctx.ed.has("team.attack_player"):
        out = tuple(p for p in out if not same_team(ctx, p, defender))
    return out


@effect("attack_copies")
def fx_attack_copies(ctx: Ctx, w: Work, spec: dict, res: dict) -> None:
    """``{attack_copies: each other opponent}``: see the module's text."""
    info, you = dict(res.get("info", ())), res["controller"]
    o = _attacker(ctx, info)
    todo = w.get("todo")
    if todo is None:
        todo = _start(ctx, res, o, info.get("defender"))
    if o is None or not todo:
        return
    made, answer = tuple(w.get("made", ())), w.get("answer")
    while todo:
        opp = todo[0]
        if answer is None:
            ask(ctx, w.but(todo=todo, made=made, answer=None), you, "option", ["yes", "no"],
                f"{you}: put a token copy of {o.name} onto the battlefield tapped and "
                f"attacking {opp}? ({src_name(res)})", "ability.optional", *_ENTER)
            return
        if answer == "yes":
            made += _enter_attacking(ctx, o, you, opp, res)
        else:
            ctx.emit("may", f"{you} chooses not to make a token copy of {o.name} attacking "
                     f"{opp} ({src_name(res)})", "ability.optional", player=you)
        todo, answer = todo[1:], None
    if made:
        exile_at_next_end(ctx, res, made, f"the token copies of {o.name}")


def _attacker(ctx: Ctx, info: dict) -> Obj | None:
    """The creature to copy: the attacker itself while it is the same object on the
    battlefield; once it has left, its last known information (608.2g; 608.2h today: the
    effect needs information from that object and it is no longer in the zone it was
    expected in), as the trigger noted it when the creature attacked: a card's name (its
    printed values are what a copy copies) or a token's own definition, which a token that
    left and ceased to exist (704.5d) no longer has anywhere else."""
    oid, lki = info.get("attacker"), info.get("attacker_lki")
    o = ctx.objects.get(oid) if isinstance(oid, int) else None
    if o is not None and o.zone == "battlefield" and (lki is None or o.gen == lki[1]):
        return o
    if lki is None or not isinstance(oid, int):
        return o
    return Obj(id=oid, name=lki[0], kind="token" if lki[2] else "card", owner="",
               controller="", zone="gone", gen=lki[1], info=tuple(lki[2]))


def _start(ctx: Ctx, res: dict, o: Obj | None, defender: Any) -> tuple[str, ...]:
    """The opponents to ask about, saying why the ability triggered (or why none)."""
    if o is None:
        ctx.emit("token", f"The attacking creature no longer exists: nothing to copy "
                 f"({src_name(res)})", "token.create")
        return ()
    ctx.emit("trigger", f"{o.name} was declared as an attacker attacking {defender} "
             f"({src_name(res)})", "combat.attacks_player_trigger")
    if o.zone != "battlefield":
        ctx.emit("token", f"{o.name} has left the battlefield: the copies are made from it as "
                 "it last existed there (last known information)", "effect.last_known",
                 "copy.copiable")
    todo = other_opponents(ctx, res["controller"], defender)
    if not todo:
        why = " (Two-Headed Giant: the creature attacks the other team as a group)" \
            if teams(ctx) and not ctx.ed.has("team.attack_player") else ""
        ctx.emit("token", f"{res['controller']} has no opponent other than {defender}{why}: "
                 f"no token copies ({src_name(res)})", "combat.enter_attacking",
                 *(("team.combat",) if why else ()))
    return todo


def _enter_attacking(ctx: Ctx, o: Obj, you: str, opp: str, res: dict) -> tuple[int, ...]:
    """Create the token copy (or copies, 614.1a doubling) of ``o`` under ``you``'s control,
    tapped and attacking ``opp`` if it can be (506.3b, 506.3c): their ids."""
    ids = []
    for _ in range(token_count(ctx, 1, you, f"copy of {o.name}")):
        new = token_copy(ctx, o, you, tapped=True)
        ids.append(new)
        problem = _not_attacking(ctx, you, opp)
        if problem is None:
            assert ctx.combat is not None
            ctx.combat = evolve(ctx.combat, attackers=ctx.combat.attackers + ((new, opp),))
            ctx.emit("attack", f"{you} puts a token copy of {o.name} onto the battlefield "
                     f"tapped and attacking {opp}; it was never declared as an attacker, so "
                     f"it never \"attacked\" and no attack trigger sees it ({src_name(res)})",
                     *_ENTER, attacker=new, target=opp)
        else:
            ctx.emit("token", f"{you} puts a token copy of {o.name} onto the battlefield "
                     f"tapped, but it is never an attacking creature: {problem[1]} "
                     f"({src_name(res)})", problem[0], "copy.copiable", "token.create")
        creature_enters(ctx, new)
    return tuple(ids)


def _not_attacking(ctx: Ctx, you: str, opp: str) -> tuple[str, str] | None:
    """Why a creature put onto the battlefield attacking ``opp`` under ``you``'s control is
    never attacking (rule key, reason), or None."""
    if ctx.combat is None:
        return "combat.enter_attacking", "it is not the combat phase"
    if you not in active_players(ctx):
        return "combat.enter_attacking_not_attacker", f"{you} is not an attacking player"
    if not ctx.is_live(opp):
        return "combat.enter_attacking_gone", f"{opp} has left the game"
    return None
