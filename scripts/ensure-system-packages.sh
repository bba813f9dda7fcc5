#!/usr/bin/env bash
# What the tests need from Debian, installed when missing and we are allowed to (root with apt-get); otherwise
# says what to install. Arguments name the needs (default: browser):
#   browser     Debian's Chromium (Playwright cannot download its own here) and the fonts the visual baselines
#               name (.storybook/visualStories.tsx): DejaVu for Latin and Cyrillic, WenQuanYi Micro Hei (the
#               lightest CJK font Debian ships) for Chinese. Story tests, visual tests, e2e and the bench use it.
#   postgresql  the PostgreSQL server the pool API's tests and the bench start in a temporary folder
#               (scripts/postgres.mjs).
#   nginx       nginx in front of the replicas in the deployment e2e and the scale bench (scripts/deployment.ts):
#               Debian's nginx-light, run on a configuration of its own, never the system's service.
set -euo pipefail
chromium=${LODE_CHROMIUM:-/usr/bin/chromium}

missing=()
has_font() { command -v fc-list >/dev/null 2>&1 && [ -n "$(fc-list ":family=$1")" ]; }
has_postgres() {
  [ -n "${LODE_PG_BIN:-}" ] && [ -x "$LODE_PG_BIN/initdb" ] && return 0
  compgen -G '/usr/lib/postgresql/*/bin/initdb' >/dev/null || command -v initdb >/dev/null 2>&1
}
has_nginx() { [ -x /usr/sbin/nginx ] || command -v nginx >/dev/null 2>&1; }
for need in "${@:-browser}"; do
  case "$need" in
    browser)
      [ -x "$chromium" ] || missing+=(chromium)
      has_font 'DejaVu Sans' && has_font 'DejaVu Sans Mono' || missing+=(fonts-dejavu-core)
      has_font 'WenQuanYi Micro Hei' || missing+=(fonts-wqy-microhei)
      ;;
    postgresql) has_postgres || missing+=(postgresql) ;;
    nginx) has_nginx || missing+=(nginx-light) ;;
    *)
      echo "ensure-system-packages: unknown need '$need'" >&2
      exit 2
      ;;
  esac
done
[ ${#missing[@]} -eq 0 ] && exit 0

if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null 2>&1; then
  echo "› installing Debian's ${missing[*]}" >&2
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -qq
  # The postgresql package's own cluster and nginx's default site are not ours: keep them from starting (the tests
  # start their own servers).
  policy=/usr/sbin/policy-rc.d
  made_policy=0
  if [ ! -e "$policy" ]; then
    printf '#!/bin/sh\nexit 101\n' >"$policy" && chmod +x "$policy" && made_policy=1
  fi
  status=0
  apt-get install -y -qq "${missing[@]}" >/dev/null || status=$?
  [ "$made_policy" = 1 ] && rm -f "$policy"
  [ "$status" -eq 0 ] || exit "$status"
  if [[ " ${missing[*]} " == *" chromium "* ]] && [ ! -x "$chromium" ]; then
    echo "Installed Debian's chromium, but $chromium is still missing: check LODE_CHROMIUM." >&2
    exit 1
  fi
  exit 0
fi
cat >&2 <<MSG
The tests need ${missing[*]}, which this machine lacks.
Install them with:   sudo apt-get install ${missing[*]}
(or point LODE_CHROMIUM at a Chromium or Chrome binary, LODE_PG_BIN at PostgreSQL's bin folder).
MSG
exit 1
