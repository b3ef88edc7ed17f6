#!/usr/bin/env python3
"""Probes for scripts/e2e: pixels, window properties and process figures.

Standard library only: Xlib is reached through ctypes. Every subcommand prints plain
lines that the shell script reads; errors go to stderr with exit status 1.

  pixels WIN X,Y ...             one "R,G,B" per point, in window coordinates
  column WIN X Y0 Y1             runs of equal colour down a column: "Y0-Y1 R,G,B" lines
  watch WIN SECONDS STEP X,Y     samples the grey level at a point: "T GREY" lines
  count WIN X0,Y0 X1,Y1 R,G,B [TOL]
                                 how many pixels of the rectangle (exclusive) are within TOL
                                 (3) of R,G,B in every channel
  ink WIN X0,Y0 X1,Y1 [R,G,B] [grey]
                                 the ink in the rectangle from X0,Y0 to X1,Y1 (exclusive):
                                 pixels off the background (R,G,B, else the rectangle's top
                                 left pixel) by more than 48 in a channel — with "grey",
                                 only those whose channels are within 24 of each other (text
                                 in a neutral colour, not a tinted caret) — as "MINX MINY
                                 MAXX MAXY COUNT" (inclusive), or "-1 -1 -1 -1 0"
  edges WIN X                    "BAR_TOP BAR_BOTTOM TAB_TOP" in column X: the lowest run of
                                 bottom-bar grey (bottom exclusive) and the tab bar's
                                 hairline; -1 when not found
  tabedge WIN SECONDS STEP X     samples edges over time: "T BAR_TOP BAR_BOTTOM TAB_TOP" lines
  save WIN PATH                  writes the window's pixels as a binary PPM
  diff A.ppm B.ppm               counts pixels that differ by more than 2 in a channel
  close WIN                      sends WM_PROTOCOLS/WM_DELETE_WINDOW as a ClientMessage
  destroy WIN                    destroys the window from another client (XDestroyWindow)
  usage PID SECONDS              "TICKS SWITCHES EXITED DETAILS" over SECONDS, all threads
  rss PID                        VmRSS in kB
  shm PID                        SysV SHM segments created by PID: "shmid key perms nattch"
  silent-owner SECONDS           takes the CLIPBOARD selection and never answers for SECONDS
  serve                          runs these commands from stdin over one X connection
"""

import contextlib
import ctypes
import ctypes.util
import io
import os
import sys
import time


# MARK: Xlib through ctypes

class XImage(ctypes.Structure):
    _fields_ = [
        ("width", ctypes.c_int), ("height", ctypes.c_int), ("xoffset", ctypes.c_int),
        ("format", ctypes.c_int), ("data", ctypes.c_void_p), ("byte_order", ctypes.c_int),
        ("bitmap_unit", ctypes.c_int), ("bitmap_bit_order", ctypes.c_int),
        ("bitmap_pad", ctypes.c_int), ("depth", ctypes.c_int),
        ("bytes_per_line", ctypes.c_int), ("bits_per_pixel", ctypes.c_int),
        ("red_mask", ctypes.c_ulong), ("green_mask", ctypes.c_ulong),
        ("blue_mask", ctypes.c_ulong),
    ]


class XClientMessageEvent(ctypes.Structure):
    _fields_ = [
        ("type", ctypes.c_int), ("serial", ctypes.c_ulong), ("send_event", ctypes.c_int),
        ("display", ctypes.c_void_p), ("window", ctypes.c_ulong),
        ("message_type", ctypes.c_ulong), ("format", ctypes.c_int),
        ("l", ctypes.c_long * 5),
    ]


class XEvent(ctypes.Union):
    _fields_ = [("type", ctypes.c_int), ("xclient", XClientMessageEvent), ("pad", ctypes.c_long * 24)]


ZPixmap = 2
ClientMessage = 33
ALL_PLANES = ctypes.c_ulong(~0 & 0xFFFFFFFFFFFFFFFF)

_x11 = None
_errors = []
ERROR_HANDLER = ctypes.CFUNCTYPE(ctypes.c_int, ctypes.c_void_p, ctypes.c_void_p)


@ERROR_HANDLER
def _on_error(_display, _event):
    _errors.append(1)
    return 0


