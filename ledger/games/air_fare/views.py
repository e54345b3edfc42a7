"""Air Fare, Object and the table: the score, the standings, the table view and the next step,
and the figures the banker's screens show before an action (charges due, draws, loan room, bids).
"""

from __future__ import annotations

from dataclasses import dataclass, replace

from ...payload import cash as _cash
from .advertising import advertising_takings
from .cards import base_cost
from .draw import events_in_play
from .raise_money import loan_room
from .revenue import charges_due, player_loans_written_off
from .state import PHASE_NAMES, AirFareState, PlayerState, _money


# -- Views ---------------------------------------------------------------------------------
def cards_value(state: AirFareState, player: PlayerState) -> int:
    """Base cost of every plane and landing right the player holds ($M)."""
    return sum(base_cost(state.cards[c].name) for c in (*player.planes, *player.rights))


def player_loans_of(state: AirFareState, seat: int) -> tuple[int, int]:
    """(lent, borrowed): what other players owe ``seat`` and what ``seat`` owes them ($M)."""
    lent = sum(a for (lender, _), a in state.player_loans.items() if lender == seat)
    borrowed = sum(a for (_, borrower), a in state.player_loans.items() if borrower == seat)
    return lent, borrowed


def owed_to(state: AirFareState, seat: int) -> tuple[tuple[int, int], ...]:
    """What ``seat`` owes each other player on loans between players: ``(lender's seat, $M)`` by seat, loans
    still owed only (Raise Money Fast: "make loans to each other")."""
    return tuple((lender, a) for (lender, borrower), a in sorted(state.player_loans.items()) if borrower == seat and a)


def loans_between(state: AirFareState, lender: int, borrower: int) -> tuple[int, int]:
    """(owed, owed back): what ``borrower`` owes ``lender`` on loans between players, and what ``lender`` owes
    ``borrower`` the other way ($M; 0 for none). Each way is a loan of its own (Raise Money Fast: "make loans to
    each other"); the players may agree to net them, as a repayment each way."""
    return state.player_loans.get((lender, borrower), 0), state.player_loans.get((borrower, lender), 0)


def dues_unpaid(state: AirFareState, seat: int) -> int:
    """What ``seat`` owes this turn and has not paid yet ($M): before the Revenue Phase, the event costs
    drawn and the interest on bank loans it will charge; while the table raises money, the dues left
    outstanding until the settle (:func:`~ledger.games.air_fare.charges_due`). Nothing once the game is
    over, nor in a Maintenance or Draw Phase with the deck empty: the game ends at that Draw Phase and no
    Revenue Phase charges anything (Draw Phase; Revenue Phase; Raise Money Fast).
    """
    if state.phase in ("maintenance", "draw") and state.deck_left() == 0:
        return 0
    return sum(amount for _memo, amount in charges_due(state, seat))


def score(state: AirFareState, seat: int) -> int:
    """Bank account + base cost of planes and landing rights - loans - dues not yet paid ($M) (Object).

    "Minus any loans": bank loans and what the player owes other players; what other
    players owe him counts for him (a loan is money he still has, lent out). Mid-game the money
    already owed this turn (:func:`dues_unpaid`) is not the player's any more; at the end of the game
    nothing is owed, so the final score is the rulebook's total.
    """
    player = state.player(seat)
    lent, borrowed = player_loans_of(state, seat)
    owned = _cash(state, seat) + cards_value(state, player) - state.loans.get(seat, 0) + lent - borrowed
    return owned - dues_unpaid(state, seat)


@dataclass(frozen=True)
class Bankruptcy:
    """A player an action put out of the game, as he stood just before it ($M): what the bankruptcy took (Revenue
    Phase: "If you cannot pay, you go bankrupt"; docs/rule-readings.md, Air Fare, loans between players in
    bankruptcy), and so what an undo of it gives back."""

    seat: int
    name: str
    turn: int
    #: his cash, taken by the bank
    cash: int
    #: the names of his planes, then of his landing rights, that left the game
    cards: tuple[str, ...]
    #: his bank loans, written off
    bank_loans: int
    #: the loans between players written off with him: what he owed, (lender's seat, $M), and what he had lent,
    #: (borrower's seat, $M) (:func:`~ledger.games.air_fare.player_loans_written_off`)
    owed: tuple[tuple[int, int], ...] = ()
    lent: tuple[tuple[int, int], ...] = ()


