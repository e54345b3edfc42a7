"""1930's Airline action form: once Enter chose nothing on a search that begins two airlines' names ("b": Blue or
Brown), letters typed after it that match no airline leave nothing highlighted, and the live line says that Enter
chooses nothing, as the key line and Enter do (Textual Pilot, the bundled sample, Zoë holding Blue and Brown)."""

from __future__ import annotations

import dataclasses
from datetime import UTC, datetime, timedelta
from pathlib import Path

from sample_helpers import sample_record
from tui_helpers import drawn_text, keys, make_app, open_game_at, run

from ledger.store import Book
from tui.games.golden_age.forms import OperateForm


def zoe_holds_blue_and_brown(book: Book) -> int:
    """The sample up to Turn 2's first Airline action (Zoë's), Zoë buying Brown where she bought Purple: her
    airlines are Blue, Green, Yellow and Brown."""
    setup, actions = sample_record("golden-age-4p")
    kept = list(actions[:51])
    assert kept[42].payload == {"player": 4, "airline": "Purple"}
    kept[42] = dataclasses.replace(kept[42], payload={"player": 4, "airline": "Brown"})
    start = datetime(2026, 1, 1, 20, tzinfo=UTC)

    def stamp(minutes: int) -> str:
        return (start + timedelta(minutes=minutes)).strftime("%Y-%m-%dT%H:%M:%S.000+00:00")

    stamped = [dataclasses.replace(a, recorded_at=stamp(i)) for i, a in enumerate(kept, start=1)]
    return book.import_actions(setup, stamped, created_at=stamp(0))


@run
async def test_letters_after_an_undecided_enter_that_match_nothing_say_enter_chooses_nothing(tmp_path: Path) -> None:
    """A newcomer's try at 80x24: "o", Space, "b", Enter (Blue or Brown: nothing chosen), then "res" meant for
    Research: "br" highlighted Brown and the live line said "Brown highlighted: Enter takes it"; "bres" matched no
    airline, and the line still said so while the key line said no airline matches "bres" and Enter chose
    nothing."""
    app = make_app(tmp_path)
    game = zoe_holds_blue_and_brown(app.book)
    async with app.run_test(size=(80, 24)) as pilot:
        await open_game_at(pilot, game)
        await keys(pilot, "o", "space", "b", "enter")
        form = app.screen
        assert isinstance(form, OperateForm)
        assert form.live_text == 'Nothing chosen yet: "b" begins 2 airlines; type "bl" or "br"', form.live_text
        await pilot.pause(0.6)  # the keys straight after the Enter are not used: these come later
        await keys(pilot, "r")
        assert form.live_text == "Brown highlighted: Enter takes it", form.live_text
        for key in ("e", "s"):
            await keys(pilot, key)
            drawn = drawn_text(app)
            assert "Brown highlighted" not in drawn, drawn
            assert form.live_text.startswith("Nothing highlighted: Enter chooses nothing"), form.live_text
            assert f'no airline matches "br{"es"[: "es".index(key) + 1]}"' in drawn, drawn
        before = len(app.game.records)
        await keys(pilot, "enter")  # as the line says: nothing chosen, nothing recorded
        assert form.query_one("#airline").value == "Green"
        assert len(app.game.records) == before
        assert "Brown highlighted" not in drawn_text(app)
        await keys(pilot, "down")  # an arrow highlights an airline again: the line follows it
        assert form.live_text.endswith("highlighted: Enter takes it"), form.live_text
