"""Issue 12, 1930: the findings of a line-by-line reading of the rulebook, each setting of each option.

* an airline's income starts at its Home City's Gate: asked when it is started, an income of $0 typed
  or a Fly at $0 refused (option ``fly_at_zero_income``);
* every airline's income is current when the turn ends (option ``end_turn_incomes``);
* the money on the First Round Turn Order cards is board data with a provenance;
* a Stock Market track unlike the rulebook's examples ($11, $15, a $2 action cost) is accepted with a
  warning, only what the rules require is refused;
* turn 1's Operation Phase order (option ``first_operation_order``);
* the totals have a winner only once the game is over.

Every figure is worked out by hand in the comments from ../shared/rules/1930-golden-age-of-airlines.txt
and the ILLUSTRATIVE tables (ledger/games/golden_age/data/illustrative_tables.toml): income $0-$9 → $1,
$10-$16 → $2, $17-$24 → $3, $25-$33 → $4.
"""

from __future__ import annotations

import copy
from typing import Any

import pytest
from golden_age_examples import FIRST_STOCK_ROUND, GoldenAgeTable
from sample_helpers import played_sample, sample_record

from ledger.game import Game
from ledger.games.golden_age import (
    META,
    IncomeRecord,
    buy_refusals,
    dividend_level,
    dividend_summary,
    final_totals,
    illustrative_tables,
    income_change,
    income_changed_by,
    incomes_not_current,
    legal_buys,
    next_step,
    operation_next,
    purchase_next,
    start_refusals,
    stock_next,
    table_notes,
    trade_refusals,
    turn_order,
)
from ledger.journal import RuleViolation
from ledger.record_file import dumps_record, loads_record
from ledger.schema import new_game_options

R_FLY = "1930, Operation Phase, Fly"
R_END = "1930, End of Game Phase, End of Game & Final Flight"
R_HOME = "1930, Setup 8 (the Home City's Gate)"
R_FIRST = "1930, Stock Phase, The First Stock Round"
R_BANKRUPTCY = "1930, Stock Phase, Bankruptcy"
R_TABLES = "DESIGN.md, tables the rulebooks do not print"
NAMES = ("Carla", "Neal", "Chuck", "Zoë", "Earl", "Fay")
#: the Home City incomes typed when the example's airlines are started (an imagined board)
HOME = {"Green": 8, "Orange": 7, "Blue": 9, "Yellow": 6, "Pink": 6, "Brown": 7, "Red": 8, "Purple": 7}


class Table(GoldenAgeTable):
    """A 1930 game played through real records; ``options`` exactly as given (left out: the stored-game reading)."""

    TITLE = "findings"
    NAMES = NAMES

    def refused(self, kind: str, **payload: Any) -> RuleViolation:
        """Record an action that must be refused; nothing may change."""
        before = (copy.deepcopy(self.state), dict(self.state.balances), len(self.game.records))
        with pytest.raises(RuleViolation) as info:
            self.rec(kind, **payload)
        assert (self.state, dict(self.state.balances), len(self.game.records)) == before
        return info.value

    def deal(self, cards: list[int] | None = None, *, tables: dict[str, Any] | None = None) -> None:
        """Card k to seat ``cards[k-1]`` (seat k by default), money $19 + card; then the tables (the findings deal
        the cards out of order: :meth:`GoldenAgeTable.deal` does not)."""
        seats = cards or list(range(1, len(self.game.setup.players) + 1))
        self.rec("starting_money", cards=[{"player": s, "card": c, "money": 19 + c} for c, s in enumerate(seats, 1)])
        self.rec("tables", **(tables or illustrative_tables()))

    def first_stock_round(self, *, incomes: bool = True) -> None:
        """3 players: the rulebook's example; otherwise the cheapest legal buy each time."""
        if len(self.game.setup.players) == 3:
            for kind, seat, airline, price in FIRST_STOCK_ROUND:
                extra = {"price": price} | ({"income": HOME[airline]} if incomes else {}) if price else {}
                self.rec(kind, player=seat, airline=airline, **extra)
            return
        while self.state.phase == "first_stock":
            seat = stock_next(self.state)
            options = legal_buys(self.state, seat)
            if not options:
                self.rec("pass", player=seat)
            elif options[0].action == "found":
                airline = options[0].airline
                extra = {"income": HOME[airline]} if incomes else {}
                self.rec("found", player=seat, airline=airline, price=options[0].prices[0], **extra)
            else:
                self.rec("buy", player=seat, airline=options[0].airline)


