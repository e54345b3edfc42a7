"""The banker's words for what the books name by code: action kinds, accounts, payload fields, options.

A refusal (:class:`~ledger.errors.RuleViolation`) names the field at fault by its path in the
payload (``orders[0].super_jets``, positions counted from 0), an action by its kind
(``air_empire.maintenance``), an account by its code (``p2:cash``) and an option by its name
(``option bid_limit "total"``): the command line and the record file speak so, and keep doing it.
The banker's screens say the same in the table's words, through :func:`refusal_words`:

* an action by its title as the rulebook names it (``"Maintenance"``, ``"Route bids"``: the
  ``title`` of its :class:`~ledger.schema.ActionSpec`);
* an account by whose it is: ``"Bea's cash"``, ``"Bea's bank loan"``, ``"the Bank"``, ``"the Bank's loans"``;
* a field by the player or the row it belongs to, counted from 1: ``"Ann's order, Super Jets"``,
  ``"the 4th roll, 1D10"`` (the words of each game's :attr:`~ledger.engine.GameMeta.words`);
* an option by its label on the new-game screen and its value's label:
  ``“Bids limited to cash: all bids together”`` (:attr:`~ledger.engine.GameMeta.option_words`);
* a document of airbanker's by what it is (``docs/rule-readings.md`` -> ``airbanker's rule readings``).

Everything here is pure: the same refusal, game and players give the same words.
"""

from __future__ import annotations

import functools
import re
from collections.abc import Callable, Mapping, Sequence
from typing import TYPE_CHECKING, Any

from .errors import BalanceMismatch, RuleViolation
from .games import GAMES, meta_for
from .journal_view import CASH_COUNTS
from .text import TEXT_RULE

if TYPE_CHECKING:  # the engine imports pydantic: the TUI's first frame does without
    from .engine import GameMeta

__all__ = [
    "kind_title",
    "place_words",
    "plural_words",
    "account_words",
    "field_words",
    "field_parts",
    "text_words",
    "refusal_words",
    "rule_words",
    "SEAT_KEYS",
    "SEAT_LISTS",
]

#: The lists of seats in a payload (``{"players": [2, 3]}``): an item is the player it names.
SEAT_LISTS = frozenset({"players"})
#: The fields of a list item that name the player it belongs to (``{"player": 2, ...}``), first found first.
SEAT_KEYS = ("player", "seller", "buyer", "lender", "borrower")

#: airbanker's documents a rule may cite, as the banker would name them.
_DOCUMENTS = {
    "docs/rule-readings.md": "airbanker's rule readings",
    "docs/game-record.md": "airbanker's record format",
    "DESIGN.md": "airbanker's design notes",
}

_KIND = re.compile(r"\b(?:" + "|".join(re.escape(name) for name in GAMES) + r")\.[a-z_]+\b")
_ACCOUNT = re.compile(r"\b(?:p(\d+)|bank):(cash|loans)\b")
#: a loan between players (Air Fare, Raise Money Fast): ``p3:lent:p4`` (the lender's), ``p4:owes:p3`` (the borrower's)
_PLAYER_LOAN = re.compile(r"\bp(\d+):(lent|owes):p(\d+)\b")
#: a refusal's rule named by airbanker's own word for it, as the screens call the action (the command line keeps
#: the ledger's): a count that disagreed ended "(balance assertion)", where every screen says "cash count"
_RULE_WORDS = {"balance assertion": CASH_COUNTS[0]}
#: a typed text refused for its length (:func:`ledger.text.problem`): its rule said as what the sheets have room for
_TOO_LONG = re.compile(r"is \d+ characters long\b")
_DOCUMENT = re.compile("|".join(re.escape(d) for d in sorted(_DOCUMENTS, key=len, reverse=True)))
#: ``option bid_limit "total"``, ``game option x is "refuse"``, ``option price_war true``, ``options.years``,
#: and an option's bare name given a value (``flight_costs_above_revenue is "refuse"``)
_OPTION = re.compile(
    r"\b(?:game )?(?:option (?P<name>[a-z][a-z0-9_]*)|options\.(?P<path>[a-z][a-z0-9_]*)"
    r"|(?P<bare>[a-z]+_[a-z0-9_]+)(?= is | = ))"
    r"(?:(?: is| =)? (?:\"(?P<text>[^\"]*)\"|(?P<word>true|false)\b|(?P<number>\d+)\b))?"
)
#: a count and its noun with an optional plural, up to three words between: ``2 token(s)``, ``1 paid red upgrade(s)``,
#: ``2 city(ies)`` (1930's tech penalty)
_PLURAL = re.compile(r"\b(\d+)((?: [A-Za-z-]+){0,3}) ([A-Za-z]+)\((?:s|ies)\)")
_PART = re.compile(r"\[(\d+)\]|\.?([^.\[\]]+)")
_IDENTIFIER = re.compile(r"[a-z_][a-z0-9_]*")
_GENERIC_FIELDS = frozenset({"", "kind", "payload", "game"})


