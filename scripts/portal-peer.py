#!/usr/bin/python3
"""A stand-in for the XDG desktop portal's Settings and OpenURI interfaces, for
scripts/window-appearance-test.sh.

Owns org.freedesktop.portal.Desktop on the session bus (the test's own) and serves
/org/freedesktop/portal/desktop's org.freedesktop.portal.Settings: ReadOne and Read answer the
org.freedesktop.appearance color-scheme (1 dark, 2 light), as the real portal does. SIGUSR1 flips it
and emits SettingChanged. org.freedesktop.portal.OpenURI's OpenURI prints "open <uri>" and answers a
request path, as the real portal does before it asks the user. Prints "ready" once the name is owned and
"scheme N" on each change.
"""
import signal
import sys

from gi.repository import Gio, GLib

INTERFACE = """
<node>
  <interface name="org.freedesktop.portal.Settings">
    <method name="ReadOne">
      <arg type="s" name="namespace" direction="in"/>
      <arg type="s" name="key" direction="in"/>
      <arg type="v" name="value" direction="out"/>
    </method>
    <method name="Read">
      <arg type="s" name="namespace" direction="in"/>
      <arg type="s" name="key" direction="in"/>
      <arg type="v" name="value" direction="out"/>
    </method>
    <signal name="SettingChanged">
      <arg type="s" name="namespace"/>
      <arg type="s" name="key"/>
      <arg type="v" name="value"/>
    </signal>
  </interface>
  <interface name="org.freedesktop.portal.OpenURI">
    <method name="OpenURI">
      <arg type="s" name="parent_window" direction="in"/>
      <arg type="s" name="uri" direction="in"/>
      <arg type="a{sv}" name="options" direction="in"/>
      <arg type="o" name="handle" direction="out"/>
    </method>
  </interface>
</node>
"""
PATH = "/org/freedesktop/portal/desktop"

scheme = int(sys.argv[1]) if len(sys.argv) > 1 else 1
connection = None


def say(line):
    print(line, flush=True)


def on_call(conn, sender, path, interface, method, parameters, invocation):
    if interface == "org.freedesktop.portal.OpenURI":
        _, uri, _ = parameters.unpack()
        say(f"open {uri}")
        invocation.return_value(GLib.Variant("(o)", ("/org/freedesktop/portal/desktop/request/1_1/finch",)))
        return
    namespace, key = parameters.unpack()
    if (namespace, key) != ("org.freedesktop.appearance", "color-scheme"):
        invocation.return_dbus_error("org.freedesktop.portal.Error.NotFound", "no such setting")
        return
    value = GLib.Variant("u", scheme)
    # The older Read wraps the value in one more variant, as the real portal does.
    if method == "Read":
        value = GLib.Variant("v", value)
    invocation.return_value(GLib.Variant("(v)", (value,)))


def flip():
    global scheme
    scheme = 2 if scheme == 1 else 1
    connection.emit_signal(
        None, PATH, "org.freedesktop.portal.Settings", "SettingChanged",
        GLib.Variant("(ssv)", ("org.freedesktop.appearance", "color-scheme", GLib.Variant("u", scheme))))
    say(f"scheme {scheme}")
    return GLib.SOURCE_CONTINUE


def on_bus(conn, name):
    global connection
    connection = conn
    for info in Gio.DBusNodeInfo.new_for_xml(INTERFACE).interfaces:
        conn.register_object(PATH, info, on_call, None, None)


def main():
    loop = GLib.MainLoop()
    Gio.bus_own_name(
        Gio.BusType.SESSION, "org.freedesktop.portal.Desktop", Gio.BusNameOwnerFlags.NONE, on_bus,
        lambda conn, name: say("ready"), lambda conn, name: (say("name lost"), loop.quit()))
    GLib.unix_signal_add(GLib.PRIORITY_DEFAULT, signal.SIGUSR1, flip)
    GLib.unix_signal_add(GLib.PRIORITY_DEFAULT, signal.SIGTERM, lambda: (loop.quit(), GLib.SOURCE_REMOVE)[1])
    loop.run()


if __name__ == "__main__":
    main()
