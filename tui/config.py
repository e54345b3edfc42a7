"""The banker's settings: keymap (binding id -> keys), theme, locale and prints folder, in TOML.

The file is ``config.toml`` in the user config directory (platformdirs), e.g.::

    theme = "textual-light"
    locale = "en_US"              # money on screen and on the sheets (babel)
    prints = "~/airbanker-prints" # where the PDFs go (default: next to the database)

    [keymap]
    undo = "ctrl+u"
    help = "f1"

Binding ids are listed on the help screen (F1), beside each key. A key string may list
several keys separated by commas (``help = "f1,question_mark"``).
"""

from __future__ import annotations

import re
import tomllib
from pathlib import Path
from typing import Any

import tomli_w

__all__ = ["default_path", "load", "save", "save_theme", "keymap", "locale", "prints_dir"]


def default_path() -> Path:
    """``<user config dir>/airbanker/config.toml``."""
    from platformdirs import user_config_path

    return user_config_path("airbanker", appauthor=False) / "config.toml"


def load(path: str | Path | None = None) -> dict[str, Any]:
    """The settings, or an empty dict when the file is missing or unreadable."""
    path = Path(path) if path else default_path()
    try:
        return tomllib.loads(path.read_text("utf-8"))
    except (OSError, tomllib.TOMLDecodeError, UnicodeDecodeError):
        return {}


def save(settings: dict[str, Any], path: str | Path | None = None) -> None:
    """Write the settings (best effort: a read-only disk never stops the banker)."""
    path = Path(path) if path else default_path()
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(tomli_w.dumps(settings), "utf-8")
    except OSError:
        pass


_THEME_LINE = re.compile(r"^\s*theme\s*=")


def save_theme(theme: str, path: str | Path | None = None) -> None:
    """Remember ``theme``, changing only the top-level ``theme = ...`` line (comments stay).

    Best effort: a read-only disk never stops the banker.
    """
    path = Path(path) if path else default_path()
    line = "theme = " + tomli_w.dumps({"theme": theme}).split("=", 1)[1].strip()
    try:
        lines = path.read_text("utf-8").splitlines()
    except (OSError, UnicodeDecodeError):
        lines = []
    first_table = next((i for i, text in enumerate(lines) if text.lstrip().startswith("[")), len(lines))
    found = next((i for i in range(first_table) if _THEME_LINE.match(lines[i])), None)
    if found is None:
        lines.insert(0, line)
    else:
        lines[found] = line
    text = "\n".join(lines) + "\n"
    try:
        tomllib.loads(text)
    except tomllib.TOMLDecodeError:  # the file was not TOML anyway: keep what can be kept
        text = tomli_w.dumps({**load(path), "theme": theme})
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(text, "utf-8")
    except OSError:
        pass


def keymap(settings: dict[str, Any]) -> dict[str, str]:
    """The ``[keymap]`` table as binding id -> key string (anything else is ignored)."""
    table = settings.get("keymap")
    if not isinstance(table, dict):
        return {}
    return {str(k): v.strip() for k, v in table.items() if isinstance(v, str) and v.strip()}


def locale(settings: dict[str, Any]) -> str:
    """The babel locale for money (``en_US`` when unset or unknown to babel)."""
    from babel import Locale, UnknownLocaleError

    name = settings.get("locale")
    if not isinstance(name, str) or not name:
        return "en_US"
    try:
        Locale.parse(name)
    except (UnknownLocaleError, ValueError, TypeError):
        return "en_US"
    return name


def prints_dir(settings: dict[str, Any], database_url: str) -> Path:
    """Where the PDFs go: the ``prints`` setting, else ``prints/`` beside the default book
    (``<user data dir>/prints/``), else ``prints/<book>/`` next to another SQLite file (``<book>`` its name without
    ``.sqlite``), else ``<user data dir>/prints/<database name>``. Not created here.

    A folder per book: newcomers' tries wrote two books' sheets side by side in one ``prints/``, each named
    ``game-1-…`` (the game's number in its own book), which only the title inside told apart. The default book,
    alone in the user data directory, takes ``prints/`` itself: a newcomer's try read its
    ``…/airbanker/prints/airbanker/`` (the book's name after the data directory's) as the folder named twice.
    """
    from ledger.store import DEFAULT_BOOK, data_dir

    configured = settings.get("prints")
    if isinstance(configured, str) and configured.strip():
        return Path(configured.strip()).expanduser()
    if database_url.startswith("sqlite:///") and len(database_url) > len("sqlite:///"):
        database = Path(database_url[len("sqlite:///") :].split("?", 1)[0])
        if str(database) not in ("", ":memory:"):
            database = database.expanduser().resolve()
            if database == (data_dir(create=False) / DEFAULT_BOOK).resolve():  # (a review: not made to ask)
                return database.parent / "prints"
            return database.parent / "prints" / _folder_name(database.stem)
    from sqlalchemy.engine import make_url
    from sqlalchemy.exc import ArgumentError

    try:
        name = make_url(database_url).database or ""
    except ArgumentError:
        name = ""
    return data_dir(create=False) / "prints" / _folder_name(name or "airbanker")


def _folder_name(name: str) -> str:
    """``name`` as one folder's name: what a file name cannot hold (a separator, a control character) as ``_``."""
    return re.sub(r"[^\w.-]", "_", name).lstrip(".") or "airbanker"
