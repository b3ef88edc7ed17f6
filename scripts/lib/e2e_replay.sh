# shellcheck shell=bash
# Record-and-replay fidelity for scripts/e2e (source after e2e.sh), once per renderer: the
# demo records a session driven by xdotool (WKL_RECORD, a pixel check of the window every
# 0.1 s with its PNG) — a push, an interactive pop cancelled half-way, a fade turned around,
# a dead key, a paste from xclip, a resize, q — then replays it headless:
#   - `--until-diverged`: every recorded window hash equals the replayed frame's;
#   - `--frame N --screenshot`: the replayed frames mid-push, mid-drag, mid-fade and after
#     the paste equal the PNGs the recorder read back from the X server (0 px apart; at
#     most 1 per channel with RENDER, whose blending is the server's);
#   - `--tree --screenshot` (in the same run as `--until-diverged`): the replay reaches the
#     end without a "replay: …" line on stderr, its field holds the text the live field
#     held, and its last frame equals the last check's PNG.
# Animations run at WKL_ANIMATION_SPEED=0.2 (recorded, and replayed so): a check costs the
# app an XGetImage, a hash and a PNG, so a debug build runs only a few frames a second
# while it records, and a push of 0.35 s could fall between two checks.
# The recording, the check PNGs and the replayed frames: $WORK/$MODE-replay/.

REPLAY_PY="python3 $E2E_LIB/e2e_replay.py"
# The text typed (dead_acute, e) and pasted into the Settings tab's name field.
REPLAY_TYPED="é"
REPLAY_PASTED=" pasted ✓"

# The first line of the recording's items that start with WORDS…; empty when there is none.
replay_line() { $REPLAY_PY first-line "$REPLAY_REC" "$@"; }

replay_clipboard_changed() { [ "$(timeout 5 xclip -o -selection clipboard 2>/dev/null)" != "$REPLAY_PASTED" ]; }

check_replay_record() {
    local t0=$SECONDS x got per_second
    REPLAY_DIR="$WORK/$MODE-replay"
    REPLAY_REC="$REPLAY_DIR/s.wklrec"
    REPLAY_FIELD=""
    rm -rf "$REPLAY_DIR"
    mkdir -p "$REPLAY_DIR"
    start_demo replay WKL_RECORD="$REPLAY_REC" WKL_RECORD_CHECKS=0.1 WKL_RECORD_CHECK_IMAGES="$REPLAY_DIR" WKL_ANIMATION_SPEED=0.2 ||
        return 1
    # A push (1.75 s at this speed), left to settle.
    key p
    wait_until 3 title_has "Page 2" || { WHY="key p did not push: \"$(title)\""; stop_app "$APP"; return 1; }
    sleep 2.2
    # The interactive pop from the left edge (Theme.interactivePopEdgeWidth), dragged a third
    # of the width in about 0.3 s, dragged back and released there: cancelled.
    xdo mousemove --window "$WIN" 5 300 mousedown 1 >/dev/null
    for x in 50 95 140 185 230 270; do
        xdo mousemove --window "$WIN" "$x" 300 >/dev/null
        sleep 0.05
    done
    for x in 210 150 90 30 8; do
        xdo mousemove --window "$WIN" "$x" 300 >/dev/null
        sleep 0.05
    done
    xdo mouseup 1 >/dev/null
    sleep 1.5
    title_has "Page 2" || { WHY="the cancelled interactive pop popped: \"$(title)\""; stop_app "$APP"; return 1; }
    # A click fades the bottom bar out (2.5 s, easing in); a second one 1 s in (0.2 s at full
    # speed), while the grey is still moving, turns it around.
    click 600 300
    sleep 1
    click 600 300
    sleep 2
    # The Settings tab's name field: é through a dead key (as e2e_text.sh), then a paste.
    key 3
    sleep 0.5
    click 600 251
    sleep 0.2
    timeout 5 setxkbmap -layout us -variant intl || { WHY="setxkbmap failed"; stop_app "$APP"; return 1; }
    sleep 0.2
    key dead_acute e
    sleep 0.8
    timeout 5 setxkbmap -layout us
    printf '%s' "$REPLAY_PASTED" | timeout 5 xclip -selection clipboard -i
    sleep 0.1
    key End ctrl+v
    sleep 1.2
    # The live field's text, read back through Ctrl+A, Ctrl+C and xclip — once the demo owns
    # the CLIPBOARD (a check can hold it up for a moment, and xclip -i owns it till then).
    key ctrl+a ctrl+c
    wait_until 3 replay_clipboard_changed
    REPLAY_FIELD=$(timeout 5 xclip -o -selection clipboard 2>/dev/null)
    key End
    # No window manager: the window is resized directly.
    xdo windowsize "$WIN" 900 650 >/dev/null
    sleep 0.6
    # q would type into the field: a click on the page ends the editing first.
    click 450 500
    sleep 0.6
    key q
    expect_exit 0 5 "key q" || return 1
    [ "$REPLAY_FIELD" = "$REPLAY_TYPED$REPLAY_PASTED" ] || { WHY="the live field holds \"$REPLAY_FIELD\""; return 1; }
    got=$(tail -1 "$REPLAY_REC" | cut -d' ' -f2)
    [ "$got" = end ] || { WHY="the recording's last line is \"$(tail -1 "$REPLAY_REC" | cut -c1-80)\", not end"; return 1; }
    read -r REPLAY_BYTES REPLAY_LINES REPLAY_SECONDS <<<"$($REPLAY_PY stats "$REPLAY_REC")"
    per_second=$(awk -v l="$REPLAY_LINES" -v s="$REPLAY_SECONDS" 'BEGIN { printf "%.0f", (s > 0 ? l / s : 0) }')
    DETAIL="$REPLAY_BYTES bytes, $REPLAY_LINES lines over $REPLAY_SECONDS s: $per_second lines/s; $(grep -c ' frame$' "$REPLAY_REC") frames, $(grep -c ' check ' "$REPLAY_REC") checks; field \"$REPLAY_FIELD\"; $((SECONDS - t0)) s"
}

