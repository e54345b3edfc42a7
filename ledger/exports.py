"""Books anyone can check: a game's stored journal as hledger or beancount text, or as CSV.

``airbanker export GAME FILE --format hledger|beancount|csv`` (issue 14; docs/exports.md) writes
what this module makes. It is pure: it turns the journal the book stores
(:meth:`ledger.store.Book.journal`: every action's number, kind, position, summary, time and
entries, the setup as action 0) and the actions' payloads (for the balance assertions: what was
counted) into text, and reads no database and writes no file.

* **hledger** (hledger.org, "journal format"): one transaction per action, dated by the day it
  was recorded, its number as the transaction's code ``(12)``, its summary as the description,
  its kind, quarter or turn, phase and time as tags; one posting per posting of its entries,
  each entry's memo as the posting's ``memo:`` tag. A balance assertion action is a transaction
  whose postings move nothing and carry hledger balance assertions (``$0 = $12400``), checked
  by ``hledger check`` where the action stands in the journal. ``account`` and ``commodity``
  directives declare every account and the unit, so that ``hledger check accounts commodities``
  passes too.
* **beancount** (beancount.github.io, "Language Syntax"): the same transactions, each action's
  number, kind, quarter or turn, phase and time as metadata, after an ``open`` directive for
  every account on the first day; a balance assertion as a ``balance`` directive the next day
  (beancount checks a balance at the start of its day), when the account moves no more that
  day; otherwise as a comment (an intraday balance cannot be stated in beancount).
* **CSV** (RFC 4180, through :mod:`csv`): one row per posting, with a header.

Money stays whole units of the game (DESIGN.md, "Money"): whole dollars, or whole $ millions for
Air Fare. The commodities: hledger ``$`` (whole dollars) and ``$M`` (whole $ millions, written after
the number: ``50 $M`` is $50M); beancount ``USD`` and ``MUSD`` (million US dollars), both valid
beancount currencies.

Accounts are named from airbanker's codes (:mod:`ledger.journal`) and the players' names: ``p2:cash``
is ``Assets:Bea:Cash``, ``p2:loans`` ``Liabilities:Bea:Loans``, ``bank`` ``Equity:Bank:Cash`` and
``bank:loans`` ``Equity:Bank:Loans`` (the Bank is the other side of every player's money: its
accounts sum to minus the players' net worth, as equity does), ``p1:lent:p2``
``Assets:Ann:Lent:Bea`` and ``p2:owes:p1`` ``Liabilities:Bea:Owes:Ann`` (Air Fare's loans between
players). A name becomes one account component of ASCII letters, digits and hyphens, starting
with a capital or a digit (``Çelik`` -> ``Celik``, ``jean luc`` -> ``Jean-luc``), as beancount
requires; a name with nothing left, or two that would read the same, take the seat
(``Seat3``, ``Ann-Seat2``).
"""

from __future__ import annotations

import csv
import io
import re
import unicodedata
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass
from datetime import date, datetime, timedelta
from typing import Any, Literal, Protocol

from .journal_view import BALANCE_ASSERTION
from .text import shown
from .words import account_words

__all__ = [
    "FORMATS",
    "RULE",
    "Format",
    "ExportedAction",
    "ExportedBooks",
    "books_of",
    "asserted_balance",
    "account_names",
    "split_position",
    "hledger",
    "beancount",
    "csv_header",
    "csv_text",
    "render",
]

Format = Literal["hledger", "beancount", "csv"]
#: the formats of the books, as ``airbanker export --format`` names them
FORMATS: tuple[Format, ...] = ("hledger", "beancount", "csv")
#: the page that describes the exports
RULE = "docs/exports.md"


class _Posting(Protocol):
    @property
    def account(self) -> str: ...

    @property
    def amount(self) -> int: ...


class _Entry(Protocol):
    @property
    def memo(self) -> str: ...

    @property
    def postings(self) -> Sequence[_Posting]: ...


class _Record(Protocol):
    """What :class:`ledger.game.Record` gives an export: the payload and the banker's note."""

    @property
    def seq(self) -> int: ...

    @property
    def kind(self) -> str: ...

    @property
    def payload(self) -> Mapping[str, Any]: ...

    @property
    def note(self) -> str: ...


#: one action of :meth:`ledger.store.Book.journal`: ``(seq, kind, position, summary, recorded_at, entries)``
JournalLine = tuple[int, str, str, str, str, Sequence[_Entry]]


