//! A [`Reply`] as it crosses between a worker and the page: one flat object, which the page reads
//! with one small reader.

use super::messages::{Answer, Reply, Solution};
use serde::{Deserialize, Serialize};

/// A [`Reply`] as it crosses between the worker and the page: one flat object, the fields of its
/// kind of answer set, `error` instead when there is none. The page reads every reply, and a
/// derived reader of the nested `Result`, [`Answer`] and [`Solution`] cost it 3 KB of its gzipped
/// wasm; this one reader costs a fraction of that.
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
    #[serde(default, skip_serializing_if = "Option::is_none")]
    score: Option<i32>,
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    line: Vec<String>,
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
}

impl From<Reply> for Wire {
    fn from(reply: Reply) -> Wire {
        let answer = match reply.outcome {
            Ok(answer) => answer,
            Err(why) => return Wire { id: reply.id, error: Some(why), ..Wire::default() },
        };
        let wire = Wire { id: reply.id, ..Wire::default() };
        match answer {
            Answer::Move { text, depth, nodes, proven, score, line } => {
                Wire { kind: Kind::Move, text: Some(text), depth, nodes, proven, score, line, ..wire }
            }
            Answer::Thinking { depth, score, nodes } => {
                Wire { kind: Kind::Thinking, depth, score: Some(score), nodes, ..wire }
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
        }
    }
}

impl TryFrom<Wire> for Reply {
    type Error = String;

    fn try_from(w: Wire) -> Result<Reply, String> {
        let answer = match (w.error, w.kind) {
            (Some(why), _) => Err(why),
            (None, Kind::Move) => {
                let text = w.text.ok_or("a move without its text")?;
                let Wire { depth, nodes, proven, score, line, .. } = w;
                Ok(Answer::Move { text, depth, nodes, proven, score, line })
            }
            (None, Kind::Thinking) => {
                let score = w.score.ok_or("thinking without a score")?;
                Ok(Answer::Thinking { depth: w.depth, score, nodes: w.nodes })
            }
            (None, Kind::Solved) => {
                let solution = match w.solvable {
                    true => Solution::Solvable { hint: w.text },
                    false => Solution::Lost { longest: w.longest, first: w.text, exact: w.exact },
                };
                Ok(Answer::Solved { solution, nodes: w.nodes })
            }
            (None, Kind::Decided) => Ok(Answer::Decided { solvable: w.solvable, nodes: w.nodes }),
            (None, Kind::Deal) => Ok(Answer::Deal { number: w.number }),
            (None, Kind::Played) => Ok(Answer::Played { playouts: w.playouts, plies: w.plies }),
            (None, Kind::Upgraded) => Ok(Answer::Upgraded { record: w.text.ok_or("an upgrade without its record")? }),
        };
        Ok(Reply { id: w.id, outcome: answer })
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
                score: Some(-12),
                line: vec!["d2-c3".into(), "a3-b4".into()],
            },
            Answer::Move { text: "pass".into(), depth: 0, nodes: 0, proven: false, score: None, line: Vec::new() },
            Answer::Thinking { depth: 3, score: 40, nodes: 1_000 },
            Answer::Solved { solution: Solution::Solvable { hint: Some("b5".into()) }, nodes: 5 },
            Answer::Solved { solution: Solution::Solvable { hint: None }, nodes: 0 },
            Answer::Solved { solution: Solution::Lost { longest: 7, first: Some("c2".into()), exact: true }, nodes: 9 },
            Answer::Solved { solution: Solution::Lost { longest: 0, first: None, exact: false }, nodes: 1 },
            Answer::Decided { solvable: false, nodes: 3 },
            Answer::Deal { number: 17 },
            Answer::Played { playouts: 10, plies: 400 },
            Answer::Upgraded { record: r#"{"game":"byte"}"#.into() },
        ];
        let replies = answers.into_iter().map(Ok).chain([Err("no such game".to_string())]);
        for (id, outcome) in replies.enumerate() {
            let reply = Reply { id: id as u64, outcome };
            let text = serde_json::to_string(&reply).unwrap();
            assert_eq!(serde_json::from_str::<Reply>(&text).ok(), Some(reply), "{text}");
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
        }
    }
}
