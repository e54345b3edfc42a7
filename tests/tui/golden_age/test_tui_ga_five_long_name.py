"""1930 with five players, one of them named "Bartholomew Fitzwilliam Montgomery-Smyth" (40 letters): the grid's seat
heads on two lines broken between words in every phase, a short name never cut, the CEO column using the room of a
wide terminal (Textual Pilot, the game recorded through the Book: ga_five_long)."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from ga_five_long import LONG, NAMES, five_long, poor_ceo
from tui_helpers import SIZE, drawn_text, form_setup, keys, make_app, open_game_at, run, stored_game

from tui.base.widgets import ConfirmScreen
from tui.games.golden_age.forms import PurchasedActionForm


def heads(drawn: str) -> list[str]:
    """The grid's head lines: from the line beginning with "Airline" to its first row (Blue's or Cash)."""
    lines = drawn.splitlines()
    top = next(i for i, line in enumerate(lines) if line.strip().startswith("Airline"))
    end = next(i for i, line in enumerate(lines) if line.strip().startswith(("Blue", "Cash")))
    return lines[top:end]


def seat_heads(lines: list[str]) -> dict[str, str]:
    """Each seat's head (its lines joined by a blank), by seat number."""
    first = lines[0]
    starts = [i for i, c in enumerate(first) if c.isdigit() and first[i - 1] in " »"]
    starts = [i - 1 if first[i - 1] == "»" else i for i in starts]
    ends = [*starts[1:], first.index("CEO")]
    return {
        first[a:b].strip().lstrip("»").split()[0]: " ".join(line[a:b].strip() for line in lines).strip()
        for a, b in zip(starts, ends, strict=True)
    }


def ceo_of(drawn: str, airline: str) -> str:
    """The last cell of ``airline``'s row (the CEO column)."""
    row = next(line for line in drawn.splitlines() if line.strip().startswith(f"{airline} "))
    return row.rstrip().rsplit("  ", 1)[-1].strip()


async def check(pilot: Any, size: tuple[int, int]) -> None:
    """The seat heads at ``size``: two lines, each short name whole, the long one broken between words."""
    drawn = drawn_text(pilot.app)
    lines = heads(drawn)
    assert len(lines) == 2, (size, lines)
    said = seat_heads(lines)
    for seat, name in (("2", "Bob"), ("3", "Cy"), ("4", "Dot"), ("5", "Eve")):
        assert said[seat].lstrip("»").split() == [seat, name], (size, said)
    long = said["1"].lstrip("»").split()
    assert long[0] == "1" and long[1] in ("Bart…", "Bartholomew", "Bartholomew…"), (size, said)


@run
async def test_seat_heads_two_lines_in_every_phase(tmp_path: Path) -> None:
    """A newcomer's try, 5 players at 80x24: the Stock Round's heads read "1" over "Barth…", but the Operation Phase's
    and the End of Turn's one line: "1 Bar", "»1 Ba", even "»3 Bo" for Bob; at 120x36 "»1 Bartholom…". Now two lines
    in each, the seat over the name broken between words, Bob whole marked or not; the CEO column at 120 columns
    names the long name's CEO with more than "Barth…"."""
    app = make_app(tmp_path)
    games = [five_long(app.book, n) for n in (0, 1, 2)] + [five_long(app.book, None)]
    async with app.run_test(size=SIZE) as pilot:
        for game in games:
            await open_game_at(pilot, game)
            for _ in range(3):
                await pilot.pause()
            await check(pilot, SIZE)
            assert ceo_of(drawn_text(app), "Blue") == ("Bart…" if game == games[-1] else "Barth…")
            await pilot.resize_terminal(120, 36)
            for _ in range(4):
                await pilot.pause()
            await check(pilot, (120, 36))
            ceo = ceo_of(drawn_text(app), "Blue")
            assert ceo.startswith("Bartholom") and len(ceo) > 6, ceo
            await pilot.resize_terminal(*SIZE)
            await pilot.press("escape")
            for _ in range(3):
                await pilot.pause()


@run
async def test_totals_show_the_long_name_whole(tmp_path: Path) -> None:
    """A newcomer's try: the Totals screen (v) read "4  Bartholomew Fitz  $7  $33  $40" at 80x24 and at 120x36, the
    name cut bare in 16 cells. Now whole: on one line at 120 columns, on two broken between words at 80."""
    app = make_app(tmp_path)
    game = five_long(app.book, 3)
    async with app.run_test(size=SIZE) as pilot:
        await open_game_at(pilot, game)
        await pilot.press("v")
        for _ in range(3):
            await pilot.pause()
        lines = drawn_text(app).splitlines()
        at = next(i for i, line in enumerate(lines) if "Bartholomew" in line)
        assert lines[at].split()[1:] == ["Bartholomew", "Fitzwilliam", "$8", "$12", "$20"], lines[at]
        assert lines[at + 1].split() == ["Montgomery-Smyth"], lines[at + 1]
        assert any(line.split()[:2] == ["4", "Bob"] for line in lines), lines
        await pilot.resize_terminal(120, 36)
        for _ in range(4):
            await pilot.pause()
        row = next(line for line in drawn_text(app).splitlines() if "Bartholomew" in line)
        assert row.split()[1:] == [*LONG.split(), "$8", "$12", "$20"], row


