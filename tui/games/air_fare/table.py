"""The Air Fare table screen (../shared/rules/air-fare.txt) and its views: standings, card lists.

One screen follows the table through the turn (Turn Sequence): the turn and phase, the cards
left in the deck, the Bidding Pool, the events of the turn, every airline's cash ($ millions),
bank loans, planes (grounded ones marked ✗) and landing rights, and the next step. Its footer
shows the key of the phase — ``m`` maintenance rolls, ``d`` the cards drawn, ``f`` the
flights, ``r`` the revenue, ``e`` the settle of a player who could not pay his dues (the
raise-money step between the Revenue and the Bid Phase), ``b`` the secret bids — and the keys
of Raise Money Fast that work at any time: ``l`` bank loan, ``o`` repay, ``s`` sale to a neutral
third party, ``x`` a card sold between players, ``n`` a loan between players.

Everything shown comes from the ledger (:func:`ledger.games.air_fare.table_view`, the state it
derives by replay, :func:`~ledger.games.air_fare.standings`); a refusal is the ledger's
RuleViolation. The forms are in ``af_forms.py``.
"""

from __future__ import annotations

import textwrap
from collections.abc import Iterable
from typing import Any, ClassVar

from rich.cells import cell_len
from rich.text import Text
from textual import events
from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import VerticalScroll
from textual.screen import Screen
from textual.widget import Widget
from textual.widgets import DataTable, Header, Static

from ledger.errors import replaying
from ledger.game import Game, Record
from ledger.games import air_fare as af
from ledger.journal import RuleViolation
from ledger.money import format_money
from ledger.text import reading_stored, shown
from tui.base.footer import Footer
from tui.base.table_screen import GameTableScreen, book_bindings, journal_binding
from tui.base.widgets import PlainStatic, RowTable, airbanker, clip, plain
from tui.base.words import error_text, in_words

__all__ = [
    "PHASE_KEYS",
    "AirFareScreen",
    "CardListsScreen",
    "StandingsScreen",
    "mm",
    "plane_text",
    "short_city",
    "short_plane",
]

#: the action kind each phase key records: the key works (and shows) while the ledger lets it through
PHASE_KEYS: dict[str, str] = {
    "maintenance": "air_fare.maintenance",
    "draw": "air_fare.draw",
    "flights": "air_fare.flights",
    "advertising": "air_fare.advertising",
    "revenue": "air_fare.revenue",
    "settle": "air_fare.settle",
    "bids": "air_fare.bids",
    "loan": "air_fare.loan",
    "repay": "air_fare.repay",
    "sale": "air_fare.sale",
    "trade": "air_fare.trade",
    "player_loan": "air_fare.player_loan",
    "player_repay": "air_fare.player_repay",
    "player_interest": "air_fare.player_interest",
}

#: short plane names for a narrow column (the full names are in the detail line and the forms)
SHORT_PLANES = {
    "Boeing 737": "737",
    "McDonnell Douglas DC-9": "DC-9",
    "McDonnell Douglas MD-80": "MD-80",
    "British Aerospace 146": "BAe146",
    "Lockheed L-1011 TriStar": "L-1011",
    "McDonnell Douglas DC-10": "DC-10",
    "Boeing 757": "757",
    "Boeing 767": "767",
    "Boeing 747 Jumbo Jet": "747",
    "Aerospatiale/BAC Concorde": "Concorde",
}
SHORT_CITIES = {"Minor Airport": "Minor", "Washington DC": "Wash DC", "Los Angeles": "LA", "New York": "NY"}
GROUNDED = "✗"


def mm(amount: int | None) -> str:
    """Whole $ millions through babel: ``"$50M"`` (empty for ``None``)."""
    return "" if amount is None else format_money(amount, millions=True)


def short_plane(name: str) -> str:
    """``"747"`` for "Boeing 747 Jumbo Jet" (any other name as it is)."""
    return SHORT_PLANES.get(name, name)


def short_city(name: str) -> str:
    """``"Minor"`` for "Minor Airport", ``"NY"`` for "New York"."""
    return SHORT_CITIES.get(name, name)


def plane_text(state: af.AirFareState, plane: int) -> str:
    """``"#4 Boeing 747 Jumbo Jet at Miami"``, with ``" (grounded, rolled 2)"`` when grounded. Where a plane stands
    is where its next flight starts (:func:`ledger.games.air_fare.flight_origin`): a grounded plane waits where it last
    landed (a newcomer's try: "#1 Boeing 737 at Minor Airport (grounded, rolled 2)" lost its "at Minor Airport" once
    the turn's flights were recorded, while the next Flying form still knew it)."""
    card = state.cards[plane]
    _where, city = af.flight_origin(state, plane)
    text = f"#{plane} {card.name}" + (f" at {city}" if city is not None else "")
    if plane in state.grounded:
        text += f" (grounded, rolled {state.rolls.get(plane, '?')})"
    return text


def rights_summary(state: af.AirFareState, rights: list[int], *, short: bool = True) -> str:
    """``"2 Minor, Miami"``: landing rights grouped by city, in the order first held."""
    counts: dict[str, int] = {}
    for card in rights:
        city = state.city_of(card)
        counts[city] = counts.get(city, 0) + 1
    name = short_city if short else (lambda c: c)
    return ", ".join(f"{n} {name(c)}" if n > 1 else name(c) for c, n in counts.items()) or "—"


#: the phases of a turn before its Revenue Phase is recorded (event costs and interest still to pay)
BEFORE_REVENUE = af.BEFORE_REVENUE


def charges_due(state: af.AirFareState, seat: int) -> list[tuple[str, int]]:
    """What ``seat`` pays at this turn's Revenue Phase, still to come (:func:`ledger.games.air_fare.charges_due`),
    the interest's memo without its last word for the detail line (``"interest 20% of $40M"``)."""
    return [
        (memo.removesuffix(" loans") if memo.startswith("interest ") else memo, amount)
        for memo, amount in af.charges_due(state, seat)
    ]


def next_active_seat(state: af.AirFareState, seat: int, among: Iterable[int] | None = None) -> int | None:
    """The seat of the next airline still in the game after ``seat``, round the table (``seat`` itself when it is
    still in), among ``among`` when given (the players a form offers), or ``None`` when there is none."""
    offered = [p.seat for p in state.active_players()] if among is None else sorted(set(among))
    if seat in offered:
        return seat
    return next((s for s in offered if s > seat), offered[0] if offered else None)


def state_before_last(game: Game) -> af.AirFareState:
    """The state just before the last action in force (the one an undo reverses), replayed from the actions in
    force less that one, as the game replays after an undo (:meth:`ledger.game.Game.effective_actions`)."""
    with reading_stored(), replaying():
        state, _ = game.rules.start(game.setup)
        for kind, payload in game.effective_actions()[:-1]:
            game.rules.apply(state, kind, payload)
    before: af.AirFareState = state
    return before


def _cards_text(names: Iterable[str]) -> str:
    """Card names with how many of each: ``"Boeing 737, Minor Airport ×2"``."""
    counts: dict[str, int] = {}
    for name in names:
        counts[name] = counts.get(name, 0) + 1
    return ", ".join(name if n == 1 else f"{name} ×{n}" for name, n in counts.items())


