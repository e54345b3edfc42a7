"""Help on F1 and ?: the screen under it, the game open, searchable.

What the help shows follows where the banker is: the keys of the screen under the help (its own, those
it inherits from classes of the ``tui`` package, a form's ``ctrl+s`` and ``Esc``, and those of its
widgets), then the app's keys, each with the key the config keymap gives it now and its binding id;
then the text of the game open (``help-<game>.md`` next to this module: the Air Empire Basic Game's
quarter, the Tournament Game's additions only at a Tournament table, 1930's turn, Air Fare's turn, the
books), or on the start screen ``help-start.md``; last, where the book, the config and the prints are.
A table screen's phase keys that are not an action of the game's variant at all (the Tournament Game's
taxes at a Basic table: :meth:`ledger.game.Game.in_this_game`) are left out; those the ledger refuses
at this moment are marked "not now".

The Input at the top filters as the banker types: a section whose heading matches stays whole, any
other keeps only its matching lines. The text is plain (a Static of rich Text, no Markdown widget),
so the help opens about as fast as a bare modal screen.
"""

from __future__ import annotations

import dataclasses
import functools
import importlib
import inspect
import pkgutil
import re
from collections.abc import Iterator, Sequence
from dataclasses import dataclass
from importlib import resources
from typing import Any

from rich.text import Text
from textual.actions import parse as parse_action
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import VerticalScroll
from textual.screen import Screen
from textual.widgets import Input, Static

from ledger.errors import RuleViolation
from ledger.games import meta_for
from tui.base.widgets import PlainStatic

PACKAGE = "tui"

#: the help text of each game (files next to this module), in order; a variant adds its own file
GAME_FILES: dict[str, tuple[str, ...]] = {
    "air_empire": ("help-air_empire.md",),
    "golden_age": ("help-golden_age.md",),
    "air_fare": ("help-air_fare.md",),
}
VARIANT_FILES: dict[tuple[str, str], tuple[str, ...]] = {
    ("air_empire", "tournament"): ("help-air_empire-tournament.md",),
}
#: When the forms of each game (and variant) ask before recording, for the forms' help (``{{asks}}`` in
#: ``help-forms.md``): each game says only its own steps (Air Fare has no merger).
FORMS_ASK: dict[tuple[str, str], str] = {
    ("air_empire", ""): (
        "a route card that warns or ends routes, the Route bids revealed, maintenance for everyone, "
        "a bankruptcy, a merger (3-player game)"
    ),
    ("air_empire", "tournament"): (
        "a route card that warns or ends routes, the Route bids revealed, maintenance for everyone, "
        "taxes that bankrupt a player, the Residual Value step (showing the cash it moves), a merger "
        "(3-player game)"
    ),
    ("golden_age", ""): "a Fly (showing its dividends), the end of a turn, the Final Flight (the game ends)",
    ("air_fare", ""): (
        "the secret bids revealed, the last card drawn (the game ends), a revenue or a settle that "
        "leaves a player bankrupt"
    ),
}

#: Whom a form starts on (``{{who}}`` in ``help-forms.md``): 1930's grid lists airlines too.
FORMS_WHO: dict[str, str] = {"golden_age": "player (or the airline)"}
START_FILE = "help-start.md"
FORMS_FILE = "help-forms.md"
BOOKS_FILE = "help-books.md"


def _clock(game: str) -> str:
    """What the game counts its time in: "quarter" (Air Empire) or "turn" (1930, Air Fare)."""
    try:
        return meta_for(game).clock
    except (RuleViolation, KeyError):
        return "turn"


def _ours(cls: type) -> bool:
    """Whether ``cls`` is a class of the ``tui`` package (Textual's own keys are Textual's to show)."""
    return cls.__module__ == PACKAGE or cls.__module__.startswith(f"{PACKAGE}.")


def class_bindings(cls: type) -> list[Binding]:
    """The keys of ``cls``: its own ``BINDINGS`` first, then those it inherits from classes of the
    ``tui`` package (a key bound again below replaces the one above, as in Textual)."""
    out: list[Binding] = []
    taken: set[str] = set()
    for base in cls.__mro__:
        if not _ours(base) or "BINDINGS" not in base.__dict__:
            continue
        mine = _bindings(base.__dict__["BINDINGS"])
        out += [b for b in mine if b.key not in taken]
        taken.update(b.key for b in mine)
    return out


