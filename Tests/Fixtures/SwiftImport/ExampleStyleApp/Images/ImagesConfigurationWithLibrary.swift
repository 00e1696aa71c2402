import RouteComposer
import UIKit

enum ImagesConfigurationWithLibrary {
    /// The module's container, in a navigation stack presented over whatever shows.
    static let imagesContainerStep = StepAssembly(finder: ClassFinder<CustomContainerController, Any?>(),
                                                  factory: CustomContainerFactory(delegate: ImagesWithLibraryHandler.shared))
        .using(UINavigationController.push())
        .from(NavigationControllerStep())
        .using(GeneralAction.presentModally())
        .from(GeneralStep.current())
        .assemble()

    /// The list, the container's child.
    static let images = StepAssembly(finder: ClassFinder<ImagesViewController, Any?>(),
                                     factory: ImagesFactory(delegate: ImagesWithLibraryHandler.shared))
        .using(CustomContainerFactory.ReplaceRoot())
        .from(imagesContainerStep)
        .assemble()

    /// One image, in the list's place.
    static func imageDetails(for imageID: String) -> Destination<ImageDetailsViewController, String> {
        let step = StepAssembly(finder: ClassFinder<ImageDetailsViewController, String>(),
                                factory: ImageDetailsFactory(delegate: ImagesWithLibraryHandler.shared))
            .using(CustomContainerFactory.ReplaceRoot())
            .from(imagesContainerStep)
            .assemble()
        return Destination(to: step, with: imageID)
    }
}
