import RouteComposer
import UIKit

/// The recipes: a split view whose master lists them and whose detail
/// shows the one chosen.
enum RecipesConfiguration {

    /// The split view, presented over the current screen.
    static let book = StepAssembly(finder: ClassFinder<UISplitViewController, Any?>(),
                                   factory: StoryboardFactory(name: "Recipes"))
        .using(GeneralAction.presentModally())
        .from(GeneralStep.current())
        .assemble()

    /// The list of recipes, the split view's master, the chosen one selected.
    static let recipesList = StepAssembly(finder: ClassFinder<RecipesListViewController, Int?>(),
                                          factory: NilFactory())
        .adding(RecipeListContextTask())
        .from(book)
        .assemble()

    /// A recipe, shown in the split view's detail.
    static let recipeDetails = StepAssembly(finder: ClassFinder<RecipeDetailViewController, Int>(),
                                            factory: StoryboardFactory(name: "Recipes", identifier: "RecipeDetail"))
        .adding(RecipeDetailContextTask())
        .using(UISplitViewController.pushToDetails())
        .from(recipesList.expectingContainer())
        .assemble()

    /// The list with `recipeId` selected.
    static func recipesList(recipeId: Int? = nil) -> PantryDestination<RecipesListViewController, Int?> {
        PantryDestination(step: recipesList, context: recipeId)
    }

    /// The recipe `recipeId`.
    static func recipeDetail(recipeId: Int) -> PantryDestination<RecipeDetailViewController, Int> {
        PantryDestination(step: recipeDetails, context: recipeId)
    }
}

/// Selects the recipe in the list.
struct RecipeListContextTask: ContextTask {
    func perform(on viewController: RecipesListViewController, with context: Int?) throws {
        viewController.selectedRecipe = context
    }
}

/// Shows the recipe in its screen.
struct RecipeDetailContextTask: ContextTask {
    func perform(on viewController: RecipeDetailViewController, with context: Int) throws {
        viewController.recipeId = context
    }
}
