#!/usr/bin/env bash
# Installs the Debian packages Finch needs, only those missing, so a ready machine pays nothing.
set -euo pipefail

packages=(
    libcairo2-dev libpango1.0-dev libgdk-pixbuf-2.0-dev libpixman-1-dev
    # Symbol images: librsvg draws the desktop's symbolic icons (Adwaita) for Image(systemName:).
    librsvg2-dev adwaita-icon-theme
    # gdk-pixbuf reads WebP through this loader (UIImage from a WebP file).
    webp-pixbuf-loader
    fonts-inter fonts-noto-color-emoji
    # The GTK window host, and the headless real-window smoke test (Xvfb, xdotool, xwd, convert).
    libgtk-4-dev xvfb xauth xdotool x11-apps imagemagick
    # UITextChecker: a real spell checker, Enchant 2 over Hunspell with the US English dictionary.
    libenchant-2-dev hunspell-en-us
    # The other program of the drag-and-drop test (scripts/dnd-peer.py): Python with GTK 4 through gi.
    python3-gi gir1.2-gtk-4.0
    # The appearance test's own session bus, and xprop/xwininfo to mark its window as minimised.
    dbus-daemon x11-utils
)

missing=()
for package in "${packages[@]}"; do
    if ! dpkg-query -W -f='${Status}' "$package" 2>/dev/null | grep -q "install ok installed"; then
        missing+=("$package")
    fi
done

if [ ${#missing[@]} -eq 0 ]; then
    exit 0
fi

echo "install-deps: installing ${missing[*]}"
sudo=""
if [ "$(id -u)" -ne 0 ]; then sudo="sudo"; fi
$sudo apt-get update -qq
DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq --no-install-recommends "${missing[@]}"
# New fonts must be known to fontconfig before the first test measures text.
fc-cache -f > /dev/null 2>&1 || true
