#!/usr/bin/env bash
# End-to-end checks of tabdemo on a real X server (a private Xvfb, with xdotool input).
#
# Every check runs once per renderer: frames composited in the client and shown with MIT-SHM
# ("shm"); the same on an Xvfb started with `-extension MIT-SHM` with XPutImage ("noshm");
# layers composited on the server with RENDER ("xrender", on an Xvfb that also listens on
# TCP: the window over a TCP display must look the same and cost ≤ 2 MiB per push or pop).
# A seeded soak runs last, on a fresh Xvfb with MIT-SHM. One line per check ("ok - …" / "FAIL - …: why"), then
# "N passed, M failed"; the exit status is 1 when anything failed.
#
# Environment: E2E_SEED (soak seed, default 7001), E2E_SOAK_SECONDS (default 60, 0 skips
# the soak), E2E_MODES (default "shm noshm xrender"; the "looks the same" checks of the
# other modes compare with shm's screenshots), E2E_NO_BUILD=1 (use .build/debug/tabdemo as it is), E2E_KEEP=1 (keep logs).
# Needs Xvfb, xdotool, xprop, xwininfo, python3, xclip, setxkbmap and cc. Kills only what it started.
set -u -o pipefail
cd "$(dirname "$0")/.."
source scripts/lib/xvfb.sh
source scripts/lib/e2e.sh
source scripts/lib/e2e_settings.sh

BIN=.build/debug/tabdemo
SEED=${E2E_SEED:-7001}
SOAK_SECONDS=${E2E_SOAK_SECONDS:-60}
WORK=$(mktemp -d "${TMPDIR:-/tmp}/tabdemo-e2e.XXXXXX")
STARTED_AT=$SECONDS
FADE_PEAK=0

# Logs, traces and screenshots stay in $WORK when something failed (or with E2E_KEEP=1).
keep_work() { [ "$FAILED" -gt 0 ] || [ "${E2E_KEEP:-0}" = 1 ]; }
finish() {
    declare -F a11y_session_stop >/dev/null && a11y_session_stop
    e2e_cleanup
    keep_work || rm -rf "$WORK"
}
trap finish EXIT
trap 'echo "# interrupted"; exit 130' INT TERM

for tool in Xvfb xdotool xprop xwininfo python3 xclip setxkbmap cc; do
    command -v "$tool" >/dev/null || { echo "e2e: $tool is missing (Debian: xvfb, xdotool, x11-utils, python3, xclip, x11-xkb-utils, gcc)" >&2; exit 1; }
done
if [ "${E2E_NO_BUILD:-0}" != 1 ] || [ ! -x "$BIN" ]; then
    swift build --product tabdemo >"$WORK/build.log" 2>&1 || { cat "$WORK/build.log" >&2; echo "e2e: build failed" >&2; exit 1; }
fi

# MARK: Window and rendering

check_window_found() {
    find_window || return 1
    DETAIL="window $WIN"
}

# property NAME: xprop's line for NAME.
property() { timeout 5 xprop -id "$WIN" "$1" 2>/dev/null; }

check_properties() {
    local p
    p=$(property WM_CLASS)
    [[ "$p" == *'= "tabdemo", "Tabdemo"' ]] || { WHY="WM_CLASS: $p"; return 1; }
    p=$(property _NET_WM_NAME)
    [[ "$p" == '_NET_WM_NAME(UTF8_STRING) = "tabdemo'* ]] || { WHY="_NET_WM_NAME: $p"; return 1; }
    p=$(property WM_NAME)
    [[ "$p" == 'WM_NAME(STRING) = "tabdemo'* ]] || { WHY="WM_NAME: $p"; return 1; }
    p=$(property _NET_WM_PID)
    [ "$p" = "_NET_WM_PID(CARDINAL) = $APP" ] || { WHY="_NET_WM_PID: $p (pid $APP)"; return 1; }
    p=$(property WM_CLIENT_MACHINE)
    [[ "$p" == 'WM_CLIENT_MACHINE(STRING) = "'?* ]] || { WHY="WM_CLIENT_MACHINE: $p"; return 1; }
    p=$(property WM_PROTOCOLS)
    [[ "$p" == *WM_DELETE_WINDOW* ]] || { WHY="WM_PROTOCOLS: $p"; return 1; }
    p=$(property WM_NORMAL_HINTS)
    [[ "$p" == *"minimum size:"* ]] || { WHY="WM_NORMAL_HINTS: $(echo $p)"; return 1; }
    DETAIL="WM_CLASS, WM_NAME, _NET_WM_NAME \"$(title)\", _NET_WM_PID, WM_CLIENT_MACHINE, WM_DELETE_WINDOW, $(echo "$p" | grep -o 'minimum size: [0-9]* by [0-9]*')"
}

check_geometry() {
    local g
    g=$(timeout 5 xwininfo -id "$WIN" 2>&1 | awk '/Width:/ {w=$2} /Height:/ {h=$2} END {print w "x" h}')
    [ "$g" = 800x600 ] || { WHY="window is $g"; return 1; }
}

check_present_path() {
    local want=$1 line
    wait_until 2 grep -qE "presenting with|compositing with" "$LOG"
    line=$(grep -m1 -E "presenting with|compositing with" "$LOG")
    [[ "$line" == *"$want"* ]] || { WHY="stderr says: ${line:-nothing about presenting}"; return 1; }
    DETAIL="${line#*: }"
}

