import RouteComposer
import UIKit

/// The product to show, and the link it came from when it came from one.
struct ProductContext: Equatable {
    let productId: String
    let productURL: URL?
}

enum ProductConfiguration {
    /// A product: presented in a new stack when it came from a link, pushed onto a visible stack otherwise,
    /// or onto the circle's.
    static let productScreen = StepAssembly(finder: ClassWithContextFinder<ProductViewController, ProductContext>(),
                                            factory: StoryboardFactory(name: "TabBar", identifier: "ProductViewController"))
        .adding(InlineInterceptor { (context: ProductContext) in
            print("about to show product \(context.productId)")
        })
        .adding(InlineContextTask { (screen: ProductViewController, context: ProductContext) in
            screen.title = context.productId
        })
        .adding(ContextSettingTask())
        .adding(InlinePostTask { (_: ProductViewController, context: ProductContext, _: [UIViewController]) in
            print("showing product \(context.productId)")
        })
        .using(UINavigationController.push())
        .from(SwitchAssembly<UINavigationController, ProductContext>()
            .addCase(when: { (context: ProductContext) in context.productURL != nil },
                     from: ChainAssembly.from(NavigationControllerStep<UINavigationController, ProductContext>())
                         .using(GeneralAction.presentModally())
                         .from(GeneralStep.current())
                         .assemble())
            .addCase(from: ClassFinder<UINavigationController, ProductContext>(options: .currentVisibleOnly))
            .assemble(default: ConfigurationHolder.configuration.circleScreen.expectingContainer()))
        .assemble()

    /// A product built over and over: pushed, presented in a stack, then pushed onto the circle's stack.
    static let productScreenFromCircle = StepAssembly(finder: ClassWithContextFinder<ProductViewController, ProductContext>(),
                                                      factory: NilFactory())
        .adding(ContextSettingTask())
        .from(SingleStep(finder: NilFinder(), factory: StoryboardFactory<ProductViewController, ProductContext>(name: "TabBar", identifier: "ProductViewController"))
            .adding(ContextSettingTask()))
        .using(UINavigationController.push())
        .from(NavigationControllerStep())
        .using(GeneralAction.presentModally())
        .from(SingleStep(finder: ClassWithContextFinder<ProductViewController, ProductContext>(), factory: NilFactory())
            .adding(ContextSettingTask()))
        .using(GeneralAction.nilAction())
        .from(SingleStep(finder: NilFinder(), factory: StoryboardFactory<ProductViewController, ProductContext>(name: "TabBar", identifier: "ProductViewController"))
            .adding(ContextSettingTask()))
        .using(UINavigationController.push())
        .from(ConfigurationHolder.configuration.circleScreen.expectingContainer())
        .assemble()
}
