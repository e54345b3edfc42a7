"""The banker's words for what the books name by code (ledger/words.py): kinds, accounts, fields, options.

The command line keeps naming the field by its path (``str(error)``); the screens show
:func:`ledger.words.refusal_words`. These tests hold the words to what the rules refuse.
"""

from __future__ import annotations

import re

import pytest
from pydantic import ValidationError

from ledger.errors import RuleViolation
from ledger.game import GENERIC_ACTIONS, Game, GameSetup
from ledger.games import GAMES, meta_for
from ledger.words import account_words, field_words, kind_title, place_words, refusal_words, text_words

#: what a screen must never draw (issue 13): a kind or a module, an account code, a list index, a class name
INTERNAL = re.compile(r"[a-z_]+\.[a-z_]+|p\d+:|\[\d+\]|_[a-z]+form")
PLAYERS = ("Ann", "Bea", "Cal", "Dan")
SETUPS = {
    "air_empire": GameSetup("air_empire", "basic", "", PLAYERS, {}),
    "golden_age": GameSetup("golden_age", "standard", "", PLAYERS, {}),
    "air_fare": GameSetup("air_fare", "standard", "", PLAYERS, {}),
}


def internal(text: str) -> list[str]:
    """The internal names in ``text`` ("e.g." is English, not a name)."""
    return INTERNAL.findall(text.replace("e.g.", "for example"))


# -- the tables: one per game, complete -----------------------------------------------------------
@pytest.mark.parametrize("game", list(GAMES))
def test_every_action_has_a_title_of_its_own(game: str) -> None:
    titles = [spec.title for spec in GAMES[game].actions.values()]
    assert all(titles), [kind for kind, spec in GAMES[game].actions.items() if not spec.title]
    assert len(set(titles)) == len(titles)
    assert not any(internal(title) for title in titles)


@pytest.mark.parametrize("game", list(GAMES))
def test_every_option_has_a_label_and_every_choice_is_a_value_it_takes(game: str) -> None:
    meta = meta_for(game)
    assert set(meta.option_words) == set(meta.options.model_fields)
    for option, (label, choices) in meta.option_words.items():
        assert label and not internal(label), option
        for _shown, value in choices:
            try:
                meta.options.model_validate({option: value})
            except ValidationError as error:  # pragma: no cover - the message says which
                if error.errors()[0]["loc"][:1] == (option,):
                    raise AssertionError(f"{game} option {option}: {value!r} is not a value it takes") from error


def test_kinds_by_their_title() -> None:
    assert kind_title("air_empire.maintenance") == "Maintenance"
    assert kind_title("air_empire.bids") == "Route bids"
    assert kind_title("golden_age.tables") == "Stock Market and Dividend Level tables"
    assert kind_title("air_fare.repay") == "Bank loan repaid"
    assert [kind_title(kind) for kind in GENERIC_ACTIONS] == ["Count cash", "Undo", "Redo"]
    assert kind_title("air_empire.quokka") == "Quokka"  # not a kind: its last part in words


def test_accounts_by_whose_they_are() -> None:
    assert account_words("p2:cash", PLAYERS) == "Bea's cash"
    assert account_words("p4:loans", PLAYERS) == "Dan's bank loan"  # not the loans between players
    assert account_words("bank", PLAYERS) == "the Bank"
    assert account_words("bank:loans", PLAYERS) == "the Bank's loans"
    assert account_words("p7:cash", PLAYERS) == "seat 7's cash"
    assert account_words("elsewhere", PLAYERS) == "elsewhere"
    assert account_words("p1:lent:p2", PLAYERS) == "Ann lent Bea"  # a loan between players (Air Fare)
    assert account_words("p2:owes:p1", PLAYERS) == "Bea owes Ann"


