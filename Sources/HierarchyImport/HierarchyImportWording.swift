/// How a caller of the import words the options a fix proposes, in the
/// terms of where its user is (``HierarchyImportFix``).
public protocol HierarchyImportWording {
    /// The setting making `className` a subclass of `superclass` (or `custom`).
    func container(_ className: String, superclass: String) -> String
    /// The setting giving the presentation controller `controller` the style `style`.
    func style(_ controller: String, style: String) -> String
    /// The setting that keeps Swift's module prefix.
    var keepModules: String { get }
}

/// `flowrun import`'s flags: `--container CLASS=SUPERCLASS`,
/// `--style CLASS=STYLE`, `--keep-modules`; the wording of
/// ``HierarchyImportIssue/description``.
public struct CommandLineWording: HierarchyImportWording {
    public init() {}

    public func container(_ className: String, superclass: String) -> String { "--container \(className)=\(superclass)" }

    public func style(_ controller: String, style: String) -> String { "--style \(controller)=\(style)" }

    public var keepModules: String { "--keep-modules" }
}
