//! A reply as it crosses between a worker and the page: one flat object, the fields of its kind of
//! answer set, or, when there is none, `error` with its words and the kind and details of its
//! [`WorkerError`]. The page reads every reply, and a derived reader of the nested `Result`,
//! [`Answer`], [`Solution`] and [`WorkerError`] cost it 3 KB of its gzipped wasm: it reads a
//! [`PageReply`] through one small reader of the fields it needs ([`Wire`]), the error in words;
//! native code reads a [`Reply`], its error typed, through [`TypedWire`].

use super::error::WorkerError;
use super::messages::{Answer, PageReply, Ranked, Reply, Solution, Task};
use crate::ai::score::Score;
use crate::games::GameId;
use serde::{Deserialize, Serialize};

/// What the page reads of a reply: its answer, or the words of why there is none.
#[derive(Default, Serialize, Deserialize)]
pub(super) struct Wire {
    /// Always there, as is `kind`: a reply without them is refused, not taken for another.
    id: u64,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    error: Option<String>,
    kind: Kind,
    /// A move's text, a solvable position's hint, a lost one's first move, or an upgraded record.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    text: Option<String>,
    #[serde(default)]
    depth: u32,
    #[serde(default)]
    nodes: u64,
    #[serde(default)]
    proven: bool,
    /// A [`Score`] as the search counts it ([`Score::raw`]): the smallest form.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    score: Option<i32>,
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    line: Vec<String>,
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    only: bool,
    #[serde(default)]
    solvable: bool,
    #[serde(default)]
    longest: u32,
    #[serde(default)]
    exact: bool,
    #[serde(default)]
    number: u64,
    #[serde(default)]
    playouts: u64,
    #[serde(default)]
    plies: u64,
    /// An analysis's moves, best first: each its line and its score ([`Score::raw`]).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    top: Vec<(Vec<String>, i32)>,
}

/// Which [`Answer`] a [`Wire`] carries.
#[derive(Clone, Copy, Default, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
enum Kind {
    #[default]
    Move,
    Thinking,
    Solved,
    Decided,
    Deal,
    Played,
    Upgraded,
    Top,
}

/// A whole reply: what the page reads, and the kind and details of its error beside the error's
/// words, which the page ignores.
#[derive(Serialize, Deserialize)]
pub(super) struct TypedWire {
    #[serde(flatten)]
    wire: Wire,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    fault: Option<Fault>,
    /// The reason an error gives in its words.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    reason: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    game: Option<GameId>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    task: Option<Task>,
    /// For [`WorkerError::NoSolvableDeal`], with the first deal's number in `number`.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    tried: Option<u64>,
}

/// Which [`WorkerError`] a [`TypedWire`] carries.
#[derive(Clone, Copy, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
enum Fault {
    UnreadableRequest,
    UnreadablePosition,
    GameOver,
    NoSolver,
    NotSolitaire,
    Undecided,
    NoSolvableDeal,
    UpgradeElsewhere,
    NotAnUpgrade,
    NotUpgraded,
    NothingAsked,
}

impl Wire {
    /// The answer it carries, or what it lacks.
    fn answer(self) -> Result<Answer, &'static str> {
        Ok(match self.kind {
            Kind::Move => {
                let text = self.text.ok_or("a move without its text")?;
                let Wire { depth, nodes, proven, score, line, only, .. } = self;
                Answer::Move { text, depth, nodes, proven, score: score.map(Score::from_raw), line, only }
            }
            Kind::Thinking => {
                let score = Score::from_raw(self.score.ok_or("thinking without a score")?);
                Answer::Thinking { depth: self.depth, score, nodes: self.nodes }
            }
            Kind::Solved => {
                let solution = match self.solvable {
                    true => Solution::Solvable { hint: self.text },
                    false => Solution::Lost { longest: self.longest, first: self.text, exact: self.exact },
                };
                Answer::Solved { solution, nodes: self.nodes }
            }
            Kind::Decided => Answer::Decided { solvable: self.solvable, nodes: self.nodes },
            Kind::Deal => Answer::Deal { number: self.number },
            Kind::Played => Answer::Played { playouts: self.playouts, plies: self.plies },
            Kind::Upgraded => Answer::Upgraded { record: self.text.ok_or("an upgrade without its record")? },
            Kind::Top => Answer::Top {
                moves: self.top.into_iter().map(|(line, raw)| Ranked { line, score: Score::from_raw(raw) }).collect(),
                nodes: self.nodes,
            },
        })
    }
}