# -- fields ---------------------------------------------------------------------------------------
def test_a_list_item_is_named_by_its_player_or_its_place_counted_from_one() -> None:
    orders = {"orders": [{"player": 3, "super_jets": 40}, {"player": 1}]}
    assert field_words("orders[0]", game="air_empire", players=PLAYERS, payload=orders) == "Cal's order"
    assert (
        field_words("orders[1].super_jets", game="air_empire", players=PLAYERS, payload=orders)
        == "Ann's order, Super Jets"
    )
    assert field_words("rolls[3].roll", game="air_fare", players=PLAYERS, payload={"rolls": []}) == "the 4th roll, 1D10"
    assert field_words("rows[10]", game="air_empire") == "the 11th row"
    assert field_words("terminate[1]", game="air_empire") == "the 2nd route given up"
    assert field_words("players[2]", game="air_fare") == "Player 2"  # a setup's player, by seat
    assert field_words("players[1]", game="air_empire", players=PLAYERS, payload={"players": [1, 4]}) == "Dan"
    assert field_words("fluctuations[0].players[1]", game="air_empire") == "the 1st Revenue Fluctuation, the 2nd player"
    war = {"price_war": [{"player": 2, "cities": ["Miami", "Dallas"]}]}
    assert (
        field_words("price_war[0].cities[1]", game="air_fare", players=PLAYERS, payload=war)
        == "Bea's Price War, the 2nd city"
    )


def test_a_field_by_its_words_a_key_by_its_name_the_action_itself_by_none() -> None:
    assert field_words("minimums.A", game="air_empire") == "Class A minimum"
    assert field_words("incomes.Blue", game="golden_age") == "Blue's income"
    assert field_words("track[2].action_cost", game="golden_age") == "the 3rd box of the Stock Market, action cost"
    assert field_words("player", game="air_fare") == "player"
    assert field_words("gates_reserve", game="golden_age") == "Gates in reserve"
    for whole in ("", "kind", "payload", "game"):
        assert field_words(whole, game="air_empire") == ""


def test_an_option_by_its_label_on_the_new_game_screen() -> None:
    assert field_words("options.bid_limit", game="air_fare") == "“Bids limited to cash”"
    assert field_words("options.senior_order[2]", game="air_empire") == "“Senior Presidents”, the 3rd"
    assert field_words("options.removed_cards[0]", game="air_fare") == "“Cards removed”, the 1st"


# -- text -----------------------------------------------------------------------------------------
def test_text_names_kinds_accounts_options_and_documents_in_words() -> None:
    said = text_words(
        "last change: action #5 air_empire.maintenance; p2:cash and bank:loans (docs/rule-readings.md)",
        game="air_empire",
        players=PLAYERS,
    )
    assert said == "last change: action #5 Maintenance; Bea's cash and the Bank's loans (airbanker's rule readings)"
    assert text_words('more than the cash (option bid_limit "total")', game="air_fare") == (
        "more than the cash (“Bids limited to cash: all bids together”)"
    )
    assert text_words("start the game with option price_war true", game="air_fare") == (
        "start the game with “Price War (optional): yes”"
    )
    assert text_words('a loss (game option flight_costs_above_revenue is "refuse")', game="air_empire") == (
        "a loss (“Flight Costs above revenue: refused”)"
    )
    assert text_words("(option remove_cards, 10-40)", game="air_fare") == "(“Faster: remove cards”, 10-40)"
    assert text_words('(recorded as typed: route_card_check is "warn")', game="air_empire") == (
        "(recorded as typed: “Route cards checked: recorded with a warning”)"
    )
    # not an option of this game: left as written
    assert text_words("option quokka true", game="air_fare") == "option quokka true"


