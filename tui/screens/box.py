"""The box screen: a game's board and card values kept in the book (:mod:`ledger.box`, docs/box.md).

Opened from the list of games (x). It shows every value of the chosen game's box with where it comes
from (typed from the board, or illustrative) and whether the table has confirmed it; it imports a box
file, exports the kept box to a file, confirms it (the table has checked the values against the
components) and corrects it: the box file's text in an editor, checked by :func:`ledger.box.box_from_toml`
when kept (a refusal names the field, and nothing is kept). A correction is not confirmed: the table
sees the changed values again before a new game takes them.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from datetime import date
from pathlib import Path

from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Vertical, VerticalScroll
from textual.screen import Screen
from textual.suggester import Suggester
from textual.widgets import Header, Input, TextArea

from ledger.box import BOX_RULE, Box, as_imported, box_from_toml, box_rules, box_to_toml, has_box
from ledger.games import meta_for, names as game_names
from ledger.journal import RuleViolation
from tui.base.backdrop import BackdropModalScreen
from tui.base.dialogs import ChoiceScreen
from tui.base.footer import Footer
from tui.base.widgets import ConfirmScreen, PlainStatic, airbanker, cancel_or_ask
from tui.base.words import refusal_text

__all__ = [
    "BoxScreen",
    "BoxEditScreen",
    "PathScreen",
    "ConfirmBoxScreen",
    "BOX_GAMES",
    "box_state",
    "box_uses",
    "refused_line",
    "find_line",
    "PathSuggester",
    "samples_folder",
    "FindScreen",
    "starter_text",
]

#: the games that have a box, in the registry's order (Air Fare's rulebook prints its cards)
BOX_GAMES = tuple(name for name in game_names() if has_box(name))


def _title(game: str) -> str:
    return meta_for(game).short_title


def box_state(box: Box) -> str:
    """Whether the table has confirmed ``box``, in a line."""
    if box.confirmed_on is not None:
        return f"Confirmed by the table on {box.confirmed_on.isoformat()}: new games take these values."
    return (
        "Not confirmed yet: once the table has checked these values against the components, press c. "
        "Until then a new game shows them and asks."
    )


def box_uses(box: Box | None, game: str, variant: str) -> str:
    """What a new game of ``game`` and ``variant`` takes from ``box`` (None: none kept), for the new-game
    screen in a few lines: whether the values are the board's or illustrative and whether the table has
    confirmed them, said once, then the game's :func:`~ledger.box.BoxCheck.uses` lines (a part whose
    provenance differs from the box's still says its own)."""
    lines = box_rules(game).uses(box, variant)
    if box is None:
        return " ".join(lines)
    mark = box.mark_text()
    lines = [line.replace(f", {mark})", ")").replace(f" ({mark})", "") for line in lines]
    kind = "the board's values" if box.provenance == "board" else "ILLUSTRATIVE values, not the board's"
    confirmed = (
        f"confirmed {box.confirmed_on.isoformat()}"
        if box.confirmed_on is not None
        else "not confirmed yet: shown to the table on create"
    )
    return f"Box ({kind}; {confirmed}): " + " ".join(lines)


