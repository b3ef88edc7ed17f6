#!/usr/bin/env python3
"""Reads session recordings and PNGs for scripts/lib/e2e_replay.sh (standard library only).

  stats REC                   "BYTES LINES SECONDS": the file's size, its lines, and the
                              seconds from its first item to its last
  checks REC                  one "LINE SECONDS FRAME IMAGE" per `check` line of window 1
  moment REC FROM TO          a check in the middle of an animation between two items: of
                              the `check`s after line FROM and before line TO whose pixel
                              hash differs from both the last check's before FROM (before
                              it started) and the last check's before TO (where it
                              settled), the middle one: "FRAME IMAGE"; nothing when every
                              check there shows one of those
  last-before REC LINE        "FRAME IMAGE" of the last check before line LINE
  first-line REC WORDS...     the number of the first item line whose words after the time
                              start with WORDS ("event 1 key =p"); nothing when none
  diff A.png B.png            "PIXELS LARGEST": how many pixels differ (alpha ignored) and
                              the largest difference of one channel; "size WxH WxH" when
                              the sizes differ

Exit status 1 with one line on stderr when a file cannot be read.
"""

import os
import struct
import sys
import zlib


def fail(message):
    print(message, file=sys.stderr)
    sys.exit(1)


# MARK: Recordings

def items(path):
    """(line number, seconds, words) of every item line after the header."""
    try:
        with open(path, encoding="utf-8", errors="replace") as f:
            lines = f.read().split("\n")
    except OSError as e:
        fail(f"cannot read {path}: {e.strerror}")
    out = []
    body = False
    for number, line in enumerate(lines, 1):
        if not body:
            body = line == "---"
            continue
        words = line.split(" ")
        if len(words) < 2:
            continue
        try:
            seconds = float(words[0])
        except ValueError:
            continue
        out.append((number, seconds, words[1:]))
    return out


def checks(path):
    """(line, seconds, frame, image, hash) of window 1's checks that name an image."""
    out = []
    for number, seconds, words in items(path):
        if words[0] == "check" and len(words) >= 5 and words[1] == "1" and words[4].startswith("="):
            out.append((number, seconds, int(words[2]), words[4][1:], words[3]))
    return out


def cmd_stats(path):
    size = os.path.getsize(path)
    with open(path, "rb") as f:
        lines = f.read().count(b"\n")
    all_items = items(path)
    seconds = all_items[-1][1] - all_items[0][1] if all_items else 0
    print(size, lines, f"{seconds:.3f}")


def cmd_checks(path):
    for number, seconds, frame, image, _ in checks(path):
        print(number, f"{seconds:.3f}", frame, image)


def last_before(all_checks, line):
    before = [c for c in all_checks if c[0] < line]
    return before[-1] if before else None


def cmd_last_before(path, line):
    c = last_before(checks(path), int(line))
    if c:
        print(c[2], c[3])


def cmd_moment(path, start, end):
    start, end = int(start), int(end)
    all_checks = checks(path)
    before, settled = last_before(all_checks, start), last_before(all_checks, end)
    if before is None or settled is None:
        return
    moving = [c for c in all_checks if start < c[0] < end and c[4] not in (before[4], settled[4])]
    if moving:
        middle = moving[len(moving) // 2]
        print(middle[2], middle[3])


def cmd_first_line(path, *words):
    for number, _, item in items(path):
        if item[: len(words)] == list(words):
            print(number)
            return


# MARK: PNGs

def png_data(path):
    """(IHDR fields, the decompressed IDAT bytes) of a PNG."""
    try:
        with open(path, "rb") as f:
            data = f.read()
    except OSError as e:
        fail(f"cannot read {path}: {e.strerror}")
    if data[:8] != b"\x89PNG\r\n\x1a\n":
        fail(f"{path} is not a PNG")
    pos, idat, header = 8, b"", None
    while pos + 8 <= len(data):
        length, kind = struct.unpack(">I4s", data[pos:pos + 8])
        body = data[pos + 8:pos + 8 + length]
        if kind == b"IHDR":
            header = struct.unpack(">IIBBBBB", body)
        elif kind == b"IDAT":
            idat += body
        pos += 12 + length
    if header is None:
        fail(f"{path} has no IHDR")
    try:
        return header, zlib.decompress(idat)
    except zlib.error as e:
        fail(f"{path}: {e}")


def read_png(path, data=None):
    """(width, height, rows of RGB bytes) of an 8-bit RGB or RGBA PNG, not interlaced."""
    header, raw = data or png_data(path)
    width, height, depth, colour, _, _, interlace = header
    channels = {2: 3, 6: 4}.get(colour)
    if depth != 8 or channels is None or interlace:
        fail(f"{path}: only 8-bit RGB/RGBA PNGs without interlacing are read")
    stride = width * channels
    rows, previous = [], bytearray(stride)
    for y in range(height):
        kind = raw[y * (stride + 1)]
        row = bytearray(raw[y * (stride + 1) + 1:(y + 1) * (stride + 1)])
        unfilter(kind, row, previous, channels)
        rows.append(bytes(row) if channels == 3 else bytes(b for i, b in enumerate(row) if i % 4 != 3))
        previous = row
    return width, height, rows


def unfilter(kind, row, previous, bpp):
    if kind == 0:
        return
    for i in range(len(row)):
        a = row[i - bpp] if i >= bpp else 0
        b = previous[i]
        c = previous[i - bpp] if i >= bpp else 0
        if kind == 1:
            p = a
        elif kind == 2:
            p = b
        elif kind == 3:
            p = (a + b) >> 1
        elif kind == 4:
            pa, pb, pc = abs(b - c), abs(a - c), abs(a + b - 2 * c)
            p = a if pa <= pb and pa <= pc else (b if pb <= pc else c)
        else:
            fail(f"unknown PNG filter {kind}")
        row[i] = (row[i] + p) & 0xFF


def difference(a, b):
    """(pixels, largest) between two read PNGs; (-1, 255) for different sizes."""
    if a[:2] != b[:2]:
        return -1, 255
    pixels = largest = 0
    for ra, rb in zip(a[2], b[2]):
        if ra == rb:
            continue
        for x in range(0, len(ra), 3):
            d = max(abs(ra[x] - rb[x]), abs(ra[x + 1] - rb[x + 1]), abs(ra[x + 2] - rb[x + 2]))
            if d:
                pixels += 1
                largest = max(largest, d)
    return pixels, largest


def cmd_diff(a, b):
    da, db = png_data(a), png_data(b)
    # The same encoder (the toolkit's) writes both: equal pixels are equal bytes.
    if da == db:
        print(0, 0)
        return
    ia, ib = read_png(a, da), read_png(b, db)
    if ia[:2] != ib[:2]:
        print(f"size {ia[0]}x{ia[1]} {ib[0]}x{ib[1]}")
        return
    print(*difference(ia, ib))


COMMANDS = {
    "stats": cmd_stats, "checks": cmd_checks, "moment": cmd_moment, "last-before": cmd_last_before,
    "first-line": cmd_first_line, "diff": cmd_diff,
}

if __name__ == "__main__":
    if len(sys.argv) < 2 or sys.argv[1] not in COMMANDS:
        fail(__doc__)
    COMMANDS[sys.argv[1]](*sys.argv[2:])
