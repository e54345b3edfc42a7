"""The tables entered again mid-game (Textual Pilot, the bundled 1930 sample at Turn 3): the same tables record
nothing and say so; changed ones ask first, naming what changes."""

from __future__ import annotations

from pathlib import Path

from test_tui_ga_stock_lists import sample_game
from test_tui_golden_age import stored_set_up
from textual.widgets import TextArea
from tui_helpers import SIZE, drawn_words, keys, make_app, run

from tui.base.widgets import ConfirmScreen
from tui.games.golden_age.forms import TablesForm
from tui.games.golden_age.table import GoldenAgeScreen


def last_notice(app: object) -> str:
    return " ".join([n.message for n in app._notifications][-1].split())  # type: ignore[attr-defined]


@run
async def test_the_same_tables_again_record_nothing(tmp_path: Path) -> None:
    """A newcomer's try: ``t i ctrl+s`` at Turn 3 recorded "Stock Market (28 boxes…) and Dividend Level table…
    entered" again, the same figures, without a question."""
    app = make_app(tmp_path)
    game = sample_game(app.book, 60)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        app.open_game(game)
        await pilot.pause()
        assert app.game.state.tables_provenance == "illustrative" and app.game.state.card_money
        before = len(app.game.records)
        await keys(pilot, "t", "c")  # this game's own tables, as entered
        assert isinstance(app.screen, TablesForm)
        await keys(pilot, "ctrl+s")
        assert isinstance(app.screen, GoldenAgeScreen)
        assert len(app.game.records) == before
        assert last_notice(app).startswith("Nothing changed — nothing recorded")


@run
async def test_the_illustrative_tables_again_record_nothing(tmp_path: Path) -> None:
    """The newcomer's keys: a game set up with the illustrative tables, ``t i ctrl+s`` once the cards are dealt."""
    app = make_app(tmp_path)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        await stored_set_up(pilot, "Again")
        before = len(app.game.records)
        await keys(pilot, "t", "i", "ctrl+s")
        assert isinstance(app.screen, GoldenAgeScreen)
        assert len(app.game.records) == before
        assert last_notice(app).startswith("Nothing changed — nothing recorded")
        # short enough for the notice's one line at 80x24, its mark and margins beside it (a newcomer's try: "…the
        # Stock Market and Dividend Level tabl…")
        assert len(f"▌ {last_notice(app)}") <= 76, last_notice(app)


@run
async def test_changed_tables_mid_game_ask_first_naming_the_change(tmp_path: Path) -> None:
    """A Dividend Level row changed at Turn 3: the question names it and says the Flies recorded keep their
    dividends; n records nothing, y records it; the Flies before paid as they did."""
    app = make_app(tmp_path)
    game = sample_game(app.book, 60)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        app.open_game(game)
        await pilot.pause()
        before = len(app.game.records)
        old = dict(app.game.state.dividends)
        flights = list(app.game.state.flights)
        await keys(pilot, "t", "c")
        form = app.screen
        assert isinstance(form, TablesForm)
        box = form.query_one("#dividends", TextArea)
        lines = box.text.splitlines()
        income, dividend = (int(v) for v in lines[1].split())
        lines[1] = f"{income} {dividend + 1}"
        box.text = "\n".join(lines) + "\n"
        await pilot.pause()
        await keys(pilot, "ctrl+s")
        assert isinstance(app.screen, ConfirmScreen)
        words = drawn_words(app)
        assert f"Dividend Level from income ${income}: dividend ${old[income]} → ${dividend + 1}" in words
        # what becomes of the Flies before (a newcomer's try: the question listed the changed row only)
        assert "Flies recorded keep their dividends; from now on Flies use the new table." in words, words
        await keys(pilot, "n")
        assert app.screen is form and len(app.game.records) == before
        await keys(pilot, "ctrl+s", "y")
        assert isinstance(app.screen, GoldenAgeScreen)
        assert len(app.game.records) == before + 1
        assert dict(app.game.state.dividends)[income] == dividend + 1
        assert app.game.state.flights[: len(flights)] == flights  # the Flies recorded before: as they were
