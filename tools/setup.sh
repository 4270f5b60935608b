#!/usr/bin/env bash
# Installs whatever this project needs that the machine lacks, at pinned versions, and nothing else.
# Safe to run again: each step checks first. Sourced by serve.sh and test.sh.
set -euo pipefail

TRUNK_VERSION=0.21.14
# Must equal the wasm-bindgen version in Cargo.lock (Cargo.toml pins it with `=`).
WASM_BINDGEN_VERSION=0.2.130
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"

export PATH="$HOME/.cargo/bin:$ROOT/tools/node_modules/.bin:$PATH"

say() { printf '\033[1m[setup]\033[0m %s\n' "$*"; }

if ! rustup target list --installed | grep -qx wasm32-unknown-unknown; then
  say "adding the wasm32 target"
  rustup target add wasm32-unknown-unknown
fi

if ! trunk --version 2>/dev/null | grep -qw "$TRUNK_VERSION"; then
  say "installing trunk $TRUNK_VERSION (10 to 15 minutes, once)"
  cargo install trunk --version "$TRUNK_VERSION" --locked --no-default-features --features rustls
fi

if ! wasm-bindgen --version 2>/dev/null | grep -qw "$WASM_BINDGEN_VERSION"; then
  say "installing wasm-bindgen-cli $WASM_BINDGEN_VERSION (a few minutes, once)"
  # Not --locked: its lockfile names a webpki-roots the registry no longer serves.
  cargo install wasm-bindgen-cli --version "$WASM_BINDGEN_VERSION"
fi

# wasm-opt from npm's binaryen (Debian's older wasm-opt breaks the module), terser (the page's JS
# glue, minified in release builds), @gfx/zopfli (release builds' precompressed .gz files) and
# playwright-core for the browser tests, all pinned by tools/package-lock.json.
# Installed again whenever the lock file changes (the stamp remembers which one was installed).
STAMP="$ROOT/tools/node_modules/.installed-lock"
if ! cmp -s "$ROOT/tools/package-lock.json" "$STAMP"; then
  say "installing wasm-opt, terser, zopfli and playwright-core from npm"
  (cd "$ROOT/tools" && npm ci --no-audit --no-fund)
  cp "$ROOT/tools/package-lock.json" "$STAMP"
fi

if [ "${NEED_BROWSER:-0}" = 1 ] && ! { [ -x /usr/bin/chromium ] && [ -x /usr/bin/chromedriver ]; }; then
  say "installing Debian's chromium and chromium-driver"
  SUDO=""; [ "$(id -u)" = 0 ] || SUDO=sudo
  $SUDO apt-get update -q
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -q chromium chromium-driver
fi
