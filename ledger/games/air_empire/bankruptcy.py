"""Air Empire, Basic Game, Test of Bankruptcy: the Bank takes over all remaining cash and all planes."""

from __future__ import annotations

from ...journal import Entry, transfer
from ...payload import cash as _cash
from .state import AirEmpireState, PlayerState, quarter_label

__all__ = ["go_bankrupt"]


def go_bankrupt(state: AirEmpireState, player: PlayerState, quarter: int) -> list[Entry]:
    """Test of Bankruptcy: the Bank takes over all remaining cash and all planes at once.

    Air Empire, Basic Game, Test of Bankruptcy. The planes go back to the Bank's supply
    unless the game option ``bankrupt_planes_to_bank_supply`` is false. Routes are not
    re-bid. Returns the entry taking the cash (none when there is no cash).
    """
    cash = _cash(state, player.seat)
    entries = (
        [
            transfer(
                f"{quarter_label(quarter)} bankruptcy: the Bank takes {player.name}'s cash",
                f"p{player.seat}:cash",
                "bank",
                cash,
            )
        ]
        if cash
        else []
    )
    if state.bankrupt_planes_to_bank_supply:
        state.bank_prop += player.idle_prop + player.operating_prop
        state.bank_super += player.idle_super + player.operating_super
    player.idle_prop = player.idle_super = player.operating_prop = player.operating_super = 0
    player.fleet = {}
    player.starting_fleet = (0, 0)
    player.status, player.status_quarter = "bankrupt", quarter
    return entries
