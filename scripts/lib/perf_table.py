#!/usr/bin/env python3
"""Prints bench/results.json as the Markdown table used in docs/performance.md."""
import json, sys

r = json.load(open(sys.argv[1] if len(sys.argv) > 1 else "bench/results.json"))
h, x = r["headless"], r["x11"]


def f(v, d=3):
    return "—" if v is None else f"{v:.{d}f}"


rows = [
    ("Push at 1280×800: frame work p50", f(h["push1280x800"]["totalP50ms"]) + " ms", "≤ 0.5 ms (stretch)"),
    ("Push at 1280×800: frame work p99", f(h["push1280x800"]["totalP99ms"]) + " ms", "≤ 2 ms"),
    ("Push at 1280×800: paint / animate / layout / present p50", " / ".join(f(h["push1280x800"][k + "P50ms"]) for k in ["paint", "animate", "layout", "present"]) + " ms", ""),
    ("Push at 1280×800: pixels repainted per frame (p50)", f"{h['push1280x800']['pixelsP50']:.0f}", "whole window (every pixel moves)"),
    ("Push at 1920×1080: frame work p50 / p99", f(h["push1920x1080"]["totalP50ms"]) + " / " + f(h["push1920x1080"]["totalP99ms"]) + " ms", ""),
    ("Bottom bar fade: pixels repainted / bar area (max)", f(h["fade1280x800"]["maxPixelsOverBarArea"], 2), "≤ 1.2"),
    ("Bottom bar fade: frame work p50", f(h["fade1280x800"]["totalP50ms"]) + " ms", ""),
]
for n in ["10", "100", "1000", "10000"]:
    rows.append((f"Push, pushed page holding {int(n):,} views: p50", f(h["growthViews"][n]["totalP50ms"]) + " ms", ""))
rows.append(("Ratio 10,000 views / 10 views", f(h["growthViews"]["10000"]["totalP50ms"] / h["growthViews"]["10"]["totalP50ms"], 2), "≤ 1.5"))
for s, v in h["growthSize"].items():
    rows.append((f"Push at {s.replace('x', '×')}: p50", f(v["totalP50ms"]) + " ms", ""))
rows.append(("Animate phase, per animated property per frame", f(h["animatePhase"]["nsPerPropertyPerFrame"], 0) + " ns", ""))
rows.append(("Text: 40 labels laid out and drawn, cold / warm glyph cache", f(h["text"]["coldFrameMs"]) + " / " + f(h["text"]["warmFrameMs"]) + " ms", ""))
if "typing" in h:
    t = h["typing"]
    rows.append(("Text field: one key and its frame, keys 1–100 / 901–1,000", f(t["firstKeysMsP50"], 3) + " / " + f(t["lastKeysMsP50"], 3) + " ms", "O(1) per key"))
for n, v in h["hitTestAndLayout"].items():
    rows.append((f"{int(n):,} views: hit test / layout pass", f(v["hitTestMs"], 4) + " / " + f(v["layoutMs"], 4) + " ms", ""))
for m, name in [("shm", "MIT-SHM"), ("putimage", "XPutImage")]:
    v = x[m]
    rows += [
        (f"X11 ({name}): client CPU per transition frame", f(v.get("clientCpuMsPerFrame")) + " ms", "≤ 0.5 ms (stretch)"),
        (f"X11 ({name}): Xvfb CPU per transition frame", f(v.get("serverCpuMsPerFrame")) + " ms", ""),
        (f"X11 ({name}): missed 60 Hz deadlines", f"{v.get('missedFrames')} of {v.get('transitionFrames')}", "< 1 %"),
        (f"X11 ({name}): start-up to first presented frame", f(v.get("startupMs"), 1) + " ms", "≤ 50 ms"),
        (f"X11 ({name}): idle context switches / CPU over 10 s", f"{v.get('idleContextSwitches10s')} / {f(v.get('idleCpuSeconds10s'), 2)} s", "0"),
        (f"X11 ({name}): peak RSS after a tour of every tab", f(v.get("peakRssMB"), 1) + " MB", "≤ 40 MB"),
    ]
print("| Measure | Value | Budget |")
print("|---|---|---|")
for a, b, c in rows:
    print(f"| {a} | {b} | {c} |")
