import RouterCore

/// The link table and the opener are kept and put back with the app.
extension DeepLinkTable: Snapshotting {}
extension DeepLinkOpener: Snapshotting {}
