"""Teams: Two-Headed Giant (810) and the shared team turns option it uses (805).

A game with teams keeps them in its state (``extra["teams"]``: each team a tuple of names,
its primary player first, 805.2). Free-for-all, with no teams, is the default: every
function here then answers as for a game of single players.

How the kit models a team's turn: the turn's ``active`` player is the active team's
primary player, and both members are active players (805.4a, 901.12d): each may play a
land (805.4c), cast sorceries and roll the planar die in the team's main phase; both untap
and draw (805.4b). The active team declares one combined attack and the defending team one
combined block, each made by its primary player for the team (805.2, 810.7c-d). Teams have
priority (805.5): the kit hands it to one member, and while one member holds it the other
may act too (805.5a, :func:`holds_priority`). Either member may pass, in any order; the team
passes when no member wishes to do anything, that is when both have passed since the last
action (805.5b, :func:`still_deciding`), and then the other team receives priority. When
every team has passed in succession the top of the stack resolves or the step ends. A team
shares its life total (810.4, 810.9): a change to one member's life changes the teammate's
by the same amount, so each member's life always reads as the team's (810.9a). Teammates
are not opponents (102.3), and players win and lose only as a team (810.8).

>>> from magictutor.engine.setup import build_game
>>> g = build_game(["Alice", "Bob", "Carol", "Dave"], teams=[["Alice", "Bob"], ["Carol", "Dave"]])
>>> team_of(g, "Bob"), opponents(g, "Bob"), [p.life for p in g.players]
(('Alice', 'Bob'), ('Carol', 'Dave'), [30, 30, 30, 30])
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from magictutor.limits import cut
from magictutor.model.protocol import GameView

TEAMS = "teams"
"""Key in a state's ``extra`` (and a working copy's) of the game's teams."""

TEAM_LIFE = 30
"""A Two-Headed Giant team's starting life (810.4)."""


def teams(g: GameView) -> tuple[tuple[str, ...], ...]:
    """The game's teams (empty: free-for-all)."""
    return g.get(TEAMS) or ()


def team_of(g: GameView, player: str) -> tuple[str, ...]:
    """``player``'s team, primary player first (just ``player`` in free-for-all)."""
    for t in teams(g):
        if player in t:
            return t
    return (player,)


def teammates(g: GameView, player: str) -> tuple[str, ...]:
    return tuple(p for p in team_of(g, player) if p != player)


def same_team(g: GameView, a: str, b: str) -> bool:
    if a == b:
        return True
    for t in teams(g):  # (a loop, not any(): free-for-all has none, on every call)
        if a in t:
            return b in t
    return False


def is_opponent(g: GameView, player: str, other: str) -> bool:
    """Whether ``other`` is an opponent of ``player``: a player not on their team (102.3)."""
    return not same_team(g, player, other)


def opponents(g: GameView, player: str) -> tuple[str, ...]:
    """The live players not on ``player``'s team, in turn order (102.3)."""
    return tuple(n for n in g.player_order if g.is_live(n) and is_opponent(g, player, n))


def holds_priority(g: GameView, player: str) -> bool:
    """Whether ``player`` may act as a priority holder now: they hold priority or, in a game
    with teams, their team does (805.5: teams have priority, not players; 805.5a: a player
    may cast a spell, activate an ability or take a special action when their team has it).
    The kit hands priority to each member of a team in turn, so a teammate of its holder
    acts for the team as well."""
    who = g.priority
    if who == player:
        return True
    return who is not None and bool(teams(g)) and same_team(g, who, player)


def priority_team(g: GameView) -> tuple[str, ...]:
    """The live players who may act as priority holders now: the holder first, then, in a
    game with teams, the holder's live teammates (805.5a); none when nobody has priority."""
    who = g.priority
    if who is None:
        return ()
    if not teams(g):
        return (who,)
    return (who, *(p for p in teammates(g, who) if g.is_live(p)))


def may_team_pass(g: GameView, player: str) -> bool:
    """Whether ``player``, not the priority holder, may pass for their part in a game with
    teams: their team has priority and they have not passed since the last action (805.5b:
    the team passes when no player on it wishes to do anything, so each member says so)."""
    return player != g.priority and player in priority_team(g) and player not in g.passes


def still_deciding(g: GameView, player: str, passes: Sequence[str]) -> str | None:
    """After ``player`` passes (``passes``: every pass since the last action, theirs
    included), the teammate who has not passed yet and so still holds the team's priority,
    or None when the whole team has passed (805.5b)."""
    for mate in teammates(g, player):
        if g.is_live(mate) and mate not in passes:
            return mate
    return None


def primary(g: GameView, player: str) -> str:
    """The primary player of ``player``'s team (805.2): the first member listed."""
    return team_of(g, player)[0]


def is_active_player(g: GameView, player: str) -> bool:
    """Whether ``player`` is an active player: the active player, or on the active team
    (805.4a: each member of the active team is an active player, 901.12d)."""
    return same_team(g, g.active, player)


def active_players(g: GameView) -> tuple[str, ...]:
    """The active team's live members (just the active player in free-for-all)."""
    return tuple(p for p in team_of(g, g.active) if g.is_live(p)) or (g.active,)