def bankruptcies(before: AirFareState, after: AirFareState) -> list[Bankruptcy]:
    """The players in the game in ``before`` and out of it in ``after`` (the states just before and after one
    action: a settle, or a Revenue Phase under option cannot_pay "bankrupt_at_once"), each as he stood before it,
    in seat order; ``[]`` when nobody went out."""
    out: list[Bankruptcy] = []
    for player in before.players:
        if not player.active or after.player(player.seat).active:
            continue
        seat = player.seat
        loans = player_loans_written_off(before, seat)
        out.append(
            Bankruptcy(
                seat=seat,
                name=player.name,
                turn=after.player(seat).status_turn or before.turn,
                cash=_cash(before, seat),
                cards=tuple(before.cards[c].name for c in (*player.planes, *player.rights)),
                bank_loans=before.loans.get(seat, 0),
                owed=tuple((lender, amount) for lender, borrower, amount in loans if borrower == seat),
                lent=tuple((borrower, amount) for lender, borrower, amount in loans if lender == seat),
            )
        )
    return out


@dataclass(frozen=True)
class Standing:
    """A line of the standings: rank, seat, name, and the score with its parts ($M).

    ``loans`` is the bank loan alone; ``borrowed`` what the player owes other players, each by name in
    ``owed_to`` (``(lender's name, $M)`` by the lender's seat, as :attr:`TablePlayer.owed_to`); ``lent`` what
    other players owe him. Both kinds of loan count against the score (Air Fare, Object: "minus any loans";
    docs/rule-readings.md, Loans between players in the score): :attr:`debt` is their sum.
    """

    rank: int
    seat: int
    name: str
    cash: int
    cards: int
    loans: int
    score: int
    status: str
    lent: int = 0
    borrowed: int = 0
    dues: int = 0  # owed this turn, not paid yet (dues_unpaid)
    owed_to: tuple[tuple[str, int], ...] = ()

    @property
    def debt(self) -> int:
        """Every loan the player owes ($M): the bank's and other players' (Object: "minus any loans")."""
        return self.loans + self.borrowed


def standings(state: AirFareState) -> list[Standing]:
    """Players by score, highest first; bankrupt players last. Equal scores share a rank."""
    ordered = sorted(state.players, key=lambda p: (not p.active, -score(state, p.seat), p.seat))
    out: list[Standing] = []
    for index, p in enumerate(ordered, start=1):
        value = score(state, p.seat)
        status = "Active" if p.active else f"Bankrupt in turn {p.status_turn}"
        rank = out[-1].rank if out and p.active and out[-1].score == value and out[-1].status == "Active" else index
        out.append(
            Standing(
                rank,
                p.seat,
                p.name,
                _cash(state, p.seat),
                cards_value(state, p),
                state.loans.get(p.seat, 0),
                value,
                status,
                *player_loans_of(state, p.seat),
                dues_unpaid(state, p.seat),
                tuple((state.player(lender).name, a) for lender, a in owed_to(state, p.seat)),
            )
        )
    return out


@dataclass(frozen=True)
class TablePlayer:
    """One airline as the table screen shows it ($M)."""

    seat: int
    name: str
    cash: int
    loans: int
    planes: tuple[str, ...]
    rights: tuple[str, ...]
    score: int
    status: str
    lent: int = 0
    borrowed: int = 0
    advertising: int = 0  # $M spent on advertising this turn (Advertising Phase)
    #: what the player owes each other player, ``(lender's name, $M)`` by the lender's seat (:func:`owed_to`)
    owed_to: tuple[tuple[str, int], ...] = ()


@dataclass(frozen=True)
class TableView:
    """The table now: turn, phase, the pool, the events still face up (none at the Bid Phase:
    :func:`~ledger.games.air_fare.events_in_play`), every airline, what is next.

    ``price_war``: this turn's Price War cities (``"Ann: Miami"``); ``advertising``: this
    turn's spending by city once recorded (``"Chicago: Ann $0M, Bea $3M"``); ``takings``: the
    shares of revenue advertising takes at the Revenue Phase (``"Chicago: Bea takes $9M of
    Ann's (50%)"``); ``player_loans``: loans between players (``"Bea owes Ann $30M"``);
    ``removed_cards``: nonevent cards taken out by the Faster Game Variant ($M where money).
    """

    title: str
    turn: int
    phase: str
    phase_name: str
    deck_left: int
    pool: tuple[str, ...]
    events: tuple[str, ...]
    players: tuple[TablePlayer, ...]
    next_step: str
    price_war: tuple[str, ...] = ()
    advertising: tuple[str, ...] = ()
    takings: tuple[str, ...] = ()
    player_loans: tuple[str, ...] = ()
    removed_cards: int = 0
    #: the action kinds that do the next step, the one owed first (:func:`next_kinds`)
    next_kinds: tuple[str, ...] = ()


