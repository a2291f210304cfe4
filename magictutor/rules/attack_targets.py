"""What a creature may attack (506.2, 508.1b): the attacking player's opponents and their
planeswalkers, and the rule a refusal cites, which is the one of the game played: 506.2 in a
duel, 802.2 in a free-for-all (the kit plays it with the attack multiple players option),
506.2b with Two-Headed Giant's own combat rule (810.7a; 805.10a-b in the current rules, where
810.7 sends the reader to the shared team turns option) in a team game. The numbers are in
the edition tables (:mod:`magictutor.editions.teams`); only the kind of game is read here.
"""

from __future__ import annotations

from typing import Any

from magictutor.model.protocol import GameView
from magictutor.model.query import chars_of
from magictutor.model.state import GameState, Ref
from magictutor.model.violations import Violation
from magictutor.model.violations import violation as _v
from magictutor.rules.targets import creature_or_pw_pool
from magictutor.rules.teams import active_players, opponents, teams


def attack_targets(g: GameView, player: str) -> list[Ref]:
    """Players and planeswalkers ``player`` may attack (506.2, 508.1b): the opponents, who
    in Two-Headed Giant are the other team's players (102.3), and their planeswalkers."""
    opps = list(opponents(g, player))
    pws = [i for i in creature_or_pw_pool(g) if g.objects[i].controller in opps
           and chars_of(g, i).is_planeswalker]
    return opps + pws


def can_attack_target(g: GameView, target: Ref) -> str | None:
    """Why no creature may attack ``target`` now (Agyrem's chaos ability), or None."""
    who = target if isinstance(target, str) else g.objects[target].controller
    for e in g.effects:
        if e.kind == "cant_attack_player" and who in e.affected and isinstance(target, str):
            return f"creatures can't attack {who} ({e.source_name})"
    return None


def target_problems(ed: Any, s: GameState, name: str, target: Ref,
                     legal_targets: list[Ref]) -> list[Violation]:
    if target not in legal_targets:
        whose = target if isinstance(target, str) else \
            s.objects[target].controller if target in s.objects else None
        mate = bool(teams(s)) and whose in s.player_names and whose in active_players(s)
        return [_v(ed, ("turn.attack_target", "pw.attack") + who_defends(s, mate),
                   f"{s.describe(target)} is not an opponent or a planeswalker an opponent "
                   f"controls, so {name} can't attack it"
                   + (" (teammates are not opponents)" if mate else ""))]
    why_not = can_attack_target(s, target)
    if why_not:
        return [_v(ed, ("turn.declare_attackers", "plane.abilities", "pc.planeswalk_when"),
                   f"{name} can't attack: {why_not}")]
    return []


def who_defends(g: GameView, mate: bool) -> tuple[str, ...]:
    """The rule keys of who may be attacked in the game played: the nonactive player in a
    duel (506.2); every opponent in a free-for-all, which the kit plays with the attack
    multiple players option (802.2); the defending team in Two-Headed Giant (506.2b, with
    810.7a, or 805.10a-b in the current rules), a teammate being no opponent (102.3)."""
    if teams(g):
        return ("team.opponents",) * mate + ("team.defending_team", "team.combat",
                                             "team.attack_player")
    if len(g.player_order) > 2:
        return ("multiplayer.defending_players",)
    return ("turn.defending_player",)
