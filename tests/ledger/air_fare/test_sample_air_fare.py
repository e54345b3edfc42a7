"""The bundled Air Fare sample game against its hand-worked books (samples/air-fare-4p.md).

The sample is imported into a real SQLite file through the Book; every player's cash at the
end of every turn, what moved it (revenue, interest, event costs, bids, loans, repayments,
sales, bankruptcy) and the final scores must equal the figures worked out by hand in the
document beside it, and the events the sample is meant to show must happen.
"""

from __future__ import annotations

import copy
import re
from collections.abc import Iterator

import pytest
from sample_helpers import imported_sample, played_sample, sample_text, section, table_rows

from ledger.game import Game
from ledger.games import air_fare
from ledger.games.air_fare.audit import audit_view, cash_by_turn
from ledger.store import Book

SAMPLE = "air-fare-4p"
NAMES = ("Ann", "Bea", "Çelik", "Dmitri")


def hand_worked() -> str:
    return sample_text(SAMPLE)


def money(cell: str) -> int:
    """'$1,404M' -> 1404, '−$10M' -> -10."""
    sign = -1 if cell.strip().startswith(("−", "-")) else 1
    return sign * int(re.sub(r"[^0-9]", "", cell))


@pytest.fixture(scope="module")
def sample_game(tmp_path_factory: pytest.TempPathFactory) -> Iterator[tuple[Book, int]]:
    yield from imported_sample(tmp_path_factory, SAMPLE)


@pytest.fixture(scope="module")
def game(sample_game: tuple[Book, int]) -> Game:
    book, game_id = sample_game
    return book.game(game_id)


def engine_cash_by_turn(game: Game) -> dict[int, tuple[int, ...]]:
    """Each player's cash after the last action of every turn, replaying the records one by one."""
    replay = Game(game.setup)
    out: dict[int, tuple[int, ...]] = {}
    for rec in game.records:
        turn = replay.state.turn
        replay.record(rec.kind, rec.payload)
        out[turn] = tuple(replay.balance(f"p{seat}:cash") for seat in range(1, 5))
    return out


def test_it_is_a_four_player_faster_game_over_when_the_deck_ran_out(game: Game) -> None:
    assert game.setup.game == "air_fare"
    assert game.setup.players == NAMES
    # the readings of issue 12 named, so the money stays what air-fare-4p.md works out by hand
    assert game.setup.options == {
        "faster_game": True,
        "event_plane_count": "at_draw",
        "cannot_pay": "raise_money",
        "bank_repayment": "with_interest",
    }
    state = game.state
    assert state.phase == "over" and state.turn == 24
    assert state.deck_left() == 0
    assert game.records[-1].kind == "air_fare.draw" and game.records[-1].payload == {"cards": []}
    assert "made-up deck order and die rolls" in game.setup.title


def test_cash_at_the_end_of_each_turn_equals_the_hand_worked_books(game: Game) -> None:
    rows = table_rows(section(hand_worked(), "Cash at the end of each turn"))
    assert rows[0] == ["turn", *NAMES]
    hand = {int(r[0]): tuple(0 if c == "—" else money(c) for c in r[1:]) for r in rows[1:]}
    engine = engine_cash_by_turn(game)
    assert sorted(hand) == sorted(engine) == list(range(1, 25))
    assert hand == engine


def test_money_by_turn_equals_the_audit_view(game: Game) -> None:
    """Every player's revenue, interest, event costs, bids, loans, repayments, sales, bankruptcy, by turn."""
    rows = table_rows(section(hand_worked(), "Money by turn"))
    assert rows[0] == [
        "turn",
        "player",
        "start",
        "revenue",
        "interest",
        "events",
        "bids",
        "loans",
        "repaid",
        "sales",
        "bankrupt",
        "end",
    ]
    hand = [tuple(int(c) if c.isdigit() else c for c in r) for r in rows[1:]]
    history = cash_by_turn(game)
    engine = sorted(
        (
            (
                line.turn,
                NAMES[seat - 1],
                line.start,
                line.revenue,
                line.interest,
                line.events,
                line.bids,
                line.loans,
                line.repaid,
                line.sales,
                line.bankruptcy,
                line.end,
            )
            for seat, lines in history.items()
            for line in lines
        ),
        key=lambda r: (r[0], NAMES.index(r[1])),
    )
    assert engine == hand
    assert all(line.other == 0 for lines in history.values() for line in lines)


