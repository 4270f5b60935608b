#!/usr/bin/env bash
# Installs what is missing, then builds the app and serves it on http://127.0.0.1:8080/.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
source tools/setup.sh
# Served from its own folder, and without trunk's live-reload script: the page's
# Content-Security-Policy allows only the app's own files, and that script is written in while
# serving, after the policy names the page's scripts (reload by hand after a change).
exec trunk serve --release --no-autoreload --dist target/serve-dist "$@"
