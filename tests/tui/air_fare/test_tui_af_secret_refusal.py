"""A refused secret bid names its card to no one but its bidder (tui/games/air_fare/forms.py, AirFareBidsScreen).

Newcomers' tries (5 players, long names, 80x24): "✗ refused (see below)" stood beside the card the bid was tried on;
then a bid showed "•••" and a blank "$M", the bidder's row said "bid refused, see below", and the refused card was
the one with "•••"; the focus mark stood on a card the banker was not typing in; "Refused: ctrl+o (peek) shows why"
was printed twice; a "bid refused" of one bidder stayed on the next one's row. Each test here types a bid refused on
one card and on another, and compares the screens drawn (outside a peek) after each step: they must be the same.
Then a bid refused was handed over as any other and refused at the reveal, which told the whole table "a bid of
Bea's is refused": the bidder who hands his seat over with a bid refused is kept on it, told so without the card, the
amount or why (AirFareBidsScreen.keep_refused), the same words whichever bid it is.
"""

from __future__ import annotations

import asyncio
from pathlib import Path

from textual.widgets import Input, Static
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


def at_the_bids(app: AirbankerApp, **chosen: str) -> int:
    """A 5-player game (stand-in cards) at turn 1's Bid Phase, the cities of :data:`CARDS` in the Bidding Pool (with
    the game's options ``chosen``)."""
    options = new_game_options(META.options, {"minor_airports_for_extra_players": "proxy", **chosen})
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
    """Annabelle's ``amount`` on ``city`` alone, typed from her first card and back (Down, the amount, Up), then Enter
    down her cards (refused, she is kept on it: the screen, its focus mark left out, then the bid blanked and Enter;
    her seat left: Bartholomew's turn), a peek of Bartholomew's and the others passing: the screen after each step
    (Annabelle's peek before leaving her seat in ``peeks``)."""
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
        shown.append(drawn_text(app))  # masked, not checked as typed: nothing said
        if peeks is not None:
            await keys(pilot, "ctrl+o")  # the bidder peeks: why beside it, for her eyes
            peeks.append(drawn_text(app))
            await keys(pilot, "ctrl+o")
            shown.append(unmarked(drawn_text(app)))  # masked again
        await keys(pilot, *(["enter"] * len(CARDS)))  # Enter down the cards: her seat is left, unless refused
        await quiet(pilot)
        if bids.current == 0:  # kept on the bid refused, its figure selected: blanked, Enter hands the seat over
            shown.append(unmarked(drawn_text(app)))
            await keys(pilot, "backspace", "enter")
        assert bids.current == 1
        shown.append(drawn_text(app))
        await keys(pilot, "ctrl+o", "ctrl+o", "ctrl+s", "ctrl+s", "ctrl+s", "ctrl+s")  # the others pass
        assert bids.stage == "ready"
        shown.append(drawn_text(app))
    return shown