def x11():
    global _x11
    if _x11 is None:
        lib = ctypes.CDLL(ctypes.util.find_library("X11") or "libX11.so.6")
        lib.XOpenDisplay.restype = ctypes.c_void_p
        lib.XOpenDisplay.argtypes = [ctypes.c_char_p]
        lib.XGetImage.restype = ctypes.POINTER(XImage)
        lib.XGetImage.argtypes = [ctypes.c_void_p, ctypes.c_ulong, ctypes.c_int, ctypes.c_int,
                                  ctypes.c_uint, ctypes.c_uint, ctypes.c_ulong, ctypes.c_int]
        lib.XGetGeometry.argtypes = [ctypes.c_void_p, ctypes.c_ulong, ctypes.POINTER(ctypes.c_ulong)] + \
            [ctypes.POINTER(ctypes.c_int)] * 2 + [ctypes.POINTER(ctypes.c_uint)] * 4
        lib.XInternAtom.restype = ctypes.c_ulong
        lib.XInternAtom.argtypes = [ctypes.c_void_p, ctypes.c_char_p, ctypes.c_int]
        lib.XSendEvent.argtypes = [ctypes.c_void_p, ctypes.c_ulong, ctypes.c_int, ctypes.c_long,
                                   ctypes.POINTER(XEvent)]
        lib.XFree.argtypes = [ctypes.c_void_p]
        lib.XSync.argtypes = [ctypes.c_void_p, ctypes.c_int]
        lib.XCloseDisplay.argtypes = [ctypes.c_void_p]
        lib.XDefaultRootWindow.restype = ctypes.c_ulong
        lib.XDefaultRootWindow.argtypes = [ctypes.c_void_p]
        lib.XCreateSimpleWindow.restype = ctypes.c_ulong
        lib.XCreateSimpleWindow.argtypes = [ctypes.c_void_p, ctypes.c_ulong, ctypes.c_int, ctypes.c_int,
                                            ctypes.c_uint, ctypes.c_uint, ctypes.c_uint, ctypes.c_ulong,
                                            ctypes.c_ulong]
        lib.XSetSelectionOwner.argtypes = [ctypes.c_void_p, ctypes.c_ulong, ctypes.c_ulong, ctypes.c_ulong]
        lib.XSetErrorHandler.argtypes = [ERROR_HANDLER]
        lib.XSetErrorHandler(_on_error)
        _x11 = lib
    return _x11


_display = None


def display():
    global _display
    if _display is None:
        _display = x11().XOpenDisplay(None)
        if not _display:
            fail(f"cannot open display {os.environ.get('DISPLAY', '(unset)')}")
    return _display


def fail(message):
    print(f"e2e_x11: {message}", file=sys.stderr)
    sys.exit(1)


class Image:
    """A window's pixels: BGRX rows, as Xvfb's 24-bit TrueColor visual gives them."""

    def __init__(self, window, x=0, y=0, width=None, height=None):
        lib, dpy = x11(), display()
        if width is None or height is None:
            root, gx, gy = ctypes.c_ulong(), ctypes.c_int(), ctypes.c_int()
            w, h, border, depth = (ctypes.c_uint() for _ in range(4))
            if not lib.XGetGeometry(dpy, window, ctypes.byref(root), ctypes.byref(gx), ctypes.byref(gy),
                                    ctypes.byref(w), ctypes.byref(h), ctypes.byref(border), ctypes.byref(depth)):
                fail(f"no window 0x{window:x}")
            width = w.value - x if width is None else width
            height = h.value - y if height is None else height
        image = lib.XGetImage(dpy, window, x, y, width, height, ALL_PLANES, ZPixmap)
        if not image:
            fail(f"XGetImage failed on window 0x{window:x}")
        img = image.contents
        if img.bits_per_pixel != 32:
            lib.XFree(img.data)
            lib.XFree(image)
            fail(f"unexpected {img.bits_per_pixel} bits per pixel")
        self.x0, self.y0 = x, y
        self.width, self.height, self.stride = img.width, img.height, img.bytes_per_line
        self.data = ctypes.string_at(img.data, img.bytes_per_line * img.height)
        lib.XFree(img.data)
        lib.XFree(image)

    def rgb(self, x, y):
        i = (y - self.y0) * self.stride + (x - self.x0) * 4
        b, g, r = self.data[i], self.data[i + 1], self.data[i + 2]
        return r, g, b

    def rows(self):
        """The pixels as packed RGB rows (for PPM)."""
        out = bytearray()
        for y in range(self.height):
            row = self.data[y * self.stride:y * self.stride + self.width * 4]
            out += bytes(b for i in range(0, len(row), 4) for b in (row[i + 2], row[i + 1], row[i]))
        return bytes(out)


