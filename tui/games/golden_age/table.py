"""The 1930 table screen (1930: The Golden Age of Airlines) and its views: Stock Market, totals, dividends.

One screen follows the table through the turn; what it shows and the keys in its footer change
with the phase, all drawn from the ledger's view models:

* Setup — the First Round Turn Order cards (``m``) and the boards' tables (``t``).
* Stock Round (:func:`ledger.games.golden_age.stock_round_view`) — whose buy, each airline's price
  and Available Stock Pool, every player's holdings, cash and limits, and the buys the player
  may make, all before a key is pressed: ``b`` buy, ``f`` start an airline, ``x`` trade, ``p`` pass.
* Operation Phase (:func:`ledger.games.golden_age.operation_view`) — whose action, every player's
  unused tokens and actions left: ``o`` an airline action, ``f`` Fly.
* End of Turn — ``u`` purchased action, ``n`` tech penalty, ``c`` contract, ``e`` end the turn: every
  airline's income confirmed or corrected first (the ledger's preview of the end says which prices
  fall and which airline goes bankrupt).
* Final Flight (``f``) and the final totals (:func:`ledger.games.golden_age.final_totals`).

The Stock Market (``s``), the totals (``v``) and the dividend summary (``d``) are views of
their own. No rule of the game is computed here: a refusal is the ledger's RuleViolation.
"""

from __future__ import annotations

import dataclasses
import re
from collections.abc import Callable, Iterable, Sequence
from typing import Any

from rich.cells import cell_len
from rich.text import Text
from textual import events
from textual.app import ComposeResult
from textual.binding import ActiveBinding, Binding
from textual.containers import VerticalScroll
from textual.screen import Screen
from textual.widgets import DataTable, Header, Static

from ledger.games import golden_age as ga
from ledger.journal import RuleViolation
from ledger.prose import listed
from ledger.text import shown
from tui.base.dialogs import ChoiceScreen
from tui.base.footer import Footer
from tui.base.table_screen import GameTableScreen, book_bindings, journal_binding
from tui.base.widgets import ConfirmScreen, PlainStatic, RowTable, airbanker, money, outright_refusal, plain, preview
from tui.base.words import error_text, in_words, refusal_text

__all__ = ["GoldenAgeScreen", "MarketScreen", "TotalsScreen", "DividendsScreen", "TablesSourceScreen"]

#: the action kind each phase key records: the key works (and shows) while the ledger lets it through
PHASE_KEYS: dict[str, str] = {
    "starting_money": "golden_age.starting_money",
    "tables": "golden_age.tables",
    "buy": "golden_age.buy",
    "found": "golden_age.found",
    "trade": "golden_age.trade",
    "pass_buy": "golden_age.pass",
    "operate": "golden_age.operate",
    "fly": "golden_age.operate",
    "income": "golden_age.income",
    "purchased_action": "golden_age.purchased_action",
    "decline_purchase": "golden_age.decline_purchase",
    "tech_penalty": "golden_age.tech_penalty",
    "contract": "golden_age.contract",
    "end_turn": "golden_age.end_turn",
    "final_flight": "golden_age.final_flight",
}


#: the terminal's width from which the table shows its wide grid (more columns, whole words: 120×36 kept the 80
#: columns' widths, "Inc." and "Act.$" beside 40 empty columns); narrower, the grid of an 80-column terminal
WIDE = 100

#: the CEO column's width, in cells, when the players' columns show seat numbers: a name cut to "Maxim…"
CEO_WIDTH = 6

#: the terminal's height from which the grid is taken not to scroll (:meth:`GoldenAgeScreen.player_width`): the app's
#: "-tall" screens
TALL = 30

#: the cells a seat's head keeps before the CEO column takes more than :data:`CEO_WIDTH` (and the CEO column's most
#: when the grid shows seat numbers): "Bartholomew…"
HEAD_ROOM = 12

#: an airline's status as the rulebook says it (the ledger's "unfounded", "founded", "bankrupt")
STATUS_WORDS = {"unfounded": "not started", "founded": "started", "bankrupt": "bankrupt"}

#: a Fly's dividend as the rulebook's CEO Choices name it (the ledger's mode: "full", "half", "none")
DIVIDEND_WORDS = {"full": "Full Dividend", "half": "Half Dividend", "none": "No Dividends"}


def step_text(state: ga.GoldenAgeState) -> str:
    """:func:`ledger.games.golden_age.next_step` without the action kinds in brackets (the keys say them)."""
    return re.sub(r"\s*\(golden_age\.[a-z_]+\)", "", ga.next_step(state))


def tracked_incomes(state: ga.GoldenAgeState) -> dict[str, int]:
    """Each airline in play with its tracked income: the End of Turn as the banker would confirm it."""
    return {a.name: a.income for a in state.airlines.values() if a.in_play}


def _fit(text: str, width: int, *, least: int = 6) -> str:
    """``text`` in ``width`` cells at most, cut with "…" where cut (a seat's column head; the legend has it whole).
    A head narrower than ``least`` cells is cut bare ("»1 M" said as much as "»1 …" would not); a name alone on a
    head's second line keeps its "…" from 4 cells ("Bar…")."""
    if cell_len(text) <= width:
        return text
    room = width - 1 if width >= least else width
    while cell_len(text) > room:
        text = text[:-1]
    return text.rstrip() + ("…" if room < width else "")


#: a head's places to break a line: after a space (dropped) or after a hyphen (kept: "Fitzgerald-" over "Ha")
_BREAKS = re.compile(r"[^\s-]*-+|[^\s-]+")


def _head_lines(text: str, width: int, most: int = 2) -> list[str]:
    """``text`` in at most ``most`` lines of ``width`` cells, broken between words or after a hyphen, never inside a
    word: a word alone wider than ``width`` is cut with "…" (:func:`_fit`), and the last line ends in "…" where the
    text goes on past it and the line has room for it (the seat legend has the text whole). A newcomer's try: "1
    Maximili" over "an Bartho…"."""
    lines: list[str] = []
    pieces = [(m.group(), m.start() > 0 and text[m.start() - 1].isspace()) for m in _BREAKS.finditer(text)]
    for piece, spaced in pieces:
        joined = lines[-1] + (" " if spaced else "") + piece if lines else piece
        if lines and cell_len(joined) <= width:
            lines[-1] = joined
        else:
            lines.append(_fit(piece, width, least=4))
    if len(lines) <= most:
        return lines
    last = lines[most - 1]
    # the text goes on: "…" after the last whole word where there is room; a word that fits is never cut for it
    return [*lines[: most - 1], last + "…" if cell_len(last) < width else last]


def _two_lines(text: str, width: int) -> str | Text:
    """``text`` on up to two lines of ``width`` cells (a seat's column head), broken between words
    (:func:`_head_lines`): one line where it fits whole. A newcomer's try at 80x24: the heads read "1 Alex…",
    "2 Bart…" with every name cut; on two lines "1" over "Alexandra" the names are whole. A narrow column too (5
    players at 80 columns): one line read "»3 Bo" for Bob and "1 Bar" for the long name, "»3" over "Bob" is whole."""
    if cell_len(text) <= width or width < 3:
        return _fit(text, width)
    lines = _head_lines(text, width)
    # each line as typed (plain: a name's own characters are never markup), the break between them ours
    return Text("\n").join(plain(line) for line in lines) if len(lines) > 1 else lines[0]


def shorter_names(text: str, names: Iterable[str], room: int) -> str:
    """``text`` with the names in it of more than one word said by fewer of their words and "…" ("Bartholomew
    Fitzwilliam…", then "Bartholomew…"), the longest names first, until it fits ``room`` cells; ``text`` as it is
    where it fits, or has no such name."""
    for name in sorted(set(names), key=cell_len, reverse=True):
        words, said = name.split(), name
        for kept in range(len(words) - 1, 0, -1):
            if cell_len(text) <= room or said not in text:
                break
            short = " ".join(words[:kept]) + "…"
            text, said = text.replace(said, short), short
    return text


#: the cells a line of a notice of two lines or more may leave blank: a word carried on to the next line whole
NOTICE_WRAP = 12


def notice_room(width: int, seq: int, lines: int = 1) -> int:
    """The cells a notice's text has on a terminal ``width`` cells wide after "Recorded #``seq`` · ": the
    notice's edge mark and a column of padding each side (:meth:`tui.app.AirbankerApp.notify`); on ``lines``
    lines, each after the first less :data:`NOTICE_WRAP` (broken between words)."""
    line = width - 3
    return line - cell_len(f"Recorded #{seq} · ") + (lines - 1) * (line - NOTICE_WRAP)


#: what ends a notice whose least useful parts are left out (:func:`recorded_notice`): short, the outcome's room
LEFT_OUT = " …"

#: a Fly's payouts in the ledger's words: "$4 per token: Bob $8, Cy $4" (:func:`recorded_notice` sums them)
_PAYOUTS = re.compile(r"(\$\d+ per token): ((?:[^;:]+? \$\d+)(?:, [^;:]+? \$\d+)*)(?=;|$)")

#: the last CEO's decline of a purchased action in the ledger's words (:func:`recorded_notice` says its end first)
_LAST_DECLINE = re.compile(r"^(.+) declines a purchased action; no more purchased actions this turn$")

#: a Stock token released at an income mark in the ledger's words (:func:`recorded_notice` says it shorter)
_RELEASED = re.compile(r"one more (.+?) Stock token in the Available Stock Pool \(income \d+\)")

#: a price move on the Stock Market in the ledger's words: "Blue $8 → $9 (Available Stock Pool empty)"
_PRICE_MOVE = re.compile(r"^(\S+) \$(\d+) → \$(\d+)(?: \([^()]*\))?$")

#: the parts of an outcome kept longest (:func:`recorded_notice`): a Stock token released at an income mark, what a
#: Fly paid, a contract moved or a Research did, any other price move, a Hub gained, then income; any other part (a
#: CEO's choice, the level, "Operation Phase over") goes first
_KEPT_PARTS = (
    # a Stock token released at an income mark (a Fly's too): kept first, said nowhere else on screen at once (a
    # newcomer's try found it in the journal only)
    re.compile(r"Stock token (?:in the Available Stock Pool|to the Pool)"),
    re.compile(r"per token|^pays \$|\(contract\)$|Tech \d|by Research\)$"),
    # a price move the banker makes on the board (a newcomer's try at 80x24: "Cal passes; Normal Stock Round over;
    # Blue $8 → $9 …", the other price moves at the end of the Stock Round in the journal only)
    _PRICE_MOVE,
    re.compile(r"gains a Hub"),
    re.compile(r"^income \$"),
)

#: the parts :func:`recorded_notice` leaves out before it says a name shorter: a Hub gained, income, any other part
_BEFORE_NAMES = 3


def _left_out(text: str, room: int, least: int) -> str | None:
    """``text`` (a head, then parts after "; ") with its least useful parts left out and :data:`LEFT_OUT` after it,
    the last first among equals, until it fits ``room`` cells, or ``None``: it does not fit without a part ranked
    below ``least`` in :data:`_KEPT_PARTS` (0: leave out any part; the head is always kept)."""
    head, *rest = text.split("; ")
    joined = _moves_joined(rest)
    parts, rank = [part for part, _rank in joined], [rank for _part, rank in joined]
    order = sorted(range(len(parts)), key=lambda i: (-rank[i], -i))  # the least useful first, the last first
    kept = set(range(len(parts)))
    for dropped in order:
        if rank[dropped] < least:
            return None
        kept.discard(dropped)
        said = "; ".join([head] + [parts[i] for i in sorted(kept)]) + LEFT_OUT
        if cell_len(said) <= room:
            return said
    return None


def _moves_joined(parts: Sequence[str]) -> list[tuple[str, int]]:
    """The parts of an outcome, each with its rank in :data:`_KEPT_PARTS`, each price move said without its reason
    ("Orange $2 → $3", not "(contract)": the first part says why) and an airline's moves one after another as one,
    ranked as the higher of them ("Pink $3 → $4; Pink $4 → $5" → "Pink $3 → $5": the box its token goes to)."""
    out: list[tuple[str, int]] = []
    for part in parts:
        rank = next((n for n, kept in enumerate(_KEPT_PARTS) if kept.search(part)), len(_KEPT_PARTS))
        move = _PRICE_MOVE.match(part)
        last = _PRICE_MOVE.match(out[-1][0]) if out and move else None
        if move and last and last.group(1) == move.group(1) and last.group(3) == move.group(2):
            out[-1] = (f"{move.group(1)} ${last.group(2)} → ${move.group(3)}", min(rank, out[-1][1]))
        elif move:
            out.append((f"{move.group(1)} ${move.group(2)} → ${move.group(3)}", rank))
        else:
            out.append((part, rank))
    return out