def typed_incomes(t: Table) -> dict[str, int]:
    return {a.name: a.income for a in t.state.airlines.values() if a.in_play}


# == 1. A Fly at $0 income ==========================================================================
def test_a_new_game_stores_the_readings_of_today() -> None:
    stored = new_game_options(META.options, {})
    assert stored == {"fly_at_zero_income": "refuse", "end_turn_incomes": "confirm"}
    # the Operation Phase order keeps its default (today's reading): nothing to write out for it
    assert Table(3, **stored).state.first_operation_order == "clockwise"


def test_refuse_starting_an_airline_asks_for_its_income() -> None:
    """Setup 8: each airline's Gate is on its Home City from the start, so its income is on the Income
    Track when it is started: the found asks for it (field ``income``) with ``fly_at_zero_income="refuse"``."""
    t = Table(3, fly_at_zero_income="refuse")
    t.deal()
    error = t.refused("found", player=1, airline="Green", price=6)
    assert (error.field, error.rule) == ("income", f"{R_HOME}; docs/rule-readings.md, 1930")
    assert "Green's income" in error.message
    record = t.rec("found", player=1, airline="Green", price=6, income=8)
    assert "income $8" in record.summary
    green = t.state.airlines["Green"]
    assert (green.income, green.income_turn) == (8, 1)
    assert green.home_income == 8  # kept: the next game on the same board starts Green's income from it
    schema = t.refused("found", player=2, airline="Orange", price=5, income=0)  # a Home City is worth $1 or more
    assert schema.field == "income"


def test_refuse_a_fly_at_zero_income_typed() -> None:
    t = Table(3, fly_at_zero_income="refuse")
    t.deal()
    t.first_stock_round()
    # Carla flies Green (CEO, 2 tokens): a typed $0 is refused, naming income
    error = t.refused("operate", player=1, airline="Green", action="fly", income=0, choice=1)
    assert (error.field, error.rule) == ("income", f"{R_FLY}; {R_HOME}; docs/rule-readings.md, 1930")
    assert "$0 (typed)" in error.message
    # at the board's $28: the $4 level, Carla 2 × $4
    t.rec("operate", player=1, airline="Green", action="fly", income=28, choice=1)
    assert t.cash(1) == 0 + 8


def test_refuse_an_income_of_zero_wherever_it_is_typed() -> None:
    """Setup 8: the Income Track never shows $0 for an airline in play, so with ``fly_at_zero_income="refuse"``
    a $0 typed with golden_age.income, a map action or an End of Turn's ``incomes`` is a typo: refused, naming
    the field and the rule, nothing recorded (else every later Fly of the airline would be refused)."""
    reading = f"{R_HOME}; docs/rule-readings.md, 1930"
    t = Table(3, fly_at_zero_income="refuse", end_turn_incomes="confirm")
    t.deal()
    t.first_stock_round()
    error = t.refused("income", airline="Green", income=0)
    assert (error.field, error.rule) == ("income", f"1930, Setup 5; 1930, Operation Phase, Hub; {reading}")
    assert "Green's income of $0" in error.message
    for action in ("expand", "relocate", "upgrade", "open", "hub"):
        error = t.refused("operate", player=1, airline="Green", action=action, income=0)
        assert (error.field, error.rule) == ("income", f"1930, Operation Phase, Airline Operations; {reading}")
    t.rec("operate", player=1, airline="Green", action="expand", income=10)
    t.operate_all()
    error = t.refused("end_turn", incomes={**typed_incomes(t), "Pink": 0})
    assert (error.field, error.rule) == ("incomes.Pink", f"1930, Setup 5; 1930, Operation Phase, Hub; {reading}")
    assert "Pink's income of $0" in error.message
    t.rec("end_turn", incomes=typed_incomes(t))
    assert t.state.turn == 2 and t.state.airlines["Green"].income == 10


