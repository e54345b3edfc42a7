"""Air Fare's end-of-game audit statement as PDF: written from the audit view, read back with pypdf."""

from __future__ import annotations

import shutil
import subprocess
from pathlib import Path

import pytest
from pypdf import PdfReader
from sample_helpers import replayed_sample

from ledger.charts import line_charts
from ledger.game import Game, GameSetup
from ledger.games.air_fare.audit import AirFareAudit, audit_view
from ledger.money import format_money
from sheets.air_fare import write_audit_statement

NOTE = "Made-up deck order and die rolls; the card values are the rulebook's."


@pytest.fixture(scope="module")
def sample() -> Game:
    return replayed_sample("air-fare-4p")


@pytest.fixture(scope="module")
def audit(sample: Game) -> AirFareAudit:
    return audit_view(sample)


@pytest.fixture(scope="module")
def pdf(audit: AirFareAudit, tmp_path_factory: pytest.TempPathFactory) -> Path:
    return write_audit_statement(audit, tmp_path_factory.mktemp("audit") / "audit.pdf", notes=(NOTE,))


def _pages(path: Path) -> list[list[str]]:
    return [[line.strip() for line in page.extract_text().splitlines()] for page in PdfReader(path).pages]


def _m(amount: int) -> str:
    return format_money(amount, millions=True)


def test_the_first_page_ranks_the_players_and_proves_the_books(pdf: Path, audit: AirFareAudit) -> None:
    first = _pages(pdf)[0]
    assert "Final standings" in " ".join(first)
    assert audit.over and "End-of-game audit" in " ".join(first) and "so far" not in " ".join(first)
    assert PdfReader(pdf).metadata.title.startswith("End-of-game audit")
    ranked = [(p.rank, p.name, p.score) for p in audit.players]
    assert ranked == [(1, "Ann", 1404), (2, "Bea", 885), (3, "Çelik", 713), (4, "Dmitri", 0)]
    for p in audit.players:
        line = f"{p.rank} {p.name} {_m(p.cash)} {_m(p.cards_value)} {_m(p.loans)} {_m(p.score)} {p.status}"
        assert line in first, line
    assert "1 Ann $144M $1,260M $0M $1,404M Active" in first
    assert "4 Dmitri $0M $0M $0M $0M Bankrupt in turn 12" in first
    assert "Sum of all accounts $0M" in first
    assert any(line.startswith("Books proven:") and "sum of all accounts $0M" in line for line in first)
    assert f"Note: {NOTE}" in first
    words = " ".join(first)  # the options as the new-game screen names them, no internal names
    assert "Game options: “Landing order at a city: as the flights are typed”" in words, words
    assert "landing_order" not in words and "faster_game" not in words


def _sections(pdf: Path, audit: AirFareAudit) -> list[list[str]]:
    """The lines of each player's part, from the page his name heads to the next player's (a long game's history
    and the cards held at the end may take two pages)."""
    pages = _pages(pdf)[1:]
    starts = [
        i for i, page in enumerate(pages) if any(page[0].startswith(f"{p.rank}. {p.name}") for p in audit.players)
    ]
    assert len(starts) == len(audit.players) and starts[0] == 0, [page[0] for page in pages]
    ends = [*starts[1:], len(pages)]
    return [[line for page in pages[a:b] for line in page] for a, b in zip(starts, ends, strict=True)]


def test_a_page_per_player_with_the_cash_history_the_cards_and_the_score(pdf: Path, audit: AirFareAudit) -> None:
    sections = _sections(pdf, audit)
    pages = [[], *sections]
    for page, player in zip(sections, audit.players, strict=True):
        assert page[0].startswith(f"{player.rank}. {player.name}")
        for line in player.history:
            assert any(
                text.startswith(f"{line.turn} {_m(line.start)} ") and f" {_m(line.end)}" in text for text in page
            ), (player.name, line.turn)
        for card in player.cards:
            assert f"#{card.id} {card.name} {_m(card.base)}" in page, card
        assert f"Score {_m(player.score)}" in page
    ann = pages[1]
    assert "1 $50M +$9M -$10M $49M" in ann, ann  # its note folds in a paragraph, read back on its own lines
    assert "drew Maintenance; paid $10M: Maintenance: $10M x 1" in ann, ann
    dmitri = pages[4]
    turn12 = next(i for i, line in enumerate(dmitri) if line.startswith("12 $25M +$25M -$50M $0M"))
    said = " ".join(dmitri[turn12 : turn12 + 6])  # a long note wraps
    assert "BANKRUPT: out of the game" in said
    # not only the cash the bank took (its column): the bank loans written off too (a newcomer's try)
    assert "bank loans of $100M written off" in said, said


