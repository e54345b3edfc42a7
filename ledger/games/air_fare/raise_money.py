"""Air Fare, Raise Money Fast: bank loans at 20 % (up to $100M in all), sales to a neutral third
party at base cost, sales and loans between players, any time.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from ...errors import RuleViolation
from ...journal import Entry, Posting, transfer
from ...payload import cash as _cash
from .cards import MAX_LOANS, base_cost
from .state import R_MONEY, R_READINGS, AirFareState, PlayerState, _discard, _money, _seat


def _more_than_cash(state: AirFareState, player: PlayerState) -> str:
    """A refusal's words for an amount beyond ``player``'s cash ($M): "more than Evangeline's $28M". A newcomer's
    try: "Price: Evangeline has $28M" stated a fact, not the problem (refusals are not stored)."""
    return f"more than {player.name}'s {_money(_cash(state, player.seat))}"


def _more_than_owed(debtor: str, creditor: str, owed: int) -> str:
    """A refusal's words for a repayment beyond what is owed ($M): "more than the $30M Bartholomew owes Annabelle",
    "Bartholomew owes Annabelle nothing"; ``creditor`` a name or "the bank"."""
    return f"more than the {_money(owed)} {debtor} owes {creditor}" if owed else f"{debtor} owes {creditor} nothing"


def loan_room(state: AirFareState, seat: int) -> int:
    """How much more ``seat`` may borrow from the bank ($M): "a maximum bank loan of up to $100"
    in all (Raise Money Fast), less what he owes."""
    return max(0, MAX_LOANS - state.loans.get(seat, 0))


def _loan(state: AirFareState, payload: Mapping[str, Any]) -> tuple[list[Entry], str]:
    player = _seat(state, payload.get("player"), "player", R_MONEY)
    amount: int = payload["amount"]
    owed = state.loans.get(player.seat, 0)
    if amount > loan_room(state, player.seat):
        raise RuleViolation(
            f"{player.name} owes {_money(owed)}: a bank loan of up to {_money(MAX_LOANS)} in all, "
            f"so at most {_money(MAX_LOANS - owed)} more",
            field="amount",
            rule=R_MONEY,
        )
    state.loans[player.seat] = owed + amount
    # borrowed since the last Revenue Phase: pays its 20 % at the next one even if repaid before it
    state.fresh_loans[player.seat] = state.fresh_loans.get(player.seat, 0) + amount
    entry = Entry(
        f"Bank loan to {player.name}",
        (
            Posting("bank", -amount),
            Posting(f"p{player.seat}:cash", amount),
            Posting("bank:loans", amount),
            Posting(f"p{player.seat}:loans", -amount),
        ),
    )
    return [entry], f"{player.name} borrows {_money(amount)} from the bank (20% a turn)"


def _repay(state: AirFareState, payload: Mapping[str, Any]) -> tuple[list[Entry], str]:
    """Bank loans repaid (option ``bank_repayment``; docs/rule-readings.md, Air Fare).

    The rulebook never mentions repaying a bank loan ("a maximum bank loan of up to $100 at an
    interest payment of 20% per turn"; the score subtracts "any loans"). With "with_interest"
    (the default) a repayment retires the loans already charged at a Revenue Phase first; what it
    retires of the money borrowed since the last Revenue Phase still pays its 20 % at the next one
    (:func:`.revenue.interest_base`), so no loan escapes its interest. With "never" it is refused.
    With "free", what a game stored before issue 12 keeps, a repayment retires the loan and its
    interest with it: money borrowed and repaid between two Revenue Phases pays no interest.

    Raises:
        RuleViolation: option ``bank_repayment`` "never", or no player owes the bank (``kind``: the form is not
            offered); more than owed or than the player's cash (``amount``).
    """
    if state.options["bank_repayment"] == "never":
        raise RuleViolation(
            'bank loans are never repaid under option bank_repayment "never" (the rulebook never mentions '
            'repaying; the score subtracts "any loans")',
            field="kind",
            rule=f"{R_READINGS} (option bank_repayment)",
        )
    if not any(state.loans.get(p.seat, 0) for p in state.active_players()):
        # before any field is typed (``kind``): the key says so, no form offers players who owe nothing (a newcomer's
        # try: the form offered Bea and Cal, who owed $0M, and refused only after the amount was typed)
        raise RuleViolation(
            "nothing to repay: no player owes the bank (a bank loan is repaid once it is borrowed)",
            field="kind",
            rule=R_MONEY,
        )
    player = _seat(state, payload.get("player"), "player", R_MONEY)
    amount: int = payload["amount"]
    owed = state.loans.get(player.seat, 0)
    if amount > owed:
        raise RuleViolation(_more_than_owed(player.name, "the bank", owed), field="amount", rule=R_MONEY)
    if amount > _cash(state, player.seat):
        raise RuleViolation(_more_than_cash(state, player), field="amount", rule=R_MONEY)
    fresh = state.fresh_loans.get(player.seat, 0)
    # the loans already charged go first; the rest is fresh money, still due its 20 % (under "free" it
    # is not: the repayment takes its interest with it)
    from_fresh = max(0, amount - (owed - fresh))
    if from_fresh:
        state.fresh_loans[player.seat] = fresh - from_fresh
    if state.options["bank_repayment"] != "with_interest":
        from_fresh = 0
    if from_fresh:
        state.fresh_repaid[player.seat] = state.fresh_repaid.get(player.seat, 0) + from_fresh
    state.loans[player.seat] = owed - amount
    entry = Entry(
        f"{player.name} repays the bank",
        (
            Posting(f"p{player.seat}:cash", -amount),
            Posting("bank", amount),
            Posting(f"p{player.seat}:loans", amount),
            Posting("bank:loans", -amount),
        ),
    )
    still = (
        f" ({_money(from_fresh)} of it borrowed since the last Revenue Phase: its 20% is still due)"
        if from_fresh
        else ""
    )
    return [entry], f"{player.name} repays {_money(amount)} of bank loans" + still


def sale_refusal(state: AirFareState, card: int) -> str | None:
    """Why ``card`` (a card id) may not be sold now, to a neutral third party or to another player, in short
    ("flew this turn", "took a landing this turn"), else ``None``.

    A card used in this turn's flights (the plane that flew, the landing right it landed at) is sold only
    once the Revenue Phase is recorded: not in the Advertising Phase nor before the revenue; in the
    raise-money step it may be (docs/rule-readings.md, Air Fare, Sales; Raise Money Fast). The one rule the
    refusal of :func:`_sale` and :func:`_trade` and the forms' card lists share (:func:`unsellable_cards`).
    """
    if state.phase not in ("advertising", "revenue"):
        return None
    for _owner, plane, _from, to in state.flights:
        if card == plane:
            return "flew this turn"
        if card == to:
            return "took a landing this turn"
    return None


def unsellable_cards(state: AirFareState, seat: int) -> list[tuple[int, str]]:
    """The cards of the player in ``seat`` that may not be sold now, each with why in short
    (:func:`sale_refusal`): (card id, why), planes then landing rights, in the order held."""
    player = state.player(seat)
    refused = ((card, sale_refusal(state, card)) for card in (*player.planes, *player.rights))
    return [(card, why) for card, why in refused if why]


def sellable_cards(state: AirFareState, seat: int) -> list[int]:
    """The card ids the player in ``seat`` may sell now (to a neutral third party or to another player),
    planes then landing rights, in the order held: his cards less :func:`unsellable_cards`."""
    player = state.player(seat)
    return [card for card in (*player.planes, *player.rights) if sale_refusal(state, card) is None]


def _refuse_unsellable(state: AirFareState, card: int) -> None:
    """Raises:
    RuleViolation: ``card`` may not be sold now (:func:`sale_refusal`; ``card``)."""
    why = sale_refusal(state, card)
    if why:
        raise RuleViolation(
            f"{state.cards[card].name} #{card} {why}: sell it after the Revenue Phase",
            field="card",
            rule=R_READINGS,
        )


def _sale(state: AirFareState, payload: Mapping[str, Any]) -> tuple[list[Entry], str]:
    player = _seat(state, payload.get("player"), "player", R_MONEY)
    card = payload.get("card")
    if card not in player.planes and card not in player.rights:
        raise RuleViolation(f"{player.name} holds no card #{card!r}", field="card", rule=R_MONEY)
    _refuse_unsellable(state, card)
    name = state.cards[card].name
    price = base_cost(name)
    _discard(state, player, card)
    return (
        [
            transfer(
                f"{player.name} sells {name} #{card} to a neutral third party", "bank", f"p{player.seat}:cash", price
            )
        ],
        f"{player.name} sells {name} #{card} for {_money(price)}",
    )


def _trade(state: AirFareState, payload: Mapping[str, Any]) -> tuple[list[Entry], str]:
    """A card sold by one player to another at the price they agreed (Raise Money Fast)."""
    seller = _seat(state, payload.get("seller"), "seller", R_MONEY)
    buyer = _seat(state, payload.get("buyer"), "buyer", R_MONEY)
    if buyer.seat == seller.seat:
        raise RuleViolation("the buyer must be another player than the seller", field="buyer", rule=R_MONEY)
    card = payload.get("card")
    if card not in seller.planes and card not in seller.rights:
        raise RuleViolation(f"{seller.name} holds no card #{card!r}", field="card", rule=R_MONEY)
    _refuse_unsellable(state, card)
    price = payload["price"]
    if price > _cash(state, buyer.seat):
        raise RuleViolation(_more_than_cash(state, buyer), field="price", rule=R_MONEY)
    name = state.cards[card].name
    if card in seller.planes:
        seller.planes.remove(card)
        buyer.planes.append(card)
        state.at.pop(card, None)
    else:
        seller.rights.remove(card)
        buyer.rights.append(card)
        for plane, rights in list(state.at.items()):
            if rights == card:
                del state.at[plane]
    entries = (
        [
            transfer(
                f"{buyer.name} buys {name} #{card} from {seller.name}",
                f"p{buyer.seat}:cash",
                f"p{seller.seat}:cash",
                price,
            )
        ]
        if price
        else []
    )
    return entries, f"{seller.name} sells {name} #{card} to {buyer.name} for {_money(price)}"


def _two_players(state: AirFareState, payload: Mapping[str, Any]) -> tuple[PlayerState, PlayerState, int]:
    lender = _seat(state, payload.get("lender"), "lender", R_MONEY)
    borrower = _seat(state, payload.get("borrower"), "borrower", R_MONEY)
    if lender.seat == borrower.seat:
        raise RuleViolation("the borrower must be another player than the lender", field="borrower", rule=R_MONEY)
    return lender, borrower, payload["amount"]


def _player_loan(state: AirFareState, payload: Mapping[str, Any]) -> tuple[list[Entry], str]:
    """A loan between players (Raise Money Fast: "make loans to each other"), any time.

    The rulebook sets no limit and no interest: the lender gives at most what he has; any
    interest they agree is recorded when paid (``air_fare.player_interest``). The loan counts
    in the score: the lender's adds what he is owed, the borrower's subtracts it.
    """
    lender, borrower, amount = _two_players(state, payload)
    if amount > _cash(state, lender.seat):
        raise RuleViolation(_more_than_cash(state, lender), field="amount", rule=R_MONEY)
    key = (lender.seat, borrower.seat)
    state.player_loans[key] = state.player_loans.get(key, 0) + amount
    entry = Entry(
        f"{lender.name} lends {borrower.name} {_money(amount)}",
        (
            Posting(f"p{lender.seat}:cash", -amount),
            Posting(f"p{borrower.seat}:cash", amount),
            Posting(f"p{lender.seat}:lent:p{borrower.seat}", amount),
            Posting(f"p{borrower.seat}:owes:p{lender.seat}", -amount),
        ),
    )
    return [entry], (
        f"{lender.name} lends {borrower.name} {_money(amount)} (owed now {_money(state.player_loans[key])})"
    )


def open_player_loans(state: AirFareState) -> list[tuple[int, int, int]]:
    """The loans between players still owed: (lender, borrower, amount $M), by lender then borrower.

    Only these can be paid back or bear interest (Raise Money Fast: "make loans to each other"); a loan
    paid back in full, or written off at a bankruptcy, is owed no more."""
    return [(lender, borrower, owed) for (lender, borrower), owed in sorted(state.player_loans.items()) if owed]


def _no_open_player_loan(state: AirFareState, what: str) -> None:
    """Refuses the action before any field is typed (``kind``) when no loan between players is owed, so the key
    says "Not now" and no form offers a lender and a borrower who owe each other nothing (a newcomer's try:
    ``i`` after a bankruptcy opened a form with "Cat owes Ann $0M now" and refused only once the amount was
    typed, where ``o`` Repay already said so before its form).

    Raises:
        RuleViolation: no loan between players is owed (``kind``).
    """
    if not open_player_loans(state):
        raise RuleViolation(
            f"{what}: no player owes another (a loan between players is paid back, and pays interest, while it is "
            "owed)",
            field="kind",
            rule=R_MONEY,
        )


def _player_repay(state: AirFareState, payload: Mapping[str, Any]) -> tuple[list[Entry], str]:
    """The borrower pays back (part of) a loan between players (Raise Money Fast), any time.

    Raises:
        RuleViolation: no loan between players is owed (``kind``: the form is not offered); more than owed or
            than the borrower's cash (``amount``).
    """
    _no_open_player_loan(state, "nothing to pay back")
    lender, borrower, amount = _two_players(state, payload)
    key = (lender.seat, borrower.seat)
    owed = state.player_loans.get(key, 0)
    if amount > owed:
        raise RuleViolation(_more_than_owed(borrower.name, lender.name, owed), field="amount", rule=R_MONEY)
    if amount > _cash(state, borrower.seat):
        raise RuleViolation(_more_than_cash(state, borrower), field="amount", rule=R_MONEY)
    state.player_loans[key] = owed - amount
    entry = Entry(
        f"{borrower.name} repays {lender.name}",
        (
            Posting(f"p{borrower.seat}:cash", -amount),
            Posting(f"p{lender.seat}:cash", amount),
            Posting(f"p{lender.seat}:lent:p{borrower.seat}", -amount),
            Posting(f"p{borrower.seat}:owes:p{lender.seat}", amount),
        ),
    )
    return [entry], f"{borrower.name} repays {lender.name} {_money(amount)} (owed now {_money(owed - amount)})"


def _player_interest(state: AirFareState, payload: Mapping[str, Any]) -> tuple[list[Entry], str]:
    """Interest on a loan between players, as the two agreed and the banker types it ($M): cash
    from the borrower to the lender; the loan stays as it is. The rulebook sets no rate.

    Raises:
        RuleViolation: no loan between players is owed (``kind``: the form is not offered); the borrower owes
            the lender nothing (``borrower``); more than the borrower's cash (``amount``).
    """
    _no_open_player_loan(state, "no interest to pay")
    lender, borrower, amount = _two_players(state, payload)
    if not state.player_loans.get((lender.seat, borrower.seat)):
        raise RuleViolation(
            f"{borrower.name} owes {lender.name} nothing: interest is paid on a loan still owed "
            "(record it before the last repayment)",
            field="borrower",
            rule=R_MONEY,
        )
    if amount > _cash(state, borrower.seat):
        raise RuleViolation(_more_than_cash(state, borrower), field="amount", rule=R_MONEY)
    return (
        [
            transfer(
                f"{borrower.name} pays {lender.name} interest", f"p{borrower.seat}:cash", f"p{lender.seat}:cash", amount
            )
        ],
        f"{borrower.name} pays {lender.name} {_money(amount)} interest",
    )
