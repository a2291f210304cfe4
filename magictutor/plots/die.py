"""The planar die (901.3a, 901.9): how often each face comes up, and what rolling costs.

The die has six faces: one planeswalker face, one chaos face and four blank faces, so the
chances are 1/6, 1/6 and 4/6. The first special-action roll in a turn is free and each
later one costs one more generic mana, so ``k`` rolls in a turn cost 0 + 1 + ... + (k - 1).

>>> expected_mana(4), expected_planeswalks(3)
(6, 0.5)
>>> tally(["chaos", "blank", "blank"])
{'planeswalk': 0, 'chaos': 1, 'blank': 2}
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable
from typing import Any

from matplotlib.axes import Axes

from magictutor.plots.style import (
    TEXT_PT,
    colours,
    new_axes,
    pct,
    plot_style,
    readable,
    remember,
)
from magictutor.rules.planechase.core import FACES

FACE_NAMES = ("planeswalk", "chaos", "blank")
PROBABILITY = {f: FACES.count(f) / len(FACES) for f in FACE_NAMES}
"""Each face's chance: planeswalk 1/6, chaos 1/6, blank 4/6 (from the engine's die)."""


def expected_mana(k: int) -> int:
    """Generic mana spent on ``k`` special-action rolls in one turn: 0 + 1 + ... + (k-1)."""
    return k * (k - 1) // 2


def expected_planeswalks(k: int) -> float:
    """Expected planeswalker faces in ``k`` rolls."""
    return k * PROBABILITY["planeswalk"]


def tally(source: Any, *, include_forced: bool = False) -> dict[str, int]:
    """Count faces from a list of faces, a ``{face: count}`` dict, tidy records or a Timeline.

    Faces forced for a lesson are left out unless ``include_forced``: they say nothing
    about chance.

    >>> tally([{"kind": "roll", "name": "chaos", "forced": True}, {"kind": "roll",
    ...         "name": "blank"}])
    {'planeswalk': 0, 'chaos': 0, 'blank': 1}
    """
    if isinstance(source, dict):
        counts = Counter({f: int(source.get(f, 0)) for f in FACE_NAMES})
    else:
        if hasattr(source, "steps") and hasattr(source, "state_at"):  # a Timeline
            from magictutor.plots.data import roll_records

            source = roll_records(source.steps[:source.cursor])
        faces: list[str] = []
        for item in source:
            if isinstance(item, str):
                faces.append(item)
            elif isinstance(item, dict) and item.get("kind") == "roll":
                if include_forced or not item.get("forced"):
                    faces.append(str(item.get("name")))
        counts = Counter(faces)
    unknown = set(counts) - set(FACE_NAMES)
    if unknown:
        raise ValueError(f"the planar die has no face {sorted(unknown)[0]!r}; its faces are "
                         f"{', '.join(FACE_NAMES)}")
    return {f: counts.get(f, 0) for f in FACE_NAMES}


def die_summary(counts: dict[str, int]) -> str:
    """Observed against expected, in words.

    >>> print(die_summary({"planeswalk": 1, "chaos": 1, "blank": 4}))
    6 rolls of the planar die (forced faces not counted):
      planeswalk: 1 (16.7%), expected 16.7%
      chaos: 1 (16.7%), expected 16.7%
      blank: 4 (66.7%), expected 66.7%
    """
    n = sum(counts.values())
    lines = [f"{n} roll{'s' if n != 1 else ''} of the planar die (forced faces not counted):"]
    for f in FACE_NAMES:
        seen = f"{counts[f]} ({pct(counts[f] / n)})" if n else "0"
        lines.append(f"  {f}: {seen}, expected {pct(PROBABILITY[f])}")
    return "\n".join(lines)


def plot_die_faces(source: Any, ax: Axes | None = None) -> Axes:
    """Observed share of each face (bars) against its chance (black ticks: 1/6, 1/6, 4/6).

    ``source``: what :func:`tally` takes. Each bar is labelled with its count.

    >>> import matplotlib
    >>> matplotlib.use("Agg")
    >>> ax = plot_die_faces(["planeswalk", "blank", "blank"])
    >>> [round(float(p.get_height()), 3) for p in ax.patches]
    [0.333, 0.0, 0.667]
    """
    counts = tally(source)
    n = sum(counts.values())
    ax = new_axes(ax, (5.5, 3.4))
    palette = colours()
    with plot_style():
        xs = range(len(FACE_NAMES))
        shares = [counts[f] / n if n else 0.0 for f in FACE_NAMES]
        bars = ax.bar(xs, shares, color=[palette[i] for i in xs], edgecolor="#222",
                      label="observed share")
        for bar, f in zip(bars, FACE_NAMES, strict=True):  # (each count above its bar and
            # above the dashed chance line, never struck through by it)
            ax.annotate(str(counts[f]), (bar.get_x() + bar.get_width() / 2,
                                         max(bar.get_height(), PROBABILITY[f])),
                        textcoords="offset points", xytext=(0, 3), ha="center",
                        fontsize=TEXT_PT["note"])
        ax.hlines([PROBABILITY[f] for f in FACE_NAMES], [x - 0.4 for x in xs],
                  [x + 0.4 for x in xs], colors="#000", linestyles="--", linewidth=2,
                  label="chance (1/6, 1/6, 4/6)", zorder=3)
        ax.set_xticks(list(xs), [f"{f}\n({pct(PROBABILITY[f])})" for f in FACE_NAMES])
        ax.set_ylim(0, 1.15)  # room for a count above a full bar, below the title
        ax.set_yticks([0, 0.25, 0.5, 0.75, 1])
        ax.set_ylabel("share of rolls")
        ax.set_title(f"Planar die: {n} roll{'s' if n != 1 else ''}")
        from matplotlib.patches import Patch

        # the legend sits under the axes, so growing bars never cover it; its swatch is
        # neutral because each face's bar has its own colour
        handles, labels = ax.get_legend_handles_labels()
        chance = handles[labels.index("chance (1/6, 1/6, 4/6)")]
        ax.legend(handles=[Patch(facecolor="#bbbbbb", edgecolor="#222", label="observed share"),
                           chance], loc="upper center", bbox_to_anchor=(0.5, -0.3), ncol=2,
                  fontsize=TEXT_PT["legend"], frameon=False)
        readable(ax)
    remember(ax, die_summary(counts))
    return ax


def _observed_per_turn(records: Iterable[dict]) -> dict[int, tuple[int, int]]:
    """rolls per turn -> (turns seen, planeswalk faces), from tidy roll records."""
    turns: dict[tuple, list[str]] = {}
    for r in records:
        if r.get("kind") == "roll" and not r.get("forced"):
            turns.setdefault((r.get("game"), r.get("turn"), r.get("player")), []).append(
                str(r.get("name")))
    out: dict[int, tuple[int, int]] = {}
    for faces in turns.values():
        seen, pws = out.get(len(faces), (0, 0))
        out[len(faces)] = (seen + 1, pws + faces.count("planeswalk"))
    return out


def plot_roll_economics(max_rolls: int = 6, ax: Axes | None = None,
                        records: Iterable[dict] | None = None) -> Axes:
    """Against rolls per turn: total mana spent (bars, left axis) and expected planeswalks
    (line, right axis). With ``records`` (from ``simulate``), the observed planeswalks per
    turn for each number of rolls are added as points. Returns the left Axes.

    >>> import matplotlib
    >>> matplotlib.use("Agg")
    >>> [int(bar.get_height()) for bar in plot_roll_economics(4).patches]
    [0, 1, 3, 6]
    """
    if max_rolls < 1:
        raise ValueError("max_rolls must be at least 1")
    ks = list(range(1, max_rolls + 1))
    ax = new_axes(ax, (6.5, 3.6))
    palette = colours()
    observed = _observed_per_turn(records) if records is not None else {}
    with plot_style():
        ax.bar(ks, [expected_mana(k) for k in ks], color=palette[0], edgecolor="#222",
               label="total mana spent")
        ax.set_xlabel("special-action rolls in one turn")
        ax.set_ylabel("total generic mana spent")
        ax.set_xticks(ks)
        right = ax.twinx()
        right.plot(ks, [expected_planeswalks(k) for k in ks], color=palette[1], marker="o",
                   linewidth=2.2, label="expected planeswalks (k/6)")
        if observed:
            pts = sorted((k, pw / seen) for k, (seen, pw) in observed.items() if k <= max_rolls)
            right.plot([k for k, _ in pts], [v for _, v in pts], linestyle="none", marker="D",
                       color=palette[2], markeredgecolor="#222", label="observed planeswalks")
        right.set_ylabel("planeswalks per turn")
        right.set_ylim(0, max(1.0, max_rolls / 6 * 1.2))
        ax.set_title("The cost of rolling the planar die again")
        handles = ax.get_legend_handles_labels()[0] + right.get_legend_handles_labels()[0]
        ax.legend(handles=handles, loc="upper left", fontsize=TEXT_PT["legend"], frameon=False)
        readable(ax, right)
    lines = ["Planar die, rolls in one turn: the first roll is free, each later one costs one "
             "more."]
    for k in ks:
        lines.append(f"  {k} roll{'s' if k != 1 else ''}: {expected_mana(k)} mana in all, "
                     f"{expected_planeswalks(k):.2f} planeswalks expected")
    for k, (seen, pw) in sorted(observed.items()):
        lines.append(f"  observed: {seen} turn(s) with {k} roll(s), {pw / seen:.2f} planeswalks "
                     "per turn")
    remember(ax, "\n".join(lines))
    return ax
