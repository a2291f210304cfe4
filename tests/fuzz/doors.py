"""Fuzzing the kit's three doors: scenario files, saved games and the notation.

Each case is a text (a scenario file, a saved game's JSON, one command) made from a
``random.Random`` by mutating the kit's own scenarios and saves, and run in a worker
process that enforces a budget per case: :data:`CPU_SECONDS` of CPU time (a timer on the
process's own CPU time, so a loaded machine does not make a case fail) and
:data:`MEMORY_BYTES` of memory above what the worker had when it started (an address-space
limit; going over is a ``MemoryError``), with a wall-clock backstop that kills a worker stuck
in C code. A case passes when it is accepted, or refused with one of the documented
exceptions (:data:`DOCUMENTED`), and a scenario error names its line.

``tests/test_fuzz_doors.py`` runs a bounded number of cases in ``make test``;
``tools/fuzz_doors.py`` runs the big campaign and prints the figures.
"""

from __future__ import annotations

import copy
import json
import multiprocessing as mp
import random
import resource
import signal
import time
from pathlib import Path
from typing import Any

CPU_SECONDS = 2.0
MEMORY_BYTES = 256 * 1024 * 1024
WALL_BACKSTOP = 60.0
ROOT = Path(__file__).resolve().parents[2]
CASES = Path(__file__).resolve().parent / "cases"
DOCUMENTED = ("ScenarioError", "SaveFormatError", "NotationError", "IllegalActionError")

# --- making cases -----------------------------------------------------------------------------
PLAYERS = ["Alice", "Bob", "Carol", "alice", "all", "Al$$", "A:b", "", "B" * 120]
CARDS = ["Jace Beleren", "Chandra Nalaar", "Grizzly Bears", "Lightning Bolt", "Shock",
         "Mountain", "Island", "Ajani Goldmane", "Panopticon", "Interplanar Tunnel",
         "Chaotic Aether", "Grizzly Bears #2", "Jace Beleren (Bob)", "Elspeth, Knight-Errant"]
EDGE_SCALARS = [
    "", "~", "null", "-1", "0", "-5", "1", "3", "9" * 31, "9" * 4400, "1" + "0" * 400, "1e400",
    "-1e400", ".nan", "²", "(loyalty ²)", '"{1000000000}"', '"{R}{R}{2}"', "!!binary AAAA",
    "!!timestamp 2020-13-45", "!!python/object:os.system ls", "!!set {a, b}",
    "!!pairs [a: 1, b: 2]", "!!omap [a: 1]", "[]", "{}", "[[[[[[]]]]]]", "true", "false",
    "Al$$", "'$x$'", "306.7", "901.10", "99999.9", "'\\u00e9'", '"\\x01"', "x" * 2000,
    '"Bob: attack with ' + "at " * 300 + '"', "[Island, Island, Island]",
    '"Jace Beleren (loyalty 999999999)"', '"Grizzly Bears (counters 5000 +1/+1)"',
    '"Grizzly Bears (damage -3)"', "'Grizzly Bears #999999999999'", "&x [a]", "*x",
    "{hand: }", "{counters: }", "{life: }", "[Alice, Bob, Carol, Dan, Eve, Fay, Gus]",
]
BOMB = ("bomb0: &b0 [x, x, x, x, x, x, x, x, x, x]\n" + "".join(
    f"bomb{i}: &b{i} [" + ", ".join([f"*b{i - 1}"] * 10) + "]\n" for i in range(1, 8)))


def corpus() -> list[str]:
    """The scenario files every mutation starts from: the kit's library and the examples."""
    files = sorted((ROOT / "magictutor" / "scenarios").rglob("*.yaml"))
    return [f.read_text(encoding="utf-8") for f in files]


