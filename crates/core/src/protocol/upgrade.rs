//! The upgrade worker's job (`src/bin/upgrade.rs`): a game kept by an earlier version, as this
//! version keeps it. Apart from the computer's worker, so that only this one carries the readers
//! of the old saved shapes.

use super::error::WorkerError;
use super::messages::{Answer, Reply, Request, Task};
use crate::with_game;

/// The upgrade worker's whole job (`src/bin/upgrade.rs`): the answer to a [`Task::Upgrade`].
pub fn upgrade(message: &str) -> Reply {
    let request: Request = match serde_json::from_str(message) {
        Ok(r) => r,
        Err(e) => return Reply { id: 0, outcome: Err(WorkerError::UnreadableRequest(e.to_string())) },
    };
    let outcome = match request.task {
        Task::Upgrade => with_game!(request.game, |G| crate::session::upgraded::<G>(&request.position))
            .map(|record| Answer::Upgraded { record })
            .map_err(WorkerError::NotUpgraded),
        task => Err(WorkerError::NotAnUpgrade(task)),
    };
    Reply { id: request.id, outcome }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::GameId;
    use crate::protocol::testing::{ask_for, start_of};

    #[test]
    fn the_worker_brings_a_game_kept_by_an_earlier_version_up_to_date() {
        // A Byte start as an earlier version saved it, written by its writer (`tests/saved/`).
        let start = include_str!("../../../../tests/saved/byte.jsonl").lines().next().unwrap();
        let earlier = |start: &str| {
            format!(r#"{{"game":"byte","seats":["Person",{{"Computer":"Hard"}}],"start":{start},"moves":["b6-a5"]}}"#)
        };
        let ask = |game: &str, position: String| {
            let request =
                serde_json::json!({"id": 3, "game": game, "position": position, "budget": 0, "task": "upgrade"});
            upgrade(&request.to_string())
        };
        let reply = ask("byte", earlier(start));
        assert_eq!(reply.id, 3);
        let Ok(Answer::Upgraded { record }) = reply.outcome else { panic!("an upgraded record") };
        assert_eq!(record, earlier(&serde_json::to_string(&start_of("byte")).unwrap()));
        let byte: GameId = "byte".parse().unwrap();
        let played = with_game!(byte, |G| crate::session::Session::<G>::from_json(&record).map(|s| s.played().len()));
        assert_eq!(played, Ok(1));
        // A record of today's comes back as it is; a damaged one, with its reason.
        assert_eq!(ask("byte", record.clone()).outcome, Ok(Answer::Upgraded { record: record.clone() }));
        let damaged = start.replacen(r#":"w""#, r#":"ww""#, 1);
        let Err(WorkerError::NotUpgraded(why)) = ask("byte", earlier(&damaged)).outcome else { panic!("damaged") };
        assert!(why.starts_with("the saved game is damaged") && why.contains("do not add up"), "{why}");
        let Err(WorkerError::NotUpgraded(why)) = ask("pyle", "}{".into()).outcome else { panic!("damaged") };
        assert!(why.starts_with("the saved game is damaged"), "{why}");
        let unknown = ask("chess", record.clone());
        let Err(WorkerError::UnreadableRequest(why)) = unknown.outcome else { panic!("{unknown:?}") };
        assert!(why.contains("no game called \u{201c}chess\u{201d}") && unknown.id == 0, "{why}");
        assert_eq!(upgrade("}{").id, 0);
        let request = serde_json::json!({"id": 3, "game": "byte", "position": "", "budget": 0, "task": "solve"});
        assert_eq!(upgrade(&request.to_string()).outcome, Err(WorkerError::NotAnUpgrade(Task::Solve)));
        // The computer's worker does not carry the old readers, and says so.
        assert_eq!(ask_for(Task::Upgrade, "byte", record, 0).outcome, Err(WorkerError::UpgradeElsewhere));
    }
}
