# %% [markdown]
# # Lesson 11 · Judge study
#
# **Goal.** This lesson is for study groups and anyone preparing to answer rules questions. By
# the end you can:
#
# * work through the quiz built from the kit's library of rules scenarios, where every answer
#   comes with the rules behind it and the engine's own play of the situation;
# * read a scenario file: a board, a few actions, and what the rules say must happen;
# * write a scenario of your own, load it, and let the engine **grade** it;
# * read the engine's message when a check fails, when an action is refused for another rule
#   than the one you expected, and when the file itself has a mistake;
# * grade the same scenario under all four editions of the rules, and grade files from the
#   command line with `magictutor check`.
#
# Read from the top. You will read and write scenario files, which are plain text in the YAML
# format. The full format is described on the kit's page `docs/scenario-format.md`.

# %% hide
# Setup: the kit, its widgets, and a small grader for scenario text typed into the notebook.
from magictutor.widgets.loading import loading

loading_note = loading(11)  # shown at once; the imports below take a few seconds
import os
import tempfile
from html import escape
from pathlib import Path

import ipywidgets as widgets
from IPython.display import display

import magictutor as mt
import magictutor.widgets as mw
from magictutor.cli import main as magictutor_command
from magictutor.scenarios.scenario import ScenarioError, bundled_path, load_text

LARGE = True  # projector-sized fonts in the widgets; set to False on a small screen
TYPED = "the scenario text"  # what a message calls text typed here: "..., line 10: ..."


def grade(text, edition=None):
    """Load scenario text, run it, and print the verdict with every check and refusal."""
    try:
        scenario = load_text(text, TYPED)
        result = mt.run_scenario(scenario, edition=edition)
    except ScenarioError as problem:
        print(f"NOT A VALID SCENARIO: {problem}")
        return None
    print(f"{'PASS' if result.passed else 'FAIL'}: {scenario.title} (rules of {result.edition})")
    for rec in result.records:
        if rec.failure is not None:
            print(f"  FAIL {rec.failure}")
        elif rec.refusal is not None:
            print(f"  ok   {rec.spec.label} is refused, as expected: {rec.refusal}")
        for check in rec.checks:
            print(f"  {'ok  ' if check.ok else 'FAIL'} {check}")
    if result.stopped:
        print("  (the scenario stopped there: what follows would describe another game)")
    return result


def grader(text):
    """A text box holding scenario text, a Grade button, and the engine's verdict below."""
    # (rows, not a fixed height: on a phone the label goes above the text, which must not
    # then run under the Rules and Grade row)
    box = widgets.Textarea(value=text.strip(), rows=24, layout=widgets.Layout(width="100%"),
                           description="Scenario", tooltip="Edit the scenario, then Grade")
    editions = widgets.Dropdown(options=["as written", *mt.EDITIONS], description="Rules",
                                tooltip="Grade under another edition of the rules")
    button = widgets.Button(description="Grade", tooltip="Run the scenario and check it")
    verdict = widgets.HTML()

    def on_grade(_):
        try:
            scenario = load_text(box.value, TYPED)
            ed = None if editions.value == "as written" else editions.value
            result = mt.run_scenario(scenario, edition=ed)
            lines = [str(c) for c in result.checks if not c.ok] or ["every check passed"]
            head = result.summary()
        except ScenarioError as problem:
            head, lines = "NOT A VALID SCENARIO", [str(problem)]
        except Exception as problem:  # shown, never raised: a learner is typing
            head, lines = "ERROR", [f"{type(problem).__name__}: {problem}"]
        items = "".join(f"<li>{escape(line)}</li>" for line in lines)
        verdict.value = f"<div class='mt-view'><b>{escape(head)}</b><ul>{items}</ul></div>"

    button.on_click(on_grade)
    editor = widgets.VBox([box, widgets.HBox([editions, button]), verdict])
    editor.add_class("mt-fit")  # (the kit's CSS keeps it within a phone's width)
    return editor

loading_note.update(mw.lesson_start(11, large=LARGE))  # the note: how to run the lesson

