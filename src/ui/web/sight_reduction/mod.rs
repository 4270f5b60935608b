//! Sight Reduction's screens: what it adds to the shared play screen (the goal and what is left,
//! lines of sight and the removable checkers over the board, and in the solitaire the solver's
//! help and the deals) and its new-game choices. Its rules page is
//! `assets/rules/sight-reduction.html`.

mod overlay;
mod solver_panel;

use super::options::{checkbox, radio};
use super::play_context::{GamePage, Play};
use crate::ui::view::GameView;
use checkerbox_core::rules::sight_reduction::deal::{NOT_A_DEAL, read_deal};
use checkerbox_core::rules::sight_reduction::{SightMode, SightOptions, SightReduction, SightSetup, SightStage};
use checkerbox_core::rules::{Game, Side};
use leptos::prelude::*;

/// Deal numbers the dialog offers at random: short enough to read out and type.
const DEALS: std::ops::RangeInclusive<u64> = 1..=99_999;

impl GamePage for SightReduction {
    fn panels(play: Play<SightReduction>) -> AnyView {
        let options = play.session.with_untracked(|s| s.position().options().normalised());
        let goal = match (options.solitaire(), options.one_or_two, options.chosen_last) {
            (false, _, _) => "Remove a checker of yours that sees a friend along its row or column. Whoever cannot \
                              remove loses."
                .to_string(),
            (true, true, _) => "Remove white, black, white\u{2026} until the board is empty.".to_string(),
            (true, false, true) => {
                "Remove white, black, white\u{2026} until only the two checkers you chose are left.".to_string()
            }
            (true, false, false) => {
                "Remove white, black, white\u{2026} until one white and one black checker are left.".to_string()
            }
        };
        let left = move |side: Side| play.session.with(|s| s.position().count(side));
        let removed = move |side: Side| play.session.with(|s| s.position().singles_off()[side.index()]);
        let show_removable = RwSignal::new(false);
        let (help, hint) = match options.solitaire() {
            true => {
                let (view, hint) = solver_panel::solver_panel(play);
                (Some(view), hint)
            }
            false => (None, Signal::derive(|| None)),
        };
        // The checker pointed at (or else the one selected) shows its lines of sight.
        let focus = move || play.state.pointed.get().or_else(|| play.state.selection.get().map(|s| s.square));
        Effect::new(move |_| {
            let decor = play.session.with(|s| {
                play.legal
                    .with(|legal| overlay::overlay(s.position(), legal, focus(), show_removable.get(), hint.get()))
            });
            play.state.overlay.set(decor);
        });
        let placing = move || play.session.with(|s| s.position().stage() == SightStage::Place);
        view! {
            <section class="panel sight-goal" data-testid="sight-goal">
                <h2>{if options.solitaire() { "Solitaire" } else { "The goal" }}</h2>
                <p class="hint">{goal}</p>
                <p data-testid="left">{move || format!("Left: {} white, {} black", left(Side::White), left(Side::Black))}</p>
                <p data-testid="removed" hidden=placing>
                    {move || format!("Removed: {} white, {} black", removed(Side::White), removed(Side::Black))}
                </p>
                {(options.solitaire() && options.deal != 0).then(|| view! {
                    <p class="hint" data-testid="deal">{format!("Deal number {}: the same number gives the same deal anywhere.", options.deal)}</p>
                })}
                <label class="choice">
                    <input type="checkbox" data-testid="show-removable" prop:checked=show_removable
                        on:change=move |e| show_removable.set(event_target_checked(&e)) />
                    "Mark the checkers that can go now"
                </label>
                <p class="hint">"Point at a checker to see its lines of sight: the solid lines are what let it go."</p>
            </section>
            {help}
        }
        .into_any()
    }

    /// The dialog calls this once as it opens: each opening offers a new deal, which the player
    /// may replace with a number of their own.
    fn options_form(options: RwSignal<SightOptions>, refused: RwSignal<bool>) -> AnyView {
        options.update(|o| o.deal = rand::random_range(DEALS));
        let mode = move |value: SightMode, label| radio(options, "mode", value, |o| o.mode, |o, v| o.mode = v, label);
        let setup =
            move |value: SightSetup, label| radio(options, "setup", value, |o| o.setup, |o, v| o.setup = v, label);
        let solitaire = move || options.with(|o| o.solitaire());
        // A number that is no deal is refused in words (NOT_A_DEAL), never taken for another deal.
        let deal_input = move |e| match read_deal(&event_target_value(&e)) {
            Ok(deal) => {
                options.update(|o| o.deal = deal);
                refused.set(false);
            }
            Err(_) => refused.set(true),
        };
        view! {
            <fieldset>
                <legend>"Game"</legend>
                {mode(SightMode::TwoPlayer, "Two players: whoever cannot remove loses")}
                {mode(SightMode::Solitaire, "Solitaire: remove white, black, white\u{2026} down to the goal")}
            </fieldset>
            <fieldset class=move || if solitaire() { "muted" } else { "" }>
                <legend>"Setup (two players)"</legend>
                {setup(SightSetup::Deal, "Deal: the checkers at random, White moves first")}
                {setup(SightSetup::Fair, "Fair setup: Player One rearranges, Player Two picks a colour")}
                {setup(SightSetup::Placement, "Placement: the players place their checkers in turn")}
            </fieldset>
            <fieldset>
                <legend>"Rules"</legend>
                {checkbox(options, "one-or-two", |o| o.one_or_two, |o, on| o.one_or_two = on,
                    "One or two: remove two checkers that touch or see each other")}
                {checkbox(options, "harder", |o| o.harder, |o, on| o.harder = on,
                    "Harder: the checker must also see an enemy checker")}
                {checkbox(options, "easier", |o| o.easier, |o, on| o.easier = on,
                    "Easier: a friend seen diagonally counts too")}
                {checkbox(options, "chosen-last", |o| o.chosen_last, |o, on| o.chosen_last = on,
                    "Chosen last (solitaire): pick the two checkers to keep")}
            </fieldset>
            <fieldset>
                <legend>"Deal number"</legend>
                <input type="number" min="1" data-testid="deal-number" aria-label="deal number"
                    prop:value=move || options.with(|o| o.deal.to_string()) on:input=deal_input
                    aria-invalid=move || if refused.get() { "true" } else { "false" }
                    aria-describedby="deal-refused" />
                <p class="note refused" id="deal-refused" data-testid="deal-refused" role="alert"
                    hidden=move || !refused.get()>{NOT_A_DEAL}</p>
            </fieldset>
        }
        .into_any()
    }
}
