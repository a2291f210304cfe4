"""Fuzzing the doors ``tests/fuzz/doors.py`` does not aim at: a scenario's own cards (the
``cards:`` list, checked as the card files are) made from the kit's own card entries and then
mutated at the YAML-node level, and scenario files mutated at the byte level (a BOM, CRLF,
tabs, truncation, deep nesting, an alias bomb, odd Unicode in every name).

Each case is the bytes of a scenario file, run by :class:`doors.Runner` under the same budget
(2 s of CPU, 256 MB) as every other door case.

``tests/test_fuzz_doors.py`` runs a bounded number of cases in ``make test``;
``python tests/fuzz/own_cards.py SEED CASES`` runs a long campaign and prints the figures.
"""

from __future__ import annotations

import copy
import math
import random
import sys
import time
from collections import Counter
from pathlib import Path
from typing import Any

import yaml

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "tests"))

from fuzz import doors  # noqa: E402

ODD_TEXT = ["\u202eAlice", "Ja\u200bce", "\x00", "<script>alert(1)</script>", "$x^2$",
            "&amp;<b>", "\ufeff", "\u0645\u0631\u062d\u0628\u0627", "Z" * 5000, "{R}" * 2000,
            "'", '"', "\\", "\n\n", "\t", "\u2028", "\U0001f600", "", " ", "Zz Bolt"]
ODD_VALUES: list[Any] = [None, True, False, 0, -0.0, -1, 1, 3, 10 ** 100, 1e308, math.nan,
                         math.inf, -math.inf, 2.5, [], {}, [[]], [{}], {"x": 1}, "+1", "-1",
                         "+X", "-X", "−2", "0", "+1000000", "-99999999999999999999", "{X}",
                         "{1000000000}", "{R}{R}", "player", "creature", "any", "target",
                         "planeswalker", "self", "each opponent", "you", "Planeswalker",
                         "Creature", "Instant", "Sorcery", "Plane", "Phenomenon", "loyalty",
                         "spell", "activated", "triggered", "static", "chaos", "damage",
                         {"damage": 1, "to": "target"}, {"damage": 10 ** 100, "to": "target"},
                         {"damage": -3, "to": "target"}, {"draw": 1000000},
                         {"gain life": math.nan}, {"loyalty": -5}, ["flying", "flying"],
                         ["trample", "haste", "deathtouch"], ["Planeswalker", "Creature"]]
WHERE = ["battlefield", "hand", "library", "graveyard", "exile"]


def card_entries() -> list[dict]:
    """Every entry of the kit's card files, renamed (a scenario's card may not shadow one)."""
    out = []
    for f in sorted((ROOT / "magictutor" / "cards" / "data").glob("*.yaml")):
        for entry in yaml.safe_load(f.read_text(encoding="utf-8")):
            entry = dict(entry)
            entry["name"] = "Zz " + str(entry["name"])
            out.append(entry)
    return out


def _scenario(rng: random.Random, cards: list[dict]) -> dict:
    names = [str(c.get("name", "?")) if isinstance(c, dict) else "?" for c in cards]
    players = ["Alice", "Bob"] + (["Carol"] if rng.random() < 0.2 else [])
    setup: dict = {p: {} for p in players}
    for n in names:
        zone = rng.choice(WHERE)
        setup[rng.choice(players)].setdefault(zone, []).append(n)
    setup["Bob"].setdefault("battlefield", []).append("Jace Beleren")
    planar = [n for c, n in zip(cards, names, strict=True)
              if isinstance(c, dict) and c.get("types") in (["Plane"], ["Phenomenon"])]
    steps: list[Any] = []
    for _ in range(rng.randint(1, 5)):
        n, who = rng.choice(names), rng.choice(players)
        steps.append(rng.choice([
            f"{who}: cast {n}", f"{who}: cast {n} targeting Bob", f"{who}: play {n}",
            f"{who}: activate {n} +1 targeting Bob", f"{who}: activate {n} -2 targeting {n}",
            f"{who}: activate {n} 0", f"{who}: attack with {n} at Bob", "all: resolve",
            f"{who}: attack with {n} at Jace Beleren", "Alice: roll the planar die",
            f"{who}: pass", "all: advance to next turn", doors.notation_text(rng)]))
    data: dict[str, Any] = {
        "title": "own cards, fuzzed", "edition": rng.choice(
            ["2011-09", "2013-07", "2017-09", "current"]),
        "cards": cards, "players": players,
        "turn": {"active": "Alice", "step": rng.choice(["precombat main", "upkeep",
                                                       "declare attackers"])},
        "setup": setup, "steps": steps, "expect": {"Bob": {"life": 20}}}
    if planar or rng.random() < 0.2:
        data["planechase"] = {"decks": {"Alice": planar or ["Panopticon"]}}
    return data