TAB_BAR = (247, 247, 247)
HAIRLINE = (198, 198, 200)


def grey(rgb):
    return round(sum(rgb) / 3)


def near(rgb, want, tolerance):
    return all(abs(a - b) <= tolerance for a, b in zip(rgb, want))


def is_bar_grey(rgb):
    """The bottom bar over white: black at alpha 0.35 is 166 in every channel."""
    return all(abs(c - 166) <= 2 for c in rgb)


# MARK: Subcommands

def parse_window(text):
    return int(text, 0)


def parse_point(text):
    x, y = text.split(",")
    return int(x), int(y)


def cmd_pixels(window, *points):
    image = Image(parse_window(window))
    out = []
    for p in points:
        x, y = parse_point(p)
        if not (0 <= x < image.width and 0 <= y < image.height):
            fail(f"point {x},{y} outside the {image.width}x{image.height} window")
        out.append("%d,%d,%d" % image.rgb(x, y))
    print(" ".join(out))


def cmd_column(window, x, y0, y1):
    x, y0, y1 = int(x), int(y0), int(y1)
    image = Image(parse_window(window), x, y0, 1, y1 - y0 + 1)
    start, last = y0, image.rgb(x, y0)
    for y in range(y0 + 1, y1 + 2):
        rgb = image.rgb(x, y) if y <= y1 else None
        if rgb != last:
            print(f"{start}-{y - 1} {last[0]},{last[1]},{last[2]}")
            start, last = y, rgb


def cmd_ink(window, corner0, corner1, *options):
    (x0, y0), (x1, y1) = parse_point(corner0), parse_point(corner1)
    if x1 <= x0 or y1 <= y0:
        fail(f"empty rectangle {corner0} {corner1}")
    grey_only = "grey" in options
    colours = [o for o in options if o != "grey"]
    image = Image(parse_window(window), x0, y0, x1 - x0, y1 - y0)
    paper = tuple(int(c) for c in colours[0].split(",")) if colours else image.rgb(x0, y0)
    box, count = [x1, y1, -1, -1], 0
    for y in range(y0, y1):
        for x in range(x0, x1):
            rgb = image.rgb(x, y)
            if not near(rgb, paper, 48) and (not grey_only or max(rgb) - min(rgb) <= 24):
                count += 1
                box = [min(box[0], x), min(box[1], y), max(box[2], x), max(box[3], y)]
    print(*(box if count else [-1, -1, -1, -1]), count)


def cmd_count(window, corner0, corner1, colour, tolerance="3"):
    """How many pixels of the rectangle are within TOLERANCE of COLOUR (R,G,B)."""
    (x0, y0), (x1, y1) = parse_point(corner0), parse_point(corner1)
    if x1 <= x0 or y1 <= y0:
        fail(f"empty rectangle {corner0} {corner1}")
    want = tuple(int(c) for c in colour.split(","))
    image = Image(parse_window(window), x0, y0, x1 - x0, y1 - y0)
    print(sum(1 for y in range(y0, y1) for x in range(x0, x1) if near(image.rgb(x, y), want, int(tolerance))))


def cmd_watch(window, seconds, step, point):
    window, seconds, step = parse_window(window), float(seconds), float(step)
    x, y = parse_point(point)
    start = time.monotonic()
    while True:
        t = time.monotonic() - start
        print(f"{t:.3f} {grey(Image(window, x, y, 1, 1).rgb(x, y))}", flush=True)
        if t >= seconds:
            break
        time.sleep(max(0.0, step - (time.monotonic() - start - t)))


def bar_edges(image, x):
    """Top and bottom (exclusive) of the lowest run of bar grey in column x, or -1, -1.
    Content seen through the bar may cross the run with a hairline: up to two rows of
    another colour with bar grey above them do not end it."""
    bottom = -1
    for y in range(image.y0 + image.height - 1, image.y0 - 1, -1):
        if is_bar_grey(image.rgb(x, y)):
            bottom = y + 1
            break
    if bottom < 0:
        return -1, -1
    top = bottom - 1
    while top > image.y0:
        if is_bar_grey(image.rgb(x, top - 1)):
            top -= 1
            continue
        gap = next((g for g in (2, 3) if top - g >= image.y0 and is_bar_grey(image.rgb(x, top - g))), None)
        if gap is None:
            break
        top -= gap
    return top, bottom


