#!/usr/bin/python3
"""What the accessibility bridge costs tabdemo on a real X server (the DISPLAY given): idle
wakeups and client CPU per push/pop frame in three set-ups, run in turns so that the
machine's load falls on all three alike:
  none      no session bus: no bridge at all;
  bridge    the bridge on the accessibility bus, no client listening;
  listened  the bridge, and a client (python3-gi's Atspi) registered for every event.
Starts a session bus of its own (dbus-daemon, which activates the AT-SPI bus launcher) and
ends it and everything started on it. Prints one JSON object with the medians.

Usage: bench_a11y.py TABDEMO XVFB_PID [ROUNDS]
"""
import json, os, signal, statistics, subprocess, sys, time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from bench_x11 import context_switches, key, switches_between  # noqa: E402
from bench_cpu import cpu_ns  # noqa: E402

PAIRS = int(os.environ.get("BENCH_X11_PAIRS", "20"))
LISTENER = r"""
import sys, time
import gi
gi.require_version("Atspi", "2.0")
from gi.repository import Atspi, GLib
count = [0]
def heard(event):
    count[0] += 1
listener = Atspi.EventListener.new(heard)
for kind in ("object:", "window:", "focus:", "document:"):
    listener.register(kind)
print("ready", flush=True)
context = GLib.MainContext.default()
end = time.monotonic() + float(sys.argv[1])
try:
    while time.monotonic() < end:
        context.iteration(True)
except KeyboardInterrupt:
    pass
print(count[0], flush=True)
"""


def session_bus():
    out = subprocess.run(["dbus-daemon", "--session", "--fork", "--print-address=1", "--print-pid=1"],
                         capture_output=True, text=True, check=True).stdout.split()
    return out[0], int(out[1])


def session_processes(address, daemon):
    found = []
    for pid in os.listdir("/proc"):
        if not pid.isdigit() or int(pid) == daemon:
            continue
        try:
            with open(f"/proc/{pid}/environ", "rb") as f:
                if f"DBUS_SESSION_BUS_ADDRESS={address}".encode() in f.read().split(b"\0"):
                    found.append(int(pid))
        except OSError:
            pass
    return found + [daemon]


def measure(binary, xvfb_pid, setup, address):
    env = dict(os.environ, WKL_TRACE="1", WKL_RENDERER="xrender")
    env.pop("DBUS_SESSION_BUS_ADDRESS", None)
    env.pop("AT_SPI_BUS_ADDRESS", None)
    if setup != "none":
        env["DBUS_SESSION_BUS_ADDRESS"] = address
    trace_path = f"/tmp/wkl-bench-a11y-{os.getpid()}.log"
    trace = open(trace_path, "w")
    proc = subprocess.Popen([binary, "--size", "1280x800"], env=env, stderr=trace, stdout=subprocess.DEVNULL)
    listener = None
    result = {"setup": setup}
    try:
        window = subprocess.run(["xdotool", "search", "--sync", "--pid", str(proc.pid)], capture_output=True,
                                text=True, timeout=20).stdout.split()[0]
        subprocess.run(["xdotool", "windowfocus", "--sync", window], check=False, timeout=10)
        if setup == "listened":
            listener = subprocess.Popen(["/usr/bin/python3", "-c", LISTENER, "600"], env=dict(env),
                                        stdout=subprocess.PIPE, text=True)
            listener.stdout.readline()
        time.sleep(6)  # the bridge connects and learns of the listener; pool threads retire
        c0 = context_switches(proc.pid)
        time.sleep(5)
        result["idleContextSwitches5s"] = switches_between(c0, context_switches(proc.pid))
        offset = sum(1 for _ in open(trace_path))
        client0 = cpu_ns(proc.pid)
        for _ in range(PAIRS):
            key(window, "f")
            time.sleep(0.5)
            key(window, "Escape")
            time.sleep(0.5)
        time.sleep(1.2)
        client = (cpu_ns(proc.pid) - client0) / 1e9
        lines = open(trace_path).read().splitlines()[offset:]
        frames = sum(json.loads(l)["frames"] for l in lines if '"event":"frames"' in l)
        result["frames"] = frames
        result["clientCpuMsPerFrame"] = client * 1000 / frames if frames else None
        if listener:
            listener.send_signal(signal.SIGINT)
            try:
                out, _ = listener.communicate(timeout=5)
                result["eventsHeard"] = int(out.split()[-1]) if out.split() else None
            except (subprocess.TimeoutExpired, ValueError):
                result["eventsHeard"] = None
    finally:
        if listener and listener.poll() is None:
            listener.kill()
        proc.terminate()
        try:
            proc.wait(timeout=5)
        except subprocess.TimeoutExpired:
            proc.kill()
        trace.close()
        os.unlink(trace_path)
    return result


def main():
    binary, xvfb_pid = sys.argv[1], int(sys.argv[2])
    rounds = int(sys.argv[3]) if len(sys.argv) > 3 and sys.argv[3] else 3
    address, daemon = session_bus()
    runs = {"none": [], "bridge": [], "listened": []}
    try:
        for _ in range(rounds):
            for setup in runs:
                runs[setup].append(measure(binary, xvfb_pid, setup, address))
    finally:
        for pid in session_processes(address, daemon):
            try:
                os.kill(pid, signal.SIGTERM)
            except OSError:
                pass
    result = {"pairs": PAIRS, "rounds": rounds, "runs": runs}
    for setup, results in runs.items():
        cpu = [r["clientCpuMsPerFrame"] for r in results if r.get("clientCpuMsPerFrame")]
        result[setup] = {
            "clientCpuMsPerFrameMedian": statistics.median(cpu) if cpu else None,
            "idleContextSwitches5sMax": max(r["idleContextSwitches5s"] for r in results),
            "eventsHeardMedian": statistics.median([r["eventsHeard"] for r in results if r.get("eventsHeard") is not None] or [0]),
        }
    base = result["none"]["clientCpuMsPerFrameMedian"]
    for setup in ("bridge", "listened"):
        value = result[setup]["clientCpuMsPerFrameMedian"]
        result[setup]["ratioToNone"] = value / base if value and base else None
    print(json.dumps(result))


main()
