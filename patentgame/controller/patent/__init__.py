"""The patent game's controller: its game model and reading side, the draft, hints, narration
and item models (QtCore only)."""
