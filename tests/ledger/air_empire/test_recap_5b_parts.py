"""Line 5b of the Condensed Re-cap Sheet in its parts (a newcomer's try: the sheet showed "5b Total for current
quarter $400 $900 $700 ($400)", totals only, a note only where planes were both bought and sold).

Line 5b: "$200 each Prop Jet, $500 each Super Jet" purchased (Air Empire, Basic Game, Phase 5); a plane sold to a
player lowers the seller's (Plane Sales); one turned in is deducted (Tournament Game, Residual Value).
"""

from __future__ import annotations

import re

import pytest
from sample_helpers import sample_record

from ledger.game import Game
from ledger.games.air_empire import recap_sheets
from ledger.money import format_recap_amount


def _replayed(sample: str) -> Game:
    setup, actions = sample_record(sample)
    game = Game(setup)
    for action in actions:
        game.record(action.kind, action.payload, note=action.note, recorded_at=action.recorded_at)
    return game


def _worked(parts: str) -> int:
    """The dollars a note's parts add up to: ``"2 Prop Jets × $200 + 1 Super Jet × $500 (bought)"`` is 900."""
    total, sign = 0, 1
    for token in re.split(r" ([+−]) ", re.sub(r" \((bought|sold|turned in)\)$", "", parts)):
        if token in "+−":
            sign = 1 if token == "+" else -1
            continue
        count, rate = re.fullmatch(r"(\d+) .*? × \$([\d,]+)", token).groups()  # type: ignore[union-attr]
        total += sign * int(count) * int(rate.replace(",", ""))
    return total


@pytest.mark.parametrize("sample", ["air-empire-basic-4p", "air-empire-tournament-3p"])
def test_every_5b_with_planes_is_noted_in_parts_that_add_up_to_its_cell(sample: str) -> None:
    game = _replayed(sample)
    for sheet in recap_sheets(game.state):
        notes = {
            note.split(": ", 1)[0].removeprefix("5b "): note.split(": ", 1)[1]
            for note in sheet.line_notes
            if note.startswith("5b ")  # not a plane sale's cash (test_recap_plane_sales)
        }
        line = next(line for line in sheet.lines if line.code == "5b")
        for label, amount in zip(sheet.quarter_labels, line.amounts, strict=True):
            if not amount:
                continue  # an empty 5b, or $0 from nothing; a $0 of planes bought and sold is checked below
            assert label in notes, (sheet.player, label, amount)
            shown, parts = notes[label].split(" = ", 1)
            assert shown == format_recap_amount(amount), notes[label]
            worked = _worked(parts)
            deducted = "bought" not in parts
            assert (-worked if deducted else worked) == amount, notes[label]
        assert set(notes) <= set(sheet.quarter_labels)  # a sheet notes its own quarters only


def test_the_basic_samples_notes_in_the_rulebooks_words() -> None:
    game = _replayed("air-empire-basic-4p")
    notes = {(s.player, n) for s in recap_sheets(game.state) for n in s.line_notes}
    assert ("Çelik", "5b Y2 Q4: $900 = 2 Prop Jets × $200 + 1 Super Jet × $500 (bought)") in notes
    assert ("Dmitri", "5b Y1 Q3: $500 = 1 Super Jet bought × $500") in notes
    assert ("Çelik", "5b Y2 Q3: ($500) = 1 Super Jet bought × $500 − 2 Super Jets sold × $500") in notes


def test_planes_turned_in_are_noted_in_the_tournament() -> None:
    game = _replayed("air-empire-tournament-3p")
    notes = [n for s in recap_sheets(game.state) for n in s.line_notes if "turned in" in n]
    assert notes == ["5b Y7 Q1: ($1,200) = 1 Prop Jet × $200 + 2 Super Jets × $500 (turned in)"]
