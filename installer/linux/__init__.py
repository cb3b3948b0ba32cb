"""Linux packages: the ``.deb`` and the portable ``.tar.gz``."""
