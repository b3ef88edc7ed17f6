#!/usr/bin/python3
"""The demo as a screen reader sees it, over AT-SPI2 (python3-gi's Atspi, the library Orca
and Accerciser use), for scripts/e2e.

Usage: e2e_atspi.py APP_NAME TREE_FILE

Needs DBUS_SESSION_BUS_ADDRESS (a session bus that activates at-spi-bus-launcher) and
DISPLAY (for xdotool's Tab). Prints one line per check, "ok - NAME (DETAIL)" or
"FAIL - NAME: WHY", and writes the roles and states of every object of the tabs it visits
to TREE_FILE. Exits 0 when every check passed.
"""
import os
import subprocess
import sys
import time

import gi

gi.require_version("Atspi", "2.0")
from gi.repository import Atspi, Gio, GLib  # noqa: E402

APP_NAME, TREE_FILE = sys.argv[1], sys.argv[2]
FAILED = 0
EVENTS = []
STALE = []


def ok(name, detail=""):
    print(f"ok - {name}" + (f" ({detail})" if detail else ""), flush=True)


def fail(name, why):
    global FAILED
    FAILED += 1
    print(f"FAIL - {name}: {why}", flush=True)


def pump(seconds=0.0):
    """Runs the GLib main context (where AT-SPI events arrive) for `seconds`."""
    end = time.monotonic() + seconds
    context = GLib.MainContext.default()
    while True:
        while context.iteration(False):
            pass
        if time.monotonic() >= end:
            return
        time.sleep(0.02)


def wait_for(predicate, seconds=5.0):
    end = time.monotonic() + seconds
    while time.monotonic() < end:
        pump()
        try:
            if predicate():
                return True
        except GLib.Error:
            pass
        time.sleep(0.05)
    return False


def states(node):
    return sorted(Atspi.StateType(s).value_nick for s in node.get_state_set().get_states())


def fresh(node):
    node.clear_cache()
    return node


def walk(node, depth=0, out=None):
    """Every node under `node` as (depth, node), depth first."""
    out = [] if out is None else out
    out.append((depth, node))
    for i in range(node.get_child_count()):
        child = node.get_child_at_index(i)
        if child is not None:
            walk(child, depth + 1, out)
    return out


def describe(node):
    line = f"{node.get_role_name()} \"{node.get_name()}\""
    ifaces = [i for i in node.get_interfaces() if i not in ("Accessible", "Component")]
    return line + f" [{' '.join(states(node))}]" + (f" {{{' '.join(ifaces)}}}" if ifaces else "")


def find(root, role=None, name=None, nth=0):
    fresh(root)
    found = [n for _, n in walk(root) if (role is None or n.get_role_name() == role)
             and (name is None or n.get_name() == name)]
    return found[nth] if len(found) > nth else None


def find_app():
    desktop = Atspi.get_desktop(0)
    for i in range(desktop.get_child_count()):
        app = desktop.get_child_at_index(i)
        if app is not None and app.get_name() == APP_NAME:
            return app
    return None


def on_event(event):
    EVENTS.append((event.type, event.source.get_role_name() if event.source else "", event.detail1,
                   event.any_data if isinstance(event.any_data, (str, int)) else None))


def events_of(kind):
    return [e for e in EVENTS if e[0].startswith(kind)]


def xdotool(*args):
    subprocess.run(["xdotool", *args], check=False, timeout=10,
                   stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)


# MARK: The checks

