// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "audit",
    platforms: [.macOS(.v10_15), .iOS(.v13), .tvOS(.v13), .visionOS(.v1)],
    products: [
        .executable(name: "audit", targets: ["audit"]),
        .library(name: "TaxonomyAudit", targets: ["TaxonomyAudit"]),
        .library(name: "CategoryMapping", targets: ["CategoryMapping"]),
        .plugin(name: "AuditBuildToolPlugin", targets: ["AuditBuildToolPlugin"]),
        .plugin(name: "AuditCommandPlugin", targets: ["AuditCommandPlugin"]),
    ],
    targets: [
        .target(name: "CategoryMapping"),
        .target(name: "TaxonomyAudit", dependencies: ["CategoryMapping"]),
        .executableTarget(name: "audit", dependencies: ["TaxonomyAudit"]),
        .target(name: "TaxonomyGeneration", dependencies: ["TaxonomyAudit"]),
        .executableTarget(name: "taxonomy-gen", dependencies: ["TaxonomyAudit", "TaxonomyGeneration"]),
        .target(name: "AuditBench", dependencies: ["TaxonomyAudit", "CategoryMapping"], exclude: ["Resources"]),
        .executableTarget(name: "audit-bench", dependencies: ["AuditBench"]),
        .plugin(name: "AuditBuildToolPlugin", capability: .buildTool(), dependencies: ["audit"], path: "Sources/AuditBuildToolPlugin"),
        .plugin(
            name: "AuditCommandPlugin",
            capability: .command(
                intent: .custom(verb: "audit", description: "audit the package's mapping files (any audit arguments)"),
                permissions: [.writeToPackageDirectory(reason: "audit --fix rewrites mapping files")]),
            dependencies: ["audit"], path: "Sources/AuditCommandPlugin"),
        // What every test target shares (the repository, temporary directories, running a program, a seeded
        // generator): XCTest and Foundation only.
        .target(name: "TestSupport", path: "Tests/TestSupport"),
        .testTarget(
            name: "TaxonomyAuditTests",
            dependencies: ["TaxonomyAudit", "TestSupport"],
            resources: [.copy("Fixtures")]
        ),
        .testTarget(name: "CategoryMappingTests", dependencies: ["CategoryMapping", "TestSupport"], exclude: ["Fixtures"]),
        .testTarget(name: "AuditBenchTests", dependencies: ["AuditBench", "TestSupport"]),
        .testTarget(
            name: "TaxonomyGenerationTests",
            dependencies: ["TaxonomyGeneration", "TaxonomyAudit", "CategoryMapping", "TestSupport"],
            resources: [.copy("Fixtures")]
        ),
    ],
    swiftLanguageModes: [.v6]
)
