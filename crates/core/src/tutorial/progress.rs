//! What the learner has done: the lessons finished, as local storage keeps them (a JSON list of
//! lesson ids). Whatever is stored, reading it never fails: what cannot be read counts as
//! nothing done, and ids of lessons that no longer exist are dropped.

use super::lesson_ids;
use crate::games::GameId;

/// The lessons finished.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct LessonProgress {
    done: Vec<&'static str>,
}

impl LessonProgress {
    /// Reads what [`LessonProgress::write`] wrote (or anything else, as nothing done).
    pub fn read(text: &str) -> LessonProgress {
        let ids: Vec<String> = serde_json::from_str(text).unwrap_or_default();
        let mut progress = LessonProgress::default();
        for id in ids {
            let known = GameId::ALL.into_iter().flat_map(lesson_ids).find(|&known| *known == id);
            if let Some(known) = known {
                progress.mark(known);
            }
        }
        progress
    }

    pub fn write(&self) -> String {
        serde_json::to_string(&self.done).unwrap_or_else(|_| "[]".into())
    }

    pub fn is_done(&self, id: &str) -> bool {
        self.done.contains(&id)
    }

    /// Marks the lesson `id` finished (once).
    pub fn mark(&mut self, id: &'static str) {
        if !self.is_done(id) {
            self.done.push(id);
        }
    }

    /// Lessons of `game` finished, and how many it has.
    pub fn count(&self, game: GameId) -> (usize, usize) {
        let all = lesson_ids(game);
        (all.iter().filter(|id| self.is_done(id)).count(), all.len())
    }

    /// Where to take up `game`'s lessons: the first not finished (the first when all are).
    pub fn next(&self, game: GameId) -> usize {
        lesson_ids(game).iter().position(|id| !self.is_done(id)).unwrap_or(0)
    }

    /// Whether nothing at all has been learnt yet.
    pub fn is_empty(&self) -> bool {
        self.done.is_empty()
    }
}