def test_summaries_in_the_rulebooks_words_and_plurals_counted() -> None:
    # 1930's actions as the rulebook names them; the stored summary keeps the record's word (audits)
    assert text_words("Round 3: Neal uses Blue: fly; income $15 → level $2", game="golden_age") == (
        "Round 3: Neal uses Blue: Fly; income $15 → level $2"
    )
    assert text_words("Zoë buys one expand action for Green: $2", game="golden_age") == (
        "Zoë buys one Expand action for Green: $2"
    )
    assert (
        text_words("Neal starts Blue at $6 (2 token(s), $12)", game="golden_age")
        == "Neal starts Blue at $6 (2 tokens, $12)"
    )
    assert text_words("Carla pays 1 extra Yellow city upgrade(s) for Orange") == (
        "Carla pays 1 extra Yellow city upgrade for Orange"
    )
    assert text_words("$10M x 4 landing right(s): Ann", game="air_fare") == "$10M x 4 landing rights: Ann"
    # 1930's tech penalty writes "city(ies)" (a newcomer read it on the question before recording)
    assert text_words("Yellow tech penalty: 2 city(ies) below Green by more than one", game="golden_age") == (
        "Yellow tech penalty: 2 cities below Green by more than one"
    )
    assert text_words("Blue $9 → $8 (tech penalty, 1 city(ies))", game="golden_age") == (
        "Blue $9 → $8 (tech penalty, 1 city)"
    )
    # another game's words are not touched: "fly" is a plain verb there
    assert text_words("Ann uses Blue: fly", game="air_fare") == "Ann uses Blue: fly"


def test_the_players_list_and_a_field_that_repeats_its_items_noun() -> None:
    assert field_words("players", game="air_empire") == "Players"
    cards = {"cards": [{"player": 1, "card": 1}, {"player": 3, "card": 9}]}
    assert field_words("cards[1].card", game="golden_age", players=PLAYERS, payload=cards) == "Cal's card number"
    assert field_words("cards[1].money", game="golden_age", players=PLAYERS, payload=cards) == "Cal's card, money"
    # the field is the item's noun itself: said once (Air Fare's draw, a newcomer's try: "Cal's card, card")
    drawn = {"cards": [{"player": 1, "card": "Oil Shortage"}, {"player": 3, "card": "Oil Shortage"}]}
    assert field_words("cards[1].card", game="air_fare", players=PLAYERS, payload=drawn) == "Cal's card"


def test_a_refusal_in_words_while_the_command_line_keeps_the_path() -> None:
    game = Game(SETUPS["air_fare"])
    payload = {"rolls": [{"plane": 1, "roll": 3}, {"plane": 2, "roll": 11}]}
    with pytest.raises(RuleViolation) as caught:
        game.preview("air_fare.maintenance", payload)
    assert str(caught.value).startswith("rolls[1].roll: a d10 shows 1-10, not 11")
    words = refusal_words(caught.value, game="air_fare", players=PLAYERS, payload=payload)
    assert words.startswith("the 2nd roll, 1D10: a d10 shows 1-10, not 11 (Air Fare")
    assert not internal(words)


@pytest.mark.parametrize("game", list(GAMES))
def test_no_internal_name_in_any_refusal_of_an_empty_or_wrong_payload(game: str) -> None:
    """Every kind of every game, refused at the start of a game with nothing typed and with every field
    of the wrong type: the words name no field path, kind, account or option by code."""
    setup = SETUPS[game]
    table = Game(setup)  # a preview records nothing: one game serves every kind
    for kind in GAMES[game].actions:
        schema = GAMES[game].actions[kind].schema
        for payload in ({}, {name: ["x"] for name in schema.model_fields}):
            try:
                table.preview(kind, payload)
            except RuleViolation as error:
                words = refusal_words(error, game=game, players=setup.players, payload=payload)
                assert not internal(words), (kind, str(error), words)


def test_a_field_of_the_action_itself_may_have_words_of_its_own() -> None:
    """1930: an Initial Stock Price refused was "Stock price", not the form's label (a newcomer's try); a box of
    the Stock Market track keeps its own words for the same field name."""
    assert field_words("price", game="golden_age") == "Initial Stock Price"
    assert field_words("track[3].price", game="golden_age") == "the 4th box of the Stock Market, Stock price"


