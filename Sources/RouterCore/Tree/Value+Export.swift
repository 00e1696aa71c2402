/// Routing contexts and node properties are ``DynamicValue/Value``s; users
/// of RouterCore get the type with it.
@_exported import DynamicValue
