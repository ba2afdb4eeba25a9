"""Labels the sensor reads as soft: no echo."""

PREFIX = "x"

# audit:category soft
SOFT_LABELS = frozenset({
    "bathrobe",
    "curtain",
    'pillow',
    "sofa",  # audit:ignore duplicate
    f"{PREFIX}y",
    "curtain"
    "s",
    # audit:exclude structure
})

NOTE = '''A triple-quoted "string" with 'quotes'.'''
