"""Data files: the everyday vocabularies of Russian and Spanish (compiled word lists), built by
``python wordlists/everyday.py`` from word frequencies; their licence and manifest lie beside
them. A package so that setuptools and the bundle ship the files."""
