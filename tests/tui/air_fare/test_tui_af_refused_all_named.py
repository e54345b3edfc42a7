"""Every bidder with a bid refused is named at one reveal, and each retypes in seat order, the cursor on
his refused bid (tui/games/air_fare/forms.py, AirFareBidsScreen). A newcomer's try (3 players): the first reveal named
only Quincy; Rasmus was named only after Quincy retyped and a second reveal; retyping, the ▸ stood on the first card
though the line said "the cursor is on the bid refused"; after a loan the line still said a bid was refused."""

from __future__ import annotations

from pathlib import Path

from test_tui_af_secret_refusal import CARDS, at_the_bids, words
from textual.widgets import Input, Static
from tui_helpers import drawn_text, keys, make_app, run

from tui.games.air_fare.forms import AirFareBidsScreen, LoanForm


@run
async def test_one_reveal_names_every_refused_bidder_and_each_retypes_on_his_bid(tmp_path: Path) -> None:
    app = make_app(tmp_path)
    game_id = at_the_bids(app)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        app.open_game(game_id)
        await pilot.pause()
        # bids offered again at the reveal (an undo, :func:`tui.screens.journal.offer_again`; typed, a bid refused
        # keeps its bidder on it): Annabelle's 55 on Miami and Bartholomew's 60 on Boston, each with $50M
        miami, boston = app.game.state.pool[0], app.game.state.pool[CARDS.index("Boston")]
        offered = [{"player": 1, "card": miami, "amount": 55}, {"player": 2, "card": boston, "amount": 60}]
        app.refill_next("air_fare.bids", {"bids": offered})
        await keys(pilot, "b")  # the reveal
        bids = app.screen
        assert isinstance(bids, AirFareBidsScreen)
        said = words(drawn_text(app))
        assert "Annabelle's and Bartholomew's" in said, said
        message = str(bids.query_one("#bids-message", Static).render())
        assert "55" not in message and "60" not in message  # the amounts stay secret
        await keys(pilot, "enter")  # Annabelle retypes first
        assert bids.stage == "typing" and bids.seats[bids.current] == 1
        await keys(pilot, "ctrl+o")
        assert bids.focused is bids.query_one(f"#bid_{bids.pool[0]}", Input)
        await pilot.press("ctrl+l")
        await pilot.pause()
        assert isinstance(app.screen, LoanForm)
        await keys(pilot, "10", "enter")
        assert app.screen is bids and app.game.balance("p1:cash") == 60
        assert "a bid is refused" not in words(drawn_text(app)), drawn_text(app)  # 55 fits in $60M now
        await keys(pilot, "ctrl+s")  # Annabelle done: Bartholomew next, not the reveal
        assert bids.stage == "typing" and bids.seats[bids.current] == 2
        await keys(pilot, "ctrl+o")  # peeking, the cursor on his refused bid, Boston
        boston = bids.query_one(f"#bid_{bids.pool[CARDS.index('Boston')]}", Input)
        assert bids.focused is boston, drawn_text(app)
        assert "the cursor is on the bid refused" in str(bids.query_one("#bids-message", Static).render())
        await pilot.press("ctrl+l")
        await pilot.pause()
        await keys(pilot, "10", "enter")
        assert app.screen is bids and bids.focused is boston  # back where it was
        assert "a bid is refused" not in words(drawn_text(app)), drawn_text(app)
        await keys(pilot, "ctrl+s")
        assert bids.stage == "ready"
