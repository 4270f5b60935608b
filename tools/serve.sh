#!/usr/bin/env bash
# Installs what is missing, then builds the app and serves it on http://127.0.0.1:8080/.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
source tools/setup.sh
exec trunk serve --release "$@"