@dataclass(frozen=True)
class ShortPlayer:
    """A player who could not pay his dues at this turn's Revenue Phase ($M): what he owes, his
    cash now, and what Raise Money Fast could still bring him (each card sold to a neutral third
    party at its base cost, the bank loan up to $100M in all). Sales and loans between players
    come on top, as the players agree.

    Attributes:
        dues: the dues left outstanding, ``(memo, $M)`` (interest, event costs).
        cards: ``(card id, name, base cost)`` of every plane and landing right he holds.
        others: ``(name, cash to spare $M)`` of every other player still in the game with cash beyond his own
            dues outstanding, who could lend him money or buy a card from him ("Players can also sell cards
            to each other, or make loans to each other").
        lent: ``(borrower's name, $M)`` of every loan he made to a player still in the game and not paid back yet,
            by the borrower's seat: money he could ask back ("make loans to each other", as agreed).
    """

    seat: int
    name: str
    owes: int
    cash: int
    loan_room: int
    dues: tuple[tuple[str, int], ...]
    cards: tuple[tuple[int, str, int], ...]
    others: tuple[tuple[str, int], ...] = ()
    lent: tuple[tuple[str, int], ...] = ()

    @property
    def short(self) -> int:
        """How much more cash he needs to pay all his dues (0: he can settle)."""
        return max(0, self.owes - self.cash)

    @property
    def cards_value(self) -> int:
        """What selling every card he holds at base cost would bring."""
        return sum(base for _, _, base in self.cards)

    @property
    def could_raise(self) -> int:
        """Every card at base cost plus the bank loan room (loans and sales between players aside)."""
        return self.cards_value + self.loan_room


def ways_to_raise(
    short: ShortPlayer, *, name_cards: bool = True, repay_hint: str = "", terse: bool = False, sums: bool = False
) -> str:
    """How ``short`` could still raise what he lacks before a bankruptcy is recorded ($M; Air Fare,
    Raise Money Fast: cards sold to a neutral third party at base cost, a bank loan up to $100M in
    all, sales and loans between players), e.g. ``"Ann could still raise: cards at base cost — Boeing
    737 $25M, Atlanta $30M ($55M in all); a bank loan of up to $40M; from the others (a loan or a
    card sold, as agreed) — spare cash: Bea $80M"``. Empty when he is not short. Without
    ``name_cards`` the cards are summed, not named (``"cards at base cost: $55M in all"``), for a screen
    that lists them beside it.

    Every loan he made to another player comes after the bank loan, as money he could call in: ``"Bartholomew
    owes Ann $30M"``, each followed by ``repay_hint`` when given (a screen's key for the repayment, ``" (u:
    repay)"``). A newcomer's try: Annabelle was short $14M while Bartholomew owed her $30M, and the hints left
    it out.

    ``terse``: the same in fewer words, for a screen short of room (a newcomer's try at 80x24: the detail gave up the
    player's planes for it): the cards summed, the hint once, the amounts by name (``"Ann could still raise: cards
    $55M; a bank loan of up to $40M; loans to call in (u: repay) — Bob $30M; the others' spare cash — Bea $80M"``).

    ``sums``: each way summed, nobody named, in a line at 80 columns for a screen with less room still (a newcomer's try
    at 80x24: five players, two events and a notice of three lines left the terse words one line, and they were cut):
    ``"Ann could raise: cards $55M, bank loan $40M, lent $30M, others' cash $80M."``."""
    if not short.short:
        return ""
    if sums:
        return _ways_to_raise_sums(short)
    if terse:
        return _ways_to_raise_terse(short, repay_hint)
    parts = []
    if short.cards and not name_cards:
        parts.append(f"cards at base cost: {_money(short.cards_value)} in all")
    elif short.cards:
        names = ", ".join(f"{name} {_money(base)}" for _c, name, base in short.cards)
        parts.append(f"cards at base cost — {names} ({_money(short.cards_value)} in all)")
    else:
        parts.append("no card to sell")
    parts.append(
        f"a bank loan of up to {_money(short.loan_room)}" if short.loan_room else "no bank loan room ($100M borrowed)"
    )
    if short.lent:
        owed = ", ".join(f"{name} owes {short.name} {_money(amount)}{repay_hint}" for name, amount in short.lent)
        parts.append(f"loans to call in — {owed}")
    if short.others:
        others = ", ".join(f"{name} {_money(cash)}" for name, cash in short.others)
        parts.append(f"from the others (a loan or a card sold, as agreed) — spare cash: {others}")
    text = f"{short.name} could still raise: " + "; ".join(parts)
    if short.could_raise < short.short:
        text += (
            f". Cards and the bank loan together ({_money(short.could_raise)}) fall short of "
            f"{_money(short.short)}: only the other players can still save {short.name}"
        )
    return text


