"""The new-game form: game, variant, title, players and the game's options, checked as typed by the rules.

Imported when the banker asks for a new game (n on the list of games): its tables are read from the
games' metas, which import pydantic, and the first frame after launch does without."""

from __future__ import annotations

import re
import secrets
from typing import Any, ClassVar

from rich.cells import cell_len
from textual import events, on
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Vertical
from textual.css.query import QueryType
from textual.widget import Widget
from textual.widgets import Input, Select, Static
from textual.widgets._select import SelectOverlay

from ledger.box import Box, first_actions, has_box
from ledger.game import Game, GameSetup
from ledger.games import air_fare, golden_age, meta_for, names as game_names
from ledger.journal import RuleViolation
from ledger.json_input import MAX_DIGITS
from ledger.money import format_money
from ledger.schema import new_game_options
from ledger.words import text_words
from tui.base.backdrop import BackdropModalScreen
from tui.base.footer import Footer
from tui.base.widgets import (
    LIST_KEYS,
    SEARCHED_NOTHING,
    FieldRow,
    FormBody,
    FormScreen,
    LiteralSelect,
    NumberInput,
    PlainStatic,
    SearchOverlay,
    airbanker,
    cancel_or_ask,
    search_keys,
    search_undecided,
    searched_nothing,
    step_field,
    tab_from_search,
    take_searched_option,
)
from tui.base.words import refusal_text
from tui.games import screens_for
from tui.screens.box import ConfirmBoxScreen, box_uses

__all__ = ["NewGameScreen", "NewGameForm", "AirEmpireForm", "GoldenAgeForm", "AirFareForm"]

#: the most seats the new-game form offers for any game of the registry (1930: 2-6 players)
MAX_SEATS = max(meta_for(name).new_game_seats for name in game_names())


def _choices(game: str, option: str) -> tuple[str, list[tuple[str, Any]]]:
    """An option's label and choices as the game's meta words them (:attr:`ledger.engine.GameMeta.option_words`)."""
    label, choices = meta_for(game).option_words[option]
    return label, list(choices)


#: 1930's documented game options (docs/game-record.md): option -> (label, [(shown, value)], default)
GOLDEN_AGE_OPTIONS: dict[str, tuple[str, list[tuple[str, Any]], Any]] = {
    option: (*_choices("golden_age", option), golden_age.DEFAULT_OPTIONS[option])
    for option in ("gray_tech_box", "research_limit", "first_operation_order")
}
#: an Air Fare option shown only while another is on: option -> the option it depends on
AIR_FARE_DEPENDS = {
    "price_war_scope": "price_war",
    "advertising_rolls": "advertising",
    "advertising_takes_from": "advertising",
}
#: Air Fare's documented options (docs/game-record.md, Air Fare): option -> (label, [(shown, value)]), from the
#: game's meta (an option shown only while another is on, indented); the default is
#: :data:`ledger.games.air_fare.DEFAULT_OPTIONS`. An option of the engine not listed here that is true or false
#: gets a yes/no list of its own (:func:`air_fare_options`).
AIR_FARE_CHOICES: dict[str, tuple[str, list[tuple[str, Any]]]] = {
    option: (("  " if option in AIR_FARE_DEPENDS else "") + label, list(choices))
    for option, (label, choices) in meta_for("air_fare").option_words.items()
    if choices
}
#: the Air Empire Tournament Game's options (docs/game-record.md): option -> (label, [(shown, value)])
TOURNAMENT_CHOICES: dict[str, tuple[str, list[tuple[str, Any]]]] = {
    option: _choices("air_empire", option) for option in ("end", "fluctuation_on_rebid_route")
}
#: Air Empire's plane supply (Planes: "There are 60 Prop Jets and 30 Super Jets available"; docs/rule-readings.md),
#: today's reading first
PLANE_SUPPLY_CHOICES: list[tuple[str, Any]] = _choices("air_empire", "plane_supply")[1]

#: the time limit proposed for a Tournament Game: Residual Value starts in year 7
TOURNAMENT_YEARS = 7


def air_fare_options() -> dict[str, tuple[str, list[tuple[str, Any]], Any]]:
    """Air Fare's options as the new-game form shows them: option -> (label, choices, default)."""
    out: dict[str, tuple[str, list[tuple[str, Any]], Any]] = {}
    defaults = air_fare.DEFAULT_OPTIONS
    ordered = [o for o in AIR_FARE_CHOICES if o in defaults] + [o for o in defaults if o not in AIR_FARE_CHOICES]
    for option in ordered:
        default = defaults[option]
        if option in AIR_FARE_CHOICES:
            label, choices = AIR_FARE_CHOICES[option]
        elif isinstance(default, bool):
            label, choices = option.replace("_", " ").capitalize(), [("no", False), ("yes", True)]
        else:
            continue  # starting_planes: a list beside each seat; anything else: `airbanker new --option`
        if any(value == default for _shown, value in choices):
            out[option] = (label, choices, default)
    return out


#: the starting planes a seat may choose, as the form shows them (Air Fare, Setup: "One Boeing 737 or
#: one McDonnell Douglas DC-9"; the names are the ledger's)
STARTING_PLANES = [(full.split()[-1], full) for full in air_fare.STARTING_PLANE_TYPES]


def default_starting_plane(seat: int) -> str:
    """The ledger's default starting plane of ``seat`` (:func:`ledger.games.air_fare.default_starting_plane`)."""
    return air_fare.default_starting_plane(seat)


def _variants(game: str) -> list[tuple[str, str]]:
    """The game's variants for the form's list: (label, id), the default first."""
    return [(v.label, v.id) for v in meta_for(game).variants]


