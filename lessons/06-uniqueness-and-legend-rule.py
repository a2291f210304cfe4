# %% [markdown]
# # Lesson 6 · The uniqueness rule and the legend rule
#
# **Goal of this lesson.** Can a player control two Jaces? Two Chandras? Can two players
# each control a Jace? The answer changed twice, and you will see each version at work:
#
# | edition | compares | whose planeswalkers | what happens |
# |---|---|---|---|
# | `2011-09` | **types** (uniqueness rule) | everyone's together | **all** go to the graveyard |
# | `2013-07` | **types** (uniqueness rule) | each player's own | that player **keeps one** |
# | `2017-09` | **names** (legend rule) | each player's own | that player **keeps one** |
# | `current` | **names** (legend rule) | each player's own | that player **keeps one** |
#
# The uniqueness rule is 306.4, applied as the state-based action 704.5j; the legend rule
# is the state-based action 704.5k until 2017 and 704.5j since.
#
# In September 2017 the uniqueness rule was removed: every planeswalker printed before
# then became **legendary** in the official card texts, and the legend rule took over.
# The legend rule itself had changed in July 2013, from "all of them" to "keep one",
# just like the uniqueness rule. All of these are state-based actions: the game checks
# them on its own, every time a player would receive priority.

# %% hide
from magictutor.widgets.loading import loading

loading_note = loading(6)  # shown at once; the imports below take a few seconds
import ipywidgets
from IPython.display import display

import magictutor as mt
import magictutor.widgets as mw
from magictutor.cards import card
from magictutor.scenarios.notation import run_command
from magictutor.scenarios.scenario import load_scenario, run_scenario
from magictutor.teaching.lesson import walk


def first_choice(timeline, kind):
    """The first step of a game at which a player must make a choice of this kind."""
    for i in range(len(timeline) + 1):
        pending = timeline.state_at(i).pending
        if pending is not None and pending.kind == kind:
            return i
    raise ValueError(f"no {kind} choice in this game")

loading_note.update(mw.lesson_start(6, large=True))  # the note: how to run the lesson

# %% [markdown]
# ## 1. Types and names
#
# The uniqueness rule compares **planeswalker types**, the word after the dash. The legend
# rule compares **names**. So *Chandra Nalaar* and *Chandra Ablaze* collide under the
# uniqueness rule (both are Chandras) but not under the legend rule (different names):

# %%
display(mw.table(["card", "edition", "type line"], [
    (name, edition, card(name, edition).type_line)
    for name in ("Chandra Nalaar", "Chandra Ablaze", "Jace Beleren")
    for edition in ("2013-07", "current")], label="type lines in two editions"))

# %% [markdown]
# ## 2. Three situations, four editions
#
# The engine plays each situation under each edition: a planeswalker enters the battlefield
# next to one that is already there, and the state-based actions do their work. Where a
# player must choose, the engine keeps the planeswalker that was there first.

# %% hide
SITUATIONS = {
    "Bob casts Jace; Alice has a Jace": (
        "Bob", {"Alice": {"battlefield": ["Jace Beleren"]},
                "Bob": {"hand": ["Jace Beleren"], "battlefield": ["Island"] * 3}},
        "Bob: cast Jace Beleren"),
    "Alice has Chandra Nalaar, casts Chandra Ablaze": (
        "Alice", {"Alice": {"battlefield": ["Chandra Nalaar"] + ["Mountain"] * 6,
                            "hand": ["Chandra Ablaze"]}},
        "Alice: cast Chandra Ablaze"),
    "Alice has Jace, casts a second Jace": (
        "Alice", {"Alice": {"battlefield": ["Jace Beleren"] + ["Island"] * 3,
                            "hand": ["Jace Beleren"]}},
        "Alice: cast Jace Beleren"),
}


def planeswalkers(state):
    """The planeswalkers on the battlefield, as 'Name (controller)'."""
    return [f"{o.name} ({o.controller})" for o in state.battlefield
            if card(o.name, state.edition).loyalty is not None]


def outcome(edition, situation):
    """Play a situation under an edition: (short verdict, rules cited by the state-based
    action, the name of the rule that applied)."""
    active, setup, cast = SITUATIONS[situation]
    game = mt.Timeline(mt.build_game(["Alice", "Bob"], edition=edition, active=active,
                                     setup=setup))
    for line in (cast, "all: resolve"):
        game.extend(run_command(game.state, line))
    chooser = None
    if game.state.pending is not None and game.state.pending.kind == "keep":
        chooser = game.state.pending.player
        game.apply(mt.Choose(chooser, game.state.pending.options[-1]))
    left = planeswalkers(game.state)
    said = [e for e in game.events if e.kind == "sba" or "keeps" in e.text]
    rules = list(dict.fromkeys(r for e in said for r in e.rules))
    if chooser:
        verdict = f"{chooser} keeps one"
    elif not left:
        verdict = "both die"
    else:
        verdict = "both stay"
    named = ("legend rule" if any("legend rule" in e.text for e in said)
             else "uniqueness rule" if said else "")
    return verdict, rules, named

# %%
for situation in SITUATIONS:
    print(situation)
    for edition in mt.EDITIONS:
        verdict, rules, named = outcome(edition, situation)
        cited = f"{named}: {', '.join(rules)}" if rules else "no rule applies"
        print(f"    {edition:8}  {verdict:16} ({cited})")

