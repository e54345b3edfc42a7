"""Air Fare: the end-of-game audit statement as a view model (pure; no PDF, no terminal).

For each player: the cash at the end of every turn and what moved it (revenue, interest,
event costs, bids paid, bank loans taken and repaid, sales and trades, the bank taking the
cash in a bankruptcy), the cards held at the end with their base costs, the loans
outstanding and the score (Air Fare, Object: "Add to your bank account the base cost of all
of your planes and landing rights minus any loans"), the players ranked; and the proof of the
books: every entry balances, the accounts sum to zero, and a replay of the record from
nothing gives the same journal and the same balances.

Amounts are whole $ millions ($50 = $50M). The history is read from the recorded actions
(their kinds and the entries they posted, replayed through :data:`ledger.games.air_fare.RULES` to
know the turn of each), so it holds the true history of the table, undo and redo included.
:mod:`sheets.air_fare` draws it.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field, replace
from typing import Any, Protocol

from ...engine import GameSetup
from ...errors import replaying
from ...journal import Entry
from ...money import format_money
from ...words import plural_words
from .advertising import advertising_takings
from .bidding import bid_outcomes
from .cards import STARTING_CASH, base_cost
from .meta import DEFAULT_OPTIONS, META
from .revenue import due_column, interest_why, player_loans_written_off
from .state import AirFareState, position_text
from .views import standings

__all__ = [
    "AirFareAudit",
    "BooksProof",
    "CardHeld",
    "CashLine",
    "PlayerAudit",
    "audit_view",
    "cash_by_turn",
    "with_stored_audit",
]


class Game(Protocol):
    """What the audit reads of a :class:`ledger.game.Game` (the game package does not import it)."""

    setup: GameSetup
    records: list[Any]
    opening_entries: tuple[Entry, ...]

    def __init__(self, setup: GameSetup) -> None: ...

    @property
    def state(self) -> Any: ...

    def record(self, kind: str, payload: Any, *, note: str = "", recorded_at: str = "") -> Any: ...

    def record_by_seq(self, seq: int) -> Any: ...


#: an option that reads an optional rule -> that rule's option (docs/game-record.md, Air Fare)
_OPTIONAL_RULE_OF = {
    "price_war_scope": "price_war",
    "advertising_rolls": "advertising",
    "advertising_takes_from": "advertising",
}

#: The columns of a cash line, in the order a banker reads them.
MOVES = (
    "revenue",
    "interest",
    "events",
    "bids",
    "loans",
    "repaid",
    "sales",
    "bought",
    "bankruptcy",
    "advertising",
    "player_loans",
    "other",
)
#: the columns of the optional rules' money (:attr:`CashLine.moved`: shown only where some moved)
OPTIONAL_MOVES = ("advertising", "player_loans", "other")


@dataclass(frozen=True)
class CashLine:
    """One player's money in one turn ($M). Paid-out amounts are positive numbers.

    ``end = start + revenue - interest - events - bids + loans - repaid + sales - bought
    - bankruptcy + advertising + player_loans + other``.

    Attributes:
        turn: the turn (1, 2, …).
        start: cash at the start of the turn.
        revenue: landing revenue received (Revenue Phase).
        interest: interest paid on bank loans, 20 % a turn (Raise Money Fast).
        events: event costs paid (Maintenance, Terminal Tax, Plane Crash).
        bids: paid for the cards won in the Bid Phase.
        loans: bank loans taken.
        repaid: bank loans repaid.
        sales: cards sold to a neutral third party or to a player.
        bought: paid for cards bought from a player (a "Sales" column netting them showed a buyer's
            purchase as a negative sale, a newcomer's try).
        bankruptcy: cash the bank took when the player went bankrupt.
        advertising: the Advertising Phase optional rule's money, signed: spent, and the shares of
            landing revenue taken from an opponent (+) or by one (-).
        player_loans: loans between players, signed (Raise Money Fast, "make loans to each other"):
            lent (-) or borrowed (+), paid back and the interest agreed.
        other: anything else, signed (0: every posting has a column). Each posting of these three
            is named in ``notes``, with its amount.
        end: cash at the end of the turn.
        notes: what happened to the player, in the table's words (events drawn, groundings,
            cards won and sold, bankruptcy).
        moved: the columns of :data:`OPTIONAL_MOVES` that money moved in this turn, even netting to
            nothing (an advertising share taken and as much spent): each shown where the sheet has it.
    """

    turn: int
    start: int
    revenue: int = 0
    interest: int = 0
    events: int = 0
    bids: int = 0
    loans: int = 0
    repaid: int = 0
    sales: int = 0
    bought: int = 0
    bankruptcy: int = 0
    advertising: int = 0
    player_loans: int = 0
    other: int = 0
    end: int = 0
    notes: tuple[str, ...] = ()
    moved: frozenset[str] = frozenset()


@dataclass(frozen=True)
class CardHeld:
    """A plane or landing-rights card held at the end: ``#id``, name, kind, base cost ($M)."""

    id: int
    name: str
    kind: str  # "Plane" | "Landing rights"
    base: int


