/// Messages about misspelt names suggest the nearest with
/// ``Spelling/Suggestion``; users of RouterCore get it with it.
@_exported import Spelling
