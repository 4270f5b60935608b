//! The play page (`index.html`): the app a visitor loads first, built for the browser by Trunk
//! (see README.md). It holds none of the study's rooms, to be small: the study page
//! (`src/bin/study.rs`) does.

#[cfg(target_arch = "wasm32")]
fn main() {
    checkerbox::ui::start_play();
}

#[cfg(not(target_arch = "wasm32"))]
fn main() {
    eprintln!("Checkerbox runs in the browser: `bash tools/serve.sh` builds and serves it.");
}