@run
async def test_the_cards_form_shows_the_long_name_whole_where_it_has_room(tmp_path: Path) -> None:
    """A newcomer's try: the First Round Turn Order cards form (m) read "1 Bartholomew Fitzwill… card 1" at 80x24
    and at 120x36, in a label of 24 cells. Now the label takes the room: whole at 120x36, cut later at 80x24; the
    "Money from" row keeps its chooser whole."""
    app = make_app(tmp_path)
    async with app.run_test(size=(120, 36)) as pilot:
        await stored_game(pilot, form_setup("golden_age", "standard", "Five", *NAMES))
        await keys(pilot, "m")
        for _ in range(3):
            await pilot.pause()
        drawn = drawn_text(app)
        assert f"▸ 1 {LONG} card" in drawn, drawn  # the form opens on this player's card
        await pilot.resize_terminal(*SIZE)
        for _ in range(4):
            await pilot.pause()
        drawn = drawn_text(app)
        row = next(line for line in drawn.splitlines() if "1 Bartholomew" in line)
        assert "1 Bartholomew Fitzwilliam Montgomer…▸card" in row, row  # the focus mark before the card it is on
        assert "cards 1-3: rulebook's example, others typed" in drawn, drawn


@run
async def test_the_recorded_notice_says_what_was_recorded(tmp_path: Path) -> None:
    """A newcomer's try at 80x24: "Recorded #63 · Round 1: Bartholomew Fitzwilliam … (all in the journal)", the name
    whole and what was recorded cut off; then "Round 2: Quent… uses Blue: Expand …", the name cut though income could
    go. On one line the round would be left out (the table shows it), then income, the name whole; as something would
    still be left out, the notice takes two lines and says it all."""
    app = make_app(tmp_path)
    game = five_long(app.book, 0)
    async with app.run_test(size=SIZE) as pilot:
        await open_game_at(pilot, game)
        await keys(pilot, "o", "enter", "space", "enter", "7", "enter")
        for _ in range(2):
            await pilot.pause()
        notice = app.last_notice.message
        assert notice == f"Recorded #18 · Round 1: {LONG} uses Blue:\nExpand; income $7", notice
        assert LONG in app.game.records[-1].summary


@run
async def test_a_ceo_who_can_afford_no_purchased_action_is_offered_decline_at_once(tmp_path: Path) -> None:
    """A newcomer's try at the End of Turn, u Enter Space: Bob ($1), CEO of two airlines whose actions cost more,
    had an empty Airline list and nothing said why; then the form said "choose Decline as the action" but opened on
    the empty Airline list (Enter, Space and Down opened it; only Tab reached the Action). Now the form opens on the
    Action with Decline chosen, the Airline list "none affordable" and left out; Enter asks the Decline key's
    question, and Enter answers it, recording the decline."""
    app = make_app(tmp_path)
    game = poor_ceo(app.book)
    async with app.run_test(size=SIZE) as pilot:
        await open_game_at(pilot, game)
        await keys(pilot, "u")
        form = app.screen
        assert isinstance(form, PurchasedActionForm)
        assert app.focused is not None and app.focused.id == "action", app.focused
        drawn = drawn_text(app)
        assert "Airline               none affordable" in drawn, drawn
        assert "Action              Decline" in drawn, drawn
        assert "Will record: Bob declines a purchased action" in drawn, drawn
        await keys(pilot, "enter")
        assert isinstance(app.screen, ConfirmScreen) and app.screen.question.startswith("Does Bob decline")
        await keys(pilot, "enter")
        for _ in range(2):
            await pilot.pause()
        assert app.game.records[-1].kind == "golden_age.decline_purchase", app.game.records[-1]
        assert app.game.records[-1].payload == {"player": 2}


@run
async def test_a_decline_from_the_table_says_what_was_recorded(tmp_path: Path) -> None:
    """The same at the table: p (Decline), y for the long-named CEO: the notice says the decline shorter, the name
    whole and the next CEO."""
    app = make_app(tmp_path)
    game = five_long(app.book, None)
    async with app.run_test(size=SIZE) as pilot:
        await open_game_at(pilot, game)
        await keys(pilot, "p", "y")
        for _ in range(2):
            await pilot.pause()
        record = app.game.records[-1]
        assert record.kind == "golden_age.decline_purchase" and LONG in record.summary
        notice = app.last_notice.message
        assert "(all in the journal)" not in notice and "Bartholomew" in notice, notice
        assert notice.endswith(f"{LONG} declines; next: Bob"), (notice, record.summary)


@run
async def test_choosing_a_ceo_who_can_afford_none_chooses_decline(tmp_path: Path) -> None:
    """The same form, its Player changed: Cy (who can afford an action) gets the Airline list back; Bob again,
    "none affordable" and Decline chosen."""
    app = make_app(tmp_path)
    game = poor_ceo(app.book)
    async with app.run_test(size=SIZE) as pilot:
        await open_game_at(pilot, game)
        await keys(pilot, "u")
        form = app.screen
        assert isinstance(form, PurchasedActionForm)
        form.query_one("#player").focus()
        await keys(pilot, "space", "down", "enter")
        for _ in range(2):
            await pilot.pause()
        airline = form.query_one("#airline")
        assert form.seat() == 3 and not airline.disabled, drawn_text(app)
        assert "none affordable" not in drawn_text(app)
        form.query_one("#player").focus()
        await keys(pilot, "space", "up", "enter")
        for _ in range(2):
            await pilot.pause()
        drawn = drawn_text(app)
        assert form.seat() == 2 and airline.disabled, drawn
        assert "none affordable" in drawn and "Action              Decline" in drawn, drawn
