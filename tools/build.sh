#!/usr/bin/env bash
# Installs what is missing, then builds the app for hosting into dist/ (release, optimised).
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
source tools/setup.sh
trunk build --release "$@"