# %% [markdown]
# Read the table column by column:
#
# * **2011-09**: any two planeswalkers sharing a type die, whoever controls them; two
#   Jaces under different players are no exception.
# * **2013-07**: each player is checked on their own. Bob's Jace and Alice's Jace live
#   together; Alice with two Chandras (or two Jaces) keeps one.
# * **2017-09** and **current**: only identical names matter, per player. Chandra Nalaar
#   and Chandra Ablaze stay together; two Jace Belerens under one player do not. The rule
#   cited is now the legend rule, 704.5j (it was 704.5k while the uniqueness rule held
#   704.5j), together with 306.4, which in these editions only records that the
#   uniqueness rule is gone and that planeswalkers follow the legend rule.

# %% [markdown]
# ## 3. The rules at work, step by step
#
# **2011:** Bob's Jace enters while Alice has one. Both are put into their owners'
# graveyards at once, and nobody chooses anything.
#
# Predict first: before reading the trace, say what happens to Alice's Jace when Bob's
# Jace enters (tick *It leaves the battlefield* if you think it does), then click
# *Check and step*.

# %% hide
# NBVAL_IGNORE_OUTPUT - widget
all_die_stepper = mw.GameStepper(
    run_scenario(load_scenario("uniqueness-2011-all-die")).timeline())
all_die_stepper.goto(0)
ipywidgets.VBox([all_die_stepper, mw.BoardView(all_die_stepper, large=True),
                 mw.Predict(all_die_stepper, about="Jace Beleren")])

# %% [markdown]
# The engine's trace of that game:

# %%
walk(run_scenario(load_scenario("uniqueness-2011-all-die")))

# %% [markdown]
# **2013:** Alice has Ajani Goldmane and casts Ajani Vengeant. She, and only she, chooses
# which Ajani to keep; Bob's attempt to choose is refused:

# %%
walk(run_scenario(load_scenario("uniqueness-2013-ajani")))

# %% [markdown]
# **2017:** the same two Chandras are no problem any more, but two Jace Belerens are:

# %%
walk(run_scenario(load_scenario("legend-rule-2017-chandras")))
print()
walk(run_scenario(load_scenario("legend-rule-2017-two-jaces")))

# %% [markdown]
# ## 4. Your turn: choose, then change the rules
#
# The explorer below stops where Alice, under the 2013 rules, controls Chandra Nalaar and
# Chandra Ablaze and must keep one. Click **keep Chandra Ablaze** or **keep Chandra
# Nalaar** and watch the other go to the graveyard.
#
# Then, in the **Editions** tab (open below the board), choose another edition. The
# explorer replays the same actions under it:
#
# * under **2011-09** both Chandras die as soon as Chandra Ablaze enters, so Alice's "keep"
#   is refused: there is nothing left to choose;
# * under **2017-09** or **current** both stay, and again there is nothing to choose.
#
# The comparison table shows where each game ends.

# %%
# NBVAL_IGNORE_OUTPUT - widget
chandras = mw.explore("04-uniqueness-controller-chooses", large=True, plots=False)
chandras.stepper.goto(first_choice(chandras.stepper.timeline, "keep"))
chandras.show_tab("Editions")
display(chandras)

# %% [markdown]
# ## Check yourself
#
# 1. Under the 2011 rules, Alice controls Jace Beleren and Bob casts his own. What happens?
# 2. Under the 2013 rules, Alice controls Ajani Goldmane and casts Ajani Vengeant. What
#    happens?
# 3. Under the 2013 rules, Alice and Bob each control a Jace Beleren. What happens?
# 4. Under the 2017 rules, Alice controls Chandra Nalaar and casts Chandra Ablaze. What
#    happens?
# 5. Under today's rules, Alice controls Jace Beleren and Chandra Nalaar, Bob controls a
#    Jace Beleren. Alice casts Chandra Ablaze and a second Jace Beleren. What must she give
#    up?

# %%
# NBVAL_IGNORE_OUTPUT - widget
mw.Quiz(["uniqueness-2011-all-die", "uniqueness-2013-ajani", "uniqueness-2013-two-players",
         "legend-rule-2017-chandras", "uniqueness-current"], large=True)

# %% [markdown]
# ### Show the answer
#
# Each answer below is worked out by the engine, not written by hand.
#
# Answer the questions first; then press **Show the answer** below to see the answers.

# %% hide
# NBVAL_IGNORE_OUTPUT - widget: the answers stay hidden until the button is pressed
with mw.Reveal("Show the answer"):
    def left_after(name):
        """The planeswalkers on the battlefield at the end of a scenario."""
        result = run_scenario(load_scenario(name))
        return ", ".join(planeswalkers(result.final)) or "none", result


    for number, name in enumerate(["uniqueness-2011-all-die", "uniqueness-2013-ajani",
                                   "uniqueness-2013-two-players", "legend-rule-2017-chandras",
                                   "uniqueness-current"], start=1):
        left, result = left_after(name)
        kept = [e.line() for e in result.events if e.kind == "sba" or "keeps" in e.text]
        print(f"{number}. ({result.edition}) planeswalkers left: {left}")
        for line in dict.fromkeys(kept):
            print("      " + line)
