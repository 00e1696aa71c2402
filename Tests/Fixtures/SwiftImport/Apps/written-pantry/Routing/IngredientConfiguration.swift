import RouteComposer
import UIKit

/// An ingredient's page, reached from a recipe or from anywhere.
enum IngredientConfiguration {
    static let ingredientScreen = StepAssembly(finder: ClassFinder<IngredientViewController, String>(options: .currentAllStack),
                                               factory: ClassFactory<IngredientViewController, String>())
        .adding(InlineInterceptor { (_: String) in
            PantryAnalytics.shared.record("ingredient")
        })
        .adding(InlineContextTask { (screen: IngredientViewController, name: String) in
            screen.ingredient = name
        })
        .adding(InlinePostTask { (_: IngredientViewController, _: String, _: [UIViewController]) in
            PantryAnalytics.shared.record("ingredient shown")
        })
        .using(UINavigationController.push())
        .from(SwitchAssembly<UINavigationController, String>()
            .addCase { (name: String) in
                name.isEmpty ? nil : ChainAssembly.from(NavigationControllerStep<UINavigationController, String>())
                    .using(GeneralAction.presentModally())
                    .from(GeneralStep.current())
                    .assemble()
            }
            .addCase(expecting: ClassFinder<UINavigationController, String>(options: .currentVisibleOnly))
            .assemble(default: ChainAssembly.from(NavigationControllerStep<UINavigationController, String>())
                .using(GeneralAction.presentModally())
                .from(GeneralStep.current())
                .assemble()))
        .assemble()
}
