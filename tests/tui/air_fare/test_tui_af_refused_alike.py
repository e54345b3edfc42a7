"""The reveal names every bidder whose bids are refused, the same way whoever checked what before it
(tui/games/air_fare/forms.py, AirFareBidsScreen; ledger.games.air_fare.refused_bidders).

The bidders refused were found as each seat was left: a bidder refused only at the reveal (under bid_limit "each",
winning more than his account) was not named with the others, then named alone at a second reveal with the amounts
in the table's sight; and a seat retyped before any reveal was told "a bid is refused" with the table looking on.
"""

from __future__ import annotations

from pathlib import Path

from test_tui_af_bid_check_line import CHECK_LINES
from test_tui_af_secret_refusal import at_the_bids, words
from textual.widgets import Static
from tui_helpers import drawn_text, keys, make_app, run

from ledger.games import air_fare as af
from tui.games.air_fare.forms import AirFareBidsScreen


def message(bids: AirFareBidsScreen) -> str:
    """The line under the box's fields, in words."""
    return words(str(bids.query_one("#bids-message", Static).render()))


async def revealed(tmp_path: Path, *typed: str, **options: str) -> str:
    """The reveal's message once the keys ``typed`` are pressed on the bid screen (Annabelle first)."""
    tmp_path.mkdir()
    app = make_app(tmp_path)
    game_id = at_the_bids(app, **options)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        app.open_game(game_id)
        await pilot.pause()
        await keys(pilot, "b", *typed)
        bids = app.screen
        assert isinstance(bids, AirFareBidsScreen) and bids.stage == "reveal"
        return message(bids)


#: the others pass
OTHERS = ["ctrl+s"] * 3


async def kept_line(tmp_path: Path, *typed: str) -> str:
    """The keys' line once the keys ``typed`` are pressed on the bid screen (Annabelle first), she kept on a bid."""
    tmp_path.mkdir()
    app = make_app(tmp_path)
    game_id = at_the_bids(app)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        app.open_game(game_id)
        await pilot.pause()
        await keys(pilot, "b", *typed)
        bids = app.screen
        assert isinstance(bids, AirFareBidsScreen) and bids.stage == "typing" and bids.current == 0
        return words(str(bids.query_one("#bids-keys", Static).render()))


@run
async def test_the_bidder_kept_is_told_the_same_whether_he_checked_or_not(tmp_path: Path) -> None:
    """Annabelle's 55 on Miami (over her $50M) handed over with ctrl+s, or checked first (ctrl+o twice): she is kept
    on it, told alike, neither the card nor why."""
    plain = await kept_line(tmp_path / "a", "55", "ctrl+s")
    peeked = await kept_line(tmp_path / "b", "55", "ctrl+o", "ctrl+o", "ctrl+s")
    assert plain == peeked, (plain, peeked)
    assert plain == AirFareBidsScreen.KEPT_REFUSED.format(name="Annabelle")
    assert "a bid of yours is refused: ctrl+o shows why (for your eyes); fix it or blank it, then Enter" in plain


@run
async def test_three_bidders_refused_are_named_in_one_sentence(tmp_path: Path) -> None:
    """Bids offered again at the reveal (an undo: :func:`tui.screens.journal.offer_again`), Annabelle's $55M,
    Bartholomew's $60M and Christopher's $70M over their $50M: "Annabelle's, Bartholomew's and Christopher's bids are
    refused: …" (a newcomer's try read "bids of Bea's and Cal's are refused (…)")."""
    app = make_app(tmp_path)
    game_id = at_the_bids(app)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        app.open_game(game_id)
        await pilot.pause()
        miami, boston, dallas = app.game.state.pool[:3]
        offered = [(1, miami, 55), (2, boston, 60), (3, dallas, 70)]
        app.refill_next("air_fare.bids", {"bids": [{"player": s, "card": c, "amount": a} for s, c, a in offered]})
        await keys(pilot, "b")
        bids = app.screen
        assert isinstance(bids, AirFareBidsScreen) and bids.stage == "reveal"
        said = message(bids)
    assert "Annabelle's, Bartholomew's and Christopher's bids are refused: ctrl+o shows why once retyping" in said, said
    assert "bids of" not in said and "$" not in said, said


