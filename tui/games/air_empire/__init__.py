"""The banker's seat for air_empire: its table screen and forms."""
