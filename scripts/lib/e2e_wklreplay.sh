# shellcheck shell=bash
# scripts/wkl-replay, for scripts/e2e (source after e2e.sh; needs no display): bad input is
# one line on stderr and exit status 1, and a recording's header becomes the app's command
# line (the recorded executable, its arguments percent-decoded, then --replay and the
# options). The app run is a stand-in script that prints its arguments, so these checks are
# cheap; the replay itself is checked by the recording checks and the unit tests.

WKLREPLAY=scripts/wkl-replay

# wklreplay_fails_in_one_line WORDS ARGS…: wkl-replay ARGS prints one line on stderr that
# holds WORDS, nothing on stdout, and exits 1.
wklreplay_fails_in_one_line() {
    local words=$1 out err status
    shift
    out=$("$WKLREPLAY" "$@" 2>"$WORK/wklreplay.err")
    status=$?
    err=$(cat "$WORK/wklreplay.err")
    [ "$status" = 1 ] || { WHY="exit status $status, not 1 (stderr: $err)"; return 1; }
    [ -z "$out" ] || { WHY="stdout: $out"; return 1; }
    [ "$(wc -l <"$WORK/wklreplay.err")" = 1 ] || { WHY="not one line: $err"; return 1; }
    grep -q "^wkl-replay: .*$words" <<<"$err" || { WHY="the line does not say \"$words\": $err"; return 1; }
    DETAIL=$err
}

check_wklreplay_no_file() {
    wklreplay_fails_in_one_line "no such recording" "$WORK/none.wklrec" --at 1
}

check_wklreplay_not_a_recording() {
    printf 'P6\n1 1\n255\n...' >"$WORK/picture.wklrec"
    wklreplay_fails_in_one_line "not a session recording" "$WORK/picture.wklrec"
}

check_wklreplay_no_executable() {
    printf 'wklrec 1\napp =no-such-app\nexecutable =/nonexistent/no-such-app\narguments\norigin 1\n---\n' >"$WORK/moved.wklrec"
    wklreplay_fails_in_one_line "no executable" "$WORK/moved.wklrec"
}

check_wklreplay_command_line() {
    local app="$WORK/args app" out expected
    printf '#!/bin/sh\nfor a in "$@"; do echo "[$a]"; done\n' >"$app"
    chmod +x "$app"
    # The path has a space (%20); the arguments a space, a percent sign and an é (UTF-8).
    printf 'wklrec 1\napp =args%%20app\nexecutable =%s\narguments =--scale =2 =a%%20b =100%%25 =caf%%C3%%A9\norigin 1\n---\n0.000000001 launch\n' \
        "${app// /%20}" >"$WORK/args.wklrec"
    out=$("$WKLREPLAY" "$WORK/args.wklrec" --at 2.5 --screenshot "$WORK/moment.png" 2>&1) || { WHY="exit status $?: $out"; return 1; }
    expected=$(printf '[--scale]\n[2]\n[a b]\n[100%%]\n[café]\n[--replay]\n[%s]\n[--at]\n[2.5]\n[--screenshot]\n[%s]' \
        "$WORK/args.wklrec" "$WORK/moment.png")
    [ "$out" = "$expected" ] || { WHY="the app got $(tr '\n' ' ' <<<"$out")"; return 1; }
    DETAIL="recorded executable, 5 decoded arguments, --replay and the options"
}

run_wklreplay_checks() {
    check "wkl-replay: no such recording: one line, exit 1" check_wklreplay_no_file
    check "wkl-replay: not a recording: one line, exit 1" check_wklreplay_not_a_recording
    check "wkl-replay: the recorded app is gone and none is built here: one line, exit 1" check_wklreplay_no_executable
    check "wkl-replay: runs the recorded app with its recorded arguments, --replay and the options" check_wklreplay_command_line
}
