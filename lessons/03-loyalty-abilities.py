# %% [markdown]
# # Lesson 3 · Loyalty abilities
#
# **Goal of this lesson.** You will activate loyalty abilities yourself and learn the five
# rules that govern them (rule 306.5d, and rule 606 which spells it out):
#
# 1. **timing**: only in a main phase of your own turn, with an empty stack;
# 2. **once per turn per permanent**: one loyalty ability of each planeswalker each turn;
# 3. **the cost is paid at once**: the loyalty changes when you activate, not when the
#    ability resolves;
# 4. **enough counters**: a minus ability needs at least that many loyalty counters, and
#    exactly enough is fine;
# 5. **on its own**: once activated, the ability resolves even if the planeswalker is
#    killed in response.
#
# The rules are numbered the same in all four editions, with two exceptions you will meet
# in sections 4 and 5.

# %% hide
from magictutor.widgets.loading import loading

loading_note = loading(3)  # shown at once; the imports below take a few seconds
import ipywidgets
import matplotlib
from IPython import get_ipython
from IPython.display import display

import magictutor as mt
import magictutor.plots as mp
import magictutor.widgets as mw
from magictutor.cards import card
from magictutor.scenarios.scenario import load_scenario, run_scenario
from magictutor.teaching.lesson import ROUTINE, play, walk

get_ipython().run_line_magic("matplotlib", "inline")  # plots show under their cell
# plots as SVG, sharp at any zoom (a projector at 150 %), their words kept as text; and
# as PNG, which JupyterLab shows in a lesson opened before it is run (it shows no SVG then)
get_ipython().run_line_magic("config", "InlineBackend.figure_formats = ['svg', 'png']")
matplotlib.rcParams["svg.fonttype"] = "none"


def loyalty(game, name):
    """The loyalty of the planeswalker called ``name`` on the battlefield now."""
    return next(o.counter("loyalty") for o in game.state.battlefield if o.name == name)

loading_note.update(mw.lesson_start(3, large=True))  # the note: how to run the lesson

# %% [markdown]
# ## 1. What a loyalty ability costs
#
# A loyalty ability is an activated ability whose cost is a loyalty symbol (606.1, 606.2).
# The cost is to put loyalty counters on the planeswalker (**+N**) or to remove them
# (**-N**; with **-X** you choose X). Chandra Nalaar, as the kit words her:

# %%
c = card("Chandra Nalaar")
print(f"{c.name}: {c.type_line}, printed loyalty {c.loyalty}")
for ability in c.abilities:
    print(f"  cost {ability.cost:>3}:  {ability.text}")

# %% [markdown]
# ## 2. Your turn: activate an ability
#
# Below, it is Alice's main phase. She controls **Jace Beleren** (3 loyalty) and **Ajani
# Goldmane** (4 loyalty). The action panel lists every loyalty ability: the ones the rules
# allow now as plain buttons, the others marked *(not now)*. The plot under the explorer
# follows the game's loyalty step by step.
#
# Try this, watching Jace's shield on the board, the log and the plot:
#
# 1. Click **activate Jace Beleren +2**. Jace goes from 3 to 5 *at once*, while the ability
#    is still waiting on the stack: the cost is paid on activation (602.2b, 606.4).
# 2. Click **pass** twice (Alice, then Bob): the ability resolves and each player draws.
# 3. Click **activate Jace Beleren -1 targeting Alice (not now)**: refused, one loyalty
#    ability of Jace per turn (606.3). Nothing changes.
# 4. Click **activate Ajani Goldmane +1**: allowed, the limit is per planeswalker.
#
# *Back*, *First* and the slider take you anywhere in what you played; playing an action
# from an earlier step starts a new line of play from there.

# %% hide
start = mt.build_game(["Alice", "Bob"], setup={
    "Alice": {"battlefield": ["Jace Beleren", "Ajani Goldmane"], "library": ["Island"] * 5},
    "Bob": {"library": ["Mountain"] * 5}})

# %%
# NBVAL_IGNORE_OUTPUT - widget
yours = mw.explore(mt.Timeline(start), large=True, plots=False)
ipywidgets.VBox([yours, mw.LivePlot(yours.stepper, "loyalty", dpi=110)])

# %% [markdown]
# The same four actions typed in the text notation, so you can compare with what you
# clicked:

# %%
game = mt.Timeline(start)
play(game, "Alice: activate Jace Beleren +2")
print("    Jace's loyalty now, with the ability still on the stack:", loyalty(game, "Jace Beleren"))
play(game, "all: resolve",
     "Alice: activate Jace Beleren -1 targeting Alice",
     "Alice: activate Ajani Goldmane +1")

# %% [markdown]
# ## 3. Timing: your main phase, empty stack (606.3)
#
# Like a sorcery, a loyalty ability can be activated only by the planeswalker's controller,
# when they have priority in a main phase of **their own turn** with an **empty stack**.
# Alice tries during Bob's turn, then in her own turn with her Shock on the stack, then
# with an empty stack:

# %%
walk(run_scenario(load_scenario("loyalty-sorcery-timing")))

# %% [markdown]
# The limit "one per turn" is counted **per permanent**, whoever controls it, and a new
# turn brings a new chance: on Alice's next turn (two turns later), Jace may activate
# again.

# %%
play(game, "all: advance to next turn", "all: advance to next turn",
     "Alice: activate Jace Beleren -1 targeting Alice")

