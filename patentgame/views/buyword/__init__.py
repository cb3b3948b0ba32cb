"""BuyWord's table: the die, the sets on offer, the hand, the words for sale."""
