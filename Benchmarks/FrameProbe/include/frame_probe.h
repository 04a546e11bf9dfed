#ifndef FRAME_PROBE_H
#define FRAME_PROBE_H

/*
 * The same stopwatch for both sides of scripts/bench-vs-gtk.sh: the plain GTK program
 * (Benchmarks/GtkListBench) and the Finch one (Benchmarks/FinchListBench) each call
 * frame_probe_install() before their GtkApplication runs. The first window's GdkFrameClock is then timed
 * from the outside, the same way for both, and every painted frame is written to standard output:
 *
 *   probe: first-frame <ms>            once: from the process's start (the kernel's start time) to
 *                                      the end of the first frame clock cycle that painted
 *   probe: frame <frame-time-us> <work-us>
 *                                      each cycle that painted: the frame clock's time, and the wall
 *                                      time from its "before-paint" signal to its "after-paint" signal
 *                                      (update: tick callbacks; layout: size allocation; paint: the
 *                                      widget snapshot, GSK's Cairo render and its copy to the window)
 *
 * Input events are handled outside these cycles (GDK delivers them between frames), so a program's
 * own event handling is not in <work-us>; the script adds the process's CPU time to show it.
 */
void frame_probe_install(void);

#endif
