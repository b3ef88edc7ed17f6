#!/usr/bin/env python3
"""Per push frame at 1280×800 on one Xvfb (started by scripts/bench with -listen tcp): client
CPU and X server CPU (from /proc of that Xvfb) for each WidgetKitLite renderer and for the
GTK4 GtkStack (cairo) and Qt 5 peers; bytes per transition over a TCP display (a counting
proxy in front of the server's TCP port, DISPLAY=127.0.0.1:M) and whether the TCP window
shows the same pixels as the local one. Prints one JSON object.

With --hidpi, only HiDPI: per push frame of an 800×600-point window at scale 2 (1600×1200
pixels; the Xvfb screen should be at least that large), client and X server CPU for the
RENDER and MIT-SHM renderers.

usage: bench_render.py TABDEMO XVFB_PID DISPLAY_NUMBER PEERS_DIR
       bench_render.py --hidpi TABDEMO XVFB_PID DISPLAY_NUMBER"""
import json, os, subprocess, sys, time

from tcp_count import CountingProxy

CLK_TCK = os.sysconf("SC_CLK_TCK")
TRANSITIONS = int(os.environ.get("BENCH_TRANSITIONS", "20"))
# Local CPU figures are medians of this many interleaved rounds (each renderer and peer once
# per round), so that a burst of load on the shared machine moves one sample, not the ratio.
ROUNDS = max(1, int(os.environ.get("BENCH_ROUNDS", "3")))
CPU_KEYS = ["clientCpuMsPerFrame", "serverCpuMsPerFrame", "totalCpuMsPerFrame"]
PEER_FRAMES_PER_SLIDE = 18  # 300 ms at 60 Hz


def cpu_seconds(pid):
    with open(f"/proc/{pid}/stat") as f:
        fields = f.read().rsplit(")", 1)[1].split()
    return (int(fields[11]) + int(fields[12])) / CLK_TCK


def status_kb(pid, key):
    with open(f"/proc/{pid}/status") as f:
        for line in f:
            if line.startswith(key + ":"):
                return int(line.split()[1])
    return 0


def window_of(pid, display, timeout=20):
    out = subprocess.run(["xdotool", "search", "--sync", "--pid", str(pid)], capture_output=True, text=True,
                         timeout=timeout, env=dict(os.environ, DISPLAY=display)).stdout.split()
    return out[0]


def key(window, name, display):
    subprocess.run(["xdotool", "key", "--window", window, name], check=False, env=dict(os.environ, DISPLAY=display))


def screenshot(display, path):
    subprocess.run(["import", "-display", display, "-window", "root", "-crop", "1280x800+0+0", path], check=False)


def differing_pixels(a, b):
    r = subprocess.run(["compare", "-metric", "AE", "-fuzz", "1%", a, b, "null:"], capture_output=True, text=True)
    try:
        return int(float(r.stderr.split()[0]))
    except (ValueError, IndexError):
        return None