def _own_airline_unsaid(text: str) -> str:
    """The marks an action's own airline reached said without its name, the first part naming it ("Neal uses Blue:
    Expand; Stock token to the Pool; gains a Hub"), another airline's as they are."""
    head = text.split("; ", 1)[0]
    own = re.search(r" uses (\S+): | for (\S+): ", head)
    if own is None:
        return text
    airline = re.escape(own.group(1) or own.group(2))
    return re.sub(rf"(?<=; ){airline} (Stock token to the Pool|gains a Hub)(?=;|$)", r"\1", text)


def _first_word_cut(text: str, names: Iterable[str], most: int = 6) -> str:
    """``text`` with each name in it wider than ``most`` cells said by its first letters and "…" ("Barth…"), as a
    name said shorter by :func:`shorter_names` ("Bartholomew…") is too."""
    for name in sorted(set(names), key=cell_len, reverse=True):
        if cell_len(name) <= most:
            continue
        short = name[: most - 1].rstrip() + "…"
        said = [name] + [" ".join(name.split()[:kept]) + "…" for kept in range(len(name.split()) - 1, 0, -1)]
        for form in said:
            text = text.replace(form, short)
    return text


def _summed_payouts(text: str) -> str:
    """A Fly's payouts summed: "$4 per token: Bob $8, Cy $4" → "pays $12 to 2 holders"."""

    def summed(match: re.Match[str]) -> str:
        amounts = [int(a) for a in re.findall(r" \$(\d+)(?=,|$)", match.group(2))]
        holders = len(amounts)
        return f"pays ${sum(amounts)} to {holders} holder{'s' if holders != 1 else ''}"

    return _PAYOUTS.sub(summed, text)


def recorded_notice(text: str, names: Iterable[str], room: int) -> str | None:
    """The Recorded notice's text (the outcome in words, ``text``) said shorter where it is wider than ``room``
    cells, or ``None``: ``text`` as it is. The words that matter first: who did what to which airline (the first
    part, always kept), the marks its income reached (a Stock token released, a Hub), what a Fly paid or a contract
    moved, the names whole. Step by step until it fits: said otherwise with nothing left out (the round dropped, the
    table shows it; a Stock token released at an income mark as "Blue Stock token to the Pool"; the last decline of a
    purchased action by its end first, "No more purchased actions this turn: Konst… declined"; the First Round Turn
    Order as "Turn order" without its closing remark); then income and the parts less useful (a CEO's choice, the
    level) left out with :data:`LEFT_OUT`; then a Fly's payouts summed ("pays $12 to 3 holders"), long names by
    fewer of their words (:func:`shorter_names`), by their first letters ("Barth…"); then any last part left out.
    The ledger's stored summary is never changed. Newcomers' tries at 80x24: "Recorded #44 · Bartholomew… awards a
    $3 contract to … (all in the journal)"; "Recorded #19 · Round 2: Quent… uses Blue: Expand …"."""
    names = list(names)
    if cell_len(text) <= room:
        return None
    # said otherwise, nothing left out: the round (the table shows it), a mark's income
    rewordings: list[Callable[[str], str]] = [
        # the last CEO's decline: the step that ends first (a newcomer's try at 80x24: "Konst… declines a
        # purchased action …", the end of the purchased actions left out)
        lambda t: _LAST_DECLINE.sub(r"No more purchased actions this turn: \1 declined", t),
        lambda t: re.sub(r"^Round \d+: ", "", t),
        # a Stock token released at an income mark, said shorter: "Blue Stock token to the Pool"
        lambda t: _RELEASED.sub(r"\1 Stock token to the Pool", t),
        lambda t: re.sub(r"(gains a Hub) \(income \d+\)", r"\1", t),
        _own_airline_unsaid,
        # the cards' order without its closing remark (their provenance)
        lambda t: re.sub(r"^First Round Turn Order: (.*?)(?: \([^()]*\))?$", r"Turn order: \1", t),
        # a decline with the next CEO named: "declines" alone, so the next CEO is kept
        lambda t: re.sub(r" declines a purchased action(?=; next: )", " declines", t),
    ]
    shorter = text
    for step in rewordings:
        shorter = step(shorter)
        if cell_len(shorter) <= room:
            return shorter
    # the names whole while income or a part less useful can go (a newcomer's try at 80x24: "Round 2: Quent… uses
    # Blue: Expand …", the name cut and the Stock token the Expand released left out)
    said = _left_out(shorter, room, _BEFORE_NAMES)
    if said is not None:
        return said
    # a Fly's dividends in short ("pays $12 to 2 holders") before a name is cut, then the names shorter
    for step in (
        _summed_payouts,
        lambda t: shorter_names(t, names, room),
        lambda t: _first_word_cut(t, names),
    ):
        shorter = step(shorter)
        if cell_len(shorter) <= room:
            return shorter
        said = _left_out(shorter, room, _BEFORE_NAMES)
        if said is not None:
            return said
    return _left_out(shorter, room, 0) or shorter


def fitted_notice(text: str, names: Iterable[str], width: int, seq: int, lead: str = "") -> tuple[str | None, int]:
    """The Recorded notice of a 1930 action ``seq`` (its outcome in words, ``text``, after ``lead`` said whole: "Redo
    #21: ") on a terminal ``width`` cells wide, and the lines it takes: one where :func:`recorded_notice` says it
    there with nothing left out nor any name shorter, else two, the board's moves kept first (a newcomer's try at
    80x24: "Cal passes; Normal Stock Round over; Blue $8 → $9 …", the other price moves in the journal only). The
    notice ``None``: ``lead`` and ``text`` as they are."""
    names = list(names)
    said, lines = recorded_notice(text, names, notice_room(width, seq) - cell_len(lead)), 1
    if said is not None and "…" in said and "…" not in text:
        said, lines = recorded_notice(text, names, notice_room(width, seq, 2) - cell_len(lead)), 2
    return (None if said is None else lead + said), lines


#: the End of Turn grid's Bought row, by :func:`ledger.games.golden_age.purchase_status`
BOUGHT_WORDS: dict[str, str] = {
    "bought": "yes",
    "declined": "no",
    "next": "next",
    "later": "later",
    "passed_over": "skip",
    "no_airline": "—",
}


#: the yes of the question before a purchased action is declined (End of Turn, step 1), wherever it is reached
DECLINE_YES = "Decline"


def decline_question(state: ga.GoldenAgeState, seat: int) -> str:
    """The question before the CEO in ``seat`` declines the purchased action (End of Turn, step 1), by the Decline key
    or the purchased action form's Decline: what it asks first (who declines the purchased action for which airline),
    then what declining does. A newcomer's try: "Neal declines: no purchased action this turn?" said neither what y
    answers nor that nothing but the decline is recorded."""
    name = state.player(seat).name
    # the airlines the ledger lets this CEO buy an action for (as the form offers them), not every one he leads
    may = list(ga.action_choices(state, seat, purchased=True))
    airlines = f" for {listed(may, 'or')}" if may else ""
    return (
        f"Does {name} decline the purchased action{airlines}?\n"
        f"{name} buys no extra action this turn (End of Turn, step 1) and pays nothing; nothing else is recorded."
    )


def record_question(question: str, yes: str, summary: str) -> ConfirmScreen:
    """The question asked before an action is recorded by a key of the table (a pass, a decline; the purchased action
    form's Decline asks as the key does): ``question``, answered ``yes`` (y or Enter) or no (n or Esc), with what will
    be recorded under it (the ledger's ``summary``)."""
    return ConfirmScreen(question, yes, detail=f"Will record: {summary}.")


