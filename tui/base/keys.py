"""The keys a line on screen names, as the banker's keymap has them now (config.toml's ``[keymap]``).

Every key line and hint that names a key of a binding the banker may remap (one with an id) is written with the
binding's own key, as the line has always said it ("ctrl+s: record · Esc: cancel"), and shown through
:func:`keys_now`: a binding the keymap moved is named by its new key ("f9: record"), the line unchanged otherwise.
The key a line names is the binding's first key (:func:`key_now`), named as the lines name keys (:func:`key_text`).
"""

from __future__ import annotations

import re
from typing import Any, ClassVar, cast

from textual.binding import Binding
from textual.dom import DOMNode
from textual.keys import key_to_character

__all__ = ["SaysKeys", "binding_of", "key_now", "key_text", "keys_now"]

#: keys the lines name by a word or an arrow of their own, not by Textual's name
_NAMES = {
    "escape": "Esc",
    "enter": "Enter",
    "tab": "Tab",
    "shift+tab": "shift+Tab",
    "space": "Space",
    "backspace": "Backspace",
    "delete": "Del",
    "up": "↑",
    "down": "↓",
    "left": "←",
    "right": "→",
    "pageup": "PgUp",
    "pagedown": "PgDn",
    "home": "Home",
    "end": "End",
}


def key_text(key: str) -> str:
    """``key`` (a Textual key name, ``"ctrl+s"``, ``"escape"``, ``"question_mark"``) as key lines name it:
    ``"ctrl+s"``, ``"Esc"``, ``"?"``, ``"f9"``."""
    key = key.strip()
    if key in _NAMES:
        return _NAMES[key]
    character = key_to_character(key) if "+" not in key else None
    if character is not None and character.isprintable() and character != " ":
        return character
    return key


def binding_of(node: DOMNode, binding_id: str) -> Binding | None:
    """The binding whose id is ``binding_id`` among ``node``'s, its screen's and the app's (the nearest first), as
    its class declares it (before the keymap), or ``None``."""
    for owner in node.ancestors_with_self:
        for bindings in owner._bindings.key_to_bindings.values():
            for binding in bindings:
                if binding.id == binding_id:
                    return binding
    return None


def key_now(node: DOMNode, binding_id: str) -> str | None:
    """The first key of the binding ``binding_id`` (:func:`binding_of` ``node``) as the keymap has it now, named as
    key lines name it (:func:`key_text`: ``"ctrl+s"``, or ``"f9"`` once the keymap gives it f9); ``None`` when no
    binding of ``node`` has that id."""
    binding = binding_of(node, binding_id)
    if binding is None:
        return None
    keymap: dict[str, str] = getattr(node.app, "_keymap", {}) or {}
    return key_text((keymap.get(binding_id) or binding.key).split(",")[0])


def keys_now(node: DOMNode, text: str, *binding_ids: str) -> str:
    """``text``, a line naming the keys of ``binding_ids`` (bindings of ``node``: :func:`binding_of`) by their own
    keys as they are declared (``"ctrl+s: record · Esc: cancel"`` for ``form_record`` and ``form_cancel``), each
    named by the key the keymap gives it now (``"f9: record · Esc: cancel"``). A binding the keymap leaves alone,
    or none of that id, leaves ``text`` as it is. A function key written capitalised ("F7") stays so ("F9").

    The caller names only the bindings whose key ``text`` names as that binding's (a line's "Esc: close the list"
    is the open list's own Esc, not the form's Esc: cancel)."""
    keymap: dict[str, Any] = getattr(node.app, "_keymap", {}) or {}
    moved: dict[str, str] = {}  # the key as the line says it -> as it is now
    for binding_id in binding_ids:
        binding = binding_of(node, binding_id) if keymap.get(binding_id) else None
        if binding is not None:
            was = key_text(binding.key.split(",")[0])
            moved.setdefault(was, key_now(node, binding_id) or was)
    moved = {was: now for was, now in moved.items() if was != now}
    if not moved:
        return text
    # each key alone, not inside a longer one ("ctrl+s" in "ctrl+shift+s", "y" in "yes"), all in one pass (two
    # bindings whose keys the keymap swapped); a function key in either case ("F7" in "F7: open it again")
    olds = sorted(moved, key=len, reverse=True)
    pattern = re.compile(
        "|".join(
            rf"(?<![\w+])(?i:{re.escape(k)})(?![\w+])"
            if re.fullmatch(r"f\d+", k)
            else rf"(?<![\w+]){re.escape(k)}(?![\w+])"
            for k in olds
        )
    )

    def named(found: re.Match[str]) -> str:
        written = found.group(0)
        now = moved[written if written in moved else written.lower()]
        # "F7" in a line that writes function keys capitalised: "F9" (a key's name, never a letter key's case)
        return now[:1].upper() + now[1:] if written not in moved and len(now) > 1 else now

    return pattern.sub(named, text)


class SaysKeys:
    """A screen whose lines name keys of its bindings (:attr:`KEY_IDS`), said as the keymap has them now
    (:meth:`keys_said`). Mixed into a Textual Screen."""

    #: the ids of the bindings whose keys the screen's lines name
    KEY_IDS: ClassVar[tuple[str, ...]] = ()

    def keys_said(self, text: str) -> str:
        """``text``, naming the keys of :attr:`KEY_IDS` as their bindings declare them, with each as the keymap has
        it now (:func:`keys_now`)."""
        return keys_now(cast(DOMNode, self), text, *self.KEY_IDS)
