"""The box (ledger/box.py, docs/box.md): board and card values typed once, checked by the declared
schemas and the rulebook's facts, kept in the book, read back from TOML and JSON unchanged."""

from __future__ import annotations

import copy
import tomllib
from datetime import date
from pathlib import Path
from typing import Any

import pytest
from hypothesis import given, settings, strategies as st

from ledger.box import box_from_json, box_from_toml, box_rules, box_to_json, box_to_toml, has_box, read_box
from ledger.engine import GameSetup
from ledger.errors import RuleViolation
from ledger.game import Game
from ledger.games.air_empire.box import AirEmpireBox, box_card, card_payload
from ledger.games.golden_age.box import GoldenAgeBox, card_money
from ledger.store import Book

SAMPLES = Path(__file__).resolve().parents[2] / "samples" / "boxes"


def sample(game: str) -> dict[str, Any]:
    """The illustrative box file of ``game`` as parsed TOML."""
    return tomllib.loads((SAMPLES / f"{game}-illustrative.toml").read_text("utf-8"))


def refused_as(game: str, change: Any, field: str, words: str) -> None:
    """The sample box of ``game`` changed by ``change`` is refused at ``field``, saying ``words``."""
    data = copy.deepcopy(sample(game))
    change(data)
    with pytest.raises(RuleViolation) as refused:
        read_box(data)
    assert refused.value.field == field, refused.value
    assert words in refused.value.message


@pytest.mark.parametrize("game", ["air_empire", "golden_age"])
def test_the_illustrative_boxes_are_checked_clean_and_say_so(game: str) -> None:
    text = (SAMPLES / f"{game}-illustrative.toml").read_text("utf-8")
    box, warnings = box_from_toml(text)
    assert warnings == ()
    assert box.provenance == "illustrative"
    assert "NOT the values printed on the board" in text
    assert "illustrative, not the board's" in box.mark_text()
    assert box_rules(game).summary(box)[0].endswith(box.note)


@pytest.mark.parametrize("game", ["air_empire", "golden_age"])
def test_a_box_reads_back_from_its_toml_and_its_json_unchanged(game: str) -> None:
    box, _ = read_box(sample(game))
    assert box_from_toml(box_to_toml(box))[0] == box
    assert box_from_json(box_to_json(box)) == box
    confirmed = box.model_copy(update={"confirmed_on": date(2026, 12, 3)})
    assert box_from_toml(box_to_toml(confirmed))[0].confirmed_on == date(2026, 12, 3)


def test_air_fare_has_no_box() -> None:
    assert not has_box("air_fare")
    with pytest.raises(RuleViolation, match="only air_empire and golden_age"):
        read_box({"game": "air_fare"})


@pytest.mark.parametrize(
    ("change", "field", "words"),
    [
        (lambda d: d.update(colour="red"), "colour", "unknown field"),
        (lambda d: d.update(format=2), "format", ""),
        (lambda d: d.update(typed_on="yesterday"), "typed_on", "2026-12-03"),
        (lambda d: d.update(provenance="guessed"), "provenance", ""),
        (lambda d: d["route_cards"][3]["minimums"].update(B="8000"), "route_cards[3].minimums.B", ""),
        (lambda d: d["route_cards"][0].update(revenue=500.5), "route_cards[0].revenue", "whole number"),
        (lambda d: d["route_cards"][2].update(city="los angeles"), "route_cards[2].city", "route_cards[0] already"),
        (lambda d: d["route_cards"].append(dict(d["route_cards"][0], city="Tulsa")), "route_cards", ""),
        (lambda d: d["route_cards"][5]["minimums"].pop("C"), "route_cards[5].minimums.C", "Class C"),
        (lambda d: d["route_cards"][1]["minimums"].update(A=9500), "route_cards[1].minimums.A", "$1,000"),
        (lambda d: d["route_cards"][4].update(city="Bad\x1b[31m"), "route_cards[4].city", ""),
        (
            lambda d: d["flight_costs"]["rows"].__setitem__(
                8, {"flight_costs": 12000, "super_jets": 1, "prop_jets": 3}
            ),
            "flight_costs.rows[8].super_jets",
            "2 Super Jets",
        ),
        (lambda d: d["tax_table"]["rows"][4].update(tax=250), "tax_table.rows[4].tax", "hundreds"),
    ],
)
def test_an_air_empire_box_that_breaks_a_schema_or_a_rule_is_refused_naming_the_field(
    change: Any, field: str, words: str
) -> None:
    refused_as("air_empire", change, field, words)


def test_the_twelve_thousand_row_is_the_rulebooks() -> None:
    data = sample("air_empire")
    row = next(r for r in data["flight_costs"]["rows"] if r["flight_costs"] == 12000)
    assert (row["super_jets"], row["prop_jets"]) == (2, 1)


@pytest.mark.parametrize(
    ("change", "field", "words"),
    [
        (lambda d: d["tables"]["track"].pop(0), "tables.track[0].price", "Bankrupt"),
        (lambda d: d["tables"]["track"].pop(4), "tables.track", "$5 box"),
        (lambda d: d["tables"]["track"][9].update(price=2), "tables.track[9].price", "rise"),
        (lambda d: d["tables"]["dividends"][0].update(income_from=3), "tables.dividends[0].income_from", "0"),
        (lambda d: d["first_round_cards"]["cards"][1].update(card=1), "first_round_cards.cards[1].card", "twice"),
        (lambda d: d["first_round_cards"]["cards"][1].update(card=7), "first_round_cards.cards[1].card", ""),
        (lambda d: d["first_round_cards"]["cards"][0].update(money=0), "first_round_cards.cards[0].money", ""),
    ],
)
def test_a_1930_box_that_breaks_a_rule_is_refused_naming_the_field(change: Any, field: str, words: str) -> None:
    refused_as("golden_age", change, field, words)


