//! Checkerbox's app: the page and the workers' shells, over [`checkerbox_core`], which holds
//! the rules, the computer, sessions, records, the worker protocol and the lessons' logic.
//!
//! - [`ui`]: the view logic, tested natively, and the Leptos page over it (`ui::web`, wasm only).

pub mod ui;

/// Sends a panic's message to the browser console, in the page and in the worker alike (release
/// builds abort on panic, which alone says only "unreachable").
#[cfg(target_arch = "wasm32")]
pub fn report_panics() {
    std::panic::set_hook(Box::new(|info| web_sys::console::error_1(&info.to_string().into())));
}
