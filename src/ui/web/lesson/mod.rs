//! The lesson screen, one for every game: a step's position on the play screen's own board,
//! marks, trays and side view (through a [`PlayContext`] of the step), what the step says, and
//! the learner's try judged by [`checkerbox_core::tutorial::judge`]. A wrong try is explained and
//! may be retried; after two misses the hint shows. Every wrong click is a miss, a checker that
//! cannot move as much as a move refused ([`crate::ui::lesson::miss`]). Lessons are data
//! ([`checkerbox_core::tutorial`], fetched from `assets/lessons/` by [`super::beside`]): this
//! screen knows no lesson.

mod step;

use super::beside::lessons;
use super::play_context::{GamePage, Play, PlayContext};
use super::remembered;
use crate::ui::any_session::AnySession;
use checkerbox_core::games::GameId;
use checkerbox_core::session::{Seat, Session};
use checkerbox_core::tutorial::{self, Exercise, Lesson, Step};
use leptos::prelude::*;

/// Misses before the hint shows.
const MISSES_BEFORE_HINT: u32 = 2;

/// What the learner sees of their last try.
#[derive(Clone, Debug, PartialEq)]
enum Feedback {
    None,
    /// Something to know that is no try (the level a lift starts from, the buttons to use).
    Info(String),
    /// A miss, and why.
    Wrong(String),
    /// Done, and what is said about it ([`tutorial::said::right`]).
    Right(String),
}

/// What a game gives the lesson screen: a step's position set out, and the panels that explain
/// it, made once the step's context exists.
#[derive(Clone, Copy)]
struct Kit {
    set_out: fn(&Step) -> Result<Box<dyn AnySession>, String>,
    panels: fn(PlayContext) -> AnyView,
}

/// The screen for lesson `k` of `game` (a lesson past the last shows the last), whose positions
/// are `G`'s.
pub fn lesson_screen<G: GamePage>(game: GameId, k: usize) -> impl IntoView {
    let kit = Kit {
        set_out: |step| {
            let start = tutorial::position::<G>(step)?;
            Ok(Box::new(Session::as_given(start, [Seat::Person, Seat::Person])) as Box<dyn AnySession>)
        },
        panels: |ctx| G::lesson_panels(Play::<G>::of(ctx)),
    };
    lesson_page(game, k, kit)
}

/// The lesson screen, for any game, once its lessons are fetched.
fn lesson_page(game: GameId, k: usize, kit: Kit) -> AnyView {
    let fetched = RwSignal::new(None);
    leptos::task::spawn_local(async move {
        // Nobody to tell if the learner left meanwhile.
        let _ = fetched.try_set(Some(lessons(game).await));
    });
    (move || match fetched.get() {
        None => view! { <p class="note">"Opening the lesson\u{2026}"</p> }.into_any(),
        Some(Ok(taught)) => untrack(|| lesson(game, k, &taught.lessons, kit)),
        Some(Err(why)) => {
            let said = format!("The lesson could not be opened: {why}.");
            view! { <p class="note refused" role="alert" data-testid="lesson-failed">{said}</p> }.into_any()
        }
    })
    .into_any()
}

/// Where the learner is in one lesson: the step, the tries, and what was said of the last.
#[derive(Clone, Copy)]
struct Tutor {
    game: GameId,
    /// The lesson's place among the game's `lessons`.
    k: usize,
    lessons: &'static [Lesson],
    kit: Kit,
    step_at: RwSignal<usize>,
    /// Bumped to set the step out afresh ("Start the lesson again" on its first step).
    attempt: RwSignal<u32>,
    misses: RwSignal<u32>,
    feedback: RwSignal<Feedback>,
}

impl Tutor {
    fn lesson(&self) -> &'static Lesson {
        &self.lessons[self.k]
    }

    fn step(&self) -> &'static Step {
        let steps = &self.lesson().steps;
        &steps[self.step_at.get().min(steps.len() - 1)]
    }

    fn last_step(&self) -> bool {
        self.step_at.get() + 1 >= self.lesson().steps.len()
    }

    fn done(&self) -> bool {
        matches!(self.feedback.get(), Feedback::Right(_))
    }

    fn go_to(&self, i: usize) {
        self.step_at.set(i.min(self.lesson().steps.len() - 1));
        self.attempt.update(|n| *n += 1);
        self.misses.set(0);
        self.feedback.set(Feedback::None);
    }

    fn miss(&self, why: String) {
        self.misses.update(|m| *m += 1);
        self.feedback.set(Feedback::Wrong(why));
    }
}

/// Lesson `k` of `lessons`, `game`'s: each step set out afresh on its own board.
fn lesson(game: GameId, k: usize, lessons: &'static [Lesson], kit: Kit) -> AnyView {
    let k = k.min(lessons.len().saturating_sub(1));
    let Some(lesson) = lessons.get(k) else {
        return view! { <p class="notice">"This game has no lessons yet."</p> }.into_any();
    };
    let tutor = Tutor {
        game,
        k,
        lessons,
        kit,
        step_at: RwSignal::new(0),
        attempt: RwSignal::new(0),
        misses: RwSignal::new(0),
        feedback: RwSignal::new(Feedback::None),
    };
    // Reaching the last step of a lesson that ends in a game counts as finishing it; so does
    // getting its last step right.
    Effect::new(move |_| {
        if tutor.last_step() && (matches!(tutor.step().task, Exercise::Play) || tutor.done()) {
            remembered::lesson_done(&lesson.id);
        }
    });
    (move || {
        tutor.step_at.track();
        tutor.attempt.track();
        untrack(|| step::step_screen(tutor))
    })
    .into_any()
}
