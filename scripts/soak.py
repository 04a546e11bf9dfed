#!/usr/bin/env python3
"""Hours of use, shortened: each app in a real GTK window (run this under Xvfb, as `make soak` does) is
played by a seeded random monkey through xdotool (clicks, drags, scrolls, keys, typing) for SECONDS
(at least 120), while its resident memory and open file descriptors are sampled every 5 s. After the
first minute neither may grow by more than 5 %: the baseline is the sample at one minute, the figure
the largest after it. (A shorter settling time mistook warming up, caches filling to their plateau
in the first minute, for growth.) A crash or a window that goes away fails too. Prints each
app's curve and writes a small plot per app (resident memory) to --plots. With --census FOLDER, each
app runs with FINCH_REPORT_MEMORY=5 and its standard error goes to FOLDER/<app>.log: every 5 s its
resident memory, the C heap in use and free, and what its windows' graphs own by kind, to tell a leak
of graph objects from caches and from the allocator's free memory; FOLDER/<app>.samples.csv keeps every
sample this script took.

Nothing is handed to a shell: every program is started with an argument list.
"""
import argparse
import os
import random
import struct
import subprocess
import sys
import tempfile
import time
import zlib

APPS = ["memorize", "profile-image", "landmarks", "emojiart", "navigation-demo"]
KEYS = ["Tab", "shift+Tab", "Return", "Escape", "BackSpace", "Delete", "Left", "Right", "Up", "Down",
        "space", "ctrl+z", "ctrl+shift+z", "ctrl+a", "ctrl+c", "ctrl+v", "ctrl+n", "ctrl+s"]
TEXTS = ["hello", "🐶🐱", "שלום", "e\u0301", "12345", "   "]
SAMPLE_SECONDS = 5.0
GROWTH_LIMIT = 0.05


def xdotool(*arguments, timeout=10):
    result = subprocess.run(["xdotool", *arguments], capture_output=True, text=True, timeout=timeout)
    return result.stdout.strip() if result.returncode == 0 else None


def find_window(pid, seconds=30):
    deadline = time.time() + seconds
    while time.time() < deadline:
        found = xdotool("search", "--onlyvisible", "--pid", str(pid))
        if found:
            return found.split()[-1]
        time.sleep(0.25)
    return None


def geometry(window):
    text = xdotool("getwindowgeometry", "--shell", window) or ""
    values = dict(line.split("=", 1) for line in text.splitlines() if "=" in line)
    return int(values.get("WIDTH", 390)), int(values.get("HEIGHT", 700))


def sample(pid):
    """Resident memory (kB), open descriptors, and the resident memory's two parts: anonymous (the heap, stacks,
    surfaces) and mapped files (the program, its libraries and the fonts FreeType maps, which the kernel may
    drop and read again; an emoji font is 11 MB, paged in as new emoji are drawn)."""
    with open(f"/proc/{pid}/status", encoding="utf-8") as status:
        fields = {line.split(":")[0]: line.split()[1] for line in status if line.startswith(("VmRSS:", "RssAnon:", "RssFile:"))}
    rss = int(fields.get("VmRSS", 0))
    return rss, len(os.listdir(f"/proc/{pid}/fd")), int(fields.get("RssAnon", 0)), int(fields.get("RssFile", 0))


def visible_windows(pid):
    return set((xdotool("search", "--onlyvisible", "--pid", str(pid)) or "").split())


def close_new_windows(pid, before, seconds=3.0):
    """Closes, with Ctrl+W, the windows of `pid` that were not there `before` a Ctrl+N: a document app's
    Ctrl+N opens one, and a person who opens a window closes it again. Left open, the 35 windows a
    five-minute run of EmojiArt opened measured windows, not a leak. (Popovers and menus are windows
    too, which is why only new ones are closed.)"""
    deadline = time.time() + seconds
    while time.time() < deadline:
        new = visible_windows(pid) - before
        if new:
            for window in new:
                xdotool("windowfocus", "--sync", window, "key", "ctrl+w")
            return
        time.sleep(0.1)


