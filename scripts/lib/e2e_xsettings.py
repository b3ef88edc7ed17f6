#!/usr/bin/python3
"""A minimal XSETTINGS manager for scripts/e2e (python3-xlib): owns _XSETTINGS_S0, announces
itself with a MANAGER client message on the root window and publishes _XSETTINGS_SETTINGS
from CONFIG, a file of `Name value` lines (a value in double quotes is a string, else an
integer). SIGHUP re-reads CONFIG (as xsettingsd does); a line `!malformed` publishes bytes
that are not a valid property instead. Prints "ready" once it owns the selection; exits on
SIGTERM or when another manager takes the selection.

Usage: e2e_xsettings.py CONFIG
"""
import select
import signal
import struct
import sys

from Xlib import X, Xatom, display
from Xlib.protocol import event

config_path = sys.argv[1]
d = display.Display()
screen = d.screen()
root = screen.root
selection = d.intern_atom("_XSETTINGS_S%d" % d.get_default_screen())
settings_atom = d.intern_atom("_XSETTINGS_SETTINGS")
manager_atom = d.intern_atom("MANAGER")
window = root.create_window(-1, -1, 1, 1, 0, screen.root_depth, event_mask=X.PropertyChangeMask)
serial = 0


def pad(n):
    return (4 - n % 4) % 4


def encode(settings):
    """The property's bytes, little-endian."""
    body = b""
    for name, value in settings:
        raw = name.encode()
        kind = 1 if isinstance(value, str) else 0
        body += struct.pack("<BBH", kind, 0, len(raw)) + raw + b"\0" * pad(len(raw)) + struct.pack("<I", 0)
        if kind == 1:
            text = value.encode()
            body += struct.pack("<I", len(text)) + text + b"\0" * pad(len(text))
        else:
            body += struct.pack("<i", value)
    return struct.pack("<B3xII", 0, serial, len(settings)) + body


def publish():
    global serial
    serial += 1
    settings = []
    malformed = False
    with open(config_path) as f:
        for line in f:
            line = line.strip()
            if not line or line.startswith("#"):
                continue
            if line == "!malformed":
                malformed = True
                continue
            name, _, value = line.partition(" ")
            value = value.strip()
            settings.append((name, value[1:-1] if value.startswith('"') else int(value)))
    data = encode(settings)
    if malformed:
        # Says it holds 5 settings, holds none: the decoder must refuse it.
        data = struct.pack("<B3xII", 0, serial, 5)
    window.change_property(settings_atom, settings_atom, 8, data)
    d.flush()


hup = False
done = False


def on_hup(*_):
    global hup
    hup = True


def on_term(*_):
    global done
    done = True


signal.signal(signal.SIGHUP, on_hup)
signal.signal(signal.SIGTERM, on_term)

publish()
window.set_selection_owner(selection, X.CurrentTime)
d.sync()
if d.get_selection_owner(selection) != window:
    print("could not take the selection", file=sys.stderr)
    sys.exit(1)
message = event.ClientMessage(
    window=root, client_type=manager_atom, data=(32, [X.CurrentTime, selection, window.id, 0, 0]))
root.send_event(message, event_mask=X.StructureNotifyMask)
d.flush()
print("ready", flush=True)

while not done:
    try:
        select.select([d.fileno()], [], [], 0.1)
    except InterruptedError:
        pass
    if hup:
        hup = False
        publish()
    while d.pending_events():
        e = d.next_event()
        if e.type == X.SelectionClear:
            done = True
window.destroy()
d.flush()
