import RouteSpec

/// RouteSpec's `SourceLocation`: a file that imports SwiftSyntax too sees
/// two types of that name, and `RouteSpec.SourceLocation` names the struct
/// `RouteSpec`'s member, not the module's type.
typealias SpecLocation = SourceLocation
