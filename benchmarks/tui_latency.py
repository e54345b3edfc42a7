"""How fast the banker's seat answers, next to a bare Textual app measured the same way. Prints figures; asserts
nothing.

Printed, side by side in one run, each figure next to its bare anchor and their ratio:

* **first frame after launch**: a new ``python`` process runs ``airbanker --db BOOK`` (the console entry point,
  :func:`tui.cli.main`) on a book holding the four bundled sample games, headless at 80×24, until the start screen
  is first painted (the book is opened after that frame), and "list of games", until the frame that shows the games
  (the first, since the list is read from the SQLite file with ``sqlite3`` alone before it, :mod:`ledger.book_file`;
  the book's own list, positions and all, follows once it is open); the anchor is a new process running a bare
  Textual app (Header, a Static, Footer) until its first paint. The time runs from just before the process is
  started (interpreter start and imports count). Target: at most 1.5x. "list of games" is printed twice: beside the
  bare app's first frame, and beside a bare app that does what the list needs with nothing of airbanker (its first
  frame, then SQLModel imported and the same book's games table read with a bare model of its own into a DataTable,
  :func:`bare_list_app`): SQLAlchemy's import alone is longer than the bare app's whole launch;
* **a screen opened by a key**: in one process, Textual's headless run driven by its Pilot at 80×24, from
  the key press to the new screen's first paint (the frame the compositor hands to the terminal, rendered
  to the terminal's bytes as a real terminal would get them): F1 help, the journal (also to its rows drawn,
  "done"; "journal" is the journal opened again with nothing recorded since, drawn from what was read last;
  "journal after an action" is opened half a second after the game changed, which reads the journal ahead
  as after the banker records; "journal, nothing read ahead" has what was read forgotten before each open: its
  "done" is the newest actions' rows drawn, and "…, every row" the whole journal's, read next),
  the audit (also to its result, from a worker, "done"), the Air Empire recap and every form of the three
  games, each on a bundled sample game stopped where that form can be opened. The anchor is a key that
  pushes a bare ModalScreen holding a Select, an Input and a Button. Target: at most 1.5x.
* **Textual floor**: a bare ModalScreen of eight rows, each a Horizontal holding a Static and an Input (no
  CSS, no logic of airbanker), beside the same anchor: what Textual itself takes to open a form of eight
  fields, the size of the largest forms. A form near it has little of its own left to shave.

Each figure is the median of ``--repeat`` runs (the first open of a screen, which also imports its module,
is one of them). The bare app runs beside airbanker in the same process and a bare modal push comes before
each run of a figure: each figure's anchor is the median of the pushes made between its own runs, so both
meet the same load (on a shared 2-core host the same push took 28 ms one minute and 55 ms a few minutes
later, more than the differences measured). The bare modal's first two pushes, which import and style
Textual's widgets, are not counted: that lowers the anchor, so it can only make a ratio larger. The
machine's load average is printed before and after.

Usage (from the repository root, in its virtual environment)::

    python benchmarks/tui_latency.py [--repeat N] [--launches N] [--only WORDS]

A run with the defaults takes about two minutes on a quiet 2-core machine (some 15 under a load average of 12).

Figures measured on 1 December 2026 (2 cores shared with seven other engineers' test runs: a load average of
10-17, so every wall time is several times a quiet laptop's; the ratios are what to read; see README.md,
Benchmarks, for the whole table):

* first frame after launch: before 4.9x (4.5 s vs 0.9 s bare, load average 5; 4.7x at 12); after opening a
  book at the head without Alembic and replaying the listed games after the first frame, 3.3x-3.9x. Still
  over: importing the three games' rules (``ledger.games``, some 40 % of the launch) and SQLAlchemy/SQLModel (some 30 %)
  come before the first frame;
* F1 help: before, first paint 1.8 s and the help's Markdown then busy some 40 s more; with the help that
  shows only the current game and screen (plain text), 0.3-1.1 s, 0.7x-2.6x;
* journal: 2.5x-9.5x to the first paint, 7x-21x to the rows drawn (a DataTable row per posting);
* audit: 0.4x-1.1x to the first paint (the replay runs in a worker), 3.2x-5.0x to its result;
* recap: 1.3x; forms: 1.2x-3.1x (Air Empire), 1.2x-5.6x (1930), 1.2x-10.5x (Air Fare's draw).

A key that opens no screen within 30 s is reported as not measured (seen once under a load average of 12,
for the forms after one that did not close).
"""

