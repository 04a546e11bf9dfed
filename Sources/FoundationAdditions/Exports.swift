// Foundation's types that Linux's Foundation lacks (`ListFormatter`), in a module of their own: FinchCore
// re-exports it, so `import SwiftUI` shows them, and a target that imports it into every file (the README's
// `-import-module` setting, with Combine, Observation and FoundationNetworking) sees them in files that
// import Foundation alone, as Apple's Foundation shows them there.
@_exported import Foundation
