"""airbanker's ledger: money, the append-only journal, the rules of each game, the store.

This package never imports ``sheets``, ``tui`` or ``textual``: the rules are pure Python,
testable without a terminal, a database or a PDF (DESIGN.md, "Layers").
"""
