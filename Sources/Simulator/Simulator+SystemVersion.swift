import SimulatedUIKit

extension Simulator {
    /// The iOS release the simulated device runs (U12): the scenario's `ios` step and `--ios` set it before the
    /// first launch; it decides what UIKit does at the launch of an app that has not adopted scenes.
    public var systemVersion: SimulatedSystemVersion {
        get { device.systemVersion }
        set { device.systemVersion = newValue }
    }
}
