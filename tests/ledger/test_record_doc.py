"""docs/game-record.md against the declared schemas (``airbanker schema KIND``): every action
kind of every game of the registry, and the generic kinds, appears in the doc, and every field
of its schema is named (in backticks or quotes) in the doc's section for it (the ``##`` sections
whose tables show the kind; Air Empire's route card, for one, is in two)."""

from __future__ import annotations

import re
from collections.abc import Iterator, Mapping
from pathlib import Path
from typing import Any

import pytest

from ledger.game import GENERIC_ACTIONS
from ledger.games import names, rules_for
from ledger.schema import ActionSpec, json_schema

DOC = Path(__file__).resolve().parents[2] / "docs" / "game-record.md"


def sections(text: str) -> list[str]:
    """The doc cut at its ``##`` headings (each with its ``###`` subsections)."""
    return re.split(r"^(?=## )", text, flags=re.MULTILINE)


def field_names(schema: Any) -> Iterator[str]:
    """Every property name of a JSON Schema, nested objects and ``$defs`` included."""
    if isinstance(schema, Mapping):
        properties = schema.get("properties")
        if isinstance(properties, Mapping):
            yield from properties
        for value in schema.values():
            yield from field_names(value)
    elif isinstance(schema, list):
        for item in schema:
            yield from field_names(item)


def undocumented(kind: str, spec: ActionSpec, doc: list[str]) -> list[str]:
    """What the doc misses of ``kind``: the kind itself, or the fields of its schema not named."""
    mine = [section for section in doc if f"`{kind}`" in section]
    if not mine:
        return [f"{kind}: not in docs/game-record.md"]
    text = "\n".join(mine)
    return [
        f"{kind}: field {name!r} not named in its section"
        for name in sorted(set(field_names(json_schema(spec.schema))))
        if f"`{name}`" not in text and f'"{name}"' not in text
    ]


def test_the_generic_kinds_and_their_fields_are_documented() -> None:
    doc = sections(DOC.read_text("utf-8"))
    assert [m for kind, spec in GENERIC_ACTIONS.items() for m in undocumented(kind, spec, doc)] == []


@pytest.mark.parametrize("game", names())
def test_every_action_kind_of_the_game_and_its_fields_are_documented(game: str) -> None:
    actions: Mapping[str, ActionSpec] = rules_for(game).actions
    assert actions, f"{game} declares no action kind"
    doc = sections(DOC.read_text("utf-8"))
    assert [m for kind, spec in actions.items() for m in undocumented(kind, spec, doc)] == []


def test_the_check_finds_a_kind_or_a_field_the_doc_leaves_out() -> None:
    """The check itself: a kind the doc never names, and a field its section does not."""
    from ledger.schema import Payload

    class Nameless(Payload):
        quokka_count: int

    doc = sections(DOC.read_text("utf-8"))
    assert undocumented("air_empire.quokka", ActionSpec(Nameless, ""), doc) == [
        "air_empire.quokka: not in docs/game-record.md"
    ]
    assert undocumented("air_empire.loan", ActionSpec(Nameless, ""), doc) == [
        "air_empire.loan: field 'quokka_count' not named in its section"
    ]