EDGE_DATA: list[Any] = [None, True, 0, -1, -5, 3, 1000, 1001, 10 ** 6, -(10 ** 6) - 1, 2.5,
                        "", "x", "Alice", "all", "Al$$", "Jace Beleren", "Grizzly Bears #2",
                        "Jace Beleren (loyalty 0)", "Jace Beleren (loyalty -2)",
                        "Grizzly Bears (damage 2, tapped)", "Hill Giant (counters 3 +1/+1)",
                        "Alice: pass", "all: resolve", "all: advance to next turn",
                        "Bob: roll the planar die", "Alice: roll the planar die: chaos",
                        "306.7", 306.7, 901.1, "{R}{R}", "{1001}", "declare blockers",
                        "upkeep", "chaos", "battlefield", "graveyard", [], {}, ["Alice"],
                        [None], {"Alice": None}, {"zone": "exile"}, {"loyalty": 1001},
                        {"counters": {"loyalty": 2}}, {"counters": {}}, ["Island"] * 3]


def scenario_case(rng: random.Random, texts: list[str]) -> bytes:
    """A scenario file: one of ``texts`` after one to four random mutations, of its text or
    of its data (written back as YAML, so that it parses and reaches the checks and the
    run)."""
    text = rng.choice(texts)
    if rng.random() < 0.7:
        import yaml

        data = yaml.safe_load(text)
        for _ in range(rng.randint(1, 3)):
            _mutate_json(rng, data, EDGE_DATA)
        text = yaml.safe_dump(data, allow_unicode=True, sort_keys=False)
        if rng.random() < 0.3:
            text = _mutate_yaml(rng, text)
    else:
        for _ in range(rng.randint(1, 4)):
            text = _mutate_yaml(rng, text)
    data = text.encode("utf-8", "surrogatepass")
    if rng.random() < 0.08:  # a byte that may not be UTF-8
        i = rng.randrange(len(data) + 1)
        data = data[:i] + bytes([rng.randrange(256)]) + data[i:]
    return data


def _mutate_yaml(rng: random.Random, text: str) -> str:
    lines = text.split("\n")
    kind = rng.randrange(9)
    i = rng.randrange(len(lines)) if lines else 0
    if kind == 0 and lines:  # delete a line
        del lines[i]
    elif kind == 1 and lines:  # repeat a line
        lines.insert(i, lines[i])
    elif kind == 2 and len(lines) > 1:  # swap two lines
        j = rng.randrange(len(lines))
        lines[i], lines[j] = lines[j], lines[i]
    elif kind in (3, 4, 5) and lines:  # replace a value after a colon or a dash
        line = lines[i]
        cut = max(line.find(": "), line.find("- "))
        if cut >= 0:
            lines[i] = line[:cut + 2] + rng.choice(EDGE_SCALARS + CARDS + PLAYERS)
    elif kind == 6:  # an alias bomb, used somewhere
        lines.insert(0, BOMB)
        lines.insert(rng.randrange(len(lines) + 1), f"extra: *b{rng.randrange(8)}")
    elif kind == 7 and lines:  # a step in random notation
        lines.insert(i, f'  - "{notation_text(rng)}"'.replace("\\", "\\\\"))
    else:  # a random character somewhere
        pos = rng.randrange(len(text) + 1)
        ch = rng.choice(["\x00", "\x07", "\ufeff", "\u2028", "#", ":", "&", "*", "!", "%",
                         "{", "[", "'", '"', "\t", "  ", "\n", "\u00b2", "\ud800"])
        return text[:pos] + ch + text[pos:]
    return "\n".join(lines)


WORDS = ["at", "with", "to", "from", "targeting", ",", "X=", "X=²", "X=" + "9" * 5000, "#2",
         "(Bob)", "(", ")", "+1", "-X", "−1", "0", "1", "3", "999999", "chaos", "planeswalk",
         "blank", "six", "first", "the", "planar", "die", "don't", "redirect", "keep",
         "resolve", "pass", "attack", "block", "assign", "cast", "activate", "play", "choose",
         "apply", "leave", "game", "next turn", "declare attackers", "²", "$$", "\u200b"]
