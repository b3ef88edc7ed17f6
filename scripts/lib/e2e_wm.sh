# shellcheck shell=bash
# The window-manager protocols, for scripts/e2e (source after e2e.sh): Openbox is started on
# the display for these checks only (and stopped after them, so no other check runs under a
# window manager), then the demo, launched with DESKTOP_STARTUP_ID, is checked with xprop,
# xwininfo, xdotool, wmctrl and e2e_wm_client.c (the window manager's side: ping, sync
# request, the startup-notification listener, malformed messages):
#   - the startup notification's remove: message reaches the root window;
#   - WM_PROTOCOLS, the SYNC counter, the window type, the icon's sizes;
#   - _NET_WM_PING answered within 1 s; the sync counter set after a resize;
#   - _NET_WM_USER_TIME after key presses; F11 fullscreen and back, Ctrl+M maximized and back, minimized by the window manager
#     and read back (trace lines), the About dialog's type and transient-for;
#   - malformed sync and state messages ignored; with the window manager gone, F11 asks
#     nobody and the demo goes on.

WM_CLIENT=""
WM_PID=""

# wm_client_build: compiles e2e_wm_client.c into $WORK.
wm_client_build() {
    command -v cc >/dev/null || { WHY="cc is missing (Debian: gcc)"; return 1; }
    WM_CLIENT="$WORK/e2e_wm_client"
    cc -O2 -o "$WM_CLIENT" "$E2E_LIB/e2e_wm_client.c" -lX11 -lXext 2>"$WORK/wm-client-build.log" ||
        { WHY="cc failed: $(head -3 "$WORK/wm-client-build.log")"; WM_CLIENT=""; return 1; }
}

# about_has_text: the About dialog ($ABOUT_DIALOG) has ink in its label's band.
about_has_text() { local ink; ink=$($E2E_X ink "$ABOUT_DIALOG" 10,40 310,80 2>/dev/null); [ "${ink##* }" -gt 50 ] 2>/dev/null; }

wm_running() { xprop -root _NET_SUPPORTING_WM_CHECK 2>/dev/null | grep -q "window id"; }

# wm_start: Openbox on $DISPLAY, ready once it announces itself on the root window.
wm_start() {
    openbox --sm-disable >"$WORK/$MODE-openbox.log" 2>&1 &
    WM_PID=$!
    E2E_APPS+=("$WM_PID")
    wait_until 10 wm_running || { WHY="Openbox did not start: $(tail -2 "$WORK/$MODE-openbox.log")"; return 1; }
}

wm_stop() {
    [ -n "$WM_PID" ] || return 0
    stop_app "$WM_PID"
    WM_PID=""
    # Its check window goes with it; wait until the root no longer names a live one.
    wait_until 5 bash -c '! xprop -root _NET_SUPPORTING_WM_CHECK 2>/dev/null | grep -q "window id" || ! xwininfo -id "$(xprop -root _NET_SUPPORTING_WM_CHECK | grep -o "0x[0-9a-f]*")" >/dev/null 2>&1'
}

wm_state() { xprop -id "$WIN" _NET_WM_STATE 2>/dev/null; }
wm_state_has() { wm_state | grep -q "$1"; }
wm_state_lacks() { ! wm_state | grep -q "$1"; }
# trace_state FROM FIELD VALUE: a windowState trace line after line FROM has FIELD = VALUE.
trace_state() { tail -n +"$(($1 + 1))" "$LOG" | grep '"event":"windowState"' | grep -q "\"$2\":$3"; }
screen_size() { xwininfo -root | awk '/Width:/ { w = $2 } /Height:/ { h = $2 } END { print w "x" h }'; }
window_size() { xwininfo -id "$WIN" | awk '/Width:/ { w = $2 } /Height:/ { h = $2 } END { print w "x" h }'; }

check_startup_notification() {
    [ -s "$WORK/$MODE-startup.txt" ] || { WHY="the listener heard nothing: $(cat "$WORK/$MODE-startup.err" 2>/dev/null)"; return 1; }
    local message
    message=$(grep -v '^listening$' "$WORK/$MODE-startup.txt")
    [ "$message" = 'remove: ID="e2e-wm-\"1\"_TIME0"' ] || { WHY="heard: $message"; return 1; }
    xprop -id "$WIN" _NET_STARTUP_ID 2>/dev/null | grep -q "not found" || { WHY="_NET_STARTUP_ID stays on the window"; return 1; }
    DETAIL="$message"
}

