# shellcheck shell=bash
# End-to-end checks of the Notes page (sourced by scripts/e2e, after e2e.sh): the Home page's
# Notes item pushes it and its text view fills the safe area; then real X input edits the
# note — a click in it, Ctrl+A and BackSpace, typing through XIM with a dead-key layout, Return
# for a second line, a paste from another client (xclip) with Ctrl+V. After each step the
# pixels show text ink in exactly the lines that hold text (the caret, in the tint, is told
# apart from the grey ink) and the trace counts the lines and characters; at the end the text
# reads back through Ctrl+A, Ctrl+C and xclip. Before editing, the bar's Read button makes the
# note read-only and a click on its link reaches the text view's delegate; after editing,
# Ctrl+B restyles a line (its ink changes) and Ctrl+Z puts it back pixel for pixel.

# Where the Notes item sits in the Home page's navigation bar (800 pt wide window).
NOTES_ITEM_X=760
NOTES_ITEM_Y=22
# What the checks type and paste.
NOTES_TYPED="Café"
NOTES_PASTED="pasted from xclip ✓"
NOTES_PASTED_CHARACTERS=19

# notes_field NAME: a field of the last "notesLayout" trace event (window coordinates).
notes_field() { $E2E_T last "$LOG" notesLayout "$1"; }
has_notes_layout() { [ -n "$(notes_field textY)" ]; }
# The text view's left and right edges, its first line's top and the line height, read once
# from the trace by notes_geometry.
NOTES_LEFT=0 NOTES_RIGHT=0 NOTES_TEXT_Y=0 NOTES_LINE_HEIGHT=0
notes_geometry() {
    read -r NOTES_LEFT NOTES_RIGHT NOTES_TEXT_Y NOTES_LINE_HEIGHT <<<"$(awk -v a="$(notes_field minX)" -v w="$(notes_field width)" \
        -v y="$(notes_field textY)" -v h="$(notes_field lineHeight)" 'BEGIN { printf "%d %d %s %s", a, a + w, y, h }')"
}
# note_is LINES CHARACTERS: the last "noteEdit" event counts LINES lines and CHARACTERS characters.
note_is() { [ "$($E2E_T last "$LOG" noteEdit lines) $($E2E_T last "$LOG" noteEdit characters)" = "$1 $2" ]; }
note_counts() { echo "$($E2E_T last "$LOG" noteEdit lines) lines, $($E2E_T last "$LOG" noteEdit characters) characters"; }

# line_ink N [grey]: the ink of line N (0 = the first) across the text view (notes_geometry), as the probe's
# ink command prints it: "MINX MINY MAXX MAXY COUNT" (with "grey", the text's ink only).
line_ink() {
    local top bottom
    read -r top bottom <<<"$(awk -v y="$NOTES_TEXT_Y" -v h="$NOTES_LINE_HEIGHT" -v n="$1" 'BEGIN { printf "%d %d", y + n * h, y + (n + 1) * h }')"
    $E2E_X ink "$WIN" "$NOTES_LEFT,$top" "$NOTES_RIGHT,$bottom" 255,255,255 ${2:-}
}

# text_lines: which of the first five lines hold grey text ink, as "1 1 0 0 0".
text_lines() {
    local n out=() box
    for n in 0 1 2 3 4; do
        read -ra box <<<"$(line_ink "$n" grey)"
        [ "${box[4]:-0}" -gt 0 ] && out+=(1) || out+=(0)
    done
    echo "${out[*]}"
}
text_lines_are() { [ "$(text_lines)" = "$1" ]; }

# caret_in_line N: the tinted caret shows in line N (it blinks: poll with wait_until).
caret_in_line() {
    local all grey
    read -ra all <<<"$(line_ink "$1")"
    read -ra grey <<<"$(line_ink "$1" grey)"
    [ "${all[4]:-0}" -gt "${grey[4]:-0}" ]
}

# note_text: the note's whole text, read back through Ctrl+A, Ctrl+C and xclip.
note_text() {
    key ctrl+a ctrl+c
    sleep 0.2
    timeout 5 xclip -o -selection clipboard 2>/dev/null
}

