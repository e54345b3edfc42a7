"""The ledger's side of three Next-line and journal words: a record's quarter read back from its position
(``quarter_of``), who could still borrow when Phase 3 closed (``loans_closed``), and a player's Phase 1 lines in the
rulebook's terms (``PhaseOneSplit.text``). Air Empire, Basic Game, Playing Procedure, Phases 1 and 3."""

from __future__ import annotations

from typing import Any

from hypothesis import given, strategies as st

from ledger.games.air_empire import PhaseOneSplit, next_step
from ledger.games.air_empire.state import quarter_label, quarter_of
from ledger.games.air_empire.views import loans_closed_text


@given(st.integers(min_value=1, max_value=400))
def test_a_quarter_is_read_back_from_the_position_it_begins(quarter: int) -> None:
    assert quarter_of(f"{quarter_label(quarter)}, Phase 1 — operations") == quarter
    assert quarter_of(quarter_label(quarter)) == quarter


def test_a_position_of_no_quarter_has_none() -> None:
    assert quarter_of("game over") is None
    assert quarter_of("Turn 2, Operation Phase") is None


def test_the_action_closing_phase_3_names_who_could_have_borrowed_until_the_next_action(new_table: Any) -> None:
    t = new_table()
    t.open_quarter(t.card("Los Angeles"), [t.bid(1, "A", 12_000), t.bid(2, "A", 11_000)])
    assert t.state.phase == "loans" and t.state.loans_closed is None
    t.record("air_empire.purchase", {"orders": [{"player": 3, "prop_jets": 1}]})
    # a Class A route won is not yet two: nobody could borrow, and nothing is said of it
    assert t.state.loans_closed == () and loans_closed_text(t.state) == ""
    assert "Phase 3 closed" not in next_step(t.state)


def test_a_players_phase_1_lines_in_the_rulebooks_terms() -> None:
    split = PhaseOneSplit(
        seat=1,
        name="Ann",
        line_1a=23_200,
        flight_profit=None,
        efficiency_savings=None,
        fluctuation=None,
        rebid=None,
        stand_pat_penalty=2_300,
        total=20_900,
    )
    # the rounding said (a newcomer's try: the $2,320 step was left to work out); Dmitri's $1,900 is 10% of $19,000
    assert split.text() == "1a $23,200 − Stand-pat penalty $2,300 (10% = $2,320, rounded) = $20,900"
    exact = PhaseOneSplit(4, "Dmitri", 19_000, None, None, None, None, 1_900, 17_100)
    assert exact.text() == "1a $19,000 − Stand-pat penalty $1,900 = $17,100"
    half = PhaseOneSplit(3, "Cal", 18_500, None, None, None, None, 1_800, 16_700)  # $1,850: a half, down
    assert half.text() == "1a $18,500 − Stand-pat penalty $1,800 (10% = $1,850, a half rounds down) = $16,700"
    alone = PhaseOneSplit(1, "Ann", 0, 6_000, None, None, None, None, 6_000)
    assert alone.text() == "1g $6,000 (Flight Profit)"


def test_the_efficiency_savings_say_their_rounding_as_the_penalty_does() -> None:
    """A newcomer's try: "Efficiency Savings $1,700" beside a Flight Profit of $8,700, the $1,740 step unsaid, while
    the Stand-pat penalty beside it said "(10% = $1,150, a half rounds down)". Class A Service (a): 20 % of the Flight
    Profit for each adjacent Class A route; Reminder Rules 9: to the nearest $100, halves down."""
    one = PhaseOneSplit(1, "Ann", None, 8_700, 1_700, None, None, None, 10_400)
    assert one.text() == "Flight Profit $8,700 + Efficiency Savings $1,700 (20% = $1,740, rounded) = $10,400"
    two = PhaseOneSplit(1, "Ann", None, 8_700, 3_500, None, None, None, 12_200)  # two adjacent routes: 40 %
    assert two.text() == "Flight Profit $8,700 + Efficiency Savings $3,500 (40% = $3,480, rounded) = $12,200"
    half = PhaseOneSplit(2, "Bea", 5_000, 8_750, 1_700, None, None, None, 15_450)
    assert half.text() == (
        "1a $5,000 + Flight Profit $8,750 + Efficiency Savings $1,700 (20% = $1,750, a half rounds down) = $15,450"
    )
    # the rulebook's example, to the dollar: nothing to say
    exact = PhaseOneSplit(1, "Ann", None, 6_000, 1_200, None, None, None, 7_200)
    assert exact.text() == "Flight Profit $6,000 + Efficiency Savings $1,200 = $7,200"
    # a savings that one or two adjacent routes would both give ($60 and $120 both round to $100): not guessed
    unsure = PhaseOneSplit(1, "Ann", None, 300, 100, None, None, None, 400)
    assert unsure.savings_rounding() == ""


def test_the_flight_profit_says_its_rounding_alone_and_below_zero() -> None:
    """A review: a first quarter's Flight Profit alone on its line (1a $0) dropped its rounding, and a Flight Profit
    below zero (option flight_costs_above_revenue "allow") said "a half rounds down" of -$2,250 made -$2,200.
    Reminder Rules 9 (halves down) and ledger.money.round_hundred_half_down (below zero, by its size: toward $0)."""
    alone = PhaseOneSplit(1, "Ann", 0, 10_200, None, None, None, None, 10_200, revenue=22_250, flight_costs=12_000)
    assert alone.text() == "1g $10,200 (Flight Profit; $22,250 − $12,000 = $10,250, a half rounds down)"
    below = PhaseOneSplit(1, "Ann", 5_000, -2_200, None, None, None, None, 2_800, revenue=10_000, flight_costs=12_250)
    assert below.text() == (
        "1a $5,000 − Flight Profit $2,200 ($10,000 − $12,250 = -$2,250, a half rounds toward $0) = $2,800"
    )
    rounded = PhaseOneSplit(1, "Ann", None, 10_300, None, None, None, None, 10_300, revenue=22_280, flight_costs=12_000)
    assert rounded.text() == "1g $10,300 (Flight Profit; $22,280 − $12,000 = $10,280, rounded)"
