"""1930's dividend summary prints the incomes typed and what a mark brought, as the screen lists them (read back
with pypdf; the bundled sample's first End of Turn with Blue's income confirmed at $26)."""

from __future__ import annotations

from pathlib import Path

from pypdf import PdfReader
from sample_helpers import replayed_sample, sample_record

from ledger.games import golden_age
from sheets.dividends import write_dividend_summary


def test_an_end_of_turn_income_and_its_released_token_are_printed(tmp_path: Path) -> None:
    """A newcomer's try: neither the screen nor the sheet said that Blue's income confirmed at the End of Turn
    released a Stock token and a Hub (1930, Setup 5 and Hub). The turn prints them in a part of its own."""
    _setup, actions = sample_record("golden-age-4p")
    game = replayed_sample("golden-age-4p", next(i for i, a in enumerate(actions) if a.kind == "golden_age.end_turn"))
    game.record("golden_age.end_turn", {"incomes": {"Blue": 26}})
    state = game.state
    path = write_dividend_summary(
        golden_age.dividend_summary(state), golden_age.final_totals(state), tmp_path / "d.pdf", game_title="t"
    )
    text = " ".join(" ".join(page.extract_text().split()) for page in PdfReader(path).pages)
    assert "Turn 1 · Incomes typed" in text, text
    assert (
        "Blue $15 → $26 one more Blue Stock token in the Available Stock Pool (income 26); Blue gains a Hub "
        "(income 26)" in text
    ), text