def _modules() -> Iterator[Any]:
    """Every module of the ``tui`` package and its sub-packages, imported (sorted by name)."""
    package = importlib.import_module(PACKAGE)
    found = pkgutil.walk_packages(package.__path__, prefix=f"{PACKAGE}.")
    for info in sorted(found, key=lambda i: i.name):
        if info.name.rsplit(".", 1)[-1].startswith("_") and not info.ispkg:
            continue
        try:
            yield importlib.import_module(info.name)
        except ImportError:
            continue


def screen_classes() -> Iterator[type[Screen[Any]]]:
    """Every screen class of the ``tui`` package that has keys (its own or inherited from ``tui``),
    found by importing the package's modules: no list of them is kept by hand (the keymap's clashes)."""
    for module in _modules():
        for cls in vars(module).values():
            if (
                inspect.isclass(cls)
                and issubclass(cls, Screen)
                and cls.__module__ == module.__name__
                and class_bindings(cls)
            ):
                yield cls


@functools.cache
def binding_ids() -> frozenset[str]:
    """The id of every key of every class of the ``tui`` package (screens and widgets)."""
    ids: set[str] = set()
    for module in _modules():
        for cls in vars(module).values():
            if inspect.isclass(cls) and cls.__module__ == module.__name__ and "BINDINGS" in cls.__dict__:
                ids.update(b.id for b in _bindings(cls.__dict__["BINDINGS"]) if b.id)
    return frozenset(ids)


def _widget_classes(screen: Screen[Any]) -> list[type]:
    """The classes of the ``tui`` package with keys of their own among the widgets on ``screen``."""
    found: list[type] = []
    for node in screen.walk_children():
        cls = type(node)
        if _ours(cls) and not isinstance(node, Screen) and "BINDINGS" in cls.__dict__ and cls not in found:
            found.append(cls)
    return found


def _where(binding: Binding, widget: type) -> Binding:
    """``binding`` of a widget class, said with where it works (the class's ``HELP_WHERE``, "on a closed list"):
    a form's help listed Enter twice, as Record and as Choose, with nothing to tell the two apart."""
    where = getattr(widget, "HELP_WHERE", "")
    if not where:
        return binding
    return dataclasses.replace(binding, description=f"{binding.description or binding.action} ({where})")


def _bindings(bindings: Any) -> list[Binding]:
    return [b for b in Binding.make_bindings(bindings) if not b.system]


def _docline(cls: type) -> str:
    """The first sentence of a class docstring, without what names the code: an aside citing a function
    ("(drawn from :func:`ledger.x.y`)") is left out, any other Sphinx role keeps its last name, and a
    literal in double backquotes is quoted ("a")."""
    # the first sentence, whole: the docstring's first line alone stopped mid-sentence ("each player's lines 5a,
    # 5b and 5c and cash shown, one")
    paragraph = " ".join((inspect.getdoc(cls) or cls.__name__).split("\n\n")[0].split())
    first = re.split(r"(?<=\.)\s+(?=[A-Z])", paragraph)[0].rstrip(".")
    first = re.sub(r"\s*\(``[^`]*[{\[][^`]*``\)", "", first)  # an aside giving the payload (``{"player": 2}``)
    first = re.sub(r"\s*\([^()]*:\w+:`[^`]*`[^()]*\)", "", first)
    first = re.sub(r":\w+:`~?(?:[^`]*\.)?([^`.]*)`", r"\1", first)
    return re.sub(r"``([^`]+)``", r'"\1"', first)  # a key or a value quoted, as the banker reads it


@dataclass(frozen=True)
class KeyLine:
    """One key of the help: the key(s) now (after the keymap), what it does, its binding id, and
    whether it works at this moment (a table's phase key the ledger refuses now does not)."""

    keys: str
    what: str
    binding_id: str
    now: bool = True

    def text(self) -> str:
        """The help's line: the key(s) and what it does (its id is in the Keymap section only)."""
        return f"{self.keys} — {self.what}" + ("" if self.now else " · not now")