def test_allow_takes_an_income_of_zero_wherever_it_is_typed() -> None:
    """``fly_at_zero_income="allow"`` (and a game stored without the option): a $0 typed is taken, as before."""
    for options in ({"fly_at_zero_income": "allow"}, {}):
        t = Table(3, end_turn_incomes="confirm", **options)
        t.deal()
        t.first_stock_round()
        t.rec("income", airline="Green", income=0)
        assert t.state.airlines["Green"].income == 0
        t.rec("operate", player=1, airline="Green", action="expand", income=0)
        t.operate_all()
        t.rec("end_turn", incomes={**typed_incomes(t), "Pink": 0})
        assert t.state.turn == 2 and t.state.airlines["Pink"].income == 0


def test_refuse_the_final_flight_of_an_airline_at_zero_income() -> None:
    t = Table(3, fly_at_zero_income="refuse", end_turn_incomes="unchecked", turns=1)
    t.deal()
    t.first_stock_round()
    t.operate_all()
    t.rec("end_turn")
    error = t.refused("final_flight", incomes={"Pink": 0})
    assert (error.field, error.rule) == ("incomes.Pink", f"{R_END}; {R_HOME}; docs/rule-readings.md, 1930")
    t.rec("final_flight", incomes={"Pink": 6})
    assert t.state.phase == "over"


def test_refuse_a_trade_that_starts_an_airline_asks_for_its_income() -> None:
    """Normal Stock Rounds: an airline started by a trade at the 10-token limit has its Home City income too."""
    t = Table(3, fly_at_zero_income="refuse", end_turn_incomes="unchecked")
    t.deal()
    t.first_stock_round()
    for airline in ("Green", "Orange", "Blue", "Yellow", "Pink"):
        t.rec("income", airline=airline, income=100)  # 26, 51, 100: three more Stock tokens each
    t.operate_all()
    t.rec("end_turn")
    # Turn 2: Neal holds the First Player marker; Carla buys to 10 tokens, then trades for Brown
    t.rec("pass", player=2)
    t.rec("pass", player=3)
    for airline in ("Green", "Pink", "Pink", "Pink", "Yellow", "Blue"):
        t.rec("buy", player=1, airline=airline)
    assert t.state.player(1).tokens == 10
    error = t.refused("trade", player=1, airline="Brown", returned="Yellow", price=3)
    assert (error.field, error.rule) == ("income", f"{R_HOME}; docs/rule-readings.md, 1930")
    error = t.refused("trade", player=1, airline="Green", returned="Yellow", income=9)  # Green is started
    assert error.field == "income"
    record = t.rec("trade", player=1, airline="Brown", returned="Yellow", price=3, income=7)
    assert "income $7" in record.summary and t.state.airlines["Brown"].income == 7
    # listed on the dividend summary after the trade that set it, as the found's is (test_a_started_airline_...)
    turn = dividend_summary(t.state)[-1]
    assert turn.incomes[-1] == IncomeRecord(2, "Brown", 0, 7, (), "start")
    assert turn.happened.index(turn.trades[-1]) < turn.happened.index(turn.incomes[-1])


def test_a_started_airline_s_first_income_is_listed_with_what_set_it() -> None:
    """A newcomer's try: the dividend summary listed each income changed with what changed it ("Expand, purchased",
    "Income typed"), not an airline's first, typed as it was started (its Home City's Gate). It is listed, "Start an
    airline" (1930, Setup 8; The First Stock Round: "must start an airline"), after the payment that started it;
    the found's summary is as it was (old books' audits compare them)."""
    t = Table(3, fly_at_zero_income="refuse")
    t.deal()
    record = t.rec("found", player=1, airline="Green", price=6, income=8)
    assert record.summary == "Carla starts Green at $6 (2 token(s), $12), income $8"
    turn = dividend_summary(t.state)[0]
    assert turn.incomes == (IncomeRecord(1, "Green", 0, 8, (), "start"),)
    assert income_changed_by(turn.incomes[0]) == "Start an airline"
    assert income_change(turn.incomes[0]) == "$8"  # it had no income before: not "$0 → $8", a rise from $0
    assert income_change(IncomeRecord(1, "Green", 8, 12, (), "expand")) == "$8 → $12"  # changed: both said
    assert [type(r).__name__ for r in turn.happened] == ["PaymentRecord", "IncomeRecord"]
    t.rec("found", player=2, airline="Orange", price=5, income=30)  # a mark reached from the start: said with it
    assert dividend_summary(t.state)[0].incomes[-1].brought == (
        "one more Orange Stock token in the Available Stock Pool (income 26)",
        "Orange gains a Hub (income 26)",
    )