class VariantSelect(LiteralSelect[str]):
    """The Variant list: where the game has one variant (1930, Air Fare) it is still shown and reached, so that the
    keys typed ahead land on the same fields in every game, but a letter typed on it has nothing to choose and goes
    on to the Title (:meth:`LiteralSelect.offers`): "Saturday" typed after choosing 1930 is the title, not a search
    of "Standard"."""

    def offers(self, character: str) -> bool:
        """Whether ``character`` could be meant for one of the variants: never where there is only one."""
        return len(self.whole_labels()) > 1 and super().offers(character)


class NewGameForm:
    """A game's part of the new-game form: its option rows (composed by :class:`NewGameScreen`
    for every game, shown for the chosen one), the options read from them, and the line that
    says the setup is ready. :data:`tui.games.SCREENS` names each game's."""

    #: the classes of the game's option rows, which Enter goes on to after the names (the line under the fields
    #: names those still below them)
    OPTION_ROWS: ClassVar[tuple[str, ...]] = ()

    @staticmethod
    def show(screen: NewGameScreen, chosen: bool) -> None:
        """Show the game's rows when it is the chosen game, hide them otherwise."""

    @staticmethod
    def options(screen: NewGameScreen) -> dict[str, Any]:
        """The options chosen that differ from their defaults."""
        return {}

    @staticmethod
    def refused(screen: NewGameScreen, setup: GameSetup, error: Exception) -> str | None:
        """A shorter refusal than the engine's, to fit at 80×24, or ``None`` for the engine's (``screen``: where the
        banker is on the form, for a refusal that points at a field)."""
        return None

    @staticmethod
    def ready(setup: GameSetup, game: Game) -> str:
        """The line under the form once the rules accept the setup."""
        return f"Ready: {len(setup.players)} players, {', '.join(setup.players)}."


def senior_order_typed(text: str, names: list[str]) -> list[int | str]:
    """The Senior Presidents' order typed on the new-game form: seat numbers or names (a name's start
    will do when only one player's name starts so), spaces or commas between. A word that is neither
    is kept as typed, for the rules to refuse it by its place (``options.senior_order[2]``)."""
    order: list[int | str] = []
    for token in [t for t in re.split(r"[\s,;>]+", text) if t]:
        if token.isascii() and token.isdigit() and len(token) <= MAX_DIGITS:
            order.append(int(token))
            continue
        key = token.casefold()
        match = [seat for seat, name in enumerate(names, start=1) if name.casefold() == key]
        match = match or [seat for seat, name in enumerate(names, start=1) if name.casefold().startswith(key)]
        order.append(match[0] if len(match) == 1 else token)
    return order


class AirEmpireForm(NewGameForm):
    """Air Empire: the first Senior President or the Senior Presidents' order, the Bank's planes; the
    Tournament Game's options."""

    OPTION_ROWS = ("air-empire-option", "tournament-option")

    @staticmethod
    def show(screen: NewGameScreen, chosen: bool) -> None:
        for row in screen.query(".air-empire-option"):
            row.display = chosen
        tournament = chosen and screen.query_one("#variant", Select).value == "tournament"
        for row in screen.query(".tournament-option"):
            row.display = tournament
        if tournament and screen.query_one("#t_end", Select).value == "elimination":
            screen.query_one("#t_row_years").display = False

    @staticmethod
    def options(screen: NewGameScreen) -> dict[str, Any]:
        options: dict[str, Any] = {}
        # Playing Procedure 1: "A clockwise order is recommended" -- the table may type another, whose
        # first seat is the first Senior President (the list of the first one is then out of use)
        typed = screen.query_one("#senior_order", Input).value.strip()
        first = screen.query_one("#senior", Select)
        order = senior_order_typed(typed, screen.names()) if typed else []
        AirEmpireForm.follow_order(screen, first, order)
        if typed:
            options["senior_order"] = order
        elif isinstance(first.value, int) and first.value != 1:
            options["first_senior_president"] = first.value
        supply = screen.query_one("#plane_supply", Select).value
        if supply is not Select.NULL:
            options["plane_supply"] = supply
        if screen.query_one("#variant", Select).value == "tournament":
            for option, (_label, choices) in TOURNAMENT_CHOICES.items():
                value = screen.query_one(f"#t_{option}", Select).value
                if value != choices[0][1] and value is not Select.NULL:
                    options[option] = value
            if options.get("end") != "elimination":
                years = screen.query_one("#t_years", Input).value.strip()
                # the engine says what is wrong with anything else (a word, a number of 5,000 digits)
                readable = years.isascii() and years.isdigit() and len(years) <= MAX_DIGITS
                options["years"] = int(years) if readable else years
        return options

    @staticmethod
    def follow_order(screen: NewGameScreen, first: Select[Any], order: list[int | str]) -> None:
        """While an order is typed, the First Senior President list shows its first seat, disabled (what the
        game stores); once the order is cleared, it is enabled again with the seat chosen before."""
        if order:
            if not first.disabled:
                screen.senior_chosen = first.value
            first.disabled = True
            seat = order[0]
            # a first word that is no seat: the order is refused (the line below says why), nothing to show
            shown = seat if isinstance(seat, int) and 1 <= seat <= len(screen.names()) else first.value
        elif first.disabled:
            first.disabled = False
            shown = screen.senior_chosen if isinstance(screen.senior_chosen, int) else 1
        else:
            return
        if shown != first.value and isinstance(shown, int) and shown <= len(screen.names()):
            with first.prevent(Select.Changed):
                first.value = shown

    @staticmethod
    def refused(screen: NewGameScreen, setup: GameSetup, error: Exception) -> str | None:
        if not (isinstance(error, RuleViolation) and error.field.startswith("options.senior_order")):
            return None
        typed = setup.options.get("senior_order")
        words = [t for t in typed if isinstance(t, str)] if isinstance(typed, list) else []
        why = f"{words[0]!r} is neither a seat nor one player's name" if words else error.message
        return (
            f"Not yet: Senior Presidents: {text_words(why, game=setup.game, players=setup.players)}. Type every "
            f"seat once, in turn (seat numbers or names); blank: clockwise "
            f"({text_words(error.rule, game=setup.game)})."
        )

    @staticmethod
    def ready(setup: GameSetup, game: Game) -> str:
        order = list(game.state.senior_order)
        clockwise = order == [(order[0] - 1 + i) % len(order) + 1 for i in range(len(order))]
        bank = f"the Bank {game.state.bank_prop} Prop Jets, {game.state.bank_super} Super Jets"
        text = (
            f"Ready: {len(setup.players)} players; Senior Presidents in turn: "
            + ", ".join(setup.players[seat - 1] for seat in order)
            + (" (clockwise)" if clockwise else "")
            + f"; {bank}."
        )
        if setup.variant == "tournament":
            end = (
                "until one airline is left"
                if setup.options.get("end") == "elimination"
                else f"{setup.options.get('years', 3)} years"
            )
            text += f" Tournament Game, {end}."
        return text


