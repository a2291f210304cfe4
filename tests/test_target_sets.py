"""The legal actions never list an action the check refuses, in particular an ability with
two instances of one target word ("untap two target lands", Garruk Wildspeaker's +1) naming
the same object twice (114.3 to 2017-09, 115.3 today: one instance of the word target can't
name the same object twice). ``legal_candidates._target_sets`` does build such candidates
(every combination of the words' candidates), but none reaches the answer: a group of
candidates alike is filtered for them before its check (``legal._alike``), and every other
candidate is checked one by one; these tests keep it so."""

from __future__ import annotations

import random

import pytest

import magictutor as mt
from magictutor.engine.check import check
from magictutor.model.actions import Activate, Cast

EDITIONS = mt.EDITIONS
DISTINCT = {"2011-09": "114.3", "2013-07": "114.3", "2017-09": "114.3", "current": "115.3"}


def game(edition: str) -> mt.GameState:
    return mt.build_game(["Alice", "Bob"], edition=edition, active="Alice", setup={
        "Alice": {"battlefield": ["Garruk Wildspeaker", "Nissa, Steward of Elements (loyalty 6)",
                                 "Forest", "Forest", "Mountain"],
                  "hand": ["Lightning Bolt", "Grizzly Bears", "Forest"],
                  "library": ["Forest"] * 10},
        "Bob": {"battlefield": ["Jace Beleren", "Island", "Grizzly Bears"],
                "hand": ["Shock"], "library": ["Island"] * 10}})


def two_of_one_word(a: mt.Action) -> bool:
    return isinstance(a, (Activate, Cast)) and len(a.targets) != len(set(a.targets))


@pytest.mark.parametrize("edition", EDITIONS)
def test_114_3_garruk_untaps_two_different_lands_and_every_listing_is_accepted(edition):
    s = game(edition)
    garruk = next(o.id for o in s.battlefield if o.name == "Garruk Wildspeaker")
    lands = [o.id for o in s.battlefield if o.name in ("Forest", "Mountain", "Island")]
    listed = [a for a in mt.legal_actions(s) if isinstance(a, Activate) and a.source == garruk
              and a.cost == "+1"]
    assert len(listed) == len(lands) * (len(lands) - 1), "each ordered pair of two lands"
    assert not any(two_of_one_word(a) for a in listed)
    for a in listed:
        assert check(s, a) == [], a
    twice = Activate("Alice", garruk, "+1", (lands[0], lands[0]))
    refused = check(s, twice)
    assert refused and DISTINCT[edition] in refused[0][0], "the check still refuses it"


@pytest.mark.parametrize("edition", EDITIONS)
@pytest.mark.parametrize("seed", [0, 1])
def test_114_3_random_games_list_only_actions_the_check_accepts(edition, seed):
    rng = random.Random(seed)
    s = game(edition)
    for _ in range(60):
        if s.game_over:
            break
        actions = mt.legal_actions(s)
        assert actions
        for a in actions:
            assert check(s, a) == [], (a, check(s, a))
        s = mt.apply(s, rng.choice(actions)).after
