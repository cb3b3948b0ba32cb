"""The patent game's views: the table, patent grid, piles, scoreboard, replay panel and rules
form."""
