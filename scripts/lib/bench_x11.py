#!/usr/bin/env python3
"""Measures tabdemo on a real X server (the DISPLAY given): start-up to the first presented
frame, idle wakeups, client and server CPU per transition frame, missed frames, frame work
(CPU of the frame thread) and frame wall time p50/p99 from WKL_TRACE, peak RSS.
Prints one JSON object. Used by scripts/bench."""
import json, os, subprocess, sys, time

CLK_TCK = os.sysconf("SC_CLK_TCK")
# Push/pop pairs measured: 50 pairs are the budget's 100 transitions.
PAIRS = int(os.environ.get("BENCH_X11_PAIRS", "50"))


def cpu_seconds(pid):
    with open(f"/proc/{pid}/stat") as f:
        fields = f.read().rsplit(")", 1)[1].split()
    return (int(fields[11]) + int(fields[12])) / CLK_TCK  # utime + stime, all threads


def context_switches(pid):
    """Context switches per thread id (voluntary + involuntary)."""
    counts = {}
    for tid in os.listdir(f"/proc/{pid}/task"):
        try:
            with open(f"/proc/{pid}/task/{tid}/status") as f:
                counts[tid] = sum(int(l.split()[1]) for l in f if l.startswith(("voluntary_ctxt_switches", "nonvoluntary_ctxt_switches")))
        except FileNotFoundError:
            pass
    return counts


def switches_between(before, after):
    """Switches made between two readings: deltas of surviving threads, all of new threads,
    and one for each thread that ended (its exit is a wakeup)."""
    total = sum(after[t] - before[t] for t in after if t in before)
    total += sum(after[t] for t in after if t not in before)
    total += sum(1 for t in before if t not in after)
    return total


def status_kb(pid, key):
    with open(f"/proc/{pid}/status") as f:
        for line in f:
            if line.startswith(key + ":"):
                return int(line.split()[1])
    return 0


def key(window, name):
    subprocess.run(["xdotool", "key", "--window", window, name], check=False)


def main():
    binary, xvfb_pid, label = sys.argv[1], int(sys.argv[2]), sys.argv[3]
    env = dict(os.environ, WKL_TRACE="1", WKL_RENDERER=label)
    trace_path = f"/tmp/wkl-bench-trace-{os.getpid()}.log"
    trace = open(trace_path, "w")
    started = time.time()
    proc = subprocess.Popen([binary, "--size", "1280x800"], env=env, stderr=trace, stdout=subprocess.DEVNULL)
    result = {"mode": label}
    try:
        window = subprocess.run(["xdotool", "search", "--sync", "--pid", str(proc.pid)], capture_output=True, text=True, timeout=20).stdout.split()[0]
        subprocess.run(["xdotool", "windowfocus", "--sync", window], check=False, timeout=10)
        time.sleep(1.0)
        events = [json.loads(l) for l in open(trace_path) if l.startswith("{")]
        first = next((e for e in events if e.get("event") == "firstFrame"), None)
        result["startupMs"] = (first["realtime"] - started) * 1000 if first else None
        # Idle: nothing animates.
        time.sleep(6)  # let idle worker threads of the dispatch pool retire first
        c0, t0 = context_switches(proc.pid), cpu_seconds(proc.pid)
        time.sleep(10)
        result["idleContextSwitches10s"] = switches_between(c0, context_switches(proc.pid))
        result["threads"] = len(os.listdir(f"/proc/{proc.pid}/task"))
        result["idleCpuSeconds10s"] = cpu_seconds(proc.pid) - t0
        # Transitions: PAIRS pushes into a full-screen page and as many pops.
        offset = sum(1 for _ in open(trace_path))
        client0, server0 = cpu_seconds(proc.pid), cpu_seconds(xvfb_pid)
        for _ in range(PAIRS):
            key(window, "f")
            time.sleep(0.5)
            key(window, "Escape")
            time.sleep(0.5)
        time.sleep(1.2)
        client, server = cpu_seconds(proc.pid) - client0, cpu_seconds(xvfb_pid) - server0
        lines = open(trace_path).read().splitlines()[offset:]
        frames_events = [json.loads(l) for l in lines if '"event":"frames"' in l]
        frames = sum(e["frames"] for e in frames_events)
        result["transitions"] = 2 * PAIRS
        result["transitionFrames"] = frames
        result["missedFrames"] = sum(e["missed"] for e in frames_events)
        result["clientCpuMsPerFrame"] = client * 1000 / frames if frames else None
        result["serverCpuMsPerFrame"] = server * 1000 / frames if frames else None
        result["frameWorkP50Ms"] = sorted(e["totalP50"] for e in frames_events)[len(frames_events) // 2] if frames_events else None
        result["frameWorkP99Ms"] = max((e["totalP99"] for e in frames_events), default=None)
        # The same frames on the wall clock (includes time the frame thread waited for a core).
        result["frameWallP50Ms"] = sorted(e["wallP50"] for e in frames_events)[len(frames_events) // 2] if frames_events else None
        result["frameWallP99Ms"] = max((e["wallP99"] for e in frames_events), default=None)
        # Memory: a tour of every tab with pushes, then the peak.
        for tab in ["1", "2", "3"]:
            key(window, tab)
            time.sleep(0.2)
            for k in ["p", "f", "Escape", "Escape"]:
                key(window, k)
                time.sleep(0.45)
        result["peakRssMB"] = status_kb(proc.pid, "VmHWM") / 1024
        result["rssMB"] = status_kb(proc.pid, "VmRSS") / 1024
    finally:
        proc.terminate()
        try:
            proc.wait(timeout=5)
        except subprocess.TimeoutExpired:
            proc.kill()
        trace.close()
        os.unlink(trace_path)
    print(json.dumps(result))


if __name__ == "__main__":
    main()