def comes_back_text(state: af.AirFareState, gone: af.Bankruptcy) -> str:
    """What an undo of ``gone``'s bankruptcy gives back, from the ledger's facts (:func:`ledger.games.air_fare.
    bankruptcies`): "Dan comes back with $77M cash, the cards (Boeing 737, Miami), a $40M bank loan and $20M owed to
    Ann; the $10M Bea owes Dan is owed again." (no pronoun: the app knows names, not who is "he" or "she").
    ``state``: any state of the game (the players' names)."""

    def name(seat: int) -> str:
        return state.player(seat).name

    parts = [f"{mm(gone.cash)} cash"] if gone.cash else []
    if gone.cards:
        parts.append(f"the cards ({_cards_text(gone.cards)})")
    if gone.bank_loans:
        parts.append(f"a {mm(gone.bank_loans)} bank loan")
    parts += [f"{mm(amount)} owed to {name(lender)}" for lender, amount in gone.owed]
    said = f"{gone.name} comes back"
    if parts:
        head = ", ".join(parts[:-1])
        said += f" with {(head + ' and ' + parts[-1]) if head else parts[-1]}"
    lent = [f"the {mm(amount)} {name(borrower)} owes {gone.name}" for borrower, amount in gone.lent]
    if lent:
        said += f"; {' and '.join(lent)} {'is' if len(lent) == 1 else 'are'} owed again"
    return said + "."


def dues_text(dues: Iterable[tuple[str, int]]) -> str:
    """What a player owes, item by item, as a sum the banker can check: ``"interest 20% of $40M = $8M,
    Terminal Tax: $10M x 3 landing rights = $30M"`` (the interest's memo without its last word; each
    memo in words: :func:`ledger.words.text_words` writes ``3 landing right(s)`` as ``3 landing rights``)."""
    return ", ".join(
        f"{memo.removesuffix(' loans') if memo.startswith('interest ') else memo} = {mm(amount)}"
        for memo, amount in dues
    )


def dues_why(dues: Iterable[tuple[str, int]]) -> str:
    """What a player owes this turn, item by item, each with why (the standings' "Dues"): the interest with what it
    is charged on as the Revenue form says it (:func:`ledger.games.air_fare.interest_why`), ``"interest $16M (20% of
    $80M: $20M borrowed and repaid since the last Revenue Phase)"``, an event's cost as :func:`dues_text` says it
    (``"Terminal Tax: $10M x 3 landing rights = $30M"``). A newcomer's try: after borrowing $80M and repaying $20M in
    a turn, "Dues $16M" was not the 20% of the $60M still owed, and nothing said why."""
    said = []
    for memo, amount in dues:
        why = af.interest_why(memo) if memo.startswith("interest ") else ""
        said.append(f"interest {mm(amount)} ({why})" if why else dues_text([(memo, amount)]))
    return ", ".join(said)


#: the notes' legend of the grid's "Worth*" while dues owed this turn are not paid yet: a newcomer's try read Bob's
#: $65M where cash + base costs − loans made $85M (the standings said why, the table did not)
WORTH_LEGEND = "Worth*: less what is owed this turn and not paid yet"
#: the legend at its shortest, after the detail's last line where there is no line left for it
WORTH_LEGEND_SHORT = "Worth*: less dues unpaid"


#: the narrowest terminal (cells) whose grid takes the loans in two columns, "Bank loan" and "Owes players" (each
#: player owed named); a narrower one has one "Loans" column (:func:`loans_cell`). Chosen by the width alone, so
#: the grid keeps one shape from one action to the next (a newcomer's try: the heading switched between "Loans"
#: and "Bank loan | Owes players" as loans came and went, and at 120x36 whenever a form was open)
SPLIT_LOANS_WIDTH = 100


def owed_players_text(owed: Iterable[tuple[str, int]]) -> str:
    """What a player owes other players, each by name (:attr:`ledger.games.air_fare.TablePlayer.owed_to`):
    ``"Bob $30M"``, ``"Ann $2M, Bob $5M"``; ``"—"`` for nothing."""
    return ", ".join(f"{name} {mm(amount)}" for name, amount in owed) or "—"


def loans_cell(bank: int, owed: Iterable[tuple[str, int]]) -> str:
    """The narrow grid's one Loans cell ($M), in the same form in every row: ``"bank $100M, players $7M"``,
    ``"players $30M"``, ``"bank $100M"``, ``"—"`` for none; what is owed to players summed (the notes name who
    owes whom).

    A newcomer's try at 80x24: one row read "bank $40M, players $20M" and the next "Annabelle $30M" (each player
    owed named where it fitted, summed where it did not); before that, ``"—+$30M"`` read as a typo.
    """
    players = sum(amount for _name, amount in owed)
    parts = [f"bank {mm(bank)}"] if bank else []
    parts += [f"players {mm(players)}"] if players else []
    return ", ".join(parts) or "—"


def wrapped(text: str, width: int) -> list[str]:
    """``text`` folded at ``width`` cells between the items of its list (``"2 Minor, Atlanta, Boston"``: ``"2
    Minor, Atlanta,"`` and ``"Boston"``), an item longer than the line folded between its words (a word longer
    than that on a line of its own): an item is never split from its count ("2" over "Chicago")."""
    width = max(1, width)
    lines: list[str] = []
    items = text.split(", ")
    for n, item in enumerate(items):
        piece = item + ("," if n < len(items) - 1 else "")
        if lines and cell_len(lines[-1]) + 1 + cell_len(piece) <= width:
            lines[-1] += " " + piece
        elif cell_len(piece) <= width:
            lines.append(piece)
        else:
            lines += textwrap.wrap(piece, width, break_long_words=False, break_on_hyphens=False) or [""]
    return lines or [""]


def item_cells(text: str) -> int:
    """The cells of the widest item of ``text``'s list with its comma (:func:`wrapped` keeps each on a line)."""
    items = text.split(", ")
    return max(cell_len(item) + (n < len(items) - 1) for n, item in enumerate(items))


def wrap_widths(
    rows: list[list[str]], needed: list[int], least: list[int], flexible: tuple[int, ...], room: int
) -> list[int]:
    """Column widths (cells, padding not counted) for a grid ``room`` cells wide whose ``flexible`` columns fold
    their cells between words onto more lines: every other column as wide as it ``needed``, each flexible one at
    least ``least`` (its heading, its longest word), the cells left given one by one where they save the most
    lines (the earlier of ``flexible`` first on a tie). A newcomer's try at 80x24: "Landing ri" and "2 Minor,
    Atlanta…" cut a grid whose every cell must be read."""
    widths = list(needed)
    for i in flexible:
        widths[i] = min(needed[i], least[i])
    left = room - sum(widths)

    def lines(i: int, width: int) -> list[int]:
        return [len(wrapped(row[i], width)) for row in rows]

    def total(ws: list[int]) -> int:
        return sum(max([1, *(len(wrapped(row[i], ws[i])) for i in flexible)]) for row in rows)

    while left > 0:
        # each step widens one column to the next width at which one of its cells takes fewer lines, the step that
        # saves the most lines per cell first (a column a cell or two short of saving one is not starved)
        now = total(widths)
        best: tuple[float, int, int] | None = None
        for i in flexible:
            for width in range(widths[i] + 1, min(needed[i], widths[i] + left) + 1):
                if lines(i, width) != lines(i, widths[i]):
                    trial = list(widths)
                    trial[i] = width
                    gain = (now - total(trial)) / (width - widths[i])
                    if best is None or gain > best[0]:
                        best = (gain, i, width)
                    break
        if best is None:
            break
        _gain, i, width = best
        left -= width - widths[i]
        widths[i] = width
    return widths


