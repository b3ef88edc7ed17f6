# shellcheck shell=bash
# End-to-end checks of the Settings tab (sourced by scripts/e2e): the speed slider dragged
# with real pointer input, and the dark-appearance switch changing the window's pixels.

# settings_field NAME: a field of the last "settingsLayout" trace event (window coordinates).
settings_field() { $E2E_T last "$LOG" settingsLayout "$1"; }

has_settings_layout() { [ -n "$(settings_field sliderMinX)" ]; }
appearance_is() { [ "$($E2E_T last "$LOG" appearance dark)" = "$1" ]; }

# slider_x VALUE: the x of the slider thumb's centre for VALUE (range 0.1…2, thumb 28 pt).
slider_x() {
    awk -v v="$1" -v a="$(settings_field sliderMinX)" -v b="$(settings_field sliderMaxX)" \
        'BEGIN { printf "%d", a + 14 + (v - 0.1) / 1.9 * (b - a - 28) + 0.5 }'
}

# drag_slider FROM TO: presses at value FROM's thumb position and drags to value TO's, in steps.
drag_slider() {
    local y x0 x1 chain=() i
    y=$(printf '%.0f' "$(settings_field sliderMidY)")
    x0=$(slider_x "$1")
    x1=$(slider_x "$2")
    chain=(mousemove --window "$WIN" "$x0" "$y" mousedown 1)
    for i in 1 2 3 4 5 6 7 8; do
        chain+=(sleep 0.03 mousemove --window "$WIN" $((x0 + (x1 - x0) * i / 8)) "$y")
    done
    xdo "${chain[@]}" sleep 0.05 mouseup 1 >/dev/null
}

# speed_is VALUE: the last "speed" event's value is VALUE within 0.1.
speed_is() { awk -v got="$($E2E_T last "$LOG" speed value)" -v want="$1" 'BEGIN { exit !(got != "" && got - want <= 0.1 && want - got <= 0.1) }'; }

check_settings_slider() {
    key 3
    wait_until 2 title_is "tabdemo — Settings" || { WHY="key 3: \"$(title)\""; return 1; }
    wait_until 2 has_settings_layout || { WHY="no settingsLayout event in the trace"; return 1; }
    sleep 0.3
    drag_slider 1.0 1.5
    wait_until 2 speed_is 1.5 || { WHY="after dragging the thumb to 1.5: speed $($E2E_T last "$LOG" speed value)"; return 1; }
    local reached
    reached=$($E2E_T last "$LOG" speed value)
    drag_slider 1.5 1.0
    wait_until 2 speed_is 1.0 || { WHY="after dragging back to 1.0: speed $($E2E_T last "$LOG" speed value)"; return 1; }
    DETAIL="dragged to $reached, then back to $($E2E_T last "$LOG" speed value) ($($E2E_T count "$LOG" 1 speed) speed events)"
}

check_settings_dark() {
    local sx sy light_track
    sx=$(printf '%.0f' "$(settings_field switchMidX)")
    sy=$(printf '%.0f' "$(settings_field switchMidY)")
    # Light: white content, light tab bar, the switch off (its right half is the light track).
    expect_pixels 600,300=255,255,255~0 790,575=$TAB_BAR~1 $((sx + 14)),$sy=233,233,235~3 || return 1
    click "$sx" "$sy" || { WHY="xdotool click failed"; return 1; }
    wait_until 2 appearance_is 1 || { WHY="no appearance event after clicking the switch"; return 1; }
    sleep 0.6
    # Dark: black content, the dark tab bar, and the switch on in the dark palette's green.
    expect_pixels 600,300=0,0,0~0 790,575=22,22,24~1 $((sx - 14)),$sy=48,209,88~3 || return 1
    save_screen settings-dark
    key d
    wait_until 2 appearance_is 0 || { WHY="key d did not switch back"; return 1; }
    wait_until 2 is_white 600 300 || { WHY="the content did not turn white again: $(px 600 300)"; return 1; }
    sleep 0.6
    expect_pixels 790,575=$TAB_BAR~1 $((sx + 14)),$sy=233,233,235~3 || return 1
    key 1
    wait_until 2 title_is "tabdemo — Home" || { WHY="key 1: \"$(title)\""; return 1; }
    DETAIL="content, tab bar and switch turned dark and back"
}
