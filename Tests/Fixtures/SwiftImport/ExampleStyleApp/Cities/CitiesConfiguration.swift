import RouteComposer
import UIKit

/// The cities list selects the city of its context.
struct CityTableContextTask: ContextTask {
    func perform(on viewController: CitiesTableViewController, with context: String?) throws {
        viewController.title = context
    }
}

/// The city screen shows the city of its context.
struct CityDetailContextTask: ContextTask {
    func perform(on viewController: CityDetailViewController, with context: Int) throws {
        viewController.view.tag = context
    }
}

enum CitiesConfiguration {
    /// The split view, from its storyboard, as the window's root, once logged in.
    static let city = StepAssembly(finder: ClassFinder<UISplitViewController, Void>(), factory: StoryboardFactory(name: "Split"))
        .adding(LoginInterceptor<Void>())
        .using(GeneralAction.replaceRoot())
        .from(GeneralStep.root())
        .assemble()

    /// The list, the split view's master.
    static let citiesList = StepAssembly(finder: ClassFinder<CitiesTableViewController, String?>(), factory: NilFactory())
        .adding(CityTableContextTask())
        .from(city.adaptingContext(using: InlineContextTransformer { (_: String?) in () }))
        .assemble()

    /// A city, the split view's detail.
    static let cityDetails = StepAssembly(finder: ClassFinder<CityDetailViewController, Int>(),
                                          factory: StoryboardFactory(name: "Split", identifier: "CityDetailViewController"))
        .adding(CityDetailContextTask())
        .using(UISplitViewController.pushToDetails())
        .from(citiesList.adaptingContext(using: InlineContextTransformer { (id: Int) -> String? in String(id) }).expectingContainer())
        .assemble()

    static func citiesList(cityId: Int? = nil) -> Destination<CitiesTableViewController, String?> {
        Destination(to: citiesList, with: cityId.map { String($0) })
    }

    static func cityDetail(cityId: Int) -> Destination<CityDetailViewController, Int> {
        Destination(to: cityDetails, with: cityId)
    }
}
