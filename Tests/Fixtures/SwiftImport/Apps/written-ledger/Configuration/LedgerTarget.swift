/// The screens the ledger registers at launch, by name.
enum LedgerTarget: String {
    case overview
    case cards
    case savings
    case rates
    case limits
    case branches
    case hours
    case onboarding
}
