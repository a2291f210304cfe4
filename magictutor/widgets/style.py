"""Colours and CSS shared by the widgets: the Okabe-Ito palette, readable on a projector.

The Okabe-Ito colours stay distinct for the common kinds of colour blindness; the widgets
never carry meaning by colour alone (every state also has words or a shape). No UI library
is needed here.

>>> OKABE_ITO["blue"]
'#0072B2'
>>> player_colour(0), player_colour(6)
('#0072B2', '#0072B2')
"""

from __future__ import annotations

OKABE_ITO: dict[str, str] = {
    "black": "#000000",
    "orange": "#E69F00",
    "sky blue": "#56B4E9",
    "bluish green": "#009E73",
    "yellow": "#F0E442",
    "blue": "#0072B2",
    "vermillion": "#D55E00",
    "reddish purple": "#CC79A7",
}
"""The eight colours of Okabe and Ito (2008), by name."""

PLAYER_COLOURS = ("#0072B2", "#D55E00", "#009E73", "#CC79A7", "#E69F00", "#56B4E9")
"""Border colours of the players' areas, in turn order (dark enough for white text)."""


def player_colour(index: int) -> str:
    """The colour of the ``index``-th player in turn order."""
    return PLAYER_COLOURS[index % len(PLAYER_COLOURS)]


