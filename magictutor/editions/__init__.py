"""Editions of the Comprehensive Rules (CR) as data: rule numbers and behaviour variants.

The kit models four CR editions. Rules move between editions (damage is rule 119 until 2019
and 120 now; the legend rule is 704.5k, then 704.5j), so the engine never hard-codes a rule
number: it cites a stable *key* and asks the game's :class:`Edition` for that edition's number.

>>> ed = get_edition("2013-07")
>>> ed.rule("pw.uniqueness"), get_edition("current").rule("damage.planeswalker")
('306.4', '120.3c')
>>> get_edition("2011-09").feature("planeswalking")
'plane_ability'

The tables live in :mod:`magictutor.editions.data`; the rule-number index of each edition, built
from the CR texts by ``tools/build_cr_index.py``, lives in ``magictutor/data/cr/<edition>.txt``.
"""

from __future__ import annotations

import functools
import os
from collections.abc import Iterable
from dataclasses import dataclass

from magictutor.editions.data import EDITION_INFO, FEATURES, RULE_NUMBERS
from magictutor.errors import ArgumentError, MagictutorError
from magictutor.limits import cut

__all__ = [
    "DEFAULT_EDITION",
    "EDITIONS",
    "Edition",
    "RuleAbsent",
    "UnknownEditionError",
    "cited_numbers",
    "edition_headings",
    "edition_index",
    "get_edition",
    "index_form",
    "missing_numbers",
]

EDITIONS: tuple[str, ...] = ("2011-09", "2013-07", "2017-09", "current")
DEFAULT_EDITION = "2013-07"


class RuleAbsent(MagictutorError, LookupError):
    """A known rule key names a rule that the edition does not have.

    >>> issubclass(RuleAbsent, LookupError)
    True
    """


@dataclass(frozen=True)
class Edition:
    """One edition of the Comprehensive Rules.

    ``name`` is one of :data:`EDITIONS`, ``cr_date`` the ISO effective date printed at the top of
    that CR, and ``title`` a label for people.

    >>> get_edition("2017-09")
    Edition(name='2017-09', cr_date='2017-09-29', title='Ixalan rules (September 2017)')
    """

    name: str
    cr_date: str
    title: str

    def rule(self, key: str) -> str:
        """The number this edition gives the rule ``key``.

        Raises :class:`KeyError` for an unknown key and :class:`RuleAbsent` if this edition has
        no such rule.

        >>> get_edition("2011-09").rule("sba.legend"), get_edition("2017-09").rule("sba.legend")
        ('704.5k', '704.5j')
        >>> get_edition("current").rule("pw.redirect")
        Traceback (most recent call last):
        ...
        magictutor.editions.RuleAbsent: rule 'pw.redirect' does not exist in edition current ...
        >>> get_edition("current").rule("pw.redirekt")
        Traceback (most recent call last):
        ...
        KeyError: "unknown rule key 'pw.redirekt' (edition current)..."
        """
        try:
            numbers = RULE_NUMBERS[key]
        except KeyError:
            raise KeyError(
                f"unknown rule key {key!r} (edition {self.name}); "
                "known keys are listed in magictutor/editions/data.py"
            ) from None
        number = numbers[self.name]
        if number is None:
            raise RuleAbsent(f"rule {key!r} does not exist in edition {self.name} ({self.title})")
        return number

    def rules(self, *keys: str) -> tuple[str, ...]:
        """The numbers of several rule keys, in order (errors as for :meth:`rule`).

        >>> get_edition("current").rules("pw.zero", "sba.zero_loyalty")
        ('306.9', '704.5i')
        """
        return tuple(self.rule(key) for key in keys)

    def has(self, key: str) -> bool:
        """Whether this edition has the rule ``key`` (:class:`KeyError` if the key is unknown).

        >>> get_edition("2013-07").has("pw.uniqueness"), get_edition("2017-09").has("pw.uniqueness")
        (True, False)
        """
        try:
            self.rule(key)
        except RuleAbsent:
            return False
        return True

    def feature(self, name: str) -> object:
        """The value of the behaviour variant ``name`` in this edition.

        >>> [get_edition(e).feature("uniqueness") for e in EDITIONS]
        ['all', 'controller_chooses', None, None]
        >>> get_edition("current").feature("redirection")
        False
        """
        try:
            values = FEATURES[name]
        except KeyError:
            raise KeyError(
                f"unknown feature {name!r} (edition {self.name}); "
                f"known features: {', '.join(sorted(FEATURES))}"
            ) from None
        return values[self.name]

    def exists(self, number: str) -> bool:
        """Whether the rule number ``number`` exists in this edition's CR.

        Accepts whole rules with or without the period (``"306"``, ``"306."``).

        >>> ed = get_edition("2011-09")
        >>> ed.exists("309.6"), ed.exists("306"), ed.exists("312.7")
        (True, True, False)

        Existence is all it proves: in current, 704.5x is some other state-based action.
        """
        return index_form(number) in edition_index(self.name)

    def heading(self, number: str) -> str:
        """The heading of a section, whole rule or title-only rule (``"306"``, ``"702.9"``).

        >>> get_edition("current").heading("312"), get_edition("2011-09").heading("702.18")
        ('Phenomena', 'Trample')
        """
        return edition_headings(self.name)[index_form(number)]