def tab_bar_top(image, x):
    """The y of the tab bar's top row (its hairline, maybe blended at a fractional
    position) in column x, when the bar reaches the window bottom; otherwise -1."""
    y = image.y0 + image.height - 1
    if not near(image.rgb(x, y), TAB_BAR, 1):
        return -1
    while y > image.y0 and near(image.rgb(x, y), TAB_BAR, 1):
        y -= 1
    return y if HAIRLINE[0] - 13 <= grey(image.rgb(x, y)) < TAB_BAR[0] - 1 else -1


def cmd_edges(window, x):
    """Prints "BAR_TOP BAR_BOTTOM TAB_TOP" for column x now."""
    window, x = parse_window(window), int(x)
    image = Image(window, x, 0, 1, None)
    top, bottom = bar_edges(image, x)
    print(top, bottom, tab_bar_top(image, x))


def cmd_tabedge(window, seconds, step, x):
    window, seconds, step, x = parse_window(window), float(seconds), float(step), int(x)
    start = time.monotonic()
    while True:
        t = time.monotonic() - start
        image = Image(window, x, 0, 1, None)
        top, bottom = bar_edges(image, x)
        print(f"{t:.3f} {top} {bottom} {tab_bar_top(image, x)}", flush=True)
        if t >= seconds:
            break
        time.sleep(max(0.0, step - (time.monotonic() - start - t)))


def cmd_save(window, path):
    image = Image(parse_window(window))
    with open(path, "wb") as f:
        f.write(b"P6\n%d %d\n255\n" % (image.width, image.height))
        f.write(image.rows())


def read_ppm(path):
    with open(path, "rb") as f:
        data = f.read()
    parts = data.split(b"\n", 3)
    width, height = (int(v) for v in parts[1].split())
    return width, height, parts[3]


