# %% [markdown]
# # Lesson 7 · Planes and the command zone
#
# **Goal.** By the end of this lesson you can say, with the rule for each answer:
#
# * what a plane card is and where it lives for the whole game (309.1, 309.2);
# * what a *planar type* is, and why "Bolas's Meditation Realm" is one type, not three (309.3);
# * when a plane's abilities work (309.4);
# * who the *planar controller* is, and what happens when that player, or the owner of the
#   face-up plane, leaves the game (309.5).
#
# Read from the top. Grey boxes of text are what the rules engine printed: each line says what
# happened, and the numbers in brackets are the rules that made it happen. Lines marked
# *[rules]* are things the rules did by themselves (triggers, turn-based and state-based
# actions). The widgets (boards, buttons, quizzes) let you step through the same games
# yourself.
#
# The rule numbers in this lesson are those of the July 2013 rules, the kit's default. The plane
# rules kept their meaning but were renumbered twice (310 in 2021, 311 since 2023), and the
# engine always cites the numbers of the edition a game is played under.

# %% hide
# Setup: the kit, its widgets, and a helper that prints a scenario as the engine plays it.
from magictutor.widgets.loading import loading

loading_note = loading(7)  # shown at once; the imports below take a few seconds
from IPython.display import display

import magictutor as mt
import magictutor.widgets as mw
from magictutor.cards import card
from magictutor.editions import EDITIONS
from magictutor.scenarios.scenario import build as starting_position
from magictutor.teaching.lesson import attempt, tell

LARGE = True  # projector-sized fonts in the widgets; set to False on a small screen



loading_note.update(mw.lesson_start(7, large=LARGE))  # the note: how to run the lesson

# %% [markdown]
# ## 1 · Where the plane rules are, edition by edition
#
# A *plane* is a card type of its own, found only on the large cards of the Planechase variant.
# Its rules have kept their meaning since 2011, but their numbers moved when other card types
# were inserted before them. The engine knows the number of each rule in each of the kit's four
# editions:

# %%
mw.rules_table([
    ("plane is a card type", "plane.type"),
    ("planes stay in the command zone", "plane.command"),
    ("planar types", "plane.subtype"),
    ("abilities work only face up", "plane.abilities"),
    ("the planar controller", "plane.controller"),
    ("list of planar types", "plane.type_list"),
])

# %% [markdown]
# ## 2 · A plane card and its planar type
#
# A plane card has a name, a type line, abilities that work while it is face up, and a
# **chaos ability** (marked "Chaos:") that triggers when a player rolls the chaos face of the
# planar die (lesson 8). Here are three planes of the kit's teaching set, in the kit's own
# words:

# %%
for name in ["Naar Isle", "Panopticon", "Pools of Becoming"]:
    c = card(name)
    print(f"{c.name}  ({c.type_line})")
    for line in c.text.strip().splitlines():
        print(f"    {line}")
    print()

# %% [markdown]
# Everything after the dash on a plane's type line is **one** subtype, its *planar type*, however
# many words it has (309.3). A planeswalker's type line works the other way: each word after the
# dash is a separate planeswalker type (306.3). The engine stores the subtypes as a list, so we
# can count them:

# %%
display(mw.table(["card", "type line", "subtypes", "how many"], [
    (c.name, c.type_line, ", ".join(c.subtypes), len(c.subtypes))
    for c in map(card, ["Pools of Becoming", "Sanctum of Serra", "Naar Isle", "Jace Beleren"])],
    label="subtypes of planes and a planeswalker"))

# %% [markdown]
# ## 3 · The command zone: never a permanent, never cast
#
# Plane cards start the game in the **command zone**, in each player's face-down *planar deck*,
# and they stay there for the whole game, face down in a deck or face up (309.2). A face-up plane
# is not a permanent: it is not on the battlefield, it can't be cast, and a spell can't target
# it, since spells and abilities target only permanents unless they say otherwise (114.2). Here
# is the position of this lesson's first scenario. Read the line "Command zone": Naar
# Isle is face up, and each player's planar deck is counted.

