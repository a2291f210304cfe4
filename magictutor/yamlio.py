"""Safe YAML loading that remembers line numbers, for clear errors in user files.

Only plain data is built (``yaml.SafeLoader``): scenario and card files are parsed,
never evaluated. Mappings come back as :class:`LineDict`, which knows the line of
each key, so an error can name the file, the line and the reason.
"""

from __future__ import annotations

import functools
import os
import re
import stat
from typing import Any

from magictutor.errors import MagictutorError
from magictutor.limits import MAX_BYTES, MAX_DEPTH, MAX_DIGITS, MAX_LINE, MAX_NODES, cut

__all__ = ["MAX_BYTES", "DataFileError", "LineDict", "LineList", "load_yaml", "load_yaml_file",
           "check_text", "decode", "read_capped"]


class DataFileError(MagictutorError):
    """A data file that cannot be used, with where and why.

    >>> print(DataFileError("x.yaml", 3, "unknown key 'foo'"))
    x.yaml, line 3: unknown key 'foo'
    >>> print(DataFileError("x.yaml", 2, "a control character", column=7))
    x.yaml, line 2, column 7: a control character
    """

    def __init__(self, path: str, line: int | None, reason: str,
                 column: int | None = None) -> None:
        self.path, self.line, self.reason, self.column = str(path), line, reason, column
        where = f"{self.path}, line {line}" if line else self.path
        if line and column:
            where += f", column {column}"
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
        def get_single_data(self) -> Any:
            node = self.get_single_node()
            if node is None:
                return None
            _check_nodes(node)  # (before anything is built: an alias bomb stays a graph)
            return self.construct_document(node)

        def construct_object(self, node: Any, deep: bool = False) -> Any:
            try:
                return super().construct_object(node, deep)
            except yaml.YAMLError:
                raise
            except Exception as exc:  # noqa: BLE001 - PyYAML's own constructors can fail
                # on odd plain data (a timestamp it half-recognises): name the value's place
                kind = str(node.tag).rsplit(":", 1)[-1]
                why = f": {str(exc)[:100]}" if isinstance(exc, ValueError) else ""
                raise yaml.constructor.ConstructorError(
                    None, None, f"cannot read {cut(str(node.value)[:40])} as a {kind}{why}",
                    node.start_mark) from None

    def integer(loader: Any, node: Any) -> int:
        digits = sum(ch.isdigit() for ch in str(node.value))
        if digits > MAX_DIGITS:
            raise yaml.constructor.ConstructorError(
                None, None, f"a number of {digits} digits (at most {MAX_DIGITS})",
                node.start_mark)
        return yaml.constructor.SafeConstructor.construct_yaml_int(loader, node)

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
                    None, None, f"the key {cut(key)} appears twice", key_node.start_mark)
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
    Loader.add_constructor("tag:yaml.org,2002:int", integer)
    return Loader


def _check_nodes(root: Any) -> None:
    """Refuse a document of more than :data:`MAX_NODES` values (each alias counted as a full
    copy of what it names) or nested deeper than :data:`MAX_DEPTH`, counting the composed
    graph once per node (linear time: a shared node's size is worked out once)."""
    import yaml

    def fail(node: Any, reason: str) -> None:
        raise yaml.constructor.ConstructorError(None, None, reason, node.start_mark)

    size: dict[int, int] = {}
    open_: set[int] = set()
    stack: list[tuple[Any, int, bool]] = [(root, 1, False)]
    while stack:
        node, depth, done = stack.pop()
        key = id(node)
        children = _children(node)
        if done:
            open_.discard(key)
            total = 1 + sum(size[id(c)] for c in children)
            if total > MAX_NODES:
                fail(node, f"the file expands to more than {MAX_NODES:,} values (aliases "
                     "count as copies of what they name)")
            size[key] = total
            continue
        if key in size:
            continue
        if key in open_:
            fail(node, "an alias refers to a value that contains it")
        if depth > MAX_DEPTH:
            fail(node, f"lists and mappings are nested more than {MAX_DEPTH} deep")
        open_.add(key)
        stack.append((node, depth, True))
        for c in children:
            if id(c) in open_:
                fail(c, "an alias refers to a value that contains it")
            if id(c) not in size:
                stack.append((c, depth + 1, False))


def _children(node: Any) -> list:
    value = node.value
    if isinstance(value, list):
        out = []
        for item in value:
            if isinstance(item, tuple):
                out += list(item)
            else:
                out.append(item)
        return out
    return []


_CONTROL = re.compile("[\x00-\x08\x0b\x0c\x0e-\x1f\x7f-\x84\x86-\x9f\ud800-\udfff"
                      "\ufffe\uffff]")
"""Characters YAML does not allow in a file (but tab, newline and carriage return)."""


