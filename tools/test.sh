#!/usr/bin/env bash
# Installs what is missing, then runs every check: formatting, lints, native tests, the release
# wasm build, and the browser tests in headless Debian Chromium against that build.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
NEED_BROWSER=1 source tools/setup.sh

step() { printf '\n\033[1m== %s\033[0m\n' "$*"; }

step "format"
cargo fmt --check
step "lints (native and wasm)"
cargo clippy --workspace --all-targets --locked -- -D warnings
cargo clippy --target wasm32-unknown-unknown -p checkerbox -p checkerbox-core --lib --bins --locked -- -D warnings
step "native tests"
cargo test --workspace --locked -- --skip perft
step "move counts from the start position (perft), printed"
cargo test --locked --test byte_rules perft -- --nocapture --test-threads=1
cargo test --locked --test basic_rules perft -- --nocapture --test-threads=1
cargo test --locked --test pyle_rules perft -- --nocapture --test-threads=1
step "wasm build (release, as shipped)"
trunk build --release
step "browser tests (headless chromium)"
node --test --test-reporter=spec tests/browser/
