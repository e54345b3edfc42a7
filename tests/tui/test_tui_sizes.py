"""Nothing cut, at any size: what is drawn at 80×24 (and 120×36) holds every word whole — the list of
games, the journal, the recap's lines, Air Fare's card lists, six players' names, the Stock Market's
ends — and a notification covers only the title bar, which no dialog's top border takes (issue 13,
"Nothing cut, at any size")."""

from __future__ import annotations

import re
from collections.abc import AsyncIterator
from importlib import resources
from pathlib import Path
from typing import Any

import pytest
from textual import events
from textual.geometry import Region
from textual.widgets._select import SelectOverlay

from ledger.game import GameSetup
from ledger.record_file import read_record
from ledger.store import Book
from tests.tui_helpers import (
    drawn_text,
    drawn_words,
    first_allowed,
    import_sample,
    key_for,
    keys,
    make_app,
    open_game_at,
    run,
    settled,
)
from tui.base.backdrop import GUTTER, BackdropModalScreen
from tui.base.widgets import FORM_MAX_HEIGHT, ConfirmScreen, LiteralSelect
from tui.base.words import in_words
from tui.games.air_empire.recap import RecapScreen
from tui.games.air_fare.table import CardListsScreen
from tui.games.golden_age.forms import TablesForm
from tui.games.golden_age.table import MarketScreen
from tui.screens.journal import JournalScreen

SIX = ("Alexandra", "Beatrice", "Cornelius", "Dorothea", "Evangeline", "Frederick")

#: every form a game's table opens with a key (those benchmarks/tui_latency.py times; Air Empire's merger, 1930's
#: starting money and Air Fare's advertising are refused all through the samples), by game: (sample, where it
#: stops: the action kind first allowed there (``first_allowed``), the table's actions whose forms open there)
DIALOGS = {
    "air_empire": (
        ("air-empire-basic-4p", "air_empire.route_card", ("route_card",)),
        ("air-empire-basic-4p", "air_empire.bids", ("bids",)),  # the secret bids screen
        ("air-empire-basic-4p", "air_empire.loan", ("loan", "purchase", "sale", "maintenance")),
        ("air-empire-tournament-3p", "air_empire.taxes", ("taxes", "tax_table")),
    ),
    "golden_age": (
        ("golden-age-4p", "golden_age.buy", ("buy", "found", "income")),
        ("golden-age-4p", "golden_age.operate", ("operate", "fly")),
        # where the sample's banker first counts a tech penalty: at the first End of Turn allowed no airline has one
        # to count, and the table opens no form then (it says so)
        ("golden-age-4p", "golden_age.tech_penalty", ("tech_penalty",)),
        ("golden-age-4p", "golden_age.end_turn", ("purchased_action", "contract", "end_turn")),
        # where the sample's banker first trades: first allowed after 162 actions, with nothing to trade yet, the
        # table opens no form
        ("golden-age-4p", "golden_age.trade", ("trade",)),
    ),
    "air_fare": (
        ("air-fare-4p", "air_fare.draw", ("draw", "player_loan", "loan", "sale", "trade")),
        ("air-fare-4p", "air_fare.repay", ("repay",)),  # once a player owes the bank
        ("air-fare-4p", "air_fare.flights", ("flights",)),
        ("air-fare-4p", "air_fare.revenue", ("revenue",)),
        ("air-fare-4p", "air_fare.bids", ("bids",)),  # the secret bids screen
        ("air-fare-4p", "air_fare.maintenance", ("maintenance",)),
        ("air-fare-4p", "air_fare.settle", ("settle",)),
    ),
}


def _book(tmp_path: Path) -> Book:
    return Book(f"sqlite:///{tmp_path / 't.sqlite'}")


@run
async def test_games_list_journal_and_recap_at_80x24_cut_nothing(tmp_path: Path) -> None:
    book = _book(tmp_path)
    game_id = import_sample(book, "air-empire-tournament-3p", 100, title="A long title for the club's Tuesday game")
    app = make_app(tmp_path)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        drawn = drawn_text(app)
        # the day in the list (the time left to the line under it): the title keeps more than "A long ti…"
        assert "Last change 2026-01-01 21:40" in drawn
        row = next(line for line in drawn.splitlines() if "Astrid" in line and "2026-01-01" in line)
        assert "A long title f" in row and "21:40" not in row
        words = drawn_words(app)
        assert "A long title for the club's Tuesday game" in words and "3 players: Astrid, Bao, Céline" in words
        app.open_game(game_id)
        app.push_screen(JournalScreen())
        await pilot.pause()
        await pilot.pause()
        words = " ".join(drawn_text(app).split())
        assert "Y3 Q3 line 5c maintenance paid by Céline:" in words  # folded onto a second line, not cut
        app.pop_screen()
        app.push_screen(RecapScreen())
        await pilot.pause()
        drawn = drawn_text(app)
        assert "1g Total — received" in drawn and "from the Bank" in drawn
        assert "5b Total for current" in drawn and "quarter" in drawn
        assert "refund due 2a" in drawn  # the legend's end
        await pilot.resize_terminal(120, 36)
        await pilot.pause()
        await pilot.pause()
        drawn = drawn_text(app)
        assert "(…) = deducted (1e, 1f), a decrease (1d), a refund due (2a)" in drawn
        assert "1g Total — received from the Bank" in drawn  # the room used: no name folded at 120 columns
        # the table at 120×36: each player's 1g and loans in the grid, every player's detail under it
        app.pop_screen()
        await pilot.pause()
        await pilot.pause()
        drawn = drawn_text(app)
        assert "1g to date" in drawn and "Loans" in drawn
        assert "› Astrid" in drawn and "Bao" in drawn.split("› Astrid")[1] and "Céline" in drawn.split("› Astrid")[1]
        # each player's lines under the marker, continuations indented (they ran on at column 0)
        lines = drawn.splitlines()
        start = next(i for i, line in enumerate(lines) if line.startswith("› Astrid"))
        end = next(i for i, line in enumerate(lines) if line.startswith("Bank"))
        assert all(line.startswith(("  ", "› ")) for line in lines[start:end]), lines[start:end]


