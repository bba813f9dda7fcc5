#!/usr/bin/env bash
# Story tests, the visual project, e2e and the benchmark drive Debian's Chromium: Playwright cannot download its
# own browser here. The visual baselines name their fonts (.storybook/visualStories.tsx): DejaVu for
# Latin and Cyrillic, WenQuanYi Micro Hei (the lightest CJK font Debian ships) for Chinese. Installs what is
# missing when we are allowed to; otherwise says what to install.
set -euo pipefail
chromium=${LODE_CHROMIUM:-/usr/bin/chromium}

missing=()
[ -x "$chromium" ] || missing+=(chromium)
has_font() { command -v fc-list >/dev/null 2>&1 && [ -n "$(fc-list ":family=$1")" ]; }
has_font 'DejaVu Sans' && has_font 'DejaVu Sans Mono' || missing+=(fonts-dejavu-core)
has_font 'WenQuanYi Micro Hei' || missing+=(fonts-wqy-microhei)
[ ${#missing[@]} -eq 0 ] && exit 0

if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null 2>&1; then
  echo "› installing Debian's ${missing[*]}" >&2
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -qq
  apt-get install -y -qq "${missing[@]}" >/dev/null
  if [ ! -x "$chromium" ]; then
    echo "Installed Debian's chromium, but $chromium is still missing: check LODE_CHROMIUM." >&2
    exit 1
  fi
  exit 0
fi
cat >&2 <<MSG
The story, visual and e2e tests need ${missing[*]}, which this machine lacks.
Install them with:   sudo apt-get install ${missing[*]}
(or point LODE_CHROMIUM at a Chromium or Chrome binary).
MSG
exit 1
