"""A static HTML picture of each stored widget, for a lesson opened before it is run.

JupyterLab draws a stored widget only in a trusted notebook, and a notebook a learner has
just opened is not trusted (trust is per user), so each widget cell of an unrun lesson
showed its Python repr ("Explorer(children=...") or "model not found". The builder adds
to every widget output a ``text/html`` picture made from the stored widget state: the
board, the buttons (shown, not working), the Step slider's position, the open tab, the
log and the plot. JupyterLab sanitizes untrusted HTML, dropping ``<style>`` and ``<svg>``,
so the kit's CSS is written into ``style`` attributes here and each loyalty shield becomes
its number. A trusted or running notebook still prefers the live widget; Voila runs the
lesson and shows live widgets only.

>>> state = {"a": {"model_name": "ButtonModel", "state": {"description": "pass <now>"}}}
>>> "pass &lt;now&gt;" in render_model("a", state)
True
"""

from __future__ import annotations

import re
import sys
from html import escape
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from magictutor.widgets.style import CSS  # noqa: E402

WIDGET_VIEW = "application/vnd.jupyter.widget-view+json"
WIDGET_STATE = "application/vnd.jupyter.widget-state+json"

NOTE = ("<p style=\"margin:.2em 0;color:#333;font-style:italic\">A picture of this part as "
        "the stored run left it: run the lesson (Run \u25b8 Run All Cells) to use it.</p>")

BUTTON = ("display:inline-block;flex-grow:0;flex-shrink:0;max-width:100%;margin:.15em;"
          "padding:.2em .6em;"
          "border:1px solid #999;"
          "border-radius:.2em;background:#eee;color:#111;font:inherit;white-space:normal;"
          "text-align:left")


def safe(decls: str) -> str:
    """CSS declarations as JupyterLab's sanitizer keeps them: it drops the shorthands
    ``flex``, ``flex-flow`` and ``gap``, so they are written out in full.

    >>> safe("flex:1 1 auto;gap:.3em;flex-flow:row wrap;color:red")
    'flex-grow:1;flex-shrink:1;flex-basis:auto;row-gap:.3em;column-gap:.3em;\
flex-direction:row;flex-wrap:wrap;color:red'
    """
    out = []
    for d in filter(None, (x.strip() for x in decls.split(";"))):
        prop, _, value = d.partition(":")
        prop, parts = prop.strip(), value.split()
        if prop == "flex" and len(parts) == 3:
            out += [f"flex-grow:{parts[0]}", f"flex-shrink:{parts[1]}", f"flex-basis:{parts[2]}"]
        elif prop == "flex-flow" and len(parts) == 2:
            out += [f"flex-direction:{parts[0]}", f"flex-wrap:{parts[1]}"]
        elif prop == "gap" and len(parts) == 1:
            out += [f"row-gap:{parts[0]}", f"column-gap:{parts[0]}"]
        else:
            out.append(d)
    return ";".join(out)


def class_styles(css: str = CSS) -> dict[str, str]:
    """The declarations of each rule of ``css`` whose selector is one class (``.mt-x``).

    >>> class_styles(".mt-a{color:red}\\n.mt-a b{x:y}\\n.mt-b,.mt-c{margin:0}")["mt-a"]
    'color:red'
    """
    out: dict[str, str] = {}
    for selectors, body in re.findall(r"([^{}]+)\{([^{}]*)\}", css):
        for sel in selectors.split(","):
            m = re.fullmatch(r"\s*\.([\w-]+)\s*", sel)
            if m:
                body = re.sub(r"\s*\n\s*", "", body.strip())
                out[m.group(1)] = safe(out.get(m.group(1), "") + ";" + body)
    return out


STYLES = class_styles()

_SHIELD = re.compile(r"<svg\b[^>]*aria-label=\"([^\"]*)\"[^>]*>.*?</svg>", re.S)
_SVG = re.compile(r"<svg\b.*?</svg>", re.S)
_STYLE = re.compile(r"<style>.*?</style>", re.S)
_TAG = re.compile(r"<([a-zA-Z][\w-]*)(\s[^<>]*?)?(/?)>")


def inline(html: str) -> str:
    """``html`` as the sanitizer will keep it: no ``<style>``, shields as words, and the
    kit's class rules written into each element's ``style`` attribute.

    >>> inline('<style>x</style><span class="mt-rule">306.7</span>')
    '<span class="mt-rule" style="display:inline-block;font-size:.8em;background:#e8e8e8;\
color:#111;border-radius:.25em;padding:0 .3em;margin-left:.25em;\
font-variant-numeric:tabular-nums">306.7</span>'
    """
    html = _STYLE.sub("", html)
    html = _SHIELD.sub(lambda m: f"<b>[{escape(m.group(1))}]</b>", html)
    html = _SVG.sub("", html)

    def tag(m: re.Match) -> str:
        name, attrs, close = m.group(1), m.group(2) or "", m.group(3)
        cls = re.search(r'\bclass="([^"]*)"', attrs)
        if name == "pre":  # printed text wraps at spaces only
            extra = "white-space:pre-wrap;word-break:normal;overflow-wrap:normal"
            old = re.search(r'\bstyle="([^"]*)"', attrs)
            attrs = (attrs.replace(old.group(0), f'style="{old.group(1)};{extra}"') if old
                     else attrs + f' style="{extra}"')
            return f"<{name}{attrs}{close}>"
        if not cls:
            return m.group(0)
        extra = ";".join(STYLES[c] for c in cls.group(1).split() if c in STYLES)
        if not extra:
            return m.group(0)
        old = re.search(r'\bstyle="([^"]*)"', attrs)
        if old:
            attrs = attrs.replace(old.group(0), f'style="{extra};{old.group(1)}"')
        else:
            attrs += f' style="{extra}"'
        return f"<{name}{attrs}{close}>"

    return _TAG.sub(tag, html)