def starter_text(game: str, typed_by: str = "owner") -> str:
    """The text of an empty box of ``game`` to fill in (the box editor when the book has none yet)."""
    empty = box_rules(game).BOX.model_validate(
        {"game": game, "provenance": "board", "typed_by": typed_by, "typed_on": date.today()}
    )
    text = box_to_toml(empty)
    if game == "air_empire":
        example = (
            "\n# Fill in from your copy (docs/box.md), e.g.:\n"
            "# [[route_cards]]\n"
            '# city = "Chicago"\n'
            '# adjacent = ["Detroit", "St. Louis"]\n'
            "# minimums = { A = 11000, B = 9000, C = 7000 }\n"
            "# revenue = 19000\n"
            '# fluctuations = [ { amount = -500, cities = ["Chicago"], text = "Blizzard" } ]\n'
            "#\n"
            "# [flight_costs]\n"
            "# rows = [ { flight_costs = 12000, super_jets = 2, prop_jets = 1 } ]\n"
            "#\n"
            "# [tax_table]\n"
            "# rows = [ { income_from = 0, tax = 0 }, { income_from = 10000, tax = 500 } ]\n"
        )
    else:
        example = (
            "\n# Fill in from your copy (docs/box.md), e.g.:\n"
            "# [tables]\n"
            "# track = [ { price = 1, action_cost = 1 }, { price = 2, action_cost = 1 } ]\n"
            "# dividends = [ { income_from = 0, dividend = 1 }, { income_from = 10, dividend = 2 } ]\n"
            "#\n"
            "# [first_round_cards]\n"
            "# cards = [ { card = 1, money = 20 }, { card = 2, money = 21 } ]\n"
        )
    return f"# typed_by: your name; typed_on: the day you typed the values.\n{text}{example}"


def refused_line(text: str, error: RuleViolation) -> int | None:
    """The line of the box file's ``text`` (counted from 0) that a refusal is about: the line a TOML error
    names, the ``[[route_cards]]`` of the card named (``route_cards[3].minimums.B``), or the line where the
    field or table named starts; None when none is found."""
    at = re.search(r"at line (\d+)", error.message)
    if at:
        return max(int(at.group(1)) - 1, 0)
    lines = text.splitlines()
    card = re.match(r"route_cards\[(\d+)\]", error.field or "")
    if card:
        heads = [i for i, line in enumerate(lines) if line.strip() == "[[route_cards]]"]
        index = int(card.group(1))
        return heads[index] if index < len(heads) else None
    name = re.match(r"\w+", error.field or "")
    if not name:
        return None
    starts = (f"[{name.group(0)}]", f"[{name.group(0)}.", f"{name.group(0)} =", f"{name.group(0)}=")
    return next((i for i, line in enumerate(lines) if line.strip().startswith(starts)), None)


def find_line(text: str, wanted: str, start: int = 0) -> int | None:
    """The first line of ``text`` from line ``start`` on (then from the top) that holds ``wanted``, any
    case (counted from 0), or None."""
    lines = text.splitlines()
    key = wanted.casefold()
    order = list(range(start, len(lines))) + list(range(0, min(start, len(lines))))
    return next((i for i in order if key in lines[i].casefold()), None)


class FindScreen(BackdropModalScreen["str | None"]):
    """Type what to find in the box's text (a city, a table's name): Enter finds it, Esc cancels."""

    DEFAULT_CLASSES = "dialog"
    BINDINGS = [Binding("escape", "cancel", "Cancel", id="box_find_cancel")]

    def __init__(self, value: str = "") -> None:
        super().__init__()
        self.value = value

    def compose(self) -> ComposeResult:
        with Vertical(id="dialog"):
            yield PlainStatic("Find in the box's text:", id="question", markup=False)
            yield Input(self.value, placeholder="a city, flight_costs, tax_table, card = 4…", id="find", compact=True)
            yield PlainStatic("Enter: find    Esc: cancel", classes="keys", markup=False)
        # its own keys at the bottom: the screen under it showed its footer through, keys that do nothing here
        yield Footer()

    def on_mount(self) -> None:
        self.query_one("#find", Input).focus()

    def on_input_submitted(self, event: Input.Submitted) -> None:
        event.stop()
        self.dismiss(event.value.strip() or None)

    def action_cancel(self) -> None:
        self.dismiss(None)


class PathSuggester(Suggester):
    """Completes a path as it is typed: the first folder or box file (``.toml``) of the folder typed whose
    name starts with what is typed of it (→ takes it, as any suggestion)."""

    def __init__(self) -> None:
        super().__init__(use_cache=False, case_sensitive=True)

    async def get_suggestion(self, value: str) -> str | None:
        if not value:
            return None
        typed = Path(value).expanduser()
        folder, start = (typed, "") if value.endswith("/") else (typed.parent, typed.name)
        try:
            entries = sorted(folder.iterdir(), key=lambda p: p.name)
        except OSError:  # no such folder (yet), or not readable: nothing to suggest
            return None
        for entry in entries:
            name = entry.name
            if name.startswith(start) and not name.startswith(".") and name != start:
                if entry.is_dir():
                    return value + name[len(start) :] + "/"
                if name.endswith(".toml"):
                    return value + name[len(start) :]
        return None


