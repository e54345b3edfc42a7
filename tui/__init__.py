"""The banker's seat: the Textual app and the ``airbanker`` command line.

Draws what ``ledger`` computes; no rule of a game lives here.
"""