def key_lines(app: Any, bindings: Sequence[Binding], screen: Any = None) -> list[KeyLine]:
    """One line per binding (a binding listed under several keys is one line), keys as the keymap has
    them now; ``screen``'s ``check_action`` says which work now, and its ``help_text(binding)`` (where it has
    one) what a key does on it when that is not the binding's description."""
    order: list[str] = []
    rows: dict[str, list[Any]] = {}
    for binding in bindings:
        # Binding.make_bindings splits "f1,question_mark" into one binding per key: join them again
        ident = binding.id or f"({binding.action})"
        if ident not in rows:
            order.append(ident)
            keys = app.key_for(binding) if binding.id else binding.key
            shown = ", ".join(app.get_key_display(binding.with_key(k.strip())) for k in keys.split(","))
            what = binding.description or binding.action
            if binding.tooltip and binding.tooltip != what:
                # "Audit: replay every action", not "Audit: Audit: replay every action"
                what = binding.tooltip if binding.tooltip.startswith(f"{what}:") else f"{what}: {binding.tooltip}"
            now = True
            # a screen that answers a key its own way says so (a question answered by d: y and Enter only say
            # which key answers, :meth:`tui.base.widgets.ConfirmScreen.help_text`)
            said = getattr(screen, "help_text", None)
            own = said(binding) if said is not None and binding.id else None
            if own is not None:
                what = own
            # the game's clock word: 1930's journal filters by turn, not by quarter (a newcomer's try)
            clock_words = getattr(app, "clock_words", None)
            if clock_words is not None:
                what = clock_words(what)
            if screen is not None:
                try:
                    # "retype(5)": the action's name and parameters, as Textual asks the screen
                    _namespace, name, parameters = parse_action(binding.action)
                    now = screen.check_action(name, parameters) is not False
                except Exception:  # noqa: BLE001 - a screen that cannot say: the key is listed as working
                    now = True
            rows[ident] = [shown, what, binding.id or "", now]
        elif not (binding.id and binding.id in app._keymap):
            display = app.get_key_display(binding)
            if display not in rows[ident][0].split(", "):
                rows[ident][0] += f", {display}"
    return [KeyLine(*rows[i]) for i in order]


def key_table(app: Any, bindings: list[Binding]) -> str:
    """One line per binding: key(s) after the keymap and what it does (plain text)."""
    return "\n".join(f"* {line.text()}" for line in key_lines(app, bindings))


#: the help's last section: the id of each key shown above, to move it in the config file
KEYMAP_TITLE = "Keymap: the id of each key, to move it in the config file"


def keymap_ids(lines: Sequence[KeyLine]) -> Section:
    """The :data:`KEYMAP_TITLE` section: each key's id (``undo = "ctrl+u"`` under ``[keymap]`` moves Undo),
    one line per key line that has one, in the order the help lists them."""
    seen: dict[str, KeyLine] = {}
    for line in lines:
        if line.binding_id and line.binding_id not in seen:
            seen[line.binding_id] = line
    return Section(
        KEYMAP_TITLE,
        [
            'Under `[keymap]` in the config file, e.g. `undo = "ctrl+u"` (several keys: `help = "f1,question_mark"`).',
            *(f"* `{ident}` — {line.keys} ({line.what.split(':', 1)[0]})" for ident, line in seen.items()),
        ],
    )


def keymap_clashes(app: Any) -> list[str]:
    """Keys the config keymap gives to two actions of one screen (Textual 8.2.8 does not say).

    Returns:
        One line per clash, e.g. ``"^y: Undo and Redo (everywhere)"``.
    """
    if not app._keymap:
        return []
    namespaces: list[tuple[str, Any]] = [("everywhere", app.BINDINGS)]
    namespaces += [(cls.__name__.removesuffix("Screen"), class_bindings(cls)) for cls in screen_classes()]
    out = []
    for where, bindings in namespaces:
        by_key: dict[str, dict[str, str]] = {}
        for binding in _bindings(bindings):
            if not binding.id:
                continue
            for key in app.key_for(binding).split(","):
                by_key.setdefault(key.strip(), {})[binding.id] = binding.description or binding.action
        for key, ids in by_key.items():
            if len(ids) > 1 and any(i in app._keymap for i in ids):
                shown = app.get_key_display(Binding(key, ""))
                out.append(f"{shown}: {' and '.join(ids.values())} ({where})")
    return out


# -- what the help shows -------------------------------------------------------------------------
@dataclass
class Section:
    """A heading and its lines (a paragraph, a bullet or a key is one line), as plain text."""

    title: str
    lines: list[str]


#: the modules whose screens belong to the game open (a dialog over them too)
GAME_MODULES = ("tui.games.", "tui.screens.journal", "tui.screens.printing")