def samples_folder() -> str:
    """Where the illustrative box files are (``samples/boxes`` of the installed airbanker)."""
    from importlib import resources

    return str(resources.files("samples").joinpath("boxes"))


class PathScreen(BackdropModalScreen["Path | None"]):
    """Type a file's path: Enter takes it, Esc cancels; a refusal is shown under it and the path can be typed again.

    Args:
        question: what the file is for.
        act: does the work with the path typed; returns why it cannot (shown, the dialog stays open)
            or ``None`` (done: the dialog closes with the path).
        value: the path proposed.
    """

    DEFAULT_CLASSES = "dialog"
    BINDINGS = [Binding("escape", "cancel", "Cancel", id="box_path_cancel")]

    def __init__(self, question: str, act: Callable[[Path], str | None], value: str = "") -> None:
        super().__init__()
        self.question = question
        self.act = act
        self.value = value

    def compose(self) -> ComposeResult:
        with Vertical(id="dialog"):
            yield PlainStatic(self.question, id="question", markup=False)
            yield Input(
                self.value,
                placeholder="a file's path, e.g. ~/air_empire-box.toml",
                id="path",
                compact=True,
                suggester=PathSuggester(),
            )
            yield PlainStatic("", id="refusal", markup=False)
            yield PlainStatic(
                "→: the path suggested    Enter: take this path    Esc: cancel", classes="keys", markup=False
            )
        # its own keys at the bottom: the screen under it showed its footer through, keys that do nothing here
        yield Footer()

    def on_mount(self) -> None:
        self.query_one("#path", Input).focus()

    def on_input_submitted(self, event: Input.Submitted) -> None:
        event.stop()
        typed = event.value.strip()
        refusal = self.query_one("#refusal", PlainStatic)
        if not typed:
            refusal.update("Type a file's path.")
            return
        path = Path(typed).expanduser()
        try:
            why = self.act(path)
        except RuleViolation as error:
            why = refusal_text(self, error)
        except OSError as error:
            why = f"{path}: {error.strerror or error}"
        except ValueError as error:  # a path the system cannot take (a NUL byte pasted in)
            why = f"not a path the system can open: {error}"
        if why is not None:
            refusal.update(why)
            return
        self.dismiss(path)

    def action_cancel(self) -> None:
        self.dismiss(None)


class ConfirmBoxScreen(BackdropModalScreen["bool | None"]):
    """The box a new game will take, shown to the table before its first use: confirm it, or play without it.

    Dismisses with ``True`` (the table confirms the values: the box is marked confirmed today and the game
    takes them), ``False`` (the game is created without the box: its values are typed at the table) or
    ``None`` (back to the new-game form).
    """

    DEFAULT_CSS = """
    ConfirmBoxScreen { align: center middle; }
    ConfirmBoxScreen > Vertical {
        width: 78; max-width: 100%; height: auto; max-height: 100%; border: thick $warning; padding: 0 1;
        background: $surface;
    }
    ConfirmBoxScreen #confirm-box-values { height: auto; max-height: 12; }
    ConfirmBoxScreen #confirm-box-question { text-style: bold; margin-top: 1; }
    ConfirmBoxScreen #confirm-box-keys { color: $text-muted; }
    """

    BINDINGS = [
        Binding("y", "answer(True)", "Confirm, use it", id="confirm_box_yes"),
        Binding("n", "answer(False)", "Without the box", id="confirm_box_no"),
        Binding("escape", "back", "Back", id="confirm_box_back"),
    ]

    def __init__(self, box: Box) -> None:
        super().__init__()
        self.box = box

    def compose(self) -> ComposeResult:
        with Vertical():
            yield PlainStatic(
                f"The {_title(self.box.game)} box has not been confirmed yet: check its values against the "
                "components once.",
                markup=False,
            )
            with VerticalScroll(id="confirm-box-values"):
                yield PlainStatic("\n".join(box_rules(self.box.game).summary(self.box)), markup=False)
            question = (
                "Are these the values on your boards and cards?"
                if self.box.provenance == "board"
                else "These values are ILLUSTRATIVE, made up, not your boards' and cards': use them all the same?"
            )
            yield PlainStatic(question, id="confirm-box-question", markup=False)
            yield PlainStatic(
                "↑↓ PgDn: read on · y: yes, confirm them and use them · n: create the game without the box "
                "(typed at the table) · Esc: back to the form",
                id="confirm-box-keys",
                markup=False,
            )
        # its own keys at the bottom: the screen under it showed its footer through, keys that do nothing here
        yield Footer()

    def on_mount(self) -> None:
        self.query_one("#confirm-box-values").focus()

    def action_answer(self, answer: bool) -> None:
        self.dismiss(answer)

    def action_back(self) -> None:
        self.dismiss(None)


