#!/usr/bin/python3
"""The other program of scripts/window-dnd-test.sh: a GTK 4 window (through gi) that is a drag source
and a drop target, as a file manager or a browser would be.

    dnd-peer.py PNG_PATH WEB_URL

The window ("DnD Peer", 200x480) has six 200x80 bands, top to bottom:
  text   drags the text "hello from python" (a string value, as GTK text views offer it)
  file   drags PNG_PATH as a GdkFileList, as Nautilus does (GDK offers it as text/uri-list)
  url    drags WEB_URL as text/uri-list and text, as Firefox drags a link
  moz    drags WEB_URL as text/x-moz-url only (UTF-16LE "url\\ntitle"), as Chromium does
  js     drags a javascript: URL as text/uri-list (a hostile page's link), which Finch must refuse
  drop   a drop target for text: prints "dropped text: <text>"
Each drag's end prints "drag-end <band>"; stdout is line-buffered for the test to read.
"""
import sys

import gi

gi.require_version("Gtk", "4.0")
gi.require_version("Gdk", "4.0")
from gi.repository import Gdk, Gio, GLib, GObject, Gtk  # noqa: E402

BAND = 80


def text_provider():
    return Gdk.ContentProvider.new_for_value("hello from python")


def file_provider(path):
    files = Gdk.FileList.new_from_array([Gio.File.new_for_path(path)])
    value = GObject.Value(Gdk.FileList, files)
    return Gdk.ContentProvider.new_for_value(value)


def url_provider(url):
    return Gdk.ContentProvider.new_union([
        Gdk.ContentProvider.new_for_bytes("text/uri-list", GLib.Bytes.new((url + "\r\n").encode())),
        Gdk.ContentProvider.new_for_bytes("text/plain;charset=utf-8", GLib.Bytes.new(url.encode())),
    ])


def moz_provider(url):
    data = (url + "\nA web picture").encode("utf-16-le")
    return Gdk.ContentProvider.new_for_bytes("text/x-moz-url", GLib.Bytes.new(data))


def script_provider():
    return Gdk.ContentProvider.new_for_bytes("text/uri-list", GLib.Bytes.new(b"javascript:alert(1)\r\n"))


def band(name, make):
    label = Gtk.Label(label=name)
    label.set_size_request(200, BAND)
    if make is not None:
        source = Gtk.DragSource(actions=Gdk.DragAction.COPY)
        source.connect("prepare", lambda *_: make())
        source.connect("drag-end", lambda *_: print("drag-end " + name, flush=True))
        label.add_controller(source)
    return label


def on_drop(_target, value, _x, _y):
    print("dropped text: " + str(value), flush=True)
    return True


def on_enter(target, _x, _y):
    drop = target.get_current_drop()
    if drop is not None:
        print("drop formats: " + drop.get_formats().to_string(), flush=True)
    return Gdk.DragAction.COPY


def main():
    png_path, web_url = sys.argv[1], sys.argv[2]
    app = Gtk.Application(application_id="org.finch.DndPeer", flags=Gio.ApplicationFlags.NON_UNIQUE)

    def activate(application):
        window = Gtk.ApplicationWindow(application=application, title="DnD Peer")
        window.set_default_size(200, 6 * BAND)
        window.set_resizable(False)
        box = Gtk.Box(orientation=Gtk.Orientation.VERTICAL)
        box.append(band("text", text_provider))
        box.append(band("file", lambda: file_provider(png_path)))
        box.append(band("url", lambda: url_provider(web_url)))
        box.append(band("moz", lambda: moz_provider(web_url)))
        box.append(band("js", script_provider))
        drop_area = band("drop", None)
        target = Gtk.DropTarget.new(GObject.TYPE_STRING, Gdk.DragAction.COPY | Gdk.DragAction.MOVE)
        target.connect("drop", on_drop)
        target.connect("enter", on_enter)
        drop_area.add_controller(target)
        box.append(drop_area)
        window.set_child(box)
        window.present()
        print("ready", flush=True)

    app.connect("activate", activate)
    app.run([])


if __name__ == "__main__":
    main()
