import RouterCore
import Testing

/// RouteComposer's `ErrorTest`: errors and their contexts in RouteComposer's
/// own words (``RoutingError/referenceDescription``), and the context carried as data.
@Suite("RouteComposer's ErrorTest")
struct RouteComposerErrorTest {
    /// The original compares contexts by description and by the underlying error's description.
    private func same(_ lhs: RoutingError.Context, _ rhs: RoutingError.Context) -> Bool {
        lhs.referenceDescription == rhs.referenceDescription
            && String(describing: lhs.underlyingError) == String(describing: rhs.underlyingError)
    }

    private let decodingError = DecodingError.valueNotFound(String.self, .init(codingPath: [], debugDescription: "Second description"))

    @Test func testErrorDescription() {
        var error = RoutingError.generic(.init("Test description"))
        #expect(error.referenceDescription == "Generic Error: Test description")

        error = .typeMismatch(type: "Int", expectedType: "String", .init("Test description"))
        #expect(error.referenceDescription == "Type Mismatch Error: Type Int is not equal to the expected type String. Test description")

        error = .typeMismatch(type: "Optional<Int>", expectedType: "String", .init("Test description"))
        #expect(error.referenceDescription == "Type Mismatch Error: Type Optional<Int> is not equal to the expected type String. Test description")

        error = .typeMismatch(type: "Optional<Int>", expectedType: "String", .init("Test description", underlyingError: decodingError))
        // The original's text ends with the DecodingError as the Swift of its day printed it,
        // "valueNotFound(Swift.String, Swift.DecodingError.Context(…))"; Swift 6.3 prints it in
        // its own words, so the error underneath is compared as this Swift prints it.
        #expect(error.referenceDescription == "Type Mismatch Error: Type Optional<Int> is not equal to the expected type String. "
            + "Test description -> \(decodingError)")

        error = .compositionFailed(.init("Test description"))
        #expect(error.referenceDescription == "Composition Failed Error: Test description")

        error = .initialController(.notFound, .init("Test description"))
        #expect(error.referenceDescription == "Initial Controller Error: Initial controller not found. Test description")

        error = .initialController(.deallocated, .init("Test description"))
        #expect(error.referenceDescription == "Initial Controller Error: Initial controller deallocated. Test description")
    }

    @Test func testErrorContext() {
        let context = RoutingError.Context("Test description", underlyingError: decodingError)
        var error = RoutingError.generic(context)
        #expect(same(error.context, context))

        error = .typeMismatch(type: "Int", expectedType: "String", context)
        #expect(same(error.context, context))

        error = .compositionFailed(context)
        #expect(same(error.context, context))

        error = .initialController(.notFound, context)
        #expect(same(error.context, context))

        error = .generic(context)
        #expect(same(error.context, context))
        // Not in the original: the context is data, its parts readable one by one.
        #expect(error.context.debugDescription == "Test description")
        #expect(error.context.underlyingError is DecodingError)
    }

    @Test func testErrorContextDescription() {
        var context = RoutingError.Context("Test description")
        #expect(context.referenceDescription == "Test description")

        context = RoutingError.Context("")
        #expect(context.referenceDescription == "No valuable information provided")

        context = RoutingError.Context("", underlyingError: RoutingError.generic(.init("Test")))
        #expect(context.referenceDescription == "Generic Error: Test")

        context = RoutingError.Context("Test description", underlyingError: RoutingError.generic(.init("Test")))
        #expect(context.referenceDescription == "Test description -> Generic Error: Test")
    }

    @Test func testErrorValues() {
        let error = RoutingError.generic(.init("Test description"))
        #expect(throws: RoutingError.self) { try RoutingResult.failure(error).swiftResult.get() }
        #expect(throws: Never.self) { try RoutingResult.success.swiftResult.get() }
    }

    @Test func testGetError() throws {
        let error = RoutingError.generic(.init("Test description"))
        #expect(try RoutingResult.failure(error).getError().description == error.description)
        #expect(throws: RoutingError.self) { try RoutingResult.success.getError() }
    }
}