@dataclass(frozen=True, slots=True)
class ExportedAction:
    """One action as the exports write it.

    Attributes:
        seq: its number; 0 is the setup (the opening entries: the starting cash).
        kind: e.g. ``"air_empire.bids"``, ``"undo"``, ``"balance_assertion"``; ``"setup"`` for 0.
        position: where the game stood, e.g. ``"Y1 Q2, Phase 4 — property & equipment"``.
        summary: the journal's one line.
        recorded_at: ISO 8601 time, as stored.
        entries: its entries (memo and postings, whole units), as stored.
        note: the banker's free text.
        asserted: a balance assertion's ``(account code, counted)`` (whole units); empty otherwise.
    """

    seq: int
    kind: str
    position: str
    summary: str
    recorded_at: str
    entries: tuple[_Entry, ...]
    note: str = ""
    asserted: tuple[tuple[str, int], ...] = ()


@dataclass(frozen=True, slots=True)
class ExportedBooks:
    """A game's books as the exports write them.

    Attributes:
        title: the game's title (free text).
        game_title: the box's title, with the variant (``"Air Empire, Basic Game"``).
        players: names in seat order (seat 1 first).
        millions: amounts are whole $ millions (Air Fare), else whole dollars.
        clock: ``"quarter"`` (Air Empire) or ``"turn"`` (1930, Air Fare): the CSV's and tags' word.
        actions: the setup (0) then every action, oldest first.
    """

    title: str
    game_title: str
    players: tuple[str, ...]
    millions: bool
    clock: str
    actions: tuple[ExportedAction, ...]

    def accounts(self) -> list[str]:
        """Every account code posted to or asserted, the Bank's first, then by seat, each once."""
        codes = {p.account for a in self.actions for e in a.entries for p in e.postings}
        codes.update(code for a in self.actions for code, _counted in a.asserted)
        return sorted(codes, key=_account_order)


def asserted_balance(kind: str, payload: Mapping[str, Any]) -> tuple[str, int] | None:
    """What a balance assertion counted: ``(account code, whole units)``, or None for another kind.

    ``{"player": 3, "cash": 12400}`` is ``("p3:cash", 12400)``; ``{"account": "bank:loans",
    "balance": -5000}`` is ``("bank:loans", -5000)`` (docs/game-record.md, "Every game"; the shapes
    :class:`ledger.game.BalanceAssertion` declares).
    """
    if kind != BALANCE_ASSERTION:
        return None
    if "player" in payload:
        seat, counted = payload.get("player"), payload.get("cash")
        if type(seat) is int and type(counted) is int:
            return f"p{seat}:cash", counted
    elif type(payload.get("account")) is str and type(payload.get("balance")) is int:
        return str(payload["account"]), int(payload["balance"])
    return None


def books_of(
    *,
    title: str,
    game_title: str,
    players: Sequence[str],
    millions: bool,
    clock: str,
    journal: Iterable[JournalLine],
    records: Sequence[_Record],
) -> ExportedBooks:
    """The books of a game from its stored journal and its records.

    Args:
        title, game_title, players, millions, clock: as :class:`ExportedBooks` says.
        journal: :meth:`ledger.store.Book.journal` (the setup as seq 0, then every action).
        records: the game's records (:attr:`ledger.game.Game.records`), numbered from 1: each
            action's note and, for a balance assertion, what was counted.

    Returns:
        The :class:`ExportedBooks`; an action of the journal with no record takes no note and no assertion.
    """
    by_seq = {r.seq: r for r in records}
    actions = []
    for seq, kind, position, summary, recorded_at, entries in journal:
        rec = by_seq.get(seq)
        asserted = asserted_balance(kind, rec.payload) if rec is not None and rec.kind == kind else None
        actions.append(
            ExportedAction(
                seq,
                kind,
                position,
                summary,
                recorded_at,
                tuple(entries),
                rec.note if rec is not None else "",
                (asserted,) if asserted else (),
            )
        )
    return ExportedBooks(title, game_title, tuple(players), millions, clock, tuple(actions))


# -- accounts --------------------------------------------------------------------------------
_SEAT_CODE = re.compile(r"p(\d+)")


def _account_order(code: str) -> tuple[int, str]:
    owner = code.split(":", 1)[0]
    match = _SEAT_CODE.fullmatch(owner)
    return (int(match.group(1)) if match else 0, code)


def _component(text: str) -> str:
    """``text`` as one account component: ASCII letters, digits and hyphens, starting with a capital
    or a digit (beancount's grammar); accents dropped (``Çelik`` -> ``Celik``); empty when nothing is left."""
    ascii_text = unicodedata.normalize("NFKD", text).encode("ascii", "ignore").decode("ascii")
    words = re.sub(r"[^A-Za-z0-9]+", "-", ascii_text).strip("-")
    return words[:1].upper() + words[1:]


