"""Air Empire, Tournament Game: every worked figure of the rulebook's Tournament section, and the readings.

The games are played through real records (:class:`ledger.game.Game`), as a banker would
type them. Rule names quote ../shared/rules/air-empire.txt ("Air Empire Tournament Game").
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

import pytest
from invariants import check_books

from ledger.game import Game, GameSetup
from ledger.games import air_empire
from ledger.games.air_empire import (
    PLACEHOLDER_TAX_TABLE,
    illustrative_tax_table,
    next_step,
    quarter_label,
    recap_sheets,
    residual_due,
    table_view,
    tax_due,
    tax_from_table,
)
from ledger.journal import RuleViolation

NAMES = ("Ann", "Bea", "Cal", "Dee")
#: an illustrative Flight Costs Table (made up, not the board's): $ -> (Super Jets, Prop Jets)
TABLE = {6_000: (0, 2), 8_000: (1, 0), 10_000: (1, 1), 12_000: (2, 1)}
FILLERS = [f"Filler {i}" for i in range(1, 40)]


class Tournament:
    """A Tournament Game played through records; the Tax Table and Flight Costs Table are illustrative."""

    def __init__(self, players: int = 2, *, tax_table: Any = "illustrative", **options: Any) -> None:
        if options.get("end") != "elimination":
            options.setdefault("years", 7)
        self.game = Game(GameSetup("air_empire", "tournament", "tournament test", NAMES[:players], options))
        self.record(
            "air_empire.flight_costs_table",
            {
                "provenance": "illustrative",
                "rows": [{"flight_costs": k, "super_jets": s, "prop_jets": p} for k, (s, p) in TABLE.items()],
            },
        )
        if tax_table == "illustrative":
            self.record("air_empire.tax_table", illustrative_tax_table())
        elif tax_table is not None:
            self.record(
                "air_empire.tax_table",
                {"provenance": "board", "rows": [{"income_from": f, "tax": t} for f, t in tax_table]},
            )
        self._fillers = iter(FILLERS)

    # -- playing -----------------------------------------------------------------------------
    def record(self, kind: str, payload: dict[str, Any] | None = None):
        rec = self.game.record(kind, payload)
        check_books(self.game)
        return rec

    def card(
        self,
        city: str,
        adjacent: Iterable[str] = (),
        *,
        a: int = 10_000,
        revenue: Any = 18_000,
        fluctuations: list[dict[str, Any]] | None = None,
    ) -> dict[str, Any]:
        minimums = {"A": a, "B": 8_000, "C": 6_000}
        if len(self.game.setup.players) == 2:
            del minimums["C"]
        payload: dict[str, Any] = {"city": city, "adjacent": list(adjacent), "minimums": minimums, "revenue": revenue}
        if fluctuations is not None:
            payload["fluctuations"] = fluctuations
        return payload

    def phase1(self, card: dict[str, Any], bids: Iterable[tuple[int, str, int]] = ()) -> None:
        self.record("air_empire.route_card", card)
        self.record("air_empire.bids", {"bids": [{"player": s, "class": c, "flight_costs": k} for s, c, k in bids]})

    def taxes(self) -> None:
        for p in self.state.active_players():
            if self.state.phase == "taxes":
                self.record("air_empire.taxes", {"player": p.seat})

    def maintenance(self) -> None:
        for p in self.state.active_players():
            if self.state.phase not in ("over", "route_card"):
                self.record("air_empire.maintenance", {"player": p.seat})

    def quarter(
        self,
        card: dict[str, Any] | None = None,
        bids: Iterable[tuple[int, str, int]] = (),
        *,
        orders: Iterable[dict[str, Any]] = (),
        residual: Iterable[dict[str, Any]] = (),
    ) -> None:
        """A whole quarter: Phase 1, taxes, residual value steps, purchases, maintenance."""
        if air_empire.is_new_period(self.state.quarter):  # reshuffled: the filler cards may come again
            self._fillers = iter(FILLERS)
        self.phase1(card or self.card(next(self._fillers)), bids)
        self.taxes()
        for step in residual:
            self.record("air_empire.residual_value", step)
        orders = list(orders)
        if orders:
            self.record("air_empire.purchase", {"orders": orders})
        self.maintenance()

    def play_to(self, quarter: int, **each: Any) -> None:
        """Quiet quarters (filler cards, no bids) until ``quarter`` is next."""
        while self.state.quarter < quarter:
            self.quarter(**each)

    def rich_start(self) -> None:
        """Y1 Q1: everybody wins a route on a rich card, so that nobody runs out of cash for years."""
        bids = [(1, "A", 12_000), (2, "B", 12_000), (3, "C", 12_000)][: len(self.game.setup.players)]
        self.quarter(self.card("Capital", revenue=100_000), bids)

    # -- reading -----------------------------------------------------------------------------
    @property
    def state(self) -> air_empire.AirEmpireState:
        return self.game.state

    def cash(self, seat: int) -> int:
        return self.game.balance(f"p{seat}:cash")

    def line(self, seat: int, code: str, quarter: int) -> int | None:
        label = quarter_label(quarter)
        (sheet,) = [s for s in recap_sheets(self.state) if s.seat == seat and label in s.quarter_labels]
        (row,) = [r for r in sheet.lines if r.code == code]
        return row.amounts[sheet.quarter_labels.index(label)]


# -- Introduction: the end of the game ------------------------------------------------------------
def test_time_limit_any_number_of_years() -> None:
    """Time Limit: "Play continues for a pre-set number of years" (option years), then most cash wins."""
    t = Tournament(years=4)
    t.rich_start()
    t.play_to(16)
    t.quarter()
    assert t.state.phase == "over" and t.state.last_quarter == 16 == t.state.ended_quarter
    assert next_step(t.state).startswith("Game over: ")
    assert [len(s.quarter_labels) for s in recap_sheets(t.state) if s.seat == 1] == [12, 4]
    assert [s.period for s in recap_sheets(t.state) if s.seat == 1] == ["Years 1-3", "Year 4"]


def test_sheets_are_printed_for_the_periods_begun() -> None:
    """A newcomer's re-try: a 7-year game printed at Y1 Q4 gave each player his Years 4-6 and Year 7 sheets
    too, empty. Mid-game only the periods begun are printed; from Q13 on, the second one as well."""
    t = Tournament(years=7)
    t.rich_start()
    t.play_to(4)
    assert t.state.quarter == 4 and t.state.phase != "over"
    assert [s.period for s in recap_sheets(t.state) if s.seat == 1] == ["Years 1-3"]
    t.play_to(13)
    assert [s.period for s in recap_sheets(t.state) if s.seat == 1] == ["Years 1-3", "Years 4-6"]


def test_elimination_ends_when_one_airline_is_left() -> None:
    """Elimination: "Play continues indefinitely until all but one player has been eliminated"."""
    t = Tournament(3, end="elimination")
    assert t.state.time_limit is None
    t.quarter(t.card("Capital", revenue=100_000), [(1, "A", 12_000)])  # Bea and Cal earn nothing
    t.play_to(4)
    t.phase1(t.card("Boston"))
    t.taxes()
    t.record("air_empire.maintenance", {"player": 1})
    t.record("air_empire.maintenance", {"player": 2})  # $9,000 - 3 x $2,300 = $2,100: bankrupt
    assert t.state.player(2).status == "bankrupt" and t.state.phase == "maintenance"
    rec = t.record("air_empire.maintenance", {"player": 3})
    assert rec.summary.endswith("game over: Ann is the last airline")
    assert t.state.phase == "over" and t.state.ended_quarter == 4 == t.state.last_quarter
    assert next_step(t.state) == f"Game over: Ann wins with ${t.cash(1):,}"
    assert [len(s.quarter_labels) for s in recap_sheets(t.state)] == [4, 4, 4]


def test_an_elimination_game_runs_past_three_years() -> None:
    t = Tournament(end="elimination")
    t.rich_start()
    t.play_to(14)
    assert t.state.phase == "route_card" and t.state.quarter == 14
    assert t.state.last_quarter == 24  # the sheet in use: the second 3-year period
    assert [s.period for s in recap_sheets(t.state) if s.seat == 1] == ["Years 1-3", "Years 4-6"]


@pytest.mark.parametrize(
    ("variant", "options", "field"),
    [
        ("basic", {"end": "elimination"}, "options.end"),
        ("basic", {"fluctuation_on_rebid_route": "excluded"}, "options.fluctuation_on_rebid_route"),
        ("tournament", {"end": "sudden death"}, "options.end"),
        ("tournament", {"fluctuation_on_rebid_route": "sometimes"}, "options.fluctuation_on_rebid_route"),
    ],
)
def test_tournament_options_are_checked(variant: str, options: dict[str, Any], field: str) -> None:
    with pytest.raises(RuleViolation) as err:
        Game(GameSetup("air_empire", variant, "t", NAMES, options))
    assert err.value.field == field


def test_the_basic_game_refuses_tournament_actions() -> None:
    game = Game(GameSetup("air_empire", "basic", "t", NAMES))
    card = {"city": "Denver", "adjacent": [], "minimums": {"A": 10_000, "B": 8_000, "C": 6_000}, "revenue": 18_000}
    with pytest.raises(RuleViolation) as err:
        game.record("air_empire.route_card", {**card, "fluctuations": [{"amount": 500}]})
    assert err.value.field == "fluctuations" and "Basic Game" in err.value.rule
    game.record("air_empire.route_card", {**card, "fluctuations": []})
    for kind, payload in (
        ("air_empire.tax_table", illustrative_tax_table()),
        ("air_empire.taxes", {"player": 1}),
        ("air_empire.residual_value", {"player": 1}),
    ):
        with pytest.raises(RuleViolation, match="Tournament Game"):
            game.record(kind, payload)
    game.record("air_empire.bids", {"bids": []})
    assert game.state.phase == "loans"  # no Phase 2 in the Basic Game
    (sheet, *_) = recap_sheets(game.state)
    assert [line.code for line in sheet.lines] == [c for c, _ in air_empire.AIR_EMPIRE_BASIC_LINES]


# -- Re-bidding of Routes -------------------------------------------------------------------------
def _class_a_pair() -> Tournament:
    """Ann: Class A in Los Angeles (Y1 Q2) and San Francisco (Y1 Q3, adjacent: Efficiency Savings)."""
    t = Tournament()
    t.rich_start()
    t.quarter(t.card("Los Angeles"), [(1, "A", 10_000)])  # profit $8,000
    t.quarter(t.card("San Francisco", ["Los Angeles", "Helena"], a=6_000), [(1, "A", 6_000)])  # $12,000
    assert t.line(1, "1b", 3) == 12_000 and t.line(1, "1c", 3) == 2_400  # 20 % of $12,000
    return t


def test_rebid_deducts_the_flight_profit_not_the_efficiency_savings() -> None:
    """Re-bidding of Routes 1-3 and Reminder Rules 3, 4, 6: 1e = FLIGHT PROFIT; planes back; bid again."""
    t = _class_a_pair()
    t.play_to(13)
    ann = t.state.player(1)
    assert (ann.idle_super, ann.idle_prop) == (0, 0) and ann.class_a_won == 3
    line_1a = ann.income_to_date
    assert "a new 3-year period" in next_step(t.state)
    rec = t.record("air_empire.route_card", t.card("San Francisco", ["Los Angeles", "Helena"], a=6_000))
    assert "re-bid, terminated: Ann A (1e $12,000)" in rec.summary
    assert (ann.idle_super, ann.idle_prop) == (0, 2)  # Reminder Rules 6: the planes come back, not to the Bank
    assert [r.city for r in ann.routes] == ["Capital", "Los Angeles"]
    assert "income terminated (1e): Ann A $12,000" in next_step(t.state)
    assert [(x.seat, x.city, x.flight_profit, x.reason) for x in table_view(t.state).terminations] == [
        (1, "San Francisco", 12_000, "re-bid")
    ]
    t.record("air_empire.bids", {"bids": [{"player": 1, "class": "A", "flight_costs": 6_000}]})
    assert t.line(1, "1e", 13) == 12_000  # the FLIGHT PROFIT only, not the $2,400 Efficiency Savings
    assert t.line(1, "1b", 13) == 12_000 and t.line(1, "1c", 13) == 2_400  # won back: Efficiency Savings again
    assert t.line(1, "1g", 13) == line_1a + 12_000 + 2_400 - 12_000
    assert ann.class_a_won == 4  # Reminder Rules 9: losing a Class A never lowers the loan count
    sheet = next(s for s in recap_sheets(t.state) if s.seat == 1 and s.first_quarter == 13)
    assert next(line for line in sheet.lines if line.code == "1e").deduction


def test_a_route_lost_on_rebid_leaves_the_loan_count_and_efficiency_adjacency() -> None:
    t = _class_a_pair()
    t.play_to(13)
    t.phase1(t.card("Los Angeles"), [(2, "A", 10_000)])  # Bea takes Class A in Los Angeles from Ann
    ann = t.state.player(1)
    assert t.line(1, "1e", 13) == 8_000 and t.line(1, "1f", 13) is not None  # and a stand-pat penalty
    assert ann.class_a_won == 3 and air_empire.loan_room(ann.class_a_won, ann.loans) == 5_000
    assert [c.casefold() for c in ann.class_a_cities] == ["capital", "san francisco"]


def test_a_card_turns_up_once_per_period_and_again_in_the_next() -> None:
    """Reminder Rules 10: "Route Cards are reshuffled after every 3-year period"."""
    t = Tournament()
    t.rich_start()
    t.quarter(t.card("Denver"))
    with pytest.raises(RuleViolation, match="already turned up in Y1 Q2"):
        t.record("air_empire.route_card", t.card("denver"))
    t.play_to(13)
    t.record("air_empire.route_card", t.card("Denver"))  # a new period: reshuffled


def test_a_misspelt_route_city_after_the_first_period_is_caught() -> None:
    """Re-bidding of Routes: a card is told by its Route City. In Y4 Q1 (quarter 13) "San Fransisco",
    a city no card has named, would be a new card: Ann's San Francisco route (Flight Profit $12,000)
    would not be terminated and her 1e deduction would be missed. The ledger says the city is likely
    misspelt and names the closest known one; spelt right, the summary says plainly it is a re-bid."""
    t = _class_a_pair()
    t.play_to(13)
    checked = air_empire.route_city_check(t.state, "San Fransisco")
    assert (checked.known, checked.rebid, checked.likely_typo) == (False, False, True)
    assert checked.closest[0] == "San Francisco"
    rec = t.record("air_empire.route_card", t.card("San Fransisco", ["Los Angeles", "Helena"], a=6_000))
    assert "WARNING: San Fransisco is a Route City no card has named before" in rec.summary
    assert "Closest known: San Francisco" in rec.summary and "no line 1e" in rec.summary
    assert "re-bid" not in rec.summary.split("WARNING")[0] and t.state.terminations.get(13) is None
    t.record("undo", {})
    right = air_empire.route_city_check(t.state, "san francisco")
    assert (right.known, right.earlier_quarter, right.likely_typo) == (True, 3, False)
    rec = t.record("air_empire.route_card", t.card("San Francisco", ["Los Angeles", "Helena"], a=6_000))
    assert rec.summary.startswith("Y4 Q1 route card: San Francisco — a re-bid: the card turned up in Y1 Q3")
    assert "re-bid, terminated: Ann A (1e $12,000)" in rec.summary and "WARNING" not in rec.summary


def test_a_rebid_nobody_operates_says_so_and_a_city_named_as_adjacent_is_known() -> None:
    t = Tournament()
    t.rich_start()
    t.quarter(t.card("Denver", ["Boise"]))  # nobody bids on Denver
    t.play_to(13)
    rec = t.record("air_empire.route_card", t.card("Denver"))
    assert "a re-bid: the card turned up in Y1 Q2" in rec.summary and "nobody operates the route now" in rec.summary
    t.record("air_empire.bids", {"bids": []})
    t.taxes()
    t.maintenance()
    # Boise has never turned up, but Denver's card names it: a card of its own, no typo
    checked = air_empire.route_city_check(t.state, "Boise")
    assert (checked.known, checked.rebid, checked.likely_typo) == (True, False, False)
    assert "WARNING" not in t.record("air_empire.route_card", t.card("Boise")).summary


# -- Revenue Fluctuations -------------------------------------------------------------------------
def test_fluctuations_raise_or_lower_every_class_of_the_routes_named() -> None:
    """Entered on 1d before bidding, on routes of previous quarters, every class (Reminder Rules 7, 8)."""
    t = Tournament(3)
    t.rich_start()  # Ann A, Bea B, Cal C in Capital
    t.quarter(t.card("Denver"), [(1, "A", 10_000)])
    line_1a = t.state.player(1).income_to_date
    card = t.card(
        "Reno",
        a=6_000,
        fluctuations=[
            {"amount": 1_000, "cities": ["Capital"], "text": "Convention in Capital"},
            {"amount": -500, "text": "Fuel shortage: every route"},
            {"amount": 300, "cities": ["Denver", "Reno"], "players": [2]},
        ],
    )
    rec = t.record("air_empire.route_card", card)
    assert "fluctuations (1d): Ann +$0" not in rec.summary
    # Ann: Capital +1,000 -500, Denver -500 = 0; Bea: Capital +1,000 -500 (+300 only on Denver/Reno) = +500
    assert [t.line(s, "1d", 3) for s in (1, 2, 3)] == [None, 500, 500]
    assert table_view(t.state).fluctuations == ((2, 500), (3, 500))
    assert t.state.card["fluctuations"][0]["text"] == "Convention in Capital"
    t.record("air_empire.bids", {"bids": [{"player": 1, "class": "A", "flight_costs": 6_000}]})
    assert t.line(1, "1g", 3) == line_1a + 12_000


def test_a_decrease_is_a_deduction_that_carries_into_income_to_date() -> None:
    """A decrease is circled (printed in parentheses); 1g carries to 1a, so it lowers income from then on."""
    t = Tournament()
    t.rich_start()
    before = t.state.player(1).income_to_date
    t.quarter(t.card("Tulsa", fluctuations=[{"amount": -2_000, "cities": ["Capital"], "players": [1]}]))
    assert t.line(1, "1d", 2) == -2_000 and t.line(2, "1d", 2) is None
    penalty = t.line(1, "1f", 2)
    assert t.line(1, "1g", 2) == before - 2_000 - penalty
    assert t.line(1, "1a", 3 - 0) is None  # quarter 3 not played yet
    t.quarter()
    assert t.line(1, "1a", 3) == before - 2_000 - penalty
    from ledger.money import format_recap_amount

    assert format_recap_amount(-2_000) == "($2,000)"


def test_a_fluctuation_never_applies_to_a_route_won_this_quarter_or_the_cards_own_new_route() -> None:
    """ "Revenue Fluctuations do not apply to the Route of the card on which it is printed"."""
    t = Tournament()
    t.rich_start()
    t.phase1(t.card("Omaha", fluctuations=[{"amount": 700, "cities": ["Omaha"]}]), [(1, "A", 10_000)])
    assert t.line(1, "1d", 2) is None


@pytest.mark.parametrize(("setting", "expected"), [("applies", 1_000), ("excluded", None)])
def test_fluctuation_on_the_rebid_route_is_an_option(setting: str, expected: int | None) -> None:
    """The NOTE ("unless that Route has been won in a previous year's bidding") against Reminder Rules 7
    ("A Route terminated in a current Quarter does not affect the Revenue Fluctuation"): option
    fluctuation_on_rebid_route, "applies" by default."""
    t = Tournament(fluctuation_on_rebid_route=setting)
    t.rich_start()
    t.quarter(t.card("Seattle"), [(1, "A", 10_000)])
    t.play_to(13)
    t.record("air_empire.route_card", t.card("Seattle", fluctuations=[{"amount": 1_000, "cities": ["Seattle"]}]))
    assert t.line(1, "1d", 13) == expected
    assert t.line(1, "1e", 13) == 8_000  # terminated all the same


def test_a_fluctuation_city_no_route_operates_in_is_asked_about_and_stays_legal() -> None:
    """A newcomer's try: "Los Angles" was recorded with no word and paid nobody. A fluctuation in a city nobody serves
    is legal (it "affects all airlines", so it pays nobody): read_route_card asks about it before recording, with the
    nearest served city ("did you mean"), and the card is still recorded as typed (a stored book replays)."""
    t = Tournament(3)
    t.quarter(t.card("Los Angeles", revenue=100_000), [(1, "A", 12_000)])
    served = {"amount": 500, "cities": ["Los Angeles"]}
    slip = {"amount": 200, "cities": ["Los Angles"], "text": "Fog at LAX"}
    nobody = {"amount": 200, "cities": ["Atlanta"]}
    only_bea = {"amount": 200, "cities": ["Los Angeles"], "players": [2]}
    reading = air_empire.read_route_card(t.state, t.card("Denver", fluctuations=[served, slip, nobody, only_bea]))
    assert reading.fluctuation_slips == (
        "no route operates in 'Los Angles' — did you mean Los Angeles?",
        "no route operates in 'Atlanta': it pays nobody there",
        "no route operates in 'Los Angeles': it pays nobody there",  # Ann's route: the fluctuation is Bea's
    )
    assert air_empire.read_route_card(t.state, t.card("Denver", fluctuations=[served])).fluctuation_slips == ()
    rec = t.record("air_empire.route_card", t.card("Denver", fluctuations=[slip]))
    assert "fluctuations (1d): none applies" in rec.summary and "WARNING" not in rec.summary


def test_the_journal_details_of_a_route_card_say_its_fluctuations_and_the_cards_words() -> None:
    """A newcomer's try: the card's words ("Fog at SFO") were stored but seen and found nowhere: the route card's
    details (the journal's detail pane and search) say each fluctuation as typed, with its words."""
    t = Tournament(3)
    card = t.card(
        "Reno",
        fluctuations=[
            {"amount": 200, "cities": ["San Francisco", "Denver"], "text": "Fog at SFO"},
            {"amount": -500, "players": [2, 3]},
        ],
    )
    rec = t.record("air_empire.route_card", card)
    assert air_empire.META.details is not None
    assert air_empire.META.details(rec.kind, rec.payload, NAMES[:3]) == (
        "Fluctuation +$200 in San Francisco, Denver: Fog at SFO",
        "Fluctuation -$500 on every route (Bea, Cal only)",
    )
    assert air_empire.META.details(rec.kind, t.card("Boise"), NAMES[:3]) == ()


def test_the_default_reading_is_applies() -> None:
    assert Tournament().state.rebid_fluctuation == "applies"


@pytest.mark.parametrize(
    ("fluctuation", "field"),
    [
        ({"amount": 550}, "fluctuations[0].amount"),
        ({"amount": 0}, "fluctuations[0].amount"),
        ({"amount": 500, "cities": [""]}, "fluctuations[0].cities"),
        ({"amount": 500, "players": [7]}, "fluctuations[0].players[0]"),
        ({"amount": 500, "players": [1, 1]}, "fluctuations[0].players[1]"),
        ({"amount": 500, "text": 5}, "fluctuations[0].text"),
        ("up 500", "fluctuations[0]"),
    ],
)
def test_a_mistyped_fluctuation_is_refused(fluctuation: Any, field: str) -> None:
    t = Tournament()
    with pytest.raises(RuleViolation) as err:
        t.record("air_empire.route_card", t.card("Denver", fluctuations=[fluctuation]))
    assert err.value.field == field


# -- Taxes --------------------------------------------------------------------------------------------
def test_tax_table_lookup_and_the_refund_of_a_minus_income() -> None:
    rows = ((0, 0), (10_000, 500), (20_000, 1_500))
    assert [tax_from_table(rows, g) for g in (0, 9_900, 10_000, 19_999, 20_000, 900_000)] == [
        0,
        0,
        500,
        500,
        1_500,
        1_500,
    ]
    assert tax_from_table(rows, -12_000) == -500  # the same amount positive, as a refund
    with_minus = ((-20_000, -2_000), (-10_000, -900), (0, 0), (10_000, 500))
    assert [tax_from_table(with_minus, g) for g in (-50_000, -15_000, -100, 500)] == [-2_000, -2_000, -900, 0]
    assert tax_from_table(((5_000, 300),), 4_000) == 0


def test_taxes_every_quarter_on_1g_in_phase_2_before_loans() -> None:
    """Taxes: "Enter on Line 2a the tax that must be paid for Line 1g, and pay to the Bank immediately"."""
    t = Tournament()
    t.phase1(t.card("Capital", revenue=100_000), [(1, "A", 12_000), (2, "B", 12_000)])
    assert t.state.phase == "taxes"
    assert next_step(t.state) == "Phase 2: Ann owes $11,000 taxes on 1g $88,000"
    assert [p.tax_owed for p in table_view(t.state).players] == [11_000, 11_000]
    with pytest.raises(RuleViolation, match="Phase 2"):
        t.record("air_empire.loan", {"player": 1, "amount": 5_000})
    cash = t.cash(1)
    rec = t.record("air_empire.taxes", {"player": 1})
    assert rec.summary == "Ann pays $11,000 taxes on 1g $88,000"
    assert t.cash(1) == cash - 11_000 and t.line(1, "2a", 1) == 11_000
    with pytest.raises(RuleViolation, match="paid taxes"):
        t.record("air_empire.taxes", {"player": 1})
    t.record("air_empire.taxes", {"player": 2})
    assert t.state.phase == "loans"
    sheet = recap_sheets(t.state)[0]
    assert [line.code for line in sheet.lines] == [c for c, _ in air_empire.AIR_EMPIRE_TOURNAMENT_LINES]
    assert sheet.variant == "tournament" and sheet.tax_table == PLACEHOLDER_TAX_TABLE  # adopted as illustrative
    assert sheet.notes[-1] == "Tax Table: illustrative values, not the sheet's."


def test_an_unconfirmed_placeholder_is_never_used_to_compute_a_tax() -> None:
    """DESIGN.md: the banker types the sheet's figure while the table is an unconfirmed placeholder."""
    t = Tournament(tax_table=None)
    assert t.state.tax_provenance == "placeholder"
    assert any("Tax Table not entered: each tax is typed" in n for n in table_view(t.state).notes)
    assert recap_sheets(t.state)[0].tax_table == ()  # never printed as the sheet's figures
    t.phase1(t.card("Capital", revenue=100_000), [(1, "A", 12_000), (2, "B", 12_000)])
    assert "the Tax Table is a placeholder" in next_step(t.state)
    assert not tax_due(t.state, 1).confirmed
    with pytest.raises(RuleViolation) as err:
        t.record("air_empire.taxes", {"player": 1})
    assert err.value.field == "tax" and "type Ann's tax for 1g $88,000" in err.value.message
    t.record("air_empire.taxes", {"player": 1, "tax": 12_300})  # as printed on the sheet
    assert t.line(1, "2a", 1) == 12_300
    with pytest.raises(RuleViolation, match="hundreds"):
        t.record("air_empire.taxes", {"player": 2, "tax": 12_350})
    t.record(
        "air_empire.tax_table",
        {"provenance": "board", "rows": [{"income_from": 0, "tax": 0}, {"income_from": 50_000, "tax": 12_300}]},
    )
    assert t.state.tax_provenance == "board" and recap_sheets(t.state)[0].tax_table_note == ""
    # the table from the sheet said "sheet" as every screen says it (a review: "(board)", the stored value)
    with pytest.raises(RuleViolation, match="the Tax Table entered \\(sheet\\) gives \\$12,300"):
        t.record("air_empire.taxes", {"player": 2, "tax": 9_000})
    t.record("air_empire.taxes", {"player": 2})
    assert t.line(2, "2a", 1) == 12_300


def test_a_tax_typed_above_its_1g_is_a_slip_refused_in_new_actions_only() -> None:
    """A tax is read on line 1g (Tournament Game, Phase 2, Estimated Taxes): typed from the sheet while no
    table is entered, more than the 1g itself is a slip ("250" then "200" typed: $250,200), refused naming
    ``tax``. A slip guard (ledger.errors): a game recorded before it replays as it was; a table entered is
    checked row by row instead (its rows may give more than the 1g)."""
    t = Tournament(tax_table=None)
    t.phase1(t.card("Capital", revenue=100_000), [(1, "A", 12_000), (2, "B", 12_000)])  # 1g $88,000
    with pytest.raises(RuleViolation) as err:
        t.record("air_empire.taxes", {"player": 1, "tax": 250_200})
    assert err.value.field == "tax" and err.value.message == (
        "a tax of $250,200 is more than the 1g $88,000 it is read on: type the figure of the Tax Table's row for "
        "that 1g"
    )
    assert 1 not in t.state.taxes_done  # nothing recorded
    actions = [(r.kind, r.payload, r.note, r.recorded_at) for r in t.game.records]
    actions.append(("air_empire.taxes", {"player": 1, "tax": 200_000}, "", ""))
    old = Game.replay(t.game.setup, actions)  # recorded before the guard: opens, Ann bankrupt by her taxes
    assert old.state.player(1).status == "bankrupt"
    # a refund typed from the sheet may be more than a small loss (a refund row): not a slip
    small = Tournament(tax_table=None)
    small.phase1(small.card("Capital", revenue=100_000), [(1, "A", 12_000), (2, "B", 12_000)])
    for seat in (1, 2):
        small.record("air_empire.taxes", {"player": seat, "tax": 11_000})  # typed from the sheet
    small.maintenance()
    small.phase1(small.card("Tulsa", fluctuations=[{"amount": -100_000, "players": [1]}]))
    assert small.line(1, "1g", 2) == -20_800
    rec = small.record("air_empire.taxes", {"player": 1, "tax": -25_000})
    assert "$25,000 carried" in rec.summary, rec.summary
    # a table entered may give more than the 1g: the typed figure is checked against its row
    board = Tournament(tax_table=[(0, 0), (50_000, 200_000)])
    board.phase1(board.card("Capital", revenue=100_000), [(1, "A", 12_000)])
    rec = board.record("air_empire.taxes", {"player": 1, "tax": 200_000})
    assert "cannot pay $200,000 taxes" in rec.summary


@pytest.mark.parametrize(
    ("rows", "field"),
    [
        ([], "rows"),
        ([{"income_from": 0, "tax": 50}], "rows[0].tax"),
        ([{"income_from": 0, "tax": 0}, {"income_from": 0, "tax": 100}], "rows[1].income_from"),
        ([{"income_from": 10_000, "tax": -100}], "rows[0].tax"),
        ([{"income_from": -10_000, "tax": 100}], "rows[0].tax"),
        ([{"income_from": "0", "tax": 0}], "rows[0].income_from"),
    ],
)
def test_a_mistyped_tax_table_is_refused(rows: list[Any], field: str) -> None:
    t = Tournament(tax_table=None)
    with pytest.raises(RuleViolation) as err:
        t.record("air_empire.tax_table", {"provenance": "board", "rows": rows})
    assert err.value.field == field
    with pytest.raises(RuleViolation) as err:
        t.record("air_empire.tax_table", {"provenance": "guess", "rows": [{"income_from": 0, "tax": 0}]})
    assert err.value.field == "provenance"


def test_the_same_tax_row_typed_twice_is_kept_once() -> None:
    """A newcomer's try: "10000 500" typed again below "20000 1500" was refused "rows go up"; it is kept once, as the
    Flight Costs Table keeps a row typed twice. One 1g with two taxes is refused, both named."""
    t = Tournament(tax_table=None)
    typed = [(0, 0), (10_000, 500), (20_000, 1_500), (10_000, 500), (30_000, 3_000)]
    rec = t.record(
        "air_empire.tax_table", {"provenance": "board", "rows": [{"income_from": f, "tax": x} for f, x in typed]}
    )
    assert rec.summary == "Tax Table entered (4 rows, board)"
    assert t.game.state.tax_table == ((0, 0), (10_000, 500), (20_000, 1_500), (30_000, 3_000))
    with pytest.raises(RuleViolation) as err:
        t.record(
            "air_empire.tax_table",
            {
                "provenance": "board",
                "rows": [{"income_from": f, "tax": x} for f, x in [(0, 0), (10_000, 500), (10_000, 600)]],
            },
        )
    assert err.value.field == "rows[2].income_from"
    assert err.value.message == "1g $10,000 appears twice with different taxes: $500, then $600"


def test_no_refund_for_a_minus_income_but_refunds_carry_to_later_taxes() -> None:
    """ "the Bank does not make a tax refund. Such refund may be deducted from any following tax payment due"."""
    t = Tournament()
    t.rich_start()  # 1g $88,000 each
    # a $100,000 cut on Ann's Capital route: 1g = 88,000 - 100,000 - 8,800 stand-pat = -20,800
    t.phase1(t.card("Tulsa", fluctuations=[{"amount": -100_000, "players": [1]}]))
    assert t.line(1, "1g", 2) == -20_800
    cash = t.cash(1)
    rec = t.record("air_empire.taxes", {"player": 1})
    assert "no refund from the Bank; $1,500 carried" in rec.summary
    assert t.cash(1) == cash and t.line(1, "2a", 2) == -1_500  # the refund due, printed in parentheses
    t.record("air_empire.taxes", {"player": 2})
    t.maintenance()
    t.quarter()  # 1g -20,800 again (no stand-pat penalty on a minus 1a): another $1,500 refund due
    assert t.state.player(1).tax_credit == 3_000
    assert table_view(t.state).players[0].tax_credit == 3_000
    t.phase1(t.card("Boise", fluctuations=[{"amount": 50_000, "players": [1]}]))  # 1g 29,200: tax 1,500
    assert tax_due(t.state, 1) == air_empire.TaxDue(1, 29_200, 1_500, True, 3_000, 1_500, 0, 1_500)
    assert next_step(t.state) == "Phase 2: Ann owes $0 taxes on 1g $29,200 (tax $1,500 less $1,500 refund carried)"
    t.taxes()
    assert t.line(1, "2a", 4) == 0
    t.maintenance()
    t.quarter()  # 1g 26,300: tax $1,500, the last $1,500 of refunds deducted
    assert t.line(1, "2a", 5) == 0 and t.state.player(1).tax_credit == 0
    cash = t.cash(1)
    t.quarter()  # 1g 23,700: tax $1,500 paid in full
    assert t.line(1, "2a", 6) == 1_500


@pytest.mark.parametrize(("setting", "paid"), [("pay", 20_800), ("nothing", 0)])
def test_a_minus_income_is_paid_to_the_bank_or_not_by_option(setting: str, paid: int) -> None:
    """Taxes speak of "a minus GROSS INCOME TO DATE" but not of who pays it: option ``minus_income``."""
    t = Tournament(minus_income=setting)
    t.rich_start()
    cash = t.cash(1)
    t.phase1(t.card("Tulsa", fluctuations=[{"amount": -100_000, "players": [1]}]))
    assert t.line(1, "1g", 2) == -20_800  # carried to 1a and taxed as a refund either way
    assert t.cash(1) == cash - paid
    t.taxes()
    assert t.state.player(1).tax_credit == 1_500


def test_minus_income_is_an_option_of_the_tournament_game_only() -> None:
    with pytest.raises(RuleViolation) as err:
        Game(GameSetup("air_empire", "basic", "basic", NAMES[:2], {"minus_income": "nothing"}))
    assert err.value.field == "options.minus_income"
    with pytest.raises(RuleViolation) as err:
        Tournament(minus_income="refund")
    assert err.value.field == "options.minus_income"


def test_failure_to_pay_taxes_is_immediate_bankruptcy() -> None:
    """Taxes: "Failure to pay Taxes results in immediate bankruptcy" (the Basic Game's Test of Bankruptcy)."""
    t = Tournament(tax_table=[(0, 0), (50_000, 200_000)])
    bank_planes = (t.state.bank_prop, t.state.bank_super)
    t.phase1(t.card("Capital", revenue=100_000), [(1, "A", 12_000)])
    rec = t.record("air_empire.taxes", {"player": 1})
    assert "cannot pay $200,000 taxes" in rec.summary and "bankrupt" in rec.summary
    ann = t.state.player(1)
    assert ann.status == "bankrupt" and t.cash(1) == 0
    assert (t.state.bank_prop, t.state.bank_super) == (bank_planes[0] + 4, bank_planes[1] + 3)
    t.record("air_empire.taxes", {"player": 2})
    assert t.state.phase == "loans"


# -- Residual Value -------------------------------------------------------------------------------
def _to_year_7(**options: Any) -> Tournament:
    """Y1 Q1 rich start; Y1 Q2 Ann buys 1 Prop Jet and 1 Super Jet; then quiet quarters to Y7 Q1."""
    t = Tournament(**options)
    t.rich_start()
    t.quarter(orders=[{"player": 1, "prop_jets": 1, "super_jets": 1}])
    assert t.state.player(1).fleet == {1: (4, 3), 2: (1, 1)}
    t.play_to(25)
    return t


def test_the_starting_fleet_costs_18000_to_replace_in_year_7_quarter_1() -> None:
    """Residual Value: "a total of $18,000 ($4,000 for each of 3 Super-Jets; $1,500 for each of 4 Prop-Jets)"."""
    t = _to_year_7()
    t.phase1(t.card("Denver"))
    t.taxes()
    due = residual_due(t.state, 1)
    assert due is not None and (due.bought_quarter, due.prop_jets, due.super_jets) == (1, 4, 3)
    assert due.replace_all == 18_000 and due.turn_in_all == 13_000
    assert "Residual Value — Ann's 4 Prop Jet(s) and 3 Super Jet(s) bought in Y1 Q1" in next_step(t.state)
    assert table_view(t.state).players[0].residual == due
    with pytest.raises(RuleViolation, match="Residual Value step first"):
        t.record("air_empire.maintenance", {"player": 1})
    cash, bank = t.cash(1), (t.state.bank_prop, t.state.bank_super)
    rec = t.record("air_empire.residual_value", {"player": 1, "replace_prop_jets": 4, "replace_super_jets": 3})
    assert t.cash(1) == cash - 18_000
    assert [e.as_tuple() for e in rec.entries] == [
        ("Y7 Q1 lines 4a/4b: Ann replaces 4 Prop Jet(s), 3 Super Jet(s)", (("p1:cash", -18_000), ("bank", 18_000)))
    ]
    assert (t.line(1, "4a", 25), t.line(1, "4b", 25), t.line(1, "4c", 25)) == (6_000, 12_000, 18_000)
    assert (t.state.bank_prop, t.state.bank_super) == bank  # Reminder Rules 2: no plane needed in the Bank
    assert t.state.player(1).fleet == {2: (1, 1), 25: (4, 3)}  # six more years from now
    with pytest.raises(RuleViolation, match="recorded already"):
        t.record("air_empire.residual_value", {"player": 1})
    t.record("air_empire.residual_value", {"player": 2, "replace_prop_jets": 4, "replace_super_jets": 3})
    t.maintenance()
    assert t.line(1, "5b", 25) is None  # "No entries are made in Phase 5 for Replacement purchases"
    assert t.line(1, "5c", 25) == t.line(1, "5a", 25)


def test_year_7_quarter_2_one_prop_jet_and_one_super_jet_for_5500() -> None:
    """Residual Value: "In the 2nd Quarter of the 7th year, 1 Prop-Jet and 1 Super-Jet must be replaced for a
    total of $5,500" — the planes bought in Y1 Q2."""
    t = _to_year_7()
    t.quarter(
        residual=[
            {"player": 1, "replace_prop_jets": 4, "replace_super_jets": 3},
            {"player": 2, "replace_prop_jets": 4, "replace_super_jets": 3},
        ]
    )
    t.phase1(t.card("Boston"))
    t.taxes()
    assert residual_due(t.state, 2) is None
    due = residual_due(t.state, 1)
    assert due is not None and (due.bought_quarter, due.replace_all) == (2, 5_500)
    cash = t.cash(1)
    t.record("air_empire.residual_value", {"player": 1, "replace_prop_jets": 1, "replace_super_jets": 1})
    assert t.cash(1) == cash - 5_500 and t.line(1, "4c", 26) == 5_500


def test_turned_in_planes_pay_the_residual_value_and_deduct_maintenance() -> None:
    """ "The Bank simply pays $1,000 for each Prop-Jet and $3,000 for each Super-Jet turned in. Players also deduct in
    Phase 5, $200 for each Prop-Jet and $500 for each Super-Jet turned in" (Reminder Rules 5)."""
    t = _to_year_7()
    t.phase1(t.card("Denver"))
    t.taxes()
    ann = t.state.player(1)
    assert (ann.idle_prop, ann.idle_super) == (4, 2)  # 1 Super Jet and 1 Prop Jet (bought Y1 Q2 too) on Capital
    cash, bank = t.cash(1), (t.state.bank_prop, t.state.bank_super)
    # keep 1 Super Jet (on the route, by count), turn in 4 Prop Jets and 2 Super Jets
    rec = t.record("air_empire.residual_value", {"player": 1, "replace_super_jets": 1})
    assert t.cash(1) == cash + 4 * 1_000 + 2 * 3_000 - 4_000
    assert "turns in 4 Prop Jet(s) and 2 Super Jet(s) for $10,000" in rec.summary
    assert (ann.idle_prop, ann.idle_super) == (0, 0)
    assert (t.state.bank_prop, t.state.bank_super) == (bank[0] + 4, bank[1] + 2)
    t.record("air_empire.residual_value", {"player": 2, "replace_prop_jets": 4, "replace_super_jets": 3})
    line_5a = ann.maintenance
    t.maintenance()
    assert t.line(1, "5b", 25) == -(4 * 200 + 2 * 500)
    assert t.line(1, "5c", 25) == line_5a - 1_800


def test_a_route_whose_planes_cannot_be_replaced_is_given_up_and_deducted_the_following_quarter() -> None:
    """Residual Value, CAUTION: "its FLIGHT PROFIT figure must be deducted in the following Quarter" (line 1e)."""
    t = Tournament()
    t.rich_start()  # Capital: Ann A, 2 Super Jets + 1 Prop Jet, profit $88,000
    t.quarter(t.card("Reno"), [(1, "B", 8_000)])  # Reno B: 1 Super Jet, profit $10,000
    t.play_to(25)
    ann = t.state.player(1)
    t.phase1(t.card("Denver"))
    t.taxes()
    # Ann spends her cash down to $3,000 on a Prop Jet of Bea's (bought now: not retiring)
    t.record(
        "air_empire.plane_sale",
        {"seller": 2, "plane": "prop_jet", "count": 1, "bids": [{"player": 1, "amount": t.cash(1) - 3_000}]},
    )
    assert t.cash(1) == 3_000 and (ann.idle_prop, ann.idle_super) == (4, 0)
    due = residual_due(t.state, 1)
    assert due is not None and (due.prop_jets, due.super_jets) == (4, 3)
    assert due.keep_routes == 12_000 and not due.can_keep_routes  # 3 Super Jets on routes; $3,000 + $4,000
    assert "routes may be given up" in next_step(t.state)
    with pytest.raises(RuleViolation) as err:
        t.record("air_empire.residual_value", {"player": 1, "replace_super_jets": 2})
    assert "name the route(s) given up" in err.value.message
    with pytest.raises(RuleViolation, match="Replacements cost \\$12,000"):
        t.record("air_empire.residual_value", {"player": 1, "replace_super_jets": 3})
    with pytest.raises(RuleViolation, match="not needed"):
        t.record("air_empire.residual_value", {"player": 1, "replace_super_jets": 2, "terminate": ["Reno", "Capital"]})
    # 2 Super Jets replaced ($8,000), 4 Prop Jets and 1 Super Jet turned in ($7,000): Reno given up
    rec = t.record("air_empire.residual_value", {"player": 1, "replace_super_jets": 2, "terminate": ["Reno"]})
    assert "gives up Reno (B, 1e $10,000 next quarter)" in rec.summary
    assert t.cash(1) == 3_000 + 7_000 - 8_000
    ann = t.state.player(1)  # a refusal rebuilds the state from the records
    assert [r.city for r in ann.routes] == ["Capital"] and (ann.idle_prop, ann.idle_super) == (0, 0)
    assert ann.fleet == {25: (1, 2)}  # the Prop Jet bought from Bea, the 2 Replacements
    assert [(x.city, x.reason) for x in table_view(t.state).terminations] == [("Reno", "residual")]
    t.record("air_empire.residual_value", {"player": 2, "replace_prop_jets": 3, "replace_super_jets": 3})
    t.maintenance()
    assert "1e for routes given up: Ann $10,000" in next_step(t.state)
    t.phase1(t.card("Boston"))
    assert t.line(1, "1e", 26) == 10_000
    assert t.line(1, "1e", 25) is None


def test_giving_up_a_route_is_refused_when_the_replacements_are_affordable() -> None:
    """Reminder Rules 1: planes leave a Route "only ... if it is financially impossible to purchase Replacement"."""
    t = _to_year_7()
    t.phase1(t.card("Denver"))
    t.taxes()
    with pytest.raises(RuleViolation) as err:
        t.record("air_empire.residual_value", {"player": 1, "terminate": ["Capital"]})
    assert err.value.field == "terminate" and "Reminder Rules 1" in err.value.rule


def test_no_residual_value_before_year_7() -> None:
    t = Tournament()
    t.rich_start()
    t.phase1(t.card("Denver"))
    t.taxes()
    assert residual_due(t.state, 1) is None
    with pytest.raises(RuleViolation, match="six years old yet: planes leave service from Y7 Q1") as err:
        t.record("air_empire.residual_value", {"player": 1})
    assert err.value.field == "kind"  # nobody owes it: the banker's seat does not offer the step


def test_planes_bought_from_a_player_count_from_the_sale() -> None:
    """The buyer "must make the same entries as if the plane(s) had been bought from the Bank": six years from now."""
    t = Tournament()
    t.rich_start()
    t.phase1(t.card("Denver"))
    t.taxes()
    t.record(
        "air_empire.plane_sale",
        {"seller": 1, "plane": "prop_jet", "count": 2, "bids": [{"player": 2, "amount": 3_000}]},
    )
    assert t.state.player(1).fleet == {1: (2, 3)}  # the oldest go
    assert t.state.player(2).fleet == {1: (4, 3), 2: (2, 0)}
    # the starting planes were not bought: the table says them apart (a newcomer's try: "Fleet by quarter
    # bought: Y1 Q1 4P 3S"); the two sold were Ann's starting planes, the oldest
    ann, bea = table_view(t.state).players[:2]
    assert ann.starting_fleet == (2, 3) and ann.fleet == ()
    assert bea.starting_fleet == (4, 3) and bea.fleet == ((2, 2, 0),)


def test_the_starting_fleet_leaves_with_the_planes_bought_in_y1_q1() -> None:
    """Residual Value: Y1 Q1's planes (the starting fleet, counted as bought then) leave service in Y7 Q1; the
    starting planes are said apart from those bought, and once replaced none are left: the Replacements are
    bought in Y7 Q1."""
    t = _to_year_7()
    ann = table_view(t.state).players[0]
    assert ann.starting_fleet == (4, 3) and ann.fleet == ((2, 1, 1),)
    t.phase1(t.card("Denver"))
    t.taxes()
    t.record("air_empire.residual_value", {"player": 1, "replace_prop_jets": 4, "replace_super_jets": 3})
    ann = table_view(t.state).players[0]
    assert ann.starting_fleet == (0, 0) and ann.fleet == ((2, 1, 1), (25, 4, 3))  # the Replacements are bought


# -- Sheets for seven years -----------------------------------------------------------------------
def test_seven_years_make_three_sheets_the_third_of_four_quarters() -> None:
    t = _to_year_7(years=7)
    assert t.state.time_limit == 28
    sheets = [s for s in recap_sheets(t.state) if s.seat == 1]
    assert [(s.period, len(s.quarter_labels), s.first_quarter) for s in sheets] == [
        ("Years 1-3", 12, 1),
        ("Years 4-6", 12, 13),
        ("Year 7", 4, 25),
    ]
    assert sheets[2].quarter_labels == ("Y7 Q1", "Y7 Q2", "Y7 Q3", "Y7 Q4")
    assert all(len(line.amounts) == len(s.quarter_labels) for s in sheets for line in s.lines)


def test_the_residual_value_step_may_follow_another_players_maintenance() -> None:
    t = _to_year_7()
    t.phase1(t.card("Denver"))
    t.taxes()
    t.record("air_empire.residual_value", {"player": 1, "replace_prop_jets": 4, "replace_super_jets": 3})
    t.record("air_empire.maintenance", {"player": 1})
    assert t.state.phase == "maintenance"
    assert "Residual Value — Bea's" in next_step(t.state)
    t.record("air_empire.residual_value", {"player": 2, "replace_prop_jets": 4, "replace_super_jets": 3})
    assert t.state.phase == "maintenance"
    t.record("air_empire.maintenance", {"player": 2})
    assert t.state.quarter == 26 and t.state.phase == "route_card"


def test_tax_table_falls_names_the_rows_whose_tax_is_below_the_row_before() -> None:
    """A Tax Table typed from the sheet: refunds rise to 0 below a 1g of $0, taxes rise above it; a row whose tax
    is below the row before's is named (a figure mistyped, "110000 3000" for 39000), and the placeholder has none."""
    from ledger.games.air_empire import PLACEHOLDER_TAX_TABLE, tax_table_falls

    assert tax_table_falls([(-6_000, -600), (-3_000, -300), (0, 0), (10_000, 500)]) == []
    assert tax_table_falls([(0, 0), (100_000, 34_000), (110_000, 3_000)]) == [(110_000, 34_000, 3_000)]
    assert tax_table_falls(PLACEHOLDER_TAX_TABLE) == []


def test_a_tournament_games_refusal_cites_the_tournament_game() -> None:
    """A newcomer's try: a Tournament Game's refusal cited "(Air Empire, Basic Game, Phase 4)". The Tournament Game's
    Introduction makes the Basic Game's rules apply ("except where otherwise stated"): a Basic Game section is cited
    through it, one the Tournament writes again (Completion of Play: Time Limit, Elimination) where it does; a
    Tournament section stays. The Basic Game cites its own sections, as before."""
    order = {"orders": [{"player": 1, "super_jets": 2}]}  # $14,000 with $9,000
    card = {"city": "Denver", "adjacent": [], "minimums": {"A": 10_000, "B": 8_000, "C": 6_000}, "revenue": 18_000}
    for variant, rule in (
        ("tournament", "Air Empire, Phase 4 — the Basic Game's rules apply in the Tournament Game"),
        ("basic", "Air Empire, Basic Game, Phase 4"),
    ):
        game = Game(GameSetup("air_empire", variant, "t", NAMES[:2]))
        if variant == "tournament":
            game.record("air_empire.tax_table", illustrative_tax_table())
        game.record("air_empire.route_card", {**card, "minimums": {"A": 10_000, "B": 8_000}})
        game.record("air_empire.bids", {"bids": []})
        if variant == "tournament":
            for seat in (1, 2):
                game.record("air_empire.taxes", {"player": seat})
        with pytest.raises(RuleViolation) as err:
            game.record("air_empire.purchase", order)
        assert err.value.rule == rule, err.value.rule
        assert str(err.value).endswith(f"({rule})") and err.value.short.startswith("Ann would pay $14,000")
    assert air_empire.tournament_rule("Air Empire, Basic Game, Completion of Play") == (
        "Air Empire, Tournament Game, Introduction: Time Limit; Elimination"
    )
    for kept in (
        "Air Empire, Tournament Game, Taxes",
        "Air Empire, Basic Game, Playing Procedure 2; Tournament Game, Reminder Rules 10",
        "docs/game-record.md, Air Empire, Basic Game (action kinds)",
    ):
        assert air_empire.tournament_rule(kept) == kept


def test_a_tournament_games_citation_holds_one_level_of_parentheses() -> None:
    """A newcomer's try: a plane sale refused in a Tournament Game cited "(Air Empire, Tournament Game, Introduction
    (Basic Game rules apply: Test of Bankruptcy (sales between players)))". A citation is said flat: the refusal's
    own parentheses are the only ones."""
    assert air_empire.tournament_rule("Air Empire, Basic Game, Test of Bankruptcy (sales between players)") == (
        "Air Empire, Test of Bankruptcy: sales between players — the Basic Game's rules apply in the Tournament Game"
    )
    assert air_empire.tournament_rule("Air Empire, Basic Game, Class A Service (b) Loans") == (
        "Air Empire, Class A Service b: Loans — the Basic Game's rules apply in the Tournament Game"
    )
    game = Game(GameSetup("air_empire", "tournament", "t", NAMES[:3]))
    game.record("air_empire.tax_table", illustrative_tax_table())
    card = {"city": "Denver", "adjacent": [], "minimums": {"A": 10_000, "B": 8_000, "C": 6_000}, "revenue": 18_000}
    game.record("air_empire.route_card", card)
    game.record("air_empire.bids", {"bids": []})
    for seat in (1, 2, 3):
        game.record("air_empire.taxes", {"player": seat})
    sale = {"seller": 2, "plane": "super_jet", "count": 1, "bids": [{"player": 1, "amount": 10_000}]}
    with pytest.raises(RuleViolation) as err:
        game.record("air_empire.plane_sale", sale)
    said = str(err.value)
    assert said.endswith("(Air Empire, Test of Bankruptcy: sales between players — the Basic Game's rules apply in "
                         "the Tournament Game)"), said  # fmt: skip
    depth = deepest = 0
    for char in said:
        depth += {"(": 1, ")": -1}.get(char, 0)
        deepest = max(deepest, depth)
    assert deepest == 1, said
    for rule in (air_empire.state.R_T_SETUP, air_empire.state.R_T_NOT_BASIC, air_empire.meta.OPTION_RULES["years"]):
        assert "(" not in rule, rule


@pytest.mark.parametrize(
    ("class_a_won", "loans", "said"),
    [
        (0, 0, "needs 2 Class A routes won, has 0"),
        (1, 0, "needs 2 Class A routes won, has 1"),
        (3, 5_000, "needs 4 Class A routes won, has 3"),
        (5, 10_000, "needs 6 Class A routes won, has 5"),
    ],
)
def test_why_a_player_may_not_borrow_names_the_class_a_routes_needed(class_a_won: int, loans: int, said: str) -> None:
    """Air Empire, Basic Game, Class A Service (b): $5,000 for every two Class A routes won. A player with no loan
    room is told the routes the next $5,000 needs and those won (the Loan form's list, a newcomer's try)."""
    assert air_empire.loan_room(class_a_won, loans) == 0
    assert air_empire.loan_refusal(class_a_won, loans) == said
