"""Air Empire's Phase 4 keys: the keys the Next line offers are in the footer too."""

from __future__ import annotations

import re
from pathlib import Path

from tui_helpers import drawn_text, import_sample, make_app, run


@run
async def test_after_the_purchases_the_footer_offers_the_plane_sale(tmp_path: Path) -> None:
    """A newcomer's try at 80x24: after the purchases the Next line said "(s Plane sale · m Maint.)" and the footer
    "esc Games m Maint. r Recap j Journal f1 Help": the sale's key only on the More line. Each key the Next line
    offers is in the footer."""
    app = make_app(tmp_path)
    game = import_sample(app.book, "air-empire-basic-4p", 4)  # the Y1 Q1 route card, bids and purchases
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        app.open_game(game)
        await pilot.pause()
        lines = drawn_text(app).splitlines()
        next_line = " ".join(str(app.screen.query_one("#next").render()).split())
        offered = re.findall(r"(\w) ([A-Z][\w.]*(?: [a-z]+)?)", next_line.split("(")[-1])
        assert ("s", "Plane sale") in offered, next_line
        footer = lines[-1]
        for key, what in offered:
            assert f" {key} {what}" in footer, (footer, next_line)


@run
async def test_before_the_purchases_every_key_of_the_footer_fits(tmp_path: Path) -> None:
    """Phase 4 before the purchases (p Buy too) at 80x24: every key of the footer whole, f1 Help the last."""
    app = make_app(tmp_path)
    game = import_sample(app.book, "air-empire-basic-4p", 3)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        app.open_game(game)
        await pilot.pause()
        footer = drawn_text(app).splitlines()[-1]
        assert " p Buy" in footer and " s Plane sale" in footer and footer.rstrip().endswith("f1 Help"), footer


@run
async def test_in_year_7_the_footer_keeps_every_key_whole(tmp_path: Path) -> None:
    """Tournament Game, Y7 Q1 after taxes (the Residual Value step owed, buying and the sale open too) at 80x24:
    every key of the footer whole, f1 Help the last."""
    from test_tui_tournament import Recorder

    game = Recorder(("Ann", "Bea", "Cal", "Dee"))
    game.to_year_7()
    game.record("air_empire.route_card", game.card("Denver"))
    game.record("air_empire.bids", {"bids": []})
    game.taxes()
    app = make_app(tmp_path)
    game_id = game.store(app.book)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        app.open_game(game_id)
        await pilot.pause()
        footer = drawn_text(app).splitlines()[-1]
        assert " s Plane sale" in footer and footer.rstrip().endswith("f1 Help"), footer
