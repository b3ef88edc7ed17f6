# shellcheck shell=bash
# Text input checks for scripts/e2e (source after e2e.sh): the Settings tab's Name field
# under real X input — xdotool typing (non-ASCII too), the CLIPBOARD and PRIMARY selections
# with xclip, a dead-key layout, the I-beam cursor, bad selection owners, a 10 MB paste,
# and no wakeups once the caret stops blinking.

FIELD_X=600
FIELD_Y=251

# field_text: the field's whole text, read back through Ctrl+A, Ctrl+C and xclip.
field_text() {
    key ctrl+a ctrl+c
    sleep 0.2
    timeout 5 xclip -o -selection clipboard 2>/dev/null
}

# set_field TEXT: replaces the field's text by pasting TEXT from xclip.
set_field() {
    printf '%s' "$1" | timeout 5 xclip -selection clipboard -i
    sleep 0.1
    key ctrl+a ctrl+v
    sleep 0.2
}

check_text_typing() {
    start_demo text || return 1
    key 3
    sleep 0.5
    click "$FIELD_X" "$FIELD_Y" || { WHY="xdotool click failed"; return 1; }
    sleep 0.2
    xdo type --delay 20 "Zoë 中文 ok" >/dev/null
    sleep 0.3
    local got
    got=$(field_text)
    [ "$got" = "Zoë 中文 ok" ] || { WHY="the field holds \"$got\""; return 1; }
    DETAIL="xdotool type \"Zoë 中文 ok\", Ctrl+A Ctrl+C, xclip reads it back"
}

check_text_primary() {
    local got
    key ctrl+a
    sleep 0.2
    got=$(timeout 5 xclip -o -selection primary 2>/dev/null)
    [ "$got" = "Zoë 中文 ok" ] || { WHY="PRIMARY holds \"$got\""; return 1; }
}

check_text_paste() {
    local got
    printf 'pasted ✓' | timeout 5 xclip -selection clipboard -i
    sleep 0.1
    key End ctrl+v
    sleep 0.3
    got=$(field_text)
    [ "$got" = "Zoë 中文 okpasted ✓" ] || { WHY="after Ctrl+V the field holds \"$got\""; return 1; }
}

check_text_dead_key() {
    local got
    key ctrl+a BackSpace
    timeout 5 setxkbmap -layout us -variant intl || { WHY="setxkbmap failed"; return 1; }
    sleep 0.2
    key dead_acute e
    sleep 0.2
    got=$(field_text)
    timeout 5 setxkbmap -layout us
    [ "$got" = "é" ] || { WHY="dead_acute, e typed \"$got\""; return 1; }
    DETAIL="setxkbmap us intl: dead_acute e → é"
}

check_text_ibeam() {
    xdo mousemove --window "$WIN" 600 400 >/dev/null
    sleep 0.2
    xdo mousemove --window "$WIN" "$FIELD_X" "$FIELD_Y" >/dev/null
    wait_until 2 grep -q "cursor text" "$LOG" || { WHY="no \"cursor text\" on stderr over the field"; return 1; }
    xdo mousemove --window "$WIN" 600 400 >/dev/null
    wait_until 2 grep -q "cursor default" "$LOG" || { WHY="no \"cursor default\" off the field"; return 1; }
    DETAIL="XDefineCursor: text over the field, default off it"
}

check_text_invalid_utf8() {
    local got
    printf 'ok\xff\xfe!' | timeout 5 xclip -selection clipboard -t UTF8_STRING -i
    sleep 0.1
    key ctrl+a ctrl+v
    sleep 0.3
    grep -q "invalid UTF-8" "$LOG" || { WHY="no diagnostic line"; return 1; }
    got=$(field_text)
    [ "$got" = "ok��!" ] || { WHY="the field holds \"$got\""; return 1; }
    DETAIL="bad bytes became U+FFFD, one line on stderr"
}

check_text_silent_owner() {
    local owner got t0 ms
    # Its own process: the probe server would be blocked while it sleeps.
    timeout 20 python3 "$E2E_LIB/e2e_x11.py" silent-owner 5 >"$WORK/$MODE-owner.out" 2>&1 &
    owner=$!
    wait_until 3 grep -q owner "$WORK/$MODE-owner.out" || { WHY="the silent owner did not start"; kill "$owner"; return 1; }
    t0=$(date +%s%N)
    key ctrl+v
    wait_until 3 grep -q "did not answer within" "$LOG" || { WHY="no timeout line"; kill "$owner"; return 1; }
    ms=$((($(date +%s%N) - t0) / 1000000))
    kill "$owner" 2>/dev/null
    wait "$owner" 2>/dev/null
    key End
    xdo type --delay 20 "x" >/dev/null
    sleep 0.2
    got=$(field_text)
    [ "$got" = "ok��!x" ] || { WHY="after the timeout the field holds \"$got\""; return 1; }
    DETAIL="timeout line after ${ms} ms, typing works afterwards"
}

check_text_big_paste() {
    local file="$WORK/ten-megabytes.txt" got
    python3 -c "import sys; line = 'The quick brown fox jumps over the lazy dog. '; sys.stdout.write((line * 233017)[:10485760])" >"$file"
    timeout 10 xclip -selection clipboard -i "$file"
    sleep 0.2
    key ctrl+a ctrl+v
    wait_until 60 grep -q "bytes of text cut to" "$LOG" || { WHY="no line about the cut within 60 s"; return 1; }
    # Until the demo has laid the text out, xclip still reads its own 10 MB: ask again.
    wait_until 30 field_is_cut || { WHY="the field holds $(field_text | wc -c) bytes"; return 1; }
    got=$(field_text | wc -c)
    DETAIL="10 MB through INCR, cut to $got bytes with one line: $(grep -m1 "cut to" "$LOG" | cut -c1-90)"
}

field_is_cut() {
    local size
    size=$(field_text | wc -c)
    [ "$size" -le 65536 ] && [ "$size" -gt 65000 ]
}

check_text_idle() {
    click "$FIELD_X" "$FIELD_Y"
    sleep 10.5
    idle_for 10
}

run_text_checks() {
    check "text field: xdotool type with non-ASCII, Ctrl+C to xclip" check_text_typing
    [ -n "${WIN:-}" ] || return
    check "text field: select all offers PRIMARY" check_text_primary
    check "text field: paste from xclip with Ctrl+V" check_text_paste
    check "text field: a dead-key layout types é" check_text_dead_key
    check "text field: I-beam cursor over the field" check_text_ibeam
    check "text field: invalid UTF-8 from the owner" check_text_invalid_utf8
    check "text field: an owner that never answers times out" check_text_silent_owner
    check "text field: a 10 MB paste" check_text_big_paste
    check "text field: focused, caret done blinking: idle" check_text_idle
    stop_app "$APP"
}
