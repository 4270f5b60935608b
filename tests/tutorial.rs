//! Walks every lesson of the tutorial: each step's position is legal in its game, the intended
//! action is legal and accepted, at least one wrong action per step is rejected with its message,
//! every rule of each game (its list, from RULES.md) is taught by at least one step, and no text
//! says what the screen adds to it ("Right.", "Not quite."). The lessons are read from their
//! files, `assets/lessons/<game id>.json`, as the page fetches them.

use checkerbox::ui::any_session::AnySession;
use checkerbox::ui::view::GameView;
use checkerbox_core::games::GameId;
use checkerbox_core::session::{Seat, Session};
use checkerbox_core::tutorial::{self, Exercise, GameLessons, Judgement, Lesson, Step, judge_answer, said};
use checkerbox_core::with_game;
use std::collections::HashSet;

/// `game`'s lessons file, read.
fn lessons(game: GameId) -> GameLessons {
    let path = format!("{}/assets/lessons/{}.json", env!("CARGO_MANIFEST_DIR"), game.id());
    let text = std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{path}: {e}"));
    tutorial::read(&text).unwrap_or_else(|e| panic!("{path}: {e}"))
}

/// Checks one step of `lesson` in game `G`; panics with the lesson, the step and what is wrong.
fn walk_step<G: GameView>(lesson: &Lesson, k: usize, step: &Step) {
    let at = format!("lesson {:?}, step {}", lesson.id, k + 1);
    let pos: G = tutorial::position(step).unwrap_or_else(|e| panic!("{at}: {e}"));
    assert!(!step.say.is_empty() && !step.hint.is_empty(), "{at}: says something, with a hint");
    for name in step.marks.iter().chain(step.arrows.iter().flat_map(|(a, b)| [a, b])) {
        assert!(pos.shape().parse(name).is_ok(), "{at}: {name:?} is a square of the board");
    }
    let mut legal = Vec::new();
    pos.legal_moves(&mut legal);
    // A move is judged as the lesson's page judges it: by its place among the legal moves.
    let table: Box<dyn AnySession> = Box::new(Session::as_given(pos.clone(), [Seat::Person; 2]));
    let judge = |mv: G::Move| match legal.iter().position(|&m| m == mv) {
        Some(k) => table.judge(&step.task, k),
        None => Judgement::Wrong(format!("{} is not legal here", pos.move_text(mv))),
    };
    match &step.task {
        Exercise::Move { accept, wrong, otherwise } => {
            assert!(pos.result().is_none(), "{at}: the game goes on");
            assert!(!accept.is_empty() && !otherwise.is_empty(), "{at}");
            for text in accept {
                let mv = pos.parse_move(text).unwrap_or_else(|e| panic!("{at}: {text:?} reads as a move: {e}"));
                assert_eq!(judge(mv), Judgement::Right, "{at}: {text} is accepted");
                assert!(G::gesture(mv).is_some(), "{at}: {text} is made by pointing at the board");
            }
            for (text, why) in wrong {
                let mv = pos.parse_move(text).unwrap_or_else(|e| panic!("{at}: {text:?} reads as a move: {e}"));
                assert!(
                    pos.check_move(mv).is_ok(),
                    "{at}: the wrong move {text} is legal, so it needs its explanation"
                );
                match judge(mv) {
                    Judgement::Wrong(said) => assert!(said.contains(why), "{at}: {text}: {said}"),
                    Judgement::Right => panic!("{at}: {text} is listed as wrong but accepted"),
                }
            }
            // At least one wrong action is rejected: another legal move, or else an illegal one.
            let other = legal.iter().find(|&&m| judge(m) != Judgement::Right);
            if let Some(&mv) = other {
                assert!(matches!(judge(mv), Judgement::Wrong(w) if !w.is_empty()), "{at}");
            } else {
                assert!(
                    wrong.is_empty(),
                    "{at}: every legal move is accepted, so the step must be judged by the rules' refusals alone"
                );
            }
        }
        Exercise::Answer { question, choices } => {
            assert!(!question.is_empty(), "{at}");
            assert!(
                choices.iter().any(|c| c.right) && choices.iter().any(|c| !c.right),
                "{at}: a right and a wrong answer"
            );
            for (i, c) in choices.iter().enumerate() {
                assert!(!c.why.is_empty(), "{at}: choice {:?} says why", c.label);
                assert_eq!(judge_answer(&step.task, i) == Judgement::Right, c.right, "{at}: {}", c.label);
            }
        }
        Exercise::Play => {
            assert!(pos.result().is_none() && !legal.is_empty(), "{at}: there is a game to play");
        }
    }
}

/// Walks every lesson of `game`.
fn lessons_walk(game: GameId) {
    let lessons = lessons(game);
    assert!(!lessons.lessons.is_empty() && !lessons.about.is_empty(), "{game} has lessons");
    let ids: Vec<&str> = lessons.lessons.iter().map(|l| l.id.as_str()).collect();
    assert_eq!(ids, tutorial::lesson_ids(game), "{game}: the app's list of lesson ids is the file's");
    for lesson in &lessons.lessons {
        assert!(!lesson.steps.is_empty(), "{}", lesson.id);
        for (k, step) in lesson.steps.iter().enumerate() {
            with_game!(game, |G| walk_step::<G>(lesson, k, step));
        }
    }
    let last = lessons.lessons.last().unwrap();
    assert!(last.steps.iter().any(|s| matches!(s.task, Exercise::Play)), "{game}: the last lesson plays a game");
}

