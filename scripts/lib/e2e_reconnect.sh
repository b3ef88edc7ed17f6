# shellcheck shell=bash
# Reconnection check for scripts/e2e (source after e2e.sh): with WKL_RECONNECT set, the demo
# survives its X server being killed and restarted on the same display number, and shows
# the same window (title, page, tab bar, pixels) on the new server.

# root_shot FILE: a screenshot of the whole screen (import -window root) as PPM.
root_shot() { timeout 10 import -display "$DISPLAY" -window root "ppm:$1" 2>/dev/null; }

# check_reconnect [Xvfb args…]: both servers are started with the same arguments.
check_reconnect() {
    local number before after t0 ms old_title new_title old_win diff
    start_server "$@" || { WHY="cannot start Xvfb"; return 1; }
    number=${DISPLAY#:}
    start_demo reconnect WKL_RECONNECT=10 || return 1
    old_win=$WIN
    key f
    wait_until 3 title_has "Full screen 2" || { WHY="key f: title \"$(title)\""; stop_app "$APP"; return 1; }
    wait_until 3 edges_are 500 600 -1 || { WHY="the push did not end: edges $(edges 790)"; stop_app "$APP"; return 1; }
    sleep 0.3
    old_title=$(title)
    before="$WORK/$MODE-reconnect-before.ppm"
    after="$WORK/$MODE-reconnect-after.ppm"
    root_shot "$before" || { WHY="import -window root failed"; stop_app "$APP"; return 1; }

    # Kill only the server started above, and start a new one on the same display number.
    kill "$XVFB_PID"
    wait "$XVFB_PID" 2>/dev/null
    unset XVFB_PID
    t0=$(date +%s%N)
    _xvfb_start_on "$number" "$@" || { WHY="cannot restart Xvfb :$number"; stop_app "$APP"; return 1; }
    E2E_SERVERS+=("$XVFB_PID")
    alive "$APP" || { wait "$APP"; WHY="the demo exited (status $?) when its server died: $(stderr_lines | head -3)"; return 1; }
    WIN=$(timeout 10 xdotool search --sync --pid "$APP" 2>/dev/null | head -1)
    [ -n "$WIN" ] || { WHY="no window on the new server within 10 s$(alive "$APP" || echo " (the demo exited)")"; stop_app "$APP"; return 1; }
    wait_until 5 edges_are 500 600 -1 || { WHY="after reconnection the edges are $(edges 790)"; stop_app "$APP"; return 1; }
    ms=$((($(date +%s%N) - t0) / 1000000))
    new_title=$(title)
    [ "$new_title" = "$old_title" ] || { WHY="title \"$new_title\", was \"$old_title\""; stop_app "$APP"; return 1; }
    sleep 0.3
    root_shot "$after" || { WHY="import -window root failed on the new server"; stop_app "$APP"; return 1; }
    diff=$($E2E_X diff "$before" "$after" 2>&1)
    [ "${diff%% *}" -le 10 ] 2>/dev/null || { WHY="screenshots differ: $diff pixels"; stop_app "$APP"; return 1; }
    local idle
    idle_for 2 || { WHY="not idle after reconnection: $WHY"; stop_app "$APP"; return 1; }
    idle=$DETAIL
    focus
    key q
    expect_exit 0 3 "key q after reconnection" || return 1
    no_shm_left "$APP" || return 1
    DETAIL="window back $ms ms after the restart (0x$(printf %x "$WIN"), was 0x$(printf %x "$old_win")), \"$new_title\", $diff pixels differ, idle: $idle"
    stop_xvfb
}
