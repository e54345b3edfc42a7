"""Alembic environment: migrations run on the connection airbanker hands over."""

from typing import cast

from alembic import context
from sqlalchemy import create_engine
from sqlmodel import SQLModel

import ledger.models  # noqa: F401  - importing the models puts their tables on SQLModel.metadata

target_metadata = SQLModel.metadata
config = context.config


def run() -> None:
    connection = config.attributes.get("connection")
    if connection is not None:
        context.configure(connection=connection, target_metadata=target_metadata, render_as_batch=True)
        with context.begin_transaction():
            context.run_migrations()
        return
    # only the alembic command line gets here, with the URL from its .ini (None fails in create_engine)
    engine = create_engine(cast(str, config.get_main_option("sqlalchemy.url")))
    with engine.begin() as conn:
        context.configure(connection=conn, target_metadata=target_metadata, render_as_batch=True)
        with context.begin_transaction():
            context.run_migrations()


if context.is_offline_mode():
    context.configure(url=config.get_main_option("sqlalchemy.url"), target_metadata=target_metadata, literal_binds=True)
    with context.begin_transaction():
        context.run_migrations()
else:
    run()
