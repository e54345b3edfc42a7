"""The declared payload of every action, and the one gate every payload passes.

Each action kind of each game declares its payload once, as a :class:`Payload` (a pydantic
model): unknown fields are refused, types are strict (a bool is not a number, ``1.0`` is
not a seat, a list is not a name), every number has bounds and every choice is an
enumeration. :func:`check` is the gate: :class:`ledger.game.Game` runs it before the rules
engine sees anything, for the command line, the record file and the banker's seat alike,
and a refusal is one :class:`~ledger.errors.RuleViolation` naming the field path in the
banker's words (``orders[0].super_jets``, positions counted from 0 as in every refusal of
the engines and in JSON paths) and the rule.

The schema says what an action *can* say; whether the table allows it now (the phase, the
player's cash, an idle plane) is the rules engine's to say.
"""

from __future__ import annotations

import difflib
from collections.abc import Mapping
from dataclasses import dataclass
from functools import cache
from typing import Annotated, Any, ClassVar

from pydantic import (
    AfterValidator,
    BaseModel,
    ConfigDict,
    Field,
    StringConstraints,
    TypeAdapter,
    ValidationError,
    model_validator,
)
from pydantic_core import ErrorDetails

from .errors import RuleViolation
from .text import check_name

__all__ = [
    "MAX_FIGURE",
    "MAX_SEATS",
    "Payload",
    "Options",
    "IF_LEFT_OUT",
    "new_game_options",
    "ActionSpec",
    "Seat",
    "Whole",
    "Amount",
    "Count",
    "Name",
    "UserText",
    "TEXT_CHECK",
    "check",
    "check_options",
    "check_model",
    "json_schema",
    "RECORD_RULE",
]

#: No figure of any of the games comes near a billion: a larger one is a typing slip.
MAX_FIGURE = 1_000_000_000
#: The most seats of any game (Air Fare with its 5-6 player option; 1930 seats 6).
MAX_SEATS = 6
#: Where the record format is written down.
RECORD_RULE = "docs/game-record.md"

#: A seat at the table, 1-based (whether that seat is taken is the engine's to check).
Seat = Annotated[int, Field(ge=1, le=MAX_SEATS)]
#: A whole number of the game's unit, either sign (whole dollars, or $ millions for Air Fare).
Whole = Annotated[int, Field(ge=-MAX_FIGURE, le=MAX_FIGURE)]
#: A whole amount of the game's unit, zero or more.
Amount = Annotated[int, Field(ge=0, le=MAX_FIGURE)]
#: A count of things (planes, tokens, cards), zero or more.
Count = Annotated[int, Field(ge=0, le=10_000)]
#: What :mod:`ledger.text` checks in text typed by the banker: one line, no control, format or
#: unassigned character, something visible, and (shown and printed literally) nothing the sheets
#: cannot print. Put it after a type's length constraints: ``Annotated[str, StringConstraints(...),
#: TEXT_CHECK]``. A blank text passes it (the schema's ``min_length`` or the engine refuses one).
TEXT_CHECK = AfterValidator(check_name)
#: Text typed by the banker, possibly empty (a card's words), checked by :mod:`ledger.text`.
UserText = Annotated[str, TEXT_CHECK]
#: A name typed by the banker (a city, a card, an airline): one line of text, checked by :mod:`ledger.text`.
Name = Annotated[str, StringConstraints(min_length=1, max_length=80), TEXT_CHECK]


class Payload(BaseModel):
    """The base of every action's declared payload: strict, closed, immutable.

    ``extra="forbid"`` refuses a misspelt field instead of dropping it; ``strict=True``
    refuses ``true`` or ``1.0`` where a whole number belongs and ``"3"`` where a number
    belongs. The stored payload stays the dict the banker gave (the record format does
    not change); the model only says whether it may be recorded.
    """

    model_config = ConfigDict(extra="forbid", strict=True, frozen=True)

    #: top-level field -> the rule a refusal of that field (or anything under it) names instead
    #: of the action's (e.g. a Flight Costs Table's ``provenance`` reads DESIGN.md)
    field_rules: ClassVar[Mapping[str, str]] = {}

    @classmethod
    def rule_for(cls, loc: tuple[int | str, ...], data: Mapping[str, Any]) -> str | None:
        """The rule a refusal at ``loc`` (pydantic's location) names, or ``None`` for the kind's.

        Args:
            loc: where the refused value stands, e.g. ``("income",)``.
            data: the payload as given (a rule may depend on another field).
        """
        return cls.field_rules.get(str(loc[0])) if loc else None