def test_allow_a_fly_at_zero_income_pays_the_lowest_level_as_stored_games_did() -> None:
    """``fly_at_zero_income="allow"`` (and a game stored without the option): the found needs no income,
    the tracked income is $0 until typed and ``{"action": "fly", "choice": 1}`` pays the $1 level."""
    for options in ({"fly_at_zero_income": "allow"}, {}):
        t = Table(3, **options)
        assert t.state.fly_at_zero_income == "allow"
        t.deal()
        t.first_stock_round(incomes=False)
        assert t.state.airlines["Green"].income == 0
        t.rec("operate", player=1, airline="Green", action="fly", choice=1)  # Carla: 2 × $1
        assert t.cash(1) == 2


def test_a_record_file_that_flew_at_zero_income_still_imports() -> None:
    t = Table(3)  # as stored before the reading: no option
    t.deal()
    t.first_stock_round(incomes=False)
    t.rec("operate", player=1, airline="Green", action="fly", choice=1)
    setup, actions, _ = loads_record(dumps_record(t.game.setup, t.game.records))
    assert "fly_at_zero_income" not in setup.options
    again = Game.replay(setup, [a.as_tuple() for a in actions])
    assert again.state == t.state and again.balance("p1:cash") == 2


# == 2. Incomes current at the End of Turn ===========================================================
def at_end_of_turn_1(**options: Any) -> Table:
    """The rulebook's 3-player First Stock Round (incomes typed at the start), every airline flies at its
    tracked income: no income is typed during the Operation Phase of turn 1."""
    t = Table(3, **options)
    t.deal()
    t.first_stock_round()
    t.operate_all()
    assert t.state.phase == "end_of_turn"
    return t


def test_confirm_the_turn_ends_only_with_every_income_current() -> None:
    t = at_end_of_turn_1(end_turn_incomes="confirm")
    # turn 1: every income was typed when its airline was started
    assert incomes_not_current(t.state) == ()
    assert next_step(t.state).endswith("then end the turn")
    t.rec("end_turn")
    assert t.state.turn == 2 and t.state.phase == "stock"
    # turn 2: nothing typed yet
    assert incomes_not_current(t.state) == ("Blue", "Green", "Orange", "Yellow", "Pink")  # the game's order
    for seat in turn_order(t.state):
        t.rec("pass", player=seat)
    t.rec("operate", player=2, airline="Orange", action="expand", income=12)  # Neal holds the marker
    t.operate_all()
    assert incomes_not_current(t.state) == ("Blue", "Green", "Yellow", "Pink")
    assert next_step(t.state).endswith("then end the turn (confirm the incomes: Blue, Green, Yellow, Pink)")
    error = t.refused("end_turn")
    assert error.field == "incomes"
    assert error.rule == "1930, Setup 5; 1930, Operation Phase, Hub; docs/rule-readings.md, 1930"
    assert "Blue, Green, Yellow, Pink" in error.message
    error = t.refused("end_turn", incomes={"Green": 8, "Blue": 9, "Yellow": 6})
    assert error.field == "incomes" and "Pink" in error.message and "Green" not in error.message
    error = t.refused("end_turn", incomes={"Mauve": 3, **typed_incomes(t)})
    assert error.field == "incomes.Mauve"
    record = t.rec("end_turn", incomes={"Blue": 9, "Green": 8, "Yellow": 6, "Pink": 6})
    assert "incomes confirmed: Blue $9, Green $8, Yellow $6, Pink $6" in record.summary
    assert t.state.turn == 3


