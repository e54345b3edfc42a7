"""Shared by the tests that play through the screens (tests/test_tui_*.py, Textual Pilot): the app on a
real SQLite file, async tests run without a plugin, key presses, and what the screen shows.
"""

from __future__ import annotations

import asyncio
import dataclasses
import functools
import time
from collections.abc import Awaitable, Callable
from datetime import UTC, datetime, timedelta
from pathlib import Path
from typing import Any

from sample_helpers import sample_record

from ledger.game import GameSetup
from ledger.store import Book
from tui.app import AirbankerApp
from tui.base.widgets import FormScreen
from tui.screens.new_game import NewGameScreen

SIZE = (80, 24)

#: the key names :func:`keys` presses as one key (any other press longer than one character is typed)
KEY_NAMES = frozenset(
    {"enter", "escape", "tab", "shift+tab", "down", "up", "ctrl+s", "ctrl+z", "ctrl+y", "ctrl+r", "backspace", "space"}
    | {"ctrl+o", "ctrl+l", "ctrl+q", "left", "right", "home", "end", "pageup", "pagedown", "f1", "ctrl+p"}
)


def run(test: Callable[..., Awaitable[None]]) -> Callable[..., None]:
    """Run an async test with ``asyncio.run`` (no async plugin needed)."""

    @functools.wraps(test)
    def wrapper(*args: Any, **kwargs: Any) -> None:
        asyncio.run(test(*args, **kwargs))

    return wrapper


def make_app(tmp_path: Path) -> AirbankerApp:
    return AirbankerApp(Book(f"sqlite:///{tmp_path / 't.sqlite'}"), config_path=tmp_path / "config.toml")


def themed_app(book: Book, tmp_path: Path) -> AirbankerApp:
    """The app on ``book`` with the theme written to a config file in ``tmp_path`` (snapshots do not
    depend on the user's config)."""
    config = tmp_path / "config.toml"
    config.write_text('theme = "textual-dark"\n', "utf-8")
    return AirbankerApp(book, config_path=config)


def import_sample(book: Book, sample: str, upto: int | None, *, title: str | None = None, day: int = 1) -> int:
    """Store the bundled sample's (samples/``sample``.jsonl) first ``upto`` actions (all when ``None``) as
    a new game, one minute apart from 2026-01-``day`` 20:00 UTC (into the next day for a long sample)."""
    setup, actions = sample_record(sample)
    if title is not None:
        setup = dataclasses.replace(setup, title=title)
    kept = actions if upto is None else actions[:upto]
    start = datetime(2026, 1, day, 20, tzinfo=UTC)
    stamped = [
        dataclasses.replace(a, recorded_at=_stamp(start + timedelta(minutes=i))) for i, a in enumerate(kept, start=1)
    ]
    return book.import_actions(setup, stamped, created_at=_stamp(start))


def first_allowed(sample: str, kind: str) -> int:
    """How many of ``sample``'s actions come before ``kind`` is first not refused outright."""
    setup, actions = sample_record(sample)
    from ledger.game import Game  # pydantic: only the tests that need it import it

    game = Game(setup)
    for count, action in enumerate(actions, start=1):
        game.record(action.kind, action.payload, note=action.note, recorded_at=action.recorded_at)
        if game.refused_now(kind, {}) is None:
            return count
    raise AssertionError(f"{sample} never allows {kind}")


def app_where_allowed(tmp_path: Path, sample: str, kind: str) -> tuple[AirbankerApp, int]:
    """The app on a book in ``tmp_path`` holding ``sample`` stopped where ``kind`` is first allowed
    (:func:`first_allowed`), and that game's id (to :meth:`AirbankerApp.open_game` once running)."""
    book = Book(f"sqlite:///{tmp_path / 'book.sqlite'}")
    game_id = import_sample(book, sample, first_allowed(sample, kind))
    return AirbankerApp(book, config_path=tmp_path / "config.toml"), game_id


def key_for(screen: Any, action: str) -> str:
    """The key of ``screen``'s binding for ``action`` (or the app's ``app.<action>``), its first key."""
    return next(str(b.key) for _k, b in screen._bindings if b.action in (action, f"app.{action}"))


async def settled(pilot: Any) -> None:
    """Pause until the app has nothing left to do. Textual's ``pilot.pause()`` waits for the process to go idle
    for 1 s at the most, then returns whatever is still to run: the garbage collection after a game's table is
    drawn (:func:`tui.app.settle_heap`) takes longer than that in a test process that has run some hundreds of
    tests (its heap grown by each one's leftovers), and the table's after-refresh work (its footer's keys, 1930's
    heads on one line) was read before it was done: two layout tests failed only in whole runs. A pause that
    took the whole second is followed by another."""
    for _ in range(10):
        started = time.monotonic()
        await pilot.pause()
        if time.monotonic() - started < 0.9:
            return


async def open_game_at(pilot: Any, game_id: int) -> None:
    """Open game ``game_id`` on the running app (its table), settled (:func:`settled`)."""
    await pilot.pause()
    pilot.app.open_game(game_id)
    await settled(pilot)


