# shellcheck shell=bash
# End-to-end checks of the Settings tab (sourced by scripts/e2e): the speed slider dragged
# with real pointer input, the text-size slider rescaling the card's titles (their ink grows
# taller), and the dark-appearance switch changing the window's pixels.

# settings_field NAME: a field of the last "settingsLayout" trace event (window coordinates).
settings_field() { $E2E_T last "$LOG" settingsLayout "$1"; }

has_settings_layout() { [ -n "$(settings_field sliderMinX)" ]; }
appearance_is() { [ "$($E2E_T last "$LOG" appearance dark)" = "$1" ]; }

# slider_x VALUE [SLIDER MIN MAX]: the x of the thumb's centre for VALUE on the slider whose
# settingsLayout fields start with SLIDER (default: "slider", the speed, range 0.1…2; thumb 28 pt).
slider_x() {
    local name=${2:-slider} min=${3:-0.1} max=${4:-2}
    awk -v v="$1" -v a="$(settings_field "${name}MinX")" -v b="$(settings_field "${name}MaxX")" -v lo="$min" -v hi="$max" \
        'BEGIN { printf "%d", a + 14 + (v - lo) / (hi - lo) * (b - a - 28) + 0.5 }'
}

# drag_slider FROM TO [SLIDER MIN MAX]: presses at value FROM's thumb position and drags to
# value TO's, in steps (the speed slider unless SLIDER names another, as in slider_x).
drag_slider() {
    local y x0 x1 chain=() i name=${3:-slider}
    y=$(printf '%.0f' "$(settings_field "${name}MidY")")
    x0=$(slider_x "$1" "${@:3}")
    x1=$(slider_x "$2" "${@:3}")
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

text_size_is() { [ "$($E2E_T last "$LOG" textSize step)" = "$1" ]; }

# title_ink_height: the height in pixels of the ink of the first row's title ("Dark
# appearance"), between the card's leading edge and the switch, within the row: the grey
# ink only (the row's symbol before it is in the tint).
title_ink_height() {
    local x0 x1 y box
    x0=$(printf '%.0f' "$(settings_field cardMinX)")
    x1=$(printf '%.0f' "$(settings_field switchMinX)")
    y=$(printf '%.0f' "$(settings_field switchMidY)")
    read -ra box <<<"$($E2E_X ink "$WIN" $((x0 + 4)),$((y - 21)) $((x1 - 4)),$((y + 21)) grey)"
    [ "${box[4]:-0}" -gt 0 ] && echo $((box[3] - box[1] + 1))
}

# The text-size slider (steps 0…6, extraSmall…extraExtraExtraLarge; 3 is the default, large)
# dragged to the largest size: the titles' ink grows taller at once; dragged back, it is as
# before.
check_settings_text_size() {
    local before after back points
    title_is "tabdemo — Settings" || { key 3; wait_until 2 title_is "tabdemo — Settings" || { WHY="key 3: \"$(title)\""; return 1; }; }
    wait_until 2 has_settings_layout || { WHY="no settingsLayout event in the trace"; return 1; }
    [ -n "$(settings_field sizeSliderMinX)" ] || { WHY="the trace has no text-size slider"; return 1; }
    sleep 0.2
    before=$(title_ink_height)
    [ -n "$before" ] || { WHY="no title ink in the first row"; return 1; }
    drag_slider 3 6 sizeSlider 0 6
    wait_until 2 text_size_is 6 || { WHY="after dragging to the last step: textSize step $($E2E_T last "$LOG" textSize step)"; return 1; }
    sleep 0.3
    after=$(title_ink_height)
    points=$($E2E_T last "$LOG" textSize points)
    [ -n "$after" ] && [ "$after" -ge $((before + 4)) ] || { WHY="title ink $before px tall at the default size, ${after:-none} px at the largest"; return 1; }
    drag_slider 6 3 sizeSlider 0 6
    wait_until 2 text_size_is 3 || { WHY="after dragging back: textSize step $($E2E_T last "$LOG" textSize step)"; return 1; }
    sleep 0.3
    back=$(title_ink_height)
    [ "$back" = "$before" ] || { WHY="title ink $before px tall before, $back px after dragging back"; return 1; }
    DETAIL="title ink $before px tall at L, $after px at XXXL (body $points pt), $back px back at L"
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
