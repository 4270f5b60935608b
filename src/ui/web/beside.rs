//! Files beside the page, fetched when a player first needs them rather than carried in the wasm
//! every first load pays for: each game's rules (`rules/<game id>.html`) and lessons
//! (`lessons/<game id>.json`). The service worker keeps them with the rest of the app, so they
//! open offline too.

use checkerbox_core::games::GameId;
use checkerbox_core::tutorial::{self, GameLessons};
use leptos::prelude::*;
use std::cell::RefCell;
use wasm_bindgen::JsCast;
use wasm_bindgen_futures::JsFuture;

/// The text at `url`, beside the page.
pub async fn fetch_text(url: &str) -> Result<String, String> {
    let offline =
        || "this browser could not reach it; it comes with the app, so reload the page once online".to_string();
    let response = JsFuture::from(window().fetch_with_str(url)).await.map_err(|_| offline())?;
    let response: web_sys::Response = response.dyn_into().map_err(|_| offline())?;
    if !response.ok() {
        let status = format!("{} {}", response.status(), response.status_text());
        return Err(format!("the site answered {}", status.trim_end()));
    }
    let text = JsFuture::from(response.text().map_err(|_| offline())?).await.map_err(|_| offline())?;
    text.as_string().ok_or_else(offline)
}

thread_local! {
    /// Each game's lessons, once read: kept for the page's life (they do not change under it),
    /// so that going from lesson to lesson fetches nothing. At most one per game.
    static LESSONS: RefCell<Vec<(GameId, &'static GameLessons)>> = const { RefCell::new(Vec::new()) };
}

/// `game`'s lessons, if they were read already.
fn kept(game: GameId) -> Option<&'static GameLessons> {
    LESSONS.with(|l| l.borrow().iter().find(|(g, _)| *g == game).map(|(_, lessons)| *lessons))
}

/// `game`'s lessons, fetched the first time they are asked for.
pub async fn lessons(game: GameId) -> Result<&'static GameLessons, String> {
    if let Some(lessons) = kept(game) {
        return Ok(lessons);
    }
    let read = tutorial::read(&fetch_text(&format!("lessons/{}.json", game.id())).await?)?;
    // Another screen may have read them while this one waited.
    if let Some(lessons) = kept(game) {
        return Ok(lessons);
    }
    let lessons: &'static GameLessons = Box::leak(Box::new(read));
    LESSONS.with(|l| l.borrow_mut().push((game, lessons)));
    Ok(lessons)
}
