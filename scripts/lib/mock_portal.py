#!/usr/bin/python3
"""A stand-in for xdg-desktop-portal's settings: owns org.freedesktop.portal.Desktop on a bus
and serves org.freedesktop.portal.Settings (version 2) at /org/freedesktop/portal/desktop,
for the toolkit's tests and end-to-end checks.

Usage: scripts/lib/mock_portal.py [options]

  --address ADDR        the bus to own the name on (default: $DBUS_SESSION_BUS_ADDRESS)
  --color-scheme N      org.freedesktop.appearance color-scheme, u (0 none, 1 dark, 2 light); default 0
  --accent R,G,B        accent-color, (ddd) in 0…1; default: not served
  --contrast N          contrast, u (0 none, 1 high); default 0
  --reduced-motion N    reduced-motion, u (0 none, 1 reduce); default 0
  --delay SECONDS       answer ReadAll and Read that many seconds late (signals are not delayed)
  --wrong-types         serve every appearance value as a string ("dark"), as a broken portal might
  --double-wrap         wrap values in a second variant, as portals before version 2 did
  --no-reply            never answer ReadAll or Read
  --exit-on-call        exit as soon as ReadAll or Read is called, without answering

Once it owns the name it prints `ready` on stdout (a line, flushed). Then it takes commands,
one a line, on stdin; each is answered on stdout with `ok` or `error: …`:

  set KEY VALUE         set an appearance key (color-scheme, contrast, reduced-motion: an
                        integer; accent-color: R,G,B; any key: `str:TEXT` for a wrong-typed
                        string) and emit SettingChanged(namespace, key, value)
  flip                  color-scheme 1 ↔ 2 (0 becomes 1), with SettingChanged
  calls                 prints the number of ReadAll and Read calls received so far
  exit                  exits (as does SIGTERM, and the end of stdin when stdin is a pipe;
                        with stdin from /dev/null or a file it runs until SIGTERM)

SIGUSR1 does what `flip` does. Needs python3-gi (Gio).
"""
import argparse
import os
import signal
import stat
import sys

from gi.repository import Gio, GLib

NAMESPACE = "org.freedesktop.appearance"
BUS_NAME = "org.freedesktop.portal.Desktop"
OBJECT_PATH = "/org/freedesktop/portal/desktop"
INTERFACE = "org.freedesktop.portal.Settings"

INTROSPECTION = """
<node>
  <interface name="org.freedesktop.portal.Settings">
    <method name="ReadAll">
      <arg type="as" name="namespaces" direction="in"/>
      <arg type="a{sa{sv}}" name="value" direction="out"/>
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
    <property name="version" type="u" access="read"/>
  </interface>
</node>
"""


def parse_value(key, text):
    """The GLib.Variant of `text` for `key`; raises ValueError."""
    if text.startswith("str:"):
        return GLib.Variant("s", text[4:])
    if key == "accent-color":
        parts = [float(p) for p in text.split(",")]
        if len(parts) != 3:
            raise ValueError("accent-color takes R,G,B")
        return GLib.Variant("(ddd)", tuple(parts))
    return GLib.Variant("u", int(text))


