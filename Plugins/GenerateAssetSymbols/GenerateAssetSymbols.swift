import Foundation
import PackagePlugin

/// Writes the Swift symbols of a target's asset catalogs (`Image(.avatar)`, `Color.brand`), as Xcode 15
/// generates them, so code written for an iPhone that uses them builds on Linux. The catalogs are the
/// target's `.xcassets` folders (listed as resources); the symbols read them from `Bundle.module`.
@main
struct GenerateAssetSymbols: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        guard let module = target as? SourceModuleTarget else { return [] }
        let catalogs = Self.catalogs(in: module.sourceFiles.map(\.url))
        let output = context.pluginWorkDirectoryURL.appendingPathComponent("GeneratedAssetSymbols.swift")
        return [
            .buildCommand(
                displayName: "Generating asset symbols for \(target.name)",
                executable: try context.tool(named: "FinchAssetSymbols").url,
                arguments: [output.path] + catalogs.map(\.path),
                inputFiles: module.sourceFiles.map(\.url).filter { $0.path.contains(".xcassets/") },
                outputFiles: [output])
        ]
    }

    /// The `.xcassets` folders the files are in, each once.
    static func catalogs(in files: [URL]) -> [URL] {
        var found: [String: URL] = [:]
        for file in files {
            var folder = file
            while folder.pathComponents.count > 1 {
                if folder.pathExtension == "xcassets" {
                    found[folder.path] = folder
                    break
                }
                folder = folder.deletingLastPathComponent()
            }
        }
        return found.keys.sorted().compactMap { found[$0] }
    }
}
