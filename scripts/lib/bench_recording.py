#!/usr/bin/env python3
"""What recording a session (WKL_RECORD) costs tabdemo on a real X server (the DISPLAY given,
its Xvfb's pid given): client and X server CPU per frame and the recording's size, in three
set-ups run in turns on the same Xvfb, so that the shared machine's load falls on all alike:
  off      no WKL_RECORD;
  record   WKL_RECORD=FILE, no pixel checks (WKL_RECORD_CHECKS unset);
  checks   WKL_RECORD=FILE and WKL_RECORD_CHECKS=0.5 (a hash of the window read back from
           the server, XGetImage, at most every 0.5 s of frames).
Each run drives the same session with xdotool: TRANSITIONS times a push (p) and a pop
(Escape), a sweep of the pointer over the page and two clicks on it (the bottom bar fades
out and back in); then q quits, so the recording gets its `end` line. The order of the
set-ups turns with each round. CPU is every thread's schedstat run time (nanoseconds) of the
client and of the Xvfb over the driven part, divided by the frames WKL_TRACE counted.
Prints one JSON object: every run, and per set-up the medians.

usage: bench_recording.py TABDEMO XVFB_PID [ROUNDS]
env:   BENCH_TRANSITIONS (push/pop pairs and fades per run, default 20),
       BENCH_RECORDING_DIR (where the recordings go, default a new directory under /tmp)"""
import json, os, shutil, statistics, subprocess, sys, tempfile, time

from bench_cpu import cpu_ns

TRANSITIONS = int(os.environ.get("BENCH_TRANSITIONS", "20"))
SETUPS = ["off", "record", "checks"]
CHECK_INTERVAL = "0.5"
FRAME_PERIOD_MS = 1000 / 60


def xdotool(*args):
    subprocess.run(["xdotool", *args], check=False, timeout=10)


def drive(window):
    """The session: push and pop, a pointer sweep, the bottom bar faded out and back in."""
    for i in range(TRANSITIONS):
        xdotool("key", "--window", window, "p")
        time.sleep(0.55)
        xdotool("key", "--window", window, "Escape")
        time.sleep(0.55)
        for step in range(10):
            xdotool("mousemove", "--window", window, str(500 + 40 * step), str(300 + 10 * step + i % 3))
            time.sleep(0.02)
        for _ in range(2):
            xdotool("click", "1")  # the page's empty content: the bottom bar fades
            time.sleep(0.5)


def recording_stats(path):
    """The recording's size, its header's, its duration (the `end` line's time) and its
    entries by kind."""
    data = open(path, "rb").read()
    lines = data.decode("utf-8", "replace").splitlines(keepends=True)
    header = 0
    for line in lines:
        header += len(line.encode())
        if line.rstrip("\n") == "---":
            break
    body = lines[next((i for i, l in enumerate(lines) if l.rstrip("\n") == "---"), len(lines)) + 1:]
    kinds, kind_bytes, end = {}, {}, None
    for line in body:
        fields = line.split()
        if len(fields) < 2:
            continue
        kind = fields[1] if fields[1] != "event" or len(fields) < 4 else "event " + fields[3]
        kinds[kind] = kinds.get(kind, 0) + 1
        kind_bytes[kind] = kind_bytes.get(kind, 0) + len(line.encode())
        if kind == "end":
            end = float(fields[0])
    return {"bytes": len(data), "headerBytes": header, "bodyBytes": len(data) - header, "seconds": end,
            "entries": kinds, "entryBytes": kind_bytes, "complete": end is not None}


