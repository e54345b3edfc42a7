"""SQLModel tables of the record: games, players, accounts, actions, entries, postings; and the boxes.

The journal is append-only: rows are inserted, never updated or deleted (the exceptions are
:attr:`GameRow.archived`, a flag set when a game is put away from the start screen, and the
game's chain head and action count, moved forward with each action in its transaction).
Money columns are integers (whole units): SQLite would store a Decimal as a float.
Validation happens in ``ledger`` before rows are built (``table=True`` models skip it).
"""

from __future__ import annotations

from sqlalchemy import BigInteger, Column, Index, Text, UniqueConstraint
from sqlmodel import Field, SQLModel

__all__ = ["GameRow", "PlayerRow", "AccountRow", "ActionRow", "EntryRow", "PostingRow", "BoxRow"]


class GameRow(SQLModel, table=True):
    """A game: which rules, which variant, its options (JSON text) and when it was made."""

    __tablename__ = "games"

    id: int | None = Field(default=None, primary_key=True)
    game: str = Field(max_length=40)
    variant: str = Field(max_length=40)
    title: str = Field(default="", sa_column_kwargs={"nullable": False})
    options: str = Field(default="{}", sa_type=Text)
    created_at: str = Field(max_length=40)
    archived: bool = Field(default=False)
    #: the link of the game's last action (:mod:`ledger.chain`), written with each action
    chain_head: str = Field(default="", max_length=64, sa_column_kwargs={"server_default": ""})
    #: the game's banker actions (the setup, seq 0, not counted), written with each action
    action_count: int = Field(default=0, sa_column_kwargs={"server_default": "0"})


class PlayerRow(SQLModel, table=True):
    """A seat at the table (1-based, clockwise) and the player's name."""

    __tablename__ = "players"
    __table_args__ = (UniqueConstraint("game_id", "seat"),)

    id: int | None = Field(default=None, primary_key=True)
    game_id: int = Field(foreign_key="games.id", index=True)
    seat: int
    name: str


class AccountRow(SQLModel, table=True):
    """An account of a game, by code: ``bank``, ``bank:loans``, ``p2:cash``, ``p2:loans``."""

    __tablename__ = "accounts"
    __table_args__ = (UniqueConstraint("game_id", "code"),)

    id: int | None = Field(default=None, primary_key=True)
    game_id: int = Field(foreign_key="games.id", index=True)
    code: str = Field(max_length=40)


class ActionRow(SQLModel, table=True):
    """What the banker recorded: kind, payload (JSON text), when, and where in the game.

    ``seq`` 0 is the game's setup (its opening entries); banker actions count from 1.
    """

    __tablename__ = "actions"
    __table_args__ = (UniqueConstraint("game_id", "seq"),)

    id: int | None = Field(default=None, primary_key=True)
    game_id: int = Field(foreign_key="games.id", index=True)
    seq: int
    kind: str = Field(max_length=60)
    payload: str = Field(sa_type=Text)
    note: str = Field(default="", sa_type=Text)
    summary: str = Field(default="", sa_type=Text)
    position: str = Field(default="", max_length=80)
    recorded_at: str = Field(max_length=40)
    #: this action's link in the game's hash chain (:mod:`ledger.chain`): 64 hex digits
    chain: str = Field(default="", max_length=64, sa_column_kwargs={"server_default": ""})


class EntryRow(SQLModel, table=True):
    """The money one action moved; its postings sum to zero."""

    __tablename__ = "entries"
    __table_args__ = (Index("ix_entries_action", "action_id", "line"),)

    id: int | None = Field(default=None, primary_key=True)
    action_id: int = Field(foreign_key="actions.id")
    line: int
    memo: str = Field(sa_type=Text)


class PostingRow(SQLModel, table=True):
    """One line of an entry: an amount in whole units to an account."""

    __tablename__ = "postings"

    id: int | None = Field(default=None, primary_key=True)
    entry_id: int = Field(foreign_key="entries.id", index=True)
    account_id: int = Field(foreign_key="accounts.id", index=True)
    amount: int = Field(sa_column=Column(BigInteger, nullable=False))


class BoxRow(SQLModel, table=True):
    """A game's box (:mod:`ledger.box`): the board and card values of the club's copy, one per game
    name, kept as the box's JSON text (format version 1) with when it was last changed. Replaced
    whole when the box is corrected; no game depends on it (a game records what it takes)."""

    __tablename__ = "boxes"

    game: str = Field(primary_key=True, max_length=40)
    body: str = Field(sa_type=Text)
    updated_at: str = Field(max_length=40)
