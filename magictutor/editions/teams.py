"""Rule numbers of team play: Two-Headed Giant (810), the shared team turns option (805) it
uses, teammates and opponents (102.3), who may be attacked and who blocks when in a
multiplayer game (506.2, 802.4) and Two-Headed Giant Planechase (901.11 in ``2011-09``,
901.12 later), as (2011-09, 2013-07, 2017-09, current).

Part of the edition tables of :mod:`magictutor.editions.data`, kept apart because team play
is a topic of its own. Every number was checked by reading its line in that edition's
Comprehensive Rules. The combat rules moved: up to ``2017-09`` Two-Headed Giant has its own
(810.7a-f); in ``current`` 810.7 sends the reader to the shared team turns option's
(805.10), and the damage assignment order is gone with 509.2.
"""

from __future__ import annotations

TEAM_RULES: dict[str, tuple[str | None, str | None, str | None, str | None]] = {
    # In a game between teams, a player's opponents are the players not on their team.
    "team.opponents": ("102.3", "102.3", "102.3", "102.3"),
    # Shared team turns are used only with each team's members in adjacent seats.
    "team.seats": ("805.1", "805.1", "805.1", "805.1"),
    # Each team's primary player makes the choices the team can't agree on.
    "team.primary": ("805.2", "805.2", "805.2", "805.2"),
    # Teams take turns; the team whose turn it is is the active team.
    "team.turns": ("805.4", "805.4", "805.4", "805.4"),
    "team.active_team": ("805.4a", "805.4a", "805.4a", "805.4a"),
    # Each player on the active team draws in its draw step, and may play a land.
    "team.draw": ("805.4b", "805.4b", "805.4b", "805.4b"),
    "team.land": ("805.4c", "805.4c", "805.4c", "805.4c"),
    # A player acts when their team has priority; a team passes, and all teams passing in
    # succession resolves the top of the stack or ends the step.
    # Teams, not players, have priority (805.5; 116.6, current 117.6, sends there).
    "team.has_priority": ("805.5", "805.5", "805.5", "805.5"),
    "team.priority_rule": ("116.6", "116.6", "116.6", "117.6"),
    "team.act": ("805.5a", "805.5a", "805.5a", "805.5a"),
    "team.priority": ("805.5b", "805.5b", "805.5b", "805.5b"),
    # Two teams of two players each.
    "team.2hg": ("810.1", "810.1", "810.1", "810.1"),
    # Two-Headed Giant uses the shared team turns option.
    "team.shared_turns": ("810.2", "810.2", "810.2", "810.2"),
    # Each team sits together.
    "team.sit_together": ("810.3", "810.3", "810.3", "810.3"),
    # A shared life total, starting at 30.
    "team.life": ("810.4", "810.4", "810.4", "810.4"),
    # The team who plays first skips its first draw step.
    "team.first_draw": ("810.6", "810.6", "810.6", "810.6"),
    # In Two-Headed Giant (current: with shared team turns) the nonactive team defends.
    "team.defending_team": ("506.2b", "506.2b", "506.2b", "506.2b"),
    # The team's creatures attack the other team as a group (810.7a; current: 805.10a).
    "team.combat": ("810.7a", "810.7a", "810.7a", "805.10a"),
    # One combined attack by the active team (810.7c; current 805.10b).
    "team.attack": ("810.7c", "810.7c", "810.7c", "805.10b"),
    # One combined block by the defending team: its creatures may block any attacker
    # (810.7d; current 805.10d, creatures attacking any player of that team).
    "team.block": ("810.7d", "810.7d", "810.7d", "805.10d"),
    # Each attacking creature attacks one defending player the team announces (805.10b
    # today); before, the team's creatures attacked the other team as a group (810.7a).
    "team.attack_player": (None, None, None, "805.10b"),
    # The active team announces damage assignment orders (gone in current).
    "team.damage_order": ("810.7e", "810.7e", "810.7e", None),
    # The active team announces how attackers assign combat damage: to one of the defending
    # players (810.7f; current 805.10f).
    "team.assign": ("810.7f", "810.7f", "810.7f", "805.10f"),
    # Players win and lose only as a team.
    "team.lose": ("810.8a", "810.8a", "810.8a", "810.8a"),
    # A player who concedes takes the team out of the game with them.
    "team.concede": ("810.8b", "810.8b", "810.8b", "810.8b"),
    # A team with 0 or less life loses (a state-based action).
    "team.life_zero": ("810.8c", "810.8c", "810.8c", "810.8c"),
    # Damage, life loss and life gain happen to a player and change the team's total.
    "team.life_shared": ("810.9", "810.9", "810.9", "810.9"),
    # A player's life total, where asked for, is the team's.
    "team.life_value": ("810.9a", "810.9a", "810.9a", "810.9a"),
    # Teammates can't exchange life totals.
    "team.life_exchange": ("810.9e", "810.9e", "810.9e", "810.9e"),
    # --- Combat in every multiplayer game (and a duel's defending player) ---
    # The defending player, and the planeswalkers they control, may be attacked.
    "turn.defending_player": ("506.2", "506.2", "506.2", "506.2"),
    # Multiplayer with the attack multiple players option (the kit's free-for-all): every
    # opponent of the attacking player is a defending player; no other player may be attacked.
    "multiplayer.defending_players": ("802.2", "802.2", "802.2", "802.2"),
    # Multiplayer: each defending player declares blockers in turn, in APNAP order.
    "multiplayer.block_order": ("802.4", "802.4", "802.4", "802.4"),
    # --- Two-Headed Giant Planechase ---
    "pc.2hg": ("901.11", "901.12", "901.12", "901.12"),
    # Each player has their own planar deck.
    "pc.2hg_decks": ("901.11a", "901.12a", "901.12a", "901.12a"),
    # The planar controller is the active team's primary player; if that team would leave,
    # the next team's primary player first.
    "pc.2hg_controller": ("901.11b", "901.12b", "901.12b", "901.12b"),
    # "You" on the face-up plane (or phenomenon) means both members of that team.
    "pc.2hg_you": ("901.11c", "901.12c", "901.12c", "901.12c"),
    # Each active player may roll the planar die; each one's cost counts their own rolls.
    "pc.2hg_die": ("901.11d", "901.12d", "901.12d", "901.12d"),
}
