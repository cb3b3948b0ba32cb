"""The crossword-board games' controller: the game model, its narration and the tentative move."""