def crash_note(name: str, dues: list[tuple[str, int]]) -> str:
    """The table's warning for a player whose Plane Crash's litigation is due at this turn's Revenue Phase: the whole
    of what he pays then, as the Worth column deducts it, the litigation named and every other item by its card
    ("Bea pays $120M at this turn's Revenue Phase (Plane Crash: litigation & settlements $100M + Terminal Tax
    $20M)"). A newcomer's try: it gave the litigation alone, the Terminal Tax drawn by another player left out."""

    def what(memo: str) -> str:
        if memo.startswith("Plane Crash"):
            return memo
        return "interest" if memo.startswith("interest ") else memo.partition(":")[0]

    first = sorted(dues, key=lambda due: not due[0].startswith("Plane Crash"))  # the line's reason, then the rest
    items = [f"{what(memo)} {mm(amount)}" for memo, amount in first]
    return f"{name} pays {mm(sum(a for _m, a in dues))} at this turn's Revenue Phase ({' + '.join(items)})"


def folded_height(text: str, width: int) -> int:
    """How many lines ``text`` takes folded between its words at ``width`` cells (as a Static folds it)."""
    return sum(len(textwrap.wrap(line, max(1, width))) or 1 for line in text.split("\n"))


def rows_of(widget: Static, default: int) -> int:
    """The most lines ``widget`` shows (its max-height in lines: app.tcss gives a tall terminal more), or
    ``default`` when it has none in lines."""
    limit = widget.styles.max_height
    return int(limit.value) if limit is not None and limit.is_cells else default


def pool_text(state: af.AirFareState, width: int, rows: int) -> str:
    """The Bidding Pool line, every card with its minimum bid, in at most ``rows`` lines of ``width`` cells: the
    cards by their full names, else by their short names (``"#14 767 (min $125M)"``), else as many as fit and
    ``"… N more"`` (the bids form lists them all). A newcomer's try at 80x24: the last card's minimum was cut
    with no mark."""
    if not state.pool:
        return "Bidding Pool: empty"
    head = "Bidding Pool: "

    def item(card: int, short: bool) -> str:
        name = state.cards[card].name
        shown_name = short_city(short_plane(name)) if short else name
        return f"#{card} {shown_name} (min {mm(af.base_cost(name))})"

    for short in (False, True):
        text = head + " · ".join(item(c, short) for c in state.pool)
        if folded_height(text, width) <= rows:
            return text
    items = [item(c, True) for c in state.pool]
    for kept in range(len(items) - 1, -1, -1):
        more = len(items) - kept
        text = head + " · ".join([*items[:kept], f"… {more} more"])
        if folded_height(text, width) <= rows:
            return text
    return head + f"… {len(items)} cards"


def event_text(name: str, seat: int, state: af.AirFareState) -> str:
    """``"Hurricane (Ann): No flights to/from Miami"`` (the card's effect, without "this turn")."""
    effect = af.EVENTS[name].effect.removesuffix(" this turn") if name in af.EVENTS else ""
    return f"{name} ({state.player(seat).name})" + (f": {effect}" if effect else "")


def by_city(notes: Iterable[str]) -> list[str]:
    """Notes of the form ``"City: what"`` (:attr:`ledger.games.air_fare.TableView.takings`), the city said once for
    its notes in a row: ``["Chicago: Bea takes $9M of Ann's (50%) · Cal takes $3M of Ann's (30%)"]``. At 80x24 six
    "Chicago: " took a line of the table's notes."""
    grouped: dict[str, list[str]] = {}
    for note in notes:
        city, _, what = note.partition(": ")
        grouped.setdefault(city, []).append(what)
    return [f"{city}: {' · '.join(whats)}" for city, whats in grouped.items()]


class DetailLine(PlainStatic):
    """The table's detail of the highlighted airline, re-fitted (:meth:`AirFareScreen.fit_detail`) whenever its room
    changes: the lines above it (the notes, events, a Next line naming who is short) take more or fewer lines. Fitted
    only when its text was set, a note appearing while another screen covered the table (an action redone from the
    journal, a loan taken over the bids) left the detail as long as before in a line less: at 80x24 the ways to raise
    money of a player short, or the legend of the grid's Worth*, were cut."""

    def on_resize(self, _event: events.Resize) -> None:
        fit = getattr(self.screen, "fit_detail", None)
        if fit is not None:
            fit()


