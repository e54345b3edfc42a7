"""A fresh PostgreSQL database per test, on the server named by ``AIRBANKER_TEST_POSTGRES_URL``.

The URL (e.g. ``postgresql+psycopg://airbanker@127.0.0.1:5432/airbanker_test``, printed by
``tests/pg_server.sh start``) names a server and a database the tests may connect to as a role
allowed to CREATE DATABASE. Each test gets a database of its own with a unique name, dropped
after the test, so that xdist workers (and tests) never share one.

Without the variable the PostgreSQL cases are skipped; with ``AIRBANKER_TEST_POSTGRES=required``
(as ``.ci/run`` sets) a missing variable or an unreachable server is an error, never a skip.
"""

from __future__ import annotations

import os
import uuid
from collections.abc import Iterator
from contextlib import contextmanager

import pytest

URL_VARIABLE = "AIRBANKER_TEST_POSTGRES_URL"
REQUIRED_VARIABLE = "AIRBANKER_TEST_POSTGRES"


def required() -> bool:
    """Whether the PostgreSQL cases must run (``AIRBANKER_TEST_POSTGRES=required``)."""
    return os.environ.get(REQUIRED_VARIABLE, "").strip().lower() == "required"


def server_url() -> str:
    """The server's URL from the environment; skips the test (or fails it when required) without one."""
    url = os.environ.get(URL_VARIABLE, "").strip()
    if not url:
        message = f"{URL_VARIABLE} is not set (tests/pg_server.sh starts a server and prints it)"
        if required():
            pytest.fail(f"{REQUIRED_VARIABLE}=required but {message}", pytrace=False)
        pytest.skip(message)
    return url


@contextmanager
def fresh_database(label: str = "t") -> Iterator[str]:
    """Create a database with a unique name on the test server; yield its URL; drop it after.

    Raises:
        pytest.fail.Exception: the server cannot be reached and the PostgreSQL cases are required
            (without ``AIRBANKER_TEST_POSTGRES=required`` the test is skipped instead).
    """
    from sqlalchemy import create_engine
    from sqlalchemy.engine import make_url
    from sqlalchemy.exc import SQLAlchemyError

    base = make_url(server_url())
    name = f"airbanker_{''.join(c for c in label.lower() if c.isalnum())[:20]}_{uuid.uuid4().hex[:12]}"
    admin = create_engine(base, isolation_level="AUTOCOMMIT")
    try:
        with admin.connect() as connection:
            connection.exec_driver_sql(f'CREATE DATABASE "{name}"')
    except SQLAlchemyError as error:
        admin.dispose()
        message = f"the PostgreSQL test server {base.render_as_string(hide_password=True)} cannot be reached: {error}"
        if required():
            pytest.fail(message, pytrace=False)
        pytest.skip(message)
    try:
        yield base.set(database=name).render_as_string(hide_password=False)
    finally:
        with admin.connect() as connection:
            connection.exec_driver_sql(f'DROP DATABASE IF EXISTS "{name}" WITH (FORCE)')
        admin.dispose()
