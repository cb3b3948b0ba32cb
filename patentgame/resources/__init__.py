"""Data files of the app (compiled word lists, images, translations).

This folder is a package only so that setuptools ships it and ``importlib.resources`` finds it in
an installed wheel or a frozen bundle alike.
"""
