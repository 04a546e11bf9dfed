/*
 * The plain GTK 4 side of scripts/bench-vs-gtk.sh: what a Linux developer would write instead of
 * Finch's `List` of 10,000 `Toggle`s. A GtkListView (recycled rows, as Finch's List makes rows
 * lazily) of 10,000 rows, each a label and a GtkSwitch whose state lives in the program's model (a
 * flag per row, as the Finch side's @State array). GTK's Cairo renderer, as Finch uses.
 *
 * Built by scripts/bench-vs-gtk.sh: cc gtk-list-bench.c ../FrameProbe/frame_probe.c
 * $(pkg-config --cflags --libs gtk4). Frames and start-up are reported by the shared frame probe.
 */
#include <gtk/gtk.h>

#include "frame_probe.h"

enum { ROW_COUNT = 10000 };

static gboolean row_is_on[ROW_COUNT];

/* The switch writes its row's flag; the row a recycled switch shows is kept on the switch. */
static void on_switch_active(GObject *object, GParamSpec *spec, gpointer data) {
    (void)spec;
    (void)data;
    guint position = GPOINTER_TO_UINT(g_object_get_data(object, "row"));
    if (position > 0 && position <= ROW_COUNT) row_is_on[position - 1] = gtk_switch_get_active(GTK_SWITCH(object));
}

static void setup_row(GtkSignalListItemFactory *factory, GtkListItem *item, gpointer data) {
    (void)factory;
    (void)data;
    GtkWidget *box = gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 12);
    gtk_widget_set_margin_start(box, 16);
    gtk_widget_set_margin_end(box, 16);
    gtk_widget_set_margin_top(box, 6);
    gtk_widget_set_margin_bottom(box, 6);
    GtkWidget *label = gtk_label_new(NULL);
    gtk_label_set_xalign(GTK_LABEL(label), 0);
    gtk_widget_set_hexpand(label, TRUE);
    GtkWidget *toggle = gtk_switch_new();
    gtk_widget_set_valign(toggle, GTK_ALIGN_CENTER);
    g_signal_connect(toggle, "notify::active", G_CALLBACK(on_switch_active), NULL);
    gtk_box_append(GTK_BOX(box), label);
    gtk_box_append(GTK_BOX(box), toggle);
    gtk_list_item_set_child(item, box);
}

static void bind_row(GtkSignalListItemFactory *factory, GtkListItem *item, gpointer data) {
    (void)factory;
    (void)data;
    GtkWidget *box = gtk_list_item_get_child(item);
    GtkWidget *label = gtk_widget_get_first_child(box);
    GtkWidget *toggle = gtk_widget_get_last_child(box);
    guint position = gtk_list_item_get_position(item);
    GtkStringObject *string = gtk_list_item_get_item(item);
    gtk_label_set_text(GTK_LABEL(label), gtk_string_object_get_string(string));
    /* No row while the state is set, so the notification writes nothing back. */
    g_object_set_data(G_OBJECT(toggle), "row", NULL);
    gtk_switch_set_active(GTK_SWITCH(toggle), position < ROW_COUNT && row_is_on[position]);
    g_object_set_data(G_OBJECT(toggle), "row", GUINT_TO_POINTER(position + 1));
}

static void activate(GtkApplication *application, gpointer data) {
    (void)data;
    GtkStringList *rows = gtk_string_list_new(NULL);
    for (int index = 0; index < ROW_COUNT; index++) {
        char title[32];
        g_snprintf(title, sizeof title, "Row %d", index);
        gtk_string_list_append(rows, title);
    }
    GtkListItemFactory *factory = gtk_signal_list_item_factory_new();
    g_signal_connect(factory, "setup", G_CALLBACK(setup_row), NULL);
    g_signal_connect(factory, "bind", G_CALLBACK(bind_row), NULL);
    GtkWidget *list = gtk_list_view_new(GTK_SELECTION_MODEL(gtk_no_selection_new(G_LIST_MODEL(rows))), factory);
    GtkWidget *scrolled = gtk_scrolled_window_new();
    gtk_scrolled_window_set_child(GTK_SCROLLED_WINDOW(scrolled), list);
    GtkWidget *window = gtk_application_window_new(application);
    gtk_window_set_title(GTK_WINDOW(window), "List bench (GTK)");
    gtk_window_set_default_size(GTK_WINDOW(window), 400, 800);
    gtk_window_set_child(GTK_WINDOW(window), scrolled);
    gtk_window_present(GTK_WINDOW(window));
}

int main(int argc, char **argv) {
    /* As Finch does (FinchGTK's GTKApplication): GTK's Cairo renderer unless told otherwise. */
    setenv("GSK_RENDERER", "cairo", 0);
    frame_probe_install();
    GtkApplication *application = gtk_application_new(NULL, G_APPLICATION_NON_UNIQUE);
    g_signal_connect(application, "activate", G_CALLBACK(activate), NULL);
    int status = g_application_run(G_APPLICATION(application), argc, argv);
    g_object_unref(application);
    return status;
}
