# shellcheck shell=bash
# The package check of scripts/test: builds tabdemo's .deb (scripts/package), installs it with
# apt-get into THIS system, launches it by its desktop entry on a private Xvfb, closes it,
# removes and purges it, and checks nothing it installed is left.
#
# It installs into the real system on purpose: CI runs it as root on a throwaway machine (a
# fresh container), which is the clean machine the package must install on. Run it on your
# own machine only if you accept tabdemo being installed and removed there. It runs only as
# root; otherwise, or with WKL_SKIP_PACKAGE=1, it says so in one line and succeeds.
#
#   source scripts/lib/xvfb.sh scripts/lib/package_check.sh
#   run_package_check        # one line per step; returns 1 on the first failure
#
# Kills only the demo it launched and the Xvfb it started.

PACKAGE_CHECK_ID=org.widgetkitlite.TabDemo
PACKAGE_CHECK_LOG=.build/package/check.log

_pc() { echo "package check: $*"; }
_pc_fail() {
    echo "package check: FAIL - $*" >&2
    return 1
}

run_package_check() {
    if [ "${WKL_SKIP_PACKAGE:-0}" = 1 ]; then
        _pc "skipped (WKL_SKIP_PACKAGE=1)"
        return 0
    fi
    if [ "$(id -u)" -ne 0 ]; then
        _pc "skipped (not root: it installs the .deb into this system, which only a throwaway CI root should allow)"
        return 0
    fi
    local started=$SECONDS
    # xz at level 1: the archive is 20% larger and built in a quarter of the time.
    WKL_PACKAGE_XZ_LEVEL=1 scripts/package || _pc_fail "scripts/package failed" || return 1
    local deb
    deb=$(ls -t .build/package/tabdemo_*.deb 2>/dev/null | head -1)
    [ -n "$deb" ] || _pc_fail "scripts/package left no .build/package/tabdemo_*.deb" || return 1
    mkdir -p .build/package
    : >"$PACKAGE_CHECK_LOG"

    # A tabdemo left by an interrupted run goes first, so the checks below see a clean system.
    if _package_check_listed; then
        _pc "removing a tabdemo installed before this run"
        dpkg --purge tabdemo >>"$PACKAGE_CHECK_LOG" 2>&1 || _pc_fail "could not purge the tabdemo installed before (log: $PACKAGE_CHECK_LOG)" || return 1
    fi

    _package_check_owns_nothing "$deb" || return 1
    DEBIAN_FRONTEND=noninteractive apt-get install -y "./$deb" >>"$PACKAGE_CHECK_LOG" 2>&1 ||
        _pc_fail "apt-get install ./$deb failed (log: $PACKAGE_CHECK_LOG)" || return 1
    local installed
    installed=$(dpkg -L tabdemo)
    _pc "installed $deb ($(wc -l <<<"$installed") paths) [$((SECONDS - started)) s]"

    local status=0
    _package_check_resources || status=1
    _package_check_launch || status=1
    # Removal runs whatever the launch did, so a failed launch leaves no package behind.
    _package_check_remove "$installed" || status=1
    [ "$status" -eq 0 ] && _pc "passed in $((SECONDS - started)) s"
    return "$status"
}

# Succeeds while dpkg knows tabdemo in any state but not-installed (installed, half-installed,
# config files left, …).
_package_check_listed() {
    local status
    status=$(dpkg-query -W -f='${db:Status-Abbrev}' tabdemo 2>/dev/null)
    [ -n "$status" ] && [[ "$status" != [up]n* ]]
}

