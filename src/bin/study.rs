//! The study page (`study.html`): the whole app, the study's rooms included (lessons, the library,
//! the review, the analysis board, the position editor, the new-game dialog and the settings). The
//! play page loads it where a player asks for one of them.

#[cfg(target_arch = "wasm32")]
fn main() {
    checkerbox::ui::start_study();
}

#[cfg(not(target_arch = "wasm32"))]
fn main() {
    eprintln!("Checkerbox runs in the browser: `bash tools/serve.sh` builds and serves it.");
}