CSS = """
.mt-view{font-family:system-ui,-apple-system,'Segoe UI',sans-serif;font-size:15px;
line-height:1.4;color:#111;background:#fff}
.mt-view.mt-large{font-size:22px}
.mt-large-list select,.mt-large-list label{font-size:20px}
.mt-view h4{margin:.2em 0;font-size:1.1em}
.mt-who{margin:.2em 0;padding:.2em .5em;border-left:.35em solid #E69F00;background:#fdf6e3}
.mt-player{border:.2em solid #0072B2;border-radius:.4em;padding:.3em .6em;margin:.35em 0}
.mt-player.mt-out{border-style:dashed;opacity:.7}
.mt-pname{font-weight:700;font-size:1.1em}
.mt-life{font-weight:700;font-size:1.25em}
.mt-tag{display:inline-block;border:1px solid #555;border-radius:.3em;padding:0 .3em;
margin-left:.3em;font-size:.8em}
.mt-zone{color:#333}
.mt-perms{margin-top:.25em}
.mt-pw{display:inline-flex;align-items:center;gap:.35em;border:.15em solid #0072B2;
border-radius:.4em;padding:.15em .45em .15em .2em;margin:.15em;background:#eef6fb;
vertical-align:middle}
.mt-shield{flex:none}
.mt-pwtext{display:inline-block;line-height:1.2}
.mt-type{font-size:.8em;color:#333}
.mt-perm{display:inline-block;border:1px solid #777;border-radius:.3em;padding:.05em .35em;
margin:.15em;vertical-align:middle}
.mt-tapped{font-style:italic;border-style:dashed}
.mt-stack ol{margin:.2em 0 .2em 1.4em;padding:0}
.mt-command{display:flex;flex-wrap:wrap;gap:.5em;align-items:flex-start;margin:.35em 0}
.mt-plane{border:.2em solid #009E73;border-radius:.5em;padding:.35em .6em;
min-width:min(18em,100%);
max-width:30em;aspect-ratio:1.45/1;background:#effaf6;box-sizing:border-box}
.mt-plane .mt-pname{font-size:1.15em}
.mt-plane ul{margin:.2em 0 .2em 1.1em;padding:0}
.mt-chaos{margin-top:.25em;padding-top:.2em;border-top:1px solid #009E73}
.mt-chaos b{letter-spacing:.03em}
.mt-rule{display:inline-block;font-size:.8em;background:#e8e8e8;color:#111;border-radius:.25em;
padding:0 .3em;margin-left:.25em;font-variant-numeric:tabular-nums}
.mt-msg{padding:.3em .5em;margin:.3em 0;border-left:.35em solid #0072B2;background:#eef6fb}
.mt-msg.mt-refused{border-left-color:#D55E00;background:#fbeee6}
.mt-msg.mt-error{border-left-color:#CC79A7;background:#f9eef4}
.mt-events{margin:.2em 0;padding-left:1.2em}
.mt-auto{color:#333;font-style:italic}
.mt-table{border-collapse:collapse;margin:.3em 0}
.mt-view table.mt-table{font-size:inherit}
.mt-table td,.mt-table th{border:1px solid #999;padding:.1em .5em;text-align:left}
.mt-table tr.mt-diff td{font-weight:700;background:#fbeee6}
.mt-rules-table th,.mt-rules-table td{text-align:left!important;vertical-align:top}
.mt-data th,.mt-data td{text-align:left!important;vertical-align:top}
.mt-data th[scope=row]{font-weight:400}
.mt-data .mt-nw{white-space:nowrap}
.mt-glossary td:nth-child(2){min-width:15em}
.mt-glossary td:nth-child(n+3){white-space:nowrap}
.mt-rules-table th[scope=row]{font-weight:400;min-width:8em}
.mt-rules-table th[scope=col],.mt-rules-table td{font-variant-numeric:tabular-nums;
white-space:nowrap}
div.mt-view pre{word-break:normal;overflow-wrap:break-word}
.jp-OutputArea-output pre,.jp-RenderedText pre,.output_text pre{word-break:normal!important;
overflow-wrap:normal!important;white-space:pre-wrap!important}
.jupyter-widgets.widget-button.mt-action,.jupyter-button.mt-action{white-space:normal;
height:auto;min-height:var(--jp-widgets-inline-height,28px);overflow:visible;
text-overflow:clip;text-align:left;line-height:1.25;padding-top:.2em;padding-bottom:.2em;
max-width:100%}
.mt-action-row{flex-wrap:wrap;column-gap:.3em;max-width:100%}
.mt-row-label{flex:0 0 10em;width:10em;height:auto}
.mt-hint{font-size:.8em;font-weight:400;color:#333;white-space:nowrap}
.mt-action-box{flex:1 1 14em;min-width:0}
.mt-stepper-row{flex-wrap:wrap;row-gap:.2em}
.mt-fit{max-width:100%;min-width:0}
.mt-fit .widget-hbox{flex-wrap:wrap;max-width:100%}
.mt-fit .widget-inline-hbox,.mt-fit .widget-slider,.mt-fit .widget-html-content{max-width:100%}
.mt-fit .widget-html,.mt-fit .widget-html-content{min-width:0}
.mt-fit .widget-inline-hbox select{min-width:0;max-width:100%}
.mt-fit .widget-select{flex-wrap:wrap}
.mt-fit .widget-select select{flex:1 1 16em}
.mt-table{display:block;max-width:100%;overflow-x:auto;
background:linear-gradient(to right,#fff 40%,rgba(255,255,255,0)) left/1.6em 100% no-repeat local,
linear-gradient(to left,#fff 40%,rgba(255,255,255,0)) right/1.6em 100% no-repeat local,
radial-gradient(farthest-side at 0 50%,rgba(0,0,0,.28),rgba(0,0,0,0)) left/.7em 100%
no-repeat scroll,
radial-gradient(farthest-side at 100% 50%,rgba(0,0,0,.28),rgba(0,0,0,0)) right/.7em 100%
no-repeat scroll;background-color:#fff}
.mt-table::before{content:"\u2194  scroll or swipe sideways";
display:block;position:sticky;left:0;width:auto;white-space:normal;
font-size:.8em;font-style:italic;color:#333;padding:.1em 0;
max-height:0;overflow:hidden;visibility:hidden;
animation:mt-overflows linear both;animation-timeline:scroll(nearest inline)}
@keyframes mt-overflows{from,to{max-height:6em;visibility:visible}}
.mt-fit .widget-textarea{flex-wrap:wrap}
.mt-fit .widget-textarea textarea{min-width:0;flex:1 1 20rem;max-width:100%;box-sizing:border-box}
.mt-log .widget-select{margin-left:0;margin-right:0;max-width:100%}
.mt-log select{max-height:17.5em}
.mt-log select option{white-space:normal;word-break:normal!important;
overflow-wrap:break-word;padding:.1em .25em;border-bottom:1px solid #ddd}
.mt-fit .lm-TabBar,.mt-fit .lm-TabBar-content{height:auto!important;max-height:none!important}
.mt-fit .lm-TabBar-content{flex-wrap:wrap}
.mt-fit .lm-TabBar-tab{flex:0 0 auto!important;max-width:none!important}
.jp-OutputArea-output .widget-hbox:has(>.widget-hprogress){flex-wrap:wrap;max-width:100%}
.jupyter-widgets.widget-button.mt-choice,.jupyter-button.mt-choice{white-space:normal;
height:auto;min-height:var(--jp-widgets-inline-height,28px);text-align:left;
line-height:1.25;padding-top:.25em;padding-bottom:.25em;max-width:100%;overflow:visible}
.mt-stepper-row>.widget-button{flex:0 0 auto;min-width:max-content}
.jp-Notebook:has(.mt-large-lesson) .jp-RenderedMarkdown{font-size:20px}
.jp-Notebook:has(.mt-large-lesson) .jp-RenderedMarkdown h1{font-size:2em}
.jp-Notebook:has(.mt-large-lesson) .jp-OutputArea-output pre{font-size:18px}
.widget-button.mt-illegal{border:2px dashed #D55E00;background:#f4f4f4;color:#333}
"""
_LARGE = """
{s} .widget-button,{s} .jupyter-button,{s} .widget-label,{s} .widget-readout,{s} select,
{s} input,{s} .lm-TabBar-tab,{s} .widget-inline-hbox,{s} .widget-html-content
{{font-size:20px!important}}
{s} .widget-button,{s} .jupyter-button{{height:auto;min-height:1.7em}}
{s} .widget-button:not(.mt-action):not(.mt-choice){{min-width:max-content}}
{s} .widget-label{{width:auto;min-width:4em;height:auto;line-height:1.4}}
{s} .widget-inline-hbox{{height:auto;min-height:1.8em}}
{s} .lm-TabBar,{s} .lm-TabBar-content{{height:auto!important;min-height:2em!important;
max-height:none!important}}
{s} .lm-TabBar-tab{{flex:0 0 auto!important;max-width:none!important;height:auto!important;
min-height:1.9em!important;line-height:1.9em!important}}
{s} .lm-TabBar-tabLabel{{overflow:visible!important;text-overflow:clip!important}}
{s} .mt-view{{font-size:22px}}
"""
"""Projector sizes for every part under the scope ``{s}``: the ipywidgets buttons, labels,
tabs, slider and lists as well as the kit's own views."""

