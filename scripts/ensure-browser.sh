#!/usr/bin/env bash
# Story tests, the visual project, e2e and the benchmark drive Debian's Chromium: Playwright cannot
# download its own browser here (NOTES.md). Install it when missing and we are allowed to.
set -euo pipefail
chromium=${LODE_CHROMIUM:-/usr/bin/chromium}
if [ -x "$chromium" ]; then
  exit 0
fi
if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null 2>&1; then
  echo "› $chromium is missing: installing Debian's chromium" >&2
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -qq
  apt-get install -y -qq chromium fonts-liberation >/dev/null
  [ -x "$chromium" ] && exit 0
  echo "Installed Debian's chromium, but $chromium is still missing: check LODE_CHROMIUM." >&2
  exit 1
fi
cat >&2 <<MSG
Chromium is needed for the story, visual and e2e tests and was not found at $chromium.
Install it with:   sudo apt-get install chromium fonts-liberation
or point LODE_CHROMIUM at a Chromium or Chrome binary.
MSG
exit 1
