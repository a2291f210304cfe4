# %% [markdown]
# # Lesson 10 · A whole game
#
# **Goal.** Until now every lesson looked at one small situation. Here you watch, and play,
# a whole Planechase game between two decks with planeswalkers in them, and see the rules of
# lessons 2 to 9 meet: planeswalkers cast at sorcery speed and entering with loyalty, loyalty
# abilities once a turn, burn redirected to planeswalkers, creatures attacking them, the planar
# die, planeswalking. You will:
#
# * read the set-up of a new game as the engine reports it (shuffles, opening hands, the
#   starting plane);
# * play a game yourself by clicking, or step through a game the kit plays for you, with the
#   loyalty of every planeswalker plotted live as you step;
# * predict loyalty before each step and let the engine answer;
# * look at loyalty and life across many simulated games.
#
# Read from the top. The grey text is what the engine printed, each line with the rules that made it
# happen in brackets. The game is played under the July 2013 rules, the kit's default.

# %% hide
# Setup: the kit, its widgets and plots, and a simple automatic player for whole games.
from magictutor.widgets.loading import loading

loading_note = loading(10)  # shown at once; the imports below take a few seconds
import random
from collections import Counter

import matplotlib
from IPython import get_ipython
from IPython.display import display

import magictutor as mt
import magictutor.plots as mp
import magictutor.widgets as mw
from magictutor.cards import card
from magictutor.cards.decks import DECKS
from magictutor.engine.setup import setup_events
from magictutor.engine.simulate import POLICIES

get_ipython().run_line_magic("matplotlib", "inline")  # plots show under their cell
# plots as SVG, sharp at any zoom (a projector at 150 %), their words kept as text; and
# as PNG, which JupyterLab shows in a lesson opened before it is run (it shows no SVG then)
get_ipython().run_line_magic("config", "InlineBackend.figure_formats = ['svg', 'png']")
matplotlib.rcParams["svg.fonttype"] = "none"
LARGE = True  # projector-sized fonts in the widgets; set to False on a small screen
SEED = 60  # the seed of the game below: it decides every shuffle and every die roll
GAMES = 300  # games for the many-games plot: every point it draws rests on 30 or more
TURNS = 10  # how many turns the automatic player plays


def autoplay(state, turns, seed):
    """Play ``turns`` turns with the kit's "eager" player (magictutor.engine.simulate): it plays a
    land, casts what it can (planeswalkers first), uses each planeswalker's best plus
    ability, aims burn at planeswalkers, attacks, rolls the die while it is free, and answers
    each choice with its first option, preferring a permanent (so it redirects damage to a
    planeswalker whenever it may)."""
    policy, rng = POLICIES["eager"], random.Random(seed)
    timeline = mt.Timeline(state)
    while not timeline.state.game_over and timeline.state.turn <= turns:
        actions = mt.legal_actions(timeline.state)
        if not actions:
            break
        timeline.apply(policy(timeline.state, actions, rng))
    return timeline


STORY = {"cast", "enter", "cost", "damage", "replace", "prevent", "redirect", "sba", "life",
         "effect", "roll", "chaos", "encounter", "planeswalk", "attack"}  # the story's events


def story(timeline):
    """The events that tell the game's story, turn by turn (lands, draws and passes left out)."""
    turn = None
    for step in timeline.steps:
        for e in step.events:
            if e.kind not in STORY or e.text.endswith("declares no attackers"):
                continue
            if step.before.turn != turn:
                turn = step.before.turn
                print(f"-- turn {turn} ({step.before.active}) --")
            print(f"   {e.line()}")

loading_note.update(mw.lesson_start(10, large=LARGE))  # the note: how to run the lesson

# %% [markdown]
# ## 1 · Two decks with planeswalkers
#
# The kit has two built-in 40-card decks made from its teaching card set. Each has a few
# planeswalkers, burn spells, creatures and lands. Alice plays the first, Bob the second:

# %%
for (deck, cards), player in zip(DECKS.items(), ["Alice", "Bob"], strict=True):
    print(f"{player}: {deck} ({sum(cards.values())} cards)")
    for name, n in cards.items():
        c = card(name)
        extra = f", loyalty {c.loyalty}" if c.loyalty is not None else ""
        print(f"    {n} x {name:20} {c.type_line}{extra}")

# %% [markdown]
# ## 2 · Setting the game up
#
# `new_game` shuffles each library, deals seven-card opening hands, shuffles each built-in
# planar deck and turns up the starting plane (901.5); then turn 1 begins. The seed decides every
# random outcome, so this lesson tells the same game each time. What the engine did, and the
# position it reached:

# %%
game = mt.new_game(["Alice", "Bob"], seed=SEED)
for e in setup_events(game):
    print(e.line())
print()
print(game)

# %% [markdown]
# ## 3 · Play it yourself
#
# The explorer below holds that same game at its start. The **action panel** (right of the
# board, or under it on a phone) lists what the player who must act can do now, one button per
# legal action; buttons marked "(not now)" explain, when clicked, which rule forbids them.
# Play both players: pass priority to move through the steps, play lands, cast spells, roll the
# planar die, attack. The **Log** tab lists every event with its rules; **Back** undoes a step.
# (Nothing you do here changes the rest of the lesson.)

# %%
# NBVAL_IGNORE_OUTPUT - widget
display(mw.explore(game, large=LARGE, plots=False))

