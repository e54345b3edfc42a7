"""1930 Contract: a letter typed on the Card is refused like any number field's and never changes the Airline
(Textual Pilot, the bundled 4-player sample)."""

from __future__ import annotations

from pathlib import Path

from textual.widgets import Input, Select
from tui_helpers import (
    SIZE,
    drawn_text,
    drawn_words,
    import_sample,
    keys,
    make_app,
    open_game_at,
    records,
    run,
    type_fast,
)

from tui.app import AFTER_REFUSAL_QUIET
from tui.base.widgets import FormScreen

#: what the Card (and the Income form's income) says of a letter typed in it
REFUSED = "A number: digits only (an airline is chosen in the Airline list above: shift+tab). Key not used."


@run
async def test_a_letter_typed_at_once_on_the_card_changes_no_airline(tmp_path: Path) -> None:
    """A review at End of Turn 2: "2y Enter" typed at once on the Card went to the Airline list, chose Yellow unseen,
    and the live line said "… awards a $2 contract to Yellow"; "2x Enter" opened the list on 'no choice matches
    "x"'. The letter is refused, the Enter typed straight after it is not used, a notice says why, and the Airline
    stays as it was; shift+tab reaches the Airline list, where a name is typed."""
    app = make_app(tmp_path)
    game = import_sample(app.book, "golden-age-4p", 73)
    async with app.run_test(size=SIZE) as pilot:
        await open_game_at(pilot, game)
        before = records(app)
        await keys(pilot, "c")
        form = app.screen
        assert isinstance(form, FormScreen)
        await keys(pilot, "z", "o", "enter", "b", "l", "u", "enter")
        airline = form.query_one("#airline", Select)
        card = form.query_one("#amount", Input)
        assert form.focused is card and airline.value == "Blue"
        for letter in "yx":
            await type_fast(pilot, "2", letter, "enter")
            assert app.screen is form and form.focused is card
            assert airline.value == "Blue" and not airline.expanded
            assert records(app) == before
            assert REFUSED in drawn_words(app)
            await pilot.pause(AFTER_REFUSAL_QUIET + 0.2)  # the count is said once no key has come for a moment
            told = [n.message for n in app._notifications]
            assert told[-1].startswith(f"Not used · {letter}: A number: digits only"), told
            assert "1 key typed after" in told[-1], told
            card.value = ""
        assert "to Yellow" not in " ".join(drawn_text(app).split())
        await keys(pilot, "shift+tab")
        assert form.focused is airline
