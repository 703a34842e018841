"""The errors the public API raises; each carries a sentence a person can read."""


class IllegalAction(ValueError):
    """An action that is not among the seat's legal actions right now."""


class SaveError(ValueError):
    """A save that cannot be loaded: malformed, truncated, foreign or from an
    engine whose rules no longer replay it."""
