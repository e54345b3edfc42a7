"""1930's Recorded notices with a 40-letter name at 80x24 and 120x36: the name said shorter, the outcome kept (the
airline, the amounts), a Fly's payouts summed (Textual Pilot, the game recorded through the Book: ga_five_long)."""

from __future__ import annotations

from pathlib import Path

from ga_five_long import LONG, NAMES, five_long
from tui_helpers import SIZE, form_setup, keys, make_app, open_game_at, run, stored_game


@run
async def test_a_fly_notice_keeps_the_airline_and_what_it_paid(tmp_path: Path) -> None:
    """A newcomer's try at 80x24: "Recorded #100 … uses Blue: Fly; income $31 → level $4;…", the payouts cut; at
    120x36 it ended "CEO choice 1 … (all in the journal)". Now the round and the CEO's choice are left out, the
    payouts summed ("pays $n to 3 holders") before the name is said shorter ("Bartholomew…" at 80x24); on the Fly's
    two lines they may be said each, whole."""
    for size in (SIZE, (120, 36)):
        (tmp_path / str(size[0])).mkdir()
        app = make_app(tmp_path / str(size[0]))
        game = five_long(app.book, 0)
        async with app.run_test(size=size) as pilot:
            await open_game_at(pilot, game)
            await keys(pilot, "f", "enter", "enter", "space", "enter", "ctrl+s", "y")
            for _ in range(2):
                await pilot.pause()
            record = app.game.records[-1]
            assert record.kind == "golden_age.operate" and LONG in record.summary, record.summary
            notice = app.last_notice.message
            assert "Bartholomew… uses Blue: Fly;" in notice or f"{LONG} uses Blue: Fly;" in notice, notice
            # on the Fly's two lines the payouts are said each (else summed: "pays $n to 3 holders")
            paid = "per token:" in notice and notice.count(" $") >= 5
            assert paid or ("pays $" in notice and "to 3 holders" in notice), notice
            assert "(all in the journal)" not in notice, notice


@run
async def test_a_contract_notice_names_the_airline(tmp_path: Path) -> None:
    """A newcomer's try at 80x24: "Recorded #44 · Bartholomew… awards a $3 contract to … (all in the journal)":
    which airline? Now the name is said shorter and the airline and its price move are whole, on two lines with
    the price moves of the airlines that did not Fly (the board's moves are kept before a name is said whole)."""
    app = make_app(tmp_path)
    game = five_long(app.book, None)
    async with app.run_test(size=SIZE) as pilot:
        await open_game_at(pilot, game)
        await keys(pilot, "c", "enter", "ora", "enter", "3", "enter", "y")
        for _ in range(2):
            await pilot.pause()
        record = app.game.records[-1]
        assert record.kind == "golden_age.contract", record
        notice = app.last_notice.message
        said = notice.replace("\n", " ")
        assert "awards a $3 contract to Orange; Blue $3 → $2;" in said and notice.count("\n") == 1, notice
        assert said.endswith("; Orange $2 → $3 …"), (notice, record.summary)
        assert "(all in the journal)" not in notice, notice


@run
async def test_the_cards_notice_keeps_every_player(tmp_path: Path) -> None:
    """A newcomer's try at 80x24: "Recorded #1 · First Round Turn Order: Bartholomew… …": nobody's money said. Now
    "Turn order: Bartholomew Fitzwilliam Montgomery-Smyth $20, Bob $21, …" on two lines, every player whole and their
    money (the cards' provenance left out)."""
    app = make_app(tmp_path)
    async with app.run_test(size=SIZE) as pilot:
        await stored_game(pilot, form_setup("golden_age", "standard", "Five", *NAMES))
        await keys(pilot, "m")
        for _ in range(2):
            await pilot.pause()
        await keys(pilot, *["enter"] * 5, "23", "enter", "24", "enter")  # the cards, then cards 4 and 5's money
        for _ in range(2):
            await pilot.pause()
        record = app.game.records[-1]
        assert record.kind == "golden_age.starting_money", record
        notice = app.last_notice.message
        order = record.summary.split(LONG, 1)[1].split(" (", 1)[0]  # " $20, Bob $21, …, Eve $n"
        assert notice.replace("\n", " ") == f"Recorded #1 · Turn order: {LONG}{order}", (notice, record.summary)
        assert "(all in the journal)" not in notice, notice