class AirFareScreen(GameTableScreen[af.AirFareState]):
    """The Air Fare table now: turn, phase, deck, Bidding Pool, events, every airline, the next step."""

    DEFAULT_CSS = """
    AirFareScreen #where { text-style: bold; height: 1; }
    AirFareScreen #events { height: auto; max-height: 3; color: $warning; }
    AirFareScreen #next { height: auto; max-height: 3; text-style: bold; background: $boost; }
    AirFareScreen #pool { height: auto; max-height: 2; }
    /* up to 12 lines: a grid whose landing rights fold onto a second line is drawn whole at 80x24 (a newcomer's
       try: five players' rows were cut to "2 Minor, …"); the detail under it gives up the room */
    AirFareScreen #grid { height: auto; max-height: 12; overflow-x: hidden; }
    /* up to 6 lines: at 80x24 two loans between players and a Plane Crash's dues took 3, and the third ("interest
       $20M)") was cut with rows blank below (a newcomer's try); the detail under it gives up the room */
    AirFareScreen #notes { height: auto; max-height: 6; color: $text-muted; }
    AirFareScreen #detail { height: 1fr; }  /* what the rows above leave: a long list of cards is not cut */
    /* 3 lines: at 80 columns, after an undo, "ctrl+y redo" pushes "ctrl+p every action" onto a third line (a
       newcomer's try: it was cut); the detail above gives up that line */
    AirFareScreen #more { color: $text-muted; height: auto; max-height: 3; }
    """

    # Short descriptions for the footer at 80 columns; the tooltip says it in full.
    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("escape", "app.pop_screen", "Games", id="af_back_to_games", tooltip="Back to the list of games"),
        Binding(
            "m",
            "maintenance",
            "Rolls",
            id="af_maintenance",
            tooltip="Maintenance rolls: 1D10 per plane, typed or rolled by airbanker (Maintenance Phase)",
        ),
        Binding("d", "draw", "Draw", id="af_draw", tooltip="The card each player drew (Draw Phase)"),
        Binding("f", "flights", "Fly", id="af_flights", tooltip="Fly each plane that is not grounded (Flying Phase)"),
        Binding(
            "g",
            "advertising",
            "Advertise",
            id="af_advertising",
            tooltip="Secret advertising spending at each city, 1D10 for twice as much (Advertising Phase)",
        ),
        Binding(
            "r",
            "revenue",
            "Revenue",
            id="af_revenue",
            tooltip="Landing revenue, interest and event costs (Revenue Phase)",
        ),
        Binding(
            "e",
            "settle",
            "Settle",
            id="af_settle",
            tooltip="Settle the dues left outstanding: pay what the cash covers, bankrupt if still short "
            "(Revenue Phase; raise money first)",
        ),
        Binding(
            "b",
            "bids",
            "Bids",
            id="af_bids",
            tooltip="The secret bids on the Bidding Pool, typed one player at a time (Bid Phase)",
        ),
        Binding("l", "loan", "Loan", id="af_loan", tooltip="A bank loan, at most $100M in all (Raise Money Fast)"),
        Binding("o", "repay", "Repay", id="af_repay", tooltip="Repay bank loans (Raise Money Fast)"),
        Binding(
            "s",
            "sale",
            "Sell",
            id="af_sale",
            tooltip="Sell a card to a neutral third party for its base cost (Raise Money Fast)",
        ),
        Binding(
            "x",
            "trade",
            "Trade",
            id="af_trade",
            tooltip="A card sold by one player to another at an agreed price (Raise Money Fast)",
        ),
        journal_binding("af_journal"),
        Binding(
            "n",
            "player_loan",
            "Lend",
            id="af_player_loan",
            show=False,
            tooltip="A loan between players (Raise Money Fast)",
        ),
        Binding(
            "u",
            "player_repay",
            "Pay back",
            id="af_player_repay",
            show=False,
            tooltip="A borrower pays back a loan between players (Raise Money Fast)",
        ),
        Binding(
            "i",
            "player_interest",
            "Interest",
            id="af_player_interest",
            show=False,
            tooltip="Interest the two players agreed on a loan between them",
        ),
        Binding(
            "v",
            "standings",
            "Standings",
            id="af_standings",
            show=False,
            tooltip="Standings: cash + base cost of cards − loans",
        ),
        Binding(
            "t",
            "card_lists",
            "Card lists",
            id="af_card_lists",
            show=False,
            tooltip="The card lists: base costs, landing revenue, planes, events, cards left",
        ),
        *book_bindings("af", "Print audit", "Print the Air Fare audit statement to PDF"),
    ]

    PARTS = ("where", "events", "next", "pool", "grid", "notes", "detail")
    #: the highlighted player's detail, whole first, then shorter (:meth:`fit_detail` shows the first that fits)
    detail_texts: list[str]
    #: whether the detail says what a player short could still raise: at 80x24 it leaves its last rows to a notice
    #: shown (:meth:`fit_detail`)
    detail_raises: bool = False
    #: the legend of the grid's "Worth*" (:data:`WORTH_LEGEND` and the standings' key), or "" with nothing owed
    worth_legend: str = ""
    #: the seats short of their dues when the grid was last drawn: one raising them moves the highlight on
    _drawn_short: tuple[int, ...] = ()
    #: the seats of the airlines out of the game when the grid was last drawn (``None`` before the first drawing): the
    #: highlight on one that has just gone out moves on (:func:`next_active_seat`)
    _drawn_out: frozenset[str] | None = None
    PHASE_KEYS = PHASE_KEYS
    #: the forms that fill themselves from an action undone (kind -> the action opening the form)
    REFILL = {
        "air_fare.maintenance": "maintenance",
        "air_fare.draw": "draw",
        "air_fare.flights": "flights",
        "air_fare.advertising": "advertising",
        "air_fare.revenue": "revenue",
        "air_fare.settle": "settle",
        "air_fare.bids": "bids",
        "air_fare.player_loan": "player_loan",
        "air_fare.player_repay": "player_repay",
        "air_fare.player_interest": "player_interest",
        "air_fare.loan": "loan",
        "air_fare.repay": "repay",
        "air_fare.sale": "sale",
        "air_fare.trade": "trade",
    }

    def on_mount(self) -> None:
        table = self.query_one("#grid", DataTable)
        self.refresh_game()
        table.focus()

    def undo_question(self, target: Record) -> str | None:
        """Before a bankruptcy is undone (the settle that declared it, or a Revenue Phase under option cannot_pay
        "bankrupt_at_once"), what undoing it does, from the ledger's facts (:func:`ledger.games.air_fare.
        bankruptcies`): "Undo #26, Dan's bankruptcy at the Turn 3 settle?" and what the player comes back with
        (:func:`comes_back_text`). A newcomer's try: "Undo #26: Turn 3 settled: Dan owes $108M with $77M:
        bankrupt?" read as a question whether Dan is bankrupt. Else ``None`` (the journal's question)."""
        game = self.game
        original = target
        while original.kind == "redo" and isinstance(original.payload.get("target"), int):
            original = game.record_by_seq(original.payload["target"])
        if original.kind not in ("air_fare.settle", "air_fare.revenue"):
            return None
        try:
            before = state_before_last(game)
        except RuleViolation:
            return None
        after = self.state
        gone = af.bankruptcies(before, after)
        if not gone:
            return None
        who = " and ".join(f"{g.name}'s" for g in gone) + (" bankruptcy" if len(gone) == 1 else " bankruptcies")
        if original.kind == "air_fare.settle":
            lines = [f"Undo #{target.seq}, {who} at the Turn {before.turn} settle?"]
        else:
            lines = [f"Undo #{target.seq}, the Turn {before.turn} Revenue Phase and {who} in it?"]
        lines += [comes_back_text(after, g) for g in gone]
        out = {g.seat for g in gone}
        paid = [
            f"{after.player(seat).name}'s {mm(sum(amount for _memo, amount in due))}"
            for seat, due in sorted(before.outstanding.items())
            if seat not in out
        ]
        if paid and original.kind == "air_fare.settle":
            lines.append(f"The dues paid at this settle are owed again: {', '.join(paid)}.")
        return "\n".join(lines)

    # -- drawing -------------------------------------------------------------------------------
    def refresh_game(self) -> None:
        """Redraw everything from the ledger (called after every recorded action)."""
        try:
            state = self.state
            view = af.table_view(state)
        except Exception as error:  # noqa: BLE001 - a message, never a traceback
            self.query_one("#next", Static).update(f"Cannot read the game: {error_text(self, error)}")
            return
        self.sub_title = f"Air Fare · {shown(view.title)}" if view.title else "Air Fare"
        loans = sum(p.loans for p in view.players)
        where = [af.position_text(state), f"deck {view.deck_left} left"]
        if loans:
            where.append(f"bank loans {mm(loans)}")
        self.query_one("#where", Static).update(" · ".join(where))
        events_line = self.query_one("#events", Static)
        events = af.events_in_play(state)  # discarded at the Bid Phase
        events_line.update("Events: " + " · ".join(event_text(n, s, state) for n, s in events) if events else "")
        events_line.display = bool(events)
        self.query_one("#next", Static).update(
            f"Next: {in_words(self, view.next_step)}{self.next_keys(view.next_kinds)}{self.over_keys(state)}"
        )
        pool_line = self.query_one("#pool", Static)
        pool_line.update(pool_text(state, self.app.size.width, rows_of(pool_line, 2)))
        self.worth_legend = ""
        if self.worth_net_of_dues(state):
            key = next(self.key_of(b) for b in self.BINDINGS if isinstance(b, Binding) and b.action == "standings")
            self.worth_legend = f"{WORTH_LEGEND} (each part: Standings, {key})"
        self.draw_players(state, view)  # its detail uses the legend
        # each kind of note on its own line, under its heading: run together, "Advertising Miami: Bo $0M · Christopher
        # pays $101M at this turn's Revenue Phase (Plane Crash…)" read as one matter (a newcomer's try)
        crashes = (
            [
                crash_note(state.player(seat).name, charges_due(state, seat))
                for seat, due in state.charges.items()
                if any(memo.startswith("Plane Crash") for memo, _amount in due)
            ]
            if state.phase in BEFORE_REVENUE  # a Plane Crash's litigation is paid at the Revenue Phase: say so now
            else []
        )
        groups = [
            ("Price War", list(view.price_war)),
            ("Advertising", list(view.advertising)),
            ("Advertising shares", by_city(view.takings)),
            ("", crashes),  # "Bea pays $140M at this turn's Revenue Phase (Plane Crash: …)" says it all
            ("Loans between players", list(view.player_loans)),
        ]
        notes = [(f"{heading}: " if heading else "") + " · ".join(items) for heading, items in groups if items]
        if view.removed_cards:
            notes.append(f"{view.removed_cards} cards removed (Faster Game Variant)")
        notes_line = self.query_one("#notes", Static)
        notes_line.update(in_words(self, "\n".join(notes)))
        notes_line.display = bool(notes)
        self.sync_keys()

    @staticmethod
    def worth_net_of_dues(state: af.AirFareState) -> bool:
        """Whether an airline's worth is net of dues owed this turn and not paid yet (:func:`ledger.games.air_fare.
        score`): the grid's Worth is then marked and the notes say why (:data:`WORTH_LEGEND`)."""
        return any(af.dues_unpaid(state, p.seat) for p in state.active_players())

    def over_keys(self, state: af.AirFareState) -> str:
        """Once the game is over, what is left to do and its key: `` · print the end-of-game audit (P)`` (a
        newcomer's try: the line said only who won, the print on the "More:" line alone); else ``""``."""
        if state.phase != "over":
            return ""
        key = next((self.key_of(b) for b in self.BINDINGS if isinstance(b, Binding) and b.action == "print"), None)
        return f" · print the end-of-game audit ({key})" if key else ""

    def draw_players(self, state: af.AirFareState, view: af.TableView) -> None:
        """The grid of the airlines, every cell whole: the loans in two columns ("Bank loan", "Owes players" naming
        each player owed) from :data:`SPLIT_LOANS_WIDTH` cells on, else in one "Loans" column (:func:`loans_cell`);
        the planes, landing rights and loans folded onto a second line rather than cut."""
        table: DataTable[Any] = self.query_one("#grid", DataTable)
        cursor = table.cursor_row
        worth = "Worth*" if self.worth_net_of_dues(state) else "Worth"  # the notes say what the mark means
        split = self.app.size.width >= SPLIT_LOANS_WIDTH
        loans_labels = ["Bank loan", "Owes players"] if split else ["Loans"]
        labels = ["Player", "Cash", *loans_labels, "Worth", "Planes", "Landing rights"]
        worth_at = labels.index("Worth")
        labels[worth_at] = worth
        room = self.app.size.width - 2 - 2 * table.cell_padding * len(labels)
        flexible = tuple(range(2, 2 + len(loans_labels))) + (len(labels) - 2, len(labels) - 1)

        def grid(short: bool) -> list[list[str]]:
            """The rows, the planes by their short names or whole."""
            plane = short_plane if short else (lambda name: name)
            sep = " " if short else ", "
            # a whole name and its mark apart ("McDonnell Douglas DC-9 ✗", not "…DC-9✗": a newcomer's try); the
            # short names keep the mark on, where every cell counts at 80 columns
            mark = GROUNDED if short else f" {GROUNDED}"
            rows: list[list[str]] = []
            for p in view.players:
                player = state.player(p.seat)
                planes = (
                    sep.join(plane(state.cards[c].name) + (mark if c in state.grounded else "") for c in player.planes)
                    or "—"
                )
                if split:
                    loans = [mm(p.loans) if p.loans else "—", owed_players_text(p.owed_to)]
                else:
                    loans = [loans_cell(p.loans, p.owed_to)]
                # a bankrupt's worth reads "out" (a newcomer's try: "Christopher (out)" widened the name column
                # and cut "Landing rights" at 80x24)
                score = mm(p.score) if p.status == "Active" else "out"
                rows.append([p.name, mm(p.cash), *loans, score, planes, rights_summary(state, player.rights)])
            return rows

        def needs(rows: list[list[str]]) -> list[int]:
            return [max([cell_len(label)] + [cell_len(r[i]) for r in rows]) for i, label in enumerate(labels)]

        # the planes named in full when every plane fits whole on one line, else by their short names ("747"); the
        # flexible columns fold onto more lines rather than cut, the line under the grid lists the cards whole
        rows = grid(False)
        needed = needs(rows)
        if sum(needed) > room:
            rows = grid(True)
            needed = needs(rows)
        # each flexible column at least as wide as its heading and its widest item ("2 Chicago,"), else its widest word
        least = [max([cell_len(label)] + [item_cells(r[i]) for r in rows]) for i, label in enumerate(labels)]
        if sum(w for i, w in enumerate(needed) if i not in flexible) + sum(least[i] for i in flexible) > room:
            least = [
                max([cell_len(label)] + [cell_len(word) for r in rows for word in r[i].split()])
                for i, label in enumerate(labels)
            ]
        widths = wrap_widths(rows, needed, least, flexible, room)
        table.clear(columns=True)
        for label, width in zip(labels, widths, strict=True):
            table.add_column(label, width=width)
        for row, p in zip(rows, view.players, strict=True):
            cells = [
                wrapped(cell, width) if i in flexible else [clip(cell, width)]
                for i, (cell, width) in enumerate(zip(row, widths, strict=True))
            ]
            table.add_row(
                *(Text("\n").join(plain(line) for line in lines) for lines in cells),
                key=str(p.seat),
                height=max(len(lines) for lines in cells),
            )
        seats = [str(p.seat) for p in view.players]
        short = [p.seat for p in af.short_players(state) if p.short]
        at_cursor = seats[cursor] if 0 <= cursor < len(seats) else None
        raised = tuple(short) != self._drawn_short and at_cursor not in {str(seat) for seat in short}
        if short and (getattr(self, "_drawn_phase", None) != state.phase or raised):
            # the raise-money step comes: the first player short is highlighted (his detail says what he could
            # still raise, and the money forms start on him); and again once the player highlighted is no longer
            # short while others are (a newcomer's try: Ann's loan covered her dues, and the sale form then
            # started on Ann, not on Cal, short still)
            cursor = seats.index(str(short[0]))
        out = frozenset(str(p.seat) for p in state.players if not p.active)
        at = seats[cursor] if 0 <= cursor < len(seats) else None
        if at in out and (self._drawn_out is None or at not in self._drawn_out):
            # the player highlighted has just gone out (or was out as the game opened): the next airline still in
            # the game after him is highlighted, so that the money forms start on a player who can use them (a
            # newcomer's try: the cursor stayed on "Dan (out)" after the settle, and a loan typed ahead went to Ann)
            after = next_active_seat(state, int(at))
            if after is not None:
                cursor = seats.index(str(after))
        self._drawn_out = out
        self._drawn_phase = state.phase
        self._drawn_short = tuple(short)
        if table.row_count:
            table.move_cursor(row=min(max(cursor, 0), table.row_count - 1))
        self.show_detail()

    def on_data_table_row_highlighted(self, _event: DataTable.RowHighlighted) -> None:
        self.show_detail()

    def show_detail(self) -> None:
        """The highlighted airline in full: where each plane stands, grounded ones, every landing right."""
        try:
            state = self.state
        except RuleViolation:
            return
        table = self.query_one("#grid", DataTable)
        if not table.row_count:
            return
        player = state.players[min(max(table.cursor_row, 0), len(state.players) - 1)]
        self.detail_raises = False
        if not player.active:
            self.detail_texts = [f"{player.name}: bankrupt in turn {player.status_turn}, out of the game."]
        else:
            seat = player.seat
            cash = state.balances.get(f"p{seat}:cash", 0)
            loans = state.loans.get(seat, 0)
            lent, borrowed = af.player_loans_of(state, seat)
            head = (
                f"{player.name}: {mm(cash)} in the account"
                + (f", owes the bank {mm(loans)}" if loans else "")
                + (f", owes players {mm(borrowed)}" if borrowed else "")
                + (f", lent {mm(lent)}" if lent else "")
                + f"; worth {mm(af.score(state, seat))}"
            )
            # the worth is net of what the player owes this turn and has not paid yet (the standings' "Owed"):
            # said on the same clause, not as a sum of its own that reads as still to come off the worth
            owed = af.dues_unpaid(state, seat)
            brief = head
            if owed:
                when = (
                    "outstanding until the settle (e)"
                    if state.phase == "raise_money"
                    else "due at this turn's Revenue Phase"
                )
                brief += f" after the {mm(owed)} {when}"
                head = brief + " (" + in_words(self, dues_text(charges_due(state, seat))) + ")"
            planes = "Planes: " + ("; ".join(plane_text(state, c) for c in player.planes) or "none")
            rights = "Landing rights: " + (", ".join(f"#{c} {state.city_of(c)}" for c in player.rights) or "none")
            short = next((p for p in af.short_players(state) if p.seat == seat and p.short), None)
            # the Next line names who is short; here what this player could still raise
            repay = next(self.key_of(b) for b in self.BINDINGS if isinstance(b, Binding) and b.action == "player_repay")
            hint = f" ({repay}: repay)"
            ways = [f"{af.ways_to_raise(short, repay_hint=hint)}."] if short is not None else []
            legend = [f"{GROUNDED} = grounded this turn (Maintenance Phase)"] if state.grounded else []
            self.detail_texts = ["\n".join([head, planes, rights, *ways, *legend])]
            self.detail_raises = short is not None
            if short is not None:
                # too long for the room, the detail says less, one step after another: what a player short could
                # still raise is kept whole (a newcomer's try at 80x24: it was cut under the More line), and so are
                # his landing rights (the live table: a 4-player raise-money step lost them): the sum of his dues
                # goes first (the settle form itemizes it), then the planes and landing rights share a line, the
                # ways to raise sum his cards (listed beside them), and last the planes go (the grid shows them)
                brief_ways = f"{af.ways_to_raise(short, name_cards=False, repay_hint=hint)}."
                terse_ways = f"{af.ways_to_raise(short, repay_hint=hint, terse=True)}."
                both = f"{planes}; {rights[0].lower()}{rights[1:]}"
                # the cards by their short names ("#1 737; rights: #2 Minor, #3 Minor"): fewer words before none
                cards = "Planes: " + (
                    "; ".join(
                        f"#{c} {short_plane(state.cards[c].name)}" + (f" {GROUNDED}" if c in state.grounded else "")
                        for c in player.planes
                    )
                    or "none"
                )
                cards += "; rights: " + (
                    ", ".join(f"#{c} {short_city(state.city_of(c))}" for c in player.rights) or "none"
                )
                self.detail_texts += [
                    "\n".join(parts)
                    for parts in (
                        [head, planes, rights, *ways],
                        [brief, planes, rights, *ways],
                        [brief, both, *ways],
                        [brief, both, brief_ways],
                        # fewer words before fewer lines: the planes stay in sight (a newcomer's try at 80x24, turn
                        # 2: the "Planes:" line went while the ways to raise took five lines)
                        [brief, both, terse_ways],
                        [brief, cards, terse_ways],
                        [cards, terse_ways],  # the grid shows his cash and worth
                        # the line naming who could lend goes on whole (a newcomer's try at 80x24, five players: it
                        # ended at "spare cash:" with no names)
                        [terse_ways],
                        # each way summed, in a line: a notice of three lines over five players and two events left
                        # the terse words one line (a newcomer's try at 80x24: cut at "the others' spare cash —")
                        [af.ways_to_raise(short, sums=True)],
                    )
                ]
        self.query_one("#detail", Static).update(self.fitting_texts()[0])
        self.call_after_refresh(self.fit_detail)

    def fitting_texts(self) -> list[str]:
        """The detail's texts, longest first: each of :attr:`detail_texts` with the legend of the grid's "Worth*"
        under it (whole, then :data:`WORTH_LEGEND`, then :data:`WORTH_LEGEND_SHORT` after its last line), then the
        texts as they are: the detail gives up its items before the legend, so the grid's mark stays explained."""
        texts: list[str] = getattr(self, "detail_texts", [])
        legend = self.worth_legend
        if not legend or not texts:
            return texts
        # each detail with the legend, whole or shorter, before any without it: the grid's "*" goes only with the
        # legend (:meth:`fit_detail`), and a newcomer's try at 80x24 saw "Worth*" lose its "*" and the legend go
        # when the notes were crowded, the worth net of the dues said nowhere
        legends = [legend, WORTH_LEGEND] if legend != WORTH_LEGEND else [legend]
        with_legend = [
            said
            for text in texts
            for said in [*(f"{text}\n{legend}" for legend in legends), f"{text} · {WORTH_LEGEND_SHORT}"]
        ]
        return with_legend + texts

    def part_widget(self, part: str) -> Widget:
        """The detail fits its text to its room whenever that room changes (:class:`DetailLine`)."""
        return DetailLine(id=part) if part == "detail" else super().part_widget(part)

    def fit_detail(self) -> None:
        """The first of :attr:`detail_texts` that fits the room the detail has once laid out (the rows above it
        take more or fewer lines: events, a Next line naming who is short, a Bidding Pool of two lines). While a notice
        is shown (:meth:`notice_rows_changed`), what a player short could still raise leaves the notice the detail's
        last rows where the detail takes the room down to the "More:" keys (not a tall terminal): a notice goes on the
        line above those keys (:meth:`place_notices`), and a newcomer's try at 80x24 saw "Recorded #12 · Turn 2 cash:
        …" cover the end of the ways to raise ("$68M, Cal $63M.")."""
        texts = self.fitting_texts()
        if not texts or not self.is_attached:
            return
        detail = self.query_one("#detail", Static)
        room, width = detail.size.height, detail.size.width
        if self.detail_raises and not self.has_class("-tall"):
            room = max(1, room - self.notice_rows)
        if room <= 0 or width <= 0:
            return
        chosen = next((t for t in texts if folded_height(t, width) <= room), texts[-1])
        detail.update(chosen)
        # the grid's Worth is marked only while its legend is in sight (no mark left unexplained at 80x24)
        self.mark_worth(
            bool(self.worth_legend) and chosen.endswith((self.worth_legend, WORTH_LEGEND, WORTH_LEGEND_SHORT))
        )

    def notice_rows_changed(self) -> None:
        """The notice's rows left to it, or taken back as it goes, where the detail says what a player short could
        still raise (:meth:`fit_detail`)."""
        if self.detail_raises:
            self.fit_detail()

    def mark_worth(self, marked: bool) -> None:
        """The grid's Worth column headed "Worth*" (``marked``: its legend is drawn under the detail) or "Worth"."""
        table = self.query_one("#grid", DataTable)
        label = "Worth*" if marked else "Worth"
        for column in table.columns.values():
            if column.label.plain in ("Worth", "Worth*") and column.label.plain != label:
                column.label = Text(label)
                table.refresh()

    # -- opening forms -------------------------------------------------------------------------
    def action_maintenance(self) -> None:
        from tui.games.air_fare.forms import MaintenanceForm

        self.open_form("air_fare.maintenance", {}, MaintenanceForm)

    def action_draw(self) -> None:
        from tui.games.air_fare.forms import DrawForm

        self.open_form("air_fare.draw", {}, DrawForm)

    def action_flights(self) -> None:
        from tui.games.air_fare.forms import FlightsForm

        self.open_form("air_fare.flights", {}, FlightsForm)

    def action_advertising(self) -> None:
        from tui.games.air_fare.forms import AdvertisingForm

        self.open_form("air_fare.advertising", {}, AdvertisingForm)

    def action_player_loan(self) -> None:
        from tui.games.air_fare.forms import PlayerLoanForm

        self.open_form("air_fare.player_loan", {}, lambda: PlayerLoanForm("air_fare.player_loan"))

    def action_player_repay(self) -> None:
        from tui.games.air_fare.forms import PlayerLoanForm

        self.open_form("air_fare.player_repay", {}, lambda: PlayerLoanForm("air_fare.player_repay"))

    def action_player_interest(self) -> None:
        from tui.games.air_fare.forms import PlayerLoanForm

        self.open_form("air_fare.player_interest", {}, lambda: PlayerLoanForm("air_fare.player_interest"))

    def action_revenue(self) -> None:
        from tui.games.air_fare.forms import RevenueForm

        self.open_form("air_fare.revenue", {}, RevenueForm)

    def action_settle(self) -> None:
        from tui.games.air_fare.forms import SettleForm

        self.open_form("air_fare.settle", {}, SettleForm)

    def action_bids(self) -> None:
        from tui.base.secret_bids import refill_waiting
        from tui.games.air_fare.forms import AirFareBidsScreen

        refill = refill_waiting(self.app, "air_fare.bids")  # the bids just undone, offered again
        self.open_form("air_fare.bids", {}, lambda: AirFareBidsScreen(refill))

    def action_loan(self) -> None:
        from tui.games.air_fare.forms import LoanForm

        self.open_form("air_fare.loan", {}, LoanForm)

    def action_repay(self) -> None:
        from tui.games.air_fare.forms import RepayForm

        self.open_form("air_fare.repay", {}, RepayForm)

    def action_sale(self) -> None:
        from tui.games.air_fare.forms import SaleForm

        self.open_form("air_fare.sale", {}, SaleForm)

    def action_trade(self) -> None:
        from tui.games.air_fare.forms import TradeForm

        self.open_form("air_fare.trade", {}, TradeForm)

    # -- views and the books -------------------------------------------------------------------
    def action_standings(self) -> None:
        self.app.push_screen(StandingsScreen())

    def action_card_lists(self) -> None:
        self.app.push_screen(CardListsScreen())


