# %% [markdown]
# # Lesson 8 · The planar die and planeswalking
#
# **Goal.** By the end of this lesson you can say, with the rule for each answer:
#
# * what the three kinds of face on the planar die are, and how often each comes up (901.3a);
# * who may roll the die, when, and why each roll in a turn costs one more mana than the last
#   (901.9);
# * what a chaos roll does (309.7, 901.9b) and what a planeswalker-symbol roll does (901.9c);
# * what *planeswalking* is, and what "when you planeswalk to" and "when you planeswalk away
#   from" abilities see (701.21, 901.11);
# * how the planeswalking ability moved from every plane card (309.6 in the 2011 rules) to the
#   game itself (901.8 since 2012).
#
# Read from the top. The grey text is what the rules engine printed; each line says what
# happened, with the rules that made it happen in brackets. Lines marked *[rules]* are things
# the rules did by themselves (triggers, state-based actions, new steps). The numbers are
# those of the July 2013 rules, the kit's default, unless a line says otherwise.

# %% hide
# Setup: the kit, its widgets and plots, and helpers that print what the engine does.
from magictutor.widgets.loading import loading

loading_note = loading(8)  # shown at once; the imports below take a few seconds
from collections import Counter

import matplotlib
from IPython import get_ipython
from IPython.display import display

import magictutor as mt
import magictutor.plots as mp
import magictutor.widgets as mw
from magictutor.editions import EDITIONS
from magictutor.rules.planechase.core import roll_cost
from magictutor.teaching.lesson import tell

get_ipython().run_line_magic("matplotlib", "inline")  # plots show under their cell
# plots as SVG, sharp at any zoom (a projector at 150 %), their words kept as text; and
# as PNG, which JupyterLab shows in a lesson opened before it is run (it shows no SVG then)
get_ipython().run_line_magic("config", "InlineBackend.figure_formats = ['svg', 'png']")
matplotlib.rcParams["svg.fonttype"] = "none"
LARGE = True  # projector-sized fonts in the widgets; set to False on a small screen


def events_of(result):
    """Every event of a scenario's run, step after step."""
    return [e for step in result.steps for e in step.events]




PLANAR_DECKS = {"decks": {"Alice": ["Tazeem", "Panopticon"], "Bob": ["The Eon Fog"]},
                "face up": "Tazeem"}


def one_roll(seed):
    """Alice's first roll of a turn in a fresh game whose random choices come from ``seed``."""
    game = mt.build_game(["Alice", "Bob"], seed=seed, planechase=PLANAR_DECKS)
    step = mt.apply(game, mt.RollPlanarDie("Alice"))
    return next(e for e in step.events if e.kind == "roll")

loading_note.update(mw.lesson_start(8, large=LARGE))  # the note: how to run the lesson

# %% [markdown]
# ## 1 · The rules of this lesson, edition by edition
#
# The die and planeswalking rules live in rule 901 (the Planechase variant) and in the plane
# rules. Their meaning stayed put; some numbers moved, and one rule, the planeswalking ability
# of each plane, disappeared in 2012 (a dash means that edition has no such rule):

# %%
mw.rules_table([
    ("the planar die and its faces", "pc.die"),
    ("rolling: who, when, what it costs", "pc.roll"),
    ("  a blank face", "pc.roll_blank"),
    ("  the chaos face", "pc.roll_chaos"),
    ("  the planeswalker face", "pc.roll_planeswalk"),
    ("rolling is a special action", "pc.special_action"),
    ("chaos abilities of planes", "plane.chaos"),
    ("planeswalking ability, plane rules", "plane.planeswalking"),
    ("planeswalking ability, rule 901", "pc.planeswalking_ability"),
    ("what planeswalking is", "pc.planeswalk_when"),
    ("planeswalk to / away from", "pc.planeswalk_away"),
])

# %% [markdown]
# Read the two planeswalking rows together. In the 2011 rules both numbers say the same
# thing: each plane card is treated as if its own text box held the planeswalking ability
# (309.6 among the plane rules, 901.7a in the Planechase rules), so the ability's source is
# the plane. Since 2012 only rule 901 has it (901.8), and there it is an ability of the game
# itself, with no plane as its source.

