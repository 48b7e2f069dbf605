import Foundation
import RouteInterface
import UIKit

/// The container part of a record: the other stacks' restorable tops and the selected tab.
extension RestorationCoordinator {
    /// A stack top of a container state, or `nil` (reported) when its state does not encode.
    func makeStackTop(_ screen: any StateRestoring, name: String) -> StackTopRecord? {
        guard let record = makeRecord(screen, name: name, isSignedIn: false) else { return nil }
        return StackTopRecord(restorationIdentifier: record.restorationIdentifier, screenName: record.screenName, state: record.state)
    }

    /// The container state of the record ``restoredScreen(for:isSignedIn:)`` last restored for a session
    /// (only a record whose signed-in flag matched), with each stack top rebuilt; taken once.
    ///
    /// A top whose type the app no longer registers, or whose state does not decode, is left out and logged:
    /// the window still opens with the others.
    /// - Parameter sessionIdentifier: the persistent identifier.
    /// - Returns: the selected tab and the rebuilt tops, or `nil` for a record without container state.
    func takeRestoredContainerState(for sessionIdentifier: String) -> (selectedTab: Int?, tops: [any StateRestoring])? {
        guard let state = restoredContainerStates.removeValue(forKey: sessionIdentifier) else { return nil }
        var tops: [any StateRestoring] = []
        for top in state.tops {
            guard let type = restorableTypes.type(named: top.restorationIdentifier),
                let screen = try? Self.restore(type, from: top.state)
            else {
                environment.log.warning(
                    "\(sessionIdentifier): stack top \(top.screenName) of the restoration record not restored: "
                        + "no restorable type named \(top.restorationIdentifier), or its state does not decode", session: sessionIdentifier)
                continue
            }
            tops.append(screen)
        }
        return (state.selectedTab, tops)
    }
}
