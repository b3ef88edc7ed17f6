# shellcheck shell=bash
# Helpers for scripts/e2e: check reporting, the demo processes it starts, waits with
# timeouts, and probes (through e2e_x11.py and e2e_trace.py). Source after xvfb.sh.
#
# Everything started here is recorded (E2E_APPS, E2E_SERVERS) and killed by e2e_cleanup,
# which scripts/e2e runs on EXIT. Only those pids are ever signalled.

E2E_LIB=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
E2E_X=probe
E2E_XP="python3 $E2E_LIB/e2e_x11.py"
E2E_T="python3 $E2E_LIB/e2e_trace.py"
E2E_APPS=()
E2E_SERVERS=()
PASSED=0
FAILED=0
MODE=${MODE:-}

# MARK: Reporting

ok() { PASSED=$((PASSED + 1)); echo "ok - ${MODE:+$MODE: }$1"; }
not_ok() { FAILED=$((FAILED + 1)); echo "FAIL - ${MODE:+$MODE: }$1: $2"; }

# check NAME FUNCTION [ARGS…]: FUNCTION returns 0 to pass; it sets WHY on failure and may
# set DETAIL (printed after the name when it passes).
check() {
    local name=$1 t0
    shift
    WHY="" DETAIL=""
    t0=$(date +%s%N)
    "$@"
    local status=$?
    [ "${E2E_TIMES:-0}" = 1 ] && name="$name [$((($(date +%s%N) - t0) / 1000000)) ms]"
    if [ $status = 0 ]; then
        ok "$name${DETAIL:+ ($DETAIL)}"
    else
        not_ok "$name" "${WHY:-failed}"
    fi
}

# MARK: Processes

