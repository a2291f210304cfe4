"""The stepper's "Step" slider: the browser's own range input, with an accessible name.

ipywidgets 8 draws its ``IntSlider`` with noUiSlider, whose handle (``role="slider"``) gets
no name: a screen reader announces "slider, 3" and never "Step". This slider is a native
``<input type="range">`` inside a ``<label>`` that says "Step", drawn by anywidget (a small
front end of our own, no build step): its name comes from the label and its ``aria-label``,
its ``aria-valuetext`` says "step 3 of 6", the arrow keys, Home and End move it, and the
number beside it shows where it is. It keeps the ``value``, ``min``, ``max`` and
``description`` of an ``IntSlider``, so the stepper uses it the same way.

>>> slider = StepSlider(value=2, max=6)
>>> slider.value, slider.min, slider.max, slider.description
(2, 0, 6, 'Step')
"""

from __future__ import annotations

import anywidget
import traitlets

_ESM = """
function render({ model, el }) {
  const label = document.createElement("label");
  label.className = "mt-step-slider";
  const name = document.createElement("span");
  name.className = "mt-step-name";
  const input = document.createElement("input");
  input.type = "range";
  input.step = "1";
  const shown = document.createElement("output");
  shown.className = "mt-step-value";
  shown.setAttribute("aria-hidden", "true");
  const sync = () => {
    const value = model.get("value"), max = model.get("max"), min = model.get("min");
    const words = model.get("description");
    name.textContent = words;
    input.setAttribute("aria-label", words);
    input.title = model.get("tooltip") || "";
    input.min = String(min);
    input.max = String(max);
    input.value = String(value);
    input.setAttribute("aria-valuetext", `${words.toLowerCase()} ${value} of ${max}`);
    input.disabled = max <= min;
    shown.textContent = String(value);
  };
  input.addEventListener("input", () => {
    model.set("value", Number(input.value));
    model.save_changes();
  });
  model.on("change", sync);
  label.append(name, input, shown);
  el.append(label);
  sync();
  return () => model.off("change", sync);
}
export default { render };
"""

_CSS = """
.mt-step-slider{display:inline-flex;align-items:center;gap:.5em;max-width:100%;
font-size:var(--jp-widgets-font-size,13px);padding:0 .4em}
.mt-large-widget .mt-step-slider,.jp-Notebook:has(.mt-large-lesson) .mt-step-slider{
font-size:20px}
.mt-step-slider input{width:22em;max-width:60vw;min-width:6em;accent-color:#0072B2;
margin:0;height:1.6em}
.mt-step-slider input:focus-visible{outline:3px solid #E69F00;outline-offset:2px}
.mt-step-value{min-width:2ch;text-align:right;font-variant-numeric:tabular-nums}
"""


class StepSlider(anywidget.AnyWidget):
    """A slider over a game's steps, named by its ``description`` ("Step")."""

    _esm = _ESM
    _css = _CSS
    value = traitlets.Int(0).tag(sync=True)
    min = traitlets.Int(0).tag(sync=True)
    max = traitlets.Int(0).tag(sync=True)
    description = traitlets.Unicode("Step").tag(sync=True)
    tooltip = traitlets.Unicode("").tag(sync=True)


__all__ = ["StepSlider"]
