# shellcheck shell=bash
# Drag and drop with XDND (sourced by scripts/e2e, after e2e.sh): a test drag source
# (scripts/lib/e2e_dnd_source.c, built here with cc and -lX11) drops text, two files and
# 10,000 files on the demo's Notes page, whose drop interaction adds what arrived to the note
# and traces it ("drop": files and characters, "dropText": the text or first path); a source
# that vanishes mid-drag ends the drag with one line and leaves the demo answering. Then a
# row of the Library list, dragged out of the demo with the pointer (xdotool), reaches a GTK4
# window's Gtk.DropTarget (python3-gi, gir1.2-gtk-4.0), which prints what it received.

DND_SOURCE=""
NOTES_ITEM_X=${NOTES_ITEM_X:-760}
NOTES_ITEM_Y=${NOTES_ITEM_Y:-22}
# Where the drops land in the window: inside the note, under its text.
DND_DROP_X=400
DND_DROP_Y=300

check_dnd_source_builds() {
    command -v cc >/dev/null || { WHY="cc is missing (Debian: gcc)"; return 1; }
    DND_SOURCE="$WORK/e2e_dnd_source"
    cc -O2 -o "$DND_SOURCE" "$E2E_LIB/e2e_dnd_source.c" -lX11 2>"$WORK/dnd-source-build.log" ||
        { WHY="cc failed: $(head -3 "$WORK/dnd-source-build.log")"; DND_SOURCE=""; return 1; }
    DETAIL="cc -lX11"
}

# dnd_root_point: "X Y", the drop point in root coordinates.
dnd_root_point() {
    local x y
    eval "$(xdotool getwindowgeometry --shell "$WIN" 2>/dev/null | grep -E '^(X|Y)=')"
    echo "$((X + DND_DROP_X)) $((Y + DND_DROP_Y))"
}

# dnd_drop MODE ARGS…: runs the source against the drop point; its output in $DND_OUT.
dnd_drop() {
    local mode=$1 point
    shift
    [ -n "$DND_SOURCE" ] || { WHY="no source program"; return 1; }
    read -r -a point <<<"$(dnd_root_point)"
    DND_OUT="$WORK/$MODE-dnd-$mode.out"
    timeout 15 "$DND_SOURCE" "$mode" "${point[0]}" "${point[1]}" "$@" >"$DND_OUT" 2>&1
}

drop_count_since() { $E2E_T count "$LOG" $(($1 + 1)) drop; }

check_dnd_open_notes() {
    local mark
    mark=$(trace_lines)
    click "$NOTES_ITEM_X" "$NOTES_ITEM_Y" || { WHY="xdotool click failed"; return 1; }
    wait_until 3 title_is "tabdemo — Home › Notes" || { WHY="title \"$(title)\" after clicking Notes"; return 1; }
    wait_until 3 trace_has "$mark" transitionEnd && wait_until 5 settled || { WHY="no transitionEnd after the push"; return 1; }
    xprop -id "$WIN" -f XdndAware 32c XdndAware | grep -q "= 5$" || { WHY="XdndAware on the window: $(xprop -id "$WIN" -f XdndAware 32c XdndAware)"; return 1; }
    DETAIL="XdndAware = 5"
}

check_dnd_text() {
    local mark text="dropped ✓ text"
    mark=$(trace_lines)
    dnd_drop text "$text" || { WHY="the source failed: $(tr '\n' ' ' <"$DND_OUT")"; return 1; }
    grep -q "status accept=1 action=XdndActionCopy" "$DND_OUT" || { WHY="status: $(tr '\n' ' ' <"$DND_OUT")"; return 1; }
    grep -q "finished accepted=1 action=XdndActionCopy" "$DND_OUT" || { WHY="finish: $(tr '\n' ' ' <"$DND_OUT")"; return 1; }
    wait_until 3 trace_has "$mark" drop || { WHY="no drop event in the trace"; return 1; }
    [ "$($E2E_T last "$LOG" dropText text)" = "$text" ] || { WHY="dropText: \"$($E2E_T last "$LOG" dropText text)\""; return 1; }
    DETAIL="$(grep -o "sent [0-9]* bytes of [^ ]*" "$DND_OUT" | head -1), performDrop got \"$text\""
}

