import CGtk
import FinchCore
import Foundation

/// The desktop's file chooser through `GtkFileChooserNative`: a portal dialog under Flatpak or Snap
/// (where the app cannot list the user's files itself), GTK's own dialog elsewhere.
@MainActor
final class GTKFileChooser: FileChooser {
    private weak var windowSource: GTKApplication?
    /// Dialogs open now, with what to call when each answers.
    private var open: [UnsafeMutableRawPointer: @MainActor ([URL]) -> Void] = [:]

    init(application: GTKApplication) {
        windowSource = application
    }

    func chooseFiles(
        title: String, mimeTypes: [String], allowsMultiple: Bool, completion: @escaping @MainActor ([URL]) -> Void
    ) {
        let parent = windowSource?.frontWindow.flatMap { finch_gtk_window($0) }
        guard let native = gtk_file_chooser_native_new(title, parent, GTK_FILE_CHOOSER_ACTION_OPEN, "_Open", "_Cancel")
        else {
            completion([])
            return
        }
        let dialog = UnsafeMutableRawPointer(native)
        let chooser = finch_gtk_file_chooser(dialog)
        gtk_file_chooser_set_select_multiple(chooser, allowsMultiple ? 1 : 0)
        // Modal, so the picker behind cannot be cancelled while the chooser is open.
        gtk_native_dialog_set_modal(finch_gtk_native_dialog(dialog), 1)
        if !mimeTypes.isEmpty, let filter = gtk_file_filter_new() {
            gtk_file_filter_set_name(filter, "Images")
            for type in mimeTypes { gtk_file_filter_add_mime_type(filter, type) }
            gtk_file_chooser_add_filter(chooser, filter)
            // The chooser keeps its own reference (GtkFileFilter is not floating in GTK 4).
            g_object_unref(UnsafeMutableRawPointer(filter))
        }
        open[dialog] = completion
        finch_g_signal_connect(
            dialog, "response", unsafeBitCast(onResponse, to: GCallback.self), Unmanaged.passUnretained(self).toOpaque()
        )
        gtk_native_dialog_show(finch_gtk_native_dialog(dialog))
    }

    /// The dialog answered: the chosen files on Open, none on Cancel or close.
    fileprivate func respond(_ native: UnsafeMutableRawPointer, accepted: Bool) {
        guard let completion = open.removeValue(forKey: native) else { return }
        var files: [URL] = []
        if accepted, let list = gtk_file_chooser_get_files(finch_gtk_file_chooser(native)) {
            for index in 0..<g_list_model_get_n_items(list) {
                guard let item = g_list_model_get_item(list, index) else { continue }
                if let path = g_file_get_path(OpaquePointer(item)) {
                    files.append(URL(fileURLWithPath: String(cString: path)))
                    g_free(path)
                }
                g_object_unref(item)
            }
            g_object_unref(UnsafeMutableRawPointer(list))
        }
        gtk_native_dialog_destroy(finch_gtk_native_dialog(native))
        g_object_unref(native)
        completion(files)
    }
}

private let onResponse: @convention(c) (UnsafeMutableRawPointer?, Int32, UnsafeMutableRawPointer?) -> Void = {
    native, response, context in
    guard let native, let context else { return }
    // GTK answers on the main thread, from the main loop (see `GTKCallback`).
    GTKCallback.onMainActor(native, context) { dialog, owner in
        Unmanaged<GTKFileChooser>.fromOpaque(owner).takeUnretainedValue()
            .respond(dialog, accepted: response == GTK_RESPONSE_ACCEPT.rawValue)
    }
}
