"""The kit's exception family: every error it raises for bad input derives from
:class:`MagictutorError`, itself a :class:`ValueError`, so ``except ValueError`` (or
``except MagictutorError``) catches any of them, and each says what, where and why.

The family, by the layer that raises it (each name is importable from where it is defined
and from :mod:`magictutor`):

- :class:`magictutor.yamlio.DataFileError`: a data file (cards, scenarios) that cannot be
  used, with its path and line; :class:`magictutor.scenarios.validate.ScenarioError` is one
  for a scenario file;
- :class:`magictutor.editions.RuleAbsent`: a rule the edition does not have (also a
  :class:`LookupError`);
- :class:`magictutor.cards.UnknownCardError`: a card name the kit does not know (also a
  :class:`KeyError`);
- :class:`SetupError`: a situation that cannot be built;
- :class:`magictutor.engine.step.IllegalActionError`: a refused action, with the rules it breaks;
- :class:`magictutor.engine.serialize.SaveFormatError`: a saved game that cannot be read;
- :class:`magictutor.scenarios.names.NotationError`: text that cannot be read as an action;
- :class:`ArgumentError`: a Python call given a value of the wrong type or shape (also a
  :class:`TypeError`), and :class:`OutOfRange`: a step number past a timeline's ends (also an
  :class:`IndexError`).

>>> issubclass(SetupError, MagictutorError) and issubclass(MagictutorError, ValueError)
True
"""

from __future__ import annotations

__all__ = ["ArgumentError", "MagictutorError", "OutOfRange", "SetupError"]


class MagictutorError(ValueError):
    """The base of every error the kit raises for input it refuses."""


class SetupError(MagictutorError):
    """A situation that cannot be built, with the reason; ``field`` names the part of the
    set-up at fault (``"planechase.decks.Alice"``) and ``rules`` the rule numbers that
    forbid it, in the edition's numbering, when the refusal comes from a rule (both empty
    when the kit's own limits refuse it).

    >>> e = SetupError("no such thing", field="setup.Alice", rules=("300.1",))
    >>> str(e), e.field, e.rules
    ('no such thing', 'setup.Alice', ('300.1',))
    >>> SetupError("plain").field, SetupError("plain").rules
    ('', ())
    """

    def __init__(self, message: str = "", *, field: str = "",
                 rules: tuple[str, ...] | list[str] = ()) -> None:
        super().__init__(message)
        self.field = field
        self.rules = tuple(str(r) for r in rules)


class ArgumentError(MagictutorError, TypeError):
    """A call of the kit's Python API given a value of the wrong type or shape (a number where
    a game state goes, a list where a name goes), named with the argument and the value.

    >>> issubclass(ArgumentError, TypeError) and issubclass(ArgumentError, MagictutorError)
    True
    """


class OutOfRange(MagictutorError, IndexError):
    """A step number outside a timeline's steps."""
