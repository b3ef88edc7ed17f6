# shellcheck shell=bash
# End-to-end checks of the Library tab (a TableView of 10,000 books) and of presentation:
# wheel and drag scrolling, selecting a row (push), a sheet dismissed by a drag and by
# Escape, a deletion confirmed through an action sheet. Pixels are checked at each step.
# Sourced by scripts/e2e; uses its helpers (click, key, pixels, save_screen, …).
#
# Geometry at 800x600: the navigation bar ends at 44, the header's buttons sit at 64-100
# and 110-146, "Shelf 1" at 166-194, then 60-pt rows whose hairline is their last pixel
# row (Book 1: 194-253).

SEPARATOR=200,199,204
DIMMED_BAR=148,148,148
CARD=248,248,248

# separators_at X Y0 Y1: how many row hairlines column X shows between Y0 and Y1.
separators_at() {
    $E2E_X column "$WIN" "$1" "$2" "$3" 2>/dev/null | awk -v want="$SEPARATOR" '$2 == want {n++} END {print n + 0}'
}

# screens_differ A B: more than 100 pixels differ.
screens_differ() {
    local d
    d=$($E2E_X diff "$1" "$2" 2>&1)
    [[ "${d%% *}" =~ ^[0-9]+$ ]] && [ "${d%% *}" -gt 100 ] || { WHY="${WHY:+$WHY; }$(basename "$1") vs $(basename "$2"): $d pixels differ"; return 1; }
}

check_library_table() {
    key 2
    wait_until 2 title_is "tabdemo — Library" || { WHY="after key 2: \"$(title)\""; return 1; }
    sleep 0.3
    expect_pixels 300,180=247,247,247~1 400,253=$SEPARATOR~2 400,313=$SEPARATOR~2 600,230=255,255,255~0 25,82=$TINT~3 || return 1
    local n
    n=$(separators_at 400 194 450)
    [ "$n" -ge 4 ] || { WHY="$n row hairlines at x=400 between y 194 and 450"; return 1; }
    save_screen library-top
    DETAIL="section header, $n row hairlines 60 pt apart, header buttons"
}

check_library_wheel() {
    xdo mousemove --window "$WIN" 400 300 click --repeat 4 --delay 20 5 >/dev/null || { WHY="xdotool failed"; return 1; }
    sleep 0.8
    # Four notches of 40 pt: every hairline is 160 pt higher, the buttons have scrolled away.
    expect_pixels 400,93=$SEPARATOR~2 400,153=$SEPARATOR~2 400,213=$SEPARATOR~2 || return 1
    is_colour 25 82 $TINT 3 && { WHY="the header buttons are still at (25,82)"; return 1; }
    save_screen library-wheel
    screens_differ "$WORK/$MODE-library-top.ppm" "$WORK/$MODE-library-wheel.ppm" || return 1
    DETAIL="4 wheel notches moved the rows up by 160 pt"
}

check_library_drag() {
    local mark n
    mark=$(trace_lines)
    # Above the bottom bar (451-550), which is not part of the list.
    xdo mousemove --window "$WIN" 400 430 mousedown 1 sleep 0.03 mousemove --window "$WIN" 400 380 sleep 0.03 \
        mousemove --window "$WIN" 400 320 sleep 0.03 mousemove --window "$WIN" 400 250 sleep 0.03 \
        mousemove --window "$WIN" 400 180 mouseup 1 >/dev/null || { WHY="xdotool failed"; return 1; }
    sleep 2.5
    save_screen library-drag
    screens_differ "$WORK/$MODE-library-wheel.ppm" "$WORK/$MODE-library-drag.ppm" || return 1
    n=$(separators_at 400 60 440)
    [ "$n" -ge 5 ] || { WHY="$n row hairlines at x=400 after the drag"; return 1; }
    trace_has "$mark" select && { WHY="the drag selected a row"; return 1; }
    title_is "tabdemo — Library" || { WHY="title \"$(title)\" after the drag"; return 1; }
    DETAIL="the rows moved on with momentum, nothing selected, $n hairlines"
}

check_library_select() {
    local mark y
    # A white spot inside a row (not on a hairline) in the middle of the list.
    for y in 300 310 320 330; do is_white 600 "$y" && break; done
    mark=$(trace_lines)
    click 600 "$y" || { WHY="xdotool click failed"; return 1; }
    is_colour 600 "$y" 209,209,214 3 || sleep 0.05
    wait_until 3 title_has "› Book" || { WHY="title stays \"$(title)\""; return 1; }
    wait_until 3 trace_has "$mark" transitionEnd && wait_until 5 settled || { WHY="no transitionEnd after selecting a row"; return 1; }
    trace_has "$mark" select || { WHY="no select event"; return 1; }
    is_colour 25 222 $TINT 3 || { WHY="no Pop button on the book page: $(px 25 222)"; return 1; }
    local book=$(title)
    key Escape
    wait_until 3 title_is "tabdemo — Library" || { WHY="Escape did not pop: \"$(title)\""; return 1; }
    sleep 0.6
    # Back on the list the selection has faded out.
    is_white 600 "$y" || { WHY="the row at y=$y is $(px 600 "$y") after the pop"; return 1; }
    DETAIL="pushed \"${book#tabdemo — }\", popped with Escape, selection faded"
}

