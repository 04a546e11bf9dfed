// Swift Testing declares a cross-import overlay, `_Testing_CoreGraphics`, that the compiler loads into any file
// importing both `Testing` and `CoreGraphics`; the toolchain ships it for Apple platforms only, so on Linux such
// a file would fail with "no such module '_Testing_CoreGraphics'". This empty module is that overlay for Finch's
// `CoreGraphics` (it has no attachments to add), built with it so a test file can import both.
public enum _TestingCoreGraphicsOverlay {}