def _in_a_game(stack: Sequence[Screen[Any]]) -> bool:
    """Whether the screen on top belongs to the game open: the first screen down the stack that is a
    game's (its table, its forms, its books) or the start's (the list of games, a new game) says."""
    from tui.base.table_screen import GameTableScreen

    for screen in reversed(stack):
        module = type(screen).__module__
        if isinstance(screen, GameTableScreen) or module.startswith(GAME_MODULES):
            return True
        if module in ("tui.screens.start", "tui.screens.new_game"):
            return False
    return False


def game_of(app: Any, stack: Sequence[Screen[Any]]) -> tuple[str, str, Any]:
    """The game the screens under the help belong to: (its rules' name, its variant, the Game), or
    ``("", "", None)`` when no game is open (the list of games, a new game: ``tui.screens.start``,
    ``tui.screens.new_game``)."""
    if getattr(app, "game_id", None) is None or not _in_a_game(stack):
        return "", "", None
    try:
        game = app.game
    except Exception:  # noqa: BLE001 - no game open after all
        return "", "", None
    return str(game.setup.game), str(game.setup.variant), game


def where_label(app: Any, stack: Sequence[Screen[Any]]) -> str:
    """What the help is about, e.g. ``"Air Empire, Tournament Game"`` (empty with no game open)."""
    name, variant, game = game_of(app, stack)
    if game is None:
        return ""
    from ledger.games import meta_for

    meta = meta_for(name)
    label = meta.variant_label(variant) if len(meta.variants) > 1 else ""
    return f"{meta.short_title}, {label}" if label else meta.short_title


def _read(name: str) -> str:
    return resources.files("tui.screens").joinpath(name).read_text("utf-8")


@functools.cache
def _file_sections(name: str) -> tuple[tuple[str, tuple[str, ...]], ...]:
    """A help file as sections: each ``#``/``##`` heading with its paragraphs and bullets, one line each
    (the file's line breaks inside a paragraph are joined)."""
    sections: list[tuple[str, list[str]]] = []
    current: list[str] = []
    for raw in _read(name).splitlines():
        line = raw.strip()
        if line.startswith("#"):
            sections.append((line.lstrip("#").strip(), []))
            current = []
            continue
        if not sections:
            sections.append(("", []))
        lines = sections[-1][1]
        if not line:
            current = []
        elif line.startswith(("* ", "- ")) or not current:
            current = [line]
            lines.append(line)
        else:
            current.append(line)
            lines[-1] = lines[-1] + " " + line
    return tuple((title, tuple(lines)) for title, lines in sections)


def places_lines(app: Any) -> list[str]:
    """Where the book, the config file and the prints are."""
    config = app.config_path or _default_config()
    return [
        f"* **Database (the book):** `{app.book.url}` (another: `airbanker --db URL`)",
        f"* **Config file (keymap, theme, locale):** `{config}`",
        f'* **Prints (PDF):** `{app.prints_dir}` (set `prints = "…"` in the config file)',
        "* **If airbanker ever stops on an unexpected error:** a report is written in "
        f"`{_crash_dir()}`; every action recorded before stays in the database",
        "* **From the command line:** `airbanker --help` (games, import, export, audit, recap, demo)",
    ]


@functools.cache
def _default_config() -> str:
    from tui import config as app_config

    return str(app_config.default_path())


@functools.cache
def _crash_dir() -> str:
    from ledger.store import data_dir

    return str(data_dir() / "crash")


def _screen_bindings(screen: Screen[Any], game: Any) -> list[Binding]:
    """The keys of ``screen`` and of its widgets, without a table's phase keys that are no action of
    this game's variant (:meth:`ledger.game.Game.in_this_game`), nor those the screen leaves out of its help (its
    ``in_help(binding)``, where it has one: the secret bids' retype keys of seats not at the table)."""
    bindings = class_bindings(type(screen)) + [_where(b, w) for w in _widget_classes(screen) for b in class_bindings(w)]
    in_help = getattr(screen, "in_help", None)
    if callable(in_help):
        bindings = [b for b in bindings if in_help(b)]
    kinds = getattr(screen, "PHASE_KEYS", None)
    if game is not None and kinds:
        bindings = [b for b in bindings if b.action not in kinds or game.in_this_game(kinds[b.action])]
    return bindings


def screen_help_title(screen: Screen[Any]) -> str:
    """The heading of a screen's own keys in the help: its ``help_title()`` when it words it per instance (a
    question answered by its own key), else its class's ``HELP_TITLE``, its ``HEADING``, or its docstring's first
    line."""
    own = getattr(screen, "help_title", None)
    title = own() if callable(own) else ""
    return title or getattr(screen, "HELP_TITLE", "") or getattr(screen, "HEADING", "") or _docline(type(screen))


