//! The play screen's review as it runs: the computer's worker looks at each position of the game
//! in turn (a position a question, so that the page stays live and the review can be stopped),
//! and what it sees is kept in a [`Review`], and in the browser: one left unfinished goes on
//! where it stopped when asked again, after a reload too. Its panel is `play/review.rs`.

use super::ai::{Advice, Advisor, effect};
use crate::ui::any_session::AnySession;
use crate::ui::mistakes::Practice;
use crate::ui::opinion::margins;
use crate::ui::review::Review;
use checkerbox_core::ai::score::Score;
use checkerbox_core::games::GameId;
use checkerbox_core::protocol::{Answer, Task};
use checkerbox_core::review::{BUDGET, Seen, Verdict};
use checkerbox_core::rules::Side;
use leptos::prelude::*;

/// The reviews kept in this browser between visits (local storage: an answer lost is only asked
/// again), by the library's game id, the latest last.
const KEPT: &str = "checkerbox.reviews";

/// How many games' reviews are kept.
const KEPT_GAMES: usize = 8;

fn storage() -> Option<web_sys::Storage> {
    web_sys::window()?.local_storage().ok()?
}

fn kept_reviews() -> Vec<(String, String)> {
    storage().and_then(|s| s.get_item(KEPT).ok()?).and_then(|t| serde_json::from_str(&t).ok()).unwrap_or_default()
}

/// The review of game `id` kept, if any.
fn kept_review(id: &str) -> Option<String> {
    kept_reviews().into_iter().find(|(i, _)| i == id).map(|(_, review)| review)
}

/// Keeps `review` as game `id`'s, the oldest kept going past [`KEPT_GAMES`]; a refusal (storage
/// full or off) loses only what can be asked again.
fn keep_review(id: String, review: String) {
    let mut kept = kept_reviews();
    kept.retain(|(i, _)| *i != id);
    kept.push((id, review));
    let drop = kept.len().saturating_sub(KEPT_GAMES);
    kept.drain(..drop);
    if let (Some(storage), Ok(text)) = (storage(), serde_json::to_string(&kept)) {
        let _ = storage.set_item(KEPT, &text);
    }
}

/// The play screen's review, in its context (`PlayContext::review`; a lesson has none): the
/// game-over card starts it, the panel shows it, the board draws its better move and the move
/// list its marks.
#[derive(Clone, Copy)]
pub struct Reviewer {
    pub review: RwSignal<Option<Review>>,
    /// The worker is looking.
    pub running: RwSignal<bool>,
    /// Why the review stopped before its end, in words.
    pub trouble: RwSignal<Option<String>>,
    /// Each move's verdict, where judged: the move list's marks.
    pub marks: Memo<Vec<Option<Verdict>>>,
    /// A side's faults tried again, while the player does ("learn from your mistakes").
    pub practice: RwSignal<Option<Practice>>,
    advisor: Advisor,
    game: GameId,
    /// The library's id of the game, under which this tab keeps its review.
    id: StoredValue<String>,
    table: RwSignal<Box<dyn AnySession>>,
    revision: Memo<u64>,
}

impl Reviewer {
    /// The play screen's reviewer, with the review this tab kept of its game, if the game has
    /// not moved on since.
    pub fn new(
        game: GameId,
        id: StoredValue<String>,
        table: RwSignal<Box<dyn AnySession>>,
        revision: Memo<u64>,
    ) -> Reviewer {
        let kept = kept_review(&id.get_value()).and_then(|kept| {
            let mut review = table.with_untracked(|t| Review::of(t.as_ref(), margins(game)));
            review.take_up(&kept).then_some(review)
        });
        let review = RwSignal::new(kept);
        let reviewer = Reviewer {
            review,
            marks: Memo::new(move |_| review.with(|r| r.as_ref().map(Review::verdicts).unwrap_or_default())),
            running: RwSignal::new(false),
            practice: RwSignal::new(None),
            trouble: RwSignal::new(None),
            advisor: Advisor::new(),
            game,
            id,
            table,
            revision,
        };
        effect(move || reviewer.heard());
        // A move played makes the review one of an earlier game: it goes.
        effect(move || {
            let Some(revision) = revision.try_get() else { return };
            if reviewer.review.try_with_untracked(|r| r.as_ref().is_some_and(|r| r.revision != revision)) == Some(true)
            {
                reviewer.stop();
                reviewer.review.set(None);
                reviewer.practice.set(None);
            }
        });
        reviewer
    }

    /// Starts the review, or goes on with it.
    pub fn start(self) {
        let revision = self.revision.get_untracked();
        if self.review.with_untracked(|r| r.as_ref().is_none_or(|r| r.revision != revision)) {
            let fresh = self.table.with_untracked(|t| Review::of(t.as_ref(), margins(self.game)));
            self.review.set(Some(fresh));
        }
        self.trouble.set(None);
        self.running.set(true);
        self.ask_next();
    }

    /// Stops looking; what was seen is kept.
    pub fn stop(self) {
        self.running.set(false);
        self.advisor.cancel();
    }

    fn ask_next(self) {
        let next = self.review.with_untracked(|r| r.as_ref().and_then(Review::next));
        match next {
            Some((k, text)) => self.advisor.ask(Task::Review, self.game, text, k as u64, BUDGET),
            None => self.running.set(false),
        }
    }

    /// The worker's answer about a position: kept, and the next asked.
    fn heard(self) {
        let Some(Advice::Answered { task: Task::Review, revision: k, answer }) = self.advisor.advice.try_get() else {
            return;
        };
        if self.running.try_get_untracked() != Some(true) {
            return;
        }
        match answer {
            Ok(Answer::Move { text, line, score, only, .. }) => {
                let seen = Seen { best: text, line, score: score.unwrap_or(Score::Points(0)), only };
                self.review.update(|r| {
                    if let Some(r) = r {
                        r.saw(k as usize, seen);
                    }
                });
                if let Some(kept) = self.review.with_untracked(|r| r.as_ref().map(Review::kept)) {
                    keep_review(self.id.get_value(), kept);
                }
                self.ask_next();
            }
            Ok(_) => self.fail("the computer answered something else".into()),
            Err(why) => self.fail(why),
        }
    }

    fn fail(self, why: String) {
        self.running.set(false);
        self.trouble.set(Some(why));
    }

    /// Starts trying `side`'s faults again, from the first.
    pub fn practise(self, side: Side) {
        self.practice.set(self.review.with_untracked(|r| r.as_ref().and_then(|r| Practice::of(r, side))));
    }

    /// The better move than the one played from the position after `k` moves, where that was a
    /// fault: the board draws it.
    pub fn better_at(self, k: usize) -> Option<String> {
        self.review.with(|r| r.as_ref()?.better_move(k).map(str::to_string))
    }
}
