"""The help says whom a form starts on in the banker's words, as the forms show it (tui/screens/help-forms.md,
help-air_fare.md). A newcomer's try at 80x24: the help still said forms start on the "highlighted" player (the
screen's word, not the table's), while the bank loan form now says why it starts on a player short: "← short by
$6M"."""

from __future__ import annotations

import re
from pathlib import Path

from test_tui_air_fare import short_at_the_revenue_phase, stored_friday
from tui_helpers import drawn_text, keys, make_app, run

from tui.games.air_fare.forms import LoanForm
from tui.screens.help import HelpScreen


@run
async def test_the_help_says_the_row_you_are_on_and_quotes_the_loan_forms_note(tmp_path: Path) -> None:
    app = make_app(tmp_path)
    async with app.run_test(size=(80, 24)) as pilot:
        await stored_friday(pilot)
        short_at_the_revenue_phase(app, seat=2)
        app.book.record(app.game_id, "air_fare.revenue", {})
        app.game_changed()
        await pilot.pause()
        await keys(pilot, "f1")
        assert isinstance(app.screen, HelpScreen)
        said = " ".join(app.screen._text.split())
        # (the journal's "the highlighted action", in Checking the books, is a row of the journal, not a form's start)
        forms = said[said.index("A turn of Air Fare") : said.index("Checking the books")]
        assert "highlight" not in forms, forms
        assert "A form starts on the player whose row you are on in the table's grid (↑↓ there" in said, said
        assert "the one whose row you are on in the table, the lines under the grid saying his cash" in said, said
        quoted = re.search(r'says so beside him \("(← short by \$\d+M)"\)', said)
        assert quoted is not None, said
        await keys(pilot, "escape", "l")  # the loan form shows the words the help quotes, for Bea, short by $6M
        assert isinstance(app.screen, LoanForm)
        assert quoted.group(1) == "← short by $6M" and quoted.group(1) in drawn_text(app), drawn_text(app)
