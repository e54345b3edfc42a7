"""The screens every game shares: start, journal, help, printing."""
