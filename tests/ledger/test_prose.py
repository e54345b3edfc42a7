"""ledger.prose.listed: one way to say a list in a sentence."""

from __future__ import annotations

from ledger.prose import listed


def test_a_list_is_said_as_a_sentence_says_it() -> None:
    assert listed([]) == ""
    assert listed(["Ann"]) == "Ann"
    assert listed(["Ann", "Bea"]) == "Ann and Bea"
    assert listed(["Ann", "Bea", "Cal"]) == "Ann, Bea and Cal"
    assert listed(["Relocate", "Research"], "or") == "Relocate or Research"