class StandingsScreen(Screen[None]):
    """The standings: bank account + base cost of planes and landing rights − loans (Air Fare, Object)."""

    SUB_TITLE = "Standings"

    DEFAULT_CSS = """
    StandingsScreen #standings-head { height: auto; padding: 0 1; background: $boost; }
    StandingsScreen #standings { height: auto; max-height: 12; }  /* five rows folded on two lines, as the grid */
    StandingsScreen #standings-cards { height: 1fr; padding: 0 1; }
    """

    BINDINGS: ClassVar[list[BindingType]] = [Binding("escape,q", "app.pop_screen", "Back", id="af_standings_back")]

    def compose(self) -> ComposeResult:
        yield Header()
        yield PlainStatic(id="standings-head", markup=False)
        yield RowTable(id="standings", cursor_type="row", zebra_stripes=True)
        with VerticalScroll(id="standings-cards"):
            yield PlainStatic(id="standings-text", markup=False)
        yield Footer()

    def on_mount(self) -> None:
        self.refresh_game()
        self.query_one("#standings", DataTable).focus()

    def on_resize(self) -> None:
        self.refresh_game()

    def refresh_game(self) -> None:
        app = airbanker(self)
        state: af.AirFareState = app.game.state
        self.lines = af.standings(state)
        over = state.phase == "over"
        # mid-game, what is owed this turn and not paid yet has its column; the loans are in the table's form, what
        # is owed to the bank and to players (a newcomer's try: "Loans" counted the bank's alone, and a player who
        # owed others showed less debt than he had), and what a player lent has a column (it counts for him)
        owed = any(s.dues for s in self.lines)
        lent = any(s.lent for s in self.lines)
        self.query_one("#standings-head", Static).update(
            ("Final standings" if over else "Standings if the game ended now")
            + ": bank account + base cost of every plane and landing right − loans, the bank's and other players'"
            + (" + lent to players" if lent else "")
            + " (Air Fare, Object)"
            + (", less what is owed this turn and not paid yet." if owed else ".")
        )
        table = self.query_one("#standings", DataTable)
        cursor = table.cursor_row
        split = self.app.size.width >= SPLIT_LOANS_WIDTH  # as the table's grid
        loans_labels = ["Bank loan", "Owes players"] if split else ["Loans"]
        labels = [
            "Rank",
            "Player",
            "Cash",
            "Cards",
            *loans_labels,
            *(["Lent"] if lent else []),
            *(["Dues"] if owed else []),
            "Worth",
            "",
        ]
        rows = []
        for s in self.lines:
            mark = self.mark(state, s, over)
            if split:
                loans = [mm(s.loans) if s.loans else "—", owed_players_text(s.owed_to)]
            else:
                loans = [loans_cell(s.loans, s.owed_to)]
            amounts = [mm(s.cash), mm(s.cards), *loans]
            amounts += [mm(s.lent) if s.lent else "—"] if lent else []
            amounts += [mm(s.dues)] if owed else []
            rows.append([str(s.rank), s.name, *amounts, mm(s.score), mark])
        folding = tuple(range(4, 4 + len(loans_labels)))  # the loans fold between their items, never cut
        needed = [max([cell_len(label)] + [cell_len(r[i]) for r in rows]) for i, label in enumerate(labels)]
        room = self.app.size.width - 2 - 2 * table.cell_padding * len(labels)
        widths = self.column_widths(labels, rows, needed, folding, room)
        table.clear(columns=True)
        for label, width in zip(labels, widths, strict=True):
            table.add_column(label, width=width)
        mark_column = len(labels) - 1
        for row in rows:
            cells = [
                wrapped(cell, width)
                if i in folding
                # the mark folds between its items too ("Bankrupt," over "turn 12"), cut only past its longest
                else [clip(line, width) for line in wrapped(cell, width)]
                if i == mark_column
                else [clip(cell, width)]
                for i, (cell, width) in enumerate(zip(row, widths, strict=True))
            ]
            table.add_row(
                *(Text("\n").join(plain(line) for line in lines) for lines in cells),
                height=max(len(lines) for lines in cells),
            )
        if table.row_count:
            table.move_cursor(row=min(max(cursor, 0), table.row_count - 1))
        self.show_cards()

    #: the fewest cells a name is cut to when nothing else gives room (a 12-letter name stays whole at 80 columns)
    NAME_LEAST = 6

    @staticmethod
    def mark(state: af.AirFareState, line: af.Standing, over: bool) -> str:
        """The last column of a player's row: ``"WINNER"`` (the game over, first), ``"Bankrupt, turn 12"`` (out of
        the game, and when), else nothing. In two items, so that it folds onto two lines where the room is short
        (:meth:`column_widths`): "Bankrupt in turn 12" was cut to "Bankrupt…" at 80x24 (a newcomer's try: five
        long names owing the bank, other players and the turn's dues)."""
        if line.status != "Active":
            return f"Bankrupt, turn {state.player(line.seat).status_turn}"
        return "WINNER" if over and line.rank == 1 else ""

    @classmethod
    def column_widths(
        cls, labels: list[str], rows: list[list[str]], needed: list[int], folding: tuple[int, ...], room: int
    ) -> list[int]:
        """The columns' widths (cells, padding not counted) in ``room`` cells: each as wide as it ``needed``; when
        that is too wide, the loans (``folding``) fold between their items first, then the mark (the last column:
        "Bankrupt," over "turn 12"), then the names are cut (column 1, to :attr:`NAME_LEAST` at the least), and the
        mark last; what is left goes back to the loans. A newcomer's try at 80x24: every name cut to "Barth…" while
        "bank $4M, players $10M" stood on one line (an empty mark column was given six cells before the names);
        another's: "Bankrupt in turn…", cut."""
        widths = list(needed)
        mark = len(labels) - 1
        widths[mark] = max(needed[mark], 1)
        if sum(widths) > room:
            for i in folding:
                widths[i] = max([cell_len(labels[i])] + [item_cells(r[i]) for r in rows])
        if sum(widths) > room:
            folded = max([1] + [item_cells(r[mark]) for r in rows if r[mark]])
            widths[mark] = max(min(folded, widths[mark]), widths[mark] - (sum(widths) - room))
        if sum(widths) > room:
            widths[1] = max(cls.NAME_LEAST, widths[1] - (sum(widths) - room))
        if sum(widths) > room:
            widths[mark] = max(1, widths[mark] - (sum(widths) - room))
        for i in folding:  # what the names and the mark leave goes back to the loans
            widths[i] += max(0, min(needed[i] - widths[i], room - sum(widths)))
        return widths

    def on_data_table_row_highlighted(self, _event: DataTable.RowHighlighted) -> None:
        self.show_cards()

    def show_cards(self) -> None:
        lines = getattr(self, "lines", [])
        if not lines:
            return
        app = airbanker(self)
        state: af.AirFareState = app.game.state
        table = self.query_one("#standings", DataTable)
        line = lines[min(max(table.cursor_row, 0), len(lines) - 1)]
        player = state.player(line.seat)
        out = [f"{line.name}: cash {mm(line.cash)}"]
        out += [
            f"  #{c} {state.cards[c].name}: base cost {mm(af.base_cost(state.cards[c].name))}"
            for c in (*player.planes, *player.rights)
        ]
        dues = f" − owed this turn {mm(line.dues)}" if line.dues else ""  # not paid yet (Revenue Phase, settle)
        lent = f" + lent to players {mm(line.lent)}" if line.lent else ""
        borrowed = f" − owed to players {mm(line.borrowed)}" if line.borrowed else ""
        out.append(
            f"  cash {mm(line.cash)} + cards {mm(line.cards)} − bank loan {mm(line.loans)}{borrowed}{lent}{dues}"
            f" → worth {mm(line.score)}"
        )
        if line.owed_to:  # who is owed what, as the table's notes say it
            out.append("  owed to players: " + owed_players_text(line.owed_to))
        if line.dues:
            why = dues_why(af.charges_due(state, line.seat))
            out.append(f"  owed this turn {mm(line.dues)}: " + in_words(self, why))
        self.query_one("#standings-text", Static).update("\n".join(out))


