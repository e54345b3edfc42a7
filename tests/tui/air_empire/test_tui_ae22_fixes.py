"""Findings of a newcomer's try of the Air Empire Tournament Game (Alexandra, Bartholomew and Cy, 80x24): the Enter
typed ahead after ctrl+s on a bid forfeited if it wins, the maintenance form's "Who pays" list unmarked on opening,
the recap's foot and keys, a negative 1a in the reveal, and names cut without a mark in the players' table."""

from __future__ import annotations

import dataclasses
from datetime import UTC, datetime, timedelta
from pathlib import Path

import pytest
from sample_helpers import sample_record
from textual.widgets import Select
from tui_helpers import (
    drawn_text,
    drawn_words,
    first_allowed,
    keys,
    make_app,
    open_game_at,
    open_play_form,
    run,
    type_fast,
)

from ledger.store import Book
from tui.app import AirbankerApp
from tui.base.widgets import ConfirmScreen
from tui.games.air_empire.bids import BidsScreen
from tui.games.air_empire.forms import MaintenanceForm

SAMPLE = "air-empire-tournament-3p"
#: the sample's actions before Y4 Q4's bids, where Cy (seat 3) has 2 Super Jets idle
BEFORE_Y4Q4_BIDS = 135


def import_renamed(book: Book, upto: int | None, names: tuple[str, ...] = ("Alexandra", "Bartholomew", "Cy")) -> int:
    """The Tournament sample's first ``upto`` actions stored as a new game of ``names`` (by default the newcomer's
    Alexandra, Bartholomew and Cy, longer and shorter than the sample's), one minute apart."""
    setup, actions = sample_record(SAMPLE)
    setup = dataclasses.replace(setup, players=names)
    kept = actions if upto is None else actions[:upto]
    start = datetime(2026, 1, 1, 20, tzinfo=UTC)
    stamp = "%Y-%m-%dT%H:%M:%S.000+00:00"
    stamped = [
        dataclasses.replace(a, recorded_at=(start + timedelta(minutes=i)).strftime(stamp))
        for i, a in enumerate(kept, start=1)
    ]
    return book.import_actions(setup, stamped, created_at=start.strftime(stamp))


@run
async def test_enter_typed_with_ctrl_s_on_a_forfeit_reveals(tmp_path: Path) -> None:
    """A newcomer's try: the first two seats passed (ctrl+s ctrl+s), Cy's A $15,000 needs 3 Super Jets idle and he
    has 2 ("Forfeited if it wins"), then ctrl+s and Enter typed together: ctrl+s stopped on the forfeit ("Enter
    again keeps it") and the Enter meant to reveal kept the bid instead, the screen left at "All bids are typed"
    without a word. ctrl+s keeps the bid as typed, a forfeit too (the live line said it): the Enter reveals, and
    the reveal says the bid is forfeited if it wins. Enter through the fields still stops on it once."""
    app = make_app(tmp_path)
    game = import_renamed(app.book, BEFORE_Y4Q4_BIDS)
    async with app.run_test(size=(80, 24)) as pilot:
        await open_game_at(pilot, game)
        await keys(pilot, "b")
        bids = app.screen
        assert isinstance(bids, BidsScreen)
        await keys(pilot, "ctrl+s", "ctrl+s", "A", "enter", "15000", "ctrl+o")
        assert "Forfeited if it wins: needs 3 Super Jets idle, has 2" in drawn_words(app)
        await keys(pilot, "ctrl+o")
        await type_fast(pilot, "ctrl+s", "enter")
        assert bids.stage == "reveal" and bids.refusal is None, drawn_words(app)
        assert [(o.bid.player, o.outcome) for o in bids.resolution] == [(3, "forfeited")]
        assert "All bids are typed" not in drawn_words(app)
        # typed again (Class B) while its bidder peeks, Enter down its fields: told once on the last, the next Enter
        # keeps it, the next reveals
        await keys(pilot, "3", "ctrl+o", "B", "enter", "15000")
        await type_fast(pilot, "enter", "enter", "enter")
        assert bids.stage == "typing" and "Enter again keeps it" in drawn_words(app)
        await type_fast(pilot, "enter", "enter")
        assert bids.stage == "reveal" and bids.refusal is None


