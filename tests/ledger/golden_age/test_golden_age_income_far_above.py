"""An income typed far above the books' (ledger.games.golden_age.income_far_above): a warning, never a refusal, when
the income is more than twice the airline's and more than $25 above it (docs/rule-readings.md, 1930)."""

from __future__ import annotations

from sample_helpers import replayed_sample

from ledger.games.golden_age import INCOME_JUMP, income_far_above


def test_far_above_twice_and_a_band_of_marks() -> None:
    state = replayed_sample("golden-age-4p", 23).state
    orange = state.airlines["Orange"].income
    assert orange == 9
    said = income_far_above(state, "Orange", 1616)
    assert said == (
        "Income $1,616 typed for Orange: more than twice the $9 on the books. Check it on the Income Track (a key "
        "typed twice?)."
    )
    assert income_far_above(state, "Orange", orange + INCOME_JUMP + 1) is not None
    assert income_far_above(state, "Orange", orange + INCOME_JUMP) is None  # more than twice, not that far
    assert income_far_above(state, "Orange", 16) is None
    assert income_far_above(state, "Nowhere", 1616) is None