def _player_components(players: Sequence[str]) -> list[str]:
    """Each player's component (:func:`_component`), unique whatever the names: a name with nothing
    left is ``Seat3``; two that read the same (case aside) take their seat (``Ann-Seat2``); should
    that still not part them, every player is named by seat alone."""
    bases = [_component(name) for name in players]
    folded = [b.casefold() for b in bases]
    names = [
        (f"{base}-Seat{seat}" if folded.count(base.casefold()) > 1 else base) if base else f"Seat{seat}"
        for seat, base in enumerate(bases, start=1)
    ]
    if len({n.casefold() for n in names}) < len(names):
        names = [f"Seat{seat}" for seat in range(1, len(players) + 1)]
    return names


def _seat(owner: str, players: Sequence[str], components: Sequence[str]) -> str | None:
    match = _SEAT_CODE.fullmatch(owner)
    if match is None:
        return None
    seat = int(match.group(1))
    return components[seat - 1] if 1 <= seat <= len(players) else f"Seat{seat}"


def _account_name(code: str, players: Sequence[str], components: Sequence[str]) -> str:
    parts = code.split(":")
    if code == "bank":
        return "Equity:Bank:Cash"
    if code == "bank:loans":
        return "Equity:Bank:Loans"
    player = _seat(parts[0], players, components)
    if player is not None and len(parts) == 2 and parts[1] in ("cash", "loans"):
        return f"Assets:{player}:Cash" if parts[1] == "cash" else f"Liabilities:{player}:Loans"
    if player is not None and len(parts) == 3 and parts[1] in ("lent", "owes"):
        other = _seat(parts[2], players, components)
        if other is not None:
            return f"Assets:{player}:Lent:{other}" if parts[1] == "lent" else f"Liabilities:{player}:Owes:{other}"
    # an account no game has today: under Equity, each part of its code a component
    rest = [player if i == 0 and player is not None else _component(part) or "X" for i, part in enumerate(parts)]
    return ":".join(["Equity", *rest])


def account_names(codes: Iterable[str], players: Sequence[str]) -> dict[str, str]:
    """Each account code's name in the exports (the module's docstring says how), one name a code.

    Args:
        codes: account codes (``"p2:cash"``, ``"bank:loans"``, ...).
        players: names in seat order.

    Returns:
        Code -> ``Root:Component:...`` (roots Assets, Liabilities, Equity), distinct for distinct codes:
        should two codes read the same, the later ones (in code order) take a suffix ``-2``, ``-3``.
    """
    components = _player_components(players)
    out: dict[str, str] = {}
    taken: set[str] = set()
    for code in sorted(set(codes), key=_account_order):
        name = _account_name(code, players, components)
        candidate, n = name, 1
        while candidate.casefold() in taken:
            n += 1
            candidate = f"{name}-{n}"
        taken.add(candidate.casefold())
        out[code] = candidate
    return out


# -- positions and dates ---------------------------------------------------------------------
_CLOCK = re.compile(r"(Y\d+ Q\d+|Turn \d+)(?:, (.*))?", re.DOTALL)


def split_position(position: str) -> tuple[str, str]:
    """A position as its quarter or turn and its phase.

    ``"Y1 Q2, Phase 4 — property & equipment"`` -> ``("Y1 Q2", "Phase 4 — property & equipment")``;
    ``"Turn 1, First Stock Round, buy 1 of 3"`` -> ``("Turn 1", "First Stock Round, buy 1 of 3")``;
    a position without a quarter or turn (``"game over"``, ``"Final Flight"``, ``"before play"``)
    -> ``("", position)``. (The engines' positions: ``Rules.position`` of each game.)
    """
    match = _CLOCK.fullmatch(position)
    if match is None:
        return "", position
    return match.group(1), match.group(2) or ""


def _day(recorded_at: str) -> date | None:
    try:
        return datetime.fromisoformat(recorded_at).date()
    except (TypeError, ValueError):
        return None


def _dates(actions: Sequence[ExportedAction]) -> list[date]:
    """The date of each action: the day of its ``recorded_at``, never before the action before it.

    hledger and beancount order a journal by date (then by the file's order), and check a balance
    assertion where that order puts it: dates that went back (a clock set back, a file imported
    with earlier times) would move actions past the assertions. An action dated before the one
    before it (or whose time cannot be read) takes that one's date; the setup takes the earliest
    date of the game, and a game with no readable time 1970-01-01.
    """
    days = [_day(a.recorded_at) for a in actions]
    known = [d for d in days if d is not None]
    current = min(known) if known else date(1970, 1, 1)
    out = []
    for day in days:
        if day is not None and day > current:
            current = day
        out.append(current)
    return out