def test_a_box_being_filled_is_kept_with_warnings() -> None:
    data = sample("air_empire")
    data["route_cards"] = data["route_cards"][:5]
    del data["flight_costs"]
    _box, warnings = read_box(data)
    assert "5 of the 18 route cards typed: the others are typed at the table as they turn up" in warnings
    assert "no Flight Costs Table: the planes are typed with each winning bid" in warnings
    golden = sample("golden_age")
    golden["first_round_cards"]["cards"] = [{"card": 1, "money": 25}, {"card": 2, "money": 21}]
    _box, warnings = read_box(golden)
    assert any("card 1 gives $25; the First Stock Round example shows $20" in w for w in warnings)
    assert any("no money for cards 3, 4, 5, 6" in w for w in warnings)


def test_a_part_keeps_its_own_mark() -> None:
    data = sample("air_empire")
    data["route_cards"][0].update(provenance="board", typed_by="Bea", typed_on=date(2026, 12, 5))
    box, _ = read_box(data)
    assert isinstance(box, AirEmpireBox)
    assert box.mark_text(box.route_cards[0]) == "board, typed by Bea on 2026-12-05"
    assert box.mark_text(box.route_cards[1]).startswith("illustrative")


def test_a_new_air_empire_game_records_the_boxs_tables_and_each_card_as_its_payload() -> None:
    box, _ = read_box(sample("air_empire"))
    rules = box_rules("air_empire")
    game = Game(GameSetup("air_empire", "tournament", "", ("Ann", "Bea", "Cal")))
    for kind, payload in rules.setup_actions(box, "tournament"):
        game.record(kind, payload, note="from the box")
    assert [r.kind for r in game.records] == ["air_empire.flight_costs_table", "air_empire.tax_table"]
    assert game.state.table_provenance[4000] == "illustrative"
    card = box_card(box, "denver")
    assert card is not None and card.city == "Denver"
    game.record("air_empire.route_card", card_payload(card, ("A", "B", "C")))
    assert game.state.card["city"] == "Denver"
    basic = Game(GameSetup("air_empire", "basic", "", ("Ann", "Bea")))
    kinds = [k for k, _ in rules.setup_actions(box, "basic")]
    assert kinds == ["air_empire.flight_costs_table"]
    payload = card_payload(card, ("A", "B"), tournament=False)
    assert set(payload["minimums"]) == {"A", "B"} and "fluctuations" not in payload
    basic.record(*rules.setup_actions(box, "basic")[0])
    basic.record("air_empire.route_card", payload)
    assert "Flight Costs Table from the box (17 rows" in rules.uses(box, "basic")[0]
    assert rules.uses(None, "tournament")[0].startswith("No box")


def test_a_new_1930_game_records_the_boxs_tables_and_deals_the_cards_money() -> None:
    box, _ = read_box(sample("golden_age"))
    assert isinstance(box, GoldenAgeBox)
    rules = box_rules("golden_age")
    game = Game(GameSetup("golden_age", "standard", "", ("Ann", "Bea", "Cal")))
    for kind, payload in rules.setup_actions(box, "standard"):
        game.record(kind, payload)
    assert game.state.tables_provenance == "illustrative"
    money = card_money(box)
    cards = [{"player": seat, "card": seat, "money": money[seat]} for seat in (1, 2, 3)]
    game.record("golden_age.starting_money", {"cards": cards, "provenance": "board"})
    assert game.balance("p3:cash") == money[3]


def test_the_book_keeps_one_box_per_game(book_url: str) -> None:
    book = Book(book_url)
    try:
        assert book.box("air_empire") is None and book.boxes() == []
        box, _ = read_box(sample("air_empire"))
        assert book.put_box(box, now="2026-12-03T10:00:00+00:00") == ()
        golden, _ = read_box(sample("golden_age"))
        book.put_box(golden)
        assert book.box("air_empire") == box and book.box("golden_age") == golden
        confirmed = box.model_copy(update={"confirmed_on": date(2026, 12, 4)})
        book.put_box(confirmed, now="2026-12-04T10:00:00+00:00")
        assert book.box("air_empire") == confirmed
        assert book.boxes()[0] == ("air_empire", "2026-12-04T10:00:00+00:00")
        assert book.games() == []  # a box is no game
    finally:
        book.close()


@settings(max_examples=40, deadline=None)
@given(
    cards=st.lists(
        st.tuples(
            st.integers(1, 30).map(lambda n: n * 1000),
            st.integers(1, 60).map(lambda n: n * 1000),
            st.text(alphabet="abcdefghij XYZ", min_size=1, max_size=12).filter(lambda s: s.strip()),
        ),
        max_size=18,
        unique_by=lambda t: t[2].strip().casefold(),
    )
)
def test_any_box_of_cards_the_checks_accept_reads_back_the_same(cards: list[tuple[int, int, str]]) -> None:
    data = {
        "game": "air_empire",
        "provenance": "board",
        "typed_by": "Ann",
        "typed_on": "2026-12-03",
        "route_cards": [
            {"city": city, "minimums": {"A": low, "B": low, "C": low}, "revenue": low + extra}
            for low, extra, city in cards
        ],
    }
    try:
        box, _ = read_box(data)
    except RuleViolation as refused:  # a refusal names a field of the box, never a traceback
        assert refused.field
        return
    assert box_from_toml(box_to_toml(box))[0] == box
    assert box_from_json(box_to_json(box)) == box