def help_sections(app: Any, current: Screen[Any] | None, stack: Sequence[Screen[Any]] = ()) -> list[Section]:
    """Everything the help shows for ``current`` (the screen under the help), top to bottom."""
    name, variant, game = game_of(app, stack)
    sections: list[Section] = []
    shown: list[KeyLine] = []
    if current is not None:
        bindings = _screen_bindings(current, game)
        if bindings:
            title = screen_help_title(current)
            shown = key_lines(app, bindings, current)
            sections.append(Section(f"Keys of this screen — {title}", [f"* {line.text()}" for line in shown]))
    everywhere = key_lines(app, _bindings(app.BINDINGS))
    shown += everywhere
    sections.append(Section("Keys everywhere", [f"* {line.text()}" for line in everywhere]))
    files = (START_FILE,) if game is None else GAME_FILES.get(name, ()) + VARIANT_FILES.get((name, variant), ())
    if game is not None:
        files += (FORMS_FILE, BOOKS_FILE)
    for file in files:
        for heading, text_lines in _file_sections(file):
            expanded: list[str] = []
            asks = FORMS_ASK.get((name, variant)) or FORMS_ASK.get((name, ""), "")
            # each game's own words: no 1930 airline or Air Empire quarter in Air Fare's help
            words = {
                "{{asks}}": asks,
                "{{who}}": FORMS_WHO.get(name, "player"),
                "{{period}}": _clock(name),
            }
            for line in text_lines:
                if line == "{{places}}":
                    expanded += places_lines(app)
                    continue
                for mark, word in words.items():
                    line = line.replace(mark, word)
                expanded.append(line)
            sections.append(Section(heading, expanded))
    if game is not None:
        sections.append(Section("Where things are", places_lines(app)))
    sections.append(keymap_ids(shown))
    if app._keymap:
        sections += keymap_sections(app)
    clock = _clock(name) if game is not None else "quarter"
    if clock != "quarter":  # the journal's keys say "quarter" (Air Empire's clock): this game counts turns
        sections = [
            Section(_QUARTER.sub(clock, s.title), [_QUARTER.sub(clock, line) for line in s.lines]) for s in sections
        ]
    return sections


#: the word of Air Empire's clock in the shared keys' words (the journal's filter), not in a key id
_QUARTER = re.compile(r"(?<![_\w])quarter(?![_\w])")


def keymap_sections(app: Any) -> list[Section]:
    """What is wrong with the config keymap: ids that are no binding's, keys given to two actions."""
    out: list[Section] = []
    known = binding_ids() | {b.id for b in _bindings(app.BINDINGS) if b.id}
    unknown = sorted(set(app._keymap) - known)
    if unknown:
        out.append(Section("Not binding ids (in your keymap, ignored)", [", ".join(unknown)]))
    clashes = keymap_clashes(app)
    if clashes:
        out.append(Section("Keys your keymap gives to two actions (only the first answers)", clashes))
    return out


def plain_text(sections: Sequence[Section]) -> str:
    """The sections as plain text (markup signs taken out), one line per line."""
    out: list[str] = []
    for section in sections:
        if section.title:
            out.append(section.title)
        out += [_unmark(line) for line in section.lines]
        out.append("")
    return "\n".join(out).rstrip() + "\n"


def filtered(sections: Sequence[Section], query: str) -> list[Section]:
    """The sections that match ``query`` (any case): a section whose heading matches whole, any other
    with its matching lines only; every section when ``query`` is blank."""
    words = query.casefold().split()
    if not words:
        return list(sections)
    out: list[Section] = []
    for section in sections:
        if all(w in section.title.casefold() for w in words):
            out.append(section)
            continue
        lines = [line for line in section.lines if all(w in _unmark(line).casefold() for w in words)]
        if lines:
            out.append(Section(section.title, lines))
    return out


#: ``**bold**``, ```code``` and ``*emphasis*`` in the help files
_MARK = re.compile(r"\*\*(.+?)\*\*|`([^`]+)`|(?<![\w*])\*([^*\s][^*]*)\*")


def _unmark(line: str) -> str:
    return _MARK.sub(lambda m: m.group(1) or m.group(2) or m.group(3), line)


