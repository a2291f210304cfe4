# %% [markdown]
# # Lesson 9 · Phenomena
#
# **Goal.** By the end of this lesson you can say, with the rule for each answer:
#
# * what a *phenomenon* card is, and how it differs from a plane (310.1 to 310.4);
# * what it means to *encounter* a phenomenon (310.5);
# * why you never stay on a phenomenon: the planar controller moves on as a state-based action
#   once its ability has left the stack (310.7, 704.5x);
# * what three of the kit's eight phenomena do: Chaotic Aether changes what the die's faces mean,
#   Spatial Merging puts two planes face up at once, Interplanar Tunnel lets you choose the next
#   plane;
# * that a game starts on a plane, never on a phenomenon (901.5), and that a phenomenon's
#   ability stays on the stack when its owner leaves the game (901.10b);
# * that the September 2011 rules have no phenomena at all, and how today's rules number them.
#
# Read from the top. The grey text is what the rules engine printed: each line says what
# happened, with the rules that made it happen in brackets. Lines marked *[rules]* are things
# the rules did by themselves. Unless a line says otherwise, the numbers are those of the
# July 2013 rules, the kit's default.

# %% hide
# Setup: the kit, its widgets, and helpers that print what the engine does.
from magictutor.widgets.loading import loading

loading_note = loading(9)  # shown at once; the imports below take a few seconds
from IPython.display import display

import magictutor as mt
import magictutor.widgets as mw
from magictutor.cards import card, card_names
from magictutor.rules.planechase.die import FACES
from magictutor.teaching.lesson import tell

LARGE = True  # projector-sized fonts in the widgets; set to False on a small screen


def events_of(result):
    """Every event of a scenario's run, step after step."""
    return [e for step in result.steps for e in step.events]




def faceup(state):
    return ", ".join(o.name for o in state.zone("faceup"))


# A situation written for this lesson in the kit's scenario format (lesson 11 shows how).
AETHER = mt.load_scenario("""
title: Chaotic Aether turns blank rolls into chaos rolls, until a planeswalk away from a plane
players: [Alice, Bob]
turn: {active: Alice, step: precombat main}
setup:
  Alice:
    battlefield: [Island, Island, Island, Island, Island, Island]
    library: [Island, Island, Island, Island, Island, Island, Island, Island]
planechase:
  decks:
    Alice: [Fields of Summer, Chaotic Aether, Tazeem, Panopticon]
    Bob: [The Eon Fog]
  face up: Fields of Summer
steps:
  - "Alice: roll the planar die: planeswalk"
  - "all: resolve"
  - "all: resolve"
  - expect: {face up: [Tazeem], stack: []}
  - "Alice: roll the planar die: blank"
  - expect: {stack: [Tazeem chaos]}
  - "all: resolve"
  - "Alice: roll the planar die: planeswalk"
  - "all: resolve"
  - "all: resolve"
  - "Alice: roll the planar die: blank"
expect:
  face up: [Panopticon]
  stack: []
  roll cost: 4
""")

loading_note.update(mw.lesson_start(9, large=LARGE))  # the note: how to run the lesson

# %% [markdown]
# ## 1 · The rules of this lesson, edition by edition
#
# Phenomena arrived with the second Planechase set in June 2012, so the September 2011 rules
# have no rule for them at all (the dashes below). Since then their rules kept their meaning;
# they moved from 310 to 312 as new card types were added, and the state-based action that
# moves you on moved too:

# %%
mw.rules_table([
    ("phenomenon is a card type", "phenomenon.type"),
    ("they stay in the command zone", "phenomenon.command"),
    ("they have no subtypes", "phenomenon.subtype"),
    ("controlled by the planar controller", "phenomenon.controller"),
    ("\"when you encounter\"", "phenomenon.encounter"),
    ("face down again: a new object", "phenomenon.face_down_new"),
    ("you planeswalk away from it", "phenomenon.planeswalk"),
    ("  ... as a state-based action", "sba.phenomenon"),
    ("its abilities outlive a leaving owner", "pc.leave_phenomenon_abilities"),
    ("planeswalking away from several cards", "pc.planeswalk_away_all"),
])

# %% [markdown]
# ## 2 · What a phenomenon is
#
# A phenomenon is a large Planechase card that sits in a planar deck among the planes (at most
# two per deck). Like a plane, it stays in the command zone all game, is never a permanent and
# can't be cast (310.2); like a plane's, its controller is the planar controller (310.4). Unlike
# a plane, it has **no subtype** (310.3) and no chaos ability: it has one ability, which
# triggers **when you encounter it**, that is, when you turn it face up from a planar deck
# (310.5). The kit has eight phenomena; this lesson plays with three of them, here in the
# kit's own words (the other five are listed after them):