def who_pays(app: AirbankerApp) -> str:
    return next(line for line in drawn_text(app).splitlines() if "Who pays" in line)


@run
async def test_the_maintenance_form_opens_on_its_who_pays_list(tmp_path: Path) -> None:
    """A newcomer's try: the maintenance form (m) opened with "Who pays  Everyone still owing (3)" unmarked, the
    focus nowhere, though the list took Space and letters; the key line said "Tab, then a name: one player alone"
    (Tab was not needed). It opens on the list, focused and marked (▸), the key line saying what Enter, ctrl+s,
    Space and a name do there; a name typed opens it on that player, and Enter records, asking first."""
    app = make_app(tmp_path)
    game = import_renamed(app.book, first_allowed(SAMPLE, "air_empire.maintenance"))
    async with app.run_test(size=(80, 24)) as pilot:
        form = await open_play_form(pilot, game, "maintenance")
        assert isinstance(form, MaintenanceForm)
        select = form.query_one("#player", Select)
        assert app.focused is select and not select.expanded
        assert "▸ Who pays" in who_pays(app) and "Everyone still owing (3)" in who_pays(app), drawn_text(app)
        words = drawn_words(app)
        assert "Enter or ctrl+s: record, asking first (y/n)" in words, words
        assert "Space or a name: one player alone" in words and "Tab" not in words, words
        await keys(pilot, "b", "enter")  # a name typed: the list opens on Bartholomew, Enter takes him, asking first
        assert isinstance(app.screen, ConfirmScreen) and "Record: Bartholomew pays $2,300" in drawn_words(app)
        await keys(pilot, "n")
        assert app.focused is select and select.value == 2, drawn_text(app)
        assert "▸ Who pays" in who_pays(app) and "Bartholomew alone" in who_pays(app)
        assert "Space or a name: another player, or everyone" in drawn_words(app)
        await keys(pilot, "enter")
        assert isinstance(app.screen, ConfirmScreen)
        await keys(pilot, "y")
        assert app.game.records[-1].payload == {"player": 2}


@pytest.mark.parametrize(
    ("size", "upto", "quarters", "notes", "others"),
    [
        ((80, 24), 60, "Y1 Q3–Y2 Q3 of 12 quarters ·", "… 2 more 5b notes: 5 shows them all", True),
        # two blocks fill 120x36: the notes are counted on the hint's line, not on a line past the screen's edge
        # (the screen scrolled, its title out of sight: a newcomer's try, ae30)
        ((120, 36), 140, "Quarters Y1 Q3–Y4 Q4 of 24 ·", "· 5 shows 7 more 5b notes", True),
        ((120, 36), 60, "Quarters Y1 Q1–Y3 Q4 ·", "· 5 shows 3 more 5b notes", False),
    ],
)
@run
async def test_the_recap_foot_reads_whole_and_its_keys_are_in_the_footer(
    tmp_path: Path, size: tuple[int, int], upto: int, quarters: str, notes: str, others: bool
) -> None:
    """A newcomer's try at 80x24: the recap's foot "… 3 more line 5b notes: 5 shows every quarter's" read as cut
    off, "Y1 Q1–Y2 Q2 of 12 ([ ] more)" was cryptic, and the footer ("esc Back → Next player ← Prev. player a
    Applications f1 Help") said nothing of [ ] and 5. The foot says it in whole words, the quarters' keys are
    "[] Quarters" in the footer while some quarters are out of view, and "5 5b notes" while there are notes; ← and
    → share one word ("←→ Player") to make room. Every line within the screen."""
    app = make_app(tmp_path)
    game = import_renamed(app.book, upto)
    async with app.run_test(size=size) as pilot:
        await open_game_at(pilot, game)
        await keys(pilot, "r")
        drawn = drawn_text(app)
        lines = drawn.splitlines()
        assert quarters in drawn and notes in drawn, drawn
        assert "more)" not in drawn and "every quarter's" not in drawn
        assert all(len(line.rstrip()) <= size[0] for line in lines)
        footer = lines[-1]
        assert "←→ Player a Applications" in footer and "5 5b notes f1 Help" in footer, footer
        assert ("[] Quarters 5 5b notes" in footer) is others, footer
        first = app.screen.first_quarter  # type: ignore[attr-defined]
        await keys(pilot, "[")
        assert (app.screen.first_quarter != first) is others  # type: ignore[attr-defined]