# launch NAME [VAR=VALUE…] [-- ARGS…]: starts the demo with WKL_TRACE=1 and the given
# environment, stderr to $WORK/$MODE-NAME.log. Sets APP (pid) and LOG; WIN is cleared.
launch() {
    local name=$1
    shift
    local vars=() args=()
    while [ $# -gt 0 ]; do
        if [ "$1" = "--" ]; then shift; args=("$@"); break; fi
        vars+=("$1")
        shift
    done
    LOG="$WORK/$MODE-$name.log"
    WIN=""
    # The mode's renderer, unless the check asks for something else.
    local renderer=()
    [ -n "${E2E_RENDERER:-}" ] && [[ " ${vars[*]} " != *" WKL_NO_SHM="* ]] && [[ " ${vars[*]} " != *" WKL_RENDERER="* ]] &&
        renderer=(WKL_RENDERER="$E2E_RENDERER")
    env WKL_TRACE=1 "${renderer[@]}" "${vars[@]}" "$BIN" "${args[@]}" >/dev/null 2>"$LOG" &
    APP=$!
    E2E_APPS+=("$APP")
}

# find_window: sets WIN to the demo's window (xdotool search --sync --pid, 10 s at most)
# and waits until the first frame shows white content. Returns 1 with WHY otherwise.
find_window() {
    WIN=$(timeout 10 xdotool search --sync --pid "$APP" 2>/dev/null | head -1)
    if [ -z "$WIN" ]; then
        WHY="no window for pid $APP within 10 s$(alive "$APP" || echo " (the demo exited)")"
        return 1
    fi
    if ! wait_until 5 is_white 600 300; then
        WHY="the content never turned white (pixel at 600,300: $(px 600 300))"
        return 1
    fi
}

alive() { kill -0 "$1" 2>/dev/null; }

# wait_exit PID SECONDS: waits for a child to end; sets STATUS (its exit status) and
# returns 0, or returns 1 (still running) after SECONDS.
wait_exit() {
    local pid=$1 tenths=$(($2 * 10)) i
    for ((i = 0; i < tenths * 2; i++)); do
        if ! alive "$pid"; then
            wait "$pid" 2>/dev/null
            STATUS=$?
            return 0
        fi
        sleep 0.05
    done
    STATUS=""
    return 1
}

# stop_app PID: ends a demo started here (TERM, then KILL after 3 s) if it still runs.
stop_app() {
    local pid=$1
    alive "$pid" || { wait "$pid" 2>/dev/null; return 0; }
    kill -TERM "$pid" 2>/dev/null
    wait_exit "$pid" 3 || { kill -KILL "$pid" 2>/dev/null; wait "$pid" 2>/dev/null; }
    return 0
}

# start_server [Xvfb args…]: start_xvfb, remembered for the cleanup.
start_server() {
    start_xvfb "$@" || return 1
    E2E_SERVERS+=("$XVFB_PID")
}

e2e_cleanup() {
    local pid
    probe_stop
    for pid in "${E2E_APPS[@]}"; do stop_app "$pid"; done
    for pid in "${E2E_SERVERS[@]}"; do
        if alive "$pid"; then kill "$pid" 2>/dev/null; wait "$pid" 2>/dev/null; fi
    done
    unset XVFB_PID
}

# MARK: The probe server

# probe COMMAND ARGS…: runs an e2e_x11.py command — through the probe server when one runs
# (one X connection, no process start), else as a process of its own.
E2E_PROBE_PID=""
probe() {
    if [ -z "$E2E_PROBE_PID" ] || ! alive "$E2E_PROBE_PID"; then
        timeout 60 python3 "$E2E_LIB/e2e_x11.py" "$@"
        return
    fi
    local line status=1
    # A server that died with its X display must not take this shell down with SIGPIPE.
    trap '' PIPE
    printf '%s\n' "$*" >&7 2>/dev/null
    trap - PIPE
    while IFS= read -r -t 60 line <&8; do
        if [[ "$line" == $'\x1e'* ]]; then status=${line#?}; break; fi
        printf '%s\n' "$line"
    done
    return "$status"
}

# probe_start: a probe server for the current DISPLAY, talking through two FIFOs on fds 7, 8.
probe_start() {
    local fifo="$WORK/probe.$$.$RANDOM"
    mkfifo "$fifo.in" "$fifo.out" || return 1
    python3 "$E2E_LIB/e2e_x11.py" serve <"$fifo.in" >"$fifo.out" 2>/dev/null &
    E2E_PROBE_PID=$!
    E2E_APPS+=("$E2E_PROBE_PID")
    exec 7>"$fifo.in" 8<"$fifo.out"
    rm -f "$fifo.in" "$fifo.out"
}

# probe_stop: ends the probe server (before its X server goes away).
probe_stop() {
    [ -n "$E2E_PROBE_PID" ] || return 0
    exec 7>&- 8<&-
    wait_exit "$E2E_PROBE_PID" 3 || stop_app "$E2E_PROBE_PID"
    E2E_PROBE_PID=""
}

# MARK: Waiting

# wait_until SECONDS COMMAND…: polls COMMAND every 50 ms until it succeeds (whole seconds).
wait_until() {
    local deadline=$(($(date +%s%N) + $1 * 1000000000))
    shift
    while :; do
        "$@" && return 0
        [ "$(date +%s%N)" -ge "$deadline" ] && return 1
        sleep 0.05
    done
}

# at_rest: the demo ran no frame for 0.2 s — no context switch in any of its threads (while
# anything animates, the 60 Hz frame timer wakes it about 12 times in that window).
at_rest() {
    local ticks switches
    read -r ticks switches _ <<<"$($E2E_X usage "$APP" 0.2 2>/dev/null)"
    [[ "$ticks" =~ ^[0-9]+$ ]] && [ "$switches" = 0 ]
}

# MARK: Probes of the window $WIN

px() { $E2E_X pixels "$WIN" "$1,$2" 2>&1; }
pixels() { $E2E_X pixels "$WIN" "$@" 2>&1; }
# near R,G,B R,G,B [TOLERANCE]: every channel within TOLERANCE (default 2).
near() {
    local a b i tol=${3:-2}
    IFS=, read -ra a <<<"$1"
    IFS=, read -ra b <<<"$2"
    [ ${#a[@]} -eq 3 ] && [ ${#b[@]} -eq 3 ] || return 1
    for i in 0 1 2; do
        local d=$((a[i] - b[i]))
        [ "${d#-}" -le "$tol" ] || return 1
    done
}
is_white() { near "$(px "$1" "$2")" 255,255,255 0; }
is_colour() { near "$(px "$1" "$2")" "$3" "${4:-2}"; }
# has_colour X Y R,G,B [TOL]: some pixel within 12 of (X,Y) is within TOL (3) of the colour
# (a glyph or an icon, whose strokes need not cross a fixed point).
has_colour() { [ "$($E2E_X count "$WIN" $(($1 - 12)),$(($2 - 12)) $(($1 + 13)),$(($2 + 13)) "$3" "${4:-3}" 2>/dev/null || echo 0)" -gt 4 ]; }
# has_ink X Y [R,G,B]: pixels within 12 of (X,Y) stand out from the background (R,G,B).
has_ink() { local ink; ink=$($E2E_X ink "$WIN" $(($1 - 12)),$(($2 - 12)) $(($1 + 13)),$(($2 + 13)) ${3:-} 2>/dev/null); [ "${ink##* }" -gt 4 ] 2>/dev/null; }
edges() { $E2E_X edges "$WIN" "${1:-790}" 2>&1; }
edges_are() { [ "$(edges "${4:-790}")" = "$1 $2 $3" ]; }
title() {
    timeout 5 xprop -id "$WIN" _NET_WM_NAME 2>/dev/null | sed -n 's/^_NET_WM_NAME(UTF8_STRING) = "\(.*\)"$/\1/p'
}
title_is() { [ "$(title)" = "$1" ]; }
title_has() { [[ "$(title)" == *"$1"* ]]; }
trace_lines() { wc -l <"$LOG" | tr -d ' '; }
# trace_has FROM EVENT: an EVENT line appeared after line FROM.
trace_has() { [ "$($E2E_T count "$LOG" $(($1 + 1)) "$2")" -gt 0 ]; }
# settled: no navigation transition is running or queued (by the trace).
settled() { $E2E_T settled "$LOG"; }
shm_segments() { $E2E_X shm "$1"; }

# xdo ARGS…: xdotool with a timeout, errors kept for WHY.
xdo() { timeout 10 xdotool "$@" 2>&1 | grep -v "XGetInputFocus returned the focused window of 1"; return "${PIPESTATUS[0]}"; }
click() { xdo mousemove --window "$WIN" "$1" "$2" click 1 >/dev/null; }
key() { xdo key --delay 0 "$@" >/dev/null; }
focus() { xdo windowfocus --sync "$WIN" >/dev/null; }

# mean_luma FILE.ppm: the mean luma (0…255) of a saved screen, every seventh pixel.
mean_luma() {
    python3 - "$1" <<'PY'
import sys
data = open(sys.argv[1], "rb").read()
parts = data.split(b"\n", 3)
w, h = map(int, parts[1].split())
px = parts[3]
n = w * h
print(int(sum(0.299 * px[i] + 0.587 * px[i + 1] + 0.114 * px[i + 2] for i in range(0, 3 * n, 3 * 7)) / (n / 7)))
PY
}