def test_air_empire_says_one_plane_in_the_singular_on_screen() -> None:
    """Stored summaries say "Cal buys 0 Prop Jets, 1 Super Jets" (kept: the audit compares them); the game's
    phrases say one plane in the singular on screen, never touching 11 or 21."""
    assert text_words("Cal buys 0 Prop Jets, 1 Super Jets", game="air_empire") == "Cal buys 0 Prop Jets, 1 Super Jet"
    assert text_words("Ann short: got 1/2 Prop Jets, 1 Prop Jets", game="air_empire").endswith("1 Prop Jet")
    assert text_words("buys 11 Prop Jets, 21 Super Jets", game="air_empire") == "buys 11 Prop Jets, 21 Super Jets"


def test_1930_says_a_price_moved_by_the_technology_track_without_nested_parentheses() -> None:
    """Stored "Blue $5 → $6 (Tech enters Yellow (Fly))" (kept for the audit) reads plainly on screen."""
    said = text_words("Blue $5 → $6 (Tech enters Yellow (Fly))", game="golden_age")
    assert said == "Blue $5 → $6 (Tech into Yellow by Fly)"


def test_a_refusal_begins_with_its_field_as_the_forms_label_does() -> None:
    """A newcomer's try: "Refused: amount: …" under a field labelled "Amount". A field of the action itself begins
    the line with a capital; a player's name stays as typed (even "ann"), and "the 2nd roll" stays lower case."""
    amount = RuleViolation("must be at least $5,000", field="amount", rule="Phase 3")
    assert refusal_words(amount, game="air_empire", players=PLAYERS).startswith("Amount: must be at least $5,000")
    merger = RuleViolation("is not the poorer", field="into", rule="Mergers")
    assert refusal_words(merger, game="air_empire", players=PLAYERS).startswith("Merges into: ")  # as its label
    lower = ("ann", "bea")
    order = RuleViolation("must be at most 30", field="orders[0].super_jets", rule="Phase 4")
    payload = {"orders": [{"player": 1, "super_jets": 40, "prop_jets": 0}]}
    assert refusal_words(order, game="air_empire", players=lower, payload=payload).startswith("ann's order")


def test_a_place_that_is_the_actions_own_title_is_not_said_again() -> None:
    """1930's Final Flight stands at "Final Flight": the journal and a cash count's refusal say it once."""
    assert place_words("golden_age.final_flight", "Final Flight") == ""
    assert place_words("golden_age.fly", "Turn 2, Operation Phase, round 3") == "Turn 2, Operation Phase, round 3"
    assert place_words("air_empire.bids", "Y1 Q1") == "Y1 Q1"


@pytest.mark.parametrize("game", list(GAMES))
def test_a_name_refused_by_the_text_rule_says_the_rule_in_the_bankers_words(game: str) -> None:
    """A newcomer's try: a 43-letter name refused "(airbanker's record format, Text)" on the new-game form; the rule
    is said as what it keeps (the command line keeps the document's name)."""
    setup = SETUPS[game]
    for name, rule in (("M" * 43, "room on the printed sheets"), ("\x1b", "text the sheets and screens can show")):
        with pytest.raises(RuleViolation) as refused:
            Game(GameSetup(game, setup.variant, "", (name, *setup.players[1:]), {}))
        said = refusal_words(refused.value, game=game, players=(name, *setup.players[1:]))
        assert said.endswith(f" ({rule})"), said
        assert "record format" not in said and "Text" not in said, said
        assert "docs/game-record.md, Text" in str(refused.value)


def test_the_tournament_game_is_named_without_its_record_files_id() -> None:
    """A refusal of a Tournament Game action in a Basic Game says '(variant "tournament")' for a record file's writer;
    on screen (the command palette's "(not now)", a key refused) the game's name alone (a review)."""
    said = 'Taxes belongs to the Tournament Game (variant "tournament")'
    assert text_words(said, game="air_empire") == "Taxes belongs to the Tournament Game"