@run
async def test_a_bidder_refused_only_at_the_reveal_is_named_there(tmp_path: Path) -> None:
    """bid_limit "each": Annabelle's $50M on Miami and $40M on Boston each stand, together they are $90M with her
    $50M: her seat is handed over, and the reveal names her, no amount; she reads why, retyping."""
    app = make_app(tmp_path)
    game_id = at_the_bids(app, bid_limit="each")
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        app.open_game(game_id)
        await pilot.pause()
        await keys(pilot, "b", "50", "enter", "40", "ctrl+s", "ctrl+s", *OTHERS, "enter")
        bids = app.screen
        assert isinstance(bids, AirFareBidsScreen) and bids.stage == "reveal"
        said = message(bids)
        assert "a bid of Annabelle's is refused" in said, said
        assert "$" not in said and "wins bids" not in said, said  # nothing of the amounts
        assert "Enter: type Annabelle's bids again." in said, said
        await keys(pilot, "enter")
        assert bids.stage == "typing" and bids.seats[bids.current] == 1
        assert "wins bids" not in words(drawn_text(app))  # masked: why only for her eyes
        await keys(pilot, "ctrl+o")
        assert "Annabelle wins bids for $90M with $50M" in words(drawn_text(app)), drawn_text(app)


@run
async def test_a_seat_retyped_before_the_reveal_is_not_said_refused(tmp_path: Path) -> None:
    """bid_limit "each": Annabelle's $50M on Miami and $40M on Boston each stand, and she hands over; together they
    are $90M with her $50M, refused at the reveal. At "All bids are typed" the banker retypes her seat (1): nothing
    says a bid of hers is refused, as for her $50M alone, which stands (the table has seen no reveal). Under the
    default ("total") a bid refused is never handed over (test_the_bidder_kept_is_told_the_same_whether_he_checked_
    or_not): the reveal's refusal, known once every bid is typed, is the only one a seat retyped before it could be
    told."""
    shown = []
    for name, typed in (("refused", ("50", "enter", "40")), ("stands", ("50",))):
        (tmp_path / name).mkdir()
        app = make_app(tmp_path / name)
        game_id = at_the_bids(app, bid_limit="each")
        async with app.run_test(size=(80, 24)) as pilot:
            await pilot.pause()
            app.open_game(game_id)
            await pilot.pause()
            await keys(pilot, "b", *typed, "ctrl+s", *(["ctrl+s"] * 4))
            bids = app.screen
            assert isinstance(bids, AirFareBidsScreen) and bids.stage == "ready", name  # every bid typed, no reveal
            every = [(b["player"], b["card"], b["amount"]) for b in bids.payload()["bids"]]
            refused = af.refused_bidders(bids.state, every)
            assert list(refused) == ([1] if name == "refused" else []), (name, refused)
            await keys(pilot, "1")
            assert bids.stage == "typing" and bids.current == 0, name
            shown.append(message(bids))
    assert shown[0] == shown[1], shown
    assert shown[0] == CHECK_LINES["each"], shown


@run
async def test_the_form_says_what_the_cash_limits_under_bid_limit_each(tmp_path: Path) -> None:
    """bid_limit "each": the head and the line under the fields say each bid (the default, "total": all of a bidder's
    bids together, test_tui_af_secret_refusal)."""
    app = make_app(tmp_path)
    game_id = at_the_bids(app, bid_limit="each")
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        app.open_game(game_id)
        await pilot.pause()
        await keys(pilot, "b")
        said = words(drawn_text(app))
        assert "(at least the base cost; each bid: at most the bidder's cash)" in said, said
        assert CHECK_LINES["each"] in said, said
        assert "bids together" not in said, said