from __future__ import annotations

import argparse
import asyncio
import dataclasses
import os
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable
from importlib import resources
from pathlib import Path
from typing import Any

# the checkout this file is in, not whichever airbanker the virtual environment installed
sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

SIZE = (80, 24)
#: seconds between an action recorded and the key that opens the journal in "journal after an action"
AFTER_AN_ACTION = 0.5
#: forms measured where the sample's banker opened them, not where the ledger first allows them: the table
#: refuses 1930's Found before the tables are entered (the ledger allows it at once) and a trade with nothing to
#: trade (key pressed, no screen opened: the two were not measured until 4 December); and a tech penalty where the
#: first is to count (at the first End of Turn none is, and the table opens no form since 6 December)
AT_THE_SAMPLES_OWN = {("golden-age-4p", "found"), ("golden-age-4p", "trade"), ("golden-age-4p", "tech_penalty")}
SAMPLES = ("air-empire-basic-4p", "air-empire-tournament-3p", "golden-age-4p", "air-fare-4p")

#: the forms each game's table screen opens with a key: (sample, table action, action kind the form records,
#: the probe its screen checks first). The kinds are those of ``open_form`` in tui/games/*/table.py.
FORMS: tuple[tuple[str, str, str, dict[str, Any]], ...] = (
    ("air-empire-basic-4p", "route_card", "air_empire.route_card", {}),
    ("air-empire-basic-4p", "bids", "air_empire.bids", {"bids": []}),
    ("air-empire-basic-4p", "loan", "air_empire.loan", {}),
    ("air-empire-basic-4p", "purchase", "air_empire.purchase", {"orders": []}),
    ("air-empire-basic-4p", "sale", "air_empire.plane_sale", {}),
    ("air-empire-basic-4p", "maintenance", "air_empire.maintenance", {}),
    ("air-empire-basic-4p", "merger", "air_empire.merger", {}),
    ("air-empire-tournament-3p", "taxes", "air_empire.taxes", {}),
    ("air-empire-tournament-3p", "tax_table", "air_empire.tax_table", {}),
    ("golden-age-4p", "starting_money", "golden_age.starting_money", {"cards": []}),
    ("golden-age-4p", "buy", "golden_age.buy", {}),
    ("golden-age-4p", "found", "golden_age.found", {}),
    ("golden-age-4p", "trade", "golden_age.trade", {}),
    ("golden-age-4p", "operate", "golden_age.operate", {}),
    ("golden-age-4p", "fly", "golden_age.operate", {}),
    ("golden-age-4p", "purchased_action", "golden_age.purchased_action", {}),
    ("golden-age-4p", "tech_penalty", "golden_age.tech_penalty", {}),
    ("golden-age-4p", "contract", "golden_age.contract", {}),
    ("golden-age-4p", "income", "golden_age.income", {}),
    ("golden-age-4p", "end_turn", "golden_age.end_turn", {}),
    ("air-fare-4p", "maintenance", "air_fare.maintenance", {}),
    ("air-fare-4p", "draw", "air_fare.draw", {}),
    ("air-fare-4p", "flights", "air_fare.flights", {}),
    ("air-fare-4p", "advertising", "air_fare.advertising", {}),
    ("air-fare-4p", "player_loan", "air_fare.player_loan", {}),
    ("air-fare-4p", "revenue", "air_fare.revenue", {}),
    ("air-fare-4p", "settle", "air_fare.settle", {}),
    ("air-fare-4p", "bids", "air_fare.bids", {}),
    ("air-fare-4p", "loan", "air_fare.loan", {}),
    ("air-fare-4p", "repay", "air_fare.repay", {}),
    ("air-fare-4p", "sale", "air_fare.sale", {}),
    ("air-fare-4p", "trade", "air_fare.trade", {}),
)


