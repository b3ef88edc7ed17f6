# shellcheck shell=bash
# The demo as screen readers see it, for scripts/e2e (source after e2e.sh): a session bus of
# its own (dbus-daemon, which activates at-spi-bus-launcher and the registry on demand), the
# demo on it, then
#   - e2e_atspi.py, an AT-SPI2 client (python3-gi's Atspi, as Orca and Accerciser use):
#     the tree, actions, values, text, focus and events, and the client-side faults;
#   - Orca itself, with its debug log: it names the focused button after Tab;
#   - the accessibility bus killed mid-session: one line, and the app goes on.
# Everything started here is a descendant of that dbus-daemon or a recorded pid, and is
# killed at the end. The tree as the client printed it: $WORK/$MODE-a11y-tree.txt.

A11Y_BUS_PID=""
A11Y_BUS_ADDRESS=""

# a11y_session_start: starts the private session bus; sets A11Y_BUS_PID and A11Y_BUS_ADDRESS.
a11y_session_start() {
    local out
    out=$(dbus-daemon --session --fork --print-address=1 --print-pid=1 2>/dev/null) || return 1
    A11Y_BUS_ADDRESS=$(sed -n 1p <<<"$out")
    A11Y_BUS_PID=$(sed -n 2p <<<"$out")
    [ -n "$A11Y_BUS_ADDRESS" ] && [ -n "$A11Y_BUS_PID" ]
}

# session_processes: the processes of this session: those started on its bus (activation
# detaches them from the daemon, so they are found by the bus address in their environment),
# the daemon last.
session_processes() {
    local pid
    for pid in $(ps -eo pid= 2>/dev/null); do
        [ "$pid" = "$A11Y_BUS_PID" ] && continue
        { tr '\0' '\n' <"/proc/$pid/environ"; } 2>/dev/null | grep -qxF "DBUS_SESSION_BUS_ADDRESS=$A11Y_BUS_ADDRESS" && echo "$pid"
    done
    echo "$A11Y_BUS_PID"
}

# a11y_session_stop: ends the session bus and everything started on it (the bus launcher,
# the accessibility bus, the registry).
a11y_session_stop() {
    [ -n "$A11Y_BUS_PID" ] || return 0
    local pid
    for pid in $(session_processes); do kill "$pid" 2>/dev/null; done
    A11Y_BUS_PID=""
}

# The client's lines become this script's checks.
check_atspi_client() {
    local line failed=0
    while IFS= read -r line; do
        case "$line" in
            "ok - "*) ok "accessibility: ${line#ok - }" ;;
            "FAIL - "*) failed=1; FAILED=$((FAILED + 1)); echo "FAIL - ${MODE:+$MODE: }accessibility: ${line#FAIL - }" ;;
            *) echo "# $line" ;;
        esac
    done < <(DBUS_SESSION_BUS_ADDRESS=$A11Y_BUS_ADDRESS timeout 300 /usr/bin/python3 "$E2E_LIB/e2e_atspi.py" tabdemo \
        "$WORK/$MODE-a11y-tree.txt" 2>"$WORK/$MODE-a11y-client.log")
    [ -s "$WORK/$MODE-a11y-tree.txt" ] || { not_ok "accessibility: the client printed the tree" "$(tail -3 "$WORK/$MODE-a11y-client.log")"; return; }
    ok "accessibility: the client printed the tree ($(wc -l <"$WORK/$MODE-a11y-tree.txt") lines in $MODE-a11y-tree.txt)"
    return $failed
}

# orca_listens: some client of the registry listens for focus changes.
orca_listens() {
    DBUS_SESSION_BUS_ADDRESS=$A11Y_BUS_ADDRESS timeout 5 /usr/bin/python3 - <<'PY' 2>/dev/null
import sys
from gi.repository import Gio
session = Gio.bus_get_sync(Gio.BusType.SESSION, None)
address = session.call_sync("org.a11y.Bus", "/org/a11y/bus", "org.a11y.Bus", "GetAddress", None, None, 0, 3000, None).unpack()[0]
bus = Gio.DBusConnection.new_for_address_sync(
    address, Gio.DBusConnectionFlags.AUTHENTICATION_CLIENT | Gio.DBusConnectionFlags.MESSAGE_BUS_CONNECTION, None, None)
events = bus.call_sync("org.a11y.atspi.Registry", "/org/a11y/atspi/registry", "org.a11y.atspi.Registry",
                       "GetRegisteredEvents", None, None, 0, 3000, None).unpack()[0]
sys.exit(0 if any("focus" in event.lower() for _, event in events) else 1)
PY
}