def _ways_to_raise_terse(short: ShortPlayer, repay_hint: str) -> str:
    """:func:`ways_to_raise` in fewer words (``terse``)."""
    parts = [f"cards {_money(short.cards_value)}" if short.cards else "no card to sell"]
    parts.append(
        f"a bank loan of up to {_money(short.loan_room)}" if short.loan_room else "no bank loan room ($100M borrowed)"
    )
    if short.lent:
        owed = ", ".join(f"{name} {_money(amount)}" for name, amount in short.lent)
        parts.append(f"loans to call in{repay_hint} — {owed}")
    if short.others:
        parts.append("the others' spare cash — " + ", ".join(f"{name} {_money(cash)}" for name, cash in short.others))
    text = f"{short.name} could still raise: " + "; ".join(parts)
    if short.could_raise < short.short:
        text += f". Cards and bank loan ({_money(short.could_raise)}) fall short: only the others can save {short.name}"
    return text


def _ways_to_raise_sums(short: ShortPlayer) -> str:
    """:func:`ways_to_raise` summed (``sums``)."""
    parts = [f"cards {_money(short.cards_value)}" if short.cards else "no card"]
    parts.append(f"bank loan {_money(short.loan_room)}" if short.loan_room else "no bank loan")
    if short.lent:
        parts.append(f"lent {_money(sum(amount for _name, amount in short.lent))}")
    if short.others:
        parts.append(f"others' cash {_money(sum(cash for _name, cash in short.others))}")
    return f"{short.name} could raise: " + ", ".join(parts) + "."


def _raise_money_step(state: AirFareState) -> str:
    """The raise-money step in a line: who is short and by how much, every player short at 80 columns (a
    review: with two players short, each said whole, the Next line was cut); what each could still raise is
    :func:`ways_to_raise` (the table's detail of the player)."""
    short = [p for p in short_players(state) if p.short]
    if not short:
        # nothing left to raise: the settle alone (a newcomer's try: "Raise money (sell, borrow), then settle;
        # still short then: bankrupt" stood before it, after a sale had covered every shortfall)
        return "Every player's dues are covered: settle"
    head = "Raise money (sell, borrow), then settle; still short then: bankrupt."
    return f"{head} Short: " + ", ".join(f"{p.name} {_money(p.short)}" for p in short)


def spare_cash(state: AirFareState, seat: int) -> int:
    """``seat``'s cash less his own dues outstanding ($M; negative when he is short himself): what he could lend
    or pay for a card without falling short himself (Air Fare, Raise Money Fast). A newcomer's re-try: a player
    short himself, and one whose cash his own Terminal Tax was about to take, were named as the others who could
    help; another's: the loan between players form started on a lender with $0M, short himself."""
    return _cash(state, seat) - sum(amount for _memo, amount in state.outstanding.get(seat, ()))


def short_players(state: AirFareState) -> list[ShortPlayer]:
    """The players whose dues are outstanding in the raise-money step, by seat (Revenue Phase;
    Raise Money Fast); empty in any other phase."""
    out = []
    for seat, due in sorted(state.outstanding.items()):
        player = state.player(seat)
        out.append(
            ShortPlayer(
                seat,
                player.name,
                sum(a for _, a in due),
                _cash(state, seat),
                loan_room(state, seat),
                tuple(due),
                tuple(
                    (c, state.cards[c].name, base_cost(state.cards[c].name)) for c in (*player.planes, *player.rights)
                ),
                tuple(
                    (other.name, spare)
                    for other in state.active_players()
                    if other.seat != seat and (spare := spare_cash(state, other.seat)) > 0
                ),
                tuple(
                    (state.player(borrower).name, amount)
                    for (lender, borrower), amount in sorted(state.player_loans.items(), key=lambda item: item[0][1])
                    if lender == seat and amount and state.player(borrower).active
                ),
            )
        )
    return out