/// Checks that every rule in `game`'s list is taught by some step, and that steps teach only
/// listed rules.
fn every_rule_is_taught(game: GameId) {
    let lessons = lessons(game);
    let taught: HashSet<&str> = lessons
        .lessons
        .iter()
        .flat_map(|l| l.steps.iter())
        .flat_map(|s| s.teaches.iter().map(String::as_str))
        .collect();
    let listed: HashSet<&str> = lessons.rules.iter().map(|(id, _)| id.as_str()).collect();
    assert!(!listed.is_empty(), "{game} lists its rules");
    for (id, rule) in &lessons.rules {
        assert!(taught.contains(id.as_str()), "{game}: the rule {id:?} ({rule}) is taught by some step");
    }
    for id in &taught {
        assert!(listed.contains(id), "{game}: a step teaches {id:?}, which is not in the list");
    }
}

#[test]
fn byte_lessons() {
    lessons_walk(GameId::Byte);
    every_rule_is_taught(GameId::Byte);
}

#[test]
fn basic_lessons() {
    lessons_walk(GameId::Basic);
    every_rule_is_taught(GameId::Basic);
}

#[test]
fn pyle_lessons() {
    lessons_walk(GameId::Pyle);
    every_rule_is_taught(GameId::Pyle);
}

#[test]
fn sight_reduction_lessons() {
    lessons_walk(GameId::SightReduction);
    every_rule_is_taught(GameId::SightReduction);
}

/// The word of [`said::LEADS`] that `text` starts with, in any case, if any.
fn lead(text: &str) -> Option<&'static str> {
    let text = text.trim_start().to_lowercase();
    said::LEADS.into_iter().find(|lead| text.starts_with(&lead.to_lowercase()))
}

/// Every text of `step` that the screen shows, with the words it is shown with ([`said`]): what
/// it says and asks, its hint, each answer and why, each wrong move's explanation.
fn texts(step: &Step) -> Vec<(&str, String)> {
    let mut texts = vec![(step.say.as_str(), step.say.clone()), (step.hint.as_str(), said::hint(&step.hint))];
    match &step.task {
        Exercise::Move { wrong, otherwise, .. } => {
            for why in wrong.iter().map(|(_, why)| why).chain([otherwise]) {
                texts.push((why.as_str(), said::not_quite(why)));
            }
        }
        Exercise::Answer { question, choices } => {
            texts.push((question.as_str(), question.clone()));
            for c in choices {
                texts.push((c.label.as_str(), c.label.clone()));
                let shown = if c.right { said::right(&c.why) } else { said::not_quite(&c.why) };
                texts.push((c.why.as_str(), shown));
            }
        }
        Exercise::Play => {}
    }
    texts
}

#[test]
fn no_lesson_text_says_how_a_try_went() {
    for game in GameId::ALL {
        for lesson in lessons(game).lessons {
            for (k, step) in lesson.steps.iter().enumerate() {
                for (text, shown) in texts(step) {
                    let at = format!("lesson {:?}, step {}: {text:?}", lesson.id, k + 1);
                    assert_eq!(lead(text), None, "{at}: the screen adds such words itself");
                    // Shown with its words, the text does not say them again.
                    if let Some(first) = lead(&shown) {
                        let rest = shown[first.len()..].trim_start_matches(['.', ':', ' ']);
                        assert_eq!(lead(rest), None, "{at} is shown as {shown:?}");
                    }
                }
            }
        }
    }
}

#[test]
fn lesson_ids_are_unique() {
    let mut ids = HashSet::new();
    for id in GameId::ALL.into_iter().flat_map(tutorial::lesson_ids) {
        assert!(ids.insert(id), "lesson ids are unique: {id}");
    }
}

#[test]
fn progress_reads_back_and_survives_anything_stored() {
    use checkerbox_core::tutorial::LessonProgress;
    let first = tutorial::lesson_ids(GameId::Byte)[0];
    let mut progress = LessonProgress::default();
    assert!(progress.is_empty());
    assert_eq!(progress.next(GameId::Byte), 0);
    progress.mark(first);
    progress.mark(first);
    assert_eq!(progress.count(GameId::Byte).0, 1);
    assert_eq!(LessonProgress::read(&progress.write()), progress);
    if tutorial::lesson_ids(GameId::Byte).len() > 1 {
        assert_eq!(progress.next(GameId::Byte), 1);
    }
    for garbage in ["", "{", "null", "[1,2]", "[\"no-such-lesson\"]", "\"byte\""] {
        assert!(LessonProgress::read(garbage).is_empty(), "{garbage}");
    }
    // A lesson that no longer exists is dropped; the others are kept.
    let mixed = format!("[\"gone\", \"{first}\"]");
    assert!(LessonProgress::read(&mixed).is_done(first));
}

#[test]
fn a_damaged_lessons_file_is_refused_in_words() {
    let none = r#"{"about": "", "rules": [], "lessons": []}"#;
    let no_steps = r#"{"about": "", "rules": [], "lessons": [{"id": "x", "title": "X", "steps": []}]}"#;
    for damaged in ["", "{", r#"{"about": "", "rules": [], "lessons": [{"id": 1}]}"#, none, no_steps] {
        let why = tutorial::read(damaged).expect_err(damaged);
        assert!(why.starts_with("the lessons are damaged"), "{why}");
    }
}
