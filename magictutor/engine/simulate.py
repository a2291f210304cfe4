"""Many seeded games, for plots of loyalty and life over turns.

Two simple policies choose among :func:`magictutor.legal_actions`:

* ``"random"``: any legal action, uniformly;
* ``"eager"``: play a land, then cast the most expensive spell it can (planeswalkers
  first), use a planeswalker's highest plus ability, aim burn at the opponent's
  planeswalker with the least loyalty, attack with every creature (at a planeswalker
  when the opponent has one), roll the planar die while it is free, answer choices with
  their first option (redirecting damage when it can), and otherwise pass.

Each game stops when it is over or after ``max_turns`` turns. The result is a list of
tidy records (one dict per fact): ``game``, ``turn``, ``step`` (actions so far),
``player``, ``kind`` (``"life"``, ``"loyalty"`` or ``"roll"``), ``name``, ``value``.

>>> rows = simulate(2, seed=3, max_turns=3, progress=False)
>>> sorted({r["kind"] for r in rows}) >= ["life"]
True
"""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import Any

from magictutor.cards import card
from magictutor.cards.model import loyalty_delta
from magictutor.editions import DEFAULT_EDITION
from magictutor.engine.apply import apply
from magictutor.engine.arguments import check_simulate_args
from magictutor.engine.legal import legal_actions
from magictutor.model.actions import (
    Action,
    Activate,
    Cast,
    Choose,
    DeclareAttackers,
    Pass,
    PlayLand,
    RollPlanarDie,
)
from magictutor.model.characteristics import card_of
from magictutor.model.state import GameState
from magictutor.rules.mana import mana_value

Policy = Callable[[GameState, list, random.Random], Action]


def random_policy(state: GameState, actions: list[Action], rng: random.Random) -> Action:
    """Any legal action, uniformly at random."""
    return rng.choice(actions)


def _score(state: GameState, a: Action, aims: dict | None = None) -> float:
    """How much the eager policy likes ``a``; ``aims`` keeps :func:`_aim`'s value of each
    target within one choice (the state does not change while the actions are scored)."""
    if type(a) is Pass:  # (most of the time the only choice, or the one to beat)
        return 0
    if isinstance(a, PlayLand):
        return 100
    if isinstance(a, Cast):
        c = card(state.obj(a.card).name, state.edition)
        score: float = 50 + mana_value(c.cost) + (20 if "Planeswalker" in c.types else 0)
        score += _aim(state, a.player, a.targets, aims)
        return score
    if isinstance(a, Activate):
        return _activation_score(state, a, aims)
    if isinstance(a, DeclareAttackers):
        pws = [t for _, t in a.attacks if isinstance(t, int)]
        return len(a.attacks) * 2 + len(pws)
    if isinstance(a, RollPlanarDie):
        return 30 if state.player(a.player).rolls == 0 else -1
    if isinstance(a, Choose):
        return 1 if isinstance(a.option, int) else 0
    return 0


def _activation_score(state: GameState, a: Activate, aims: dict | None = None) -> float:
    """A loyalty ability before most things; another activated ability (602) after spells,
    and a {T} mana ability never (the creature it taps might attack)."""
    if a.cost[:1] != "{":
        return 40 + loyalty_delta(a.cost, a.x) + _aim(state, a.player, a.targets, aims)
    if a.targets or "{T}" not in a.cost:
        return 1 + _aim(state, a.player, a.targets, aims)
    return -1


def _aim(state: GameState, me: str, targets: tuple, aims: dict | None = None) -> float:
    """Prefer hurting opponents and their planeswalkers (the weakest first)."""
    s = 0.0
    for t in targets:
        if aims is not None:  # (each target's value once per choice: the same sum)
            v = aims.get((me, t))
            if v is None:
                v = aims[(me, t)] = _aim_at(state, me, t)
            s += v
        else:
            s += _aim_at(state, me, t)
    return s


def _aim_at(state: GameState, me: str, t: Any) -> float:
    """What :func:`_aim` adds for one target."""
    if isinstance(t, str):
        return 2 if t != me else -10
    o = state.obj(t)
    if o.controller == me:
        return -10
    return 5 - 0.1 * o.counter("loyalty")


def eager_policy(state: GameState, actions: list[Action], rng: random.Random) -> Action:
    """The highest-scoring action; ties broken at random (see the module docstring)."""
    if len(actions) == 1:  # (the tie-break draws as it would, so games stay the same)
        _choose_one(rng)
        return actions[0]
    aims: dict = {}
    scores = [_score(state, a, aims) for a in actions]
    best = max(scores)
    ties = [i for i, s in enumerate(scores) if s == best]
    if len(ties) == 1:
        _choose_one(rng)
        return actions[ties[0]]
    return actions[rng.choice(ties)]


def _choose_one(rng: random.Random) -> None:
    """``rng.choice`` of a one-item sequence, for the draws it makes: a plain
    :class:`random.Random` picks below 1 by drawing one bit until it is 0
    (``Random._randbelow``), which this does without the two calls in between."""
    if type(rng) is random.Random:
        while rng.getrandbits(1):
            pass
    else:
        rng.choice(_ONLY)


_ONLY = (0,)

POLICIES: dict[str, Policy] = {"random": random_policy, "eager": eager_policy}


