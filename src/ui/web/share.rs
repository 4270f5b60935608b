//! Games in and out: the share dialog (the text record to copy or download, and the link), the
//! import dialog (a record or a link pasted), and opening a link that arrives in the address bar.
//! Whatever comes in is read by [`checkerbox_core::record`] and replayed through the rules before anything
//! is kept; a bad one is answered in words and changes nothing, and where its first moves are
//! sound the player may keep those.

use super::dialog::{modal, trap_tab};
use super::library;
use super::nav::Nav;
use super::play_context::GamePage;
use crate::ui::address;
use crate::ui::any_session::AnySession;
use checkerbox_core::games::GameId;
use checkerbox_core::record;
use checkerbox_core::record::link::{self, Arrival};
use checkerbox_core::record::text::{self, Details};
use checkerbox_core::session::{Record, RecordError, Session};
use checkerbox_core::with_game;
use leptos::prelude::*;
use wasm_bindgen::closure::Closure;
use wasm_bindgen::{JsCast, JsValue};

/// Why the last link opened could not be, for the home screen (with the offer to keep its sound
/// moves).
#[derive(Clone, Copy)]
pub struct LinkTrouble(pub RwSignal<Option<Trouble>>);

/// What could not be opened, and what may be kept of it.
#[derive(Clone, Debug)]
pub struct Trouble {
    pub why: String,
    pub keep: Option<Keep>,
}

/// The sound beginning of a record whose later move is wrong, offered to be opened.
#[derive(Clone, Debug)]
pub struct Keep {
    /// "Open its first 11 moves"
    pub label: String,
    game: GameId,
    id: Option<String>,
    /// The record cut before its bad move, as JSON.
    record: String,
}

impl Keep {
    pub fn open(&self, nav: Nav) {
        place(nav, self.game, self.id.clone(), self.record.clone());
    }
}

/// Today as a record writes dates: `2026.11.23`.
fn today() -> String {
    let d = js_sys::Date::new_0();
    format!("{}.{:02}.{:02}", d.get_full_year(), d.get_month() + 1, d.get_date())
}

/// The whole link to the game `id`, as sent to a friend: on the play page's address.
pub fn link_to(table: &dyn AnySession, id: &str) -> String {
    let href = window().location().href().unwrap_or_default();
    format!("{}{}", address::play_page(&href), table.link(id))
}

/// Puts the game `record` (JSON) into the library as `id` (a new one if none) and plays it.
fn place(nav: Nav, game: GameId, id: Option<String>, record: String) {
    let id = id.unwrap_or_else(library::new_id);
    nav.open(game, &id, record);
}

/// Replays a record of `G` that came in: the same record if it is sound (the moves the app plays
/// itself played again), else what is wrong, and the offer to keep the moves before the wrong one.
fn replay<G: GamePage>(game: GameId, record: Record<String>, id: &Option<String>) -> Result<Record<String>, Trouble> {
    let replay = record.clone().of::<G>().and_then(Session::from_record).map(|session| session.record());
    replayed(game, record, id, replay)
}

/// What [`replay`] makes of `record`'s replay: the same for every game.
fn replayed(
    game: GameId,
    record: Record<String>,
    id: &Option<String>,
    replay: Result<Record<String>, RecordError>,
) -> Result<Record<String>, Trouble> {
    replay.map_err(|why| {
        let keep = match why {
            RecordError::BadMove { number, .. } => record.truncated(number - 1).to_json().ok().map(|kept| Keep {
                label: match number - 1 {
                    0 => "Open it from its start".to_string(),
                    1 => "Open it with its first move".to_string(),
                    n => format!("Open it with its first {n} moves"),
                },
                game,
                id: id.clone(),
                record: kept,
            }),
            _ => None,
        };
        Trouble { why: why.to_string(), keep }
    })
}

/// Opens a record that came in, replayed ([`replay`]); `id` is the game's id when a link named
/// it, so that a friend's reply continues the game it answers. The same for every game: records
/// compared by their starts' texts, which are the same for the same position.
fn arrive(nav: Nav, game: GameId, record: Record<String>, id: Option<String>) -> Result<(), Trouble> {
    let json = record.to_json().map_err(|why| Trouble { why, keep: None })?;
    let (here, id) = match id.as_deref().and_then(library::record) {
        // The id is another game's here (ids are only unique in the browser that made them):
        // this one is kept apart, under an id of its own.
        Some((held, _)) if held != game => (None, None),
        here => (here, id),
    };
    let here = here.and_then(|(_, text)| serde_json::from_str::<Record<String>>(&text).ok().map(|r| (r, text)));
    match here.map(|(r, text)| (link::arrival(&r, &record), text)) {
        // An old link opened again: the game here is further on.
        Some((Arrival::Behind, text)) => place(nav, game, id, text),
        // Two games that went different ways are kept apart.
        Some((Arrival::Diverges, _)) => place(nav, game, None, json),
        Some((Arrival::Continues, _)) | None => place(nav, game, id, json),
    }
    Ok(())
}