def next_team_player(g: GameView, player: str) -> str:
    """The next live player in turn order not on ``player``'s team, or ``player`` if none:
    the primary player of the next team, where the teams sit together (805.1)."""
    order = list(g.player_order)
    i = order.index(player)
    for k in range(1, len(order) + 1):
        cand = order[(i + k) % len(order)]
        if g.is_live(cand) and not same_team(g, player, cand):
            return primary(g, cand) if g.is_live(primary(g, cand)) else cand
    return player


def team_name(g: GameView, player: str) -> str:
    """``"Alice and Bob"`` for a team, the player's name otherwise."""
    return " and ".join(team_of(g, player))


def check_teams(players: Sequence[str], given: Any, active: str | None = None,
                first: str | None = None) -> tuple[tuple[str, ...], ...]:
    """The teams of ``given`` as tuples, or a ``ValueError`` naming the rule they break:
    two teams of two players (810.1), every player in exactly one team, each team sitting
    together in the turn order (805.1, 810.3), and the ``active`` and ``first`` players
    (who took turn 1), if given, primary players: the kit names a team's turn by its
    primary player, the first of the team (805.2, 805.4).

    >>> check_teams(["A", "B", "C", "D"], [["A", "B"], ["C", "D"]])
    (('A', 'B'), ('C', 'D'))
    >>> check_teams(["A", "B", "C", "D"], [["A", "C"], ["B", "D"]])
    Traceback (most recent call last):
    ...
    ValueError: team A, C does not sit together: teammates are next to each other ...
    """
    if not isinstance(given, (list, tuple)) or not all(
            isinstance(t, (list, tuple)) and all(isinstance(p, str) for p in t) for t in given):
        raise ValueError("teams is a list of teams, each a list of player names")
    out = tuple(tuple(t) for t in given)
    if len(out) != 2 or any(len(t) != 2 for t in out):
        raise ValueError("Two-Headed Giant has two teams of two players each (810.1), not "
                         f"{' + '.join(str(len(t)) for t in out) or 'none'}")
    _check_members(players, out)
    _check_seats(players, out)
    _check_primary(out, active, first)
    return out


def _check_members(players: Sequence[str], out: tuple[tuple[str, ...], ...]) -> None:
    named = [p for t in out for p in t]
    for p in named:
        if p not in players:
            raise ValueError(f"teams name {cut(p)}, who is not a player (the players are "
                             f"{', '.join(cut(n) for n in players)})")
        if named.count(p) > 1:
            raise ValueError(f"{p} is in more than one team: each player is on exactly one "
                             "(810.1)")
    missing = [p for p in players if p not in named]
    if missing:
        raise ValueError(f"{', '.join(missing)} is on no team: each player is on exactly "
                         "one (810.1)")


def _check_seats(players: Sequence[str], out: tuple[tuple[str, ...], ...]) -> None:
    order = list(players)
    for t in out:
        i, j = sorted(order.index(p) for p in t)
        if j - i not in (1, len(order) - 1):
            raise ValueError(f"team {', '.join(t)} does not sit together: teammates are next "
                             "to each other in turn order (805.1, 810.3)")


def _check_primary(out: tuple[tuple[str, ...], ...], active: str | None,
                   first: str | None) -> None:
    primaries = [t[0] for t in out]
    for what, who in (("active player", active), ("first player", first)):
        if who is not None and who not in primaries:
            raise ValueError(f"the {what} {who} is not a team's primary player "
                             f"({', '.join(primaries)}, the first of each team): a team "
                             "takes its turn as one, named by its primary player (805.2, "
                             "805.4)")


def share_life(ctx: Any, player: str, change: int) -> None:
    """810.9: damage, life loss and life gain happen to ``player``; the result is applied
    to the team's shared life total, so the teammate's life changes by the same amount."""
    from dataclasses import replace  # (rules/teams.py imports nothing of the kit's)

    mates = teammates(ctx, player) if change else ()
    for mate in mates:
        p = ctx.players[mate]
        ctx.players[mate] = replace(p, life=p.life + change)
    if mates:
        ctx.emit("life", f"{player}'s life changes by {change:+d}: {team_name(ctx, player)} "
                 f"share one life total, now {ctx.players[player].life} for both",
                 "team.life_shared", "team.life_value", auto=True, player=player)


def you_team(ctx: Any, res: dict, note: bool = True) -> list[Any]:
    """"You": the controller; on a face-up plane or phenomenon in Two-Headed Giant, both
    members of the planar controller's team (901.12c, 901.11c in 2011-09)."""
    you = res["controller"]
    src = res.get("source")
    o = ctx.objects.get(src) if isinstance(src, int) else None
    if not teams(ctx) or res.get("you_bound") or o is None or o.zone != "command" \
            or not o.face_up:  # (only planar cards are objects in the command zone)
        return [you]
    team = [p for p in ctx.apnap() if same_team(ctx, you, p)]
    if note and len(team) > 1:
        ctx.emit("planar", f"\"You\" on {o.name} means both players of the planar "
                 f"controller's team: {' and '.join(team)}", "pc.2hg_you", auto=True)
    return team
