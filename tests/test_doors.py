"""The doors of issue #15, one by one: saved games, actions built from Python, the exit
status of ``magictutor check``, plots with odd names and numbers, the action panel."""

from __future__ import annotations

import json
from dataclasses import replace
from pathlib import Path

import matplotlib

matplotlib.use("Agg")

import pytest  # noqa: E402

import magictutor as mt  # noqa: E402
from magictutor import cli  # noqa: E402
from magictutor.engine.serialize import SaveFormatError  # noqa: E402
from magictutor.engine.timeline import Timeline  # noqa: E402
from magictutor.yamlio import DataFileError  # noqa: E402

BOLT = Path(mt.__file__).parent / "scenarios" / "bolt-redirected.yaml"


def _rolled(seed: int = 5) -> Timeline:
    s = mt.build_game(["Alice", "Bob"], seed=seed, planechase={})
    t = Timeline(s)
    t.apply(mt.RollPlanarDie("Alice"))
    return t


# --- saved games -------------------------------------------------------------------------------
def test_901_3a_a_saved_roll_loads_back_when_its_face_is_the_seeds():
    t = _rolled()
    back = Timeline.from_json(t.to_json())
    assert back.to_json() == t.to_json() and back.steps[0].chance == t.steps[0].chance


@pytest.mark.parametrize("face", ["six", "", None, "chaos", "planeswalk", "blank"])
def test_901_3a_a_saved_die_face_other_than_the_seeds_is_refused(face):
    t = _rolled()
    data = json.loads(t.to_json())
    rolled = data["steps"][0]["chance"]["tuple"][0]
    if face == rolled:
        return  # (the one face the seed gave is the one that loads)
    data["steps"][0]["chance"]["tuple"][0] = face
    with pytest.raises(SaveFormatError, match="step 1: the saved random outcomes"):
        Timeline.from_json(json.dumps(data))


def test_901_9_a_forced_face_must_be_a_face_the_die_has():
    s = mt.build_game(["Alice", "Bob"], planechase={})
    t = Timeline(s)
    t.apply(mt.RollPlanarDie("Alice", force="chaos"))
    assert Timeline.from_json(t.to_json()).to_json() == t.to_json()
    data = json.loads(t.to_json())
    data["steps"][0]["action"]["force"] = "six"
    with pytest.raises(SaveFormatError, match="step 1 is refused by the rules.*no face 'six'"):
        Timeline.from_json(json.dumps(data))


def test_704_5a_a_saved_initial_state_at_negative_life_is_refused_as_unsettled():
    s = mt.build_game(["Alice", "Bob"])
    s = replace(s, players=(replace(s.players[0], life=-3), s.players[1]))
    with pytest.raises(SaveFormatError, match="not settled.*Alice has -3 life"):
        Timeline.from_json(Timeline(s).to_json())


@pytest.mark.parametrize("change, words", [
    (lambda s: replace(s, turn=-1), "turn must be from 1"),
    (lambda s: replace(s, edition="1999"), "edition"),
    (lambda s: replace(s, players=s.players + tuple(replace(s.players[0], name=f"P{i}")
                                                    for i in range(7))), "2 to 6 players"),
    (lambda s: replace(s, players=(s.players[0], s.players[0])), "same name"),
    (lambda s: replace(s, step="teatime"), "not a step"),
    (lambda s: replace(s, active="Mallory"), "not a player"),
])
def test_103_1_an_impossible_saved_initial_state_is_refused(change, words):
    s = change(mt.build_game(["Alice", "Bob"], setup={"Alice": {"battlefield": ["Island"]}}))
    with pytest.raises(SaveFormatError, match=words):
        Timeline.from_json(Timeline(s).to_json())


def test_a_save_over_the_size_limit_is_refused_before_it_is_read(monkeypatch):
    from magictutor.engine import timeline

    monkeypatch.setattr(timeline, "MAX_SAVE_BYTES", 100)
    with pytest.raises(SaveFormatError, match="larger than 100 bytes"):
        Timeline.from_json(Timeline(mt.build_game(["Alice", "Bob"])).to_json())


