"""Who a Contract card passes over in turn order (:func:`ledger.games.golden_age.contract_passed_over`), from the
bundled sample (samples/golden-age-4p.jsonl): 1930, Important Game Concepts, Contract Cards ("players may, in turn
order, award any airline a contract card")."""

from __future__ import annotations

from importlib import resources

from ledger.game import Game
from ledger.games.golden_age import (
    contract_next,
    contract_order_warning,
    contract_passed_over,
    contracts_still_open,
    turn_order,
)
from ledger.record_file import read_record


def test_a_contract_before_its_turn_names_who_it_passes_over() -> None:
    """The sample's Turn 5 (First Player Neal: Neal, Chuck, Zoë, Carla): Carla plays first, while Neal's cards come
    next. contract_order_warning says nothing then (nobody later has played); the players passed over are named,
    and none once it is their turn."""
    with resources.as_file(resources.files("samples").joinpath("golden-age-4p.jsonl")) as path:
        setup, actions, _created = read_record(path)
    game = Game(setup)
    for action in actions[:194]:
        game.record(action.kind, action.payload, note=action.note, recorded_at=action.recorded_at)
    state = game.state
    assert turn_order(state) == [2, 3, 4, 1] and contract_next(state) == 2
    assert contract_order_warning(state, 1) is None
    assert contract_passed_over(state, 1) == (2, 3, 4)
    assert contract_passed_over(state, 3) == (2,)
    assert contract_passed_over(state, 2) == ()
    game.record(actions[194].kind, actions[194].payload)  # Carla's, as the sample plays it (a warning, not a refusal)
    assert contract_passed_over(game.state, 1) == ()


def test_the_players_still_to_award_a_contract_in_turn_order() -> None:
    """The sample's Turn 5 End of Turn (turn order Neal, Chuck, Zoë, Carla): before any contract, every player with a
    card left may still award one, in turn order; once Carla, last in turn order, has played, only she may (another
    card of hers): the players before her were passed over. None outside the End of Turn."""
    with resources.as_file(resources.files("samples").joinpath("golden-age-4p.jsonl")) as path:
        setup, actions, _created = read_record(path)
    game = Game(setup)
    for action in actions[:194]:
        game.record(action.kind, action.payload, note=action.note, recorded_at=action.recorded_at)
    assert contracts_still_open(game.state) == (2, 3, 4, 1)
    game.record(actions[194].kind, actions[194].payload)
    assert contracts_still_open(game.state) == (1,)
    assert contracts_still_open(Game(setup).state) == ()
