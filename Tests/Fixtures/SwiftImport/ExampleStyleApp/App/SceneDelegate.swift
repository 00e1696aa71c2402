import RouteComposer
import UIKit

/// Opens the app on the prompt, and follows the dll:// links it is given.
final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?

    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
        try? UIViewController.router.navigate(to: ConfigurationHolder.configuration.welcomeScreen, with: nil, animated: false)
    }

    func scene(_ scene: UIScene, openURLContexts contexts: Set<UIOpenURLContext>) {
        guard let url = contexts.first?.url, url.scheme == "dll" else { return }
        let query = URLComponents(url: url, resolvingAgainstBaseURL: false)?.queryItems ?? []
        let value = { (name: String) in query.first { $0.name == name }?.value }
        switch url.host {
        case "colors":
            if let color = value("color") {
                try? UIViewController.router.navigate(to: ConfigurationHolder.configuration.colorScreen, with: color)
            }
        case "products":
            if let product = value("product") {
                try? UIViewController.router.navigate(to: ProductConfiguration.productScreen,
                                                      with: ProductContext(productId: product, productURL: url))
            }
        case "cities":
            if let city = value("city").flatMap(Int.init) {
                try? UIViewController.router.navigate(to: CitiesConfiguration.cityDetail(cityId: city))
            }
        default:
            break
        }
    }
}