@run
async def test_nothing_drawn_tells_a_bid_was_refused_before_the_reveal(tmp_path: Path) -> None:
    """A bid refused (below the base cost, or more than the cash) or accepted: the same screens, up to the reveal."""
    peeks: list[str] = []
    on_la = await steps_on(tmp_path, "Los Angeles", "45", peeks=peeks)  # below its $60M
    on_miami = await steps_on(tmp_path, "Miami", "45", peeks=peeks)  # below its $50M
    on_chicago = await steps_on(tmp_path, "Chicago", "65", peeks=peeks)  # more than the $50M in the account
    accepted = await steps_on(tmp_path, "Boston", "45")  # at least its $40M: accepted (no peek)
    for step, (la, miami, chicago) in enumerate(zip(on_la, on_miami, on_chicago, strict=True)):
        assert la == miami == chicago, (step, la, miami, chicago)
    first, typed, unpeeked, kept, left, ready = on_la
    assert [first, typed, left, ready] == accepted
    kept_line = "Annabelle: a bid of yours is refused: ctrl+o shows why (for your eyes); fix it or blank it, then Enter"
    assert kept_line in kept, kept
    assert not any(city in kept for city in ("Los Angeles:", "Miami:", "Chicago:", "bid on", "below", "more than"))
    for drawn in (first, typed, left, ready):
        assert "$M " not in drawn or drawn is ready, drawn
        assert "refused" not in words(drawn).lower(), drawn
        assert not any(city in drawn for city in ("Los Angeles:", "Miami:", "Chicago:", "bid on")), drawn
    assert "Bids of Bartholomew" in left and "Bartholomew: ctrl+o: check your bids before ctrl+s" in words(left), left
    # every bidder is reminded alike to check before handing over: the reveal names the bidder of a bid refused
    for name, drawn in (("Annabelle", first), ("Annabelle", typed), ("Bartholomew", left)):
        # the default option (bid_limit "total") in the form's words: all of a bidder's bids together
        line = AirFareBidsScreen.CHECK_LINE.format(name=name, limit="all your bids together: at most $50M", reveal="")
        # nothing of the reveal: under "total" every bid is checked as it is typed (bid_limit "each": test_tui_af_
        # refused_alike)
        assert line == f"{name}: ctrl+o: check your bids before ctrl+s — all your bids together: at most $50M."
        assert line in words(drawn), drawn
    assert "(at least the base cost; all of a bidder's bids together: at most the bidder's cash)" in words(first)
    # peeking, the bidder reads why, by its card, said once; over the cash, the way out: a bank loan
    for peek, card in zip(peeks, ("#19 Los Angeles", "#16 Miami", "#20 Chicago"), strict=True):
        said = words(peek)
        assert f"{card}: " in said, peek
        assert said.count("below the base cost") + said.count("more than the") == 1, peek
    assert "A bank loan first:" in words(peeks[2]) and "ctrl+l (up to $100M more)" in words(peeks[2]), peeks[2]


@run
async def test_the_reveal_refuses_a_bid_naming_only_its_bidder(tmp_path: Path) -> None:
    """At the reveal of bids offered again (an undo; typed, a bid refused keeps its bidder on it), before anything is
    recorded: whose bid is refused, never which card nor why; Enter: she retypes, ctrl+o shows her which and why."""
    app = make_app(tmp_path)
    game_id = at_the_bids(app)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        app.open_game(game_id)
        await pilot.pause()
        before = len(app.game.records)
        app.refill_next("air_fare.bids", {"bids": [{"player": 1, "card": 19, "amount": 45}]})  # Los Angeles
        await keys(pilot, "b")
        bids = app.screen
        assert isinstance(bids, AirFareBidsScreen) and bids.stage == "reveal"
        said = words(str(bids.query_one("#bids-message", Static).render()))
        assert "a bid of Annabelle's is refused" in said and "Los Angeles" not in said, said
        assert "base cost" not in said and len(app.game.records) == before, said
        await keys(pilot, "enter", "ctrl+o")
        said = words(drawn_text(app))
        assert "#19 Los Angeles: below the base cost $60M" in said, said
        assert app.focused is bids.query_one("#bid_19")


@run
async def test_the_next_bidders_keys_typed_ahead_go_to_his_cards(tmp_path: Path) -> None:
    """Annabelle's bid and Bartholomew's 50 typed ahead in one burst: his, on his first card; refused, she is kept on
    hers, and his keys are not used."""
    for city, amount in (("Los Angeles", "45"), ("Boston", "45")):
        (tmp_path / city).mkdir()
        app = make_app(tmp_path / city)
        game_id = at_the_bids(app)
        async with app.run_test(size=(80, 24)) as pilot:
            await pilot.pause()
            app.open_game(game_id)
            await pilot.pause()
            await keys(pilot, "b")
            bids = app.screen
            assert isinstance(bids, AirFareBidsScreen)
            at = CARDS.index(city)
            await type_fast(pilot, *(["enter"] * at), amount, *(["enter"] * (len(CARDS) - at)), "50", "enter")
            await quiet(pilot)
            if city == "Los Angeles":  # below its $60M: kept on it as typed
                assert bids.current == 0 and bids.query_one("#bid_19", Input).value == "45"
                assert bids.query_one("#bid_16", Input).value == ""
                continue
            assert bids.current == 1 and bids.query_one("#bid_16", Input).value == "50"
            assert app.focused is bids.query_one("#bid_17")


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
        kept = "A bidder who hands his seat over with a bid refused (below the Base Cost, over his cash) is kept on it"
        assert kept in help_text, help_text
