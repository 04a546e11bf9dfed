#ifndef FINCH_CGTK_SHIM_H
#define FINCH_CGTK_SHIM_H

#include <gtk/gtk.h>
#include <glib-unix.h>

// GTK's cast and signal macros do not import into Swift; these inline helpers stand in for them.

static inline GtkWidget *finch_gtk_widget(gpointer instance) { return GTK_WIDGET(instance); }
static inline GtkWindow *finch_gtk_window(gpointer instance) { return GTK_WINDOW(instance); }
static inline GtkDrawingArea *finch_gtk_drawing_area(gpointer instance) { return GTK_DRAWING_AREA(instance); }
static inline GApplication *finch_g_application(gpointer instance) { return G_APPLICATION(instance); }
static inline GActionMap *finch_g_action_map(gpointer instance) { return G_ACTION_MAP(instance); }
static inline GtkEventController *finch_gtk_event_controller(gpointer instance) { return GTK_EVENT_CONTROLLER(instance); }
static inline GtkEventControllerScroll *finch_gtk_event_controller_scroll(gpointer instance) {
    return GTK_EVENT_CONTROLLER_SCROLL(instance);
}
static inline GtkEventControllerKey *finch_gtk_event_controller_key(gpointer instance) {
    return GTK_EVENT_CONTROLLER_KEY(instance);
}
static inline GtkGesture *finch_gtk_gesture(gpointer instance) { return GTK_GESTURE(instance); }
static inline GtkGestureSingle *finch_gtk_gesture_single(gpointer instance) { return GTK_GESTURE_SINGLE(instance); }

static inline GtkFileChooser *finch_gtk_file_chooser(gpointer instance) { return GTK_FILE_CHOOSER(instance); }
static inline GtkNative *finch_gtk_native(gpointer instance) { return GTK_NATIVE(instance); }
static inline GdkToplevel *finch_gdk_toplevel(gpointer instance) { return GDK_IS_TOPLEVEL(instance) ? GDK_TOPLEVEL(instance) : NULL; }
static inline GtkNativeDialog *finch_gtk_native_dialog(gpointer instance) { return GTK_NATIVE_DIALOG(instance); }

/// `g_signal_connect`: `handler` must have the signal's exact C signature (cast to GCallback).
static inline gulong finch_g_signal_connect(gpointer instance, const gchar *signal, GCallback handler, gpointer data) {
    return g_signal_connect_data(instance, signal, handler, data, NULL, (GConnectFlags)0);
}

/// Sets `accelerator` as the only shortcut of `action` (the variadic-free form of a NULL-terminated list).
static inline void finch_set_accel(GtkApplication *application, const char *action, const char *accelerator) {
    const char *accels[] = { accelerator, NULL };
    gtk_application_set_accels_for_action(application, action, accels);
}

/// An error dialog over `parent` (which may be NULL): `primary` in bold, `secondary` below, one Close
/// button; it destroys itself when answered (`gtk_message_dialog_new` is variadic, so Swift cannot call it).
static inline void finch_show_error_dialog(GtkWindow *parent, const char *primary, const char *secondary) {
    GtkWidget *dialog = gtk_message_dialog_new(
        parent, GTK_DIALOG_DESTROY_WITH_PARENT, GTK_MESSAGE_ERROR, GTK_BUTTONS_CLOSE, "%s", primary);
    gtk_message_dialog_format_secondary_text(GTK_MESSAGE_DIALOG(dialog), "%s", secondary);
    g_signal_connect(dialog, "response", G_CALLBACK(gtk_window_destroy), NULL);
    gtk_window_present(GTK_WINDOW(dialog));
}

#endif