def render(sections: Sequence[Section], query: str = "") -> Text:
    """The sections as rich Text: headings bold, ``**bold**`` and ```code``` styled, matches marked.
    The help's own words and the book's paths only: a player's name never reaches this text."""
    text = Text()
    for section in sections:
        if section.title:
            text.append(section.title + "\n", style="bold underline")
        for line in section.lines:
            if line.startswith(("* ", "- ")):
                text.append("• ")
                line = line[2:]
            pos = 0
            for m in _MARK.finditer(line):
                text.append(line[pos : m.start()])
                text.append(m.group(1) or m.group(2) or m.group(3), style="bold" if m.group(1) else "italic")
                pos = m.end()
            text.append(line[pos:] + "\n")
        text.append("\n")
    text.rstrip()
    words = [w for w in query.split() if w]
    if words:
        text.highlight_words(words, style="reverse", case_sensitive=False)
    return text


class HelpScreen(Screen[None]):
    """The help: this screen's keys, the app's keys, the game open, the keys' ids, searchable."""

    SUB_TITLE = "Help"

    # no Header and no Footer: the title and the keys are one line each (the help opens faster)
    DEFAULT_CSS = """
    HelpScreen #help-title { height: 1; padding: 0 1; text-style: bold; background: $panel; }
    HelpScreen #help-search { margin: 0 1; }
    HelpScreen #help-count { height: 1; padding: 0 2; color: $text-muted; }
    HelpScreen #help-scroll { height: 1fr; padding: 0 1; }
    """

    BINDINGS = [
        Binding("escape", "close", "Close", id="close_help"),
        Binding("down", "scroll('down')", "Scroll", show=False),
        Binding("up", "scroll('up')", "Scroll", show=False),
        Binding("pagedown", "scroll('page_down')", "Page down", show=False),
        Binding("pageup", "scroll('page_up')", "Page up", show=False),
    ]

    def __init__(self) -> None:
        super().__init__()
        self._sections: list[Section] = []
        self._text = ""

    def compose(self) -> ComposeResult:
        yield PlainStatic("Help", id="help-title")
        yield Input(placeholder="Type to search the help", id="help-search", compact=True)
        yield PlainStatic(id="help-count")
        with VerticalScroll(id="help-scroll", can_focus=False):
            yield PlainStatic(id="help-text")

    def on_mount(self) -> None:
        stack = self.app.screen_stack
        below = stack[-2] if len(stack) > 1 and stack[-1] is self else (stack[-1] if stack else None)
        below = None if isinstance(below, HelpScreen) else below
        under = [s for s in stack if s is not self]
        self._sections = help_sections(self.app, below, under)
        self._text = plain_text(self._sections)
        label = where_label(self.app, under)
        title = f"Help · {label}" if label else "Help · airbanker"
        # Esc first after the title: in sight at 80 columns (a newcomer's try: the line was cut before it); the
        # scroll keys on the count line, which has room ("Air Empire, Tournament Game" cut them at 80 columns)
        self.query_one("#help-title", Static).update(f"{title} · Esc closes · type to search")
        # the first screenful now, the rest once it is painted: the help is on screen sooner
        self.show("", first=self.size.height or 24)
        self.call_after_refresh(lambda: self.show(self.query_one("#help-search", Input).value))
        self.query_one("#help-search", Input).focus()

    def show(self, query: str, *, first: int = 0) -> None:
        """Draw the sections that match ``query`` (only about ``first`` lines of them, when given)."""
        found = filtered(self._sections, query)
        drawn = found
        if first:
            drawn, lines = [], 0
            for section in found:
                drawn.append(section)
                lines += len(section.lines) + 2
                if lines >= first:
                    break
        self.query_one("#help-text", Static).update(render(drawn, query) if found else Text("Nothing matches."))
        lines = sum(len(s.lines) for s in found)
        total = sum(len(s.lines) for s in self._sections)
        count = f"{lines} of {total} lines match “{query.strip()}”" if query.strip() else f"{total} lines"
        self.query_one("#help-count", Static).update(f"{count} · ↑↓ PgUp PgDn: scroll")
        self.query_one("#help-scroll", VerticalScroll).scroll_home(animate=False)

    @property
    def shown_text(self) -> str:
        """What the help shows now (after the search), as plain text."""
        query = self.query_one("#help-search", Input).value
        return plain_text(filtered(self._sections, query))

    def on_input_changed(self, event: Input.Changed) -> None:
        self.show(event.value)

    def action_scroll(self, how: str) -> None:
        scroll = self.query_one("#help-scroll", VerticalScroll)
        getattr(scroll, f"scroll_{how}")(animate=False)

    def action_close(self) -> None:
        self.dismiss()