def short_after_repaying(state: AirFareState, seat: int, amount: int) -> ShortPlayer | None:
    """``seat`` as :func:`short_players` would show him once he repays ``amount`` ($M) of his bank loan, while his
    dues are outstanding in the raise-money step: his cash down by ``amount``, his room to borrow up by as much;
    ``None`` when he has no dues outstanding.

    Revenue Phase: "Pay interest on loans. If you cannot pay, you go bankrupt and lose the game"; Raise Money
    Fast lets him repay loans at any time, so a repayment may leave him short of his dues again: the
    result's :attr:`ShortPlayer.short` says by how much (0: the dues are still covered).
    """
    short = next((p for p in short_players(state) if p.seat == seat), None)
    if short is None:
        return None
    return replace(short, cash=short.cash - amount, loan_room=short.loan_room + amount)


def short_after_paying(state: AirFareState, seat: int, amount: int) -> ShortPlayer | None:
    """``seat`` as :func:`short_players` would show him once he pays ``amount`` ($M) to another player (a loan
    between players paid back or lent, its interest), while his dues are outstanding in the raise-money step: his
    cash down by ``amount``, his room to borrow from the bank as it was; ``None`` when he has no dues outstanding.

    Raise Money Fast: players "make loans to each other" at any time, as they agree; a payment may leave the payer
    short of his dues again ("If you cannot pay, you go bankrupt"): the result's :attr:`ShortPlayer.short` says by
    how much (0: the dues are still covered).
    """
    short = next((p for p in short_players(state) if p.seat == seat), None)
    if short is None:
        return None
    return replace(short, cash=short.cash - amount)


def short_after_borrowing(state: AirFareState, seat: int, amount: int) -> ShortPlayer | None:
    """``seat`` as :func:`short_players` would show him once another player lends him ``amount`` ($M), while his dues
    are outstanding in the raise-money step: his cash up by ``amount``, his room to borrow from the bank as it was;
    ``None`` when he has no dues outstanding.

    Raise Money Fast: players "make loans to each other" at any time; a loan smaller than what he is short leaves
    him short still ("If you cannot pay, you go bankrupt", and the loan is then lost to the lender): the result's
    :attr:`ShortPlayer.short` says by how much (0: the dues are covered).
    """
    short = next((p for p in short_players(state) if p.seat == seat), None)
    if short is None:
        return None
    return replace(short, cash=short.cash + amount)


def next_step(state: AirFareState) -> str:
    """What the banker does next, in the table's words."""
    if state.phase == "over":
        best = standings(state)[0]
        return f"Game over: {best.name} wins with {_money(best.score)}"
    takings = [k for k in advertising_takings(state) if k.amount] if state.phase == "revenue" else []
    return {
        "maintenance": "Maintenance Phase: roll 1D10 for every plane (type the rolls, or let airbanker roll)"
        + ("; each player may pick Price War cities (no income there this turn)" if state.options["price_war"] else ""),
        "draw": f"Draw Phase: every player draws one card ({state.deck_left()} left in the deck)",
        "flying": "Flying Phase: fly the planes that are not grounded",
        # two lines at most at 80 columns with "Next: " and its key: three pushed the table's last lines off (a
        # newcomer's try); the form says the rest
        "advertising": "Advertising Phase: each player secretly spends on advertising at his cities (to the bank); "
        "1D10 for twice as much",
        "revenue": "Revenue Phase: collect landing revenue, pay interest and event costs"
        + (f"; advertising takes {len(takings)} share(s) of revenue" if takings else ""),
        "raise_money": _raise_money_step(state),
        "bid": f"Bid Phase: secret bids on {len(state.pool)} card(s) in the Bidding Pool"
        if state.pool
        else _empty_bid(),
    }[state.phase]


def _empty_bid() -> str:
    """The Bid Phase with nothing to bid on (only Event Cards drawn, discarded at the Bid Phase): it is still
    recorded, with no bids ("Turn 3 bids: no bids"), and ends the turn (Bid Phase, End Phase). A newcomer's try
    read "secret bids on 0 cards in the Bidding Pool"."""
    return "Bid Phase: the Bidding Pool is empty, nothing to bid on: record it with no bids to end the turn"


