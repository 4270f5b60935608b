//! The tutorial: short lessons for every game, each a sequence of steps on a real board. Lessons
//! are data ([`Lesson`], [`Step`], [`Task`]), written per game in this folder; one screen shows
//! them all, and [`judge`] decides, for any game, whether what the learner did is what a step
//! asks. Pure Rust: every lesson is walked by a native test.
//!
//! A step's position is written in its game's position text ([`Game::position_text`]), so a
//! lesson is checked by the same rules as a game. Each game also lists the rules it must teach
//! ([`GameLessons::rules`], read from `../shared/RULES.md`), and every rule must be taught by at
//! least one step.

mod basic;
mod byte;
mod progress;
mod pyle;
mod sight_reduction;

pub use progress::Progress;

use crate::games::GameId;
use crate::rules::Game;

/// One lesson: a title and its steps.
#[derive(Debug)]
pub struct Lesson {
    /// Stable id, kept in the learner's progress: `"byte-moving"`.
    pub id: &'static str,
    pub title: &'static str,
    pub steps: &'static [Step],
}

/// A step: a position, a sentence or two, and what the learner is asked to do.
#[derive(Debug)]
pub struct Step {
    /// The position, in the game's position text.
    pub position: &'static str,
    /// What the step says, in our own words.
    pub say: &'static str,
    pub task: Task,
    /// Shown after two misses.
    pub hint: &'static str,
    /// Squares to highlight, by name.
    pub marks: &'static [&'static str],
    /// Arrows from square to square, by name.
    pub arrows: &'static [(&'static str, &'static str)],
    /// The rules (ids from [`GameLessons::rules`]) this step teaches.
    pub teaches: &'static [&'static str],
}

/// What a step asks for.
#[derive(Debug)]
pub enum Task {
    /// Make a move on the board: any of `accept` (in the game's notation). A legal move that is
    /// not asked for is explained by its entry in `wrong` (move text, why), or else by
    /// `otherwise`.
    Move { accept: &'static [&'static str], wrong: &'static [(&'static str, &'static str)], otherwise: &'static str },
    /// Answer a question: one button per choice (its label, whether it is right, and what is
    /// said when it is chosen).
    Answer { question: &'static str, choices: &'static [Choice] },
    /// Play the position out against the easiest computer level (the last lesson of a game).
    Play,
}

/// One answer a question offers.
#[derive(Debug)]
pub struct Choice {
    pub label: &'static str,
    pub right: bool,
    /// Why it is right or wrong, said when it is chosen.
    pub why: &'static str,
}

/// A game's lessons and the rules they must cover.
#[derive(Debug)]
pub struct GameLessons {
    pub game: GameId,
    pub lessons: &'static [Lesson],
    /// Every rule of the game in RULES.md: (id, what it says in a few words).
    pub rules: &'static [(&'static str, &'static str)],
}

/// Every game's lessons, in the home screen's order.
pub fn all() -> [&'static GameLessons; 4] {
    [&byte::LESSONS, &basic::LESSONS, &pyle::LESSONS, &sight_reduction::LESSONS]
}

/// The lessons of one game.
pub fn lessons(game: GameId) -> &'static GameLessons {
    match game {
        GameId::Byte => &byte::LESSONS,
        GameId::Basic => &basic::LESSONS,
        GameId::Pyle => &pyle::LESSONS,
        GameId::SightReduction => &sight_reduction::LESSONS,
    }
}

/// The lesson with this id, and its game.
pub fn find(id: &str) -> Option<(GameId, usize, &'static Lesson)> {
    all().into_iter().find_map(|g| g.lessons.iter().position(|l| l.id == id).map(|k| (g.game, k, &g.lessons[k])))
}

/// How a try went.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Judgement {
    Right,
    /// Not what was asked, and why.
    Wrong(String),
}

/// The step's position, read by its game's rules.
pub fn position<G: Game>(step: &Step) -> Result<G, String> {
    G::from_position_text(step.position).map_err(|e| format!("the step's position {:?} is not one: {e}", step.position))
}

/// Judges a move made in a [`Task::Move`] step: an illegal move is refused with the rules' own
/// reason; a legal one is right when it is one of those asked for.
pub fn judge<G: Game>(pos: &G, task: &Task, mv: G::Move) -> Judgement {
    let Task::Move { accept, wrong, otherwise } = task else {
        return Judgement::Wrong("This step asks a question: answer it with a button.".into());
    };
    if let Err(why) = pos.check_move(mv) {
        return Judgement::Wrong(why.to_string());
    }
    let text = pos.move_text(mv);
    let same = |t: &str| pos.parse_move(t).is_ok_and(|m| m == mv);
    if accept.iter().any(|t| same(t)) {
        return Judgement::Right;
    }
    let why = wrong.iter().find(|(t, _)| same(t)).map_or(*otherwise, |(_, why)| *why);
    Judgement::Wrong(format!("{text} is a legal move, but not the one asked for: {why}"))
}

/// Judges an answer to a [`Task::Answer`] step: the chosen choice's index.
pub fn judge_answer(task: &Task, chosen: usize) -> Judgement {
    match task {
        Task::Answer { choices, .. } => match choices.get(chosen) {
            Some(c) if c.right => Judgement::Right,
            Some(c) => Judgement::Wrong(c.why.to_string()),
            None => Judgement::Wrong("There is no such answer.".into()),
        },
        _ => Judgement::Wrong("This step asks for a move on the board.".into()),
    }
}