sheet_up() { is_colour 600 20 $DIMMED_BAR 3 && is_white 400 300; }
sheet_gone() { is_colour 600 20 $TAB_BAR 1 && ! is_colour 20 300 153,153,153 3; }

check_sheet_drag() {
    # A click on the navigation bar scrolls the list back to its top (scrollsToTop).
    click 600 22 || { WHY="xdotool click failed"; return 1; }
    wait_until 2 is_colour 25 82 $TINT 3 || { WHY="the list did not scroll to the top: $(px 25 82)"; return 1; }
    sleep 0.4
    click 590 82 || { WHY="xdotool click failed"; return 1; }
    wait_until 2 sheet_up || { WHY="no sheet: (600,20) is $(px 600 20), (400,300) is $(px 400 300)"; return 1; }
    sleep 0.5
    expect_pixels 20,300=153,153,153~3 400,45=255,255,255~0 || return 1
    # 320 pt down, past half the sheet's 560 pt, so it goes even if a loaded machine delivers
    # the moves late and the release velocity reads low (the projection is unit-tested).
    xdo mousemove --window "$WIN" 400 150 mousedown 1 sleep 0.03 mousemove --window "$WIN" 400 230 sleep 0.03 \
        mousemove --window "$WIN" 400 310 sleep 0.03 mousemove --window "$WIN" 400 390 sleep 0.03 \
        mousemove --window "$WIN" 400 470 mouseup 1 >/dev/null || { WHY="xdotool failed"; return 1; }
    wait_until 2 sheet_gone || { WHY="the sheet stays: (600,20) is $(px 600 20)"; return 1; }
    sleep 0.3
    save_screen after-sheet
    same_screen "$WORK/$MODE-library-top.ppm" "$WORK/$MODE-after-sheet.ppm" || return 1
    DETAIL="scrolled to the top by a click on the bar, sheet over a presenter dimmed to 60 %, flung down and gone"
}

check_sheet_escape() {
    click 590 82 || { WHY="xdotool click failed"; return 1; }
    wait_until 2 sheet_up || { WHY="no sheet: (600,20) is $(px 600 20)"; return 1; }
    sleep 0.5
    key Escape
    wait_until 2 sheet_gone || { WHY="Escape left the sheet: (600,20) is $(px 600 20)"; return 1; }
    title_is "tabdemo — Library" || { WHY="title \"$(title)\""; return 1; }
    # Off the button that presented the sheet: under the pointer it is drawn highlighted.
    xdo mousemove --window "$WIN" 400 22 >/dev/null
    sleep 0.3
    save_screen after-escape
    same_screen "$WORK/$MODE-library-top.ppm" "$WORK/$MODE-after-escape.ppm" || return 1
}

check_action_sheet_delete() {
    local mark
    mark=$(trace_lines)
    click 234 128 || { WHY="xdotool click failed"; return 1; }
    wait_until 2 is_colour 600 20 $DIMMED_BAR 3 || { WHY="no action sheet: (600,20) is $(px 600 20)"; return 1; }
    sleep 0.5
    # The Cancel group at the bottom, the destructive button above it.
    expect_pixels 250,561=$CARD~2 250,496=$CARD~2 20,300=153,153,153~3 || return 1
    click 400 496 || { WHY="xdotool click failed"; return 1; }
    wait_until 2 is_colour 600 20 $TAB_BAR 1 || { WHY="the action sheet stays: (600,20) is $(px 600 20)"; return 1; }
    wait_until 2 trace_has "$mark" delete || { WHY="no delete event"; return 1; }
    sleep 0.6
    save_screen after-delete
    screens_differ "$WORK/$MODE-library-top.ppm" "$WORK/$MODE-after-delete.ppm" || return 1
    expect_pixels 400,253=$SEPARATOR~2 600,230=255,255,255~0 || return 1
    DETAIL="confirmed in the action sheet; the rows moved up over the deleted one"
}

# The albums page: covers 140 pt square from (16,102), rows 44 pt high from y 258 with a
# 28-pt swatch at x 16-44. Album 1 is red, 3 green, 13 red, 23 purple.
RED_ALBUM=232,93,74
GREEN_ALBUM=90,178,105
PURPLE_ALBUM=140,99,210

