/// How a modal screen is presented, after `UIModalPresentationStyle`.
public enum PresentationStyle: String, Hashable, Sendable, CaseIterable {
    case fullScreen = "full_screen"
    case pageSheet = "page_sheet"
    case formSheet = "form_sheet"
    case currentContext = "current_context"
    case overFullScreen = "over_full_screen"
    case overCurrentContext = "over_current_context"
    case popover
    case automatic

    /// Whether the presentation leaves the presenter's views on screen beneath it.
    public var keepsPresenterVisible: Bool {
        switch self {
        case .fullScreen, .currentContext: return false
        default: return true
        }
    }
}
