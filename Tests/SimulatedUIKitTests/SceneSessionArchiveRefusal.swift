import Foundation
@testable import SimulatedUIKit

/// Why ``SceneSessionArchive/decode(_:)`` refuses bytes, for the archive's decoding tests.
/// - Parameter data: an archive file's bytes.
/// - Returns: the refusal's reason, or `nil` when the bytes decode.
func sceneSessionArchiveRefusal(_ data: Data) -> String? {
    do {
        _ = try SceneSessionArchive.decode(data)
        return nil
    } catch {
        return error.reason
    }
}