def test_the_output_is_byte_identical(audit: AirFareAudit, tmp_path: Path) -> None:
    one = write_audit_statement(audit, tmp_path / "one.pdf").read_bytes()
    two = write_audit_statement(audit, tmp_path / "two.pdf").read_bytes()
    assert one == two
    assert b"DejaVuSans" in one  # the font is embedded: every name prints


def test_a_game_not_over_and_another_locale(tmp_path: Path) -> None:
    game = Game(GameSetup("air_fare", "standard", "", ("Zoë", "Дмитрий"), {}))
    game.record("air_fare.loan", {"player": 2, "amount": 30})
    audit = audit_view(game)
    assert not audit.over and audit.proof.ok
    path = write_audit_statement(audit, tmp_path / "now.pdf", locale="fr_FR")
    text = " ".join(line for page in _pages(path) for line in page)
    assert "Standings now" in text and "Дмитрий" in text and "Zoë" in text
    assert "Audit of the game so far" in text and "End-of-game audit" not in text  # not over: no "end of game"
    assert "Held now" in text and "Held at the end" not in text
    assert (PdfReader(path).metadata.title or "").startswith("Audit of the game so far")
    assert format_money(80, locale="fr_FR", millions=True) in text  # Дмитрий: $50M + $30M


def test_an_audit_view_is_only_for_air_fare() -> None:
    with pytest.raises(ValueError, match="Air Fare"):
        audit_view(Game(GameSetup("golden_age", "standard", "", ("A", "B"), {})))


@pytest.mark.skipif(shutil.which("pdftoppm") is None, reason="pdftoppm (poppler-utils) is not installed")
def test_the_pages_render(pdf: Path, tmp_path: Path) -> None:
    subprocess.run(["pdftoppm", "-png", "-r", "40", str(pdf), str(tmp_path / "page")], check=True)
    assert len(list(tmp_path.glob("page-*.png"))) == len(PdfReader(pdf).pages) >= 5


def test_what_happened_explains_event_costs_and_every_lost_bid(pdf: Path, audit: AirFareAudit) -> None:
    """A newcomer's try: the Events column's −$10M of a player who had not drawn the card had no word in "What
    happened", the drawer's "drew Maintenance" no amount; a bid lost on a tied card was noted, one lost to a higher
    bid was not. Every event's cost is said with its amount and who drew it; every lost bid is said the same way."""
    notes = {(p.name, line.turn): "; ".join(line.notes) for p in audit.players for line in p.history}
    # turn 1: Ann drew Maintenance and pays for her own plane; everyone bid on the DC-9 #15, Bea won it for $30M
    # its count in words ("1 plane", not the stored memo's "1 plane(s)")
    assert notes["Ann", 1].startswith("drew Maintenance; paid $10M: Maintenance: $10M x 1 plane;"), notes["Ann", 1]
    assert "outbid on McDonnell Douglas DC-9 #15: $27M vs Bea's $30M" in notes["Ann", 1], notes["Ann", 1]
    assert "outbid on McDonnell Douglas DC-9 #15: $29M vs Bea's $30M" in notes["Dmitri", 1], notes["Dmitri", 1]
    assert "paid $10M: Maintenance: $10M x 1 plane (Ann's event)" in notes["Bea", 1], notes["Bea", 1]
    # every row with an event's cost says it, with its amount
    for p in audit.players:
        for line in p.history:
            if line.events:
                assert (
                    f"paid {_m(line.events)}: " in notes[p.name, line.turn] or "paid $" in notes[p.name, line.turn]
                ), (
                    p.name,
                    line.turn,
                    notes[p.name, line.turn],
                )
    # read back from the PDF: Bea's turn 1 row says it
    bea = " ".join(_sections(pdf, audit)[1])
    assert "(Ann's event)" in bea, bea


