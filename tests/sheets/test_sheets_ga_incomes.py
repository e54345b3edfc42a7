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
    assert "Turn 1 · Incomes changed" in text, text
    assert (
        "Blue $15 → $26 End of Turn one more Blue Stock token in the Available Stock Pool (income 26); Blue gains "
        "a Hub (income 26)" in text
    ), text


def test_an_income_changed_by_a_purchased_expand_is_printed_with_what_changed_it(tmp_path: Path) -> None:
    """A newcomer's try: a purchased Expand that raised Green's income to $26 (a Stock token and a Hub) was not in
    the Incomes part, which listed only the incomes typed on the Income form. Each income changed prints with what
    changed it (1930, Operation Phase, Expand; End of Turn, step 1)."""
    _setup, actions = sample_record("golden-age-4p")
    at = next(
        i for i, a in enumerate(actions) if a.kind == "golden_age.purchased_action" and a.payload["action"] == "expand"
    )
    game = replayed_sample("golden-age-4p", at)
    assert game.state.airlines["Green"].income == 24
    game.record("golden_age.purchased_action", {"player": 4, "airline": "Green", "action": "expand", "income": 26})
    state = game.state
    path = write_dividend_summary(
        golden_age.dividend_summary(state), golden_age.final_totals(state), tmp_path / "d.pdf", game_title="t"
    )
    text = " ".join(" ".join(page.extract_text().split()) for page in PdfReader(path).pages)
    assert "Turn 2 · Incomes changed" in text, text
    assert (
        "Green $24 → $26 Expand, purchased one more Green Stock token in the Available Stock Pool (income 26); Green "
        "gains a Hub (income 26)" in text
    ), text
    assert "Blue $15 → $26 Expand one more Blue Stock token" in text, text


def test_a_started_airline_s_first_income_is_printed_with_what_set_it(tmp_path: Path) -> None:
    """A newcomer's try: the printed Incomes part listed each income changed but not an airline's first, typed as
    it was started (its Home City's Gate, 1930, Setup 8). It prints with "Start an airline", as its income alone: an
    airline not yet started had none ("$0 → $9" read as a rise from $0), as the screen lists it."""
    from ledger.game import Game, GameSetup

    game = Game(GameSetup("golden_age", "standard", "t", ("Ann", "Bea", "Cal"), {"fly_at_zero_income": "refuse"}))
    game.record("golden_age.starting_money", {"cards": [{"player": s, "card": s, "money": 19 + s} for s in (1, 2, 3)]})
    game.record("golden_age.tables", golden_age.illustrative_tables())
    game.record("golden_age.found", {"player": 1, "airline": "Blue", "price": 6, "tokens": 2, "income": 9})
    state = game.state
    path = write_dividend_summary(
        golden_age.dividend_summary(state), golden_age.final_totals(state), tmp_path / "d.pdf", game_title="t"
    )
    text = " ".join(" ".join(page.extract_text().split()) for page in PdfReader(path).pages)
    assert "Turn 1 · Incomes changed" in text, text
    assert "Blue $9 Start an airline —" in text and "$0 →" not in text, text
