"""A seat's bids retyped after the reveal are marked "RETYPED" with what they were, as Air Empire's are, by the same
code (tui/base/secret_bids.py, SecretBidsScreen.retyped_from): on the reveal shown again and in the record's note.
A newcomer's try: Air Fare's reveal offered "1, 2, 3, 4, 5: retype that seat's bids" after the whole table had seen
the bids, and a bid typed again showed as if typed so: a player could change his bid quietly."""

from __future__ import annotations

from pathlib import Path

from test_tui_af_secret_refusal import at_the_bids, words
from tui_helpers import drawn_text, keys, make_app, open_game_at, run

from tui.games.air_fare.forms import AirFareBidsScreen


async def revealed(pilot: object, app: object) -> AirFareBidsScreen:
    """Annabelle $50M on Miami, the others no bid: revealed."""
    await keys(pilot, "b", "50", "ctrl+s", "ctrl+s", "ctrl+s", "ctrl+s", "ctrl+s", "enter")
    bids = app.screen  # type: ignore[attr-defined]
    assert isinstance(bids, AirFareBidsScreen) and bids.stage == "reveal" and bids.refusal is None, drawn_text(app)
    return bids


@run
async def test_bids_retyped_after_the_reveal_are_marked_and_noted(tmp_path: Path) -> None:
    app = make_app(tmp_path)
    game_id = at_the_bids(app)
    async with app.run_test(size=(80, 24)) as pilot:
        await open_game_at(pilot, game_id)
        bids = await revealed(pilot, app)
        assert "retype a seat's bids, marked RETYPED" in words(drawn_text(app))
        assert "RETYPED after" not in words(drawn_text(app))
        await keys(pilot, "1", "ctrl+s", "enter")  # Annabelle's bids kept as they were: not marked
        assert bids.stage == "reveal"
        assert "RETYPED after" not in words(drawn_text(app)), drawn_text(app)
        await keys(pilot, "2", "down", "45", "ctrl+s", "enter")  # Bartholomew: no bid, now $45M on Boston
        assert bids.stage == "reveal" and bids.refusal is None, drawn_text(app)
        said = words(drawn_text(app))
        assert "RETYPED after the reveal: Bartholomew was no bid (now Boston $45M)" in said, said
        await keys(pilot, "y")
        assert not isinstance(app.screen, AirFareBidsScreen), drawn_text(app)
    record = app.book.game(game_id).records[-1]
    assert record.kind == "air_fare.bids"
    assert record.note == "RETYPED after the reveal: Bartholomew was no bid (now Boston $45M)", record.note


@run
async def test_a_retype_before_the_reveal_is_not_marked(tmp_path: Path) -> None:
    """Retyped at "All bids are typed" (no bid yet in sight of the table): no mark, no note, as Air Empire's."""
    app = make_app(tmp_path)
    game_id = at_the_bids(app)
    async with app.run_test(size=(80, 24)) as pilot:
        await open_game_at(pilot, game_id)
        await keys(pilot, "b", "50", "ctrl+s", "ctrl+s", "ctrl+s", "ctrl+s", "ctrl+s")
        bids = app.screen
        assert isinstance(bids, AirFareBidsScreen) and bids.stage == "ready"
        await keys(pilot, "2", "down", "45", "ctrl+s", "enter")
        assert bids.stage == "reveal" and "RETYPED after" not in words(drawn_text(app)), drawn_text(app)
        await keys(pilot, "y")
    assert app.book.game(game_id).records[-1].note == ""