albums_steps() {
    local mark
    # The navigation bar scrolls the list to the top, where "Browse albums" is.
    click 400 22 || { WHY="xdotool click failed"; return 1; }
    wait_until 3 is_colour 408 128 $TINT 3 || { WHY="no \"Browse albums\" button at (408,128): $(px 408 128)"; return 1; }
    click 408 128
    wait_until 3 title_has "› Albums" || { WHY="title stays \"$(title)\""; return 1; }
    wait_until 5 settled || { WHY="the push never settled"; return 1; }
    expect_pixels 86,150=$RED_ALBUM~3 30,280=$RED_ALBUM~3 238,150=242,169,59~3 || return 1
    save_screen albums-all
    # The covers scroll sideways: three notches of the sideways wheel (button 7, 40 pt each)
    # bring the second cover (orange, 168-308) to 48-188.
    xdo mousemove --window "$WIN" 400 170 click --repeat 3 --delay 30 7 >/dev/null || { WHY="xdotool failed"; return 1; }
    wait_until 3 is_colour 86 150 242,169,59 3
    expect_pixels 86,150=242,169,59~3 30,280=$RED_ALBUM~3 || { WHY="after the sideways wheel: $WHY"; return 1; }
    # Shift+wheel down scrolls sideways too: three more notches, the third cover (green) at 80-220.
    xdo keydown shift click --repeat 3 --delay 30 5 keyup shift >/dev/null || { WHY="xdotool failed"; return 1; }
    wait_until 3 is_colour 150 150 $GREEN_ALBUM 3
    expect_pixels 150,150=$GREEN_ALBUM~3 30,280=$RED_ALBUM~3 || { WHY="after Shift+wheel: $WHY"; return 1; }
    # Back to the start: the sideways wheel to the left.
    xdo mousemove --window "$WIN" 400 170 click --repeat 30 --delay 40 6 >/dev/null || { WHY="xdotool failed"; return 1; }
    wait_until 4 is_colour 86 150 $RED_ALBUM 3 || { WHY="back to the first cover: (86,150) is $(px 86 150)"; return 1; }
    mark=$(trace_lines)
    click 300 68 || { WHY="xdotool click failed"; return 1; }
    xdo type --delay 40 "river" >/dev/null || { WHY="xdotool type failed"; return 1; }
    wait_until 3 trace_has "$mark" albums || { WHY="typing filtered nothing"; return 1; }
    sleep 1
    # River Glass 3 (green) first, then River Summer 13 (red), River Echo 23 (purple).
    expect_pixels 86,150=$GREEN_ALBUM~3 238,150=$RED_ALBUM~3 390,150=$PURPLE_ALBUM~3 30,280=$GREEN_ALBUM~3 30,324=$RED_ALBUM~3 30,368=$PURPLE_ALBUM~3 || return 1
    save_screen albums-river
    # A drag to the left moves the covers on; releasing it selects nothing.
    mark=$(trace_lines)
    xdo mousemove --window "$WIN" 600 170 mousedown 1 sleep 0.03 mousemove --window "$WIN" 550 170 sleep 0.03 \
        mousemove --window "$WIN" 450 170 sleep 0.03 mousemove --window "$WIN" 350 172 mouseup 1 >/dev/null || { WHY="xdotool failed"; return 1; }
    sleep 1.5
    save_screen albums-dragged
    screens_differ "$WORK/$MODE-albums-river.ppm" "$WORK/$MODE-albums-dragged.ppm" || return 1
    trace_has "$mark" album && { WHY="the drag selected an album"; return 1; }
    DETAIL="the covers scrolled sideways by wheel, Shift+wheel and a drag; typing \"river\" animated the covers and rows to the six matches"
}

check_albums_filter() {
    local status=0
    albums_steps || status=1
    # Back to the Library whatever happened, so that later checks start where they expect.
    if title_has "› Albums"; then
        click 50 22
        wait_until 3 title_is "tabdemo — Library" || { WHY="${WHY:+$WHY; }the back button did not pop: \"$(title)\""; status=1; }
    fi
    return $status
}

run_list_checks() {
    check "Library: a table with sections and rows" check_library_table
    check "Library: the wheel scrolls the rows" check_library_wheel
    check "Library: a drag scrolls with momentum" check_library_drag
    check "Library: clicking a row pushes its page" check_library_select
    check "sheet: presented, dismissed by a downward drag" check_sheet_drag
    check "sheet: dismissed by Escape" check_sheet_escape
    check "action sheet: confirms a deletion" check_action_sheet_delete
    check "albums: the covers scroll sideways, typing filters covers and list" check_albums_filter
    key 1
    wait_until 2 title_is "tabdemo — Home"
}
