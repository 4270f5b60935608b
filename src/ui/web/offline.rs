//! Offline play: once the first screen is painted, so that its downloads do not delay the first
//! board, the page registers the service worker (`sw.js`, written for each build from
//! `assets/sw.js`), which caches the whole app; and when a new build has been downloaded in the
//! background, a banner offers to reload into it. The new version never takes over on its own: a
//! game is never interrupted by an update.

use super::ai::after_first_paint;
use leptos::prelude::*;
use std::cell::RefCell;
use wasm_bindgen::prelude::*;
use web_sys::{ServiceWorker, ServiceWorkerContainer, ServiceWorkerRegistration, ServiceWorkerState};

thread_local! {
    /// The new version's service worker, installed and waiting for the player's word.
    static WAITING: RefCell<Option<ServiceWorker>> = const { RefCell::new(None) };
}

/// The browser's service workers, where it has them (not in an insecure context).
fn container() -> Option<ServiceWorkerContainer> {
    let navigator = window().navigator();
    js_sys::Reflect::has(&navigator, &JsValue::from_str("serviceWorker"))
        .unwrap_or(false)
        .then(|| navigator.service_worker())
}

/// Notes a new version waiting, if `worker` is one (this page already runs an older version).
fn offer(worker: Option<ServiceWorker>, container: &ServiceWorkerContainer, ready: RwSignal<bool>) {
    let Some(worker) = worker else { return };
    if worker.state() == ServiceWorkerState::Installed && container.controller().is_some() {
        WAITING.with(|w| *w.borrow_mut() = Some(worker));
        ready.set(true);
    }
}

/// Registers the service worker, and watches for a new version; `ready` becomes true when one is
/// waiting. The handlers live as long as the page.
fn register(ready: RwSignal<bool>) {
    let Some(container) = container() else { return };
    let watched = container.clone();
    let on_registered = Closure::<dyn FnMut(JsValue)>::new(move |value: JsValue| {
        let Ok(registration) = value.dyn_into::<ServiceWorkerRegistration>() else { return };
        offer(registration.waiting(), &watched, ready);
        let (reg, container) = (registration.clone(), watched.clone());
        let on_update = Closure::<dyn FnMut()>::new(move || {
            let Some(installing) = reg.installing() else { return };
            let (worker, container) = (installing.clone(), container.clone());
            let on_state = Closure::<dyn FnMut()>::new(move || offer(Some(worker.clone()), &container, ready));
            installing.set_onstatechange(Some(on_state.as_ref().unchecked_ref()));
            on_state.forget();
        });
        registration.set_onupdatefound(Some(on_update.as_ref().unchecked_ref()));
        on_update.forget();
    });
    // A failed registration (a host that does not serve sw.js) only means no offline play.
    let on_failed = Closure::<dyn FnMut(JsValue)>::new(|_| {});
    let _ = container.register("./sw.js").then2(&on_registered, &on_failed);
    on_registered.forget();
    on_failed.forget();
    // Once the new version has taken over, the page reloads into it.
    let on_change = Closure::<dyn FnMut()>::new(move || {
        if WAITING.with(|w| w.borrow().is_some()) {
            let _ = window().location().reload();
        }
    });
    container.set_oncontrollerchange(Some(on_change.as_ref().unchecked_ref()));
    on_change.forget();
}

/// The banner that offers the new version.
#[component]
pub fn UpdateBanner() -> impl IntoView {
    let ready = RwSignal::new(false);
    after_first_paint(move || register(ready));
    let reload = move |_| {
        WAITING.with(|w| {
            if let Some(worker) = w.borrow().as_ref() {
                let _ = worker.post_message(&JsValue::from_str("take-over"));
            }
        });
    };
    view! {
        <Show when=move || ready.get()>
            <div class="update-banner" role="status" data-testid="update-ready">
                <span>"A new version of Checkerbox is ready. Your games are kept."</span>
                <button class="primary" data-testid="update-reload" on:click=reload>"Reload"</button>
                <button on:click=move |_| ready.set(false)>"Later"</button>
            </div>
        </Show>
    }
}
