"""Safe YAML loading that remembers line numbers, for clear errors in user files.

Only plain data is built (``yaml.SafeLoader``): scenario and card files are parsed,
never evaluated. Mappings come back as :class:`LineDict`, which knows the line of
each key, so an error can name the file, the line and the reason.
"""

from __future__ import annotations

import functools
from typing import Any

MAX_BYTES = 1_000_000
"""Files larger than this are refused before parsing (no YAML bombs)."""


class DataFileError(ValueError):
    """A data file that cannot be used, with where and why.

    >>> print(DataFileError("x.yaml", 3, "unknown key 'foo'"))
    x.yaml, line 3: unknown key 'foo'
    """

    def __init__(self, path: str, line: int | None, reason: str) -> None:
        self.path, self.line, self.reason = str(path), line, reason
        where = f"{self.path}, line {line}" if line else self.path
        super().__init__(f"{where}: {reason}")


class LineDict(dict):
    """A dict that remembers the line (1-based) of the mapping and of each key."""

    line: int = 0
    key_lines: dict

    def line_of(self, key: Any) -> int:
        return self.key_lines.get(key, self.line) if hasattr(self, "key_lines") else self.line


class LineList(list):
    """A list that remembers the line of itself and of each item."""

    line: int = 0
    item_lines: list

    def line_of(self, index: int) -> int:
        try:
            return self.item_lines[index]
        except (AttributeError, IndexError):
            return self.line


@functools.cache
def _loader() -> Any:
    """The safe loader class, built on first use (PyYAML is imported only when needed)."""
    import yaml

    base = getattr(yaml, "CSafeLoader", yaml.SafeLoader)  # the C parser is much faster

    class Loader(base):  # type: ignore[misc, valid-type]
        pass

    def mapping(loader: Any, node: Any) -> LineDict:
        d = LineDict()
        d.line = node.start_mark.line + 1
        d.key_lines = {}
        for key_node, value_node in node.value:
            key = loader.construct_object(key_node, deep=True)
            try:
                hash(key)
            except TypeError:
                raise yaml.constructor.ConstructorError(
                    None, None, "a mapping key must be a plain value",
                    key_node.start_mark) from None
            if key in d:
                raise yaml.constructor.ConstructorError(
                    None, None, f"the key {key!r} appears twice", key_node.start_mark)
            d[key] = loader.construct_object(value_node, deep=True)
            d.key_lines[key] = key_node.start_mark.line + 1
        return d

    def sequence(loader: Any, node: Any) -> LineList:
        lst = LineList(loader.construct_object(n, deep=True) for n in node.value)
        lst.line = node.start_mark.line + 1
        lst.item_lines = [n.start_mark.line + 1 for n in node.value]
        return lst

    Loader.add_constructor(yaml.resolver.BaseResolver.DEFAULT_MAPPING_TAG, mapping)
    Loader.add_constructor(yaml.resolver.BaseResolver.DEFAULT_SEQUENCE_TAG, sequence)
    return Loader


def load_yaml(text: str, path: str = "<text>") -> Any:
    """Parse YAML text safely, raising :class:`DataFileError` with the line on failure.

    >>> data = load_yaml("title: x\\nplayers: [A, B]\\n")
    >>> data["players"], data.line_of("players")
    (['A', 'B'], 2)
    """
    if len(text.encode("utf-8", "replace")) > MAX_BYTES:
        raise DataFileError(path, None, f"the file is larger than {MAX_BYTES:,} bytes")
    import yaml

    try:
        return yaml.load(text, Loader=_loader())  # noqa: S506 - a SafeLoader
    except yaml.MarkedYAMLError as exc:
        mark = exc.problem_mark or exc.context_mark
        line = mark.line + 1 if mark else None
        reason = exc.problem or str(exc)
        if exc.context:
            reason = f"{exc.context}: {reason}" if exc.problem else exc.context
        raise DataFileError(path, line, f"not valid YAML ({reason})") from None
    except yaml.YAMLError as exc:
        raise DataFileError(path, None, f"not valid YAML ({exc})") from None


def load_yaml_file(path: Any) -> Any:
    """Read and parse a YAML file (see :func:`load_yaml`)."""
    from pathlib import Path

    p = Path(path)
    try:
        size = p.stat().st_size
    except OSError as exc:
        raise DataFileError(str(path), None, f"cannot read the file ({exc.strerror})") from None
    if size > MAX_BYTES:
        raise DataFileError(str(path), None, f"the file is larger than {MAX_BYTES:,} bytes")
    try:
        text = p.read_text(encoding="utf-8")
    except UnicodeDecodeError:
        raise DataFileError(str(path), None, "the file is not UTF-8 text") from None
    return load_yaml(text, str(path))
