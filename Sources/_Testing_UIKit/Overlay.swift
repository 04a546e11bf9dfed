// Swift Testing declares a cross-import overlay, `_Testing_UIKit`, that the compiler loads into any file
// importing both `Testing` and `UIKit`; the toolchain ships it for Apple platforms only, so on Linux such
// a file would fail with "no such module '_Testing_UIKit'". This empty module is that overlay for Finch's
// `UIKit` (it has no attachments to add), built with it so a test file can import both.
public enum _TestingUIKitOverlay {}
