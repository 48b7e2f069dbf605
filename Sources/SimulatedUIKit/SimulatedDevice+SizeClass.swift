import Foundation

/// The window's horizontal size class as part of the simulated device (an iPhone-like compact window, an
/// iPad-like regular one).
extension SimulatedDevice {
    /// Changes a connected window's horizontal size class (a rotation, Split View or Stage Manager resize): the scene's ``UIWindowScene/traitCollection`` changes, every split view controller in its windows collapses (compact) or expands (regular) as UIKit does, then each view controller whose traits changed gets ``UIViewController/traitCollectionDidChange(_:)``.
    ///
    /// The session keeps the size class, so the window reconnects with it after a kill. Asking for the size
    /// class the window already has, or for ``UIUserInterfaceSizeClass/unspecified``, does nothing.
    ///
    /// - Parameters:
    ///   - sizeClass: `.compact` or `.regular`.
    ///   - scene: a connected window scene.
    public func setHorizontalSizeClass(_ sizeClass: UIUserInterfaceSizeClass, of scene: UIWindowScene) {
        guard sizeClass != .unspecified, notCrashed("size class change") else { return }
        enter {
            guard isAlive(scene), scene.traitCollection.horizontalSizeClass != sizeClass else { return }
            scene.traitCollection = .scene(sizeClass, on: self)
            scene.session.horizontalSizeClass = sizeClass
            for window in scene.windows {
                window.rootViewController?.deliverTraitChanges()
            }
        }
    }
}
