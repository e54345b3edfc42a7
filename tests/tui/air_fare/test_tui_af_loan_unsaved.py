"""The loan between players form warns when the borrower is short by more than the loan: what is still short
after it, and that the loan is lost with him unless it is raised. A newcomer's try: Ann lent Cal $30M while Cal
was $104M short and the table said "only the other players can still save Cal"; that the loan would be lost came
only at the bankruptcy question. Not a refusal: the loan is recorded as typed."""

from __future__ import annotations

from pathlib import Path

from test_tui_air_fare import short_at_the_revenue_phase, stored_friday
from textual.widgets import Select
from tui_helpers import drawn_text, keys, make_app, run, text

from ledger.games import air_fare as af
from tui.games.air_fare.forms import PlayerLoanForm


@run
async def test_a_loan_too_small_to_save_the_borrower_is_warned_of(tmp_path: Path) -> None:
    app = make_app(tmp_path)
    async with app.run_test(size=(80, 24)) as pilot:
        await stored_friday(pilot)
        short_at_the_revenue_phase(app, crash=True)
        app.book.record(app.game_id, "air_fare.revenue", {})
        app.game_changed()
        await pilot.pause()
        short = next(p for p in af.short_players(app.game.state) if p.seat == 1).short
        assert short > 30
        await keys(pilot, "n")
        form = app.screen
        assert isinstance(form, PlayerLoanForm)
        assert form.query_one("#borrower", Select).value == 1  # Ann, short
        lender = app.game.setup.players[form.query_one("#lender", Select).value - 1]
        await keys(pilot, "30")
        words = " ".join(text(form.query_one("#owed")).split())
        assert "this loan is then lost" in " ".join(drawn_text(app).split())  # drawn at 80x24
        said = (
            f"Warning: Ann is ${short}M short of the dues: $30M leaves ${short - 30}M short (bankrupt at the settle "
            f"unless raised, and this loan is then lost to {lender})."
        )
        assert said in words, words
        # a loan that covers the shortfall: no warning
        await keys(pilot, "backspace", "backspace", *str(short))
        assert "this loan is then lost" not in text(form.query_one("#owed"))
        await keys(pilot, *["backspace"] * len(str(short)), "30", "ctrl+s")  # warned, not refused
        assert app.game.records[-1].kind == "air_fare.player_loan"
        assert app.game.records[-1].payload["amount"] == 30
