"""A refused secret bid names its card to no one but its bidder (tui/games/air_fare/forms.py, AirFareBidsScreen).

Newcomers' tries (5 players, long names, 80x24): "✗ refused (see below)" stood beside the card the bid was tried on;
then a bid showed "•••" and a blank "$M", the bidder's row said "bid refused, see below", and the refused card was
the one with "•••"; the focus mark stood on a card the banker was not typing in; "Refused: ctrl+o (peek) shows why"
was printed twice; a "bid refused" of one bidder stayed on the next one's row. Each test here types a bid refused on
one card and on another, and compares the screens drawn (outside a peek) after each step: they must be the same.
"""

from __future__ import annotations

import asyncio
from pathlib import Path

from tui_helpers import drawn_text, keys, make_app, run, type_fast

from ledger.game import GameSetup
from ledger.games.air_fare import META
from ledger.schema import new_game_options
from tui.app import AFTER_REFUSAL_QUIET, AirbankerApp
from tui.games.air_fare.forms import AirFareBidsScreen

NAMES = ("Annabelle", "Bartholomew", "Christopher", "Dominique", "Evangeline")
#: the Bidding Pool, in order (min $50M, $40M, $50M, $60M, $60M); every player has $50M
CARDS = ["Miami", "Boston", "Dallas", "Los Angeles", "Chicago"]
MASKED = "Refused: ctrl+o (peek) shows why, for the bidder's eyes."


def at_the_bids(app: AirbankerApp) -> int:
    """A 5-player game (stand-in cards) at turn 1's Bid Phase, the cities of :data:`CARDS` in the Bidding Pool."""
    options = new_game_options(META.options, {"minor_airports_for_extra_players": "proxy"})
    game_id = app.book.create_game(GameSetup("air_fare", "standard", "bids", NAMES, options))
    state = app.book.game(game_id).state
    planes = [c for p in state.players for c in p.planes]
    app.book.record(game_id, "air_fare.maintenance", {"rolls": [{"plane": c, "roll": 5} for c in planes]})
    app.book.record(game_id, "air_fare.draw", {"cards": [{"player": s, "card": c} for s, c in enumerate(CARDS, 1)]})
    app.book.record(game_id, "air_fare.flights", {"flights": []})
    app.book.record(game_id, "air_fare.revenue", {})
    return game_id


def words(drawn: str) -> str:
    """The words drawn inside the box, joined by single spaces (a sentence wrapped over lines found whole)."""
    return " ".join(" ".join(line.strip("│") for line in drawn.splitlines()).split())


def unmarked(drawn: str) -> str:
    """What is drawn, in words, the focus mark left out (it shows where the bidder left the cursor)."""
    return words(drawn.replace("▸", ""))


def marked_line(drawn: str) -> str:
    """The line of the card whose field has the focus mark."""
    marked = [line for line in drawn.splitlines() if "▸ #" in line]
    assert len(marked) == 1, drawn
    return marked[0]


async def quiet(pilot: object) -> None:
    """Wait past the keys not used after a refused Enter (the app's quiet time), settled."""
    await asyncio.sleep(AFTER_REFUSAL_QUIET + 0.1)
    await pilot.pause()  # type: ignore[attr-defined]


async def steps_on(tmp_path: Path, city: str, amount: str, *, peeks: list[str] | None = None) -> list[str]:
    """Annabelle's ``amount`` on ``city`` alone (refused), typed from her first card and back (Down, the amount, Up),
    then each step of a banker who has it refused, peeks and corrects it: the screen after each step (a peek's
    screen in ``peeks``)."""
    (tmp_path / city).mkdir()
    app = make_app(tmp_path / city)
    game_id = at_the_bids(app)
    shown: list[str] = []
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        app.open_game(game_id)
        await pilot.pause()
        await keys(pilot, "b")
        bids = app.screen
        assert isinstance(bids, AirFareBidsScreen)
        at = CARDS.index(city)
        shown.append(drawn_text(app))  # before anything is typed
        await keys(pilot, *(["down"] * at), amount, *(["up"] * at))
        shown.append(drawn_text(app))  # masked, not checked as typed: nothing said yet
        await keys(pilot, *(["enter"] * len(CARDS)))  # Enter down the cards: refused on the last
        await quiet(pilot)
        assert bids.current == 0 and bids.typed_refusal is not None
        shown.append(drawn_text(app))
        await keys(pilot, "ctrl+o")  # the bidder peeks: the cursor on the refused bid, why beside it
        assert app.focused is bids.query_one(f"#bid_{bids.pool[at]}")
        if peeks is not None:
            peeks.append(drawn_text(app))
        await keys(pilot, "ctrl+o")  # masked again: the cursor where the bidder left it (its mark left out here)
        assert app.focused is bids.query_one(f"#bid_{bids.pool[at]}")
        shown.append(unmarked(drawn_text(app)))
        # the banker goes back up and moves on down the cards: nothing tells the refused one
        await keys(pilot, *(["up"] * at), "enter", "enter")
        shown.append(drawn_text(app))
        await keys(pilot, "ctrl+s")  # refused again: the bid stands
        await quiet(pilot)
        shown.append(drawn_text(app))
        await keys(pilot, "ctrl+o", "backspace", "ctrl+o")  # peeking, the refused bid blanked; masked again
        shown.append(unmarked(drawn_text(app)))
        await keys(pilot, "ctrl+s")  # on to Bartholomew
        assert bids.current == 1
        shown.append(drawn_text(app))
    return shown


