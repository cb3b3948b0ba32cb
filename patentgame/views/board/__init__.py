"""The crossword-board games' table, its replay panel and its rules form."""