def test_confirm_a_mark_crossed_and_not_typed_is_caught_before_the_next_stock_round() -> None:
    """Setup 5: a Stock token comes into play "as soon as the Airline's income reaches or passes" 26.
    Blue's Gates reach $27 during turn 2 but nobody typed it: ending the turn asks for Blue's income,
    the banker types $27, and the token is in the Available Stock Pool for the Stock Round of turn 3."""
    t = at_end_of_turn_1(end_turn_incomes="confirm")
    t.rec("end_turn")
    for seat in turn_order(t.state):
        t.rec("pass", player=seat)
    t.operate_all()
    blue = t.state.airlines["Blue"]
    pool, hubs = blue.pool, blue.hubs_available
    assert "Blue" in t.refused("end_turn", incomes={n: v for n, v in typed_incomes(t).items() if n != "Blue"}).message
    record = t.rec("end_turn", incomes={**typed_incomes(t), "Blue": 27})
    assert "Blue income $9 → $27" in record.summary
    assert "one more Blue Stock token in the Available Stock Pool (income 26)" in record.summary
    blue = t.state.airlines["Blue"]
    assert (blue.pool, blue.hubs_available, blue.income) == (pool + 1, hubs + 1, 27)


def test_confirm_an_airline_going_bankrupt_needs_no_income() -> None:
    """Bankruptcy: an airline that ends the turn in the $1 box leaves the game: its income is not asked.
    A board whose $3 box is next to the $1 box; the example's airlines started without an income
    (``fly_at_zero_income="allow"``), nobody flies in turn 1: End of Turn 2 moves every airline back
    one box, Yellow from $3 into the $1 box."""
    board = {**illustrative_tables(), "track": [{"price": p, "action_cost": 1} for p in (1, 3, 4, 5, 6, 7, 8, 10)]}
    t = Table(3, end_turn_incomes="confirm", fly_at_zero_income="allow")
    t.deal(tables=board)
    t.first_stock_round(incomes=False)
    while seat := operation_next(t.state):
        player = t.state.player(seat)
        airline = next(a for a, n in sorted(player.holdings.items()) if n > player.used.get(a, 0))
        t.rec("operate", player=seat, airline=airline, action="expand")
    assert incomes_not_current(t.state) == ("Blue", "Green", "Orange", "Yellow", "Pink")
    error = t.refused("end_turn")
    assert "Blue, Green, Orange, Pink" in error.message and "Yellow" not in error.message
    t.rec("end_turn", incomes={"Blue": 9, "Green": 8, "Orange": 7, "Pink": 6})
    assert t.state.airlines["Yellow"].status == "bankrupt"


def test_unchecked_the_turn_ends_as_stored_games_did() -> None:
    for options in ({"end_turn_incomes": "unchecked"}, {}):
        t = at_end_of_turn_1(**options)
        t.rec("end_turn")
        for seat in turn_order(t.state):
            t.rec("pass", player=seat)
        t.operate_all()
        assert incomes_not_current(t.state)  # the view says so; the end of the turn does not insist
        t.rec("end_turn")
        assert t.state.turn == 3


# == 3. The money on the First Round Turn Order cards =================================================
def cards(*money: int) -> list[dict[str, int]]:
    return [{"player": s, "card": s, "money": m} for s, m in enumerate(money, start=1)]


def test_a_buy_refused_says_per_airline_which_rule() -> None:
    """A newcomer's try: Carla held 2 of the 3 tokens in play of an airline, 1 in the pool, and the screen only
    said she had "no legal buy to afford" (pool, limits or cash). Each started airline says why, the rule
    before the price (1930, Basic Rules About Stock Tokens: no player may possess all the tokens in play)."""
    t = at_end_of_turn_1()
    t.rec("end_turn")
    while stock_next(t.state) != 1:
        t.rec("pass", player=stock_next(t.state))
    assert t.state.airlines["Green"].pool == 1 and t.state.player(1).holdings["Green"] == 2
    why = dict((airline, (reason, price_only)) for airline, reason, price_only, _brief in buy_refusals(t.state, 1))
    assert why["Green"] == ("Carla would hold every Green token in play (2 of 3 held now)", False)
    assert why["Blue"] == ("no token in the Available Stock Pool", False)
    assert why["Pink"] == ("one token costs $5, Carla has $4", True)  # only the price stops this one
    assert "Brown" not in why  # not started: a Start, not a Buy
    # the same in brief, for the Buy list's one line (a newcomer's try: "Green: may not be bought now")
    brief = {r.airline: r.brief for r in buy_refusals(t.state, 1)}
    assert brief["Green"] == "would hold every token" and brief["Pink"] == "$5, has $4"
    assert all(len(b) <= 44 for b in brief.values()), brief
    error = t.refused("buy", player=1, airline="Green")
    assert "no player may possess all the 3 Green Stock tokens in play" in error.message
    # Brown is not started: a Start at $3 would cost Carla $3 of her $4 (1930, Normal Stock Rounds, Buy)
    assert "Brown" not in dict((a, w) for a, w, _p, _b in start_refusals(t.state, 1))


