# %% [markdown]
# # Lesson 4 · Attacking planeswalkers
#
# **Goal of this lesson.** You will attack a planeswalker yourself and learn what combat
# does to it:
#
# * a creature can attack a planeswalker instead of its controller (306.6);
# * the planeswalker's controller can block to protect it;
# * combat damage to a planeswalker removes that many loyalty counters (306.8), and a
#   planeswalker with no loyalty left goes to the graveyard (306.9);
# * damage beyond its loyalty does nothing more: it never spills onto the player, not even
#   with trample;
# * if the attacked planeswalker disappears mid-combat, its attacker deals no damage;
# * in Two-Headed Giant, a team attacks and blocks as one and shares its life (810).
#
# The rules are numbered the same in all four editions (trample's sub-rules moved; you will
# see that too).

# %% hide
from magictutor.widgets.loading import loading

loading_note = loading(4)  # shown at once; the imports below take a few seconds
import ipywidgets
import matplotlib
from IPython import get_ipython
from IPython.display import display

import magictutor as mt
import magictutor.plots as mp
import magictutor.widgets as mw
from magictutor.scenarios.scenario import load_scenario, run_scenario
from magictutor.teaching.lesson import play, walk

get_ipython().run_line_magic("matplotlib", "inline")  # plots show under their cell
# plots as SVG, sharp at any zoom (a projector at 150 %), their words kept as text; and
# as PNG, which JupyterLab shows in a lesson opened before it is run (it shows no SVG then)
get_ipython().run_line_magic("config", "InlineBackend.figure_formats = ['svg', 'png']")
matplotlib.rcParams["svg.fonttype"] = "none"

loading_note.update(mw.lesson_start(4, large=True))  # the note: how to run the lesson

# %% [markdown]
# ## 1. Your turn: attack
#
# It is Bob's turn and he is about to declare attackers. Bob has a **Hill Giant** (3/3) and
# a **Colossal Dreadmaw** (6/6 with trample). Alice has **Jace Beleren** with 3 loyalty and
# a **Grizzly Bears** (2/2) that can block.
#
# In the action panel, each attack button names the creature and what it attacks: Alice
# herself, or her planeswalker. Try:
#
# 1. **attack with Hill Giant at Jace Beleren**, then **pass** twice (Bob, then Alice) to
#    reach the declare blockers step;
# 2. as Alice, **no blocks** (or block with the Bears, and compare);
# 3. **pass** until the combat damage step is over, and watch Jace's shield and the plot.
#
# Then go *Back* to step 0 and try another attack: the Dreadmaw at Jace, or everything at
# Alice.

# %% hide
combat_start = mt.build_game(["Alice", "Bob"], active="Bob", setup={
    "Alice": {"battlefield": ["Jace Beleren", "Grizzly Bears"]},
    "Bob": {"battlefield": ["Hill Giant", "Colossal Dreadmaw"]}})
arena = mt.Timeline(combat_start)
play(arena, "all: advance to declare attackers", quiet=True)
arena = mt.Timeline(arena.state)  # start the explorer at the attack itself

# %%
# NBVAL_IGNORE_OUTPUT - widget
attack = mw.explore(arena, large=True, plots=False)
ipywidgets.VBox([attack, mw.LivePlot(attack.stepper, "loyalty", dpi=110)])

# %% [markdown]
# ## 2. Damage to a planeswalker removes loyalty (306.8, 306.9)
#
# The same first attack in the text notation. The Giant's 3 damage removes 3 loyalty
# counters. Jace is left with none, and the state-based action for 0 loyalty puts him into
# the graveyard.

# %%
giant = mt.Timeline(arena.state)
play(giant, "Bob: attack with Hill Giant at Jace Beleren", "all: advance to declare blockers",
     "Alice: no blocks", "all: advance to end of combat")
print()
print(giant.state)

# %% [markdown]
# **Excess damage goes nowhere.** The Colossal Dreadmaw deals 6 damage to a Jace with 3
# loyalty: 3 counters come off and the other 3 damage does nothing. Alice's life never
# changes: only damage dealt *to Alice* can reduce her life.

# %%
dreadmaw = mt.Timeline(arena.state)
play(dreadmaw, "Bob: attack with Colossal Dreadmaw at Jace Beleren",
     "all: advance to declare blockers", "Alice: no blocks", "all: advance to end of combat")
print("Alice's life:", dreadmaw.state.player("Alice").life)

