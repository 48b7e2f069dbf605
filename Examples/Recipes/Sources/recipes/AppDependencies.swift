import AuthSession
import Foundation
import Route

/// The composition root of one process: the session and the container it was started with, and the
/// scene manager built from them. The app delegate owns it; nothing here is global.
@MainActor final class AppDependencies {
    let session: SimulatedAuthSession
    let containerURL: URL?

    init(session: SimulatedAuthSession, containerURL: URL?) {
        self.session = session
        self.containerURL = containerURL
    }

    /// Built once per process, when the app finishes launching.
    func makeSceneManager() -> SceneManager<RecipesConfigurator> {
        SceneManager(sceneConfigurator: RecipesConfigurator(session: session, containerURL: containerURL))
    }
}
