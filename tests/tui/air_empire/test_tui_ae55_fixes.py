"""Newcomers' tries at 80x24 (task ae55): the Flight Profit's rounding said at the bid reveal, the purchase form's Pays
column and live line agreeing, the Recorded notice off the table's legend, the Status column whole beside a long name.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from pytest import MonkeyPatch
from sample_helpers import sample_record
from tui_helpers import drawn_text, form_setup, import_sample, keys, make_app, note, open_game_at, run

import tui.app
from tui.app import AirbankerApp
from tui.games.air_empire.bids import BidsScreen
from tui.games.air_empire.forms import PurchaseForm
from tui.games.air_empire.table import TableScreen

#: the sample's actions before its Y2 Q1 route card (Salt Lake City, adjacent to Ann's Helena, won in Class A)
BEFORE_Q5_CARD = 30


@run
async def test_the_reveal_says_the_flight_profit_rounding(tmp_path: Path) -> None:
    """A card's revenue of $22,250 and Ann's $12,000 bid work out a Flight Profit of $10,250, entered as $10,200 (a
    half rounds down: Phase 1 NOTE, Reminder Rules 9): the reveal says so, as it says the Efficiency Savings'."""
    app = make_app(tmp_path)
    game = import_sample(app.book, "air-empire-basic-4p", BEFORE_Q5_CARD)
    card = {
        "city": "Salt Lake City",
        "adjacent": ["Denver", "Helena", "Las Vegas"],
        "minimums": {"A": 10000, "B": 8000, "C": 6000},
        "revenue": 22250,
    }
    app.book.record(game, "air_empire.route_card", card)
    async with app.run_test(size=(80, 24)) as pilot:
        await open_game_at(pilot, game)
        await keys(pilot, "b")
        bids = app.screen
        assert isinstance(bids, BidsScreen)
        for cls, amount in (("a", "12000"), ("b", "9000"), ("c", "9000"), ("c", "8000")):
            await keys(pilot, cls, "enter", amount, "enter", "enter", "enter")
        await keys(pilot, "enter")
        assert bids.stage == "reveal", bids.refusal
        said = " ".join(" ".join(bids.revealed).split())
        assert (
            "Flight Profit $10,200 ($22,250 − $12,000 = $10,250, a half rounds down)"
            " + Efficiency Savings $2,000 (20% = $2,040, rounded)"
        ) in said, bids.revealed
        assert "Flight Profit $13,200 ($22,250 − $9,000 = $13,250, a half rounds down) = $30,300" in said


@run
async def test_the_pays_column_says_refused_as_the_live_line_does(tmp_path: Path) -> None:
    """Ann ($67,700) orders 9 Super Jets ($63,000), then 2 Prop Jets: $68,000 together, over her cash (Basic Game,
    Phase 4). Enter on the 2 goes on to the Super Jets (the row is dear only with them): her Pays still says the row
    is refused, as the live line does, not the $68,000 it would cost."""
    app = make_app(tmp_path)
    game = import_sample(app.book, "air-empire-basic-4p", 40)  # Y2 Q2: Ann has $67,700
    async with app.run_test(size=(80, 24)) as pilot:
        await open_game_at(pilot, game)
        await keys(pilot, "p")
        form = app.screen
        assert isinstance(form, PurchaseForm)
        await keys(pilot, "tab", "9")
        assert note(form, "pays_1") == "$63,000"
        await keys(pilot, "shift+tab", "2", "enter")
        assert form.focused is form.query_one("#super_1")
        drawn = drawn_text(app)
        assert "Refused: Ann's order" in " ".join(drawn.split()), drawn
        assert note(form, "pays_1") == "refused", drawn
        assert "$68,000 " not in next(line for line in drawn.splitlines() if "1 Ann ($67,700)" in line)
        await keys(pilot, "0")  # 2 Prop Jets alone: $5,000, within her cash
        assert note(form, "pays_1") == "$5,000"


