"""boxes: each game's board and card values, typed once (ledger/box.py)

Revision ID: 0003
Revises: 0002
Create Date: 2026-12-03 09:40:00

A new table only: no game, action or entry changes, and a book without a box reads as before.
"""

import sqlalchemy as sa
from alembic import op

revision = "0003"
down_revision = "0002"
branch_labels = None
depends_on = None


def upgrade() -> None:
    op.create_table(
        "boxes",
        sa.Column("game", sa.String(length=40), nullable=False),
        sa.Column("body", sa.Text(), nullable=False),
        sa.Column("updated_at", sa.String(length=40), nullable=False),
        sa.PrimaryKeyConstraint("game"),
    )


def downgrade() -> None:
    op.drop_table("boxes")