check_shm_while_running() {
    local segs
    segs=$(shm_segments "$APP")
    if [ "$MODE" = xrender ] && [ -z "$segs" ]; then
        # RENDER keeps the window's pixels on the server: a segment exists only while
        # layers are uploaded, and is detached when the window idles.
        DETAIL="none at rest (the pixels are on the server)"
    elif [ "$MODE" != noshm ]; then
        [ -n "$segs" ] || { WHY="no SHM segment created by pid $APP"; return 1; }
        # /proc/sysvipc/shm perms carry SHM_DEST (01000) once IPC_RMID was called.
        if echo "$segs" | awk '{ if (int($3 / 1000) % 2 == 0) bad = 1 } END { exit !bad }'; then
            WHY="segments not marked for removal: $segs"
            return 1
        fi
        DETAIL="$(echo "$segs" | wc -l) segment(s), already IPC_RMID"
    else
        [ -z "$segs" ] || { WHY="SHM segments on a server without MIT-SHM: $segs"; return 1; }
        DETAIL="none"
    fi
}

BAR=166,166,166
TAB_BAR=247,247,247
HAIRLINE=198,198,200
TINT=0,122,255

# expect_pixels "X,Y=R,G,B[~TOL]"…: one probe for many points; appends misses to WHY.
expect_pixels() {
    local points=() wants=() got spec i bad=0
    for spec in "$@"; do points+=("${spec%%=*}"); wants+=("${spec#*=}"); done
    read -ra got <<<"$(pixels "${points[@]}")"
    for i in "${!points[@]}"; do
        local want=${wants[i]%%~*} tol=2
        [[ "${wants[i]}" == *~* ]] && tol=${wants[i]#*~}
        if ! near "${got[i]:-none}" "$want" "$tol"; then
            WHY="${WHY:+$WHY; }(${points[i]}) is ${got[i]:-unknown}, expected $want"
            bad=1
        fi
    done
    return $bad
}

check_render() {
    local bad=0 item x glyphs
    expect_pixels 600,300=255,255,255~0 400,449=255,255,255~0 600,20=$TAB_BAR~1 400,44=$HAIRLINE~1 \
        10,460=$BAR 600,500=$BAR 795,545=$BAR 400,551=$HAIRLINE~1 790,575=$TAB_BAR~1 \
        25,82=$TINT~3 || bad=1
    has_colour 133 575 $TINT || { WHY="${WHY:+$WHY; }no tint in the selected Home item near (133,575)"; bad=1; }
    [ "$(edges 790)" = "451 551 551" ] || { WHY="${WHY:+$WHY; }bar/tab edges at x=790: $(edges 790), expected 451 551 551"; bad=1; }
    # The three tab items share the width: an icon in the middle of each third.
    for item in 0 1 2; do
        x=$((800 * item / 3 + 400 / 3))
        has_ink $x 562 $TAB_BAR || { WHY="${WHY:+$WHY; }no tab icon near ($x,562)"; bad=1; }
    done
    [ $bad = 0 ] && DETAIL="white content, bar 166 at y 451-550 full width, tab bar at 551 with 3 items"
}

# save_screen NAME: the window's pixels in $WORK/$MODE-NAME.ppm.
save_screen() { $E2E_X save "$WIN" "$WORK/$MODE-$1.ppm"; }

# same_screen A.ppm B.ppm: no pixel differs by more than 2 in a channel.
same_screen() {
    local d
    d=$($E2E_X diff "$1" "$2" 2>&1)
    [ "$d" = 0 ] || { WHY="${WHY:+$WHY; }$(basename "$1") vs $(basename "$2"): $d pixels differ"; return 1; }
}

# MARK: Idle

# idle_for SECONDS: 0 CPU ticks and 0 context switches over every thread of $APP. A window
# with a lone tick and no context switch (a dispatch worker retiring, or accounting of work
# that ended just before the window on a loaded machine) is measured once more: a periodic
# wakeup shows in both windows.
idle_for() {
    idle_window "$1" && return 0
    local first=$WHY
    [[ "$first" == *" 0 context switches"* ]] || return 1
    idle_window "$1" || { WHY="$first; again: $WHY"; return 1; }
    DETAIL="$DETAIL (second window; the first: $first)"
}

idle_window() {
    local out ticks switches exited details
    out=$($E2E_X usage "$APP" "$1" 2>&1)
    read -r ticks switches exited details <<<"$out"
    [[ "$ticks" =~ ^[0-9]+$ ]] || { WHY="cannot measure: $out"; return 1; }
    DETAIL="$ticks ticks, $switches context switches over $1 s, $(ls /proc/"$APP"/task | wc -l) threads"
    [ "$exited" -gt 0 ] && DETAIL="$DETAIL; $exited idle dispatch worker(s) exited: $details"
    [ "$ticks" -eq 0 ] && [ "$switches" -eq 0 ] && return 0
    WHY="$DETAIL; $details"
    return 1
}

# MARK: Input

check_push_button() {
    local mark
    mark=$(trace_lines)
    click 80 82 || { WHY="xdotool click failed"; return 1; }
    wait_until 3 title_has "Page 2" || { WHY="title stays \"$(title)\""; return 1; }
    wait_until 3 trace_has "$mark" transitionEnd && wait_until 5 settled || { WHY="no transitionEnd in the trace"; return 1; }
    sleep 0.1
    trace_has "$mark" push || { WHY="no push event"; return 1; }
    trace_has "$mark" bar && { WHY="the click also toggled the bottom bar"; return 1; }
    is_colour 600 500 $BAR || { WHY="bottom bar at (600,500) is $(px 600 500) after the push"; return 1; }
    is_colour 25 222 $TINT 3 || { WHY="no Pop button at (25,222): $(px 25 222)"; return 1; }
    DETAIL="title \"$(title)\", a Pop button, the bar untouched"
}

check_pop_button() {
    local mark
    mark=$(trace_lines)
    click 40 220 || { WHY="xdotool click failed"; return 1; }
    wait_until 3 title_is "tabdemo — Home" || { WHY="title stays \"$(title)\""; return 1; }
    wait_until 3 trace_has "$mark" transitionEnd && wait_until 5 settled || { WHY="no transitionEnd after Pop"; return 1; }
    wait_until 2 is_white 25 222 || { WHY="the Pop button is still shown"; return 1; }
}

check_back_button() {
    local mark
    key p
    wait_until 3 title_has "Page 2" || { WHY="key p did not push: \"$(title)\""; return 1; }
    mark=$(trace_lines)
    wait_until 3 trace_has "$mark" transitionEnd && wait_until 5 settled
    mark=$(trace_lines)
    click 30 22 || { WHY="xdotool click failed"; return 1; }
    wait_until 3 title_is "tabdemo — Home" || { WHY="title stays \"$(title)\" after clicking the back button"; return 1; }
    wait_until 3 trace_has "$mark" transitionEnd && wait_until 5 settled || { WHY="no transitionEnd after the back button"; return 1; }
}

check_keyboard_focus() {
    local mark
    mark=$(trace_lines)
    key Return
    sleep 0.3
    trace_has "$mark" push && { WHY="Return pushed with no button focused"; return 1; }
    # Reading order: the navigation bar's Notes item first, then "Push page".
    key Tab
    sleep 0.1
    key Tab
    sleep 0.1
    key Return
    wait_until 3 title_has "Page 2" || { WHY="Tab, Tab, Return did not push: \"$(title)\""; return 1; }
    mark=$(trace_lines)
    key Escape
    wait_until 3 title_is "tabdemo — Home" || { WHY="Escape did not pop: \"$(title)\""; return 1; }
    wait_until 3 trace_has "$mark" transitionEnd && wait_until 5 settled || { WHY="no transitionEnd after Escape"; return 1; }
    DETAIL="Tab focuses the Notes item, Tab again \"Push page\", Return pushes, Escape pops"
}

# samples FILE: the grey values of a `watch` run, space-separated.
samples() { awk '{ printf "%s%s", sep, $2; sep = " " }' "$1"; }

# One slowed fade (slow motion: 5 s), sampled every 0.15 s at (600,500) by a background
# probe while a second click lands at about 2.4 s: $WORK/$MODE-fade.txt.
check_fade_intermediate() {
    local mark values probe
    wait_until 5 settled || { WHY="a transition never ended"; return 1; }
    mark=$(trace_lines)
    key s
    wait_until 2 trace_has "$mark" slowMotion || { WHY="key s: no slowMotion event"; return 1; }
    # The probe starts first: on a loaded machine it may take a while to sample.
    timeout 20 $E2E_XP watch "$WIN" 5.2 0.15 600,500 >"$WORK/$MODE-fade.txt" &
    probe=$!
    E2E_APPS+=("$probe")
    sleep 0.4
    click 600 300 || { WHY="xdotool click failed"; wait $probe; return 1; }
    sleep 2.4
    click 600 300 || { WHY="xdotool click failed"; wait $probe; return 1; }
    wait $probe
    [ "$($E2E_T count "$LOG" $((mark + 1)) bar)" = 2 ] || { WHY="expected 2 bar events, trace: $($E2E_T order "$LOG" $((mark + 1)))"; return 1; }
    values=$(samples "$WORK/$MODE-fade.txt")
    FADE_PEAK=$(awk -v s="$values" 'BEGIN { n = split(s, v, " "); p = 1; for (i = 2; i <= n; i++) if (v[i] > v[p]) p = i; print p }')
    # Ease-in from 166 towards 255: rising through intermediate greys, never jumping.
    awk -v s="$values" -v p="$FADE_PEAK" 'BEGIN {
        n = split(s, v, " "); mid = 0
        if (n < 20 || v[1] > 172) exit 1
        for (i = 2; i <= p; i++) { if (v[i] < v[i-1] - 2 || v[i] - v[i-1] > 12) exit 1; if (v[i] > 170 && v[i] < 250) mid++ }
        exit !(mid >= 4 && v[p] >= v[1] + 15 && v[p] < 250)
    }' || { WHY="grey at (600,500) during the slowed fade: $values"; return 1; }
    DETAIL="grey $values"
}