def test_an_airline_too_dear_to_start_says_why() -> None:
    """A newcomer's try: the "no legal buy" line left out the airlines not started that the player could not afford
    to start. The sample's First Stock Round, 2nd buy: Neal has $1, an Initial Stock Price is $3 at least (1930,
    The First Stock Round; Normal Stock Rounds, Buy)."""
    game = played_sample("golden-age-4p", 10)
    why = {a: (w, p) for a, w, p, _b in start_refusals(game.state, 2)}
    assert why == {name: ("starting it costs at least $3, Neal has $1", True) for name in ("Brown", "Red", "Purple")}


def test_cards_from_the_board_take_the_money_printed_on_them() -> None:
    t = Table(3)
    record = t.rec("starting_money", cards=cards(25, 26, 27), provenance="board")
    assert [t.cash(s) for s in (1, 2, 3)] == [25, 26, 27] and "(board)" in record.summary
    assert t.state.cards_provenance == "board"
    assert not any("First Round Turn Order" in note for note in table_notes(t.state))


@pytest.mark.parametrize("provenance", [{"provenance": "rulebook example"}, {}], ids=["rulebook example", "left out"])
def test_cards_at_the_rulebook_example_are_checked_and_marked(provenance: dict[str, str]) -> None:
    """The example's $20/$21/$22 (Carla, Neal, Chuck) are offered by default and marked as such; a deal
    stored without a provenance (every record file before it) reads the same way."""
    t = Table(4)
    error = t.refused("starting_money", cards=cards(20, 25, 22, 23), **provenance)
    assert error.field == "cards[1].money" and error.rule.startswith(f"{R_FIRST} (example)")
    assert "gives $21 in the rulebook's example, not $25" in error.message
    record = t.rec("starting_money", cards=cards(20, 21, 22, 23), **provenance)
    assert t.state.cards_provenance == "rulebook example"
    assert "typed" not in record.summary  # the stored text of the record files before it, unchanged
    # card 4's money is not the rulebook's (it prints cards 1-3 only): the notes say so, even of older records
    assert (
        "First Round Turn Order cards 1-3: the rulebook example's money ($20, $21, $22), not checked against the "
        "cards. Card the rulebook does not print: card 4 $23, typed by the banker, not checked."
    ) in table_notes(t.state)


def test_a_card_the_rulebook_does_not_print_is_stored_as_typed() -> None:
    """A newcomer's try: card 4 dealt at a typed $23 with cards 1-3 at the example's money was stored as
    "rulebook example". The deal says "rulebook example and typed": cards 1-3 still checked, card 4 marked."""
    t = Table(4)
    error = t.refused("starting_money", cards=cards(20, 25, 22, 23), provenance="rulebook example and typed")
    assert error.field == "cards[1].money" and "gives $21 in the rulebook's example, not $25" in error.message
    record = t.rec("starting_money", cards=cards(20, 21, 22, 23), provenance="rulebook example and typed")
    assert record.summary.endswith("$23 (cards 1-3: rulebook example; card 4: typed by the banker, not checked)"), (
        record.summary
    )
    assert t.state.cards_provenance == "rulebook example and typed"
    assert [n for n in table_notes(t.state) if "card 4 $23, typed by the banker, not checked" in n]


def test_cards_of_unknown_provenance_are_refused() -> None:
    error = Table(3).refused("starting_money", cards=cards(20, 21, 22), provenance="guess")
    assert (error.field, error.rule) == ("provenance", R_TABLES)