# %%
for name in ["Chaotic Aether", "Spatial Merging", "Interplanar Tunnel"]:
    c = card(name)
    print(f"{c.name}  ({c.type_line}; subtypes: {len(c.subtypes)})")
    print(f"    {c.text.strip()}\n")
others = [n for n in card_names() if "Phenomenon" in card(n).types
          and n not in ("Chaotic Aether", "Spatial Merging", "Interplanar Tunnel")]
print(f"The other {len(others)}: {', '.join(others)}")

# %% [markdown]
# Under the September 2011 rules there is no such card type (their 300.1 lists the card types,
# and their 901.3 makes a planar deck of plane cards), and the engine refuses the game rather
# than guess. The message says what was refused, where in the set-up, and the rules:

# %%
try:
    mt.build_game(["Alice", "Bob"], edition="2011-09",
                  planechase={"decks": {"Alice": ["Tazeem", "Chaotic Aether"],
                                        "Bob": ["Panopticon"]}})
except mt.SetupError as problem:
    display(mw.refusal(problem, large=LARGE, edition="2011-09"))

# %% [markdown]
# ## 3 · Encounter, then move on (310.5, 310.7)
#
# Alice rolls the planeswalker symbol and planeswalks to the top card of her planar deck:
# Chaotic Aether. Watch three things happen in order:
#
# 1. turning it face up is an **encounter**, so its ability triggers and goes on the stack;
# 2. the ability resolves (both players pass);
# 3. the face-up phenomenon is no longer the source of an ability waiting on the stack, so the
#    next time a player would get priority, Alice **planeswalks** again. Nobody chose this and
#    nothing went on the stack: it is a **state-based action** (704.5x).

# %% [markdown]
# Predict first: Alice planeswalks to Chaotic Aether. What is face up once its encounter
# ability has resolved and the game has moved on? Pick your answer below and click *Check
# and step*; then read the trace.

# %% hide
# NBVAL_IGNORE_OUTPUT - widget
mw.predict_first("chaotic-aether-phenomenon", about="The face-up plane", large=LARGE)

# %%
result = tell("chaotic-aether-phenomenon")

# %%
print(result.final)

# %% [markdown]
# **Try it.** Step through the same game with **Forward**; the board's command zone shows
# Chaotic Aether face up only while its ability waits on the stack.

# %%
# NBVAL_IGNORE_OUTPUT - widget
display(mw.explore("chaotic-aether-phenomenon", large=LARGE, plots=False))

# %% [markdown]
# ## 4 · Chaotic Aether and the die
#
# Chaotic Aether is gone from view in a moment, but its effect stays: until a player
# planeswalks away from a **plane**, every blank roll counts as a chaos roll. (Planeswalking
# away from Chaotic Aether itself doesn't end it: that is a phenomenon, not a plane.) In the game
# below, written for this lesson, Alice encounters Chaotic Aether and lands on Tazeem (chaos:
# draw a card for each land you control). Her next blank roll triggers Tazeem's chaos ability.
# Then she planeswalks away from Tazeem, the effect ends, and a blank is a blank again.

# %%
result = tell(AETHER)
print(f"\nFace up at the end: {faceup(result.final)}; scenario {result.summary()}")

# %% [markdown]
# So while Chaotic Aether's effect lasts, the die has a different shape. The engine rolls each
# of the die's six faces (chosen, one at a time) in the position where Tazeem has just come
# face up, and reports what each one did:

# %%
steps_to_tazeem = sum(len(rec.steps) for rec in result.records[:3])
on_tazeem = result.timeline().state_at(steps_to_tazeem)
outcomes = []
for face in FACES:
    step = mt.apply(on_tazeem, mt.RollPlanarDie("Alice", face))
    did = ("chaos: Tazeem's chaos ability triggers"
           if any("chaos ability triggers" in e.text for e in step.events)
           else "planeswalk: the planeswalking ability triggers"
           if any(e.text.startswith("Planeswalker symbol") for e in step.events)
           else "nothing")
    outcomes.append(did.split(":")[0])
    print(f"face {face:11} -> {did}")
for what in ("planeswalk", "chaos", "nothing"):
    print(f"{what:10}: {outcomes.count(what)} face(s) of 6")

# %% [markdown]
# **Try it.** This explorer starts where Tazeem has just come face up under Chaotic Aether.
# Open the **Planar die** tab (it is open already) and click **Force blank**: the log shows a
# blank that counts as chaos, and Tazeem's chaos ability goes on the stack. Click **pass** twice
# in the action panel to let it resolve. **Back** undoes a step.

# %%
# NBVAL_IGNORE_OUTPUT - widget
aether_explorer = mw.explore(AETHER, at=steps_to_tazeem, large=LARGE, plots=False)
aether_explorer.show_tab("Planar die")
display(aether_explorer)