CSS += "".join(_LARGE.format(s=scope) for scope in (
    ".mt-large-widget", ".jp-Notebook:has(.mt-large-lesson)"))  # (Voila's body is a .jp-Notebook)

CSS += """
@media (max-width:600px){
.mt-view.mt-large,.mt-large-widget .mt-view,.jp-Notebook:has(.mt-large-lesson) .mt-view
{font-size:17px}
.jp-Notebook:has(.mt-large-lesson) .jp-RenderedMarkdown{font-size:17px}
.jp-Notebook:has(.mt-large-lesson) .jp-OutputArea-output pre{font-size:14px}
}
"""
"""A table wider than its box (``.mt-table``) scrolls sideways, with a shadow at each edge
that has more to show (covers that scroll with the table hide a shadow at an end reached),
and a line over it, "scroll or swipe sideways", shown only while it overflows: the line's
animation runs on the table's own scroll timeline, which exists only while the table can
scroll (a browser without scroll timelines shows the shadows alone).

On a phone (a page under 600 CSS pixels wide) a projector-sized lesson's text and printed
output are set a little smaller, so a table or a board line fits more words before it wraps
or scrolls; a projector's page (1024 pixels and up) keeps the large sizes."""

"""CSS for every view, scoped under ``.mt-view``; ``.mt-large-widget`` (a view made with
``large=True``) scales every part of it for a projector, the ipywidgets buttons, labels,
tabs, slider and lists too, and a lesson whose first note is large (``.mt-large-lesson``)
scales its text and printed output as well."""


def style_tag() -> str:
    """The ``<style>`` element every view starts with.

    >>> style_tag().startswith("<style>")
    True
    """
    return f"<style>{CSS}</style>"
