"""The banker's seat and a second session on the same book (the command line, another airbanker):
what the other records is shown, and a stale screen never writes over it. Pilot at 80×24 on a
real SQLite file; the other session is a second :class:`ledger.store.Book` on the same file.
"""

from __future__ import annotations

import asyncio
from pathlib import Path

from ledger.game import GameSetup
from ledger.store import Book
from tui.app import AirbankerApp
from tui.games.air_empire.table import TableScreen

CARD = {"city": "Helena", "adjacent": ["Los Angeles"], "minimums": {"A": 8000, "B": 7000, "C": 6000}, "revenue": 15000}
BIDS = {"bids": [{"player": 1, "class": "A", "flight_costs": 12000, "super_jets": 2, "prop_jets": 1}]}


def test_actions_recorded_elsewhere_are_read_on_resume_and_a_stale_record_is_refused(tmp_path: Path) -> None:
    url = f"sqlite:///{tmp_path / 't.sqlite'}"
    book = Book(url)
    game_id = book.create_game(GameSetup("air_empire", "basic", "Two sessions", ("Ann", "Bea", "Cal")))
    app = AirbankerApp(book, config_path=tmp_path / "config.toml")

    async def main() -> None:
        async with app.run_test(size=(80, 24)) as pilot:
            await pilot.pause()
            app.open_game(game_id)
            await pilot.pause()
            assert isinstance(app.screen, TableScreen)
            assert "route card" in app.game.position()
            other = Book(url)  # the command line records the route card meanwhile
            other.record(game_id, "air_empire.route_card", CARD)
            # a stale screen types the route card again: refused, nothing written, read again
            refused = app.try_record("air_empire.route_card", CARD, notify_refusal=False)
            assert not hasattr(refused, "seq") and "changed elsewhere" in str(refused)
            assert book.stored_actions(game_id) == 1 and "bids" in app.game.position()
            other.record(game_id, "air_empire.bids", BIDS)
            other.close()
            await pilot.press("escape")  # back to the games, then Enter resumes: read again
            await pilot.pause()
            app.open_game(game_id)
            await pilot.pause()
            assert len(app.game.records) == 2 and "loans" in app.game.position()

    asyncio.run(main())
    assert book.audit(game_id).ok
    book.close()