def card_table(
    head: list[str], rows: list[list[str]], width: int, *, right_from: int, right_to: int | None = None
) -> list[str]:
    """A card list as lines of text: columns two spaces apart, each as wide as its widest cell, the
    amounts (columns ``right_from`` up to, not including, ``right_to``; default: to the last) aligned
    right; a last column of words folded under itself past ``width`` cells (Air Fare, Card Lists).

    The last column's heading may run past its column ("4th landing" over the amounts).
    """
    right_to = len(head) if right_to is None else right_to
    last = len(head) - 1
    widths = [max([cell_len(r[i]) for r in rows] + ([cell_len(head[i])] if i < last else [])) for i in range(last + 1)]
    indent = sum(widths[:-1]) + 2 * last

    def line(cells: list[str], heading: bool = False) -> str:
        out = [
            " " * (widths[i] - cell_len(c)) + c if right_from <= i < right_to else c + " " * (widths[i] - cell_len(c))
            for i, c in enumerate(cells[:-1])
        ]
        if last < right_to and not heading:  # an amount: right-aligned like the others
            return "  ".join([*out, " " * (widths[last] - cell_len(cells[last])) + cells[last]])
        folded = textwrap.wrap(cells[last], max(10, width - indent)) or [""]
        return "\n".join(["  ".join([*out, folded[0]]).rstrip(), *(" " * indent + more for more in folded[1:])])

    return [line(head, heading=True), *(line(r) for r in rows)]


