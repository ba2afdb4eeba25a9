/// How strongly a surface echoes.
enum Echo {
    case none, strong
}

func echo(for label: String) -> Echo? {
    switch label {
    // audit:begin soft
    case "pillow", "curtian", "sofa":
        return Echo.none
    case "stuffed_animals":
        return .none
    // audit:end
    default:
        return nil
    }
}
