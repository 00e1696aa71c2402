/// A kind of report `flowrun test --report KIND=FILE` writes. The kinds
/// ``all`` lists are what `--report` accepts; each knows how it is written.
///
/// ```swift
/// ReportKind.named("tap")?.fileExtension  // "tap"
/// ReportKind.choices(withFolders: false)  // "junit=FILE, tap=FILE, json=FILE or html=FILE"
/// ```
public struct ReportKind: Sendable, Equatable, CustomStringConvertible {
    /// The name before `=` (`junit`).
    public let name: String
    /// The usual extension of a report of this kind.
    public let fileExtension: String
    /// Whether FILE may be a folder (an existing one, or a path ending in `/`), written as its `index.html`.
    public let takesFolder: Bool
    /// Whether the run keeps a picture of the tree after each step for it.
    public let needsPictures: Bool
    /// Writes the report of a run, a part at a time, to a sink.
    let write: @Sendable (SuiteRun, Timings, HTMLReport.Entries?, (UnsafeRawBufferPointer) -> Void) -> Void

    public var description: String { name }

    public static func == (left: ReportKind, right: ReportKind) -> Bool { left.name == right.name }

    /// A kind whose report is one text `render` makes.
    init(name: String, fileExtension: String, render: @escaping @Sendable (SuiteRun, Timings) -> String) {
        self.init(name: name, fileExtension: fileExtension, takesFolder: false, needsPictures: false) { run, timings, _, sink in
            Array(render(run, timings).utf8).withUnsafeBytes(sink)
        }
    }

    init(name: String, fileExtension: String, takesFolder: Bool, needsPictures: Bool,
         write: @escaping @Sendable (SuiteRun, Timings, HTMLReport.Entries?, (UnsafeRawBufferPointer) -> Void) -> Void) {
        (self.name, self.fileExtension, self.takesFolder, self.needsPictures, self.write) = (name, fileExtension, takesFolder, needsPictures, write)
    }
}

extension ReportKind {
    /// JUnit XML, as CI systems read it.
    public static let junit = ReportKind(name: "junit", fileExtension: "xml", render: JUnitReport.render)
    /// TAP version 13.
    public static let tap = ReportKind(name: "tap", fileExtension: "tap", render: TAPReport.render)
    /// flowrun's own JSON: every test with its steps, output and failure.
    public static let json = ReportKind(name: "json", fileExtension: "json", render: JSONReport.render)
    /// One self-contained page, written a part at a time; its tests' entries may be written as results arrive.
    public static let html = ReportKind(name: "html", fileExtension: "html", takesFolder: true, needsPictures: true) { run, timings, entries, sink in
        HTMLReport.write(run, timings: timings, entries: entries, to: sink)
    }

    /// Every kind `--report` accepts, in the order its usage names them.
    public static let all: [ReportKind] = [junit, tap, json, html]

    /// The kind named `name`, if there is one.
    public static func named(_ name: String) -> ReportKind? { all.first { $0.name == name } }

    /// "junit=FILE, tap=FILE, json=FILE or html=FILE", then " (or html=FOLDER)" `withFolders`.
    public static func choices(withFolders: Bool) -> String {
        let given = all.map { "\($0.name)=FILE" }
        let folders = withFolders ? all.filter(\.takesFolder).map { " (or \($0.name)=FOLDER)" }.joined() : ""
        return given.dropLast().joined(separator: ", ") + " or " + given.last! + folders
    }
}