impl From<Reply> for TypedWire {
    fn from(reply: Reply) -> TypedWire {
        let wire = Wire { id: reply.id, ..Wire::default() };
        let why = match reply.outcome {
            Ok(answer) => return TypedWire::answering(wire, answer),
            Err(why) => why,
        };
        let typed = TypedWire {
            wire: Wire { error: Some(why.to_string()), ..wire },
            fault: None,
            reason: None,
            game: None,
            task: None,
            tried: None,
        };
        let (fault, typed) = match why {
            WorkerError::UnreadableRequest(why) => (Fault::UnreadableRequest, TypedWire { reason: Some(why), ..typed }),
            WorkerError::UnreadablePosition(why) => {
                (Fault::UnreadablePosition, TypedWire { reason: Some(why), ..typed })
            }
            WorkerError::GameOver => (Fault::GameOver, typed),
            WorkerError::NoSolver { game, task } => {
                (Fault::NoSolver, TypedWire { game: Some(game), task: Some(task), ..typed })
            }
            WorkerError::NotSolitaire(task) => (Fault::NotSolitaire, TypedWire { task: Some(task), ..typed }),
            WorkerError::Undecided => (Fault::Undecided, typed),
            WorkerError::NoSolvableDeal { from, tried } => {
                let wire = Wire { number: from, ..typed.wire };
                (Fault::NoSolvableDeal, TypedWire { wire, tried: Some(tried), ..typed })
            }
            WorkerError::UpgradeElsewhere => (Fault::UpgradeElsewhere, typed),
            WorkerError::NotAnUpgrade(task) => (Fault::NotAnUpgrade, TypedWire { task: Some(task), ..typed }),
            WorkerError::NotUpgraded(why) => (Fault::NotUpgraded, TypedWire { reason: Some(why), ..typed }),
            WorkerError::NothingAsked => (Fault::NothingAsked, typed),
        };
        TypedWire { fault: Some(fault), ..typed }
    }
}

impl TypedWire {
    /// The reply whose wire is `wire` and which carries `answer`.
    fn answering(wire: Wire, answer: Answer) -> TypedWire {
        let wire = match answer {
            Answer::Move { text, depth, nodes, proven, score, line, only } => {
                let score = score.map(Score::raw);
                Wire { kind: Kind::Move, text: Some(text), depth, nodes, proven, score, line, only, ..wire }
            }
            Answer::Thinking { depth, score, nodes } => {
                Wire { kind: Kind::Thinking, depth, score: Some(score.raw()), nodes, ..wire }
            }
            Answer::Solved { solution: Solution::Solvable { hint }, nodes } => {
                Wire { kind: Kind::Solved, solvable: true, text: hint, nodes, ..wire }
            }
            Answer::Solved { solution: Solution::Lost { longest, first, exact }, nodes } => {
                Wire { kind: Kind::Solved, longest, text: first, exact, nodes, ..wire }
            }
            Answer::Decided { solvable, nodes } => Wire { kind: Kind::Decided, solvable, nodes, ..wire },
            Answer::Deal { number } => Wire { kind: Kind::Deal, number, ..wire },
            Answer::Played { playouts, plies } => Wire { kind: Kind::Played, playouts, plies, ..wire },
            Answer::Upgraded { record } => Wire { kind: Kind::Upgraded, text: Some(record), ..wire },
            Answer::Top { moves, nodes } => {
                let top = moves.into_iter().map(|r| (r.line, r.score.raw())).collect();
                Wire { kind: Kind::Top, top, nodes, ..wire }
            }
        };
        TypedWire { wire, fault: None, reason: None, game: None, task: None, tried: None }
    }