# Fails when a file or link of the .deb exists already or belongs to another package: the
# package would overwrite it.
_package_check_owns_nothing() {
    local deb=$1 path clashes=()
    while IFS= read -r path; do
        path=${path#.}
        if [ -e "$path" ] || [ -L "$path" ] || dpkg -S "$path" >/dev/null 2>&1; then
            clashes+=("$path")
        fi
    done < <(dpkg-deb --fsys-tarfile "$deb" | tar -t --no-recursion | grep -v '/$')
    [ ${#clashes[@]} -eq 0 ] || _pc_fail "the package would overwrite files already present: ${clashes[*]}" || return 1
    _pc "no file of the package exists yet or belongs to another package"
}

# Runs /usr/bin/tabdemo headless to the Settings tab's picture page: through the link, the demo
# must find its resource bundle beside /usr/lib/tabdemo/tabdemo (no line on stderr, and the
# landscape's gradients give thousands of colours; without the bundle the page has < 1000).
_package_check_resources() {
    local shot=.build/package/picture-page.png errors colours
    errors=$(timeout 60 /usr/bin/tabdemo --screenshot "$shot" --script "key 3; wait 0.5; click 90 410; wait 1" 2>&1 >/dev/null) ||
        _pc_fail "/usr/bin/tabdemo --screenshot failed: $errors" || return 1
    [ -z "$errors" ] || _pc_fail "/usr/bin/tabdemo said: $(head -1 <<<"$errors")" || return 1
    colours=$(identify -format '%k' "$shot" 2>/dev/null)
    [ "${colours:-0}" -gt 2000 ] || _pc_fail "the picture page has ${colours:-no} colours: the picture did not load" || return 1
    _pc "/usr/bin/tabdemo finds its resources: the picture page has $colours colours ($shot)"
}

# Launches the demo with gtk-launch by its desktop id on a private Xvfb and checks its window
# (WM_CLASS, drawn content) and its process (/usr/lib/tabdemo/tabdemo); then ends it with SIGTERM.
_package_check_launch() {
    local status=0 win="" pid="" exe class colours
    start_xvfb || _pc_fail "no Xvfb" || return 1
    # Interrupted, the Xvfb goes with the script (and the demo loses its display and exits).
    trap stop_xvfb EXIT
    [ "$(readlink -f /usr/bin/tabdemo)" = /usr/lib/tabdemo/tabdemo ] ||
        { _pc_fail "/usr/bin/tabdemo does not lead to /usr/lib/tabdemo/tabdemo"; status=1; }
    if ! NO_AT_BRIDGE=1 timeout 20 gtk-launch "$PACKAGE_CHECK_ID" >>"$PACKAGE_CHECK_LOG" 2>&1; then
        _pc_fail "gtk-launch $PACKAGE_CHECK_ID failed (log: $PACKAGE_CHECK_LOG)"
        stop_xvfb
        trap - EXIT
        return 1
    fi
    win=$(timeout 20 xdotool search --sync --classname '^tabdemo$' 2>/dev/null | head -1)
    if [ -z "$win" ]; then
        _pc_fail "no window with WM_CLASS tabdemo within 20 s of gtk-launch"
        status=1
    else
        pid=$(xdotool getwindowpid "$win" 2>/dev/null)
        exe=$(readlink "/proc/$pid/exe" 2>/dev/null)
        class=$(timeout 5 xprop -id "$win" WM_CLASS 2>/dev/null)
        [[ "$class" == *'= "tabdemo", "Tabdemo"' ]] || { _pc_fail "WM_CLASS: $class"; status=1; }
        [ "$exe" = /usr/lib/tabdemo/tabdemo ] || { _pc_fail "the window's process $pid runs '$exe', not /usr/lib/tabdemo/tabdemo"; status=1; }
        # Drawn, not blank: the demo's first screen has text, bars and icons in many colours.
        sleep 2
        timeout 10 import -window "$win" .build/package/launched.png 2>/dev/null
        colours=$(identify -format '%k' .build/package/launched.png 2>/dev/null)
        [ "${colours:-0}" -gt 16 ] || { _pc_fail "the window shows ${colours:-no} colours: not drawn"; status=1; }
        [ "$status" -eq 0 ] && _pc "gtk-launch $PACKAGE_CHECK_ID: window $win (WM_CLASS tabdemo, $colours colours: .build/package/launched.png), process $pid is $exe"
    fi
    # The demo: the process behind the window, else one found by its path (it is ours: the
    # package was installed by this run).
    if [ -z "$pid" ]; then
        local proc
        for proc in /proc/[0-9]*; do
            [ "$(readlink "$proc/exe" 2>/dev/null)" = /usr/lib/tabdemo/tabdemo ] && pid=${proc#/proc/} && break
        done
    fi
    if [ -n "$pid" ]; then
        kill -TERM "$pid" 2>/dev/null
        local i
        for ((i = 0; i < 50; i++)); do kill -0 "$pid" 2>/dev/null || break; sleep 0.1; done
        if kill -0 "$pid" 2>/dev/null; then
            kill -KILL "$pid" 2>/dev/null
            _pc_fail "the demo did not exit within 5 s of SIGTERM"
            status=1
        fi
    fi
    stop_xvfb
    trap - EXIT
    return "$status"
}

# Removes (apt-get) and purges (dpkg) the package, then checks every path it installed ($1,
# dpkg -L before the removal) is gone, except directories another package owns.
_package_check_remove() {
    local installed=$1 path left=()
    # apt-get cannot purge a package no archive holds once it is removed; dpkg can.
    DEBIAN_FRONTEND=noninteractive apt-get remove -y tabdemo >>"$PACKAGE_CHECK_LOG" 2>&1 &&
        dpkg --purge tabdemo >>"$PACKAGE_CHECK_LOG" 2>&1 ||
        _pc_fail "apt-get remove tabdemo, or dpkg --purge tabdemo, failed (log: $PACKAGE_CHECK_LOG)" || return 1
    if _package_check_listed; then
        _pc_fail "dpkg still lists tabdemo after the purge"
        return 1
    fi
    while IFS= read -r path; do
        [ "$path" = /. ] && continue
        if [ -d "$path" ] && [ ! -L "$path" ]; then
            dpkg -S "$path" >/dev/null 2>&1 || left+=("$path")
        elif [ -e "$path" ] || [ -L "$path" ]; then
            left+=("$path")
        fi
    done <<<"$installed"
    [ ${#left[@]} -eq 0 ] || _pc_fail "left after the purge: ${left[*]}" || return 1
    _pc "removed and purged: none of the $(wc -l <<<"$installed") paths it installed is left"
}
