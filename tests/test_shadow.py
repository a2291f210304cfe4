"""The shadow mode: every step of the bundled scenarios and of random games in all four
editions, carried out by the fast path and by the plain path (every shortcut off, from a
copy that remembers nothing), must give the same refusals, events and states, and every
``legal_actions`` answer must be the candidates each of which its own check accepts.
Rules touched on the way: 116.3d and 116.4 (passing priority), 117 and 307.1 (who may do
what, when), 601.2c (targets), 613 (characteristics), 704.3 (state-based actions), 901
(Planechase). The lessons run in the shadow mode in CI (``.ci/run``).
"""

from __future__ import annotations

import random

import pytest

import magictutor as mt
from magictutor.engine import shortcuts
from magictutor.engine.new_game import new_game
from magictutor.engine.simulate import eager_policy
from magictutor.scenarios.run import run_scenario
from magictutor.scenarios.scenario import library, load_scenario

pytestmark = pytest.mark.skipif(
    not shortcuts.FAST, reason="MAGICTUTOR_FAST=0: no fast path to compare with the plain one")


@pytest.fixture
def shadow(monkeypatch):
    """The shadow mode on, as MAGICTUTOR_SHADOW=1 turns it on."""
    monkeypatch.setattr(shortcuts, "SHADOW", True)


@pytest.mark.parametrize("name", sorted(library()))
def test_116_every_bundled_scenario_in_the_shadow_mode(name, monkeypatch):
    clean = run_scenario(load_scenario(library()[name]))
    monkeypatch.setattr(shortcuts, "SHADOW", True)
    shadowed = run_scenario(load_scenario(library()[name]))  # (each step: shadow_apply)
    assert [st.after for st in shadowed.steps] == [st.after for st in clean.steps]
    assert shadowed.passed == clean.passed


@pytest.mark.parametrize("edition", mt.EDITIONS)
@pytest.mark.parametrize("seed", [0, 1])
def test_901_random_planechase_games_in_the_shadow_mode(edition, seed, shadow):
    rng = random.Random(seed)
    s = new_game(("Alice", "Bob"), edition=edition, seed=seed, planechase=True)
    for i in range(160):
        if s.game_over:
            break
        actions = mt.legal_actions(s)
        action = eager_policy(s, actions, rng) if i % 2 else rng.choice(actions)
        s = mt.apply(s, action).after
    assert s.turn > 1


def test_a_refused_action_is_refused_alike_in_the_shadow_mode(shadow):
    s = mt.build_game(["Alice", "Bob"])
    with pytest.raises(mt.IllegalActionError) as err:
        mt.apply(s, mt.Pass("Bob"))
    assert "116.3d" in err.value.rules