@dataclass(frozen=True)
class PlayerAudit:
    """One airline's audit: rank, score and its parts, the cash history, the cards held ($M).

    ``score = cash + cards_value - loans + lent - borrowed - dues`` (loans between players only with
    the engine's player loans; ``dues``, owed this turn and not paid yet, only mid-game).
    """

    rank: int
    seat: int
    name: str
    status: str
    cash: int
    cards_value: int
    loans: int
    score: int
    starting_cash: int
    history: tuple[CashLine, ...]
    cards: tuple[CardHeld, ...]
    lent: int = 0  # owed to him by other players (counts for him)
    borrowed: int = 0  # owed by him to other players (counts against him)
    dues: int = 0  # owed this turn and not paid yet (mid-game only: counts against him)


@dataclass(frozen=True)
class BooksProof:
    """That the books hold: every entry balances, the accounts sum to zero, the replay agrees.

    Attributes:
        actions: actions recorded.
        entries: entries posted (the starting cash included).
        accounts_sum: the sum of every account's balance ($M); 0 when the books balance.
        bank: the bank's cash account ($M; negative: it has paid out more than it took in).
        bank_loans: loans the bank has outstanding ($M).
        replay_ok: a replay of the record from nothing gives the same entries and balances.
        store_audit: the stored journal was audited too (``airbanker audit``); ``None`` when
            no audit report was given.
        problems: what disagrees, first problem first; empty when everything holds.
    """

    actions: int
    entries: int
    accounts_sum: int
    bank: int
    bank_loans: int
    replay_ok: bool
    store_audit: bool | None
    problems: tuple[str, ...] = ()

    @property
    def ok(self) -> bool:
        """True when the books are proven."""
        return not self.problems and self.accounts_sum == 0 and self.replay_ok and self.store_audit is not False

    def line(self) -> str:
        """The proof in one line, e.g. for the foot of the audit statement."""
        money = format_money
        parts = [
            f"{self.actions} actions, {self.entries} entries, every one balanced",
            f"sum of all accounts {money(self.accounts_sum, millions=True)}",
            "replay from nothing equals the journal" if self.replay_ok else "REPLAY DIFFERS",
        ]
        if self.store_audit is not None:
            parts.append("stored journal audit OK" if self.store_audit else "STORED JOURNAL AUDIT FAILED")
        return ("Books proven: " if self.ok else "Books NOT proven: ") + "; ".join(parts)


@dataclass(frozen=True)
class AirFareAudit:
    """The end-of-game audit statement of an Air Fare game ($M)."""

    title: str
    over: bool
    position: str
    last_turn: int
    players: tuple[PlayerAudit, ...]  # in rank order
    proof: BooksProof
    options: tuple[str, ...] = field(default_factory=tuple)
    #: the same options as (name, value): the sheet names them as the new-game screen does
    option_values: tuple[tuple[str, Any], ...] = field(default_factory=tuple)


