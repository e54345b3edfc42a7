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
            "end_turn",
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


def test_an_income_changed_by_an_action_is_listed_with_the_action() -> None:
    """A newcomer's try: an Expand, in the Operation Phase or purchased at the End of Turn, changed an airline's
    income and reached a mark, and the turn's summary listed only the incomes typed on the Income form. Each is
    listed with the action that changed it (1930, Operation Phase, Expand; End of Turn, step 1); a Fly's income
    too, in the incomes (its own record in the turn's order says it); the journal's summary is as before."""
    _setup, actions = sample_record("golden-age-4p")
    at = next(
        i for i, a in enumerate(actions) if a.kind == "golden_age.purchased_action" and a.payload["action"] == "expand"
    )
    game = replayed_sample("golden-age-4p", at)
    payload = {"player": 4, "airline": "Green", "action": "expand", "income": 26}
    rec = game.record("golden_age.purchased_action", payload)
    assert rec.summary == (
        "Zoë buys one expand action for Green: $2; income $26; one more Green Stock token in the Available Stock Pool "
        "(income 26); Green gains a Hub (income 26)"
    )
    turn2 = golden_age.dividend_summary(game.state)[1]
    last = turn2.incomes[-1]
    assert last == golden_age.IncomeRecord(
        2,
        "Green",
        24,
        26,
        ("one more Green Stock token in the Available Stock Pool (income 26)", "Green gains a Hub (income 26)"),
        "expand",
        True,
    )
    assert turn2.happened[-3:] == (turn2.purchased[-1], turn2.payments[-1], last)
    assert golden_age.income_changed_by(last) == "Expand, purchased"
    expanded = {golden_age.income_changed_by(r) for r in turn2.incomes}
    assert {"Income typed", "Expand", "Expand, purchased"} <= expanded, turn2.incomes


def test_a_fly_that_changes_the_income_is_listed_in_the_incomes_only() -> None:
    """A Fly typed with a new income changes it: listed in the incomes as "Fly", not again in the turn's order,
    where the Fly's own record says the income flown and what it brought (1930, Operation Phase, Fly)."""
    _setup, actions = sample_record("golden-age-4p")
    at = next(i for i, a in enumerate(actions) if a.kind == "golden_age.operate" and a.payload["action"] == "fly")
    game = replayed_sample("golden-age-4p", at)
    payload = dict(actions[at].payload)
    before = game.state.airlines[payload["airline"]].income
    payload["income"] = before + 1
    game.record("golden_age.operate", payload)
    turn = golden_age.dividend_summary(game.state)[-1]
    assert (turn.incomes[-1].how, turn.incomes[-1].before, turn.incomes[-1].after) == ("fly", before, before + 1)
    assert turn.incomes[-1] not in turn.happened
    assert golden_age.income_changed_by(turn.incomes[-1]) == "Fly"
