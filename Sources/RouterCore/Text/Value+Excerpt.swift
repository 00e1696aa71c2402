import DynamicValue
import Formats

extension Value {
    /// ``description`` as an excerpt of `limit` characters; a string's is
    /// excerpted before it is written out whole, at a cost bounded by `limit`.
    public func excerptedDescription(limit: Int = excerptLimit) -> String {
        if case .string(let text) = self { return text.luaLiteralExcerpt(limit: limit) }
        return description.excerpt(limit: limit)
    }
}
