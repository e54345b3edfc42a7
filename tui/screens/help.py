"""Help on F1 and ?: the keys of every screen (with their binding ids), the phases, where the data lives.

The text is ``help.md`` next to this module; the key tables are read from the ``BINDINGS`` of
the app, of the screens on the screen stack (the one under the help first) and of every other
screen class of the ``tui`` package, each with the keys it inherits (a form's ``ctrl+s`` and
``Esc`` from :class:`tui.base.widgets.FormScreen`) and the keys of the widgets on it (the list of
games' ``Enter``), with the keys the config keymap gives them now, so the help never disagrees
with the keyboard. No list of screens is kept by hand: a new screen is found.
"""

from __future__ import annotations

import importlib
import inspect
import pkgutil
import re
from collections.abc import Iterator, Sequence
from importlib import resources
from typing import Any

from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import VerticalScroll
from textual.screen import Screen
from textual.widgets import Footer, Header, Markdown

PACKAGE = "tui"


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
    found by importing the package's modules: no list of them is kept by hand."""
    for module in _modules():
        for cls in vars(module).values():
            if (
                inspect.isclass(cls)
                and issubclass(cls, Screen)
                and cls.__module__ == module.__name__
                and class_bindings(cls)
            ):
                yield cls


def binding_ids() -> set[str]:
    """The id of every key of every class of the ``tui`` package (screens and widgets)."""
    ids: set[str] = set()
    for module in _modules():
        for cls in vars(module).values():
            if inspect.isclass(cls) and cls.__module__ == module.__name__ and "BINDINGS" in cls.__dict__:
                ids.update(b.id for b in _bindings(cls.__dict__["BINDINGS"]) if b.id)
    return ids


def _widget_classes(screen: Screen[Any]) -> list[type]:
    """The classes of the ``tui`` package with keys of their own among the widgets on ``screen``."""
    found: list[type] = []
    for node in screen.walk_children():
        cls = type(node)
        if _ours(cls) and not isinstance(node, Screen) and "BINDINGS" in cls.__dict__ and cls not in found:
            found.append(cls)
    return found


def _bindings(bindings: Any) -> list[Binding]:
    return [b for b in Binding.make_bindings(bindings) if not b.system]


def _cell(text: str) -> str:
    """Text safe in Markdown emphasis (keys like ``*`` or ``_`` stay literal)."""
    return re.sub(r"([\\`*_\[\]])", r"\\\1", text)


def _docline(cls: type) -> str:
    """The first line of a class docstring, without what names the code: an aside citing a function
    ("(drawn from :func:`ledger.x.y`)") is left out, any other Sphinx role keeps its last name."""
    first = (inspect.getdoc(cls) or cls.__name__).splitlines()[0].rstrip(".")
    first = re.sub(r"\s*\([^()]*:\w+:`[^`]*`[^()]*\)", "", first)
    return re.sub(r":\w+:`~?(?:[^`]*\.)?([^`.]*)`", r"\1", first)


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


def keys_markdown(app: Any, current: Screen[Any] | None = None, stack: Sequence[Screen[Any]] = ()) -> str:
    """The keys of the app and of every screen: the screens of ``stack`` first (``current``, the
    one under the help, at the top), each with the keys of the widgets on it, then every other
    screen of the ``tui`` package."""
    parts = ["### Everywhere", key_table(app, _bindings(app.BINDINGS))]
    on_stack = [s for s in reversed(stack) if s is not current and not isinstance(s, HelpScreen)]
    screens = ([current] if current is not None else []) + on_stack
    classes: list[type] = []
    widgets: dict[type, list[type]] = {}
    for screen in screens:
        if type(screen) not in classes:
            classes.append(type(screen))
            widgets[type(screen)] = _widget_classes(screen)
    classes += [cls for cls in screen_classes() if cls not in classes]
    shown: set[str | None] = set()
    for cls in classes:
        bindings = class_bindings(cls) + [b for w in widgets.get(cls, ()) for b in class_bindings(w)]
        if not bindings or cls.__name__.startswith("_"):
            continue  # a private base class (``_AFForm``): its keys are listed with each form built on it
        shown.update(b.id for b in bindings)
        title = _docline(cls)
        here = " (this screen)" if current is not None and cls is type(current) else ""
        name = re.sub(r"(?<=[a-z])(?=[A-Z])", " ", cls.__name__.removesuffix("Screen")).capitalize()
        parts += [f"### {name}{here}", f"_{title}._", key_table(app, bindings)]
    unknown = sorted(set(app._keymap) - shown - binding_ids() - {b.id for b in _bindings(app.BINDINGS)})
    if unknown:
        parts.append("**Not binding ids** (in your keymap, ignored): " + ", ".join(f"`{u}`" for u in unknown))
    clashes = keymap_clashes(app)
    if clashes:
        parts.append(
            "**Keys your keymap gives to two actions** (only the first answers): "
            + "; ".join(_cell(c) for c in clashes)
        )
    return "\n\n".join(parts)


def places_markdown(app: Any) -> str:
    """Where the book, the config file and the prints are."""
    from ledger.store import data_dir
    from tui import config as app_config

    config = app.config_path or app_config.default_path()
    return "\n".join(
        [
            f"* **Database (the book):** `{app.book.url}` (another: `airbanker --db URL`)",
            f"* **Config file (keymap, theme, locale):** `{config}`",
            f'* **Prints (PDF):** `{app.prints_dir}` (set `prints = "…"` in the config file)',
            "* **If airbanker ever stops on an unexpected error:** a report is written in "
            f"`{data_dir() / 'crash'}`; every action recorded before stays in the database",
            "* **From the command line:** `airbanker --help` (games, import, export, audit, recap, demo)",
        ]
    )


def help_markdown(app: Any, current: Screen[Any] | None = None, stack: Sequence[Screen[Any]] = ()) -> str:
    """The whole help text (help.md with its key tables and places filled in)."""
    text = resources.files("tui.screens").joinpath("help.md").read_text("utf-8")
    return text.replace("{{keys}}", keys_markdown(app, current, stack)).replace("{{places}}", places_markdown(app))


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
        self._text = help_markdown(self.app, below, stack)
        self.query_one("#help-text", Markdown).update(self._text)
        self.query_one("#help-scroll", VerticalScroll).focus()

    def action_close(self) -> None:
        self.dismiss()
