"""A letter typed into the advertising form's 1D10 rolls after the reveal is refused as in any number field, and the
keys typed straight after it are not used either (tui/base/widgets.py, NumberInput.restricted; the app's
refused_key). A newcomer's try: "x5 Enter" typed at once recorded the advertising with a roll of 5, the line saying
only that the "x" was not used."""

from __future__ import annotations

from pathlib import Path

from test_tui_af_advertising_secret import chicago_game, revealed_with_a_roll
from tui_helpers import make_app, records, run, type_fast

from tui.games.air_fare.forms import AdvertisingForm


@run
async def test_a_letter_in_the_rolls_leaves_the_keys_after_it_unused(tmp_path: Path) -> None:
    """Dan spent twice as much as each opponent: one roll asked; "x5 Enter" at once records nothing, says why."""
    app = make_app(tmp_path)
    game_id = chicago_game(app)
    async with app.run_test(size=(80, 24)) as pilot:
        form = await revealed_with_a_roll(pilot, game_id)
        assert isinstance(form, AdvertisingForm) and form.revealed
        assert form.focused is form.query_one("#ad_rolls")
        before = records(app)
        await type_fast(pilot, "x", "5", "enter")
        await pilot.pause(0.5)
        assert app.screen is form, "the advertising was recorded"
        assert records(app) == before
        assert form.query_one("#ad_rolls").value == ""
        said = " ".join(str(n.message) for n in app._notifications)
        assert "Revealed: every amount is shown" in said, said
        assert "2 keys typed after x were not used either" in said, said
