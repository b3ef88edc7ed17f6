# shellcheck shell=bash
# Menus for scripts/e2e (source after e2e.sh and e2e_text.sh): a Library row's context menu
# in a popup window of its own, chosen with the keyboard (Copy Title, read back with
# xclip); the hidden menu bar opened with F10, Edit → Select All and Edit → Copy on the
# Settings name field (xclip reads it back); File → New Window opens a second top-level
# window and closing both ends the demo with exit status 0. Screenshots of each, of the
# whole screen (the popups are windows of their own), are kept as
# $WORK/$MODE-menu-*.png.

# shot NAME: the whole screen as $WORK/$MODE-menu-NAME.png.
menu_shot() { timeout 10 import -display "$DISPLAY" -window root "$WORK/$MODE-menu-$1.png" 2>/dev/null; }

# popup_window: the id of the demo's mapped popup menu window (_NET_WM_WINDOW_TYPE_POPUP_MENU),
# with its geometry as "ID WxH+X+Y"; nothing when none is shown.
popup_window() {
    local id rest
    while read -r id rest; do
        [ "$(printf '%d' "$id")" = "$(printf '%d' "$WIN")" ] && continue
        timeout 5 xprop -id "$id" _NET_WM_WINDOW_TYPE 2>/dev/null | grep -q POPUP_MENU || continue
        timeout 5 xwininfo -id "$id" 2>/dev/null | grep -q "IsViewable" || continue
        echo "$id $(timeout 5 xwininfo -id "$id" | awk '/-geometry/ {print $2}')"
        return 0
    done < <(timeout 5 xwininfo -root -children 2>/dev/null | awk '/"Tabdemo"\)/ {print $1}')
    return 1
}
has_popup() { popup_window >/dev/null; }
no_popup() { ! popup_window >/dev/null; }

# top_windows: the demo's top-level windows (managed, with a title), one id per line.
top_windows() { timeout 5 xwininfo -root -children 2>/dev/null | awk '/ "tabdemo/ {print $1}'; }
top_window_count() { top_windows | wc -l | tr -d ' '; }

