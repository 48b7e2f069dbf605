import Foundation
import RouteInterface
import UIKit

/// How the engine finds the screen type a restoration record names (R15).
///
/// RouteKit's README never registers restorable types: a host marks a screen `StateRestoring` and the
/// engine brings it back. So a record's `restorationIdentifier` is looked up first among the types the
/// configurator lists in `registerRestorableTypes()` (for screens in other modules, or with a custom
/// `restorationIdentifier`), then as a class of the host's own module, the module of its scene
/// configurator, through `NSClassFromString` as an Objective-C runtime lookup would. A restorable
/// screen neither finds is reported once, when its first record is written, naming what to add.
@MainActor struct RestorableTypeLookup {
    /// The registered types by restoration identifier.
    private let registered: [String: any StateRestoring.Type]
    /// The modules searched for a class named by the identifier (the configurator's).
    private let modules: [String]
    /// The identifiers whose write already reported that no later launch can find their type.
    private var reportedUnfindable: Set<String> = []

    /// Creates a lookup.
    /// - Parameters:
    ///   - registered: the configurator's `registerRestorableTypes()`.
    ///   - hostTypes: types of the host app (its configurator), whose modules are searched by name.
    init(registered: [any StateRestoring.Type], hostTypes: [Any.Type]) {
        var types: [String: any StateRestoring.Type] = [:]
        for type in registered { types[type.restorationIdentifier] = type }
        self.registered = types
        var modules: [String] = []
        for type in hostTypes {
            let name = String(reflecting: type)
            guard let dot = name.firstIndex(of: "."), !name.hasPrefix("(") else { continue }
            let module = String(name[..<dot])
            if !modules.contains(module) { modules.append(module) }
        }
        self.modules = modules
    }

    /// The restorable type a record names, or `nil` when neither the registered types nor the host's
    /// module has it.
    /// - Parameter identifier: the record's `restorationIdentifier`.
    /// - Returns: the type.
    func type(named identifier: String) -> (any StateRestoring.Type)? {
        if let type = registered[identifier] { return type }
        // `NSClassFromString` of swift-corelibs-foundation refuses nested names with a console message:
        // a plain identifier is a top-level class or nothing.
        guard !identifier.isEmpty, identifier.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }) else { return nil }
        for module in modules {
            if let type = NSClassFromString("\(module).\(identifier)") as? any StateRestoring.Type,
                type.restorationIdentifier == identifier
            {
                return type
            }
        }
        return nil
    }

    /// Checks, at the first write of a screen class (the caller asks once per class), that the next
    /// launch can find its type again; warns once per identifier when it cannot, naming the screen and
    /// what to add.
    /// - Parameters:
    ///   - screen: the restorable screen being snapshotted.
    ///   - identifier: its restoration identifier.
    ///   - log: where the warning goes.
    mutating func checkFindable(_ screen: any StateRestoring, identifier: String, log: EngineLog) {
        guard !reportedUnfindable.contains(identifier) else { return }
        let screenType = Swift.type(of: screen)
        if let found = type(named: identifier), ObjectIdentifier(found) == ObjectIdentifier(screenType) { return }
        reportedUnfindable.insert(identifier)
        let typeName = String(reflecting: screenType)
        log.warning(
            "restoration of \(typeName) will fail: its records are filed under \"\(identifier)\", which "
                + "registerRestorableTypes() does not list and no class of the app's module (\(modules.joined(separator: ", "))) is named, "
                + "so after process death the window starts from its initial screen instead. "
                + "Return \(String(describing: screenType)).self from the scene configurator's registerRestorableTypes()")
    }
}
