import CFinchSections

/// Reads the records the `#Preview` macro places in the `finch_previews` section of the program.
///
/// Swift has no load-time initializers, so a macro at file scope cannot add to a list when the program
/// starts; instead each expansion places a constant record in a named section (`@section`, `@used`), and
/// the linker gathers them between `__start_finch_previews` and `__stop_finch_previews`. A record is a
/// kind tag and a C function that initializes a value of the record's type at the address it is given.
public enum SectionRecords {
    /// One record as the macro writes it: the tag, then the function that makes the value.
    public typealias Record = (kind: UInt32, make: @convention(c) (UnsafeMutableRawPointer) -> Void)

    /// The values of the records tagged `kind`, each made by its record's function as a `T`.
    ///
    /// Precondition: every record tagged `kind` initializes a `T` (the macro and the caller agree on the tag).
    public static func values<T>(of type: T.Type, kind: UInt32) -> [T] {
        guard let start = finch_previews_start(), let stop = finch_previews_stop() else { return [] }
        let count = (stop - start) / MemoryLayout<Record>.stride
        let records = UnsafeBufferPointer(start: start.assumingMemoryBound(to: Record.self), count: count)
        return records.filter { $0.kind == kind }.map { record in
            let value = UnsafeMutablePointer<T>.allocate(capacity: 1)
            defer { value.deallocate() }
            record.make(UnsafeMutableRawPointer(value))
            return value.move()
        }
    }

    /// Initializes the value a record's function makes at `address` (called from the macro's expansion).
    public static func store<T>(_ value: T, at address: UnsafeMutableRawPointer) {
        address.initializeMemory(as: T.self, repeating: value, count: 1)
    }
}