check_notes_open() {
    local mark x y w h
    mark=$(trace_lines)
    click "$NOTES_ITEM_X" "$NOTES_ITEM_Y" || { WHY="xdotool click failed"; return 1; }
    wait_until 3 title_is "tabdemo — Home › Notes" || { WHY="title \"$(title)\" after clicking Notes"; return 1; }
    wait_until 3 trace_has "$mark" transitionEnd && wait_until 5 settled || { WHY="no transitionEnd after the push"; return 1; }
    wait_until 2 has_notes_layout || { WHY="no notesLayout event in the trace"; return 1; }
    sleep 0.2
    read -r x y w h <<<"$(notes_field minX) $(notes_field minY) $(notes_field width) $(notes_field height)"
    # The safe area of an 800x600 window: under the 44-pt navigation bar, over the tab bar at 551.
    [ "$x $y $w $h" = "0 44 800 507" ] || { WHY="the text view's frame is $x,$y ${w}x$h, expected 0,44 800x507"; return 1; }
    notes_geometry
    wait_until 2 text_lines_are "1 1 1 0 0" || { WHY="lines with text ink: $(text_lines), expected the note's three"; return 1; }
    edges_are -1 -1 551 || { WHY="edges at x=790: $(edges 790), expected no bottom bar and the tab bar at 551"; return 1; }
    DETAIL="\"$(title)\", text view at $x,$y ${w}x$h, the note's 3 lines inked, $(notes_field lineHeight)-pt lines"
}

# link_clicked: the last "noteLink" event names the 16-character link.
link_clicked() { [ "$($E2E_T last "$LOG" noteLink length)" = 16 ]; }
note_mode_is() { [ "$($E2E_T last "$LOG" noteMode editable)" = "$1" ]; }

check_notes_link() {
    local y
    click "$NOTES_ITEM_X" "$NOTES_ITEM_Y" || { WHY="xdotool click on Read failed"; return 1; }
    wait_until 2 note_mode_is 0 || { WHY="Read did not make the note read-only"; return 1; }
    # "the pancake page" ends the third line, at x 589…739 in the 800-pt window.
    y=$(awk -v t="$NOTES_TEXT_Y" -v h="$NOTES_LINE_HEIGHT" 'BEGIN { printf "%d", t + 2.5 * h }')
    click 660 "$y" || { WHY="xdotool click failed"; return 1; }
    wait_until 2 link_clicked || { WHY="no noteLink event after clicking the link at 660,$y"; return 1; }
    click "$NOTES_ITEM_X" "$NOTES_ITEM_Y" || { WHY="xdotool click on Edit failed"; return 1; }
    wait_until 2 note_mode_is 1 || { WHY="Edit did not make the note editable again"; return 1; }
    DETAIL="Read, then a click at 660,$y reaches the delegate with the 16-character link; Edit"
}

check_notes_clear() {
    local mark
    mark=$(trace_lines)
    click 400 400 || { WHY="xdotool click failed"; return 1; }
    sleep 0.2
    key ctrl+a BackSpace
    wait_until 2 note_is 1 0 || { WHY="after Ctrl+A, BackSpace: $(note_counts)"; return 1; }
    wait_until 2 text_lines_are "0 0 0 0 0" || { WHY="lines with text ink: $(text_lines), expected none"; return 1; }
    wait_until 5 caret_in_line 0 || { WHY="no caret in the first line"; return 1; }
    DETAIL="the click starts editing; no ink left, the caret in the first line"
}

check_notes_dead_key() {
    local box
    timeout 5 setxkbmap -layout us -variant intl || { WHY="setxkbmap failed"; return 1; }
    sleep 0.2
    key C a f dead_acute e
    wait_until 2 note_is 1 4
    local counted=$?
    timeout 5 setxkbmap -layout us
    [ $counted = 0 ] || { WHY="after C a f dead_acute e: $(note_counts), expected 1 line, 4 characters"; return 1; }
    wait_until 2 text_lines_are "1 0 0 0 0" || { WHY="lines with text ink: $(text_lines), expected the first"; return 1; }
    read -ra box <<<"$(line_ink 0 grey)"
    [ $((box[2] - box[0])) -ge 20 ] && [ $((box[2] - box[0])) -le 60 ] || { WHY="\"$NOTES_TYPED\" inked ${box[0]}…${box[2]}"; return 1; }
    DETAIL="setxkbmap us intl, dead_acute e: 4 characters, ink x ${box[0]}…${box[2]} in the first line"
}