class GoldenAgeForm(NewGameForm):
    """1930: the Gray Tech box, the Research limit and turn 1's Operation Phase order (the airlines take
    their default colours; the readings of issue 12 that guard the incomes are written out as today's
    defaults by :func:`ledger.schema.new_game_options`)."""

    OPTION_ROWS = ("golden-age-option",)

    @staticmethod
    def show(screen: NewGameScreen, chosen: bool) -> None:
        for row in screen.query(".golden-age-option"):
            row.display = chosen

    @staticmethod
    def options(screen: NewGameScreen) -> dict[str, Any]:
        options: dict[str, Any] = {}
        for option, (_label, _choices, default) in GOLDEN_AGE_OPTIONS.items():
            value = screen.query_one(f"#{option}", Select).value
            if value != default and value is not Select.NULL:
                options[option] = value
        return options

    @staticmethod
    def ready(setup: GameSetup, game: Game) -> str:
        count = golden_age.SETUP_TABLE[len(setup.players)].airlines
        return (
            f"Ready: {len(setup.players)} players, {', '.join(setup.players)}; "
            f"{count} airlines: {', '.join(golden_age.DEFAULT_AIRLINES[:count])}."
        )


class AirFareForm(NewGameForm):
    """Air Fare: each seat's starting plane and the options (variants and readings)."""

    OPTION_ROWS = ("air-fare-option",)

    @staticmethod
    def show(screen: NewGameScreen, chosen: bool) -> None:
        for option in air_fare_options():
            parent = AIR_FARE_DEPENDS.get(option)
            on = parent is None or screen.query_one(f"#af_{parent}", Select).value is True
            screen.query_one(f"#af_row_{option}").display = chosen and on
        for seat in range(1, MAX_SEATS + 1):
            screen.query_one(f"#plane_{seat}").display = chosen

    @staticmethod
    def options(screen: NewGameScreen) -> dict[str, Any]:
        options: dict[str, Any] = {}
        for option, (_label, _choices, default) in air_fare_options().items():
            value = screen.query_one(f"#af_{option}", Select).value
            if value != default and value is not Select.NULL and screen.query_one(f"#af_row_{option}").display:
                options[option] = value
        if options.get("remove_cards"):
            # the Faster Game Variant's cards are picked by airbanker; the seed stays in the game's header
            options["removal_seed"] = screen.removal_seed
        planes = [str(screen.query_one(f"#plane_{seat}", Select).value) for seat in range(1, len(screen.names()) + 1)]
        if planes != [default_starting_plane(seat) for seat in range(1, len(planes) + 1)]:
            options["starting_planes"] = planes
        return options

    @staticmethod
    def refused(screen: NewGameScreen, setup: GameSetup, error: Exception) -> str | None:
        if "minor_airports_for_extra_players" in str(error):  # fits at 80×24
            return (
                f"Not yet: {len(setup.players)} players need 2 Minor Airports each, the deck has 8 "
                f'(Air Fare, Setup). Choose "5-6 players" {screen.where_is("af_minor_airports_for_extra_players")}: '
                "one each, or stand-in cards."
            )
        return None

    @staticmethod
    def ready(setup: GameSetup, game: Game) -> str:
        short = {full: shown for shown, full in STARTING_PLANES}
        state = game.state
        minors = {len(p.rights) for p in state.players}
        start = [f"{p.name} {short.get(state.cards[p.planes[0]].name, '?')}" for p in state.players if p.planes]
        each = format_money(air_fare.STARTING_CASH, millions=True)
        return (
            f"Ready: {len(setup.players)} players, each {each}, "
            f"{' or '.join(str(n) for n in sorted(minors))} Minor Airport{'' if minors == {1} else 's'} and a plane: "
            + ", ".join(start)
            + f"; {state.deck_left()} cards in the deck."
        )


#: the new-game form's key line
NEW_GAME_KEYS = (
    "Enter: next field (on the last name: create) · ctrl+s: create · shift+Tab twice: the game · Esc: cancel"
)
#: the key line while the game has options Enter goes on to after the names (:meth:`NewGameScreen.options_after_names`)
OPTIONS_KEYS = (
    "Enter: next field (the names, then the options below them; on the last: create) · ctrl+s: create · Esc: cancel"
)
#: the key lines while a list has the focus, closed or open (as :data:`~tui.base.widgets.LIST_KEYS`, create for record)
NEW_GAME_LIST_KEYS = "Space or ↓: open list · Enter: take the one shown, next · ctrl+s: create · Esc: cancel"
NEW_GAME_OPEN_LIST_KEYS = LIST_KEYS["open list"]
#: the line under the fields once the options are in sight (:meth:`NewGameScreen.say_options_below`)
LAST_OPTION = "The options: Enter on the last one creates the game (ctrl+s: at once)"


