#!/usr/bin/python3
"""A slow XDND version 5 drop target for scripts/lib/e2e_dnd.sh (python3-xlib): a 300×300
window titled "dnd-slow" that answers each XdndPosition with XdndStatus (accept, copy) only
DELAY seconds later, as a busy client would, and checks the source against the spec: it
never has two positions unanswered. It prints one line per message: "position X Y",
"status X Y" (when it answers), "VIOLATION …" (a position came while one was unanswered),
"drop unanswered=N", "dropped TEXT" (the text/plain it fetched) and "leave"; it quits after
SECONDS.

Usage: e2e_dnd_slow_target.py DELAY SECONDS
"""
import select
import sys
import time

from Xlib import X, Xatom, display
from Xlib.protocol import event

delay = float(sys.argv[1])
seconds = float(sys.argv[2])
d = display.Display()
screen = d.screen()
window = screen.root.create_window(
    0, 0, 300, 300, 0, screen.root_depth, background_pixel=screen.white_pixel,
    event_mask=X.PropertyChangeMask | X.StructureNotifyMask)
window.set_wm_name("dnd-slow")
window.change_property(d.intern_atom("_NET_WM_NAME"), d.intern_atom("UTF8_STRING"), 8, b"dnd-slow")
atom = {name: d.intern_atom(name) for name in [
    "XdndAware", "XdndEnter", "XdndPosition", "XdndStatus", "XdndLeave", "XdndDrop", "XdndFinished",
    "XdndSelection", "XdndActionCopy", "UTF8_STRING", "text/plain;charset=utf-8", "WKL_DROP"]}
window.change_property(atom["XdndAware"], Xatom.ATOM, 32, [5])
window.map()
d.sync()
print("target ready", flush=True)

source = None
unanswered = []  # (due time, x, y) of positions not yet answered
dropping = False


def send(kind, to, values):
    message = event.ClientMessage(window=to, client_type=atom[kind], data=(32, (values + [0] * 5)[:5]))
    d.create_resource_object("window", to).send_event(message, event_mask=0)
    d.flush()


def answer_due():
    now = time.monotonic()
    while unanswered and unanswered[0][0] <= now:
        _, x, y = unanswered.pop(0)
        print("status", x, y, flush=True)
        send("XdndStatus", source, [window.id, 1, 0, 0, atom["XdndActionCopy"]])


end = time.monotonic() + seconds
while time.monotonic() < end:
    answer_due()
    timeout = max(0.0, min(unanswered[0][0] - time.monotonic(), 0.05)) if unanswered else 0.05
    if not d.pending_events():
        select.select([d], [], [], timeout)
    while d.pending_events():
        e = d.next_event()
        if e.type == X.ClientMessage:
            values = e.data[1]
            kind = e.client_type
            if kind == atom["XdndEnter"]:
                source = values[0]
                unanswered.clear()
                print("enter", flush=True)
            elif kind == atom["XdndPosition"]:
                x, y = values[2] >> 16, values[2] & 0xFFFF
                if unanswered:
                    print("VIOLATION position", x, y, "while", len(unanswered), "unanswered", flush=True)
                print("position", x, y, flush=True)
                unanswered.append((time.monotonic() + delay, x, y))
            elif kind == atom["XdndLeave"]:
                unanswered.clear()
                print("leave", flush=True)
            elif kind == atom["XdndDrop"]:
                print("drop unanswered=%d" % len(unanswered), flush=True)
                dropping = True
                window.convert_selection(atom["XdndSelection"], atom["text/plain;charset=utf-8"], atom["WKL_DROP"], X.CurrentTime)
                d.flush()
        elif e.type == X.SelectionNotify and dropping:
            dropping = False
            prop = window.get_full_property(atom["WKL_DROP"], X.AnyPropertyType) if e.property != X.NONE else None
            text = prop.value.decode() if prop is not None and isinstance(prop.value, bytes) else ""
            print("dropped", text, flush=True)
            send("XdndFinished", source, [window.id, 1, atom["XdndActionCopy"]])
