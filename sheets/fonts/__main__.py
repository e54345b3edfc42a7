"""``python -m sheets.fonts``: print ``ledger/printable.toml`` anew from the embedded fonts."""

from sheets.fonts import printable_toml

print(printable_toml(), end="")
