import Foundation
import Testing

@testable import FinchCore

/// The words a failed write is told in: the file, and the cause a person can act on, whichever way the
/// failure came (an `errno`, Foundation's error made from one, or another error).
@Suite("FileWriteError: a failed write in plain words")
struct FileWriteErrorTests {
    static let file = URL(fileURLWithPath: "/data/Drawings/Cat.emojiart")

    @Test(
        "Each errno is told in plain words, naming the file",
        arguments: [
            (EROFS, "the folder “/data/Drawings” is read-only"),
            (EACCES, "(it is read-only, or belongs to another user)"),
            (EPERM, "“Cat.emojiart” belongs to another user"),
            (ENOSPC, "the disk is full"),
            (EDQUOT, "the disk is full"),
            (EISDIR, "“/data/Drawings/Cat.emojiart” is a folder, not a file"),
            (ENOTDIR, "is a file, not a folder"),
            (ELOOP, "“/data/Drawings/Cat.emojiart” is a loop of symbolic links"),
            (EIO, "“Cat.emojiart” could not be written (Input/output error)"),
        ])
    func errno(code: Int32, words: String) {
        let error = FileWriteError(url: Self.file, errno: code)
        #expect(error.reason.contains(words), "\(error.reason)")
        #expect(error.localizedDescription.contains("Cat.emojiart"), "\(error)")
        #expect(
            error.localizedDescription.hasSuffix("left as it is.")
                || error.localizedDescription.hasSuffix("left as it was."))
        #expect(error.localizedDescription.first?.isLowercase == false)
    }

    @Test("Foundation's errors are told by the errno they carry, or by their own code")
    func foundationErrors() {
        let wrapped = CocoaError(.fileWriteUnknown, userInfo: [NSUnderlyingErrorKey: POSIXError(.EISDIR)])
        #expect(FileWriteError(url: Self.file, underlying: wrapped).cause == .folderInPlace)
        #expect(FileWriteError(url: Self.file, underlying: CocoaError(.fileWriteOutOfSpace)).cause == .diskFull)
        #expect(
            FileWriteError(url: Self.file, underlying: CocoaError(.fileWriteVolumeReadOnly)).cause == .readOnlyFolder)
        #expect(FileWriteError(url: Self.file, underlying: POSIXError(.ELOOP)).cause == .linkLoop)
    }

    @Test("Another error keeps its own words; a FileWriteError stays as it is")
    func otherErrors() {
        struct Odd: Error, LocalizedError {
            var errorDescription: String? { "something odd" }
        }
        #expect(FileWriteError(url: Self.file, underlying: Odd()).cause == .other("something odd"))
        let original = FileWriteError(url: URL(fileURLWithPath: "/elsewhere"), errno: ENOSPC)
        #expect(FileWriteError(url: Self.file, underlying: original) == original)
    }

    @Test("A document's save error says why after naming the document, without naming it twice")
    func documentError() {
        let error = DocumentError(.save, url: Self.file, underlying: FileWriteError(url: Self.file, errno: ENOSPC))
        #expect(error.description.hasPrefix("The document “Cat.emojiart” could not be saved: the disk is full"))
    }
}