check_fade_turnaround() {
    local values
    values=$(samples "$WORK/$MODE-fade.txt")
    # After the second click: falling back from where it was, no step larger than a fade step.
    awk -v s="$values" -v p="$FADE_PEAK" 'BEGIN {
        n = split(s, v, " ")
        if (p > n - 6) exit 1
        for (i = p + 1; i <= n; i++) if (v[i] > v[i-1] + 2 || v[i-1] - v[i] > 12) exit 1
        exit !(v[n] <= v[p] - 8 && v[n] >= 164)
    }' || { WHY="peak at sample $FADE_PEAK of: $values"; return 1; }
    DETAIL="turns at sample $FADE_PEAK, falls to $(echo "$values" | awk '{print $NF}') without a jump"
}

check_fade_settles() {
    local mark
    mark=$(trace_lines)
    key s
    wait_until 2 trace_has "$mark" slowMotion || { WHY="key s: no slowMotion event"; return 1; }
    wait_until 6 is_colour 600 500 $BAR 1 || { WHY="the bar did not come back to 166: $(px 600 500)"; return 1; }
}

check_fade_to_white() {
    click 600 300 || { WHY="xdotool click failed"; return 1; }
    wait_until 3 is_colour 600 500 255,255,255 0 || { WHY="bar region stays $(px 600 500)"; return 1; }
    wait_until 2 is_white 795 545 || { WHY="(795,545) is $(px 795 545)"; return 1; }
    key space
    wait_until 3 is_colour 600 500 $BAR 1 || { WHY="Space did not bring the bar back: $(px 600 500)"; return 1; }
    DETAIL="click fades it to white in 0.5 s, Space brings it back"
}

