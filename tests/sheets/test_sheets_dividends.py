"""1930's dividend summary as PDF: written from the engine's view models, read back with pypdf."""

from __future__ import annotations

import dataclasses
import shutil
from collections.abc import Iterable
from pathlib import Path

import pytest
from pdf_helpers import page_png
from pypdf import PageObject, PdfReader
from sample_helpers import replayed_sample, sample_record

from ledger.game import Game
from ledger.games import golden_age
from ledger.games.golden_age import (
    BankruptcyRecord,
    ContractRecord,
    FlightRecord,
    Holding,
    Payout,
    PlayerTotal,
    PriceMove,
    PurchasedActionRecord,
    TurnSummary,
)
from ledger.money import format_money
from sheets.dividends import write_dividend_summary

LONG_NAME = "Дмитрий Çelik-Øvergård"
NOTE = "Stock Market track and Dividend Level table: illustrative values, not the boards'."


@pytest.fixture(scope="module")
def sample() -> golden_age.GoldenAgeState:
    """The bundled 4-player sample (samples/golden-age-4p.jsonl), replayed without a database."""
    return replayed_sample("golden-age-4p").state


@pytest.fixture(scope="module")
def pdf(sample: golden_age.GoldenAgeState, tmp_path_factory: pytest.TempPathFactory) -> Path:
    return write_dividend_summary(
        golden_age.dividend_summary(sample),
        golden_age.final_totals(sample),
        tmp_path_factory.mktemp("dividends") / "dividends.pdf",
        game_title=sample.title,
        notes=golden_age.table_notes(sample),
    )


def _lines(path: Path) -> list[str]:
    return [line.strip() for page in PdfReader(path).pages for line in page.extract_text().splitlines()]


def _money(amount: int) -> str:
    return format_money(amount)


def _fly_line(flight: FlightRecord, names: dict[int, str]) -> str:
    """The line a Fly should read as: its figures, then each holder's cell in seat order, then the Bank's total."""
    if flight.how == "final flight":
        flown_by = "—"
    else:
        flown_by = names[flight.player] + (" (purchased)" if flight.how == "purchased" else "")
    cells = [
        f"{p.tokens} × {_money(flight.per_token)} = {_money(p.amount)}"
        for p in sorted(flight.payouts, key=lambda p: p.seat)
    ]
    return " ".join(
        [
            flight.airline,
            flown_by,
            _money(flight.income),
            _money(flight.level),
            names[flight.ceo] if flight.ceo else "none",
            flight.mode.capitalize(),
            _money(flight.per_token),
            *cells,
            _money(flight.total),
        ]
    )


def test_every_fly_reads_as_one_line_with_its_payouts_then_why(pdf: Path, sample: golden_age.GoldenAgeState) -> None:
    lines = _lines(pdf)
    names = {p.seat: p.name for p in sample.players}
    flights = [f for turn in golden_age.dividend_summary(sample) for f in turn.flights]
    assert len(flights) == 48
    for flight in flights:
        expected = _fly_line(flight, names)
        assert expected in lines, expected
        assert lines[lines.index(expected) + 1] == f"Why: {flight.reason}"


def test_hand_worked_flies_read_back(pdf: Path) -> None:
    """Figures from samples/golden-age-4p.md: the no-CEO Fly of turn 1, the odd half dividend of turn 3."""
    lines = _lines(pdf)
    assert "Pink Carla $11 $2 none Full $2 1 × $2 = $2 1 × $2 = $2 $4" in lines
    assert "Why: no CEO, rule 4: Full Dividends" in lines
    assert "Blue Neal $34 $5 Neal Half $3 3 × $3 = $9 1 × $3 = $3 $12" in lines
    assert "Brown Chuck (purchased) $12 $2 Chuck Full $2 1 × $2 = $2 $2" in lines
    assert "Orange — $140 $16 Carla Full $16 4 × $16 = $64 1 × $16 = $16 1 × $16 = $16 $96" in lines
    assert "Dividends paid this turn $10 $7 $8 $8 $33" in lines  # turn 1, per player in seat order, then the Bank


