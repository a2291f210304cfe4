# %% [markdown]
# # Lesson 5 · Damage redirection
#
# **Goal of this lesson.** From the first planeswalkers (Lorwyn, October 2007) until April
# 2018 most burn spells said "target creature or player", so they could not target a
# planeswalker. Instead, the **redirection rule** let their controller send the damage aimed
# at a player to one of that player's planeswalkers. It began as 212.9g of the old
# numbering, became 306.8 in the July 2009 rewrite and 306.7 that October, the number it kept
# until 2018. You will redirect a Lightning Bolt yourself, then learn:
#
# * **who** chooses (the opponent who controls the damage's source) and **when** (as the
#   damage would be dealt, not when the spell is cast);
# * **what can't be redirected**: damage from your own source, combat damage, and
#   anything that is not damage at all;
# * how redirection is **ordered** with prevention and with damage doubling (616.1);
# * what happens to the **same spell under today's rules**.
#
# The lesson plays under the July 2013 rules (`2013-07`), where 306.7 reads the same as in
# 2011 and 2017.
#
# **The rule in the kit's words.** If a source would deal *noncombat* damage to a player,
# and an *opponent* of that player controls the source, that opponent may have the damage
# dealt to a planeswalker the player controls instead. It is a redirection effect (614.9),
# a kind of replacement effect, so it is ordered with the other replacement and prevention
# effects that want the same damage (616). The opponent decides as the effect is applied.

# %% hide
from magictutor.widgets.loading import loading

loading_note = loading(5)  # shown at once; the imports below take a few seconds
import ipywidgets
import matplotlib
from IPython import get_ipython
from IPython.display import display

import magictutor as mt
import magictutor.widgets as mw
from magictutor.cards import card
from magictutor.scenarios.scenario import load_scenario, run_scenario
from magictutor.teaching.lesson import show_events, walk

get_ipython().run_line_magic("matplotlib", "inline")  # plots show under their cell
# plots as SVG, sharp at any zoom (a projector at 150 %), their words kept as text; and
# as PNG, which JupyterLab shows in a lesson opened before it is run (it shows no SVG then)
get_ipython().run_line_magic("config", "InlineBackend.figure_formats = ['svg', 'png']")
matplotlib.rcParams["svg.fonttype"] = "none"


def jace(state):
    """Jace Beleren's loyalty, or where he went."""
    for o in state.objects.values():
        if o.name == "Jace Beleren":
            return o.counter("loyalty") if o.zone == "battlefield" else f"gone ({o.zone})"
    return "not in the game"


def first_choice(timeline, kind):
    """The first step of a game at which a player must make a choice of this kind."""
    for i in range(len(timeline) + 1):
        pending = timeline.state_at(i).pending
        if pending is not None and pending.kind == kind:
            return i
    raise ValueError(f"no {kind} choice in this game")

loading_note.update(mw.lesson_start(5, large=True))  # the note: how to run the lesson

# %% [markdown]
# ## 1. Your turn: redirect a Lightning Bolt
#
# It is Bob's main phase. Alice controls **Jace Beleren** with 4 loyalty. Bob holds
# **Lightning Bolt** (3 damage to one target creature or player) and a Mountain to cast it.
# Play it with the action panel:
#
# 1. Click **cast Lightning Bolt targeting Alice**. The Bolt targets *Alice*: a planeswalker
#    is not a legal target for it. The stack shows it, and nobody has chosen anything yet.
# 2. Click **pass** twice (Bob, then Alice). The Bolt resolves; its 3 damage *would* be
#    dealt to Alice, and now Bob must choose.
# 3. Click **redirect to Jace Beleren**. Jace drops from 4 to 1; Alice stays at 20. The log
#    cites 306.7 (the redirection), 614.9 (a redirection effect) and 306.8 (damage removes
#    loyalty counters).
#
# Or click *Back* and then **don't redirect**: Alice takes the 3. You can also just click
# *Forward* to watch the game as the scenario plays it.

# %%
# NBVAL_IGNORE_OUTPUT - widget
bolt = mw.explore("bolt-redirected", large=True, plots=False)
ipywidgets.VBox([bolt, mw.LivePlot(bolt.stepper, "loyalty", dpi=110)])

# %% [markdown]
# The same game as text. Note the check after the cast: the Bolt is on the stack and
# **nothing has been decided yet**; the choice comes only as the damage would be dealt.

# %%
bolt_game = run_scenario(load_scenario("bolt-redirected"))
walk(bolt_game)
print("Alice's life:", bolt_game.final.player("Alice").life, "- Jace's loyalty:",
      jace(bolt_game.final))

