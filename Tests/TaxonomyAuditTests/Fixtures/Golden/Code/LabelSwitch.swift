/// How strongly a surface echoes.
enum Echo {
    case none, strong
}

func echo(for label: String) -> Echo? {
    switch label {
    // audit:begin soft
    case "pillow", "curtain", "bathrobe":
        return Echo.none
    case "stuffed_animals":
        return .none
    // audit:exclude structure
    // audit:end
    default:
        return nil
    }
}
