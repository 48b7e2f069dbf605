import AppLinks
import Foundation
import SimulatedUIKit

extension ManifestLoader {
    /// The apple-app-site-association files a manifest's `appSiteAssociations` names, read and compiled
    /// (U13), by host (lowercased).
    /// - Parameters:
    ///   - manifest: the decoded manifest.
    ///   - url: the manifest file; relative paths start at its folder.
    /// - Returns: the compiled files, by host.
    /// - Throws: ``ManifestError`` at `appSiteAssociations.HOST` for a file that cannot be read or is not
    ///   an apple-app-site-association file (naming the key path inside it and what was expected), or a
    ///   host no `applinks:` entry covers (its file could never decide anything).
    /// - Complexity: O(n) in the total size of the files.
    static func siteAssociations(of manifest: AppManifest, at url: URL) throws(ManifestError) -> [String: AppLinkMatcher] {
        let file = url.isFileURL ? url.relativePath : url.absoluteString
        var result: [String: AppLinkMatcher] = [:]
        for (host, path) in manifest.appSiteAssociations.sorted(by: { $0.key < $1.key }) {
            let place = "appSiteAssociations.\(host)"
            guard let address = WebAddress("https://\(host)/"), address.port == nil else {
                throw ManifestError(file: file, path: place, problem: "\"\(host)\" is not a host name; expected a domain such as www.example.com")
            }
            guard AssociatedDomain.applinks(manifest.associatedDomains, match: address) else {
                let applinks = manifest.associatedDomains.filter { $0.hasPrefix("applinks:") }
                throw ManifestError(
                    file: file, path: place,
                    problem:
                        "no applinks: entry covers \(address.host), so its file decides nothing; add \"applinks:\(address.host)\" to associatedDomains (declared: \(applinks.isEmpty ? "none" : applinks.joined(separator: ", ")))"
                )
            }
            let fileURL = URL(fileURLWithPath: path, relativeTo: url.absoluteURL.deletingLastPathComponent())
            guard let data = FileManager.default.contents(atPath: fileURL.path) else {
                throw ManifestError(file: file, path: place, problem: "cannot read the apple-app-site-association file \(path): no such file, or not readable")
            }
            do {
                result[address.host] = AppLinkMatcher(try AppSiteAssociation(json: data))
            } catch {
                throw ManifestError(file: file, path: place, problem: "\(path) is not an apple-app-site-association file: \(error)")
            }
        }
        return result
    }
}