@run
async def test_nothing_drawn_tells_which_card_a_refused_bid_was_on(tmp_path: Path) -> None:
    peeks: list[str] = []
    on_la = await steps_on(tmp_path, "Los Angeles", "45", peeks=peeks)  # below its $60M
    on_miami = await steps_on(tmp_path, "Miami", "45", peeks=peeks)  # below its $50M
    on_chicago = await steps_on(tmp_path, "Chicago", "55", peeks=peeks)  # more than the $50M in the account
    for step, (la, miami, chicago) in enumerate(zip(on_la, on_miami, on_chicago, strict=True)):
        assert la == miami == chicago, (step, la, miami, chicago)
    first, typed, refused, unpeeked, moved, again, blanked, next_one = on_la
    # every card row of the bidder looks the same whatever was typed: each field masked, no "$M" by a blank
    for drawn in (first, typed):
        assert "$M " not in drawn and drawn.count("•••") == len(CARDS), drawn
    # the seat list says who types, never "refused"; the refusal is said once, in the form's line, no card named
    for drawn in (typed, refused, unpeeked, moved, again):
        roll = [line for line in drawn.splitlines() if "Annabelle" in line and "typing now" in line]
        assert len(roll) == 1 and "refused" not in roll[0], drawn
        # masked, checked only on leaving the seat: nothing said as the bid is typed
        assert drawn.count("Refused: ctrl+o (peek) shows why") == (drawn is not typed), drawn
        assert not any(city in drawn for city in ("Los Angeles:", "Miami:", "Chicago:", "bid on")), drawn
    # the focus mark shows where the banker types: the first card once refused (said in the form's line)
    assert "#16 Miami" in marked_line(refused), refused
    assert "back on the first card" in words(refused), refused
    # a peek hidden again: the cursor where the bidder left it (on the bid he looked at), said without naming it
    assert "the cursor is where Annabelle left it" in words(unpeeked), unpeeked
    assert "#18 Dallas" in marked_line(moved), moved
    # blanked and the next bidder on: no refusal left over
    assert "Refused" not in blanked and "refused" not in blanked.replace("the bid refused", ""), blanked
    assert "Bids of Bartholomew" in next_one and "refused" not in next_one.lower(), next_one
    # peeking, the bidder reads why, by its card, the focus mark on it, said once
    for peek, card in zip(peeks, ("#19 Los Angeles", "#16 Miami", "#20 Chicago"), strict=True):
        assert card in marked_line(peek), peek
        said = words(peek)
        assert f"{card}: " in said and "the cursor is on the bid refused" in said, peek
        assert said.count("below the base cost") + said.count("more than the") == 1, peek


async def typed_ahead(tmp_path: Path, keys_typed: list[str]) -> tuple[str, str, str | None]:
    """Annabelle's bids typed at speed with Bartholomew's typed ahead (not used once hers are refused): the screen
    once settled, and as she peeks, and the field focused then."""
    app = make_app(tmp_path)
    game_id = at_the_bids(app)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        app.open_game(game_id)
        await pilot.pause()
        await keys(pilot, "b")
        bids = app.screen
        assert isinstance(bids, AirFareBidsScreen)
        await type_fast(pilot, *keys_typed)
        await quiet(pilot)
        settled = drawn_text(app)
        await keys(pilot, "ctrl+o")
        return settled, drawn_text(app), getattr(app.focused, "id", None)


@run
async def test_keys_typed_ahead_of_a_refusal_leave_the_focus_mark_where_the_keys_go(tmp_path: Path) -> None:
    """A newcomer's try: `Enter Enter Enter 45 Enter …` (45 on Los Angeles, below its $60M) showed "▸ Boston" while the
    focus was on Los Angeles; "Refused: ctrl+o (peek) shows why" twice."""
    (tmp_path / "la").mkdir()
    (tmp_path / "miami").mkdir()
    ahead = ["enter", "50", "enter"]  # Bartholomew's, typed before the refusal was drawn
    on_la = ["enter", "enter", "enter", "45", "enter", "enter", *ahead]
    la, la_peek, focused = await typed_ahead(tmp_path / "la", on_la)
    miami, _, _ = await typed_ahead(tmp_path / "miami", ["45", "enter", "enter", "enter", "enter", "enter", *ahead])
    assert la == miami, (la, miami)
    assert "#16 Miami" in marked_line(la) and la.count("Refused: ctrl+o (peek) shows why") == 1, la
    assert "#19 Los Angeles" in marked_line(la_peek) and "45" in marked_line(la_peek), la_peek
    assert focused == "bid_19"