# %% [markdown]
# ## 1 · The quiz
#
# Every scenario in the kit's library asks a rules question, and the engine asks more: it
# plays each situation under every edition and every other choice, and offers the outcomes as
# options. The quiz shows the starting board and the question, never the scenario's title
# (it often gives the answer away). You get one attempt; then it says why your option is wrong,
# gives the answer and explanation with rule numbers, and the engine's play of the situation
# (routine events folded away). The seed at the top fixes the order of the options: a study
# group that shares it sees the same quiz. **Summary** scores you by rule and by edition, and
# **Only the ones I got wrong** asks those again.
#
# For a timed set of 10 judge-level questions: `mw.Quiz(size=10, difficulty="judge",
# seed=2026)`; other filters are `lesson="05"`, `rule="306.7"`, `edition="current"`, and
# `retries=1` allows a second attempt for practice.

# %%
# NBVAL_IGNORE_OUTPUT - widget
quiz = mw.Quiz(large=LARGE)
display(quiz)

# %% [markdown]
# The words the questions use, with their rule numbers in each edition (the same table is in
# `docs/glossary.md`):

# %% hide
from IPython.display import HTML  # noqa: E402

from magictutor.teaching import glossary  # noqa: E402

display(HTML(glossary.html()))

# %% [markdown]
# The questions, grouped by the edition of the rules each is written for (the quiz deals them
# in an order of its own, fixed by its seed). The numbers after each title are the rules its
# explanation cites:

# %%
by_edition = {}
for sc in quiz.scenarios:
    by_edition.setdefault(sc.edition, []).append(sc)
print(f"{len(quiz.scenarios)} questions")
for edition in mt.EDITIONS:
    print(f"\n{mt.get_edition(edition).title}: {len(by_edition.get(edition, []))} questions")
    for sc in by_edition.get(edition, []):
        print(f"  {sc.name:38} {', '.join(map(str, sc.rules))}")

# %% [markdown]
# ## 2 · Reading a scenario file
#
# Here is one scenario of the library as it is stored. Read it from the top:
#
# * `title`, `edition`: what it is about, and under which edition of the rules it is written;
# * `question`, `choices`, `answer`, `explanation`, `rules`: what the quiz shows (optional);
# * `players`, `turn`, `setup`: the board: who plays, whose turn and step it is, what each
#   player has (a planeswalker's loyalty can be written in brackets);
# * `steps`: the actions, in the order they are played, in plain words
#   (`"Bob: cast Lightning Bolt targeting Alice"`), with **checkpoints** (`expect:`) in
#   between;
# * `expect`: what must be true at the end.

#
# The file's `answer`, `feedback` and `explanation` are left out below, so that reading the
# file does not answer the quiz's question about it; each shows as `...`.

# %%
HIDDEN = ("answer:", "feedback:", "explanation:")
hiding = False
for line in bundled_path("bolt-redirected").read_text(encoding="utf-8").splitlines():
    if not line.startswith((" ", "\t")):
        hiding = line.startswith(HIDDEN)
        if hiding:
            print(line.split(":")[0] + ": ...   # left out here: the quiz shows it")
    if not hiding:
        print(line)

# %% [markdown]
# ## 3 · Write your own
#
# A scenario of your own is the same kind of text. This one is not in the library: Alice's
# Chandra Nalaar uses her +1 ability (1 damage to a player) on Bob, Alice sends the damage to
# Bob's Jace Beleren instead, and then she tries a second loyalty ability of Chandra in the same
# turn. A step with `do:` and `rejected:` says the action **must be refused**, and which rule
# the refusal must cite.

# %%
MY_SCENARIO = """
title: Chandra's +1 aimed at Bob may hit his Jace, and Chandra acts once a turn
edition: "2013-07"
players: [Alice, Bob]
turn: {active: Alice, step: precombat main}
setup:
  Alice:
    battlefield: [Chandra Nalaar]
  Bob:
    battlefield: [Jace Beleren]
steps:
  - "Alice: activate Chandra Nalaar +1 targeting Bob"
  - expect: {Chandra Nalaar: {loyalty: 7}, stack: [Chandra Nalaar +1]}
  - "all: resolve"
  - expect: {pending: Alice}
  - "Alice: redirect to Jace Beleren"
  - do: "Alice: activate Chandra Nalaar +1 targeting Bob"
    rejected: "606.3"
expect:
  Bob: {life: 20}
  Jace Beleren: {loyalty: 2}
  Chandra Nalaar: {loyalty: 7}
  log cites: [306.7, 306.8]
"""

# %% [markdown]
# Loading it checks that it is a valid scenario (known cards, known commands, known keys);
# running it plays every step and checks every expectation. **PASS** means the engine agrees
# with everything the file says:

# %%
result = grade(MY_SCENARIO)