async def open_journal(pilot: Any, game_id: int) -> Any:
    """Open game ``game_id`` and its journal (j), its rows drawn: the journal screen."""
    from tui.screens.journal import JournalScreen, JournalTable

    await open_game_at(pilot, game_id)
    await pilot.press("j")
    for _ in range(40):
        await pilot.pause()
        screen = pilot.app.screen
        if isinstance(screen, JournalScreen) and screen.query_one(JournalTable).row_count and screen._whole:
            break
    assert isinstance(pilot.app.screen, JournalScreen)
    return pilot.app.screen


#: the options the new game form writes out for a new game left as it offers it, by (game, variant): today's
#: readings of the options whose reading changed (ledger.schema, IF_LEFT_OUT). The typed journeys of each game
#: (new game form first) hold their setup to :func:`form_setup`, so a stored game does not drift from the form.
FORM_OPTIONS: dict[tuple[str, str], dict[str, Any]] = {
    ("air_empire", "basic"): {"plane_supply": "in_the_box", "route_card_check": "refuse"},
    ("air_empire", "tournament"): {"years": 7, "plane_supply": "in_the_box", "route_card_check": "refuse"},
    ("air_fare", "standard"): {
        "landing_order": "best",
        "flight_origin": "last_landing",
        "price_war_scope": "everyone",
        "event_plane_count": "at_draw",
        "cannot_pay": "raise_money",
        "bank_repayment": "with_interest",
    },
    ("golden_age", "standard"): {"fly_at_zero_income": "refuse", "end_turn_incomes": "confirm"},
}


def form_setup(game: str, variant: str, title: str, *names: str) -> GameSetup:
    """The setup the new game form records for ``title`` and ``names`` with every option as it offers it
    (:data:`FORM_OPTIONS`), for :func:`stored_game`."""
    return GameSetup(game, variant, title, names, dict(FORM_OPTIONS[(game, variant)]))


async def stored_game(pilot: Any, setup: GameSetup, *actions: tuple[str, dict[str, Any]]) -> int:
    """A new game of ``setup``, its first ``actions`` (kind, payload) stored in the running app's book, opened on
    its table; returns its id. For a test whose subject comes after the new game form and the first cards, which
    are typed through the screens by tests of their own: storing them costs no keys."""
    game_id = pilot.app.book.create_game(setup, first=[(kind, payload, "") for kind, payload in actions])
    await open_game_at(pilot, game_id)
    return int(game_id)


async def open_new_game(pilot: Any) -> NewGameScreen:
    """``n`` on the start screen: the new-game form, open on its Game list."""
    await keys(pilot, "n")
    screen = pilot.app.screen
    assert isinstance(screen, NewGameScreen)
    return screen


async def open_play_form(pilot: Any, game_id: int, action: str) -> FormScreen:
    """Game ``game_id`` opened at its table (:func:`open_game_at`), then the form of ``action`` by its key
    (:func:`press_for`): the form."""
    await open_game_at(pilot, game_id)
    await press_for(pilot, action)
    form = pilot.app.screen
    assert isinstance(form, FormScreen)
    return form


async def press_for(pilot: Any, action: str) -> str:
    """Press the key of the screen's binding for ``action`` (:func:`key_for`); returns the key."""
    key = key_for(pilot.app.screen, action)
    await pilot.press(key)
    await pilot.pause()
    return key


def _stamp(moment: datetime) -> str:
    """``2026-01-01T20:05:00.000+00:00``: past midnight the minutes go on into the next day (a whole sample of
    more than 240 actions)."""
    return moment.strftime("%Y-%m-%dT%H:%M:%S.000+00:00")


async def keys(pilot: Any, *presses: str) -> None:
    """Press keys, pausing after each; a press longer than one character that is not a key name is typed
    letter by letter."""
    for press in presses:
        if not press:
            continue
        if len(press) > 1 and press not in KEY_NAMES:
            await pilot.press(*press)
        else:
            await pilot.press(press)
        await pilot.pause()
    await pilot.pause()


async def pick(pilot: Any, option: str) -> None:
    """In a focused list (Select): open it (space; Enter takes the option shown), type the start of the
    option, choose it."""
    await keys(pilot, "space", option, "enter")


def text(widget: Any) -> str:
    return str(widget.render())


def note(screen: Any, note_id: str) -> str:
    """The note after a field (:func:`tui.base.widgets.show_note`): drawn by its row, or a Static of that id."""
    from tui.base.widgets import FieldRow

    for row in screen.query(FieldRow):
        if row.note_id == note_id:
            return str(row.note)
    return text(screen.query_one(f"#{note_id}"))


def records(app: AirbankerApp) -> int:
    return len(app.game.records)


def balances(app: AirbankerApp) -> dict[str, int]:
    return {k: v for k, v in app.book.balances(app.game_id).items() if v}


