"""1930's First Stock Round at 80x24, five names of 10-12 letters: the line saying why the player whose buy it is
can buy nothing names them once, at its start (Textual Pilot, the game recorded through the Book)."""

from __future__ import annotations

from pathlib import Path

from ga_five_long import FIRSTS, LONG_FIVE, cards
from tui_helpers import SIZE, drawn_words, keys, make_app, open_game_at, run

from ledger.game import GameSetup
from ledger.games.golden_age import illustrative_tables
from ledger.store import Book


def poor_third_buy(book: Book) -> int:
    """The First Stock Round's 3rd buy, Bartholomew's, with $1: he started Blue at $7 ($14 of his $20) and bought
    Green at $5, the others started theirs at $5 and bought a token of the next. Returns the game's id."""
    game_id = book.create_game(GameSetup("golden_age", "standard", "Five", LONG_FIVE, {"turns": 6}))
    book.record(game_id, "golden_age.starting_money", {"cards": cards()})
    book.record(game_id, "golden_age.tables", illustrative_tables())
    for seat, airline in enumerate(FIRSTS, 1):
        price = 7 if seat == 1 else 5
        book.record(game_id, "golden_age.found", {"player": seat, "airline": airline, "price": price, "income": 6})
    for seat in range(1, 6):
        book.record(game_id, "golden_age.buy", {"player": seat, "airline": FIRSTS[seat % 5]})
    return int(game_id)


@run
async def test_why_no_buy_names_the_player_once(tmp_path: Path) -> None:
    """A newcomer's try: "Bartholomew ($1, 3 tokens) has no legal buy to afford (…; Green: Bartholomew already
    bought it …; … more than Bartholomew's $1; … starting it costs at least $3, Bartholomew has $1)": the long
    name four times over. Now once, at the start; each reason says "they" (the table's line and b's notice)."""
    app = make_app(tmp_path)
    game = poor_third_buy(app.book)
    async with app.run_test(size=SIZE) as pilot:
        await open_game_at(pilot, game)
        why = (
            "Blue: started on the first buy; Green: already bought it (two different airlines); Orange $5, Yellow $5, "
            "Pink $5: more than their $1"
        )
        words = drawn_words(app)
        line = words[words.index("Bartholomew ($1, 3 tokens)") : words.index("p passes.")]
        assert line.count("Bartholomew") == 1, line
        assert f"has no legal buy to afford ({why}; " in line, line
        assert "(not started): starting it costs at least $3, they have $1)" in line, line
        await keys(pilot, "b")
        said = " ".join([n.message for n in app._notifications][-1].split())
        assert said.count("Bartholomew") == 1, said
        assert f"Bartholomew may buy no Stock token of a started airline now: {why}." in said, said