TEMPLATES = [
    "{p}: pass", "{p}: cast {c}", "{p}: cast {c} targeting {t}", "{p}: cast {c} with X={n}",
    "{p}: activate {c} {cost}", "{p}: activate {c} {cost} targeting {t} with X={n}",
    "{p}: play {c}", "{p}: attack with {c} at {t}", "{p}: attack with {c} at {t}, {c} at {t}",
    "{p}: block {c} with {c}", "{p}: assign {n} to {t}", "{p}: assign {n} to {t} from {c}",
    "{p}: roll the planar die", "{p}: roll the planar die: {w}", "{p}: redirect to {c}",
    "{p}: don't redirect", "{p}: keep {c}", "{p}: apply {w} first", "{p}: choose {w}",
    "{p}: leave the game", "all: resolve", "all: advance to {w}", "{p}: no attacks",
    "{p}: no blocks",
]


def notation_text(rng: random.Random) -> str:
    """One command: a template of the notation filled with names, words and odd numbers,
    sometimes repeated or padded past the length limit, or plain noise."""
    r = rng.random()
    if r < 0.1:
        return "".join(rng.choice("abc :,#()$²0123456789Xx=\n\t") for _ in range(
            rng.randint(0, 200)))
    if r < 0.2:
        word = rng.choice(["at ", "at, ", "with ", ", ", "Grizzly Bears at Bob, ", "( "])
        return f"Alice: {rng.choice(['attack with ', 'block ', 'assign 1 to ', 'cast '])}" + \
            word * rng.randint(1, 2000)

    def fill(key: str) -> str:
        if key == "p":
            return rng.choice(PLAYERS[:4] + ["Bob", "Bob"])
        if key == "c":
            return rng.choice(CARDS + [" ".join(rng.choice(WORDS) for _ in range(3))])
        if key == "t":
            return rng.choice(PLAYERS[:3] + CARDS)
        if key == "n":
            return rng.choice(["0", "1", "2", "5", "1000", "1001", "9" * 40, "²", "-1", "x"])
        if key == "cost":
            return rng.choice(["+1", "-1", "−2", "0", "-X", "+X", "+99", "+²"])
        return rng.choice(WORDS)

    template = rng.choice(TEMPLATES)
    out = ""
    for piece in template.split("{"):
        if "}" in piece:
            key, rest = piece.split("}", 1)
            out += fill(key) + rest
        else:
            out += piece
    if rng.random() < 0.2:
        pos = rng.randrange(len(out) + 1)
        out = out[:pos] + " ".join(rng.choice(WORDS) for _ in range(rng.randint(1, 6))) + \
            out[pos:]
    return out


def saves() -> list[str]:
    """Saved games to mutate: every library scenario played to its end."""
    from magictutor.engine.timeline import Timeline
    from magictutor.scenarios.scenario import library, load_scenario, run_scenario

    out = []
    for _, path in sorted(library().items()):
        result = run_scenario(load_scenario(path))
        out.append(Timeline(result.initial, list(result.steps)).to_json())
    return out


EDGE_JSON: list[Any] = [None, True, False, 0, -1, -5, 1.5, 10 ** 50, "", "six", "chaos",
                        "planeswalk", "blank", [], {}, [0, 0, 0, 0], [99, 98, 97, 96],
                        {"tuple": 5}, {"tuple": [None]}, {"dict": [[1]]}, {"frozenset": [[1]]},
                        {"type": "Obj", "fields": {}}, {"type": "os.system"}, "Al$$",
                        {"type": "Player", "fields": {"name": "Zed", "life": -3}}, "x" * 500,
                        [[[[[[[[[[[[[[[[[[[[]]]]]]]]]]]]]]]]]]]]]


def save_case(rng: random.Random, texts: list[str]) -> str:
    """A saved game: one of ``texts`` with one to three random changes to its JSON."""
    data = json.loads(rng.choice(texts))
    for _ in range(rng.randint(1, 3)):
        _mutate_json(rng, data)
    text = json.dumps(data)
    if rng.random() < 0.05:
        pos = rng.randrange(len(text) + 1)
        text = text[:pos] + rng.choice(["{", "]", '"', "\\", "\x00", "1e999999"]) + text[pos:]
    return text