check_dnd_files() {
    local mark first
    mark=$(trace_lines)
    dnd_drop uris "/tmp/a b/ü.txt" /tmp/c.txt || { WHY="the source failed: $(tr '\n' ' ' <"$DND_OUT")"; return 1; }
    grep -q "finished accepted=1" "$DND_OUT" || { WHY="finish: $(tr '\n' ' ' <"$DND_OUT")"; return 1; }
    grep -q "bytes of text/uri-list" "$DND_OUT" || { WHY="the demo did not ask for text/uri-list: $(tr '\n' ' ' <"$DND_OUT")"; return 1; }
    wait_until 3 trace_has "$mark" drop || { WHY="no drop event in the trace"; return 1; }
    [ "$($E2E_T last "$LOG" drop files)" = 2 ] || { WHY="files: $($E2E_T last "$LOG" drop files)"; return 1; }
    first=$($E2E_T last "$LOG" dropText text)
    [ "$first" = "/tmp/a b/ü.txt" ] || { WHY="first path \"$first\""; return 1; }
    DETAIL="2 files, the first decoded to \"$first\""
}

check_dnd_many_files() {
    local mark t0 ms drops
    mark=$(trace_lines)
    t0=$(date +%s%N)
    dnd_drop many 10000 || { WHY="the source failed: $(tr '\n' ' ' <"$DND_OUT")"; return 1; }
    grep -q "finished accepted=1" "$DND_OUT" || { WHY="finish: $(tr '\n' ' ' <"$DND_OUT")"; return 1; }
    wait_until 5 trace_has "$mark" drop || { WHY="no drop event in the trace"; return 1; }
    ms=$((($(date +%s%N) - t0) / 1000000))
    [ "$($E2E_T last "$LOG" drop files)" = 10000 ] || { WHY="files: $($E2E_T last "$LOG" drop files)"; return 1; }
    drops=$(drop_count_since "$mark")
    [ "$drops" = 1 ] || { WHY="$drops drop events for one drop"; return 1; }
    [ "$ms" -lt 5000 ] || { WHY="took $ms ms"; return 1; }
    DETAIL="$(grep -o "sent [0-9]* bytes" "$DND_OUT"), 10000 URLs in one drop, $ms ms from the source's start"
}

check_dnd_vanish() {
    local before lines mark
    before=$(grep -c "stopped mid-drag" "$LOG")
    mark=$(trace_lines)
    dnd_drop vanish || { WHY="the source failed: $(tr '\n' ' ' <"$DND_OUT")"; return 1; }
    grep -q vanishing "$DND_OUT" || { WHY="source: $(tr '\n' ' ' <"$DND_OUT")"; return 1; }
    wait_until 7 eval '[ "$(grep -c "stopped mid-drag" "$LOG")" -gt "$before" ]' ||
        { WHY="no line about the vanished source"; return 1; }
    lines=$(($(grep -c "stopped mid-drag" "$LOG") - before))
    [ "$lines" = 1 ] || { WHY="$lines lines"; return 1; }
    [ "$(drop_count_since "$mark")" = 0 ] || { WHY="a drop was performed"; return 1; }
    # The demo still takes a drop.
    check_dnd_text || return 1
    DETAIL="\"$(grep "stopped mid-drag" "$LOG" | tail -1 | cut -c1-110)…\", then a drop works"
}

run_dnd_checks() {
    start_demo dnd || { not_ok "dnd: demo" "$WHY"; return; }
    check "dnd: the test drag source builds" check_dnd_source_builds
    check "dnd: the Notes page opens; the window is XdndAware" check_dnd_open_notes
    check "dnd: text dropped from another client arrives in performDrop" check_dnd_text
    check "dnd: two files dropped arrive as decoded file URLs" check_dnd_files
    check "dnd: 10,000 files in one uri-list arrive in one drop" check_dnd_many_files
    check "dnd: a source that vanishes mid-drag ends the drag with one line" check_dnd_vanish
    check "dnd: a Library row dragged out of the demo reaches a GTK4 drop target" check_dnd_row_to_gtk
    check "dnd: over a slow target one position at a time is unanswered, the latest is sent, the drop waits" check_dnd_slow_target
    check "dnd: an album dragged within its decade moves there, its picture at the pointer" check_dnd_reorder_albums
    stop_app "$APP"
}

