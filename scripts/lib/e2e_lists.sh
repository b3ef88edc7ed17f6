# shellcheck shell=bash
# End-to-end checks of the Library tab (a compositional collection view: buttons, a row of
# featured covers that scrolls sideways, 10,000 books in a list) and of presentation: wheel
# and drag scrolling, selecting a row (push), a sheet dismissed by a drag and by Escape, a
# deletion confirmed through an action sheet and undone, the covers scrolled sideways and
# filtered by typing, the albums grid. Pixels are checked at each step.
# Sourced by scripts/e2e; uses its helpers (click, key, pixels, save_screen, …).
#
# Geometry at 800x600: the navigation bar ends at 44, the search field spans 52-86 and the
# list starts at 94. In it: the buttons at 114-150 and 160-196 ("Present sheet" 521-669,
# "Delete a book…" 152-317, "Browse albums" 327-489), the covers 100 pt square at x 16+110k,
# y 216-316, "Shelf 1" at 332-359, then 63-pt rows whose hairline is their last pixel row
# (Book 1: 360-422). Covers take six colours in turn by book number: the first ones are
# Book 1 (orange), 42 (red), 83 (pink), 124 (purple), 165 (blue), 206 (green).

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

ORANGE_COVER=242,169,59
RED_COVER=232,93,74
PINK_COVER=220,90,160
PURPLE_COVER=140,99,210
BLUE_COVER=64,145,220
GREEN_COVER=90,178,105

check_library_table() {
    key 2
    wait_until 2 title_is "tabdemo — Library" || { WHY="after key 2: \"$(title)\""; return 1; }
    sleep 0.3
    expect_pixels 300,345=247,247,247~1 400,422=$SEPARATOR~2 600,390=255,255,255~0 25,132=$TINT~3 \
        66,266=$ORANGE_COVER~3 176,266=$RED_COVER~3 || return 1
    local n
    n=$(separators_at 400 340 450)
    [ "$n" -ge 2 ] || { WHY="$n hairlines at x=400 between y 340 and 450"; return 1; }
    save_screen library-top
    DETAIL="buttons, covers, a shelf header and rows of a compositional layout"
}

