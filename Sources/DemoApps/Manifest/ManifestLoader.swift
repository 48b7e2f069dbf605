import Foundation
import SimulatedUIKit

/// Reads, decodes and checks an app manifest file, in this order, stopping at the first problem:
/// the file (exists, regular, at most ``maximumFileSize`` bytes, checked before reading), its bytes
/// (UTF-8, well-formed JSON, nesting, duplicate keys: ``ManifestJSONScanner``), its shape (`JSONDecoder`
/// into ``AppManifest``), its consistency (``ManifestValidator``), and its Info.plist.
enum ManifestLoader {
    /// The largest manifest read: 8 MiB (8,388,608 bytes).
    ///
    /// Real manifests are a few kilobytes.
    static let maximumFileSize = 8 * 1024 * 1024

    /// Loads the manifest at `url`.
    /// - Parameters:
    ///   - url: a file URL; errors name it by `relativePath` (the path as the caller wrote it when the URL
    ///     is relative to a base, else the full path).
    ///   - buildSettings: resolve the placeholders of the Info.plist file `infoPlist` names.
    /// - Returns: the checked manifest with its Info.plist.
    /// - Throws: ``ManifestError`` naming the file, the JSON path, what is wrong and what is allowed.
    /// - Complexity: O(n) in the file's size.
    static func load(from url: URL, buildSettings: BuildSettings = BuildSettings()) throws(ManifestError) -> ManifestModel {
        let file = url.isFileURL ? url.relativePath : url.absoluteString
        func fail(_ problem: ManifestProblem, data: Data? = nil) -> ManifestError {
            var message = problem.problem
            if problem.expected != nil, let data, let kind = ManifestJSONScanner.kind(at: problem.path, in: data) {
                message += ", found \(kind.rawValue)"
            }
            return ManifestError(file: file, path: problem.path.manifestPath, problem: message)
        }

        let data: Data
        do {
            data = try read(url)
        } catch {
            throw fail(error)
        }
        do {
            try ManifestJSONScanner.validate(data)
        } catch {
            throw fail(error)
        }
        let manifest: AppManifest
        do {
            let body = ManifestJSONScanner.hasUTF8ByteOrderMark(data) ? data.dropFirst(3) : data
            manifest = try JSONDecoder().decode(AppManifest.self, from: Data(body))
        } catch let problem as ManifestProblem {
            throw fail(problem, data: data)
        } catch let error as DecodingError {
            throw fail(error.manifestProblem, data: data)
        } catch {
            throw ManifestError(file: file, path: "$", problem: "cannot be decoded: \(error)")
        }
        do {
            try ManifestValidator.validate(manifest)
        } catch {
            throw fail(error)
        }
        let infoPlist: InfoPlist
        switch manifest.infoPlist {
        case let .inline(fields):
            infoPlist = fields.infoPlist
        case let .file(path):
            let plistURL = URL(fileURLWithPath: path, relativeTo: url.absoluteURL.deletingLastPathComponent())
            do {
                // `--define`/`--xcconfig` resolve the file's $(NAME) placeholders as Xcode does (none: as written).
                infoPlist =
                    buildSettings.isEmpty
                    ? try InfoPlist(contentsOf: plistURL) : try InfoPlistDocument.read(contentsOf: plistURL, buildSettings: buildSettings).infoPlist
            } catch {
                throw ManifestError(file: file, path: "infoPlist", problem: "cannot use the Info.plist: \(error)")
            }
        }
        return ManifestModel(manifest: manifest, infoPlist: infoPlist)
    }

    /// Reads at most ``maximumFileSize`` + 1 bytes of a regular file, after checking its size.
    private static func read(_ url: URL) throws(ManifestProblem) -> Data {
        guard url.isFileURL else { throw ManifestProblem([], "cannot read the file: not a file URL") }
        let fileManager = FileManager.default
        var isDirectory: ObjCBool = false
        guard fileManager.fileExists(atPath: url.path, isDirectory: &isDirectory) else {
            throw ManifestProblem([], "cannot read the file: no such file")
        }
        guard !isDirectory.boolValue else { throw ManifestProblem([], "cannot read the file: it is a directory") }
        let attributes = try? fileManager.attributesOfItem(atPath: url.resolvingSymlinksInPath().path)
        guard let attributes, attributes[.type] as? FileAttributeType == .typeRegular else {
            throw ManifestProblem([], "cannot read the file: not a regular file")
        }
        if let size = (attributes[.size] as? NSNumber)?.uint64Value, size > UInt64(maximumFileSize) {
            throw ManifestProblem([], "the file is \(size) bytes; the limit is \(maximumFileSize) bytes (8 MiB)")
        }
        let data: Data
        do {
            let handle = try FileHandle(forReadingFrom: url)
            defer { try? handle.close() }
            data = try handle.read(upToCount: maximumFileSize + 1) ?? Data()
        } catch {
            throw ManifestProblem([], "cannot read the file: permission denied or an input/output error")
        }
        guard data.count <= maximumFileSize else {
            throw ManifestProblem([], "the file grew past the limit of \(maximumFileSize) bytes (8 MiB) while being read")
        }
        return data
    }
}

extension DemoAppCatalog {
    /// The app an app manifest describes, run by the generic ``ManifestAppDelegate``,
    /// ``ManifestSceneDelegate``, ``ManifestConfigurator`` and ``ManifestRouter``.
    ///
    /// Everything is checked before the app exists: the file (at most 8 MiB, checked before reading; UTF-8;
    /// well-formed JSON nested at most 32 deep, without duplicate keys), the shape of every value (unknown
    /// keys and values are refused with the allowed ones), and the manifest's consistency (unique names,
    /// resolved screen and scene references, finite preceding chains, arguments where screens declare them,
    /// no signed-out path to a screen that requires sign-in), then the Info.plist it names.
    /// - Parameters:
    ///   - url: the manifest file. A relative URL (made with `relativeTo:` a scenario's directory) keeps the
    ///     path as written for messages and for the app's name.
    ///   - buildSettings: the settings (`--define`, `--xcconfig`) that resolve the build-setting
    ///     placeholders of the Info.plist file its `infoPlist` names; default none (kept as written).
    /// - Returns: the app, named `manifest:PATH` with the path as written.
    /// - Throws: ``ManifestError``: one line naming the file, the JSON path (`screens[3].actions[0].push`),
    ///   what is wrong and what is allowed.
    /// - Complexity: O(n) in the file's size.
    public static func manifest(at url: URL, buildSettings: BuildSettings = BuildSettings()) throws(ManifestError) -> DemoAppDefinition {
        let model = try ManifestLoader.load(from: url, buildSettings: buildSettings)
        var definition = DemoAppDefinition(
            name: "manifest:\(url.relativePath)", infoPlist: model.infoPlist,
            sceneDelegates: [SceneDelegateClass(ManifestSceneDelegate.init)]
        ) { context in
            ManifestAppDelegate(context: context, model: model)
        }
        definition.associatedDomains = model.manifest.associatedDomains
        definition.appIdentifier = model.manifest.appID
        definition.siteAssociations = try ManifestLoader.siteAssociations(of: model.manifest, at: url)
        return definition
    }
}
