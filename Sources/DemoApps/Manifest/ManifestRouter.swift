import RouteInterface
import SimulatedUIKit

/// The router of one window of a manifest-driven app (R8, R10–R14), answering every question from
/// the manifest as ``NotesRouter`` answers them in Swift.
///
/// - Initial screen: a restored screen, else the scene's `initialScreen` when signed in and its
///   `signedOutScreen` (if any) when signed out.
/// - `shouldExecute`: while signed out, the intent's `signInPolicy` (`.executionDenied` to queue it,
///   `.executionDropped(reason:)` to drop it, or on); `.intentExecuted` when the intent's argument source
///   finds nothing, or when the window already shows the intent's screen with the same argument
///   (`executedWhenAlreadyOnTop`); else `.executeIntent(isAnimated:)`.
/// - Presentation: the intent's `presentation` (in the stack, or a sheet).
/// - `canPushViewController`: vetoes a screen with `vetoesPushOverItself` over itself, same argument.
/// - `updateRouteIfNeeded`: on logout, `.replaceAll` with the scene's `signedOutScreen`; on login in a
///   window showing it, `.replaceAll` with `initialScreen`; in a window with `tabs`, each tab's
///   `signedOutScreen` and `screen` instead.
/// - Containers: a scene's `tabs` or `columns` give its window a tab bar or split view root
///   (`ManifestRouter+Containers.swift`); each screen's `tab` or `column` says where it is placed.
/// - Obscuration: the default rule when `obscuresWhenInactive`, never otherwise.
@MainActor public final class ManifestRouter: RouterProtocol {
    /// The identity of the window this router serves.
    public let scene: AppManifest.Scene
    let model: ManifestModel
    /// The container ``preferredRootViewController(for:)`` built for this window, if any.
    var containerRoot: UIViewController?

    /// Creates the router of a window.
    /// - Parameters:
    ///   - scene: the window's identity.
    ///   - model: the app's manifest.
    public init(scene: AppManifest.Scene, model: ManifestModel) {
        self.scene = scene
        self.model = model
    }

    /// The manifest's `allowsPrecedingStackOnInitialRoute`.
    public var allowsPrecedingStackOnInitialRoute: Bool { model.manifest.allowsPrecedingStackOnInitialRoute }

    /// The manifest's splash.
    /// - Parameter handle: the window's route handle.
    /// - Returns: a new splash controller.
    public func preferredSplashViewController(for handle: any RouteHandleProtocol) -> any RoutingSplashControlling {
        ManifestSplashViewController(splash: model.manifest.splash)
    }

    /// A restored screen, else the scene's first screen for the session's state.
    /// - Parameters:
    ///   - handle: the window's route handle.
    ///   - restoring: the screen restored from the window's record, if any.
    /// - Returns: the initial controller.
    public func preferredInitialViewController(for handle: any RouteHandleProtocol, with restoring: (any StateRestoring)?) -> any RoutingViewControlling {
        if let restored = restoring as? ManifestRestoredScreen,
            let declaration = model.screen(named: restored.state.screen), declaration.restorable,
            (declaration.argument != nil) == (restored.state.argument != nil),
            let screen = model.makeScreen(named: restored.state.screen, argument: restored.state.argument)
        {
            return screen
        }
        return firstScreen(signedIn: handle.authSessionHandle.sessionStatus.isSignedIn, navigationAction: nil)
    }

    /// The manifest's execution permissions (R8), for an intent the router is asked about outside the engine: matched again here.
    ///
    /// The engine asks ``shouldExecute(pending:current:for:)-(SceneIntentMatch,_,_)``.
    ///
    /// - Parameters:
    ///   - pending: the queued intent.
    ///   - current: the controller the user sees.
    ///   - handle: the window's route handle.
    /// - Returns: the permission.
    public func shouldExecute(pending: SceneIntent, current: UIViewController?, for handle: any RouteHandleProtocol) -> SceneIntentExecutionPermission {
        permission(model.declaration(matching: pending), argument: { model.argument(of: pending, from: $0) }, current: current, handle: handle)
    }

    /// The manifest's execution permissions (R8) with the values the engine matched: the intent's
    /// `signInPolicy` while signed out (`.executionDenied`, `.executionDropped(reason:)`, or on); then
    /// `.intentExecuted` when its argument source finds nothing, or when the window already shows its
    /// screen with the same argument (`executedWhenAlreadyOnTop`); else `.executeIntent(isAnimated:)`.
    /// - Parameters:
    ///   - match: the queued intent's match.
    ///   - current: the controller the user sees.
    ///   - handle: the window's route handle.
    /// - Returns: the permission.
    public func shouldExecute(pending match: SceneIntentMatch, current: UIViewController?, for handle: any RouteHandleProtocol)
        -> SceneIntentExecutionPermission
    {
        permission(model.declaration(for: match), argument: { model.argument(of: match, from: $0) }, current: current, handle: handle)
    }

    private func permission(
        _ declaration: AppManifest.Intent?, argument read: (AppManifest.Intent.ArgumentSource) -> String?,
        current: UIViewController?, handle: any RouteHandleProtocol
    ) -> SceneIntentExecutionPermission {
        let status = handle.authSessionHandle.sessionStatus
        guard let declaration else {
            return model.manifest.executionPermissions.denyWhileSignedOut && !status.isSignedIn ? .executionDenied : .intentExecuted
        }
        let allowed = SceneIntentExecutionPermission.executeIntent(isAnimated: declaration.animated)
        let gate = declaration.signInPolicy(in: model.manifest).preferredPermission(for: status, whenAllowed: allowed)
        guard gate == allowed else { return gate }
        var argument: String?
        if let source = declaration.argument {
            guard let value = read(source) else { return .intentExecuted }
            argument = value
        }
        if model.manifest.executionPermissions.executedWhenAlreadyOnTop, let shown = current as? ManifestScreenViewController,
            shown.screen.name == declaration.screen, shown.argument == argument
        {
            return .intentExecuted
        }
        return allowed
    }