#: ``json_schema_extra`` key of an option whose reading changed: the value a game takes when its
#: stored options (a book, a record file) leave the option out, so a game started before the
#: change keeps its money when it is opened, replayed or imported again. A new game is stored
#: with the option's current default written out (:func:`new_game_options`).
IF_LEFT_OUT = "if_left_out"


def _left_out(model: type[BaseModel]) -> dict[str, Any]:
    """The options of ``model`` that carry an :data:`IF_LEFT_OUT` reading, name -> that reading."""
    out: dict[str, Any] = {}
    for name, info in model.model_fields.items():
        extra = info.json_schema_extra
        if isinstance(extra, dict) and IF_LEFT_OUT in extra:
            out[name] = extra[IF_LEFT_OUT]
    return out


class Options(Payload):
    """The base of every game's declared options: strict and closed like a payload, each
    option with its default, bounds and the rule it reads.

    An option whose reading changed after games were stored declares the old reading as
    ``json_schema_extra={"if_left_out": OLD}``: options read from a book or a record file
    that leave it out take ``OLD`` (the money of a stored game never changes under it);
    :func:`new_game_options` writes the current default out for every new game.
    """

    @model_validator(mode="before")
    @classmethod
    def _fill_left_out(cls, data: Any) -> Any:
        if isinstance(data, Mapping):
            missing = {k: v for k, v in _left_out(cls).items() if k not in data}
            if missing:
                return {**data, **missing}
        return data


def new_game_options(model: type[Options], options: Mapping[str, Any]) -> dict[str, Any]:
    """The options to store for a *new* game: ``options`` as given, plus the current default of
    every option that declares an :data:`IF_LEFT_OUT` reading and is not given (so the game
    plays today's reading, and keeps it whatever later defaults become).

    Args:
        model: the game's declared options (``GameMeta.options``).
        options: the options the banker chose, name -> JSON value.
    """
    out = dict(options)
    for name in _left_out(model):
        if name not in out:
            default = model.model_fields[name].default
            out[name] = default.model_dump() if isinstance(default, BaseModel) else default
    return out


@dataclass(frozen=True)
class ActionSpec:
    """One action kind: its declared payload and the rule a refusal names.

    Attributes:
        schema: the payload model.
        rule: where the action's rule is written, e.g. ``"Air Empire, Basic Game, Phase 4"``.
        summary: one line for ``airbanker schema`` and docs/game-record.md.
        variants: the variants the kind belongs to (e.g. ``("tournament",)``); empty: every variant.
        title: the action as the rulebook names it, shown on the banker's screens instead of its
            kind (``"Maintenance"`` for ``air_empire.maintenance``; :mod:`ledger.words`).
        option: the game option (a yes/no) an optional rule's kind belongs to (``"advertising"``: Air
            Fare's Advertising Phase Optional Rule); empty: every game of its variants.
    """

    schema: type[BaseModel]
    rule: str
    summary: str = ""
    variants: tuple[str, ...] = ()
    title: str = ""
    option: str = ""


def _position(loc: tuple[int | str, ...]) -> str:
    """A pydantic location as a path: ``('orders', 0, 'x')`` -> ``orders[0].x`` (as the engines name fields)."""
    text = ""
    for part in loc:
        if isinstance(part, int):
            text += f"[{part}]"
        elif text:
            text += f".{part}"
        else:
            text = part
    return text


@cache
def _schema_of(model: type[BaseModel]) -> dict[str, Any]:
    return model.model_json_schema()


