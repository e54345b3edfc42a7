"""Air Fare, Turn Sequence: the rules engine, one handler per action kind (see :mod:`.actions`).

Each turn runs in the rulebook's order: Maintenance (``air_fare.maintenance``, with the
Price War cities when that optional rule is on), Draw (``air_fare.draw``), Flying
(``air_fare.flights``), Advertising (``air_fare.advertising``, only with the optional rule),
Revenue (``air_fare.revenue``; a player who cannot pay his dues leaves them outstanding and
the turn waits in a raise-money step until ``air_fare.settle``, option ``cannot_pay``), Bid (``air_fare.bids``, which
also closes the End Phase). Loans, repayments, sales to a neutral third party, sales between
players and loans between players may be recorded at any time (Raise Money Fast).
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any

from ...engine import GameMeta, GameSetup
from ...errors import RuleViolation
from ...journal import Entry
from ...payload import cash as _cash
from ...schema import ActionSpec
from .actions import ACTIONS
from .advertising import _advertising
from .bidding import _bids
from .charts import CHARTS, chart_period
from .draw import _draw
from .flying import _flights
from .maintenance import _maintenance
from .meta import META
from .raise_money import _loan, _player_interest, _player_loan, _player_repay, _repay, _sale, _trade
from .revenue import _revenue, _settle
from .setup import start
from .state import R_DRAW, R_REVENUE, AirFareState, _money, _post, position_text

__all__ = ["AirFareRules", "RULES"]

_Handler = Callable[[AirFareState, Mapping[str, Any]], tuple[list[Entry], str]]

_HANDLERS: dict[str, _Handler] = {
    "air_fare.maintenance": _maintenance,
    "air_fare.draw": _draw,
    "air_fare.flights": _flights,
    "air_fare.revenue": _revenue,
    "air_fare.settle": _settle,
    "air_fare.bids": _bids,
    "air_fare.loan": _loan,
    "air_fare.repay": _repay,
    "air_fare.sale": _sale,
    "air_fare.trade": _trade,
    "air_fare.advertising": _advertising,
    "air_fare.player_loan": _player_loan,
    "air_fare.player_repay": _player_repay,
    "air_fare.player_interest": _player_interest,
}


class AirFareRules:
    """Air Fare as a rules engine (see :class:`ledger.engine.Rules`).

    Attributes:
        name: ``"air_fare"``.
        meta: the game's meta, with its declared options (:mod:`.meta`).
        actions: every action kind with its declared payload (:mod:`.actions`).
    """

    name = "air_fare"
    meta: GameMeta = META
    actions: Mapping[str, ActionSpec] = ACTIONS
    #: what the game charts (:mod:`ledger.charts`, :mod:`.charts`)
    charts = CHARTS

    def chart_period(self, state: AirFareState) -> str:
        """The period a chart reads its points by (:func:`.charts.chart_period`)."""
        return chart_period(state)

    def table_notes(self, state: AirFareState) -> tuple[str, ...]:
        """None: every card list is the rulebook's (``data/cards.toml``, provenance "rulebook")."""
        return ()

    def start(self, setup: GameSetup) -> tuple[AirFareState, list[Entry]]:
        """The table before the first action (see :func:`.setup.start`)."""
        return start(setup)

    def balance(self, state: AirFareState, account: str) -> int:
        """Balance of an account code, whole $M (0 for an account never posted to)."""
        return state.balances.get(account, 0)

    def position(self, state: AirFareState) -> str:
        """E.g. ``"Turn 3, Flying Phase"``."""
        return position_text(state)

    def apply(self, state: AirFareState, kind: str, payload: Mapping[str, Any]) -> tuple[list[Entry], str]:
        """Apply one action (see docs/game-record.md for each kind's payload).

        Raises:
            RuleViolation: naming the field and the rule; ``state`` is left as it was.
        """
        handler = _HANDLERS.get(kind)
        if handler is None:
            known = ", ".join(sorted(_HANDLERS))
            raise RuleViolation(
                f"unknown action {kind!r}; Air Fare knows: {known}",
                field="kind",
                rule="docs/game-record.md, Air Fare (action kinds)",
            )
        if state.phase == "over":
            raise RuleViolation("the game is over (the deck ran out at the Draw Phase)", field="kind", rule=R_DRAW)
        if state.phase == "raise_money" and kind not in _RAISING_MONEY and kind not in _RECORDED_BY_REVENUE:
            raise _settle_first(state, kind)
        entries, summary = handler(state, payload)
        for entry in entries:
            _post(state, entry)
        return entries, summary


#: what the raise-money step takes (Raise Money Fast: "You may at any time sell your planes and landing
#: rights", loans, sales and loans between players) and the settle that ends it
_RAISING_MONEY = frozenset(
    {
        "air_fare.settle",
        "air_fare.loan",
        "air_fare.repay",
        "air_fare.sale",
        "air_fare.trade",
        "air_fare.player_loan",
        "air_fare.player_repay",
        "air_fare.player_interest",
    }
)


#: the kinds of the phases before the raise-money step: recorded already this turn, their own handlers refuse them
#: saying so (the first reason in the Turn Sequence), rather than as waiting for the dues (the next turn's come
#: after the bids, which do wait for them)
_RECORDED_BY_REVENUE = frozenset(
    {"air_fare.maintenance", "air_fare.draw", "air_fare.flights", "air_fare.advertising", "air_fare.revenue"}
)


def _settle_first(state: AirFareState, kind: str) -> RuleViolation:
    """The refusal of ``kind`` (bids, the next turn's phases) while dues are outstanding (option
    ``cannot_pay`` "raise_money"): the banker records the money raised, then ``air_fare.settle``,
    which says who is bankrupt; bids never settle by themselves, so typing them bankrupts nobody."""
    short = ", ".join(
        f"{state.player(seat).name} owes {_money(sum(a for _, a in due))} with {_money(_cash(state, seat))}"
        for seat, due in sorted(state.outstanding.items())
    )
    return RuleViolation(
        f"{kind} waits: dues are outstanding ({short}); record the money raised, then air_fare.settle "
        "(who is still short is bankrupt)",
        field="kind",
        rule=R_REVENUE,
    )


RULES = AirFareRules()
