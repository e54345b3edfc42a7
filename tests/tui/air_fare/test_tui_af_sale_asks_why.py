"""A sale's key lines say why it asks for a second Enter where the Draw and Fly forms record on the first: money
changes hands, shown first (tui/games/air_fare/forms.py, SaleForm.SALE_KEYS; the help and the README say it too).
A newcomer's try: a card found by typing, then Enter, showed "▸ Enter: record", and a second Enter recorded, with no
word of why."""

from __future__ import annotations

from pathlib import Path

from test_tui_af_sale_whereabouts import flown
from tui_helpers import drawn_words, keys, make_app, run

from tui.base.widgets import LIST_KEYS, FormScreen
from tui.games.air_fare.forms import SaleForm, TradeForm

HELP = Path(__file__).parents[3] / "tui" / "screens" / "help-air_fare.md"
README = Path(__file__).parents[3] / "README.md"


@run
async def test_the_sale_says_why_it_asks_twice(tmp_path: Path) -> None:
    app = make_app(tmp_path)
    game_id, _minor = flown(app)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        app.open_game(game_id)
        await pilot.pause()
        await keys(pilot, "s", "enter", "boe")  # Annabelle, the Card list searched
        form = app.screen
        assert isinstance(form, SaleForm)
        said = drawn_words(app)
        assert "Enter: choose, then see the money before it records" in said, said
        await keys(pilot, "enter")
        await pilot.pause()
        said = drawn_words(app)
        assert "▸ Enter: record the sale shown (money changes hands: seen first)" in said, said


def test_the_help_and_the_readme_say_why_a_sale_asks_twice() -> None:
    help_text = " ".join(HELP.read_text("utf-8").split())
    assert "money changes hands" in help_text, help_text
    readme = " ".join(README.read_text("utf-8").split())
    assert "a sale (`s`) or a trade (`x`) shows the money before a second Enter records it" in readme


def test_the_sale_forms_word_their_keys_through_the_public_hook() -> None:
    """The sales said their key lines by overriding the base form's private writer of the line; they say them through
    :meth:`~tui.base.widgets.FormScreen.key_line_keys`, the base's public hook (what is drawn is pinned above and by
    the snapshots)."""
    for form in (SaleForm, TradeForm):
        assert not [name for name in vars(form) if name == "_write_key_line"], form
        assert form._write_key_line is FormScreen._write_key_line
    words = SaleForm.key_line_keys
    assert "see the money before it records" in words(SaleForm.__new__(SaleForm), LIST_KEYS["last open list"])
    assert words(SaleForm.__new__(SaleForm), "Enter: next field") == "Enter: next field"
    assert FormScreen.key_line_keys(SaleForm.__new__(SaleForm), "x · y") == "x · y"