# MARK: The mission: the tab bar slides with a full-screen push

# edge_samples FILE: "bottom/tab" pairs from a tabedge run.
edge_samples() { awk '{ printf "%s%s/%s", sep, $3, $4; sep = " " }' "$1"; }

check_fullscreen_push() {
    local mark samples
    mark=$(trace_lines)
    key s
    wait_until 2 trace_has "$mark" slowMotion || { WHY="key s: no slowMotion event"; return 1; }
    click 127 128 || { WHY="xdotool click failed"; return 1; }
    $E2E_X tabedge "$WIN" 4.2 0.15 790 >"$WORK/$MODE-push-edges.txt"
    samples=$(edge_samples "$WORK/$MODE-push-edges.txt")
    # Part-way: the tab bar's top between 551 and 600, the bottom bar ending on it.
    awk '$4 > 552 && $4 < 598 && ($3 - $4 <= 1 && $4 - $3 <= 1) { found = 1 } END { exit !found }' "$WORK/$MODE-push-edges.txt" ||
        { WHY="no sample with the tab bar part-way out (bar bottom/tab top): $samples"; return 1; }
    DETAIL="bar bottom/tab top: $samples"
}

check_fullscreen_end() {
    title_has "Full screen 2" || { WHY="title \"$(title)\""; return 1; }
    wait_until 2 edges_are 500 600 -1 || { WHY="edges (bar top, bar bottom, tab top) at x=790: $(edges 790), expected 500 600 -1"; return 1; }
    is_colour 10 590 $BAR || { WHY="(10,590) is $(px 10 590), expected the bar"; return 1; }
    DETAIL="bottom bar at y 500-599, no tab bar"
}

check_fullscreen_pop() {
    local samples
    key Escape
    $E2E_X tabedge "$WIN" 4.2 0.15 790 >"$WORK/$MODE-pop-edges.txt"
    samples=$(edge_samples "$WORK/$MODE-pop-edges.txt")
    awk '$4 > 552 && $4 < 598 && ($3 - $4 <= 1 && $4 - $3 <= 1) { found = 1 } END { exit !found }' "$WORK/$MODE-pop-edges.txt" ||
        { WHY="no sample with the tab bar part-way back: $samples"; return 1; }
    wait_until 2 edges_are 451 551 551 || { WHY="edges after the pop: $(edges 790), expected 451 551 551"; return 1; }
    title_is "tabdemo — Home" || { WHY="title \"$(title)\""; return 1; }
    DETAIL="bar bottom/tab top: $samples"
}

slow_motion_off() {
    [ "$($E2E_T last "$LOG" slowMotion on)" = 1 ] || return 0
    local mark
    mark=$(trace_lines)
    key s
    wait_until 2 trace_has "$mark" slowMotion
}

check_tab_bar_button() {
    click 60 174 || { WHY="xdotool click failed"; return 1; }
    # Off the button: under the pointer it would be drawn darker (hover).
    xdo mousemove --window "$WIN" 600 300 >/dev/null
    wait_until 3 edges_are 500 600 -1 || { WHY="after \"Hide tab bar\": edges $(edges 790)"; return 1; }
    # The button now reads "Show tab bar" (wider than "Hide tab bar").
    is_colour 160 174 $TINT 3 || { WHY="the button did not become \"Show tab bar\" ((160,174) is $(px 160 174))"; return 1; }
    click 60 174 || { WHY="xdotool click failed"; return 1; }
    wait_until 3 edges_are 451 551 551 || { WHY="after \"Show tab bar\": edges $(edges 790)"; return 1; }
    wait_until 2 is_white 160 174 || { WHY="the button still reads \"Show tab bar\""; return 1; }
    DETAIL="the tab bar slides out and back, the bottom bar follows"
}

check_tab_clicks() {
    # A view moving in an animation ignores clicks (they reach the view behind it): the tab
    # bar may still be sliding back by less than a pixel, where its edges already look final.
    wait_until 3 at_rest || { WHY="the demo never came to rest: $($E2E_X usage "$APP" 0.2)"; return 1; }
    click 400 575 || { WHY="xdotool click failed"; return 1; }
    wait_until 2 title_is "tabdemo — Library" || { WHY="after clicking Library: \"$(title)\""; return 1; }
    # The title changes before the frame that shows the Library (its first load builds a
    # 10,000-item snapshot) reaches the screen.
    wait_until 2 has_colour 400 562 $TINT || { WHY="the Library item is not highlighted near (400,562)"; return 1; }
    click 666 575
    wait_until 2 title_is "tabdemo — Settings" || { WHY="after clicking Settings: \"$(title)\""; return 1; }
    click 133 575
    wait_until 2 title_is "tabdemo — Home" || { WHY="after clicking Home: \"$(title)\""; return 1; }
}

check_tab_keys() {
    key 2
    wait_until 2 title_is "tabdemo — Library" || { WHY="after key 2: \"$(title)\""; return 1; }
    key 3
    wait_until 2 title_is "tabdemo — Settings" || { WHY="after key 3: \"$(title)\""; return 1; }
    key 1
    wait_until 2 title_is "tabdemo — Home" || { WHY="after key 1: \"$(title)\""; return 1; }
}

check_trace() {
    local out
    out=$($E2E_T json "$LOG") || { WHY="$out"; return 1; }
    $E2E_T order "$LOG" 1 start push transitionStart transitionEnd pop transitionStart transitionEnd >/dev/null ||
        { WHY="events: $($E2E_T order "$LOG" 1)"; return 1; }
    DETAIL="$out JSON events; push, transitionStart, transitionEnd, pop in order"
}

# MARK: Resize

