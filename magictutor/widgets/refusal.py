"""A refused set-up shown as a message, not as a traceback: what was refused, the part of the
set-up at fault and the rules that forbid it, every word of it shown literally (a card or
player a learner names is text, never HTML).

>>> from magictutor.errors import SetupError
>>> html = refusal(SetupError("<b>Bob</b> is no player", field="setup.<b>",
...                           rules=("300.1", "901.3"))).data
>>> "&lt;b&gt;Bob&lt;/b&gt; is no player" in html and "<b>Bob" not in html
True
>>> html.count('class="mt-rule"'), "setup.&lt;b&gt;" in html
(2, True)
"""

from __future__ import annotations

from html import escape

from IPython.display import HTML

from magictutor.widgets.style import style_tag


def refusal(problem: BaseException, *, large: bool = True, edition: str = "") -> HTML:
    """``problem`` (a :class:`~magictutor.errors.SetupError`, or any error the kit raises
    for input it refuses) as a friendly message: its text, its ``field`` and the ``rules``
    it cites (``edition``: the rules' edition, said with them when given)."""
    field = str(getattr(problem, "field", "") or "")
    rules = tuple(str(r) for r in getattr(problem, "rules", ()) or ())
    parts = [f'<p style="margin:.2em 0"><b>Refused:</b> {escape(str(problem))}.</p>']
    if field:
        parts.append(f'<p style="margin:.2em 0">In the set-up: <code>{escape(field)}</code>'
                     "</p>")
    if rules:
        tags = "".join(f'<span class="mt-rule">{escape(r)}</span>' for r in rules)
        where = f" of {escape(edition)}" if edition else ""
        parts.append(f'<p style="margin:.2em 0">The rules{where} that forbid it: {tags}</p>')
    parts.append('<p style="margin:.2em 0" class="mt-auto">Nothing was built: the game is '
                 "not started.</p>")
    view = "mt-view mt-large" if large else "mt-view"
    kind = escape(type(problem).__name__)
    return HTML(f'{style_tag()}<div class="{view}"><div class="mt-msg mt-refused" role="alert"'
                f' data-error="{kind}">{"".join(parts)}</div></div>')