# %% [markdown]
# ## 2 · Six faces, three kinds
#
# The planar die has six faces: one shows the **planeswalker symbol**, one the **chaos
# symbol**, and the other four are **blank** (901.3a). So on each roll the chances are 1 in 6,
# 1 in 6 and 4 in 6. The engine's die:

# %%
display(mw.table(["face", "faces of 6", "chance"], [
    (face, round(chance * 6), f"{chance:.1%}") for face, chance in mp.PROBABILITY.items()],
    label="the planar die's faces"))

# %% [markdown]
# Chance in the kit is *seeded*: each game carries a seed, and every random outcome (a shuffle, a
# roll) comes from it and is recorded in the step. Roll in the same position twice and you get
# the same face, so a lesson or a replay always tells the same story:

# %%
print(one_roll(seed=3))
print(one_roll(seed=3))

# %% [markdown]
# To see the chances at work, the engine plays 600 games, each with its own seed, and in each
# one Alice makes the first roll of her turn. Here are the shares of each face after the first
# 6, 60 and 600 games: the more rolls, the closer they come to 1/6, 1/6 and 4/6.

# %%
faces = [one_roll(seed).get("face") for seed in range(600)]
for n in (6, 60, 600):
    counts = Counter(faces[:n])
    shares = ", ".join(f"{f} {counts[f]} ({counts[f] / n:.1%})" for f in mp.PROBABILITY)
    print(f"after {n:3} rolls: {shares}")

# %%
# NBVAL_IGNORE_OUTPUT - plot (the key numbers are printed in the next cell)
plot = mp.for_every_screen(mp.plot_die_faces, faces)  # (wide, and narrow for a phone)
ax = plot.ax
display(plot)

# %%
print(mp.summary(ax))

# %% [markdown]
# **Try it.** A practice die, with its own seed. Click **Roll the planar die** a few times,
# then **Roll 100 times**: the table and the bars show each face's share against its chance
# (the dashed lines). The practice die also counts what the rolls would have cost in one turn;
# **New turn** makes the next roll free again.

# %%
# NBVAL_IGNORE_OUTPUT - widget
display(mw.PlanarDieRoller(seed=2012))

# %% [markdown]
# ## 3 · Who rolls, when, and at what cost (901.9)
#
# Rolling the planar die is a **special action**: it doesn't use the stack, and nobody can
# respond to the roll itself (what a roll *triggers* does use the stack). Only the **active
# player** may roll, only in a **main phase** of their own turn, only while they have priority
# and the **stack is empty**. Here the engine refuses three rolls and says which part of the
# rule each one breaks:

# %%
result = tell("roll-timing")

# %% [markdown]
# The first roll in a turn is free. **Each later roll costs one more generic mana** than the one
# before: {0}, then {1}, then {2}, and so on. The count is of rolls made as this special action
# this turn, so it keeps climbing after a planeswalk and starts again at {0} on your next turn:

# %%
result = tell("roll-cost-across-planeswalking")

# %% [markdown]
# What do *k* rolls in one turn cost in all, and how many planeswalks can you expect from them?
# The cost grows much faster than the reward: 0 + 1 + 2 + ... + (k - 1) mana for k/6
# planeswalks on average.

# %%
# NBVAL_IGNORE_OUTPUT - plot (the key numbers are printed in the next cell)
plot = mp.for_every_screen(mp.plot_roll_economics, 6)  # (wide, and narrow for a phone)
ax = plot.ax
display(plot)

# %%
print(mp.summary(ax))

# %% [markdown]
# ## 4 · Chaos (309.7, 901.9b)
#
# Every plane has a **chaos ability**, written after the chaos symbol. When the roller rolls
# the chaos face, the chaos ability of each face-up plane triggers. It is a triggered ability
# like any other: it goes on the stack, it may need a target, and players may respond to it.
#
# Below, Naar Isle's chaos ability deals 3 damage to a player Alice chooses. It is Alice's plane
# now (she is the planar controller), so its damage comes from a source she controls, and under
# the 2013 rules she may send it to Bob's planeswalker instead (306.7, lesson 5):

# %%
result = tell("naar-isle-chaos-redirected")

