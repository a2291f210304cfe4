"""How many blocks legal_actions offers (509.1a): one per creature that could block, so the
work at declare blockers grows with the number of creatures, not with their product. The
timings themselves live in ``make bench`` (benchmarks/bench_engine.py)."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

import magictutor as mt
from magictutor.rules import combat

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "benchmarks"))
from bench_engine import blockers_state  # noqa: E402


@pytest.mark.parametrize("edition", mt.EDITIONS)
def test_509_1a_one_block_offered_per_creature_that_could_block(edition):
    g = blockers_state(12, edition)
    acts = mt.legal_actions(g)
    blocks = [a for a in acts if isinstance(a, mt.DeclareBlockers) and a.blocks]
    assert len(acts) == 13 and len(blocks) == 12  # no block, and one per Bears
    assert len({a.blocks[0][0] for a in blocks}) == 12  # each blocker once
    assert len({a.blocks[0][1] for a in blocks}) == 12  # and each attacker is offered one
    for a in blocks:
        assert mt.is_legal(g, a)
    assert g.pending.rules == ("509.1",)


def test_509_1a_checking_the_blocks_looks_at_each_creature_a_bounded_number_of_times(
        monkeypatch):
    calls = []
    real = combat.block_problems
    monkeypatch.setattr(combat, "block_problems",
                        lambda *a: calls.append(a) or real(*a))
    import magictutor.engine.legal as legal
    import magictutor.engine.legal_combat as legal_combat

    monkeypatch.setattr(legal_combat, "block_problems", combat.block_problems)
    monkeypatch.setattr(legal, "MEMO", False)
    counts = []
    for n in (10, 40):
        g = blockers_state(n)
        calls.clear()
        mt.legal_actions(g)
        counts.append(len(calls))
    assert counts[1] <= 4 * counts[0] + 8  # linear: four times the creatures, four times


@pytest.mark.parametrize("edition", mt.EDITIONS)
def test_509_1b_a_blocker_that_cant_block_its_turn_of_attacker_is_offered_the_next(edition):
    """Serra Angel flies, so Bob's Grizzly Bears (no flying, no reach) are offered the
    Bears instead; every block offered is legal."""
    from pwkit import Game

    g = Game(None, edition=edition, active="Alice",
             setup={"Alice": {"battlefield": ["Serra Angel", "Grizzly Bears"]},
                    "Bob": {"battlefield": ["Grizzly Bears", "Grizzly Bears"]}})
    g.advance("declare attackers")
    g.attack(("Serra Angel", "Bob"), ("Grizzly Bears", "Bob"))
    g.advance("declare blockers")
    blocks = [a for a in mt.legal_actions(g.state)
              if isinstance(a, mt.DeclareBlockers) and a.blocks]
    angel = g.id("Serra Angel")
    assert len(blocks) == 2 and all(a.blocks[0][1] != angel for a in blocks)
    assert "509.1b" in g.refuse(mt.DeclareBlockers("Bob", ((blocks[0].blocks[0][0],
                                                             angel),))).rules