    /// The [`WorkerError`] of kind `fault` it tells of, or what it lacks.
    fn refused(self, fault: Fault) -> Result<WorkerError, &'static str> {
        let why = self.reason.ok_or("an error without its reason");
        let task = self.task.ok_or("an error without its question");
        Ok(match fault {
            Fault::UnreadableRequest => WorkerError::UnreadableRequest(why?),
            Fault::UnreadablePosition => WorkerError::UnreadablePosition(why?),
            Fault::GameOver => WorkerError::GameOver,
            Fault::NoSolver => {
                WorkerError::NoSolver { game: self.game.ok_or("an error without its game")?, task: task? }
            }
            Fault::NotSolitaire => WorkerError::NotSolitaire(task?),
            Fault::Undecided => WorkerError::Undecided,
            Fault::NoSolvableDeal => {
                let tried = self.tried.ok_or("an error without the deals it tried")?;
                WorkerError::NoSolvableDeal { from: self.wire.number, tried }
            }
            Fault::UpgradeElsewhere => WorkerError::UpgradeElsewhere,
            Fault::NotAnUpgrade => WorkerError::NotAnUpgrade(task?),
            Fault::NotUpgraded => WorkerError::NotUpgraded(why?),
            Fault::NothingAsked => WorkerError::NothingAsked,
        })
    }
}

impl TryFrom<TypedWire> for Reply {
    type Error = &'static str;

    fn try_from(typed: TypedWire) -> Result<Reply, &'static str> {
        let id = typed.wire.id;
        let outcome = match (typed.fault, &typed.wire.error) {
            (Some(fault), Some(_)) => Err(typed.refused(fault)?),
            (None, None) => Ok(typed.wire.answer()?),
            _ => return Err("an error without its words or its kind"),
        };
        Ok(Reply { id, outcome })
    }
}

impl TryFrom<Wire> for PageReply {
    type Error = &'static str;

