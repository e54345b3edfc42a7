"""1930: the figures the rulebook prints and the names of its sections (rule citations).

The Setup table, the First Round Turn Order cards' money, the Stock token limits and income
marks, the paid City Upgrade costs, the Contract cards (data/rulebook.toml, each figure with the
sentence it comes from); the Technology Track's colours, the eight actions and the phases.
"""

from __future__ import annotations

import tomllib
from dataclasses import dataclass
from importlib import resources
from typing import Any

# -- Rule citations -------------------------------------------------------------------------
R_SETUP = "1930, Setup"
R_FIRST = "1930, Stock Phase, The First Stock Round"
R_NORMAL = "1930, Stock Phase, Normal Stock Rounds"
R_TRACKING = "1930, Stock Phase, Tracking the Purchase of Stock Share Tokens"
R_BASIC = "1930, Stock Phase, Basic Rules About Stock Tokens"
R_BANKRUPTCY = "1930, Stock Phase, Bankruptcy"
R_OPERATING = "1930, Operation Phase, Operating Rounds"
R_OPERATIONS = "1930, Operation Phase, Airline Operations"
R_EXPAND = "1930, Operation Phase, Expand"
R_RELOCATE = "1930, Operation Phase, Relocate"
R_UPGRADE = "1930, Operation Phase, Upgrade"
R_OPEN = "1930, Operation Phase, Open"
R_HUB = "1930, Operation Phase, Hub"
R_RESEARCH = "1930, Operation Phase, Research"
R_FLY = "1930, Operation Phase, Fly"
R_STAND = "1930, Operation Phase, Stand"
R_TECH = "1930, Important Game Concepts, Technology"
R_CONTRACTS = "1930, Important Game Concepts, Contract Cards"
R_EOT = "1930, End of Turn Phase, End of Turn - Clean Up"
R_END = "1930, End of Game Phase, End of Game & Final Flight"
R_TABLES = "DESIGN.md, tables the rulebooks do not print"
R_RECORD = "docs/game-record.md, 1930"
R_READINGS = "docs/rule-readings.md, 1930"
#: an airline's income starts at its Home City's Gate (Setup 8) and never falls to $0 (Relocate, Open)
R_HOME = "1930, Setup 8 (the Home City's Gate)"


# -- Figures printed in the rulebook (ledger/games/golden_age/data/rulebook.toml) -----------------
def _load(name: str) -> dict[str, Any]:
    text = resources.files("ledger.games.golden_age.data").joinpath(name).read_text("utf-8")
    return tomllib.loads(text)


_RULEBOOK = _load("rulebook.toml")


@dataclass(frozen=True)
class SetupRow:
    """A column of the Setup table (1930, Setup): one player count.

    Attributes:
        players: the number of players.
        airlines: airlines in the game.
        tokens_start: Stock tokens per airline in the Available Stock Pool at the start.
        tokens_total: Stock tokens per airline in all (the rest come at income marks).
        max_per_airline: most Stock tokens one player may hold in one airline.
    """

    players: int
    airlines: int
    tokens_start: int
    tokens_total: int
    max_per_airline: int