class GoldenAgeScreen(GameTableScreen[ga.GoldenAgeState]):
    """The 1930 table now: turn, phase, First Player, whose move, airlines and holdings (ledger views)."""

    DEFAULT_CSS = """
    GoldenAgeScreen #where { text-style: bold; height: auto; max-height: 2; }
    GoldenAgeScreen #next { height: auto; max-height: 2; text-style: bold; background: $boost; }
    GoldenAgeScreen #grid { height: 1fr; min-height: 6; overflow-x: auto; }
    GoldenAgeScreen #detail { height: auto; }
    GoldenAgeScreen #notes { height: auto; color: $text-muted; }
    GoldenAgeScreen #more { color: $text-muted; height: auto; max-height: 3; }  /* 3 with "p Decline" */
    """

    # Short descriptions for the footer at 80 columns; the tooltip says it in full.
    BINDINGS = [
        Binding("escape", "app.pop_screen", "Games", id="ga_back_to_games", tooltip="Back to the list of games"),
        Binding(
            "m",
            "starting_money",
            "Cards",
            id="ga_starting_money",
            tooltip="Deal the First Round Turn Order cards: each player's card and money (Setup)",
        ),
        Binding(
            "t",
            "tables",
            "Tables",
            id="ga_tables",
            show=False,
            tooltip="Enter (or correct) the Stock Market track and the Dividend Level table (Setup)",
        ),
        Binding("b", "buy", "Buy", id="ga_buy", tooltip="Buy one Stock token (Stock Round)"),
        Binding(
            "f",
            "found",
            "Start",
            id="ga_found",
            tooltip="Start an airline at an Initial Stock Price of $3-$7 (Stock Round)",
        ),
        Binding(
            "x", "trade", "Trade", id="ga_trade", tooltip="Trade a token at the 10-token limit (Normal Stock Round)"
        ),
        Binding("p", "pass_buy", "Pass", id="ga_pass", tooltip="Pass: no more buys this round (Stock Round)"),
        Binding(
            "o",
            "operate",
            "Action",
            id="ga_operate",
            tooltip="An airline action with an unused Stock token (Operation Phase)",
        ),
        Binding("f", "fly", "Fly", id="ga_fly", tooltip="Fly: income, CEO's choice, dividends (Operation Phase)"),
        Binding(
            "u",
            "purchased_action",
            "Buy act.",
            id="ga_purchased_action",
            tooltip="A CEO buys one action at the action cost (End of Turn, step 1)",
        ),
        Binding(
            "p",
            "decline_purchase",
            "Decline",
            id="ga_decline_purchase",
            # in the footer while the Next line names it (:attr:`active_bindings`): n and c go to More: then
            tooltip="The CEO whose choice it is buys no action this turn (End of Turn, step 1)",
        ),
        Binding(
            "n",
            "tech_penalty",
            "Penalty",
            id="ga_tech_penalty",
            tooltip="Tech penalty: cities more than one colour below (End of Turn, step 3)",
        ),
        Binding("c", "contract", "Contract", id="ga_contract", tooltip="A Contract card $1-$5 (End of Turn, step 4)"),
        Binding("e", "end_turn", "End turn", id="ga_end_turn", tooltip="End the turn (End of Turn, steps 5-6)"),
        Binding(
            "f",
            "final_flight",
            "Final Flight",
            id="ga_final_flight",
            tooltip="The Final Flight: every airline pays Full Dividends",
        ),
        Binding("s", "market", "Market", id="ga_market", tooltip="The Stock Market: every box and its airlines"),
        Binding(
            "v", "totals", "Totals", id="ga_totals", show=False, tooltip="Totals: cash + Stock tokens at market value"
        ),
        journal_binding("ga_journal"),
        Binding(
            "i",
            "income",
            "Income",
            id="ga_income",
            show=False,
            tooltip="An airline's income as the Income Track shows it",
        ),
        Binding(
            "d",
            "dividends",
            "Dividend summary",
            id="ga_dividends",
            show=False,
            tooltip="Every Fly so far and what it paid to whom",
        ),
        *book_bindings(
            "ga", "Print dividend summary", "Print the dividend summary, the totals and the end-of-game audit to PDF"
        ),
    ]

    PARTS = ("where", "next", "grid", "detail", "notes")
    PHASE_KEYS = PHASE_KEYS
    PROBES = {"golden_age.starting_money": {"cards": []}}
    #: the forms that fill themselves from an action undone (kind -> the action opening the form)
    REFILL = {
        "golden_age.starting_money": "starting_money",
        "golden_age.buy": "buy",
        "golden_age.found": "found",
        "golden_age.trade": "trade",
        "golden_age.operate": "operate",
        "golden_age.purchased_action": "purchased_action",
        "golden_age.tech_penalty": "tech_penalty",
        "golden_age.contract": "contract",
        "golden_age.income": "income",
        "golden_age.end_turn": "end_turn",
        "golden_age.final_flight": "final_flight",
        "golden_age.pass": "pass_buy",
        "golden_age.decline_purchase": "decline_purchase",
    }
    #: a pass and a decline are a question each, not a form: undone, the question is asked again
    ASK_AGAIN = frozenset({"golden_age.pass", "golden_age.decline_purchase"})

    def spare_rows(self) -> list[int]:
        """The grid's rows below its last row, drawn blank (the grid takes what the other parts leave): a notice goes
        there, not over the table's last line of text above the "More:" keys (at 80x24 the legend, "researched this
        turn. Inc.: income.", was covered for the notice's seconds)."""
        if not self.is_attached or not self.query("#grid"):
            return []
        grid = self.query_one("#grid", DataTable)
        if not grid.display or grid.scroll_y:
            return []
        area = grid.scrollable_content_region
        return list(range(area.y + grid.virtual_size.height, area.bottom))

    def footer_moves(self) -> tuple[frozenset[str], frozenset[str]]:
        """The End of Turn's phase keys (actions) the footer shows though their binding does not, and those it leaves
        to the More line though their binding shows them: the footer shows the keys the Next line names
        (:func:`ledger.games.golden_age.next_kinds`), the others that work go to More. A newcomer's try at 80x24:
        the Next line read "(u Buy act. · p Decline · e End turn)" and the footer had no room for ``p Decline``
        beside ``c Contract``, a later step's key. Both empty outside the End of Turn."""
        try:
            state = self.state
        except Exception:  # noqa: BLE001 - no game open (yet)
            return frozenset(), frozenset()
        if state.phase != "end_of_turn":
            return frozenset(), frozenset()
        named = set(ga.next_kinds(state))
        steps = {"purchased_action", "decline_purchase", "tech_penalty", "contract", "end_turn"}
        shown = frozenset(a for a in steps if self.PHASE_KEYS[a] in named)
        return shown, frozenset(steps - shown)

    @staticmethod
    def _as_shown(binding: Binding, moves: tuple[frozenset[str], frozenset[str]]) -> Binding:
        """``binding`` as the footer draws it now, ``moves`` being :meth:`footer_moves`."""
        shown, hidden = moves
        if binding.action in shown and not binding.show:
            return dataclasses.replace(binding, show=True)
        if binding.action in hidden and binding.show:
            return dataclasses.replace(binding, show=False)
        return binding

    @property
    def active_bindings(self) -> dict[str, ActiveBinding]:
        """Textual's active bindings, each shown in the footer as :meth:`footer_moves` says; the keys themselves are
        the class's (:attr:`BINDINGS`)."""
        active = super().active_bindings
        moves = self.footer_moves()
        if not any(moves):
            return active
        for key, bound in active.items():
            if bound.node is self:
                active[key] = bound._replace(binding=self._as_shown(bound.binding, moves))
        # in the order of :attr:`BINDINGS` (a key bound first for another phase, p for Pass, came before u), the
        # app's own keys (f1 Help) after
        order = {b.action: i for i, b in reversed(list(enumerate(self.BINDINGS))) if isinstance(b, Binding)}
        last = len(order)
        return dict(
            sorted(
                active.items(),
                key=lambda item: order.get(item[1].binding.action, last) if item[1].node is self else last + 1,
            )
        )

    def shown_binding(self, binding: Binding) -> Binding:
        """``binding`` as the footer and the More line show it now (:meth:`footer_moves`): the End of Turn's keys the
        Next line names in the footer, the others that work on the More line."""
        return self._as_shown(binding, self.footer_moves())

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        """A phase key while the ledger lets its kind through; Fly only while the player whose action it is
        has an airline that may Fly (:func:`ledger.games.golden_age.action_choices`); Buy, Start and Trade
        only while the player whose buy it is has one of them to make."""
        allowed = super().check_action(action, parameters)
        if action == "fly" and allowed:
            try:
                state = self.state
                return any("fly" in acts for acts in ga.action_choices(state, ga.operation_next(state)).values())
            except Exception:  # noqa: BLE001 - no game open (yet)
                return False
        if allowed and action in self.NOTHING_TO_TAKE:
            return self.nothing_to_take(action) is None
        return allowed

    #: the keys the ledger lets through that may still have nothing to take now (:meth:`nothing_to_take`)
    NOTHING_TO_TAKE = ("buy", "found", "trade", "tech_penalty")

    def nothing_to_take(self, action: str) -> str | None:
        """Why ``action`` (its kind let through by the ledger) has nothing to take now, in the table's words,
        or ``None`` when it has: no Stock token the player whose buy it is may buy, start or trade for
        (:func:`ledger.games.golden_age.legal_buys`); or no airline left to count a tech penalty for
        (:func:`ledger.games.golden_age.tech_penalties_to_count`: a newcomer's try, n opened an empty form saying
        "No airline is left to count")."""
        try:
            state = self.state
        except Exception:  # noqa: BLE001 - no game open (yet)
            return None
        if action == "tech_penalty":
            if ga.tech_penalties_to_count(state):
                return None
            return (
                "No airline is left to count a tech penalty for: each is at White or Yellow, or recorded "
                "(1930, End of Turn - Clean Up 3)."
            )
        view = ga.stock_round_view(state)
        if not view.to_act:
            return None
        if any(o.action == action for o in view.options):
            return None
        name = view.to_act_name
        if action == "trade":  # below the 10-token limit the ledger refuses the kind itself
            return f"{name} has no Stock token to trade for now (1930, Normal Stock Rounds, Buy)."
        if action == "buy":
            why = no_buy_text(view)
            return (
                f"{name} may buy no Stock token of a started airline now: {why}."
                if why
                else (f"{name} may buy no Stock token of a started airline now: none is started.")
            )
        return f"{name} may start no airline now (none unstarted, or not affordable at $3)."

    def on_key(self, event: events.Key) -> None:
        """The Fly key when nothing may Fly now: say why (the airlines of the player whose action it is
        have all flown this turn), not the refusal of another phase's key on the same letter; so too a
        Buy, Start or Trade key with nothing to take (:meth:`nothing_to_take`)."""
        for binding in self.BINDINGS:
            if not isinstance(binding, Binding) or binding.action not in self.NOTHING_TO_TAKE:
                continue
            if event.key in self.app_keys(binding) and super().check_action(binding.action, ()):
                why = self.nothing_to_take(binding.action)
                if why is not None:
                    now = self.next_keys(ga.next_kinds(self.state), named=True).strip(" ()")
                    self.not_now(f"{why} Now: {now}." if now else why, 6)
                    event.stop()
                    event.prevent_default()
                    return
        fly = next((b for b in self.BINDINGS if isinstance(b, Binding) and b.action == "fly"), None)
        if fly is None or event.key not in self.app_keys(fly) or self.state.phase != "operation":
            return
        if self.check_action("fly", ()) or not self.check_action("operate", ()):
            return
        seat = ga.operation_next(self.state)
        name = self.state.player(seat).name if seat else "the player"
        self.not_now(
            f"Every airline {name} holds an unused Stock token of has flown this turn: no Fly now "
            "(1930, Operation Phase, Fly: once a turn); o for another action.",
            6,
        )
        event.stop()
        event.prevent_default()  # the frame's handler would name another phase's key on this letter

    def on_mount(self) -> None:
        self.refresh_game()
        self.query_one("#grid", DataTable).focus()

    # -- drawing -----------------------------------------------------------------------------
    def refresh_game(self) -> None:
        """Redraw everything from the ledger (called after every recorded action)."""
        try:
            state = self.state
            position = self.game.position()
        except Exception as error:  # noqa: BLE001 - a message, never a traceback
            self.query_one("#next", Static).update(f"Cannot read the game: {error_text(self, error)}")
            return
        self.sub_title = f"1930 · {shown(self.game.setup.title)}" if self.game.setup.title else "1930"
        first = state.player(state.first_player).name if state.money_dealt else "—"
        tables = {"illustrative": " · ILLUSTRATIVE tables", "": " · tables not entered"}.get(
            state.tables_provenance, ""
        )
        self._where = f"{position} · First Player: {first}{tables}"
        self.query_one("#where", Static).update(self._where)
        self._next = self.next_line(state)
        self.query_one("#next", Static).update(self._next)
        drawers: dict[str, Callable[[ga.GoldenAgeState], tuple[str, str]]] = {
            "setup": self.draw_setup,
            "first_stock": self.draw_stock,
            "stock": self.draw_stock,
            "operation": self.draw_operation,
            "end_of_turn": self.draw_end_of_turn,
            "final_flight": self.draw_final,
            "over": self.draw_final,
        }
        self._seat_numbers = False
        self._marked = 0  # the phase's drawer marks whose move it is, if anyone's (_player_columns)
        detail, notes = drawers.get(state.phase, self.draw_final)(state)
        legend = self.seat_legend()
        self.query_one("#detail", Static).update(f"{legend}\n{detail}" if legend else detail)
        # where the tables come from is on the #where line already ("ILLUSTRATIVE tables", "tables not
        # entered"): the ledger's longer remark only where the phase has no notes (80×24 shows two lines)
        if not notes and state.phase != "setup":
            notes = in_words(self, " ".join(ga.table_notes(state)))
        self.query_one("#notes", Static).update(notes)
        self.sync_keys()

    def next_line(self, state: ga.GoldenAgeState) -> str:
        """The Next line: the next step (:func:`step_text`) and its keys, in the two lines it has. A long step is
        said shorter until it fits: "purchased actions: Zoë (then …)" (the names are in turn order), then
        without the incomes to confirm (the End of Turn form marks them "not typed this turn: check it"), then
        without ", then end the turn" after the CEOs who buy after the first ("(then Zoë, Carla, Neal)"), then
        without its "Turn 2, " (the line above says the turn), and only then without those CEOs. A new user's try
        at 80×24: the End of Turn's line ended "(u Buy act. · p", its keys cut off; on two lines the keys go whole
        on the second. In the Stock Rounds and the Operation Phase the players after ("Neal (then Chuck, Zoë)") are
        said on one line, or not at all."""
        keys = self.step_keys(state)
        step = in_words(self, step_text(state))
        room = max(20, self.app.size.width)
        # the turn goes last: a newcomer's try read "Next: End of Turn: …" after undoing an End of Turn and
        # missed "Turn 4," (the line above says it, but the Next line is read alone)
        # the CEOs still to be asked go last of all (a newcomer's try at End of Turn 2, five CEOs: "purchased
        # actions: Dominique, then end the turn", the four after her left out): ", then end the turn" goes before
        # them (the keys say "e End turn"), and the turn too
        shorter = [
            step,
            step := step.replace("purchased actions in turn order: ", "purchased actions: "),  # the names are
            step := re.sub(r" \(confirm the incomes: [^()]*\)", "", step),
            step := re.sub(r"(\(then [^()]*\)), then end the turn$", r"\1", step),
            no_turn := re.sub(r"^Turn \d+, ", "", step),
            re.sub(r" \(then [^()]*\)", "", no_turn),
        ]
        # on one line with a long name said shorter ("Bartholomew…"; the line above and the seat legend say it
        # whole): a newcomer's try at 80x24, the long name's turn, the Next line on two lines took the grid's row
        # for its heads' second line, and the turn's head read "»1 Ba…" on one line
        names = [p.name for p in state.players]
        hint = self.incomes_hint(state, names, room)
        if hint:
            # the step on the first line, the incomes to type on the second (a newcomer's try: after an Upgrade
            # nothing on the table said the other airlines' incomes were still to type); where no step fits with its
            # keys, without them (the footer shows them): a newcomer's try, an Upgrade the Operation Phase's last
            # action, the End of Turn's step took both lines and the incomes went out of sight
            for line in [f"Next: {text}{keys}" for text in shorter] + [f"Next: {text}" for text in shorter]:
                one = shorter_names(line, names, room - 1)
                if len(Text(one).wrap(self.app.console, room)) == 1:
                    break
            else:  # none fits: the shortest cut to the line ("…"), the incomes kept on the second (a review)
                one = _fit(one, room - 1)
            return f"{one}\n{hint}"
        if state.phase in ("first_stock", "stock", "operation"):
            # the players after the one named on one line, without "Turn 2, " (the line above says it) and "buys or
            # passes" (the keys say it) where need be, else left out: a second line there takes a row of the grid
            # (newcomers' tries at 80x24: the ninth airline of a five-player Stock Round went out of sight under the
            # players' rows)
            for text in (step, no_turn, no_turn.replace(" buys or passes (then", " (then")):
                one = shorter_names(f"Next: {text}{keys}", names, room - 1)
                if len(Text(one).wrap(self.app.console, room)) == 1:
                    return one
            step, *shorter = (re.sub(r" \(then [^()]*\)", "", text) for text in (step, *shorter))
        one = shorter_names(f"Next: {step}{keys}", names, room - 1)
        if one != f"Next: {step}{keys}" and len(Text(one).wrap(self.app.console, room)) == 1:
            return one
        for text in shorter:
            line = f"Next: {text}{keys}"
            lines = len(Text(line).wrap(self.app.console, room))
            if lines == 2 and cell_len(f"Next: {text}") < room and cell_len(keys) <= room:
                # the keys whole on the second line, not cut between them (a newcomer's try, the Stock Round's
                # line naming the players after: "... (then Carla, Chuck) (b Buy" and "· p Pass)" below)
                return f"Next: {text}\n{keys.strip()}"
            if lines <= 2:
                return line
        return line

    def incomes_hint(self, state: ga.GoldenAgeState, names: Sequence[str], room: int) -> str:
        """The other airlines' incomes still to type after an Upgrade, Open or Relocate
        (:func:`ledger.games.golden_age.incomes_after`), with the Income form's key, in ``room`` cells: "Other
        airlines' incomes after Carla's Upgrade of Orange: i types each that changed", the airline left out, then
        long names said shorter, where it is too long; "" when none are owed."""
        said = ga.incomes_after(state, self.game.effective_actions())
        if not said:
            return ""
        income = next(b for b in self.BINDINGS if isinstance(b, Binding) and b.action == "income")
        text = f"{said}: {self.key_of(income)} types each that changed"
        if cell_len(text) > room:
            text = re.sub(r" of [^:]+:", ":", text)
        return shorter_names(text, names, room)

    def step_keys(self, state: ga.GoldenAgeState) -> str:
        """The keys for the next step (:func:`ledger.games.golden_age.next_kinds`), e.g. " (b Buy · p Pass)";
        the totals' key once the game is over."""
        if state.phase == "over":
            key = next(self.key_of(b) for b in self.BINDINGS if isinstance(b, Binding) and b.action == "totals")
            return f" ({key}: totals)"
        # each key with its name, one alone too: "Next: ... Chuck (f)" left a new user guessing what f does
        return self.next_keys(ga.next_kinds(state), named=True)

    def _grid(self, columns: Sequence[tuple[str | Text, int]]) -> DataTable[Any]:
        table: DataTable[Any] = self.query_one("#grid", DataTable)
        self._cursor = table.cursor_row
        table.clear(columns=True)
        table.fixed_rows = 0  # the End of Turn pins its players' rows (draw_end_of_turn)
        # a seat's head on two lines (_two_lines) takes a second line of heads, only then
        table.header_height = 2 if any(isinstance(label, Text) for label, _width in columns) else 1
        for label, width in columns:
            # a column may be a player's name: as typed (a head on two lines is made of plain lines already)
            table.add_column(label if isinstance(label, Text) else plain(label), width=width)
        return table

    def _restore_cursor(self, table: DataTable[Any], first: int = 0) -> None:
        """The cursor back on the row it was on, on row ``first`` at least (the first airline's, below rows
        pinned above it); every column first made as wide as its widest cell, so that no cell is cut (the widths
        asked for are the least: "$2" was drawn for $23 under a one-letter name)."""
        for column in table.columns.values():
            column.width = max(column.width, column.content_width)
        if table.row_count:
            table.move_cursor(row=min(max(getattr(self, "_cursor", 0), first), table.row_count - 1))
        if table.header_height == 2:
            self.call_after_refresh(self._fit_heads)

    def player_width(
        self, fixed: list[tuple[str, int]], tail: list[tuple[str, int]], values: int = 0, *, marked: bool = True
    ) -> int:
        """Width of a player's column so that the grid fits the screen: a whole name with room for the "»"
        of whose move it is (``marked``; the End of Turn marks nobody: a newcomer's try at 80x24 read "2 /
        Benedikt" on two lines and "Benedi…" as CEO, where "Benedikt" fitted whole but for the "»") and every
        value of the column whole (``values``: the widest, in cells), or, when six
        long names cannot all fit, a seat number (:meth:`seat_legend` names the seats) and the CEO column narrows
        to :data:`CEO_WIDTH` cells at most (``tail[0]`` is the CEO column). A newcomer's try with players A, B, C,
        D: the columns were as wide as the name and "»", and the Cash row read "$2" for $23."""
        players = self.state.players
        ceo = max(cell_len(p.name) for p in players)
        longest = max(ceo + marked, values)

        # a vertical scrollbar's room kept where the grid may scroll; a tall terminal shows every row of 1930's grid
        # (a newcomer's try at 120x36: the CEO column read "Bartholome…" beside two empty cells)
        scrollbar = 0 if self.app.size.height >= TALL else 2

        def spare(ceo_width: int) -> int:
            widths = [w for _l, w in fixed] + [ceo_width] + [w for _l, w in tail[1:]]
            columns = len(widths) + len(players)
            return max(0, self.app.size.width - scrollbar - sum(widths) - 2 * columns) // len(players)

        self._seat_numbers = spare(max(3, ceo)) < longest
        if not self._seat_numbers:
            tail[0] = (tail[0][0], max(3, ceo))
            return longest
        # the CEO by name still, cut to a few letters ("Maxim…"): a newcomer's try read "1" there for the long name
        # and could not tell it at a glance (:meth:`ceo`); not at the cost of the heads' "…" (six players at 80
        # columns keep "1 Ale…", and the CEO's seat number)
        least = min(spare(3), 6)
        self._ceo_width = next((w for w in range(min(CEO_WIDTH, ceo), 3, -1) if spare(w) >= least), 3)
        tail[0] = (tail[0][0], self._ceo_width)
        # as wide as the room left allows, up to the widest "»N name": at 120x36 a head read "1 Maximi" with spare
        # room beside it (a newcomer's try); cut with "…" where cut (_fit)
        heads = max(cell_len(f"{'»' if marked else ''}{p.seat} {p.name}") for p in players)
        # the CEO column wider where the players' columns keep a dozen cells (a long word of a name and "…"): a
        # newcomer's try read "Barth…" there at 120 columns, the heads 13 cells wide
        keep = max(values, min(heads, HEAD_ROOM))
        wider = next((w for w in range(min(ceo, HEAD_ROOM), self._ceo_width, -1) if spare(w) >= keep), None)
        if wider is not None:
            self._ceo_width = wider
            tail[0] = (tail[0][0], wider)
        width = max(3, values, min(heads, spare(self._ceo_width)))
        # the cells the players' columns leave over to the CEO column, up to the longest name
        left = [w for w in range(self._ceo_width, ceo + 1) if spare(w) >= width]
        if left and left[-1] > self._ceo_width:
            self._ceo_width = left[-1]
            tail[0] = (tail[0][0], left[-1])
        return width

    def grid_columns(
        self,
        wide: tuple[list[tuple[str, int]], list[tuple[str, int]]],
        narrow: tuple[list[tuple[str, int]], list[tuple[str, int]]],
        values: int = 0,
        *,
        marked: bool = True,
    ) -> tuple[list[tuple[str, int]], list[tuple[str, int]], int, bool]:
        """The grid's columns before and after the players' (``tail[0]`` the CEO column), the players' width and
        whether the grid is wide: from :data:`WIDE` columns on, the ``wide`` columns (more of them, whole words)
        when they fit with every name whole; else the ``narrow`` ones, those of an 80-column terminal. ``values``:
        the widest cell of a player's column, ``marked``: whether a head may carry the "»" of whose move it is
        (:meth:`player_width`)."""
        if self.app.size.width >= WIDE:
            fixed, tail = list(wide[0]), list(wide[1])
            width = self.player_width(fixed, tail, values, marked=marked)
            if not self._seat_numbers:
                return fixed, tail, width, True
        fixed, tail = list(narrow[0]), list(narrow[1])
        return fixed, tail, self.player_width(fixed, tail, values, marked=marked), False

    def marked_seat(self) -> int:
        """The seat the grid marks ("»2 Neal": whose buy or action it is), 0 when none. The grid's rows are airlines,
        not players: Count cash starts on this player (:func:`tui.screens.journal._marked_seat`), as the forms do (a
        newcomer's try: "»5 Car" marked, and ``k`` opened on player 1)."""
        return getattr(self, "_marked", 0)

    def _player_columns(self, width: int, mark: int = 0) -> list[tuple[str | Text, int]]:
        self._marked = mark
        if not getattr(self, "_seat_numbers", False):
            return [(("»" if p.seat == mark else "") + p.name, width) for p in self.state.players]
        # the seat number, then the name on two lines where one is too few (the seat legend names each seat whole);
        # each head on one line kept, for a grid with no room for a second line of heads (_fit_heads)
        heads = [f"{'»' if p.seat == mark else ''}{p.seat} {p.name}" for p in self.state.players]
        columns: list[tuple[str | Text, int]] = [(_two_lines(head, width), width) for head in heads]
        # one layout for all: where a head takes two lines, every head does, its seat over its name (a newcomer's try
        # at 80x24: "»1" over "Ottilie" beside "2 Pranav" on one line)
        if width >= 3 and any(isinstance(label, Text) for label, _w in columns):
            columns = [
                (label, w)
                if isinstance(label, Text)
                else (
                    Text("\n").join(
                        [plain(_fit(head.split(" ", 1)[0], width)), plain(_fit(head.split(" ", 1)[1], width, least=4))]
                    ),
                    w,
                )
                for head, (label, w) in zip(heads, columns, strict=True)
            ]
        self._one_line_heads = {
            label.plain: _fit(head, width)
            for head, (label, _w) in zip(heads, columns, strict=True)
            if isinstance(label, Text)
        }
        return columns

    #: the CEO column's width when the grid shows seat numbers (:meth:`player_width`)
    _ceo_width: int = CEO_WIDTH

    #: each seat's head on two lines (its text) with the same head on one line, cut where cut (:meth:`_fit_heads`)
    _one_line_heads: dict[str, str] = {}

    def _fit_heads(self) -> None:
        """The seats' heads back on one line when the grid has no room for a second line of heads: its rows would
        scroll (a 5-player Stock Round at 80x24 shows its 9 airlines and pinned rows with one line of heads)."""
        table: DataTable[Any] = self.query_one("#grid", DataTable)
        if table.header_height == 1 or not table.size.height or table.virtual_size.height <= table.size.height:
            return
        # one line of heads where it stops the scrolling only: a newcomer's try at 80x24 (the long name's turn, the
        # Next line on two lines) read "»1 Ba…" on one line, and the grid scrolled still
        if table.virtual_size.height - 1 > table.size.height:
            return
        for column in table.columns.values():
            one = self._one_line_heads.get(column.label.plain)
            if one is not None:
                column.label = plain(one)
        table.header_height = 1
        table.refresh()

    def ceo(self, seat: int) -> str:
        """The CEO column's cell: the player's name, cut with "…" to the column (:data:`CEO_WIDTH` cells at most)
        when the grid shows seat numbers, or their seat number where the column has only 3 cells for it."""
        if not seat:
            return ""
        name = self.state.player(seat).name
        if not getattr(self, "_seat_numbers", False):
            return name
        width = self._ceo_width
        if cell_len(name) > width >= HEAD_ROOM:
            return _head_lines(name, width, most=1)[0]  # "Bartholomew…", not "Bartholomew Fi…"
        if width > 3 or all(cell_len(p.name) <= width for p in self.state.players):
            return _fit(name, width, least=4)  # "Bart…" in 5 cells, not "Barth" (a newcomer's try)
        # names in three cells would be cut bare ("Ale"): every CEO by seat number, as the players' heads begin
        return str(seat)

    def seat_legend(self) -> str:
        """``"1 Alexandra · 2 Beatrice · …"`` (the seats) when the grid's columns show seat numbers, else ``""``."""
        if not getattr(self, "_seat_numbers", False):
            return ""
        return " · ".join(f"{p.seat} {p.name}" for p in self.state.players)

    def draw_setup(self, state: ga.GoldenAgeState) -> tuple[str, str]:
        view = ga.stock_round_view(state)
        table = self._grid([("Airline", 8), ("Pool", 5), ("Later", 5), ("Status", 12)])
        for a in view.airlines:
            status = STATUS_WORDS.get(a.status, a.status)
            table.add_row(plain(a.name), str(a.pool), str(a.unreleased), plain(status), key=f"airline:{a.name}")
        self._restore_cursor(table)
        dealt = "dealt" if state.money_dealt else "not dealt yet"
        tables = f"entered ({state.tables_provenance})" if state.track else "not entered yet"
        detail = (
            f"{len(state.players)} players: {', '.join(p.name for p in state.players)}. "
            f"{len(view.airlines)} airlines, {state.setup_row.tokens_start} Stock tokens each in the "
            f"Available Stock Pool; {state.setup_row.tokens_total} each in all, the rest released at income "
            "marks.\n"
            f"First Round Turn Order cards: {dealt}. Stock Market and Dividend Level tables: {tables}."
        )
        # the detail says whether the tables are entered: the ledger's remark only for what it adds
        # (illustrative, unlike the rulebook's examples), not "not entered yet" a second time
        return detail, in_words(self, " ".join(ga.table_notes(state))) if state.track else ""

    def draw_stock(self, state: ga.GoldenAgeState) -> tuple[str, str]:
        view = ga.stock_round_view(state)
        normal = state.phase == "stock"
        longest = max((cell_len(a.name) for a in view.airlines), default=6)
        values = [money(p.cash) for p in view.players] + [str(p.tokens) for p in view.players]
        values += [str(n) for a in view.airlines for _seat, n in a.holders] + (["yes"] if normal else [])
        fixed, tail, width, wide = self.grid_columns(
            (
                [("Airline", max(10, longest + 1)), ("Price", 8), ("Income", 6), ("Tech", 8), ("Pool", 12)],
                [("CEO", 5)] + ([("This round", 10)] if normal else []),
            ),
            # the Airline and Pool columns as wide as their heads ("Yellow", "0 +3"): the CEO column keeps room for
            # names ("Bart…") beside the Round column (a newcomer's try at 80x24, 5 players: seat numbers there, read
            # as one more token count)
            ([("Airline", 7), ("Price", 5), ("Pool", 4)], [("CEO", 5)] + ([("Round", 6)] if normal else [])),
            max(cell_len(v) for v in values),
        )
        table = self._grid([*fixed, *self._player_columns(width, view.to_act), *tail])
        # the players' rows first and pinned, as at the End of Turn: with 9 airlines at 80x24 the Passed row was
        # scrolled off (a newcomer's try: nothing showed who had passed)
        blank = [""] * (len(fixed) - 1)
        table.add_row(*(plain(c) for c in ["Cash", *blank] + [money(p.cash) for p in view.players] + [""] * len(tail)))
        tokens = f"Tokens/{view.token_limit}" if wide else f"Tok/{view.token_limit}"
        table.add_row(*(plain(c) for c in [tokens, *blank] + [str(p.tokens) for p in view.players] + [""] * len(tail)))
        if normal:
            table.add_row(
                *(
                    plain(c)
                    for c in ["Passed", *blank] + ["yes" if p.passed else "" for p in view.players] + [""] * len(tail)
                )
            )
        pinned = table.row_count
        table.fixed_rows = pinned
        for a in view.airlines:
            held = dict(a.holders)
            started = a.status == "founded"
            if wide:
                price = {"unfounded": "—", "bankrupt": "bankrupt"}.get(a.status, money(a.price))
                pool = f"{a.pool}" + (f" (+{a.unreleased} later)" if a.unreleased else "")
                income = money(a.income) if started else ""
                tech = f"{a.tech} {a.tech_colour}" if started else ""
                cells = [a.name, price, income, tech, pool]
            else:
                price = {"unfounded": "—", "bankrupt": "bkrpt"}.get(a.status, money(a.price))
                pool = f"{a.pool}" + (f" +{a.unreleased}" if a.unreleased else "")
                cells = [a.name, price, pool]
            cells += [str(held.get(p.seat, "")) or "·" for p in state.players]
            cells.append(self.ceo(a.ceo))
            if normal:
                cells.append("bought" if a.bought_this_round else "")
            table.add_row(*(plain(c) for c in cells), key=f"airline:{a.name}")
        self._restore_cursor(table, first=pinned)
        limits = (
            # one player never all of an airline's tokens in play (1930, Basic Rules About Stock Tokens); the
            # players together may hold them all
            f"Limits: a player holds at most {view.token_limit} Stock tokens, {view.max_per_airline} of one "
            "airline, never all of an airline's tokens in play. "
            + (
                "Pool: the Available Stock Pool (+n later: released at income marks). Players: Stock tokens held."
                if wide
                else "Pool +n: released later."
            )
        )
        detail = self.options_text(view)
        # said shorter when the grid would lose a row: a newcomer's try at 80x24, 5 players, after a start the Next
        # line took two lines and the 9th airline (Black) scrolled off under the pinned rows
        shorter = (
            f"Limits: {view.token_limit} tokens, {view.max_per_airline} of an airline, not all its tokens in play"
            " · Pool +n: later"
        )
        for grid in self.grid_lines(table):
            for notes in (limits, shorter):
                if self.lines(detail) <= self.room_left(notes, grid):
                    return detail, notes
        # even so too little room: the grid scrolls, and the screen says so
        return detail, f"{shorter} · ↑↓: the grid scrolls to its last airlines"

    def options_text(self, view: ga.StockRoundView) -> str:
        """What the player whose buy it is may do now (the ledger's legal, affordable buys)."""
        if not view.to_act:
            return ""
        key_for: Callable[[Binding], str] = getattr(self.app, "key_for", lambda b: b.key)
        keys = {b.action: key_for(b).split(",")[0] for b in self.BINDINGS if isinstance(b, Binding)}
        p = view.players[view.to_act - 1]
        who = f"{p.name} ({money(p.cash)}, {p.tokens} token{'s' if p.tokens != 1 else ''})"
        if not self.state.track:
            return (
                f"{who} buys first once the Stock Market track and Dividend Level table are entered "
                f"({keys['tables']}; {keys['found']} and {keys['buy']} ask for them first)."
            )
        if view.must_pass:
            why = no_buy_text(view, starts=True)
            return (
                f"{who} has no legal buy to afford ({why}): {keys['pass_buy']} passes."
                if why
                else (f"{who} has no legal buy to afford: {keys['pass_buy']} passes.")
            )
        buys = [f"{o.airline} {money(o.prices[0])}" for o in view.options if o.action == "buy"]
        founds = [o for o in view.options if o.action == "found"]
        # "buy Blue, return Green/Pink": "Blue for Green" read as giving Blue for Green (a newcomer's try)
        trades = [f"buy {o.airline}, return {'/'.join(o.returns)}" for o in view.options if o.action == "trade"]
        parts = []
        if buys:
            parts.append(f"{keys['buy']} buy: {', '.join(buys)}")
        if founds:
            low = min(o.prices[0] for o in founds)
            high = max(o.prices[-1] for o in founds)
            tokens = founds[0].tokens
            span = money(low) if low == high else f"{money(low)}–{money(high)}"
            parts.append(
                f"{keys['found']} start ({tokens} token{'s' if tokens != 1 else ''} at {span}): "
                f"{', '.join(o.airline for o in founds)}"
            )
        if trades:
            parts.append(f"{keys['trade']} trade: {'; '.join(trades)}")
        if view.round_name == "Normal Stock Round":
            parts.append(f"{keys['pass_buy']} pass")
        return f"{who} may: " + " · ".join(parts)

    def draw_operation(self, state: ga.GoldenAgeState) -> tuple[str, str]:
        view = ga.operation_view(state)
        longest = max((len(a.name) for a in view.airlines if a.status == "founded"), default=6)
        fixed, tail, width, wide = self.grid_columns(
            (
                [("Airline", max(9, longest + 1)), ("Price", 5), ("Income", 6), ("Tech", 8), ("Action cost", 11)],
                [("CEO", 5), ("This turn", 17)],  # "flown, researched" whole
            ),
            ([("Airline", max(9, longest + 3)), ("Price", 5), ("Inc.", 5), ("Tech", 8)], [("CEO", 5)]),  # "Yellow FR"
            max(
                [cell_len(v) for p in view.players for v in (money(p.cash), f"{p.actions_taken}+{p.actions_left}")]
                # "unused/held": unused at most held
                + [cell_len(f"{n}/{n}") for a in view.airlines for _seat, n in a.holders]
            ),
        )
        table = self._grid([*fixed, *self._player_columns(width, view.to_act), *tail])
        unused = {p.seat: dict(p.unused) for p in view.players}
        for a in view.airlines:
            if a.status != "founded":
                continue
            held = dict(a.holders)
            flown, researched = a.name in view.flown, a.name in view.researched
            if wide:
                cells = [a.name, money(a.price), money(a.income), f"{a.tech} {a.tech_colour}", money(a.action_cost)]
            else:
                done = ("F" if flown else "") + ("R" if researched else "")
                cells = [f"{a.name} {done}".strip(), money(a.price), money(a.income), f"{a.tech} {a.tech_colour}"]
            for p in state.players:
                n = held.get(p.seat, 0)
                cells.append(f"{unused[p.seat].get(a.name, 0)}/{n}" if n else "·")
            cells.append(self.ceo(a.ceo))
            if wide:
                cells.append(", ".join(w for w, done in (("flown", flown), ("researched", researched)) if done))
            table.add_row(*(plain(c) for c in cells), key=f"airline:{a.name}")
        blank = [""] * (len(fixed) - 1)
        after = [""] * len(tail)
        table.add_row(*(plain(c) for c in ["Cash"] + blank + [money(p.cash) for p in view.players] + after))
        table.add_row(
            *(
                plain(c)
                for c in ["Actions"] + blank + [f"{p.actions_taken}+{p.actions_left}" for p in view.players] + after
            )
        )
        self._restore_cursor(table)
        if view.to_act:
            actor = view.players[view.to_act - 1]
            tokens = ", ".join(f"{a} {n}" for a, n in actor.unused) or "none"
            detail = (
                f"Operating Round {view.op_round}: {actor.name}'s action — unused Stock tokens: {tokens}; "
                f"{actor.actions_left} action{'s' if actor.actions_left != 1 else ''} left."
            )
            # said shorter where the grid needs the lines for its heads on two lines (fitting): a newcomer's try
            # at 80x24 read "»1 Ba" and "»3 Bo" on one line in the Operation Phase
            short = f"Round {view.op_round}: {actor.name} — unused: {tokens}; {actor.actions_left} left."
        else:
            detail = short = "No action left this Operation Phase."
        hubs = ", ".join(f"{a} {n}" for a, n in view.hubs_available)
        details = [f"{detail} Hubs available: {hubs}." if hubs else detail, detail, short]
        notes = (
            "Players: unused/held Stock tokens of each airline (an unused one takes an action); Actions: taken+left "
            "this Operation Phase. Action cost: of the airline's Stock Market box (a purchased action costs it)."
            if wide
            else "Players: unused/held tokens; Actions taken+left. Beside an airline: F flown, R researched this "
            "turn. Inc.: income."
        )
        return self.fitting(list(dict.fromkeys(details)), notes, table), notes

    def draw_end_of_turn(self, state: ga.GoldenAgeState) -> tuple[str, str]:
        view = ga.stock_round_view(state)
        flown = set(ga.operation_view(state).flown)
        # the longest name with its " noF" whole ("Yellow noF")
        longest = max((len(a.name) for a in view.airlines if a.status == "founded"), default=6)
        fixed, tail, width, wide = self.grid_columns(
            (
                [("Airline", max(10, longest + 1)), ("Price", 5), ("Action cost", 11), ("Income", 6), ("Tech", 8)],
                [("CEO", 5), ("Flown", 5)],
            ),
            ([("Airline", max(9, longest + 4)), ("Price", 5), ("Act.$", 5), ("Tech", 8)], [("CEO", 5)]),
            max(
                [cell_len(money(p.cash)) for p in view.players]
                + [cell_len(BOUGHT_WORDS[s]) for s in ga.purchase_status(state).values()]
                + [cell_len(f"{p.contracts}/{ga.CONTRACTS_PER_PLAYER}") for p in state.players]
                + [cell_len(str(n)) for a in view.airlines for _seat, n in a.holders]
            ),
            marked=False,  # no "»": the End of Turn's steps go in turn order, the Bought row says whose
        )
        table = self._grid([*fixed, *self._player_columns(width), *tail])
        # the players' rows first and pinned: cash, actions bought and contracts stay in sight at 80x24 with all
        # eight airlines started, the airlines scrolling under them (a newcomer's try: they were scrolled off)
        blank = [""] * (len(fixed) - 1)
        after = [""] * len(tail)
        table.add_row(*(plain(c) for c in ["Cash"] + blank + [money(p.cash) for p in view.players] + after))
        table.add_row(
            *(
                plain(c)
                for c in ["Bought"]
                + blank
                # every state in a word (a newcomer's try: Zoë, passed over in turn order, showed blank)
                + [BOUGHT_WORDS[status] for status in ga.purchase_status(state).values()]
                + after
            )
        )
        contracts = "Contracts" if wide else "Contr."
        table.add_row(
            *(
                plain(c)
                for c in [contracts]
                + blank
                + [f"{p.contracts}/{ga.CONTRACTS_PER_PLAYER}" for p in state.players]
                + after
            )
        )
        pinned = table.row_count
        table.fixed_rows = pinned
        for a in view.airlines:
            if a.status != "founded":
                continue
            held = dict(a.holders)
            tech = f"{a.tech} {a.tech_colour}"
            if wide:
                cells = [a.name, money(a.price), money(a.action_cost), money(a.income), tech]
            else:
                cells = [a.name + ("" if a.name in flown else " noF"), money(a.price), money(a.action_cost), tech]
            cells += [str(held.get(p.seat, "")) or "·" for p in state.players]
            cells.append(self.ceo(a.ceo))
            if wide:
                cells.append("yes" if a.name in flown else "no")
            table.add_row(*(plain(c) for c in cells), key=f"airline:{a.name}")
        self._restore_cursor(table, first=pinned)
        try:
            _entries, summary = preview(self.game, "golden_age.end_turn", {"incomes": tracked_incomes(state)})
            # the incomes as tracked (the form asks for them): what the end does besides
            summary = "; ".join(p for p in summary.split("; ") if not p.startswith("incomes confirmed:"))
            details = [f"If the turn ended now: {s}." for s in shorter_end_of_turn(summary)]
        except RuleViolation as error:
            details = [f"The turn cannot end yet: {refusal_text(self, error)}"]
        if groups := tech_penalty_groups(state):
            details = [f"Tech penalties to count (n): {groups}. {d}" for d in details]
        notes = (
            "Action cost: of the airline's Stock Market box (a purchased action costs it). Flown: flew this turn. "
            "Players: Stock tokens held. Bought: bought an action this turn (no: declined; skip: passed over in "
            "turn order; —: CEO of no airline). Contracts: cards played."
            if wide
            # one line at 80 columns: the grid keeps the room for all eight airlines
            else "noF: not flown · Act.$: action cost · Bought no: declined, skip: passed over"
        )
        return self.fitting(details, notes, table), notes

    def grid_lines(self, table: DataTable[Any]) -> list[int]:
        """The lines ``table`` takes, its head's included, first with its heads on two lines where they are
        (:func:`_two_lines`), then on one (:meth:`_fit_heads`). A head on two lines counted as one left the grid a
        line short: its heads went back to one line ("»1 Maximi…") until the first buy gave the room back ("1
        Maximili" over "an Bartho…": a newcomer's try)."""
        return list(dict.fromkeys((table.row_count + table.header_height, table.row_count + 1)))

    def fitting(self, details: list[str], notes: str, table: DataTable[Any]) -> str:
        """The first of ``details`` (the same text said shorter and shorter) that leaves the grid ``table`` its
        lines whole on this terminal beside the other parts (:meth:`grid_lines`), else the shortest: a newcomer's
        try at 80x24, the End of Turn's detail took 6 lines and squeezed the Purple row out of sight."""
        for grid in self.grid_lines(table):
            room = self.room_left(notes, grid)
            fit = next((d for d in details if self.lines(d) <= room), None)
            if fit is not None:
                return fit
        return details[-1]

    def lines(self, text: str) -> int:
        """How many lines ``text`` takes at this terminal's width (0 for none)."""
        return len(Text(text).wrap(self.app.console, max(20, self.app.size.width))) if text else 0

    def room_left(self, notes: str, grid: int) -> int:
        """The lines left for the detail under a grid of ``grid`` lines (its head's lines included) and ``notes``,
        beside the other parts of the screen at its size."""
        taken = (
            1  # the header
            + min(2, self.lines(getattr(self, "_where", "")))  # its max-height
            + min(2, self.lines(getattr(self, "_next", "")) or 2)  # the Next line, in its two lines at most
            + grid
            + self.lines(notes)
            + self.lines(self.more_keys())
            + 1  # the footer
            + self.lines(self.seat_legend())
        )
        return self.app.size.height - taken

    def draw_final(self, state: ga.GoldenAgeState) -> tuple[str, str]:
        totals = ga.final_totals(state)
        # the names whole where the screen has the room, else on two lines (a newcomer's try: "Bartholomew Fi"
        # cut bare in 14 cells), as on the Totals screen
        longest = max(cell_len(p.name) for p in state.players)
        width = max(14, min(longest, self.app.size.width - 2 - 37 - 2 * 6))
        table = self._grid([("Rank", 5), ("Player", width), ("Cash", 8), ("Stock", 8), ("Total", 8), ("", 8)])
        for t in totals:
            winner = "WINNER" if t.winner else ""
            lines = [t.name] if cell_len(t.name) <= width else _head_lines(t.name, width)
            figures = (money(t.cash), money(t.stock_value), money(t.total), winner)
            name = Text("\n").join(plain(line) for line in lines)
            table.add_row(plain(str(t.rank)), name, *(plain(c) for c in figures), height=len(lines))
        self._restore_cursor(table)
        if state.phase == "final_flight":
            incomes = ", ".join(f"{a.name} {money(a.income)}" for a in state.airlines.values() if a.in_play)
            return (
                f"After the last End of Turn every airline in play flies once with Full Dividends. "
                f"Incomes tracked: {incomes or 'none'}. The totals above are before the Final Flight."
            ), ""
        return "Final totals: cash + each Stock token at its current market value (ties share the win).", ""

    # -- opening forms -----------------------------------------------------------------------
    def need_tables(self, then: Callable[[], None]) -> bool:
        """Before the first buy the tables must be entered: offer them first, then go on."""
        if self.state.track:
            return False

        def entered(done: bool | None) -> None:
            if done:
                then()

        self.choose_tables(entered)
        return True

    def action_starting_money(self) -> None:
        from tui.games.golden_age.forms import StartingMoneyForm

        self.open_form("golden_age.starting_money", {"cards": []}, StartingMoneyForm)

    def action_tables(self) -> None:
        refusal = outright_refusal(self.game, "golden_age.tables", {})
        if refusal:
            self.not_now(refusal)
            return
        self.choose_tables(None)

    def choose_tables(self, after: Callable[[bool | None], None] | None) -> None:
        """Where the tables come from (the box, the last 1930 game's, typed, illustrative), then the form."""
        from tui.games.golden_age.forms import TablesForm, tables_sources

        sources = tables_sources(airbanker(self).book, airbanker(self).game_id)
        options = [("box", f"x  {sources['box'][0]}")] if "box" in sources else []
        options += [("last", f"l  {sources['last'][0]}")] if "last" in sources else []
        options += [
            ("board", "b  Type the figures printed on the boards"),
            ("illustrative", f"i  {sources['illustrative'][0]}"),
        ]
        if self.state.track:
            current = {
                "provenance": self.state.tables_provenance,
                "track": [{"price": p, "action_cost": c} for p, c in self.state.track],
                "dividends": [{"income_from": i, "dividend": d} for i, d in self.state.dividends],
            }
            sources["current"] = ("", current)
            options.insert(0, ("current", f"c  Correct the tables of this game ({self.state.tables_provenance})"))

        def chosen(choice: str | None) -> None:
            if choice is None:
                return
            # the answer is the provenance too: typing the boards' figures is "board" (the form asks no more)
            source = sources[choice][1] if choice in sources else {"provenance": choice}
            self.app.push_screen(TablesForm(source), after)

        self.app.push_screen(TablesSourceScreen(options), chosen)

    def action_buy(self) -> None:
        from tui.games.golden_age.forms import BuyForm

        if not self.need_tables(self.action_buy):
            self.open_form("golden_age.buy", {}, BuyForm)

    def action_found(self) -> None:
        from tui.games.golden_age.forms import FoundForm

        if not self.need_tables(self.action_found):
            self.open_form("golden_age.found", {}, FoundForm)

    def action_trade(self) -> None:
        from tui.games.golden_age.forms import TradeForm

        self.open_form("golden_age.trade", {}, TradeForm)

    def action_pass_buy(self) -> None:
        view = ga.stock_round_view(self.state)
        # the question names the step; what it does (an eight-line list of price moves at the round's end) is its
        # detail: "Cal cannot buy (First Stock Round)?" read oddly as a question (a newcomer's try)
        self.confirm_record(
            "golden_age.pass", {"player": view.to_act}, f"{view.to_act_name} passes: no more buys this round?", "Pass"
        )

    def action_decline_purchase(self) -> None:
        """End of Turn, step 1: the CEO whose choice it is buys no action ("This extra action is optional"),
        one key and a question (a newcomer's try: declining went through the form's player, airline and
        action lists), answered as every question is (y or Enter, n or Esc)."""
        seats = ga.purchase_next(self.state)
        if not seats:
            return
        self.confirm_record(
            "golden_age.decline_purchase", {"player": seats[0]}, decline_question(self.state, seats[0]), DECLINE_YES
        )

    def notice_of(self, summary: str) -> tuple[str | None, int]:
        """The Recorded notice of the next action, its ledger's ``summary`` given (a redo's "Redo #21: " said whole
        before it), and the lines it takes (:func:`fitted_notice`)."""
        lead = re.match(r"(?:Redo #\d+: )?", summary)
        start = lead.end() if lead else 0
        names = [p.name for p in self.state.players]
        width, seq = self.app.size.width, len(self.game.records) + 1
        return fitted_notice(in_words(self, summary[start:]), names, width, seq, summary[:start])

    def confirm_record(self, kind: str, payload: dict[str, Any], question: str, yes: str) -> None:
        """Ask ``question`` (its answer ``yes``) with what the action will record, then record it; a refusal
        of the ledger is said instead (nothing asked, nothing recorded)."""
        try:
            _entries, summary = preview(self.game, kind, payload)
        except RuleViolation as error:
            self.notify(refusal_text(self, error, payload), title="Refused", severity="error", timeout=10, markup=False)
            return

        def answered(confirmed: bool | None) -> None:
            if confirmed:
                # the name said shorter where the notice's line needs it, never what was recorded (shorter_names)
                notice, lines = self.notice_of(summary)
                airbanker(self).record(kind, payload, notice=notice, notice_lines=lines)

        self.app.push_screen(record_question(question, yes, summary), answered)

    def action_operate(self) -> None:
        from tui.games.golden_age.forms import OperateForm

        self.open_form("golden_age.operate", {}, OperateForm)

    def action_fly(self) -> None:
        from tui.games.golden_age.forms import OperateForm

        self.open_form("golden_age.operate", {}, lambda: OperateForm("fly"))

    def action_purchased_action(self) -> None:
        from tui.games.golden_age.forms import PurchasedActionForm

        self.open_form("golden_age.purchased_action", {}, PurchasedActionForm)

    def action_tech_penalty(self) -> None:
        from tui.games.golden_age.forms import TechPenaltyForm

        self.open_form("golden_age.tech_penalty", {}, TechPenaltyForm)

    def action_contract(self) -> None:
        from tui.games.golden_age.forms import ContractForm

        self.open_form("golden_age.contract", {}, ContractForm)

    def action_income(self) -> None:
        from tui.games.golden_age.forms import IncomeForm

        self.open_form("golden_age.income", {}, IncomeForm)

    def action_final_flight(self) -> None:
        from tui.games.golden_age.forms import FinalFlightForm

        self.open_form("golden_age.final_flight", {}, FinalFlightForm)

    def action_end_turn(self) -> None:
        from tui.games.golden_age.forms import EndTurnForm

        self.open_form("golden_age.end_turn", {}, EndTurnForm)

    # -- views and the books -------------------------------------------------------------------
    def action_market(self) -> None:
        self.app.push_screen(MarketScreen())

    def action_totals(self) -> None:
        self.app.push_screen(TotalsScreen())

    def action_dividends(self) -> None:
        self.app.push_screen(DividendsScreen())