def measure(binary, xvfb_pid, setup, folder, index):
    env = dict(os.environ, WKL_TRACE="1")
    for name in ["WKL_RECORD", "WKL_RECORD_CHECKS", "WKL_RECORD_CHECK_IMAGES"]:
        env.pop(name, None)
    recording = os.path.join(folder, f"{setup}-{index}.wklrec")
    if setup != "off":
        env["WKL_RECORD"] = recording
    if setup == "checks":
        env["WKL_RECORD_CHECKS"] = CHECK_INTERVAL
    trace_path = os.path.join(folder, f"{setup}-{index}.trace")
    trace = open(trace_path, "w")
    result = {"setup": setup, "load": [float(v) for v in open("/proc/loadavg").read().split()[:3]]}
    proc = subprocess.Popen([binary, "--size", "1280x800"], env=env, stderr=trace, stdout=subprocess.DEVNULL)
    try:
        try:
            window = subprocess.run(["xdotool", "search", "--sync", "--pid", str(proc.pid)], capture_output=True,
                                    text=True, timeout=20).stdout.split()[0]
        except (subprocess.TimeoutExpired, IndexError):
            print(f"bench_recording: tabdemo ({setup}, round {index + 1}) showed no window within 20 s; run left out",
                  file=sys.stderr)
            result["error"] = "no window"
            return result
        xdotool("windowfocus", "--sync", window)
        time.sleep(1.5)
        offset = sum(1 for _ in open(trace_path))
        client0, server0, wall0 = cpu_ns(proc.pid), cpu_ns(xvfb_pid), time.monotonic()
        drive(window)
        time.sleep(1.2)
        client, server = (cpu_ns(proc.pid) - client0) / 1e6, (cpu_ns(xvfb_pid) - server0) / 1e6
        result["drivenSeconds"] = time.monotonic() - wall0
        lines = open(trace_path).read().splitlines()
        result["path"] = next((l.split(": ", 1)[1] for l in lines if "presenting with" in l or "compositing with" in l), None)
        events = [json.loads(l) for l in lines[offset:] if '"event":"frames"' in l]
        frames = sum(e["frames"] for e in events)
        result["frames"] = frames
        result["missed"] = sum(e.get("missed", 0) for e in events)
        result["clientCpuMs"], result["serverCpuMs"] = client, server
        result["clientCpuMsPerFrame"] = client / frames if frames else None
        result["serverCpuMsPerFrame"] = server / frames if frames else None
        # Through XTEST to the focused window: with --window, xdotool asks about the window
        # after the press, the window is gone (q quits), xdotool dies of the BadWindow before
        # the release, and the server repeats the q it thinks is held into the next run.
        xdotool("windowfocus", "--sync", window)
        xdotool("key", "--delay", "0", "q")
        try:
            proc.wait(timeout=10)
        except subprocess.TimeoutExpired:
            print(f"bench_recording: tabdemo ({setup}, round {index + 1}) did not quit on q within 10 s; terminated,"
                  " its recording has no end line and is left out of the sizes", file=sys.stderr)
            result["quitTimedOut"] = True
        result["exitCode"] = proc.returncode
        if setup != "off":
            result["recording"] = recording_stats(recording) if os.path.exists(recording) else None
    finally:
        if proc.poll() is None:
            proc.terminate()
            try:
                proc.wait(timeout=5)
            except subprocess.TimeoutExpired:
                proc.kill()
                proc.wait()
        trace.close()
        os.unlink(trace_path)
    return result


def median(values):
    values = [v for v in values if v is not None]
    return statistics.median(values) if values else None