@run
async def test_the_recorded_notice_covers_nothing_of_the_table(tmp_path: Path, monkeypatch: MonkeyPatch) -> None:
    """Y2 Q3's purchases recorded with Çelik highlighted: a Next line of three lines, a detail of four, the legend of
    two, the "More:" keys straight above the footer. The notice leaves every line of the table whole (it covered the
    legend's last line): the detail gives it a row while it is on and takes it back once it is gone."""
    monkeypatch.setattr(tui.app, "RECORDED_SECONDS", 60.0)  # on while the table is looked at (a loaded run)
    app = make_app(tmp_path)
    game = import_sample(app.book, "air-empire-basic-4p", 48)
    purchase = sample_record("air-empire-basic-4p")[1][48]
    async with app.run_test(size=(80, 24), notifications=True) as pilot:
        await open_game_at(pilot, game)
        await keys(pilot, "down", "down")  # Çelik: six routes
        assert app.record(purchase.kind, purchase.payload) is not None
        for _ in range(100):  # the notice drawn, then placed again once the detail has left it its row
            await pilot.pause(0.05)
            drawn = drawn_text(app).splitlines()
            said = [i for i, line in enumerate(drawn) if "Recorded #49" in line]
            if said and drawn[said[0] - 1].startswith("ctrl+z undo"):
                break
        assert said, drawn
        assert drawn[said[0] - 2].startswith("More: "), drawn  # under the keys, on the row the detail gave up
        words = " ".join(" ".join(drawn).split())
        assert "Next: Phase 4: this quarter's purchases are recorded;" in words, drawn
        assert "Room: may still borrow · 5c due: maintenance" in words, drawn  # the legend whole
        assert "… the rest: r Recap" in words, drawn
        app.clear_notifications()
        for _ in range(100):  # the notice gone: the detail whole again
            await pilot.pause(0.05)
            words = " ".join(" ".join(drawn_text(app).splitlines()).split())
            if "borrow $0 more (Room)." in words:
                break
        assert "Recorded #49" not in words and "… the rest" not in words, words
        assert "Salt Lake City (C), Detroit (A)." in words and "5c due: maintenance More: " in words, words


def merged_into_a_long_name(app: AirbankerApp) -> int:
    """A 3-player game: Cal merged into Alexandra-Marie at the start of Y1 Q2 (Basic Game, Mergers), then Ann won
    her second Class A route: $5,000 of loan room (Class A Service b), the Room column as wide as "$5,000"."""

    def card(city: str) -> dict[str, Any]:
        revenue = {"A": 30_000, "B": 10_000, "C": 7_000}
        return {"city": city, "adjacent": [], "minimums": {"A": 10_000, "B": 8_000, "C": 6_000}, "revenue": revenue}

    first = [
        {"player": 1, "class": "A", "flight_costs": 12_000},
        {"player": 2, "class": "B", "flight_costs": 8_000, "super_jets": 1, "prop_jets": 0},
        {"player": 3, "class": "C", "flight_costs": 6_000, "super_jets": 0, "prop_jets": 1},
    ]
    actions: list[tuple[str, dict[str, Any]]] = [
        ("air_empire.route_card", card("Los Angeles")),
        ("air_empire.bids", {"bids": first}),
        ("air_empire.purchase", {"orders": [{"player": 1, "super_jets": 2}]}),
        *(("air_empire.maintenance", {"player": seat}) for seat in (1, 2, 3)),
        ("air_empire.merger", {"absorbed": 3, "into": 2}),
        ("air_empire.route_card", card("Helena")),
        ("air_empire.bids", {"bids": [{"player": 1, "class": "A", "flight_costs": 12_000}]}),
    ]
    setup = form_setup("air_empire", "basic", "Merger", "Ann", "Alexandra-Marie", "Cal")
    return int(app.book.create_game(setup, first=[(kind, payload, "") for kind, payload in actions]))


@run
async def test_the_status_column_whole_beside_a_long_name(tmp_path: Path) -> None:
    """At 80x24 "Merged into Alexandra-Marie" ran the grid past the edge ("Merged into A"): the Status column drops to
    its compact form, the merged player's detail saying it whole; at 120x36 it is whole in the grid."""
    app = make_app(tmp_path)
    game = merged_into_a_long_name(app)
    async with app.run_test(size=(80, 24)) as pilot:
        await open_game_at(pilot, game)
        drawn = drawn_text(app).splitlines()
        heads = next(line for line in drawn if line.startswith(" Seat Player"))
        assert heads.rstrip().endswith("Status"), drawn
        cal = next(line for line in drawn if line.startswith(" 3 Cal"))
        assert cal.rstrip().endswith(" Merged") and cal.index("Merged") == heads.index("Status"), drawn
        assert "$5,000" in next(line for line in drawn if line.startswith(" 1 Ann"))
        await keys(pilot, "down", "down")  # Cal highlighted: the detail says whom he merged into
        words = " ".join(" ".join(drawn_text(app).splitlines()).split())
        assert "Cal (seat 3) — Merged into Alexandra-Marie in Y1 Q2." in words, words
    async with make_app(tmp_path).run_test(size=(120, 36)) as pilot:
        await open_game_at(pilot, game)
        assert isinstance(pilot.app.screen, TableScreen)
        cal = next(line for line in drawn_text(pilot.app).splitlines() if line.startswith(" 3 Cal"))
        assert cal.rstrip().endswith("Merged into Alexandra-Marie"), cal