# -- building it ---------------------------------------------------------------------------
def _category(kind: str, memo: str, amount: int) -> str:
    """Which column a posting of ``amount`` to a player's cash belongs to."""
    lowered = memo.lower()
    if "advertising" in lowered:
        return "advertising"  # the Advertising Phase optional rule: spent, or taken from an opponent's revenue
    if kind == "air_fare.settle" and amount < 0:
        # the dues a settle pays, or the cash the bank takes from a player still short
        column = due_column(memo)
        if column is not None:
            return column
    if kind == "air_fare.revenue":
        if amount > 0:
            return "revenue"
        if "bankrupt" in lowered:
            return "bankruptcy"
        return "interest" if "interest" in lowered else "events"
    return {
        "air_fare.bids": "bids",
        "air_fare.loan": "loans",
        "air_fare.repay": "repaid",
        "air_fare.sale": "sales" if amount > 0 else "bought",
        "air_fare.trade": "sales" if amount > 0 else "bought",
        "air_fare.player_loan": "player_loans",
        "air_fare.player_interest": "player_loans",
        "air_fare.player_repay": "player_loans",
    }.get(kind, "other")


class _Ledger:
    """Per player and turn: the signed sums of each column and the notes."""

    def __init__(self) -> None:
        self.moves: dict[tuple[int, int], dict[str, int]] = {}
        #: how many postings in force each column has, by (seat, turn): a column moved though it nets to nothing
        self.postings: dict[tuple[int, int], dict[str, int]] = {}
        # the notes of each action in force, by its record's seq: an undo takes them away, a redo
        # (a record of its own) brings them back, so the notes tell only what stands
        self.by_action: dict[int, list[tuple[int, int, str]]] = {}
        self.turns: set[int] = set()
        self.seq = 0  # the record being filed

    @property
    def notes(self) -> dict[tuple[int, int], list[str]]:
        """What happened to each player in each turn, by (seat, turn), oldest first."""
        out: dict[tuple[int, int], list[str]] = {}
        for seq in sorted(self.by_action):
            for seat, turn, text in self.by_action[seq]:
                out.setdefault((seat, turn), []).append(text)
        return out

    def add(self, seat: int, turn: int, column: str, signed: int, sign: int = 1) -> None:
        """File ``signed`` $M in ``column`` of ``seat``'s line for ``turn``; ``sign`` -1: a posting taken back."""
        row = self.moves.setdefault((seat, turn), dict.fromkeys(MOVES, 0))
        row[column] += signed
        count = self.postings.setdefault((seat, turn), dict.fromkeys(MOVES, 0))
        count[column] += sign

    def moved(self, seat: int, turn: int) -> frozenset[str]:
        """The columns of :data:`OPTIONAL_MOVES` with a posting in force on ``seat``'s line for ``turn``."""
        count = self.postings.get((seat, turn), {})
        return frozenset(c for c in OPTIONAL_MOVES if count.get(c, 0) > 0)

    def note(self, seat: int, turn: int, text: str) -> None:
        """A note of ``seat``'s line for ``turn``, its counts in words ("$10M x 1 plane", "2 landing rights"; a
        stored memo says "1 plane(s)" and is not changed: old books' audits read it)."""
        self.by_action.setdefault(self.seq, []).append((seat, turn, plural_words(text)))

    def take_back(self, seq: int) -> None:
        """The action recorded as ``seq`` is undone: its notes go."""
        self.by_action.pop(seq, None)


def _post_entries(
    book: _Ledger,
    kind: str,
    entries: tuple[Entry, ...],
    turn: int,
    sign: int = 1,
    before: AirFareState | None = None,
) -> None:
    """File the cash postings of ``entries`` (of an action of ``kind``); ``sign`` -1 takes them back (undo).
    ``before``, the state the action was recorded on, names who drew an event paid (:func:`_event_note`)."""
    for entry in entries:
        for posting in entry.postings:
            owner, _, what = posting.account.partition(":")
            if what == "cash" and owner[:1] == "p" and owner[1:].isdigit():
                column = _category(kind, entry.memo, posting.amount)
                book.add(int(owner[1:]), turn, column, sign * posting.amount, sign)
                if column in OPTIONAL_MOVES and sign > 0:  # no column of its own: say what it was, and how much
                    said = _share_note(_other_note(entry.memo, abs(posting.amount)), entry.memo, before)
                    book.note(int(owner[1:]), turn, said)
                elif column == "events" and sign > 0:
                    book.note(int(owner[1:]), turn, _event_note(entry.memo, int(owner[1:]), posting.amount, before))
                elif column == "interest" and sign > 0:
                    book.note(int(owner[1:]), turn, _interest_note(entry.memo, posting.amount))