def get_edition(name_or_edition: str | Edition | None = None) -> Edition:
    """The :class:`Edition` called ``name_or_edition`` (``None``: the default edition).

    >>> get_edition().name
    '2013-07'
    >>> get_edition(get_edition("current")).title
    'Current rules (August 2026)'
    >>> get_edition("2014")
    Traceback (most recent call last):
    ...
    magictutor.editions.UnknownEditionError: unknown CR edition '2014'; valid editions: \
2011-09, 2013-07, 2017-09, current
    >>> get_edition(["2013-07"])
    Traceback (most recent call last):
    ...
    magictutor.errors.ArgumentError: an edition is named by text (2011-09, 2013-07, 2017-09, \
current), not a list of 1 items
    """
    try:
        hit = _BY_NAME.get(name_or_edition)  # type: ignore[arg-type]
    except TypeError:  # (a list, a dict: no edition's name)
        hit = None
    if hit is not None:  # the engine asks this on every check: answer from a dict first
        return hit
    if isinstance(name_or_edition, Edition):
        return name_or_edition
    if name_or_edition is None:
        name_or_edition = DEFAULT_EDITION
    if type(name_or_edition) is not str:
        raise ArgumentError(f"an edition is named by text ({', '.join(EDITIONS)}), not "
                            f"{cut(name_or_edition)}")
    return _edition(name_or_edition)


class UnknownEditionError(MagictutorError, LookupError):
    """A name that is none of the kit's editions of the rules."""


@functools.cache
def _edition(name: str) -> Edition:
    if name not in EDITIONS:
        raise UnknownEditionError(f"unknown CR edition {cut(name)}; valid editions: "
                                  f"{', '.join(EDITIONS)}")
    info = EDITION_INFO[name]
    edition = Edition(name=name, cr_date=info["cr_date"], title=info["title"])
    _BY_NAME[name] = edition
    return edition


_BY_NAME: dict[str, Edition] = {}


def rule_by_edition(key: str) -> str:
    """The numbers of rule ``key`` over the editions, for a text about all of them (the card
    words' page): one number when every edition agrees, else each with its editions.

    >>> rule_by_edition("kw.exchange")
    '701.8 to 2013-07, 701.9 in 2017-09, 701.12 today'
    >>> rule_by_edition("game.cant")
    '101.2'
    """
    groups: dict[str, list[str]] = {}
    for name in EDITIONS:
        groups.setdefault(get_edition(name).rule(key), []).append(name)
    if len(groups) == 1:
        return next(iter(groups))
    parts = []
    for n, names in groups.items():
        if names == ["current"]:
            parts.append(f"{n} today")
        elif names[0] == EDITIONS[0] and len(names) > 1:
            parts.append(f"{n} to {names[-1]}")
        else:
            parts.append(f"{n} in {' and '.join(names)}")
    return ", ".join(parts)