def _meta(game: str) -> GameMeta | None:
    # the game's meta only: its rules are not imported for its words (ledger.games, lazily)
    return meta_for(game) if game in GAMES else None


def kind_title(kind: str) -> str:
    """The action ``kind`` as the rulebook names it: ``"air_empire.maintenance"`` -> ``"Maintenance"``.

    An unknown kind, or one without a title, is its last part in words (``"quokka"``).
    """
    from .game import GENERIC_ACTIONS  # imports pydantic: not before the TUI's first frame

    spec = GENERIC_ACTIONS.get(kind)
    if spec is None:
        rules = GAMES.get(kind.split(".", 1)[0])
        spec = rules.actions.get(kind) if rules is not None else None
    if spec is not None and spec.title:
        return spec.title
    return kind.rsplit(".", 1)[-1].replace("_", " ").capitalize()


def place_words(kind: str, place: str) -> str:
    """Where an action of ``kind`` stands, ``place`` (its quarter, turn or phase), or ``""`` where ``place`` is the
    kind's own title (:func:`kind_title`): a game-over action stands at its own name (1930's Final Flight, "Final
    Flight"), and "#239 Final Flight (Final Flight)" said it twice (a newcomer's try at the end of 1930)."""
    return "" if place == kind_title(kind) else place


def _player(seat: int, players: Sequence[str]) -> str:
    return players[seat - 1] if 1 <= seat <= len(players) else f"seat {seat}"


def account_words(code: str, players: Sequence[str] = ()) -> str:
    """An account by whose it is: ``"p2:cash"`` -> ``"Bea's cash"`` (``players[1]`` is Bea), ``"p2:loans"`` ->
    ``"Bea's bank loan"``, ``"bank"`` -> ``"the Bank"``, ``"bank:loans"`` -> ``"the Bank's loans"``
    (accounts: :mod:`ledger.journal`); a loan between players (Air Fare, Raise Money Fast) by its two
    players: ``"p3:lent:p4"`` -> ``"Cal lent Dee"``, ``"p4:owes:p3"`` -> ``"Dee owes Cal"``.
    Any other code is shown as it is."""
    if code == "bank":
        return "the Bank"
    between = _PLAYER_LOAN.fullmatch(code)
    if between is not None:
        first, how, second = between.groups()
        one, other = _player(int(first), players), _player(int(second), players)
        # a verb, shorter than "Annabelle's loan to Bartholomew": the audit's column of 28 cells at 80x24 cut it
        # ("Annabelle's loan to Bartholom…", a newcomer's try with names of 8-12 letters)
        return f"{one} lent {other}" if how == "lent" else f"{one} owes {other}"
    match = _ACCOUNT.fullmatch(code)
    if match is None:
        return code
    seat, what = match.groups()
    if seat is None:
        return f"the Bank's {what}"
    # a player's loans are his bank loan: "Annabelle's loans −$10M" read as every loan, those between players too
    return f"{_player(int(seat), players)}'s {'bank loan' if what == 'loans' else what}"