check_wm_properties() {
    local protocols counter type
    protocols=$(xprop -id "$WIN" WM_PROTOCOLS)
    [[ "$protocols" == *WM_DELETE_WINDOW* && "$protocols" == *_NET_WM_PING* && "$protocols" == *_NET_WM_SYNC_REQUEST* ]] ||
        { WHY="$protocols"; return 1; }
    counter=$(xprop -id "$WIN" _NET_WM_SYNC_REQUEST_COUNTER)
    [[ "$counter" == *"= "[0-9]* ]] || { WHY="$counter"; return 1; }
    type=$(xprop -id "$WIN" _NET_WM_WINDOW_TYPE)
    [[ "$type" == *_NET_WM_WINDOW_TYPE_NORMAL* ]] || { WHY="$type"; return 1; }
    DETAIL="ping, sync request, counter ${counter##* }, NORMAL"
}

# The icon holds the sizes up to 256 of the tabdemo-SIZE.png files the build bundled (none: no
# icon); larger ones are for the desktop's menus, not for a window's property.
check_icon() {
    local bundle expected got
    bundle="$(dirname "$BIN")/WidgetKitLite_tabdemo.resources"
    expected=$(find "$bundle" -name 'tabdemo-*.png' 2>/dev/null | sed 's/.*tabdemo-\([0-9]*\)\.png/\1/' | awk '$1 <= 256' | sort -n | tr '\n' ' ')
    got=$(python3 - "$WIN" <<'PY'
import subprocess, sys
out = subprocess.run(["xprop", "-id", sys.argv[1], "-notype", "32c", "_NET_WM_ICON"], capture_output=True, text=True).stdout
if "=" not in out:
    sys.exit(0)
values = [int(v) for v in out.split("=", 1)[1].replace("\n", " ").split(",") if v.strip()]
sizes, i = [], 0
while i + 1 < len(values):
    w, h = values[i], values[i + 1]
    sizes.append(w)
    if w != h: print(f"not square: {w}x{h}")
    i += 2 + w * h
print(" ".join(str(s) for s in sorted(sizes)), end=" " if sizes else "")
PY
)
    [ "$got" = "$expected" ] || { WHY="icon sizes \"$got\", bundled PNGs \"$expected\""; return 1; }
    DETAIL="${expected:-no icon files bundled: no _NET_WM_ICON}"
}

check_ping() {
    local ms
    ms=$($WM_CLIENT ping "$WIN" 2>&1) || { WHY="$ms"; return 1; }
    DETAIL="reply in $ms ms"
}

check_sync_counter() {
    local ms size
    ms=$($WM_CLIENT sync "$WIN" 900 650 77 2>&1) || { WHY="$ms"; return 1; }
    wait_until 3 bash -c "[ \"\$(xwininfo -id $WIN | awk '/Width:/ { w = \$2 } /Height:/ { h = \$2 } END { print w \"x\" h }')\" = 900x650 ]" ||
        { WHY="window is $(window_size)"; return 1; }
    DETAIL="counter at 77 $ms ms after the request and the resize to 900x650"
}

check_fullscreen() {
    local from screen
    from=$(trace_lines)
    screen=$(screen_size)
    key F11
    wait_until 3 wm_state_has _NET_WM_STATE_FULLSCREEN || { WHY="_NET_WM_STATE: $(wm_state)"; return 1; }
    wait_until 3 bash -c "[ \"\$(xwininfo -id $WIN | awk '/Width:/ { w = \$2 } /Height:/ { h = \$2 } END { print w \"x\" h }')\" = $screen ]" ||
        { WHY="window is $(window_size), screen $screen"; return 1; }
    wait_until 3 trace_state "$from" fullScreen 1 || { WHY="no windowState fullScreen:1 trace line"; return 1; }
    from=$(trace_lines)
    key F11
    wait_until 3 wm_state_lacks _NET_WM_STATE_FULLSCREEN || { WHY="still full screen: $(wm_state)"; return 1; }
    wait_until 3 trace_state "$from" fullScreen 0 || { WHY="no windowState fullScreen:0 trace line"; return 1; }
    DETAIL="covered the screen ($screen), then back to $(window_size)"
}

check_user_time() {
    local before after
    before=$(xprop -id "$WIN" _NET_WM_USER_TIME | grep -o '[0-9]*$')
    [ -n "$before" ] || { WHY="no _NET_WM_USER_TIME after the F11 presses"; return 1; }
    sleep 0.1
    key 1
    wait_until 3 bash -c "[ \"\$(xprop -id $WIN _NET_WM_USER_TIME | grep -o '[0-9]*\$')\" -gt $before ]" ||
        { WHY="_NET_WM_USER_TIME stayed $before after key 1"; return 1; }
    after=$(xprop -id "$WIN" _NET_WM_USER_TIME | grep -o '[0-9]*$')
    DETAIL="$before, then $after after a key press"
}