# %% [markdown]
# ## 3. Blocking to protect a planeswalker
#
# The attacked planeswalker's controller declares blockers as usual (509.1). A blocked
# attacker deals its damage to the blocker, not to the planeswalker:

# %%
walk(run_scenario(load_scenario("attack-planeswalker-blocked")))

# %% [markdown]
# A rare case: a permanent can be **both** a creature and a planeswalker (an effect can turn
# a planeswalker into a creature). If it blocks while it is being attacked, it is a blocking
# creature and an attacked planeswalker at once, and stays in combat as long as it is still
# one of the two (506.4d). Combat damage dealt to it then counts as damage to each: it is
# marked on the creature (119.3e) and removes that many loyalty counters from the planeswalker
# (119.3c); the current rules number these 120.3e and 120.3c. None of this lesson's cards
# can become a creature, so the kit only states it.

# %% [markdown]
# ## 4. Trample: past the blocker, into the planeswalker, never further
#
# A trampler blocked on its way to a planeswalker assigns lethal damage to its blockers and
# the rest to the **planeswalker it attacks**, never to the planeswalker's controller. The
# rule's letter moved (702.18d in 2011, 702.19d in 2013 and 2017, 702.19f today, since a
# variant called *trample over planeswalkers* was added in 2021), but plain trample still
# stops at the planeswalker.
#
# Predict first: Bob's Colossal Dreadmaw (6/6, trample) attacks Jace Beleren (3 loyalty)
# and Alice blocks with Grizzly Bears. What becomes of Jace after combat damage (tick
# *It leaves the battlefield* if you think so), and of Alice's life total? Answer below
# and click *Check and step*; the *About* menu switches to Alice's life.

# %% hide
# NBVAL_IGNORE_OUTPUT - widget
trample_stepper = mw.GameStepper(
    run_scenario(load_scenario("trample-into-planeswalker")).timeline())
trample_stepper.goto(0)
ipywidgets.VBox([trample_stepper, mw.BoardView(trample_stepper, large=True),
                 mw.Predict(trample_stepper, about="Jace Beleren")])

# %% [markdown]
# The engine's trace: Bob tries to assign 4 damage to Alice, is refused, then assigns
# it to Jace:

# %%
trample = run_scenario(load_scenario("trample-into-planeswalker"))
walk(trample)

# %%
for name in mt.EDITIONS:
    result = run_scenario(load_scenario("trample-into-planeswalker"), edition=name)
    refusal = next(rec.refusal for rec in result.records if rec.refusal is not None)
    print(f"{name:8}  assigning damage to Alice is refused citing {', '.join(refusal.rules)}")

# %% [markdown]
# ## 5. The attacked planeswalker is gone
#
# If the planeswalker leaves the battlefield during combat, it is removed from combat
# (506.4). Its attacker keeps attacking, but attacks nothing: if it is not blocked it deals
# **no combat damage at all** (506.4c).
#
# Predict first: Jace Beleren leaves the battlefield while Bob's creature is attacking
# him. What is Alice's life total after combat damage? Answer below and click *Check
# and step*, then read the trace.

# %% hide
# NBVAL_IGNORE_OUTPUT - widget
removed_stepper = mw.GameStepper(
    run_scenario(load_scenario("attacked-planeswalker-removed")).timeline())
removed_stepper.goto(0)
ipywidgets.VBox([removed_stepper, mw.BoardView(removed_stepper, large=True),
                 mw.Predict(removed_stepper, about="Alice")])

# %% [markdown]
# The engine's trace: the damage does not move to the player.

# %%
removed = run_scenario(load_scenario("attacked-planeswalker-removed"))
walk(removed)

# %% [markdown]
# ## 6. Combat damage is never redirected
#
# Lesson 5 is about the *redirection rule*: noncombat damage aimed at a player may be sent
# to one of their planeswalkers. Combat damage is different: to damage a planeswalker in
# combat, a creature must **attack the planeswalker**. Bears attacking Alice hurt Alice:

# %%
not_redirected = run_scenario(load_scenario("combat-damage-not-redirected"))
walk(not_redirected)

# %% [markdown]
# Jace's loyalty and both life totals over that game: Jace's line stays flat while Alice's
# life drops. The key numbers are printed under the plots.

# %%
# NBVAL_IGNORE_OUTPUT - plot
loyalty_plot = mp.for_every_screen(mp.plot_loyalty, not_redirected.timeline())  # (and narrow)
loyalty_axes = loyalty_plot.ax
display(loyalty_plot)