@run
async def test_air_fare_six_names_card_lists_and_a_notice_above_the_footer(tmp_path: Path) -> None:
    book = _book(tmp_path)
    options = {"minor_airports_for_extra_players": "one_each"}
    game_id = book.create_game(GameSetup("air_fare", "standard", "Six", SIX, options))
    app = make_app(tmp_path)
    async with app.run_test(size=(80, 24), notifications=True) as pilot:
        await pilot.pause()
        app.open_game(game_id)
        await settled(pilot)
        lines = drawn_text(app).splitlines()
        hint = [lines[i : i + 2] for i, line in enumerate(lines) if line.startswith("More:")]
        # folded between two keys, never inside one ("k Count" / "cash"); u and i are not offered with no loan
        # between players owed (they say "Not now")
        assert hint and "Standings · t Card lists ·" in hint[0][0] and hint[0][0].rstrip().endswith("·"), hint
        assert hint[0][1].startswith("P Print audit") and "u Pay back" not in hint[0][0], hint
        app.notify("Alexandra pays $20M maintenance for her Boeing 737", title="Recorded #1", timeout=60)
        await pilot.pause()
        await pilot.pause()
        drawn = drawn_text(app)
        before = len(drawn.splitlines())
        # the notice is the line above the "More:" keys (two rows here), never over them, nor over the title line
        # and the lines above (it covered the title line, then the keys' last row: newcomers' tries)
        assert drawn.splitlines()[-4].startswith("▌ Recorded #1 · Alexandra pays $20M maintenance")
        assert drawn.splitlines()[0] == lines[0] and drawn.splitlines()[:-4] == lines[:-4]
        assert drawn.splitlines()[-3:] == lines[-3:]  # the keys and the footer
        assert "Evangeline" in drawn
        # a newer notice takes the line; the older one no longer shows under it
        app.notify("Beatrice pays $10M", title="Recorded #2", timeout=60)
        await pilot.pause()
        await pilot.pause()
        drawn = drawn_text(app)
        assert drawn.splitlines()[-4].startswith("▌ Recorded #2 · Beatrice") and "Recorded #1" not in drawn
        assert len(drawn.splitlines()) == before
        app.push_screen(CardListsScreen())
        await pilot.pause()
        assert "$80M  $100M" in drawn_text(app) and "$80M$100M" not in drawn_text(app)


@run
async def test_air_fare_a_long_list_of_cards_shows_whole_in_the_detail(tmp_path: Path) -> None:
    """The sample's winner holds 8 planes and 11 landing rights: at 80×24 the detail under the grid
    takes the room left, and her landing rights are not cut off (it was 5 lines, the rights hidden)."""
    book = _book(tmp_path)
    game_id = import_sample(book, "air-fare-4p", None)
    app = make_app(tmp_path)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        app.open_game(game_id)
        await pilot.pause()
        drawn = drawn_text(app)
        assert "Landing rights: #2 Minor Airport" in drawn and "#67 Chicago" in drawn, drawn
        assert "More: v Standings" in drawn


def _six_in_the_first_stock_round(book: Book) -> int:
    """A 1930 game of six players with long names, cards dealt, the sample's tables, four airlines started."""
    with resources.as_file(resources.files("samples").joinpath("golden-age-4p.jsonl")) as path:
        _setup, actions, _created = read_record(path)
    tables = next(a.payload for a in actions if a.kind == "golden_age.tables")
    game_id = book.create_game(GameSetup("golden_age", "standard", "Six", SIX, {}))
    cards = [{"player": seat, "card": seat, "money": 19 + seat} for seat in range(1, 7)]
    book.record(game_id, "golden_age.starting_money", {"cards": cards})
    book.record(game_id, "golden_age.tables", tables)
    for seat, airline in enumerate(("Blue", "Green", "Orange", "Yellow"), start=1):
        book.record(
            game_id, "golden_age.found", {"player": seat, "airline": airline, "price": 5, "tokens": 2, "income": 8}
        )
    return game_id


@run
async def test_golden_age_six_players_and_the_market_ends(tmp_path: Path) -> None:
    book = _book(tmp_path)
    game_id = import_sample(book, "golden-age-4p", 150)
    six = _six_in_the_first_stock_round(book)
    app = make_app(tmp_path)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        app.open_game(six)
        await settled(pilot)
        drawn = drawn_text(app)
        # at 80 columns the seats head the columns and one line names them whole; at 120 the names do
        assert "1 Alexandra · 2 Beatrice · 3 Cornelius · 4 Dorothea · 5 Evangeline · 6 Frederick" in drawn
        # nothing cut but the seats' heads, which say so with "…" (a newcomer's try: "1 Maximi" read as whole)
        cut = [line for line in drawn.splitlines() if "…" in line]
        assert cut[0].split()[3:5] == ["1", "Ale…"], cut
        # and the CEO column's names, cut to its room ("Corne…": the seat number read as one more token count)
        assert all(line.split()[-1].endswith("…") and line.count("…") == 1 for line in cut[1:]), cut
        await pilot.resize_terminal(120, 36)
        await pilot.pause()
        await pilot.pause()
        heads = next(line for line in drawn_text(app).splitlines() if line.startswith(" Airline"))
        assert heads.split()[3:9] == ["Alexandra", "Beatrice", "Cornelius", "Dorothea", "»Evangeline", "Frederick"]
        # the room under the grid shows the latest actions (it was left empty at 120×36)
        drawn = drawn_text(app)
        assert "Latest actions (j: the journal)" in drawn and "Dorothea starts Yellow at $5" in drawn
        await pilot.resize_terminal(80, 24)
        app.pop_screen()
        app.open_game(game_id)
        app.push_screen(MarketScreen())
        await pilot.pause()
        await pilot.pause()
        highest = str(len(book.game(game_id).state.track))

        def boxes() -> list[str]:  # the box numbers drawn (a row: box, price, action cost, airlines)
            rows = [line.split() for line in drawn_text(app).splitlines()]
            return [r[0] for r in rows if len(r) > 2 and r[0].isdigit() and r[1].startswith("$")]

        await pilot.press("end")
        await pilot.pause()
        assert "1" in boxes() and highest not in boxes()
        assert "BANKRUPT AT END OF TURN" in drawn_text(app)
        await pilot.press("home")
        await pilot.pause()
        assert boxes()[0] == highest