# --- actions built from Python -----------------------------------------------------------------
@pytest.mark.parametrize("build, words", [
    (lambda: mt.DeclareAttackers("Alice", (27,)), "DeclareAttackers.attacks"),
    (lambda: mt.PlayLand("Alice", 1.0), "PlayLand.card"),
    (lambda: mt.Pass(True), "Pass.player"),
    (lambda: mt.Cast("Alice", 3, ("Bob",), 2.5), "Cast.x"),
    (lambda: mt.Choose("Alice", None), "Choose.option"),
    (lambda: mt.DeclareBlockers("Bob", ((1, "x"),)), "DeclareBlockers.blocks"),
])
def test_508_1_an_action_with_fields_of_the_wrong_type_is_refused_when_built(build, words):
    with pytest.raises(TypeError, match=words):
        build()


@pytest.mark.parametrize("cursor", ["1", 1.0, True])
def test_a_timeline_cursor_of_the_wrong_type_is_refused(cursor):
    with pytest.raises(TypeError, match="cursor"):
        Timeline(mt.build_game(["Alice", "Bob"]), [], cursor)


def test_an_action_given_lists_keeps_tuples():
    a = mt.DeclareAttackers("Alice", [[1, "Bob"]])
    assert a.attacks == ((1, "Bob"),) and hash(a)


# --- magictutor check -------------------------------------------------------------------------
def test_check_exits_3_on_an_internal_error_and_says_so(monkeypatch, capsys):
    def broken(*args, **kwargs):
        raise RuntimeError("the kit broke")

    monkeypatch.setattr(cli, "run_scenario", broken)
    assert cli.main(["check", str(BOLT)]) == cli.INTERNAL_ERROR == 3
    out = capsys.readouterr().out
    assert "INTERNAL ERROR" in out and "RuntimeError: the kit broke" in out


def test_check_still_exits_1_for_a_failing_scenario(tmp_path, capsys):
    bad = tmp_path / "bad.yaml"
    text = BOLT.read_text(encoding="utf-8")
    bad.write_text(text.replace("Alice: {life: 20}", "Alice: {life: 19}"), encoding="utf-8")
    code = cli.main(["check", str(bad)])
    assert code == 1 and "FAIL" in capsys.readouterr().out


def test_an_error_names_its_column_when_there_is_one():
    assert str(DataFileError("x.yaml", 3, "why", 7)) == "x.yaml, line 3, column 7: why"
    assert str(DataFileError("x.yaml", 3, "why")) == "x.yaml, line 3: why"


# --- plots and the action panel ------------------------------------------------------------------
@pytest.mark.parametrize("life", [10 ** 400, 10 ** 5000], ids=["10^400", "10^5000"])
def test_plots_show_a_dollar_name_literally_and_survive_a_huge_life_total(life):
    from magictutor.plots import plot_life, plot_loyalty, summary

    s = mt.build_game(["Al$$", "Bob"], setup={"Al$$": {"battlefield": ["Jace Beleren"]}})
    s = replace(s, players=(s.players[0], replace(s.players[1], life=life)))
    t = Timeline(s)
    for plot in (plot_life, plot_loyalty):
        ax = plot(t)
        ax.figure.canvas.draw()
        texts = [x.get_text() for x in ax.get_legend().get_texts()]
        assert any("Al\\$\\$" in x for x in texts), texts
        assert all(not x._preprocess_math(x.get_text())[1] for x in ax.get_legend().get_texts())
        assert "Al$$" in summary(ax)
    assert "a number of" in summary(plot_life(t))


def test_the_action_panel_names_its_actions_against_one_namer_per_player(monkeypatch):
    from magictutor.scenarios import names as scenario_names
    from magictutor.widgets import explore

    made = []
    real = scenario_names.Namer.__init__

    def counting(self, state):
        made.append(state)
        real(self, state)

    setup = {"Alice": {"battlefield": ["Grizzly Bears"] * 30 + ["Mountain"],
                       "hand": ["Shock"]},
             "Bob": {"battlefield": ["Grizzly Bears"] * 30}}
    s = mt.build_game(["Alice", "Bob"], setup=setup)
    monkeypatch.setattr(scenario_names.Namer, "__init__", counting)
    ex = explore(s, plots=False)
    # (the panel shows one button for actions that read the same, #18, but names every
    # one of the 60-odd legal actions to find out)
    assert len(mt.legal_actions(s)) > 30 and len(ex.actions.buttons) > 1
    assert len(made) <= 4, len(made)  # (before: two per button)