    fn try_from(mut wire: Wire) -> Result<PageReply, &'static str> {
        let id = wire.id;
        let outcome = match wire.error.take() {
            Some(words) => Err(words),
            None => Ok(wire.answer()?),
        };
        Ok(PageReply { id, outcome })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_reply_crosses_to_the_page_as_it_left() {
        let answers = [
            Answer::Move {
                text: "d2-c3".into(),
                depth: 7,
                nodes: 900,
                proven: true,
                score: Some(Score::Points(-12)),
                line: vec!["d2-c3".into(), "a3-b4".into()],
                only: true,
            },
            Answer::Move {
                text: "pass".into(),
                depth: 0,
                nodes: 0,
                proven: false,
                score: None,
                line: Vec::new(),
                only: false,
            },
            Answer::Thinking { depth: 3, score: Score::Points(40), nodes: 1_000 },
            Answer::Thinking { depth: 9, score: Score::LossIn(4), nodes: 80_000 },
            Answer::Move {
                text: "a1".into(),
                depth: 0,
                nodes: 12,
                proven: true,
                score: Some(Score::ProvenWin),
                line: vec!["a1".into()],
                only: false,
            },
            Answer::Move {
                text: "b2".into(),
                depth: 5,
                nodes: 400,
                proven: false,
                score: Some(Score::WinIn(3)),
                line: Vec::new(),
                only: false,
            },
            Answer::Solved { solution: Solution::Solvable { hint: Some("b5".into()) }, nodes: 5 },
            Answer::Solved { solution: Solution::Solvable { hint: None }, nodes: 0 },
            Answer::Solved { solution: Solution::Lost { longest: 7, first: Some("c2".into()), exact: true }, nodes: 9 },
            Answer::Solved { solution: Solution::Lost { longest: 0, first: None, exact: false }, nodes: 1 },
            Answer::Decided { solvable: false, nodes: 3 },
            Answer::Deal { number: 17 },
            Answer::Played { playouts: 10, plies: 400 },
            Answer::Upgraded { record: r#"{"game":"byte"}"#.into() },
            Answer::Top {
                moves: vec![
                    Ranked { line: vec!["c3-d4".into(), "f6-e5".into()], score: Score::WinIn(5) },
                    Ranked { line: vec!["a3-b4".into()], score: Score::Points(-40) },
                ],
                nodes: 30_000,
            },
        ];
        let errors = [
            WorkerError::UnreadableRequest("EOF while parsing".into()),
            WorkerError::UnreadablePosition("no board".into()),
            WorkerError::GameOver,
            WorkerError::NoSolver { game: "pyle".parse().unwrap(), task: Task::SolvableDeal },
            WorkerError::NotSolitaire(Task::Decide),
            WorkerError::Undecided,
            WorkerError::NoSolvableDeal { from: 20_261_122, tried: 200 },
            WorkerError::UpgradeElsewhere,
            WorkerError::NotAnUpgrade(Task::Playouts),
            WorkerError::NotUpgraded("the saved game is damaged (EOF)".into()),
            WorkerError::NothingAsked,
        ];
        let replies = answers.into_iter().map(Ok).chain(errors.into_iter().map(Err));
        for (id, outcome) in replies.enumerate() {
            let reply = Reply { id: id as u64, outcome };
            let text = serde_json::to_string(&reply).unwrap();
            assert_eq!(serde_json::from_str::<Reply>(&text).ok(), Some(reply.clone()), "{text}");
            // The page reads the same answer, and the error's words.
            let page = PageReply { id: reply.id, outcome: reply.outcome.map_err(|why| why.to_string()) };
            assert_eq!(serde_json::from_str::<PageReply>(&text).ok(), Some(page), "{text}");
        }
        let broken = [
            r#"{"id":1,"kind":"move"}"#,
            r#"{"id":1,"kind":"thinking"}"#,
            r#"{"id":1,"kind":"fly"}"#,
            r#"{"kind":"deal"}"#,
            r#"{"id":1,"text":"d2-c3"}"#,
            r#"{"id":1,"kind":"upgraded"}"#,
            "[]",
        ];
        for broken in broken {
            assert!(serde_json::from_str::<Reply>(broken).is_err(), "{broken}");
            assert!(serde_json::from_str::<PageReply>(broken).is_err(), "{broken}");
        }
        // An error is typed only with its kind and details; the page needs only its words.
        let typeless = [
            r#"{"id":1,"kind":"move","error":"the game is over"}"#,
            r#"{"id":1,"kind":"move","fault":"game-over"}"#,
            r#"{"id":1,"kind":"move","error":"?","fault":"fly"}"#,
            r#"{"id":1,"kind":"move","error":"?","fault":"no-solver","task":"solve"}"#,
            r#"{"id":1,"kind":"move","error":"?","fault":"no-solver","game":"chess","task":"solve"}"#,
            r#"{"id":1,"kind":"move","error":"?","fault":"not-solitaire"}"#,
            r#"{"id":1,"kind":"move","error":"?","fault":"unreadable-position"}"#,
            r#"{"id":1,"kind":"move","error":"?","fault":"no-solvable-deal","number":5}"#,
        ];
        for typeless in typeless {
            assert!(serde_json::from_str::<Reply>(typeless).is_err(), "{typeless}");
        }
        let page = serde_json::from_str::<PageReply>(typeless[0]).unwrap();
        assert_eq!(page.outcome, Err("the game is over".to_string()));
    }
}