def _ordinal(number: int) -> str:
    """``1`` -> ``"1st"``, ``12`` -> ``"12th"``, ``23`` -> ``"23rd"``."""
    suffix = "th" if 10 <= number % 100 <= 20 else {1: "st", 2: "nd", 3: "rd"}.get(number % 10, "th")
    return f"{number}{suffix}"


def _word(name: str, words: Mapping[str, str], path: str = "") -> str:
    """A field's words: the game's (by its path first, then its name), else its name read plainly."""
    return words.get(path) or words.get(name) or name.replace("_", " ")


def _noun(name: str, words: Mapping[str, str]) -> str:
    """The noun of one item of the list ``name``: the game's words, else the name made singular."""
    if name in words:
        return words[name]
    plain = name.replace("_", " ")
    if plain.endswith("ies"):
        return plain[:-3] + "y"
    return plain[:-1] if plain.endswith("s") and not plain.endswith("ss") else plain


def _seat_of(item: Any) -> int | None:
    if isinstance(item, Mapping):
        for key in SEAT_KEYS:
            seat = item.get(key)
            if type(seat) is int:
                return seat
    return None


def field_parts(field: str) -> list[str | int]:
    """A payload field's path as a refusal names it (:attr:`~ledger.errors.RuleViolation.field`), part by part:
    ``"bids[2].flight_costs"`` is ``["bids", 2, "flight_costs"]`` (an index an int); ``[]`` for ``""``."""
    return [int(index) if index else name for index, name in _PART.findall(field)]


def option_words(game: str, name: str, value: Any = None, *, with_value: bool = False) -> str:
    """Option ``name`` of ``game`` as the new-game screen shows it, in quotes, with ``value``'s label when
    asked: ``“Bids limited to cash: all bids together”``. An option the game does not list is read plainly."""
    meta = _meta(game)
    label, choices = meta.option_words.get(name, ("", ())) if meta is not None else ("", ())
    label = label or name.replace("_", " ").capitalize()
    if not with_value:
        return f"“{label}”"
    shown = next((text for text, choice in choices if choice == value and type(choice) is type(value)), None)
    if shown is None:
        shown = str(value).lower() if isinstance(value, bool) else str(value)
    return f"“{label}: {shown}”"


