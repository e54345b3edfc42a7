"""The Loan form's Player list says why a player left out of it may not borrow (Air Empire, Basic Game, Class A
Service (b): $5,000 for every two Class A routes won)."""

from __future__ import annotations

from pathlib import Path

from tui_helpers import SIZE, first_allowed, import_sample, keys, make_app, open_game_at, run

from tui.games.air_empire.forms import LoanForm

SAMPLE = "air-empire-basic-4p"


@run
async def test_a_letter_of_a_player_who_may_not_borrow_says_why(tmp_path: Path) -> None:
    """A newcomer's try: in the Loan form's Player list (only Ann may borrow), "b" for Bea said nothing of her. The
    key line names her and why, as 1930's Buy list does for an airline left out; a letter of no player says none
    matches; Ann is still found and chosen."""
    app = make_app(tmp_path)
    game = import_sample(app.book, SAMPLE, first_allowed(SAMPLE, "air_empire.loan"))
    async with app.run_test(size=SIZE) as pilot:
        await open_game_at(pilot, game)
        ann, bea = app.game.state.players[0], app.game.state.players[1]
        assert ann.class_a_won >= 2 and bea.class_a_won < 2  # the sample: Ann alone may borrow
        await keys(pilot, "l")
        form = app.screen
        assert isinstance(form, LoanForm)
        form.query_one("#player").focus()
        await keys(pilot, "b")
        keys_line = str(form.query_one("#form-keys").render())
        assert f"Bea: needs 2 Class A routes won, has {bea.class_a_won}" in keys_line, keys_line
        await keys(pilot, "backspace", "x")
        keys_line = str(form.query_one("#form-keys").render())
        assert 'no choice matches "x"' in keys_line, keys_line
        await keys(pilot, "backspace", "a", "enter")
        assert form.query_one("#player").value == 1


def test_a_reason_too_long_for_the_key_line_is_said_in_brief() -> None:
    """The key line holds one line at 80x24 with " · Esc: close the list" after it: a long name and a long reason
    are said in brief, the name whole."""
    from tui.games.air_empire.forms import LoanPlayerSelect

    refused = [
        ("Cal", "needs 4 Class A routes won, has 3"),
        ("Bartholomew Featherstonehaugh", "needs 4 Class A routes won, has 3"),
    ]
    players = LoanPlayerSelect([("Ann · may borrow $5,000", 1)], refused=refused, id="player")
    assert players.unmatched_text("c") == "Cal: needs 4 Class A routes won, has 3"
    assert players.unmatched_text("ba") == "Bartholomew Featherstonehaugh: needs 4 Class A, has 3"
    assert players.unmatched_text("z") == 'no choice matches "z"'
