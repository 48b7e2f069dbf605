import Foundation

extension UIWindow {
    /// A window's stacking level (U8): a window with a higher level covers windows with lower ones;
    /// among equal levels the one most recently made visible is in front.
    public struct Level: Hashable, Comparable, Sendable, RawRepresentable {
        /// The level's value; higher covers lower.
        public let rawValue: Double

        /// Creates a level.
        /// - Parameter rawValue: the level's value.
        public init(rawValue: Double) {
            self.rawValue = rawValue
        }

        /// Ordinary app windows (`0`).
        public static let normal = Level(rawValue: 0)
        /// The status bar's level (`1000`).
        public static let statusBar = Level(rawValue: 1000)
        /// Alerts (`2000`).
        public static let alert = Level(rawValue: 2000)

        /// Orders levels by value.
        /// - Parameters:
        ///   - lhs: a level.
        ///   - rhs: another level.
        /// - Returns: whether `lhs` is below `rhs`.
        public static func < (lhs: Level, rhs: Level) -> Bool {
            lhs.rawValue < rhs.rawValue
        }

        /// A level `offset` above (or below, when negative) `level`, for example, `.alert + 1`.
        /// - Parameters:
        ///   - level: the base level.
        ///   - offset: the amount to add.
        /// - Returns: the shifted level.
        public static func + (level: Level, offset: Double) -> Level {
            Level(rawValue: level.rawValue + offset)
        }
    }
}
