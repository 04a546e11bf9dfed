@_spi(PluginMessage) import SwiftCompilerPluginMessageHandling

// The compiler runs this program and talks to it over stdin and stdout. The toolchain ships the message
// handling but not SwiftCompilerPlugin's `@main` protocol, so this is its small equivalent.
let connection = try StandardIOMessageConnection()
let listener = CompilerPluginMessageListener(connection: connection, provider: FinchMacroProvider())
try listener.main()