def check_text(text: str, path: str) -> None:
    """Refuse control characters (but tab, newline and carriage return) and lines longer
    than :data:`MAX_LINE`, naming the line and column of the first.

    >>> check_text("a: 1\\nb: \\x07\\n", "x.yaml")
    Traceback (most recent call last):
    ...
    magictutor.yamlio.DataFileError: x.yaml, line 2, column 4: a control character (U+0007) \
is not allowed in the file
    """
    m = _CONTROL.search(text)
    if m:
        line = text.count("\n", 0, m.start()) + 1
        column = m.start() - (text.rfind("\n", 0, m.start()) + 1) + 1
        raise DataFileError(path, line, f"a control character (U+{ord(m.group()):04X}) is not "
                            "allowed in the file", column)
    for number, line_text in enumerate(text.split("\n"), start=1):
        if len(line_text) > MAX_LINE:
            raise DataFileError(path, number, f"the line is longer than {MAX_LINE:,} "
                                "characters", MAX_LINE + 1)


def decode(data: bytes, path: str) -> str:
    """UTF-8 text from a file's bytes, or an error naming the line and column of the first
    byte that is not UTF-8.

    >>> decode(b"a: 1\\nb: \\xff\\n", "x.yaml")
    Traceback (most recent call last):
    ...
    magictutor.yamlio.DataFileError: x.yaml, line 2, column 4: the file is not UTF-8 text \
(byte 0xff)
    """
    try:
        return data.decode("utf-8")
    except UnicodeDecodeError as exc:
        start = exc.start
        line = data.count(b"\n", 0, start) + 1
        column = len(data[data.rfind(b"\n", 0, start) + 1:start].decode("utf-8", "replace")) + 1
        raise DataFileError(path, line, f"the file is not UTF-8 text (byte 0x{data[start]:02x})",
                            column) from None


def load_yaml(text: str, path: str = "<text>") -> Any:
    """Parse YAML text safely, raising :class:`DataFileError` with the line on failure.

    >>> data = load_yaml("title: x\\nplayers: [A, B]\\n")
    >>> data["players"], data.line_of("players")
    (['A', 'B'], 2)
    """
    if len(text.encode("utf-8", "replace")) > MAX_BYTES:
        raise DataFileError(path, None, f"the file is larger than {MAX_BYTES:,} bytes")
    check_text(text, path)
    return parse_with(text, path, _loader())


def parse_with(text: str, path: str, loader: Any, kind: type = DataFileError) -> Any:
    """Parse checked YAML text with ``loader`` (a safe loader class of :func:`_loader`'s),
    turning every PyYAML failure into a ``kind`` error (:class:`DataFileError` or a
    subclass) with the file and line."""
    import yaml

    try:
        return yaml.load(text, Loader=loader)  # noqa: S506 - built on yaml's SafeLoader
    except yaml.MarkedYAMLError as exc:
        raise yaml_error(exc, path, kind) from None
    except yaml.YAMLError as exc:
        raise kind(path, 1, f"not valid YAML ({cut(str(exc), 200)})") from None
    except RecursionError:
        raise kind(path, 1, f"lists and mappings are nested more than {MAX_DEPTH} "
                   "deep") from None


def yaml_error(exc: Any, path: str, kind: type = DataFileError) -> DataFileError:
    """The :class:`DataFileError` (or subclass ``kind``) for a PyYAML error with a mark."""
    mark = exc.problem_mark or exc.context_mark
    line = mark.line + 1 if mark else 1
    column = mark.column + 1 if mark else None
    reason = exc.problem or str(exc)
    if exc.context:
        reason = f"{exc.context}: {reason}" if exc.problem else exc.context
    if len(reason) > 200:
        reason = reason[:200] + "..."
    return kind(path, line, f"not valid YAML ({reason})", column)


def read_capped(path: Any, limit: int = MAX_BYTES, what: str = "file") -> bytes:
    """The bytes of the regular file at ``path``, at most ``limit`` of them, or a
    :class:`DataFileError` saying why not: missing, unreadable, a folder, or not a regular
    file at all (a pipe or a device such as ``/dev/zero``, which would never end or never
    begin: nothing is read from it), or larger than ``limit`` (it is not read past that).

    >>> read_capped("/dev/zero")
    Traceback (most recent call last):
    ...
    magictutor.yamlio.DataFileError: /dev/zero: not a regular file (a device, a pipe or a \
socket), so it is not read
    """
    shown = str(path) if len(str(path)) <= 200 else cut(str(path), 200)
    try:
        info = os.stat(path)
        if stat.S_ISDIR(info.st_mode):
            raise DataFileError(shown, None, f"is a folder, not a {what}")
        if not stat.S_ISREG(info.st_mode):
            raise DataFileError(shown, None, "not a regular file (a device, a pipe or a "
                                "socket), so it is not read")
        if info.st_size > limit:
            raise DataFileError(shown, None, f"the {what} is larger than {limit:,} bytes")
        with open(path, "rb") as fh:
            data = fh.read(limit + 1)
    except DataFileError:
        raise
    except OSError as exc:
        raise DataFileError(shown, None, f"cannot read the {what} ({exc.strerror or exc})"
                            ) from None
    except (ValueError, TypeError):  # (a NUL or a lone surrogate in the path; not a path)
        raise DataFileError(shown, None, "not a path the system can open") from None
    if len(data) > limit:  # (it grew while being read)
        raise DataFileError(shown, None, f"the {what} is larger than {limit:,} bytes")
    return data


def load_yaml_file(path: Any) -> Any:
    """Read and parse a YAML file (see :func:`load_yaml`)."""
    data = read_capped(path)
    return load_yaml(decode(data, str(path)), str(path))