# -- hledger ---------------------------------------------------------------------------------
def _hledger_amount(amount: int, millions: bool) -> str:
    return f"{amount} $M" if millions else f"${amount}"


def _tag_value(text: str, *, last: bool = False) -> str:
    """Text as an hledger tag value: one line; no comma, unless the tag is the last of its comment.

    A comma ends a tag's value in hledger, and a ``word:`` after it starts another tag. A value
    followed by other tags has its commas written as semicolons; the last one (a phase, a memo, a
    note) is written as it is, so that ``hledger print`` shows the text whole (a query by that tag
    sees its value up to the first comma).
    """
    return shown(text) if last else shown(text).replace(",", ";")


def _description(text: str) -> str:
    """Text as an hledger description: one line, no semicolon (a semicolon starts a comment)."""
    return shown(text).replace(";", ",")


def _header_lines(books: ExportedBooks, comment: str) -> list[str]:
    unit = "whole $ millions" if books.millions else "whole dollars"
    seats = ", ".join(f"{seat} {shown(name)}" for seat, name in enumerate(books.players, start=1))
    return [
        f"{comment} airbanker: {shown(books.game_title)}: {shown(books.title) or '(untitled)'}",
        f"{comment} players by seat: {seats}",
        f"{comment} amounts: {unit}; one transaction per action, numbered as in the journal (0: the setup)",
    ]


def hledger(books: ExportedBooks) -> str:
    """The books as an hledger journal (docs/exports.md, "hledger"; hledger.org, "journal format").

    Returns:
        The journal's text, lines ending in ``\\n``: comments, ``account`` and ``commodity``
        directives, then one transaction per action, the setup (0) first.
    """
    names = account_names(books.accounts(), books.players)
    words = {code: account_words(code, books.players) for code in names}
    lines = _header_lines(books, ";")
    lines.append("")
    for code, name in names.items():
        lines.append(f"account {name}  ; code:{_tag_value(code)}, owner:{_tag_value(words[code], last=True)}")
    lines.append("commodity 1000. $M" if books.millions else "commodity $1000.")
    width = max((len(n) for n in names.values()), default=0) + 4
    clock_tag = books.clock
    for action, day in zip(books.actions, _dates(books.actions), strict=True):
        clock, phase = split_position(action.position)
        tags = [f"kind:{_tag_value(action.kind)}"]
        if clock:
            tags.append(f"{clock_tag}:{_tag_value(clock)}")
        tags.append(f"recorded_at:{_tag_value(action.recorded_at)}")
        tags.append(f"phase:{_tag_value(phase, last=True)}")
        lines.append("")
        lines.append(f"{day.isoformat()} ({action.seq}) {_description(action.summary)}  ; {', '.join(tags)}")
        if action.note:
            lines.append(f"    ; note:{_tag_value(action.note, last=True)}")
        for entry in action.entries:
            memo = _tag_value(entry.memo, last=True)
            for posting in entry.postings:
                amount = _hledger_amount(posting.amount, books.millions)
                lines.append(f"    {names[posting.account]:<{width}}{amount:>14}  ; memo:{memo}")
        for code, counted in action.asserted:
            zero, total = _hledger_amount(0, books.millions), _hledger_amount(counted, books.millions)
            lines.append(f"    {names[code]:<{width}}{zero:>14} = {total}")
    return "\n".join(lines) + "\n"


# -- beancount -------------------------------------------------------------------------------
def _string(text: str) -> str:
    """Text as a beancount string: quoted, one line, ``\\`` and ``"`` escaped."""
    return '"' + shown(text).replace("\\", "\\\\").replace('"', '\\"') + '"'


_TAG = re.compile(r"[^A-Za-z0-9_./-]")