#: an event's cost as stored: "Turn 3 Maintenance: $10M x 2 plane(s): Ann" (the player's name last)
_EVENT_MEMO = re.compile(r"Turn \d+ (?P<event>.+): [^:]+")


def _event_note(memo: str, seat: int, amount: int, before: AirFareState | None) -> str:
    """The note of an event's cost paid by ``seat`` (``amount`` $M, signed as posted), with the event's name from
    the stored memo (``"Turn 3 Maintenance: Ann"``) and who drew it (this turn's events of ``before``, Air Fare,
    Event cards): ``"paid $10M: Maintenance: $10M x 1 plane(s) (Cal's event)"`` (its counts in words when noted:
    "1 plane"); the drawer's without whose (his
    "drew Maintenance" is said before it). A newcomer's
    try: the Events column's −$10M of the players who had not drawn the card had no word in "What happened", and the
    drawer's "drew Maintenance" no amount. The stored memo is not changed (old books' audits read it)."""
    match = _EVENT_MEMO.fullmatch(memo)
    detail = match["event"] if match else memo  # "Maintenance: $10M x 1 plane(s)"
    said = f"{'paid' if amount <= 0 else 'received'} {format_money(abs(amount), millions=True)}: {detail}"
    drawers = [s for name, s in (before.events if before is not None else []) if detail.startswith(name)]
    if not drawers:
        return said
    if seat in drawers:  # "drew Maintenance" is said before it
        return said
    return f"{said} ({before.player(drawers[0]).name}'s event)" if before is not None else said


_INTEREST_MEMO = re.compile(r"(?P<who>.+?) pays (?P<whom>.+) interest")
_REPAID_MEMO = re.compile(r".+? repays .+")


def _other_note(memo: str, amount: int) -> str:
    """The note of a posting of an optional rule's column (Advertising, Player loans, Other), its ``amount`` ($M, paid
    or received) said: ``"Bea pays Ann $3M interest"``, ``"Bea repays Ann $20M"`` (loans between players: Raise
    Money Fast, "make loans to each other"), any other memo without a figure followed by it (``"… takes 50% of
    Ann's revenue there ($9M)"``); a memo that has its figure (``"Ann lends Bea $30M"``) as it is. A newcomer's
    try: "What happened" gave the amounts of the bank's interest and repayments (their columns) and none of those
    between players. The stored memo is not changed (old books' audits read it)."""
    money = format_money(amount, millions=True)
    interest = _INTEREST_MEMO.fullmatch(memo)
    if interest:
        return f"{interest['who']} pays {interest['whom']} {money} interest"
    if _REPAID_MEMO.fullmatch(memo):
        return f"{memo} {money}"
    return memo if "$" in memo else f"{memo} ({money})"


#: an advertising share as stored: "Turn 3 advertising at Chicago: Bea takes 70% of Ann's revenue there"
_SHARE_MEMO = re.compile(
    r"Turn \d+ advertising at (?P<city>.+?): (?P<taker>.+?) takes (?P<percent>\d+%) of "
    r"(?P<opponent>.+?)'s revenue there"
)


def _share_note(note: str, memo: str, before: AirFareState | None) -> str:
    """``note``, said of the stored ``memo``, its advertising share's percent said of what it was taken from as the
    screens say it (:attr:`.advertising.Taking.share`, from ``before``, the state the revenue was recorded on): "Bea
    takes 70% of the $9M left of Ann's revenue there ($6M)". "70%" alone, of what an earlier share left, read as 70%
    of the whole. Any other note as it is; the stored memo is not changed (old books' audits read it)."""
    match = _SHARE_MEMO.fullmatch(memo)
    if match is None or before is None or before.phase != "revenue":
        return note
    names = {p.seat: p.name for p in before.players}
    for taking in advertising_takings(before):
        if (taking.city, names[taking.taker], names[taking.opponent]) == (
            match["city"],
            match["taker"],
            match["opponent"],
        ):
            if taking.base == taking.whole:  # of the whole: the stored words say it
                return note
            return note.replace(f" takes {match['percent']} of ", f" takes {taking.share} of ", 1)
    return note