class MockPortal:
    def __init__(self, options):
        self.options = options
        self.values = {
            "color-scheme": GLib.Variant("u", options.color_scheme),
            "contrast": GLib.Variant("u", options.contrast),
            "reduced-motion": GLib.Variant("u", options.reduced_motion),
        }
        if options.accent:
            self.values["accent-color"] = parse_value("accent-color", options.accent)
        self.calls = 0
        self.pending_input = b""
        self.loop = GLib.MainLoop()
        self.connection = None

    def wrapped(self, value):
        """`value` as it goes inside the reply's variant: wrong-typed or double-wrapped on request."""
        if self.options.wrong_types:
            value = GLib.Variant("s", "dark")
        if self.options.double_wrap:
            value = GLib.Variant("v", value)
        return value

    # D-Bus

    def on_call(self, connection, sender, path, interface, method, parameters, invocation):
        self.calls += 1
        if self.options.exit_on_call:
            self.loop.quit()
            return
        if self.options.no_reply:
            self.pending = invocation  # kept, never answered
            return
        if method == "ReadAll":
            patterns = parameters.unpack()[0]
            wanted = not patterns or any(p in ("", NAMESPACE, "org.freedesktop.*") for p in patterns)
            content = {NAMESPACE: {k: self.wrapped(v) for k, v in self.values.items()}} if wanted else {}
            reply = GLib.Variant("(a{sa{sv}})", (content,))
        elif method == "Read":
            namespace, key = parameters.unpack()
            if namespace != NAMESPACE or key not in self.values:
                invocation.return_dbus_error("org.freedesktop.portal.Error.NotFound", "Requested setting not found")
                return
            reply = GLib.Variant("(v)", (self.wrapped(self.values[key]),))
        else:
            invocation.return_dbus_error("org.freedesktop.DBus.Error.UnknownMethod", method)
            return
        if self.options.delay > 0:
            GLib.timeout_add(int(self.options.delay * 1000), lambda: invocation.return_value(reply) and False)
        else:
            invocation.return_value(reply)

    def on_get_property(self, connection, sender, path, interface, name):
        return GLib.Variant("u", 2) if name == "version" else None

    def emit(self, key):
        value = self.values[key]
        if self.options.double_wrap:
            value = GLib.Variant("v", value)
        self.connection.emit_signal(
            None, OBJECT_PATH, INTERFACE, "SettingChanged", GLib.Variant("(ssv)", (NAMESPACE, key, value)))
        self.connection.flush_sync(None)

    def flip(self):
        scheme = self.values["color-scheme"]
        current = scheme.get_uint32() if scheme.get_type_string() == "u" else 0
        self.values["color-scheme"] = GLib.Variant("u", 2 if current == 1 else 1)
        self.emit("color-scheme")

    # Control

    def command(self, line):
        words = line.split()
        if not words:
            return "ok"
        if words[0] == "set" and len(words) == 3:
            self.values[words[1]] = parse_value(words[1], words[2])
            self.emit(words[1])
            return "ok"
        if words[0] == "flip":
            self.flip()
            return "ok"
        if words[0] == "calls":
            return str(self.calls)
        if words[0] == "exit":
            self.loop.quit()
            return "ok"
        return "error: unknown command " + line.strip()

    def on_stdin(self, fd, condition):
        chunk = os.read(fd, 4096)
        if not chunk:
            if stat.S_ISFIFO(os.fstat(fd).st_mode):
                self.loop.quit()
            return False
        self.pending_input += chunk
        while b"\n" in self.pending_input:
            line, self.pending_input = self.pending_input.split(b"\n", 1)
            try:
                answer = self.command(line.decode("utf-8", "replace"))
            except (ValueError, KeyError) as error:
                answer = "error: %s" % error
            print(answer, flush=True)
        return True

    def run(self):
        address = self.options.address
        if not address:
            print("error: no bus (--address or DBUS_SESSION_BUS_ADDRESS)", file=sys.stderr)
            return 2
        flags = Gio.DBusConnectionFlags.AUTHENTICATION_CLIENT | Gio.DBusConnectionFlags.MESSAGE_BUS_CONNECTION
        self.connection = Gio.DBusConnection.new_for_address_sync(address, flags, None, None)
        node = Gio.DBusNodeInfo.new_for_xml(INTROSPECTION)
        self.connection.register_object(
            OBJECT_PATH, node.interfaces[0], self.on_call, self.on_get_property, None)
        reply = self.connection.call_sync(
            "org.freedesktop.DBus", "/org/freedesktop/DBus", "org.freedesktop.DBus", "RequestName",
            GLib.Variant("(su)", (BUS_NAME, 4)), GLib.VariantType("(u)"), Gio.DBusCallFlags.NONE, -1, None)
        if reply.unpack()[0] != 1:
            print("error: could not own " + BUS_NAME, file=sys.stderr)
            return 1
        GLib.unix_signal_add(GLib.PRIORITY_DEFAULT, signal.SIGUSR1, lambda: self.flip() or True)
        GLib.unix_signal_add(GLib.PRIORITY_DEFAULT, signal.SIGTERM, lambda: self.loop.quit() or False)
        GLib.unix_fd_add_full(GLib.PRIORITY_DEFAULT, sys.stdin.fileno(), GLib.IO_IN | GLib.IO_HUP, self.on_stdin)
        print("ready", flush=True)
        self.loop.run()
        return 0


def main():
    parser = argparse.ArgumentParser(description="A mock org.freedesktop.portal.Settings.")
    parser.add_argument("--address", default=GLib.getenv("DBUS_SESSION_BUS_ADDRESS"))
    parser.add_argument("--color-scheme", type=int, default=0)
    parser.add_argument("--accent")
    parser.add_argument("--contrast", type=int, default=0)
    parser.add_argument("--reduced-motion", type=int, default=0)
    parser.add_argument("--delay", type=float, default=0)
    parser.add_argument("--wrong-types", action="store_true")
    parser.add_argument("--double-wrap", action="store_true")
    parser.add_argument("--no-reply", action="store_true")
    parser.add_argument("--exit-on-call", action="store_true")
    return MockPortal(parser.parse_args()).run()


if __name__ == "__main__":
    sys.exit(main())
