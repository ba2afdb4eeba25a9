# Labels the app treats as soft surfaces.
SOFT_LABELS = [
    "sofa",
    "pillow",
    "curtain",
    "blanket",
    "bed",
]

GREETINGS = ["hello", "goodbye", "thanks", "please", "sorry"]
