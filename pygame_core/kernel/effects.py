"""Effects: the one style of card effect every game writes (issue 19 item 3).

A game declares the *moments* at which its rules consult a card (each a name
and what the hook answers), then registers one class per effect, named as
the game's data names it, whose functions (written without ``self``) are its
hooks at some of those moments::

    effects = Effects("Rome in Crisis abilities", moments={
        "modify_total": "(st, k, ab, crisis) -> what it adds to the Emperor's total (R9)",
        "text": "(ab) -> the ability in our own words",
    })

    @effects.effect("against")
    class Against:
        def modify_total(st, k, ab, crisis):
            return ab["vs"].get(crisis, 0)

        def text(ab):
            return ...

Phase code never names a card: it asks ``effects.hook(name, moment)`` (the
hook or None) or ``effects.with_moment(moment)`` (the effects that act then).
A function that is not a declared moment, an effect registered twice, or a
hook asked for an undeclared moment fails at once (at import or in the
test that calls it), never silently.
"""


class Effects:
    """One game's card effects, by name, with their hooks at declared moments."""

    def __init__(self, what, moments):
        self.what = what
        self.moments = dict(moments)
        self.by_name = {}

    def effect(self, name):
        """Register an effect class under ``name`` (the name the data uses)."""
        def register(cls):
            if name in self.by_name:
                raise ValueError(f"{self.what}: effect {name!r} registered twice")
            hooks = {k for k, v in vars(cls).items()
                     if callable(v) and not k.startswith("_")}
            unknown = hooks - set(self.moments) - set(getattr(cls, "helpers", ()))
            if unknown:
                raise ValueError(f"{self.what}: effect {name!r} defines {sorted(unknown)}, "
                                 f"not among the moments {sorted(self.moments)}")
            cls.name = name
            self.by_name[name] = cls
            return cls
        return register

    def __contains__(self, name):
        return name in self.by_name

    def __getitem__(self, name):
        return self.by_name[name]

    def hook(self, name, moment):
        """Effect ``name``'s hook at ``moment``, or None when it does nothing then."""
        if moment not in self.moments:
            raise KeyError(f"{self.what}: no moment {moment!r} (declared: "
                           f"{sorted(self.moments)})")
        cls = self.by_name.get(name)
        return getattr(cls, moment, None) if cls is not None else None

    def with_moment(self, moment):
        """The names of the effects that act at ``moment``, in registration order."""
        if moment not in self.moments:
            raise KeyError(f"{self.what}: no moment {moment!r}")
        return [n for n, cls in self.by_name.items() if moment in vars(cls)]