def test_final_scores_equal_the_hand_worked_books(game: Game) -> None:
    rows = table_rows(section(hand_worked(), "Final scores"))
    assert rows[0][:6] == ["rank", "player", "cash", "planes and landing rights at base cost", "loans", "score"]
    hand = [(int(r[0]), r[1], money(r[2]), money(r[3]), money(r[4]), money(r[5])) for r in rows[1:]]
    engine = [(s.rank, s.name, s.cash, s.cards, s.loans, s.score) for s in air_fare.standings(game.state)]
    assert (
        engine
        == hand
        == [
            (1, "Ann", 144, 1260, 0, 1404),
            (2, "Bea", 385, 500, 0, 885),
            (3, "Çelik", 363, 350, 0, 713),
            (4, "Dmitri", 0, 0, 0, 0),
        ]
    )


def test_the_sample_audits_clean_and_sums_to_zero(sample_game: tuple[Book, int], game: Game) -> None:
    book, game_id = sample_game
    report = book.audit(game_id)
    assert report.ok, report.problems
    assert sum(book.balances(game_id).values()) == 0
    proof = audit_view(game, report).proof
    assert proof.ok and proof.accounts_sum == 0 and proof.store_audit is True
    assert proof.line().startswith("Books proven: ")


# -- the events the sample is meant to show ----------------------------------------------------
def _by_turn(game: Game, kind: str) -> dict[int, dict]:
    replay = Game(game.setup)
    out = {}
    for rec in game.records:
        turn = replay.state.turn
        replay.record(rec.kind, rec.payload)
        if rec.kind == kind:
            out.setdefault(turn, rec.payload)
    return out


def test_a_tied_bid_leaves_the_card_in_the_pool(game: Game) -> None:
    turn5 = _by_turn(game, "air_fare.bids")[5]
    dallas = [(b["player"], b["amount"]) for b in turn5["bids"] if b["card"] == 24]
    assert dallas == [(1, 51), (3, 51)]
    history = cash_by_turn(game)
    assert history[1][4].bids == 0 and history[3][4].bids == 28  # nobody pays for the tied card
    assert any("tied on Dallas #24" in n for n in history[1][4].notes)
    assert "won Dallas #24 for $53M" in history[3][5].notes


def test_a_grounding(game: Game) -> None:
    history = cash_by_turn(game)
    assert "Boeing 737 #1 grounded (rolled 2)" in history[1][2].notes
    assert "McDonnell Douglas DC-9 #10 grounded (rolled 2)" in history[4][11].notes


def test_a_loan_with_interest_paid_and_repaid(game: Game) -> None:
    bea = cash_by_turn(game)[2]
    assert bea[3].loans == 40
    assert [line.interest for line in bea[4:16]] == [8] * 12
    assert bea[15].repaid == 40 and all(line.interest == 0 for line in bea[16:])
    assert game.state.loans.get(2, 0) == 0


def test_a_bankruptcy(game: Game) -> None:
    dmitri = cash_by_turn(game)[4]
    assert len(dmitri) == 12
    last = dmitri[-1]
    assert (last.turn, last.start, last.sales, last.bankruptcy, last.end) == (12, 25, 25, 50, 0)
    assert "drew Plane Crash" in last.notes and "BANKRUPT: out of the game" in last.notes
    player = game.state.player(4)
    assert (player.status, player.status_turn, player.planes, player.rights) == ("bankrupt", 12, [], [])
    draws = _by_turn(game, "air_fare.draw")
    assert all(len(draws[t]["cards"]) == 3 for t in range(13, 23)) and len(draws[23]["cards"]) == 2


