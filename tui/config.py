"""The banker's settings: keymap (binding id -> keys) and theme, in a TOML file.

The file is ``config.toml`` in the user config directory (platformdirs), e.g.::

    theme = "textual-light"

    [keymap]
    undo = "ctrl+u"
    help = "f1"

Binding ids are listed on the help screen (F1).
"""

from __future__ import annotations

import tomllib
from pathlib import Path
from typing import Any

import tomli_w


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
