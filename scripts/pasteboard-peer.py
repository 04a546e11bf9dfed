#!/usr/bin/python3
"""Another program on the desktop clipboard, for scripts/xvfb-pasteboard.sh (GTK 4 through gi).

  pasteboard-peer.py read            prints the clipboard's MIME types, then its text
  pasteboard-peer.py offer PNG URL   owns the clipboard with text, a text/uri-list and PNG bytes until killed
"""
import sys

import gi

gi.require_version("Gdk", "4.0")
gi.require_version("Gtk", "4.0")
from gi.repository import Gdk, GLib, Gtk  # noqa: E402

Gtk.init()
clipboard = Gdk.Display.get_default().get_clipboard()
loop = GLib.MainLoop()


def read():
    def done(source, result):
        try:
            print("text:", source.read_text_finish(result), flush=True)
        except GLib.Error as error:
            print("error:", error.message, flush=True)
        loop.quit()

    def start():
        print("types:", " ".join(clipboard.get_formats().get_mime_types() or []), flush=True)
        clipboard.read_text_async(None, done)
        return False

    # The formats arrive from the owner shortly after start-up.
    GLib.timeout_add(300, start)
    GLib.timeout_add(5000, loop.quit)
    loop.run()


def offer(png_path, url):
    with open(png_path, "rb") as png:
        image = GLib.Bytes.new(png.read())
    providers = [
        Gdk.ContentProvider.new_for_bytes("text/plain;charset=utf-8", GLib.Bytes.new("from python 🐍".encode())),
        Gdk.ContentProvider.new_for_bytes("text/uri-list", GLib.Bytes.new((url + "\r\n").encode())),
        Gdk.ContentProvider.new_for_bytes("image/png", image),
    ]
    clipboard.set_content(Gdk.ContentProvider.new_union(providers))
    print("offered", flush=True)
    loop.run()


if sys.argv[1] == "read":
    read()
else:
    offer(sys.argv[2], sys.argv[3])