# %%
position = starting_position(mt.load_scenario("plane-is-not-a-permanent"))
print(position)

# %% [markdown]
# Now two things a new player might try: Alice casts the face-down Panopticon from her planar
# deck, and, once Alice has passed priority to him, Bob aims Lightning Bolt at Naar Isle. The
# engine refuses both, says why, and changes nothing:

# %%
_ = attempt(position, "Alice: cast Panopticon")
after_pass = attempt(position, "Alice: pass")
_ = attempt(after_pass, "Bob: cast Lightning Bolt targeting Naar Isle")

# %% [markdown]
# **Try it.** The explorer below plays the same scenario; the board shows the command zone
# with the face-up plane drawn as a wide card. At the start, click **cast Panopticon (not
# now)**: the panel says which rule refuses it, and nothing changes. Click **Forward** (Alice
# passes), then, as Bob, **cast Lightning Bolt targeting Naar Isle (not now)**. The **Log**
# tab lists every event with its rules.

# %%
# NBVAL_IGNORE_OUTPUT - widget
display(mw.explore("plane-is-not-a-permanent", large=LARGE, plots=False))

# %% [markdown]
# ## 4 · A plane's abilities work only while it is face up (309.4)
#
# The Eon Fog says that players skip their untap steps. While it is face up, nobody untaps.
# Below, Alice rolls the planeswalker face of the die (the scenario chooses the face, so the
# lesson is the same every time), planeswalks away from The Eon Fog, and then Bob's turn
# begins. Look for the line "Bob untaps Mountain": The Eon Fog is face down again, so it does
# nothing.

# %% [markdown]
# Predict first: Alice planeswalks away from The Eon Fog before Bob's turn begins. Which
# plane is face up when Bob's untap step comes? Pick your answer below (the *About* menu
# also asks where each plane goes) and click *Check and step*; then read the trace.

# %% hide
# NBVAL_IGNORE_OUTPUT - widget
mw.predict_first("eon-fog-face-up-only", about="The face-up plane", large=LARGE)

# %%
result = tell("eon-fog-face-up-only")

# %%
print(result.final)

# %% [markdown]
# ## 5 · The planar controller (309.5)
#
# Face-up planes are *owned* by the player whose planar deck they started in, but they are
# *controlled* by the **planar controller**, normally the active player. So the plane's word
# "you" means the active player, and control passes on with every turn. Look for the event
# citing 309.5 when Bob's turn begins, and see whose deck the next plane comes from when Bob
# planeswalks.

# %% [markdown]
# Predict first: who is the planar controller once Bob's turn begins, and whose planar deck
# does the next plane come from? Pick your answer below and click *Check and step*; then
# read the trace.

# %% hide
# NBVAL_IGNORE_OUTPUT - widget
mw.predict_first("planar-controller-follows-the-turn", about="The planar controller", large=LARGE)

# %%
result = tell("planar-controller-follows-the-turn")

# %%
final = result.final
print("Planar controller now:", final.planechase.controller)
for o in final.zone("faceup"):
    print(f"Face up: {o.name}, owned by {o.owner}")
print("Fields of Summer is owned by", [o.owner for o in final.objects.values()
                                      if o.name == "Fields of Summer"][0],
      "and sits at the bottom of her planar deck")

# %% [markdown]
# **Try it.** Step through the same game. Watch the command zone on the board: it names the
# planar controller at every step.

# %%
# NBVAL_IGNORE_OUTPUT - widget
display(mw.explore("planar-controller-follows-the-turn", large=LARGE, plots=False))