# %% [markdown]
# ## 2. Who chooses: the opponent, and only the opponent
#
# The choice belongs to the opponent who controls the source (Bob), not to the player who
# would be dealt the damage. When Alice tries to answer for Bob she is refused.
#
# Predict first: in this game Bob declines to redirect his burn spell. What are Alice's
# life total and Jace's loyalty after it resolves? Answer below and click *Check and
# step* (the *About* menu switches between them), then read the trace.

# %% hide
# NBVAL_IGNORE_OUTPUT - widget
declined_stepper = mw.GameStepper(
    run_scenario(load_scenario("redirect-declined")).timeline())
declined_stepper.goto(0)
ipywidgets.VBox([declined_stepper, mw.BoardView(declined_stepper, large=True),
                 mw.Predict(declined_stepper, about="Alice")])

# %% [markdown]
# The engine's trace: Bob declines, and Alice takes the damage:

# %%
walk(run_scenario(load_scenario("redirect-declined")))

# %% [markdown]
# ## 3. What can't be redirected
#
# The rule moves **noncombat damage** from a **source an opponent controls** to a
# planeswalker. Everything else stays where it was:
#
# * damage from your **own** source (Chandra hurting her own controller);
# * **combat damage** (lesson 4): to damage a planeswalker in combat, attack it. A
#   *triggered ability* that deals damage during combat, like Hellrider's, deals
#   noncombat damage, so that one may be redirected;
# * what is **not damage**: setting a life total (Sorin Markov), losing life;
# * the **rest of the spell**: Blightning's damage may move to Jace, but Alice still
#   discards.
#
# The engine's answer for each case:

# %%
cases = ["own-source-not-redirected", "combat-damage-not-redirected",
         "hellrider-trigger-redirected", "sorin-sets-life-not-damage",
         "blightning-redirected-discard-stays"]
for name in cases:
    result = run_scenario(load_scenario(name))
    print(result.scenario.title)
    show_events([e for e in result.events
                 if "redirect" in e.text or e.kind in ("life", "discard", "damage")])
    print()

# %% [markdown]
# ## 4. Ordering: redirection and prevention (616.1)
#
# Sometimes two effects want to change the same damage. Alice has cast **Bandage** on
# herself (the next 1 damage to her is prevented) when Bob's Bolt would deal her 3. Both
# Bandage (a prevention effect) and the redirection apply to "3 damage to Alice". Rule
# 616.1 says the **affected player** (Alice, who would be dealt the damage) chooses which
# one applies first; then the other applies if it still can:
#
# * Bandage first: 1 is prevented, then Bob may redirect the other **2** to Jace;
# * redirection first: Bob sends all **3** to Jace, and Bandage, which only protects
#   Alice, has nothing left to prevent.

# %%
for name in ("prevention-before-redirection", "redirection-before-prevention"):
    result = run_scenario(load_scenario(name))
    order = next(e.text for e in result.events if e.kind == "choose" and "616.1" in e.rules)
    print(f"{order:28} -> Jace's loyalty 3 -> {jace(result.final)}, "
          f"Alice's life {result.final.player('Alice').life}")

# %% [markdown]
# Make the choice yourself: the explorer below stops where Alice must choose the order.
# Click **apply Bandage first** or **apply redirection first**, then, as Bob, **redirect to
# Jace Beleren**. Use *Back* to try the other order.

# %%
# NBVAL_IGNORE_OUTPUT - widget
shielded = mw.explore("prevention-before-redirection", large=True, plots=False)
shielded.stepper.goto(first_choice(shielded.stepper.timeline, "order"))
display(shielded)

# %% [markdown]
# The whole game with Bandage applied first, as text:

# %%
walk(run_scenario(load_scenario("prevention-before-redirection")))

# %% [markdown]
# ## 5. Ordering: redirection and damage doubling
#
# **Furnace of Rath** doubles damage, but as worded in these editions only damage to a
# creature or a player:

# %%
print("Furnace of Rath (2013-07):", card("Furnace of Rath", "2013-07").text)

# %% [markdown]
# Bob's Bolt would deal 3 to Alice, who controls Jace with 6 loyalty. Again Alice, the
# affected player, chooses the order:
#
# * Furnace first: the 3 becomes 6 (still damage to Alice), then Bob may redirect all **6**
#   to Jace;
# * redirection first: the 3 now goes to Jace, and Furnace of Rath does not double damage
#   to a planeswalker, so Jace loses **3**.

