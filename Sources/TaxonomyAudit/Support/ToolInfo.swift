/// The tool itself, as reports and the command line name it.
enum ToolInfo {
    static let name = "audit"
    static let version = "0.1.0"
}
