import RouteComposer
import UIKit

/// The factories the app injects into its screens' configuration.
protocol HarbourScreenFactories {
    var weatherFactory: WeatherFactory { get }
}

/// Destinations whose factories are given at launch: which factory builds
/// the screen is decided at run time.
final class HarbourScreens {
    private let factories: HarbourScreenFactories

    init(factories: HarbourScreenFactories) {
        self.factories = factories
    }

    var weather: DestinationStep<WeatherViewController, Any?> {
        StepAssembly(finder: ClassFinder<WeatherViewController, Any?>(),
                     factory: factories.weatherFactory)
            .using(UINavigationController.pushAsRoot())
            .from(NavigationControllerStep())
            .using(UITabBarController.add())
            .from(TabBarControllerStep())
            .using(GeneralAction.replaceRoot())
            .from(GeneralStep.root())
            .assemble()
    }
}

/// Destinations every configuration of the app shares, given by a protocol extension.
protocol HarbourFlows {}

extension HarbourFlows {
    /// Settings: pushed into the harbour's navigation controller when one is
    /// visible, else presented in a new one.
    var settings: DestinationStep<SettingsViewController, Any?> {
        StepAssembly(finder: ClassFinder<SettingsViewController, Any?>(options: .currentAllStack),
                     factory: ClassFactory<SettingsViewController, Any?>())
            .using(HarbourNavigationController.push())
            .from(SwitchAssembly<HarbourNavigationController, Any?>()
                .addCase(expecting: ClassFinder<HarbourNavigationController, Any?>(options: .allVisible))
                .assemble(default: {
                    ChainAssembly
                        .from(SingleContainerStep(finder: NilFinder(),
                                                  factory: NavigationControllerFactory<HarbourNavigationController, Any?>()))
                        .using(GeneralAction.presentModally(presentationStyle: .pageSheet,
                                                            isModalInPresentation: false))
                        .from(GeneralStep.current())
                        .assemble()
                }))
            .assemble()
    }
}
