"""1930's dividend summary on screen (``d``): what a turn's Stock Round did, trades too (Textual Pilot, 80x24, the
bundled sample: samples/golden-age-4p.jsonl)."""

from __future__ import annotations

from pathlib import Path

import pytest
from ga_three import three
from tui_helpers import SIZE, drawn_text, import_sample, keys, make_app, run, text

from tui.games.golden_age.table import DividendsScreen


@run
async def test_the_dividend_summary_lists_a_trade_where_it_happened(tmp_path: Path) -> None:
    """A newcomer's try, the whole sample: Turn 6 listed "Pink +1 $11 → $12 bought this Stock Round", but Zoë's
    trade (Blue returned for Pink, $0 paid, $4 of credit lost) was nowhere: a trade paying $0 is no payment. It is
    listed among the Stock Round's records, who, returned what, got what, paid and lost, before the price move it
    made at the end of the round (1930, Normal Stock Rounds, Buy; Tracking the Purchase of Stock Share Tokens)."""
    app = make_app(tmp_path)
    game_id = import_sample(app.book, "golden-age-4p", None)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        app.open_game(game_id)
        await pilot.pause()
        await keys(pilot, "d")
        screen = app.screen
        assert isinstance(screen, DividendsScreen)
        lines = f"{text(screen.query_one('#dividends-text'))}\n{text(screen.query_one('#dividends-last'))}".split("\n")
        turn6 = lines[lines.index("== Turn 6 ==") : lines.index("== Final Flight ==")]
        trade = turn6.index("Trade: Zoë returns Blue ($15) for Pink ($11): paid $0, $4 lost")
        moved = next(i for i, line in enumerate(turn6) if line.startswith("Price: Pink") and "bought this" in line)
        assert trade < moved, turn6
        assert not any(line.startswith("Trade:") for line in lines[: lines.index("== Turn 6 ==")]), lines


@run
async def test_a_contract_is_a_payment_line_as_printed(tmp_path: Path) -> None:
    """A newcomer's try: Turn 4 listed "Contract: Neal plays $3 on Blue", where the printed summary's Contracts
    table says what the Bank paid the player ("Paid to the player $3"). On screen it is a payment line, as the
    payments to the Bank are, before the price move the card makes (1930, End of Turn, step 4)."""
    app = make_app(tmp_path)
    game_id = import_sample(app.book, "golden-age-4p", None)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        app.open_game(game_id)
        await pilot.pause()
        await keys(pilot, "d")
        screen = app.screen
        assert isinstance(screen, DividendsScreen)
        lines = f"{text(screen.query_one('#dividends-text'))}\n{text(screen.query_one('#dividends-last'))}".split("\n")
        turn4 = lines[lines.index("== Turn 4 ==") : lines.index("== Turn 5 ==")]
        paid = turn4.index("Paid by the Bank: Neal $3 for Blue, Contract card")
        assert turn4[paid + 1].startswith("Price: Blue $11 → $12 (contract)"), turn4
        assert not any(line.startswith("Contract:") for line in lines), lines


@run
async def test_an_end_of_turn_income_and_the_token_it_released_are_listed(tmp_path: Path) -> None:
    """A newcomer's try: the End of Turn's income change and the Stock token it released were not on the summary
    (the journal only). Blue's income confirmed at $26 at the first End of Turn: listed with what the mark brought,
    in the turn's order."""
    from ledger.games import golden_age as ga

    app = make_app(tmp_path)
    game_id = import_sample(app.book, "golden-age-4p", 36)  # the first End of Turn: end_turn is next
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        app.open_game(game_id)
        await pilot.pause()
        assert app.game.state.phase == "end_of_turn" and app.game.state.airlines["Blue"].income == 15
        app.record("golden_age.end_turn", {"incomes": {"Blue": 26}})
        await pilot.pause()
        assert ga.dividend_summary(app.game.state)[0].incomes[-1].after == 26
        await keys(pilot, "d")
        screen = app.screen
        assert isinstance(screen, DividendsScreen)
        lines = f"{text(screen.query_one('#dividends-text'))}\n{text(screen.query_one('#dividends-last'))}".split("\n")
        turn1 = [line for line in lines[lines.index("== Turn 1 ==") : lines.index("== Turn 2 ==")] if line]
        assert turn1[-1] == (
            "Income: Blue $15 → $26 (End of Turn); one more Blue Stock token in the Available Stock Pool (income 26); "
            "Blue gains a Hub (income 26)"
        ), turn1


