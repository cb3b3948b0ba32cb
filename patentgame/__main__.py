"""Allow ``python -m patentgame``."""

from __future__ import annotations

import sys

from patentgame.cli import main

sys.exit(main())
