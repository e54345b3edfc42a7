"""A "Not used" notice of keys typed on the table goes when another screen shows (tui/app.py, ``_tell_unused``): a
newcomer's try of 1930 at 80x24 had the notice of keys not used on the table stay on the form opened next, whose keys
were all used, and read it as about that form."""

from __future__ import annotations

from pathlib import Path

from tui_helpers import import_sample, keys, make_app, open_game_at, run, type_fast

from tui.app import AFTER_REFUSAL_QUIET
from tui.base.widgets import FormScreen


def not_used(app: object) -> list[str]:
    """The "Not used" notices still on the app (shown, or under the newest until their time runs out)."""
    return [n.message for n in app._notifications if n.message.startswith("Not used")]  # type: ignore[attr-defined]


@run
async def test_the_notice_of_keys_not_used_on_the_table_goes_when_a_form_opens(tmp_path: Path) -> None:
    app = make_app(tmp_path)
    game_id = import_sample(app.book, "air-fare-4p", 6)
    async with app.run_test(size=(80, 24), notifications=True) as pilot:
        await open_game_at(pilot, game_id)
        table = app.screen
        await type_fast(pilot, "m", "z", "z")  # maintenance is not now: the two keys after it are not used
        await pilot.pause(AFTER_REFUSAL_QUIET + 0.2)
        assert app.screen is table and not_used(app), [n.message for n in app._notifications]
        await keys(pilot, "l")  # the loan form: the notice was about the table
        assert isinstance(app.screen, FormScreen)
        assert not not_used(app), not_used(app)