# %% [markdown]
# ## 4 · When a check fails
#
# Suppose a study group member thinks the damage to Bob can't touch Jace, so Jace should keep
# 3 loyalty. The engine says which check failed, after which step, what the file expected and
# what the engine found:

# %%
result = grade(MY_SCENARIO.replace("Jace Beleren: {loyalty: 2}", "Jace Beleren: {loyalty: 3}"))

# %% [markdown]
# If the refusal cites other rules than the file expects, the message lists the rules it did
# cite and why. Here the file wrongly blames the 0-loyalty rule:

# %%
result = grade(MY_SCENARIO.replace('rejected: "606.3"', 'rejected: "704.5i"'))

# %% [markdown]
# And if the file itself is wrong (a misspelt card, an unknown command, a misnamed key), it is
# not run at all: the message gives the line and the closest valid words.

# %%
for mistake, fix in [("[Jace Beleren]", "[Jace Belern]"),
                     ('"all: resolve"', '"all: resolv"'),
                     ("players:", "player:")]:
    grade(MY_SCENARIO.replace(mistake, fix, 1))

# %% [markdown]
# ## 5 · The same scenario under every edition
#
# A scenario is written for one edition, but the engine can play it under any of the four.
# It translates the rule numbers the file cites into each edition's numbering, so only real
# changes of the rules make a difference. Redirection was removed from the rules in April 2018,
# so under the current rules nobody is asked whether to redirect, and Chandra's damage hits Bob:

# %%
scenario = mt.load_scenario(MY_SCENARIO)
for edition in mt.EDITIONS:
    verdict = mt.run_scenario(scenario, edition=edition).summary()
    print(f"{edition:8} {verdict}")

# %% [markdown]
# ## 6 · Grading files from the command line
#
# Save a scenario as a `.yaml` file and the kit's command grades it, one line per file, from a
# terminal: `magictutor check my-scenario.yaml` (or a whole folder of them). It prints PASS or
# FAIL with the first failure, and its exit status says whether all passed, so a study group
# can keep its scenarios in a folder and grade them all at once. Here the command runs on two
# files written to a temporary folder, the scenario above and its wrong twin:

# %%
folder = Path(tempfile.mkdtemp(prefix="judge-study-"))
(folder / "chandra-redirect.yaml").write_text(MY_SCENARIO, encoding="utf-8")
(folder / "chandra-redirect-wrong.yaml").write_text(
    MY_SCENARIO.replace("Jace Beleren: {loyalty: 2}", "Jace Beleren: {loyalty: 3}"),
    encoding="utf-8")
here = os.getcwd()
os.chdir(folder)
try:
    status = magictutor_command(["check", "chandra-redirect.yaml",
                                 "chandra-redirect-wrong.yaml"])
finally:
    os.chdir(here)
print("exit status:", status)

# %% [markdown]
# ## 7 · Your turn
#
# The box below holds the scenario of section 3. Change it and click **Grade**; the **Rules**
# menu grades it under another edition. Some ideas:
#
# * give Jace 1 loyalty (`Jace Beleren (loyalty 1)`) and add a check that he ends up in Bob's
#   graveyard (`Jace Beleren: {zone: graveyard}`);
# * write `"Alice: don't redirect"` instead of the redirection, and fix the expectations;
# * swap Chandra's second activation for her −X ability (`activate Chandra Nalaar -X
#   targeting ... with X=2`): which rules does the refusal cite now?

# %%
# NBVAL_IGNORE_OUTPUT - widget
display(grader(MY_SCENARIO))

# %% [markdown]
# ## Check yourself
#
# Three short scenarios follow. For each, decide before reading on: does it pass, fail a check,
# or stop on an action the engine refuses? (A refusal the file did not expect stops a scenario,
# since what follows would describe another game.)

