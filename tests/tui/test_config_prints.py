"""Where the banker's prints go (tui.config.prints_dir): a folder per book."""

from __future__ import annotations

from pathlib import Path

import pytest

from ledger.store import default_database_url
from tui.config import prints_dir


def test_two_books_in_one_folder_print_to_folders_of_their_own(tmp_path: Path) -> None:
    """Newcomers' tries: two books beside each other in /tmp wrote their sheets into one prints/ folder, both
    named "game-1-…" (each game's number in its own book). Each book has its own folder, named after it."""
    first = prints_dir({}, f"sqlite:///{tmp_path / 'taf5.sqlite'}")
    second = prints_dir({}, f"sqlite:///{tmp_path / 'taf5-b.sqlite'}")
    assert (first, second) == (tmp_path / "prints" / "taf5", tmp_path / "prints" / "taf5-b")


def test_the_prints_setting_wins(tmp_path: Path) -> None:
    assert prints_dir({"prints": str(tmp_path / "sheets")}, f"sqlite:///{tmp_path / 'a.sqlite'}") == tmp_path / "sheets"


def test_a_server_book_prints_into_the_data_directory_by_its_name(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A PostgreSQL book has no folder of its own: the user data directory's prints/, a folder by the database's
    name (what a file name cannot hold replaced)."""
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path))
    folder = prints_dir({}, "postgresql+psycopg://u:p@localhost:5432/club night")
    assert folder == tmp_path / "airbanker" / "prints" / "club_night"


def test_the_default_book_prints_into_prints_itself(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """A newcomer's try: the default book's prints went to ``…/airbanker/prints/airbanker/``, read as the folder named
    twice. The default book, alone in the user data directory, takes ``prints/`` there; another book named
    ``airbanker.sqlite`` elsewhere keeps a folder of its own."""
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path))
    assert prints_dir({}, default_database_url()) == tmp_path / "airbanker" / "prints"
    elsewhere = tmp_path / "club" / "airbanker.sqlite"
    assert prints_dir({}, f"sqlite:///{elsewhere}") == tmp_path / "club" / "prints" / "airbanker"


def test_where_prints_go_is_worked_out_without_making_the_data_directory(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A review: prints_dir made the user data directory to compare a book with the default one, though it says
    "Not created here"; asked of a book elsewhere, or of a server's, nothing is made."""
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "data"))
    prints_dir({}, f"sqlite:///{tmp_path / 'club.sqlite'}")
    prints_dir({}, "postgresql+psycopg://bank@localhost/club")
    assert not (tmp_path / "data").exists()
