"""Whole-unit money: rounding rules of the rulebooks and display through babel.

Money is always an ``int`` in the game's unit (whole dollars for Air Empire and 1930,
$ millions for Air Fare). Percentages are computed with :class:`fractions.Fraction`, never
floats, and rounded by the rule of the game that asks for them.
"""

from __future__ import annotations

from fractions import Fraction
from functools import lru_cache

from babel import Locale
from babel.numbers import NumberPattern, get_currency_symbol, parse_pattern

__all__ = ["round_hundred_half_down", "percent_of", "format_money", "format_signed", "format_recap_amount"]


def round_hundred_half_down(amount: Fraction | int) -> int:
    """Round to the nearest $100, halves going down (towards zero).

    Air Empire, Basic Game, "Reminder Rules" 9: "All computations are rounded off to the
    nearest $100. If the computation ended up at $2,150, it is rounded off to $2,100.
    $2,151 would be rounded off to $2,200." A negative amount is rounded by its magnitude
    (-$2,150 -> -$2,100), so a deduction and the same credit round alike.

    Args:
        amount: whole dollars, exact (an ``int`` or a ``Fraction``).

    Returns:
        Whole dollars, a multiple of 100.
    """
    # integer arithmetic on numerator and denominator: exact, and no Fraction is built for an int
    if type(amount) is int:
        numerator, denominator = amount, 1
    elif type(amount) is Fraction:  # already in lowest terms
        numerator, denominator = amount.numerator, amount.denominator
    else:
        value = Fraction(amount)
        numerator, denominator = value.numerator, value.denominator
    sign = -1 if numerator < 0 else 1
    hundreds, remainder = divmod(abs(numerator), 100 * denominator)
    return sign * (hundreds + (1 if remainder > 50 * denominator else 0)) * 100


def percent_of(amount: int, percent: int) -> Fraction:
    """Exact ``percent`` % of ``amount`` (whole units), as a Fraction to be rounded by a rule."""
    return Fraction(amount * percent, 100)


@lru_cache(maxsize=1 << 16)
def format_money(amount: int, *, currency: str = "USD", locale: str = "en_US", millions: bool = False) -> str:
    """Format whole units for display through babel.

    Args:
        amount: whole dollars (or whole $ millions when ``millions`` is true).
        currency: ISO 4217 code.
        locale: a babel locale name; en_US by default (DESIGN.md, "Money").
        millions: Air Fare counts in $ millions: "$50M".

    Returns:
        e.g. ``"$12,400"``, ``"-$600"``, ``"$50M"``.

    Remembered: babel takes tens of microseconds an amount, and a journal, an audit or a
    table screen formats the same amounts again and again. The pattern and the locale are
    parsed by babel once (:func:`_babel_pattern`, :func:`_babel_locale`), not on every call as
    ``format_currency`` does: an audit formats thousands of amounts that are never the same
    (each balance assertion's count), some 48 µs each that way, 7 µs with babel's parsed
    number pattern applied and the currency's symbol looked up once (the same text).
    """
    try:
        babel_locale = _babel_locale(locale)
        digits = _babel_pattern().apply(abs(amount), babel_locale, currency_digits=False)
        text = f"{'-' if amount < 0 else ''}{_babel_symbol(currency, locale)}{digits}"
    except (ArithmeticError, ValueError):  # babel's decimal context holds 28 digits: 10**30 is InvalidOperation
        text = _plain_money(amount, currency, locale)
    return f"{text}M" if millions else text


def format_signed(amount: int, *, currency: str = "USD", locale: str = "en_US", millions: bool = False) -> str:
    """A change of money with its sign, through :func:`format_money`: the same minus as every other amount.

    Args:
        amount: whole dollars (or whole $ millions when ``millions`` is true); negative for a decrease.
        currency: ISO 4217 code.
        locale: a babel locale name; en_US by default.
        millions: Air Fare counts in $ millions: "+$9M".

    Returns:
        ``"+$500"`` for an increase, ``"-$1,000"`` for a decrease (format_money's ASCII hyphen-minus, never
        U+2212), ``"$0"`` for no change.
    """
    text = format_money(amount, currency=currency, locale=locale, millions=millions)
    return f"+{text}" if amount > 0 else text


#: whole units in groups of the locale (DESIGN.md, "Money"); the text is ``¤#,##0;-¤#,##0``'s: a minus, the
#: currency's symbol, the digits. The symbol is put in by :func:`format_money`, not by babel's pattern, whose
#: ``apply`` looks up the currency's plural name for every amount (half of its time) to replace a ``¤¤¤``
#: this pattern does not hold. tests/ledger/test_money_babel.py holds the text to babel's ``format_currency``
#: in several locales.
_MONEY_PATTERN = "#,##0;-#,##0"


@lru_cache(maxsize=1)
def _babel_pattern() -> NumberPattern:
    """babel's parse of :data:`_MONEY_PATTERN`, made once."""
    return parse_pattern(_MONEY_PATTERN)


@lru_cache(maxsize=64)
def _babel_symbol(currency: str, locale: str) -> str:
    """babel's symbol of ``currency`` in ``locale`` ("$" for USD in en_US), looked up once."""
    return get_currency_symbol(currency, locale=locale)


@lru_cache(maxsize=64)
def _babel_locale(locale: str) -> Locale:
    """babel's Locale of ``locale`` (``"en_US"``), parsed once.

    Raises:
        babel.UnknownLocaleError: babel does not know the locale (as ``format_currency`` raised).
    """
    return Locale.parse(locale)


def _plain_money(amount: int, currency: str, locale: str) -> str:
    """``amount`` written without babel's number formatting, for a figure too large for it.

    No figure of the games comes near (the schemas bound them at a billion); this only keeps a
    display from stopping on one typed by mistake or stored by hand.
    """
    try:
        symbol = get_currency_symbol(currency, locale=locale)
    except (ValueError, LookupError):
        symbol = currency
    sign = "-" if amount < 0 else ""
    magnitude = abs(amount)
    if magnitude >= _TOO_MANY_DIGITS:  # str() of an int of over 4,300 digits is a ValueError
        return f"{sign}{symbol}(a {magnitude.bit_length():,}-bit number)"
    return f"{sign}{symbol}{magnitude:,}"


_TOO_MANY_DIGITS = 10**4000


def format_recap_amount(amount: int | None, deduction: bool = False, *, locale: str = "en_US") -> str:
    """A Condensed Re-cap Sheet amount as written on the paper sheet: whole dollars.

    Blank for ``None``; an amount that lowers its total in parentheses, as the sheet circles
    a deduction (Air Empire, Tournament Game, Revenue Fluctuations: "circle the amount
    entered ... to signify a deduction"): a Stand-pat penalty of 600 on a deduction line,
    or -500 on line 5b for planes sold, both print as "($600)"/"($500)". A negative amount
    on a deduction line adds, and prints plain.
    """
    if amount is None:
        return ""
    effect = -amount if deduction else amount
    text = format_money(abs(effect), locale=locale)
    return f"({text})" if effect < 0 else text