class TablesSourceScreen(ChoiceScreen):
    """Where the Stock Market track and Dividend Level table come from (then checked in a form)."""

    def __init__(self, options: list[tuple[str, str]]) -> None:
        keys = {label.split()[0]: value for value, label in options}
        super().__init__(
            "Stock Market track and Dividend Level table: printed on the boards, not in the rules. Take them from:",
            options,
            current=options[0][0],
            keys=keys,
        )


class MarketScreen(Screen[None]):
    """The Stock Market board: each box's price and action cost, and the airlines in it."""

    SUB_TITLE = "Stock Market"

    DEFAULT_CSS = """
    MarketScreen #market-head { height: auto; padding: 0 1; background: $boost; }
    MarketScreen #market-scrolled { height: 1; padding: 0 1; color: $text-muted; }
    MarketScreen #market { height: 1fr; }
    """

    BINDINGS = [
        Binding("escape,q", "app.pop_screen", "Back", id="market_back"),
        Binding("o", "toggle_occupied", "Occupied boxes only", id="market_occupied"),
        # priority: the list's own Home/End would move sideways; here they go to the highest and lowest box
        Binding("home", "box(0)", "Highest box", id="market_top", show=False, priority=True),
        Binding("end", "box(-1)", "Lowest box", id="market_bottom", show=False, priority=True),
    ]

    occupied_only = False

    def compose(self) -> ComposeResult:
        yield Header()
        yield PlainStatic(id="market-head", markup=False)
        # shown from the start (the rows scrolled to are in sight under it), hidden once every box is in sight
        yield PlainStatic(id="market-scrolled", markup=False)
        yield DataTable(id="market", cursor_type="row", zebra_stripes=True)
        yield Footer()

    def on_mount(self) -> None:
        self.refresh_game()
        table = self.query_one("#market", DataTable)
        table.focus()
        self.watch(table, "scroll_y", self._say_scrolled, init=False)
        self.call_after_refresh(self._say_scrolled)

    def _say_scrolled(self) -> None:
        """The line above the boxes: how many boxes the scroll leaves above (and below), with the key that shows
        them. A newcomer's try at 80x24: the market opened on its airlines' boxes, box 23 the top line under "28
        boxes, highest first"; boxes 24-28 came only with Home, and nothing said so."""
        table = self.query_one("#market", DataTable)
        line = self.query_one("#market-scrolled", Static)
        shown = table.size.height - table.header_height
        if not table.row_count or shown <= 0:
            return
        first = round(table.scroll_y)
        below = max(0, table.row_count - first - shown)
        keys = {b.action: self.app_key(b) for b in self.BINDINGS if isinstance(b, Binding)}
        parts = []
        if first:
            highest, lowest = (str(table.get_row_at(row)[0]) for row in (0, first - 1))
            boxes = f"box {highest}" if first == 1 else f"boxes {highest}-{lowest}"
            parts.append(f"↑ {first} box{'es' if first > 1 else ''} above ({boxes}): {keys['box(0)']}")
        if below:
            parts.append(f"↓ {below} box{'es' if below > 1 else ''} below: {keys['box(-1)']}")
        line.update(" · ".join(parts))
        line.display = bool(parts)

    def app_key(self, binding: Binding) -> str:
        """``binding``'s first key as the keymap has it, as the footer shows it, a key's name capitalised ("Home")."""
        key_for: Callable[[Binding], str] = getattr(self.app, "key_for", lambda b: b.key)
        shown = self.app.get_key_display(binding.with_key(key_for(binding).split(",")[0]))
        return shown.capitalize() if len(shown) > 1 and shown.isalpha() else shown

    def refresh_game(self) -> None:
        app = airbanker(self)
        state = app.game.state
        boxes = ga.market_view(state)
        table = self.query_one("#market", DataTable)
        table.clear(columns=True)
        # the airlines' column takes what the others leave (a bankrupt box's line is long)
        names_width = max(40, self.app.size.width - 2 - (4 + 6 + 11) - 2 * 4)
        for label, width in (("Box", 4), ("Price", 6), ("Action cost", 11), ("Airlines in the box", names_width)):
            table.add_column(label, width=width)
        top = bottom = 0
        for box in reversed(boxes):  # the highest box first, as the board reads upwards
            if self.occupied_only and not box.airlines:
                continue
            names = ", ".join(box.airlines)
            if box.bankrupt:
                names = f"BANKRUPT AT END OF TURN{': ' + names if names else ''}"
            table.add_row(str(box.index + 1), money(box.price), money(box.action_cost), plain(names))
            if box.airlines:
                top = top or table.row_count
                bottom = table.row_count
        if top:
            # the lowest airline's box scrolled into sight first, then the cursor on the highest's: every airline
            # shows when their boxes fit the screen (at 80x24 the cursor alone showed Orange, the rest below)
            table.move_cursor(row=top - 1)
            self.call_after_refresh(self._show_airlines, bottom - 1, top - 1)
        # the ledger's notes in words: a new game's head said "not entered yet (golden_age.tables)" (a kind's
        # internal name), where the Dividend summary says "(Stock Market and Dividend Level tables)"
        priced = [f"{a.name} {money(a.price)}" for a in ga.stock_round_view(state).airlines if a.status == "founded"]
        self.query_one("#market-head", Static).update(
            self.head_line(state, len(boxes))
            + ("\nIn play: " + ", ".join(priced) if priced else "\nNo airline started yet.")
        )

    def head_line(self, state: ga.GoldenAgeState, boxes: int) -> str:
        """The boxes and the notes on the figures in one line where it fits (:func:`ledger.games.golden_age
        .table_notes_short`): a newcomer's try at 80x24 read the illustrative tables' and the cards' notes in full
        over 4 of the 24 lines, the track left with the rest. Before the tables are entered, the ledger's note
        (in words) alone."""
        if not boxes:
            return in_words(self, " ".join(ga.table_notes(state)))
        notes = ga.table_notes_short(state) or ("tables from the boards",)
        room = self.app.size.width - 2
        for head in (f"{boxes} boxes, highest first", f"{boxes} boxes"):
            line = " · ".join((head, *notes))
            if cell_len(line) <= room:
                break
        return line

    def _show_airlines(self, lowest: int, highest: int) -> None:
        """Scroll the lowest occupied row into sight, then put the cursor on the highest (which stays in sight)."""
        table = self.query_one("#market", DataTable)
        table.move_cursor(row=lowest, animate=False)
        table.move_cursor(row=highest, animate=False)

    def action_toggle_occupied(self) -> None:
        self.occupied_only = not self.occupied_only
        self.refresh_game()
        self.call_after_refresh(self._say_scrolled)

    def action_box(self, row: int) -> None:
        """Home: the highest box (the first row); End: the lowest (the last)."""
        table = self.query_one("#market", DataTable)
        if table.row_count:
            table.move_cursor(row=row % table.row_count, animate=False)

    def on_resize(self) -> None:
        self.refresh_game()
        self.call_after_refresh(self._say_scrolled)