def beancount(books: ExportedBooks) -> str:
    """The books as a beancount ledger (docs/exports.md, "beancount"; beancount's "Language Syntax").

    Returns:
        The ledger's text, lines ending in ``\\n``: options, the commodity and an ``open`` directive
        per account on the first date, then one transaction per action (the setup, 0, first), each
        balance assertion as a ``balance`` directive the next day where beancount can check it.
    """
    currency = "MUSD" if books.millions else "USD"
    names = account_names(books.accounts(), books.players)
    dates = _dates(books.actions)
    first = dates[0] if dates else date(1970, 1, 1)
    lines = _header_lines(books, ";")
    lines += [
        f"option {_string('title')} {_string(books.title or books.game_title)}",
        f"option {_string('operating_currency')} {_string(currency)}",
        "",
        f"{first.isoformat()} commodity {currency}",
        f"  name: {_string('whole $ millions' if books.millions else 'whole dollars')}",
    ]
    for code, name in names.items():
        lines.append(f"{first.isoformat()} open {name} {currency}")
        lines.append(f"  code: {_string(code)}")
        lines.append(f"  owner: {_string(account_words(code, books.players))}")
    # the last action (by index) that moves each account on each day: a balance checked the next
    # morning holds what was counted only if nothing moved the account after the count that day
    last_move: dict[tuple[date, str], int] = {}
    for index, (action, day) in enumerate(zip(books.actions, dates, strict=True)):
        for entry in action.entries:
            for posting in entry.postings:
                last_move[(day, posting.account)] = index
    clock_key = books.clock
    for index, (action, day) in enumerate(zip(books.actions, dates, strict=True)):
        clock, phase = split_position(action.position)
        tag = _TAG.sub("-", action.kind)
        lines.append("")
        lines.append(f"{day.isoformat()} * {_string(action.summary)} #{tag}")
        lines.append(f"  action: {action.seq}")
        lines.append(f"  kind: {_string(action.kind)}")
        if clock:
            lines.append(f"  {clock_key}: {_string(clock)}")
        lines.append(f"  phase: {_string(phase)}")
        lines.append(f"  recorded_at: {_string(action.recorded_at)}")
        if action.note:
            lines.append(f"  note: {_string(action.note)}")
        for entry in action.entries:
            for posting in entry.postings:
                lines.append(f"  {names[posting.account]}  {posting.amount} {currency}")
                lines.append(f"    memo: {_string(entry.memo)}")
        for code, counted in action.asserted:
            if last_move.get((day, code), -1) > index:
                lines.append(
                    f"; action {action.seq} counted {names[code]} {counted} {currency}: not a balance directive,"
                    " as the account moved again that day (beancount checks a balance at the start of a day)"
                )
            else:
                lines.append(f"{(day + timedelta(days=1)).isoformat()} balance {names[code]}  {counted} {currency}")
                lines.append(f"  action: {action.seq}")
    return "\n".join(lines) + "\n"


# -- CSV -------------------------------------------------------------------------------------
#: what a spreadsheet takes for a formula at the start of a cell (OWASP, "CSV Injection")
_FORMULA_START = ("=", "+", "-", "@", "\t", "\r")


def _cell(text: str) -> str:
    """Text for a spreadsheet cell: one line; a leading ``'`` when it would start a formula."""
    text = shown(text)
    return "'" + text if text.startswith(_FORMULA_START) else text


def csv_header(books: ExportedBooks) -> list[str]:
    """The CSV's header: ``quarter`` (Air Empire) or ``turn`` in the third column."""
    return [
        "action",
        "recorded_at",
        books.clock,
        "phase",
        "kind",
        "account",
        "account_name",
        "amount",
        "unit",
        "memo",
        "note",
    ]


def csv_text(books: ExportedBooks) -> str:
    """The books as CSV (RFC 4180: comma-separated, ``\\r\\n`` line ends, quoted where needed).

    One row per posting, the header first (:func:`csv_header`): the action's number (0: the setup),
    its time, its quarter or turn and phase (:func:`split_position`), its kind, the account's code
    and its words (``Bea's cash``), the amount (an integer, whole units), the unit (``$`` or ``$M``),
    the entry's memo and the action's note. A text cell that a spreadsheet would read as a formula
    starts with ``'``. A balance assertion moves nothing and has no row.
    """
    out = io.StringIO()
    writer = csv.writer(out, lineterminator="\r\n")
    writer.writerow(csv_header(books))
    unit = "$M" if books.millions else "$"
    for action in books.actions:
        clock, phase = split_position(action.position)
        for entry in action.entries:
            for posting in entry.postings:
                writer.writerow(
                    [
                        action.seq,
                        _cell(action.recorded_at),
                        _cell(clock),
                        _cell(phase),
                        _cell(action.kind),
                        _cell(posting.account),
                        _cell(account_words(posting.account, books.players)),
                        posting.amount,
                        unit,
                        _cell(entry.memo),
                        _cell(action.note),
                    ]
                )
    return out.getvalue()


def render(fmt: Format, books: ExportedBooks) -> str:
    """The books in ``fmt`` (one of :data:`FORMATS`).

    Raises:
        ValueError: an unknown format.
    """
    if fmt == "hledger":
        return hledger(books)
    if fmt == "beancount":
        return beancount(books)
    if fmt == "csv":
        return csv_text(books)
    raise ValueError(f"unknown export format {fmt!r}; formats: {', '.join(FORMATS)}")