/// Opens a link's address (`#/<game>/game?…`).
pub fn open_link(nav: Nav, hash: &str) -> Result<(), Trouble> {
    let no = |why: RecordError| Trouble { why: why.to_string(), keep: None };
    let (game, query) = link::split(hash)
        .ok_or_else(|| no(RecordError::Unreadable("it is not a link to a game of Checkerbox".into())))?;
    let shared = link::read(query, game).map_err(no)?;
    let record = with_game!(game, |G| replay::<G>(game, shared.record, &shared.id))?;
    arrive(nav, game, record, shared.id)
}

/// Opens what a player pasted: a link, a text record, or a position on its own (a game between
/// two people from it).
pub fn import(nav: Nav, pasted: &str) -> Result<(), Trouble> {
    let pasted = pasted.trim();
    if let Some(at) = pasted.find("#/").filter(|_| !pasted.starts_with('[')) {
        return open_link(nav, &pasted[at..]);
    }
    let no = |why: RecordError| Trouble { why: why.to_string(), keep: None };
    let (game, record) = match (text::read(pasted), record::from_position(pasted)) {
        (Ok(read), _) => read,
        (Err(_), Some(position)) => (position.game, position),
        (Err(why), None) => return Err(no(why)),
    };
    let record = with_game!(game, |G| replay::<G>(game, record, &None))?;
    arrive(nav, game, record, None)
}

/// Copies `text` (called `what`: "the link") to the clipboard, and says in `said` whether the
/// browser let it: where it does not, the player copies it by hand from its field.
pub fn copy(text: &str, what: &'static str, said: RwSignal<Option<String>>) {
    let done = Closure::<dyn FnMut(JsValue)>::once(move |_: JsValue| {
        said.set(Some(format!("Copied: paste {what} where you keep it or send it.")))
    });
    let refused = Closure::<dyn FnMut(JsValue)>::once(move |_: JsValue| {
        said.set(Some(format!("This browser would not copy {what}: select it in its field and copy it by hand.")))
    });
    let _ = window().navigator().clipboard().write_text(text).then2(&done, &refused);
    // One of the two runs, once, when the browser answers: both must outlive this call.
    done.forget();
    refused.forget();
}

/// Offers the game's `link` to the phone's share sheet (Web Share) where the browser has one, and
/// copies it elsewhere; `said` tells the player which. A share the player cancels says nothing.
pub fn share_link(link: &str, said: RwSignal<Option<String>>) {
    let navigator = window().navigator();
    let share =
        js_sys::Reflect::get(&navigator, &"share".into()).ok().and_then(|f| f.dyn_into::<js_sys::Function>().ok());
    let Some(share) = share else { return copy(link, "the link", said) };
    let data = js_sys::Object::new();
    let _ = js_sys::Reflect::set(&data, &"title".into(), &"A game on Checkerbox".into());
    let _ = js_sys::Reflect::set(&data, &"url".into(), &link.into());
    if let Ok(promise) = share.call1(&navigator, &data).and_then(|p| p.dyn_into::<js_sys::Promise>()) {
        let ignored = Closure::<dyn FnMut(JsValue)>::new(|_: JsValue| {});
        let _ = promise.catch(&ignored);
        ignored.forget();
    }
}

/// Offers `text` as a file to save.
fn download(name: &str, text: &str) {
    let parts = js_sys::Array::of1(&text.into());
    let options = web_sys::BlobPropertyBag::new();
    options.set_type("text/plain;charset=utf-8");
    let Ok(blob) = web_sys::Blob::new_with_str_sequence_and_options(&parts, &options) else { return };
    let Ok(url) = web_sys::Url::create_object_url_with_blob(&blob) else { return };
    let anchor = document().create_element("a").ok().and_then(|a| a.dyn_into::<web_sys::HtmlAnchorElement>().ok());
    if let Some(a) = anchor {
        a.set_href(&url);
        a.set_download(name);
        a.click();
    }
    // Given back once the browser has taken the file: revoked at once, some browsers lose it.
    gloo_timers::callback::Timeout::new(60_000, move || {
        let _ = web_sys::Url::revoke_object_url(&url);
    })
    .forget();
}

/// The text record of a game, written today.
pub fn record_text(table: &dyn AnySession) -> String {
    table.text_record(&Details { date: Some(today()) })
}