class TotalsScreen(Screen[None]):
    """The totals: each player's cash plus every Stock token at its current market value (ranked)."""

    SUB_TITLE = "Totals"

    DEFAULT_CSS = """
    TotalsScreen #totals-head { height: auto; padding: 0 1; background: $boost; }
    TotalsScreen #totals { height: auto; max-height: 9; }
    TotalsScreen #holdings { height: 1fr; padding: 0 1; }
    TotalsScreen #holdings-hint { height: auto; padding: 0 1; color: $text-muted; }
    """

    #: what the line above the holdings says of the keys (a newcomer's try: Up/Down changed the player shown, and
    #: nothing on screen said so; the footer named only Esc and F1)
    HINT = "↑↓: whose holdings are shown first · Esc: back"
    #: the cells between two breakdowns side by side
    GAP = 3

    BINDINGS = [Binding("escape,q", "app.pop_screen", "Back", id="totals_back")]

    def compose(self) -> ComposeResult:
        yield Header()
        yield PlainStatic(id="totals-head", markup=False)
        yield RowTable(id="totals", cursor_type="row", zebra_stripes=True)
        yield PlainStatic(self.HINT, id="holdings-hint", markup=False)
        with VerticalScroll(id="holdings"):
            yield PlainStatic(id="holdings-text", markup=False)
        yield Footer()

    #: the totals' columns but the Player's, with their widths in cells
    COLUMNS = (("Rank", 4), ("Cash", 9), ("Stock", 9), ("Total", 9), ("", 7))

    def on_mount(self) -> None:
        self.refresh_game()
        self.query_one("#totals", DataTable).focus()

    def on_resize(self) -> None:
        if getattr(self, "totals", None) is not None:
            self.refresh_game()

    def name_width(self) -> int:
        """The Player column's width: the longest name whole where the screen has the room, else the room (a
        name wider is on two lines, :meth:`name_cell`). A newcomer's try read "Bartholomew Fitz", cut bare in 16
        cells at 80 and 120 columns."""
        longest = max(cell_len(p.name) for p in airbanker(self).game.state.players)
        room = self.app.size.width - 2 - sum(w for _l, w in self.COLUMNS) - 2 * (len(self.COLUMNS) + 1)
        return max(6, min(longest, room))

    def name_cell(self, name: str, width: int) -> tuple[Text, int]:
        """``name`` in the Player column of ``width`` cells, as typed: whole on one line, else broken between
        words on two (the second ending in "…" where even two lines are too few); and the row's height."""
        lines = [name] if cell_len(name) <= width else _head_lines(name, width)
        return Text("\n").join(plain(line) for line in lines), len(lines)

    def refresh_game(self) -> None:
        app = airbanker(self)
        state = app.game.state
        self.totals = ga.final_totals(state)
        over = state.phase == "over"
        # where the cash is, whence its starting money (a newcomer's try found it on the Stock Market screen)
        money_notes = " · ".join(ga.money_notes_short(state))
        self.query_one("#totals-head", Static).update(
            ("Final totals" if over else "Totals if the game ended now (the Final Flight is not in them)")
            + ": cash + each Stock token at the current market value; ties share the win."
            + (f"\n{money_notes[:1].upper()}{money_notes[1:]}." if money_notes else "")
        )
        table = self.query_one("#totals", DataTable)
        cursor = table.cursor_row
        table.clear(columns=True)
        width = self.name_width()
        rank, *figures = self.COLUMNS
        for label, cells in (rank, ("Player", width), *figures):
            table.add_column(label, width=cells)
        for t in self.totals:
            mark = "WINNER" if t.winner else ("ahead" if t.leader and not over else "")
            name, height = self.name_cell(t.name, width)
            figures_cells = (money(t.cash), money(t.stock_value), money(t.total), mark)
            table.add_row(str(t.rank), name, *figures_cells, height=height)
        if table.row_count:
            table.move_cursor(row=min(max(cursor, 0), table.row_count - 1))
        self.show_holdings()
        self.call_after_refresh(self.show_holdings)  # again in the room the layout gives the holdings

    def on_data_table_row_highlighted(self, _event: DataTable.RowHighlighted) -> None:
        self.show_holdings()

    @staticmethod
    def breakdown(t: ga.PlayerTotal) -> list[str]:
        """A player's cash and each Stock token at market value, one line each, in the game's airline order
        (:func:`ledger.games.golden_age.final_totals`)."""
        lines = [f"{t.name}: cash {money(t.cash)}"]
        lines += [f"  {h.airline:<10} {h.tokens} × {money(h.price)} = {money(h.value)}" for h in t.holdings]
        lines.append(f"  Stock at market value {money(t.stock_value)}; total {money(t.total)}")
        return lines

    def holdings_room(self) -> tuple[int, int]:
        """The cells and lines the holdings have (width, height), from the screen's size: the holdings' own size is
        the last layout's, one step behind a resize."""
        shown = self.query_one("#holdings")
        width = max(20, self.size.width - 2)
        height = shown.size.height if shown.size.height > 0 else max(3, self.size.height // 3)
        return width, height

    def show_holdings(self) -> None:
        """The highlighted player's breakdown first, then the next players' in the table's order while they fit:
        side by side as many as the width has room for, rows of them one under another as the height has (a
        newcomer's try at 120x36 saw one player's breakdown and a screen half empty). Each block is kept whole."""
        totals = getattr(self, "totals", ())
        table = self.query_one("#totals", DataTable)
        if not totals:
            return
        first = min(max(table.cursor_row, 0), len(totals) - 1)
        blocks = [self.breakdown(totals[(first + i) % len(totals)]) for i in range(len(totals))]
        width, height = self.holdings_room()
        cell = max(cell_len(line) for block in blocks for line in block)
        across = max(1, min(len(blocks), (width + self.GAP) // (cell + self.GAP)))
        lines: list[str] = []
        for start in range(0, len(blocks), across):
            row = blocks[start : start + across]
            tall = max(len(block) for block in row)
            if start and len(lines) + 1 + tall > height:
                break
            if start:
                lines.append("")
            for r in range(tall):
                cells = [block[r] if r < len(block) else "" for block in row]
                lines.append((" " * self.GAP).join(c + " " * (cell - cell_len(c)) for c in cells).rstrip())
        self.query_one("#holdings-text", Static).update("\n".join(lines))
        self.query_one("#holdings-hint", Static).display = len(totals) > 1


def no_buy_text(view: ga.StockRoundView, *, starts: bool = False) -> str:
    """Why the player whose buy it is may buy no token of each started airline, airlines of one reason together,
    for a line that names the player first (the name said once): "Brown: would hold every Brown token in play (2
    of 3 held now); Blue, Green: no token in the Available Stock Pool; Orange $14, Pink $16: more than their $12";
    "" when nothing is refused. With ``starts``, the airlines not started yet that the player may not start too
    ("Red, Purple (not started): starting it costs at least $3, they have $2": a newcomer's try, the "no legal
    buy" line left them out).

    1930, Basic Rules About Stock Tokens; Normal Stock Rounds, Buy (:func:`ledger.games.golden_age.buy_refusals`).
    """
    # the line begins with the player's name: each reason says "they" (a newcomer's try in the First Stock Round
    # read "Green: Bartholomew already bought it …; more than Bartholomew's $1; … Bartholomew has $1")
    name = view.players[view.to_act - 1].name if view.to_act else ""

    def unnamed(why: str) -> str:
        if not name:
            return why
        return why.removeprefix(f"{name} ").replace(f"{name} has ", "they have ").replace(f"{name}'s ", "their ")

    by_reason: dict[str, list[str]] = {}
    dear: list[str] = []
    prices = {a.name: a.price for a in view.airlines}
    for airline, why, price_only, _brief in view.no_buy:
        if price_only:
            dear.append(f"{airline} {money(prices.get(airline, 0))}")
        else:
            by_reason.setdefault(unnamed(why), []).append(airline)
    parts = [f"{', '.join(names)}: {why}" for why, names in by_reason.items()]
    if dear and view.to_act:
        holder = view.players[view.to_act - 1]
        parts.append(f"{', '.join(dear)}: more than their {money(holder.cash)}")
    unstarted: dict[str, list[str]] = {}
    for airline, why, _price_only, _brief in view.no_start if starts else ():
        unstarted.setdefault(unnamed(why), []).append(airline)
    parts += [f"{', '.join(names)} (not started): {why}" for why, names in unstarted.items()]
    return "; ".join(parts)


def shorter_end_of_turn(summary: str) -> list[str]:
    """The ledger's preview of the end of the turn (its summary, without the incomes confirmed) said shorter
    and shorter for a small terminal, longest first: without "End of Turn 4; " (the lines above say the turn),
    "Turn 5: Neal First Player" for "Turn 5: Neal holds the First Player marker", "bankrupt (tokens lost:
    Chuck 1)" for the whole sentence, and last without the reasons of the price moves. On-screen words only: the
    journal keeps the ledger's.

    1930, End of Turn - Clean Up 5-6 (:func:`ledger.games.golden_age.end_turn`).
    """
    steps = [summary]
    steps.append(re.sub(r"^End of Turn \d+; ", "", steps[-1]))
    steps.append(re.sub(r"Turn (\d+): (.*) holds the First Player marker$", r"Turn \1: \2 First Player", steps[-1]))
    steps.append(
        re.sub(
            r"ends the turn in the \$\d+ box: bankrupt, its Stock tokens leave the game without money \(",
            "bankrupt (tokens lost: ",
            steps[-1],
        )
    )
    steps.append(steps[-1].replace(" (did not Fly this turn)", ""))
    return list(dict.fromkeys(steps))


def tech_penalty_groups(state: ga.GoldenAgeState) -> str:
    """The airlines that may still owe a tech penalty this End of Turn (step 3), grouped by the colours of the
    cities that count: "Green, Orange: White cities; Brown: White or Yellow cities"; "" when none.

    1930, End of Turn - Clean Up 3 (:func:`ledger.games.golden_age.tech_penalties_to_count`).
    """
    by_colours: dict[str, list[str]] = {}
    for name, colours in ga.tech_penalties_to_count(state).items():
        by_colours.setdefault(ga.counted_cities(colours), []).append(name)
    return "; ".join(f"{', '.join(names)}: {cities}" for cities, names in by_colours.items())


def happening_line(state: ga.GoldenAgeState, record: object) -> str:
    """One line of the dividend summary on screen for ``record`` of a turn (:attr:`ledger.games.golden_age.TurnSummary
    .happened`): a Fly and what it paid, a purchased action, a Contract card, a price move, a bankruptcy, a trade at
    the 10-token limit, a payment to the Bank."""
    if isinstance(record, ga.FlightRecord):
        f = record
        paid = ", ".join(f"{p.name} {p.tokens}×{money(f.per_token)}={money(p.amount)}" for p in f.payouts)
        mode = DIVIDEND_WORDS.get(f.mode, f.mode)
        # what the income flown brought at its marks, as an income typed says it: a newcomer's try found the Stock
        # token a Fly released in the journal only
        brought = f"; {'; '.join(f.brought)}" if f.brought else ""
        return (
            f"{f.airline}: income {money(f.income)}, level {money(f.level)}, {mode} "
            f"({f.reason}), {money(f.per_token)}/token: {paid or 'no holder'}{brought}"
        )
    if isinstance(record, ga.PurchasedActionRecord):  # the action as the rulebook names it ("Fly", not "fly")
        upgrades = f" + {money(record.paid_upgrades)} upgrades" if record.paid_upgrades else ""
        return (
            f"Purchased: {record.name} buys {record.action.capitalize()} for {record.airline}, "
            f"{money(record.cost)}{upgrades}"
        )
    if isinstance(record, ga.ContractRecord):
        # a payment, from the Bank to the player, as the printed summary's Contracts table has it ("Paid to the
        # player"; a newcomer's try read "Contract: Neal plays $3 on Blue" as no money moving)
        return f"Paid by the Bank: {record.name} {money(record.amount)} for {record.airline}, Contract card"
    if isinstance(record, ga.PriceMove):
        return f"Price: {record.airline} {money(record.from_price)} → {money(record.to_price)} ({record.reason})"
    if isinstance(record, ga.BankruptcyRecord):
        lost = ", ".join(f"{state.player(s).name} {n}" for s, n in record.tokens) or "no holder"
        return f"Bankrupt: {record.airline} (tokens lost: {lost})"
    if isinstance(record, ga.TradeRecord):  # a trade paying $0 is no payment: said here, or it went unlisted
        lost = f", {money(record.lost)} lost" if record.lost else ""
        got = f"starts {record.airline}" if record.started else record.airline
        return (
            f"Trade: {record.name} returns {record.returned} ({money(record.credit)}) for {got} "
            f"({money(record.price)}): paid {money(record.paid)}{lost}"
        )
    if isinstance(record, ga.IncomeRecord):
        # an income typed (the Income form, the End of Turn's confirmation, an action that changes it), what changed
        # it and what a mark reached brought: a newcomer's try found neither on the summary, the released Stock token
        # only in the journal
        brought = f"; {'; '.join(record.brought)}" if record.brought else ""
        return f"Income: {record.airline} {ga.income_change(record)} ({ga.income_changed_by(record)}){brought}"
    assert isinstance(record, ga.PaymentRecord), record  # every payment to the Bank, so a player's cash adds up
    return f"Paid to the Bank: {record.name} {money(record.amount)} for {record.airline}, {record.what}"


class DividendsScreen(Screen[None]):
    """The dividend summary on screen: each turn's Flys and what they paid, purchased actions,
    contracts, price moves, bankruptcies, trades and payments to the Bank, in the order they happened.

    The same view model as the printed summary."""

    SUB_TITLE = "Dividend summary"

    DEFAULT_CSS = """
    DividendsScreen #dividends-scroll { height: 1fr; padding: 0 1; }
    """

    BINDINGS = [
        Binding("escape,q", "app.pop_screen", "Back", id="dividends_back"),
        # at once, not Textual's smooth scroll of a second: a newcomer's Home, then Up, still showed lines above
        Binding("home", "to_end(0)", "Top", id="dividends_top", show=False, priority=True),
        Binding("end", "to_end(1)", "Foot", id="dividends_foot", show=False, priority=True),
        # the game's print key, as on its table and the journal (a newcomer's try: P here did nothing, unsaid)
        Binding("P", "app.print", "Print the summary", id="dividends_print"),
    ]

    def action_to_end(self, foot: int) -> None:
        """Home (``foot`` 0) or End (1): the summary's first or last line in sight at once."""
        scroll = self.query_one("#dividends-scroll", VerticalScroll)
        if foot:
            scroll.scroll_end(animate=False, immediate=True)
        else:
            scroll.scroll_home(animate=False, immediate=True)

    def compose(self) -> ComposeResult:
        yield Header()
        with VerticalScroll(id="dividends-scroll"):
            yield PlainStatic(id="dividends-text", markup=False)
            yield PlainStatic(id="dividends-last", markup=False)
        yield Footer()

    def on_mount(self) -> None:
        self.refresh_game()
        scroll = self.query_one("#dividends-scroll", VerticalScroll)
        scroll.focus()
        # the turn the game stands in, its heading at the top: the earlier turns above it (a newcomer's re-try:
        # the summary opened at Turn 1, and at Turn 5 the banker scrolled to reach the turn being played)
        self.call_after_refresh(scroll.scroll_to_widget, self.query_one("#dividends-last"), animate=False, top=True)

    def refresh_game(self) -> None:
        app = airbanker(self)
        state = app.game.state
        lines: list[str] = list(ga.table_notes(state))
        last = 0  # where the last turn's lines begin
        for turn in ga.dividend_summary(state):
            lines.append("")
            last = len(lines)
            lines.append(f"== {turn.title} ==")
            # in the order it happened: a newcomer's try listed the Flys before the Stock Round's price moves and
            # payments of the same turn, which came first
            lines += [happening_line(state, record) for record in turn.happened]
            if len(lines) and lines[-1] == f"== {turn.title} ==":
                lines.append("nothing yet")
        # the ledger's reasons in the table's words ("1 Gate(s)" -> "1 Gate"); the last turn apart, to scroll to
        earlier, latest = (lines[:last], lines[last:]) if last else (lines, [])
        text = in_words(self, "\n".join(earlier)) if lines else "No turn played yet."
        self.query_one("#dividends-text", Static).update(Text(text))
        self.query_one("#dividends-last", Static).update(Text(in_words(self, "\n".join(latest))))
