//! The page: built for the browser by Trunk (see README.md).

#[cfg(target_arch = "wasm32")]
fn main() {
    checkerbox::ui::start();
}

#[cfg(not(target_arch = "wasm32"))]
fn main() {
    eprintln!("Checkerbox runs in the browser: `bash tools/serve.sh` builds and serves it.");
}
