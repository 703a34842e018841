from .table import dice  # noqa: F401  (the scripted-dice fixture)
