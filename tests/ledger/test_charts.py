"""The charts' view model (ledger.charts): each game's lines read at the end of each period, from one replay.

Checked against what the rest of the ledger says of the same game: the last point is the game as it
stands (its cash accounts, 1930's final totals, Air Fare's scores), the first is the starting money,
there is a point per period, an undone action is not in the charts, and reading the charts changes
nothing in the game.
"""

from __future__ import annotations

from functools import cache

from hypothesis import given, settings, strategies as st
from sample_helpers import sample_record

from ledger.charts import START, line_charts
from ledger.game import Game
from ledger.games.air_fare import standings
from ledger.games.golden_age import final_totals


@cache
def _actions(sample: str) -> tuple[object, tuple[object, ...]]:
    setup, actions = sample_record(sample)
    return setup, tuple(actions)


def _game(sample: str, upto: int | None = None) -> Game:
    setup, actions = _actions(sample)
    kept = actions if upto is None else actions[:upto]
    game = Game(setup)  # type: ignore[arg-type]
    for action in kept:
        game.record(action.kind, action.payload, note=action.note, recorded_at=action.recorded_at)  # type: ignore[attr-defined]
    return game


def _last(chart: object) -> dict[str, int | None]:
    return {s.name: s.values[-1] for s in chart.series}  # type: ignore[attr-defined]


def test_air_empire_cash_by_quarter_starts_at_9000_and_ends_at_the_cash_accounts() -> None:
    game = _game("air-empire-basic-4p")
    (cash,) = line_charts(game)
    assert cash.key == "cash" and cash.x_label == "Quarter" and not cash.millions
    # Beginning Play, then the 12 quarters of the Basic Game's 3 years
    assert cash.points == (START, *(f"Y{y} Q{q}" for y in (1, 2, 3) for q in (1, 2, 3, 4)))
    assert [s.name for s in cash.series] == list(game.setup.players)
    assert all(s.values[0] == 9000 for s in cash.series)
    assert _last(cash) == {name: game.balance(f"p{seat}:cash") for seat, name in enumerate(game.setup.players, 1)}
    # the README's standings of the sample: Çelik first with $488,900, Dmitri bankrupt with nothing
    assert _last(cash)["Çelik"] == 488_900 and _last(cash)["Dmitri"] == 0


def test_the_tournament_sample_has_a_point_per_quarter_of_its_seven_years() -> None:
    (cash,) = line_charts(_game("air-empire-tournament-3p"))
    assert len(cash.points) == 1 + 7 * 4 and cash.points[-1] == "Y7 Q4"
    assert _last(cash) == {"Astrid": 987_200, "Bao": 1_206_500, "Céline": 382_200}


def test_1930_net_worth_ends_at_the_final_totals_and_prices_start_when_an_airline_is_founded() -> None:
    game = _game("golden-age-4p")
    net_worth, prices = line_charts(game)
    assert net_worth.points[-1] == "End" and net_worth.points[0] == "T1"  # no money before the first action
    assert _last(net_worth) == {t.name: t.total for t in final_totals(game.state)}
    assert _last(net_worth)["Zoë"] == 533
    founded_later = [s for s in prices.series if s.values[0] is None]
    assert founded_later and all(any(v is not None for v in s.values) for s in founded_later)
    bankrupt = next(s for s in prices.series if s.name == "Brown")
    assert bankrupt.values[-1] is None and bankrupt.values[0] is not None  # off the Stock Market once bankrupt


def test_air_fare_score_by_turn_is_in_millions_and_ends_at_the_standings() -> None:
    game = _game("air-fare-4p")
    (score,) = line_charts(game)
    assert score.millions and score.x_label == "Turn" and score.points[0] == START
    assert all(v == score.series[0].values[0] for s in score.series for v in s.values[:1])
    assert _last(score) == {s.name: s.score for s in standings(game.state)}
    assert _last(score)["Ann"] == 1404


def test_an_undone_action_is_not_in_the_charts() -> None:
    """The charts replay the actions in force: an action recorded and undone leaves them as they were."""
    _setup, actions = _actions("air-empire-basic-4p")
    game = _game("air-empire-basic-4p", 8)
    before = line_charts(game)
    nxt = actions[8]
    game.record(nxt.kind, nxt.payload)  # type: ignore[attr-defined]
    assert line_charts(game) != before
    game.record("undo", {})
    assert line_charts(game) == before


@settings(max_examples=25, deadline=None)
@given(
    sample=st.sampled_from(["air-empire-basic-4p", "air-empire-tournament-3p", "golden-age-4p", "air-fare-4p"]),
    fraction=st.floats(min_value=0, max_value=1),
)
def test_the_last_point_is_the_game_as_it_stands_and_reading_changes_nothing(sample: str, fraction: float) -> None:
    """For any number of a sample's actions: the last point of every chart is its reading of the game now
    (a period under way shows as it stands), and the game's state and journal are the same after."""
    _setup, actions = _actions(sample)
    game = _game(sample, round(fraction * len(actions)))
    position, records = game.position(), len(game.records)
    for chart, spec in zip(line_charts(game), game.rules.charts, strict=True):  # type: ignore[attr-defined]
        now = {name: value for name, value in spec.read(game.state).items()}
        assert _last(chart) == {name: now.get(name) for name in _last(chart)}
        assert all(len(s.values) == len(chart.points) for s in chart.series)
    assert game.position() == position and len(game.records) == records
