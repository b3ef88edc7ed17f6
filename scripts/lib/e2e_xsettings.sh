# shellcheck shell=bash
# The desktop's settings followed live, for scripts/e2e (source after e2e.sh): an XSETTINGS
# manager of our own (e2e_xsettings.py, the Debian python3-xlib under /usr/bin/python3) owns _XSETTINGS_S0 while the demo runs,
# and changes what it publishes on SIGHUP:
#   - Xft/DPI 96 → 192: the 400x300-point window becomes 800x600 pixels and is drawn at 2x
#     (its 2x screenshot, sampled every other pixel, matches the 1x one);
#   - Net/ThemeName Adwaita → Adwaita-dark → Adwaita: the window turns dark, then light;
#   - a malformed property: one line on the demo's stderr, the previous settings kept;
#   - the manager killed: the settings fall back to the defaults (1x), the demo goes on;
#   - Xft.dpi 192 merged into the X resources (xrdb) with no manager: 2x, and back;
#   - a manager started while the demo runs (its MANAGER message): followed at once.
# The manager is the only process started here besides the demo; both are stopped at the end.

XS_PID=""
XS_CONFIG=""

# xs_start: starts the manager on $XS_CONFIG; waits for it to own the selection.
xs_start() {
    local fifo="$WORK/xsettings-ready"
    rm -f "$fifo"
    /usr/bin/python3 "$E2E_LIB/e2e_xsettings.py" "$XS_CONFIG" >"$fifo" 2>"$WORK/$MODE-xsettings-manager.log" &
    XS_PID=$!
    wait_until 5 grep -q ready "$fifo"
}

xs_stop() {
    [ -n "$XS_PID" ] || return 0
    kill "$XS_PID" 2>/dev/null
    wait "$XS_PID" 2>/dev/null
    XS_PID=""
}

# xs_publish LINES…: the manager publishes these settings (one `Name value` per argument).
xs_publish() {
    printf '%s\n' "$@" >"$XS_CONFIG"
    kill -HUP "$XS_PID"
}

xs_geometry() { timeout 5 xwininfo -id "$WIN" 2>/dev/null | awk '/Width:/ {w=$2} /Height:/ {h=$2} END {print w "x" h}'; }
xs_is_size() { [ "$(xs_geometry)" = "$1" ]; }

# xs_luma NAME: saves the window as $WORK/$MODE-xsettings-NAME.ppm; prints its mean luma (0…255).
xs_luma() {
    save_screen "xsettings-$1" >/dev/null 2>&1
    mean_luma "$WORK/$MODE-xsettings-$1.ppm"
}
xs_is_dark() { [ "$(xs_luma probe)" -lt 100 ]; }
xs_is_light() { [ "$(xs_luma probe)" -gt 150 ]; }