class BoxScreen(Screen[None]):
    """A game's box: every value with where it comes from and whether the table confirmed it.

    Import a box file, export the kept box, confirm it, or correct its values (the box file's text,
    checked when kept; docs/box.md).
    """

    HELP_TITLE = "The box: board and card values typed once"

    DEFAULT_CSS = """
    BoxScreen #box-title { height: auto; padding: 0 1; text-style: bold; }
    BoxScreen #box-state { height: auto; padding: 0 1; background: $boost; }
    BoxScreen #box-state.-unconfirmed { color: $warning; }
    BoxScreen #box-said { height: auto; padding: 0 1; color: $success; }
    BoxScreen #box-said.-error { color: $error; }
    BoxScreen #box-view { height: 1fr; padding: 0 1; }
    BoxScreen #box-view:focus { background-tint: $foreground 4%; }
    BoxScreen #box-keys { height: auto; padding: 0 1; color: $text-muted; }
    """

    BINDINGS = [
        Binding("g", "choose_game", "Game", id="box_game", tooltip="the box of another game"),
        Binding("i", "import_box", "Import", id="box_import", tooltip="a box file (TOML), replacing the box kept"),
        Binding("x", "export_box", "Export", id="box_export", tooltip="the box kept, to a box file (TOML)"),
        Binding(
            "c",
            "confirm_box",
            "Confirm",
            id="box_confirm",
            tooltip="the table has checked these values against the components",
        ),
        Binding(
            "e",
            "edit_box",
            "Edit",
            id="box_edit",
            tooltip="correct values: the box file's text, checked when kept (then confirmed again)",
        ),
        Binding("escape", "back", "Back", id="box_back", tooltip="to the list of games"),
    ]

    def __init__(self, game: str | None = None) -> None:
        super().__init__()
        self.game = game if game in BOX_GAMES else BOX_GAMES[0]
        self.kept: Box | None = None

    def compose(self) -> ComposeResult:
        yield Header()
        yield PlainStatic("", id="box-title", markup=False)
        yield PlainStatic("", id="box-state", markup=False)
        yield PlainStatic("", id="box-said", markup=False)
        with VerticalScroll(id="box-view"):
            yield PlainStatic("", id="box-lines", markup=False)
        yield PlainStatic(
            "↑↓ PgUp PgDn: scroll · g: the other game's box · i: import a box file · x: export it · "
            "c: the table confirms it · e: correct its values · Esc: back",
            id="box-keys",
            markup=False,
        )
        yield Footer()

    def on_mount(self) -> None:
        self.query_one("#box-view").focus()
        self.query_one("#box-said").display = False
        self.refresh_box()

    def say(self, text: str, title: str, *, error: bool = False) -> None:
        """What the last key did, whole on its line under the box's state (a notification shows one line:
        a path or a refusal would be cut there), and as a notification."""
        said = self.query_one("#box-said", PlainStatic)
        said.update(text)
        said.set_class(error, "-error")
        said.display = True
        self.notify(text, title=title, severity="error" if error else "information", markup=False, timeout=6)

    def refresh_box(self) -> None:
        """Show the chosen game's box as the book keeps it now."""
        title = _title(self.game)
        try:
            self.kept = airbanker(self).book.box(self.game)
        except RuleViolation as error:  # a damaged book: say so, never a traceback
            self.kept = None
            self.query_one("#box-title", PlainStatic).update(f"{title} box")
            self.query_one("#box-state", PlainStatic).update(f"The book's box cannot be read: {error.message}")
            self.query_one("#box-lines", PlainStatic).update("")
            self.refresh_bindings()
            return
        head = self.query_one("#box-title", PlainStatic)
        state = self.query_one("#box-state", PlainStatic)
        lines = self.query_one("#box-lines", PlainStatic)
        others = [g for g in BOX_GAMES if g != self.game]
        if self.kept is None:
            head.update(f"{title} box — none in this book")
            state.update(
                f"New {title} games type these values at the table. i imports a box file (an illustrative one, "
                f"made up: {samples_folder()}/{self.game}-illustrative.toml), e types one."
            )
            state.set_class(False, "-unconfirmed")
            lines.update("\n".join(box_rules(self.game).uses(None, meta_for(self.game).variants[-1].id)))
        else:
            box = self.kept
            head.update(f"{title} box")
            state.update(box_state(box))
            state.set_class(box.confirmed_on is None, "-unconfirmed")
            rules = box_rules(self.game)
            shown = list(rules.summary(box))
            try:
                warnings = rules.check_box(box)
            except RuleViolation as error:  # checked when kept; a later airbanker may check more
                warnings = (refusal_text(self, error),)
            if warnings:
                shown += ["", "Look again:"] + [f"  {w}" for w in warnings]
            shown += ["", "A new game takes:"] + [
                f"  {line}" for line in rules.uses(box, meta_for(self.game).variants[-1].id)
            ]
            lines.update("\n".join(shown))
        if others:
            self.sub_title = f"{title} box · g: the {_title(others[0])} box"
        self.refresh_bindings()

    # -- the keys ------------------------------------------------------------------------------
    def action_choose_game(self) -> None:
        def chosen(game: str | None) -> None:
            if game is not None and game != self.game:
                self.game = game
                self.query_one("#box-view", VerticalScroll).scroll_home(animate=False)
                self.refresh_box()

        self.app.push_screen(
            ChoiceScreen("Which game's box?", [(g, _title(g)) for g in BOX_GAMES], current=self.game), chosen
        )

    def action_import_box(self) -> None:
        read: list[tuple[Box, tuple[str, ...]]] = []

        def check(path: Path) -> str | None:
            try:
                text = path.read_text("utf-8")
            except UnicodeDecodeError as error:
                return f"{path} is not UTF-8 text: {error.reason}"
            except FileNotFoundError:
                return f"There is no file {path}."
            except IsADirectoryError:
                return f"{path} is a folder: type a box file's path."
            try:
                read.append(box_from_toml(text))
            except RuleViolation as error:
                return f"Not imported: {refusal_text(self, error)}"
            return None

        def imported(path: Path | None) -> None:
            if path is None or not read:
                return
            new, _warnings = read[0]
            before = airbanker(self).book.box(new.game)
            if before is None:
                self._keep_imported(new, path)
                return
            question = (
                f"Replace the {_title(new.game)} box kept ({before.mark_text()}) with the one of {path.name} "
                f"({new.mark_text()})?"
            )
            self.app.push_screen(
                ConfirmScreen(question, "Replace", detail="x exports the kept one first, if you want to keep it."),
                lambda yes: self._keep_imported(new, path) if yes else None,
            )

        self.app.push_screen(
            PathScreen("Import a box file (TOML, docs/box.md): its path. It replaces the game's box kept.", check),
            imported,
        )

    def _keep_imported(self, new: Box, path: Path) -> None:
        try:
            book = airbanker(self).book
            new = as_imported(new, book.box(new.game))  # a file's confirmed_on is not this table's
            warnings = book.put_box(new)
        except RuleViolation as error:
            self.say(refusal_text(self, error), "Not imported", error=True)
            return
        self.game = new.game
        said = f"Kept the {_title(new.game)} box of {path}."
        if warnings:
            said += (
                f" {len(warnings)} value{'s' if len(warnings) > 1 else ''} to look at again: at the end of the list."
            )
        self.refresh_box()
        self.say(said, "Box imported")

    def action_export_box(self) -> None:
        kept = self.kept
        if kept is None:
            self.say(f"No {_title(self.game)} box to export: i imports one, e types one.", "Nothing to export")
            return

        def write(path: Path) -> str | None:
            from ledger.record_file import write_file

            written = write_file(path, lambda: box_to_toml(kept).encode("utf-8"), what="a box file", rule=BOX_RULE)
            self.say(f"Wrote {written.resolve()}", "Box exported")
            return None

        self.app.push_screen(
            PathScreen(
                f"Export the {_title(self.game)} box to a file (TOML; a file of that name is replaced):",
                write,
                value=f"{self.game}-box.toml",
            )
        )

    def action_confirm_box(self) -> None:
        kept = self.kept
        if kept is None:
            self.say(f"No {_title(self.game)} box to confirm: i imports one, e types one.", "Nothing to confirm")
            return
        if kept.confirmed_on is not None:
            self.say(f"The {_title(self.game)} box was confirmed on {kept.confirmed_on}.", "Confirmed already")
            return
        made_up = (
            " These values are ILLUSTRATIVE: made up, not your board's or cards'." if kept.provenance != "board" else ""
        )
        question = (
            f"Has the table checked every value of the {_title(self.game)} box shown here against the components?"
            f"{made_up}"
        )

        def answered(yes: bool | None) -> None:
            if not yes:
                return
            try:
                confirmed = airbanker(self).book.confirm_box(kept)
            except RuleViolation as error:
                self.say(refusal_text(self, error), "Not confirmed", error=True)
                return
            self.refresh_box()
            self.say(f"Confirmed on {confirmed.confirmed_on}.", "Box confirmed")

        self.app.push_screen(
            ConfirmScreen(question, "Confirm", detail="New games then take these values without asking."), answered
        )

    def action_edit_box(self) -> None:
        new = self.kept is None

        def kept(changed: bool | None) -> None:
            if not changed:
                return
            self.refresh_box()
            title = _title(self.game)
            if new:
                self.say(
                    f"The {title} box typed is kept. Not confirmed yet: c once the table has checked it.", "Box kept"
                )
            else:
                self.say(
                    f"The corrected {title} box is kept. Not confirmed: the table checks the changed values again (c).",
                    "Box corrected",
                )

        self.app.push_screen(BoxEditScreen(self.game, self.kept), kept)

    def action_back(self) -> None:
        self.dismiss(None)