def _ref(value: Any) -> str | None:
    return value[len("IPY_MODEL_"):] if isinstance(value, str) and value.startswith(
        "IPY_MODEL_") else None


def _hidden(model: dict, models: dict) -> bool:
    layout = models.get(_ref(model.get("state", {}).get("layout")) or "", {})
    return layout.get("state", {}).get("display") == "none"


def _width(model: dict, models: dict) -> str:
    layout = models.get(_ref(model.get("state", {}).get("layout")) or "", {})
    width = layout.get("state", {}).get("width")
    return f"width:{width};" if width and width != "auto" else ""


def render_model(model_id: str, models: dict[str, dict], depth: int = 0) -> str:
    """Static HTML for one stored widget model and its children."""
    model = models.get(model_id)
    if model is None or depth > 40 or _hidden(model, models):
        return ""
    name = model.get("model_name", "")
    st = model.get("state", {})
    kids = [render_model(r, models, depth + 1) for r in map(_ref, st.get("children", [])) if r]
    width = _width(model, models)
    own = "".join(STYLES[c] + ";" for c in st.get("_dom_classes", []) if c in STYLES)
    if name in ("VBoxModel", "BoxModel", "GridBoxModel", "OutputModel"):
        return f'<div style="{width}min-width:0;{own}">{"".join(kids)}</div>'
    if name == "HBoxModel":
        return (f'<div style="{width}display:flex;flex-direction:row;flex-wrap:wrap;'
                f'align-items:flex-start;row-gap:.3em;{own}">'
                f'{"".join(kids)}</div>')
    if name in ("HTMLModel", "HTMLMathModel"):
        return f'<div style="{width}">{inline(st.get("value", ""))}</div>'
    if name == "LabelModel":
        return f"<span>{escape(st.get('value', ''))}</span>"
    if name == "ButtonModel":
        dashed = "border:2px dashed #D55E00;" if "mt-illegal" in st.get("_dom_classes", []) \
            else ""
        return f'<span style="{BUTTON}{dashed}">{escape(st.get("description", ""))}</span>'
    if name == "TabModel":
        titles = list(st.get("titles", []))
        sel = st.get("selected_index") or 0
        bar = "".join(
            f'<span style="{BUTTON}{"font-weight:700;background:#fff;" if i == sel else ""}">'
            f"{escape(t)}</span>" for i, t in enumerate(titles))
        shown = kids[sel] if sel < len(kids) else ""
        return f"<div><div>{bar}</div><div style=\"border-top:1px solid #999\">{shown}</div></div>"
    if name in ("DropdownModel", "SelectModel"):
        labels = list(st.get("_options_labels", []))
        index = st.get("index")
        desc = escape(st.get("description", ""))
        if name == "DropdownModel":
            shown = labels[index] if isinstance(index, int) and index < len(labels) else ""
            return f"<div>{desc} <b>{escape(shown)}</b></div>"
        rows = int(st.get("rows") or 8)
        start = max(0, (index if isinstance(index, int) else 0) - rows // 2)
        bold = ' style="font-weight:700"'
        items = "".join(f"<li{bold if i == index else ''}>{escape(t)}</li>"
                        for i, t in enumerate(labels[start:start + rows], start=start))
        return (f'<div>{desc}<ul style="list-style:none;margin:.2em 0;padding:.2em .4em;'
                f'border:1px solid #999">{items}</ul></div>')
    if name in ("IntSliderModel", "FloatSliderModel") or (name == "AnyModel" and "max" in st):
        # (AnyModel: the stepper's StepSlider, magictutor/widgets/stepslider.py)
        return (f"<div>{escape(st.get('description', ''))}: <b>{st.get('value')}</b> "
                f"(of {st.get('min')} to {st.get('max')})</div>")
    if name in ("BoundedIntTextModel", "IntTextModel", "TextModel"):
        return (f"<span>{escape(st.get('description', ''))} "
                f"<b>{escape(str(st.get('value', '')))}</b></span>")
    if name == "ImageModel":
        data = next((b.get("data") for b in model.get("buffers", [])
                     if b.get("path") == ["value"]), None)
        fmt = st.get("format", "png")
        if not data:
            return ""
        return (f'<img alt="plot" style="max-width:100%" '
                f'src="data:image/{escape(fmt)};base64,{data}">')
    return "".join(kids)


def add_fallbacks(nb: Any) -> int:
    """Add the static picture to every widget output of ``nb``; how many were added."""
    models = (nb.metadata.get("widgets", {}).get(WIDGET_STATE, {}) or {}).get("state", {})
    added = 0
    for cell in nb.cells:
        for out in cell.get("outputs", []):
            data = out.get("data", {})
            view = data.get(WIDGET_VIEW)
            if not view or view.get("model_id") not in models:
                continue
            body = render_model(view["model_id"], models)
            data["text/html"] = (f'<div class="mt-static" style="font-size:15px;line-height:1.4;'
                                 f'color:#111">{NOTE}{body}</div>')
            added += 1
    return added
