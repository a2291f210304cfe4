# %% [markdown]
# # Lesson 2 · Planeswalkers and loyalty
#
# **Goal of this lesson.** You will see when a planeswalker can be cast, how it enters the
# battlefield with loyalty counters, and what its loyalty is on the battlefield and
# everywhere else. These are rules 306.1 to 306.5c; the numbers are the same in all four
# editions the kit knows.
#
# Run the cells from top to bottom. The engine prints what happens, with the rule that made
# it happen in brackets.

# %% hide
from magictutor.widgets.loading import loading

loading_note = loading(2)  # shown at once; the imports below take a few seconds
import ipywidgets
from IPython.display import display

import magictutor as mt
import magictutor.widgets as mw
from magictutor.cards import card
from magictutor.model.query import chars_of
from magictutor.scenarios.notation import run_command
from magictutor.scenarios.scenario import load_scenario, run_scenario
from magictutor.teaching.lesson import play, walk


def show_card(name, edition=mt.DEFAULT_EDITION):
    """A card as the kit words it: name, cost, type line, printed loyalty, abilities."""
    c = card(name, edition)
    print(f"{c.name}  {c.cost}")
    print(f"{c.type_line}   printed loyalty {c.loyalty}")
    for line in c.text.splitlines():
        print("  " + line)

loading_note.update(mw.lesson_start(2, large=True))  # the note: how to run the lesson

# %% [markdown]
# ## 1. A planeswalker card
#
# A planeswalker is a permanent you cast like a creature, but it fights for you with
# **loyalty abilities** instead of attacking. The number in its lower right corner is its
# **printed loyalty**. Here is Jace Beleren, as the kit words it:

# %%
show_card("Jace Beleren")

# %% [markdown]
# The word after the dash, *Jace*, is its **planeswalker type** (rule 306.3). Types matter
# for the uniqueness rule of lesson 6. Every planeswalker in the kit's card set:

# %%
names = ("Ajani Goldmane", "Ajani Vengeant", "Chandra Nalaar", "Chandra Ablaze",
         "Garruk Wildspeaker", "Gideon Jura", "Jace Beleren", "Liliana Vess", "Sorin Markov")
display(mw.table(["card", "mana cost", "type line", "printed loyalty"],
                 [(c.name, c.cost, c.type_line, c.loyalty) for c in map(card, names)],
                 label="the planeswalkers of this course"))

# %% [markdown]
# ## 2. Casting a planeswalker: sorcery timing (306.1)
#
# A planeswalker spell can be cast only by a player who has priority, **in a main phase of
# their own turn, while the stack is empty**, the same timing as a sorcery. Then it uses
# the stack like any spell, and the other player may respond before it resolves.
#
# In this scenario Alice holds Jace Beleren. She tries to cast it during Bob's turn, then
# in her own main phase while her own Shock is still on the stack, and finally with an
# empty stack:

# %%
timing = run_scenario(load_scenario("planeswalker-cast-timing"))
walk(timing)

# %% [markdown]
# Try it yourself in the explorer below. At step 0 it is Bob's turn. Click *Forward* once
# (Bob passes, so Alice gets priority), then click **cast Jace Beleren (not now)** in the
# action panel: the engine shows the rule that forbids it and changes nothing. Drag the
# *Step* slider to the end to see Jace arrive with 3 loyalty counters.

# %%
# NBVAL_IGNORE_OUTPUT - widget
mw.explore("planeswalker-cast-timing", large=True)

# %% [markdown]
# ## 3. Entering with loyalty counters (306.2, 306.5b)
#
# When a planeswalker spell resolves, it enters the battlefield under its caster's control
# (306.2) **with as many loyalty counters as its printed loyalty** (306.5b). That is a
# replacement effect (614.1c): the planeswalker never exists on the battlefield without its
# counters. Chandra Nalaar, printed loyalty 6:

# %%
chandra = mt.Timeline(mt.build_game(["Alice", "Bob"], setup={
    "Alice": {"hand": ["Chandra Nalaar"], "battlefield": ["Mountain"] * 5}}))
play(chandra, "Alice: cast Chandra Nalaar", "all: resolve")
print()
print(chandra.state)