check_library_wheel() {
    xdo mousemove --window "$WIN" 400 400 click --repeat 4 --delay 20 5 >/dev/null || { WHY="xdotool failed"; return 1; }
    sleep 0.8
    # Four notches of 40 pt: every hairline is 160 pt higher, the buttons have scrolled away.
    expect_pixels 400,262=$SEPARATOR~2 400,325=$SEPARATOR~2 400,388=$SEPARATOR~2 || return 1
    is_colour 25 132 $TINT 3 && { WHY="the buttons are still at (25,132)"; return 1; }
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
    n=$(separators_at 400 100 440)
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
sheet_gone() { is_colour 600 20 $TAB_BAR 1 && ! is_colour 10 300 153,153,153 3; }

check_sheet_drag() {
    # A click on the navigation bar scrolls the list back to its top (scrollsToTop).
    click 600 22 || { WHY="xdotool click failed"; return 1; }
    wait_until 2 is_colour 25 132 $TINT 3 || { WHY="the list did not scroll to the top: $(px 25 132)"; return 1; }
    sleep 0.4
    click 590 132 || { WHY="xdotool click failed"; return 1; }
    wait_until 2 sheet_up || { WHY="no sheet: (600,20) is $(px 600 20), (400,300) is $(px 400 300)"; return 1; }
    sleep 0.5
    expect_pixels 10,300=153,153,153~3 400,45=255,255,255~0 || return 1
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
    click 590 132 || { WHY="xdotool click failed"; return 1; }
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

# undo_x: the x of the bottom bar's Undo button (tint-coloured) on row 500, or nothing.
undo_x() {
    local x
    for x in $(seq 200 20 780); do is_colour "$x" 500 $TINT 3 && { echo "$x"; return 0; }; done
    return 1
}

# Book 1 deleted: Book 2 moved up into its row, Book 42's cover into its place.
book1_gone() { is_colour 66 266 $RED_COVER 3 && is_colour 400 422 $SEPARATOR 2; }

check_action_sheet_delete() {
    local mark
    mark=$(trace_lines)
    click 234 178 || { WHY="xdotool click failed"; return 1; }
    wait_until 2 is_colour 600 20 $DIMMED_BAR 3 || { WHY="no action sheet: (600,20) is $(px 600 20)"; return 1; }
    sleep 0.5
    # The Cancel group at the bottom, the destructive button above it.
    expect_pixels 250,561=$CARD~2 250,496=$CARD~2 10,300=153,153,153~3 || return 1
    click 400 496 || { WHY="xdotool click failed"; return 1; }
    wait_until 2 is_colour 600 20 $TAB_BAR 1 || { WHY="the action sheet stays: (600,20) is $(px 600 20)"; return 1; }
    wait_until 2 trace_has "$mark" delete || { WHY="no delete event"; return 1; }
    sleep 0.6
    save_screen after-delete
    screens_differ "$WORK/$MODE-library-top.ppm" "$WORK/$MODE-after-delete.ppm" || return 1
    book1_gone || { WHY="Book 1 stays: cover (66,266) is $(px 66 266), (400,422) is $(px 400 422)"; return 1; }
    undo_x >/dev/null || { WHY="no Undo button in the bottom bar"; return 1; }
    DETAIL="confirmed in the action sheet; its row and cover went, the rest moved up; Undo offered"
}

check_undo_button() {
    local mark x
    mark=$(trace_lines)
    x=$(undo_x) || { WHY="no Undo button in the bottom bar"; return 1; }
    click "$x" 500 || { WHY="xdotool click failed"; return 1; }
    wait_until 2 trace_has "$mark" undo || { WHY="no undo event after clicking ($x,500)"; return 1; }
    xdo mousemove --window "$WIN" 400 22 >/dev/null
    sleep 0.8
    save_screen after-undo
    same_screen "$WORK/$MODE-library-top.ppm" "$WORK/$MODE-after-undo.ppm" || return 1
    DETAIL="Undo at x=$x put Book 1 and its cover back; the screen is the first one again"
}

DELETE_RED=255,74,63

check_swipe_delete_undo() {
    local mark
    mark=$(trace_lines)
    # Book 1's row dragged 140 pt to the left: past half its Delete button, it snaps open.
    xdo mousemove --window "$WIN" 700 391 mousedown 1 sleep 0.03 mousemove --window "$WIN" 650 391 sleep 0.03 \
        mousemove --window "$WIN" 600 391 sleep 0.03 mousemove --window "$WIN" 560 392 mouseup 1 >/dev/null || { WHY="xdotool failed"; return 1; }
    wait_until 2 is_colour 760 391 $DELETE_RED 12 || { WHY="no Delete button at (760,391): $(px 760 391)"; return 1; }
    sleep 0.4
    save_screen swiped-open
    trace_has "$mark" select && { WHY="the swipe selected the row"; return 1; }
    click 760 391 || { WHY="xdotool click failed"; return 1; }
    wait_until 2 trace_has "$mark" delete || { WHY="no delete event after clicking Delete"; return 1; }
    sleep 0.8
    book1_gone || { WHY="Book 1 stays: cover (66,266) is $(px 66 266), (400,422) is $(px 400 422)"; return 1; }
    is_white 760 391 || { WHY="the Delete button stays: (760,391) is $(px 760 391)"; return 1; }
    undo_x >/dev/null || { WHY="no Undo button in the bottom bar"; return 1; }
    mark=$(trace_lines)
    key ctrl+z
    wait_until 2 trace_has "$mark" undo || { WHY="Ctrl+Z undid nothing"; return 1; }
    xdo mousemove --window "$WIN" 400 22 >/dev/null
    sleep 0.8
    save_screen after-swipe-undo
    same_screen "$WORK/$MODE-library-top.ppm" "$WORK/$MODE-after-swipe-undo.ppm" || return 1
    DETAIL="a drag to the left opened Delete; it deleted Book 1 (row and cover); Ctrl+Z put it back"
}

covers_steps() {
    local mark
    # The covers scroll sideways: three notches of the sideways wheel (button 7, 40 pt
    # each) bring Book 42 (red) to 6-106 and Book 83 (pink) to 116-216.
    xdo mousemove --window "$WIN" 400 266 click --repeat 3 --delay 30 7 >/dev/null || { WHY="xdotool failed"; return 1; }
    wait_until 3 is_colour 56 266 $RED_COVER 3
    expect_pixels 56,266=$RED_COVER~3 166,266=$PINK_COVER~3 400,422=$SEPARATOR~2 || { WHY="after the sideways wheel: $WHY"; return 1; }
    # Shift+wheel down scrolls sideways too: three more notches, Book 124 (purple) at 106-206.
    xdo keydown shift click --repeat 3 --delay 30 5 keyup shift >/dev/null || { WHY="xdotool failed"; return 1; }
    wait_until 3 is_colour 156 266 $PURPLE_COVER 3
    expect_pixels 50,266=$PINK_COVER~3 156,266=$PURPLE_COVER~3 400,422=$SEPARATOR~2 || { WHY="after Shift+wheel: $WHY"; return 1; }
    # A drag to the left moves the covers on; releasing it selects nothing.
    save_screen covers-wheeled
    mark=$(trace_lines)
    xdo mousemove --window "$WIN" 600 266 mousedown 1 sleep 0.03 mousemove --window "$WIN" 550 266 sleep 0.03 \
        mousemove --window "$WIN" 450 266 sleep 0.03 mousemove --window "$WIN" 350 268 mouseup 1 >/dev/null || { WHY="xdotool failed"; return 1; }
    sleep 1.5
    save_screen covers-dragged
    screens_differ "$WORK/$MODE-covers-wheeled.ppm" "$WORK/$MODE-covers-dragged.ppm" || return 1
    trace_has "$mark" select && { WHY="the drag selected a cover"; return 1; }
    # Back to the start: the sideways wheel to the left.
    xdo mousemove --window "$WIN" 400 266 click --repeat 60 --delay 20 6 >/dev/null || { WHY="xdotool failed"; return 1; }
    wait_until 4 is_colour 66 266 $ORANGE_COVER 3 || { WHY="back to the first cover: (66,266) is $(px 66 266)"; return 1; }
    # Typing filters covers and books: Donald Knuth wrote Book 4, 11, 18, …; the featured
    # ones are Book 165 (blue), 452 (green), 739 (orange).
    mark=$(trace_lines)
    click 300 68 || { WHY="xdotool click failed"; return 1; }
    xdo type --delay 40 "knuth" >/dev/null || { WHY="xdotool type failed"; return 1; }
    wait_until 3 trace_has "$mark" books || { WHY="typing filtered nothing"; return 1; }
    sleep 1
    expect_pixels 66,266=$BLUE_COVER~3 176,266=$GREEN_COVER~3 286,266=$ORANGE_COVER~3 400,266=255,255,255~0 \
        400,422=$SEPARATOR~2 || return 1
    save_screen covers-knuth
    # Escape clears the search and ends editing: everything is back.
    key Escape
    wait_until 3 is_colour 66 266 $ORANGE_COVER 3 || { WHY="Escape did not clear the search: (66,266) is $(px 66 266)"; return 1; }
    sleep 0.8
    save_screen covers-cleared
    same_screen "$WORK/$MODE-library-top.ppm" "$WORK/$MODE-covers-cleared.ppm" || return 1
    DETAIL="the covers scrolled sideways by wheel, Shift+wheel and a drag; typing \"knuth\" animated covers and rows to the matches; Escape cleared it"
}

check_covers_filter() {
    local status=0
    covers_steps || status=1
    # Whatever happened, leave the search empty and unfocused so the tab keys work again.
    key Escape
    return $status
}

# The albums grid: 120-pt covers 12 pt apart from (16,84) under "The 1970s"; Blue Glass 1
# is red, Night Glass 2 orange.
albums_steps() {
    local mark
    # The navigation bar scrolls the list to the top, where "Browse albums" is.
    click 400 22 || { WHY="xdotool click failed"; return 1; }
    wait_until 3 is_colour 408 178 $TINT 3 || { WHY="no \"Browse albums\" button at (408,178): $(px 408 178)"; return 1; }
    click 408 178
    wait_until 3 title_has "› Albums" || { WHY="title stays \"$(title)\""; return 1; }
    wait_until 5 settled || { WHY="the push never settled"; return 1; }
    wait_until 3 is_colour 76 110 $RED_COVER 3
    expect_pixels 76,110=$RED_COVER~3 238,110=$ORANGE_COVER~3 76,240=$PINK_COVER~3 || { save_screen albums-wrong; return 1; }
    # Clicks select several covers; each shows a check mark (black, for contrast on the
    # light covers) at its top right.
    mark=$(trace_lines)
    click 76 120 || { WHY="xdotool click failed"; return 1; }
    click 238 120 || { WHY="xdotool click failed"; return 1; }
    wait_until 2 trace_has "$mark" album || { WHY="no album event"; return 1; }
    sleep 0.4
    save_screen albums-selected
    local dark
    dark=$(for x in 110 113 116 119; do $E2E_X column "$WIN" "$x" 88 116 2>/dev/null; done |
        awk '{ split($1, r, "-"); split($2, c, ","); if (c[1] < 60 && c[2] < 60 && c[3] < 60) n += r[2] - r[1] + 1 } END {print n + 0}')
    [ "$dark" -ge 3 ] || { WHY="no check mark on the first cover ($dark black pixels at x 110-119)"; return 1; }
    DETAIL="a flow-layout grid; two covers selected with check marks"
}

check_albums_grid() {
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
    check "Library: a list with sections and rows" check_library_table
    check "Library: the wheel scrolls the rows" check_library_wheel
    check "Library: a drag scrolls with momentum" check_library_drag
    check "Library: clicking a row pushes its page" check_library_select
    check "sheet: presented, dismissed by a downward drag" check_sheet_drag
    check "sheet: dismissed by Escape" check_sheet_escape
    check "action sheet: confirms a deletion" check_action_sheet_delete
    check "Library: Undo in the bottom bar brings the book back" check_undo_button
    check "Library: swipe a row to delete it, Ctrl+Z undoes it" check_swipe_delete_undo
    check "Library: the covers scroll sideways, typing filters covers and rows" check_covers_filter
    check "albums: a grid with multiple selection" check_albums_grid
    key 1
    wait_until 2 title_is "tabdemo — Home"
}
