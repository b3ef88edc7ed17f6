# shellcheck shell=bash
# Hostile-input checks for scripts/e2e (source after e2e.sh, inside a mode): another client
# resizing the window far beyond what X can draw, a flood of 10,000 keys with SIGTERM sent
# into it, SIGHUP and SIGPIPE, a stderr pipe closed under the trace, and a DISPLAY that
# accepts the connection and never answers. Figures (latencies, times) are printed in the
# check lines; the limits asserted are the documented ones.

# ms_since T0: milliseconds since a `date +%s%N` reading.
ms_since() { echo $((($(date +%s%N) - $1) / 1000000)); }

# check_huge_resize W H: the window made WxH by another client: the demo lives, says so on
# one line, and draws the same window once back at 800x600.
check_huge_resize() {
    local w=$1 h=$2 lines
    start_demo "huge-$w" || return 1
    xdo windowsize "$WIN" "$w" "$h" >/dev/null || { WHY="xdotool windowsize $w $h failed"; stop_app "$APP"; return 1; }
    sleep 1
    alive "$APP" || { wait_exit "$APP" 1; WHY="the demo died at ${w}x$h (status $STATUS): $(stderr_lines | tail -2)"; return 1; }
    # The window is larger than the screen: its pixels are read through the root window
    # (no window manager: it sits at 0,0). The navigation bar spans the drawn 8192 pixels.
    local window=$WIN
    WIN=$(xwininfo -root | awk '/Window id:/ {print $4}')
    wait_until 3 is_colour 1200 20 $TAB_BAR 1 || { WHY="no navigation bar at ${w}x$h: (1200,20) is $(px 1200 20)"; WIN=$window; stop_app "$APP"; return 1; }
    WIN=$window
    xdo windowsize "$WIN" 800 600 >/dev/null
    wait_until 3 window_size_is 800x600 && wait_until 5 edges_are 451 551 551 ||
        { WHY="after going back to 800x600: edges $(edges 790)"; stop_app "$APP"; return 1; }
    # An 8192×8192 MIT-SHM put can outlast the completion wait on a loaded machine: that
    # line may come too.
    lines=$(stderr_lines | grep -v 'no ShmCompletion within')
    [ "$(printf '%s\n' "$lines" | grep -c .)" = 1 ] && [[ "$lines" == *"up to 8192×8192"* ]] ||
        { WHY="stderr is not the one line about the limit: $(printf '%s' "$lines" | head -3)"; stop_app "$APP"; return 1; }
    key q
    expect_exit 0 3 "key q" || return 1
    no_shm_left "$APP" || return 1
    DETAIL="alive, one line: ${lines#*: }; back at 800x600 as before"
}

# flood KEY COUNT: COUNT presses of KEY from one xdotool, as fast as it sends them.
flood() {
    local keys=() i
    for ((i = 0; i < $2; i++)); do keys+=("$1"); done
    timeout 60 xdotool key --delay 0 "${keys[@]}" >/dev/null 2>&1
}

# check_flood_absorbed: 10,000 presses of p push 10,000 pages; the title names the last,
# then 10,000 Escapes come back to the root. Prints how long each flood took to absorb.
check_flood_absorbed() {
    local t0 push pop
    start_demo flood-absorbed || return 1
    t0=$(date +%s%N)
    flood p 10000
    wait_until 180 title_has "› Page 10001" || { WHY="after 180 s the title is \"$(title | cut -c1-120)\""; stop_app "$APP"; return 1; }
    push=$(ms_since "$t0")
    [[ "$(title)" == "tabdemo — Home › … 9997 more › Page 9999 › Page 10000 › Page 10001" ]] ||
        { WHY="title \"$(title | cut -c1-160)\""; stop_app "$APP"; return 1; }
    t0=$(date +%s%N)
    flood Escape 10000
    wait_until 180 title_is "tabdemo — Home" || { WHY="after 180 s of Escapes the title is \"$(title | cut -c1-120)\""; stop_app "$APP"; return 1; }
    pop=$(ms_since "$t0")
    wait_until 5 settled && wait_until 5 edges_are 451 551 551 || { WHY="not at rest: edges $(edges 790)"; stop_app "$APP"; return 1; }
    key q
    expect_exit 0 3 "key q" || return 1
    DETAIL="10,000 p: the title names Page 10001 after $push ms; 10,000 Escape: back at Home after $pop ms"
}

# check_flood_sigterm: SIGTERM sent while 10,000 presses of p arrive ends the demo, exit 0,
# within a second.
check_flood_sigterm() {
    local t0 ms sender
    start_demo flood-sigterm || return 1
    flood p 10000 &
    sender=$!
    E2E_APPS+=("$sender")
    sleep 0.3
    t0=$(date +%s%N)
    kill -TERM "$APP"
    wait_exit "$APP" 5 || { WHY="still running 5 s after SIGTERM in the flood"; stop_app "$APP"; wait "$sender"; return 1; }
    ms=$(ms_since "$t0")
    wait "$sender" 2>/dev/null
    [ "$STATUS" = 0 ] || { WHY="exit status $STATUS after $ms ms; stderr: $(stderr_lines | head -3)"; return 1; }
    no_shm_left "$APP" || return 1
    [ "$ms" -le 1000 ] || { WHY="exit 0, but $ms ms after SIGTERM"; return 1; }
    DETAIL="exit 0 after $ms ms, no SHM segment left"
}

