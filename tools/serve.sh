#!/usr/bin/env bash
# Installs what is missing, then builds the app and serves it on http://127.0.0.1:8080/.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
source tools/setup.sh
# Served from its own folder: trunk serve adds a live-reload script that dist/ must not carry
# (and that the page's Content-Security-Policy refuses: reload by hand after a change).
exec trunk serve --release --dist target/serve-dist "$@"
