# shellcheck shell=bash
# Hostile clipboard owners for scripts/e2e (source after e2e.sh and e2e_text.sh): the
# Settings tab's Name field pastes from owners that trickle an INCR transfer (1 byte every
# 0.9 s; 1-byte chunks as fast as they are taken) or answer with INTEGER or PIXMAP data,
# by Ctrl+V (CLIPBOARD) and by a middle click (PRIMARY). Each check measures the longest
# stall of the demo's event loop meanwhile — a probe asks the demo for the other selection
# every 10 ms and times each answer — types keys during the transfer, and checks that the
# field holds what was typed and no byte of the owner's, with one line on stderr.
#
# The owners and the probe are scripts/lib/e2e_clipboard_owner.c, built here with cc and
# -lX11. CLIPBOARD_STALL_MAX is the longest stall over every check (ms).

CLIPBOARD_OWNER=""
CLIPBOARD_STALL_MAX=0
# The longest stall a hostile owner may cause, in ms.
CLIPBOARD_STALL_LIMIT=${CLIPBOARD_STALL_LIMIT:-100}

check_clipboard_owner_builds() {
    command -v cc >/dev/null || { WHY="cc is missing (Debian: gcc)"; return 1; }
    CLIPBOARD_OWNER="$WORK/e2e_clipboard_owner"
    cc -O2 -o "$CLIPBOARD_OWNER" "$E2E_LIB/e2e_clipboard_owner.c" -lX11 2>"$WORK/clipboard-owner-build.log" ||
        { WHY="cc failed: $(head -3 "$WORK/clipboard-owner-build.log")"; CLIPBOARD_OWNER=""; return 1; }
    DETAIL="cc -lX11"
}

# stop_helper PID: ends a helper started here if it still runs.
stop_helper() {
    kill "$1" 2>/dev/null
    wait "$1" 2>/dev/null
    return 0
}

# check_hostile_paste MODE SELECTION WANT: the owner MODE takes SELECTION, the field pastes
# from it (Ctrl+V for CLIPBOARD, a middle click for PRIMARY) while "xyz" is typed; WANT is
# what the one diagnostic line must contain.
check_hostile_paste() {
    local mode=$1 selection=$2 want=$3 other=PRIMARY owner probe mark lines got stall out
    [ "$selection" = PRIMARY ] && other=CLIPBOARD
    [ -n "$CLIPBOARD_OWNER" ] || { WHY="no owner program"; return 1; }
    set_field base
    # Select-all offers PRIMARY, Ctrl+C takes CLIPBOARD: the demo owns both until the owner
    # takes one, and the probe asks for the other.
    key ctrl+a ctrl+c End
    sleep 0.2
    out="$WORK/$MODE-owner-$mode-$selection"
    "$CLIPBOARD_OWNER" "$mode" "$selection" 7 >"$out.out" 2>&1 &
    owner=$!
    E2E_APPS+=("$owner")
    wait_until 3 grep -q "owner ready" "$out.out" || { WHY="the owner did not start: $(cat "$out.out")"; stop_helper "$owner"; return 1; }
    mark=$(trace_lines)
    "$CLIPBOARD_OWNER" latency "$other" 5 >"$out.latency" 2>&1 &
    probe=$!
    E2E_APPS+=("$probe")
    sleep 0.3
    if [ "$selection" = CLIPBOARD ]; then
        key ctrl+v
    else
        xdo mousemove --window "$WIN" "$FIELD_X" "$FIELD_Y" click 2 >/dev/null
    fi
    sleep 0.3
    xdo type --delay 150 "xyz" >/dev/null
    wait "$probe"
    stall=$(awk '/^max_ms/ { print $2 }' "$out.latency")
    wait_until 3 grep -q "nothing was pasted" <(tail -n +"$((mark + 1))" "$LOG")
    stop_helper "$owner"
    lines=$(tail -n +"$((mark + 1))" "$LOG" | grep "^WidgetKitLite: ")
    got=$(field_text)
    [[ "$stall" =~ ^[0-9]+$ ]] || { WHY="the probe measured nothing: $(cat "$out.latency")"; return 1; }
    [ "$stall" -gt "$CLIPBOARD_STALL_MAX" ] && CLIPBOARD_STALL_MAX=$stall
    [ "$got" = basexyz ] || { WHY="the field holds \"$got\" (longest stall $stall ms)"; return 1; }
    [ "$(printf '%s\n' "$lines" | grep -c .)" = 1 ] && [[ "$lines" == *"$want"* ]] ||
        { WHY="stderr after the paste: ${lines:-nothing} (longest stall $stall ms)"; return 1; }
    [ "$stall" -le "$CLIPBOARD_STALL_LIMIT" ] || { WHY="the event loop stalled $stall ms (limit $CLIPBOARD_STALL_LIMIT)"; return 1; }
    DETAIL="longest stall $stall ms over $(awk '/^max_ms/ { print $4 }' "$out.latency") answers, typing kept, ${lines#WidgetKitLite: }"
}

# Once the caret stops blinking (10 s) and every failed transfer has stopped draining
# (at most 10 s), the demo makes no wakeups.
check_clipboard_idle() {
    sleep 10.5
    idle_for 3
}

run_clipboard_checks() {
    check "clipboard: the hostile owner program builds" check_clipboard_owner_builds
    [ -n "$CLIPBOARD_OWNER" ] || return
    start_demo clipboard || { not_ok "clipboard: demo" "$WHY"; return; }
    key 3
    sleep 0.5
    click "$FIELD_X" "$FIELD_Y"
    sleep 0.2
    check "clipboard: INCR, 1 byte every 0.9 s (Ctrl+V)" check_hostile_paste trickle CLIPBOARD "slower than"
    check "clipboard: INCR, 1-byte chunks as fast as taken (Ctrl+V)" check_hostile_paste fast-trickle CLIPBOARD "slower than"
    check "clipboard: INCR, 1 byte every 0.9 s (middle click, PRIMARY)" check_hostile_paste trickle PRIMARY "slower than"
    check "clipboard: an INTEGER answer is refused" check_hostile_paste integer CLIPBOARD "answered with INTEGER"
    check "clipboard: a PIXMAP answer is refused (middle click, PRIMARY)" check_hostile_paste pixmap PRIMARY "answered with PIXMAP"
    echo "# clipboard: longest event-loop stall behind a hostile owner: $CLIPBOARD_STALL_MAX ms"
    check "clipboard: failed transfers leave no wakeup behind" check_clipboard_idle
    stop_app "$APP"
}