window_size_is() { [ "$(timeout 5 xwininfo -id "$WIN" 2>/dev/null | awk '/Width:/ {w=$2} /Height:/ {h=$2} END {print w "x" h}')" = "$1" ]; }

check_resize() {
    xdo windowsize "$WIN" 1000 700 >/dev/null || { WHY="xdotool windowsize failed"; return 1; }
    wait_until 3 window_size_is 1000x700 || { WHY="the window did not become 1000x700"; return 1; }
    wait_until 3 edges_are 551 651 651 990 || { WHY="edges at x=990: $(edges 990), expected 551 651 651"; return 1; }
    expect_pixels 900,300=255,255,255~0 10,600=$BAR 995,640=$BAR 995,690=$TAB_BAR~1 \
        500,651=$HAIRLINE~1 900,22=$TAB_BAR~1 || return 1
    save_screen 1000x700
    DETAIL="new area white, bar at y 551-650 full width, tab bar at 651"
}

check_resize_extremes() {
    local size
    xdo windowsize "$WIN" 800 600 >/dev/null
    wait_until 3 window_size_is 800x600 && wait_until 3 edges_are 451 551 551 || { WHY="cannot get back to 800x600"; return 1; }
    sleep 0.2
    save_screen before-extremes
    for size in "1 1" "8192 8192" "1 1" "3000 200" "800 600"; do
        xdo windowsize "$WIN" $size >/dev/null || { WHY="xdotool windowsize $size failed"; return 1; }
        wait_until 3 window_size_is "${size/ /x}" || { WHY="the window did not become ${size/ /x}"; return 1; }
        sleep 0.3
        alive "$APP" || { WHY="the demo died at ${size/ /x}: $(tail -2 "$LOG")"; return 1; }
    done
    wait_until 5 edges_are 451 551 551 || { WHY="edges after 800x600: $(edges 790)"; return 1; }
    sleep 0.2
    save_screen after-extremes
    same_screen "$WORK/$MODE-before-extremes.ppm" "$WORK/$MODE-after-extremes.ppm" || return 1
    DETAIL="1x1, 8192x8192, 1x1, 3000x200, back to 800x600 identical"
}

check_resize_storm() {
    local chain=() i
    for ((i = 1; i <= 100; i++)); do
        chain+=(windowsize "$WIN" $((200 + i * 7)) $((150 + i * 5)) sleep 0.005 windowsize "$WIN" $((1000 - i * 5)) $((700 - i * 3)) sleep 0.005)
    done
    xdo "${chain[@]}" windowsize "$WIN" 800 600 >/dev/null || { WHY="xdotool failed"; return 1; }
    alive "$APP" || { WHY="the demo died: $(tail -2 "$LOG")"; return 1; }
    wait_until 3 window_size_is 800x600 || { WHY="the window did not end at 800x600"; return 1; }
    wait_until 5 edges_are 451 551 551 || { WHY="edges after the storm: $(edges 790)"; return 1; }
    sleep 0.2
    save_screen after-storm
    same_screen "$WORK/$MODE-before-extremes.ppm" "$WORK/$MODE-after-storm.ppm" || return 1
    DETAIL="200 resizes, the last frame identical to before"
}

# MARK: Exit paths

# stderr_lines: the demo's stderr without trace lines (JSON, "presenting with").
stderr_lines() { grep -v -e '^{' -e 'presenting with' -e 'compositing with' -e ': cursor ' "$LOG"; }

# expect_exit CODE SECONDS WHAT: waits for $APP to end with CODE.
expect_exit() {
    wait_exit "$APP" "$2" || { WHY="still running $2 s after $3"; stop_app "$APP"; return 1; }
    [ "$STATUS" = "$1" ] || { WHY="exit status $STATUS after $3 (expected $1); stderr: $(stderr_lines | head -3)"; return 1; }
}

no_shm_left() {
    local segs
    segs=$(shm_segments "$1")
    [ -z "$segs" ] || { WHY="${WHY:+$WHY; }SHM segments of pid $1 left: $segs"; return 1; }
}

check_quit_q() {
    key q
    expect_exit 0 3 "key q" || return 1
    no_shm_left "$APP" || return 1
    [ -z "$(stderr_lines)" ] || { WHY="stderr: $(stderr_lines | head -3)"; return 1; }
    DETAIL="exit 0, no SHM segment left, nothing on stderr"
}

# start_demo NAME [VAR=VALUE…]: launch and find the window; fails the check otherwise.
start_demo() {
    launch "$@"
    find_window || { stop_app "$APP"; return 1; }
    focus
}

check_quit_ctrl_q() {
    start_demo ctrl-q || return 1
    key ctrl+q
    expect_exit 0 3 "ctrl+q" || return 1
    no_shm_left "$APP"
}

check_wm_delete() {
    start_demo wm-delete WKL_ANIMATION_SPEED=0.1 || return 1
    key f
    sleep 0.5
    $E2E_X close "$WIN" || { WHY="cannot send the ClientMessage"; stop_app "$APP"; return 1; }
    expect_exit 0 3 "WM_DELETE_WINDOW" || return 1
    no_shm_left "$APP" || return 1
    [ -z "$(stderr_lines)" ] || { WHY="stderr: $(stderr_lines | head -3)"; return 1; }
    DETAIL="sent mid-push, exit 0, no SHM segment left"
}

check_destroyed() {
    start_demo destroyed || return 1
    key s
    click 600 300
    sleep 0.3
    $E2E_X destroy "$WIN" || { WHY="cannot destroy the window"; stop_app "$APP"; return 1; }
    expect_exit 0 3 "XDestroyWindow from another client" || return 1
    no_shm_left "$APP" || return 1
    DETAIL="mid-fade: exit 0, no SHM segment left"
    [ -z "$(stderr_lines)" ] || DETAIL="$DETAIL; stderr: $(stderr_lines | head -2)"
    return 0
}