check_context_menu() {
    local popup mark got edge
    start_demo menus || return 1
    key 2
    wait_until 3 title_is "tabdemo — Library" || { WHY="key 2: title \"$(title)\""; return 1; }
    sleep 0.4
    printf 'none' | timeout 5 xclip -selection clipboard -i
    # Book 1's row: a right-click opens its menu at the pointer.
    xdo mousemove --window "$WIN" 400 391 click 3 >/dev/null || { WHY="xdotool failed"; return 1; }
    wait_until 3 has_popup || { WHY="no popup menu window after a right-click on Book 1"; return 1; }
    popup=$(popup_window)
    sleep 0.3
    menu_shot context-menu
    # Open, Copy Title, Delete: Down twice highlights Copy Title, Return chooses it.
    mark=$(trace_lines)
    key Down Down Return
    wait_until 3 no_popup || { WHY="the popup stays after Return: $(popup_window)"; return 1; }
    wait_until 3 trace_has "$mark" copy || { WHY="no copy event"; return 1; }
    got=$(timeout 5 xclip -o -selection clipboard 2>/dev/null)
    [ "$got" = "Book 1" ] || { WHY="the clipboard holds \"$got\""; return 1; }
    # A right-click near the window's right edge (the screen is wider): the menu opens to
    # the right of the pointer, past the window's edge, as it fits on the screen.
    xdo mousemove --window "$WIN" 790 430 click 3 >/dev/null
    wait_until 3 has_popup || { WHY="no popup for a row near the right edge"; return 1; }
    edge=$(popup_window)
    edge=${edge#* }
    local w x
    w=${edge%%x*}
    x=${edge#*+}
    x=${x%%+*}
    [ $((x + w)) -gt 800 ] || { WHY="the menu near the right edge is at $edge: kept inside the window"; return 1; }
    menu_shot context-menu-edge
    key Escape
    wait_until 3 no_popup || { WHY="Escape left the popup open"; return 1; }
    # A click outside every menu closes it and goes no further.
    xdo mousemove --window "$WIN" 400 391 click 3 >/dev/null
    wait_until 3 has_popup || { WHY="no popup for the second right-click"; return 1; }
    mark=$(trace_lines)
    click 100 20
    wait_until 3 no_popup || { WHY="a click outside left the popup open"; return 1; }
    sleep 0.3
    trace_has "$mark" push && { WHY="the click that closed the menu pushed a page"; return 1; }
    # The pointer chooses too: hovering Open (the first row, under the popup's top-left
    # corner) and clicking it opens the book.
    xdo mousemove --window "$WIN" 400 391 click 3 >/dev/null
    wait_until 3 has_popup || { WHY="no popup for the third right-click"; return 1; }
    mark=$(trace_lines)
    xdo mousemove --window "$WIN" 440 405 sleep 0.1 click 1 >/dev/null
    wait_until 3 no_popup || { WHY="clicking Open left the popup open"; return 1; }
    wait_until 3 trace_has "$mark" push || { WHY="clicking Open pushed nothing"; return 1; }
    wait_until 3 title_has "Book 1" || { WHY="after Open the title is \"$(title)\""; return 1; }
    key Escape
    wait_until 3 title_is "tabdemo — Library" || { WHY="Escape did not pop: \"$(title)\""; return 1; }
    DETAIL="popup ${popup#* } (override-redirect, POPUP_MENU); Down Down Return chose Copy Title: xclip reads \"$got\"; one at the right edge reaches past the window ($edge); Escape and a click outside close it; a click on Open opened Book 1"
}

check_menu_bar_copy() {
    local got mark
    key 3
    wait_until 3 title_is "tabdemo — Settings" || { WHY="key 3: title \"$(title)\""; return 1; }
    sleep 0.4
    click "$FIELD_X" "$FIELD_Y" || { WHY="xdotool click failed"; return 1; }
    sleep 0.2
    set_field "Menu copy ✓"
    key End
    printf 'none' | timeout 5 xclip -selection clipboard -i
    sleep 0.1
    # F10 opens File; Right moves to Edit; typing "s" finds Select All, "c" then "o" Copy.
    key F10
    wait_until 3 has_popup || { WHY="F10 opened no menu"; return 1; }
    key Right
    sleep 0.2
    menu_shot edit-menu
    key s Return
    wait_until 3 no_popup || { WHY="Select All left the menu open"; return 1; }
    key F10
    wait_until 3 has_popup || { WHY="the second F10 opened no menu"; return 1; }
    key Right c o Return
    wait_until 3 no_popup || { WHY="Copy left the menu open"; return 1; }
    sleep 0.2
    got=$(timeout 5 xclip -o -selection clipboard 2>/dev/null)
    [ "$got" = "Menu copy ✓" ] || { WHY="after Edit → Copy the clipboard holds \"$got\""; return 1; }
    key ctrl+q
    expect_exit 0 3 "ctrl+q" || return 1
    DETAIL="F10, Right, Select All and Copy by type-ahead: xclip reads \"$got\""
}

check_new_window() {
    local count first second mark
    start_demo new-window || return 1
    first=$WIN
    key F10
    wait_until 3 has_popup || { WHY="F10 opened no menu"; stop_app "$APP"; return 1; }
    key Return
    wait_until 5 eval '[ "$(top_window_count)" -ge 2 ]' || { WHY="File → New Window: $(top_window_count) window(s)"; stop_app "$APP"; return 1; }
    count=$(top_window_count)
    second=$(top_windows | while read -r id; do [ "$(printf '%d' "$id")" != "$(printf '%d' "$first")" ] && echo "$id"; done | head -1)
    sleep 0.6
    menu_shot two-windows
    # Ctrl+N in the second window opens a third.
    WIN=$second
    focus
    key ctrl+n
    wait_until 5 eval '[ "$(top_window_count)" -ge 3 ]' || { WHY="Ctrl+N: $(top_window_count) window(s)"; stop_app "$APP"; return 1; }
    for id in $(top_windows); do
        [ "$(printf '%d' "$id")" = "$(printf '%d' "$first")" ] && continue
        $E2E_X close "$id" || { WHY="cannot send WM_DELETE_WINDOW to $id"; stop_app "$APP"; return 1; }
    done
    wait_until 5 eval '[ "$(top_window_count)" -eq 1 ]' || { WHY="$(top_window_count) windows after closing the others"; stop_app "$APP"; return 1; }
    alive "$APP" || { WHY="the demo ended with a window left"; return 1; }
    WIN=$first
    $E2E_X close "$first" || { WHY="cannot send WM_DELETE_WINDOW"; stop_app "$APP"; return 1; }
    expect_exit 0 5 "closing the last window" || return 1
    no_shm_left "$APP" || return 1
    DETAIL="File → New Window and Ctrl+N made $((count + 1)) windows; closing them one by one, the last ended the demo with exit 0"
}

run_menu_checks() {
    check "menus: a Library row's context menu in a popup window, chosen by keyboard" check_context_menu
    [ -n "${WIN:-}" ] && alive "$APP" && check "menus: F10, Edit → Select All, Edit → Copy from the name field (xclip)" check_menu_bar_copy
    check "menus: File → New Window, Ctrl+N, closing every window exits 0" check_new_window
}