# %% [markdown]
# ## 6 · When a player leaves the game
#
# In a game of three or more, a player can leave (by conceding, for example) while the others
# play on. Two rules work together:
#
# * If the **planar controller** is about to leave, the next player in turn order who stays
#   becomes the planar controller first, and then the old one leaves (309.5).
# * Everything a leaving player **owns** leaves with them, planar cards included. If a face-up
#   plane leaves this way, the planar controller at once turns up the top card of their own
#   planar deck. That is planeswalking, not a state-based action (901.10, 901.11a).
#
# Below, Alice is the active player and the planar controller, and Naar Isle is her plane. She
# leaves the game:

# %% [markdown]
# Predict first: Alice, the planar controller, leaves the game. Who is the planar controller
# after she leaves, and which plane is face up? Pick your answer below (the *About* menu
# switches between them) and click *Check and step*; then read the trace.

# %% hide
# NBVAL_IGNORE_OUTPUT - widget
mw.predict_first("planar-controller-leaves", about="The planar controller", large=LARGE)

# %%
result = tell("planar-controller-leaves")

# %% [markdown]
# The same question under every edition of the rules: the outcome is the same, only the numbers
# of the rules it cites change.

# %%
scenario = mt.load_scenario("planar-controller-leaves")
for edition in EDITIONS:
    r = mt.run_scenario(scenario, edition=edition)
    face_up = ", ".join(o.name for o in r.final.zone("faceup"))
    control = [n for n in sorted(r.cited) if n.split(".")[0] in ("309", "311", "901", "800")]
    print(f"{edition:8} {r.summary():5} planar controller {r.final.planechase.controller}, "
          f"face up {face_up}; rules cited: {', '.join(control)}")

# %% [markdown]
# When a planeswalking ability is waiting on the stack as the plane leaves, the editions word
# the rule differently but agree on the outcome. Under the September 2011 rules the ability is
# the face-up plane's own (309.6 of that edition; lesson 8 tells the story), and 901.9a ends a
# planeswalking ability "for which it was the source" when that plane leaves. Since 2012 the
# ability belongs to the game, and 901.10a ends "a planeswalking ability" on the stack whenever
# a plane leaves. Either way the ability ceases to exist and Alice planeswalks only once, as
# `magictutor compare` shows (only the rule numbers differ):

# %%
result = tell("planar-controller-leaves-2011")

# %% [markdown]
# ## Check yourself
#
# Answer the questions in the quiz below. After each answer it shows the kit's answer, its
# explanation with rule numbers, and every event the engine produced when it played the
# scenario. Use **Next question** to move on.

# %%
# NBVAL_IGNORE_OUTPUT - widget
display(mw.Quiz(["plane-is-not-a-permanent", "eon-fog-face-up-only",
                 "planar-controller-follows-the-turn", "planar-controller-leaves",
                 "single-planar-deck"], large=LARGE))

# %% [markdown]
# ### Show the answers
#
# The same questions, answered by the engine: for each, the scenario is played and the state at
# its end is read back.
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
        print(f"   Rules: {', '.join(map(str, scenario.rules))}\n")


    def faceup(r):
        return ", ".join(o.name for o in r.final.zone("faceup"))


    answer("plane-is-not-a-permanent",
           lambda r: "refused both: " + "; ".join(f"{rec.spec.action} -> {rec.refusal.rules[0]}"
                                                   for rec in r.records if rec.refusal))
    answer("eon-fog-face-up-only", lambda r: "Bob's Mountain is "
           + ("tapped" if [o for o in r.final.battlefield if o.name == "Mountain"][0].tapped
              else "untapped") + f"; face up: {faceup(r)}")
    answer("planar-controller-follows-the-turn",
           lambda r: f"planar controller {r.final.planechase.controller}, face up {faceup(r)}")
    answer("planar-controller-leaves",
           lambda r: f"planar controller {r.final.planechase.controller}, face up {faceup(r)}")
    answer("single-planar-deck", lambda r: f"face up {faceup(r)}, turned up from the shared deck, "
           "which now holds " + ", ".join(o.name for o in r.final.zone("planar:shared")))
