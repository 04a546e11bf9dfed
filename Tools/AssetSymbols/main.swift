import AssetSymbolGeneration
import Foundation

// FinchAssetSymbols OUTPUT CATALOG...: writes the Swift symbols of the asset catalogs (the
// `GenerateAssetSymbols` plugin runs it for a target's `.xcassets` folders).
let arguments = CommandLine.arguments.dropFirst()
guard let output = arguments.first else {
    FileHandle.standardError.write(Data("usage: FinchAssetSymbols OUTPUT CATALOG...\n".utf8))
    exit(2)
}
let scan = AssetCatalogScan.scan(arguments.dropFirst().map { URL(fileURLWithPath: $0) })
do {
    try Data(AssetSymbolSource.render(scan).utf8).write(to: URL(fileURLWithPath: output), options: .atomic)
} catch {
    FileHandle.standardError.write(Data("FinchAssetSymbols: cannot write \(output): \(error)\n".utf8))
    exit(1)
}