check_orca_names_focus() {
    command -v orca >/dev/null || { WHY="orca is not installed"; return 1; }
    local log="$WORK/$MODE-orca.log" prefs="$WORK/orca-prefs" orca mark said
    mkdir -p "$prefs"
    DBUS_SESSION_BUS_ADDRESS=$A11Y_BUS_ADDRESS timeout 120 orca --replace -u "$prefs" --debug-file="$log" \
        >"$WORK/$MODE-orca.out" 2>&1 &
    orca=$!
    E2E_APPS+=("$orca")
    # Orca is ready once it listens for focus events (the registry lists them). Its debug
    # log is buffered: it is read after Orca ends.
    wait_until 30 orca_listens || { WHY="Orca registered no focus listener within 30 s"; stop_app "$orca"; return 1; }
    sleep 1
    mark=$(date +%H:%M:%S.%N)
    key Tab
    sleep 2
    stop_app "$orca"
    awk -v mark="$mark" '$1 >= mark' "$log" | grep -q "SPEECH OUTPUT: '.* push button" || {
        WHY="after Tab (at $mark) Orca said: $(awk -v mark="$mark" '$1 >= mark' "$log" | grep "SPEECH OUTPUT" | head -3)"
        return 1
    }
    said=$(awk -v mark="$mark" '$1 >= mark' "$log" | grep -o "SPEECH OUTPUT: '.* push button[^']*'" | head -1)
    DETAIL="${said#SPEECH OUTPUT: }"
}

check_bus_goes_away() {
    local pid lines killed=()
    # The bus launcher and the accessibility bus it runs (and the registry on it).
    for pid in $(session_processes); do
        [ "$pid" = "$A11Y_BUS_PID" ] && continue
        case "$({ tr '\0' ' ' <"/proc/$pid/cmdline"; } 2>/dev/null)" in
            *at-spi-bus-launcher* | *accessibility.conf* | *at-spi2-registryd*) kill -KILL "$pid" 2>/dev/null && killed+=("$pid") ;;
        esac
    done
    [ ${#killed[@]} -gt 0 ] || { WHY="no at-spi-bus-launcher on the session bus"; return 1; }
    wait_until 5 grep -q "accessibility bus went away" "$LOG" || { WHY="no line on stderr: $(stderr_lines | tail -2)"; return 1; }
    alive "$APP" || { WHY="the demo exited: $(stderr_lines | tail -2)"; return 1; }
    lines=$(grep -c "^accessibility:\|: accessibility:" "$LOG")
    [ "$lines" = 1 ] || { WHY="$lines accessibility lines on stderr: $(grep "accessibility" "$LOG" | head -3)"; return 1; }
    # Still drawing and taking clicks and keys: a click on the navigation bar ends the
    # name field's editing, then key 2 shows the Library.
    click 600 22
    key 2
    wait_until 3 title_has "Library" || { WHY="key 2 after the bus went: title \"$(title)\""; return 1; }
    DETAIL="$(grep "accessibility" "$LOG" | sed 's/^[^:]*: //')"
}

run_a11y_checks() {
    command -v dbus-daemon >/dev/null && [ -x /usr/libexec/at-spi-bus-launcher ] || {
        not_ok "accessibility" "dbus-daemon or at-spi2-core is missing (scripts/test installs them when root)"
        return
    }
    a11y_session_start || { not_ok "accessibility: a session bus" "dbus-daemon --session did not start"; return; }
    start_demo a11y DBUS_SESSION_BUS_ADDRESS="$A11Y_BUS_ADDRESS" || { not_ok "accessibility: demo" "$WHY"; a11y_session_stop; return; }
    check "accessibility: Orca's debug log names the focused button after Tab" check_orca_names_focus
    check_atspi_client
    check "accessibility: the accessibility bus killed: one line, the app goes on" check_bus_goes_away
    stop_app "$APP"
    a11y_session_stop
}