check_signal() {
    local sig=$1
    start_demo "sig$sig" || return 1
    key s
    click 600 300
    sleep 0.3
    kill -"$sig" "$APP"
    expect_exit 0 3 "SIG$sig" || return 1
    no_shm_left "$APP" || return 1
    [ -z "$(stderr_lines)" ] || { WHY="stderr: $(stderr_lines | head -3)"; return 1; }
    DETAIL="sent mid-fade, exit 0, no SHM segment left"
}

check_no_shm_env() {
    start_demo no-shm-env WKL_NO_SHM=1 || return 1
    check_present_path XPutImage || { stop_app "$APP"; return 1; }
    shm_segments "$APP" | grep -q . && { WHY="SHM segments with WKL_NO_SHM=1"; stop_app "$APP"; return 1; }
    sleep 0.2
    save_screen no-shm-env
    key q
    expect_exit 0 3 "key q" || return 1
    same_screen "$WORK/$MODE-initial.ppm" "$WORK/$MODE-no-shm-env.ppm" || return 1
    DETAIL="presents with XPutImage, same pixels as with MIT-SHM"
}

# With Xft.dpi 192 in the server's resource database (as xrdb sets it on a HiDPI desktop)
# and no scale given, the demo renders at 2×: a 400×300-point window of 800×600 pixels (small
# enough to stay on the 1280×800 screen, where its pixels can be read).
check_xft_dpi() {
    local g
    command -v xrdb >/dev/null || { WHY="xrdb is missing (Debian: x11-xserver-utils)"; return 1; }
    echo "Xft.dpi: 192" | xrdb -merge - || { WHY="xrdb -merge failed"; return 1; }
    start_demo xft-dpi -- --size 400x300 || { xrdb -remove; return 1; }
    g=$(timeout 5 xwininfo -id "$WIN" 2>&1 | awk '/Width:/ {w=$2} /Height:/ {h=$2} END {print w "x" h}')
    sleep 0.3
    save_screen xft-dpi
    key q
    expect_exit 0 3 "key q"
    xrdb -remove
    [ "$g" = 800x600 ] || { WHY="a 400x300-point window is $g pixels with Xft.dpi 192"; return 1; }
    DETAIL="Xft.dpi 192, no flags: a 400x300-point window is 800x600 pixels (2x)"
}

# no_display_run NAME DISPLAY-or-"unset" WANT: one line containing WANT, exit 1.
check_no_display() {
    local display=$1 want=$2 out status
    if [ "$display" = unset ]; then
        out=$(env -u DISPLAY timeout 10 "$BIN" 2>&1 >/dev/null)
    else
        out=$(DISPLAY="$display" timeout 10 "$BIN" 2>&1 >/dev/null)
    fi
    status=$?
    [ "$status" = 1 ] || { WHY="exit status $status; output: $out"; return 1; }
    [ "$(printf '%s\n' "$out" | wc -l)" = 1 ] || { WHY="not one line: $out"; return 1; }
    [[ "$out" == *"$want"* ]] || { WHY="the line does not name $want: $out"; return 1; }
    DETAIL="$out"
}

check_server_death() {
    start_demo server-death WKL_ANIMATION_SPEED=0.1 || return 1
    key f
    sleep 0.5
    local t0 ms pid=$XVFB_PID
    t0=$(date +%s%N)
    kill "$pid"
    wait "$pid" 2>/dev/null
    unset XVFB_PID
    wait_exit "$APP" 3 || { WHY="the demo still runs 3 s after its X server died"; stop_app "$APP"; return 1; }
    ms=$((($(date +%s%N) - t0) / 1000000))
    [ "$STATUS" = 1 ] || { WHY="exit status $STATUS; stderr: $(stderr_lines | head -3)"; return 1; }
    [ "$(stderr_lines | wc -l)" = 1 ] || { WHY="stderr is not one line: $(stderr_lines | head -5)"; return 1; }
    [ "$ms" -le 1000 ] || { WHY="took $ms ms"; return 1; }
    no_shm_left "$APP" || return 1
    DETAIL="killed mid-push: exit 1 after $ms ms: $(stderr_lines)"
}

# MARK: TCP display