# %% [markdown]
# ## 4 · Watch the kit play it
#
# Now the kit plays the same game for ten turns with a simple automatic player (it is not a
# strong player: it always takes the action it likes best, for example casting a planeswalker
# whenever it can and always using a plus ability). Here is the story of the game: every spell,
# every change of loyalty and life, every roll and every planeswalk, turn by turn. Turns with
# nothing but lands and passes are left out.
#
# The seed was chosen for a game that shows this course's rules at work. Look for:
#
# * creatures **attacking planeswalkers** (306.6, 508.1b) and Jace Beleren put into the
#   graveyard with 0 loyalty on turn 6, a state-based action (306.9, 704.5i);
# * a Lightning Bolt aimed at Bob **redirected** to his Ajani Goldmane (306.7), and Ajani's
#   death by a Hill Giant's attack on turn 9;
# * **chaos rolls** (309.7, 901.9b) and the phenomenon **Spatial Merging** (310.5), after
#   which two planes are face up, so one chaos roll triggers both chaos abilities.

# %%
played = autoplay(game, TURNS, SEED)
print(f"{len(played)} steps; after them: turn {played.state.turn}, "
      + ", ".join(f"{p.name} at {p.life} life" for p in played.state.players))

# %%
story(played)

# %% [markdown]
# **Step through it.** The explorer below holds the game the kit played, at its start. The
# **Loyalty** tab is open: its plot follows the stepper, drawing each planeswalker's loyalty up
# to the step you are looking at, with a marker at each change (its shape says what caused
# it: a loyalty ability, damage, entering). Drag the **Step** slider or click **Last** to see
# the whole game; the text beside the plot lists the latest changes with their rules.

# %%
# NBVAL_IGNORE_OUTPUT - widget
watch = mw.explore(played, at="start", large=LARGE)
watch.show_tab("Loyalty")
display(watch)

# %% [markdown]
# The same loyalty over the whole game as a still picture, by turn, and its key numbers as text:

# %%
# NBVAL_IGNORE_OUTPUT - plot (the key numbers are printed in the next cell)
plot = mp.for_every_screen(mp.plot_loyalty, played, by="turn")  # (and narrow for a phone)
ax = plot.ax
display(plot)

# %%
print(mp.summary(ax))

# %% [markdown]
# ## 5 · Predict, then step
#
# Below, the game stands just before a planeswalker's loyalty changes. Type what you think its
# loyalty will be after the next step, then click **Check and step**: the engine plays the step
# and shows its events with their rules. Keep going, one step at a time.

# %% hide
changes = [(i, e) for i, step in enumerate(played.steps) for e in step.events
           if "loyalty" in e.text and "damage" in e.text]
before_damage, damage_event = changes[0]
target = damage_event.text.split(" damage to ")[1].split(",")[0]

# %%
# NBVAL_IGNORE_OUTPUT - widget
predict_game = mt.Timeline(played.initial, played.steps, cursor=before_damage)
predict_stepper = mw.GameStepper(predict_game)
display(predict_stepper, mw.Predict(predict_stepper, about=f"{target}'s loyalty"),
        mw.BoardView(predict_stepper, large=LARGE))

# %% [markdown]
# ## 6 · Many games
#
# One game is a story; many games show what is usual. The kit plays 300 short games (different
# seeds, the same two decks and automatic player; the bar shows its progress, a few seconds)
# and records every planeswalker's loyalty at the end of each turn. The lines are medians
# across the games; the bands hold the middle half of the games. A planeswalker counts only in
# the games and turns where it was on the battlefield: the text gives *n*, the number of games
# behind each point, and a point resting on fewer than 30 games is left out.

# %%
# NBVAL_IGNORE_OUTPUT - progress bar
records = mt.simulate(GAMES, seed=1, max_turns=TURNS, progress=True)

# %%
kinds = Counter(r["kind"] for r in records)
games_with_loyalty = len({r["game"] for r in records if r["kind"] == "loyalty"})
print(f"{GAMES} games, {kinds['life']} life records, {kinds['loyalty']} loyalty records, "
      f"{kinds['roll']} planar die rolls; a planeswalker reached the battlefield in "
      f"{games_with_loyalty} of the {GAMES} games.")

# %%
# NBVAL_IGNORE_OUTPUT - plot (the key numbers are printed in the next cell)
plot = mp.for_every_screen(mp.plot_games, records, kind="loyalty", min_games=30)  # (and narrow)
ax = plot.ax
display(plot)

# %%
print(mp.summary(ax))


# %% [markdown]
# ## Check yourself
#
# Three questions about the game the kit played in section 4. Think of your answer, then read
# the engine's below. (To check, step through the game in section 4 or search its story.)
#
# 1. Which planeswalker left the battlefield first, when, and which rule put it into the
#    graveyard?
# 2. How many times did a player planeswalk, and how many chaos abilities triggered?
# 3. Was any damage aimed at a player dealt to a planeswalker instead? Which rule allowed it?

# %% [markdown]
# ### Show the answers
#
# Answer the questions first; then press **Show the answers** below to see the answers.

# %%
# NBVAL_IGNORE_OUTPUT - widget: the answers stay hidden until the button is pressed
with mw.Reveal("Show the answers"):
    events = [(step.before.turn, e) for step in played.steps for e in step.events]
    gone = next(((t, e) for t, e in events if "704.5i" in e.rules), None)
    if gone:
        print(f"1. Turn {gone[0]}: {gone[1].line()}")
    else:
        print("1. No planeswalker left the battlefield in this game.")
    walks = sum(e.kind == "planeswalk" or " planeswalks away" in e.text for _, e in events)
    chaos = sum("chaos ability triggers" in e.text for _, e in events)
    print(f"2. {walks} planeswalk(s) and {chaos} chaos trigger(s):")
    for t, e in events:
        if " planeswalks away" in e.text or "chaos ability triggers" in e.text:
            print(f"     turn {t}: {e.line()}")
    redirected = [(t, e) for t, e in events if "redirects" in e.text]
    print(f"3. {len(redirected)} redirection(s):")
    for t, e in redirected:
        print(f"     turn {t}: {e.line()}")
