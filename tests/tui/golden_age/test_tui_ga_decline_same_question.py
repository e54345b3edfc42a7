"""1930's Decline of a purchased action (End of Turn, step 1) at 80x24, reached from the purchased action form (``u``,
the Action list's Decline) and from its key (``p``): the same action asks the same question, answered by the same
keys, wherever it is reached (Textual Pilot, the bundled sample: samples/golden-age-4p.jsonl)."""

from __future__ import annotations

from pathlib import Path

from textual.widgets import Select, Static
from tui_helpers import SIZE, first_allowed, import_sample, keys, make_app, open_game_at, records, run, text

from tui.app import AirbankerApp
from tui.base.widgets import ConfirmScreen
from tui.games.golden_age.forms import DECLINE, PurchasedActionForm

SAMPLE = "golden-age-4p"


def asked(app: AirbankerApp) -> tuple[str, str, str]:
    """The question on screen: what it asks, the line under it and its keys' line."""
    screen = app.screen
    assert isinstance(screen, ConfirmScreen), screen
    return screen.question, screen.detail, " ".join(text(screen.query_one("#confirm-keys", Static)).split())


@run
async def test_the_forms_decline_asks_the_decline_keys_question(tmp_path: Path) -> None:
    """A newcomer's try: Decline chosen in the ``u`` form's Action list was recorded at once, while ``p`` asked
    first. Both now ask Neal's question, with its "Will record" line and its keys (y or Enter: Decline, n or Esc:
    back); n goes back to the form, nothing recorded; y records the decline."""
    app = make_app(tmp_path)
    game = import_sample(app.book, SAMPLE, first_allowed(SAMPLE, "golden_age.purchased_action"))
    async with app.run_test(size=SIZE) as pilot:
        await open_game_at(pilot, game)
        table = app.screen
        before = records(app)
        await keys(pilot, "p")
        by_key = asked(app)
        assert by_key[0].startswith("Does Neal decline the purchased action for Blue?\n"), by_key
        assert by_key[1].startswith("Will record: Neal declines"), by_key
        assert by_key[2] == "y or Enter: Decline n or Esc: No, go back", by_key
        await keys(pilot, "n")
        assert app.screen is table and records(app) == before
        await keys(pilot, "u")
        form = app.screen
        assert isinstance(form, PurchasedActionForm)
        assert form.focused is form.query_one("#action")
        await keys(pilot, "Decline", "enter")  # the Action list searched, Enter records the choice found
        assert asked(app) == by_key
        assert records(app) == before
        await keys(pilot, "n")  # back to the form, nothing recorded
        assert app.screen is form and records(app) == before
        assert form.query_one("#action", Select).value == DECLINE
        await keys(pilot, "ctrl+s")
        assert asked(app) == by_key
        await keys(pilot, "y")
        assert app.screen is table and records(app) == before + 1
        assert app.game.records[-1].kind == "golden_age.decline_purchase"
