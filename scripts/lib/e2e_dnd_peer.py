#!/usr/bin/python3
# A GTK4 drop target for scripts/lib/e2e_dnd.sh: a window titled "dnd-peer" whose
# Gtk.DropTarget takes text and files (copy) and prints "dropped TEXT" or "files PATH…" on
# stdout; it quits after SECONDS (argument, default 20). Run with GSK_RENDERER=cairo.
import sys

import gi

gi.require_version("Gtk", "4.0")
gi.require_version("Gdk", "4.0")
from gi.repository import Gdk, Gio, GLib, GObject, Gtk  # noqa: E402

seconds = int(sys.argv[1]) if len(sys.argv) > 1 else 20
app = Gtk.Application(application_id=None)


def on_drop(target, value, x, y):
    if isinstance(value, Gdk.FileList):
        print("files", " ".join(f.get_path() or f.get_uri() for f in value.get_files()), flush=True)
    else:
        print("dropped", value, flush=True)
    return True


def on_activate(app):
    win = Gtk.ApplicationWindow(application=app, title="dnd-peer")
    win.set_default_size(300, 300)
    label = Gtk.Label(label="drop here")
    win.set_child(label)
    target = Gtk.DropTarget.new(GObject.TYPE_NONE, Gdk.DragAction.COPY)
    target.set_gtypes([GObject.TYPE_STRING, Gdk.FileList])
    target.connect("drop", on_drop)
    win.add_controller(target)
    win.present()
    print("peer ready", flush=True)
    GLib.timeout_add_seconds(seconds, app.quit)


app.connect("activate", on_activate)
app.run([])