SETUP_TABLE: dict[int, SetupRow] = {r["players"]: SetupRow(**r) for r in _RULEBOOK["setup"]}
#: money on First Round Turn Order cards 1-3 as the First Stock Round example shows it (provenance
#: "rulebook example": offered by default, the cards dealt may say otherwise)
STARTING_MONEY: dict[int, int] = {r["card"]: r["money"] for r in _RULEBOOK["starting_money"]}
TOKEN_LIMIT: int = _RULEBOOK["stock"]["token_limit"]
INITIAL_PRICES: tuple[int, ...] = tuple(_RULEBOOK["stock"]["initial_prices"])
FIRST_ROUND_TOKENS: int = _RULEBOOK["stock"]["first_round_tokens"]
BANKRUPT_PRICE: int = _RULEBOOK["stock"]["bankrupt_price"]
TOKEN_MARKS: tuple[int, ...] = tuple(_RULEBOOK["stock"]["token_marks"])
TOKEN_MARKS_TWO_PLAYERS: tuple[int, ...] = tuple(_RULEBOOK["stock"]["token_marks_two_players"])
HUB_MARKS: tuple[int, ...] = tuple(_RULEBOOK["operation"]["hub_marks"])
MAX_ACTIONS: int = _RULEBOOK["operation"]["max_actions"]
MAX_PAID_UPGRADES: int = _RULEBOOK["operation"]["max_paid_upgrades"]
GATES_PER_AIRLINE: int = _RULEBOOK["operation"]["gates_per_airline"]
GATES_RESERVE: int = _RULEBOOK["operation"]["gates_reserve"]
PAID_UPGRADE_COSTS: dict[str, int] = dict(_RULEBOOK["paid_upgrade_costs"])
CONTRACTS_PER_PLAYER: int = _RULEBOOK["contracts"]["per_player"]
CONTRACT_VALUES: tuple[int, ...] = tuple(_RULEBOOK["contracts"]["values"])
#: what the rules require of any Stock Market track (a table that breaks it is refused)
ANCHORS: dict[str, Any] = dict(_RULEBOOK["anchors"])
#: what the rulebook's examples show of the boards (a table that differs is accepted with a warning)
EXAMPLES: dict[str, Any] = dict(_RULEBOOK["examples"])

#: The Technology Track's colours, in order (1930, Important Game Concepts, Technology).
TECH_COLOURS = ("White", "Yellow", "Green", "Brown", "Gray")
#: Airline colours by default: the six the rulebook names first, then four illustrative names.
DEFAULT_AIRLINES = ("Blue", "Green", "Orange", "Yellow", "Pink", "Brown", "Red", "Purple", "Black", "Teal")
ACTIONS = ("expand", "relocate", "upgrade", "open", "hub", "research", "fly", "stand")
MAP_ACTIONS = ("expand", "relocate", "upgrade", "open", "hub")
#: The actions that change the active airline's income, typed with the action (1930, Operation Phase, Expand: "the
#: income for that airline is represented by the number on that city space"; Relocate; Upgrade; Open; Hub: "always
#: add income"), in the Operation Phase or as an End of Turn purchased action: the map actions.
INCOME_ACTIONS = MAP_ACTIONS
#: The actions that may buy extra City Upgrade tiles of the airline's colour (1930, Operation Phase, Upgrade; Open).
PAID_UPGRADE_ACTIONS = ("upgrade", "open")
#: The map actions that may change the other airlines' incomes, and how, in the banker's words (1930, Operation
#: Phase, Relocate: "the remaining Gates slide to the left … a small adjustment of those affected airline's income";
#: Upgrade: "All airlines that have an Airline Gate in the upgrade cities should indicate their new income level";
#: Open places a City Upgrade tile as Upgrade does). Each of those incomes is typed on its own once the action is
#: recorded: the action's own form asks the active airline's only.
OTHER_INCOMES_CHANGED = {
    "relocate": "Gates that slide left into a space left may change them",
    "upgrade": "every airline with a Gate in an upgraded city gains",
    "open": "every airline with a Gate in an upgraded city gains",
}

PHASE_NAMES = {
    "setup": "Setup",
    "first_stock": "First Stock Round",
    "stock": "Normal Stock Round",
    "operation": "Operation Phase",
    "end_of_turn": "End of Turn Phase",
    "final_flight": "Final Flight",
    "over": "game over",
}


def illustrative_tables() -> dict[str, Any]:
    """A ``golden_age.tables`` payload with an ILLUSTRATIVE track and Dividend Level table.

    Made up (ledger/games/golden_age/data/illustrative_tables.toml), agreeing with the rulebook's
    anchors; never the board's. For tests, samples and to prefill the banker's form.
    """
    data = _load("illustrative_tables.toml")
    return {
        "provenance": "illustrative",
        "track": [dict(b) for b in data["track"]],
        "dividends": [dict(r) for r in data["dividends"]],
    }
