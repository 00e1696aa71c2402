import FlowRunner
import Foundation

/// The suite's project and flow files, from the command's paths.
struct Setup {
    let project: Project
    let files: [FlowFile]
    /// The paths searched for flow files.
    let wanted: [String]

    /// The files `paths` name; none, or the project's own folder, means the
    /// project's flows ("flows" of flowrun.json, else the whole project).
    init(project: Project, paths: [String]) throws(SuiteError) {
        let isProjectFolder = paths.count == 1 && URL(fileURLWithPath: paths[0]).standardizedFileURL.path == project.root
        let wanted = paths.isEmpty || isProjectFolder ? project.flowPaths : paths
        let files = try project.discovery.files(for: wanted)
        if files.isEmpty { throw SuiteError("no flow files (*\(FlowDiscovery.suffix)) in \(wanted.joined(separator: ", "))") }
        (self.project, self.files, self.wanted) = (project, files, wanted)
    }

    var discovery: FlowDiscovery { project.discovery }
}
