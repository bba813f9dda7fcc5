#!/usr/bin/env bash
# The README's two commands on a machine with Node and npm only: corepack cannot verify pnpm's
# signature against this registry, so we install the pinned pnpm with npm into .tools/.
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
cd "$root"
# `npm test` prints its total from here, set-up included (scripts/test-all.mjs).
LODE_TEST_STARTED_MS=$(node -p 'Date.now()')
export LODE_TEST_STARTED_MS

version=$(node -p "require('./package.json').packageManager.replace(/^pnpm@/, '').split('+')[0]")
if command -v pnpm >/dev/null 2>&1 && [ "$(pnpm --version 2>/dev/null)" = "$version" ]; then
  pnpm=pnpm
else
  tools="$root/.tools/pnpm-$version"
  if [ ! -x "$tools/node_modules/.bin/pnpm" ]; then
    echo "› installing pnpm $version into .tools/ (no corepack needed)" >&2
    npm install --prefix "$tools" --no-save --no-package-lock --no-audit --no-fund --loglevel=error "pnpm@$version" >&2
  fi
  pnpm="$tools/node_modules/.bin/pnpm"
  export PATH="$tools/node_modules/.bin:$PATH"
fi

case "${1:-}" in
  start)
    "$pnpm" install --frozen-lockfile
    "$pnpm" run build
    # The components' Storybook, served at /storybook/; skipped when the one built last is up to date.
    node scripts/storybook-static.mjs
    exec node scripts/start.mjs
    ;;
  test)
    # Chromium, the fonts, PostgreSQL and nginx come from Debian while pnpm fetches from npm: both mostly wait on the network.
    browser_log=$(mktemp)
    bash scripts/ensure-system-packages.sh browser postgresql nginx >"$browser_log" 2>&1 &
    browser_pid=$!
    trap 'kill "$browser_pid" 2>/dev/null || true' EXIT
    "$pnpm" install --frozen-lockfile
    browser_status=0
    wait "$browser_pid" || browser_status=$?
    trap - EXIT
    cat "$browser_log" >&2
    rm -f "$browser_log"
    [ "$browser_status" -eq 0 ] || exit "$browser_status"
    exec "$pnpm" run test:all
    ;;
  *)
    echo "usage: scripts/bootstrap.sh start|test" >&2
    exit 2
    ;;
esac