def cmd_diff(a, b):
    wa, ha, pa = read_ppm(a)
    wb, hb, pb = read_ppm(b)
    if (wa, ha) != (wb, hb):
        print(f"size {wa}x{ha} vs {wb}x{hb}")
        return
    count, first = 0, None
    for i in range(0, len(pa), 3):
        if pa[i:i + 3] != pb[i:i + 3] and max(abs(pa[i + k] - pb[i + k]) for k in range(3)) > 2:
            count += 1
            if first is None:
                first = (i // 3 % wa, i // 3 // wa)
    print(count if first is None else f"{count} first at {first[0]},{first[1]}")


def cmd_close(window):
    lib, dpy = x11(), display()
    window = parse_window(window)
    protocols = lib.XInternAtom(dpy, b"WM_PROTOCOLS", 0)
    delete = lib.XInternAtom(dpy, b"WM_DELETE_WINDOW", 0)
    event = XEvent()
    event.xclient.type = ClientMessage
    event.xclient.window = window
    event.xclient.message_type = protocols
    event.xclient.format = 32
    event.xclient.l[0] = delete
    event.xclient.l[1] = 0  # CurrentTime
    if not lib.XSendEvent(dpy, window, 0, 0, ctypes.byref(event)):
        fail("XSendEvent failed")
    lib.XSync(dpy, 0)
    if _errors:
        fail(f"X error while sending WM_DELETE_WINDOW to 0x{window:x}")


def cmd_destroy(window):
    """Destroys the window from this (another) client, as a crashing window manager might."""
    lib, dpy = x11(), display()
    lib.XDestroyWindow.argtypes = [ctypes.c_void_p, ctypes.c_ulong]
    lib.XDestroyWindow(dpy, parse_window(window))
    lib.XSync(dpy, 0)
    if _errors:
        fail(f"X error while destroying 0x{parse_window(window):x}")


def thread_figures(pid):
    """{tid: (name, ticks, context switches)} over every thread of pid."""
    out = {}
    for tid in os.listdir(f"/proc/{pid}/task"):
        try:
            with open(f"/proc/{pid}/task/{tid}/stat") as f:
                stat = f.read()
            with open(f"/proc/{pid}/task/{tid}/status") as f:
                status = f.read()
        except FileNotFoundError:
            continue
        name = stat[stat.index("(") + 1:stat.rindex(")")]
        fields = stat[stat.rindex(")") + 2:].split()
        ticks = int(fields[11]) + int(fields[12])  # utime, stime (fields 14 and 15)
        switches = sum(int(line.split()[1]) for line in status.splitlines()
                       if line.startswith(("voluntary_ctxt_switches", "nonvoluntary_ctxt_switches")))
        out[tid] = (name, ticks, switches)
    return out


def process_ticks(pid):
    """utime + stime of the whole process (exited threads included)."""
    with open(f"/proc/{pid}/stat") as f:
        stat = f.read()
    fields = stat[stat.rindex(")") + 2:].split()
    return int(fields[11]) + int(fields[12])


def cmd_usage(pid, seconds):
    """Prints "TICKS SWITCHES EXITED DETAILS" over the interval: CPU ticks of the process,
    context switches summed over the threads alive at the end, the number of threads that
    exited meanwhile, and "tid(name):+Nt/+Ncs" for every thread that moved or came and went."""
    before, ticks_before = thread_figures(pid), process_ticks(pid)
    time.sleep(float(seconds))
    try:
        after, ticks_after = thread_figures(pid), process_ticks(pid)
    except FileNotFoundError:
        fail(f"process {pid} is gone")
    switches = exited = 0
    movers = []
    for tid in sorted(set(before) | set(after), key=int):
        if tid not in after:
            exited += 1
            movers.append(f"{tid}({before[tid][0]}):exited")
            continue
        name, ticks, count = after[tid]
        b = before.get(tid, (name, 0, 0))
        dt, ds = ticks - b[1], count - b[2]
        switches += ds  # a new thread counts with all its switches
        if dt or ds or tid not in before:
            movers.append(f"{tid}({name}{',new' if tid not in before else ''}):+{dt}t/+{ds}cs")
    print(ticks_after - ticks_before, switches, exited, " ".join(movers))


def cmd_rss(pid):
    with open(f"/proc/{pid}/status") as f:
        for line in f:
            if line.startswith("VmRSS:"):
                print(line.split()[1])
                return
    fail("no VmRSS")


def cmd_shm(pid):
    with open("/proc/sysvipc/shm") as f:
        header = f.readline().split()
        for line in f:
            row = dict(zip(header, line.split()))
            if row.get("cpid") == str(pid):
                print(row["shmid"], row["key"], row["perms"], row["nattch"])


def cmd_silent_owner(seconds):
    """Owns CLIPBOARD with a window whose requests nobody reads: a selection owner that
    never answers. Prints "owner" once it owns the selection."""
    lib = x11()
    d = display()
    root = lib.XDefaultRootWindow(d)
    window = lib.XCreateSimpleWindow(d, root, 0, 0, 1, 1, 0, 0, 0)
    lib.XSetSelectionOwner(d, lib.XInternAtom(d, b"CLIPBOARD", 0), window, 0)
    lib.XSync(d, 0)
    print("owner", flush=True)
    time.sleep(float(seconds))


def cmd_serve():
    """Runs commands read from stdin, one a line, keeping the X connection open; after each
    command's output comes a line "\x1eSTATUS". Saves a process start per probe."""
    for line in sys.stdin:
        words = line.split()
        if not words:
            continue
        out, status = io.StringIO(), 0
        _errors.clear()
        with contextlib.redirect_stdout(out), contextlib.redirect_stderr(out):
            try:
                if words[0] not in COMMANDS or words[0] == "serve":
                    fail(f"unknown command {words[0]}")
                COMMANDS[words[0]](*words[1:])
            except SystemExit as error:
                status = error.code if isinstance(error.code, int) else 1
            except Exception as error:  # a probe's bug must not end the server
                print(f"e2e_x11: {words[0]}: {error!r}")
                status = 1
        sys.stdout.write(out.getvalue() + f"\x1e{status}\n")
        sys.stdout.flush()


COMMANDS = {
    "pixels": cmd_pixels, "column": cmd_column, "ink": cmd_ink, "count": cmd_count, "edges": cmd_edges, "watch": cmd_watch, "tabedge": cmd_tabedge,
    "save": cmd_save, "diff": cmd_diff, "close": cmd_close, "destroy": cmd_destroy, "usage": cmd_usage,
    "rss": cmd_rss, "shm": cmd_shm, "silent-owner": cmd_silent_owner, "serve": cmd_serve,
}

if __name__ == "__main__":
    if len(sys.argv) < 2 or sys.argv[1] not in COMMANDS:
        print(__doc__, file=sys.stderr)
        sys.exit(2)
    try:
        COMMANDS[sys.argv[1]](*sys.argv[2:])
    except TypeError as error:
        fail(f"{sys.argv[1]}: {error}")
    except BrokenPipeError:
        sys.exit(0)
