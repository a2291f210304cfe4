# %% [markdown]
# # Lesson 1 · Start here
#
# **Goal of this lesson.** By the end you can open a game in the kit, step through it,
# read what happened and which rule made it happen, try an action the rules forbid and
# see which rule stops it, and replay the same game under another edition of the rules.
#
# **What the kit is.** magictutor teaches two corners of the *Magic: The Gathering*
# Comprehensive Rules (the "CR"): **planeswalkers** (rules 306 and 606) and **planes**, the
# cards of the Planechase variant (rules 309, 310 and 901). Behind the lessons sits a small
# rules engine. It plays out situations one step at a time, and:
#
# * every step says **what happened** and **which rule made it happen**, with the rule's
#   number (the numbers in brackets, like `(306.8)`);
# * every action it refuses says **which rule forbids it**, and why, in plain words.
#
# **How to use a lesson.** The note just below says how to start this one. Each part then
# either shows something to click, or prints what the engine did.

# %% hide
from magictutor.widgets.loading import loading

loading_note = loading(1)  # shown at once; the imports below take a few seconds
import ipywidgets
from IPython.display import display

import magictutor as mt
import magictutor.widgets as mw
from magictutor.scenarios.scenario import load_scenario, run_scenario
from magictutor.teaching.lesson import play

loading_note.update(mw.lesson_start(1, large=True))  # the note: how to run the lesson

# %% [markdown]
# ## 1. Four editions of the rules
#
# The rules for planeswalkers and planes changed over the years, and so did the numbers of
# the rules. The kit knows four editions of the CR and plays every situation under the one
# you choose. Unless you say otherwise, it uses the July 2013 rules (`2013-07`), the
# edition in which both of the planeswalker rules this course cares most about, the
# *uniqueness rule* and the *redirection rule*, are in force.

# %%
display(mw.table(["edition", "title", "in force from", "default?"], [
    (name, mt.get_edition(name).title, mt.get_edition(name).cr_date,
     "yes: the default" if name == mt.DEFAULT_EDITION else "no") for name in mt.EDITIONS],
    label="the four editions"))

# %% [markdown]
# ## 2. A first game: Jace Beleren
#
# Here is a small situation from the kit's library of scenarios. Alice holds the
# planeswalker **Jace Beleren** and has three Islands to pay for it. The board, as text:

# %%
first = run_scenario(load_scenario("01-loyalty-once-per-turn"))
print(first.initial)

# %% [markdown]
# Below is the **explorer** for this game. It has four parts:
#
# * **the stepper** at the top: *First*, *Back*, *Forward* and *Last*, and a *Step* slider.
#   Step 0 is the starting position; each step is one action by a player, with everything
#   the rules did because of it;
# * **the board** on the left (at the top on a phone): each player's life, cards and
#   permanents; a planeswalker shows its loyalty in a blue shield; the stack is listed top
#   first;
# * **the action panel** on the right (under the board on a phone): a button for every action
#   the rules allow the player who must act now, in rows by kind: *Priority* (pass),
#   *Loyalty abilities*, *Cast a spell*, *Special actions* (playing a land, rolling the planar
#   die: actions that use no stack, listed in rule 115.2) and *Combat*. Buttons marked
#   *(not now)* are actions you might try that the rules forbid at this moment: click one to
#   see which rule says no (nothing changes);
# * **the tabs** at the bottom: the *Log* (every event with its rule numbers; choose a line
#   to jump there), the *Loyalty* and *Life* plots, and the *Editions* switch.
#
# Try it: click *Forward* a few times and watch Jace arrive with 3 loyalty counters, then
# go up to 5 when Alice uses his +2 ability. At the last step, click *activate Jace Beleren
# -1 targeting Alice (not now)* to see why a second ability is refused this turn.

# %%
# NBVAL_IGNORE_OUTPUT - widget
mw.explore("01-loyalty-once-per-turn", large=True)

# %% [markdown]
# The same game as text: each line the engine wrote, with its rules. Lines from
# state-based actions, triggers and turn-based actions (things the rules do by
# themselves) appear in the log marked *[rules]*.

# %%
for number, step in enumerate(first.steps, start=1):
    print(f"Step {number}:")
    print(step)