def act(window, width, height, rng, pid=None):
    point = lambda: (str(rng.randint(5, max(6, width - 5))), str(rng.randint(5, max(6, height - 5))))
    roll = rng.random()
    if roll < 0.45:
        x, y = point()
        xdotool("mousemove", "--window", window, x, y, "click", "1")
    elif roll < 0.6:
        (x, y), (x2, y2) = point(), point()
        xdotool("mousemove", "--window", window, x, y, "mousedown", "1")
        for step in range(1, 6):
            xdotool("mousemove", "--window", window, str(int(x) + (int(x2) - int(x)) * step // 5),
                    str(int(y) + (int(y2) - int(y)) * step // 5))
        xdotool("mouseup", "1")
    elif roll < 0.7:
        x, y = point()
        xdotool("mousemove", "--window", window, x, y, "click", rng.choice(["4", "5"]))
    elif roll < 0.88:
        # Keys go to the focused window as real input (XTEST). Sent to a window (`--window`, a synthetic
        # XSendEvent), a Ctrl+N makes GTK 4.8 open windows without end: a plain GTK 4 program with a
        # <Control>n action does it too, 60 windows in 3 s.
        key = rng.choice(KEYS)
        before = visible_windows(pid) if key == "ctrl+n" and pid is not None else None
        xdotool("windowfocus", "--sync", window, "key", key)
        if before is not None:
            close_new_windows(pid, before)
    else:
        xdotool("windowfocus", "--sync", window, "type", "--delay", "20", rng.choice(TEXTS))


def crash_report(text):
    """What a crashed app said: the error and the crashed thread's frames at the start of Swift's backtrace,
    and its end (the last 500 characters alone were the library list, which names no cause)."""
    if len(text) <= 4000:
        return text
    return text[:3000] + "\n…\n" + text[-500:]


def play(binary, seconds, seed, home, census_log=None):
    env = dict(os.environ, HOME=home, XDG_DATA_HOME=os.path.join(home, "data"),
               XDG_CONFIG_HOME=os.path.join(home, "config"), GSETTINGS_BACKEND="memory")
    if census_log is not None:
        env["FINCH_REPORT_MEMORY"] = "5"
    errors = open(census_log, "wb") if census_log is not None else subprocess.PIPE
    process = subprocess.Popen([binary], env=env, stdout=subprocess.DEVNULL, stderr=errors)
    rng = random.Random(seed)
    samples, problem = [], None
    try:
        window = find_window(process.pid)
        if window is None:
            return samples, "no window within 30 s"
        width, height = geometry(window)
        start = time.time()
        next_sample = start
        while time.time() - start < seconds:
            if process.poll() is not None:
                said = crash_report(process.stderr.read().decode(errors="replace")) if process.stderr else "see the log"
                problem = f"exited with {process.returncode}: {said}"
                break
            if time.time() >= next_sample:
                samples.append((time.time() - start, *sample(process.pid)))
                next_sample += SAMPLE_SECONDS
            act(window, width, height, rng, process.pid)
    finally:
        if process.poll() is None:
            process.kill()
            process.wait()
        if census_log is not None:
            errors.close()
    return samples, problem


def growth(samples, seconds):
    settle = 60.0
    after = [s for s in samples if s[0] >= settle]
    if len(after) < 2:
        return None
    base_rss, base_fds = after[0][1], after[0][2]
    top_rss = max(s[1] for s in after)
    # A descriptor counts once it is still open at the next sample: GTK opens a pipe for each clipboard or
    # drag transfer and a save opens its file, and a sample taken during one saw a descriptor gone five
    # seconds later (EmojiArt: one sample of 12 among 119 of 11), which is no growth.
    top_fds = max(min(a[2], b[2]) for a, b in zip(after, after[1:]))
    return (top_rss - base_rss) / base_rss, (top_fds - base_fds) / max(1, base_fds)


def parts_growth(samples):
    """How the anonymous and mapped-file parts of resident memory grew after the first minute (kB), as told
    beside the growth that is judged (of the whole)."""
    after = [s for s in samples if s[0] >= 60.0]
    if len(after) < 2:
        return None
    return max(s[3] for s in after) - after[0][3], max(s[4] for s in after) - after[0][4]


def png(path, samples, width=320, height=120):
    """A plot of resident memory over time: grey axes, a blue line, white ground."""
    pixels = [[(255, 255, 255)] * width for _ in range(height)]
    if len(samples) >= 2:
        top = max(s[1] for s in samples) * 1.1
        end = samples[-1][0] or 1
        points = [(int(s[0] / end * (width - 11)) + 10, height - 11 - int(s[1] / top * (height - 21))) for s in samples]
        for (x0, y0), (x1, y1) in zip(points, points[1:]):
            for step in range(max(abs(x1 - x0), abs(y1 - y0), 1) + 1):
                t = step / max(abs(x1 - x0), abs(y1 - y0), 1)
                x, y = round(x0 + (x1 - x0) * t), round(y0 + (y1 - y0) * t)
                for dy in (0, 1):
                    if 0 <= y + dy < height and 0 <= x < width:
                        pixels[y + dy][x] = (0, 122, 255)
    for x in range(10, width):
        pixels[height - 10][x] = (160, 160, 160)
    for y in range(0, height - 9):
        pixels[y][10] = (160, 160, 160)
    raw = b"".join(b"\x00" + bytes(c for p in row for c in p) for row in pixels)
    chunk = lambda kind, data: struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data))
    with open(path, "wb") as out:
        out.write(b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", struct.pack(">IIBBBBB", width, height, 8, 2, 0, 0, 0))
                  + chunk(b"IDAT", zlib.compress(raw, 9)) + chunk(b"IEND", b""))


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--bin", required=True, help="the folder of the built apps")
    parser.add_argument("--seconds", type=float, default=600)
    parser.add_argument("--seed", type=int, default=int(time.time()))
    parser.add_argument("--apps", default=",".join(APPS))
    parser.add_argument("--plots", default="")
    parser.add_argument("--census", default="", help="a folder for each app's memory report (see above)")
    options = parser.parse_args()
    if options.seconds < 120:
        parser.error("--seconds must be at least 120: growth is measured after the first minute")
    if options.census:
        os.makedirs(options.census, exist_ok=True)
    failed = False
    for app in options.apps.split(","):
        with tempfile.TemporaryDirectory() as home:
            log = os.path.join(options.census, f"{app}.log") if options.census else None
            samples, problem = play(os.path.join(options.bin, app), options.seconds, options.seed, home, log)
        if options.census:
            # Every sample, so a peak the printed curve skips can be found and set beside the app's report.
            with open(os.path.join(options.census, f"{app}.samples.csv"), "w") as table:
                table.write("seconds,rss_kb,fds,rss_anon_kb,rss_file_kb\n")
                for s in samples:
                    table.write(f"{s[0]:.1f},{s[1]},{s[2]},{s[3]},{s[4]}\n")
        curve = ", ".join(f"{int(s[0])}s {s[1] // 1024} MB/{s[2]} fds" for s in samples[::max(1, len(samples) // 12)])
        measured = growth(samples, options.seconds)
        if problem is None and measured is None:
            problem = "too few samples"
        if problem is None and (measured[0] > GROWTH_LIMIT or measured[1] > GROWTH_LIMIT):
            problem = f"grew {measured[0] * 100:.1f} % in memory, {measured[1] * 100:.1f} % in descriptors after settling"
        summary = "" if measured is None else f"; after settling +{measured[0] * 100:.1f} % memory, +{measured[1] * 100:.1f} % fds"
        parts = parts_growth(samples)
        if parts is not None:
            summary += f" (anonymous +{parts[0] / 1024:.1f} MB, mapped files +{parts[1] / 1024:.1f} MB)"
        print(f"{app} (seed {options.seed}): {curve}{summary}" + (f"; FAIL: {problem}" if problem else "; ok"))
        if options.plots:
            png(os.path.join(options.plots, f"soak-{app}.png"), samples)
        failed = failed or problem is not None
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
