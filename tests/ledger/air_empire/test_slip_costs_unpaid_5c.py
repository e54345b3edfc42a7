"""What a route card's adjacent city typed with a slip would cost (Efficiency Savings), and a bankrupt's line 5c
not paid, on the re-cap sheet's view (a newcomer's try of the Basic Game sample)."""

from __future__ import annotations

from sample_helpers import played_sample, sample_record

from ledger.games.air_empire import adjacent_slip_costs, known_cities, recap_sheets

SAMPLE = "air-empire-basic-4p"


def before_nth(kind: str, nth: int) -> int:
    """How many of the sample's actions come before its ``nth`` action of ``kind`` (1 = the first)."""
    _setup, actions = sample_record(SAMPLE)
    return [index for index, action in enumerate(actions) if action.kind == kind][nth - 1]


def test_a_slip_names_the_savings_it_would_cost_or_that_it_costs_none() -> None:
    """Ann won Class A in Los Angeles in Y1 Q1: "Los Angles" on Y1 Q2's card would count her no saving instead of
    20% (Air Empire, Basic Game, Class A Service (a)); a slip for a city nobody holds Class A in costs none; no slip,
    nothing said."""
    state = played_sample(SAMPLE, before_nth("air_empire.route_card", 2)).state
    assert adjacent_slip_costs(state, ["Los Angles", "Omaha"]) == (
        "for Ann, a Class A win here would count no Efficiency Savings instead of 20% of its Flight Profit",
    )
    assert adjacent_slip_costs(state, ["Los Angeles", "Omaha"]) == ()
    held = {city.casefold() for p in state.players for city in p.class_a_cities}
    free = next(city for city in known_cities(state) if city.casefold() not in held and len(city) > 5)
    said = adjacent_slip_costs(state, [free[:-1]])
    assert said == (f"nobody holds a Class A route in {free} now: no Efficiency Savings are lost this quarter",)


def test_a_bankrupts_unpaid_5c_is_marked_on_his_sheet() -> None:
    """Dmitri went bankrupt in Y2 Q3, short of his $8,700 line 5c: his sheet marks that column's 5c unpaid (the
    PDF prints it so); the others' sheets mark none."""
    sheets = {sheet.player: sheet for sheet in recap_sheets(played_sample(SAMPLE).state)}
    dmitri = sheets["Dmitri"]
    assert dmitri.unpaid_5c == (dmitri.quarter_labels.index("Y2 Q3"),)
    line_5c = next(line for line in dmitri.lines if line.code == "5c")
    assert line_5c.amounts[dmitri.unpaid_5c[0]] == 8_700
    assert all(not sheet.unpaid_5c for name, sheet in sheets.items() if name != "Dmitri")
