"""BuyWord's own command-line runners (the shared commands dispatch to them)."""