@run
async def test_a_first_line_below_zero_is_written_in_parentheses_at_the_reveal(tmp_path: Path) -> None:
    """A newcomer's try: the reveal wrote Cy's 1a below zero as "− 1a $4,400 + Flight Profit $10,000 = $5,600",
    read as 1a deducted. It is written as the sheet writes a deduction: "1a ($4,400) + Flight Profit …"."""
    app = make_app(tmp_path)
    game = import_renamed(app.book, 118)  # Y4 Q2's bids: Cy's 1a is -$4,400
    async with app.run_test(size=(80, 24)) as pilot:
        await open_game_at(pilot, game)
        await keys(pilot, "b")
        bids = app.screen
        assert isinstance(bids, BidsScreen)
        # asked from the Senior President, Bartholomew (seat 2), clockwise: seats 2, 3, then 1
        for cls, amount, supers, props in (("B", "12000", "2", "1"), ("C", "6000", "0", "3"), ("A", "14000", "2", "2")):
            await keys(pilot, cls, "enter", amount, "enter", supers, "enter", props, "enter")
        await keys(pilot, "enter")
        assert bids.stage == "reveal" and bids.refusal is None, drawn_words(app)
        words = drawn_words(app)
        assert "1a ($4,400) + Flight Profit $10,000 = $5,600" in words, words
        assert "− 1a" not in words


@pytest.mark.parametrize("size", [(80, 24), (120, 36)])
@run
async def test_names_in_the_players_table_are_whole_or_cut_with_a_mark(tmp_path: Path, size: tuple[int, int]) -> None:
    """A newcomer's try at 80x24: the players' table cut names at 8 letters without a mark ("1 Alexandr SP", "2
    Bartholo"), some 10 columns short of the edge. The name column takes the room the others leave: Alexandra and
    Bartholomew whole; a name longer than that room ends with "…", its row within the screen."""
    for names, drawn_names in (
        (("Alexandra", "Bartholomew", "Cy"), ("1 Alexandra SP", "2 Bartholomew", "3 Cy")),
        (("Alexandra", "Bartholomew Fitzwilliam-Montgomery Kent", "Cy"), ("1 Alexandra SP", "2 Bartholomew", "3 Cy")),
    ):
        folder = tmp_path / str(len(names[1]))
        folder.mkdir()
        app = make_app(folder)
        game = import_renamed(app.book, 60, names)
        async with app.run_test(size=size) as pilot:
            await open_game_at(pilot, game)
            lines = drawn_text(app).splitlines()
            top = next(i for i, line in enumerate(lines) if line.startswith(" Seat Player"))
            rows = lines[top + 1 : top + 4]
            for row, name in zip(rows, drawn_names, strict=True):
                assert row.startswith(f" {name}"), rows
            assert all(len(row.rstrip()) <= size[0] for row in rows)
            if len(names[1]) > 30 and size[0] == 80:  # at 120 columns it has the room
                cut = rows[1].split("  ")[0]
                assert cut.endswith("…") and cut.startswith(" 2 Bartholomew Fitz"), rows
            elif len(names[1]) > 30:
                assert rows[1].startswith(f" 2 {names[1]} "), rows
