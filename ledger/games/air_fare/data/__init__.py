"""Air Fare card lists as printed in the rulebook (../shared/rules/air-fare.txt)."""
