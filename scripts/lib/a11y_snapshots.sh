# shellcheck shell=bash
# Checks what assistive technologies read of the demo against the goldens: tabdemo
# --accessibility-snapshots (headless, no X server) writes the accessibility tree of its three
# tabs, the library's sheet and its alert, and audits each; every file must equal
# Tests/WidgetKitLiteTests/Goldens/Accessibility/demo-<screen>.txt and the audit must be empty.
#
# Usage: source scripts/lib/a11y_snapshots.sh; check_demo_accessibility_snapshots [TABDEMO]
# TABDEMO defaults to the debug build's tabdemo (build it first). With WKL_UPDATE_GOLDENS=1 the
# goldens are rewritten from this run instead of compared. Returns 0 when every file matches
# and the audit found nothing; otherwise prints each difference (a unified diff) and each
# audit issue, and returns 1.

A11Y_ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
A11Y_GOLDENS="$A11Y_ROOT/Tests/WidgetKitLiteTests/Goldens/Accessibility"
A11Y_SCREENS=(home library settings sheet alert)

check_demo_accessibility_snapshots() {
  local tabdemo="${1:-$A11Y_ROOT/.build/debug/tabdemo}"
  if [ ! -x "$tabdemo" ]; then
    echo "check_demo_accessibility_snapshots: no tabdemo at $tabdemo (run swift build first)" >&2
    return 1
  fi
  local dir status=0 screen
  dir="$(mktemp -d "${TMPDIR:-/tmp}/wkl-a11y.XXXXXX")" || return 1
  # The demo reads the library's options from the environment: keep them from changing
  # what it shows.
  if ! env -u WKL_SCALE -u WKL_APPEARANCE -u WKL_REDUCE_MOTION "$tabdemo" --accessibility-snapshots "$dir"; then
    echo "check_demo_accessibility_snapshots: the audit found issues or tabdemo failed (see above; $dir/audit.txt)" >&2
    status=1
  fi
  for screen in "${A11Y_SCREENS[@]}"; do
    local actual="$dir/$screen.txt" golden="$A11Y_GOLDENS/demo-$screen.txt"
    if [ ! -f "$actual" ]; then
      echo "check_demo_accessibility_snapshots: tabdemo wrote no $screen.txt" >&2
      status=1
      continue
    fi
    if [ "${WKL_UPDATE_GOLDENS:-0}" = 1 ]; then
      mkdir -p "$A11Y_GOLDENS" && cp "$actual" "$golden" && echo "updated $golden"
    elif ! diff -u --label "$golden" --label "tabdemo $screen" "$golden" "$actual"; then
      echo "check_demo_accessibility_snapshots: $screen differs from $golden (WKL_UPDATE_GOLDENS=1 rewrites it)" >&2
      status=1
    fi
  done
  [ $status = 0 ] && rm -rf "$dir"
  return $status
}
