"""Packaging of patentgame: the PyInstaller bundle and the installer of each platform.

``installer/build.py`` is the one entry point; the modules here are its parts, importable by the
tests (``installer.icons``, ``installer.bundle_policy``, ``installer.linux.debian``).
"""