# %% [markdown]
# ## 5 · Spatial Merging: two planes at once (901.11c)
#
# Spatial Merging reveals cards from the top of its controller's planar deck until two planes
# appear, and planeswalks to **both**. With two planes face up, a chaos roll triggers **both**
# chaos abilities, and the next planeswalk moves away from both at once.

# %% [markdown]
# Predict first: what is face up after Spatial Merging's ability resolves, and after the
# chaos roll? Pick your answer below and click *Check and step*; then read the trace.

# %% hide
# NBVAL_IGNORE_OUTPUT - widget
mw.predict_first("spatial-merging-two-planes", about="The face-up plane", large=LARGE)

# %%
result = tell("spatial-merging-two-planes")
print(f"\nFace up at the end: {faceup(result.final)}")

# %% [markdown]
# ## 6 · Interplanar Tunnel: choose where to go
#
# Interplanar Tunnel reveals cards until five planes appear; its controller puts one of them on
# top of the planar deck and the rest on the bottom in a random order. Then the state-based
# action moves them on, to the plane they chose. This scenario is played under the September
# 2017 rules, so the state-based action is numbered 704.5w:

# %% [markdown]
# Predict first: Alice puts one of the five revealed planes on top of her planar deck. Which
# plane is face up at the end? Pick your answer below and click *Check and step*; then read
# the trace.

# %% hide
# NBVAL_IGNORE_OUTPUT - widget
mw.predict_first("interplanar-tunnel-2017", about="The face-up plane", large=LARGE)

# %%
result = tell("interplanar-tunnel-2017")

# %% [markdown]
# ## 7 · The starting plane skips phenomena (901.5)
#
# To start a Planechase game, the starting player turns up the top card of their planar deck. If
# it is a phenomenon, it goes to the bottom and they try again, until a plane comes up. Nothing
# triggers during this: the starting plane is not planeswalked to, and a phenomenon skipped this
# way is not encountered. Alice's planar deck has Chaotic Aether on top, then Panopticon:

# %%
scenario = mt.load_scenario("starting-plane-skips-phenomena")
start = mt.run_scenario(scenario)
print(start.initial)
print("\nAlice's planar deck, top first:",
      ", ".join(o.name for o in start.initial.zone("planar:Alice")))
print("Cards in Alice's hand:", len(start.initial.hand("Alice")), "(Panopticon did not trigger)")
print("Stack:", len(start.initial.stack), "objects (Chaotic Aether was not encountered)")

# %% [markdown]
# ## 8 · When the owner of a phenomenon leaves (901.10b)
#
# When a player leaves a multiplayer game, their objects leave with them, abilities included.
# Phenomena are an exception: an ability of a phenomenon stays on the stack, controlled by the
# new planar controller. Here Bob leaves while his Chaotic Aether's encounter ability waits:

# %% [markdown]
# Predict first: Bob, who owns Chaotic Aether, leaves the game while its encounter ability
# waits on the stack. Who is the planar controller then, and what is face up at the end?
# Pick your answer below (the *About* menu switches between them) and click *Check and
# step*; then read the trace.

# %% hide
# NBVAL_IGNORE_OUTPUT - widget
mw.predict_first("phenomenon-ability-outlives-owner", about="The planar controller", large=LARGE)

# %%
result = tell("phenomenon-ability-outlives-owner")

# %% [markdown]
# ## 9 · Today's numbering
#
# The same encounter under the current rules: phenomena are rule 312, planeswalking is keyword
# action 701.31, and the state-based action that moves you on is 704.6f, among the state-based
# actions of the game variants.

# %%
result = tell("phenomenon-current")

# %% [markdown]
# ## Check yourself
#
# The quiz asks about the scenarios of this lesson. After each answer it shows the kit's answer
# and explanation, and every event of the engine's run with its rules.

# %%
# NBVAL_IGNORE_OUTPUT - widget
display(mw.Quiz(["chaotic-aether-phenomenon", "spatial-merging-two-planes",
                 "interplanar-tunnel-2017", "starting-plane-skips-phenomena",
                 "phenomenon-ability-outlives-owner", "phenomenon-current"], large=LARGE))

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


    def sba_line(r):
        return next(e.line() for e in events_of(r) if "state-based action" in e.text)


    answer("chaotic-aether-phenomenon", sba_line)
    answer("spatial-merging-two-planes", lambda r: f"face up {faceup(r.final)}; chaos abilities "
           f"triggered: {sum('chaos ability triggers' in e.text for e in events_of(r))}")
    answer("interplanar-tunnel-2017", sba_line)
    answer("starting-plane-skips-phenomena",
           lambda r: f"face up {faceup(r.initial)}; stack {len(r.initial.stack)}, "
                     f"Alice's hand {len(r.initial.hand('Alice'))}")
    answer("phenomenon-ability-outlives-owner", lambda r: next(
        e.line() for e in events_of(r) if "stays on the stack" in e.text) + "; then it resolves")
    answer("phenomenon-current", sba_line)