# -- the child process of a launch ---------------------------------------------------------------------
def _child(which: str, db: str) -> None:
    """Run ``which`` ("bare" or "airbanker") headless until its first frame; print the time of that frame
    (``time.time()``) on stdout's last line."""
    from textual.app import App

    shown = App._display
    wanted = {"airbanker": "StartScreen", "bare-db": "BareListApp"}.get(which, "")

    def display(self: Any, screen: Any, renderable: Any) -> None:
        shown(self, screen, renderable)
        if renderable is None or getattr(self, "_bench_done", False):
            return
        if wanted and wanted not in (type(screen).__name__, type(self).__name__):
            return
        _render(self, renderable)
        if not getattr(self, "_bench_first", False):
            self._bench_first = True
            print(f"\nFIRST-FRAME {time.time():.6f}", flush=True)
        if wanted and not screen.query_one("#games").row_count:
            return  # the book is opened after the first frame: wait for the list of games too
        self._bench_done = True
        print(f"\nLIST-FRAME {time.time():.6f}", flush=True)
        self.exit()

    run = App.run

    def headless_run(self: Any, *args: Any, **kwargs: Any) -> Any:
        kwargs.update(headless=True, size=SIZE)
        return run(self, *args, **kwargs)

    App._display = display  # type: ignore[method-assign]
    App.run = headless_run  # type: ignore[method-assign]
    if which == "bare":
        bare_app().run()
    elif which == "bare-db":
        bare_list_app(db).run()
    else:
        from tui.cli import main

        sys.argv = ["airbanker", "--db", db]
        main()


def _render(app: Any, renderable: Any) -> None:
    """Turn a frame into the bytes a terminal would get (the headless driver skips that step)."""
    from textual._compositor import CompositorUpdate

    if isinstance(renderable, CompositorUpdate):
        renderable.render_segments(app.console)


#: the rows of the "Textual floor" modal: as many as the largest forms have (a label and a field each)
FLOOR_ROWS = 8


def bare_app() -> Any:
    """The bare anchor: Header, a Static, Footer; F1 pushes a bare ModalScreen with a Select, an Input and a
    Button (Esc pops it). F2 pushes the "Textual floor": a bare ModalScreen of :data:`FLOOR_ROWS` rows, each a
    Horizontal holding a Static label and an Input, as a form of that many fields is laid out, with nothing of
    airbanker (no CSS, no logic): what Textual itself takes to open a form that size."""
    from textual.app import App, ComposeResult
    from textual.binding import Binding
    from textual.containers import Horizontal, Vertical
    from textual.screen import ModalScreen
    from textual.widgets import Button, Footer, Header, Input, Select, Static

    class BareModal(ModalScreen[None]):
        BINDINGS = [Binding("escape", "app.pop_screen", "Back")]

        def compose(self) -> ComposeResult:
            with Vertical():
                yield Select([("one", 1), ("two", 2), ("three", 3)])
                yield Input(placeholder="amount")
                yield Button("OK")

    class FloorModal(ModalScreen[None]):
        BINDINGS = [Binding("escape", "app.pop_screen", "Back")]

        def compose(self) -> ComposeResult:
            with Vertical():
                for row in range(FLOOR_ROWS):
                    yield Horizontal(Static(f"field {row + 1}"), Input(compact=True))

    class BareApp(App[None]):
        BINDINGS = [Binding("f1", "modal", "Modal"), Binding("f2", "floor", "Floor")]

        def compose(self) -> ComposeResult:
            yield Header()
            yield Static("A bare Textual app.")
            yield Footer()

        def action_modal(self) -> None:
            self.push_screen(BareModal())

        def action_floor(self) -> None:
            self.push_screen(FloorModal())

    return BareApp()


