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
        title: String, filter: FileChooserFilter, allowsMultiple: Bool,
        completion: @escaping @MainActor ([URL]) -> Void
    ) {
        guard let dialog = makeDialog(title: title, action: GTK_FILE_CHOOSER_ACTION_OPEN, accept: "_Open") else {
            completion([])
            return
        }
        let chooser = finch_gtk_file_chooser(dialog)
        gtk_file_chooser_set_select_multiple(chooser, allowsMultiple ? 1 : 0)
        add(filter, to: chooser)
        show(dialog, completion: completion)
    }

    func chooseSaveLocation(
        title: String, suggestedName: String, folder: URL?, filter: FileChooserFilter,
        completion: @escaping @MainActor (URL?) -> Void
    ) {
        guard let dialog = makeDialog(title: title, action: GTK_FILE_CHOOSER_ACTION_SAVE, accept: "_Save") else {
            completion(nil)
            return
        }
        let chooser = finch_gtk_file_chooser(dialog)
        if let folder, let file = g_file_new_for_path(folder.path) {
            // A folder that no longer exists is not an error worth showing: the chooser starts elsewhere.
            gtk_file_chooser_set_current_folder(chooser, file, nil)
            g_object_unref(UnsafeMutableRawPointer(file))
        }
        gtk_file_chooser_set_current_name(chooser, suggestedName)
        add(filter, to: chooser)
        show(dialog) { urls in completion(urls.first) }
    }

    /// A modal native dialog over the front window (so the picker behind cannot be cancelled while it is
    /// open), or nil when GTK cannot make one.
    private func makeDialog(title: String, action: GtkFileChooserAction, accept: String) -> UnsafeMutableRawPointer? {
        let parent = windowSource?.frontWindow.flatMap { finch_gtk_window($0) }
        guard let native = gtk_file_chooser_native_new(title, parent, action, accept, "_Cancel") else { return nil }
        let dialog = UnsafeMutableRawPointer(native)
        gtk_native_dialog_set_modal(finch_gtk_native_dialog(dialog), 1)
        return dialog
    }

    private func add(_ filter: FileChooserFilter, to chooser: OpaquePointer?) {
        guard !filter.isEmpty, let gtkFilter = gtk_file_filter_new() else { return }
        gtk_file_filter_set_name(gtkFilter, filter.name)
        for type in filter.mimeTypes { gtk_file_filter_add_mime_type(gtkFilter, type) }
        for pattern in filter.patterns { gtk_file_filter_add_pattern(gtkFilter, pattern) }
        gtk_file_chooser_add_filter(chooser, gtkFilter)
        // The chooser keeps its own reference (GtkFileFilter is not floating in GTK 4).
        g_object_unref(UnsafeMutableRawPointer(gtkFilter))
    }

    private func show(_ dialog: UnsafeMutableRawPointer, completion: @escaping @MainActor ([URL]) -> Void) {
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
        // A save dialog's one file, where the list is empty.
        if accepted, files.isEmpty, let file = gtk_file_chooser_get_file(finch_gtk_file_chooser(native)) {
            if let path = g_file_get_path(file) {
                files.append(URL(fileURLWithPath: String(cString: path)))
                g_free(path)
            }
            g_object_unref(UnsafeMutableRawPointer(file))
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
