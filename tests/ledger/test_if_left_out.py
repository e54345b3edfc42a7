"""A changed option reading: stored games that leave the option out keep the old reading, new
games store today's default (ledger.schema.IF_LEFT_OUT, new_game_options)."""

from __future__ import annotations

from typing import Literal

from pydantic import Field

from ledger.schema import IF_LEFT_OUT, Options, check_options, new_game_options


class _Demo(Options):
    scope: Literal["player", "everyone"] = Field(default="everyone", json_schema_extra={IF_LEFT_OUT: "player"})
    plain: int = 3


def test_a_stored_game_that_leaves_it_out_keeps_the_old_reading() -> None:
    assert check_options(_Demo, {}, "test").scope == "player"
    assert check_options(_Demo, {"scope": "everyone"}, "test").scope == "everyone"


def test_a_new_game_writes_todays_default_out() -> None:
    stored = new_game_options(_Demo, {"plain": 4})
    assert stored == {"plain": 4, "scope": "everyone"}
    assert check_options(_Demo, stored, "test").scope == "everyone"
    assert new_game_options(_Demo, {"scope": "player"}) == {"scope": "player"}