def run_tabdemo(binary, display, local_display, renderer, xvfb_pid, proxy=None, shot=None, size="1280x800", scale=None):
    env = dict(os.environ, WKL_TRACE="1", DISPLAY=display)
    env.pop("WKL_NO_SHM", None)
    if renderer:
        env["WKL_RENDERER"] = renderer
    else:
        env.pop("WKL_RENDERER", None)
    trace_path = f"/tmp/wkl-bench-render-{os.getpid()}.log"
    trace = open(trace_path, "w")
    args = [binary, "--size", size] + (["--scale", str(scale)] if scale else [])
    proc = subprocess.Popen(args, env=env, stderr=trace, stdout=subprocess.DEVNULL)
    result = {}
    try:
        window = window_of(proc.pid, local_display)
        subprocess.run(["xdotool", "windowfocus", "--sync", window], check=False, timeout=10,
                       env=dict(os.environ, DISPLAY=local_display))
        time.sleep(1.5)
        if shot:
            screenshot(local_display, shot)
        offset = sum(1 for _ in open(trace_path))
        client0, server0 = cpu_seconds(proc.pid), cpu_seconds(xvfb_pid)
        bytes0 = proxy.read() if proxy else 0
        for _ in range(TRANSITIONS):
            key(window, "p", local_display)
            time.sleep(0.55)
            key(window, "Escape", local_display)
            time.sleep(0.55)
        time.sleep(1.2)
        client, server = cpu_seconds(proc.pid) - client0, cpu_seconds(xvfb_pid) - server0
        lines = open(trace_path).read().splitlines()
        result["path"] = next((l.split(": ", 1)[1] for l in lines if "presenting with" in l or "compositing with" in l), None)
        events = [json.loads(l) for l in lines[offset:] if '"event":"frames"' in l]
        frames = sum(e["frames"] for e in events)
        result["frames"] = frames
        result["missed"] = sum(e["missed"] for e in events)
        # In-frame work by the frame thread's CPU clock, and the frames' wall time (medians of
        # the per-second trace lines' p50).
        for key_, name in [("totalP50", "frameWorkCpuP50Ms"), ("wallP50", "frameWallP50Ms")]:
            values = sorted(e[key_] for e in events if key_ in e)
            result[name] = values[len(values) // 2] if values else None
        result["clientCpuMsPerFrame"] = client * 1000 / frames if frames else None
        result["serverCpuMsPerFrame"] = server * 1000 / frames if frames else None
        if result["clientCpuMsPerFrame"] is not None:
            result["totalCpuMsPerFrame"] = result["clientCpuMsPerFrame"] + result["serverCpuMsPerFrame"]
        if proxy:
            result["bytesPerTransition"] = (proxy.read() - bytes0) / (2 * TRANSITIONS)
        # A tour of every tab, then memory.
        for tab in ["1", "2", "3", "1"]:
            key(window, tab, local_display)
            time.sleep(0.3)
            for k in ["p", "Escape"]:
                key(window, k, local_display)
                time.sleep(0.5)
        time.sleep(0.5)
        result["rssMB"] = status_kb(proc.pid, "VmRSS") / 1024
        result["peakRssMB"] = status_kb(proc.pid, "VmHWM") / 1024
    finally:
        proc.terminate()
        try:
            proc.wait(timeout=5)
        except subprocess.TimeoutExpired:
            proc.kill()
        trace.close()
        os.unlink(trace_path)
    return result


def run_peer(script, display, xvfb_pid, proxy=None, extra_env=None):
    pidfile = f"/tmp/wkl-bench-peer-{os.getpid()}.pid"
    if os.path.exists(pidfile):
        os.unlink(pidfile)
    env = dict(os.environ, DISPLAY=display, **(extra_env or {}))
    proc = subprocess.Popen(["/usr/bin/python3", script, pidfile], env=env, stdout=subprocess.DEVNULL,
                            stderr=subprocess.DEVNULL)
    result = {}
    try:
        for _ in range(100):
            if os.path.exists(pidfile) and open(pidfile).read().strip():
                break
            time.sleep(0.1)
        local = os.environ["DISPLAY"]
        xenv = dict(os.environ, DISPLAY=local)
        # The top-level window (toolkits make helper windows too); keys go through XTEST to
        # the focused window: GTK ignores events sent with XSendEvent.
        window = subprocess.run(["xdotool", "search", "--sync", "--onlyvisible", "--pid", str(proc.pid)],
                                capture_output=True, text=True, timeout=20, env=xenv).stdout.split()[0]
        subprocess.run(["xdotool", "windowactivate", "--sync", window], check=False, timeout=10, env=xenv,
                       stderr=subprocess.DEVNULL)
        subprocess.run(["xdotool", "windowfocus", "--sync", window], check=False, timeout=10, env=xenv,
                       stderr=subprocess.DEVNULL)
        time.sleep(2)
        client0, server0 = cpu_seconds(proc.pid), cpu_seconds(xvfb_pid)
        bytes0 = proxy.read() if proxy else 0
        for _ in range(2 * TRANSITIONS):
            subprocess.run(["xdotool", "key", "space"], check=False, env=xenv)
            time.sleep(0.55)
        time.sleep(1)
        client, server = cpu_seconds(proc.pid) - client0, cpu_seconds(xvfb_pid) - server0
        frames = 2 * TRANSITIONS * PEER_FRAMES_PER_SLIDE
        result["frames"] = frames
        result["clientCpuMsPerFrame"] = client * 1000 / frames
        result["serverCpuMsPerFrame"] = server * 1000 / frames
        result["totalCpuMsPerFrame"] = result["clientCpuMsPerFrame"] + result["serverCpuMsPerFrame"]
        if proxy:
            result["bytesPerTransition"] = (proxy.read() - bytes0) / (2 * TRANSITIONS)
        result["rssMB"] = status_kb(proc.pid, "VmRSS") / 1024
    except Exception as e:  # a peer that cannot run is reported, not fatal
        result["error"] = str(e)
    finally:
        proc.terminate()
        try:
            proc.wait(timeout=5)
        except subprocess.TimeoutExpired:
            proc.kill()
    return result


def take_medians(result, samples):
    """Replaces the CPU figures of `result` by their medians over `samples` (results of the
    same program), keeping every sample's figures under "rounds"."""
    good = [x for x in samples if x.get("totalCpuMsPerFrame") is not None]
    if not good:
        return
    for key in CPU_KEYS:
        values = sorted(x[key] for x in good)
        result[key] = values[len(values) // 2]
    result["rounds"] = [{k: x[k] for k in CPU_KEYS} for x in good]
    result["missed"] = sum(x.get("missed", 0) for x in good)
    result["frames"] = sum(x.get("frames", 0) for x in good)


def main_hidpi():
    binary, xvfb_pid, number = sys.argv[2], int(sys.argv[3]), int(sys.argv[4])
    local = f":{number}"
    os.environ["DISPLAY"] = local
    out = {"size": "800x600", "scale": 2, "renderers": {}}
    for renderer in ["xrender", "shm"]:
        out["renderers"][renderer] = run_tabdemo(binary, local, local, renderer, xvfb_pid, size="800x600", scale=2)
    print(json.dumps(out))


def main():
    if sys.argv[1] == "--hidpi":
        return main_hidpi()
    binary, xvfb_pid, number, peers = sys.argv[1], int(sys.argv[2]), int(sys.argv[3]), sys.argv[4]
    local = f":{number}"
    os.environ["DISPLAY"] = local
    proxy_number = number + 50
    proxy = CountingProxy(proxy_number, number)
    tcp = f"127.0.0.1:{proxy_number}"
    out = {"renderers": {}, "tcp": {}, "peers": {}}
    work = f"/tmp/wkl-bench-shots-{os.getpid()}"
    os.makedirs(work, exist_ok=True)
    samples = {}
    for renderer in ["xrender", "shm", "putimage"]:
        out["renderers"][renderer] = run_tabdemo(binary, local, local, renderer, xvfb_pid, shot=f"{work}/{renderer}.png")
        samples[renderer] = [out["renderers"][renderer]]
    # Over TCP: the default choice (RENDER for a remote display), and client-side frames.
    for renderer in [None, "putimage"]:
        name = renderer or "default"
        out["tcp"][name] = run_tabdemo(binary, tcp, local, renderer, xvfb_pid, proxy=proxy, shot=f"{work}/tcp-{name}.png")
        out["tcp"][name]["differingPixelsFromLocal"] = differing_pixels(f"{work}/tcp-{name}.png", f"{work}/shm.png")
    if os.path.exists(f"{peers}/gtkstack_peer.py"):
        out["peers"]["gtk4"] = run_peer(f"{peers}/gtkstack_peer.py", local, xvfb_pid, extra_env={"GSK_RENDERER": "cairo", "GDK_BACKEND": "x11"})
        out["peers"]["gtk4"]["bytesPerTransition"] = run_peer(
            f"{peers}/gtkstack_peer.py", tcp, xvfb_pid, proxy=proxy,
            extra_env={"GSK_RENDERER": "cairo", "GDK_BACKEND": "x11"}).get("bytesPerTransition")
    if os.path.exists(f"{peers}/qtslide_peer.py"):
        out["peers"]["qt5"] = run_peer(f"{peers}/qtslide_peer.py", local, xvfb_pid, extra_env={"QT_QPA_PLATFORM": "xcb"})
        out["peers"]["qt5"]["bytesPerTransition"] = run_peer(
            f"{peers}/qtslide_peer.py", tcp, xvfb_pid, proxy=proxy, extra_env={"QT_QPA_PLATFORM": "xcb"}).get("bytesPerTransition")
    peer_runs = {
        "gtk4": (f"{peers}/gtkstack_peer.py", {"GSK_RENDERER": "cairo", "GDK_BACKEND": "x11"}),
        "qt5": (f"{peers}/qtslide_peer.py", {"QT_QPA_PLATFORM": "xcb"}),
    }
    for name in out["peers"]:
        samples[name] = [out["peers"][name]]
    for _ in range(ROUNDS - 1):
        for renderer in ["xrender", "shm", "putimage"]:
            samples[renderer].append(run_tabdemo(binary, local, local, renderer, xvfb_pid))
        for name in out["peers"]:
            script, env = peer_runs[name]
            samples[name].append(run_peer(script, local, xvfb_pid, extra_env=env))
    for name, runs in samples.items():
        take_medians(out["renderers"].get(name) or out["peers"][name], runs)
    out["rounds"] = ROUNDS
    print(json.dumps(out))


main()