def summary(runs, base):
    out = {
        "clientCpuMsPerFrameMedian": median([r.get("clientCpuMsPerFrame") for r in runs]),
        "serverCpuMsPerFrameMedian": median([r.get("serverCpuMsPerFrame") for r in runs]),
        "framesMedian": median([r.get("frames") for r in runs]),
        "missed": sum(r.get("missed", 0) for r in runs),
    }
    recs = [r["recording"] for r in runs if r.get("recording") and r["recording"]["complete"]]
    if recs:
        per_minute = median([rec["bodyBytes"] / rec["seconds"] * 60 for rec in recs])
        header = median([rec["headerBytes"] for rec in recs])
        frame_line = median([rec["entryBytes"]["frame"] / rec["entries"]["frame"] for rec in recs if rec["entries"].get("frame")])
        move_line = median([rec["entryBytes"]["event move"] / rec["entries"]["event move"] for rec in recs
                            if rec["entries"].get("event move")])
        out.update({
            "recordingsComplete": f"{len(recs)} of {len(runs)}",
            "recordingBytesMedian": median([rec["bytes"] for rec in recs]),
            "sessionSecondsMedian": median([rec["seconds"] for rec in recs]),
            "headerBytesMedian": header,
            "bytesPerMinuteMedian": per_minute,
            # Five minutes of the same session: the header once, the entries at this rate.
            "fiveMinuteBytes": header + 5 * per_minute,
            # The worst case for frames: five minutes of animation, a frame line every 1/60 s.
            "frameLineBytes": frame_line,
            "fiveMinutesOfFramesAt60HzBytes": header + frame_line * 60 * 300 if frame_line else None,
            # And with the pointer moving all the time, one motion event a frame.
            "moveLineBytes": move_line,
            "fiveMinutesOfFramesAndMotionAt60HzBytes": header + (frame_line + move_line) * 60 * 300
            if frame_line and move_line else None,
            "entriesMedian": {k: median([rec["entries"].get(k, 0) for rec in recs]) for k in sorted({k for rec in recs for k in rec["entries"]})},
        })
    if base is not None and runs is not base:
        # Paired: each round's run against the same round's run without recording.
        diffs = [r["clientCpuMsPerFrame"] - b["clientCpuMsPerFrame"] for r, b in zip(runs, base)
                 if r.get("clientCpuMsPerFrame") is not None and b.get("clientCpuMsPerFrame") is not None]
        sdiffs = [r["serverCpuMsPerFrame"] - b["serverCpuMsPerFrame"] for r, b in zip(runs, base)
                  if r.get("serverCpuMsPerFrame") is not None and b.get("serverCpuMsPerFrame") is not None]
        added = median(diffs)
        base_client = median([b.get("clientCpuMsPerFrame") for b in base])
        out["clientAddedMsPerFramePairedMedian"] = added
        out["serverAddedMsPerFramePairedMedian"] = median(sdiffs)
        out["clientAddedMsPerFrameOfMedians"] = (out["clientCpuMsPerFrameMedian"] - base_client
                                                 if out["clientCpuMsPerFrameMedian"] is not None and base_client else None)
        out["overheadPercentOfFramePeriod"] = added / FRAME_PERIOD_MS * 100 if added is not None else None
        out["overheadPercentOfClientCpu"] = added / base_client * 100 if added is not None and base_client else None
        # Per pixel check: the session's added CPU over the checks it made (paired runs).
        per_check = [(r["clientCpuMs"] - b["clientCpuMs"]) / r["recording"]["entries"]["check"] for r, b in zip(runs, base)
                     if r.get("clientCpuMs") is not None and b.get("clientCpuMs") is not None
                     and (r.get("recording") or {}).get("entries", {}).get("check")]
        server_per_check = [(r["serverCpuMs"] - b["serverCpuMs"]) / r["recording"]["entries"]["check"] for r, b in zip(runs, base)
                            if r.get("serverCpuMs") is not None and b.get("serverCpuMs") is not None
                            and (r.get("recording") or {}).get("entries", {}).get("check")]
        if per_check:
            out["clientAddedMsPerCheckPairedMedian"] = median(per_check)
            out["serverAddedMsPerCheckPairedMedian"] = median(server_per_check)
    return out


def main():
    binary, xvfb_pid = sys.argv[1], int(sys.argv[2])
    rounds = int(sys.argv[3]) if len(sys.argv) > 3 and sys.argv[3] else 5
    keep = os.environ.get("BENCH_RECORDING_DIR")
    folder = keep or tempfile.mkdtemp(prefix="wkl-bench-recording-")
    os.makedirs(folder, exist_ok=True)
    runs = {s: [] for s in SETUPS}
    load_start = [float(v) for v in open("/proc/loadavg").read().split()[:3]]
    try:
        for index in range(rounds):
            order = SETUPS[index % 3:] + SETUPS[:index % 3]
            for setup in order:
                runs[setup].append(measure(binary, xvfb_pid, setup, folder, index))
    finally:
        if not keep:
            shutil.rmtree(folder, ignore_errors=True)
    load_end = [float(v) for v in open("/proc/loadavg").read().split()[:3]]
    result = {"transitions": TRANSITIONS, "rounds": rounds, "checkInterval": float(CHECK_INTERVAL),
              "framePeriodMs": FRAME_PERIOD_MS, "loadAverageStart": load_start, "loadAverageEnd": load_end,
              "runs": runs}
    for setup in SETUPS:
        result[setup] = summary(runs[setup], None if setup == "off" else runs["off"])
    print(json.dumps(result, indent=2))


main()