@run
async def test_a_screen_under_another_comes_back_whole_after_the_terminal_was_too_small(tmp_path: Path) -> None:
    """The recap open over the table at 120×36, the terminal shrunk to 60×20 (the too-small notice) and grown to
    80×24, then Esc: the table shows all its parts again. Before, Textual restyled only the screen on top when the
    notice went away, and the table came back as its grid alone on an empty screen (a newcomer's try)."""
    book = _book(tmp_path)
    game_id = import_sample(book, "air-empire-basic-4p", 31)
    app = make_app(tmp_path)
    async with app.run_test(size=(120, 36)) as pilot:
        await pilot.pause()
        app.open_game(game_id)
        await pilot.pause()
        table = app.screen
        whole = drawn_text(app)
        assert "Next: Phase 1" in whole and "Bank supply" in whole
        app.push_screen(RecapScreen())
        await pilot.pause()
        for size in ((60, 20), (80, 24)):
            await pilot.resize_terminal(*size)
            await pilot.pause()
            await pilot.pause()
        await pilot.press("escape")
        await pilot.pause()
        await pilot.pause()
        assert app.screen is table
        drawn = drawn_text(app)
        assert "Next: Phase 1" in drawn and "Bank supply" in drawn and "Recap" in drawn.splitlines()[-1]


@run
async def test_the_stock_market_opens_on_every_airline_at_80x24(tmp_path: Path) -> None:
    """The Stock Market at 80×24 in Turn 1's Operation Phase: six airlines in boxes 3-8 of the illustrative track,
    all in sight when the screen opens (a newcomer's try: the cursor's box, Orange's, was the last line drawn and
    the five others were below it)."""
    book = _book(tmp_path)
    game_id = import_sample(book, "golden-age-4p", 30)
    app = make_app(tmp_path)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        app.open_game(game_id)
        app.push_screen(MarketScreen())
        await pilot.pause()
        await pilot.pause()
        airlines = [a.name for a in app.game.state.airlines.values() if a.status == "founded"]
        assert len(airlines) == 6
        rows = [line for line in drawn_text(app).splitlines() if line.split()[:1] and line.split()[0].isdigit()]
        assert all(any(name in row for row in rows) for name in airlines), rows


@run
async def test_a_tall_terminal_shows_the_latest_actions_under_the_table(tmp_path: Path) -> None:
    """Issue 13: at 120×36 the table left some 14 lines empty; they show the latest actions, newest last."""
    book = Book(f"sqlite:///{tmp_path / 't.sqlite'}")
    import_sample(book, "air-empire-basic-4p", None)
    book.close()
    app = make_app(tmp_path)
    async with app.run_test(size=(120, 36)) as pilot:
        await pilot.pause()
        await pilot.press("enter")
        await pilot.pause()
        await pilot.pause()
        shown = str(app.screen.query_one("#recent").render())
        lines = shown.splitlines()
        last = app.game.records[-1]
        assert lines[0] == "Latest actions (j: the journal)" and len(lines) >= 10
        assert lines[-1].startswith(f"#{last.seq} ")
        # the quarter once: "#5 Y1 Q1 · Ann pays ..." or "#3 Y1 Q1 Denver bids ...", never "Y1 Q1 · Y1 Q1"
        assert not any(re.search(r"(Y\d Q\d) · \1", line) for line in lines), lines
    async with make_app(tmp_path).run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        await pilot.press("enter")
        await pilot.pause()
        assert not pilot.app.screen.query_one("#recent").display  # 80×24: no room to spare


@run
async def test_a_notice_leaves_the_newest_of_the_latest_actions_in_sight(tmp_path: Path) -> None:
    """A newcomer's try at 120x36: a notice sat on the last line of the latest actions, the newest, while it showed.
    That line is left for the notices: the newest action is drawn above the notice."""
    book = Book(f"sqlite:///{tmp_path / 't.sqlite'}")
    import_sample(book, "air-empire-basic-4p", None)
    book.close()
    app = make_app(tmp_path)
    async with app.run_test(size=(120, 36), notifications=True) as pilot:
        await pilot.pause()
        await pilot.press("enter")
        await pilot.pause()
        # two lines are left, for a notice of two ("Not used · c: … · 1 key typed after c …" hid the newest in a
        # newcomer's try): a notice of one sits on the line above the footer, a blank line above it
        app.notify("A notice of one line", title="Recorded")
        await pilot.pause(0.3)
        drawn = drawn_text(app).splitlines()
        last = app.game.records[-1]
        newest = next(i for i, line in enumerate(drawn) if line.startswith(f"#{last.seq} "))
        notice = next(i for i, line in enumerate(drawn) if "Recorded · A notice of one line" in line)
        assert notice == len(drawn) - 2 and not drawn[notice - 1].strip(), "\n".join(drawn[-6:])
        assert newest == notice - 2