def main():
    app = None
    if wait_for(lambda: find_app() is not None, 15):
        app = find_app()
        ok("the app is on the desktop", f"\"{app.get_name()}\", toolkit {app.get_toolkit_name()}")
    else:
        fail("the app is on the desktop", "no application named " + APP_NAME)
        return
    listener = Atspi.EventListener.new(on_event)
    for kind in ("object:state-changed:focused", "object:state-changed:checked", "focus:",
                 "object:text-changed", "object:text-caret-moved", "object:children-changed",
                 "object:property-change:accessible-value", "window:activate"):
        listener.register(kind)
    pump(0.5)

    frame = app.get_child_at_index(0)
    if frame is not None and frame.get_role_name() == "frame" and {"active", "showing"} <= set(states(frame)):
        ok("the window is an active, showing frame", describe(frame))
    else:
        fail("the window is an active, showing frame", describe(frame) if frame else "no child")
        return

    tree = []

    def record(title):
        tree.append(f"# {title}")
        for depth, node in walk(fresh(frame)):
            tree.append("  " * depth + describe(node))

    # Home: the buttons and the tab bar.
    record("Home")
    push = find(frame, "push button", "Push page")
    tabs = find(frame, "page tab list")
    tab_names = [tabs.get_child_at_index(i).get_name() for i in range(tabs.get_child_count())] if tabs else []
    if push is not None and {"enabled", "sensitive", "focusable"} <= set(states(push)) and push.get_n_actions() >= 1:
        ok("\"Push page\" is a push button, enabled, sensitive, focusable, with an action",
           f"action \"{push.get_localized_name(0)}\"")
    else:
        fail("\"Push page\" is a push button with an action", describe(push) if push else "not found")
    if tabs is not None and tab_names[:3] == ["Home", "Library", "Settings"]:
        selected = [tabs.get_child_at_index(i).get_name() for i in range(tabs.get_child_count())
                    if "selected" in states(tabs.get_child_at_index(i))]
        ok("the tab bar is a page tab list", f"tabs {tab_names}, selected {selected}")
    else:
        fail("the tab bar is a page tab list", f"page tab list {tabs}, tabs {tab_names}")

    # Action: pressing "Push page" pushes a page (its back button appears).
    EVENTS.clear()
    push.do_action(0)
    if wait_for(lambda: find(frame, "push button", "Pop") is not None or find(frame, name="Back") is not None, 5):
        added = len([e for e in events_of("object:children-changed:add")])
        ok("Action \"click\" on \"Push page\" pushes a page", f"{added} children-changed:add events")
    else:
        fail("Action \"click\" on \"Push page\" pushes a page", "no Pop button after the action")
    stale = find(frame, "push button", "Pop")
    pop = stale
    if pop is not None:
        pop.do_action(0)
        if wait_for(lambda: find(frame, "push button", "Push page") is not None, 5):
            ok("Action on \"Pop\" pops back")
        else:
            fail("Action on \"Pop\" pops back", "no \"Push page\" after popping")
    # A destroyed (popped) object: a clear error, the app goes on (asked on the bus itself,
    # past libatspi's cache).
    pump(1.0)
    STALE.append(getattr(stale, "path", None) if stale is not None else None)

    # Out of range: a clear error.
    try:
        child = frame.get_child_at_index(9999)
        outcome = "none" if child is None else "a child?"
    except GLib.Error as error:
        outcome = error.message.split(":")[-1].strip()
    if find(frame, "push button", "Push page") is not None:
        ok("child index out of range: an error, the app goes on", outcome)
    else:
        fail("child index out of range", outcome)

    # Focus: Tab moves the keyboard focus; the client hears it.
    EVENTS.clear()
    xdotool("key", "Tab")
    if wait_for(lambda: any(e[2] == 1 for e in events_of("object:state-changed:focused")), 3):
        focused = [n for _, n in walk(fresh(frame)) if "focused" in states(n)]
        ok("Tab: a focus event, and the focused button says so",
           f"focused {[describe(n) for n in focused]}")
    else:
        fail("Tab: a focus event", f"events {EVENTS}")

    # Library: the table's rows.
    select_tab(frame, tabs, 1, "Library")
    record("Library")
    rows = [n for _, n in walk(fresh(frame)) if n.get_role_name() in ("list item", "table cell")]
    if len(rows) >= 3 and all(r.get_name() for r in rows[:3]):
        ok("Library: the rows are named", f"{len(rows)} rows: {[r.get_name() for r in rows[:3]]} …")
    else:
        fail("Library: the rows are named", f"rows {[describe(r) for r in rows[:3]]}")

    # Settings: the switch, the sliders, the segmented control, the name field.
    select_tab(frame, tabs, 2, "Settings")
    record("Settings")
    check_switch(frame)
    check_slider(frame)
    check_field(frame)

    # Raw D-Bus: a malformed call and 10,000 rapid queries.
    check_raw_bus(app, frame)

    with open(TREE_FILE, "w") as out:
        out.write("\n".join(tree) + "\n")
    listener.deregister("object:state-changed:focused")


