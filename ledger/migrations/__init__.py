"""Alembic migrations of the airbanker schema (run by :func:`ledger.store.upgrade`)."""