@run
async def test_air_fare_at_a_tall_terminal_shows_the_latest_actions_under_the_detail(tmp_path: Path) -> None:
    """Air Fare's table at 120×36 (Turn 19's Flying Phase): the player's detail took all the room left and showed
    some 18 empty lines under Ann's cards (a try at 120×36); it takes its lines and the latest actions the rest, each
    turn said once ("#82 Turn 16: 8 flights", not "#82 Turn 16 · Turn 16: 8 flights")."""
    book = _book(tmp_path)
    game_id = import_sample(book, "air-fare-4p", 97)
    app = make_app(tmp_path)
    async with app.run_test(size=(120, 36)) as pilot:
        await pilot.pause()
        app.open_game(game_id)
        await pilot.pause()
        await pilot.pause()
        drawn = drawn_text(app)
        assert "Landing rights: #2 Minor Airport" in drawn and "More: " in drawn
        lines = str(app.screen.query_one("#recent").render()).splitlines()
        assert lines[0] == "Latest actions (j: the journal)" and len(lines) >= 10, lines
        assert lines[-1].startswith("#97 Turn 19 draw: Ann: Aerospatiale/BAC Concorde")
        assert not any(re.search(r"(Turn \d+) · \1", line) for line in lines), lines


async def _recap_drawn(pilot: Any, game_id: int) -> str:
    """Open ``game_id`` and push its recap; what the terminal shows once it is drawn."""
    pilot.app.open_game(game_id)
    pilot.app.push_screen(RecapScreen())
    await pilot.pause()
    await pilot.pause()
    return drawn_text(pilot.app)


@run
async def test_recap_at_120x36_shows_every_quarter_that_fits(tmp_path: Path) -> None:
    """Issue 13: at 120×36 a Basic Game's recap showed 10 or 11 of its 12 quarters beside the line names
    kept whole. All 12 are shown: folding the long names was tried and read badly ("1g Total — received from /
    the Bank", a newcomer's try); the screen holds the sheet twice, so the later quarters go on below."""
    book = _book(tmp_path)
    game_id = import_sample(book, "air-empire-basic-4p", 20)  # Y1 Q3: short amounts, 12 quarter columns
    app = make_app(tmp_path)
    async with app.run_test(size=(120, 36)) as pilot:
        await pilot.pause()
        drawn = await _recap_drawn(pilot, game_id)
        assert "Quarters Y1 Q1–Y3 Q4 ·" in drawn and "of 12" not in drawn, drawn
        headers = "".join(line for line in drawn.splitlines() if line.strip().startswith("Line"))
        assert all(f"Y{y} Q{q}" in headers for y in (1, 2, 3) for q in (1, 2, 3, 4)), headers
        assert "1g Total — received from the Bank" in drawn  # neither folded nor cut


@run
async def test_recap_at_120x36_goes_on_in_a_block_below(tmp_path: Path) -> None:
    """Issue 13: at 120×36 the recap showed 8 of a finished Basic Game's 12 quarters over some 17 empty lines.
    Where the screen holds the sheet twice, the quarters that do not fit beside the line names go on in a
    block below: all 12 of the Basic Game, 14 of the 7-year Tournament Game's 28; ``Home`` still goes to the
    first quarters and ``End`` to the last. At 80×24 there is one block, as before."""
    book = _book(tmp_path)
    basic = import_sample(book, "air-empire-basic-4p", None)
    tournament = import_sample(book, "air-empire-tournament-3p", None)
    app = make_app(tmp_path)
    async with app.run_test(size=(120, 36)) as pilot:
        await pilot.pause()
        drawn = await _recap_drawn(pilot, basic)
        headers = [line for line in drawn.splitlines() if line.strip().startswith("Line")]
        assert len(headers) == 2, drawn
        assert all(f"Y{y} Q{q}" in "".join(headers) for y in (1, 2, 3) for q in (1, 2, 3, 4)), headers
        assert "Quarters Y1 Q1–Y3 Q4 ·" in drawn and "of 12" not in drawn, drawn
        assert drawn.count("1g Total — received from the Bank") == 2, drawn
        app.pop_screen()
        drawn = await _recap_drawn(pilot, tournament)
        headers = [line for line in drawn.splitlines() if line.strip().startswith("Line")]
        assert len(headers) == 2 and "Y7 Q4" in headers[1], drawn
        assert "Quarters Y4 Q3–Y7 Q4 of 28" in drawn, drawn
        await pilot.press("home")
        await pilot.pause()
        drawn = drawn_text(app)
        assert "Quarters Y1 Q1–Y4 Q2 of 28" in drawn, drawn  # 14, two blocks of 7 (even columns)
        await pilot.press("a")  # the Route Applications: no block of the sheet beside them
        await pilot.pause()
        assert not [line for line in drawn_text(app).splitlines() if line.strip().startswith("Line")]
        assert "of 28" not in drawn_text(app) and "a: the lines again" in drawn_text(app)  # not the quarters
        await pilot.press("a")
        await pilot.pause()
        await pilot.resize_terminal(80, 24)
        await pilot.pause()
        await pilot.pause()
        drawn = drawn_text(app)
        headers = [line for line in drawn.splitlines() if line.strip().startswith("Line")]
        assert len(headers) == 1, drawn


@run
async def test_a_long_recorded_notice_is_shortened_at_a_word_on_its_line(tmp_path: Path) -> None:
    """Issue 13: "Recorded #18 · Turn 4: 6 flight(s): Ann #1 to …" ran past 80 columns and was cut mid-word at
    the edge. It keeps to one line (above the footer), cut after a whole word, and says the journal has it all;
    every line under it is drawn as before."""
    book = _book(tmp_path)
    with resources.as_file(resources.files("samples").joinpath("air-fare-4p.jsonl")) as path:
        _setup, actions, _created = read_record(path)
    flights = actions[17]  # the sample's first turn of 6 flights
    assert flights.kind == "air_fare.flights" and len(flights.payload["flights"]) == 6
    game_id = import_sample(book, "air-fare-4p", 17)
    app = make_app(tmp_path)
    async with app.run_test(size=(80, 24), notifications=True) as pilot:
        await pilot.pause()
        app.open_game(game_id)
        await pilot.pause()
        app.try_record(flights.kind, flights.payload)
        await pilot.pause()
        await pilot.pause()
        drawn = drawn_text(app).splitlines()
        top = drawn[-4].rstrip()  # the line above the More keys' two rows, a table's notices' (place_notices)
        assert top.startswith("▌ Recorded #18 · ") and top.endswith(" … (all in the journal)"), top
        assert len(top) <= 80
        summary = in_words(app, app.game.records[-1].summary)
        kept = top.removeprefix("▌ Recorded #18 · ").removesuffix(" … (all in the journal)")
        assert kept == "Turn 4: 6 flights: Ann #1 to Minor" and summary.startswith(kept + " "), (kept, summary)
        await pilot.pause(3.5)  # the notice gone: it covered the one line above the More keys only
        after = drawn_text(app).splitlines()
        assert after[:-4] + after[-3:] == drawn[:-4] + drawn[-3:]