# %% [markdown]
# ## 3. An action the rules forbid
#
# You can also type actions in the kit's **text notation**, the same notation the scenario
# files use: a player's name, a colon, then what they do. Here Alice tries to use a second
# loyalty ability of Jace in the same turn. The engine refuses, says why, and leaves the
# game exactly as it was.

# %%
game = first.timeline()
play(game, "Alice: activate Jace Beleren -1 targeting Alice")
print()
print(game.state)

# %% [markdown]
# ## 4. One game, four editions
#
# Editions are data in the kit: each rule has a stable name, and each edition says which
# number that rule has, or that the rule does not exist. Three rules to compare:
#
# * the **redirection rule**: an opponent may send noncombat damage aimed at a player to
#   one of that player's planeswalkers (gone since April 2018);
# * the **uniqueness rule**: two planeswalkers sharing a planeswalker type can't stay
#   together (gone since September 2017, replaced by the legend rule);
# * the **legend rule** and the rule for **damage dealt to a player**, which exist in every
#   edition but moved.
#
# A dash in the table means that edition has no such rule.

# %%
display(mw.rules_table([
    ("redirection rule", "pw.redirect"), ("uniqueness rule", "pw.uniqueness"),
    ("legend rule", "sba.legend"), ("damage to a player", "damage.player")]))

# %% [markdown]
# Because editions are data, the *same actions* can be replayed under another edition.
# In the scenario below Bob casts **Lightning Bolt** at Alice, and as the damage would be
# dealt he sends it to her planeswalker Jace instead. That is legal under the 2013 rules.
# Under today's rules there is no redirection: the Bolt hits Alice, and Bob's "redirect"
# is refused because there is no such choice to make.

# %%
outcomes = []
for name in ("2013-07", "current"):
    result = run_scenario(load_scenario("bolt-redirected"), edition=name)
    jace = next(o for o in result.final.battlefield if o.name == "Jace Beleren")
    outcomes.append((name, result.final.player("Alice").life, jace.counter("loyalty")))
display(mw.table(["edition", "Alice's life", "Jace's loyalty"], outcomes,
                 label="Lightning Bolt under two editions"))

# %% [markdown]
# Do it yourself in the explorer: open the *Editions* tab (already open below) and choose
# **current** in the *Rules* list. The explorer replays the game, shows the first step
# where the two games differ, and a table of where each one ends. Choose **2013-07** again
# to go back.

# %%
# NBVAL_IGNORE_OUTPUT - widget
bolt = mw.explore("bolt-redirected", large=True)
bolt.show_tab("Editions")
display(bolt)

# %% [markdown]
# ## Check yourself
#
# 1. In the Jace game, Alice's second loyalty ability was refused. Which rules did the
#    engine cite, and does the refusal change Jace's loyalty?
# 2. Rule numbers move between editions. What number does *damage dealt to a player* have
#    in the 2013 rules, and what number today?
# 3. Does the redirection rule exist in today's rules?
# 4. Predict with the engine: below, the Bolt game is at its start. Before each step,
#    type what you think Jace Beleren's loyalty (or a life total) will be after it, then
#    click *Check and step*.

# %% hide
# NBVAL_IGNORE_OUTPUT - widget
predict_stepper = mw.GameStepper(run_scenario(load_scenario("bolt-redirected")).timeline())
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
    second = mt.parse_action(game.state, "Alice: activate Jace Beleren -1 targeting Alice")
    refusal = mt.check(game.state, second)
    print("1. Refused citing", ", ".join(r for rules, _ in refusal for r in rules),
          "- Jace's loyalty stays", next(o.counter("loyalty") for o in game.state.battlefield
                                         if o.name == "Jace Beleren"))
    print("2. Damage to a player:", mt.get_edition("2013-07").rule("damage.player"), "in 2013-07,",
          mt.get_edition("current").rule("damage.player"), "today")
    try:
        mt.get_edition("current").rule("pw.redirect")
        print("3. Yes")
    except LookupError:
        print("3. No: the current rules have no redirection rule; rule",
              mt.get_edition("current").rule("pw.redirect_removed"), "only records that it existed")
