"""On the bank loan form's Amount, a letter of a player's name goes to the Player list (it picks the borrower: "l c
Enter 80 Enter" lends to Cal), but a letter of no name is refused as in any number field, the keys typed straight
after it not used (tui/games/air_fare/forms.py, LoanAmountInput). A newcomer's try: "q80 Enter" typed at once opened
the Player list on "Nothing highlighted…" and nothing said why."""

from __future__ import annotations

from pathlib import Path

from test_tui_air_fare import stored_friday
from textual.widgets import Input, Select
from tui_helpers import keys, make_app, records, run, type_fast

from tui.games.air_fare.forms import LoanForm


async def burst_on_amount(tmp_path: Path, *burst: str) -> tuple[bool, str]:
    """Ann, Bea and Cal's game: l (the loan form on Ann, the cursor on the Amount), then ``burst`` typed at once:
    whether the form stayed as it was (nothing recorded, the cursor and Ann on it, the Amount empty, the Player list
    closed), and the notices said."""
    app = make_app(tmp_path)
    async with app.run_test(size=(80, 24)) as pilot:
        await stored_friday(pilot)
        await keys(pilot, "l")
        loan = app.screen
        assert isinstance(loan, LoanForm) and loan.focused is loan.query_one("#amount")
        before = records(app)
        await type_fast(pilot, *burst)
        await pilot.pause(0.5)
        said = " ".join(str(n.message) for n in app._notifications)
        if records(app) != before:
            return False, said
        player, amount = loan.query_one("#player", Select), loan.query_one("#amount", Input)
        kept = app.screen is loan and loan.focused is amount and not amount.value
        return kept and player.value == 1 and not player.expanded, said


@run
async def test_a_letter_of_no_name_is_refused_with_the_keys_after_it(tmp_path: Path) -> None:
    """ "q" names no player: refused, and "80 Enter" after it records nothing."""
    kept, said = await burst_on_amount(tmp_path, "q", "8", "0", "enter")
    assert kept, said
    assert "q: A number: digits only · 3 keys typed after q were not used either" in said, said


@run
async def test_a_letter_of_a_name_still_picks_the_borrower_and_says_whom(tmp_path: Path) -> None:
    """ "c Enter 80 Enter": Cal's loan, the notice naming him."""
    kept, said = await burst_on_amount(tmp_path, "c", "enter", "8", "0", "enter")
    assert not kept and "Cal borrows $80M from the bank" in said, said