@run
async def test_secret_bids_roll_keeps_a_long_name_apart_from_its_state(tmp_path: Path) -> None:
    """Air Empire's roll of bidders ran "1 Annabelle Longname> typing now" (a 14-column name field): a long
    name widens the column, a space always between the name and "> typing now" or "waiting"."""
    from tui.games.air_empire.bids import BidsScreen

    book = _book(tmp_path)
    names = ("Annabelle Longname", "Bea", "Cal")
    game_id = book.create_game(GameSetup("air_empire", "basic", "Long", names))
    card = {"city": "Helena", "adjacent": ["Los Angeles"], "minimums": {"A": 8000, "B": 7000, "C": 6000}}
    book.record(game_id, "air_empire.route_card", {**card, "revenue": 15000})
    app = make_app(tmp_path)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        app.open_game(game_id)
        await pilot.pause()
        await pilot.press("b")
        await pilot.pause()
        await pilot.pause()
        assert isinstance(app.screen, BidsScreen)
        drawn = drawn_text(app)
        assert "1 Annabelle Longname > typing now" in drawn, drawn
        assert "2 Bea                  waiting" in drawn, drawn  # the states in one column


@run
async def test_the_table_under_a_form_follows_the_terminals_size(tmp_path: Path) -> None:
    """A form open while the terminal is made smaller than 80×24 and larger again: the table under it is drawn
    at the new size (its header whole at 120 columns), with nothing of the too-small notice left and no empty
    backdrop (found in the tmux try of 4 December)."""
    book = _book(tmp_path)
    game_id = import_sample(book, "golden-age-4p", first_allowed("golden-age-4p", "golden_age.operate") + 3)
    app = make_app(tmp_path)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        app.open_game(game_id)
        await pilot.pause()
        await pilot.press("f")  # the Fly form
        await pilot.pause()
        form = app.screen
        assert "Fly (Operation Phase)" in drawn_text(app)
        for size in ((60, 20), (120, 36), (60, 20), (80, 24)):
            await pilot.resize_terminal(*size)
            for _ in range(4):
                await pilot.pause()
            drawn = drawn_text(app)
            if size == (60, 20):
                assert "needs at least 80×24" in drawn
                continue
            assert app.screen is form and "needs at least" not in drawn
            assert "Fly (Operation Phase)" in drawn
            lines = drawn.splitlines()
            assert (
                lines[2].startswith("Next: ") and "Operating Round 1: Neal (then" in lines[2]
            )  # the table's lines above the form
            if size == (120, 36):
                assert "Carla" in lines[3] and "CEO" in lines[3]  # the columns of 120, over the form
                assert "ILLUSTRATIVE Stock Market track" in lines[0]  # the title of 120 columns
        # a question over the form: the table under both follows the size too
        app.push_screen(ConfirmScreen("Record the Fly?", "Record"))
        await pilot.pause()
        for size in ((60, 20), (120, 36)):
            await pilot.resize_terminal(*size)
            for _ in range(4):
                await pilot.pause()
        lines = drawn_text(app).splitlines()
        assert "Record the Fly?" in drawn_text(app) and "needs at least" not in drawn_text(app)
        assert lines[2].startswith("Next: ") and "Operating Round 1: Neal (then" in lines[2]
        assert "ILLUSTRATIVE Stock Market track" in lines[0] and "CEO" in lines[3]


def _before_first(sample: str, kind: str) -> int:
    """How many of ``sample``'s actions come before its first of ``kind`` (where its banker opened that form)."""
    with resources.as_file(resources.files("samples").joinpath(f"{sample}.jsonl")) as path:
        _setup, actions, _created = read_record(path)
    return next(count for count, action in enumerate(actions) if action.kind == kind)


def _dialog_stops(book: Book, game: str) -> list[tuple[int, str, tuple[str, ...]]]:
    """Each sample of :data:`DIALOGS` for ``game`` imported where its forms open: (game id, where, table actions)."""
    stops = []
    for sample, kind, actions in DIALOGS[game]:
        where_banked = kind in ("golden_age.trade", "golden_age.tech_penalty")
        upto = _before_first(sample, kind) if where_banked else first_allowed(sample, kind)
        stops.append((import_sample(book, sample, upto), f"{sample} @{upto}", actions))
    return stops


async def _each_dialog(
    pilot: Any, stops: list[tuple[int, str, tuple[str, ...]]]
) -> AsyncIterator[tuple[str, str, Any]]:
    """Open each game of ``stops`` and each of its forms by the table's key: (action, where, the form), the form
    closed (Esc) after the caller's look and the game after its forms."""
    app = pilot.app
    await pilot.pause()
    for game_id, where, actions in stops:
        app.open_game(game_id)
        await pilot.pause()
        table = app.screen
        for action in actions:
            await pilot.press(key_for(table, action))
            await pilot.pause()
            assert app.screen is not table, f"{action} ({where}): no form opened"
            yield action, where, app.screen
            await pilot.press("escape")
            await pilot.pause()
        app.pop_screen()


