// `import CoreTransferable` shows Foundation's types too, as Apple's module does (a file importing it alone uses
// `URL` and `Data`: CS193p 2023's drop payloads).
@_exported import Foundation
