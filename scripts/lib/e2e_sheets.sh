# shellcheck shell=bash
# End-to-end checks of a page sheet in the dark appearance, on the real window: the sheet's
# elevated background, its rounded top corners over the dimmed presenter, and the hover
# highlight following a pointer that does not move while the sheet comes and goes.
# Sourced by scripts/e2e; uses its helpers (click, key, pixels, save_screen, …).
#
# Geometry at 800x600: the Library's "Present sheet" button spans 521-669 × 114-150; the
# sheet rests at x 40-760 from y 40 (720 pt wide, 10-pt corners).

SHEET_DARK=28,28,30
TINT_DARK=10,132,255

check_dark_sheet_corners() {
    key d
    wait_until 2 appearance_is 1 || { WHY="key d did not turn the app dark"; return 1; }
    key 2
    wait_until 2 title_is "tabdemo — Library" || { WHY="after key 2: \"$(title)\""; return 1; }
    sleep 0.6
    click 590 132 || { WHY="xdotool click failed"; return 1; }
    wait_until 2 is_colour 400 300 $SHEET_DARK 1 || { WHY="no dark sheet: (400,300) is $(px 400 300)"; return 1; }
    sleep 0.6
    save_screen dark-sheet
    local bar
    bar=$(px 30 41)
    # The corners' outermost pixels show the dimmed bar beside the sheet; the edges between
    # and below them are the sheet's.
    expect_pixels 40,40=$bar~1 41,41=$bar~1 759,40=$bar~1 400,40=$SHEET_DARK~1 40,70=$SHEET_DARK~1 || return 1
    DETAIL="sheet (28,28,30) with round top corners over the dimmed bar ($bar)"
}

check_hover_after_dismissal() {
    # The pointer rests where the click left it, on the button under the sheet: once the
    # sheet is gone the button is drawn hovered (lighter than its tint) without a motion.
    key Escape
    wait_until 2 is_colour 700 440 0,0,0 3 || { WHY="Escape left the sheet: (700,440) is $(px 700 440)"; return 1; }
    sleep 0.5
    local hovered
    hovered=$(px 530 120)
    near "$hovered" $TINT_DARK 3 && { WHY="the button under the still pointer is not hovered: $hovered"; return 1; }
    xdo mousemove --window "$WIN" 400 22 >/dev/null
    wait_until 2 is_colour 530 120 $TINT_DARK 3 || { WHY="moved away, the button stays $(px 530 120)"; return 1; }
    key d
    wait_until 2 appearance_is 0 || { WHY="key d did not switch back"; return 1; }
    key 1
    wait_until 2 title_is "tabdemo — Home" || { WHY="key 1: \"$(title)\""; return 1; }
    DETAIL="hovered ($hovered) after the dismissal, plain ($TINT_DARK) once the pointer left"
}

run_sheet_checks() {
    check "dark sheet: elevated background, round top corners" check_dark_sheet_corners
    check "hover follows a still pointer when the sheet goes" check_hover_after_dismissal
}