def bare_list_app(db: str) -> Any:
    """The anchor of "list of games after launch": a bare Textual app (Header, a DataTable, Footer) that, as
    airbanker does, paints its first frame, then imports SQLModel, reads the same book's games table with a bare
    SQLModel model of its own (id, title, game, created_at) and shows one row a game: what Textual and SQLModel
    themselves take to list the games, with nothing of airbanker (no migrations check, no rules, no replay)."""
    from textual.app import App, ComposeResult
    from textual.widgets import DataTable, Footer, Header

    class BareListApp(App[None]):
        def compose(self) -> ComposeResult:
            yield Header()
            yield DataTable(id="games")
            yield Footer()

        def on_mount(self) -> None:
            self.call_after_refresh(self.read)

        def read(self) -> None:
            from sqlmodel import Field, Session, SQLModel, create_engine, select

            class Games(SQLModel, table=True):
                id: int | None = Field(default=None, primary_key=True)
                title: str
                game: str
                created_at: str

            engine = create_engine(db)
            with Session(engine) as session:
                rows = session.exec(select(Games)).all()
            table = self.query_one(DataTable)
            table.add_columns("#", "Title", "Game", "Created")
            for row in rows:
                table.add_row(str(row.id), row.title, row.game, row.created_at)

    return BareListApp()


def launch(which: str, db: str) -> tuple[float, float]:
    """Seconds from starting a new process to its first frame, and to the frame that shows the list of games
    (the bare app: its first frame)."""
    # bytecode caches are written (and then read), as an installed package has them: pip compiles them as it
    # installs, while a shell with PYTHONDONTWRITEBYTECODE set would compile every module of ours at each launch
    env = {k: v for k, v in os.environ.items() if k != "PYTHONDONTWRITEBYTECODE"}
    start = time.time()
    out = subprocess.run(
        [sys.executable, __file__, "--child", which, "--db", db],
        capture_output=True,
        text=True,
        timeout=120,
        check=False,
        env=env,
    ).stdout
    first = [line for line in out.splitlines() if line.startswith("FIRST-FRAME ")]
    listed = [line for line in out.splitlines() if line.startswith("LIST-FRAME ")]
    if not first or not listed:
        raise SystemExit(f"the {which} app showed no frame: {out[-500:]}")
    return float(first[-1].split()[1]) - start, float(listed[-1].split()[1]) - start


# -- one process, driven by the Pilot ------------------------------------------------------------------
class Painter:
    """Notes when each screen is painted (its frame rendered to the terminal's bytes)."""

    def __init__(self) -> None:
        from textual.app import App

        self.paints: list[tuple[float, Any]] = []
        #: what "done" means for the screen being opened, asked of each frame as it is painted, and the time
        #: of the first frame painted when it held
        self.done: Callable[[Any], bool] | None = None
        self.done_at: float | None = None
        shown = App._display
        painter = self

        def display(app: Any, screen: Any, renderable: Any) -> None:
            shown(app, screen, renderable)
            if renderable is not None:
                _render(app, renderable)
                now = time.perf_counter()
                painter.paints.append((now, screen))
                if painter.done is not None and painter.done_at is None and painter.done(screen):
                    painter.done_at = now

        App._display = display  # type: ignore[method-assign]

    async def open(self, pilot: Any, key: str, done: Callable[[Any], bool] | None = None) -> tuple[float, float] | None:
        """Press ``key`` and wait for a new screen's first paint; then back (Esc). Returns the seconds to the
        first paint and, when ``done`` is given, to the first paint of a frame for which ``done(screen)`` holds
        (``None``: no screen opened within 30 s)."""
        app = pilot.app
        base = app.screen
        self.paints.clear()
        # "done" is asked of each frame as it is painted (not by this loop, which runs only when the app's
        # own messages leave it a turn: a journal whose rows were in its first frame was counted done some
        # frames later, at 6x-8x, when it had been done at its first paint)
        self.done = None if done is None else (lambda screen: screen is not base and done(screen))
        self.done_at = None
        start = time.perf_counter()
        await pilot.press(key)
        first = finished = None
        deadline = time.perf_counter() + 30
        while time.perf_counter() < deadline:
            if first is None:
                first = next((t for t, s in self.paints if s is not base and s is app.screen), None)
            if first is not None and done is None:
                break
            if first is not None and self.done_at is not None:
                finished = self.done_at
                break
            await asyncio.sleep(0.005)
        self.done = None
        if first is None:
            return None
        await _settle(pilot)
        while app.screen is not base:
            await pilot.press("escape")
            await _settle(pilot)
        await app.workers.wait_for_complete()
        await _settle(pilot)
        return first - start, (finished - start) if finished is not None else 0.0