# The demo on DISPLAY=127.0.0.1:M, a counting proxy in front of the server's TCP port: the
# same pixels as the local window, and the bytes of a push and of a pop.
check_tcp_display() {
    local number=${DISPLAY#:} proxy count=$WORK/tcp-bytes b0 b1 b2 push pop limit=$((2 * 1024 * 1024))
    local port=$((number + 50))
    python3 scripts/lib/tcp_count.py "$port" "$number" "$count" &
    proxy=$!
    wait_until 3 test -s "$count"
    launch tcp DISPLAY=127.0.0.1:$port
    find_window || { kill "$proxy"; stop_app "$APP"; return 1; }
    focus
    wait_until 3 grep -q "compositing with RENDER" "$LOG" || { WHY="not RENDER over TCP: $(stderr_lines | head -2)"; kill "$proxy"; stop_app "$APP"; return 1; }
    sleep 1
    save_screen tcp
    b0=$(cat "$count")
    key p; sleep 0.8
    b1=$(cat "$count")
    key Escape; sleep 0.8
    b2=$(cat "$count")
    key q
    expect_exit 0 3 "key q" >/dev/null
    kill "$proxy"; wait "$proxy" 2>/dev/null
    same_screen "$WORK/$MODE-initial.ppm" "$WORK/$MODE-tcp.ppm" || return 1
    push=$((b1 - b0)) pop=$((b2 - b1))
    [ "$push" -le "$limit" ] && [ "$pop" -le "$limit" ] || { WHY="push $push bytes, pop $pop bytes (limit $limit)"; return 1; }
    DETAIL="same pixels; push $((push / 1024)) KiB, pop $((pop / 1024)) KiB"
}

# MARK: One run of every check

run_mode() {
    MODE=$1
    E2E_RENDERER=$2
    shift 2
    local server_args=("$@")
    start_server "${server_args[@]}" || { not_ok "Xvfb" "cannot start Xvfb ${server_args[*]}"; return; }
    echo "# $MODE: Xvfb $DISPLAY ${server_args[*]}"
    probe_start

    launch main
    check "window found by pid" check_window_found
    if [ -z "$WIN" ]; then stop_app "$APP"; probe_stop; stop_xvfb; return; fi
    focus
    check "window properties" check_properties
    check "window is 800x600" check_geometry
    case "$MODE" in
        shm) check "presents with MIT-SHM" check_present_path "presenting with MIT-SHM" ;;
        noshm) check "falls back to XPutImage" check_present_path "presenting with XPutImage" ;;
        xrender) check "composites with RENDER" check_present_path "compositing with RENDER" ;;
    esac
    check "SHM segments while running" check_shm_while_running
    check "rendering: content, bottom bar, tab bar" check_render
    save_screen initial
    if [ "$MODE" != shm ]; then
        check "looks the same as with MIT-SHM" same_screen "$WORK/shm-initial.ppm" "$WORK/$MODE-initial.ppm"
    fi
    check "idle after the first frame" idle_for 5
    check "click on \"Push page\" pushes, not the bar" check_push_button
    check "click on \"Pop\" pops" check_pop_button
    check "click on the back button pops" check_back_button
    check "keyboard: Tab, Return, Escape" check_keyboard_focus
    check "click fades the bar through intermediate greys" check_fade_intermediate
    check "second click mid-fade turns it around" check_fade_turnaround
    check "the bar comes back to 166" check_fade_settles
    check "click fades to white, Space brings it back" check_fade_to_white
    slow_motion_off
    check "full-screen push: the tab bar slides out part-way" check_fullscreen_push
    check "full-screen page: tab bar gone, bottom bar at the window bottom" check_fullscreen_end
    check "Escape: both bars come back" check_fullscreen_pop
    slow_motion_off
    check "\"Hide tab bar\" / \"Show tab bar\" buttons" check_tab_bar_button
    check "clicking tab items switches tabs" check_tab_clicks
    check "keys 1 2 3 switch tabs" check_tab_keys
    check "Settings: dragging the speed slider's thumb (xdotool) sets the speed" check_settings_slider
    check "Settings: dragging the text-size slider rescales the text at once" check_settings_text_size
    check "Settings: the dark-appearance switch turns content, tab bar and controls dark" check_settings_dark
    source scripts/lib/e2e_lists.sh && run_list_checks
    source scripts/lib/e2e_sheets.sh && run_sheet_checks
    check "resize to 1000x700 paints the new area" check_resize
    if [ "$MODE" != shm ]; then
        check "1000x700 looks the same as with MIT-SHM" same_screen "$WORK/shm-1000x700.ppm" "$WORK/$MODE-1000x700.ppm"
    fi
    check "tiny and huge sizes, then back" check_resize_extremes
    check "resize storm" check_resize_storm
    check "trace: valid JSON, push and pop events" check_trace
    check "idle after all that" idle_for 3
    check "q exits 0" check_quit_q
    stop_app "$APP"

    check "ctrl+q exits 0" check_quit_ctrl_q
    check "WM_DELETE_WINDOW exits 0" check_wm_delete
    check "window destroyed by another client: exit 0" check_destroyed
    check "SIGTERM exits 0" check_signal TERM
    check "SIGINT exits 0" check_signal INT
    source scripts/lib/e2e_hostile.sh && run_hostile_checks
    if [ "$MODE" = shm ]; then
        check "WKL_NO_SHM=1" check_no_shm_env
        check "Xft.dpi 192 renders at 2x without flags" check_xft_dpi
        source scripts/lib/e2e_text.sh && run_text_checks
        source scripts/lib/e2e_clipboard.sh && run_clipboard_checks
        source scripts/lib/e2e_notes.sh && run_notes_checks
        source scripts/lib/e2e_menus.sh && run_menu_checks
        source scripts/lib/e2e_controls.sh && run_controls_checks
        source scripts/lib/e2e_a11y.sh && run_a11y_checks
        source scripts/lib/e2e_wm.sh && run_wm_checks
    fi
    [ "$MODE" = xrender ] && check "TCP display: same pixels, ≤ 2 MiB per push or pop" check_tcp_display
    check "no DISPLAY: one line, exit 1" check_no_display unset DISPLAY
    check "unreachable DISPLAY: one line, exit 1" check_no_display :987 '":987"'
    probe_stop
    check "X server dies: one line, exit 1" check_server_death
    stop_xvfb
    [ "$MODE" != noshm ] && source scripts/lib/e2e_reconnect.sh && check "WKL_RECONNECT: X server killed and restarted, same window back" check_reconnect
}

# MARK: The soak

