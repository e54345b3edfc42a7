"""Why an airline is left out of 1930's Operation lists (:func:`ledger.games.golden_age.airline_refusals`), from
the bundled sample (samples/golden-age-4p.jsonl): 1930, Operating Rounds; Fly; End of Turn, step 1."""

from __future__ import annotations

from importlib import resources

from ledger.game import Game
from ledger.games.golden_age import action_choices, airline_refusals, short_reason
from ledger.record_file import read_record


def sample_game(upto: int) -> Game:
    with resources.as_file(resources.files("samples").joinpath("golden-age-4p.jsonl")) as path:
        setup, actions, _created = read_record(path)
    game = Game(setup)
    for action in actions[:upto]:
        game.record(action.kind, action.payload, note=action.note, recorded_at=action.recorded_at)
    return game


def test_each_airline_left_out_has_its_reason() -> None:
    """Turn 1, Operating Round 2, Zoë's action (seat 4): she holds Blue, Green and Yellow; Blue and Yellow have
    flown. The Fly list offers Green only; every other airline says why, and the Action list's airlines (any
    action) leave out only those she may not use at all."""
    state = sample_game(30).state
    why = {r.airline: (r.why, r.brief) for r in airline_refusals(state, 4, action="fly")}
    assert set(why) | {"Green"} == set(state.airlines)
    assert why["Blue"] == ("Blue has already flown this turn", "has already flown this turn")
    assert why["Orange"] == ("Zoë holds no Orange Stock token", "no token held")
    assert why["Purple"] == ("Purple has not started yet", "not started yet")
    anything = {r.airline for r in airline_refusals(state, 4)}
    assert anything == set(state.airlines) - set(action_choices(state, 4))
    assert airline_refusals(state, 1) == ()  # not Carla's action: the list is not hers


def test_an_action_refusal_in_brief() -> None:
    assert short_reason("Blue has not flown yet: Fly is a legal action", "Blue") == "has not flown yet"
    assert short_reason("Blue has no Hub available (Hubs come at income 26)", "Blue") == "has no Hub available"
    research = "Blue has already done Research in Operating Round 2"
    assert short_reason(research, "Blue") == "has already done Research in round 2"


def test_a_trade_says_the_credit_it_loses() -> None:
    """1930, Normal Stock Rounds, Buy: "The $4 difference in value is simply lost". The sample's trade, Zoë's Blue
    ($15) for Pink ($11), loses $4; the other way round, or with an airline not typed yet, nothing."""
    from sample_helpers import played_sample, sample_record

    from ledger.games import golden_age as ga

    _setup, records = sample_record("golden-age-4p")
    at = next(i for i, r in enumerate(records) if r.kind == "golden_age.trade")
    state = played_sample("golden-age-4p", at).state
    payload = dict(records[at].payload)
    assert payload == {"player": 4, "airline": "Pink", "returned": "Blue"}
    assert ga.trade_credit_lost(state, payload) == 4
    assert ga.trade_credit_lost(state, {**payload, "airline": "Blue", "returned": "Pink"}) == 0
    assert ga.trade_credit_lost(state, {"player": 4, "returned": "Blue"}) == 0