def test_the_bankruptcy_waits_for_the_settle(game: Game) -> None:
    """Issue 12: short at turn 12's Revenue Phase, Dmitri's $130M stays outstanding while the table
    may raise money; the settle declares him bankrupt ("If you cannot pay, you go bankrupt")."""
    (settle,) = [r for r in game.records if r.kind == "air_fare.settle"]
    revenue = game.record_by_seq(settle.seq - 1)
    assert revenue.kind == "air_fare.revenue" and revenue.position == "Turn 12, Revenue Phase"
    assert "Dmitri earns $0M, owes $130M with $50M: short by $80M" in revenue.summary
    assert not any("Dmitri" in e.memo for e in revenue.entries)
    assert settle.position == "Turn 12, Revenue Phase, raising money"
    assert settle.summary == "Turn 12 settled: Dmitri owes $130M with $50M: bankrupt"
    assert [e.memo for e in settle.entries] == [
        "Turn 12: Dmitri is bankrupt; the bank takes the cash",
        "Turn 12: Dmitri's loans written off in bankruptcy",
    ]


def test_every_kind_of_event_is_drawn(game: Game) -> None:
    drawn = {row["card"] for payload in _by_turn(game, "air_fare.draw").values() for row in payload["cards"]}
    events = {name for name in drawn if name in air_fare.EVENTS}
    assert events == set(air_fare.EVENTS)
    assert {
        "Maintenance",
        "Terminal Tax",
        "Plane Crash",
        "Oil Shortage",
        "Holiday Season",
        "Pilot Strike",
        "Effective Advertising Campaign",
        "Hurricane",
    } <= events


def test_destinations_left_count_the_terminals_the_earlier_flights_took() -> None:
    """Air Fare, Flying Phase (one plane a terminal): at the sample's Flying Phase after 97 actions, Ann holds one
    Chicago terminal; once her #1 flies there, her #16 has none left there, and the Flying Phase refuses it."""
    from ledger.journal import RuleViolation

    game = played_sample(SAMPLE, 97)
    state = game.state
    assert state.phase == "flying"
    alone = dict(air_fare.destinations_left(state, 1, 16, []))
    assert alone.get("Chicago") == 1
    after = dict(air_fare.destinations_left(state, 1, 16, [(1, "Chicago")]))
    assert after["Chicago"] == 0
    flights = [{"player": 1, "plane": 1, "to": "Chicago"}, {"player": 1, "plane": 16, "to": "Chicago"}]
    with pytest.raises(RuleViolation, match="every Chicago terminal of Ann has a plane on it already"):
        game.preview("air_fare.flights", {"flights": flights})


def test_the_others_who_could_help_a_player_short_count_their_own_dues() -> None:
    """A newcomer's re-try: the settle screen named, among the others who could lend or buy a card, a player short
    himself, and one whose cash his own Terminal Tax was about to take. The sample's raise-money step after 62
    actions (Dmitri short): with Bea's own dues set at $50M of her $52M, she has $2M to spare; at $60M, none."""
    import copy

    game = played_sample(SAMPLE, 62)
    (dmitri,) = air_fare.short_players(game.state)
    assert dict(dmitri.others) == {"Ann": 82, "Bea": 52, "Çelik": 59}
    for dues, spare in ((50, 2), (60, None)):
        state = copy.deepcopy(game.state)
        state.outstanding[2] = [("her own dues", dues)]
        others = dict(next(p for p in air_fare.short_players(state) if p.name == "Dmitri").others)
        assert others.get("Bea") == spare


def test_the_facts_of_a_bankruptcy_are_what_it_took(game: Game) -> None:
    """What undoing the settle that bankrupted Dmitri gives back, as the ledger says it (:func:`air_fare.bankruptcies`,
    the undo's question words it): his $50M, his three landing rights, his $100M bank loan; no loan between players."""
    (settle,) = [r for r in game.records if r.kind == "air_fare.settle"]
    replay = Game(game.setup)
    for rec in game.records[: settle.seq - 1]:
        replay.record(rec.kind, rec.payload)
    before = copy.deepcopy(replay.state)
    assert air_fare.bankruptcies(before, before) == []
    replay.record(settle.kind, settle.payload)
    (gone,) = air_fare.bankruptcies(before, replay.state)
    assert (gone.seat, gone.name, gone.turn, gone.cash, gone.bank_loans) == (4, "Dmitri", 12, 50, 100)
    assert gone.cards == ("Minor Airport", "Minor Airport", "Chicago")
    assert (gone.owed, gone.lent) == ((), ())
