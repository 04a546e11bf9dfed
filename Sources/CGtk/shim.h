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

// The desktop's light or dark preference (`DesktopAppearance`): the XDG desktop portal's
// `org.freedesktop.appearance` `color-scheme` (1 dark, 2 light, 0 no preference), else GTK's setting.

/// The portal's settings interface on the session bus, or NULL without a session bus.
static inline GDBusProxy *finch_portal_settings_proxy(void) {
    return g_dbus_proxy_new_for_bus_sync(
        G_BUS_TYPE_SESSION, G_DBUS_PROXY_FLAGS_DO_NOT_LOAD_PROPERTIES, NULL, "org.freedesktop.portal.Desktop",
        "/org/freedesktop/portal/desktop", "org.freedesktop.portal.Settings", NULL, NULL);
}

/// The number in `value` (a `u`, perhaps wrapped in variants, as the older `Read` answers); -1 if none.
static inline int finch_color_scheme_of(GVariant *value) {
    GVariant *current = g_variant_ref(value);
    while (g_variant_is_of_type(current, G_VARIANT_TYPE_VARIANT)) {
        GVariant *inner = g_variant_get_variant(current);
        g_variant_unref(current);
        current = inner;
    }
    int result = g_variant_is_of_type(current, G_VARIANT_TYPE_UINT32) ? (int)g_variant_get_uint32(current) : -1;
    g_variant_unref(current);
    return result;
}

/// Asks the portal (`ReadOne`, else the older `Read`) for the colour scheme; -1 when it does not answer.
static inline int finch_portal_read_color_scheme(GDBusProxy *proxy) {
    const char *methods[] = { "ReadOne", "Read" };
    for (int i = 0; i < 2; i++) {
        GVariant *reply = g_dbus_proxy_call_sync(
            proxy, methods[i], g_variant_new("(ss)", "org.freedesktop.appearance", "color-scheme"),
            G_DBUS_CALL_FLAGS_NONE, 500, NULL, NULL);
        if (reply == NULL) continue;
        GVariant *child = g_variant_get_child_value(reply, 0);
        int result = finch_color_scheme_of(child);
        g_variant_unref(child);
        g_variant_unref(reply);
        return result;
    }
    return -1;
}

/// The new colour scheme in a `SettingChanged` signal's parameters, or -1 when it is another setting.
static inline int finch_portal_changed_color_scheme(GVariant *parameters) {
    if (!g_variant_is_of_type(parameters, G_VARIANT_TYPE("(ssv)"))) return -1;
    const char *space = NULL;
    const char *key = NULL;
    GVariant *value = NULL;
    g_variant_get(parameters, "(&s&sv)", &space, &key, &value);
    int result = -1;
    if (g_strcmp0(space, "org.freedesktop.appearance") == 0 && g_strcmp0(key, "color-scheme") == 0) {
        result = finch_color_scheme_of(value);
    }
    g_variant_unref(value);
    return result;
}

/// GTK's `gtk-application-prefer-dark-theme` (`g_object_get` is variadic, so Swift cannot call it).
static inline gboolean finch_gtk_prefers_dark_theme(void) {
    GtkSettings *settings = gtk_settings_get_default();
    gboolean dark = FALSE;
    if (settings != NULL) g_object_get(settings, "gtk-application-prefer-dark-theme", &dark, NULL);
    return dark;
}

#endif