#: the keys typed in one card's field, each a step: legal or not, they may not change what is drawn while masked
TYPED = ["4", "5", "backspace", "backspace", "5", "0", "backspace", "backspace", "6", "0", "backspace", "1"]


async def keys_on(tmp_path: Path, city: str) -> tuple[list[str], str]:
    """Annabelle's keys :data:`TYPED` in ``city``'s field (masked), then a peek hidden again, then ``6``, ``0`` and
    ctrl+s (more than her $50M: refused): the screen after each key (the focus mark left out: it shows where the
    banker moved the cursor, not what he typed), and the screen once the peek is hidden."""
    (tmp_path / city).mkdir()
    app = make_app(tmp_path / city)
    game_id = at_the_bids(app)
    shown: list[str] = []
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        app.open_game(game_id)
        await pilot.pause()
        await keys(pilot, "b")
        bids = app.screen
        assert isinstance(bids, AirFareBidsScreen)
        await keys(pilot, *(["down"] * CARDS.index(city)))
        for key in TYPED:
            await keys(pilot, key)
            shown.append(words(drawn_text(app).replace("▸", "")))
        await keys(pilot, "ctrl+o", "ctrl+o")  # a peek, hidden again: the cursor where it was, said
        assert app.focused is bids.query_one(f"#bid_{bids.pool[CARDS.index(city)]}")
        unpeeked = unmarked(drawn_text(app))
        await keys(pilot, "backspace", "6", "0")
        # the line saying the cursor is on the first card goes as the cursor leaves it: it follows the cursor, as the
        # focus mark does, and is left out with it (test_tui_af_peek_where_follows.py); so is the header, whose
        # subtitle is drawn again with that line or later
        hidden_again = words(bids.hidden_again())
        body = drawn_text(app)[drawn_text(app).index("╭") :]
        shown.append(words(body.replace("▸", "")).replace(hidden_again, "").replace("  ", " "))
        await keys(pilot, *(["up"] * CARDS.index(city)), "ctrl+s")  # refused on leaving the seat: no card named
        await quiet(pilot)
        shown.append(drawn_text(app))
    return shown, unpeeked


@run
async def test_a_masked_key_changes_nothing_drawn(tmp_path: Path) -> None:
    """A newcomer's try: "5" on Miami showed "Refused: ctrl+o (peek) shows why", a second "5" hid it; Backspace on
    a refused Chicago hid it. Masked, a bid is checked only when the bidder leaves the seat."""
    on_boston, boston_unpeeked = await keys_on(tmp_path, "Boston")  # 45 legal on Boston, below Miami's $50M
    on_miami, miami_unpeeked = await keys_on(tmp_path, "Miami")
    for step, (boston, miami) in enumerate(zip(on_boston, on_miami, strict=True)):
        assert boston == miami, (step, boston, miami)
    typing, refused = on_boston[: len(TYPED)], on_boston[-1]
    for drawn in typing:
        assert "Refused" not in drawn and "refused" not in drawn, drawn
    assert refused.count("Refused: ctrl+o (peek) shows why") == 1, refused
    # a peek hidden again: the cursor where the bidder left it (its mark aside, the same screens), said in the form's
    # line with the key that hands the seat over
    assert boston_unpeeked == miami_unpeeked
    said = (
        "Hidden again, the cursor where Annabelle left it. Annabelle done: ctrl+s (or Enter on the last card), "
        "Bartholomew's bids next."
    )
    assert said in words(boston_unpeeked), boston_unpeeked


@run
async def test_the_tables_help_says_how_a_bidder_peeks(tmp_path: Path) -> None:
    """A newcomer's try: F1 from the table at the Bid Phase said nothing of peeking (searching "peek" found
    nothing), while the bid form's F1 listed "^o — Show/hide my bid"."""
    app = make_app(tmp_path)
    game_id = at_the_bids(app)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        app.open_game(game_id)
        await pilot.pause()
        await keys(pilot, "f1")
        help_text = " ".join(app.screen._text.split())  # type: ignore[attr-defined]
        peek = "To peek at the bids typed, the bidder presses ctrl+o (Show/hide my bid)"
        assert peek in help_text.replace("`", ""), help_text
        assert "checked only when the bidder's seat is left" in help_text, help_text