# %% [markdown]
# ## 4. Enough counters: at least as many as the minus cost
#
# A minus ability can't be activated unless the planeswalker has **at least** that many
# loyalty counters (606.5 in the older editions, **606.6** today, after a rule about
# changed loyalty costs was added in 2021). Exactly enough is fine: the planeswalker pays
# its last counters, drops to 0 loyalty and goes to the graveyard as a state-based action
# (306.9, 704.5i), but the ability is already on the stack and still resolves.
#
# Chandra Nalaar has 2 counters; Alice tries her -X with X = 3, then X = 2:

# %%
walk(run_scenario(load_scenario("not-enough-loyalty")))

# %% [markdown]
# The same refusal under each edition, to see the rule number move:

# %%
for name in mt.EDITIONS:
    result = run_scenario(load_scenario("not-enough-loyalty"), edition=name)
    refusal = next(rec.refusal for rec in result.records if rec.refusal is not None)
    print(f"{name:8}  refused citing {', '.join(refusal.rules)}")

# %% [markdown]
# And Jace Beleren with exactly 1 counter using his -1. Predict first: what is Jace's
# loyalty once the -1 is paid, and is he still on the battlefield when the ability
# resolves? Answer below and click *Check and step*, then read the trace.

# %% hide
# NBVAL_IGNORE_OUTPUT - widget
exactly_stepper = mw.GameStepper(
    run_scenario(load_scenario("exactly-enough-loyalty")).timeline())
exactly_stepper.goto(0)
ipywidgets.VBox([exactly_stepper, mw.BoardView(exactly_stepper, large=True),
                 mw.Predict(exactly_stepper, about="Jace Beleren")])

# %% [markdown]
# The engine's trace of that game:

# %%
exactly = run_scenario(load_scenario("exactly-enough-loyalty"))
walk(exactly)

# %% [markdown]
# ## 5. Killed in response: the ability resolves anyway
#
# Once a loyalty ability is activated, it is on the stack **independently of its source**
# (112.7a; 113.7a today). Destroying the planeswalker in response does not stop it. Here
# Alice uses Jace's -1 to draw a card, and Bob answers with Hero's Downfall on Jace:

# %%
killed = run_scenario(load_scenario("killed-in-response"))
walk(killed)

# %% [markdown]
# Jace's loyalty over that game. Notice that the counter came off at step 1, when Alice
# activated, long before the ability resolved at the end. The key numbers are printed under
# the plot.

# %%
# NBVAL_IGNORE_OUTPUT - plot
plot = mp.for_every_screen(mp.plot_loyalty, killed.timeline())  # (wide, and narrow for a phone)
axes = plot.ax
display(plot)

# %%
print(mp.summary(axes))

# %% [markdown]
# Step through the same game in the explorer and watch the stack: *Hero's Downfall* on top
# of *Jace Beleren -1*.

# %%
# NBVAL_IGNORE_OUTPUT - widget
mw.explore("killed-in-response", large=True)

# %% [markdown]
# ## Check yourself
#
# 1. May Alice activate Jace's +2 during Bob's turn? In her own main phase with a spell on
#    the stack?
# 2. Chandra Nalaar has 2 loyalty counters. Can she use -X with X = 3? With X = 2?
# 3. Jace Beleren has exactly 1 counter and uses his -1. What happens to Jace, and does
#    the ability resolve?
# 4. Bob destroys Jace in response to Jace's -1. Does Alice still draw?
#
# The quiz asks these as the kit's scenarios word them. Below it, predict Jace's loyalty
# after each step of the "killed in response" game, then click *Check and step*.

# %%
# NBVAL_IGNORE_OUTPUT - widget
mw.Quiz(["loyalty-sorcery-timing", "not-enough-loyalty", "exactly-enough-loyalty",
         "killed-in-response"], large=True)

# %% hide
# NBVAL_IGNORE_OUTPUT - widget
predict_stepper = mw.GameStepper(killed.timeline())
predict_stepper.goto(0)
ipywidgets.VBox([predict_stepper, mw.BoardView(predict_stepper, large=True),
                 mw.Predict(predict_stepper, about="Jace Beleren")])

# %% [markdown]
# ### Show the answer
#
# Each answer below is worked out by the engine, not written by hand.
#
# Answer the questions first; then press **Show the answer** below to see the answers.

# %% hide
# NBVAL_IGNORE_OUTPUT - widget: the answers stay hidden until the button is pressed
with mw.Reveal("Show the answer"):
    timing = run_scenario(load_scenario("loyalty-sorcery-timing"))
    print("1. No, and no:")
    for rec in timing.records:
        if rec.refusal is not None:
            print("     ", rec.refusal)
    not_enough = run_scenario(load_scenario("not-enough-loyalty"))
    print("2. X = 3 is refused, X = 2 is allowed:")
    for rec in not_enough.records:
        if rec.refusal is not None:
            print("     ", rec.refusal)
        for st in rec.steps:
            for e in st.events:
                if e.kind == "cost":
                    print("     ", e.line())
    print("3. Jace goes to the graveyard before the ability resolves, and it still resolves:")
    for e in exactly.events:
        if e.kind not in ROUTINE and ("Jace Beleren" in e.text or "draws" in e.text):
            print("     ", e.line())
    drew = [e for e in killed.events if e.kind == "draw"]
    print("4. Yes:", drew[-1].line())
