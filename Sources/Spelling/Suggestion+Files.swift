import Foundation

extension Suggestion {
    /// The path meant by `path`, a file or folder that does not exist: the
    /// name nearest its own among those beside it, with the folder as
    /// `path` gives it (`flows/prodcut_test.lua` → `flows/product_test.lua`);
    /// nil when none is near.
    public static func nearestFile(to path: String) -> String? {
        let absolute = URL(fileURLWithPath: path).standardizedFileURL.path
        let folder = (absolute as NSString).deletingLastPathComponent
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder),
            let near = nearest(to: (absolute as NSString).lastPathComponent, among: names.filter { !$0.hasPrefix(".") }.sorted())
        else { return nil }
        let written = (path as NSString).deletingLastPathComponent
        return written.isEmpty ? near : (written as NSString).appendingPathComponent(near)
    }
}