# start_drop_target OUT READY NAME COMMAND…: starts COMMAND (a drop target of another client)
# with its output in OUT, waits for its line READY and its window titled NAME, puts that window
# right of the demo (850,100) and shows the demo's Library. Sets DROP_TARGET (its pid).
start_drop_target() {
    local out=$1 ready=$2 name=$3 twin
    shift 3
    "$@" >"$out" 2>&1 &
    DROP_TARGET=$!
    E2E_APPS+=("$DROP_TARGET")
    wait_until 10 grep -q "$ready" "$out" || { WHY="the drop target did not start: $(head -3 "$out")"; return 1; }
    twin=$(timeout 5 xdotool search --sync --name "^$name\$" 2>/dev/null | head -1)
    [ -n "$twin" ] || { WHY="no $name window"; return 1; }
    xdo windowmove "$twin" 850 100 >/dev/null
    sleep 0.5
    focus
    key 2
    wait_until 2 title_is "tabdemo — Library" || { WHY="after key 2: \"$(title)\""; return 1; }
    sleep 0.3
}

# drag_book_out MOTIONS…: presses on the first book row (300,400), drags it sideways out of
# the window (the list keeps vertical drags for scrolling), then moves through MOTIONS ("X Y"
# in the window's coordinates, 20 ms apart) and releases at the last one.
drag_book_out() {
    local y=400 steps=() point
    for point in "$@"; do
        steps+=(sleep 0.02 mousemove --window "$WIN" ${point% *} ${point#* })
    done
    xdo mousemove --window "$WIN" 300 $y mousedown 1 sleep 0.05 mousemove --window "$WIN" 330 $y sleep 0.05 \
        mousemove --window "$WIN" 600 $y sleep 0.05 mousemove --window "$WIN" 900 $y "${steps[@]}" sleep 0.05 mouseup 1 >/dev/null
}

# A book row of the Library, dragged sideways out of the demo onto a GTK4 window's
# Gtk.DropTarget (placed right of the demo): the peer prints the book's title.
check_dnd_row_to_gtk() {
    local out="$WORK/$MODE-dnd-peer.out" mark
    /usr/bin/python3 -c "import gi; gi.require_version('Gtk', '4.0')" 2>/dev/null ||
        { WHY="python3-gi and gir1.2-gtk-4.0 are missing"; return 1; }
    start_drop_target "$out" "peer ready" dnd-peer env GSK_RENDERER=cairo GDK_BACKEND=x11 /usr/bin/python3 "$E2E_LIB/e2e_dnd_peer.py" 20 ||
        { stop_app "$DROP_TARGET"; return 1; }
    mark=$(trace_lines)
    drag_book_out "950 250" "955 250" "960 250" || { WHY="xdotool failed"; stop_app "$DROP_TARGET"; return 1; }
    trace_has "$mark" dragBegin || { WHY="no drag began (no dragBegin in the trace)"; stop_app "$DROP_TARGET"; return 1; }
    wait_until 5 grep -q "^dropped " "$out" || { WHY="the peer got nothing: $(tr '\n' ' ' <"$out" | cut -c1-200)"; stop_app "$DROP_TARGET"; return 1; }
    DETAIL="book $($E2E_T last "$LOG" dragBegin book) dragged out; the GTK4 peer printed \"$(grep "^dropped " "$out" | head -1)\""
    stop_app "$DROP_TARGET"
}

# A book row dragged out onto a target that answers each XdndPosition 0.3 s late (python3-xlib,
# e2e_dnd_slow_target.py): the demo never has two positions unanswered (the spec's rule), sends
# the pointer's last place once the target answers, and drops only after its answer to it.
check_dnd_slow_target() {
    local out="$WORK/$MODE-dnd-slow.out" mark mx my
    /usr/bin/python3 -c "import Xlib" 2>/dev/null || { WHY="python3-xlib is missing"; return 1; }
    start_drop_target "$out" "target ready" dnd-slow /usr/bin/python3 "$E2E_LIB/e2e_dnd_slow_target.py" 0.3 25 ||
        { stop_app "$DROP_TARGET"; return 1; }
    mark=$(trace_lines)
    drag_book_out "910 250" "920 250" "930 250" "940 250" "950 250" "960 250" ||
        { WHY="xdotool failed"; stop_app "$DROP_TARGET"; return 1; }
    eval "$(xdotool getmouselocation --shell 2>/dev/null | sed -n 's/^X=/mx=/p; s/^Y=/my=/p')"
    trace_has "$mark" dragBegin || { WHY="no drag began (no dragBegin in the trace)"; stop_app "$DROP_TARGET"; return 1; }
    wait_until 8 grep -q "^dropped " "$out" || { WHY="the target got nothing: $(tr '\n' ' ' <"$out" | cut -c1-300)"; stop_app "$DROP_TARGET"; return 1; }
    stop_app "$DROP_TARGET"
    ! grep -q "^VIOLATION" "$out" || { WHY="$(grep -c "^VIOLATION" "$out") positions came while one was unanswered: $(grep -m1 "^VIOLATION" "$out")"; return 1; }
    grep -q "^drop unanswered=0" "$out" || { WHY="the drop came before the last answer: $(grep "^drop" "$out")"; return 1; }
    local last positions
    last=$(grep "^position " "$out" | tail -1 | cut -d' ' -f2-)
    positions=$(grep -c "^position " "$out")
    [ "$last" = "$mx $my" ] || { WHY="the last position sent was $last, the pointer was released at $mx $my"; return 1; }
    DETAIL="$positions positions for 6 motions over the target, none while one was unanswered, the last at the release point ($last); $(grep "^dropped " "$out" | head -1)"
}

# root_px X Y: the pixel at the window's X,Y as the screen shows it, the app's other
# windows (the drag image) included, as R,G,B.
root_px() {
    local X Y
    eval "$(xdotool getwindowgeometry --shell "$WIN" 2>/dev/null | grep -E '^(X|Y)=')"
    import -window root -crop "1x1+$((X + $1))+$((Y + $2))" -depth 8 txt:- 2>/dev/null |
        sed -n 's/.*(\([0-9]*\),\([0-9]*\),\([0-9]*\).*/\1,\2,\3/p' | tail -1
}

# The Albums grid (pushed from the Library's "Browse albums" at 408,178; 120-pt covers 12 pt
# apart from 16,84, five to a row): the first cover, dragged sideways onto the third, moves
# there (`albumMove` 0 → 2). Mid-drag, the drag image (the red first cover, 12 pt right of
# and below the pointer) covers the third cover at 412,182.
check_dnd_reorder_albums() {
    local mark before during y=144 status=0
    focus
    key 2
    wait_until 2 title_is "tabdemo — Library" || { WHY="after key 2: \"$(title)\""; return 1; }
    click 400 22 || { WHY="xdotool click failed"; return 1; }
    sleep 0.5
    click 408 178
    wait_until 3 title_has "› Albums" || { WHY="no Albums page: \"$(title)\""; return 1; }
    wait_until 5 settled || { WHY="the push never settled"; return 1; }
    command -v import >/dev/null || { WHY="import is missing (Debian: imagemagick)"; return 1; }
    before=$(root_px 412 182)
    mark=$(trace_lines)
    xdo mousemove --window "$WIN" 76 $y mousedown 1 sleep 0.05 mousemove --window "$WIN" 96 $y sleep 0.05 \
        mousemove --window "$WIN" 120 $y sleep 0.05 mousemove --window "$WIN" 300 $y sleep 0.05 \
        mousemove --window "$WIN" 340 $y sleep 0.3 >/dev/null || { WHY="xdotool failed"; xdo mouseup 1 >/dev/null; return 1; }
    during=$(root_px 412 182)
    save_screen dnd-reorder-mid
    xdo mouseup 1 >/dev/null
    near "$during" "${RED_COVER:-232,93,74}" 12 || { WHY="mid-drag 412,182 is $during (before $before), not the red cover's picture"; status=1; }
    near "$before" "$during" 12 && { WHY="${WHY:+$WHY; }412,182 did not change mid-drag ($before)"; status=1; }
    wait_until 3 trace_has "$mark" albumMove || { WHY="${WHY:+$WHY; }no albumMove in the trace"; status=1; }
    if [ $status = 0 ]; then
        [ "$($E2E_T last "$LOG" albumMove album)" = 0 ] && [ "$($E2E_T last "$LOG" albumMove from)" = 0 ] &&
            [ "$($E2E_T last "$LOG" albumMove to)" = 2 ] ||
            { WHY="albumMove album $($E2E_T last "$LOG" albumMove album) from $($E2E_T last "$LOG" albumMove from) to $($E2E_T last "$LOG" albumMove to)"; status=1; }
    fi
    [ $status = 0 ] && DETAIL="drag image at the pointer ($before → $during at 412,182); album 0 moved from 0 to 2"
    title_has "› Albums" && click 50 22
    return $status
}
