"""Help on F1 and ?: the keys of every screen (with their binding ids), the phases, where the data lives.

The text is ``help.md`` next to this module; the key tables are read from the ``BINDINGS`` of
the app and of every screen class in the ``tui`` package, with the keys the config keymap
gives them now, so the help never disagrees with the keyboard.
"""

from __future__ import annotations

import importlib
import inspect
import re
from collections.abc import Iterator
from importlib import resources
from typing import Any

from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import VerticalScroll
from textual.screen import Screen
from textual.widgets import Footer, Header, Markdown

#: The modules whose screens have keys, in the order the banker meets them.
SCREEN_MODULES = ("tui.start", "tui.table", "tui.forms", "tui.bids", "tui.golden_age", "tui.ga_forms", "tui.air_fare",
                  "tui.af_forms", "tui.recap",
                  "tui.journal", "tui.printing", "tui.dialogs", "tui.help")


def screen_classes() -> Iterator[type[Screen[Any]]]:
    """Every screen class defined in :data:`SCREEN_MODULES` that has bindings of its own."""
    for name in SCREEN_MODULES:
        try:
            module = importlib.import_module(name)
        except ImportError:
            continue
        for _, cls in inspect.getmembers(module, inspect.isclass):
            if issubclass(cls, Screen) and cls.__module__ == name and cls.__dict__.get("BINDINGS"):
                yield cls


def _bindings(bindings: Any) -> list[Binding]:
    return [b for b in Binding.make_bindings(bindings) if not b.system]


def _cell(text: str) -> str:
    """Text safe in Markdown emphasis (keys like ``*`` or ``_`` stay literal)."""
    return re.sub(r"([\\`*_\[\]])", r"\\\1", text)


def _docline(cls: type) -> str:
    """The first line of a class docstring, without Sphinx roles (":func:`x`" -> "x")."""
    first = (inspect.getdoc(cls) or cls.__name__).splitlines()[0].rstrip(".")
    return re.sub(r":\w+:`~?([^`]*)`", r"\1", first)


def key_table(app: Any, bindings: list[Binding]) -> str:
    """One line per binding: key(s) after the keymap, what it does, binding id."""
    rows: dict[str, list[str]] = {}
    order: list[str] = []
    for binding in bindings:
        # Binding.make_bindings splits "f1,question_mark" into one binding per key: join them again
        ident = binding.id or f"({binding.action})"
        if ident not in rows:
            order.append(ident)
            keys = app.key_for(binding) if binding.id else binding.key
            shown = ", ".join(app.get_key_display(binding.with_key(k.strip())) for k in keys.split(","))
            rows[ident] = [shown, binding.description or binding.action, binding.id or ""]
        elif not (binding.id and binding.id in app._keymap):
            display = app.get_key_display(binding)
            if display not in rows[ident][0].split(", "):
                rows[ident][0] += f", {display}"
    lines = []
    for ident in order:
        keys, what, binding_id = rows[ident]
        ident_text = f" · id `{binding_id}`" if binding_id else ""
        lines.append(f"* **{_cell(keys)}** — {_cell(what)}{ident_text}")
    return "\n".join(lines)


def keymap_clashes(app: Any) -> list[str]:
    """Keys the config keymap gives to two actions of one screen (Textual 8.2.8 does not say).

    Returns:
        One line per clash, e.g. ``"^y: Undo and Redo (everywhere)"``.
    """
    if not app._keymap:
        return []
    namespaces: list[tuple[str, Any]] = [("everywhere", app.BINDINGS)]
    namespaces += [(cls.__name__.removesuffix("Screen"), cls.BINDINGS) for cls in screen_classes()]
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


def keys_markdown(app: Any, current: Screen[Any] | None = None) -> str:
    """The keys of the app and of every screen, the current screen first."""
    parts = ["### Everywhere", key_table(app, _bindings(app.BINDINGS))]
    classes = list(screen_classes())
    if current is not None and type(current) in classes:
        classes.remove(type(current))
        classes.insert(0, type(current))
    for cls in classes:
        title = _docline(cls)
        here = " (this screen)" if current is not None and cls is type(current) else ""
        name = re.sub(r"(?<=[a-z])(?=[A-Z])", " ", cls.__name__.removesuffix("Screen")).capitalize()
        parts += [f"### {name}{here}", f"_{title}._", key_table(app, _bindings(cls.BINDINGS))]
    unknown = sorted(set(app._keymap) - {b.id for cls in classes for b in _bindings(cls.BINDINGS)}
                     - {b.id for b in _bindings(app.BINDINGS)})
    if unknown:
        parts.append("**Not binding ids** (in your keymap, ignored): " + ", ".join(f"`{u}`" for u in unknown))
    clashes = keymap_clashes(app)
    if clashes:
        parts.append("**Keys your keymap gives to two actions** (only the first answers): "
                     + "; ".join(_cell(c) for c in clashes))
    return "\n\n".join(parts)


def places_markdown(app: Any) -> str:
    """Where the book, the config file and the prints are."""
    from ledger.store import data_dir

    from . import config as app_config

    config = app.config_path or app_config.default_path()
    return "\n".join([
        f"* **Database (the book):** `{app.book.url}` (another: `airbanker --db URL`)",
        f"* **Config file (keymap, theme, locale):** `{config}`",
        f"* **Prints (PDF):** `{app.prints_dir}` (set `prints = \"…\"` in the config file)",
        "* **If airbanker ever stops on an unexpected error:** a report is written in "
        f"`{data_dir() / 'crash'}`; every action recorded before stays in the database",
        "* **From the command line:** `airbanker --help` (games, import, export, audit, recap, demo)",
    ])


def help_markdown(app: Any, current: Screen[Any] | None = None) -> str:
    """The whole help text (help.md with its key tables and places filled in)."""
    text = resources.files("tui").joinpath("help.md").read_text("utf-8")
    return text.replace("{{keys}}", keys_markdown(app, current)).replace("{{places}}", places_markdown(app))


class HelpScreen(Screen[None]):
    """The help: keys of every screen with their ids, the phases of a quarter, where the data lives."""

    SUB_TITLE = "Help"

    BINDINGS = [Binding("escape,q", "close", "Close", id="close_help")]

    def __init__(self) -> None:
        super().__init__()
        self._text = ""

    def compose(self) -> ComposeResult:
        yield Header()
        with VerticalScroll(id="help-scroll"):
            yield Markdown(id="help-text")
        yield Footer()

    def on_mount(self) -> None:
        stack = self.app.screen_stack
        below = stack[-2] if len(stack) > 1 else None
        self._text = help_markdown(self.app, below)
        self.query_one("#help-text", Markdown).update(self._text)
        self.query_one("#help-scroll", VerticalScroll).focus()

    def action_close(self) -> None:
        self.dismiss()
