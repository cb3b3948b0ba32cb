"""BuyWord behind the house's game model: its narration and its reading side."""
