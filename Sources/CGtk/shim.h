#ifndef FINCH_CGTK_SHIM_H
#define FINCH_CGTK_SHIM_H

#include <gtk/gtk.h>
#include <glib-unix.h>
#include <malloc.h>  // mallinfo2, for FINCH_REPORT_MEMORY (FinchGTK's MemoryReport)

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

/// Told each colour scheme the portal gives (1 dark, 2 light, 0 no preference), at first and on change.
typedef void (*FinchColorSchemeCallback)(int scheme, void *context);

/// What the asynchronous portal watch keeps between its steps (lives as long as the process).
typedef struct {
    FinchColorSchemeCallback callback;
    void *context;
    GDBusProxy *proxy;
    int method;
} FinchPortalWatch;

static inline int finch_portal_changed_color_scheme(GVariant *parameters);
static inline void finch_portal_read_next(FinchPortalWatch *watch);

static inline void finch_portal_on_signal(
    GDBusProxy *proxy, const char *sender, const char *signal, GVariant *parameters, gpointer data) {
    (void)proxy;
    (void)sender;
    FinchPortalWatch *watch = data;
    if (g_strcmp0(signal, "SettingChanged") != 0) return;
    int scheme = finch_portal_changed_color_scheme(parameters);
    if (scheme >= 0) watch->callback(scheme, watch->context);
}

/// A read's answer: the scheme, or the older `Read` tried when `ReadOne` is not there.
static inline void finch_portal_on_read(GObject *source, GAsyncResult *result, gpointer data) {
    FinchPortalWatch *watch = data;
    GVariant *reply = g_dbus_proxy_call_finish(G_DBUS_PROXY(source), result, NULL);
    if (reply == NULL) {
        watch->method += 1;
        finch_portal_read_next(watch);
        return;
    }
    GVariant *child = g_variant_get_child_value(reply, 0);
    int scheme = finch_color_scheme_of(child);
    g_variant_unref(child);
    g_variant_unref(reply);
    if (scheme >= 0) watch->callback(scheme, watch->context);
}

static inline void finch_portal_read_next(FinchPortalWatch *watch) {
    const char *methods[] = { "ReadOne", "Read" };
    if (watch->method >= 2) return;
    g_dbus_proxy_call(
        watch->proxy, methods[watch->method], g_variant_new("(ss)", "org.freedesktop.appearance", "color-scheme"),
        G_DBUS_CALL_FLAGS_NONE, 500, NULL, finch_portal_on_read, watch);
}

static inline void finch_portal_on_proxy(GObject *source, GAsyncResult *result, gpointer data) {
    (void)source;
    FinchPortalWatch *watch = data;
    watch->proxy = g_dbus_proxy_new_for_bus_finish(result, NULL);
    if (watch->proxy == NULL) {
        g_free(watch);
        return;
    }
    g_signal_connect(watch->proxy, "g-signal", G_CALLBACK(finch_portal_on_signal), watch);
    finch_portal_read_next(watch);
}

/// Watches the portal's colour scheme without blocking: the session bus, the proxy and the first read are
/// asynchronous (their answers come on the main loop), so a window's first frame never waits for D-Bus.
/// Without a session bus or a portal, `callback` is never called.
static inline void finch_portal_watch_color_scheme(FinchColorSchemeCallback callback, void *context) {
    FinchPortalWatch *watch = g_new0(FinchPortalWatch, 1);
    watch->callback = callback;
    watch->context = context;
    g_dbus_proxy_new_for_bus(
        G_BUS_TYPE_SESSION, G_DBUS_PROXY_FLAGS_DO_NOT_LOAD_PROPERTIES, NULL, "org.freedesktop.portal.Desktop",
        "/org/freedesktop/portal/desktop", "org.freedesktop.portal.Settings", NULL, finch_portal_on_proxy, watch);
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

/// Called once with 1 when the portal took the URI, 0 when it answered an error (none running on the bus, a
/// refusal), with the error's message (or NULL).
typedef void (*FinchOpenURICallback)(int opened, const char *message, void *context);

typedef struct {
    FinchOpenURICallback callback;
    void *context;
} FinchOpenURICall;

static inline void finch_portal_on_open_uri(GObject *source, GAsyncResult *result, gpointer data) {
    FinchOpenURICall *call = data;
    GError *error = NULL;
    GVariant *reply = g_dbus_connection_call_finish(G_DBUS_CONNECTION(source), result, &error);
    call->callback(reply != NULL, error != NULL ? error->message : NULL, call->context);
    if (reply != NULL) g_variant_unref(reply);
    if (error != NULL) g_error_free(error);
    g_free(call);
}

/// Asks the XDG desktop portal's OpenURI to open `uri` (the desktop's browser or handler, with the user's
/// consent where the desktop asks), without blocking; `callback` gets the answer on the main loop. Without a
/// session bus it is called at once with 0.
static inline void finch_portal_open_uri(const char *uri, FinchOpenURICallback callback, void *context) {
    GError *error = NULL;
    GDBusConnection *bus = g_bus_get_sync(G_BUS_TYPE_SESSION, NULL, &error);
    if (bus == NULL) {
        callback(0, error != NULL ? error->message : NULL, context);
        if (error != NULL) g_error_free(error);
        return;
    }
    FinchOpenURICall *call = g_new0(FinchOpenURICall, 1);
    call->callback = callback;
    call->context = context;
    GVariantBuilder options;
    g_variant_builder_init(&options, G_VARIANT_TYPE_VARDICT);
    g_dbus_connection_call(
        bus, "org.freedesktop.portal.Desktop", "/org/freedesktop/portal/desktop", "org.freedesktop.portal.OpenURI",
        "OpenURI", g_variant_new("(ssa{sv})", "", uri, &options), G_VARIANT_TYPE("(o)"),
        G_DBUS_CALL_FLAGS_NONE, 5000, NULL, finch_portal_on_open_uri, call);
    g_object_unref(bus);
}

#endif