# xs_matching ONE.ppm TWO.ppm: the percentage of ONE's pixels that the pixel at twice their
# coordinates in TWO matches (each channel within 40): content drawn at 2x.
xs_matching() {
    python3 - "$1" "$2" <<'PY'
import sys
def load(path):
    parts = open(path, "rb").read().split(b"\n", 3)
    w, h = map(int, parts[1].split())
    return w, h, parts[3]
w1, h1, a = load(sys.argv[1])
w2, h2, b = load(sys.argv[2])
same = total = 0
for y in range(2, h1 - 2, 3):
    for x in range(2, w1 - 2, 3):
        i = 3 * (y * w1 + x)
        j = 3 * ((2 * y) * w2 + 2 * x)
        total += 1
        same += all(abs(a[i + k] - b[j + k]) <= 40 for k in range(3))
print(100 * same // max(1, total))
PY
}

xs_malformed_lines() { grep -c "malformed _XSETTINGS_SETTINGS" "$LOG"; }
xs_said_malformed() { [ "$(xs_malformed_lines)" -ge 1 ]; }

check_xsettings_scale() {
    xs_publish "Xft/DPI 196608" 'Net/ThemeName "Adwaita"'
    wait_until 5 xs_is_size 800x600 || { WHY="still $(xs_geometry) pixels 5 s after Xft/DPI 192"; return 1; }
    sleep 0.5
    save_screen xsettings-2x
    local match
    match=$(xs_matching "$WORK/$MODE-xsettings-1x.ppm" "$WORK/$MODE-xsettings-2x.ppm")
    [ "$match" -ge 85 ] || { WHY="only $match% of the 1x pixels match the 2x screenshot at twice the coordinates"; return 1; }
    DETAIL="400x300 → 800x600 pixels, no restart; $match% of the 1x pixels match at 2x"
}

check_xsettings_dark() {
    local light dark
    light=$(xs_luma light)
    xs_publish "Xft/DPI 196608" 'Net/ThemeName "Adwaita-dark"'
    wait_until 5 xs_is_dark || { WHY="mean luma $(xs_luma dark) 5 s after Adwaita-dark (light: $light)"; return 1; }
    dark=$(xs_luma dark)
    xs_publish "Xft/DPI 196608" 'Net/ThemeName "Adwaita"'
    wait_until 5 xs_is_light || { WHY="mean luma $(xs_luma back) 5 s after Adwaita again"; return 1; }
    DETAIL="mean luma $light → $dark (Adwaita-dark) → $(xs_luma back) (Adwaita)"
}

check_xsettings_malformed() {
    xs_publish '!malformed'
    wait_until 5 xs_said_malformed || { WHY="no line about the malformed property"; return 1; }
    sleep 0.5
    alive "$APP" || { WHY="the demo exited"; return 1; }
    [ "$(xs_malformed_lines)" = 1 ] || { WHY="$(xs_malformed_lines) lines instead of one"; return 1; }
    xs_is_size 800x600 || { WHY="the window is $(xs_geometry): the previous settings were not kept"; return 1; }
    DETAIL="$(grep -m1 "malformed _XSETTINGS_SETTINGS" "$LOG"); still 800x600"
}

check_xsettings_manager_dies() {
    local before
    before=$(stderr_lines | wc -l)
    kill -KILL "$XS_PID"
    wait "$XS_PID" 2>/dev/null
    XS_PID=""
    wait_until 5 xs_is_size 400x300 || { WHY="still $(xs_geometry) 5 s after the manager died"; return 1; }
    alive "$APP" || { WHY="the demo exited"; return 1; }
    [ "$(stderr_lines | wc -l)" = "$before" ] || { WHY="new stderr: $(stderr_lines | tail -1)"; return 1; }
    click 200 150
    sleep 0.2
    alive "$APP" || { WHY="the demo exited after a click"; return 1; }
    DETAIL="back to 400x300 (the default scale), no line, the demo answers"
}

check_xsettings_resources() {
    command -v xrdb >/dev/null || { WHY="xrdb is missing (Debian: x11-xserver-utils)"; return 1; }
    echo "Xft.dpi: 192" | xrdb -merge - || { WHY="xrdb -merge failed"; return 1; }
    wait_until 5 xs_is_size 800x600 || { WHY="still $(xs_geometry) 5 s after xrdb set Xft.dpi 192"; xrdb -remove; return 1; }
    xrdb -remove
    wait_until 5 xs_is_size 400x300 || { WHY="still $(xs_geometry) 5 s after xrdb -remove"; return 1; }
    DETAIL="400x300 → 800x600 → 400x300 pixels"
}

# A long resource database (about 55 KB, as a big .Xresources makes) whose Xft.dpi sorts
# last, past the first 16 KiB: read whole, so 2x.
check_xsettings_long_resources() {
    local i
    for ((i = 0; i < 700; i++)); do printf 'Aapp%d.padding: %060d\n' "$i" 0; done >"$WORK/long-resources"
    echo "Xft.dpi: 192" >>"$WORK/long-resources"
    xrdb -nocpp -merge "$WORK/long-resources" || { WHY="xrdb -merge failed"; return 1; }
    wait_until 5 xs_is_size 800x600 || { WHY="still $(xs_geometry) 5 s after a $(wc -c <"$WORK/long-resources")-byte database with Xft.dpi 192 last"; xrdb -remove; return 1; }
    xrdb -remove
    wait_until 5 xs_is_size 400x300 || { WHY="still $(xs_geometry) 5 s after xrdb -remove"; return 1; }
    DETAIL="$(wc -c <"$WORK/long-resources") bytes, Xft.dpi last: 800x600, then 400x300"
}

check_xsettings_new_manager() {
    printf '%s\n' "Xft/DPI 196608" >"$XS_CONFIG"
    xs_start || { WHY="the manager did not start: $(tail -2 "$WORK/$MODE-xsettings-manager.log")"; return 1; }
    wait_until 5 xs_is_size 800x600 || { WHY="still $(xs_geometry) 5 s after a manager with Xft/DPI 192 started"; return 1; }
    DETAIL="found through its MANAGER message: 800x600 pixels"
}

run_xsettings_checks() {
    XS_CONFIG="$WORK/$MODE-xsettings.conf"
    printf '%s\n' "Xft/DPI 98304" 'Net/ThemeName "Adwaita"' >"$XS_CONFIG"
    xs_start || { not_ok "xsettings: the manager" "it did not start: $(tail -2 "$WORK/$MODE-xsettings-manager.log")"; xs_stop; return; }
    launch xsettings -- --size 400x300
    WIN=$(timeout 10 xdotool search --sync --pid "$APP" 2>/dev/null | head -1)
    if [ -n "$WIN" ] && wait_until 5 is_white 200 150; then
        sleep 0.5
        save_screen xsettings-1x
        check "xsettings: Xft/DPI 96 → 192 redraws the window at 2x" check_xsettings_scale
        check "xsettings: Net/ThemeName Adwaita-dark turns the window dark, and back" check_xsettings_dark
        check "xsettings: a malformed property: one line, previous settings kept" check_xsettings_malformed
        check "xsettings: the manager dies: defaults return, the demo goes on" check_xsettings_manager_dies
        check "xsettings: Xft.dpi in the X resources followed live" check_xsettings_resources
        check "xsettings: a long X resources database is read whole" check_xsettings_long_resources
        check "xsettings: a manager started while the demo runs is followed" check_xsettings_new_manager
        key q
        wait_exit "$APP" 3 || stop_app "$APP"
    else
        not_ok "xsettings: the demo under a manager" "${WHY:-no window}"
    fi
    xs_stop
}
