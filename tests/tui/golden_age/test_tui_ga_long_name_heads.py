"""1930's grid with a name longer than a seat's column: its head breaks between words, never inside one, keeps its
number of lines from the tables to the first buy, and the CEO column names every CEO the same way (Textual Pilot,
a new game typed as a newcomer did: First Round Turn Order cards, illustrative tables, Blue started)."""

from __future__ import annotations

import re
from pathlib import Path

from tui_helpers import SIZE, drawn_text, form_setup, keys, make_app, run, stored_game

from tui.games.golden_age.table import GoldenAgeScreen

LONG = "Maximilian Bartholomew Fitzgerald-Ha"
NAMES = (LONG, "Bea", "Cy", "Dot")
#: the words of the long name, each whole (a head broken inside one read "1 Maximili" over "an Bartho…")
WORDS = ("Maximilian", "Bartholomew", "Fitzgerald-", "Ha")


def heads(drawn: str) -> list[str]:
    """The grid's head lines: from the line beginning with "Airline" to the Cash row."""
    lines = drawn.splitlines()
    top = next(i for i, line in enumerate(lines) if line.strip().startswith("Airline"))
    end = next(i for i, line in enumerate(lines) if line.strip().startswith("Cash"))
    return lines[top:end]


def long_head(lines: list[str]) -> list[str]:
    """The long-named player's head, a part a line: where its seat number stands, as wide as its column."""
    column = lines[0].index("1 ") - (1 if "»1" in lines[0] else 0)
    # "2 Bea" on one line, or "2" over "Bea" (every head on two lines where one is)
    width = re.search(r"»?2(?= Bea|\s)", lines[0]).start() - column  # type: ignore[union-attr]
    return [line[column : column + width].strip() for line in lines]


def row(drawn: str, name: str) -> list[str]:
    """The grid's row of airline ``name``, its cells split on blanks."""
    return next(line.split() for line in drawn.splitlines() if line.strip().startswith(f"{name} "))


def whole_words(parts: list[str]) -> None:
    """Every part of a head is the seat, whole words of the long name, or one word cut with "…" where it alone is
    wider than the column."""
    said = " ".join(parts).replace("»", "").split()
    assert said[0] == "1", parts
    for word in said[1:]:
        cut = word.endswith("…") and any(w.startswith(word[:-1]) for w in WORDS)
        assert word.rstrip("…") in WORDS or cut, (parts, word)


@run
async def test_a_long_name_breaks_between_words_and_keeps_its_lines(tmp_path: Path) -> None:
    """A newcomer's try: after m, 23 Enter, t, i, ctrl+s the head read "»1 Maximi…" on one line; after the first buy
    (f Enter 5 Enter 10 Enter: Blue started) "1 Maximili" over "an Bartho…" at 80x24, "1 Maximilian Barthol" over
    "omew Fitzgerald-Ha" at 120x36. Now the head breaks between words, and has as many lines before the buy as
    after it; the CEO column names Blue's CEO, not "1"."""
    app = make_app(tmp_path)
    async with app.run_test(size=SIZE) as pilot:
        await stored_game(pilot, form_setup("golden_age", "standard", "Long", *NAMES))
        await keys(pilot, "m", *["enter"] * 4, "23", "enter", "t", "i", "ctrl+s")  # cards, then card 4's money
        assert isinstance(app.screen, GoldenAgeScreen)
        before = heads(drawn_text(app))
        whole_words(long_head(before))
        await keys(pilot, "f", "enter", "5", "enter", "10", "enter")
        assert isinstance(app.screen, GoldenAgeScreen)
        drawn = drawn_text(app)
        after = heads(drawn)
        assert len(after) == len(before) == 2, (before, after)
        whole_words(long_head(after))
        assert long_head(after) == ["1", "Maximilian"], after  # whole: Airline and Pool as wide as their heads
        assert row(drawn, "Blue")[-1] == "Maxim…", row(drawn, "Blue")
        await pilot.resize_terminal(120, 36)
        for _ in range(4):
            await pilot.pause()
        drawn = drawn_text(app)
        wide = heads(drawn)
        whole_words(long_head(wide))
        assert long_head(wide) == ["1 Maximilian", "Bartholomew…"], wide
        # the CEO column takes the room 120 columns leave (a later try read "Barth…" there with room to spare)
        assert row(drawn, "Blue")[-1] == "Maximilian…", row(drawn, "Blue")
        # the buy undone at 120x36: the head as many lines as after it
        await keys(pilot, "ctrl+z", "y", "escape")
        assert isinstance(app.screen, GoldenAgeScreen)
        undone = heads(drawn_text(app))
        assert long_head(undone) == ["»1 Maximilian", "Bartholomew…"], undone