# MARK: Replays

# replay_start NAME RECORDING ARGS…: `tabdemo --replay RECORDING ARGS…` in the background,
# stdout and stderr in $REPLAY_DIR/replay-NAME.{out,err}.
replay_start() {
    local name=$1 recording=$2 out="$REPLAY_DIR/replay-$1"
    shift 2
    timeout 90 "$BIN" --replay "$recording" "$@" >"$out.out" 2>"$out.err" &
    REPLAY_PIDS[$name]=$!
    E2E_APPS+=("$!")
}

# replay_all: picks the check frames to compare and runs every replay at once (they are
# independent): --until-diverged with the final --tree and screenshot, one --frame run per
# moment.
replay_all() {
    local push drag fade tab paste resize name moment
    declare -gA REPLAY_PIDS=() REPLAY_STATUSES=()
    REPLAY_MOMENTS=()
    REPLAY_MISSING=""
    REPLAY_T0=$SECONDS
    push=$(replay_line event 1 key =p)
    drag=$(replay_line event 1 down 5 300)
    fade=$(replay_line event 1 down 600 300)
    tab=$(replay_line event 1 key =3)
    paste=$(replay_line paste general)
    resize=$(replay_line event 1 resize)
    for name in push drag fade tab paste resize; do
        [ -n "${!name}" ] || REPLAY_MISSING="${REPLAY_MISSING:+$REPLAY_MISSING, }no $name item in the recording"
    done
    replay_start diverged "$REPLAY_REC" --until-diverged --tree --screenshot "$REPLAY_DIR/replayed-final.png"
    # The frame runs replay a copy with no check PNGs beside it: the replayer compares every
    # check with its PNG when there is one, which the run above does.
    mkdir -p "$REPLAY_DIR/alone"
    cp "$REPLAY_REC" "$REPLAY_DIR/alone/"
    [ -z "$REPLAY_MISSING" ] || return 0
    # A moment in the middle of each animation (of the checks showing neither its start nor
    # its end), then the field after the paste (the last check before the resize).
    for name in push drag fade paste; do
        case $name in
            push) moment=$($REPLAY_PY moment "$REPLAY_REC" "$push" "$drag") ;;
            drag) moment=$($REPLAY_PY moment "$REPLAY_REC" "$drag" "$fade") ;;
            fade) moment=$($REPLAY_PY moment "$REPLAY_REC" "$fade" "$tab") ;;
            paste) moment=$($REPLAY_PY last-before "$REPLAY_REC" "$resize") ;;
        esac
        if [ -z "$moment" ]; then
            REPLAY_MISSING="${REPLAY_MISSING:+$REPLAY_MISSING, }no check caught the $name mid-way"
            continue
        fi
        REPLAY_MOMENTS+=("$name $moment")
        replay_start "$name" "$REPLAY_DIR/alone/s.wklrec" --frame "${moment%% *}" --screenshot "$REPLAY_DIR/replayed-$name.png"
    done
    # The session's last check (frames may follow it: the quit comes mid-fade).
    REPLAY_LAST=$($REPLAY_PY checks "$REPLAY_REC" | tail -1)
    [ -n "$REPLAY_LAST" ] &&
        replay_start last "$REPLAY_DIR/alone/s.wklrec" --frame "$(echo "$REPLAY_LAST" | cut -d' ' -f3)" --screenshot "$REPLAY_DIR/replayed-last.png"
}

# replay_wait NAME: waits for replay NAME (it ends within 90 s); its exit status in
# REPLAY_STATUS.
replay_wait() {
    if [ -z "${REPLAY_STATUSES[$1]:-}" ]; then
        wait "${REPLAY_PIDS[$1]}"
        REPLAY_STATUSES[$1]=$?
    fi
    REPLAY_STATUS=${REPLAY_STATUSES[$1]}
}