def _nodes(data: Any, path: tuple = ()) -> list[tuple]:
    out = [path]
    if isinstance(data, dict):
        for k, v in data.items():
            out += _nodes(v, path + (k,))
    elif isinstance(data, list):
        for i, v in enumerate(data):
            out += _nodes(v, path + (i,))
    return out


def _mutate_json(rng: random.Random, data: Any, edges: list[Any] | None = None) -> None:
    paths = [p for p in _nodes(data) if p]
    if not paths:
        return
    chance = [p for p in paths if "chance" in p]
    steps = [p for p in paths if p[0] in ("steps", "cursor")]
    r = rng.random()
    if chance and r < 0.3:  # forge a random outcome
        path = rng.choice(chance)
    elif steps and r < 0.6:  # an action, a step, the cursor
        path = rng.choice(steps)
    else:
        path = rng.choice(paths)
    parent = data
    for key in path[:-1]:
        parent = parent[key]
    key = path[-1]
    value = parent[key]
    r = rng.random()
    if r < 0.15 and isinstance(parent, dict):
        del parent[key]
    elif r < 0.3 and isinstance(value, list) and value:
        rng.shuffle(value)
    elif r < 0.4 and isinstance(value, str) and value in ("chaos", "planeswalk", "blank"):
        parent[key] = rng.choice(["chaos", "planeswalk", "blank"])
    elif r < 0.5 and isinstance(value, int) and not isinstance(value, bool):
        parent[key] = value + rng.choice([-1, 1, -100, 10 ** 6])
    elif r < 0.55 and isinstance(parent, list):
        parent.append(copy.deepcopy(parent[key]))
    elif r < 0.6 and isinstance(parent, dict) and edges is not None:  # a key of the format
        parent[rng.choice(["expect", "Alice", "stack", "face up", "pending", "log cites",
                           "counters", "zone", "loyalty", "rejected", "do", "turn",
                           "planechase", "single deck", "rolls this turn", "mana",
                           "Grizzly Bears", "in game"])] = copy.deepcopy(rng.choice(edges))
    else:
        parent[key] = copy.deepcopy(rng.choice(edges or EDGE_JSON))


# --- running cases under a budget -------------------------------------------------------------
class _OverTime(BaseException):
    pass


def _on_timer(signum: int, frame: Any) -> None:
    raise _OverTime()


def _vm_bytes() -> int:
    with open("/proc/self/statm") as fh:
        return int(fh.read().split()[0]) * resource.getpagesize()


def _states() -> list[Any]:
    """Game states the notation cases are read against."""
    from magictutor.engine.setup import build_game

    setup = {"Alice": {"battlefield": ["Grizzly Bears", "Grizzly Bears", "Jace Beleren",
                                       "Mountain", "Chandra Nalaar"],
                       "hand": ["Lightning Bolt", "Shock", "Mountain"]},
             "Bob": {"battlefield": ["Jace Beleren", "Grizzly Bears", "Ajani Goldmane"],
                     "hand": ["Shock"]}}
    return [build_game(["Alice", "Bob"], setup=setup),
            build_game(["Alice", "Bob"], setup=setup, step="declare attackers"),
            build_game(["Alice", "Bob", "Carol"], setup=setup, planechase={})]