# %% [markdown]
# ## 4. Loyalty on and off the battlefield (306.5, 306.5a, 306.5c)
#
# Loyalty is a characteristic only planeswalkers have (306.5).
#
# * **On the battlefield**, a planeswalker's loyalty is the number of loyalty counters on
#   it (306.5c). Abilities and damage change the counters, so the loyalty changes.
# * **Anywhere else** (hand, library, graveyard, exile, the stack) its loyalty is simply
#   its printed loyalty (306.5a). Counters do not follow a card off the battlefield.
#
# In this scenario Alice has a Jace Beleren in hand and another one on the battlefield,
# worn down to 1 loyalty counter. Bob destroys the one on the battlefield with Hero's
# Downfall. The engine reads each Jace's loyalty before and after:

# %% hide
def loyalty_table(state, name="Jace Beleren"):
    """Every card called ``name``: where it is, its loyalty, and its loyalty counters."""
    for o in sorted(state.objects.values(), key=lambda o: o.id):
        if o.name == name and o.zone in ("hand", "battlefield", "graveyard", "library",
                                         "exile", "stack"):
            counters = o.counter("loyalty") if o.zone == "battlefield" else "-"
            print(f"    {o.name} (card #{o.id}) in {o.owner}'s {o.zone:11}  loyalty "
                  f"{chars_of(state, o.id).loyalty}   loyalty counters {counters}")

# %% [markdown]
# Predict first: the Jace on the battlefield has 1 loyalty counter. After Hero's Downfall
# resolves, what is its loyalty, and is it still on the battlefield? Put in your answer
# below (tick *It leaves the battlefield* if you think it does) and click *Check and
# step*; then read the engine's trace.

# %% hide
# NBVAL_IGNORE_OUTPUT - widget
offfield_stepper = mw.GameStepper(
    run_scenario(load_scenario("printed-loyalty-off-the-battlefield")).timeline())
offfield_stepper.goto(0)
ipywidgets.VBox([offfield_stepper, mw.BoardView(offfield_stepper, large=True),
                 mw.Predict(offfield_stepper, about="Jace Beleren")])

# %%
offfield = run_scenario(load_scenario("printed-loyalty-off-the-battlefield"))
print("Before:")
loyalty_table(offfield.initial)
walk(offfield)
print("After:")
loyalty_table(offfield.final)

# %% [markdown]
# The Jace that was destroyed had 1 loyalty on the battlefield; in the graveyard its
# loyalty is its printed 3 again. If Alice ever casts it again, it is a new object and
# enters with 3 fresh counters.
#
# The same rules hold in every edition, though the card's type line changed: since
# September 2017 every planeswalker is also **legendary** (lesson 6 explains why).

# %%
for name in mt.EDITIONS:
    print(f"{name:8}  Jace Beleren: {card('Jace Beleren', name).type_line}")

# %% [markdown]
# ## Check yourself
#
# 1. Alice holds Jace Beleren. Can she cast it during Bob's turn? In her own main phase
#    while a spell of hers is on the stack?
# 2. A Jace Beleren with 1 loyalty counter is destroyed. What is its loyalty in the
#    graveyard?
# 3. Chandra Ablaze has printed loyalty 5. How many loyalty counters does she have right
#    after she resolves?
#
# The quiz below asks the first two as the kit's scenarios word them. Pick an answer: it
# tells you whether you are right, explains why with the rule numbers, and shows what the
# engine did.

# %%
# NBVAL_IGNORE_OUTPUT - widget
mw.Quiz(["planeswalker-cast-timing", "printed-loyalty-off-the-battlefield"], large=True)

# %% [markdown]
# ### Show the answer
#
# Each answer below is worked out by the engine, not written by hand.
#
# Answer the questions first; then press **Show the answer** below to see the answers.

# %% hide
# NBVAL_IGNORE_OUTPUT - widget: the answers stay hidden until the button is pressed
with mw.Reveal("Show the answer"):
    refusals = [rec.refusal for rec in timing.records if rec.refusal is not None]
    print("1. No and no. The engine refused both:")
    for err in refusals:
        print("     ", err)
    jace = next(o for o in offfield.final.objects.values()
                if o.name == "Jace Beleren" and o.zone == "graveyard")
    print("2. Its loyalty in the graveyard is", chars_of(offfield.final, jace.id).loyalty,
          "(its printed loyalty; rule", mt.get_edition("2013-07").rule("pw.loyalty_printed") + ")")
    ablaze = mt.Timeline(mt.build_game(["Alice", "Bob"], setup={
        "Alice": {"hand": ["Chandra Ablaze"], "battlefield": ["Mountain"] * 6}}))
    for line in ("Alice: cast Chandra Ablaze", "all: resolve"):
        ablaze.extend(run_command(ablaze.state, line))
    entered = [e for e in ablaze.events if e.kind == "enter"]
    print("3.", entered[-1].line())