async def _settle(pilot: Any) -> None:
    """Wait until the app has nothing more to do (a screen busy for more than the Pilot's 30 s is waited for)."""
    from textual.pilot import WaitForScreenTimeout

    for _ in range(10):
        try:
            await pilot.pause()
            return
        except WaitForScreenTimeout:
            continue


def stopped_where(sample: str, kind: str, probe: dict[str, Any], after: int = 0, *, own: bool = False) -> int | None:
    """The fewest actions of ``sample`` (more than ``after``) after which ``kind`` is not refused outright
    (``None``: refused all along); ``own``: the fewest after which the sample's next action is of ``kind``, the
    moment its banker opened that form (where the ledger allows a form earlier than the table does)."""
    from ledger.game import Game
    from ledger.record_file import read_record

    with resources.as_file(resources.files("samples").joinpath(f"{sample}.jsonl")) as path:
        setup, actions, _created = read_record(path)
    if own:
        return next((count for count in range(after + 1, len(actions)) if actions[count].kind == kind), None)
    game = Game(setup)
    for count, action in enumerate(actions, start=1):
        game.record(action.kind, action.payload, note=action.note, recorded_at=action.recorded_at)
        if count > after and game.refused_now(kind, probe) is None:
            return count
    return None


def import_sample(book: Any, sample: str, upto: int | None = None) -> int:
    from ledger.record_file import read_record

    with resources.as_file(resources.files("samples").joinpath(f"{sample}.jsonl")) as path:
        setup, actions, _created = read_record(path)
    kept = actions if upto is None else actions[:upto]
    title = sample if upto is None else f"{sample} @{upto}"
    return int(book.import_actions(dataclasses.replace(setup, title=title[:40]), kept))


def key_of(screen: Any, action: str) -> str:
    """The key of ``screen``'s binding for ``action`` (its first key)."""
    for _key, binding in screen._bindings:
        if binding.action == action:
            return str(binding.key)
    raise SystemExit(f"{type(screen).__name__} has no key for {action}")


