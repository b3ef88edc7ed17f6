# Installs the Debian packages the build, the tests and the demo need, when missing.
# Sourced by scripts/test, scripts/bench, scripts/demo and scripts/package; `ensure_packages EXTRA…` adds packages. Needs root for apt-get; otherwise it only
# says what is missing.

WKL_PACKAGES=(
  libx11-dev libxext-dev libxrender-dev libpixman-1-dev libfreetype-dev libfontconfig-dev libpng-dev fonts-dejavu-core fonts-dejavu-extra
  libharfbuzz-dev libfribidi-dev fonts-wqy-microhei libxcursor-dev xclip x11-xkb-utils
  librsvg2-dev libcairo2-dev adwaita-icon-theme libdbus-1-dev
  xvfb xdotool x11-utils x11-apps x11-xserver-utils imagemagick python3 gcc
)

# Only scripts/test: what the accessibility checks drive the demo with: a session bus, the
# AT-SPI2 bus launcher and registry, the Atspi client library for Python, and Orca.
WKL_A11Y_PACKAGES=(dbus-daemon at-spi2-core python3-gi gir1.2-atspi-2.0 orca)

# Only scripts/test: the settings portal's tests run a private session bus with a mock portal
# (scripts/lib/mock_portal.py) on the system's Python with the Gio bindings.
WKL_PORTAL_PACKAGES=(dbus-daemon python3-gi)
# Only scripts/test: the window manager the window-manager checks run under (scripts/lib/e2e_wm.sh),
# and wmctrl, which activates a minimized window as a taskbar does.
WKL_WM_PACKAGES=(openbox wmctrl)
# Only scripts/test: the XSETTINGS manager the desktop-settings checks run (e2e_xsettings.py)
# speaks X through python3-xlib.
WKL_XSETTINGS_PACKAGES=(python3-xlib)

# Only scripts/bench: the GTK4 and Qt 5 peers it measures against (../shared/peers) and kiwi,
# the constraint solver the toolkit's is measured beside.
WKL_BENCH_PACKAGES=(python3-gi gir1.2-gtk-4.0 python3-pyqt5 python3-kiwisolver dbus-daemon at-spi2-core gir1.2-atspi-2.0)

# Only scripts/package and the package check of scripts/test: the tools that render the icons,
# validate the desktop entry and the AppStream metainfo, compute the package's dependencies,
# lint it, and launch it by its desktop entry (gtk-launch).
WKL_PACKAGING_PACKAGES=(dpkg-dev desktop-file-utils appstream librsvg2-bin lintian libgtk-3-bin binutils)
# Only scripts/test: the GTK4 window the drag-and-drop checks drag a row out to
# (scripts/lib/e2e_dnd_peer.py).
WKL_DND_PACKAGES=(python3-gi gir1.2-gtk-4.0 python3-xlib)

ensure_packages() {
  local missing=()
  local p
  for p in "${WKL_PACKAGES[@]}" "$@"; do
    dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
  done
  [ ${#missing[@]} -eq 0 ] && return 0
  if [ "$(id -u)" -ne 0 ]; then
    echo "missing packages: ${missing[*]} (run as root, or: sudo apt-get install -y ${missing[*]})" >&2
    return 1
  fi
  echo "installing: ${missing[*]}" >&2
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -qq >/dev/null 2>&1 || apt-get update -qq
  apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
}