# == 4. The Stock Market track: only what the rules require ===========================================
#: a board unlike the rulebook's examples: no $11 or $15 box, every action cost $1 or $3, and income
#: $28 in the $5 Dividend Level
OTHER_BOARD = {
    "provenance": "board",
    "track": [{"price": p, "action_cost": 1 if p < 8 else 3} for p in (1, 2, 3, 4, 5, 6, 7, 8, 10, 12, 14, 16, 20)],
    "dividends": [{"income_from": 0, "dividend": 1}, {"income_from": 20, "dividend": 5}],
}


def test_a_board_without_11_15_and_a_2_action_cost_is_accepted_with_a_warning() -> None:
    t = Table(3)
    t.rec("starting_money", cards=cards(20, 21, 22))
    record = t.rec("tables", **OTHER_BOARD)
    assert "WARNING, unlike the rulebook's examples" in record.summary
    for words in ("no $11 box", "no $15 box", "no box with a $2 action cost", "income $28 gives $5"):
        assert words in record.summary
        assert any(words in note for note in table_notes(t.state))
    assert t.state.tables_warnings and len(t.state.track) == 13
    # the game plays on it: Carla starts Green at $6 (an action cost of $1), Green flies at $28 → $5
    t.first_stock_round()
    t.rec("operate", player=1, airline="Green", action="fly", income=28, choice=1)
    assert t.cash(1) == 2 * 5 and dividend_level(t.state.dividends, 28) == 5
    # the rulebook's own anchors give no warning
    t2 = Table(3)
    t2.rec("starting_money", cards=cards(20, 21, 22))
    assert "WARNING" not in t2.rec("tables", **illustrative_tables()).summary
    assert t2.state.tables_warnings == ()


@pytest.mark.parametrize(
    "track, field, rule",
    [
        ([2, 3, 4, 5, 6, 7], "track[0].price", R_BANKRUPTCY),  # no $1 "Bankrupt at End of Turn" box first
        ([1, 3, 4, 6, 7, 9], "track", R_FIRST),  # no $5 box: an Initial Stock Price has nowhere to go
        ([1, 3, 4, 5, 7, 6], "track[5].price", R_TABLES),  # prices rise box by box
    ],
    ids=["no $1 box", "no $5 box", "falling"],
)
def test_what_the_rules_require_of_the_track_is_still_refused(track: list[int], field: str, rule: str) -> None:
    t = Table(3)
    t.rec("starting_money", cards=cards(20, 21, 22))
    payload = {**OTHER_BOARD, "track": [{"price": p, "action_cost": 1} for p in track]}
    error = t.refused("tables", **payload)
    assert (error.field, error.rule) == (field, rule)


# == 5. Turn 1's Operation Phase order ===============================================================
#: cards 1-4 dealt to Neal (2), Zoë (4), Carla (1), Chuck (3): the First Stock Round goes Neal, Zoë,
#: Carla, Chuck; clockwise from Neal (card 1, the First Player marker) it is Neal, Chuck, Zoë, Carla
CARD_SEATS = [2, 4, 1, 3]


@pytest.mark.parametrize(
    "setting, turn_1",
    [("clockwise", [2, 3, 4, 1]), ("cards", [2, 4, 1, 3])],
)
def test_first_operation_order(setting: str, turn_1: list[int]) -> None:
    t = Table(4, first_operation_order=setting, end_turn_incomes="unchecked")
    t.deal(CARD_SEATS)
    t.first_stock_round()
    assert t.state.first_player == 2 and turn_order(t.state) == turn_1
    acted = t.operate_all()
    assert acted[:4] == turn_1  # Operating Round 1
    # End of Turn 1, "in turn order": the purchases follow the same order
    assert turn_order(t.state) == turn_1
    assert [s for s in turn_1 if s in purchase_next(t.state)] == list(purchase_next(t.state))
    t.rec("end_turn")
    # turn 2: the marker passes to Neal's left (Chuck, seat 3): clockwise whatever the setting
    assert t.state.first_player == 3 and turn_order(t.state) == [3, 4, 1, 2]
    for seat in turn_order(t.state):
        t.rec("pass", player=seat)
    assert t.operate_all()[:4] == [3, 4, 1, 2]


def test_first_operation_order_left_out_is_clockwise() -> None:
    assert Table(4).state.first_operation_order == "clockwise"


