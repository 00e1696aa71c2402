import Foundation

/// The files a reader takes under paths given on a command line: `.swift`
/// files, `Info.plist`s and `*.entitlements`, found in folders (hidden
/// folders, `.build`, `Pods` and `Carthage` skipped) and sorted, so a run
/// reads them in the same order every time.
public enum SwiftSourceFiles {
    /// A path that could not be read.
    public struct Unreadable: Error, CustomStringConvertible {
        public let path: String
        public let cause: String
        public var description: String { "\(path): \(cause)" }
    }

    /// Each file under `paths` (a file given is taken as it is) with its text, paths as given joined with the folder's.
    public static func load(_ paths: [String]) throws -> [(path: String, text: String)] {
        var found: [String] = []
        for path in paths {
            var isFolder: ObjCBool = false
            guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) else {
                throw Unreadable(path: path, cause: "no such file or folder")
            }
            found += isFolder.boolValue ? try files(under: path) : [path]
        }
        return try found.map { path in
            guard let data = FileManager.default.contents(atPath: path), let text = String(data: data, encoding: .utf8) else {
                throw Unreadable(path: path, cause: "not readable as UTF-8 text")
            }
            return (path, text)
        }
    }

    /// Whether the reader takes a file named `name`.
    public static func isRead(_ name: String) -> Bool {
        name.hasSuffix(".swift") || name == "Info.plist" || name.hasSuffix(".entitlements")
    }

    private static let skippedFolders: Set<String> = [".build", "Pods", "Carthage", "DerivedData"]

    private static func files(under folder: String) throws -> [String] {
        guard let enumerator = FileManager.default.enumerator(atPath: folder) else {
            throw Unreadable(path: folder, cause: "not a readable folder")
        }
        var paths: [String] = []
        while let relative = enumerator.nextObject() as? String {
            let components = relative.split(separator: "/")
            if components.contains(where: { $0.hasPrefix(".") || skippedFolders.contains(String($0)) }) { continue }
            if let name = components.last, isRead(String(name)) {
                paths.append(folder.hasSuffix("/") ? folder + relative : "\(folder)/\(relative)")
            }
        }
        return paths.sorted()
    }
}
