"""The banker's seat for air_fare: its table screen and forms."""