def select_tab(frame, tabs, index, name):
    """Selects tab `index` through the page tab list's Selection (else the tab's action)."""
    done = False
    if tabs is None:
        # No page tab list: the demo's keys 1, 2, 3 switch tabs.
        xdotool("key", str(index + 1))
        done = True
    else:
        try:
            done = fresh(tabs).select_child(index)
        except GLib.Error:
            done = False
        if not done:
            tab = tabs.get_child_at_index(index)
            done = tab is not None and tab.do_action(0)
    shown = wait_for(lambda: name in (fresh(frame).get_name() or ""), 5)
    if done and shown:
        ok(f"Selection.SelectChild({index}) shows {name}", f"window \"{frame.get_name()}\"")
    else:
        fail(f"Selection.SelectChild({index}) shows {name}", f"done {done}, window \"{frame.get_name()}\"")


def check_switch(frame):
    switch = find(frame, "toggle button")
    if switch is None:
        fail("Settings: the switch", "no toggle button")
        return
    before = "checked" in states(switch)
    EVENTS.clear()
    switch.do_action(0)
    flipped = wait_for(lambda: ("checked" in states(fresh(switch))) != before, 3)
    heard = bool(events_of("object:state-changed:checked"))
    if flipped and heard:
        ok("Settings: Action toggles the switch, and state-changed:checked is sent",
           f"\"{switch.get_name()}\" checked {before} → {not before}")
    else:
        fail("Settings: Action toggles the switch", f"flipped {flipped}, event {heard}")
    switch.do_action(0)
    wait_for(lambda: ("checked" in states(fresh(switch))) == before, 3)


def check_slider(frame):
    slider = find(frame, "slider")
    if slider is None:
        fail("Settings: the slider", "no slider")
        return
    low, high = slider.get_minimum_value(), slider.get_maximum_value()
    before = slider.get_current_value()
    target = high if before != high else low
    EVENTS.clear()
    slider.set_current_value(target)
    changed = wait_for(lambda: abs(fresh(slider).get_current_value() - target) < 1e-6, 3)
    heard = bool(events_of("object:property-change:accessible-value"))
    if changed and heard:
        ok("Settings: Value sets the slider, and property-change:accessible-value is sent",
           f"\"{slider.get_name()}\" {before:g} → {target:g} in {low:g}…{high:g}, step {slider.get_minimum_increment():g}")
    else:
        fail("Settings: Value sets the slider", f"now {slider.get_current_value()}, event {heard}")
    slider.set_current_value(before)


def check_field(frame):
    field = next((n for _, n in walk(fresh(frame)) if n.get_role_name() in ("text", "entry")
                  and "editable" in states(n)), None)
    if field is None:
        fail("Settings: the name field", "no editable text")
        return
    if {"single-line", "focusable"} <= set(states(field)):
        ok("Settings: the name field is single-line editable text", describe(field))
    else:
        fail("Settings: the name field is single-line editable text", describe(field))
    EVENTS.clear()
    grabbed = field.grab_focus()
    if grabbed and wait_for(lambda: "focused" in states(fresh(field)), 3) and \
            wait_for(lambda: any(e[2] == 1 for e in events_of("object:state-changed:focused")), 2):
        ok("Component.GrabFocus focuses the field, and the focus event is sent")
    else:
        fail("Component.GrabFocus focuses the field", f"grabbed {grabbed}, states {states(field)}")
    EVENTS.clear()
    field.set_text_contents("Ada")
    field.insert_text(3, " Lovelace", -1)
    text = fresh(field).get_text(0, -1)
    inserted = [e for e in events_of("object:text-changed:insert")]
    wait_for(lambda: len(events_of("object:text-changed:insert")) >= 2, 3)
    inserted = events_of("object:text-changed:insert")
    if text == "Ada Lovelace" and len(inserted) >= 2:
        ok("EditableText sets and inserts; Text reads it back; text-changed:insert is sent",
           f"\"{text}\", {len(inserted)} insert events, caret {field.get_caret_offset()}")
    else:
        fail("EditableText sets and inserts", f"text \"{text}\", events {EVENTS}")
    EVENTS.clear()
    field.delete_text(3, 12)
    wait_for(lambda: bool(events_of("object:text-changed:delete")), 3)
    text = fresh(field).get_text(0, -1)
    word = field.get_string_at_offset(1, Atspi.TextGranularity.WORD)
    if text == "Ada" and events_of("object:text-changed:delete") and word.content == "Ada":
        ok("EditableText deletes; text-changed:delete is sent; the word at 1 is \"Ada\"")
    else:
        fail("EditableText deletes", f"text \"{text}\", word \"{word.content}\", events {EVENTS}")
    field.set_text_contents("")


