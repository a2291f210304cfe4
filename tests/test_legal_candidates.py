"""The candidate spells, abilities and lands legal_actions makes without their dataclass's checks
(engine/legal_candidates.py) are the very values the checked constructor makes.

Rules touched: 601.2c (a spell's targets chosen), 602.2b and 606.4 (an ability's targets and
X), by the candidates' target sets.
"""

from __future__ import annotations

import random

import magictutor as mt
from magictutor.engine.legal import enumerate_actions
from magictutor.engine.simulate import eager_policy
from magictutor.model.actions import Activate, Cast, PlayLand


def _checked(a: Cast | Activate | PlayLand) -> Cast | Activate | PlayLand:
    return type(a)(**vars(a))  # (runs __init__ and __post_init__'s checks)


def test_601_2c_candidates_made_unchecked_equal_checked_ones():
    seen = set()
    for seed in range(4):
        rng = random.Random(seed)
        s = mt.new_game(seed=seed)
        for i in range(300):
            if s.game_over:
                break
            for a in enumerate_actions(s):
                if type(a) in (Cast, Activate, PlayLand):
                    b = _checked(a)
                    assert b == a and hash(b) == hash(a) and repr(b) == repr(a)
                    assert list(vars(b).items()) == list(vars(a).items())
                    assert all(type(t) in (int, str) for t in getattr(a, "targets", ()))
                    seen.add(type(a))
            actions = mt.legal_actions(s)
            s = mt.apply(s, eager_policy(s, actions, rng) if i % 2 else rng.choice(actions)).after
    assert seen == {Cast, Activate, PlayLand}  # (the test saw every kind)
