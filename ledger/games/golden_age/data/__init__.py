"""Tables of 1930: The Golden Age of Airlines, as data with provenance (DESIGN.md)."""
