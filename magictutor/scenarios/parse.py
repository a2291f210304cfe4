"""Reading scenario files safely: the size limit, the encoding, YAML's plain data only
(no tags that build objects), and decimal numbers kept as written (``901.10``).

:mod:`magictutor.scenarios.load` then checks the parsed data key by key.
"""

from __future__ import annotations

import functools
from typing import Any

from magictutor.scenarios.validate import RuleNumber, ScenarioError
from magictutor.yamlio import MAX_BYTES, DataFileError, check_text, decode, parse_with, read_capped


@functools.cache
def _loader() -> Any:
    from magictutor.yamlio import _loader as base_loader

    class Loader(base_loader()):  # type: ignore[misc, valid-type]
        pass

    def number(loader: Any, node: Any) -> RuleNumber:
        value = RuleNumber(loader.construct_yaml_float(node))
        value.text = node.value
        return value

    Loader.add_constructor("tag:yaml.org,2002:float", number)
    return Loader


def parse_yaml(text: str, path: str = "<text>") -> Any:
    """Parse scenario YAML safely (see :func:`magictutor.yamlio.load_yaml`), keeping how
    decimal numbers were written.

    >>> parse_yaml("rules: [901.10, 306.7]")["rules"][0].text
    '901.10'
    """
    if len(text.encode("utf-8", "replace")) > MAX_BYTES:
        raise ScenarioError(path, None, f"the file is larger than {MAX_BYTES:,} bytes")
    try:
        check_text(text, path)
    except DataFileError as exc:
        raise ScenarioError(path, exc.line, exc.reason, exc.column) from None
    _check_numbers_quoted(text, path)
    return parse_with(text, path, _loader(), ScenarioError)


def _check_numbers_quoted(text: str, path: str) -> None:
    """``Grizzly Bears #2`` outside quotes is cut short by YAML, which reads `` #`` as the
    start of a comment; say so instead of letting the name silently change.

    >>> _check_numbers_quoted('- "Bob: attack with Grizzly Bears #2 at Alice"', "x")
    >>> _check_numbers_quoted("Grizzly Bears #2: {tapped: true}", "x.yaml")
    Traceback (most recent call last):
    ...
    magictutor.scenarios.validate.ScenarioError: x.yaml, line 1: YAML reads ' #2' as the start \
of a comment; put a name with a number in quotes, e.g. "Grizzly Bears #2"
    """
    for number, line in enumerate(text.splitlines(), start=1):
        quote = ""
        for i, ch in enumerate(line):
            if quote:
                quote = "" if ch == quote else quote
            elif ch in "'\"":
                quote = ch
            elif ch == "#" and (i == 0 or line[i - 1].isspace()):
                if line[i + 1:i + 2].isdigit() and i >= 2 and (
                        line[i - 2].isalnum() or line[i - 2] == ")"):
                    raise ScenarioError(path, number, f"YAML reads ' #{line[i + 1]}' as the "
                                        "start of a comment; put a name with a number in "
                                        'quotes, e.g. "Grizzly Bears #2"')
                break


def read_file(path: Any) -> str:
    """The text of a scenario file, refusing huge or non-UTF-8 files, and what is no
    regular file (:func:`~magictutor.yamlio.read_capped`)."""
    try:
        data = read_capped(path, MAX_BYTES)
    except DataFileError as exc:
        raise ScenarioError(exc.path, None, exc.reason) from None
    try:
        return decode(data, str(path))
    except DataFileError as exc:
        raise ScenarioError(str(path), exc.line, exc.reason, exc.column) from None