def _known_fields(model: type[BaseModel], loc: tuple[int | str, ...]) -> list[str]:
    """The field names allowed where ``loc``'s last part stands (for "did you mean")."""
    root = _schema_of(model)
    defs = root.get("$defs", {})

    def resolve(node: dict[str, Any]) -> list[dict[str, Any]]:
        if "$ref" in node:
            return resolve(defs[node["$ref"].rsplit("/", 1)[-1]])
        for key in ("anyOf", "oneOf", "allOf"):
            if key in node:
                return [n for sub in node[key] for n in resolve(sub)]
        return [node]

    nodes = resolve(root)
    for part in loc[:-1]:
        following: list[dict[str, Any]] = []
        for node in nodes:
            if isinstance(part, int):
                if "items" in node:
                    following += resolve(node["items"])
                if "additionalProperties" in node and isinstance(node["additionalProperties"], dict):
                    following += resolve(node["additionalProperties"])
            elif part in node.get("properties", {}):
                following += resolve(node["properties"][part])
            elif isinstance(node.get("additionalProperties"), dict):
                following += resolve(node["additionalProperties"])
        nodes = following
    return sorted({name for node in nodes for name in node.get("properties", {})})


def _shown(value: Any) -> str:
    text = repr(value) if not isinstance(value, bool) else str(value).lower()
    return text if len(text) <= 40 else text[:37] + "..."


def _message(model: type[BaseModel], error: Mapping[str, Any]) -> str:
    kind = error["type"]
    ctx = error.get("ctx") or {}
    value = error.get("input")
    if kind == "extra_forbidden":
        known = _known_fields(model, tuple(error["loc"]))
        name = str(error["loc"][-1])
        near = difflib.get_close_matches(name, known, n=1)
        hint = f"; did you mean {near[0]!r}?" if near else (f"; the fields are {', '.join(known)}" if known else "")
        return f"unknown field{hint}"
    if kind == "missing":
        return "is required"
    if kind in ("int_type", "int_parsing", "int_from_float"):
        return f"must be a whole number, got {_shown(value)}"
    if kind == "bool_type":
        return f"must be true or false, got {_shown(value)}"
    if kind in ("string_type", "str_type"):
        return f"must be text, got {_shown(value)}"
    if kind == "string_unicode":  # a lone surrogate ("\\ud800"): no character, UTF-8 cannot hold it
        return f"is not text: {_shown(value)} holds a lone surrogate (not a character)"
    if kind == "string_pattern_mismatch":
        return f"must match {ctx['pattern']}, got {_shown(value)}"
    if kind in ("list_type", "tuple_type"):
        return f"must be a list, got {_shown(value)}"
    if kind in ("dict_type", "model_type", "model_attributes_type"):
        return f"must be an object of fields, got {_shown(value)}"
    if kind == "greater_than_equal":
        return f"must be at least {ctx['ge']:,}, got {_shown(value)}"
    if kind == "less_than_equal":
        return f"must be at most {ctx['le']:,}, got {_shown(value)}"
    if kind == "greater_than":
        return f"must be more than {ctx['gt']:,}, got {_shown(value)}"
    if kind == "less_than":
        return f"must be less than {ctx['lt']:,}, got {_shown(value)}"
    if kind == "string_too_short":
        return "must not be empty"
    if kind == "string_too_long":
        return f"must be at most {ctx['max_length']} characters"
    if kind == "too_short":
        return f"must have at least {ctx['min_length']} item(s)"
    if kind == "too_long":
        return f"must have at most {ctx['max_length']} item(s)"
    if kind == "literal_error":
        return f"must be one of {ctx['expected']}, got {_shown(value)}"
    if kind == "enum":
        return f"must be one of {ctx['expected']}, got {_shown(value)}"
    if kind == "multiple_of":
        return f"must be a multiple of {ctx['multiple_of']:,}, got {_shown(value)}"
    if kind == "value_error":
        return str(ctx.get("error", error["msg"]))
    return str(error["msg"])


