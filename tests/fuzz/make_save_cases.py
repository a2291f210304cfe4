"""Write the saved games of issue #15 as fixed regression files in ``tests/fuzz/cases/``:
each is a real save with one thing forged or made impossible, and each must be refused
with a SaveFormatError (``tests/test_fuzz_doors.py``). Run it again only to remake them:

    .venv/bin/python tests/fuzz/make_save_cases.py
"""

from __future__ import annotations

import copy
import json
from pathlib import Path
from typing import Any

import magictutor as mt
from magictutor.engine.timeline import Timeline
from magictutor.scenarios.scenario import load_scenario, run_scenario

HERE = Path(__file__).resolve().parent / "cases"


def rolled() -> dict:
    """A Planechase game in which Alice rolls the planar die twice (the seed picks faces)."""
    s = mt.build_game(["Alice", "Bob"], seed=5, planechase={}, setup={
        "Alice": {"battlefield": ["Mountain", "Mountain", "Mountain"]}})
    t = Timeline(s)
    t.apply(mt.RollPlanarDie("Alice"))
    return json.loads(t.to_json())


def tunnel() -> dict:
    r = run_scenario(load_scenario("interplanar-tunnel-2017"))
    return json.loads(Timeline(r.initial, list(r.steps)).to_json())


def fields(save: dict, kind: str) -> list[dict]:
    """Every encoded object of ``kind`` (Player, Obj) in the initial state."""
    out: list[dict] = []

    def walk(x: Any) -> None:
        if isinstance(x, dict):
            if x.get("type") == kind:
                out.append(x["fields"])
            for v in x.values():
                walk(v)
        elif isinstance(x, list):
            for v in x:
                walk(v)
    walk(save["initial"])
    return out


def initial_field(save: dict, name: str) -> dict:
    return save["initial"]["fields"]


def cases() -> dict[str, dict]:
    out: dict[str, dict] = {}
    base = rolled()
    roll = next(i for i, st in enumerate(base["steps"]) if st["chance"]["tuple"])
    face = base["steps"][roll]["chance"]["tuple"][0]
    for name, forged in (("six", "six"), ("empty", ""), ("null", None),
                         ("other-face", "chaos" if face != "chaos" else "blank")):
        c = copy.deepcopy(base)
        c["steps"][roll]["chance"]["tuple"][0] = forged
        out[f"save-die-face-{name}"] = c
    c = copy.deepcopy(base)
    c["steps"][roll]["action"]["force"] = "six"
    out["save-forced-face-six"] = c
    tun = tunnel()
    step = next(i for i, st in enumerate(tun["steps"]) if st["chance"]["tuple"])
    for name, order in (("repeats", [0, 0, 0, 0]), ("out-of-range", [99, 98, 97, 96])):
        c = copy.deepcopy(tun)
        c["steps"][step]["chance"]["tuple"][0] = order
        out[f"save-tunnel-order-{name}"] = c
    r = run_scenario(load_scenario("uniqueness-2013-ajani"))
    game = json.loads(Timeline(r.initial, list(r.steps)).to_json())
    c = copy.deepcopy(game)
    players = c["initial"]["fields"]["players"]["tuple"]
    for i in range(7):
        extra = copy.deepcopy(players[0])
        extra["fields"]["name"] = f"Extra{i}"
        players.append(extra)
    out["save-nine-players"] = c
    c = copy.deepcopy(game)
    fields(c, "Player")[0]["life"] = -3
    out["save-negative-life"] = c
    c = copy.deepcopy(game)
    c["initial"]["fields"]["turn"] = -2
    out["save-negative-turn"] = c
    c = copy.deepcopy(game)
    walker = next(o for o in fields(c, "Obj") if o["zone"] == "battlefield")
    walker["counters"] = {"tuple": [{"tuple": ["loyalty", -5]}]}
    zones = c["initial"]["fields"]["zones"]["dict"]
    field = next(v for k, v in zones if k == "battlefield")
    field["tuple"].append(walker["id"])
    out["save-walker-minus-five-twice"] = c
    c = copy.deepcopy(game)
    fields(c, "Obj")[0]["owner"] = "Mallory"
    out["save-owner-not-a-player"] = c
    c = copy.deepcopy(game)
    fields(c, "Obj")[0]["name"] = "Black Lotus"
    out["save-unknown-card"] = c
    c = copy.deepcopy(game)
    c["initial"]["fields"]["edition"] = None
    out["save-edition-null"] = c
    c = copy.deepcopy(game)
    c["version"] = True
    out["save-version-true"] = c
    c = copy.deepcopy(game)
    c["cursor"] = "1"
    out["save-cursor-text"] = c
    c = copy.deepcopy(base)
    c["steps"].append({"action": {"type": "DeclareAttackers", "player": "Alice",
                                  "attacks": [27]}, "chance": {"tuple": []}})
    out["save-attack-not-a-pair"] = c
    c = copy.deepcopy(base)
    c["steps"].append({"action": {"type": "PlayLand", "player": "Alice", "card": 1.0},
                       "chance": {"tuple": []}})
    out["save-float-id"] = c
    c = copy.deepcopy(base)
    c["initial"] = {"tuple": [{"tuple": [{"tuple": []}]}]}
    out["save-initial-not-a-state"] = c
    return out


DEEP = '{"format": "magictutor-timeline", "version": 1, "initial": ' + "[" * 50_000 + \
    "]" * 50_000 + "}"
"""A save nested 50,000 deep (the JSON reader itself would run out of stack)."""


if __name__ == "__main__":
    for name, data in cases().items():
        (HERE / f"{name}.json").write_text(json.dumps(data) + "\n", encoding="utf-8")
        print(name)
    (HERE / "save-deep-nesting.json").write_text(DEEP + "\n", encoding="utf-8")