def test_each_holder_cell_stands_under_its_player(pdf: Path) -> None:
    """Blank cells do not shift the amounts: turn 1's Pink pays Carla and Chuck, not Carla and Neal."""
    items: list[tuple[str, float, float]] = []

    def visit(text: str, cm: list[float], tm: list[float], font: object, size: float) -> None:
        if text.strip():
            items.append((text.strip(), cm[4] + tm[4] * cm[0], round(cm[5] + tm[5] * cm[3], 1)))

    PdfReader(pdf).pages[0].extract_text(visitor_text=visit)
    players = ("Carla", "Neal", "Chuck", "Zoë")
    header_y = next(y for text, _x, y in items if text == "Airline")
    headings = {text: x for text, x, y in items if y == header_y and text in players}
    assert list(headings) == list(players)

    def placed(airline: str) -> list[tuple[str, str]]:
        y = next(y for text, _x, y in items if text == airline)  # its Fly comes before its price moves
        cells = [(text, x) for text, x, yy in items if yy == y and " × " in text]
        return [(min(players, key=lambda p: abs(headings[p] - x)), text) for text, x in cells]

    assert placed("Pink") == [("Carla", "1 × $2 = $2"), ("Chuck", "1 × $2 = $2")]
    assert placed("Blue") == [("Neal", "2 × $2 = $4"), ("Zoë", "1 × $2 = $2")]


def test_purchased_actions_contracts_price_moves_and_bankruptcy(pdf: Path) -> None:
    lines = _lines(pdf)
    assert (
        "Turn 1 · Purchased actions   End of Turn, step 1: a CEO buys one action at the airline's action cost" in lines
    )
    assert "Chuck Brown Fly $1 —" in lines
    assert "Neal Blue Upgrade $3 $20" in lines  # turn 4: action cost, then a paid Green tile
    assert "Turn 1 · Contracts: none" in lines
    assert "Carla Orange $2" in lines  # turn 2's contract
    assert "Orange +1 $9 → $10 contract" in lines
    assert "Brown −2 $3 → $1 tech penalty, 2 cities" in lines  # the ledger's "2 city(ies)" counted
    at = lines.index("Turn 4 · Bankrupt at the end of the turn   the airline ended the turn in the $1 box")
    assert lines[at + 2] == "Brown Chuck 1"


def test_every_payment_to_the_bank_is_listed_so_cash_adds_up(pdf: Path, sample: golden_age.GoldenAgeState) -> None:
    """A newcomer's try: a paid City Upgrade in the Operation Phase was on no line of the PDF, so a
    player's cash on paper did not add up. Every payment of a turn is now listed with each one's total."""
    lines = _lines(pdf)
    at = lines.index(
        "Turn 3 · Paid to the Bank   every payment by a player, in the order made: Stock tokens, paid City "
        "Upgrades, purchased actions"
    )
    turn3 = lines[at : lines.index("Paid this turn: Carla $23, Neal $8, Zoë $7 $38") + 1]
    assert "Carla Orange 1 paid Yellow City Upgrade $10" in turn3  # the Operation Phase's, not a purchased action's
    turn4 = lines[next(i for i, line in enumerate(lines) if line.startswith("Turn 4 · Paid to the Bank")) :]
    # a purchased action: its cost, then its paid City Upgrade, in the order paid
    bought = turn4.index("Neal Blue purchased action: Upgrade $3")
    assert turn4[bought + 1] == "Neal Blue 1 paid Green City Upgrade $20"
    assert "Neal Orange 1 Stock token at $7 $7" in lines  # turn 1's buys too
    # starting money + dividends + contracts - payments = the cash at the end (samples/golden-age-4p.md)
    turns = golden_age.dividend_summary(sample)
    start = {"Carla": 22, "Neal": 20, "Chuck": 23, "Zoë": 21}
    for total in golden_age.final_totals(sample):
        seat = total.seat
        got = sum(p.amount for t in turns for f in t.flights for p in f.payouts if p.seat == seat)
        got += sum(c.amount for t in turns for c in t.contracts if c.seat == seat)
        paid = sum(p.amount for t in turns for p in t.payments if p.seat == seat)
        assert start[total.name] + got - paid == total.cash, total.name
        for turn in turns:
            mine = [p for p in turn.payments if p.seat == seat]
            if mine:
                each = f"{total.name} {_money(sum(p.amount for p in mine))}"
                assert any(line.startswith("Paid this turn:") and each in line for line in lines), (turn.title, each)


def test_final_totals_on_the_last_page(pdf: Path) -> None:
    last = [line.strip() for line in PdfReader(pdf).pages[-1].extract_text().splitlines()]
    assert last[0].startswith("End-of-game totals")
    start = last.index("Rank Player Cash Stock at market value Total")
    assert last[start + 1 : start + 5] == [
        "1 Zoë $380 $153 $533 wins",
        "2 Carla $269 $201 $470",
        "3 Neal $326 $141 $467",
        "4 Chuck $216 $142 $358",
    ]
    assert "Airline Price Zoë Carla Neal Chuck" in last
    assert "Orange $24 4 × $24 = $96 1 × $24 = $24 1 × $24 = $24" in last
    assert "Stock at market value $153 $201 $141 $142" in last