def _refusal(
    model: type[BaseModel],
    error: ValidationError | list[ErrorDetails],
    rule: str,
    prefix: str = "",
    data: Mapping[str, Any] | None = None,
) -> RuleViolation:
    """The refusal of ``error`` (a ValidationError, or some of its error details) for the banker: one field, the
    deepest at fault, with what is wrong and the rule."""
    errors = error.errors(include_url=False) if isinstance(error, ValidationError) else error
    # the deepest error speaks (a union reports one per branch: the branch that got furthest); at
    # one depth an unknown field speaks before a missing one (a misspelt name explains both)
    first = max(errors, key=lambda e: (len(e["loc"]), e["type"] == "extra_forbidden")) if errors else None
    if first is None:  # pragma: no cover - pydantic always names one
        return RuleViolation("cannot be read", field=prefix or "payload", rule=rule)
    if issubclass(model, Payload):
        rule = model.rule_for(tuple(first["loc"]), data or {}) or rule
    loc = tuple(p for p in first["loc"] if not (isinstance(p, str) and (p.startswith("function-") or "[" in p)))
    path = _position(loc)
    field = f"{prefix}.{path}" if prefix and path else (prefix or path or "payload")
    return RuleViolation(_message(model, first), field=field, rule=rule)


def check(spec: ActionSpec, payload: Any) -> BaseModel:
    """The gate: ``payload`` read through ``spec.schema``.

    Args:
        spec: the action kind's declaration.
        payload: the fields as typed or stored (a dict from JSON).

    Returns:
        The validated model (the engine may read it; the stored payload stays the dict).

    Raises:
        RuleViolation: the first field at fault, named by its path (``orders[0].super_jets``),
            with what is wrong and ``spec.rule``.
    """
    if type(payload) is not dict:
        if not isinstance(payload, Mapping):
            raise RuleViolation("must be an object of fields", field="payload", rule=RECORD_RULE)
        payload = dict(payload)
    try:
        # validation reads the dict and never changes it: no copy of a dict already
        return spec.schema.model_validate(payload)
    except ValidationError as error:
        raise _refusal(spec.schema, error, spec.rule, data=payload) from None
    except RecursionError:
        raise RuleViolation("is nested too deep to be an action", field="payload", rule=RECORD_RULE) from None


def typed_refusal(spec: ActionSpec, partial: Mapping[str, Any]) -> RuleViolation | None:
    """What the schema refuses in the fields of ``partial`` typed so far, a field still to be typed not counted:
    a form tells the banker of an Initial Stock Price of 8 before its income is typed (a newcomer's try: the
    refusal came only once every field was filled). ``None``: nothing typed is refused yet.

    Args:
        spec: the action's declaration.
        partial: the payload's fields typed so far (some required ones left out).
    """
    try:
        spec.schema.model_validate(dict(partial))
    except ValidationError as error:
        # the details themselves (a ValidationError rebuilt from them refused a custom error type: a review)
        typed = [e for e in error.errors(include_url=False) if e["type"] != "missing"]
        if typed:
            return _refusal(spec.schema, typed, spec.rule, data=partial)
    except RecursionError:
        return RuleViolation("is nested too deep to be an action", field="payload", rule=RECORD_RULE)
    return None


def check_options(model: type[Options], options: Mapping[str, Any], rule: str) -> Options:
    """A game's options read through its declared :class:`Options` (defaults filled in).

    Raises:
        RuleViolation: an unknown option, a wrong type or an out-of-range value, named
            ``options.NAME``.
    """
    try:
        return model.model_validate(dict(options))
    except ValidationError as error:
        raise _refusal(model, error, rule, prefix="options") from None


def check_model(model: type[BaseModel], data: Mapping[str, Any], *, rule: str, prefix: str) -> BaseModel:
    """``data`` read through ``model`` (e.g. a line of a record file), refused as :func:`check` refuses.

    Args:
        model: the declared model.
        data: the decoded JSON object.
        rule: where the format is written, named by a refusal.
        prefix: what ``data`` is, the start of a refusal's field (``"line 3"`` -> ``line 3.kind``).

    Raises:
        RuleViolation: the first field at fault, named ``<prefix>.<path>``.
    """
    try:
        return model.model_validate(dict(data))
    except ValidationError as error:
        raise _refusal(model, error, rule, prefix=prefix) from None
    except RecursionError:
        raise RuleViolation("is nested too deep", field=prefix, rule=rule) from None


def json_schema(model: type[BaseModel]) -> dict[str, Any]:
    """The published JSON Schema of a payload or options model (``airbanker schema KIND``)."""
    return dict(_schema_of(model))


def adapter(annotation: Any) -> TypeAdapter[Any]:
    """A strict validator for a bare type (used where a value is read outside a payload)."""
    return TypeAdapter(annotation, config=ConfigDict(strict=True))
