import DeepLinks
import LuaKit
import RouterCore

/// A deep-link route table made in Lua (`route.links()`): RouterCore's
/// table, whose targets' context makers call the routes' `make_context`.
public typealias LinkTable = DeepLinkTable

extension DeepLinkTable {
    /// What starts the warning of each lint finding when the app takes its table (`app.links`).
    public static let lintWarningPrefix = "link table: "
}