# replay_same RECORDED.png REPLAYED.png: 0 px apart, or at most 1 per channel with RENDER;
# sets REPLAY_DIFF ("PIXELS LARGEST").
replay_same() {
    local pixels largest
    REPLAY_DIFF=$($REPLAY_PY diff "$1" "$2" 2>&1) || return 1
    read -r pixels largest <<<"$REPLAY_DIFF"
    [ "$pixels" = 0 ] && return 0
    [ "$pixels" != size ] && [ "$E2E_RENDERER" = xrender ] && [ "$largest" -le 1 ]
}

check_replay_until_diverged() {
    local out
    replay_wait diverged
    out=$(grep -h '^replay:' "$REPLAY_DIR/replay-diverged.out" "$REPLAY_DIR/replay-diverged.err" | head -3)
    [ "$REPLAY_STATUS" = 0 ] || { WHY="exit $REPLAY_STATUS: $out"; return 1; }
    grep -q "every one equal" "$REPLAY_DIR/replay-diverged.out" || { WHY="no \"every one equal\": $out"; return 1; }
    DETAIL="$(grep -m1 'every one equal' "$REPLAY_DIR/replay-diverged.out" | sed 's/^replay: //'); $((SECONDS - REPLAY_T0)) s"
}

check_replay_frames() {
    local entry name frame image bad=0 compared=""
    [ -z "$REPLAY_MISSING" ] || { WHY="$REPLAY_MISSING"; bad=1; }
    for entry in "${REPLAY_MOMENTS[@]}"; do
        read -r name frame image <<<"$entry"
        replay_wait "$name"
        if [ "$REPLAY_STATUS" != 0 ]; then
            WHY="${WHY:+$WHY; }$name: --frame $frame exited $REPLAY_STATUS: $(head -2 "$REPLAY_DIR/replay-$name.err")"
            bad=1
        elif ! replay_same "$REPLAY_DIR/$image" "$REPLAY_DIR/replayed-$name.png"; then
            WHY="${WHY:+$WHY; }$name: the X server's frame $frame ($image) and the replayed one differ: $REPLAY_DIFF (pixels, largest per channel)"
            bad=1
        else
            compared="${compared:+$compared, }$name frame $frame$([ "${REPLAY_DIFF%% *}" = 0 ] || echo " (${REPLAY_DIFF%% *} px off by 1)")"
        fi
    done
    [ $bad = 0 ] || return 1
    DETAIL="$compared; $((SECONDS - REPLAY_T0)) s"
}

check_replay_final_state() {
    local fields last out="$REPLAY_DIR/replay-diverged"
    replay_wait diverged
    [ "$REPLAY_STATUS" = 0 ] || { WHY="exit $REPLAY_STATUS: $(head -2 "$out.err")"; return 1; }
    grep -q '^replay:' "$out.err" && { WHY="$(grep -m1 '^replay:' "$out.err")"; return 1; }
    fields=$(grep '^ *TextField ' "$out.out" | sed -n 's/.* text="\(.*\)"$/\1/p')
    grep -qxF "$REPLAY_FIELD" <<<"$fields" ||
        { WHY="no replayed field holds \"$REPLAY_FIELD\" as the live one did; the fields: $(echo $fields)"; return 1; }
    # The session's last check: the X server's PNG and the replayed frame of that number.
    last=${REPLAY_LAST:-}
    [ -n "$last" ] || { WHY="the recording holds no check"; return 1; }
    replay_wait last
    [ "$REPLAY_STATUS" = 0 ] || { WHY="--frame of the last check exited $REPLAY_STATUS: $(head -2 "$REPLAY_DIR/replay-last.err")"; return 1; }
    replay_same "$REPLAY_DIR/$(echo "$last" | cut -d' ' -f4)" "$REPLAY_DIR/replayed-last.png" ||
        { WHY="the last checked frame differs from the X server's: $REPLAY_DIFF (pixels, largest per channel)"; return 1; }
    DETAIL="to the end, the field \"$REPLAY_FIELD\" as live, $(grep -c '^ *[A-Z]' "$out.out") views, the final view tree as recorded, the last checked frame ($(echo "$last" | cut -d' ' -f3)) as the X server's"
}

run_replay_checks() {
    check "replay: record a session (push, cancelled edge pop, fade turned around, dead key, paste, resize)" check_replay_record
    [ -s "${REPLAY_REC:-}" ] && [ -n "$REPLAY_FIELD" ] || return
    replay_all
    check "replay: --until-diverged, every recorded window hash equal" check_replay_until_diverged
    check "replay: replayed frames equal the X server's (mid-push, mid-drag, mid-fade, after the paste)" check_replay_frames
    check "replay: --tree reaches the end, the field's text as live, the last checked frame as the X server's" check_replay_final_state
}