def field_words(
    field: str, *, game: str = "", players: Sequence[str] = (), payload: Mapping[str, Any] | None = None
) -> str:
    """A refused field's path in the banker's words, or ``""`` when the refusal is of the action itself.

    A list item is named by the player it belongs to when it names one (:data:`SEAT_KEYS`, read in
    ``payload``), else by its place counted from 1; an option by its label on the new-game screen.

    Args:
        field: the path, as :class:`~ledger.errors.RuleViolation` names it (``orders[0].super_jets``).
        game: the game's name in the registry (its words; ``""``: plain words only).
        players: the names in seat order.
        payload: the payload refused, to find whose a list item is (``None``: by place only).

    Returns:
        e.g. ``"Ann's order, Super Jets"``, ``"the 4th roll, 1D10"``, ``"“Bids limited to cash”"``.
    """
    if field in _GENERIC_FIELDS:
        return ""
    meta = _meta(game)
    words: Mapping[str, str] = meta.words if meta is not None else {}
    parts = field_parts(field)
    phrases: list[str] = []
    node: Any = payload
    previous = ""
    if payload is None and len(parts) > 1 and parts[0] == "players" and isinstance(parts[1], int):
        # a setup's player, by seat as the setup names it (ledger.payload.check_setup) and the new-game screen too
        phrases.append(f"Player {parts[1]}")
        parts = parts[2:]
    elif parts and parts[0] == "options" and len(parts) > 1 and isinstance(parts[1], str):
        phrases.append(option_words(game, parts[1]))
        parts, node = parts[2:], None
    for at, part in enumerate(parts):
        if isinstance(part, int):
            item = node[part] if isinstance(node, Sequence) and not isinstance(node, str) and part < len(node) else None
            seat = _seat_of(item)
            noun = f" {_noun(previous, words)}" if previous else ""  # an option's list: "“Senior Presidents”, the 3rd"
            if type(item) is int and previous in SEAT_LISTS:  # a list of seats: the player named
                whose = _player(item, players)
            elif seat is not None:
                whose = f"{_player(seat, players)}'s{noun}"
            else:
                whose = f"the {_ordinal(part + 1)}{noun}"
            # the list's own phrase gives way to its item's: "orders[0]" is "Ann's order"
            phrases[-1 if previous and phrases else len(phrases) :] = [whose]
            node, previous = item, ""
            continue
        path = f"{previous}.{part}" if previous else part
        if previous and path in words:  # the path has words of its own: "minimums.A" is "Class A minimum"
            phrases[-1:] = [words[path]]
        elif previous and not _IDENTIFIER.fullmatch(part):
            # a key of a mapping typed by the banker: an airline's name in ``incomes``
            phrases[-1:] = [f"{part}'s {_noun(previous, words)}"]
        elif not previous and at == len(parts) - 1 and part in SEAT_LISTS:
            phrases.append("Players")  # the list itself, not one of its items ("player")
        else:
            # ".price": the words of a field of the action itself, not of a list's item ("track[3].price")
            word = words[f".{part}"] if at == 0 and f".{part}" in words else _word(part, words, path)
            first, _, rest = word.partition(" ")
            # the field is the item's noun itself: Air Fare's "cards[1].card" is "Cal's card", not "Cal's card, card"
            # (a newcomer's try)
            repeats = bool(phrases) and not rest and phrases[-1].endswith(f" {word}")
            if phrases and rest and phrases[-1].endswith(f" {first}"):
                # the field's words start with the item's noun: "Cal's card" and "card number" are one
                phrases[-1] = f"{phrases[-1]} {rest}"
            elif not repeats:
                phrases.append(word)
        node, previous = (node.get(part) if isinstance(node, Mapping) else None), part
    return ", ".join(phrases)


def text_words(text: str, *, game: str = "", players: Sequence[str] = ()) -> str:
    """``text`` (a refusal's message or rule, a next step, an audit's line, a summary) with every action
    kind, account code, option and document of airbanker's in the banker's words, the game's own words
    (:attr:`~ledger.engine.GameMeta.phrases`) and every ``2 token(s)`` as ``2 tokens``.

    Args:
        text: the text as the ledger writes it, e.g. ``'start the game with option price_war true'``.
        game: the game's name in the registry (its options' labels).
        players: the names in seat order (whose an account is).
    """
    if not text:
        return text
    for pattern, replacement in _phrases(game):
        text = pattern.sub(replacement, text)
    text = plural_words(text)
    # each pattern only where the text holds what it needs (a kind's and an option's "_", an account's ":", a
    # document's ".md"): most summaries hold none, and the journal words some 500 texts as it opens
    if "_" in text:
        text = _KIND.sub(lambda m: kind_title(m.group(0)), text)
    if ":" in text:
        text = _ACCOUNT.sub(lambda m: account_words(m.group(0), players), text)
        text = _PLAYER_LOAN.sub(lambda m: account_words(m.group(0), players), text)
    if "_" in text or "option" in text:
        text = _OPTION.sub(lambda m: _option_in_text(m, game), text)
    return _DOCUMENT.sub(lambda m: _DOCUMENTS[m.group(0)], text) if ".md" in text else text


@functools.cache
def _phrases(game: str) -> tuple[tuple[re.Pattern[str], str | Callable[[re.Match[str]], str]], ...]:
    """The game's phrases (:attr:`~ledger.engine.GameMeta.phrases`), compiled once."""
    meta = _meta(game)
    return tuple((re.compile(p), r) for p, r in meta.phrases) if meta is not None else ()