/// The share dialog of a game: its record to copy or save, and its link.
#[component]
pub fn ShareDialog(
    game: GameId,
    /// The record, as text.
    record: String,
    /// The link to the game.
    link: String,
    on_close: Callback<()>,
) -> impl IntoView {
    let copied = RwSignal::new(None::<String>);
    let dialog = NodeRef::<leptos::html::Div>::new();
    modal(dialog, on_close);
    let file = format!("checkerbox-{game}-{}.txt", today().replace('.', "-"));
    let (record_for_copy, record_for_file, link_for_copy) = (record.clone(), record.clone(), link.clone());
    view! {
        <div class="dialog-backdrop" on:click=move |_| on_close.run(())>
            <div class="dialog share" role="dialog" aria-modal="true" aria-labelledby="share-title" tabindex="-1"
                node_ref=dialog data-testid="share-dialog" on:click=|e| e.stop_propagation() on:keydown=trap_tab>
                <h2 id="share-title">"Keep or send this game"</h2>
                <label class="field">
                    "The record: plain text, one move a line. Any Checkerbox opens it: Your games, then \u{201c}Open a record or a link\u{2026}\u{201d}."
                    <textarea readonly rows="8" data-testid="record-text" on:focus=|e| select_all(&e)>{record}</textarea>
                </label>
                <div class="dialog-actions start">
                    <button data-testid="copy-record" on:click=move |_| copy(&record_for_copy, "the record", copied)>"Copy the record"</button>
                    <button data-testid="download-record" on:click=move |_| download(&file, &record_for_file)>"Save as a file"</button>
                </div>
                <label class="field">
                    "The link: opens this game, as it stands, on any device."
                    <input readonly data-testid="link-text" prop:value=link on:focus=|e| select_all(&e) />
                </label>
                <div class="dialog-actions start">
                    <button data-testid="copy-link" on:click=move |_| copy(&link_for_copy, "the link", copied)>"Copy the link"</button>
                </div>
                <p class="hint" aria-live="polite" data-testid="copied">{move || copied.get()}</p>
                <div class="dialog-actions">
                    <button class="primary" on:click=move |_| on_close.run(())>"Close"</button>
                </div>
            </div>
        </div>
    }
}

/// Selects the whole text of the field an event came from, ready to copy by hand.
fn select_all(e: &web_sys::FocusEvent) {
    let Some(target) = e.target() else { return };
    if let Some(area) = target.dyn_ref::<web_sys::HtmlTextAreaElement>() {
        area.select();
    } else if let Some(input) = target.dyn_ref::<web_sys::HtmlInputElement>() {
        input.select();
    }
}

/// What went wrong with something opened, and the offer to keep its sound beginning.
#[component]
pub fn TroubleNote(trouble: RwSignal<Option<Trouble>>, what: &'static str) -> impl IntoView {
    let nav = expect_context::<Nav>();
    move || {
        trouble.get().map(|t| {
            let keep = t.keep.clone().map(|keep| {
                let label = keep.label.clone();
                view! { <button data-testid="keep-moves" on:click=move |_| keep.open(nav)>{label}</button> }
            });
            view! {
                <div class="notice refused" role="alert" data-testid="import-error">
                    <p>{format!("This {what} cannot be opened: {}. Nothing here has changed.", t.why)}</p>
                    {keep}
                </div>
            }
        })
    }
}

/// Reads the file chosen in a file field into `pasted`, as if it had been pasted.
fn read_file(e: &leptos::ev::Event, pasted: RwSignal<String>, trouble: RwSignal<Option<Trouble>>) {
    let file =
        e.target().and_then(|t| t.dyn_into::<web_sys::HtmlInputElement>().ok()).and_then(|input| input.files()?.get(0));
    let Some(file) = file else { return };
    let read = Closure::<dyn FnMut(JsValue)>::once(move |text: JsValue| {
        pasted.set(text.as_string().unwrap_or_default());
        trouble.set(None);
    });
    let failed = Closure::<dyn FnMut(JsValue)>::once(move |_: JsValue| {
        let why = "the file could not be read as text".to_string();
        trouble.set(Some(Trouble { why, keep: None }));
    });
    let _ = file.text().then2(&read, &failed);
    // One of the two runs, once, when the browser has read the file.
    read.forget();
    failed.forget();
}

/// The import dialog: a record or a link, pasted or read from a file.
#[component]
pub fn ImportDialog(on_close: Callback<()>) -> impl IntoView {
    let nav = expect_context::<Nav>();
    let pasted = RwSignal::new(String::new());
    let trouble = RwSignal::new(None::<Trouble>);
    // The field takes the focus: pasting is what the dialog is for.
    let field = NodeRef::<leptos::html::Textarea>::new();
    modal(field, on_close);
    let open = move |_| match import(nav, &pasted.get_untracked()) {
        Ok(()) => on_close.run(()),
        Err(t) => trouble.set(Some(t)),
    };
    view! {
        <div class="dialog-backdrop" on:click=move |_| on_close.run(())>
            <div class="dialog share" role="dialog" aria-modal="true" aria-labelledby="import-title"
                data-testid="import-dialog" on:click=|e| e.stop_propagation() on:keydown=trap_tab>
                <h2 id="import-title">"Open a game"</h2>
                <label class="field">
                    "Paste a game's record, a link to a game, or a position's text."
                    <textarea rows="8" node_ref=field data-testid="import-text" prop:value=move || pasted.get()
                        on:input=move |e| { pasted.set(event_target_value(&e)); trouble.set(None); }></textarea>
                </label>
                <label class="field">
                    "Or a record saved as a file:"
                    <input type="file" accept=".txt,text/plain" data-testid="import-file" on:change=move |e| read_file(&e, pasted, trouble) />
                </label>
                <TroubleNote trouble=trouble what="game" />
                <div class="dialog-actions">
                    <button on:click=move |_| on_close.run(())>"Cancel"</button>
                    <button class="primary" data-testid="import-open" on:click=open>"Open"</button>
                </div>
            </div>
        </div>
    }
}