class BoxEditScreen(Screen[bool]):
    """Correct a box: the text of its box file (TOML, docs/box.md), checked when kept.

    ctrl+s checks the whole box as an import does and keeps it; a refusal names the field and keeps
    nothing. A box changed is not confirmed: the table sees the changed values again.
    """

    HELP_TITLE = "Correcting a box"

    DEFAULT_CSS = """
    BoxEditScreen #box-edit-head { height: auto; padding: 0 1; }
    BoxEditScreen #box-text { height: 1fr; }
    BoxEditScreen #box-edit-live { height: auto; padding: 0 1; }
    BoxEditScreen #box-edit-live.-refused { color: $error; }
    """

    BINDINGS = [
        Binding("ctrl+s", "save", "Keep", id="box_edit_save", tooltip="check the whole box and keep it"),
        Binding("ctrl+f", "find", "Find", id="box_edit_find", tooltip="a city or a table's name in the text"),
        Binding("escape", "cancel", "Cancel", id="box_edit_cancel", tooltip="the box stays as it was"),
        Binding("ctrl+home", "text_end(False)", "Top", id="box_edit_top", show=False, tooltip="the first line"),
        Binding("ctrl+end", "text_end(True)", "End", id="box_edit_end", show=False, tooltip="the last line"),
    ]

    #: the last text looked for (ctrl+f, then Enter again finds the next)
    looked_for = ""

    def __init__(self, game: str, box: Box | None) -> None:
        super().__init__()
        self.game = game
        self.box = box
        self.original = box_to_toml(box) if box is not None else starter_text(game)

    def compose(self) -> ComposeResult:
        yield Header()
        yield PlainStatic(
            f"Correcting the {_title(self.game)} box: its file's text (docs/box.md). ctrl+f finds a city or a "
            "table; ctrl+s checks and keeps it; Esc drops the changes. A changed box must be confirmed again.",
            id="box-edit-head",
            markup=False,
        )
        yield TextArea(self.original, id="box-text", show_line_numbers=True, soft_wrap=True)
        yield PlainStatic("", id="box-edit-live", markup=False)
        yield Footer()

    def on_mount(self) -> None:
        self.query_one("#box-text", TextArea).focus()

    def _refuse(self, text: str, error: RuleViolation | None = None) -> None:
        """Say why the box is not kept, and put the cursor on the line it is about."""
        live = self.query_one("#box-edit-live", PlainStatic)
        live.update(text)
        live.set_class(True, "-refused")
        area = self.query_one("#box-text", TextArea)
        row = refused_line(area.text, error) if error is not None else None
        if row is not None:
            area.move_cursor((row, 0), center=True)

    def action_save(self) -> None:
        text = self.query_one("#box-text", TextArea).text
        try:
            new, _warnings = box_from_toml(text)
            if new.game != self.game:
                raise RuleViolation(
                    f"this is the {_title(self.game)} box: game = {self.game!r}", field="game", rule=BOX_RULE
                )
        except RuleViolation as error:
            self._refuse(f"Not kept: {refusal_text(self, error)}", error)
            return
        old = self.box
        if old is not None and new.model_copy(update={"confirmed_on": old.confirmed_on}) == old:
            self.notify("Nothing changed: the box stays as it was.", markup=False)
            self.dismiss(False)
            return
        new = new.model_copy(update={"confirmed_on": None})
        try:
            airbanker(self).book.put_box(new)  # its warnings: listed on the box screen ("Look again")
        except RuleViolation as error:
            self._refuse(f"Not kept: {refusal_text(self, error)}", error)
            return
        self.dismiss(True)

    def action_text_end(self, last: bool) -> None:
        """The cursor to the text's first line, or past its last (to add a table at the end)."""
        area = self.query_one("#box-text", TextArea)
        area.move_cursor(area.document.end if last else (0, 0), center=True)

    def action_find(self) -> None:
        """Ask for a text (a city, ``tax_table``) and put the cursor on its next line, from the cursor on."""

        def found(wanted: str | None) -> None:
            if not wanted:
                return
            self.looked_for = wanted
            area = self.query_one("#box-text", TextArea)
            row = find_line(area.text, wanted, area.cursor_location[0] + 1)
            live = self.query_one("#box-edit-live", PlainStatic)
            live.set_class(False, "-refused")
            if row is None:
                live.update(f"No line holds {wanted!r}.")
                return
            live.update(f"Line {row + 1}: {wanted!r} (ctrl+f, Enter: the next one).")
            area.move_cursor((row, 0), center=True)
            area.focus()

        self.app.push_screen(FindScreen(self.looked_for), found)

    def unsaved(self) -> bool:
        """Whether the box's text differs from what it was when opened (Esc and ctrl+q ask before dropping it)."""
        return self.query_one("#box-text", TextArea).text != self.original

    def action_cancel(self) -> None:
        cancel_or_ask(self, self.unsaved(), "Drop the changes typed? The box stays as it was.")