async def in_process(
    folder: Path, repeat: int, only: list[str]
) -> list[tuple[str, list[float], list[float], list[float]]]:
    """Every figure measured by the Pilot: (label, seconds to the first paint, seconds to done, seconds of the bare
    modal push measured between them).

    The bare app and airbanker run side by side in this process, and each open of an airbanker screen follows an
    open of the bare modal: each figure's anchor is measured in the same minutes as the figure (the machine's
    speed drifts by a third from one minute to the next on a shared host, more than the differences measured)."""
    from ledger.store import Book
    from tui.app import AirbankerApp
    from tui.screens import journal

    painter = Painter()
    out: list[tuple[str, list[float], list[float], list[float]]] = []

    def wanted(label: str) -> bool:
        return not only or any(word in label for word in only)

    book = Book(f"sqlite:///{folder / 'screens.sqlite'}")
    games = {sample: import_sample(book, sample) for sample in SAMPLES}
    todo: list[tuple[str, int, str, Callable[[Any], bool] | None]] = []
    for sample, game_id in games.items():
        todo.append((f"F1 help ({sample})", game_id, "f1", None))
        todo.append((f"journal ({sample})", game_id, "f2", _filled))
        todo.append((f"journal after an action ({sample})", game_id, "f2", _filled))
        todo.append((f"journal, nothing read ahead ({sample})", game_id, "f2", _filled))
        todo.append((f"journal, nothing read ahead, every row ({sample})", game_id, "f2", _whole))
        todo.append((f"audit ({sample})", game_id, "f4", _audited))
    for sample in SAMPLES[:2]:
        todo.append((f"recap ({sample})", games[sample], "action:recap", None))
    seen: dict[tuple[str, str], int] = {}
    for sample, action, kind, probe in FORMS:
        label = f"form {action} ({sample})"
        if not wanted(label):
            continue
        own = (sample, action) in AT_THE_SAMPLES_OWN
        upto = stopped_where(sample, kind, probe, seen.get((sample, kind), 0), own=own)
        if upto is None:
            print(f"  ({label}: the sample never reaches it; not measured)")
            continue
        seen[(sample, kind)] = upto
        todo.append((label, import_sample(book, sample, upto), f"action:{action}", None))
    book.close()

    bare = bare_app()
    app = AirbankerApp(Book(f"sqlite:///{folder / 'screens.sqlite'}"), config_path=folder / "config.toml")
    async with bare.run_test(size=SIZE) as bare_pilot, app.run_test(size=SIZE) as pilot:
        await bare_pilot.pause()
        await pilot.pause()

        async def bare_push(anchors: list[float]) -> None:
            took = await painter.open(bare_pilot, "f1")
            if took is not None:  # a push that opened nothing is left out, as any figure's run
                anchors.append(took[0])

        for _ in range(2):  # the first pushes import and style what every later one reuses: not counted
            await bare_push([])
        anchors: list[float] = []
        floor: list[float] = []
        for _ in range(repeat):
            await bare_push(anchors)
            took = await painter.open(bare_pilot, "f2")
            if took is not None:
                floor.append(took[0])
        out.append(("bare modal push", anchors, [], anchors))
        out.append((f"Textual floor: {FLOOR_ROWS} rows of a label and an Input", floor, [], anchors))
        for label, game_id, key, done in todo:
            if not wanted(label):
                continue
            while len(app.screen_stack) > 2:
                app.pop_screen()
                await pilot.pause()
            app.open_game(game_id)
            await pilot.pause()
            if key.startswith("action:"):
                key = key_of(app.screen, key.removeprefix("action:"))
            print(f"  … {label}", file=sys.stderr, flush=True)
            times = []
            anchors = []
            for _ in range(repeat):
                await bare_push(anchors)
                if "after an action" in label or "nothing read ahead" in label:
                    journal._READ.clear()  # the journal read last is for the game as it was before the action
                if "after an action" in label:
                    app.game_changed()  # as after the banker records: the journal is read ahead ...
                    await asyncio.sleep(AFTER_AN_ACTION)  # ... while the banker looks up from the keyboard
                took = await painter.open(pilot, key, done)
                if took is not None:
                    times.append(took)
            if not times:
                print(f"  ({label}: key {key!r} opened no screen; not measured)")
            else:
                out.append((label, [t for t, _ in times], [d for _, d in times if d], anchors))
            app.pop_screen()
            await pilot.pause()
    app.book.close()
    return out


def _audited(screen: Any) -> bool:
    """The audit screen shows its result (not "Auditing…")."""
    try:
        return not str(screen.query_one("#audit-result").render()).startswith("Auditing")
    except Exception:  # noqa: BLE001 - not the audit screen (yet)
        return False


