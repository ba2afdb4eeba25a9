#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// `.audit.json` `captures`: paths or shell globs (`Tests/Captures/*.json`), expanded in order.
enum CaptureGlob {
    static func expand(_ patterns: [String]) throws -> [String] {
        var paths: [String] = []
        for pattern in patterns {
            guard pattern.contains(where: { "*?[".contains($0) }) else {
                paths.append(pattern)
                continue
            }
            var result = glob_t()
            defer { globfree(&result) }
            guard glob(pattern, 0, nil, &result) == 0 else {
                throw AuditError(path: AuditConfig.fileName, line: nil, message: "`captures`: no file matches `\(pattern)`")
            }
            for index in 0..<Int(result.gl_pathc) {
                if let path = result.gl_pathv[index] { paths.append(String(cString: path)) }
            }
        }
        return paths
    }
}