# %% [markdown]
# ## 5 · Planeswalking to and away (701.21, 901.11)
#
# The planeswalker symbol triggers the **planeswalking ability**. When it resolves, the planar
# controller **planeswalks**: every face-up plane goes to the bottom of its owner's planar deck,
# face down, and the top card of the planeswalker's own planar deck is turned face up (701.21b).
# The card turned up is the plane they planeswalk **to**; the one turned down is the plane they
# planeswalk **away from** (901.11b).
#
# Planeswalking makes "when you planeswalk to" abilities trigger. Panopticon has one: draw a
# card.

# %% [markdown]
# Predict first: when Alice planeswalks, where does Panopticon go, and which plane is face
# up after it? Pick your answer below (the *About* menu switches between them) and click
# *Check and step*; then read the trace.

# %% hide
# NBVAL_IGNORE_OUTPUT - widget
mw.predict_first("planeswalk-to-trigger", about="Where Panopticon", large=LARGE)

# %%
result = tell("planeswalk-to-trigger")

# %% [markdown]
# A "planeswalk away from" ability triggers as its plane is turned face down. It *looks back
# in time*: it sees the plane as it was while face up. Sanctum of Serra destroys every nonland
# permanent when you planeswalk away from it, planeswalkers included:

# %% [markdown]
# Predict first: where is Jace Beleren once Alice has planeswalked away from Sanctum of
# Serra? (A planeswalker that leaves the battlefield is an answer too: try *About* Jace
# Beleren's loyalty and tick *It leaves the battlefield*.) Then read the trace.

# %% hide
# NBVAL_IGNORE_OUTPUT - widget
mw.predict_first("planeswalk-away-trigger", about="Where Jace Beleren", large=LARGE)

# %%
result = tell("planeswalk-away-trigger")

# %% [markdown]
# ## 6 · Whose ability is it? 309.6 then, 901.8 now
#
# What triggers when the planeswalker symbol comes up changed in June 2012:
#
# * **Under the 2011 rules** every plane card had a planeswalking ability of its own (309.6 of
#   that edition): "when you roll the planeswalker symbol, put this plane on the bottom of its
#   owner's planar deck, then turn up the top card of your planar deck". Its **source** was the
#   face-up plane.
# * **Since 2012** the planeswalking ability belongs to the **game** (901.8): "whenever you roll
#   the planeswalker symbol, planeswalk". It has **no source**, and the player who rolled
#   controls it. 309.6 now says only that a plane turned face down becomes a new object.
#
# The same roll, played by the engine under each edition. Read the line about the planeswalker
# symbol: in 2011 it is Panopticon's ability; from 2013 on it is the game's.

# %%
scenario = mt.load_scenario("planeswalking-sourceless-2013")
for edition in EDITIONS:
    r = mt.run_scenario(scenario, edition=edition)
    line = next(e.line() for e in events_of(r) if e.text.startswith("Planeswalker symbol"))
    face_up = ", ".join(o.name for o in r.final.zone("faceup"))
    print(f"{edition}: {line}\n         then face up: {face_up} [{r.summary()}]")

# %% [markdown]
# Usually both rules take you to the same plane. What changed is whose ability it is: in 2011
# the plane's own (its source is the plane, its controller the plane's controller), since 2012
# the game's (no source, controlled by the roller). Planeswalking itself grew too: in 2011 it
# moved the one face-up plane (701.21b of that edition), since 2012 every face-up plane and
# phenomenon (701.21b; lesson 9 shows two planes face up at once). Under both rules a
# planeswalking ability waiting on the stack ceases to exist when the face-up plane leaves the
# game with its owner (901.9a in 2011, 901.10a since; lesson 7, section 6).
#
# To compare the editions yourself, use the **Rules** menu in the **Editions** tab below and
# choose another edition: the explorer replays the same actions under it and shows where the
# log first differs. The explorer shows the end of the game; step back with **Back** or
# **First**.

# %%
# NBVAL_IGNORE_OUTPUT - widget
compare = mw.explore("planeswalking-sourceless-2013", at="end", large=LARGE, plots=False)
compare.show_tab("Editions")
display(compare)