@pytest.mark.parametrize("game", sorted(DIALOGS))
@run
async def test_no_dialog_takes_the_notices_line_at_80x24(tmp_path: Path, game: str) -> None:
    """Notices show on the screen's top line: every form and secret bids screen opened at 80×24 starts on the
    line under it. Before 2e00e57 Air Fare's revenue form and Air Empire's tax table (at the Taxes), 22 lines
    high, were centred from the top line, and the two secret bids screens filled the screen: a notice
    ("Undone #6") covered their top border. Nothing of the table shows beside a box: 78 wide at 80 columns, the
    forms left one column of it on each side of their borders, read as stray letters ("A│", "│,"; newcomers'
    tries at 80x24); nor beside a question (:func:`_each_question`), 72 or 64 wide, which left four to eight ("2 B█",
    "Ann █", "█rop,"); nor under a dialog, down to its footer: the table's lines there read as part of it, a sentence
    cut by the box ("the win).", Air Fare's loans) or the table's key line right under the bids' own."""
    app = make_app(tmp_path)
    tops: dict[str, int | None] = {}
    cut: dict[str, str] = {}
    beside: dict[str, list[str]] = {}
    under: dict[str, list[str]] = {}
    stops = _dialog_stops(_book(tmp_path), game)
    async with app.run_test(size=(80, 24)) as pilot:
        async for what, question in _each_question(pilot, [game_id for game_id, _where, _actions in stops]):
            lines = drawn_text(app).splitlines()
            if strips := [line for part in question.box_parts() for line in _beside_box(lines, part.region)]:
                beside[what] = strips
            if strips := _under_dialog(lines, question):
                under[what] = strips
        async for action, where, form in _each_dialog(pilot, stops):
            lines = drawn_text(app).splitlines()
            top = next((row for row, line in enumerate(lines) if "╭" in line), None)
            # the first round corner drawn is the dialog's own top border (the table draws none)
            assert top == form.query_one("#form, #bids").region.y, (action, where, top)
            tops[f"{action} ({where})"] = top
            # and the last line of its keys is in the box: a form as high as its box lost it (the live line's
            # margin left out of _fit_body's sum: Air Fare revenue's "Asks first", the tax table's keys)
            # (a bids screen's keys are a line of the screen under its box, not in it)
            box, keys_line = form.query_one("#form, #bids"), form.query_one("#form-keys, #bids-keys")
            if box.id == "form" and keys_line.region.bottom > box.region.bottom - 1:  # under the bottom border
                cut[f"{action} ({where})"] = str(keys_line.render()).splitlines()[-1]
            if strips := _beside_box(lines, box.region):
                beside[f"{action} ({where})"] = strips
            if strips := _under_dialog(lines, form):
                under[f"{action} ({where})"] = strips
    assert [dialog for dialog, top in tops.items() if top is None or top < 1] == [], tops
    assert cut == {}
    assert beside == {}
    assert under == {}


#: the questions opened over each game (:func:`_each_question`): (key to the journal first or "", key, what it is)
QUESTIONS = (
    ("", "ctrl+z", "Undo over the table"),
    ("j", "w", "the journal's player filter"),
    ("j", "t", "the journal's quarter filter"),
    ("j", "ctrl+z", "Undo over the journal"),
)


async def _each_question(pilot: Any, game_ids: list[int]) -> AsyncIterator[tuple[str, BackdropModalScreen[Any]]]:
    """Each question of :data:`QUESTIONS` opened over each game of ``game_ids`` (a game's table or its journal), and,
    where one of them is Air Empire's, the Flight Costs prompt before a new game's first card: (what, the question),
    closed (Esc) after the caller's look, and the game left."""
    app = pilot.app
    opened = [(game_id, journal, key, what) for game_id in dict.fromkeys(game_ids) for journal, key, what in QUESTIONS]
    if any(app.book.setup(game_id).game == "air_empire" for game_id in game_ids):
        fresh = app.book.create_game(GameSetup("air_empire", "basic", "Prompt", ("Ann", "Bea", "Cal")))
        opened.append((fresh, "", "c", "the Flight Costs prompt"))
    for game_id, journal, key, what in opened:
        depth = len(app.screen_stack)
        await open_game_at(pilot, game_id)
        if journal:
            await keys(pilot, journal)
        under = app.screen
        await keys(pilot, key)
        await settled(pilot)
        question = app.screen
        assert question is not under and isinstance(question, BackdropModalScreen), (what, game_id)
        yield f"{what} (game {game_id})", question
        await keys(pilot, "escape")
        while len(app.screen_stack) > depth:
            app.pop_screen()
            await pilot.pause()


def _beside_box(lines: list[str], box: Region) -> list[str]:
    """The lines of ``lines`` (:func:`drawn_text`) beside the dialog's ``box`` (its rows) that draw anything left or
    right of its borders: what of the screen under it shows there."""
    return [line for line in lines[box.y : box.bottom] if line[: box.x].strip() or line[box.right :].strip()]


def _under_dialog(lines: list[str], dialog: BackdropModalScreen[Any]) -> list[str]:
    """The lines of ``lines`` (:func:`drawn_text`) under the lowest part of ``dialog``'s box (its own key line under
    the box too) and above its footer that draw anything: what of the screen under it shows there."""
    bottom = max(part.region.bottom for part in dialog.box_parts() if part.region)
    foot = min(
        (child.region.y for child in dialog.children if child.display and child.styles.dock == "bottom"),
        default=len(lines),
    )
    return [line for line in lines[bottom:foot] if line.strip()]


@run
async def test_the_new_game_and_count_cash_forms_leave_nothing_beside_their_box(tmp_path: Path) -> None:
    """At 80x24 the new game form (over the list of games) and Count cash (over a game's table) take the whole
    width: 76 and 78 wide, they left a column of the screen under them beside their borders ("2│", "A│" and "│,": the
    list's dates, the table's rows, read as stray letters, a newcomer's try). At 60x20 only the notice asking for
    more room shows, nothing of the form or the table."""
    book = _book(tmp_path)
    game_id = import_sample(book, "air-empire-basic-4p", 30)
    app = make_app(tmp_path)
    async with app.run_test(size=(80, 24)) as pilot:
        await keys(pilot, "n")
        box = app.screen.query_one("#new").region
        assert (box.x, box.width) == (0, 80) and _beside_box(drawn_text(app).splitlines(), box) == []
        await keys(pilot, "escape")
        app.open_game(game_id)
        await settled(pilot)
        await keys(pilot, "k")
        box = app.screen.query_one("#dialog").region
        lines = drawn_text(app).splitlines()
        assert (box.x, box.width) == (0, 80) and _beside_box(lines, box) == [], lines
        assert "Count cash: the money in front of a player, counted" in lines[box.y + 1]
        await pilot.resize_terminal(60, 20)
        for _ in range(4):
            await pilot.pause()
        drawn = drawn_text(app)
        assert "needs at least 80×24" in drawn and "│" not in drawn and "Count cash" not in drawn


