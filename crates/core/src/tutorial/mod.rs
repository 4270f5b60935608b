//! The tutorial: short lessons for every game, each a sequence of steps on a real board. Lessons
//! are data ([`Lesson`], [`Step`], [`Exercise`]), written per game in `assets/lessons/<game id>.json`
//! and fetched when a learner opens them, so that the wasm, which every first load pays for,
//! does not carry them. One screen shows them all, and [`judge`] decides, for any game, whether
//! what the learner did is what a step asks. Pure Rust: every lesson is walked by a native test.
//!
//! A step's position is written in its game's position text ([`Game::position_text`]), so a
//! lesson is checked by the same rules as a game. Each game also lists the rules it must teach
//! ([`GameLessons::rules`], read from `../shared/RULES.md`), and every rule must be taught by at
//! least one step. The ids of each game's lessons are also here ([`lesson_ids`]), so that the home
//! screen and links can count them without the files; a test holds the two lists together.
//! What the screen says of a try ("Right.", "Not quite.") is [`said`]'s: a lesson gives only
//! reasons.

pub mod play_it_out;
mod progress;
pub mod said;

pub use progress::LessonProgress;

use crate::games::GameId;
use crate::rules::Game;
use serde::Deserialize;

/// One lesson: a title and its steps.
#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Lesson {
    /// Stable id, kept in the learner's progress: `"byte-moving"`.
    pub id: String,
    pub title: String,
    pub steps: Vec<Step>,
}

/// A step: a position, a sentence or two, and what the learner is asked to do.
#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Step {
    /// The position, in the game's position text.
    pub position: String,
    /// Why the position is the one it is, for the lessons' authors (not shown).
    #[serde(default)]
    pub note: String,
    /// What the step says, in our own words.
    pub say: String,
    pub task: Exercise,
    /// Shown after two misses.
    pub hint: String,
    /// Squares to highlight, by name.
    #[serde(default)]
    pub marks: Vec<String>,
    /// Arrows from square to square, by name.
    #[serde(default)]
    pub arrows: Vec<(String, String)>,
    /// The rules (ids from [`GameLessons::rules`]) this step teaches.
    #[serde(default)]
    pub teaches: Vec<String>,
}

/// What a step asks for.
#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub enum Exercise {
    /// Make a move on the board: any of `accept` (in the game's notation). A legal move that is
    /// not asked for is explained by its entry in `wrong` (move text, why), or else by
    /// `otherwise`.
    Move {
        accept: Vec<String>,
        #[serde(default)]
        wrong: Vec<(String, String)>,
        otherwise: String,
    },
    /// Answer a question: one button per choice (its label, whether it is right, and what is
    /// said when it is chosen).
    Answer { question: String, choices: Vec<AnswerChoice> },
    /// Play the position out against the computer, as [`play_it_out`] seats it (the last
    /// lesson of a game).
    Play,
}

/// One answer a question offers.
#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct AnswerChoice {
    pub label: String,
    pub right: bool,
    /// Why it is right or wrong, said when it is chosen, after the words of [`said`].
    pub why: String,
}

/// A game's lessons and the rules they must cover: one lessons file.
#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct GameLessons {
    /// What the lessons cover and how their positions were chosen, for their authors.
    pub about: String,
    /// Every rule of the game in RULES.md: (id, what it says in a few words).
    pub rules: Vec<(String, String)>,
    pub lessons: Vec<Lesson>,
}

/// Reads a lessons file: at least one lesson, each of at least one step.
pub fn read(text: &str) -> Result<GameLessons, String> {
    let lessons: GameLessons = serde_json::from_str(text).map_err(|e| format!("the lessons are damaged ({e})"))?;
    if lessons.lessons.is_empty() {
        return Err("the lessons are damaged (there are none)".into());
    }
    if let Some(empty) = lessons.lessons.iter().find(|l| l.steps.is_empty()) {
        return Err(format!("the lessons are damaged (lesson {:?} has no steps)", empty.id));
    }
    Ok(lessons)
}

/// The ids of `game`'s lessons, in their order: what its lessons file holds.
pub fn lesson_ids(game: GameId) -> &'static [&'static str] {
    match game {
        GameId::Byte => {
            &["byte-stacks", "byte-closer", "byte-merging", "byte-winning", "byte-passes-and-options", "byte-play"]
        }
        GameId::Basic => &["basic-moving", "basic-stacking", "basic-bearing-off", "basic-sitting-out", "basic-play"],
        GameId::Pyle => &["pyle-moving", "pyle-joining", "pyle-setup", "pyle-ending", "pyle-play"],
        GameId::SightReduction => &[
            "sight-reduction-seeing",
            "sight-reduction-winning",
            "sight-reduction-setups",
            "sight-reduction-solitaire",
            "sight-reduction-variants",
            "sight-reduction-play",
        ],
    }
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
    G::from_position_text(&step.position)
        .map_err(|e| format!("the step's position {:?} is not one: {e}", step.position))
}

/// Judges a legal move made in an [`Exercise::Move`] step, written `text`: right when it is one of
/// those asked for (`same` says whether a move's notation names it). An illegal move never comes
/// here: the board refuses it with the rules' own reason.
pub fn judge(task: &Exercise, text: &str, same: impl Fn(&str) -> bool) -> Judgement {
    let Exercise::Move { accept, wrong, otherwise } = task else {
        return Judgement::Wrong("This step asks a question: answer it with a button.".into());
    };
    if accept.iter().any(|t| same(t)) {
        return Judgement::Right;
    }
    let why = wrong.iter().find(|(t, _)| same(t)).map_or(otherwise, |(_, why)| why);
    Judgement::Wrong(format!("{text} is a legal move, but not the one asked for: {why}"))
}

/// Judges an answer to an [`Exercise::Answer`] step: the chosen choice's index.
pub fn judge_answer(task: &Exercise, chosen: usize) -> Judgement {
    match task {
        Exercise::Answer { choices, .. } => match choices.get(chosen) {
            Some(c) if c.right => Judgement::Right,
            Some(c) => Judgement::Wrong(c.why.to_string()),
            None => Judgement::Wrong("There is no such answer.".into()),
        },
        _ => Judgement::Wrong("This step asks for a move on the board.".into()),
    }
}
