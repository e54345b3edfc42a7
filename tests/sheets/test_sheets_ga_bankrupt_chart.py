"""1930's dividend summary: under the Stock Market prices chart, where a bankrupt airline's line stops (read back
with pypdf; the bundled 4-player sample, Brown bankrupt at the end of turn 4)."""

from __future__ import annotations

from pathlib import Path

from pypdf import PdfReader
from sample_helpers import replayed_sample

from ledger.charts import line_charts
from ledger.games import golden_age
from sheets.dividends import write_dividend_summary


def test_the_price_chart_says_where_brown_went_out(tmp_path: Path) -> None:
    """A newcomer's try: Brown's price line stopped at T3 with nothing to say why. A note under the chart says it
    went bankrupt at the end of turn 4 ("out T4") and where its line stops; it is on the chart's page."""
    game = replayed_sample("golden-age-4p")
    state = game.state
    assert [(b.turn, b.airline) for t in golden_age.dividend_summary(state) for b in t.bankruptcies] == [(4, "Brown")]
    path = write_dividend_summary(
        golden_age.dividend_summary(state),
        golden_age.final_totals(state),
        tmp_path / "dividends.pdf",
        game_title=state.title,
        charts=line_charts(game),
    )
    pages = [" ".join(page.extract_text().split()) for page in PdfReader(path).pages]
    chart_page = next(text for text in pages if "Stock Market price of each airline by turn" in text)
    assert "Brown went bankrupt at the end of turn 4 (out T4): its line stops at T3." in chart_page, chart_page