def test_the_legend_reads_the_tables_and_a_trade_names_the_other_player(tmp_path: Path) -> None:
    """A newcomer's try: page 1's legend said "Score = cash + base cost … − bank loans (Air Fare, Object)" and its
    cash history list left out loans between players and the "Other" column, while the tables had "Loans between
    players" and "+ lent to / − owed to other players"; "What happened" for a trade said only "sold Minor Airport
    #2". The legend says what the tables show, and a trade names the other player and the price."""
    game = Game(GameSetup("air_fare", "standard", "", ("Ann", "Bea", "Cal"), {}))
    game.record("air_fare.player_loan", {"lender": 2, "borrower": 3, "amount": 20})
    game.record("air_fare.trade", {"seller": 1, "buyer": 3, "card": 2, "price": 45})
    path = write_audit_statement(audit_view(game), tmp_path / "now.pdf")
    pages = _pages(path)
    first = " ".join(pages[0])
    assert "Loans between players" in first  # the standings' column
    assert SCORE in first, first
    assert "Player loans: loans between players made and paid back, and the interest agreed on them" in first
    ann = " ".join(next(page for page in pages[1:] if page[0].endswith("Ann") or " Ann" in page[0]))
    assert "sold Minor Airport #2 to Cal for $45M" in ann, ann
    cal = " ".join(next(page for page in pages[1:] if " Cal" in page[0]))
    assert "bought Minor Airport #2 from Ann for $45M" in cal, cal
    # without loans between players nor advertising: the score as the figures count it all the same (as the
    # graph's title), no column of theirs spoken of
    plain = Game(GameSetup("air_fare", "standard", "", ("Ann", "Bea"), {}))
    plain.record("air_fare.loan", {"player": 2, "amount": 30})
    words = " ".join(_pages(write_audit_statement(audit_view(plain), tmp_path / "plain.pdf"))[0])
    assert SCORE in words and "Player loans:" not in words and "Advertising:" not in words, words
    assert "Other:" not in words and "owe him" not in words, words
    # the Revenue column named as the revenue form names it (landing revenue; advertising shares under Advertising)
    assert "landing revenue (Revenue Phase, before advertising)" in words, words


#: page 1's definition of the score, every part the figures count (views.score)
SCORE = (
    "Score = cash + base cost of the planes and landing rights held − bank loans + what other players owe the player "
    "− what the player owes them (loans between players: Raise Money Fast, “make loans to each other”) − what is owed "
    "this turn and not paid yet (event costs drawn, the interest the Revenue Phase will charge; nothing once the game "
    "is over) (Air Fare, Object: “minus any loans”)"
)


def test_page_one_the_graph_and_the_standings_say_the_same_score(tmp_path: Path) -> None:
    """A newcomer's try: page 1 defined "Score = cash + base cost … − bank loans", while page 2's graph ("cash +
    base costs - loans - dues unpaid") and the figures also took off loans between players and what is owed. Both
    now name the same parts, and the figures are the sum of them (Air Fare, Object: "minus any loans")."""
    game = Game(GameSetup("air_fare", "standard", "", ("Ann", "Bea", "Cal"), {}))
    game.record("air_fare.loan", {"player": 1, "amount": 30})
    game.record("air_fare.player_loan", {"lender": 2, "borrower": 3, "amount": 20})
    audit = audit_view(game)
    pages = _pages(write_audit_statement(audit, tmp_path / "now.pdf", charts=line_charts(game)))
    words = " ".join(" ".join(page) for page in pages)
    assert SCORE in " ".join(pages[0])
    title = "Each player's score by turn (cash + base costs - bank loans ± loans between players - owed, unpaid)"
    assert title in words
    for p in audit.players:
        assert p.score == p.cash + p.cards_value - p.loans + p.lent - p.borrowed - p.dues


def test_the_interest_reads_20_percent_as_the_rest_of_the_app(pdf: Path) -> None:
    """Page 1 read "interest (20 % of the bank loans a turn)", where the screens write "20%"."""
    words = " ".join(" ".join(_pages(pdf)[0]).split())
    assert "(20% of the bank loans a turn)" in words, words
    assert "20 %" not in words


def test_what_happened_says_its_counts_in_words(pdf: Path, sample: Game) -> None:
    """ "Maintenance: $10M x 1 plane", not the stored memo's "1 plane(s)" (a newcomer's try of the audit PDF); the
    memo itself is kept as stored (old books' audits read it)."""
    text = " ".join(" ".join(line for page in _pages(pdf) for line in page).split())
    assert "Maintenance: $10M x 1 plane " in text or "Maintenance: $10M x 1 plane;" in text, text
    assert "(s)" not in text, text
    memos = [entry.memo for rec in sample.records for entry in rec.entries]
    assert any(memo.endswith("$10M x 1 plane(s): Ann") for memo in memos), memos