def _bankruptcy_notes(before: AirFareState, seat: int) -> list[str]:
    """The notes of ``seat``'s bankruptcy ($M), from the state before it: out of the game, and what was written off
    with the cash the bank took (its own column): the bank loans, each loan between players (:func:`_bankrupt`).
    A newcomer's try: the audit's row showed only the cash taken ("−$15M")."""
    money = format_money
    said = ["BANKRUPT: out of the game"]
    loans = before.loans.get(seat, 0)
    if loans:
        said.append(f"bank loans of {money(loans, millions=True)} written off")
    for lender, borrower, amount in player_loans_written_off(before, seat):
        if borrower == seat:
            said.append(f"{money(amount, millions=True)} owed to {before.player(lender).name} written off")
        else:
            said.append(f"{money(amount, millions=True)} lent to {before.player(borrower).name} written off")
    return said


def _trade_words(state: AirFareState, kind: str, payload: Any, way: str) -> str:
    """Who the other player of a card sold between players is and the price, from the action's payload: ``" to
    Cal for $45M"`` (``way`` "to", the seller's note) or ``" from Ann for $45M"`` (``way`` "from", the buyer's); ``""``
    for any other action. A newcomer's try: "What happened" said only "sold Miami #13" and "bought Miami #13"."""
    if kind != "air_fare.trade":
        return ""
    other = payload.get("buyer" if way == "to" else "seller")
    price = payload.get("price")
    if not isinstance(other, int) or not 1 <= other <= len(state.players):
        return ""
    said = f" {way} {state.player(other).name}"
    return said + (f" for {format_money(price, millions=True)}" if isinstance(price, int) else "")


def _sale_words(state: AirFareState, kind: str, card: int) -> str:
    """To whom a card sold to a neutral third party went and for how much, its base cost (Air Fare, Raise Money
    Fast: "sell ... to a neutral third party for the base cost"): ``" to a neutral third party for $25M"``; ``""`` for
    any other action. A newcomer's try: "What happened" said only "sold Boeing 737 #1", the amount nowhere but in the
    Sales column's sum."""
    if kind != "air_fare.sale" or card not in state.cards:
        return ""
    return f" to a neutral third party for {format_money(base_cost(state.cards[card].name), millions=True)}"


def _bank_loan_note(kind: str, payload: Any) -> str:
    """A bank loan or repayment, with its amount ($M): ``"borrowed $4M from the bank"``, ``"repaid $20M of bank
    loans"``; ``""`` for any other action. A newcomer's try: Annabelle's $4M borrowed in turn 5 left "What happened"
    blank."""
    amount = payload.get("amount") if isinstance(payload, dict) else None
    if not isinstance(amount, int):
        return ""
    if kind == "air_fare.loan":
        return f"borrowed {format_money(amount, millions=True)} from the bank"
    if kind == "air_fare.repay":
        return f"repaid {format_money(amount, millions=True)} of bank loans"
    return ""