def plural_words(text: str) -> str:
    """Every ``2 token(s)`` of ``text`` as ``2 tokens`` and ``2 city(ies)`` as ``2 cities`` (``1 city``), and
    nothing else changed: what a sheet prints of a ledger's line (a price move's reason) without the screens'
    other words."""
    return _PLURAL.sub(_plural, text) if "(s)" in text or "(ies)" in text else text


def _plural(match: re.Match[str]) -> str:
    """``2 token(s)`` -> ``2 tokens``, ``1 paid upgrade(s)`` -> ``1 paid upgrade``, ``2 city(s)`` and ``2 city(ies)``
    -> ``2 cities``."""
    count, between, noun = match.groups()
    if int(count) != 1:
        noun = noun[:-1] + "ies" if noun.endswith("y") and noun[-2:-1] not in "aeiou" else noun + "s"
    return f"{count}{between} {noun}"


def _option_in_text(match: re.Match[str], game: str) -> str:
    name = match.group("name") or match.group("path") or match.group("bare") or ""
    meta = _meta(game)
    if meta is None or name not in meta.options.model_fields:
        return match.group(0)
    text, word, number = match.group("text"), match.group("word"), match.group("number")
    if text is None and word is None and number is None:
        # a bare name is an option's only when a value follows ("flight_costs" is a field's)
        return match.group(0) if match.group("bare") else option_words(game, name)
    value: Any = text if text is not None else (word == "true" if word is not None else int(number))
    return option_words(game, name, value, with_value=True)


def refusal_words(
    error: RuleViolation,
    *,
    game: str = "",
    players: Sequence[str] = (),
    payload: Mapping[str, Any] | None = None,
) -> str:
    """A refusal as the banker's screens show it: the field in words, what is wrong, and the rule.

    ``orders[0].super_jets: must be at most 30 (Air Empire, Basic Game, Phase 4)`` becomes
    ``Ann's order, Super Jets: must be at most 30 (Air Empire, Basic Game, Phase 4)`` (the command line
    keeps ``str(error)``).

    Args:
        error: the refusal.
        game: the game's name in the registry.
        players: the names in seat order.
        payload: the payload refused (whose a list item is), when known.
    """
    # a count that disagrees names the account counted in its message ("Ann's cash: counted $1, ...")
    where = (
        ""
        if isinstance(error, BalanceMismatch)
        else field_words(error.field, game=game, players=players, payload=payload)
    )
    if where[:1].islower() and not where.startswith("the ") and not any(where.startswith(n) for n in players if n):
        # a field of the action begins the line as the form's label does: "Amount: must be at least $5,000", not
        # "amount: ..." (a newcomer's try); a player's name, as typed, or "the 4th roll" is left as it is
        where = where[:1].upper() + where[1:]
    message = text_words(error.message, game=game, players=players)
    line = f"{where}: {message}" if where else message
    if error.rule:
        line += f" ({rule_words(error, game=game, players=players)})"
    return line


def rule_words(error: RuleViolation, *, game: str = "", players: Sequence[str] = ()) -> str:
    """The rule of ``error`` in the banker's words: the rulebook's section as it is, airbanker's own rule by what it
    is for. A typed text's rule (:data:`ledger.text.TEXT_RULE`, a section of the record format) is said as what it
    keeps: ``"room on the printed sheets"`` for a name too long, ``"text the sheets and screens can show"``
    otherwise. A newcomer's try: a 43-letter name refused "(airbanker's record format, Text)"."""
    if error.rule == TEXT_RULE:
        too_long = _TOO_LONG.match(error.message)
        return "room on the printed sheets" if too_long else "text the sheets and screens can show"
    return text_words(_RULE_WORDS.get(error.rule, error.rule), game=game, players=players)
