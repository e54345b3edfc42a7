"""1930's dividend summary keeps the incomes typed at the End of Turn and what a mark brought (the bundled sample's
first End of Turn, Blue's income $15 confirmed at $26: a Stock token released, a Hub)."""

from __future__ import annotations

from sample_helpers import replayed_sample, sample_record

from ledger.games import golden_age


def first_end_turn() -> int:
    _setup, actions = sample_record("golden-age-4p")
    return next(i for i, a in enumerate(actions) if a.kind == "golden_age.end_turn")


def test_an_income_confirmed_at_the_end_of_turn_is_listed_with_the_token_it_released() -> None:
    """A newcomer's try: the End of Turn's income change and the Stock token it released were in the journal only;
    the turn's summary lists them (1930, Setup 5 and Hub: a Stock token and a Hub at income 26), in the order
    they happened, and the summary recorded is as before (no stored text changed)."""
    game = replayed_sample("golden-age-4p", first_end_turn())
    typed = len(golden_age.dividend_summary(game.state)[0].incomes)  # each airline's income typed once started
    before = game.state.airlines["Blue"]
    assert (before.income, before.unreleased) == (15, 3)
    rec = game.record("golden_age.end_turn", {"incomes": {"Blue": 26}})
    assert "Blue income $15 → $26" in rec.summary
    turn1 = golden_age.dividend_summary(game.state)[0]
    assert turn1.incomes[typed:] == (
        golden_age.IncomeRecord(
            1,
            "Blue",
            15,
            26,
            ("one more Blue Stock token in the Available Stock Pool (income 26)", "Blue gains a Hub (income 26)"),
        ),
    )
    assert turn1.incomes[-1] in turn1.happened[-1 - len(turn1.bankruptcies) :]
    assert game.state.airlines["Blue"].unreleased == 2


def test_an_income_typed_unchanged_without_a_mark_is_not_listed() -> None:
    """Confirming an income as it stands brings nothing: nothing is listed."""
    game = replayed_sample("golden-age-4p", first_end_turn())
    typed = golden_age.dividend_summary(game.state)[0].incomes
    game.record("golden_age.end_turn", {"incomes": {"Blue": 15}})
    assert golden_age.dividend_summary(game.state)[0].incomes == typed


def test_income_brings_says_a_mark_and_changes_nothing() -> None:
    """:func:`ledger.games.golden_age.income_brings` (the Fly form's lines) says what an income would bring at its
    marks, in the words recorded, and changes nothing (1930, Setup 5 and Hub)."""
    game = replayed_sample("golden-age-4p", first_end_turn())
    blue = game.state.airlines["Blue"]
    before = (blue.income, blue.unreleased, blue.pool, blue.hubs_available, list(blue.marks))
    assert golden_age.income_brings(game.state, "Blue", 26) == (
        "one more Blue Stock token in the Available Stock Pool (income 26)",
        "Blue gains a Hub (income 26)",
    )
    assert golden_age.income_brings(game.state, "Blue", 20) == ()
    assert (blue.income, blue.unreleased, blue.pool, blue.hubs_available, list(blue.marks)) == before