def check_raw_bus(app, frame):
    address = a11y_bus_address()
    bus = Gio.DBusConnection.new_for_address_sync(
        address, Gio.DBusConnectionFlags.AUTHENTICATION_CLIENT | Gio.DBusConnectionFlags.MESSAGE_BUS_CONNECTION,
        None, None)
    name = app.get_bus_name() if hasattr(app, "get_bus_name") else None
    if not name:
        reply = bus.call_sync("org.a11y.atspi.Registry", "/org/a11y/atspi/accessible/root",
                              "org.a11y.atspi.Accessible", "GetChildren", None, None, 0, 3000, None)
        for bus_name, path in reply.unpack()[0]:
            got = bus.call_sync(bus_name, path, "org.freedesktop.DBus.Properties", "Get",
                                GLib.Variant("(ss)", ("org.a11y.atspi.Accessible", "Name")), None, 0, 3000, None)
            if got.unpack()[0] == APP_NAME:
                name = bus_name
    root = "/org/a11y/atspi/accessible/root"
    try:
        bus.call_sync(name, root, "org.a11y.atspi.Accessible", "GetChildAtIndex",
                      GLib.Variant("(s)", ("not a number",)), None, 0, 3000, None)
        fail("a malformed call gets an error", "it was answered")
    except GLib.Error as error:
        ok("a malformed call (GetChildAtIndex with a string) gets an error", error.message.split(":", 1)[-1].strip())
    start = time.monotonic()
    answered = 0
    for _ in range(10_000):
        bus.call_sync(name, root, "org.a11y.atspi.Accessible", "GetRole", None, None, 0, 3000, None)
        answered += 1
    seconds = time.monotonic() - start
    if STALE and STALE[0]:
        try:
            bus.call_sync(name, STALE[0], "org.freedesktop.DBus.Properties", "Get",
                          GLib.Variant("(ss)", ("org.a11y.atspi.Accessible", "Name")), None, 0, 3000, None)
            fail("a popped page's button is gone", f"{STALE[0]} still answers")
        except GLib.Error as error:
            ok("a popped page's button is gone: a clear error, the app goes on",
               error.message.split(":", 1)[-1].strip())
    else:
        fail("a popped page's button is gone", "no path for it")
    if answered == 10_000 and find(frame, "toggle button") is not None:
        ok("10,000 rapid queries all answered, the app goes on",
           f"{seconds:.2f} s, {10_000 / seconds:.0f} per second")
    else:
        fail("10,000 rapid queries", f"{answered} answered")


def a11y_bus_address():
    address = os.environ.get("AT_SPI_BUS_ADDRESS")
    if address:
        return address
    session = Gio.bus_get_sync(Gio.BusType.SESSION, None)
    reply = session.call_sync("org.a11y.Bus", "/org/a11y/bus", "org.a11y.Bus", "GetAddress",
                              None, None, 0, 3000, None)
    return reply.unpack()[0]


if __name__ == "__main__":
    try:
        main()
    except Exception as error:  # one line, not a traceback, for the e2e report
        fail("the AT-SPI client ran to the end", f"{type(error).__name__}: {error}")
    sys.exit(1 if FAILED else 0)