check_maximize() {
    local from
    from=$(trace_lines)
    key ctrl+m
    wait_until 3 bash -c "xprop -id $WIN _NET_WM_STATE | grep -q _NET_WM_STATE_MAXIMIZED_VERT && xprop -id $WIN _NET_WM_STATE | grep -q _NET_WM_STATE_MAXIMIZED_HORZ" ||
        { WHY="_NET_WM_STATE: $(wm_state)"; return 1; }
    wait_until 3 trace_state "$from" maximized 1 || { WHY="no windowState maximized:1 trace line"; return 1; }
    from=$(trace_lines)
    key ctrl+m
    wait_until 3 wm_state_lacks _NET_WM_STATE_MAXIMIZED || { WHY="still maximized: $(wm_state)"; return 1; }
    wait_until 3 trace_state "$from" maximized 0 || { WHY="no windowState maximized:0 trace line"; return 1; }
}

check_minimized_by_wm() {
    local from
    from=$(trace_lines)
    xdo windowminimize "$WIN" >/dev/null
    wait_until 3 trace_state "$from" minimized 1 || { WHY="no windowState minimized:1 trace line; WM_STATE $(xprop -id "$WIN" WM_STATE | head -2 | tr '\n' ' ')"; return 1; }
    from=$(trace_lines)
    timeout 5 wmctrl -i -a "$WIN"
    wait_until 3 trace_state "$from" minimized 0 || { WHY="no windowState minimized:0 trace line after wmctrl -a"; return 1; }
    DETAIL="xdotool windowminimize, then wmctrl -a: both read back"
}

# Window → Ask for Attention in 2 Seconds (Ctrl+Shift+R: a Foundation Timer in the demo, as a
# UIKit app would write it). The window is minimized meanwhile, so when the timer fires the
# app is not active and asks for the user's attention: the urgency hint, which Openbox shows
# as _NET_WM_STATE_DEMANDS_ATTENTION. Bringing the window back ends the request.
check_attention() {
    local from request
    focus
    from=$(trace_lines)
    key ctrl+shift+r
    sleep 0.2
    xdo windowminimize "$WIN" >/dev/null
    wait_until 5 trace_has "$from" attention || { WHY="no attention trace line in 5 s (the Timer did not fire)"; return 1; }
    request=$($E2E_T last "$LOG" attention request)
    [ "${request%.*}" -gt 0 ] 2>/dev/null || { WHY="the app was still active when the Timer fired (request $request)"; return 1; }
    wait_until 3 wm_state_has _NET_WM_STATE_DEMANDS_ATTENTION ||
        { WHY="no DEMANDS_ATTENTION: $(wm_state); $(xprop -id "$WIN" WM_HINTS | tr '\n' ' ')"; return 1; }
    timeout 5 wmctrl -i -a "$WIN"
    wait_until 3 wm_state_lacks _NET_WM_STATE_DEMANDS_ATTENTION || { WHY="still demanding attention after wmctrl -a: $(wm_state)"; return 1; }
    DETAIL="request ${request%.*} 2 s after Ctrl+Shift+R, shown as DEMANDS_ATTENTION, ended by restoring the window"
}

check_dialog_type() {
    local dialog type transient
    key F1
    dialog=$(timeout 5 xdotool search --sync --all --pid "$APP" --name "About tabdemo" 2>/dev/null | head -1)
    [ -n "$dialog" ] || { WHY="no About window"; return 1; }
    # Found by its name, which may reach the server before the rest of its properties.
    wait_until 3 bash -c "xprop -id $dialog WM_TRANSIENT_FOR | grep -q 'window id'"
    type=$(xprop -id "$dialog" _NET_WM_WINDOW_TYPE)
    transient=$(xprop -id "$dialog" WM_TRANSIENT_FOR)
    [[ "$type" == *_NET_WM_WINDOW_TYPE_DIALOG* ]] || { WHY="window $dialog (main $WIN): $type; $transient"; return 1; }
    [ "$(printf '%d' "$(grep -o '0x[0-9a-f]*' <<<"$transient")")" = "$(printf '%d' "$WIN")" ] ||
        { WHY="$transient (main window $WIN)"; return 1; }
    # Its text is drawn: ink in the label's band (the dialog is 320x120, the label at y 40…80).
    ABOUT_DIALOG=$dialog
    wait_until 3 about_has_text ||
        { WHY="the About window shows no text ($($E2E_X ink "$dialog" 10,40 310,80 2>&1))"; return 1; }
    xdo windowclose "$dialog" >/dev/null 2>&1 || $E2E_X close "$dialog" >/dev/null
    DETAIL="DIALOG, transient for the main window, its text drawn"
}

