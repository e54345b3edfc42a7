"""Air Fare, Turn Sequence: the rules engine, one handler per action kind (see :mod:`.actions`).

Each turn runs in the rulebook's order: Maintenance (``air_fare.maintenance``, with the
Price War cities when that optional rule is on), Draw (``air_fare.draw``), Flying
(``air_fare.flights``), Advertising (``air_fare.advertising``, only with the optional rule),
Revenue (``air_fare.revenue``; a player who cannot pay his dues leaves them outstanding and
the turn waits in a raise-money step until ``air_fare.settle``), Bid (``air_fare.bids``, which
also closes the End Phase). Loans, repayments, sales to a neutral third party, sales between
players and loans between players may be recorded at any time (Raise Money Fast).
"""

from __future__ import annotations

import copy
from collections.abc import Callable, Mapping
from typing import Any

from ...engine import GameMeta, GameSetup
from ...errors import RuleViolation
from ...journal import Entry
from ...schema import ActionSpec
from .actions import ACTIONS
from .advertising import _advertising
from .bidding import _bids
from .draw import _draw
from .flying import _flights
from .maintenance import _maintenance
from .meta import META
from .raise_money import _loan, _player_interest, _player_loan, _player_repay, _repay, _sale, _trade
from .revenue import _revenue, _settle, settle_outstanding
from .setup import start
from .state import R_DRAW, AirFareState, _post, position_text

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
        if kind == "air_fare.bids" and state.phase == "raise_money":
            return self._settle_then_bid(state, payload)
        entries, summary = handler(state, payload)
        for entry in entries:
            _post(state, entry)
        return entries, summary

    def _settle_then_bid(self, state: AirFareState, payload: Mapping[str, Any]) -> tuple[list[Entry], str]:
        """Bids recorded while dues are outstanding: a record file written before the raise-money
        step went from the revenue straight to the bids (the bankruptcy in the revenue). The bids
        settle first, in the same action (:func:`.revenue.settle_outstanding`), so such a file
        imports with the same entries and the same end state; docs/game-record.md, Air Fare.
        Worked on a copy: a refused bid leaves ``state`` as it was, dues outstanding."""
        trial = copy.deepcopy(state)
        settled, settle_summary = settle_outstanding(trial)
        for entry in settled:
            _post(trial, entry)
        entries, summary = _bids(trial, payload)
        for entry in entries:
            _post(trial, entry)
        vars(state).update(vars(trial))
        return [*settled, *entries], f"{settle_summary}; {summary}"


RULES = AirFareRules()
