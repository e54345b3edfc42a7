"""The reveal names every bidder whose bids are refused, the same way whoever checked what before it
(tui/games/air_fare/forms.py, AirFareBidsScreen; ledger.games.air_fare.refused_bidders).

The bidders refused were found as each seat was left: a bidder refused only at the reveal (under bid_limit "each",
winning more than his account) was not named with the others, then named alone at a second reveal with the amounts
in the table's sight; and a seat retyped before any reveal was told "a bid is refused" with the table looking on.
"""

from __future__ import annotations

from pathlib import Path

from test_tui_af_secret_refusal import CARDS, at_the_bids, words
from textual.widgets import Static
from tui_helpers import drawn_text, keys, make_app, run

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


#: Annabelle's 55 on Miami and Bartholomew's 60 on Boston, both over their $50M; the others pass
ANNABELLE, BARTHOLOMEW, OTHERS = ["55"], ["down", "60"], ["ctrl+s"] * 3


@run
async def test_the_reveal_is_the_same_whether_the_bidders_checked_or_not(tmp_path: Path) -> None:
    plain = await revealed(tmp_path / "a", *ANNABELLE, "ctrl+s", *BARTHOLOMEW, "ctrl+s", *OTHERS, "enter")
    peeked = await revealed(  # Annabelle checks (ctrl+o shows her bid refused) and hands over all the same
        tmp_path / "b", *ANNABELLE, "ctrl+o", "ctrl+o", "ctrl+s", *BARTHOLOMEW, "ctrl+o", "ctrl+s", *OTHERS, "enter"
    )
    assert plain == peeked, (plain, peeked)
    assert "Annabelle's and Bartholomew's bids are refused" in plain, plain


@run
async def test_three_bidders_refused_are_named_in_one_sentence(tmp_path: Path) -> None:
    """Christopher's $70M is over his $50M too: "Annabelle's, Bartholomew's and Christopher's bids are refused: …" (a
    newcomer's try read "bids of Bea's and Cal's are refused (…)")."""
    said = await revealed(tmp_path / "a", *ANNABELLE, "ctrl+s", *BARTHOLOMEW, "ctrl+s", "70", *OTHERS, "enter")
    assert "Annabelle's, Bartholomew's and Christopher's bids are refused: ctrl+o shows why once retyping" in said, said
    assert "bids of" not in said, said


@run
async def test_a_bidder_refused_only_at_the_reveal_is_named_with_the_others(tmp_path: Path) -> None:
    """bid_limit "each": Annabelle's $50M on Miami and $40M on Boston each stand, together they are $90M with her
    $50M; Bartholomew's $60M on Chicago is over his $50M. One reveal names both, no amount; she reads why, retyping."""
    app = make_app(tmp_path)
    game_id = at_the_bids(app, bid_limit="each")
    chicago = ["down"] * CARDS.index("Chicago")
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        app.open_game(game_id)
        await pilot.pause()
        await keys(pilot, "b", "50", "enter", "40", "ctrl+s", *chicago, "60", "ctrl+s", *OTHERS, "enter")
        bids = app.screen
        assert isinstance(bids, AirFareBidsScreen) and bids.stage == "reveal"
        said = message(bids)
        assert "Annabelle's and Bartholomew's bids are refused" in said, said
        assert "$" not in said and "wins bids" not in said, said  # nothing of the amounts
        assert "Enter: type Annabelle's bids again, then Bartholomew's." in said, said
        await keys(pilot, "enter")
        assert bids.stage == "typing" and bids.seats[bids.current] == 1
        assert "wins bids" not in words(drawn_text(app))  # masked: why only for her eyes
        await keys(pilot, "ctrl+o")
        assert "Annabelle wins bids for $90M with $50M" in words(drawn_text(app)), drawn_text(app)


@run
async def test_a_seat_retyped_before_the_reveal_is_not_said_refused(tmp_path: Path) -> None:
    """Annabelle hands over a bid over her cash; at "All bids are typed" the banker retypes her seat (1): nothing
    says a bid of hers is refused, as for a bid that stands (the table has seen no reveal)."""
    shown = []
    for amount in ("55", "45"):
        (tmp_path / amount).mkdir()
        app = make_app(tmp_path / amount)
        game_id = at_the_bids(app)
        async with app.run_test(size=(80, 24)) as pilot:
            await pilot.pause()
            app.open_game(game_id)
            await pilot.pause()
            await keys(pilot, "b", amount, "ctrl+s", "ctrl+s", *OTHERS, "1")
            bids = app.screen
            assert isinstance(bids, AirFareBidsScreen) and bids.stage == "typing" and bids.current == 0
            shown.append(message(bids))
    assert shown[0] == shown[1], shown
    assert "refused;" not in shown[0], shown


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
        line = "Annabelle: ctrl+o: check your bids before ctrl+s — each bid: at most $50M, or refused at the reveal."
        assert line in said, said
        assert "bids together" not in said, said
