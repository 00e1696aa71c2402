import RouteComposer
import UIKit

/// What the images screens tell the app: an image was picked, or the module closed.
final class ImagesWithLibraryHandler {
    static let shared = ImagesWithLibraryHandler()
}

/// Builds the container of the images module.
struct CustomContainerFactory: SimpleContainerFactory {
    typealias ViewController = CustomContainerController
    typealias Context = Any?

    let delegate: ImagesWithLibraryHandler

    init(delegate: ImagesWithLibraryHandler) {
        self.delegate = delegate
    }

    func build(with context: Any?, integrating viewControllers: [UIViewController]) throws -> CustomContainerController {
        CustomContainerController()
    }

    /// Makes a screen the container's only child.
    struct ReplaceRoot: ContainerAction {
        typealias ViewController = CustomContainerController

        func perform(with viewController: UIViewController,
                     on existingController: CustomContainerController,
                     animated: Bool,
                     completion: @escaping (RoutingResult) -> Void) {
            existingController.children.forEach { $0.removeFromParent() }
            existingController.addChild(viewController)
            completion(.success)
        }
    }
}

/// Builds the list of images.
struct ImagesFactory: Factory {
    typealias ViewController = ImagesViewController
    typealias Context = Any?

    let delegate: ImagesWithLibraryHandler

    func build(with context: Any?) throws -> ImagesViewController {
        ImagesViewController()
    }
}

/// Builds the screen showing one image, named by the context.
struct ImageDetailsFactory: Factory {
    typealias ViewController = ImageDetailsViewController
    typealias Context = String

    let delegate: ImagesWithLibraryHandler

    func build(with context: String) throws -> ImageDetailsViewController {
        let screen = ImageDetailsViewController()
        screen.title = context
        return screen
    }
}