# check_sigpipe: stderr is a pipe whose reader quits after one byte (`2>&1 | head -c1`):
# the demo goes on (tracing stops), ignores SIGPIPE itself, and closes on SIGTERM.
check_sigpipe() {
    local fifo="$WORK/$MODE-stderr.fifo" reader
    mkfifo "$fifo" || { WHY="mkfifo failed"; return 1; }
    head -c1 <"$fifo" >/dev/null &
    reader=$!
    E2E_APPS+=("$reader")
    LOG=/dev/null
    env WKL_TRACE=1 WKL_RENDERER="$E2E_RENDERER" "$BIN" >/dev/null 2>"$fifo" &
    APP=$!
    E2E_APPS+=("$APP")
    WIN=$(timeout 10 xdotool search --sync --pid "$APP" 2>/dev/null | head -1)
    rm -f "$fifo"
    [ -n "$WIN" ] || { WHY="no window$(alive "$APP" || echo " (the demo exited)")"; stop_app "$APP"; return 1; }
    wait_exit "$reader" 3 || { WHY="the reader did not quit"; stop_app "$APP"; return 1; }
    focus
    # Trace lines (push, transitions, frames) now go to a pipe with no reader.
    key p
    sleep 0.8
    key Escape
    sleep 0.8
    alive "$APP" || { wait_exit "$APP" 1; WHY="the demo died writing to the closed pipe (status $STATUS)"; return 1; }
    kill -PIPE "$APP"
    sleep 0.3
    alive "$APP" || { wait_exit "$APP" 1; WHY="SIGPIPE ended the demo (status $STATUS)"; return 1; }
    kill -TERM "$APP"
    wait_exit "$APP" 3 || { WHY="still running 3 s after SIGTERM"; stop_app "$APP"; return 1; }
    [ "$STATUS" = 0 ] || { WHY="exit status $STATUS after SIGTERM"; return 1; }
    no_shm_left "$APP" || return 1
    DETAIL="alive after writing to the closed pipe and after SIGPIPE; SIGTERM: exit 0"
}

# check_silent_display: DISPLAY=127.0.0.1:N where a socket accepts and never replies: one
# line, exit 1, within the connection deadline (5 s) and a margin.
check_silent_display() {
    local n port server out status t0 ms
    for ((n = 170; n < 200; n++)); do
        port=$((6000 + n))
        python3 -c '
import socket, sys, time
s = socket.socket()
s.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
try:
    s.bind(("127.0.0.1", int(sys.argv[1])))
except OSError:
    sys.exit(3)
s.listen(8)
print("ready", flush=True)
held = []
while True:
    c, _ = s.accept()
    held.append(c)
' "$port" >"$WORK/silent-$n.txt" 2>/dev/null &
        server=$!
        E2E_APPS+=("$server")
        wait_until 3 grep -q ready "$WORK/silent-$n.txt" && break
        wait "$server" 2>/dev/null
        server=""
    done
    [ -n "$server" ] || { WHY="no free port for a silent server"; return 1; }
    t0=$(date +%s%N)
    out=$(DISPLAY=127.0.0.1:$n timeout 30 "$BIN" 2>&1 >/dev/null)
    status=$?
    ms=$(ms_since "$t0")
    kill "$server" 2>/dev/null
    wait "$server" 2>/dev/null
    [ "$status" = 1 ] || { WHY="exit status $status after $ms ms; output: $out"; return 1; }
    [ "$(printf '%s\n' "$out" | wc -l)" = 1 ] || { WHY="not one line: $out"; return 1; }
    [[ "$out" == *"\"127.0.0.1:$n\" did not answer"* ]] || { WHY="the line: $out"; return 1; }
    [ "$ms" -le 7000 ] || { WHY="exit 1 only after $ms ms"; return 1; }
    DETAIL="exit 1 after $ms ms: $out"
}

run_hostile_checks() {
    check "another client resizes to 40000x40000: alive, one line, drawn up to 8192" check_huge_resize 40000 40000
    check "another client resizes to 65535x65535: alive, one line, drawn up to 8192" check_huge_resize 65535 65535
    check "SIGTERM during a flood of 10,000 keys: exit 0 within 1 s" check_flood_sigterm
    check "SIGHUP exits 0" check_signal HUP
    check "stderr a closed pipe, then SIGPIPE: goes on; SIGTERM exits 0" check_sigpipe
    if [ "$MODE" = shm ]; then
        check "10,000 p then 10,000 Escape are absorbed" check_flood_absorbed
        check "DISPLAY accepts and never answers: one line, exit 1" check_silent_display
    fi
}