def _notes(book: _Ledger, before: AirFareState, after: AirFareState, kind: str, payload: Any, turn: int) -> None:
    """What the action did to each player, in a few words, every money moved with its amount (the bids won, the
    cards sold and bought, the loans; the revenue, interest and events in their own columns)."""
    money = format_money
    loan = _bank_loan_note(kind, payload)
    if loan and isinstance(payload.get("player"), int):
        book.note(payload["player"], turn, loan)
    if kind == "air_fare.maintenance":
        for p in after.players:
            for plane in sorted(after.grounded & set(p.planes)):
                book.note(p.seat, turn, f"{after.cards[plane].name} #{plane} grounded (rolled {after.rolls[plane]})")
    elif kind == "air_fare.draw":
        for name, seat in after.events[len(before.events) :]:
            book.note(seat, turn, f"drew {name}")
        if after.phase == "over":
            for p in after.active_players():
                book.note(p.seat, turn, "the deck is empty: game over")
    for p_after in after.players:
        p_before = before.player(p_after.seat)
        gained = [c for c in (*p_after.planes, *p_after.rights) if c not in (*p_before.planes, *p_before.rights)]
        lost = [c for c in (*p_before.planes, *p_before.rights) if c not in (*p_after.planes, *p_after.rights)]
        for card in gained:
            name = after.cards[card].name
            if kind == "air_fare.bids":
                paid = next(
                    (
                        b.get("amount")
                        for b in payload.get("bids", [])
                        if b.get("card") == card and b.get("player") == p_after.seat
                    ),
                    None,
                )
                book.note(
                    p_after.seat,
                    turn,
                    f"won {name} #{card}" + (f" for {money(paid, millions=True)}" if isinstance(paid, int) else ""),
                )
            else:
                book.note(p_after.seat, turn, f"bought {name} #{card}" + _trade_words(before, kind, payload, "from"))
        if p_before.active and not p_after.active:
            for said in _bankruptcy_notes(before, p_after.seat):
                book.note(p_after.seat, turn, said)
            continue
        for card in lost:
            name = before.cards[card].name
            if kind == "air_fare.draw":
                book.note(p_after.seat, turn, f"lost {name} #{card} in the Plane Crash")
            else:
                sold = _trade_words(before, kind, payload, "to") + _sale_words(before, kind, card)
                book.note(p_after.seat, turn, f"sold {name} #{card}{sold}")
    # the other side of a loan between players written off in a bankruptcy: the lender's money lost, or kept
    out = [p.seat for p in after.players if before.player(p.seat).active and not p.active]
    for lender, borrower, amount in sorted({w for seat in out for w in player_loans_written_off(before, seat)}):
        if lender not in out:
            book.note(lender, turn, f"{money(amount, millions=True)} lent to {before.player(borrower).name} lost")
        if borrower not in out:
            book.note(
                borrower, turn, f"{money(amount, millions=True)} owed to {before.player(lender).name} written off"
            )
    if kind == "air_fare.bids":
        _lost_bid_notes(book, before, payload, turn)


def _lost_bid_notes(book: _Ledger, before: AirFareState, payload: Any, turn: int) -> None:
    """Every bid that did not win its card, noted the same way with its amount and what beat it (Bid Phase: "The
    highest bid gets the card"; equal highest bids leave it in the pool): ``"outbid on Miami #13: $60M vs Dom's
    $65M"``, ``"tied on Miami #13 at $50M: stays in the pool"``, ``"outbid on Miami #13: $45M vs $50M tied"``.
    A newcomer's try: only the bids lost on a tied card were noted (Annabelle's $60M lost to Dominique's $65M on
    Miami was not): every lost bid is the player's own move of the turn, so every one is said; none moves money."""
    money = format_money
    bids: list[tuple[int, int, int]] = [
        (int(b["player"]), int(b["card"]), int(b["amount"]))
        for b in (payload.get("bids", []) if isinstance(payload, dict) else [])
        if isinstance(b, dict) and all(isinstance(b.get(k), int) for k in ("player", "card", "amount"))
    ]
    for card, outcome in bid_outcomes(before, bids).items():
        if not outcome.offers:
            continue
        name = f"{before.cards[card].name} #{card}"
        top = outcome.offers[0][1]
        for seat, amount in outcome.offers:
            if seat == outcome.winner:
                continue  # "won … for $M" (the gained cards above)
            if outcome.tied and amount == top:
                said = f"tied on {name} at {money(amount, millions=True)}: stays in the pool"
            elif outcome.winner is not None:
                said = (
                    f"outbid on {name}: {money(amount, millions=True)} vs "
                    f"{before.player(outcome.winner).name}'s {money(outcome.price, millions=True)}"
                )
            else:
                said = f"outbid on {name}: {money(amount, millions=True)} vs {money(top, millions=True)} tied"
            book.note(seat, turn, said)