def test_notes_print_on_the_first_and_the_last_page(pdf: Path) -> None:
    reader = PdfReader(pdf)
    assert f"Note: {NOTE}" in reader.pages[0].extract_text().splitlines()
    assert f"Note: {NOTE}" in reader.pages[-1].extract_text().splitlines()
    assert "ILLUSTRATIVE" in reader.pages[0].extract_text()  # the sample's own title says so too


def test_dejavu_sans_is_embedded(pdf: Path) -> None:
    for page in PdfReader(pdf).pages:
        fonts = [ref.get_object() for ref in page["/Resources"]["/Font"].values()]
        dejavu = [font for font in fonts if "DejaVu" in font["/BaseFont"]]
        assert dejavu
        for font in dejavu:
            assert "/FontFile2" in font["/FontDescriptor"]  # the TrueType program is in the file
        assert not any("Helvetica" in font["/BaseFont"] for font in fonts)


def test_same_input_same_bytes(sample: golden_age.GoldenAgeState, tmp_path: Path) -> None:
    turns, totals = golden_age.dividend_summary(sample), golden_age.final_totals(sample)
    first = write_dividend_summary(turns, totals, tmp_path / "a.pdf", game_title="Club", notes=(NOTE,))
    second = write_dividend_summary(turns, totals, str(tmp_path / "b.pdf"), game_title="Club", notes=(NOTE,))
    assert first == tmp_path / "a.pdf"
    assert first.read_bytes() == second.read_bytes()


# -- Hand-made view models: ties, six players, other locales, a game not over ----------------
def _flight(
    turn: int,
    airline: str,
    payouts: tuple[Payout, ...],
    *,
    mode: str = "full",
    level: int = 5,
    per_token: int = 5,
    ceo: int = 0,
    how: str = "operation",
    player: int = 1,
) -> FlightRecord:
    return FlightRecord(
        turn=turn,
        how=how,
        player=player,
        airline=airline,
        income=34,
        level=level,
        ceo=ceo,
        choice=1 if ceo else 0,
        rule=0 if ceo else 4,
        mode=mode,
        reason="CEO choice 1: Full Dividend" if ceo else "no CEO, rule 4: Full Dividends",
        per_token=per_token,
        payouts=payouts,
        total=sum(p.amount for p in payouts),
        tech_up=False,
        gates_added=0,
    )


SIX = ("Ann", LONG_NAME, "Cal", "Dee", "Eve", "Fay")


def _six_player_turn() -> TurnSummary:
    payouts = tuple(Payout(seat, name, 2, 10) for seat, name in enumerate(SIX, start=1) if seat != 3)
    return TurnSummary(
        turn=2,
        title="Turn 2",
        flights=(
            _flight(2, "Turquoise", payouts),
            _flight(2, "Blue", (Payout(3, "Cal", 4, 64),), ceo=3, per_token=16, level=16),
        ),
        purchased=(
            PurchasedActionRecord(
                turn=2, seat=2, name=LONG_NAME, airline="Blue", action="research", cost=3, paid_upgrades=0
            ),
        ),
        contracts=(ContractRecord(turn=2, seat=5, name="Eve", airline="Blue", amount=5),),
        price_moves=(PriceMove(turn=2, airline="Blue", boxes=1, from_price=7, to_price=8, reason="contract"),),
        bankruptcies=(BankruptcyRecord(turn=2, airline="Teal", tokens=((1, 2), (6, 1))),),
    )


def _tied_totals(*, over: bool = False) -> tuple[PlayerTotal, ...]:
    """Two players level at the top: leaders, and winners only when the game is ``over``."""
    held = (Holding("Blue", 2, 8, 16),)
    return (
        PlayerTotal(
            rank=1,
            seat=2,
            name=LONG_NAME,
            cash=1234,
            holdings=held,
            stock_value=16,
            total=1250,
            winner=over,
            leader=True,
        ),
        PlayerTotal(
            rank=1, seat=1, name="Ann", cash=1250, holdings=(), stock_value=0, total=1250, winner=over, leader=True
        ),
        PlayerTotal(rank=3, seat=3, name="Cal", cash=900, holdings=held, stock_value=16, total=916, winner=False),
        *(
            PlayerTotal(rank=4, seat=s, name=SIX[s - 1], cash=10, holdings=(), stock_value=0, total=10, winner=False)
            for s in (4, 5, 6)
        ),
    )


