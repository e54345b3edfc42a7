"""1930's End of Turn on the table (Textual Pilot, 80x24, the bundled sample: samples/golden-age-4p.jsonl)."""

from __future__ import annotations

from pathlib import Path

from tui_helpers import SIZE, drawn_words, import_sample, make_app, run

from ledger.games import golden_age as ga


@run
async def test_the_next_line_names_only_what_is_left_after_the_tech_penalties(tmp_path: Path) -> None:
    """A newcomer's try: once the tech penalties were recorded the Next line still read "End of Turn: tech
    penalties, then end the turn (c Contract · e End turn)". With none left to count it names the contracts; while
    one is left it names the tech penalties and their key (1930, End of Turn - Clean Up 3-4)."""
    app = make_app(tmp_path)
    game_id = import_sample(app.book, "golden-age-4p", 194)  # Turn 5, step 3: Yellow's and Pink's penalties counted
    due = list(ga.tech_penalties_to_count(app.book.game(game_id).state))
    assert len(due) > 1, due
    for airline in due[:-1]:
        app.book.record(game_id, "golden_age.tech_penalty", {"airline": airline, "cities": 1})
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        app.open_game(game_id)
        await pilot.pause()
        said = drawn_words(app)
        assert "Next: Turn 5, End of Turn: tech penalties, then end the turn (n " in said, said
        app.book.record(game_id, "golden_age.tech_penalty", {"airline": due[-1], "cities": 1})
        app.open_game(game_id)
        await pilot.pause()
        said = drawn_words(app)
        assert "Next: Turn 5, End of Turn: contracts, then end the turn (c Contract · e End turn)" in said, said
        assert "tech penalties" not in said.split("Next:")[1].split(")")[0], said