# %%
for name in ("doubling-before-redirection", "redirection-before-doubling"):
    result = run_scenario(load_scenario(name))
    print(result.scenario.title)
    show_events([e for e in result.events if e.kind not in ("cast", "pay", "resolve")])
    print()

# %% [markdown]
# ## 6. The same spell under today's rules
#
# In April 2018 the redirection rule was removed (306.7 now only records that it existed).
# Burn spells were reworded instead: Lightning Bolt now says **any target**, which today means
# a creature, a player, a planeswalker or a battle (115.4 of the current rules; this kit has
# no battles). The kit's wording by edition:

# %%
for name in mt.EDITIONS:
    print(f"{name:8}  {card('Lightning Bolt', name).text}")

# %% [markdown]
# Replay the very same actions under `current`: the Bolt deals its 3 damage to Alice as it
# resolves, nobody is asked anything, and Bob's "redirect" is refused because there is no
# such choice any more.

# %%
for name in ("2013-07", "current"):
    result = run_scenario(load_scenario("bolt-redirected"), edition=name)
    damage = next(e for e in result.events if e.kind == "damage")
    print(f"{name:8}  {damage.line()}")
    for rec in result.records:
        if rec.refusal is not None:
            print(f"          then {rec.spec.action!r} is {rec.refusal}")

# %% [markdown]
# To hit Jace today, Bob targets Jace himself:

# %%
walk(run_scenario(load_scenario("current-any-target")))

# %% [markdown]
# **Try it in the explorer.** Scroll back up to the Bolt explorer of section 1, open its
# **Editions** tab and choose **current**. The explorer replays the game under today's
# rules, shows the first step where the two games differ (step 3: the Bolt hits Alice at
# once), the refused redirect, and the two final positions side by side. Choose `2013-07`
# to go back. Or use this copy, already switched:

# %%
# NBVAL_IGNORE_OUTPUT - widget
today = mw.explore("bolt-redirected", large=True, plots=False)
today.editions.switch("current")
today.show_tab("Editions")
display(today)

# %% [markdown]
# ## Check yourself
#
# 1. Bob casts Lightning Bolt at Alice, who controls Jace. When does Bob decide whether to
#    redirect?
# 2. Bob decides not to redirect. What happens?
# 3. Chandra's +1 deals 1 damage to her own controller, Alice. Can it go to Alice's Jace?
# 4. Bandage shields Alice; she applies it before the redirection. How much loyalty does
#    Jace lose to a redirected Bolt?
# 5. Furnace of Rath, applied first, doubles a Bolt aimed at Alice. How much can Bob
#    redirect?
# 6. Under today's rules, how does Bob deal damage to Jace with a burn spell such as a Bolt
#    or a Shock?

# %%
# NBVAL_IGNORE_OUTPUT - widget
mw.Quiz(["bolt-redirected", "redirect-declined", "own-source-not-redirected",
         "prevention-before-redirection", "doubling-before-redirection",
         "current-any-target"], large=True)

# %% [markdown]
# ### Show the answer
#
# Each answer below is worked out by the engine, not written by hand.
#
# Answer the questions first; then press **Show the answer** below to see the answers.

# %% hide
# NBVAL_IGNORE_OUTPUT - widget: the answers stay hidden until the button is pressed
with mw.Reveal("Show the answer"):
    def final_of(name):
        """The scenario's final state under its own edition."""
        return run_scenario(load_scenario(name)).final


    cast_record = next(rec for rec in bolt_game.records
                       if rec.spec is not None and rec.spec.action
                       and rec.spec.action.startswith("Bob: cast"))
    print("1. As the damage would be dealt: right after the cast nobody must choose",
          f"(waiting for: {cast_record.after.pending or 'nobody'}); the choice comes as the",
          "Bolt resolves.")
    declined = run_scenario(load_scenario("redirect-declined"))
    print("2.", next(e.line() for e in declined.events if e.kind == "damage"))
    own = run_scenario(load_scenario("own-source-not-redirected"))
    print("3. No:", next(e.line() for e in own.events if "can't be redirected" in e.text))
    print("4. Jace's loyalty goes 3 ->", jace(final_of("prevention-before-redirection")),
          "so he loses 2")
    doubled = run_scenario(load_scenario("doubling-before-redirection"))
    print("5.", next(e.line() for e in doubled.events if e.text.startswith("Bob redirects")))
    today_game = run_scenario(load_scenario("current-any-target"))
    print("6. He targets Jace directly: 'any target' includes planeswalkers (115.4). In the",
          "scenario his Bolt, aimed at Alice, hits Alice, so his Shock targets Jace:",
          next(e.line() for e in today_game.events
                                      if e.kind == "damage" and "Jace" in e.text))