@run
async def test_nothing_of_the_screen_under_a_question_sits_against_its_box_at_120x36(tmp_path: Path) -> None:
    """At 120x36 a question centred over the journal (its filters, Undo) left the journal's words flush against its
    borders, read as part of the box ("Rou█", "█Dividends", "Chuck█"; newcomers' tries). The dimmed screen under it
    shows from :data:`GUTTER` columns off its borders, those blank; at a game's table the question sits at the foot,
    the table's lines beside it hidden."""
    book = _book(tmp_path)
    game_ids = [import_sample(book, sample, 30) for sample in ("air-empire-basic-4p", "golden-age-4p", "air-fare-4p")]
    app = make_app(tmp_path)
    flush: dict[str, list[str]] = {}
    shown: list[str] = []
    async with app.run_test(size=(120, 36)) as pilot:
        async for what, question in _each_question(pilot, game_ids):
            lines = drawn_text(app).splitlines()
            for box in (part.region for part in question.box_parts()):
                assert box.x >= GUTTER and box.right <= 120 - GUTTER, (what, box)
                rows = lines[box.y : box.bottom]
                if against := [
                    row for row in rows if row[box.x - GUTTER : box.x].strip() or row[box.right :][:GUTTER].strip()
                ]:
                    flush[what] = against
                shown += [row for row in rows if row[: box.x].strip() or row[box.right :].strip()]
    assert flush == {}
    assert shown, "the dimmed journal still shows beside a question centred over it"


@pytest.mark.parametrize("game", sorted(DIALOGS))
@run
async def test_no_open_list_covers_the_key_line_at_80x24(tmp_path: Path, game: str) -> None:
    """Every list of every form, opened at 80×24, ends above the form's key line, which says how to work it
    ("↑↓: move · a letter: search · Enter: choose, next"): before, an open list was up to 12 lines high wherever
    it stood: 1930's lists of actions and airlines and Air Fare's lists of cards drew over the key line and the
    box's bottom (Air Fare's draw form down to the screen's last line). A list whose options do not fit under it
    opens on the roomier side, and shows as many options as that side holds (held to the lines under it, 1930's
    list of actions showed 3 of 5); one opened apart from its row, above the rows chosen above it, as many as the
    room above them holds."""
    app = make_app(tmp_path)
    covered: dict[str, tuple[int, int]] = {}
    short: dict[str, tuple[int, int]] = {}
    opened = 0
    async with app.run_test(size=(80, 24)) as pilot:
        async for action, where, form in _each_dialog(pilot, _dialog_stops(_book(tmp_path), game)):
            keys_line = form.query_one("#form-keys, #bids-keys")
            for select in list(form.query(LiteralSelect)):
                if not select.display or select.disabled or len(select._options) < 2:
                    continue
                select.focus()
                await pilot.pause()
                await select.action_show_overlay()
                await pilot.pause()
                overlay = select.query_one(SelectOverlay)
                opened += 1
                if overlay.region.bottom > keys_line.region.y or overlay.region.y < 1:
                    covered[f"{action} {select.id} ({where})"] = (overlay.region.bottom, keys_line.region.y)
                # as many options as the roomier side holds (a list held to the lines under it hid 1930's Fly), or,
                # opened above the rows above it to leave them in sight (Air Fare's draw), as that room holds
                room = max(keys_line.region.y - select.region.y - 1, select.region.y - 1)
                if overlay.region.bottom < select.region.y:
                    room = select.first_field_above(-1, select.region.width + 2) - 1
                if overlay.region.height < min(len(select._options), 12, room):
                    short[f"{action} {select.id} ({where})"] = (overlay.region.height, len(select._options))
                await pilot.press("escape")  # closes the list only
                await pilot.pause()
                assert app.screen is form
    assert opened and covered == {} and short == {}


@run
async def test_a_form_takes_the_room_of_a_tall_terminal(tmp_path: Path) -> None:
    """The 1930 Tables form (its heading, where from, what the columns are, ten rows of each table) needs more than
    the 21 lines of a form's box at 80x24: at 120x36 its box grows (app.tcss gives it up to 34 lines) and every line
    of its fields shows without scrolling; made 80x24 again, the box is back to 21 lines at most, its table boxes
    five rows high, its heading in sight, and its top border stays under the notices' line."""
    book = _book(tmp_path)
    game_id = book.create_game(GameSetup("golden_age", "standard", "Tables", ("Ann", "Bob", "Cy")))
    app = make_app(tmp_path)
    async with app.run_test(size=(120, 36)) as pilot:
        await pilot.pause()
        app.open_game(game_id)
        await pilot.pause()
        await keys(pilot, "t", "i")  # the tables, illustrative: filled in
        form = app.screen
        assert isinstance(form, TablesForm)
        box, body = form.query_one("#form"), form.query_one("#form-body")
        assert box.region.height > FORM_MAX_HEIGHT
        assert body.max_scroll_y == 0 and body.region.height == body.virtual_size.height
        drawn = drawn_text(app)
        assert "Stock Market track and Dividend Level table" in drawn  # the heading, at the top of the fields
        assert "10  10 3" in drawn and "10  94 10" in drawn  # and the tables' tenth rows, at their foot
        assert "A row a line" in drawn and "Will record:" in drawn

        await pilot.resize_terminal(80, 24)
        for _ in range(4):
            await pilot.pause()
        assert box.region.height <= FORM_MAX_HEIGHT
        assert box.region.y >= 1 and "╭" not in drawn_text(app).splitlines()[0]
        # its boxes five rows high (each scrolls its rows): the heading and Where from stay in sight (a newcomer's
        # try: the boxes pushed them off the form's top)
        drawn = drawn_text(app)
        assert "Stock Market track and Dividend Level table" in drawn and "Where from" in drawn
        assert "5  5 2" in drawn and "5  34 5" in drawn
        assert form.query_one("#form-keys").region.bottom <= box.region.bottom - 1  # its last key line is in the box