def _nodes(data: Any, path: tuple = ()) -> list[tuple]:
    out = [path]
    if isinstance(data, dict):
        for k, v in data.items():
            out += _nodes(v, path + (k,))
    elif isinstance(data, list):
        for i, v in enumerate(data):
            out += _nodes(v, path + (i,))
    return out


def mutate_node(rng: random.Random, data: Any) -> None:
    """One change at the node level: a value swapped for an odd one, a key dropped or
    duplicated under another name, one section's value put in another, a list where a map
    is (and the other way), a long or odd text in a name."""
    paths = [p for p in _nodes(data) if p]
    if not paths:
        return
    cards = [p for p in paths if p[0] == "cards"]
    path = rng.choice(cards if cards and rng.random() < 0.75 else paths)
    parent = data
    for key in path[:-1]:
        parent = parent[key]
    key = path[-1]
    value = parent[key]
    r = rng.random()
    if r < 0.12 and isinstance(parent, dict):
        del parent[key]
    elif r < 0.2 and isinstance(parent, dict):  # another card key with this value
        parent[rng.choice(sorted({"name", "cost", "types", "subtypes", "colors", "power",
                                  "toughness", "loyalty", "keywords", "abilities", "text",
                                  "kind", "targets", "effects", "trigger", "static",
                                  "optional", "condition", "editions", "produces"}))] = \
            copy.deepcopy(value)
    elif r < 0.3:  # another node's value here
        other = rng.choice(paths)
        node = data
        for k in other:
            node = node[k]
        parent[key] = copy.deepcopy(node)
    elif r < 0.38 and isinstance(value, dict):
        parent[key] = list(value.items()) if rng.random() < 0.5 else list(value)
    elif r < 0.44 and isinstance(value, list):
        parent[key] = {str(i): v for i, v in enumerate(value)} if rng.random() < 0.5 \
            else value * rng.choice([2, 50])
    elif r < 0.55 and isinstance(value, str):
        odd = rng.choice(ODD_TEXT)
        parent[key] = rng.choice([odd, value + odd, odd + value, value[: len(value) // 2]])
    elif r < 0.62 and isinstance(value, int | float) and not isinstance(value, bool):
        parent[key] = rng.choice([-value, value * 10 ** 50, value + 0.5, bool(value),
                                  str(value), math.nan])
    else:
        parent[key] = copy.deepcopy(rng.choice(ODD_VALUES))


def own_card_case(rng: random.Random, entries: list[dict]) -> bytes:
    """A scenario whose ``cards:`` are one to three of the kit's own entries after one to
    four node-level mutations."""
    cards = copy.deepcopy(rng.sample(entries, rng.randint(1, 3)))
    data = _scenario(rng, cards)
    for _ in range(rng.randint(0 if rng.random() < 0.1 else 1, 4)):
        mutate_node(rng, data)
    text = yaml.safe_dump(data, allow_unicode=True, sort_keys=False, width=10 ** 6)
    return text.encode("utf-8", "surrogatepass")


def _deep(rng: random.Random) -> str:
    n = rng.choice([50, 500, 5000, 50000])
    return rng.choice(["[" * n + "]" * n, "{a: " * n + "1" + "}" * n,
                       "".join("  " * i + "- \n" for i in range(min(n, 3000)))])


def byte_case(rng: random.Random, texts: list[bytes]) -> bytes:
    """A scenario file (the kit's, or a fuzzed own-cards one) changed at the byte level."""
    data = rng.choice(texts)
    kind = rng.randrange(12)
    if kind == 0:
        return rng.choice([b"\xef\xbb\xbf", b"\xff\xfe", b"\xfe\xff", b"\xef\xbb\xbf" * 2]) + data
    if kind == 1:
        return data.replace(b"\n", rng.choice([b"\r\n", b"\r", b"\n\r", b"\x85"]))
    if kind == 2:  # tabs for indentation
        return data.replace(b"  ", b"\t", rng.randint(1, 50))
    if kind == 3:  # truncated
        return data[: rng.randrange(len(data) + 1)]
    if kind == 4:  # deep nesting somewhere
        return data + b"\nextra: " + _deep(rng).encode()
    if kind == 5:
        return data.decode("utf-8", "surrogatepass").encode(rng.choice(
            ["utf-16", "utf-32", "latin-1"]), "replace")
    if kind == 6:  # a key given twice
        lines = data.split(b"\n")
        i = rng.randrange(len(lines))
        return b"\n".join(lines + [lines[i]])
    if kind == 7:  # an alias bomb in a used place
        return doors.BOMB.encode() + data.replace(b"steps:", b"junk: *b7\nsteps:", 1)
    if kind == 8:  # a name through every odd text
        odd = rng.choice(ODD_TEXT).encode("utf-8", "surrogatepass")
        return data.replace(b"Alice", odd) if rng.random() < 0.5 else \
            data.replace(b"Jace Beleren", odd)
    if kind == 9:  # a huge number somewhere
        big = rng.choice([b"1" + b"0" * 100, b"1e308", b".inf", b"-.inf", b".nan", b"-0",
                          b"0x7fffffffffffffff", b"0o777", b"1_000_000", b"9" * 4300])
        return data.replace(b": 3", b": " + big).replace(b": 20", b": " + big)
    if kind == 10:  # a lone byte
        i = rng.randrange(len(data) + 1)
        return data[:i] + bytes([rng.choice([0, 0x80, 0xc0, 0xff, 0x1b, 0x7f, 0x0c])]) + data[i:]
    return data + b"\n" + rng.choice([b"%YAML 1.1\n---\n", b"--- !!omap\n", b"...\n---\n",
                                      b"? [a, b]\n: c\n", b"!!python/name:os.system\n",
                                      b"key: !!binary AAAA\n", b"<<: *nope\n",
                                      b"x: &a [*a]\n"])


def campaign(seed: int, cases: int) -> tuple[Counter, list, float]:
    entries = card_entries()
    base = [t.encode("utf-8") for t in doors.corpus()]
    rng = random.Random(seed)
    runner = doors.Runner()
    stats: Counter = Counter()
    bad = []
    start = time.time()
    try:
        for i in range(cases):
            if i % 2 == 0:
                payload = own_card_case(rng, entries)
            else:
                payload = byte_case(rng, base + [own_card_case(rng, entries)])
            result = runner.run("scenario", payload)
            stats[result[0]] += 1
            if result[0] in doors.BAD:
                bad.append((i, result, payload[:3000]))
                print("BAD", i, result[:3], flush=True)
    finally:
        runner.close()
    return stats, bad, time.time() - start


if __name__ == "__main__":
    n_seed, n_cases = int(sys.argv[1]), int(sys.argv[2])
    got, failures, took = campaign(n_seed, n_cases)
    print(f"{n_cases} cases in {took:.0f} s ({n_cases / took:.1f}/s): {dict(got)}")
    out = Path(f"/tmp/own-cards-failures-{n_seed}.txt")
    with out.open("w", encoding="utf-8") as fh:
        for i, result, payload in failures:
            fh.write(f"=== {i} {result!r}\n{payload.decode('utf-8', 'replace')}\n")
