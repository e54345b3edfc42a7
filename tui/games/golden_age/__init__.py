"""The banker's seat for golden_age: its table screen and forms."""