# %%
QUESTIONS = {
    "A": """
title: Jace Beleren's -1 the turn he arrives
players: [Alice, Bob]
turn: {active: Alice, step: precombat main}
setup:
  Alice:
    hand: [Jace Beleren]
    battlefield: [Island, Island, Island]
    library: [Island]
steps:
  - "Alice: cast Jace Beleren"
  - "all: resolve"
  - "Alice: activate Jace Beleren -1 targeting Alice"
expect:
  Jace Beleren: {loyalty: 2}
""",
    "B": """
title: Lightning Bolt at a player whose planeswalker has 2 loyalty
players: [Alice, Bob]
turn: {active: Bob, step: precombat main}
setup:
  Alice:
    battlefield: [Jace Beleren (loyalty 2)]
  Bob:
    hand: [Lightning Bolt]
    battlefield: [Mountain]
steps:
  - "Bob: cast Lightning Bolt targeting Alice"
  - "all: resolve"
  - "Bob: redirect to Jace Beleren"
expect:
  Jace Beleren: {loyalty: 0, zone: battlefield}
""",
    "C": """
title: Bob rolls the planar die on Alice's turn
players: [Alice, Bob]
turn: {active: Alice, step: precombat main}
planechase:
  decks:
    Alice: [Tazeem, Panopticon]
    Bob: [The Eon Fog]
  face up: Tazeem
steps:
  - "Alice: pass"
  - "Bob: roll the planar die"
expect:
  face up: [Tazeem]
""",
}
for name, text in QUESTIONS.items():
    print(f"{name}: {mt.load_scenario(text).title}")

# %% [markdown]
# ### Show the answers
#
# The engine grades each one. **A** passes: a planeswalker may use a loyalty ability the turn it
# arrives, since loyalty abilities have no tap symbol. **B** fails a check: with 0 loyalty Jace
# is put into the graveyard by a state-based action before anyone could look. **C** stops: only
# the active player may roll the planar die.
#
# Answer the questions first; then press **Show the answers** below to see the answers.

# %%
# NBVAL_IGNORE_OUTPUT - widget: the answers stay hidden until the button is pressed
with mw.Reveal("Show the answers"):
    for name, text in QUESTIONS.items():
        print(f"{name}:", end=" ")
        grade(text)
        print()

# %% [markdown]
# ## 8 · Write your own card
#
# A study group often asks "what if it were another card?". A scenario may bring cards the kit
# doesn't have in a top-level `cards:` list, written exactly like the kit's own card files:
# a name, a cost, types, and abilities whose **effects** are words the engine knows
# (`{damage: 2, to: each opponent}`). The card's `text` is what players read; what the card
# *does* is its effect words, so a card can never say one thing and do another. The kit's
# page `docs/cards.md` lists every word a card may use, with an example of each.
#
# Below, *Cinder Rain* is a sorcery of our own that deals 2 damage to each opponent. Bob
# controls Jace Beleren. Is that damage a "noncombat damage to a player" that Alice may send to
# Jace? The scenario says yes, and the engine grades it.

# %%
MY_CARD = """
title: Cinder Rain, a card of our own, hits Bob's planeswalker instead
players: [Alice, Bob]
turn: {active: Alice, step: precombat main}
cards:
  - name: Cinder Rain
    cost: "{1}{R}"
    types: [Sorcery]
    colors: [R]
    text: Cinder Rain deals 2 damage to each opponent.
    abilities:
      - kind: spell
        effects:
          - {damage: 2, to: each opponent}
setup:
  Alice:
    hand: [Cinder Rain]
    battlefield: [Mountain, Mountain]
  Bob:
    battlefield: [Jace Beleren]
steps:
  - "Alice: cast Cinder Rain"
  - "all: resolve"
  - "Alice: redirect to Jace Beleren"
expect:
  Bob: {life: 20}
  Jace Beleren: {loyalty: 1}
  Alice: {graveyard: [Cinder Rain]}
"""
result = grade(MY_CARD)

# %% [markdown]
# The card is checked before anything runs, word by word, like the kit's own cards. A word the
# engine doesn't know is refused with the line and the closest words it does know, so a card
# never half-works. Here `each opponent` is misspelled:

# %%
result = grade(MY_CARD.replace("to: each opponent", "to: each oponent"))

# %% [markdown]
# A card of your own may not take the name of one of the kit's cards (call it *Lightning Bolt*
# and the file is refused), and it exists only in the scenario that defines it.
#
# ### Your turn
#
# Change the card in the box and click **Grade**. Some ideas:
#
# * make it deal 3 damage: Jace has 3 loyalty, so fix the check to `Jace Beleren: {zone:
#   graveyard}` (a planeswalker with no loyalty is put into the graveyard);
# * change the effect to `{lose_life: 2, who: each opponent}`: losing life is not damage, so
#   there is nothing to redirect; which step does the engine refuse now, and why?
# * give it a target instead: `targets: [creature or player]` in the ability and
#   `{damage: 2, to: target}`, then cast it `targeting Bob`.

# %%
# NBVAL_IGNORE_OUTPUT - widget
display(grader(MY_CARD))
