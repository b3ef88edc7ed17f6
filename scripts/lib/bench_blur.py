#!/usr/bin/env python3
"""Measures scrolling under a blurred bar on a real X server (the DISPLAY given): tabdemo's
albums grid scrolled by the wheel, first under its blurred bar, then (after B) under the
same bar opaque; per frame the client and X server CPU, and the frame work (CPU of the
frame thread) p50/p99 from WKL_TRACE. ROUNDS rounds alternate which goes first.
Usage: bench_blur.py TABDEMO XVFB_PID RENDERER. Prints one JSON object. Used by scripts/bench."""
import json, os, subprocess, sys, time

CLK_TCK = os.sysconf("SC_CLK_TCK")
ROUNDS = int(os.environ.get("BENCH_BLUR_ROUNDS", "3"))
# Wheel clicks each way per measurement.
CLICKS = int(os.environ.get("BENCH_BLUR_CLICKS", "60"))


def cpu_seconds(pid):
    with open(f"/proc/{pid}/stat") as f:
        fields = f.read().rsplit(")", 1)[1].split()
    return (int(fields[11]) + int(fields[12])) / CLK_TCK


def xdotool(*args):
    subprocess.run(["xdotool", *args], check=False, timeout=30)


def median(values):
    values = sorted(v for v in values if v is not None)
    return values[len(values) // 2] if values else None


def main():
    binary, xvfb_pid, renderer = sys.argv[1], int(sys.argv[2]), sys.argv[3]
    env = dict(os.environ, WKL_TRACE="1", WKL_RENDERER=renderer)
    trace_path = f"/tmp/wkl-bench-blur-{os.getpid()}.log"
    trace = open(trace_path, "w")
    proc = subprocess.Popen([binary], env=env, stderr=trace, stdout=subprocess.DEVNULL)
    figures = {"blurred": [], "opaque": []}
    try:
        window = subprocess.run(["xdotool", "search", "--sync", "--pid", str(proc.pid)], capture_output=True, text=True, timeout=20).stdout.split()[0]
        xdotool("windowfocus", "--sync", window)
        time.sleep(1.0)
        xdotool("key", "--window", window, "2")
        time.sleep(1.5)
        xdotool("mousemove", "--window", window, "408", "178", "click", "1")  # Browse albums
        time.sleep(1.5)
        xdotool("mousemove", "--window", window, "400", "300")
        blurred = True
        for round in range(ROUNDS):
            order = [True, False] if round % 2 == 0 else [False, True]
            for wants in order:
                if wants != blurred:
                    xdotool("key", "--window", window, "b")
                    blurred = wants
                    time.sleep(0.5)
                offset = sum(1 for _ in open(trace_path))
                client0, server0 = cpu_seconds(proc.pid), cpu_seconds(xvfb_pid)
                for button in ["5", "4"]:
                    xdotool("click", "--repeat", str(CLICKS), "--delay", "30", button)
                    time.sleep(1.5)
                client, server = cpu_seconds(proc.pid) - client0, cpu_seconds(xvfb_pid) - server0
                lines = open(trace_path).read().splitlines()[offset:]
                events = [json.loads(l) for l in lines if '"event":"frames"' in l]
                frames = sum(e["frames"] for e in events)
                if not frames:
                    continue
                figures["blurred" if blurred else "opaque"].append({
                    "frames": frames,
                    "clientCpuMsPerFrame": client * 1000 / frames,
                    "serverCpuMsPerFrame": server * 1000 / frames,
                    "frameWorkP50Ms": median([e["totalP50"] for e in events]),
                    "frameWorkP99Ms": max((e["totalP99"] for e in events), default=None),
                })
    finally:
        proc.terminate()
        try:
            proc.wait(timeout=5)
        except subprocess.TimeoutExpired:
            proc.kill()
        trace.close()
        os.unlink(trace_path)
    result = {"renderer": renderer, "rounds": ROUNDS}
    for name, runs in figures.items():
        result[name] = {k: median([r[k] for r in runs]) for k in ["frames", "clientCpuMsPerFrame", "serverCpuMsPerFrame", "frameWorkP50Ms", "frameWorkP99Ms"]} if runs else None
    b, o = result["blurred"], result["opaque"]
    if b and o and o["clientCpuMsPerFrame"] and o["serverCpuMsPerFrame"] is not None:
        result["ratioTotalCpuBlurredOverOpaque"] = (b["clientCpuMsPerFrame"] + b["serverCpuMsPerFrame"]) / (o["clientCpuMsPerFrame"] + o["serverCpuMsPerFrame"])
    print(json.dumps(result))


main()
