"""TRANSITIONAL: the engine still lives in ledger/air_empire.py; this package re-exports it whole."""

from ... import air_empire as _engine
from .meta import META

globals().update({k: v for k, v in vars(_engine).items() if not k.startswith("__")})
RULES = _engine.RULES
RULES.meta = META  # type: ignore[attr-defined]