# %% [markdown]
# ## 7 · Your turn: roll the die in a game
#
# Alice is in her precombat main phase with three untapped Islands, so she can pay for three
# rolls this turn ({0}, {1} and {2}). Fields of Summer is face up (its chaos ability: "you may
# gain 10 life"), and her planar deck holds Panopticon, Tazeem and Naar Isle.
#
# * In the **action panel** (right of the board, or under it on a phone), the **Special
#   actions** row holds **roll the planar die (costs {0})**: click it. The message under the
#   buttons lists what happened, each line with its rules.
# * The **Planar die** tab below has the same die with **Force chaos**, **Force planeswalk**
#   and **Force blank** buttons, to choose a face for the lesson. Random rolls are counted in
#   its table and bar chart; forced ones are not, since they say nothing about chance.
# * A chaos or planeswalker roll puts an ability on the stack: click **pass** (Alice, then
#   Bob) to let it resolve, and answer any choice it asks for.
# * Try a fourth roll: what does the engine say? The **Log** tab lists every event; **Back**
#   undoes a step.

# %% hide
die_game = mt.build_game(
    ["Alice", "Bob"], seed=8,
    setup={"Alice": {"battlefield": ["Island", "Island", "Island"], "library": ["Island"] * 8},
           "Bob": {"battlefield": ["Jace Beleren"], "library": ["Island"] * 8}},
    planechase={"decks": {"Alice": ["Fields of Summer", "Panopticon", "Tazeem", "Naar Isle"],
                          "Bob": ["The Eon Fog", "Stronghold Furnace"]},
                "face up": "Fields of Summer"})

# %%
# NBVAL_IGNORE_OUTPUT - widget
explorer = mw.explore(die_game, large=LARGE)
explorer.show_tab("Planar die")
display(explorer)

# %% [markdown]
# The starting position of that game, as text:

# %%
print(die_game)

# %% [markdown]
# ## Check yourself
#
# The quiz asks about scenarios of the kit's library. After each answer it shows the kit's
# answer and explanation, and every event of the engine's run with its rules.

# %%
# NBVAL_IGNORE_OUTPUT - widget
display(mw.Quiz(["planar-die-blank", "roll-cost-across-planeswalking", "roll-timing",
                 "planeswalk-to-trigger", "planeswalking-sourceless-2013",
                 "planar-die-faces-2011"], large=LARGE))

# %% [markdown]
# ### Show the answers
#
# The same questions, each answered by the engine playing the scenario:
#
# Answer the questions first; then press **Show the answers** below to see the answers.

# %%
# NBVAL_IGNORE_OUTPUT - widget: the answers stay hidden until the button is pressed
with mw.Reveal("Show the answers"):
    def answer(name, read):
        scenario = mt.load_scenario(name)
        result = mt.run_scenario(scenario)
        print(f"Q: {scenario.question}")
        print(f"A: {scenario.answer}.")
        print(f"   The engine: {read(result)} [scenario {result.summary()}]")
        print(f"   Rules ({result.edition}): {', '.join(map(str, scenario.rules))}\n")


    def rolls(r):
        return "; ".join(f"{e.get('face')} for {{{e.get('cost')}}}" for e in events_of(r)
                         if e.kind == "roll" and e.get("face"))


    def faceup(r):
        return ", ".join(o.name for o in r.final.zone("faceup"))


    answer("planar-die-blank", lambda r: f"rolls: {rolls(r)}")
    answer("roll-cost-across-planeswalking",
           lambda r: f"rolls: {rolls(r)}; on her next turn the first roll costs "
                     f"{{{roll_cost(r.final, 'Alice')}}}")
    answer("roll-timing", lambda r: "refused " + ", ".join(
        f"'{rec.spec.action}'" for rec in r.records if rec.refusal) + " citing "
        + ", ".join(sorted({n for rec in r.records if rec.refusal for n in rec.refusal.rules})))
    answer("planeswalk-to-trigger", lambda r: f"face up {faceup(r)}; Alice's hand: "
           f"{len(r.final.hand('Alice'))} card(s)")
    answer("planeswalking-sourceless-2013", lambda r: next(
        e.text for e in events_of(r) if e.text.startswith("Planeswalker symbol")))
    answer("planar-die-faces-2011", lambda r: f"rolls: {rolls(r)}; face up {faceup(r)}")