def drawn_text(app: AirbankerApp) -> str:
    """The terminal as drawn now, line by line (what the banker sees: text cut off at an edge is not there),
    with runs of spaces squeezed to one so that a sentence wrapped over lines can be searched in
    ``" ".join(drawn_text(app).split())``."""
    import io

    from rich.console import Console

    width, height = app.size
    console = Console(
        width=width,
        height=height,
        file=io.StringIO(),
        force_terminal=True,
        color_system=None,
        record=True,
        legacy_windows=False,
        safe_box=False,
    )
    console.print(app.screen._compositor.render_update(full=True, screen_stack=app._background_screens))
    return console.export_text(styles=False)


def drawn_words(app: AirbankerApp) -> str:
    """The words drawn inside the dialog's box (between its side borders; the whole line where there is
    none), joined by single spaces, to find a wrapped message whole."""
    kept = []
    for line in drawn_text(app).splitlines():
        left, right = line.find("│"), line.rfind("│")
        kept.append(line[left + 1 : right] if 0 <= left < right else line)
    return " ".join(" ".join(kept).split())


def send_at_once(app: AirbankerApp, *presses: str) -> None:
    """Hand every key of ``presses`` to ``app`` as its terminal would, at once, before any is dealt with (nothing
    is awaited). A press longer than one character that is not a key name is typed letter by letter."""
    from textual import events
    from textual.keys import _character_to_key

    for press in presses:
        names = [press] if press in KEY_NAMES else list(press)
        for name in names:
            key = _character_to_key(name) if len(name) == 1 and not name.isalnum() else name
            char = name if len(name) == 1 else {"enter": "\r", "tab": "\t", "space": " "}.get(name)
            event = events.Key(key, char)
            event.set_sender(app)
            app._driver.send_message(event)


async def type_fast(pilot: Any, *presses: str) -> None:
    """Type as a banker does at speed (or ``tmux send-keys`` of a whole string): every key handed to the app
    at once, before any is dealt with (:func:`send_at_once`); then wait for the app to settle."""
    app = pilot.app
    send_at_once(app, *presses)
    await pilot.pause()
    for _ in range(200):  # until every key kept for a screen that opened has been handed on
        if not (app._typed_ahead or app._opening):
            break
        await pilot.pause(0.02)
    await pilot.pause()


def rows_drawn_whole(before: str, after: str, first: str, last: str) -> list[str]:
    """The table's lines from the one starting with ``first`` (its grid's heading, e.g. ``" Airline"``) to the one
    starting with ``last`` (its last row), as :func:`drawn_text` drew them in ``before`` (the table alone), that
    ``after`` (a dialog open over it) no longer draws whole on the same line: ``[]`` when the dialog covers none
    of them."""
    old, new = before.splitlines(), after.splitlines()
    top = next(i for i, line in enumerate(old) if line.startswith(first))
    bottom = next(i for i, line in enumerate(old) if i >= top and line.startswith(last))
    return [old[i] for i in range(top, bottom + 1) if i >= len(new) or new[i].rstrip() != old[i].rstrip()]


def box_lines(drawn: str) -> tuple[int, int]:
    """The first and last line of the dialog's box in ``drawn`` (:func:`drawn_text`): a round (forms) or thick
    (questions) border's top and bottom."""
    lines = drawn.splitlines()
    top = next(i for i, line in enumerate(lines) if "╭" in line or "█▀" in line)
    bottom = next(i for i, line in enumerate(lines) if i > top and ("╰" in line or "█▄" in line))
    return top, bottom


async def to_title(pilot: Any) -> None:
    """On the new-game form (it opens on the Game list): Enter keeps the game shown and goes on to its Variant
    (Air Empire's two) or the Title; Enter on the Variant keeps it too: the focus on the Title."""
    from textual.widgets import Input

    await keys(pilot, "enter")
    screen = pilot.app.screen
    if screen.focused is not screen.query_one("#title", Input):
        await keys(pilot, "enter")


def form_lines_cut(form: str, drawn: str) -> list[str]:
    """The lines of the form's box (round border, in ``form``: the form alone) that ``drawn`` (a question's thick
    box over it) draws neither whole nor hidden whole: a line beside the question where the question is narrower
    than the form, or a line out of the question's rows no longer as the form drew it."""
    before, after = form.splitlines(), drawn.splitlines()
    top = next(i for i, line in enumerate(before) if "╭" in line)
    bottom = next(i for i, line in enumerate(before) if i > top and "╰" in line)
    left, right = before[top].index("╭"), before[top].index("╮")
    q_top = next(i for i, line in enumerate(after) if "█▀" in line)
    q_bottom = next(i for i, line in enumerate(after) if i > q_top and "█▄" in line)
    cut = []
    for i in range(top, bottom + 1):
        line = after[i]
        if q_top <= i <= q_bottom:
            if line.index("█") > left or line.rindex("█") < right:
                cut.append(line)
        elif line[left : right + 1] != before[i][left : right + 1]:
            cut.append(line)
    return cut
