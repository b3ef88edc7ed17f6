# shellcheck shell=bash
# The controls page and large titles for scripts/e2e (source after e2e.sh): C pushes the
# controls page, whose search controller filters the fruit as the user types, whose stepper
# steps and whose compact date field opens a calendar; L gives Home a large title that the
# bar shows under its row. Screenshots: $WORK/$MODE-controls*.ppm, $WORK/$MODE-large-title.ppm.

check_controls_page() {
    local mark
    start_demo controls || return 1
    mark=$(trace_lines)
    key c
    wait_until 3 title_has "Controls" || { WHY="key c: title \"$(title)\""; stop_app "$APP"; return 1; }
    sleep 0.6
    save_screen controls
    # The search bar under the navigation bar: typing "ap" leaves Apple, Apricot and Grape.
    click 200 72 || { WHY="xdotool click failed"; return 1; }
    xdo type --delay 30 "ap" >/dev/null
    wait_until 3 eval "[ \"\$($E2E_T last \"$LOG\" search matches 2>/dev/null)\" = 3 ]" ||
        { WHY="after typing \"ap\" the search reports $($E2E_T last "$LOG" search matches 2>/dev/null) matches"; return 1; }
    # A click beside the controls ends the editing (Escape would also pop the page).
    click 700 450
    # The stepper's + (3 → 4).
    mark=$(trace_lines)
    click 350 232
    wait_until 2 trace_has "$mark" stepper || { WHY="no stepper event after clicking +"; return 1; }
    # The compact date field opens its calendar under it (the chosen day's tinted circle
    # and the month arrows add tint there); Escape closes it.
    local tint_before tint_after
    tint_before=$($E2E_X count "$WIN" 270,150 560,440 0,122,255 30)
    click 340 133
    sleep 0.5
    save_screen controls-calendar
    tint_after=$($E2E_X count "$WIN" 270,150 560,440 0,122,255 30)
    [ "$tint_after" -gt $((tint_before + 150)) ] || { WHY="no calendar under the date field: tint pixels $tint_before → $tint_after"; return 1; }
    key Escape
    DETAIL="search \"ap\": 3 matches; the stepper stepped; the date field's calendar opened (tint pixels $tint_before → $tint_after)"
}

check_large_titles() {
    local before after
    key Escape
    sleep 0.6
    key 1
    sleep 0.8
    wait_until 3 title_is "tabdemo — Home" || { WHY="key 1: title \"$(title)\""; return 1; }
    # Neutral (black) ink where the large title goes, under the bar's row: none before (the
    # blue buttons are there), the bold title after.
    before=$(ink_at 16 50 200 92)
    key l
    sleep 0.6
    save_screen large-title
    after=$(ink_at 16 50 200 92)
    [ "${after##* }" -gt $((${before##* } + 300)) ] || { WHY="no large title under the bar: ink $before → $after"; return 1; }
    key l
    sleep 0.6
    DETAIL="L: ink under the bar ${before##* } → ${after##* } pixels; L again takes it away"
}

check_split_view() {
    local mark before after
    mark=$(trace_lines)
    key v
    wait_until 3 trace_has "$mark" present || { WHY="key v presented nothing"; return 1; }
    sleep 0.8
    # The sidebar lists the shelves; the detail starts with Shelf 1's books.
    has_ink 100 56 || { WHY="no sidebar rows: (100,56) is $(px 100 56)"; return 1; }
    mark=$(trace_lines)
    click 100 160
    wait_until 3 trace_has "$mark" shelf || { WHY="clicking Shelf 3 chose nothing"; return 1; }
    sleep 0.6
    save_screen split-view
    [ "$($E2E_T last "$LOG" shelf index)" = 2 ] || { WHY="chose shelf $($E2E_T last "$LOG" shelf index)"; return 1; }
    # The divider dragged from x=240 to x=320: the detail's text moves right with it.
    before=$(ink_at 250 60 330 300)
    xdo mousemove --window "$WIN" 240 300 mousedown 1 sleep 0.05 mousemove --window "$WIN" 280 300 sleep 0.05 \
        mousemove --window "$WIN" 320 300 sleep 0.05 mouseup 1 >/dev/null
    sleep 0.5
    after=$(ink_at 250 60 330 300)
    [ "${after##* }" -lt "${before##* }" ] || { WHY="the divider drag moved nothing: detail ink at x 250-330 $before → $after"; return 1; }
    # Over the whole window: the Settings tab item (666,568) is covered until Escape.
    has_ink 666 568 && { WHY="the tab bar shows through the split view"; return 1; }
    key Escape
    sleep 0.8
    wait_until 3 has_ink 666 568 || { WHY="Escape left the split view: no tab bar item at (666,568)"; return 1; }
    DETAIL="V: sidebar of shelves; Shelf 3 chosen as the detail; the divider dragged to x=320; Escape closed it"
}

# ink_at X0 Y0 X1 Y1: neutral ink off white (or the bar's near-white) over a rectangle
# ("MINX MINY MAXX MAXY COUNT").
ink_at() { $E2E_X ink "$WIN" "$1,$2" "$3,$4" 255,255,255 grey 2>/dev/null; }

run_controls_checks() {
    check "controls page: search controller, stepper, compact date picker" check_controls_page
    [ -n "${WIN:-}" ] && alive "$APP" && check "large titles on Home (L)" check_large_titles
    [ -n "${WIN:-}" ] && alive "$APP" && check "split view of the shelves (V): choose, drag the divider, Escape" check_split_view
    [ -n "${WIN:-}" ] && alive "$APP" && { key ctrl+q; wait_exit "$APP" 3; }
    return 0
}