def test_six_players_unicode_names_and_a_shared_lead(tmp_path: Path) -> None:
    path = write_dividend_summary((_six_player_turn(),), _tied_totals(), tmp_path / "six.pdf")
    lines = _lines(path)
    cell = "2 × $5 = $10"
    assert f"Turquoise Ann $34 $5 none Full $5 {' '.join([cell] * 5)} $50" in lines
    assert "Blue Ann $34 $16 Cal Full $16 4 × $16 = $64 $64" in lines
    assert f"{LONG_NAME} Blue Research $3 —" in lines
    assert "Eve Blue $5" in lines
    assert "Blue +1 $7 → $8 contract" in lines
    assert "Teal Ann 2, Fay 1" in lines
    # no Final Flight yet: not the end-of-game totals, and nobody has won (1930, Winning the Game)
    assert f"1 {LONG_NAME} $1,234 $16 $1,250 shares the lead" in lines
    assert "1 Ann $1,250 $0 $1,250 shares the lead" in lines
    assert "3 Cal $900 $16 $916" in lines
    assert "Totals now" in " ".join(lines)
    assert "wins" not in " ".join(lines) and "shares the win" not in " ".join(lines)


def test_a_shared_win_at_the_end_of_the_game(tmp_path: Path) -> None:
    final = TurnSummary(
        turn=3,
        title="Final Flight",
        flights=(_flight(3, "Blue", (Payout(3, "Cal", 4, 64),), ceo=3, how="final flight", player=0),),
        purchased=(),
        contracts=(),
        price_moves=(),
        bankruptcies=(),
    )
    path = write_dividend_summary((_six_player_turn(), final), _tied_totals(over=True), tmp_path / "end.pdf")
    lines = _lines(path)
    assert "End-of-game totals" in " ".join(lines)
    assert f"1 {LONG_NAME} $1,234 $16 $1,250 shares the win" in lines
    assert "1 Ann $1,250 $0 $1,250 shares the win" in lines


def _sample_cut(upto: int) -> golden_age.GoldenAgeState:
    """The bundled sample replayed up to its ``upto``-th action (a game not over)."""
    return replayed_sample("golden-age-4p", upto).state


def test_mid_game_the_totals_name_no_winner(tmp_path: Path) -> None:
    """Issue 12: "Totals now" marked the leader "wins" mid-game. After Turn 4 of the sample: the leader is
    "ahead"; "wins" appears nowhere in the PDF read back."""
    state = _sample_cut(152)  # through the End of Turn 4: Turn 5 to play
    assert state.phase != "over"
    totals = golden_age.final_totals(state)
    assert not any(t.winner for t in totals) and totals[0].leader
    path = write_dividend_summary(
        golden_age.dividend_summary(state), totals, tmp_path / "mid.pdf", notes=golden_age.table_notes(state)
    )
    text = " ".join(_lines(path))
    assert "Totals now" in text and "End-of-game totals" not in text
    assert "wins" not in text and "WINNER" not in text
    first = totals[0]
    assert f"1 {first.name} {_money(first.cash)} {_money(first.stock_value)} {_money(first.total)} ahead" in _lines(
        path
    )
    assert "No winner before the end of the game" in text


def test_at_the_end_the_totals_name_the_winner(pdf: Path) -> None:
    text = " ".join(_lines(pdf))
    assert "1 Zoë $380 $153 $533 wins" in _lines(pdf)
    assert "ahead" not in text and "No winner before" not in text


def test_amounts_follow_the_locale(sample: golden_age.GoldenAgeState, tmp_path: Path) -> None:
    path = write_dividend_summary(
        golden_age.dividend_summary(sample), golden_age.final_totals(sample), tmp_path / "fr.pdf", locale="fr_FR"
    )
    last = PdfReader(path).pages[-1].extract_text()
    assert format_money(533, locale="fr_FR") in last
    assert "$533" not in last


def test_nothing_to_print_is_refused(tmp_path: Path) -> None:
    with pytest.raises(ValueError, match="nothing|no turn"):
        write_dividend_summary((), (), tmp_path / "empty.pdf")
    assert not (tmp_path / "empty.pdf").exists()


@pytest.mark.skipif(shutil.which("pdftoppm") is None, reason="pdftoppm (poppler-utils) not installed")
def test_page_renders_to_an_image(pdf: Path, tmp_path: Path) -> None:
    page_png(pdf, tmp_path)


