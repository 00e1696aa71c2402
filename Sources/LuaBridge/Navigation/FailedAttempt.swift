/// A navigation or link opening of the flow's that failed, kept until the
/// flow reads how it stands: one it never reads fails it at the end
/// (``FlowSession/unreadNavigation``).
struct FailedAttempt {
    /// The failed navigation, for one that got that far; reading it, or
    /// its link, marks the record examined.
    let navigation: NavigationRecord?
    /// The number of the link opening that failed before navigating.
    let opening: Int?
    /// What happened and how the flow would have said it meant it.
    let unread: UnreadNavigation
    /// Whether the flow read the link opening.
    var openingRead = false

    /// Whether the flow read how it stands.
    var isRead: Bool { openingRead || navigation?.examined == true }
}
