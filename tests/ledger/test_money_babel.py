"""format_money applies babel's number pattern parsed once and the symbol looked up once: the same text as
babel's format_currency writes."""

from __future__ import annotations

from babel.numbers import format_currency
from hypothesis import given, strategies as st

from ledger.money import format_money, format_signed


@given(
    amount=st.integers(min_value=-(10**15), max_value=10**15),
    locale=st.sampled_from(["en_US", "de_DE", "fr_FR", "en_GB", "ja_JP", "sv_SE", "ar_EG", "hi_IN"]),
    millions=st.booleans(),
)
def test_format_money_is_babels_format_currency(amount: int, locale: str, millions: bool) -> None:
    babel = format_currency(
        amount, "USD", locale=locale, format_type="standard", currency_digits=False, format="¤#,##0;-¤#,##0"
    )
    assert format_money(amount, locale=locale, millions=millions) == (f"{babel}M" if millions else babel)


def test_format_signed_has_format_moneys_minus() -> None:
    """A change of money: "+" before an increase, format_money's own "-" (never U+2212) before a decrease."""
    assert [format_signed(a) for a in (500, -1_000, 0)] == ["+$500", "-$1,000", "$0"]
    assert [format_signed(a, millions=True) for a in (9, -10)] == ["+$9M", "-$10M"]
    assert format_signed(-5_500) == format_money(-5_500)
