"""journal chain: each action's link, the chain head and the action count on the game

Revision ID: 0002
Revises: 0001
Create Date: 2026-12-08 10:00:00

Existing games get their chain here, computed over what each book holds now (ledger/chain.py,
chain version 1, frozen: the only airbanker code this migration imports). The audit's replay
still checks those actions' amounts against the rules; from now on the chain also seals them.
"""

import json
from collections import defaultdict

import sqlalchemy as sa
from alembic import op

from ledger.chain import GENESIS, link

revision = "0002"
down_revision = "0001"
branch_labels = None
depends_on = None


def upgrade() -> None:
    op.add_column("actions", sa.Column("chain", sa.String(length=64), nullable=False, server_default=""))
    op.add_column("games", sa.Column("chain_head", sa.String(length=64), nullable=False, server_default=""))
    op.add_column("games", sa.Column("action_count", sa.Integer(), nullable=False, server_default="0"))
    bind = op.get_bind()
    game_ids = [row[0] for row in bind.execute(sa.text("SELECT id FROM games ORDER BY id"))]
    for game_id in game_ids:
        actions = bind.execute(
            sa.text("SELECT id, seq, kind, payload, note, recorded_at FROM actions WHERE game_id = :g ORDER BY seq"),
            {"g": game_id},
        ).all()
        postings: dict[int, list[tuple[int, str, list[tuple[str, int]]]]] = defaultdict(list)
        rows = bind.execute(
            sa.text(
                "SELECT e.action_id, e.id, e.memo, ac.code, p.amount FROM entries e "
                "JOIN actions a ON a.id = e.action_id "
                "JOIN postings p ON p.entry_id = e.id "
                "JOIN accounts ac ON ac.id = p.account_id "
                "WHERE a.game_id = :g ORDER BY e.action_id, e.line, p.id"
            ),
            {"g": game_id},
        )
        for action_id, entry_id, memo, code, amount in rows:
            grouped = postings[action_id]
            if not grouped or grouped[-1][0] != entry_id:
                grouped.append((entry_id, memo, []))
            grouped[-1][2].append((code, int(amount)))
        prev = GENESIS
        updates = []
        count = 0
        for action_id, seq, kind, payload, note, recorded_at in actions:
            entries = [(memo, tuple(ps)) for _id, memo, ps in postings.get(action_id, [])]
            prev = link(prev, seq, kind, json.loads(payload), note, recorded_at, entries)
            updates.append({"i": action_id, "c": prev})
            count += seq > 0
        if updates:
            bind.execute(sa.text("UPDATE actions SET chain = :c WHERE id = :i"), updates)
        bind.execute(
            sa.text("UPDATE games SET chain_head = :h, action_count = :n WHERE id = :g"),
            {"h": prev, "n": count, "g": game_id},
        )


def downgrade() -> None:
    with op.batch_alter_table("games", schema=None) as batch_op:
        batch_op.drop_column("action_count")
        batch_op.drop_column("chain_head")
    with op.batch_alter_table("actions", schema=None) as batch_op:
        batch_op.drop_column("chain")