class CardListsScreen(Screen[None]):
    """The card lists of the rulebook with the cards left in the deck (Air Fare, Card Lists)."""

    SUB_TITLE = "Card lists"

    DEFAULT_CSS = """
    CardListsScreen #cards-scroll { height: 1fr; padding: 0 1; }
    """

    BINDINGS: ClassVar[list[BindingType]] = [Binding("escape,q", "app.pop_screen", "Back", id="af_cards_back")]

    def compose(self) -> ComposeResult:
        yield Header()
        with VerticalScroll(id="cards-scroll"):
            yield PlainStatic(id="cards-text", markup=False)
        yield Footer()

    def on_mount(self) -> None:
        self.refresh_game()
        self.query_one("#cards-scroll", VerticalScroll).focus()

    def on_resize(self) -> None:
        self.refresh_game()

    def refresh_game(self) -> None:
        app = airbanker(self)
        state: af.AirFareState = app.game.state
        left = state.deck
        width = max(40, self.app.size.width - 4)  # the scroll's padding and scrollbar
        rights = [
            [r.city, str(left.get(r.city, 0)), mm(r.base), *(mm(v) for v in r.revenue)]
            for r in af.LANDING_RIGHTS.values()
        ]
        planes = [
            [p.type, str(left.get(p.type, 0)), mm(p.base), f"{p.revenue_percent:+}%", p.range, p.age]
            for p in af.PLANES.values()
        ]
        events = [[e.name, str(left.get(e.name, 0)), e.effect] for e in af.EVENTS.values()]
        lines = [f"{state.deck_left()} cards left in the deck.", ""]
        rights_lines = card_table(
            ["LANDING RIGHTS", "left", "base", "1st", "2nd", "3rd", "4th landing"], rights, width, right_from=1
        )
        planes_lines = card_table(
            ["PLANES", "left", "base", "rev", "range", "age"], planes, width, right_from=1, right_to=4
        )
        beside = max(cell_len(x) for x in rights_lines) + 4
        if beside + max(cell_len(x) for x in planes_lines) <= width:  # a wide terminal: the two lists side by side
            rights_lines += [""] * (len(planes_lines) - len(rights_lines))
            lines += [r + " " * (beside - cell_len(r)) + p for r, p in zip(rights_lines, planes_lines, strict=False)]
            lines += rights_lines[len(planes_lines) :]
        else:
            lines += [*rights_lines, "", *planes_lines]
        lines.append("")
        lines += card_table(["EVENTS", "left", "effect"], events, width, right_from=1, right_to=2)
        self.query_one("#cards-text", Static).update(Text("\n".join(lines)))