# %%
# NBVAL_IGNORE_OUTPUT - plot
life_plot = mp.for_every_screen(mp.plot_life, not_redirected.timeline())  # (and narrow)
life_axes = life_plot.ax
display(life_plot)

# %%
print(mp.summary(loyalty_axes))
print(mp.summary(life_axes))

# %% [markdown]
# ## 7. Two-Headed Giant: a team attacks, blocks and loses as one
#
# Everything so far was a game of single players. In **Two-Headed Giant** (810) two teams
# of two play, and a team acts as one:
#
# * the team takes its turn together (805.4): both players untap, draw and may cast
#   sorceries, and the team's **primary player** declares one combined attack with both
#   players' creatures (810.7c; 805.10b in today's rules);
# * the defending team declares one combined block: either defender's creature may block
#   an attacker at either defender (810.7d);
# * the team has **one life total**, 30 at the start (810.4): damage to one player changes
#   it for both (810.9), and players win and lose only as a team (810.8a);
# * a teammate is **not an opponent** (102.3), so nobody attacks a teammate, and
#   redirection (306.7) never sends damage to a teammate's planeswalker.
#
# Alice and Bob attack Carol with Alice's Bears and Bob's Hill Giant; Carol blocks the Giant
# with Dave's Bears. Watch whose life changes:

# %%
teams_attack = run_scenario(load_scenario("two-headed-giant-combined-attack"))
walk(teams_attack)
print({name: teams_attack.final.player(name).life for name in teams_attack.scenario.players})

# %% [markdown]
# The combined attack is the same rule in every edition, under the number each edition
# gives it: Two-Headed Giant kept its own combat rules up to 2017, and today's rules send
# it to the shared team turns option (805.10).

# %%
for name in mt.EDITIONS:
    cited = sorted(run_scenario(load_scenario("two-headed-giant-combined-attack"),
                                edition=name).cited & {"810.7c", "810.7d", "805.10b", "805.10d"})
    print(f"{name:8}  the combined attack and block cite {', '.join(cited)}")

# %% [markdown]
# A teammate is not an opponent: Carol may redirect her Bolt at Alice only to Alice's own
# Chandra, and Alice's Bolt at her teammate Bob can't go to Bob's Jace at all. In
# Planechase, the plane's "you" means both members of the planar controller's team
# (901.12): the scenario `two-headed-giant-planechase` shows The Eon Fog untapping both.

# %%
walk(run_scenario(load_scenario("two-headed-giant-teammate-not-opponent")))

# %% [markdown]
# ## Check yourself
#
# 1. Bob's Hill Giant attacks Jace Beleren and Alice blocks with Grizzly Bears. How much
#    loyalty does Jace lose?
# 2. A 6/6 trampler attacks a Jace with 3 loyalty and is blocked by a 2/2. How much damage
#    can reach Alice herself?
# 3. The Bears attack Jace, and Jace is destroyed before blockers. Where does their damage
#    go?
# 4. Unblocked Bears attack Alice, who controls Jace. May Bob send the damage to Jace?
#
# The quiz asks these as the kit's scenarios word them.

# %%
# NBVAL_IGNORE_OUTPUT - widget
mw.Quiz(["attack-planeswalker-blocked", "trample-into-planeswalker",
         "attacked-planeswalker-removed", "combat-damage-not-redirected"], large=True)

# %% [markdown]
# ### Show the answer
#
# Each answer below is worked out by the engine, not written by hand.
#
# Answer the questions first; then press **Show the answer** below to see the answers.

# %% hide
# NBVAL_IGNORE_OUTPUT - widget: the answers stay hidden until the button is pressed
with mw.Reveal("Show the answer"):
    def jace_loyalty(state):
        """Jace Beleren's loyalty on the battlefield, or where he went."""
        for o in state.objects.values():
            if o.name == "Jace Beleren":
                return o.counter("loyalty") if o.zone == "battlefield" else f"none: in the {o.zone}"


    blocked = run_scenario(load_scenario("attack-planeswalker-blocked"))
    print("1. Jace's loyalty before", jace_loyalty(blocked.initial), "and after",
          jace_loyalty(blocked.final), "- none lost, the Bears took the damage")
    print("2. None: Alice's life stays", trample.final.player("Alice").life, "-",
          next(rec.refusal for rec in trample.records if rec.refusal is not None))
    print("3. Nowhere:", next(e.line() for e in removed.events if "no combat damage" in e.text))
    print("4. No:", next(e.line() for e in not_redirected.events if "redirected" in e.text))