check_notes_return() {
    key Return
    wait_until 2 note_is 2 5 || { WHY="after Return: $(note_counts)"; return 1; }
    wait_until 5 caret_in_line 1 || { WHY="the caret did not show in the second line"; return 1; }
    text_lines_are "1 0 0 0 0" || { WHY="lines with text ink: $(text_lines)"; return 1; }
    # The first line's ink with the caret gone from its end (an opaque caret hides a column).
    NOTES_LINE0=$(line_ink 0 grey)
    DETAIL="2 lines; the caret moved to the second, still empty"
}

check_notes_paste() {
    local box want=$((5 + NOTES_PASTED_CHARACTERS))
    printf '%s' "$NOTES_PASTED" | timeout 5 xclip -selection clipboard -i || { WHY="xclip failed"; return 1; }
    sleep 0.1
    key ctrl+v
    wait_until 3 note_is 2 "$want" || { WHY="after Ctrl+V: $(note_counts), expected 2 lines, $want characters"; return 1; }
    wait_until 2 text_lines_are "1 1 0 0 0" || { WHY="lines with text ink: $(text_lines), expected the first two"; return 1; }
    read -ra box <<<"$(line_ink 1 grey)"
    [ $((box[2] - box[0])) -ge 100 ] || { WHY="the pasted line inked ${box[0]}…${box[2]}"; return 1; }
    [ "$(line_ink 0 grey)" = "$NOTES_LINE0" ] || { WHY="the first line changed: $(line_ink 0 grey), was $NOTES_LINE0"; return 1; }
    DETAIL="xclip's text on the second line (ink x ${box[0]}…${box[2]}), the first unchanged"
}

check_notes_text() {
    local got want
    want=$(printf '%s\n%s' "$NOTES_TYPED" "$NOTES_PASTED")
    got=$(note_text)
    [ "$got" = "$want" ] || { WHY="the note holds \"$got\""; return 1; }
    DETAIL="\"${got//$'\n'/\\n}\""
}

check_notes_bold() {
    local before after undone
    before=$(line_ink 1 grey)
    key Home shift+End ctrl+b
    sleep 0.3
    wait_until 2 note_is 2 $((5 + NOTES_PASTED_CHARACTERS)) || { WHY="Ctrl+B changed the text: $(note_counts)"; return 1; }
    after=$(line_ink 1 grey)
    [ "$after" != "$before" ] || { WHY="Ctrl+B left the second line's ink as it was ($before)"; return 1; }
    # Undo brings the selection back too: End clears it before the line is compared.
    key ctrl+z End
    sleep 0.3
    undone=$(line_ink 1 grey)
    [ "$undone" = "$before" ] || { WHY="after Ctrl+Z the line inks $undone, was $before"; return 1; }
    DETAIL="Ctrl+B restyles the line (ink $before → $after), Ctrl+Z restores it"
}

run_notes_checks() {
    start_demo notes || { not_ok "notes: demo" "$WHY"; return; }
    check "notes: the Home page's Notes item pushes a text view that fills the safe area" check_notes_open
    check "notes: in Read mode a click on the link reaches the delegate" check_notes_link
    check "notes: a click edits; Ctrl+A, BackSpace empty the note" check_notes_clear
    check "notes: a dead-key layout types through XIM (dead_acute e → é)" check_notes_dead_key
    check "notes: Return starts a second line" check_notes_return
    check "notes: paste from another client (xclip, Ctrl+V)" check_notes_paste
    check "notes: Ctrl+B restyles a line and Ctrl+Z restores it" check_notes_bold
    check "notes: the text reads back (Ctrl+A, Ctrl+C, xclip)" check_notes_text
    stop_app "$APP"
}