# == 6. Only the end of the game has a winner ========================================================
def test_totals_have_a_leader_mid_game_and_a_winner_only_at_the_end() -> None:
    t = Table(3, turns=1)
    t.deal()
    t.first_stock_round()
    t.operate_all()
    mid = final_totals(t.state)
    assert not any(row.winner for row in mid)
    assert [row.name for row in mid if row.leader] == [mid[0].name]
    t.rec("end_turn")
    t.rec("final_flight")
    end = final_totals(t.state)
    assert [row.name for row in end if row.winner] == [row.name for row in end if row.leader] == [end[0].name]
    assert next_step(t.state).startswith(f"Game over: {end[0].name} wins")


def test_no_pass_in_the_first_stock_round_while_a_buy_is_affordable() -> None:
    """1930, The First Stock Round: buying is compulsory when affordable, so a pass is refused as soon as
    it is asked whether it belongs now (the table screen then shows no Pass key), before any field."""
    t = Table(3)
    t.deal()
    for kind, seat, airline, price in FIRST_STOCK_ROUND[:3]:  # every player has started an airline
        t.rec(kind, player=seat, airline=airline, price=price, income=HOME[airline])
    refusal = t.game.refused_now("golden_age.pass")
    assert refusal is not None and "buying is compulsory in the First Stock Round" in refusal.message
    assert refusal.rule == R_FIRST


def test_the_trade_list_and_the_trade_refusal_agree() -> None:
    """A newcomer's try, the sample's Turn 6: Zoë at the 10-token limit was offered a trade for Green, Orange, Yellow
    and Red, whose Available Stock Pools were empty, and the trade was refused. :func:`trade_refusals` leaves out
    what the ledger refuses and nothing it accepts, for any token returned and for one named (1930, Normal Stock
    Rounds, Buy: a trade at the limit of 10)."""
    game = played_sample("golden-age-4p", 199)
    state = game.state
    refused = {r.airline: r.why for r in trade_refusals(state, 4)}
    assert set(refused) == {"Green", "Orange", "Yellow", "Red", "Purple", "Brown"}, refused
    assert refused["Orange"] == "no token in the Available Stock Pool" and refused["Brown"] == "went bankrupt"
    held = [name for name, n in state.player(4).holdings.items() if n]
    for returned in held:
        left_out = {r.airline for r in trade_refusals(state, 4, returned)}
        for airline in state.airlines:
            if state.airlines[airline].status != "founded":
                continue
            try:
                game.preview("golden_age.trade", {"player": 4, "airline": airline, "returned": returned})
                error: RuleViolation | None = None
            except RuleViolation as refused_now:
                error = refused_now
            assert (airline in left_out) == (error is not None), (returned, airline, error)
    assert {r.airline: r.brief for r in trade_refusals(state, 4, "Blue")}["Blue"] == (
        "the token returned is of this airline"
    )


def test_contracts_in_turn_order_are_suggested_and_out_of_order_only_warned() -> None:
    """A newcomer's try: Chuck's contract was accepted before the First Player's; the rulebook says "players may, in
    turn order, award any airline a contract card" (1930, Important Game Concepts, Contract Cards). The sample's
    Turn 5 (First Player Neal: Neal, Chuck, Zoë, Carla) plays Carla's, then Chuck's: the sample replays (a warning,
    not a refusal), and the warning names who came first."""
    from ledger.games.golden_age import contract_next, contract_order_warning

    game = played_sample("golden-age-4p", 194)
    _setup, actions = sample_record("golden-age-4p")
    assert turn_order(game.state) == [2, 3, 4, 1]
    assert contract_next(game.state) == 2 and contract_order_warning(game.state, 1) is None
    game.record(actions[194].kind, actions[194].payload)  # Carla's contract, last in turn order
    assert contract_next(game.state) == 1  # she may play another; nobody comes after her
    assert contract_order_warning(game.state, 3) == (
        "Chuck comes before Carla in turn order, who has played a contract already: contracts go in turn order "
        "(Neal, Chuck, Zoë, Carla)"
    )
    for action in actions[195:]:  # the rest replays as recorded
        game.record(action.kind, action.payload)
    assert game.state.phase == "over"
