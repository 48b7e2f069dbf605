import Route
import RouteInterface
import SimulatedUIKit

extension ManifestModel {
    /// A new controller of a manifest screen, with its buttons.
    ///
    /// The class follows the declaration: ``RequiresSignIn`` for `requiresSignIn` (the engine's invariant
    /// of Sources/Route/SceneManager+Invariants.swift reads it), `StateRestoring` for `restorable` (R15).
    /// - Parameters:
    ///   - name: the screen's name.
    ///   - argument: its argument, or `nil`.
    ///   - navigationAction: how it enters the stack; `nil` for the manifest's `navigationAction` (reusing a
    ///     matching screen first when the screen says `goIfNeeded`).
    /// - Returns: the controller, or `nil` for a name the manifest does not declare.
    @MainActor public func makeScreen(named name: String, argument: String?, navigationAction: NavigationAction? = nil) -> ManifestScreenViewController? {
        guard let screen = screen(named: name) else { return nil }
        let declared = navigationAction ?? screen.navigationAction.navigationAction
        let action: any NavigationActionProtocol = screen.goIfNeeded && navigationAction == nil ? NavigationAction.goIfNeeded(declared) : declared
        let controller: ManifestScreenViewController =
            switch (screen.requiresSignIn, screen.restorable) {
            case (false, false): ManifestScreenViewController(screen: screen, argument: argument, navigationAction: action, model: self)
            case (true, false): ManifestProtectedScreenViewController(screen: screen, argument: argument, navigationAction: action, model: self)
            case (false, true): ManifestRestorableScreenViewController(screen: screen, argument: argument, navigationAction: action, model: self)
            case (true, true): ManifestProtectedRestorableScreenViewController(screen: screen, argument: argument, navigationAction: action, model: self)
            }
        controller.actions = screen.actions.map { button(for: $0, on: controller) }
        return controller
    }

    /// The restorable screen classes, for `registerRestorableTypes()` (R15).
    @MainActor var restorableTypes: [any StateRestoring.Type] {
        [ManifestRestorableScreenViewController.self, ManifestProtectedRestorableScreenViewController.self]
    }

    @MainActor private func button(for action: AppManifest.Action, on screen: ManifestScreenViewController) -> UIAction {
        let log = ManifestLog(appName: manifest.name)
        let model = self
        return UIAction(title: action.title) { [weak screen] _ in
            guard let screen else { return }
            switch action.kind {
            case let .push(name, argument):
                guard let next = model.makeScreen(named: name, argument: argument) else { return }
                screen.routeHandle?.push(to: next, animated: true)
            case let .present(name, argument):
                guard let next = model.makeScreen(named: name, argument: argument) else { return }
                screen.routeHandle?.present(next, with: .currentController, animated: true, completion: nil)
            case .dismiss:
                // As the Swift demos do: through the engine, which waits for a presentation still in flight (R12).
                if let handle = screen.routeHandle as? RouteHandle {
                    // UIKit's dismiss on the screen itself: only it (and what it presents) goes (U9).
                    handle.dismiss(screen, animated: true)
                } else {
                    screen.dismiss(animated: true)
                }
            case .back:
                screen.routeHandle?.pop(animated: true)
            case let .activateScene(name):
                screen.routeHandle?.sceneHandle?.requestSceneActivation(ManifestScene(rawValue: name)) { error in log.report(error) }
            case let .closeWindow(close):
                guard let handle = screen.routeHandle, let scene = handle.windowScene, let sceneHandle = handle.sceneHandle else { return }
                let identity = sceneHandle.sceneIdentity(of: scene) ?? ""
                if close.scenes.isEmpty || close.scenes.contains(identity) {
                    sceneHandle.requestSceneDestruction(scene, executionHandler: nil) { error in log.report(error) }
                } else if close.otherwise == .back {
                    handle.pop(animated: true)
                }
            case .signIn:
                (screen.routeHandle?.authSessionHandle as? any AccountActions)?.signIn()
            case .signOut:
                (screen.routeHandle?.authSessionHandle as? any AccountActions)?.signOut()
            }
        }
    }
}
