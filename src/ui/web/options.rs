//! The controls a game's new-game options are made of: a radio button for one value among
//! several (a board size), and a check box for a rule that is on or off. Each reads and writes
//! one field of the game's options through a getter and a setter.

use leptos::prelude::*;

/// A radio button in the group `name`, checked while the field `get` reads is `value`.
pub fn radio<O, V>(
    options: RwSignal<O>,
    name: &'static str,
    value: V,
    get: fn(&O) -> V,
    set: fn(&mut O, V),
    label: &'static str,
) -> impl IntoView + use<O, V>
where
    O: Send + Sync + 'static,
    V: Copy + PartialEq + Send + Sync + 'static,
{
    view! {
        <label class="choice">
            <input type="radio" name=name prop:checked=move || options.with(|o| get(o) == value)
                on:change=move |_| options.update(|o| set(o, value)) />
            {label}
        </label>
    }
}

/// A check box (`data-testid` = `testid`) for the field `get` reads and `set` writes.
pub fn checkbox<O>(
    options: RwSignal<O>,
    testid: &'static str,
    get: fn(&O) -> bool,
    set: fn(&mut O, bool),
    label: &'static str,
) -> impl IntoView + use<O>
where
    O: Send + Sync + 'static,
{
    view! {
        <label class="choice">
            <input type="checkbox" data-testid=testid prop:checked=move || options.with(get)
                on:change=move |e| options.update(|o| set(o, event_target_checked(&e))) />
            {label}
        </label>
    }
}
