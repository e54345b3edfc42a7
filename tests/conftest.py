"""Shared helpers for the pure-ledger tests: an Air Empire table driven through :class:`Game`.

No database, terminal or PDF here (DESIGN.md, "Rules engines": testable without them).
Tests get the helper class through the ``new_table`` fixture, so they never import this
module by name. Two fixtures of the screen snapshots are here too, so that every snapshot
file shares them: ``utc`` (the time zone pinned) and ``book`` (a book on a SQLite file in
``tmp_path``; :mod:`ledger.store` is imported only when a test asks for it). ``book_url`` is the URL
of an empty book on each database backend (SQLite, PostgreSQL) for the store's tests.
"""

from __future__ import annotations

import copy
import os
import time
from collections.abc import Iterable
from pathlib import Path
from typing import Any

import pytest

from ledger.game import Game, GameSetup
from ledger.games.air_empire import quarter_label, recap_sheets

NAMES = ("Ann", "Bea", "Cal", "Dee")


class AirEmpireTable:
    """A Basic Game of Air Empire played through real records (``Game.record``).

    Args:
        players: 2-4 seats, named Ann, Bea, Cal, Dee in seat order.
        **options: game options (docs/game-record.md), e.g. ``first_senior_president=3``.
    """

    def __init__(self, players: int = 4, **options: Any) -> None:
        self.game = Game(GameSetup("air_empire", "basic", "test table", NAMES[:players], options))

    # -- payload builders ------------------------------------------------------------------
    @staticmethod
    def card(
        city: str,
        adjacent: Iterable[str] = (),
        *,
        a: int = 10_000,
        b: int = 8_000,
        c: int = 6_000,
        revenue: int | dict[str, int] = 18_000,
    ) -> dict[str, Any]:
        """A route card payload (minimums per class, one revenue or one per class), whole dollars."""
        return {"city": city, "adjacent": list(adjacent), "minimums": {"A": a, "B": b, "C": c}, "revenue": revenue}

    @staticmethod
    def bid(player: int, cls: str, amount: int, supers: int | None = None, props: int | None = None) -> dict[str, Any]:
        """One secret bid; the plane combination is typed only when ``supers`` is given."""
        row: dict[str, Any] = {"player": player, "class": cls, "flight_costs": amount}
        if supers is not None:
            row["super_jets"] = supers
            row["prop_jets"] = props or 0
        return row

    # -- playing ----------------------------------------------------------------------------
    def record(self, kind: str, payload: dict[str, Any] | None = None):  # noqa: ANN201 - a Record
        if kind == "air_empire.route_card" and payload and len(self.game.setup.players) == 2:
            # a 2-player card has no Class C (Route Bidding): card() writes one for every table
            payload = {**payload, "minimums": {k: v for k, v in payload["minimums"].items() if k != "C"}}
        return self.game.record(kind, payload)

    def open_quarter(self, card: dict[str, Any], bids: Iterable[dict[str, Any]] = ()) -> None:
        """Phase 1: turn up ``card`` and resolve ``bids``."""
        self.record("air_empire.route_card", card)
        self.record("air_empire.bids", {"bids": list(bids)})

    def maintenance(self, seats: Iterable[int] | None = None) -> None:
        """Phase 5 for ``seats`` (by default every active player, in seat order)."""
        if seats is None:
            seats = [p.seat for p in self.game.state.active_players()]
        for seat in seats:
            self.record("air_empire.maintenance", {"player": seat})

    def quarter(
        self,
        card: dict[str, Any],
        bids: Iterable[dict[str, Any]] = (),
        *,
        loans: Iterable[tuple[int, int]] = (),
        orders: Iterable[dict[str, Any]] = (),
    ) -> None:
        """A whole quarter: route card, bids, loans, purchases, everyone's maintenance."""
        self.open_quarter(card, bids)
        for seat, amount in loans:
            self.record("air_empire.loan", {"player": seat, "amount": amount})
        orders = list(orders)
        if orders:
            self.record("air_empire.purchase", {"orders": orders})
        self.maintenance()

    # -- reading ----------------------------------------------------------------------------
    @property
    def state(self):  # noqa: ANN201 - AirEmpireState
        return self.game.state

    def player(self, seat: int):  # noqa: ANN201 - PlayerState
        return self.game.state.player(seat)

    def cash(self, seat: int) -> int:
        return self.game.balance(f"p{seat}:cash")

    def line(self, seat: int, code: str, quarter: int) -> int | None:
        """Line ``code`` of seat's Condensed Re-cap Sheet in ``quarter`` (1-based), as the sheet shows it."""
        label = quarter_label(quarter)
        (sheet,) = [s for s in recap_sheets(self.game.state) if s.seat == seat and label in s.quarter_labels]
        (row,) = [r for r in sheet.lines if r.code == code]
        return row.amounts[sheet.quarter_labels.index(label)]

    def outcome(self, seat: int, quarter: int) -> str:
        """How seat's Route Application of ``quarter`` ended (won, outbid, lost tie, forfeited)."""
        (app,) = [a for a in self.player(seat).applications if a.quarter == quarter]
        return app.outcome

    def snapshot(self) -> tuple[Any, ...]:
        """Everything a refused action must leave alone: state, balances, records, recap sheets."""
        return (
            copy.deepcopy(self.game.state),
            dict(self.game.state.balances),
            len(self.game.records),
            recap_sheets(self.game.state),
            self.game.position(),
        )


