# The settings portal's end-to-end checks, sourced by scripts/e2e (shm mode): the demo on a
# private session bus served by scripts/lib/mock_portal.py.
#
#   - color-scheme light → dark → light (SIGUSR1 flips it, with SettingChanged): the window
#     with no override follows live, mean luma checked;
#   - WKL_APPEARANCE=light beats the portal's dark;
#   - a portal answering with wrong types: one line per key, the window stays light;
#   - a session bus with no portal on it: no line at all, the window light.
# Needs dbus-daemon and /usr/bin/python3 with python3-gi (WKL_PORTAL_PACKAGES).

PORTAL_BUS_PID=""
PORTAL_BUS_ADDRESS=""
PORTAL_PID=""

# portal_bus_start: a private session bus; sets PORTAL_BUS_PID and PORTAL_BUS_ADDRESS.
portal_bus_start() {
    local out
    out=$(dbus-daemon --session --fork --print-address=1 --print-pid=1 2>/dev/null) || return 1
    PORTAL_BUS_ADDRESS=$(sed -n 1p <<<"$out")
    PORTAL_BUS_PID=$(sed -n 2p <<<"$out")
    [ -n "$PORTAL_BUS_ADDRESS" ] && [ -n "$PORTAL_BUS_PID" ]
}

portal_bus_stop() {
    portal_stop
    [ -n "$PORTAL_BUS_PID" ] && kill "$PORTAL_BUS_PID" 2>/dev/null
    PORTAL_BUS_PID=""
}

# portal_start NAME [mock_portal.py options…]: the mock portal on the private bus, once it
# printed `ready` (5 s at most); its output goes to $WORK/$MODE-portal-NAME.log.
portal_start() {
    local name=$1
    shift
    portal_stop
    PORTAL_LOG="$WORK/$MODE-portal-$name.log"
    /usr/bin/python3 "$E2E_LIB/mock_portal.py" --address "$PORTAL_BUS_ADDRESS" "$@" </dev/null >"$PORTAL_LOG" 2>&1 &
    PORTAL_PID=$!
    wait_until 5 grep -q '^ready' "$PORTAL_LOG"
}

portal_stop() {
    [ -n "$PORTAL_PID" ] && { kill "$PORTAL_PID" 2>/dev/null; wait "$PORTAL_PID" 2>/dev/null; }
    PORTAL_PID=""
}

# portal_luma NAME: saves the window as $WORK/$MODE-portal-NAME.ppm; prints its mean luma.
portal_luma() {
    save_screen "portal-$1" >/dev/null 2>&1
    mean_luma "$WORK/$MODE-portal-$1.ppm"
}
portal_is_dark() { [ "$(portal_luma probe)" -lt 100 ]; }
portal_is_light() { [ "$(portal_luma probe)" -gt 150 ]; }

# portal_demo NAME [VAR=VALUE…]: the demo at 400x300 on the private bus, its window found
# and drawn.
portal_demo() {
    local name=$1
    shift
    launch "portal-$name" DBUS_SESSION_BUS_ADDRESS="$PORTAL_BUS_ADDRESS" "$@" -- --size 400x300
    WIN=$(timeout 10 xdotool search --sync --pid "$APP" 2>/dev/null | head -1)
    [ -n "$WIN" ] || { WHY="no window"; return 1; }
    wait_until 5 is_white 200 150 || wait_until 5 portal_is_dark || { WHY="the window was not drawn"; return 1; }
    focus
    sleep 0.3
}

check_portal_follows() {
    local light dark back
    portal_start follows --color-scheme 2 || { WHY="the mock portal did not start: $(tail -2 "$PORTAL_LOG")"; return 1; }
    portal_demo follows || { stop_app "$APP"; return 1; }
    light=$(portal_luma light)
    portal_is_light || { WHY="light portal, but mean luma $light"; stop_app "$APP"; return 1; }
    kill -USR1 "$PORTAL_PID"
    wait_until 5 portal_is_dark || { WHY="mean luma $(portal_luma dark) 5 s after color-scheme 1 (light: $light)"; stop_app "$APP"; return 1; }
    dark=$(portal_luma dark)
    kill -USR1 "$PORTAL_PID"
    wait_until 5 portal_is_light || { WHY="mean luma $(portal_luma back) 5 s after color-scheme 2"; stop_app "$APP"; return 1; }
    back=$(portal_luma back)
    [ -z "$(stderr_lines)" ] || { WHY="stderr: $(stderr_lines | head -2)"; stop_app "$APP"; return 1; }
    stop_app "$APP"
    portal_stop
    DETAIL="mean luma $light (color-scheme 2) → $dark (1) → $back (2), no line"
}

check_portal_below_environment() {
    local luma
    portal_start override --color-scheme 1 || { WHY="the mock portal did not start"; return 1; }
    portal_demo override WKL_APPEARANCE=light || { stop_app "$APP"; return 1; }
    sleep 0.5
    luma=$(portal_luma override)
    stop_app "$APP"
    portal_stop
    [ "$luma" -gt 150 ] || { WHY="WKL_APPEARANCE=light under a dark portal: mean luma $luma"; return 1; }
    DETAIL="dark portal, WKL_APPEARANCE=light: mean luma $luma"
}

check_portal_wrong_types() {
    local lines
    portal_start wrong --wrong-types || { WHY="the mock portal did not start"; return 1; }
    portal_demo wrong || { stop_app "$APP"; return 1; }
    wait_until 5 grep -q 'color-scheme' "$LOG"
    lines=$(stderr_lines)
    portal_is_light || { WHY="mean luma $(portal_luma wrong) with a portal of wrong types"; stop_app "$APP"; return 1; }
    key q
    wait_exit "$APP" 3 || { WHY="the demo did not quit on q"; stop_app "$APP"; return 1; }
    portal_stop
    [ -n "$lines" ] || { WHY="no line for the wrong types"; return 1; }
    [ "$(grep -c 'color-scheme' <<<"$lines")" = 1 ] || { WHY="color-scheme named $(grep -c 'color-scheme' <<<"$lines") times: $lines"; return 1; }
    DETAIL="$(wc -l <<<"$lines") line(s), e.g. \"$(grep 'color-scheme' <<<"$lines" | head -1)\"; light kept, q still quits"
}

check_portal_absent() {
    portal_demo absent || { stop_app "$APP"; return 1; }
    sleep 1
    portal_is_light || { WHY="mean luma $(portal_luma absent) with no portal"; stop_app "$APP"; return 1; }
    key q
    wait_exit "$APP" 3 || { WHY="the demo did not quit on q"; stop_app "$APP"; return 1; }
    [ -z "$(stderr_lines)" ] || { WHY="stderr: $(stderr_lines | head -2)"; return 1; }
    DETAIL="a session bus with no portal: light, no line"
}

run_portal_checks() {
    portal_bus_start || { not_ok "settings portal: a session bus" "dbus-daemon --session did not start"; return; }
    check "settings portal: color-scheme followed live, dark and back" check_portal_follows
    portal_stop
    check "settings portal: WKL_APPEARANCE=light beats the portal's dark" check_portal_below_environment
    check "settings portal: values of the wrong type: one line, defaults kept" check_portal_wrong_types
    check "settings portal: no portal on the bus: no line, defaults" check_portal_absent
    portal_bus_stop
}
