"""Air Empire's forms and reveal with a long player name, and the Efficiency Savings' rounding said at the reveal.

Newcomers' tries: at 120x36 the Purchase form's label "1 Alexandra-Marie ($9,80…" hid the cash in a column of 26
cells with room to spare, and at 80x24 the focus mark sat glued after a cut label ("($15,0…▸0") where the other
rows have it before theirs ("▸ 2 Bea"); the bid reveal ("Alexandra-Mar A $12,000") and Maintenance
("Alexandra-Mar  $3,000") cut the name to 13 letters whatever the room. And the reveal said the Stand-pat penalty's
rounding but not the Efficiency Savings'.
"""

from __future__ import annotations

import dataclasses
from pathlib import Path
from typing import Any

from sample_helpers import sample_record
from tui_helpers import drawn_text, first_allowed, keys, make_app, open_game_at, run

from ledger.store import Book
from tui.base.widgets import FOCUS_MARK
from tui.games.air_empire.bids import BidsScreen
from tui.games.air_empire.forms import MaintenanceForm, PurchaseForm

SAMPLE = "air-empire-basic-4p"
LONG = "Alexandra-Marie"


def _stored(book: Book, kind: str, name: str = LONG, upto: int | None = None) -> int:
    """The sample with ``name`` at seat 1, stored up to where ``kind`` is first allowed (or its first ``upto``
    actions)."""
    setup, actions = sample_record(SAMPLE)
    setup = dataclasses.replace(setup, players=(name, *setup.players[1:]))
    count = first_allowed(SAMPLE, kind) if upto is None else upto
    return int(book.import_actions(setup, actions[:count], created_at="2026-01-01T20:00:00.000+00:00"))


def _lines(app: Any, start: str) -> list[str]:
    """The drawn lines (inside the box's borders) that start with ``start``."""
    out = []
    for line in drawn_text(app).splitlines():
        inner = line.split("│")[1].strip() if line.count("│") >= 2 else line.strip()
        if inner.startswith(start):
            out.append(inner)
    return out


@run
async def test_the_purchase_labels_take_the_room_and_cut_the_name_never_the_cash(tmp_path: Path) -> None:
    app = make_app(tmp_path)
    game = _stored(app.book, "air_empire.purchase")
    async with app.run_test(size=(120, 36)) as pilot:
        await open_game_at(pilot, game)
        await keys(pilot, "p")
        assert isinstance(app.screen, PurchaseForm)
        cash = app.game.balance("p1:cash")
        row = _lines(app, f"{FOCUS_MARK} 1 ")
        assert row and row[0].startswith(f"{FOCUS_MARK} 1 {LONG} (${cash:,}) 0"), drawn_text(app)
        # the other rows' fields and the heads in the same column
        column = row[0].index(" 0 ") + 1
        assert _lines(app, "2 Bea (")[0].index(" 0 ") + 1 == column, drawn_text(app)
        assert _lines(app, "Player (cash)")[0].index("Prop Jets") == column, drawn_text(app)
    # a name too long for the room left at 80x24: the name cut, the cash whole, the mark where the other rows have it
    (tmp_path / "narrow").mkdir()
    app = make_app(tmp_path / "narrow")
    very_long = "Maximilian Bartholomew Featherstonehaugh"
    game = _stored(app.book, "air_empire.purchase", very_long)
    async with app.run_test(size=(80, 24)) as pilot:
        await open_game_at(pilot, game)
        await keys(pilot, "p")
        cash = app.game.balance("p1:cash")
        row = _lines(app, f"{FOCUS_MARK} 1 Maximilian")
        assert row and f"… (${cash:,}) 0" in row[0], drawn_text(app)
        await keys(pilot, "down")  # Bea's row: the mark before her label, the first row's unmarked
        assert _lines(app, f"{FOCUS_MARK} 2 Bea ("), drawn_text(app)
        first = _lines(app, "1 Maximilian")
        assert first and f"… (${cash:,}) " in first[0] and FOCUS_MARK not in first[0], drawn_text(app)


@run
async def test_maintenance_and_the_reveal_show_the_long_name_whole_where_there_is_room(tmp_path: Path) -> None:
    app = make_app(tmp_path)
    game = _stored(app.book, "air_empire.maintenance")
    async with app.run_test(size=(120, 36)) as pilot:
        await open_game_at(pilot, game)
        await keys(pilot, "m")
        assert isinstance(app.screen, MaintenanceForm)
        assert _lines(app, f"{LONG} "), drawn_text(app)
    (tmp_path / "bids").mkdir()
    app = make_app(tmp_path / "bids")
    game = _stored(app.book, "air_empire.bids", upto=31)  # the sample's Y2 Q1 card turned up
    async with app.run_test(size=(120, 36)) as pilot:
        await open_game_at(pilot, game)
        await keys(pilot, "b")
        bids = app.screen
        assert isinstance(bids, BidsScreen)
        for cls, amount in (("a", "12000"), ("a", "12000"), ("c", "9000"), ("c", "8000")):
            await keys(pilot, cls, "enter", amount, "enter", "enter", "enter")
        await keys(pilot, "enter")
        assert bids.stage == "reveal"
        row = next(line for line in bids.revealed if line.startswith(LONG))
        heads = next(line for line in bids.revealed if line.startswith("Player"))
        assert row.startswith(f"{LONG} A") and heads.index("Class") == row.index(" A ") + 1, bids.revealed
        assert next(line for line in bids.revealed if line.startswith("Bea")).index("A") == heads.index("Class")
