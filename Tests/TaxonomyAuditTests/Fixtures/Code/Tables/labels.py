"""The emoji of each label, and a label's kind."""

# audit:keys animals
EMOJI = {
    "cat": "🐱",
    "qqpuma": "🐱",
    "dog": "🐶",
}


def kind(label):
    match label:
        # audit:begin food keys
        case "pizza" | "qqburger":
            return "meal"
        case "qqtoast":
            return "bread"
        # audit:end
        case _:
            return ""
