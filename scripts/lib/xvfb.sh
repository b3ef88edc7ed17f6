# shellcheck shell=bash
# Private Xvfb servers for tests, demos and end-to-end runs. Source this file, then:
#
#   start_xvfb [extra Xvfb args…]   # e.g. start_xvfb -extension MIT-SHM
#   …                               # DISPLAY and XVFB_PID are exported
#   stop_xvfb                       # kills only the server started above
#
# start_xvfb picks the first free display number from XVFB_FIRST_DISPLAY (default 90), runs
# `Xvfb :N -screen 0 ${XVFB_SCREEN:-1280x800x24} -nolisten tcp -noreset` (no reset, and no
# refused connections, when the last client leaves), and returns once the server
# accepts connections (at most XVFB_TIMEOUT seconds, default 10). It returns 1, with one
# line on stderr, if no display is free or the server does not come up.

XVFB_FIRST_DISPLAY=${XVFB_FIRST_DISPLAY:-90}
XVFB_LAST_DISPLAY=${XVFB_LAST_DISPLAY:-199}
XVFB_SCREEN=${XVFB_SCREEN:-1280x800x24}
XVFB_TIMEOUT=${XVFB_TIMEOUT:-10}

# Succeeds when the X server on display $1 answers a request.
_xvfb_answers() {
    if command -v xdpyinfo >/dev/null 2>&1; then
        xdpyinfo -display "$1" >/dev/null 2>&1
    else
        xwininfo -display "$1" -root >/dev/null 2>&1
    fi
}

start_xvfb() {
    if [ -n "${XVFB_PID:-}" ] && kill -0 "$XVFB_PID" 2>/dev/null; then
        echo "start_xvfb: an Xvfb started here is already running on $DISPLAY (pid $XVFB_PID)" >&2
        return 1
    fi
    local n status
    for ((n = XVFB_FIRST_DISPLAY; n <= XVFB_LAST_DISPLAY; n++)); do
        [ -e "/tmp/.X11-unix/X$n" ] || [ -e "/tmp/.X$n-lock" ] && continue
        _xvfb_start_on "$n" "$@"
        status=$?
        # 2: another process took this display number between the check and the start.
        [ "$status" -eq 2 ] && continue
        return "$status"
    done
    echo "start_xvfb: no free display between :$XVFB_FIRST_DISPLAY and :$XVFB_LAST_DISPLAY" >&2
    return 1
}

# Starts Xvfb on display $1 (more Xvfb args follow) and waits for it. Returns 0 when it
# answers, 2 if it exited because the display was taken meanwhile, 1 otherwise.
_xvfb_start_on() {
    local n=$1
    shift
    local log="${TMPDIR:-/tmp}/xvfb-$n.log"
    Xvfb ":$n" -screen 0 "$XVFB_SCREEN" -nolisten tcp -noreset "$@" >"$log" 2>&1 &
    local pid=$!
    local tenths=$((XVFB_TIMEOUT * 10)) i
    for ((i = 0; i < tenths; i++)); do
        if ! kill -0 "$pid" 2>/dev/null; then
            wait "$pid" 2>/dev/null
            if grep -q "already active" "$log" 2>/dev/null; then return 2; fi
            echo "start_xvfb: Xvfb :$n exited at startup (see $log)" >&2
            return 1
        fi
        if _xvfb_answers ":$n"; then
            export DISPLAY=":$n" XVFB_PID=$pid
            return 0
        fi
        sleep 0.1
    done
    kill "$pid" 2>/dev/null
    wait "$pid" 2>/dev/null
    echo "start_xvfb: Xvfb :$n did not accept connections within ${XVFB_TIMEOUT}s (see $log)" >&2
    return 1
}

stop_xvfb() {
    [ -n "${XVFB_PID:-}" ] || return 0
    kill "$XVFB_PID" 2>/dev/null
    wait "$XVFB_PID" 2>/dev/null
    unset XVFB_PID
    return 0
}