check_malformed_ignored() {
    $WM_CLIENT garbage "$WIN" || { WHY="cannot send"; return 1; }
    $WM_CLIENT ping "$WIN" >/dev/null 2>&1 || { WHY="no ping reply after the malformed messages"; return 1; }
    alive "$APP" || { WHY="the demo exited: $(stderr_lines | tail -2)"; return 1; }
    local lines
    lines=$(stderr_lines | grep -c "window-manager state")
    [ "$lines" -le 1 ] || { WHY="$lines lines: $(stderr_lines | head -3)"; return 1; }
    DETAIL="$(stderr_lines | grep "window-manager state" | sed 's/^WidgetKitLite: //')"
}

# The X11 suite that needs a window manager (X11UnderWindowManagerTests), run against this
# display while Openbox manages it: a window shown minimized is never mapped, yet its launch's
# startup notification ends (on the window manager's WM_STATE).
check_minimized_start() {
    local out="$WORK/$MODE-wm-tests.txt"
    [ -x .build/debug/WidgetKitLitePackageTests.xctest ] || { WHY="the test bundle is not built (swift build --build-tests)"; return 1; }
    WKL_TEST_WM_DISPLAY="$DISPLAY" timeout 120 swift test --skip-build --filter X11UnderWindowManagerTests >"$out" 2>&1 ||
        { WHY="$(grep -E "✘|error" "$out" | head -3 | tr '\n' ' ' | cut -c1-300)"; return 1; }
    grep -q "Test run with 1 test" "$out" || { WHY="the suite did not run: $(tail -2 "$out" | tr '\n' ' ')"; return 1; }
    DETAIL="$(grep -o "✔ Test run.*" "$out" | head -1)"
}

check_no_window_manager() {
    local before
    before=$(wm_state)
    key F11
    sleep 0.5
    [ "$(wm_state)" = "$before" ] || { WHY="_NET_WM_STATE changed with no window manager: $(wm_state)"; return 1; }
    key 2
    wait_until 3 title_has "Library" || { WHY="key 2 after F11 with no window manager: title \"$(title)\""; return 1; }
    alive "$APP" || { WHY="the demo exited"; return 1; }
    DETAIL="nothing waited; the demo still takes keys"
}

run_wm_checks() {
    command -v openbox >/dev/null || { not_ok "window manager" "openbox is missing (scripts/test installs it when root)"; return; }
    check "window manager: e2e_wm_client builds" wm_client_build || return
    wm_start || { not_ok "window manager: Openbox starts" "$WHY"; wm_stop; return; }
    $WM_CLIENT startup 20 >"$WORK/$MODE-startup.txt" 2>"$WORK/$MODE-startup.err" &
    local listener=$!
    E2E_APPS+=("$listener")
    wait_until 3 grep -q listening "$WORK/$MODE-startup.txt"
    start_demo wm 'DESKTOP_STARTUP_ID=e2e-wm-"1"_TIME0' || { not_ok "window manager: demo" "$WHY"; stop_app "$listener"; wm_stop; return; }
    wait_exit "$listener" 5
    check "window manager: startup notification remove: message on the root" check_startup_notification
    check "window manager: WM_PROTOCOLS, sync counter, window type" check_wm_properties
    check "window manager: _NET_WM_ICON has the bundled icon sizes" check_icon
    check "window manager: _NET_WM_PING answered within 1 s" check_ping
    check "window manager: sync counter set after the resize is drawn" check_sync_counter
    focus
    check "window manager: F11 full screen covers the screen, F11 again back" check_fullscreen
    check "window manager: _NET_WM_USER_TIME follows key presses" check_user_time
    check "window manager: Ctrl+M maximized both ways, then back" check_maximize
    check "window manager: minimized by the window manager, read back" check_minimized_by_wm
    check "window manager: a Timer asks for attention while minimized; restoring ends it" check_attention
    focus
    check "window manager: the About window is a dialog of the main window" check_dialog_type
    check "window manager: malformed sync request and _NET_WM_STATE ignored" check_malformed_ignored
    check "window manager: a window shown minimized ends its startup notification" check_minimized_start
    wm_stop
    focus
    check "window manager: none running, F11 waits for nothing" check_no_window_manager
    stop_app "$APP"
}