def _filled(screen: Any) -> bool:
    """The journal shows its rows (those of the newest actions, when it was not read ahead)."""
    try:
        return bool(screen.query_one("#journal").row_count)
    except Exception:  # noqa: BLE001 - not the journal screen (yet)
        return False


def _whole(screen: Any) -> bool:
    """The journal shows every row (not only the newest actions', :data:`tui.screens.journal.NEWEST_FIRST`)."""
    return _filled(screen) and bool(getattr(screen, "_whole", False))


def load_note() -> str:
    one, five, _fifteen = os.getloadavg()
    return f"load average {one:.2f} (1 min), {five:.2f} (5 min) on {os.cpu_count()} CPUs"


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--repeat", type=int, default=3, help="runs of each screen figure (default 3)")
    parser.add_argument("--launches", type=int, default=5, help="launches of each app (default 5)")
    parser.add_argument("--only", nargs="*", default=[], help="only the figures whose label holds one of these")
    parser.add_argument("--child", choices=("bare", "bare-db", "airbanker"), help=argparse.SUPPRESS)
    parser.add_argument("--db", help=argparse.SUPPRESS)
    args = parser.parse_args(argv)
    if args.child:
        _child(args.child, args.db)
        return 0
    from ledger.store import Book

    folder = Path(tempfile.mkdtemp(prefix="airbanker-latency-"))
    print(f"airbanker TUI latency at {SIZE[0]}×{SIZE[1]}, headless, median of runs — before: {load_note()}")
    began = time.perf_counter()
    rows: list[tuple[str, float, float, str]] = []
    if not args.only or "launch" in args.only:
        launch_book = folder / "launch.sqlite"
        book = Book(f"sqlite:///{launch_book}")
        for sample in SAMPLES:
            import_sample(book, sample)
        book.close()
        url = f"sqlite:///{launch_book}"
        launch("airbanker", url)  # the first run writes the bytecode caches: not counted
        ours: list[tuple[float, float]] = []
        bare: list[float] = []
        bare_listed: list[float] = []
        launch("bare-db", url)
        for _ in range(args.launches):  # interleaved, so that all three meet the same load
            bare.append(launch("bare", url)[0])
            bare_listed.append(launch("bare-db", url)[1])
            ours.append(launch("airbanker", url))
        anchor = statistics.median(bare)
        listed = statistics.median(t for _, t in ours)
        rows.append(("first frame after launch", statistics.median(t for t, _ in ours), anchor, "bare app"))
        rows.append(("list of games after launch", listed, anchor, "bare app"))
        rows.append(("list of games after launch", listed, statistics.median(bare_listed), "bare app + SQLModel read"))
    words = [w for w in args.only if w != "launch"]
    figures = asyncio.run(in_process(folder, args.repeat, words)) if words or not args.only else []
    for label, firsts, dones, anchors in figures[1:]:
        # each figure beside the bare modal pushes measured between its own runs
        anchor = statistics.median(anchors)
        rows.append((label, statistics.median(firsts), anchor, "bare modal push"))
        if dones:
            rows.append((f"{label}, done", statistics.median(dones), anchor, "bare modal push"))
    width = max(len(r[0]) for r in rows) if rows else 20
    ms = 1000.0
    print(f"  {'figure':<{width}}  {'airbanker':>10}  {'bare':>9}  {'ratio':>6}  (target: at most 1.5x)")
    for label, ours_s, bare_s, anchor_name in rows:
        ratio = ours_s / bare_s
        flag = "" if ratio <= 1.5 else "  over"
        print(f"  {label:<{width}}  {ours_s * ms:>8.0f}ms  {bare_s * ms:>7.0f}ms  {ratio:>5.1f}x  {anchor_name}{flag}")
    print(f"after {time.perf_counter() - began:.0f} s: {load_note()}")
    shutil.rmtree(folder, ignore_errors=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