run_soak() {
    MODE=soak
    echo "# soak: seed $SEED, $SOAK_SECONDS s (E2E_SEED=$SEED to replay)"
    start_server || { not_ok "Xvfb" "cannot start Xvfb"; return; }
    probe_start
    launch soak
    find_window || { not_ok "window" "$WHY"; stop_app "$APP"; probe_stop; stop_xvfb; return; }
    focus
    local chunks=() line i=0 rss_start="" rss rss_max=0 died=""
    mapfile -t chunks < <($E2E_T plan "$SEED" "$SOAK_SECONDS" 5 "$WIN")
    for line in "${chunks[@]}"; do
        # shellcheck disable=SC2086
        timeout 30 xdotool $line >/dev/null 2>&1
        i=$((i + 1))
        alive "$APP" || { died="after $((i * 5)) s"; break; }
        rss=$($E2E_X rss "$APP" 2>/dev/null || echo 0)
        [ -z "$rss_start" ] && rss_start=$rss
        [ "$rss" -gt "$rss_max" ] && rss_max=$rss
    done
    if [ -n "$died" ]; then
        wait_exit "$APP" 1
        not_ok "stays alive" "exited $died with status $STATUS: $(stderr_lines | tail -3)"
        probe_stop; stop_xvfb
        return
    fi
    ok "stays alive through $((i * 5)) s of random clicks and keys (${#chunks[@]} chunks)"

    # A sheet, alert or action sheet left up by the random clicks goes away with Escape
    # (with nothing presented, Escape pops, which the trace records).
    if [ "$($E2E_T count "$LOG" 1 present)" -gt 0 ]; then
        key Escape; sleep 1.5; key Escape; sleep 1.5
    fi
    # A click on the navigation bar's empty middle ends any text editing (so the keys below
    # are commands, not typing); then slow motion off, and wait until nothing runs.
    click 600 22
    [ "$($E2E_T model "$LOG" | sed -n 's/^slow=//p')" = 1 ] && key s
    # Back to the light appearance and the dim bottom bar the final checks look for.
    [ "$($E2E_T model "$LOG" | sed -n 's/^dark=//p')" = 1 ] && key d
    local style
    style=$($E2E_T model "$LOG" | sed -n 's/^barStyle=//p')
    while [ "${style:-0}" != 0 ]; do key b; sleep 0.1; style=$($E2E_T model "$LOG" | sed -n 's/^barStyle=//p'); done
    local calm=0 n
    for n in $(seq 1 40); do
        out=$($E2E_X usage "$APP" 0.5 2>/dev/null)
        [ "${out%% *}" = 0 ] && calm=$((calm + 1)) || calm=0
        [ $calm -ge 2 ] && break
    done

    rss=$($E2E_X rss "$APP")
    local growth=$(((rss - rss_start) / 1024))
    if [ $((rss - rss_start)) -lt 10240 ]; then
        ok "RSS grows by less than 10 MB (${rss_start} kB after 5 s warm-up, ${rss} kB at the end, max ${rss_max} kB)"
    else
        not_ok "RSS grows by less than 10 MB" "${rss_start} kB after warm-up, ${rss} kB at the end (+$growth MB)"
    fi
    WHY="" DETAIL=""
    check "idle afterwards" idle_for 3
    check "final state matches the trace" check_soak_state
    check "trace: valid JSON" check_trace_json
    key q
    check "q exits 0 after the soak" expect_exit 0 3 "key q"
    check "no SHM segment left after the soak" no_shm_left "$APP"
    probe_stop; stop_xvfb
}

check_trace_json() {
    local out
    out=$($E2E_T json "$LOG") || { WHY="$out"; return 1; }
    DETAIL="$out events, $($E2E_T count "$LOG" 1 push) pushes, $($E2E_T count "$LOG" 1 pop) pops, $($E2E_T count "$LOG" 1 bar) bar toggles, $($E2E_T count "$LOG" 1 tab) tab switches"
}

check_soak_state() {
    local model tab depth top bar want t e count bars
    model=$($E2E_T model "$LOG")
    tab=$(sed -n 's/^tab=//p' <<<"$model")
    depth=$(sed -n 's/^depth=//p' <<<"$model")
    top=$(sed -n 's/^top=//p' <<<"$model")
    bar=$(sed -n 's/^bar=//p' <<<"$model")
    t=$(title)
    [[ "$t" == "tabdemo — $tab"* ]] || { WHY="title \"$t\", trace says tab $tab"; return 1; }
    count=$(($(grep -o ' › ' <<<"$t" | wc -l) + 1))
    # A deep stack's title names its last pages after "… N more" (N pages left out).
    [[ "$t" =~ ' › … '([0-9]+)' more' ]] && count=$((count - 1 + BASH_REMATCH[1]))
    [ "$count" = "$depth" ] || { WHY="title \"$t\" has depth $count, trace says $depth"; return 1; }
    if [ "$depth" -gt 1 ] && [[ "$t" != *"› $top" ]]; then WHY="title \"$t\", trace says the top page is \"$top\""; return 1; fi
    # The visible page's bottom bar: grey rows in the empty column x=790 when shown.
    e=$(edges 790)
    bars=$(read -r a b c <<<"$e"; echo $((b - a)))
    if [ "$bar" = 1 ]; then
        [ "${e%% *}" = -1 ] || { WHY="the trace says the bar is hidden, but edges at x=790 are $e"; return 1; }
    else
        [ "$bars" = 100 ] || { WHY="the trace says the bar is shown, but edges at x=790 are $e"; save_screen soak-end; return 1; }
    fi
    # At rest the tab bar is fully shown or fully hidden, and the bottom bar sits on it.
    case "$e" in
        "451 551 551" | "500 600 -1" | "-1 -1 551" | "-1 -1 -1") ;;
        *) WHY="bars not at rest: edges at x=790 are $e"; return 1 ;;
    esac
    DETAIL="\"$t\", bottom bar $([ "$bar" = 1 ] && echo hidden || echo shown), edges $e"
}

# MARK: Main
MODE=shm
E2E_RENDERER=shm
start_server || exit 1
probe_start
source scripts/lib/e2e_wm.sh && run_wm_checks
probe_stop
stop_xvfb
echo "$PASSED passed, $FAILED failed"