#: the action kind that does each phase's step (Air Fare, Turn Sequence)
PHASE_KINDS: dict[str, tuple[str, ...]] = {
    "maintenance": ("air_fare.maintenance",),
    "draw": ("air_fare.draw",),
    "flying": ("air_fare.flights",),
    "advertising": ("air_fare.advertising",),
    "revenue": ("air_fare.revenue",),
    # Raise Money Fast before the settle: a sale to a neutral third party, a bank loan
    "raise_money": ("air_fare.sale", "air_fare.loan", "air_fare.settle"),
    "bid": ("air_fare.bids",),
}


def next_kinds(state: AirFareState) -> tuple[str, ...]:
    """The action kinds that do :func:`next_step`, the one owed first (empty once the game is over).

    Air Fare, Turn Sequence; Raise Money Fast before a short player's settle: a sale only while a player
    who is short has a card to sell, a bank loan only while one has loan room (issue 13: "l Loan" was
    offered with nothing left to borrow). A player whose dues are covered already raises nothing: a newcomer's
    try offered "s Sell · l Loan · e Settle" once every due was covered, and "l Loan" with Bea, the only one
    short, at $100M borrowed (Ann, covered, had room).
    """
    kinds = PHASE_KINDS.get(state.phase, ())
    if state.phase == "raise_money":
        ways = raise_money_kinds(state)
        kinds = tuple(k for k in kinds if k not in ("air_fare.sale", "air_fare.loan") or k in ways)
    return kinds


def raise_money_kinds(state: AirFareState) -> tuple[str, ...]:
    """The action kinds that can still raise money for the players short of their dues (:func:`short_players`),
    in the order a banker offers them: a sale while one of them holds a card, a bank loan while one has loan room,
    a sale between players and a loan between players while another player has cash to spare (a sale only with a
    card), a loan between players paid back while one of them has lent to another player still in the game (a
    newcomer's try: Annabelle, short $14M, was owed $30M by Bartholomew, and nothing said so). Empty when nobody
    is short. Air Fare, Raise Money Fast ("Players can also sell cards to each other …
    make loans to each other")."""
    short = [p for p in short_players(state) if p.short]
    cards = any(p.cards for p in short)
    others = any(p.others for p in short)
    wanted = {
        "air_fare.sale": cards,
        "air_fare.loan": any(p.loan_room for p in short),
        "air_fare.trade": cards and others,
        "air_fare.player_loan": others,
        "air_fare.player_repay": any(p.lent for p in short),
    }
    return tuple(kind for kind, offered in wanted.items() if offered)


def table_view(state: AirFareState) -> TableView:
    """The view model of the table screen ($M)."""
    players = tuple(
        TablePlayer(
            p.seat,
            p.name,
            _cash(state, p.seat),
            state.loans.get(p.seat, 0),
            tuple(f"#{c} {state.cards[c].name}" + (" (grounded)" if c in state.grounded else "") for c in p.planes),
            tuple(f"#{c} {state.cards[c].name}" + (" (proxy)" if state.cards[c].proxy else "") for c in p.rights),
            score(state, p.seat),
            "Active" if p.active else f"Bankrupt in turn {p.status_turn}",
            *player_loans_of(state, p.seat),
            sum(by.get(p.seat, 0) for by in state.ad_spent.values()),
            tuple((state.player(lender).name, a) for lender, a in owed_to(state, p.seat)),
        )
        for p in state.players
    )
    name = {p.seat: p.name for p in state.players}
    takings = advertising_takings(state) if state.phase == "revenue" else []
    return TableView(
        state.title,
        state.turn,
        state.phase,
        PHASE_NAMES[state.phase],
        state.deck_left(),
        tuple(f"#{c} {state.cards[c].name}" for c in state.pool),
        tuple(f"{n} ({state.player(s).name})" for n, s in events_in_play(state)),
        players,
        next_step(state),
        price_war=tuple(f"{name[s]}: {', '.join(c)}" for s, c in state.price_war.items()),
        advertising=tuple(
            f"{city}: " + ", ".join(f"{name[s]} {_money(a)}" for s, a in sorted(by.items()))
            for city, by in sorted(state.ad_spent.items())
        ),
        takings=tuple(
            f"{k.city}: {name[k.taker]} takes {_money(k.amount)} of {name[k.opponent]}'s ({k.share})"
            for k in takings
            if k.amount
        ),
        player_loans=tuple(
            f"{name[b]} owes {name[lender]} {_money(a)}" for (lender, b), a in sorted(state.player_loans.items()) if a
        ),
        removed_cards=sum(state.removed.values()),
        next_kinds=next_kinds(state),
    )