    /// The intent's screen with its argument (matched again here; the engine asks the match-taking form).
    /// - Parameters:
    ///   - intent: the intent being executed.
    ///   - handle: the window's route handle.
    /// - Returns: the controller to place.
    public func preferredViewController(_ intent: SceneIntent, for handle: any RouteHandleProtocol) -> any RoutingViewControlling {
        screen(for: model.declaration(matching: intent)) { model.argument(of: intent, from: $0) }
    }

    /// The matched intent's screen with its argument, read from the engine's values.
    /// - Parameters:
    ///   - match: the intent being executed.
    ///   - handle: the window's route handle.
    /// - Returns: the controller to show.
    public func preferredViewController(_ match: SceneIntentMatch, for handle: any RouteHandleProtocol) -> any RoutingViewControlling {
        screen(for: model.declaration(for: match)) { model.argument(of: match, from: $0) }
    }

    /// The intent's `presentation`: in the stack (default) or as a sheet.
    /// - Parameters:
    ///   - match: the intent being executed.
    ///   - handle: the window's route handle.
    /// - Returns: the presentation.
    public func preferredIntentPresentation(_ match: SceneIntentMatch, for handle: any RouteHandleProtocol) -> SceneIntentPresentation {
        model.declaration(for: match)?.presentation.presentation ?? .navigation
    }

    private func screen(for declaration: AppManifest.Intent?, argument read: (AppManifest.Intent.ArgumentSource) -> String?) -> any RoutingViewControlling {
        if let declaration {
            let argument = declaration.argument.flatMap(read)
            if let screen = model.makeScreen(named: declaration.screen, argument: argument) { return screen }
        }
        return firstScreen(signedIn: true, navigationAction: nil)
    }

    /// Vetoes a `vetoesPushOverItself` screen over itself with the same argument (R12).
    /// - Parameters:
    ///   - handle: the window's route handle.
    ///   - from: the controller on top.
    ///   - to: the controller about to be placed.
    /// - Returns: `false` to veto.
    public func canPushViewController(on handle: any RouteHandleProtocol, from: UIViewController?, to: any RoutingViewControlling) -> Bool {
        guard let next = to as? ManifestScreenViewController, next.screen.vetoesPushOverItself,
            let top = from as? ManifestScreenViewController
        else { return true }
        return !(top.screen.name == next.screen.name && top.argument == next.argument)
    }

    /// The manifest's `obscuresWhenInactive`, then the default rule: signed in, no manual
    /// re-authentication pending (R14).
    /// - Parameter handle: the window's route handle.
    /// - Returns: `true` to cover.
    public func shouldObscureContentWhenInactive(for handle: any RouteHandleProtocol) -> Bool {
        model.manifest.obscuresWhenInactive
            && handle.authSessionHandle.sessionStatus.isSignedIn && !handle.authSessionHandle.isManualAuthenticationRequired
    }

    /// Sign-out shows the scene's `signedOutScreen`; sign-in replaces it with `initialScreen` (R13).
    /// - Parameters:
    ///   - handle: the window's route handle.
    ///   - sessionEvent: the event.
    public func updateRouteIfNeeded(for handle: any RouteHandleProtocol, sessionEvent: AuthSessionDelegateEvent) {
        if scene.tabs != nil {
            // A tab bar window swaps each tab's screens instead.
            switch sessionEvent {
            case .logout, .login: fillTabs(of: handle, replacing: true)
            default: break
            }
            return
        }
        switch sessionEvent {
        case .logout:
            guard let name = scene.signedOutScreen, let screen = model.makeScreen(named: name, argument: nil, navigationAction: .replaceAll) else { return }
            handle.push(to: screen, animated: false)
        case .login:
            guard let signedOut = scene.signedOutScreen,
                (handle.currentViewController as? ManifestScreenViewController)?.screen.name == signedOut
            else { return }
            handle.push(to: firstScreen(signedIn: true, navigationAction: .replaceAll), animated: false)
        default:
            break
        }
    }

    private func firstScreen(signedIn: Bool, navigationAction: NavigationAction?) -> ManifestScreenViewController {
        let name = signedIn ? scene.initialScreen : (scene.signedOutScreen ?? scene.initialScreen)
        // The validator resolved every scene's screens; a bare controller keeps the window routable regardless.
        return model.makeScreen(named: name, argument: nil, navigationAction: navigationAction)
            ?? ManifestScreenViewController(
                screen: AppManifest.Screen(placeholderNamed: name), argument: nil, navigationAction: NavigationAction.push, model: model)
    }
}

extension AppManifest.Screen {
    /// A screen with no declaration behind it: only a name, no buttons.
    init(placeholderNamed name: String) {
        self.name = name
        requiresSignIn = false
        argument = nil
        restorable = false
        navigationAction = .push
        precedingScreen = nil
        vetoesPushOverItself = false
        actions = []
        tab = nil
        column = nil
        goIfNeeded = false
    }
}
