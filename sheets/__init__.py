"""airbanker's sheets: printable PDFs (reportlab platypus) drawn from ``ledger`` view models.

``sheets`` draws what ``ledger`` computes: it holds no rule of any game, only layout. It
imports ``ledger`` and never imports ``tui`` or ``textual`` (DESIGN.md, "Layers"), so a PDF
can be written from a script, a test or a worker thread of the app alike.

Modules:
    fonts: the embedded Unicode font (DejaVu Sans) every sheet is set in.
    common: layout pieces the sheets share (one-line cells, ink, headings, the PDF build).
    recap: Air Empire's Condensed Re-cap Sheets, filled from the ledger or blank.
    dividends: 1930's dividend summary (every Fly per turn and whom it paid, final totals).
"""
