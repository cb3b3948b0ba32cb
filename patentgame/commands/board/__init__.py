"""The crossword-board games' own command-line runners (the shared commands dispatch to
them)."""
