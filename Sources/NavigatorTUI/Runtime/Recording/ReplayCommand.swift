import Foundation
import Scenario

/// The shell command that replays a saved scenario with the `routenav` the user is running, for the
/// `replay with:` hints after `:save` and `--record` (docs/SCENARIOS.md: a saved session is a bug report its
/// reader replays with `routenav run FILE`).
///
/// `make run` starts the built binary by its path, so `routenav` is often not on `PATH`; a hint
/// saying `routenav run FILE` would then fail with "command not found".
public enum ReplayCommand {
    /// How the user can start the running executable from their shell.
    ///
    /// - `routenav` when a `routenav` on `PATH` is this executable (after resolving symbolic links);
    /// - `swift run routenav` when it was built by SwiftPM in the current directory (a package root,
    ///   as `make run` and `swift run` use it), with `--scratch-path DIR` for a build directory other
    ///   than `.build` and `-c release` for a release build;
    /// - else the executable's path, quoted for the shell where needed.
    /// - Parameters:
    ///   - executablePath: the running executable's absolute path (`/proc/self/exe`), or `nil` when
    ///     unknown (then `routenav`).
    ///   - searchPath: the `PATH` environment variable (directories separated by `:`), or `nil`.
    ///   - currentDirectory: the absolute path of the directory the user started `routenav` in.
    /// - Returns: the command's words, ready to be followed by `run FILE`.
    /// - Complexity: O(directories in `searchPath`), one file-system lookup each.
    public static func invocation(executablePath: String?, searchPath: String?, currentDirectory: String) -> String {
        guard let executablePath, executablePath.hasPrefix("/") else { return "routenav" }
        let executable = resolved(executablePath)
        let directories = (searchPath ?? "").split(separator: ":", omittingEmptySubsequences: false).map(String.init)
        for directory in directories {
            // An empty entry means the current directory, as the shell reads PATH.
            let base = directory.isEmpty ? currentDirectory : directory
            let candidate = URL(fileURLWithPath: base.hasPrefix("/") ? base : currentDirectory + "/" + base)
                .appendingPathComponent("routenav").path
            guard FileManager.default.isExecutableFile(atPath: candidate) else { continue }
            // The first routenav on PATH is the one the shell runs: only this one counts.
            if resolved(candidate) == executable { return "routenav" }
            break
        }
        let root = resolved(currentDirectory)
        if executable.hasPrefix(root + "/"),
            FileManager.default.fileExists(atPath: root + "/Package.swift"),
            let scratch = executable.dropFirst(root.count + 1).split(separator: "/").first, scratch.hasPrefix(".build"),
            URL(fileURLWithPath: executable).lastPathComponent == "routenav"
        {
            var words = ["swift", "run"]
            if scratch != ".build" { words += ["--scratch-path", shellQuoted(String(scratch))] }
            if URL(fileURLWithPath: executable).deletingLastPathComponent().lastPathComponent == "release" {
                words += ["-c", "release"]
            }
            return (words + ["routenav"]).joined(separator: " ")
        }
        return shellQuoted(executablePath)
    }

    /// The whole command: the invocation, `run`, and the file as the user named it.
    /// - Parameters:
    ///   - invocation: from ``invocation(executablePath:searchPath:currentDirectory:)``.
    ///   - file: the scenario's path as given to `:save` or `--record` (relative to where
    ///     `routenav` started).
    /// - Returns: for example `swift run routenav run 'my bug.scenario'`; a file whose name starts
    ///   with `-` (which `run` would read as an option, or `-` as standard input) gets `./` in front.
    public static func line(invocation: String, file: String) -> String {
        invocation + " run " + shellQuoted(file.hasPrefix("-") ? "./" + file : file)
    }

    /// A word the shell reads back as `text`: unchanged when it holds only characters the shell leaves alone, else in single quotes (a `'` inside written `'\''`).
    ///
    /// Text with a character ``ControlCharacterEscaping`` escapes (a line feed in a file name) is
    /// written in bash's and zsh's `$'…'` form instead (`$'a\nb'`, `$'\u202E'`), so that the word stays
    /// on one line and shows nothing invisible.
    ///
    /// - Parameter text: any text.
    /// - Returns: the quoted word.
    /// - Complexity: O(n) in the length of `text`.
    public static func shellQuoted(_ text: String) -> String {
        let plain = CharacterSet(charactersIn: "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789_-./:@%+=,")
        if !text.isEmpty, text.unicodeScalars.allSatisfy({ plain.contains($0) }) {
            return text
        }
        guard text.unicodeScalars.contains(where: ControlCharacterEscaping.isControl) else {
            return "'" + text.replacingOccurrences(of: "'", with: "'\\''") + "'"
        }
        var word = "$'"
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\\": word += "\\\\"
            case "'": word += "\\'"
            case "\n": word += "\\n"
            case "\t": word += "\\t"
            case _ where ControlCharacterEscaping.isControl(scalar):
                word +=
                    scalar.value < 0x80
                    ? String(format: "\\x%02X", scalar.value)
                    : scalar.value <= 0xFFFF ? String(format: "\\u%04X", scalar.value) : String(format: "\\U%08X", scalar.value)
            default: word.unicodeScalars.append(scalar)
            }
        }
        return word + "'"
    }

    /// The path with symbolic links resolved, standardized.
    private static func resolved(_ path: String) -> String {
        URL(fileURLWithPath: path).resolvingSymlinksInPath().standardizedFileURL.path
    }
}