def options_line(labels: list[str], width: int) -> str:
    """ "↓ Options below: " and as many of ``labels`` as fit in ``width`` cells, then how many more (a label is
    never cut: Air Fare's dozen options name the first few, "and 9 more")."""
    head = "↓ Options below: "
    for shown in range(len(labels), 0, -1):
        more = len(labels) - shown
        line = head + ", ".join(labels[:shown]) + (f" and {more} more" if more else "")
        if cell_len(line) <= width:
            return line
    return f"↓ {len(labels)} options below"


def _value(field: Widget) -> Any:
    """What a field of the new game holds: an Input's text, a list's value."""
    return field.value if isinstance(field, (Input, Select)) else None


class NewGameScreen(BackdropModalScreen[int | None]):
    """A new game: game, variant, title, the player names in seat order, and the game's options
    (Air Empire: the Senior Presidents, the Bank's planes; 1930: the Gray Tech box, the Research
    limit and turn 1's Operation Phase order; the airlines take their default colours).

    Checked as you type by the rules engine itself (``Game(GameSetup(...))``); created with
    :meth:`ledger.store.Book.create_game`. Dismisses with the new game's id, or ``None``.
    """

    AUTO_FOCUS = None
    live_text = ""
    #: Air Empire: the First Senior President chosen before a Senior Presidents' order was typed
    senior_chosen: object = 1
    #: the game the form opened on (None before it mounted): choosing another is a change Esc asks about
    _game_at_open: str | None = None
    #: what the line under the fields says now (:meth:`say_options_below`)
    _options_said = ""

    DEFAULT_CSS = """
    NewGameScreen { align: center middle; }
    NewGameScreen > #new { width: 76; height: auto; max-height: 22; border: round $accent; padding: 0 1;
                           background: $surface; }
    NewGameScreen #new-fields { height: auto; max-height: 10; }
    NewGameScreen #new-heading { text-style: bold; }
    NewGameScreen .row { height: 1; }
    /* the longest label (Air Fare's "Landing order at a city", the focus mark before it) two cells clear of its
       field: one cell apart, "Landing order at a city the order that earns most" read as one sentence (a
       newcomer's try at 120x36) */
    NewGameScreen FieldRow { padding-left: 27; }
    NewGameScreen .row > Input, NewGameScreen .row > Select { width: 1fr; }
    NewGameScreen .row > Select.af-plane { width: 14; margin-left: 1; }
    NewGameScreen #new-more { height: 1; color: $accent; text-wrap: nowrap; text-overflow: ellipsis; }
    NewGameScreen #new-box { margin-top: 1; height: auto; color: $text-muted; }
    NewGameScreen.-boxed #new-fields { max-height: 8; }
    NewGameScreen #new-live { margin-top: 1; height: auto; }
    NewGameScreen #new-live.-refused { color: $error; }
    NewGameScreen #new-keys { color: $text-muted; }
    """

    BINDINGS = [
        Binding("ctrl+s", "create", "Create", id="new_game_create"),
        Binding("escape", "cancel", "Cancel", id="new_game_cancel"),
    ]

    def __init__(self, game: str | None = None) -> None:
        """``game``: the game the form opens on (the one last started, a newcomer's try: after a 1930 game the form
        opened on Air Empire again); the first of the list when ``None`` or unknown."""
        super().__init__()
        self._first_game = game if game in game_names() else game_names()[0]

    def compose(self) -> ComposeResult:
        first_game = self._first_game
        with Vertical(id="new"):
            yield Static("New game", id="new-heading")
            # Up and Down move between the fields, as in every form (a newcomer's try: they scrolled, and the names
            # typed for Player 1 and the title went on into Player 2)
            with FormBody(id="new-fields"):
                yield FieldRow(
                    "Game",
                    LiteralSelect(
                        [(meta_for(name).title, name) for name in game_names()],
                        value=first_game,
                        allow_blank=False,
                        id="game",
                        compact=True,
                    ),
                    classes="row",
                )
                yield FieldRow(
                    "Variant",
                    VariantSelect(
                        _variants(first_game),
                        value=meta_for(first_game).variants[0].id,
                        allow_blank=False,
                        id="variant",
                        compact=True,
                    ),
                    classes="row",
                )
                # the title may be blank (docs/game-record.md; the list of games says "untitled"), as the names of
                # the seats past the fewest players are: a newcomer's try took Enter on it, going on to Player 1, for
                # a name the game needed and had not asked for
                yield FieldRow(
                    "Title",
                    Input(placeholder="e.g. Thursday club, or blank", id="title", compact=True),
                    classes="row",
                )
                for seat in range(1, MAX_SEATS + 1):
                    yield FieldRow(
                        f"Player {seat}" + (" (clockwise)" if seat == 1 else ""),
                        Input(placeholder="name" if seat <= 2 else "name, or blank", id=f"name_{seat}", compact=True),
                        LiteralSelect(
                            STARTING_PLANES,
                            value=default_starting_plane(seat),
                            allow_blank=False,
                            id=f"plane_{seat}",
                            compact=True,
                            classes="af-plane",
                            tooltip="Air Fare: the starting plane of this seat",
                        ),
                        classes="row",
                        id=f"seat_{seat}",
                    )
                yield FieldRow(
                    _choices("air_empire", "first_senior_president")[0],
                    LiteralSelect([("1: ?", 1)], value=1, allow_blank=False, id="senior", compact=True),
                    classes="row air-empire-option",
                    id="senior-row",
                )
                yield FieldRow(
                    _choices("air_empire", "senior_order")[0],
                    Input(
                        placeholder="clockwise; or seats in turn, e.g. 3 1 4 2",
                        id="senior_order",
                        compact=True,
                        tooltip="Air Empire, Playing Procedure 1: the order of the Senior Presidents, "
                        "seat numbers or names (blank: clockwise from the first)",
                    ),
                    classes="row air-empire-option",
                    id="senior-order-row",
                )
                yield FieldRow(
                    _choices("air_empire", "plane_supply")[0],
                    LiteralSelect(
                        PLANE_SUPPLY_CHOICES,
                        value=PLANE_SUPPLY_CHOICES[0][1],
                        allow_blank=False,
                        id="plane_supply",
                        compact=True,
                    ),
                    classes="row air-empire-option",
                    id="plane-supply-row",
                )
                for option, (label, choices) in TOURNAMENT_CHOICES.items():
                    yield FieldRow(
                        label,
                        LiteralSelect(choices, value=choices[0][1], allow_blank=False, id=f"t_{option}", compact=True),
                        classes="row tournament-option",
                        id=f"t_row_{option}",
                    )
                    if option == "end":
                        yield FieldRow(
                            _choices("air_empire", "years")[0],
                            NumberInput(
                                str(TOURNAMENT_YEARS),
                                id="t_years",
                                what="Years: digits only",
                                restrict=r"[0-9]*",
                                compact=True,
                                tooltip="The Tournament Game's time limit, in years",
                            ),
                            classes="row tournament-option",
                            id="t_row_years",
                        )
                for option, (label, choices, default) in GOLDEN_AGE_OPTIONS.items():
                    yield FieldRow(
                        label,
                        LiteralSelect(choices, value=default, allow_blank=False, id=option, compact=True),
                        classes="row golden-age-option",
                    )
                for option, (label, choices, default) in air_fare_options().items():
                    yield FieldRow(
                        label,
                        LiteralSelect(choices, value=default, allow_blank=False, id=f"af_{option}", compact=True),
                        classes="row air-fare-option",
                        id=f"af_row_{option}",
                    )
            # the options the fields' box hides below the names (at 80×24 every game's), named: a newcomer never
            # saw them, and Enter on the last name created the game without them
            yield PlainStatic("", id="new-more", markup=False)
            yield PlainStatic("", id="new-box", markup=False)
            yield PlainStatic("", id="new-live", markup=False)
            yield PlainStatic(NEW_GAME_KEYS, id="new-keys", markup=False)
        yield Footer()

    def on_mount(self) -> None:
        self.removal_seed = secrets.randbelow(1_000_000)
        self.boxes = self._read_boxes()
        self.show_game_fields()
        # the Game list first, on the game last started: "air f" Enter picks Air Fare, Enter alone keeps the game
        # shown (two newcomers' tries: starting Air Fare took Up Up from the Title first)
        self.query_one("#game", LiteralSelect).focus()
        # every option's default, as the form opened (not the game, its variant, the title, the names, nor the
        # First Senior President, whose list follows the names): Esc asks before dropping one changed
        self._game_at_open = self.game_name()
        skip = {"game", "variant", "title", "senior", *(f"name_{seat}" for seat in range(1, MAX_SEATS + 1))}
        self._defaults = {
            field.id: _value(field)
            for field in self.query_one("#new-fields").query("Input, LiteralSelect")
            if field.id and field.id not in skip
        }
        self.check()
        self.watch(self.query_one("#new-fields", FormBody), "scroll_y", self._options_moved, init=False)
        # after each layout too: rows shown or hidden (Air Fare's Price War "yes" shows a row, "no" hides it) and a
        # live line grown or shrunk change what the fields' box holds with nothing scrolled (a newcomer's try at
        # 120x36: Price War yes then no, and the line still said "↓ Options below: Maintenance and a crash", in view)
        self.screen_layout_refresh_signal.subscribe(self, lambda _screen: self.say_options_below())

    def focus_next(self, selector: str | type[QueryType] = "*") -> Widget | None:
        """Textual's Tab; in an open list where something was typed, the option found is chosen and the next field
        focused (:func:`~tui.base.widgets.tab_from_search`). A newcomer's try: "Tou" in the Variant list, then Tab,
        left the Basic Game."""
        went = tab_from_search(self, self._fields_after)
        return went if went is not None else super().focus_next(selector)

    def _fields_after(self, select: LiteralSelect[Any]) -> list[Widget]:
        """The fields after ``select`` in the focus chain (not its own open list)."""
        chain = [w for w in self.focus_chain if not isinstance(w, SearchOverlay)]
        return chain[chain.index(select) + 1 :] if select in chain else []

    def _options_moved(self, _scroll_y: float) -> None:
        self.call_after_refresh(self.say_options_below)

    def on_resize(self, _event: events.Resize) -> None:
        """A new terminal size: the fields' box holds more or fewer rows, the focused field is scrolled back into
        view, the line says anew what is below. A newcomer's try: on "Planes in the Bank", resized 80x24 → 120x36 →
        60x20 → 80x24, the form showed its top half with no ▸ anywhere, and the next Enter landed on "Game ends"."""
        self.call_after_refresh(self._after_resize)

    def _after_resize(self) -> None:
        if not self.is_attached:
            return
        focused: Widget | None = self.focused
        if isinstance(focused, SelectOverlay):
            focused = focused.parent if isinstance(focused.parent, Widget) else None
        body = self.query_one("#new-fields", FormBody)
        if focused is not None and body in focused.ancestors:
            row = focused.parent if isinstance(focused.parent, FieldRow) else focused
            body.scroll_to_widget(row, animate=False, immediate=True)
        self.say_options_below()

    def options_below(self) -> list[str]:
        """The labels of the chosen game's options shown on the form but below the fields' box, as scrolled now
        (none once the banker has scrolled or stepped down to them)."""
        body = self.query_one("#new-fields", FormBody)
        bottom = body.scroll_y + body.scrollable_content_region.height
        below = []
        for row in body.query(self.option_rows()):
            if row.display and row.virtual_region.bottom > bottom:
                below.append(row.label.strip() if isinstance(row, FieldRow) else str(row.id))
        return below

    def say_options_below(self) -> None:
        """The line under the fields: the options still below the fold, by name, and how to reach them (hidden
        when none is)."""
        if not self.is_attached:
            return
        line = self.query_one("#new-more", Static)
        below = self.options_below()
        # once shown, the line stays while the fields scroll (the box keeps its height: nothing jumps), and says
        # how the options end
        shown = bool(below) or (
            line.display and bool(self.options_after_names()) and self.query_one("#new-fields").max_scroll_y > 0
        )
        width = self.query_one("#new").content_region.width
        said = options_line(below, width) if below else LAST_OPTION
        # changed only when it changes: each change lays the form out again, and each layout says the line anew
        if line.display != shown:
            line.display = shown
        if said != self._options_said:
            self._options_said = said
            line.update(said)

    def game_name(self) -> str:
        return str(self.query_one("#game", Select).value)

    def form(self) -> type[NewGameForm]:
        """The chosen game's part of the form (:data:`tui.games.SCREENS`)."""
        form: type[NewGameForm] = screens_for(self.game_name()).new_game()
        return form

    def seats(self) -> int:
        """The seats the chosen game offers."""
        return meta_for(self.game_name()).new_game_seats

    def show_game_fields(self) -> None:
        """Only the chosen game's seats and options are shown (and so reached by Tab and Enter)."""
        seats = self.seats()
        for seat in range(1, MAX_SEATS + 1):
            self.query_one(f"#seat_{seat}").display = seat <= seats
        for name in game_names():
            screens_for(name).new_game().show(self, name == self.game_name())
        self.show_keys()
        self.call_after_refresh(self.say_options_below)
        if hasattr(self, "boxes"):
            self.show_box()

    def _read_boxes(self) -> dict[str, Box | str | None]:
        """The boxes kept in the book, by game (None: none kept; text: why the book's box cannot be read)."""
        boxes: dict[str, Box | str | None] = {}
        for name in game_names():
            if not has_box(name):
                continue
            try:
                boxes[name] = airbanker(self).book.box(name)
            except RuleViolation as error:  # a damaged book: the game is typed at the table, and said so
                title = meta_for(name).short_title
                boxes[name] = f"The book's {title} box cannot be read ({error.message}): typed at the table."
        return boxes

    def chosen_box(self) -> Box | None:
        """The box kept for the chosen game (None: none, or none that can be read)."""
        box = self.boxes.get(self.game_name())
        return box if isinstance(box, Box) else None

    def show_box(self) -> None:
        """Say which box values the chosen game and variant will use (nothing for a game without a box)."""
        line = self.query_one("#new-box", Static)
        game = self.game_name()
        kept = self.boxes.get(game) if game in self.boxes else None
        if not has_box(game):
            line.update("")
            line.display = False
            self.set_class(False, "-boxed")
            return
        variant = str(self.query_one("#variant", Select).value)
        line.update(kept if isinstance(kept, str) else box_uses(kept, game, variant))
        line.display = True
        self.set_class(True, "-boxed")  # the fields scroll in two lines less: the keys stay in sight at 80×24

    def names(self) -> list[str]:
        typed = [self.query_one(f"#name_{seat}", Input).value for seat in range(1, self.seats() + 1)]
        while typed and not typed[-1].strip():
            typed.pop()
        return [name.strip() for name in typed]

    def setup(self) -> GameSetup:
        """The setup typed so far (not yet checked)."""
        game = self.query_one("#game", Select).value
        options = self.form().options(self)
        variant = self.query_one("#variant", Select).value
        # a new game stores today's reading of every option whose reading changed (ledger.schema.IF_LEFT_OUT)
        options = new_game_options(meta_for(str(game)).options, options) if str(game) in game_names() else options
        return GameSetup(
            str(game), str(variant), self.query_one("#title", Input).value.strip(), tuple(self.names()), options
        )

    def check(self) -> GameSetup | None:
        """Check the setup with the game's rules; show why it is refused; the setup when it is accepted."""
        live = self.query_one("#new-live", Static)
        setup = self.setup()
        try:
            game = Game(setup)
        except Exception as error:  # noqa: BLE001 - RuleViolation, or anything: a message, never a traceback
            said = refusal_text(self, error, setup=setup) if isinstance(error, RuleViolation) else str(error)
            least, most = meta_for(setup.game).seats if setup.game in game_names() else (0, 0)
            if isinstance(error, RuleViolation) and error.field == "players" and len(setup.players) < least:
                # names still to type: say what to type, as the fields name it, not the count refused
                typed = f"{len(setup.players)} typed so far" if setup.players else "none typed yet"
                said = (
                    f"type the players' names: {meta_for(setup.game).short_title} is for {least}–{most} players, "
                    f"{typed} ({text_words(error.rule)})"
                )
            self.live_text = self.form().refused(self, setup, error) or f"Not yet: {said}"
            live.update(self.live_text)
            live.set_class(True, "-refused")
            return None
        self.live_text = self.form().ready(setup, game)
        live.update(self.live_text)
        live.set_class(False, "-refused")
        return setup

    def refresh_seniors(self) -> None:
        select = self.query_one("#senior", Select)
        names = self.names()
        current = select.value
        # never empty (the list has no blank: its prompt "seat 1" was listed beside "1: Dora", the same seat twice)
        options = [(f"{seat}: {name or '?'}", seat) for seat, name in enumerate(names, start=1)] or [("1: ?", 1)]
        if [o[0] for o in options] == getattr(self, "_senior_labels", None):
            return
        self._senior_labels = [o[0] for o in options]
        with select.prevent(Select.Changed):
            select.set_options(options)
            select.value = current if isinstance(current, int) and current <= len(options) else 1
            # the same seat kept: its value unchanged, Textual would leave the label of the names before
            select.mutate_reactive(Select.value)  # type: ignore[misc]  # Textual's own idiom

    @on(LiteralSelect.Picked, "#game")
    def game_picked(self, event: LiteralSelect.Picked) -> None:
        """A game picked in the open list: the keys typed next go to the next thing to type, as in every form
        (issue 13, nothing typed is lost): the Variant, shown with its one choice where the game has one (1930, Air
        Fare), so that the same keys typed ahead land on the same fields in every game (a banker's try: 1930 skipped
        the Variant, and "Enter, Enter, the title" put the title into Player 1). The focus stayed on the Game list,
        where the letters of a title typed next searched the list and chose another game ("Friday": 1930)."""
        event.stop()
        self.call_after_refresh(self._after_game_picked)

    def _after_game_picked(self) -> None:
        self.query_one("#variant").focus()

    def show_keys(self) -> None:
        """The key line for what has the focus: a list, open or closed, is worked as in every form
        (:data:`~tui.base.widgets.LIST_KEYS`); a field says where Enter goes (a newcomer's try: on the Game
        list the line still said "Enter: next field")."""
        focused = self.focused
        if isinstance(focused, SelectOverlay):
            keys = NEW_GAME_OPEN_LIST_KEYS
        elif isinstance(focused, Select):
            keys = NEW_GAME_LIST_KEYS
        else:
            keys = OPTIONS_KEYS if self.options_after_names() else NEW_GAME_KEYS
        self.query_one("#new-keys", Static).update(keys)

    def on_search_overlay_unmatched(self, event: SearchOverlay.Unmatched) -> None:
        """A search typed in an open list that matches no option: the key line says so, as a form's does."""
        event.stop()
        self._search_keys(event.overlay)

    def on_search_overlay_several_match(self, event: SearchOverlay.SeveralMatch) -> None:
        """A search typed in an open list that matches several options: the key line names them, as a form's does
        (a newcomer's try: "air" on the Game list said nothing, Air Empire, Air Fare and 1930's Airlines matching)."""
        event.stop()
        self._search_keys(event.overlay)

    def on_search_overlay_undecided(self, event: SearchOverlay.Undecided) -> None:
        """Enter (Tab, ctrl+s) on a search that begins several names ("air": Air Empire, Air Fare) chose none: the key
        line names them (:func:`~tui.base.widgets.search_keys`), then follows the list."""
        event.stop()
        self._search_keys(event.overlay)

    def _search_keys(self, overlay: SearchOverlay) -> None:
        if not self.is_attached:
            return
        line = self.query_one("#new-keys", Static)
        said = search_keys(overlay, line.content_size.width)
        if said is None:
            self.show_keys()
        else:
            line.update(said)

    def on_descendant_focus(self, event: events.DescendantFocus) -> None:
        FormScreen._restyle_row(event.widget)  # the label marked is the focused field's (app.tcss)
        self.show_keys()
        if self.query_one("#new-live", Static).has_class("-refused"):
            self.check()  # a refusal that points at a field says where it is from the field the banker is on now

    def where_is(self, field_id: str) -> str:
        """Where the field ``field_id`` is from the field the banker is on: ``"below"``, ``"above"`` or ``"here"``
        (a newcomer's try: Enter down past Air Fare's "5-6 players", the line still said to choose it below)."""
        chain = self.focus_chain
        focused = self.focused
        if isinstance(focused, SelectOverlay):
            focused = focused.parent  # type: ignore[assignment]  # an open list is its Select's
        field = next((w for w in chain if w.id == field_id), None)
        if field is None or focused not in chain:
            return "below"
        if field is focused:
            return "here"
        return "above" if chain.index(field) < chain.index(focused) else "below"

    def on_descendant_blur(self, event: events.DescendantBlur) -> None:
        FormScreen._restyle_row(event.widget)

    def on_input_changed(self, event: Input.Changed) -> None:
        if event.input.id and event.input.id.startswith("name_"):
            self.refresh_seniors()
        self.check()

    def on_select_changed(self, event: Select.Changed) -> None:
        if event.select.id and event.select.id.removeprefix("af_") in AIR_FARE_DEPENDS.values():
            self.show_game_fields()
        if event.select.id in ("variant", "t_end"):
            self.show_game_fields()
        if event.select.id == "game":
            variant = self.query_one("#variant", Select)
            variants = _variants(str(event.value))
            with variant.prevent(Select.Changed):
                variant.set_options(variants)
                variant.value = variants[0][1]
            self.show_game_fields()
            self.refresh_seniors()
            if event.select.has_focus:
                # chosen by the banker: on to the variant, as Enter does in every other form's list, in every game
                # (one to choose or not: the keys typed ahead land on the same fields whichever game is chosen)
                variant.focus()
        self.check()

    def on_literal_select_picked(self, event: LiteralSelect.Picked) -> None:
        """Enter in an open list chooses and moves on to the next field, as in every form (the key line says
        "Enter: next field"): the focus left on the list took the title typed next as a search of that list,
        and its Enter chose again (the variant just chosen went back to the Basic Game, the title was lost)."""
        event.stop()
        # after the refresh: choosing the game or the variant shows or hides rows first; a game chosen anew has
        # moved the focus already (to the variant)
        self.call_after_refresh(self._move_on_from, event.select)

    def _move_on_from(self, select: LiteralSelect[Any]) -> None:
        if self.focused is not select:
            return
        options = self.options_after_names()
        if options and select is options[-1]:
            self.action_create()  # the last of the options after the names: Enter creates, as on the last name
            return
        self.focus_next()

    def option_rows(self) -> str:
        """The selector of the chosen game's option rows (its form's :attr:`NewGameForm.OPTION_ROWS`)."""
        rows = screens_for(self.game_name()).new_game().OPTION_ROWS
        return ", ".join(f".{name}" for name in rows) or "#no-option-rows"

    def options_after_names(self) -> list[Widget]:
        """The fields Enter goes on to after the names before creating: the chosen game's options shown (Air
        Empire's Senior Presidents and the Bank's planes, and the Tournament Game's end, years and fluctuation
        re-bid; 1930's Gray Tech box, Research limit and turn 1's order; Air Fare's variants and readings), or
        none: Enter on the last name creates. A newcomer's try at 80×24: every game's options but the Tournament's
        were below the fold, and Enter on the last name created the game without reaching them."""
        rows = [w for w in self.query_one("#new-fields").query(self.option_rows()) if w.display]
        return [f for row in rows for f in row.query("Input, LiteralSelect") if f.focusable]

    def names_end_at(self, seat: int) -> bool:
        """Whether a blank name at ``seat`` ends the names: none is typed after it, and the game's fewest players are
        typed before it."""
        typed = [self.query_one(f"#name_{s}", Input).value.strip() for s in range(1, self.seats() + 1)]
        least = meta_for(self.game_name()).seats[0]
        return not any(typed[seat:]) and sum(1 for name in typed if name) >= least

    def on_input_submitted(self, event: Input.Submitted) -> None:
        event.stop()
        options = self.options_after_names()
        field = event.input.id or ""
        blank_name = field.startswith("name_") and not event.value.strip()
        if blank_name and not self.names_end_at(int(field.removeprefix("name_"))):
            # the cursor stays on the blank name and the line says what it lacks: an extra Enter on a name went on
            # to the next seat, and the names typed after it landed a seat late, a blank row left between (a
            # newcomer's "Ann Enter Enter Bea Enter ...")
            self.app.bell()
            self.check()
            return
        if field == f"name_{self.seats()}" or blank_name:
            if options:
                options[0].focus()  # on to the options (the fields scroll to them), Enter on the last creates
                return
            self.action_create()
        elif options and event.input is options[-1]:
            self.action_create()
        elif event.input.id and event.input.id.startswith("name_"):
            # the next name, past the seat's starting plane (Air Fare: reached with Tab)
            self.query_one(f"#name_{int(event.input.id[5:]) + 1}", Input).focus()
        else:
            self.focus_next()

    def action_create(self) -> None:
        if searched_nothing(self):
            self.notify(f"Not created: {SEARCHED_NOTHING}.", severity="warning", markup=False)
            return
        if search_undecided(self):
            return  # a search that begins several names ("air"): none is taken, the key line says which
        take_searched_option(self)  # a game, variant or option found in an open list, as Enter would take it
        setup = self.check()
        if setup is None:
            self.notify(self.live_text, title="Not created", severity="warning", markup=False)
            return
        box = self.chosen_box()
        if box is None or box.confirmed_on is not None:
            self.create(setup, box)
            return

        def answered(answer: bool | None) -> None:
            if answer is None:  # back to the form
                return
            if not answer:
                self.create(setup, None)
                return
            assert box is not None
            try:
                confirmed = airbanker(self).book.confirm_box(box)
            except RuleViolation as error:
                self.notify(refusal_text(self, error), title="Box not confirmed", severity="error", markup=False)
                return
            self.boxes[setup.game] = confirmed
            self.create(setup, confirmed)

        self.app.push_screen(ConfirmBoxScreen(box), answered)

    def create(self, setup: GameSetup, box: Box | None) -> None:
        """Create the game; with ``box``, its first actions are what it takes from the box (its tables,
        each noted "from the box (…)"), stored with the game in one transaction: the game replays
        without the box (:func:`ledger.box.first_actions`)."""
        first = first_actions(box, setup.variant) if box is not None else []
        try:
            game_id = airbanker(self).book.create_game(setup, first=first)
        except RuleViolation as error:  # nothing is stored: the setup, or a table of the box, refused
            title = "Refused" if not first else "Refused (with the box's tables)"
            self.notify(refusal_text(self, error, setup=setup), title=title, severity="error", markup=False)
            return
        said = f"Game {game_id} created: {', '.join(setup.players)}."
        if first:
            said += " Tables from the box."
        self.notify(said, markup=False)
        self.dismiss(game_id)

    def action_field_step(self, step: int) -> None:
        """Up or Down (:class:`~tui.base.widgets.FormBody`): the field above or below among those shown for the
        game chosen, in the same column of a seat's row (a name, Air Fare's starting plane)."""
        # the focus chain, not ``focusable``: a field of another game sits in a hidden row (its own display stays
        # on), and stepping onto it lost the focus from sight (a newcomer's try: Up from Air Fare's first option)
        shown = set(self.focus_chain)
        fields = [w for w in self.query_one("#new-fields").query("Input, LiteralSelect") if w in shown]
        step_field(fields, self.focused, step)

    def typed(self) -> bool:
        """Whether a title or a name has been typed (Esc asks before throwing them away)."""
        fields = ["#title", *(f"#name_{seat}" for seat in range(1, MAX_SEATS + 1))]
        return any(self.query_one(f, Input).value.strip() for f in fields)

    def options_changed(self) -> bool:
        """Whether the game, its variant or one of its options shown (Air Fare's starting planes among them)
        differs from its default: what the form held when it opened (a variant, the game's first). A newcomer's
        try: options chosen before any name was typed were dropped by Esc without a word."""
        game = self.game_name()
        if self._game_at_open is not None and game != self._game_at_open:
            return True  # another game chosen (a newcomer's try: only the Game list changed, Esc closed silently)
        if str(self.query_one("#variant", Select).value) != meta_for(game).variants[0].id:
            return True
        defaults: dict[str, Any] = getattr(self, "_defaults", {})
        for row in self.query_one("#new-fields").query(".row"):
            if not row.display:
                continue
            for field in row.query("Input, LiteralSelect"):
                if field.id in defaults and field.display and _value(field) != defaults[field.id]:
                    return True
        return False

    def unsaved(self) -> bool:
        """Whether a title or a name is typed, or an option chosen (Esc and ctrl+q ask before dropping them)."""
        return self.typed() or self.options_changed()

    def action_cancel(self) -> None:
        """Esc: no game. With a title or names typed, or an option chosen, it asks first, as the bids form does (a
        newcomer's try: Esc on the form threw four names away without a word)."""
        cancel_or_ask(self, self.unsaved(), "Drop the new game typed so far? Nothing is created.", "Drop it", None)
