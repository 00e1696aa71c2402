import SwiftUI

/// A SwiftUI screen showing a line of text; its hosting controller is what RouteComposer routes to.
struct SwiftUIContentView: View, ContextAccepting {
    let text: String

    init(with context: String) {
        text = context
    }

    var body: some View {
        Text(text)
    }
}
