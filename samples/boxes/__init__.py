"""Illustrative boxes (docs/box.md): made up, NOT the values printed on any board or card."""