def snapshot(state: GameState, game: int, step: int) -> list[dict[str, Any]]:
    """Life of every player and loyalty of every planeswalker, as tidy records."""
    rows = [{"game": game, "turn": state.turn, "step": step, "player": p.name, "kind": "life",
             "name": p.name, "value": p.life} for p in state.players]
    for o in state.battlefield:
        if o.counter("loyalty") or card_of(o, state.edition).loyalty is not None:
            rows.append({"game": game, "turn": state.turn, "step": step,
                         "player": o.controller, "kind": "loyalty", "name": o.name,
                         "value": o.counter("loyalty")})
    return rows


def autoplay(seed: int = 0, *, policy: str | Policy = "eager", edition: str = DEFAULT_EDITION,
             planechase: Any = True, max_turns: int = 12,
             players: tuple[str, ...] = ("Alice", "Bob")) -> Any:
    """Play one seeded game with a policy and return its :class:`~magictutor.Timeline`, to step
    through or plot.

    >>> t = autoplay(seed=2, max_turns=2)
    >>> t.state.turn >= 2 and len(t) > 10
    True
    """
    from magictutor.engine.new_game import new_game
    from magictutor.engine.timeline import Timeline

    check_simulate_args(1, seed, policy, planechase, max_turns, players, 1, POLICIES)
    pol = POLICIES[policy] if isinstance(policy, str) else policy
    rng = random.Random(f"{seed}:autoplay")
    t = Timeline(new_game(players, edition=edition, seed=seed, planechase=planechase))
    while not t.state.game_over and t.state.turn <= max_turns:
        actions = legal_actions(t.state)
        if not actions:
            break
        t.apply(pol(t.state, actions, rng))
    return t


def play_game(game: int, seed: int, policy: Policy, *, edition: str = DEFAULT_EDITION,
              planechase: Any = True, max_turns: int = 12,
              players: tuple[str, ...] = ("Alice", "Bob")) -> list[dict[str, Any]]:
    """Play one seeded game and return its records."""
    from magictutor.engine.new_game import new_game

    rng = random.Random(f"{seed}:{game}")
    state = new_game(players, edition=edition, seed=seed * 100_003 + game, planechase=planechase)
    rows = snapshot(state, game, 0)
    steps = 0
    turn = state.turn
    while not state.game_over and state.turn <= max_turns:
        actions = legal_actions(state)
        if not actions:
            break
        step = apply(state, policy(state, actions, rng))
        steps += 1
        for e in step.events:
            if e.kind == "roll" and e.get("face"):
                rows.append({"game": game, "turn": state.turn, "step": steps,
                             "player": e.get("player"), "kind": "roll", "name": e.get("face"),
                             "value": e.get("cost")})
        state = step.after
        if state.turn != turn or state.game_over:
            rows += snapshot(state, game, steps)
            turn = state.turn
    return rows


def _progress_bar(n: int) -> Any:
    """tqdm's bar, or None without tqdm (an engine-only install: ``pip install magictutor``
    without the ``[lab]`` extra)."""
    try:
        from tqdm.auto import tqdm
    except ImportError:
        return None
    return tqdm(total=n, desc="simulating games", unit="game")


def simulate(n: int, seed: int = 0, *, policy: str | Policy = "eager",
             edition: str = DEFAULT_EDITION, planechase: Any = True, max_turns: int = 12,
             progress: bool = True, players: tuple[str, ...] = ("Alice", "Bob"),
             workers: int = 1) -> list[dict]:
    """Play ``n`` seeded games and return their tidy records (see the module docstring).

    ``workers`` > 1 plays games in that many processes (a named policy only); every game
    has its own seed, so the records are the same whatever the number of workers.
    """
    check_simulate_args(n, seed, policy, planechase, max_turns, players, workers, POLICIES)
    pol = POLICIES[policy] if isinstance(policy, str) else policy
    options = dict(edition=edition, planechase=planechase, max_turns=max_turns, players=players)
    bar: Any = None
    if progress:
        bar = _progress_bar(n)
    rows: list[dict] = []
    if workers > 1 and n > 1 and isinstance(policy, str):
        from concurrent.futures import ProcessPoolExecutor, as_completed

        # Small batches handed out as workers free up: games differ in length, so equal
        # shares would leave one worker finishing alone (and the bar would move in jumps).
        size = max(1, min(_BATCH, n // (4 * workers)))
        batches = [list(range(i, min(i + size, n))) for i in range(0, n, size)]
        with ProcessPoolExecutor(max_workers=min(workers, len(batches))) as pool:
            parts = [pool.submit(_play_games, b, seed, policy, options) for b in batches]
            done: dict[int, list[dict]] = {}
            for part in as_completed(parts):
                for g, game_rows in part.result():
                    done[g] = game_rows
                    if bar is not None:
                        bar.update(1)
        for g in range(n):
            rows += done[g]
    else:
        for g in range(n):
            rows += play_game(g, seed, pol, **options)
            if bar is not None:
                bar.update(1)
    if bar is not None:
        bar.close()
    return rows


_BATCH = 10
"""Games a worker plays per batch in :func:`simulate` (about a fifth of a second)."""


def _play_games(games: list[int], seed: int, policy: str,
                options: dict) -> list[tuple[int, list[dict]]]:
    """One worker's share of :func:`simulate`."""
    return [(g, play_game(g, seed, POLICIES[policy], **options)) for g in games]
