//! The computer's speed natively, through the worker's own code ([`Worker::answer`]), on a fixed
//! position of each game: the search (positions a second) and random playouts (playouts a
//! second). Printed as one JSON line per game and task with the request itself, so that
//! `node tools/wasm-speed.mjs` can send the very same requests to the worker built for the browser
//! and compare (its target: wasm at least 0.6 of native).
//!
//! ```text
//! cargo bench --bench search_speed [-- POSITIONS]     (default 2,000,000 positions a search)
//! ```

use checkerbox_core::ai::playout::random_playout;
use checkerbox_core::games::GameId;
use checkerbox_core::protocol::{Answer, Host, Request, Task, Worker};
use checkerbox_core::rules::Game;
use checkerbox_core::with_game;
use rand::SeedableRng;
use rand::rngs::SmallRng;
use std::time::Instant;

/// Playouts a request, for the playout speed.
const PLAYOUTS: u64 = 20_000;

fn main() {
    let budget: u64 = std::env::args().skip(1).find_map(|a| a.parse().ok()).unwrap_or(2_000_000);
    let host = Host { now: checkerbox_core::ai::clock::native_now, post: |_| {} };
    for game in GameId::ALL {
        // A position a few moves into a game, the same on every run.
        let position = with_game!(game, |G| {
            let mut pos = G::new_game(G::variants()[0]);
            random_playout(&mut pos, &mut SmallRng::seed_from_u64(7), &mut Vec::new(), 6);
            pos.position_text()
        });
        for (task, budget) in [(Task::Move, budget), (Task::Playouts, PLAYOUTS)] {
            let request = Request { id: 1, game, position: position.clone(), budget, task, level: None, ms: None };
            let text = serde_json::to_string(&request).expect("a request serialises");
            // The best of three, as the browser's side takes it.
            let mut best = f64::INFINITY;
            let mut count = 0;
            for _ in 0..3 {
                let clock = Instant::now();
                let reply = Worker::new(host).answer(&text, &mut SmallRng::seed_from_u64(1));
                best = best.min(clock.elapsed().as_secs_f64() * 1_000.0);
                count = match reply.outcome {
                    Ok(Answer::Move { nodes, .. }) => nodes,
                    Ok(Answer::Played { playouts, .. }) => playouts,
                    other => panic!("{game}: {other:?}"),
                };
            }
            let what = if task == Task::Move { "positions" } else { "playouts" };
            let line =
                serde_json::json!({ "game": game.id(), "what": what, "request": text, "count": count, "ms": best });
            println!("{line}");
        }
    }
}