def _replay(game: Game) -> tuple[_Ledger, Game, list[str]]:
    """Replay ``game``'s records from nothing, filing each player's cash postings by turn."""
    import copy

    book = _Ledger()
    fresh = type(game)(game.setup)
    problems: list[str] = []
    turn_of: dict[int, int] = {}
    for rec in game.records:
        state = fresh.state
        turn = state.turn
        before = copy.deepcopy(state)
        try:
            with replaying():  # accepted once: replayed as the book's own replay is, without slip guards
                again = fresh.record(rec.kind, rec.payload, note=rec.note, recorded_at=rec.recorded_at)
        except Exception as error:  # noqa: BLE001 - a replay that fails is a finding, not a crash
            problems.append(f"action #{rec.seq} ({rec.kind}) is refused on replay: {error}")
            break
        if [e.as_tuple() for e in again.entries] != [e.as_tuple() for e in rec.entries]:
            problems.append(f"action #{rec.seq} ({rec.kind}): the replay posts other entries than the journal")
        turn_of[rec.seq] = turn
        if rec.kind in ("undo", "redo"):
            # an undo takes back (a redo brings back) the entries of an action, in that action's turn
            undone = game.record_by_seq(rec.payload["target"])
            original = undone
            while original.kind == "redo":
                original = game.record_by_seq(original.payload["target"])
            when = turn_of.get(original.seq, turn)
            if rec.kind == "undo":
                _post_entries(book, original.kind, undone.entries, when, sign=-1)
                book.take_back(undone.seq)
            else:
                book.seq = rec.seq  # the redo stands for the action it brings back: its notes are the redo's
                _post_entries(book, original.kind, again.entries, when, before=before)
                if original.kind.startswith("air_fare."):
                    _notes(book, before, fresh.state, original.kind, original.payload, when)
            continue
        if rec.kind == "balance_assertion":
            continue
        book.turns.add(turn)
        book.seq = rec.seq
        _post_entries(book, rec.kind, again.entries, turn, before=before)
        if rec.kind.startswith("air_fare."):
            _notes(book, before, fresh.state, rec.kind, rec.payload, turn)
    if fresh.state.balances != game.state.balances:
        problems.append("the replay ends with other balances than the game")
    return book, fresh, problems


def cash_by_turn(game: Game) -> dict[int, list[CashLine]]:
    """Each player's cash history, by seat: one :class:`CashLine` per turn played ($M).

    A bankrupt player's history stops with the turn of the bankruptcy.
    """
    book, _fresh, _problems = _replay(game)
    return _history(book, game)


def _history(book: _Ledger, game: Game) -> dict[int, list[CashLine]]:
    state = game.state
    notes = book.notes
    out: dict[int, list[CashLine]] = {}
    for player in state.players:
        cash = STARTING_CASH
        lines = []
        for turn in sorted(book.turns):
            if turn < 1:
                continue
            m = book.moves.get((player.seat, turn), dict.fromkeys(MOVES, 0))
            end = cash + sum(m.values())
            lines.append(
                CashLine(
                    turn,
                    cash,
                    m["revenue"],
                    -m["interest"],
                    -m["events"],
                    -m["bids"],
                    m["loans"],
                    -m["repaid"],
                    m["sales"],
                    -m["bought"],
                    -m["bankruptcy"],
                    m["advertising"],
                    m["player_loans"],
                    m["other"],
                    end,
                    tuple(notes.get((player.seat, turn), ())),
                    book.moved(player.seat, turn),
                )
            )
            cash = end
            if not player.active and turn >= player.status_turn:
                break
        out[player.seat] = lines
    return out


