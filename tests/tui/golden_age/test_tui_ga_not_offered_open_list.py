"""1930's purchased action form at 80x24: the "Not offered now" line stays in sight while a list of the form is open,
under the live line where no open list reaches (Textual Pilot, the bundled sample: samples/golden-age-4p.jsonl)."""

from __future__ import annotations

from pathlib import Path

from tui_helpers import SIZE, drawn_text, first_allowed, import_sample, keys, make_app, open_game_at, run

from tui.games.golden_age.forms import PurchasedActionForm


def words(drawn: str) -> str:
    """The form's lines in ``drawn`` (:func:`drawn_text`), inside its sides (the table beside it left out), squeezed
    to one space between words: a sentence wrapped over lines of the form reads whole."""
    inside = [line[line.index("│") + 1 : line.rindex("│")] for line in drawn.splitlines() if line.count("│") >= 2]
    return " ".join(" ".join(inside).split())


@run
async def test_the_not_offered_line_stays_in_sight_under_an_open_list(tmp_path: Path) -> None:
    """A newcomer's try at End of Turn 1: Space on the Action: the open list covered the line saying why Hub,
    Research and Fly are not in it ("Not offered now: Hub: Blue has no Hub…" cut after "Hub:"), and the Player and
    Airline lists covered it as well. While a list is open the line is under the live line, whole, every option of
    the list still in sight; closed, it is back among the lines under the fields."""
    app = make_app(tmp_path)
    game = import_sample(app.book, "golden-age-4p", first_allowed("golden-age-4p", "golden_age.purchased_action"))
    async with app.run_test(size=SIZE) as pilot:
        await open_game_at(pilot, game)
        await keys(pilot, "u")
        form = app.screen
        assert isinstance(form, PurchasedActionForm)
        blue = form.airline("Blue")
        said = form.not_offered(blue)
        assert said.startswith("Not offered now: Hub: Blue has no Hub available"), said
        assert said in words(drawn_text(app))
        # the Action (where the form opens), then up to the Airline, then to the Player
        for opening, field in (
            (("space",), "action"),
            (("escape", "up", "space"), "airline"),
            (("escape", "up", "space"), "player"),
        ):
            await keys(pilot, *opening)
            select = form.query_one(f"#{field}")
            assert select.expanded, field
            drawn = drawn_text(app)
            assert said in words(drawn), (field, drawn)  # whole, nothing of it under the open list
            overlay = select._list
            assert overlay is not None and overlay.max_scroll_y == 0, (field, drawn)  # every option in sight
            aside = form.query_one("#not-offered-aside")
            assert aside.region.y >= overlay.region.bottom, (field, drawn)
            opened_bottom = max(i for i, line in enumerate(drawn.splitlines()) if "╰" in line)
        await keys(pilot, "escape")
        assert not form.query_one("#player").expanded
        drawn = drawn_text(app)
        assert words(drawn).count(said) == 1, drawn
        assert not form.query_one("#not-offered-aside").display
        # the form's room given back: its box ends higher (nothing of the table drawn under a dialog)
        assert max(i for i, line in enumerate(drawn.splitlines()) if "╰" in line) < opened_bottom, drawn