@run
async def test_the_latest_actions_mark_an_action_undone_next_to_its_number(tmp_path: Path) -> None:
    """A newcomer's try at 120×36: "#7 (undone) Y1 Q2 route card: …" but "#3 Y1 Q1 · (undone) Planes bought: …",
    the mark before the quarter on one line and after it on the next. It stands next to the number on every line."""
    book = Book(f"sqlite:///{tmp_path / 't.sqlite'}")
    game_id = import_sample(book, "air-empire-basic-4p", 30)
    undone = book.undo(game_id).seq - 1  # the last action, undone
    book.close()
    async with make_app(tmp_path).run_test(size=(120, 36)) as pilot:
        await pilot.pause()
        await pilot.press("enter")
        await pilot.pause()
        await pilot.pause()
        lines = str(pilot.app.screen.query_one("#recent").render()).splitlines()
        assert any(line.startswith(f"#{undone} (undone) ") for line in lines), lines
        assert not any(" (undone)" in line and not re.match(r"#\d+ \(undone\) ", line) for line in lines), lines


@run
async def test_a_field_keeps_what_was_typed_through_a_terminal_too_small(tmp_path: Path) -> None:
    """A newcomer's try: "15" typed in a field, the terminal made 60x20 and back to 80x24, then "7": the field read
    "7" (focused again, the field had selected all its text). Focused again, its cursor is where it was: "157"."""
    app = make_app(tmp_path)
    game = import_sample(app.book, "air-empire-basic-4p", 40)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        app.open_game(game)
        await pilot.pause()
        await keys(pilot, "p", "1", "5")
        field = app.focused
        await pilot.resize_terminal(60, 20)
        await pilot.pause(0.3)
        await keys(pilot, "8", "9")  # not used while too small: said once it has grown back
        await pilot.resize_terminal(80, 24)
        await pilot.pause(0.3)
        assert app.focused is field
        assert any(
            "2 keys typed while the terminal was too small were not used: check the field typed in" in n.message
            for n in app._notifications
        )
        await keys(pilot, "7")
        assert getattr(field, "value", None) == "157"
        await keys(pilot, "escape")  # another screen (the question): the notice was the form's, it goes
        assert not any("too small" in n.message for n in app._notifications)


@run
async def test_keys_typed_before_the_terminal_shrank_are_kept(tmp_path: Path) -> None:
    """A newcomer's try: a burst typed at 80x24 (a route card's cities and minimum) was still on its way, some 60 ms a
    key, when the window was made 60x20: its last keys ("000 Enter") were not used, though typed while the terminal
    was large enough. Keys typed before the terminal shrank are handed on once it has grown back; keys typed while it
    was too small are still not used, and said."""
    app = make_app(tmp_path)
    game = import_sample(app.book, "air-empire-basic-4p", 40)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        app.open_game(game)
        await pilot.pause()
        await keys(pilot, "p", "1")
        field = app.focused
        await pilot.resize_terminal(60, 20)
        await pilot.pause(0.3)
        for character in "50":  # typed before the terminal shrank, reaching the app after it did
            typed = events.Key(character, character)
            typed.time = app._small_since - 0.05
            app._driver.send_message(typed)
        await pilot.pause()
        await keys(pilot, "9")  # typed while too small: not used
        await pilot.resize_terminal(80, 24)
        await pilot.pause(0.5)
        assert app.focused is field and getattr(field, "value", None) == "150"
        said = [n.message for n in app._notifications if "too small" in n.message]
        assert said == [
            "Not used · 1 key typed while the terminal was too small was not used: check the field typed in."
        ], said


@run
async def test_keys_typed_small_on_the_table_name_no_field(tmp_path: Path) -> None:
    """A newcomer's try: "o" typed at 60x20 on a table, back at 80x24 the notice said "check the field typed
    in" with no field anywhere: on a table, the notice says the key was not used, no more."""
    app = make_app(tmp_path)
    game = import_sample(app.book, "air-empire-basic-4p", 40)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        app.open_game(game)
        await pilot.pause()
        await pilot.resize_terminal(60, 20)
        await pilot.pause(0.3)
        await keys(pilot, "o")
        await pilot.resize_terminal(80, 24)
        await pilot.pause(0.3)
        said = [n.message for n in app._notifications if "too small" in n.message]
        assert said == ["Not used · 1 key typed while the terminal was too small was not used."], said


@run
async def test_the_table_under_a_form_is_laid_out_as_before_after_a_terminal_too_small(tmp_path: Path) -> None:
    """A newcomer's try: 1930's Buy form open at 80x24 (Turn 2's Stock Round), the terminal made 60x20 and back: the
    form kept what was typed, but the table under it kept the small terminal's line heights (its detail a line
    longer with the seats' legend, the More keys on three lines): the grid two rows shorter, its scrollbar beside the
    form's edge, a blank line above the footer, until the buy was recorded. Grown back, all is drawn as before."""
    app = make_app(tmp_path)
    game_id = import_sample(app.book, "golden-age-4p", 37)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        app.open_game(game_id)
        await settled(pilot)
        await keys(pilot, "b")
        assert "Buy one Stock token" in drawn_text(app)
        before = drawn_text(app)
        for size in ((60, 20), (80, 24)):
            await pilot.resize_terminal(*size)
            for _ in range(4):
                await pilot.pause()
        assert "needs at least" not in drawn_text(app)
        assert drawn_text(app) == before