@pytest.fixture(scope="session")
def new_table() -> type[AirEmpireTable]:
    """The :class:`AirEmpireTable` class: ``new_table(players=4, **options)``."""
    return AirEmpireTable


@pytest.fixture
def utc(monkeypatch: pytest.MonkeyPatch) -> Any:
    """Times on screen are local: pin the zone so snapshots do not depend on the machine."""
    monkeypatch.setenv("TZ", "UTC")
    time.tzset()
    yield
    monkeypatch.undo()
    time.tzset()


@pytest.fixture
def book(tmp_path: Path) -> Any:
    """A :class:`ledger.store.Book` on ``tmp_path/t.sqlite``, closed after the test."""
    from ledger.store import Book

    b = Book(f"sqlite:///{tmp_path / 't.sqlite'}")
    yield b
    b.close()


@pytest.fixture(params=["sqlite", "postgresql"])
def book_url(request: pytest.FixtureRequest, tmp_path: Path) -> Any:
    """The URL of an empty book, once per database backend: ``sqlite`` (a file in ``tmp_path``) and
    ``postgresql`` (a fresh database on the server of ``AIRBANKER_TEST_POSTGRES_URL``, dropped after
    the test; skipped without it, an error when ``AIRBANKER_TEST_POSTGRES=required``: see
    tests/pg_databases.py and tests/pg_server.sh)."""
    if request.param == "sqlite":
        yield f"sqlite:///{tmp_path / 'book.sqlite'}"
        return
    from pg_databases import fresh_database

    with fresh_database(request.node.name) as url:
        yield url


#: the longest tests (whole quarters and turns through the screens, the box's screens, mypy, the random whole
#: games, the sweeps over every screen), measured with ``--durations``: started first so that no worker is left
#: with one of them at the end
LONGEST_FIRST = (
    "tests/tui/test_tui_box.py::test_the_box_screen_imports_confirms_and_exports_a_box",
    "tests/tui/golden_age/test_tui_golden_age.py::test_a_1930_game_from_the_start_screen",
    "tests/tui/air_empire/test_tui_tournament.py::test_a_tournament_quarter_through_the_screens",
    "tests/tui/air_empire/test_tui_play.py::test_two_full_quarters_of_a_three_player_game",
    "tests/ledger/air_empire/test_ledger_properties.py::test_random_games_keep_the_books",
    "tests/tui/test_tui_box.py::test_the_new_game_form_says_what_the_box_gives",
    "tests/ledger/air_empire/test_ledger_properties.py::test_random_quarters_keep_the_books",
    "tests/test_static.py::test_mypy_strict_is_clean",
    "tests/tui/air_fare/test_tui_air_fare.py::test_a_whole_turn_of_a_3_player_game_through_the_screens",
    "tests/tui/air_fare/test_tui_air_fare.py::test_the_new_game_form_offers_every_reading_of_issue_12",
    "tests/tui/test_tui_user_text.py::test_names_like_markup_show_as_typed_on_every_screen",
    "tests/tui/air_empire/test_tui_box_quarter.py::test_two_whole_quarters_from_the_box",
    "tests/tui/test_tui_sizes.py::test_no_dialog_takes_the_notices_line_at_80x24",
    "tests/ledger/air_empire/test_ledger_properties.py::test_random_tournament_games_keep_the_books",
    "tests/ledger/air_fare/test_air_fare_properties.py::test_random_games_keep_the_books",
    "tests/ledger/test_store_properties.py::test_random_actions_through_the_store_keep_the_books",
    "tests/ledger/test_store_crash.py::test_sigkill_while_recording",
)


def pytest_collection_modifyitems(items: list[pytest.Item]) -> None:
    """Longest first: the tests of :data:`LONGEST_FIRST` in its order, then the rest of tests/tui/
    (Pilot, each some seconds), then everything else, each group in its collected order.

    Under xdist (``-n``) each worker collects the same order and the controller hands the tests
    out in it, two at a time (``--maxschedchunk=2`` in pyproject.toml): the long ones overlap at
    the start instead of one of them finishing alone at the end."""

    def rank(item: pytest.Item) -> tuple[int, int]:
        for i, prefix in enumerate(LONGEST_FIRST):
            if item.nodeid.startswith(prefix):
                return (0, i)
        return (1, 0) if item.nodeid.startswith("tests/tui/") else (2, 0)

    items.sort(key=rank)


def pytest_xdist_auto_num_workers(config: pytest.Config) -> int:
    """``-n auto``: two workers per core. Much of the suite waits rather than computes (Textual's
    Pilot pausing for the screen, child processes, the PostgreSQL server), so a core has room for a
    second worker: on 2 cores the suite takes about a third less time than with one worker per core."""
    return 2 * (os.cpu_count() or 1)