@run
async def test_an_income_changed_by_a_purchased_expand_is_listed_with_what_changed_it(tmp_path: Path) -> None:
    """A newcomer's try: Zoë's purchased Expand raised Green's income from $24 to $29 at the End of Turn 2 (a Stock
    token and a Hub at 26), and the summary listed only the incomes typed on the Income form. Every income changed
    is listed, saying what changed it, after the purchase (1930, Operation Phase, Expand; End of Turn, step 1)."""
    app = make_app(tmp_path)
    game_id = import_sample(app.book, "golden-age-4p", None)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        app.open_game(game_id)
        await pilot.pause()
        await keys(pilot, "d")
        screen = app.screen
        assert isinstance(screen, DividendsScreen)
        lines = f"{text(screen.query_one('#dividends-text'))}\n{text(screen.query_one('#dividends-last'))}".split("\n")
        turn2 = lines[lines.index("== Turn 2 ==") : lines.index("== Turn 3 ==")]
        bought = turn2.index("Purchased: Zoë buys Expand for Green, $2")
        income = turn2.index(
            "Income: Green $24 → $29 (Expand, purchased); one more Green Stock token in the Available Stock Pool "
            "(income 26); Green gains a Hub (income 26)"
        )
        assert bought < income, turn2
        assert (
            "Income: Blue $15 → $26 (Expand); one more Blue Stock token in the Available Stock Pool (income 26); "
            "Blue gains a Hub (income 26)" in turn2
        ), turn2


@run
async def test_p_on_the_dividend_summary_prints_it(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """A newcomer's try: d, then P, did nothing and said nothing (the footer offered only Esc). P prints there as on
    the table, and the footer says so."""
    monkeypatch.delenv("DISPLAY", raising=False)
    monkeypatch.delenv("WAYLAND_DISPLAY", raising=False)
    app = make_app(tmp_path)
    game_id = import_sample(app.book, "golden-age-4p", 60)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        app.open_game(game_id)
        await pilot.pause()
        await keys(pilot, "d")
        assert isinstance(app.screen, DividendsScreen)
        assert "P Print the summary" in drawn_text(app).splitlines()[-1]
        await keys(pilot, "P")
        await app.workers.wait_for_complete()
        await pilot.pause()
        _what, paths = app.last_printed
        assert any(p.name.endswith("-dividends.pdf") and p.exists() for p in paths), paths


@run
async def test_a_started_airline_s_first_income_is_listed_with_what_set_it(tmp_path: Path) -> None:
    """A newcomer's try: the summary listed each income changed with what changed it ("Expand", "Income typed"),
    not the first income of an airline started this turn (its Home City's Gate). It is listed after the payment
    that started it, "Start an airline" (1930, Setup 8; The First Stock Round), with its income alone: an airline
    not yet started had none, and "$0 → $6" read as a rise from $0."""
    app = make_app(tmp_path)
    game_id = three(app.book, 0)  # Blue, Green, Orange, then Yellow and Pink started at $3, income $6 each
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        app.open_game(game_id)
        await pilot.pause()
        await keys(pilot, "d")
        screen = app.screen
        assert isinstance(screen, DividendsScreen)
        lines = f"{text(screen.query_one('#dividends-text'))}\n{text(screen.query_one('#dividends-last'))}".split("\n")
        started = [line for line in lines if line.endswith("(Start an airline)")]
        assert [line.split()[1] for line in started] == ["Blue", "Green", "Orange", "Yellow", "Pink"], lines
        assert started[0] == "Income: Blue $6 (Start an airline)", started
        paid = lines.index("Paid to the Bank: Aurélie $6 for Blue, starts it: 2 Stock tokens at $3")
        assert lines[paid + 1] == started[0], lines
        assert "Income: Blue $6 (Start an airline)" in " ".join(drawn_text(app).split()), drawn_text(app)