def test_a_trade_is_listed_in_its_turn(pdf: Path) -> None:
    """A newcomer's try: Zoë's trade in Turn 6 (Blue returned for Pink, $0 paid, $4 of credit lost) was on no line:
    a trade paying $0 is no payment. The turn lists its trades, who, returned what, got what, paid and lost (1930,
    Normal Stock Rounds, Buy: "any excess credit is lost")."""
    lines = _lines(pdf)
    at = next(i for i, line in enumerate(lines) if line.startswith("Turn 6 · Trades"))
    assert lines[at + 1] == "Player Returned (credit) Got (price) Paid Credit lost", lines[at : at + 3]
    assert lines[at + 2] == "Zoë Blue ($15) Pink ($11) $0 $4", lines[at : at + 3]
    assert not any(line.startswith("Turn 5 · Trades") for line in lines)  # a turn with none prints no part


def _summary_with_player(tmp_path: Path, seat: int, name: str) -> Path:
    """The bundled sample replayed with player ``seat`` (1-4) named ``name``, its dividend summary written."""
    setup, actions = sample_record("golden-age-4p")
    players = list(setup.players)
    players[seat - 1] = name
    state = Game.replay(dataclasses.replace(setup, players=tuple(players)), [a.as_tuple() for a in actions]).state
    return write_dividend_summary(
        golden_age.dividend_summary(state), golden_age.final_totals(state), tmp_path / "long.pdf", game_title="Long"
    )


def _sized_runs(pages: Iterable[PageObject]) -> list[tuple[str, float]]:
    """Every run of text ``pages`` print, stripped, with the size it is set in (points)."""
    runs: list[tuple[str, float]] = []

    def visit(text: str, _cm: object, tm: list[float], _font: object, size: float) -> None:
        if text.strip():
            runs.append((text.strip(), size * abs(tm[3] or 1)))

    for page in pages:
        page.extract_text(visitor_text=visit)
    return runs


def test_a_long_name_wraps_between_words_at_a_readable_size(tmp_path: Path) -> None:
    """A newcomer's try, player 1 "Maximiliana Fetherstonhaugh-Worthington": the Flies table's player heading broke
    inside a word ("Maximiliana Fethersto" / "nhaugh-Worthington") and the "Flown by" cell printed the name in a
    tiny font. The name wraps at spaces and after its hyphen, each piece whole, never under 6.5 points."""
    name = "Maximiliana Fetherstonhaugh-Worthington"
    out = _summary_with_player(tmp_path, 1, name)
    runs = _sized_runs(PdfReader(out).pages[:1])
    pieces = [(t, s) for t, s in runs if any(w in t for w in ("Maximiliana", "Fetherston", "Worthington"))]
    assert pieces, runs
    for text_run, size in pieces:
        assert size >= 6.5, (text_run, size)  # readable: not the 5.5 points it shrank to
        for word in text_run.split():  # each word of the name whole where it is printed
            if word.startswith(("Max", "Fether")) or word.endswith("thington"):
                assert word.rstrip(",") in ("Maximiliana", "Fetherstonhaugh-", "Worthington", name.split()[1]), word
    assert not any(t.startswith(("nhaugh", "gh-")) for t, _s in runs), runs


def test_a_long_name_prints_whole_in_the_trades_contracts_and_payments(tmp_path: Path) -> None:
    """A newcomer's try, player 4 "Zoë Bartholomew Fitzwilliam-Montgomery": the Trades, Contracts and Paid to the
    Bank tables printed "Zoë Bartholomew Fitzwilliam-Mont…" in a shrunken font, the totals too. Every player cell
    wraps the name between words, whole, at 6.5 points or more."""
    name = "Zoë Bartholomew Fitzwilliam-Montgomery"
    out = _summary_with_player(tmp_path, 4, name)
    runs = _sized_runs(PdfReader(out).pages)
    pieces = [(t, s) for t, s in runs if "Fitzwilliam" in t or "Montgomery" in t or "Mont…" in t]
    assert pieces, runs
    assert not [t for t, _s in pieces if "Mont…" in t or "Fitzw…" in t], pieces
    assert not [(t, s) for t, s in pieces if s < 6.5], [(t, s) for t, s in pieces if s < 6.5]


def test_holdings_go_in_the_game_airline_order(pdf: Path) -> None:
    """A newcomer's try: "Holdings at market value" listed Brown, Green, Pink… by name; every other screen and
    sheet lists the airlines in the game's order (Blue, Green, Orange, Yellow, Pink, Red, Purple)."""
    last = [line.strip() for line in PdfReader(pdf).pages[-1].extract_text().splitlines()]
    start = last.index("Airline Price Zoë Carla Neal Chuck")
    order = [line.split()[0] for line in last[start + 1 :] if line.split()[0] in golden_age.DEFAULT_AIRLINES]
    assert order == [a for a in golden_age.DEFAULT_AIRLINES if a in order], order
    assert order[:3] == ["Blue", "Green", "Orange"], order
