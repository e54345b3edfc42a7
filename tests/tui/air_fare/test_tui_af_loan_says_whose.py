"""The bank loan form says why it starts on its player when the table moved its highlight on its own (tui/games/
air_fare/forms.py, LoanForm.player_note). A newcomer's try (turn 4): the raise-money step highlighted Dagmar, short
of her dues (AirFareScreen.draw_players: the first player short is highlighted when the step comes), and a loan
meant for Annabelle went to Dagmar; the form showed only "4 Dagmar". It says so in the banker's words, "← short by
$6M", not "← highlighted: short" (a newcomer's try: the screen's word, not the table's)."""

from __future__ import annotations

from pathlib import Path

from test_tui_air_fare import short_at_the_revenue_phase, stored_friday
from textual.widgets import DataTable, Select
from tui_helpers import drawn_text, keys, make_app, run

from tui.games.air_fare.forms import LoanForm


@run
async def test_the_loan_form_says_the_player_is_the_one_highlighted_short(tmp_path: Path) -> None:
    app = make_app(tmp_path)
    async with app.run_test(size=(80, 24)) as pilot:
        await stored_friday(pilot)
        short_at_the_revenue_phase(app, seat=2)
        app.book.record(app.game_id, "air_fare.revenue", {})
        app.game_changed()
        await pilot.pause()
        assert app.game.state.phase == "raise_money"
        assert app.screen.query_one("#grid", DataTable).cursor_row == 1  # moved to Bea, short, on its own
        await keys(pilot, "l")
        loan = app.screen
        assert isinstance(loan, LoanForm) and loan.query_one("#player", Select).value == 2
        row = next(line for line in drawn_text(app).splitlines() if "2 Bea ($14M)" in line)
        assert row.split("2 Bea ($14M)")[1].split() == ["▼", "←", "short", "by", "$6M", "│"], row
        # the cursor on the Amount, the line saying whose loan it is and how to choose another
        assert loan.focused is loan.query_one("#amount")
        assert "Loan for Bea (short by $6M) — Shift+Tab: another player" in loan.live_text, loan.live_text
        assert "highlighted" not in drawn_text(app), drawn_text(app)
        await keys(pilot, "shift+tab", "space", "ann", "enter")  # another player: the note goes
        assert loan.query_one("#player", Select).value == 1
        assert "← short by" not in drawn_text(app), drawn_text(app)
