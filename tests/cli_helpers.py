"""``airbanker`` driven in-process: the real click command on a real SQLite book, no new Python.

Starting ``python -m tui.cli`` costs about 1.5 s a call (the imports); the refusal tests make
dozens of calls. :func:`airbanker_in_process` invokes :data:`tui.cli.cli` with ``obj={}`` exactly
as :func:`tui.cli.main` does and returns what :func:`subprocess.run` would: the exit status, the
standard output and the standard error apart. An exception that escapes the command is written
to ``stderr`` as its traceback (exit status 1), so "no traceback on stderr" is still checked.
Each game keeps one test in a real process (``airbanker_process``) for what only a real
process proves: the exit status and a stderr with no traceback.
"""

from __future__ import annotations

import os
import subprocess
import sys
import traceback
from collections.abc import Mapping
from pathlib import Path
from typing import Any

from click.testing import CliRunner

from tui.cli import cli


def airbanker_in_process(
    db: Path | str | None, *args: str, env: Mapping[str, str] | None = None
) -> subprocess.CompletedProcess[str]:
    """``airbanker --db sqlite:///<db> <args>`` run by click in this process.

    ``db`` is a SQLite file, or a database URL (``book_url``), or None (no ``--db``: the default
    book of the data directory that ``env`` names).
    """
    url = None if db is None else db if isinstance(db, str) else f"sqlite:///{db}"
    command = [*(["--db", url] if url is not None else []), *args]
    obj: dict[str, Any] = {}
    result = CliRunner(env=dict(env) if env else None).invoke(cli, command, obj=obj)
    book = obj.get("book")
    if book is not None:
        book.close()
    stderr = result.stderr
    if result.exception is not None and not isinstance(result.exception, SystemExit):
        stderr += "".join(traceback.format_exception(result.exception))
    return subprocess.CompletedProcess(["airbanker", *command], result.exit_code, result.stdout, stderr)


def airbanker_process(
    db: Path, *args: str, env: Mapping[str, str] | None = None, cwd: Path | None = None
) -> subprocess.CompletedProcess[str]:
    """``python -m tui.cli --db sqlite:///<db> <args>`` in a real process, run in the folder ``cwd`` if given (where a
    PDF goes when ``--out`` is not said)."""
    return subprocess.run(
        [sys.executable, "-m", "tui.cli", "--db", f"sqlite:///{db}", *args],
        check=False,
        capture_output=True,
        text=True,
        env={**os.environ, **(env or {})},
        cwd=cwd,
        timeout=120,
    )