def run_one(kind: str, payload: Any, states: list[Any]) -> tuple[str, str, str]:
    """Run one case in this process: ``(outcome, exception type, message)`` where the
    outcome is ``ok``, ``refused`` (a documented error), ``noline`` (a scenario error
    without a line) or ``traceback``."""
    from magictutor.engine.timeline import Timeline
    from magictutor.model.render import state_text
    from magictutor.scenarios.notation import parse_command, run_command
    from magictutor.scenarios.scenario import run_scenario

    try:
        if kind == "scenario":
            import tempfile

            from magictutor.scenarios.scenario import load_scenario

            with tempfile.NamedTemporaryFile(suffix=".yaml") as fh:  # (as a user's file is)
                fh.write(payload)
                fh.flush()
                sc = load_scenario(Path(fh.name))
            run_scenario(sc)
        elif kind == "save":
            t = Timeline.from_json(payload)
            state_text(t.state)
            assert Timeline.from_json(t.to_json()).to_json() == t.to_json()
        elif kind == "burn":  # (the budget's own tests: a case that never ends ...)
            while True:
                pass
        elif kind == "hog":  # (... and one that takes all the memory it can)
            hoard = []
            while True:
                hoard.append(bytearray(16 * 1024 * 1024))
        else:
            index, text = payload
            state = states[index % len(states)]
            parse_command(state, text)
            run_command(state, text)
    except Exception as exc:  # noqa: BLE001 - sorting outcomes is the point
        name = type(exc).__name__
        message = str(exc)[:1000]
        if name not in DOCUMENTED:
            return "traceback", name, message
        if name == "ScenarioError" and exc.line is None and "larger than" not in message:
            return "noline", name, message
        return "refused", name, message
    return "ok", "", ""


def _worker(conn: Any) -> None:
    """Run cases sent over ``conn`` under the budget, one reply per case."""
    import sys

    sys.setrecursionlimit(3000)
    states = _states()
    run_one("notation", (0, "Alice: pass"), states)  # (warm: first imports are not a case)
    limit = _vm_bytes() + MEMORY_BYTES
    resource.setrlimit(resource.RLIMIT_AS, (limit, resource.RLIM_INFINITY))
    signal.signal(signal.SIGPROF, _on_timer)
    conn.send("ready")
    while True:
        job = conn.recv()
        if job is None:
            return
        kind, payload = job
        start = time.process_time()
        signal.setitimer(signal.ITIMER_PROF, CPU_SECONDS)
        try:
            outcome = run_one(kind, payload, states)
        except _OverTime:
            outcome = ("over time", "", f"more than {CPU_SECONDS} s of CPU")
        except MemoryError:
            outcome = ("over memory", "", f"more than {MEMORY_BYTES >> 20} MB")
        finally:
            signal.setitimer(signal.ITIMER_PROF, 0)
        if outcome[0] == "traceback" and outcome[1] in ("_OverTime", "MemoryError"):
            outcome = ("over time" if outcome[1] == "_OverTime" else "over memory", "", "")
        conn.send((*outcome, time.process_time() - start))
        if outcome[0] == "over memory":
            return  # (a process that ran out of memory is started afresh)


class Runner:
    """A worker process that runs cases under the budget; restarted when a case kills it."""

    def __init__(self) -> None:
        self.ctx = mp.get_context("spawn")
        self.proc: Any = None
        self.conn: Any = None

    def _start(self) -> None:
        parent, child = self.ctx.Pipe()
        self.proc = self.ctx.Process(target=_worker, args=(child,), daemon=True)
        self.proc.start()
        self.conn = parent
        if not parent.poll(120) or parent.recv() != "ready":
            raise RuntimeError("the fuzz worker did not start")

    def run(self, kind: str, payload: Any) -> tuple[str, str, str, float]:
        if self.proc is None or not self.proc.is_alive():
            self._start()
        self.conn.send((kind, payload))
        if not self.conn.poll(WALL_BACKSTOP):
            self.close(kill=True)
            return "hang", "", f"no answer in {WALL_BACKSTOP} s", WALL_BACKSTOP
        try:
            reply = self.conn.recv()
        except EOFError:
            self.close(kill=True)
            return "crash", "", "the worker died", 0.0
        if reply[0] == "over memory":
            self.close()
        return reply

    def close(self, kill: bool = False) -> None:
        if self.proc is not None:
            if kill:
                self.proc.kill()
            else:
                try:
                    self.conn.send(None)
                except (BrokenPipeError, OSError):
                    pass
            self.proc.join(5)
            if self.proc.is_alive():
                self.proc.kill()
        self.proc = self.conn = None


BAD = ("traceback", "noline", "over time", "over memory", "hang", "crash")
