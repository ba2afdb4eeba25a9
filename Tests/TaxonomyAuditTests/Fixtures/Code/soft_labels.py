"""Labels the sensor reads as soft: no echo."""

PREFIX = "x"

# audit:category soft
SOFT_LABELS = frozenset({
    "bathrobe",
    'pilow',
    "sofa",  # audit:ignore duplicate
    r"textile",
    f"{PREFIX}y",
    "curtain"
    "s",
})

NOTE = '''A triple-quoted "string" with 'quotes'.'''
