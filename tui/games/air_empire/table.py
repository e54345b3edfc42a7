"""The Air Empire table screen: quarter, phase, Senior President, every airline, what is owed.

Drawn from :func:`ledger.games.air_empire.table_view`; every action opens a form (``forms.py``,
``bids.py``) that records through ``app.record``. The next thing owed is always on screen.
"""

from __future__ import annotations

import textwrap
from typing import Any

from rich.cells import cell_len
from textual.binding import Binding
from textual.widgets import DataTable, Static

from ledger.games import air_empire
from ledger.money import format_signed
from ledger.prose import listed
from ledger.text import shown
from ledger.words import plural_words
from tui.base.table_screen import GameTableScreen, book_bindings, journal_binding
from tui.base.widgets import clip, money, outright_refusal, plain
from tui.base.words import error_text, in_words

__all__ = ["TableScreen"]


class TableScreen(GameTableScreen[Any]):
    """The table now (drawn from :func:`ledger.games.air_empire.table_view`)."""

    DEFAULT_CSS = """
    TableScreen #where { text-style: bold; height: auto; }
    TableScreen #card { height: auto; }
    TableScreen #next { height: auto; text-style: bold; background: $boost; }
    TableScreen #players { height: auto; max-height: 7; margin-top: 1; overflow-x: hidden; }
    TableScreen #detail { height: auto; min-height: 2; }
    TableScreen #bank { height: auto; }
    TableScreen #more { color: $text-muted; height: auto; }
    TableScreen #legend { color: $text-muted; height: auto; }
    TableScreen.-tournament #players { margin-top: 0; }
    """

    # Short descriptions for the footer at 80 columns; the tooltip says it in full.
    BINDINGS = [
        Binding("escape", "app.pop_screen", "Games", id="back_to_games", tooltip="Back to the list of games"),
        Binding("c", "route_card", "Card", id="route_card", tooltip="Turn up the route card (Phase 1)"),
        Binding("b", "bids", "Bids", id="bids", tooltip="Type the secret bids, reveal them, record (Phase 1)"),
        Binding("l", "loan", "Loan", id="loan", tooltip="Record a loan (Phase 3)"),
        Binding("p", "purchase", "Buy", id="purchase", tooltip="Buy planes from the Bank (Phase 4)"),
        Binding(
            "s",
            "sale",
            "Plane sale",
            id="plane_sale",
            # in the footer while it works, as the Next line offers it (a newcomer's try: only on the More line)
            tooltip="Sell planes between players by secret bids (Phase 4)",
        ),
        Binding("m", "maintenance", "Maint.", id="maintenance", tooltip="Pay maintenance, line 5c (Phase 5)"),
        Binding("r", "recap", "Recap", id="recap", tooltip="The Condensed Re-cap Sheets"),
        journal_binding("table_journal"),
        Binding(
            "t",
            "flight_costs",
            "Flight Costs Table",
            id="flight_costs_table",
            show=False,
            tooltip="Enter the Flight Costs Table printed on the board",
        ),
        Binding(
            "g", "merger", "Merger", id="merger", show=False, tooltip="Merge the two poorest airlines (3-player game)"
        ),
        *book_bindings("table", "Print recap sheets", "Print the recap sheets and the end-of-game audit to PDF"),
        # the Tournament Game's own steps (the ledger refuses them in a Basic Game: not shown there)
        Binding("x", "taxes", "Taxes", id="taxes", tooltip="Pay a player's taxes, line 2a (Phase 2)"),
        Binding(
            "v",
            "residual_value",
            "Residual value",
            id="residual_value",
            tooltip="Replace or turn in planes six years old (Phase 4, from Y7 Q1)",
        ),
        Binding(
            "T",
            "tax_table",
            "Tax Table",
            id="tax_table",
            show=False,
            tooltip="Enter the Tax Table printed on the Condensed Re-cap Sheet",
        ),
    ]

    PARTS = ("where", "card", "next", "players", "detail", "bank", "legend")
    #: the forms that fill themselves from an action undone (kind -> the action opening the form)
    REFILL = {
        "air_empire.route_card": "route_card",
        "air_empire.bids": "bids",
        "air_empire.flight_costs_table": "flight_costs",
        "air_empire.loan": "loan",
        "air_empire.purchase": "purchase",
        "air_empire.plane_sale": "sale",
        "air_empire.maintenance": "maintenance",
        "air_empire.taxes": "taxes",
        "air_empire.tax_table": "tax_table",
        "air_empire.merger": "merger",
        "air_empire.residual_value": "residual_value",
    }
    GRID = "players"
    #: the action kind each phase key records: the key works (and shows) while the ledger lets it through
    PHASE_KEYS = {
        "route_card": "air_empire.route_card",
        "bids": "air_empire.bids",
        "loan": "air_empire.loan",
        "purchase": "air_empire.purchase",
        "sale": "air_empire.plane_sale",
        "maintenance": "air_empire.maintenance",
        "flight_costs": "air_empire.flight_costs_table",
        "merger": "air_empire.merger",
        "taxes": "air_empire.taxes",
        "residual_value": "air_empire.residual_value",
        "tax_table": "air_empire.tax_table",
    }
    PROBES = {"air_empire.bids": {"bids": []}, "air_empire.purchase": {"orders": []}}

    def _key(self, binding_id: str) -> str:
        """The key of one of this screen's bindings now (after the keymap), e.g. ``"x"``."""
        return next(self.key_of(b) for b in self.BINDINGS if isinstance(b, Binding) and b.id == binding_id)

    @property
    def tournament(self) -> bool:
        """Whether the open game is a Tournament Game (it has taxes, fluctuations, residual values)."""
        try:
            return bool(self.game.setup.variant == "tournament")
        except Exception:  # noqa: BLE001 - no game open: a Basic Game's screen
            return False

    #: the terminal's width from which the grid has the room for each player's 1g and loans (120×36)
    WIDE = 100
    #: the terminal's height from which the detail lines show every player, not only the highlighted one
    TALL = 30

    def columns(self, wide: bool, compact: bool = False) -> tuple[tuple[str, str], ...]:
        """The grid's columns (label, key); ``wide``: with each player's income to date and loans; ``compact``: a Basic
        Game's "Idle P/S" and "Oper P/S" headed "Idle" and "Oper", as the Tournament Game's are (the legend says what
        they count), to leave a long name its room (:meth:`compact_heads`)."""
        if self.tournament or compact:
            # 80 columns: "Owes now" is the tax, the Residual Value step or 5c (or why not, e.g. bankrupt)
            first = (("Seat Player", "name"), ("Cash", "cash"), ("Idle", "idle"), ("Oper", "oper"))
        else:
            first = (("Seat Player", "name"), ("Cash", "cash"), ("Idle P/S", "idle"), ("Oper P/S", "oper"))
        if self.tournament:
            last = (("Owes now", "owes"), ("Tax cr.", "credit"))
        else:
            last = (("5c due", "owes"), ("Status", "status"))
        more = (("1g to date", "income"), ("Loans", "loans")) if wide else ()
        return first + (("Rts", "routes"), ("A", "a"), ("Room", "room")) + more + last

    _wide: bool | None = None
    #: whether the grid's columns are drawn compact now (:meth:`compact_heads`)
    _compact = False
    #: the names the grid cuts ("Alexandra-…"), by seat, said whole under it (:meth:`names_in_full`)
    _cut: dict[int, str] = {}

    def name_room(self, table: DataTable[Any], rows: list[tuple[str, ...]], wide: bool, compact: bool = False) -> int:
        """The cells the "Seat Player" column may take (its seat, name and " SP"): what the terminal's width leaves
        beside the other columns (:meth:`columns`, ``wide`` or not), each as wide as its heading and its widest
        cell in ``rows`` (the cells after the first); less than the heading's when the others leave less (the
        grid then runs past the edge: :meth:`status_cells`). A name wider is cut with "…"
        (:func:`~tui.base.widgets.clip`): at 80x24 "1 Alexandr SP" and "2 Bartholo" were cut at 8 letters
        without a mark, the grid some 10 columns short of the edge (a newcomer's try)."""
        labels = [label for label, _key in self.columns(wide, compact)]
        others = sum(
            max([cell_len(label), *(cell_len(row[index]) for row in rows)]) + 2 * table.cell_padding
            for index, label in enumerate(labels[1:])
        )
        # the column's own padding, and a cell spare for a vertical scrollbar
        return self.app.size.width - others - 2 * table.cell_padding - 1

    @staticmethod
    def who_cell(p: air_empire.TablePlayer, room: int) -> str:
        """The "Seat Player" cell of ``p`` in ``room`` cells: its seat, its name (cut with "…" when longer) and " SP"
        for the Senior President."""
        seat, sp = f"{p.seat} ", " SP" if p.senior_president else ""
        return f"{seat}{clip(p.name, max(4, room - cell_len(seat) - cell_len(sp)))}{sp}"

    def compact_heads(
        self, table: DataTable[Any], view: air_empire.TableView, rows: list[tuple[str, ...]], wide: bool
    ) -> bool:
        """Whether the grid's heads go compact (:meth:`columns`): a Basic Game whose longest "Seat Player" cell is cut
        with its full heads and not with the compact ones' room. A newcomer's try at 80x24: "2 Alexandra-… SP" in a
        3-player game, four cells short, while "Idle P/S" and "Oper P/S" headed columns of "2/1"."""
        if view.variant == "tournament":
            return False
        longest = max((cell_len(self.who_cell(p, 1_000)) for p in view.players), default=0)
        return self.name_room(table, rows, wide) < longest

    def status_cells(
        self, table: DataTable[Any], view: air_empire.TableView, rows: list[tuple[str, ...]], wide: bool
    ) -> list[tuple[str, ...]]:
        """``rows`` with a Basic Game's Status column in its compact form, its first word ("Merged", "Bankrupt"),
        when its whole form ("Merged into Alexandra-Marie") leaves the names' column less than its heading
        (:meth:`name_room`): the grid ran past the terminal's edge, and the Status column was cut ("Merged into A",
        a newcomer's try at 80x24 with a long name and a player with loan room). The highlighted player's detail
        says it whole (:meth:`player_detail`)."""
        heading = cell_len(self.columns(wide)[0][0])
        if view.variant == "tournament" or self.name_room(table, rows, wide, self._compact) >= heading:
            return rows
        return [(*cells[:-1], p.status_word) for p, cells in zip(view.players, rows, strict=True)]

    @staticmethod
    def legend(tournament: bool) -> str:
        """What the grid's short column labels mean (a newcomer's try at 80x24: "Idle 4/3", "Room $0" and
        "Tax cr." left the banker guessing)."""
        parts = ["Idle, Oper: Prop/Super Jets", "Rts: routes", "A: Class A routes", "Room: may still borrow"]
        if tournament:
            parts += ["Owes now: this phase's payment", "Tax cr.: refund carried"]
        else:
            parts.append("5c due: maintenance")
        return "Columns: " + " · ".join(parts)

    def on_mount(self) -> None:
        if self.tournament:
            self.add_class("-tournament")
        self.refresh_game()
        self.query_one("#players", DataTable).focus()

    def refresh_game(self) -> None:
        """Redraw everything from the ledger."""
        try:
            view = air_empire.table_view(self.game.state)
        except Exception as error:  # noqa: BLE001 - a message, never a traceback
            self.query_one("#next", Static).update(f"Cannot read the game: {error_text(self, error)}")
            return
        self.view = view
        self.sub_title = shown(view.title)  # the header writes its text to the terminal as it is
        tournament = view.variant == "tournament"
        where = f"{view.quarter_label} · {view.phase_name} · Senior President: {view.senior_president or '—'}"
        if tournament:
            where = (
                f"{view.quarter_label} ({self.period_text(view)}) · {view.phase_name.split(' — ')[0]} · "
                f"SP: {view.senior_president or '—'}"
            )
        self.query_one("#where", Static).update(where)
        self.query_one("#card", Static).update(self.card_text(view))
        self.query_one("#next", Static).update(
            f"Next: {in_words(self, view.next_step)}{self.next_keys(view.next_kinds)}"
        )
        table = self.query_one("#players", DataTable)
        row = table.cursor_row
        wide = self.app.size.width >= self.WIDE
        in_phase5 = view.phase in ("loans", "equipment", "maintenance")
        rows: list[tuple[str, ...]] = []
        for p in view.players:
            if p.maintenance_owed is not None:
                owes = money(p.maintenance_owed)
            else:
                owes = "paid" if in_phase5 and p.active else ""
            last = p.status_brief
            if tournament:
                owes, last = self.owes_now(view, p), money(p.tax_credit) if p.tax_credit else ""
            more = (money(p.income_to_date), money(p.loans)) if wide else ()
            rows.append(
                (
                    money(p.cash),
                    f"{p.idle_prop}/{p.idle_super}",
                    f"{p.operating_prop}/{p.operating_super}",
                    str(len(p.routes)),
                    str(p.class_a),
                    money(p.loan_room) if p.active else "—",  # out of the game: nothing to borrow
                    *more,
                    owes,
                    last,
                )
            )
        compact = self.compact_heads(table, view, rows, wide)
        if (wide, compact) != (self._wide, self._compact):  # the terminal's width and the names decide the columns
            table.clear(columns=True)
            for label, key in self.columns(wide, compact):
                table.add_column(label, key=key)
            self._wide, self._compact = wide, compact
        table.clear()
        rows = self.status_cells(table, view, rows, wide)
        room = max(cell_len(self.columns(wide)[0][0]), self.name_room(table, rows, wide, compact))
        self._cut = {}
        for p, cells in zip(view.players, rows, strict=True):
            who = self.who_cell(p, room)
            if who != self.who_cell(p, 1_000):
                self._cut[p.seat] = p.name
            table.add_row(*(plain(c) for c in (who, *cells)), key=str(p.seat))
        if table.row_count:
            table.move_cursor(row=min(max(row, 0), table.row_count - 1))
        self.show_detail()
        self.sync_keys()
        self.query_one("#legend", Static).update(self.legend(tournament))
        if tournament:
            self.query_one("#bank", Static).update(self.tournament_bank_text(view))
            return
        entered = [r for r in view.flight_costs_table if r[3] in ("board", "illustrative")]
        parts = [f"Bank supply: {view.bank_prop} Prop Jets, {view.bank_super} Super Jets."]
        if entered:
            parts.append(flight_costs_line(view))
        # where the table's figures come from (ledger.games.air_empire.table_notes)
        learned = self.learned_rows(view)
        for note in view.notes:
            if learned and note.startswith("Flight Costs Table not entered"):
                continue  # rows are known from the bids: said instead, below
            if entered and note.startswith("Flight Costs Table: illustrative"):
                continue  # said by the rows' line (flight_costs_line)
            parts.append(in_words(self, note))
        if learned:
            parts.append(learned)
        elif not entered:
            parts.append(f"{self._key('flight_costs_table')} enters it from the board.")
        self.query_one("#bank", Static).update(" ".join(parts))

    # -- the Tournament Game -------------------------------------------------------------
    @staticmethod
    def period_text(view: air_empire.TableView) -> str:
        """The 3-year period of the quarter, e.g. ``"Years 4-6"`` (``"Year 7"`` when the time limit cuts it)."""
        period = air_empire.period_of(view.quarter)
        first = (period - 1) * 3 + 1
        last = first + 2
        if view.time_limit is not None:
            last = min(last, (view.time_limit + 3) // 4)
        return f"Year {first}" if first >= last else f"Years {first}-{last}"

    @staticmethod
    def owes_now(view: air_empire.TableView, p: air_empire.TablePlayer) -> str:
        """What the player owes at this moment: the tax (Phase 2), the Residual Value step, or 5c."""
        if not p.active:
            return p.status_word
        if view.phase == "taxes":
            if p.tax_owed is None:
                return "tax paid"
            return "tax (type)" if view.tax_provenance == "placeholder" else f"tax {money(p.tax_owed)}"
        if p.residual is not None:
            return f"RV {p.residual.prop_jets}P {p.residual.super_jets}S"
        if p.maintenance_owed is not None:
            return f"5c {money(p.maintenance_owed)}"
        return "paid" if view.phase in ("loans", "equipment", "maintenance") else ""

    #: the figures :meth:`learned_rows` names, the first ones, before "…" (every one is in the form, t): the line
    #: keeps its two lines at 80x24 however many figures the bids taught
    LEARNED_NAMED = 3

    def learned_rows(self, view: air_empire.TableView, *, short: bool = False) -> str:
        """``"Flight Costs Table: planes known from bids for $9,000 and $11,000 (t)."`` while the board's
        table is not entered and bids have typed the planes of some figures
        (:attr:`ledger.games.air_empire.TableView.typed_combinations`), else ``""``: "Flight Costs Table not
        entered" read as if the game knew no row (a newcomer's try).

        A row of the table is a Flight Costs figure and the one combination of planes it means (Air Empire, Basic
        Game, Bidding Examples: "a player must operate a Route with exactly the combination of planes stated in the
        Flight Costs Table for each bid"): the count is of the figures, each once however many bid it, and not the
        rulebook's printed $12,000 row. "2 rows known from bids" after three bids (two of one figure, or one of
        $12,000) read as a bid lost (a newcomer's try): the figures are named, the first :attr:`LEARNED_NAMED` (twice
        as many on a terminal of :attr:`WIDE` columns) then "…" after their count. ``short`` (the Tournament Game's
        line, under the Tax Table's warning): counted only, ``"… planes known from bids for 2 figures (t)."``."""
        if any(r[3] in ("board", "illustrative") for r in view.flight_costs_table) or not view.typed_combinations:
            return ""
        figures = [money(amount) for amount, _supers, _props in view.typed_combinations]
        count = plural_words(f"{len(figures)} figure(s)")
        most = self.LEARNED_NAMED if self.app.size.width < self.WIDE else 2 * self.LEARNED_NAMED
        if short:
            said = f"planes known from bids for {count}"
        elif len(figures) <= most:
            said = f"planes known from bids for {listed(figures)}"
        else:
            said = f"planes known from bids for {count}: {', '.join(figures[:most])} …"
        return f"Flight Costs Table: {said} ({self._key('flight_costs_table')})."

    def tournament_bank_text(self, view: air_empire.TableView) -> str:
        """The Bank, the two tables' provenance and the Tax Table warning, short enough for 80×24."""
        entered = [r for r in view.flight_costs_table if r[3] in ("board", "illustrative")]
        parts = [f"Bank: {view.bank_prop} Prop, {view.bank_super} Super."]
        parts.append(
            # as the Tax Table's, and as the journal says it ("Flight Costs Table entered (10 rows, board)"): the
            # bare "Flight Costs Table board." read as a word missing (a newcomer's try, issue 13). The banker's rows
            # only: the rulebook's $12,000 row, never typed, was counted as one (a newcomer's try)
            flight_costs_line(view, short=True)
            if entered
            else self.learned_rows(view, short=True)
            or f"Flight Costs Table not entered ({self._key('flight_costs_table')})."
        )
        if view.tax_provenance == "placeholder":
            parts.append(
                f"WARNING: Tax Table not entered — a placeholder, not the sheet's: each tax is typed "
                f"from the sheet ({self._key('tax_table')} enters the table)."
            )
        else:
            # where the banker reads it: "sheet" for the stored "board" (printed on the Condensed Re-cap Sheet)
            parts.append(f"Tax Table: {len(view.tax_table)} rows, {air_empire.tax_source_words(view.tax_provenance)}.")
        if view.time_limit is None:
            parts.append("Ends by elimination.")
        return " ".join(parts)

    def card_text(self, view: air_empire.TableView) -> str:
        card = view.card
        if not card:
            return "Route card: none turned up"
        minimums = " · ".join(f"{c} {money(m)}" for c, m in card["minimums"].items())
        revenues = set(card["revenue"].values())
        revenue = (
            money(next(iter(revenues)))
            if len(revenues) == 1
            else " · ".join(f"{c} {money(r)}" for c, r in card["revenue"].items())
        )
        adjacent = ", ".join(card["adjacent"]) or "none"
        # two lines of their own, so a class never wraps away from its amount
        text = f"Card: {card['city']} (adj. {adjacent})\nMinimums {minimums} · revenue {revenue}"
        effects = []
        if view.fluctuations:
            names = {p.seat: p.name for p in view.players}
            effects.append("1d " + ", ".join(f"{names[s]} {format_signed(a)}" for s, a in view.fluctuations))
        ended = [t for t in view.terminations if t.reason == "re-bid"]
        if ended:
            names = {p.seat: p.name for p in view.players}
            effects.append(
                "re-bid, 1e " + ", ".join(f"{names[t.seat]} {t.service_class} {money(t.flight_profit)}" for t in ended)
            )
        return text + ("\n" + " · ".join(effects) if effects else "")

    def show_detail(self) -> None:
        """The highlighted player's detail; in a tall terminal (120×36) every player's, the highlighted
        one marked, so that the room under the grid shows the whole table."""
        view = getattr(self, "view", None)
        table = self.query_one("#players", DataTable)
        if view is None or not view.players:
            return
        at = min(max(table.cursor_row, 0), len(view.players) - 1)
        if self.app.size.height < self.TALL:
            text = self.names_in_full() + self.player_detail(view, view.players[at])
            self.query_one("#detail", Static).update(self._fitted_detail(text))
            self.call_after_refresh(self._fit_detail, text)  # again once the parts above are laid out
            return
        # each player's lines indented under the marker (a newcomer's try: they ran on at column 0 and the players
        # read as one block)
        detail = self.query_one("#detail", Static)
        width = max(20, (detail.size.width or self.app.size.width) - 1)
        self.query_one("#detail", Static).update(
            "\n".join(
                textwrap.fill(
                    f"{'›' if i == at else ' '} {self.player_detail(view, p, short=bool(self._wide))}",
                    width,
                    subsequent_indent="  ",
                    break_on_hyphens=False,
                )
                for i, p in enumerate(view.players)
            )
        )

    def names_in_full(self) -> str:
        """Below :attr:`TALL`, the names the grid cuts with "…" (:attr:`_cut`), whole, on a line of their own over the
        highlighted player's detail: ``"Names in full: 2 Bartholomew Fitzwilliam-Montgomery Kent.\n"``; ``""`` when
        none is cut. A newcomer's try at 80x24: "Alexandra-Ma…" was whole only in her own detail, with the cursor on
        her row. At :attr:`TALL` every player's detail names him whole."""
        if not self._cut:
            return ""
        return "Names in full: " + ", ".join(f"{seat} {name}" for seat, name in sorted(self._cut.items())) + ".\n"

    def _fitted_detail(self, text: str) -> str:
        """Below :attr:`TALL`, the highlighted player's detail cut to the room the other parts leave, its last line
        saying where the rest is: late in a game (14 routes, 11 quarters of planes) it ran the screen past 24
        lines, which then scrolled to the grid and hid the quarter, the card and the minimums above it, with no
        key to bring them back (a newcomer's try of the tournament sample at 80×24). Whole before the first
        layout (the parts' heights are not known yet: :meth:`_fit_detail` cuts it then)."""
        detail = self.query_one("#detail", Static)
        counted = (*self.PARTS, "more", None)  # the parts, the More line, the header and the footer
        others = [w for w in self.children if w is not detail and w.display and w.id in counted]
        if not self.size.height or any(not w.size.width for w in others):
            return text
        room = self.size.height - sum(
            w.outer_size.height + w.styles.margin.top + w.styles.margin.bottom for w in others
        )
        if self.app.size.height < self.TALL:  # the notice's rows left to it, not taken from the legend
            room -= self.notice_rows  # (:meth:`notice_rows_changed`)
        width = max(20, detail.size.width or self.app.size.width)
        # each line of its own wrapped apart: the names in full over the detail (:meth:`names_in_full`)
        lines = [cut for line in text.split("\n") for cut in textwrap.wrap(line, width, break_on_hyphens=False)]
        if len(lines) <= max(room, 2):
            return text
        return "\n".join([*lines[: max(1, room - 1)], "… the rest: r Recap, or a taller terminal"])

    def _fit_detail(self, text: str) -> None:
        """Cut the detail again once the parts above it are laid out (:meth:`_fitted_detail`)."""
        if self.is_attached:
            self.query_one("#detail", Static).update(self._fitted_detail(text))

    def notice_rows_changed(self) -> None:
        """Below :attr:`TALL` the detail, cut to its room (:meth:`_fitted_detail`), leaves the notice its rows, and
        takes them back as it goes; the notices are placed again once the "More:" keys have moved. A newcomer's try
        at 80x24: after a Next line of three lines the parts reached the "More:" keys, and "Recorded #49 · Planes
        bought: …" covered the legend's last line. At :attr:`TALL` every player's detail shows, the latest actions
        under the keys: the notice goes under them."""
        if self.app.size.height < self.TALL:
            self.show_detail()
            self.call_after_refresh(self.place_notices)

    def player_detail(self, view: air_empire.TableView, p: air_empire.TablePlayer, *, short: bool = False) -> str:
        """One player's routes, fleet, income to date and loans, in words; ``short``: without the income
        to date and the loans (the wide grid shows them)."""
        sp = ", Senior President" if p.senior_president else ""
        routes = ", ".join(p.routes) or "none"
        if view.variant == "tournament":
            # the starting planes were not bought: said apart (a newcomer's try read "Fleet by quarter bought: Y1 Q1
            # 4P 3S" for them)
            start = [f"start {_planes(*p.starting_fleet)}"] if any(p.starting_fleet) else []
            bought = [f"{air_empire.quarter_label(q)} {_planes(props, supers)} bought" for q, props, supers in p.fleet]
            fleet = " · ".join(start + bought)
            income = "" if short else f"1g {money(p.income_to_date)}. "
            text = (
                f"{p.name}{sp} — {p.status}. Idle {p.idle_prop} Prop, {p.idle_super} Super. Routes: {routes}. "
                f"{income}Fleet by quarter: {fleet or 'none'}."
            )
            if p.residual is not None:
                r = p.residual
                text += (
                    f" Leaving service now: {r.prop_jets}P {r.super_jets}S — replace all {money(r.replace_all)}"
                    f", turn in all +{money(r.turn_in_all)}."
                )
            return text
        text = (
            f"{p.name} (seat {p.seat}{sp}) — {p.status}. Idle {p.idle_prop} Prop, {p.idle_super} Super; "
            f"operating {p.operating_prop} Prop, {p.operating_super} Super. Routes: {routes}."
        )
        if short:
            return text
        return (
            f"{text} Income to date {money(p.income_to_date)}; loans {money(p.loans)}, "
            f"may borrow {money(p.loan_room)} more (Room)."
        )

    def on_data_table_row_highlighted(self, _event: DataTable.RowHighlighted) -> None:
        self.show_detail()

    def in_help(self, binding: Binding) -> bool:
        """Whether the help (F1) lists ``binding``: the merger's key only in a game that started with 3 players, the
        only one where it can apply (Air Empire, Basic Game, Mergers). A newcomer's try of a 4-player game read
        "g — Merger: Merge the two poorest airlines (3-player game) · not now", as if it might come."""
        if binding.action == "merger":
            return bool(self.game.state.seats_at_start == 3)
        return True

    # -- opening forms -----------------------------------------------------------------
    def action_route_card(self) -> None:
        from tui.games.air_empire.forms import FlightCostsPrompt, RouteCardForm, known_rows, table_confirmed

        refusal = outright_refusal(self.game, "air_empire.route_card", {})
        if refusal:
            self.not_now(refusal)
            return
        view = air_empire.table_view(self.game.state)
        # asked once: before the game's first card while its table is not entered; after that (gone on
        # without it, or a later quarter) the card's form says the table is not entered, and t enters it
        if table_confirmed(view) or view.quarter > 1 or self._flight_costs_asked:
            self.app.push_screen(RouteCardForm())
            return
        self.app.push_screen(FlightCostsPrompt(known_rows(view)), self._after_prompt)

    #: whether the Flight Costs Table prompt was answered on this screen (it asks once)
    _flight_costs_asked = False

    def _after_prompt(self, choice: str | None) -> None:
        from tui.games.air_empire.forms import FlightCostsForm, RouteCardForm

        self._flight_costs_asked = bool(choice)
        if choice == "table":

            def entered(done: bool | None) -> None:
                if done:  # the table is recorded: on to the card (Esc leaves both)
                    self.app.push_screen(RouteCardForm())

            self.app.push_screen(FlightCostsForm(), entered)
        elif choice == "go_on":
            self.app.push_screen(RouteCardForm())

    def action_flight_costs(self) -> None:
        from tui.games.air_empire.forms import FlightCostsForm

        self.open_form("air_empire.flight_costs_table", {}, FlightCostsForm)

    def action_bids(self) -> None:
        from tui.base.secret_bids import refill_waiting
        from tui.games.air_empire.bids import BidsScreen

        refill = refill_waiting(self.app, "air_empire.bids")  # the bids just undone, offered again
        self.open_form("air_empire.bids", {"bids": []}, lambda: BidsScreen(refill))

    def action_loan(self) -> None:
        from tui.games.air_empire.forms import LoanForm

        self.open_form("air_empire.loan", {}, LoanForm)

    def action_purchase(self) -> None:
        from tui.games.air_empire.forms import PurchaseForm

        self.open_form("air_empire.purchase", {"orders": []}, PurchaseForm)

    def action_sale(self) -> None:
        from tui.games.air_empire.forms import PlaneSaleForm

        self.open_form("air_empire.plane_sale", {}, PlaneSaleForm)

    def action_maintenance(self) -> None:
        from tui.games.air_empire.forms import MaintenanceForm

        self.open_form("air_empire.maintenance", {}, MaintenanceForm)

    def action_taxes(self) -> None:
        from tui.games.air_empire.forms import TaxesForm

        self.open_form("air_empire.taxes", {}, TaxesForm)

    def action_residual_value(self) -> None:
        from tui.games.air_empire.forms import ResidualValueForm

        refusal = outright_refusal(self.game, "air_empire.residual_value", {})
        if refusal:
            self.not_now(refusal)
            return
        if not any(p.residual for p in air_empire.table_view(self.game.state).players):
            self.not_now(
                "No planes leave service this quarter: the Residual Value step is owed in Phase 4 of the "
                "quarter the planes were bought in, six years later (from Y7 Q1)."
            )
            return
        self.app.push_screen(ResidualValueForm())

    def action_tax_table(self) -> None:
        from tui.games.air_empire.forms import TaxTableForm

        self.open_form("air_empire.tax_table", {}, TaxTableForm)

    def action_merger(self) -> None:
        from tui.games.air_empire.forms import MergerForm

        self.open_form("air_empire.merger", {}, MergerForm)

    # -- other screens (some are built by another module) ------------------------------
    def action_recap(self) -> None:
        from tui.games.air_empire.recap import RecapScreen

        self.app.push_screen(RecapScreen())


def flight_costs_line(view: air_empire.TableView, *, short: bool = False) -> str:
    """The Flight Costs Table entered, counted as the journal counts it ("Flight Costs Table entered (10 rows,
    board)"): the rows the banker typed, and the rulebook's rows the game knows besides, said apart. The table screen
    said "9 rows" of a table recorded as 10 (the typed $12,000 row taken for the rulebook's), and in the Basic Game
    "18 rows (17 board, 1 from the rulebook)" of one recorded as 17 (a newcomer's try). ``short``: the rows typed
    only (the Tournament Game's lines, kept to 80×24), and "illustrative" said without "values, not the board's"."""
    typed = [r for r in view.flight_costs_table if r[3] in ("board", "illustrative")]
    known = [r for r in view.flight_costs_table if r[3] == "rulebook"]
    kind = typed[0][3]
    if kind == "illustrative" and not short:
        # the provenance note said in the same sentence: "4 rows typed, illustrative. Flight Costs Table: illustrative
        # values, not the board's." took two lines of 80x24 to say one thing (a newcomer's try)
        kind = "illustrative values, not the board's"
    line = f"Flight Costs Table: {len(typed)} row{'' if len(typed) == 1 else 's'} typed ({kind})"
    if known and not short:
        figures = ", ".join(money(r[0]) for r in known)
        line += f", and the rulebook's {figures} row{'' if len(known) == 1 else 's'}"
    return line + "."


def _planes(props: int, supers: int) -> str:
    """Planes in the table's short words: ``"4P 3S"``, ``"1P"`` (a kind of none left out)."""
    return " ".join(f"{n}{kind}" for n, kind in ((props, "P"), (supers, "S")) if n)