def _interest_note(memo: str, moved: int) -> str:
    """The words of the bank's interest paid (``moved``: the signed posting, $M, paid out negative), with what it was
    charged on as the Revenue form says it (:func:`.revenue.interest_why`, from the stored memo): ``"interest $16M to
    the bank (20% of $80M: $20M borrowed and repaid since the last Revenue Phase)"``, ``"interest $12M to the bank
    (20% of $60M loans)"`` (Air Fare, Raise Money Fast: 20% of the bank loans a turn). Said in every turn, whatever
    else happened. A newcomer's try: the words came only in a turn with nothing else, and a turn of a loan and a
    repayment left the $16M (not 20% of the $60M still owed) unexplained. The stored memo is not changed."""
    why = interest_why(memo)
    return f"interest {format_money(abs(moved), millions=True)} to the bank" + (f" ({why})" if why else "")


def audit_view(game: Game, report: Any = None) -> AirFareAudit:
    """The end-of-game audit statement of an Air Fare game (or of the game so far).

    Args:
        game: a :class:`ledger.game.Game` of Air Fare (e.g. ``Book.game(id)``).
        report: optionally the stored journal's audit (``ledger.store.AuditReport``:
            ``ok`` and ``problems``), shown in the proof line.

    Returns:
        The :class:`AirFareAudit`: players in rank order (Object: cash + base cost of the
        cards held − loans; bankrupt players last), each with the cash history by turn and
        the cards held, and the proof of the books.

    Raises:
        ValueError: ``game`` is not an Air Fare game.
    """
    if game.setup.game != META.name:
        raise ValueError(f"an Air Fare audit is for Air Fare games, not {game.setup.game!r}")
    book, _fresh, problems = _replay(game)
    state = game.state
    history = _history(book, game)
    players = []
    for s in standings(state):
        p = state.player(s.seat)
        cards = tuple(
            CardHeld(
                c, state.cards[c].name, "Plane" if c in p.planes else "Landing rights", base_cost(state.cards[c].name)
            )
            for c in (*sorted(p.planes), *sorted(p.rights))
        )
        players.append(
            PlayerAudit(
                s.rank,
                s.seat,
                s.name,
                s.status,
                s.cash,
                s.cards,
                s.loans,
                s.score,
                STARTING_CASH,
                tuple(history[s.seat]),
                cards,
                getattr(s, "lent", 0),
                getattr(s, "borrowed", 0),
                s.dues,
            )
        )
        last = history[s.seat][-1].end if history[s.seat] else STARTING_CASH
        if last != s.cash:
            problems.append(f"{s.name}: the cash history ends at {last}, the books say {s.cash}")
    entries = len(game.opening_entries) + sum(len(r.entries) for r in game.records)
    proof = BooksProof(
        len(game.records),
        entries,
        sum(state.balances.values()),
        state.balances.get("bank", 0),
        state.balances.get("bank:loans", 0),
        not any("replay" in p for p in problems),
        None,
        tuple(problems),
    )
    # an option of an optional rule that is off changes nothing: not listed (a game stored before
    # price_war_scope's default changed keeps "player" with the Price War off, say)
    values = tuple(
        (k, v)
        for k, v in state.options.items()
        if k in DEFAULT_OPTIONS
        and v != DEFAULT_OPTIONS[k]
        and k != "starting_planes"
        and (k not in _OPTIONAL_RULE_OF or state.options[_OPTIONAL_RULE_OF[k]])
    )
    changed = tuple(f"{k} = {v!r}" for k, v in values)
    audit = AirFareAudit(
        game.setup.title,
        state.phase == "over",
        position_text(state),
        max(book.turns, default=0),
        tuple(players),
        proof,
        changed,
        values,
    )
    return audit if report is None else with_stored_audit(audit, report)


def with_stored_audit(audit: AirFareAudit, report: Any) -> AirFareAudit:
    """``audit`` with the stored journal's audit in its proof (``ledger.store.AuditReport``: ``ok`` and
    ``problems``), as :func:`audit_view` makes it when given the report: the banker's seat audits the stored
    journal while the PDF is written, after the view was taken (a newcomer's try: the audit screen's P printed no
    word of the stored journal's audit)."""
    problems = [*audit.proof.problems, *(str(p) for p in getattr(report, "problems", ()))]
    proof = replace(
        audit.proof,
        replay_ok=not any("replay" in p for p in problems),
        store_audit=bool(report.ok),
        problems=tuple(problems),
    )
    return replace(audit, proof=proof)
