#include "frame_probe.h"

#include <gtk/gtk.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

/* One window's frame clock: when its current cycle started, and whether it painted. */
typedef struct {
    gint64 started;
    gboolean painted;
} ProbeClock;

static gboolean first_frame_reported = FALSE;

/* Written with write(2): stdio buffers when standard output is a pipe or a file. */
static void probe_print(const char *line) {
    size_t length = strlen(line);
    while (length > 0) {
        ssize_t written = write(STDOUT_FILENO, line, length);
        if (written <= 0) return;
        line += written;
        length -= (size_t)written;
    }
}

/* Seconds since the process started: the system's uptime less the process's start time (field 22 of
 * /proc/self/stat, in clock ticks since boot). Negative when either file cannot be read. */
static double seconds_since_process_start(void) {
    char stat[1024] = {0};
    double uptime = 0;
    FILE *file = fopen("/proc/uptime", "r");
    if (file == NULL) return -1;
    int scanned = fscanf(file, "%lf", &uptime);
    fclose(file);
    if (scanned != 1) return -1;
    file = fopen("/proc/self/stat", "r");
    if (file == NULL) return -1;
    size_t length = fread(stat, 1, sizeof stat - 1, file);
    fclose(file);
    stat[length] = 0;
    /* The command name may hold spaces; the fields after it start at field 3. */
    char *field = strrchr(stat, ')');
    if (field == NULL) return -1;
    for (int index = 2; index < 22 && field != NULL; index++) field = strchr(field + 1, ' ');
    if (field == NULL) return -1;
    double ticks = strtod(field + 1, NULL);
    long hertz = sysconf(_SC_CLK_TCK);
    if (hertz <= 0) return -1;
    return uptime - ticks / (double)hertz;
}

static void on_before_paint(GdkFrameClock *clock, gpointer data) {
    (void)clock;
    ProbeClock *probe = data;
    probe->started = g_get_monotonic_time();
    probe->painted = FALSE;
}

static void on_paint(GdkFrameClock *clock, gpointer data) {
    (void)clock;
    ((ProbeClock *)data)->painted = TRUE;
}

static void on_after_paint(GdkFrameClock *clock, gpointer data) {
    ProbeClock *probe = data;
    gint64 now = g_get_monotonic_time();
    if (!probe->painted || probe->started == 0) return;
    char line[128];
    if (!first_frame_reported) {
        first_frame_reported = TRUE;
        double elapsed = seconds_since_process_start();
        if (elapsed >= 0) {
            snprintf(line, sizeof line, "probe: first-frame %.0f\n", elapsed * 1000);
            probe_print(line);
        }
    }
    snprintf(line, sizeof line, "probe: frame %lld %lld\n", (long long)gdk_frame_clock_get_frame_time(clock),
             (long long)(now - probe->started));
    probe_print(line);
    probe->started = 0;
}

/* A window has just been mapped, so it is realized and has its frame clock: time that clock. The hook
 * then removes itself (both programs have one window), so mapping the rows costs nothing more. */
static gboolean on_map(GSignalInvocationHint *hint, guint count, const GValue *values, gpointer data) {
    (void)hint;
    (void)data;
    if (count < 1) return TRUE;
    GObject *object = g_value_get_object(&values[0]);
    if (!GTK_IS_WINDOW(object) || g_object_get_data(object, "frame-probe") != NULL) return TRUE;
    GdkFrameClock *clock = gtk_widget_get_frame_clock(GTK_WIDGET(object));
    if (clock == NULL) return TRUE;
    ProbeClock *probe = g_new0(ProbeClock, 1);
    g_object_set_data_full(object, "frame-probe", probe, g_free);
    g_signal_connect(clock, "before-paint", G_CALLBACK(on_before_paint), probe);
    g_signal_connect(clock, "paint", G_CALLBACK(on_paint), probe);
    /* After GDK's own after-paint handlers (which finish the frame on X11). */
    g_signal_connect_after(clock, "after-paint", G_CALLBACK(on_after_paint), probe);
    return FALSE;
}

void frame_probe_install(void) {
    /* Signals exist once their class is initialised; the reference is kept for the process's life. */
    g_type_class_ref(GTK_TYPE_WIDGET);
    guint map = g_signal_lookup("map", GTK_TYPE_WIDGET);
    if (map != 0) g_signal_add_emission_hook(map, 0, on_map, NULL, NULL);
}
