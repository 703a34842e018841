"""The engine's version, written once: the package re-exports it
(``pygame_core.__version__``), saves and links carry it, and build.py reads it
for the wheel (pyproject.toml's dynamic version)."""
VERSION = "0.4.0"