def index_form(number: str) -> str:
    """A rule number as the index writes it: whole rules and sections end with a period.

    >>> index_form("119"), index_form("119."), index_form("704.5j"), index_form("9")
    ('119.', '119.', '704.5j', '9.')
    """
    number = number.strip()
    return number if "." in number else number + "."


@functools.cache
def _index_entries(name: str) -> tuple[tuple[str, str], ...]:
    get_edition(name)  # validates the name
    path = os.path.join(os.path.dirname(os.path.dirname(__file__)), "data", "cr", f"{name}.txt")
    with open(path, encoding="utf-8") as fh:
        text = fh.read()
    entries = []
    for line in text.splitlines():
        if not line or line.startswith("#"):
            continue
        number, _, heading = line.partition("\t")
        entries.append((number, heading))
    return tuple(entries)


@functools.cache
def edition_index(name: str) -> frozenset[str]:
    """Every rule number in edition ``name``, as in ``magictutor/data/cr/<name>.txt``.

    Whole rules and sections keep their period (``"306."``, ``"1."``); see :func:`index_form`.

    >>> idx = edition_index("2017-09")
    >>> "306." in idx, "704.5w" in idx, "704.5x" in idx
    (True, True, False)
    """
    return frozenset(number for number, _ in _index_entries(name))


@functools.cache
def edition_headings(name: str) -> dict[str, str]:
    """Headings of edition ``name``: sections, whole rules and title-only rules.

    Keys as in the index: ``"1."``, ``"306."``, and ``"702.9"`` (a rule that is only a title).

    >>> edition_headings("2011-09")["309."], edition_headings("2013-07")["310."]
    ('Planes', 'Phenomena')
    >>> edition_headings("current")["701.31"]
    'Planeswalk'

    """
    return {number: heading for number, heading in _index_entries(name) if heading}


_RULES_MEMO: dict[tuple[str, tuple[str, ...]], tuple[str, ...]] = {}
"""Rule numbers already looked up, by edition and rule keys (an unknown key still raises)."""


def rule_numbers(edition: str, keys: tuple[str, ...]) -> tuple[str, ...]:
    """The numbers edition ``edition`` gives the rules ``keys`` (numbers pass through),
    skipping rules it lacks; each answer is looked up once (an unknown key still raises)."""
    hit = _RULES_MEMO.get((edition, keys))
    if hit is None:
        hit = _RULES_MEMO[(edition, keys)] = _look_up(get_edition(edition), keys)
    return hit


def _look_up(ed: Edition, keys: tuple[str, ...]) -> tuple[str, ...]:
    out: list[str] = []
    for key in keys:
        if not key:
            continue
        if key[0].isdigit():  # already a number
            number = key
        else:
            try:
                number = ed.rule(key)
            except RuleAbsent:
                continue
        if number not in out:  # two keys may name one rule in an edition
            out.append(number)
    return tuple(out)


def cited_numbers() -> dict[str, frozenset[str]]:
    """Every rule number :data:`~magictutor.editions.data.RULE_NUMBERS` cites, per edition.

    >>> "704.5k" in cited_numbers()["2013-07"], "704.5k" in cited_numbers()["2017-09"]
    (True, False)
    """
    return {
        name: frozenset(n[name] for n in RULE_NUMBERS.values() if n[name] is not None)
        for name in EDITIONS
    }


def missing_numbers(edition: str | Edition, numbers: Iterable[str]) -> list[str]:
    """The rule numbers among ``numbers`` that do not exist in ``edition`` (sorted, unique).

    Meant for tests: ``assert not missing_numbers(ed, numbers_the_engine_cited)``.

    >>> missing_numbers("2011-09", ["306.4", "312.7", "119", "704.5x", "312.7"])
    ['312.7', '704.5x']
    """
    ed = get_edition(edition)
    return sorted({n for n in numbers if not ed.exists(n)})
