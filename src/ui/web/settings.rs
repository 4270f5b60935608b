//! The settings in the page: kept in local storage, given to every screen through context, put on
//! the root element (`data-theme`, `--motion`, `--board-scale`) for the style sheets, and chosen in the Settings
//! dialog, where each choice takes effect at once.

use super::dialog::{modal, trap_tab};
use super::library;
use crate::ui::library::space_words;
use crate::ui::settings::{AnimationSpeed, BoardSize, MASTER_SECONDS, Settings, Theme};
use leptos::prelude::*;
use wasm_bindgen::JsCast;

const KEY: &str = "checkerbox.settings";

/// The settings, through context.
#[derive(Clone, Copy)]
pub struct Prefs(pub RwSignal<Settings>);

impl Prefs {
    /// The stored settings, kept and applied to the page from now on.
    pub fn provide() -> Prefs {
        let storage = window().local_storage().ok().flatten();
        let stored = storage.as_ref().and_then(|s| s.get_item(KEY).ok().flatten());
        let prefs = Prefs(RwSignal::new(stored.map(|t| Settings::read(&t)).unwrap_or_default()));
        Effect::new(move |_| {
            let settings = prefs.0.get();
            if let Some(root) = document().document_element() {
                let _ = root.set_attribute("data-theme", settings.theme.id());
                // Through the CSSOM, not a style attribute, which the page's policy refuses.
                let style = root.unchecked_into::<web_sys::HtmlElement>().style();
                let _ = style.set_property("--motion", settings.motion.factor());
                let _ = style.set_property("--board-scale", settings.board_size.scale());
            }
            if let Some(storage) = &storage {
                let _ = storage.set_item(KEY, &settings.write());
            }
        });
        provide_context(prefs);
        prefs
    }

    pub fn get(self) -> Settings {
        self.0.get()
    }

    pub fn get_untracked(self) -> Settings {
        self.0.get_untracked()
    }
}

/// The Settings dialog.
#[component]
pub fn SettingsDialog(on_close: Callback<()>) -> impl IntoView {
    let prefs = expect_context::<Prefs>().0;
    let dialog = NodeRef::<leptos::html::Div>::new();
    modal(dialog, on_close);
    let theme = move |t: Theme| {
        view! {
            <label class="choice">
                <input type="radio" name="theme" data-testid=format!("theme-{}", t.id())
                    prop:checked=move || prefs.get().theme == t on:change=move |_| prefs.update(|p| p.theme = t) />
                {t.name()}
            </label>
        }
    };
    // One of a row of choices (animation speed, board size): the words are its name.
    let inline = move |group: &'static str, name: &'static str, chosen: Signal<bool>, pick: Callback<()>| {
        view! {
            <label class="choice inline">
                <input type="radio" name=group data-testid=format!("{group}-{name}")
                    prop:checked=move || chosen.get() on:change=move |_| pick.run(()) />
                {name}
            </label>
        }
    };
    let motion = move |m: AnimationSpeed| {
        let chosen = Signal::derive(move || prefs.get().motion == m);
        inline("motion", m.name(), chosen, Callback::new(move |_| prefs.update(|p| p.motion = m)))
    };
    let size = move |b: BoardSize| {
        let chosen = Signal::derive(move || prefs.get().board_size == b);
        inline("board-size", b.name(), chosen, Callback::new(move |_| prefs.update(|p| p.board_size = b)))
    };
    let seconds = move |n: u32| {
        view! {
            <label class="choice inline quantity">
                <input type="radio" name="master-seconds" data-testid=format!("master-seconds-{n}")
                    prop:checked=move || prefs.get().master_seconds == n
                    on:change=move |_| prefs.update(|p| p.master_seconds = n) />
                {format!("{n} s")}
            </label>
        }
    };
    let check = move |testid: &'static str,
                      text: &'static str,
                      get: fn(&crate::ui::settings::Settings) -> bool,
                      set: fn(&mut crate::ui::settings::Settings, bool)| {
        view! {
            <label class="choice">
                <input type="checkbox" data-testid=testid prop:checked=move || get(&prefs.get())
                    on:change=move |e| { let on = event_target_checked(&e); prefs.update(|p| set(p, on)) } />
                {text}
            </label>
        }
    };
    view! {
        <div class="dialog-backdrop" on:click=move |_| on_close.run(())>
            <div class="dialog" role="dialog" aria-modal="true" aria-labelledby="settings-title" tabindex="-1"
                node_ref=dialog data-testid="settings-dialog" on:click=|e| e.stop_propagation() on:keydown=trap_tab>
                <h2 id="settings-title">"Settings"</h2>
                <fieldset>
                    <legend>"Board and checkers"</legend>
                    {Theme::ALL.map(theme).into_iter().collect_view()}
                    <p class="hint">"Board size on a large screen:"</p>
                    <div class="choices-row">{BoardSize::ALL.map(size).into_iter().collect_view()}</div>
                </fieldset>
                <fieldset>
                    <legend>"Playing"</legend>
                    {check("hints", "Show where the selected checkers can go", |s| s.hints, |s, on| s.hints = on)}
                    {check("confirm", "Ask before playing a move", |s| s.confirm, |s, on| s.confirm = on)}
                    {check("sound", "Sounds", |s| s.sound, |s, on| s.sound = on)}
                </fieldset>
                <fieldset>
                    <legend>"The master's thinking"</legend>
                    <p class="hint">"Time for each of its moves:"</p>
                    <div class="choices-row">{MASTER_SECONDS.map(seconds).into_iter().collect_view()}</div>
                    {check("ponder", "It also thinks while you do", |s| s.ponder, |s, on| s.ponder = on)}
                </fieldset>
                <fieldset>
                    <legend>"Animation"</legend>
                    <div class="choices-row">{AnimationSpeed::ALL.map(motion).into_iter().collect_view()}</div>
                </fieldset>
                <StorageUsed />
                <div class="dialog-actions">
                    <button class="primary" data-testid="settings-close" on:click=move |_| on_close.run(())>"Close"</button>
                </div>
            </div>
        </div>
    }
}

/// The games kept, the space they use and the space free, and whether the browser keeps them for
/// good: read when Settings opens.
#[component]
fn StorageUsed() -> impl IntoView {
    let said = RwSignal::new(Vec::<String>::new());
    leptos::task::spawn_local(async move {
        let space = library::space().await;
        said.try_set(space_words(space.games, space.used, space.quota, space.persisted));
    });
    view! {
        <fieldset class="storage-used" data-testid="storage-used">
            <legend>"Your games"</legend>
            {move || said.get().into_iter().map(|s| view! { <p class="hint">{s}</p> }).collect_view()}
        </fieldset>
    }
}
