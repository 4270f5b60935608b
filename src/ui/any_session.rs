//! A game in progress as the shared screens see it, whatever the game: [`AnySession`], implemented once
//! for every game's [`Session`]. The play screen and the computer's driver hold a `dyn AnySession`, so
//! they are compiled once rather than once per game, which keeps what a game adds to the page's
//! download small. Only a game's own panels see its types.
//!
//! A move is named by its place in the list of the position's legal moves, as
//! [`checkerbox_core::rules::Game::legal_moves`] gives it: the screens keep such a number only with the revision it
//! belongs to, and a revision names one position.

use super::clicks::{Clicks, Reaction, Selection};
use super::view::{GameView, Gesture, Motion, SetupStep, Spot, motion};
use checkerbox_core::level::Strength;
use checkerbox_core::record::link;
use checkerbox_core::record::text::{self, Details};
use checkerbox_core::rules::{BoardShape, Outcome, Phase, Player, Side};
use checkerbox_core::session::{Deed, Played, Record, Seat, Session};
use checkerbox_core::tutorial::{self, Exercise, Judgement};
use std::any::Any;

/// The checkers on the board, and the move that led to them.
#[derive(Clone, Debug, PartialEq, Default)]
pub struct Pieces {
    /// Occupied squares and their checkers, bottom first.
    pub stacks: Vec<(u8, Vec<Side>)>,
    /// Moves played to reach this position: the board animates `motion` and `leaving` only when
    /// this grows (a move played or redone, a step forward in review), never when it shrinks
    /// (undo) or stays (the board turned, a selection changed).
    pub moves: usize,
    /// Checkers the last move carried, to be seen travelling.
    pub motion: Option<Motion>,
    /// Checkers the last move took off the board from a square (a stack won), to be seen going.
    pub leaving: Vec<(u8, Vec<Side>)>,
}

/// A tray beside the board: what one side has taken off it.
#[derive(Clone, Debug, PartialEq, Default)]
pub struct Tray {
    /// What the tray holds, such as "White · stacks won"; no tray is shown without one.
    pub label: String,
    /// Piles of checkers, bottom first, oldest first.
    pub piles: Vec<Vec<Side>>,
    /// The newest pile arrived with the last move; it is seen arriving when `moves` grows (as
    /// [`Pieces::moves`]).
    pub fresh: bool,
    pub moves: usize,
    /// The selected checkers can go here (off the board): a click or a drop on it moves them.
    pub target: bool,
}

/// A move as the move list shows it.
#[derive(Clone, Debug, PartialEq)]
pub struct ListedMove {
    /// Its notation, or for a step of the setup what it decided, in words.
    pub text: String,
    /// How many moves were played with it: a click on it shows the position after them.
    pub after: usize,
    /// The side that played it: White's moves go in the left column.
    pub by: Side,
    /// A step of the setup ([`GameView::setup_step`]), listed apart from the game's moves.
    pub setup: bool,
    /// Played by the app because nothing else was possible (a pass).
    pub forced: bool,
    /// What the move did beyond moving, and for whom: a mark each.
    pub events: Vec<(Side, String)>,
}

/// Where the selected checkers can go, and from which level: `choice` when the stack has more
/// than one level that can move (or one was picked), so the level is worth showing.
#[derive(Clone, Debug, PartialEq)]
pub struct Lift {
    pub square: u8,
    pub layer: u8,
    pub choice: bool,
    pub targets: Vec<Spot>,
}

/// A game in progress, whatever the game. "The position" is the latest one; `k` moves name the
/// position after the game's first `k` moves (a review looks back at it).
pub trait AnySession: Send + Sync {
    /// The session itself, for a game's own panels, which know its type.
    fn as_any(&self) -> &dyn Any;
    fn as_any_mut(&mut self) -> &mut dyn Any;

    // --- The game ------------------------------------------------------------------------------
    fn seats(&self) -> [Seat; 2];
    fn revision(&self) -> u64;
    fn player_to_move(&self) -> Player;
    fn person_to_move(&self) -> bool;
    fn computer_strength(&self) -> Option<Strength>;
    /// Whether the computer may think on the person's time now ([`Session::ponders`]).
    fn ponders(&self) -> bool;
    fn can_undo(&self) -> bool;
    fn can_redo(&self) -> bool;
    fn undo(&mut self) -> bool;
    fn redo(&mut self) -> bool;
    /// Plays legal move `k`; says why not when there is none.
    fn play(&mut self, k: usize) -> Result<(), String>;
    /// Plays the move written as `text` (the computer's answer).
    fn play_text(&mut self, text: &str) -> Result<(), String>;
    /// The game as it is saved (JSON).
    fn saved(&self) -> Result<String, String>;
    /// A new game from the same start with these seats, as it is saved.
    fn restarted(&self, seats: [Seat; 2]) -> Result<String, String>;
    /// A new game from the position after `k` moves: the moves so far, as it is saved.
    fn branched(&self, k: usize) -> Result<String, String>;
    /// The game as it stood after `k` moves, its moves so far kept, for a person to play either
    /// side: where a player tries a move again.
    fn practice_at(&self, k: usize) -> Result<Box<dyn AnySession>, String>;
    /// A new game between two people, as it is saved, from the position after `k` moves with
    /// `stacks` on its board, `to_move` to move and `tally` taken off (a position editor's);
    /// refused in the words of a bad position text ([`Game::edited`]).
    fn edited_at(&self, k: usize, stacks: &[(u8, Vec<Side>)], to_move: Side, tally: [u8; 2]) -> Result<String, String>;
    /// [`GameView::tally`] after `k` moves.
    fn tally_at(&self, k: usize) -> Option<(&'static str, [u8; 2])>;
    /// Whether checkers stack on a square ([`GameView::STACKS`]).
    fn stacks_checkers(&self) -> bool;
    /// The address part of a link to the game, called `id`.
    fn link(&self, id: &str) -> String;
    /// The text record of the game.
    fn text_record(&self, details: &Details) -> String;

    // --- The position --------------------------------------------------------------------------
    /// The position's text, as the worker reads it.
    fn position_text(&self) -> String;
    fn shape(&self) -> BoardShape;
    fn phase(&self) -> Phase;
    fn over(&self) -> bool;
    fn to_move(&self) -> Side;
    /// The side to move after `k` moves (after none: the side that began).
    fn to_move_at(&self, k: usize) -> Side;
    fn player_of(&self, side: Side) -> Player;
    /// The side `player` plays in the latest position ([`Session::side_of`]).
    fn side_of(&self, player: Player) -> Side;
    /// [`GameView::side_name`], in the position after `k` moves.
    fn side_name_at(&self, k: usize, side: Side) -> String;
    fn decision(&self) -> Option<String>;
    /// [`GameView::setup_instruction`], in the latest position.
    fn setup_instruction(&self) -> Option<String>;
    /// The text of the position after `k` moves, as the worker reads it, and whether a search
    /// there means anything: moves on the board are to be made, not a setup (nor is it over).
    fn searchable_at(&self, k: usize) -> (String, bool);
    /// How the rules ended the game in its latest position (none when it goes on, or ended by a
    /// resignation or a draw agreed).
    fn position_outcome(&self) -> Option<Outcome>;
    /// How a player would make the move written `text` in the position after `k` moves.
    fn gesture_of_text_at(&self, k: usize, text: &str) -> Option<Gesture>;
    /// How the game ended, in words.
    fn result_text(&self) -> Option<String>;
    /// Whether the person here, to move, may resign or offer or accept a draw ([`Session::may`]).
    fn may(&self, deed: Deed) -> bool;
    fn act(&mut self, deed: Deed) -> Result<(), String>;
    /// The player who offered the draw the player to move may accept.
    fn draw_offered(&self) -> Option<Player>;
    /// Whether the player to move has offered a draw with the move they are about to make.
    fn offering_draw(&self) -> bool;
    fn score_text(&self, side: Side) -> Option<String>;

    // --- The game's words, from its options ----------------------------------------------------
    fn variant_line(&self) -> String;
    fn solitaire(&self) -> bool;
    fn seat_names(&self) -> [&'static str; 2];

    // --- The legal moves -----------------------------------------------------------------------
    fn move_text(&self, k: usize) -> Option<String>;
    fn gesture(&self, k: usize) -> Option<Gesture>;
    /// The legal move written as `text` (a hint), if it is one.
    fn find(&self, text: &str) -> Option<usize>;
    /// Each legal move's notation and its words on a choice's button.
    fn choices(&self) -> Vec<(String, String)>;
    /// What a click on `spot` means ([`Clicks::click`]); `mine`: the person may move now.
    fn click(&self, selection: Option<Selection>, spot: Spot, mine: bool) -> Reaction;
    /// What a click on `layer` of the selected stack means ([`Clicks::pick_layer`]).
    fn pick_layer(&self, selection: Option<Selection>, layer: u8, mine: bool) -> Reaction;
    /// Where `sel` can go.
    fn lift(&self, sel: Selection) -> Lift;

    // --- The moves played ----------------------------------------------------------------------
    /// The moves played, passes included, as the move list tells of them. What the screens make
    /// of them is [`AnySession`]'s own (`impl dyn AnySession`), compiled once for every game.
    fn history(&self) -> &[Played];
    /// The checkers on the board after `k` moves.
    fn stacks_at(&self, k: usize) -> Vec<(u8, Vec<Side>)>;
    /// How a player made move `j` (from 0) on the board; none for a pass.
    fn gesture_played(&self, j: usize) -> Option<Gesture>;
    /// The checkers move `j` carried, to be seen travelling ([`motion`]).
    fn motion_played(&self, j: usize) -> Option<Motion>;
    /// What move `j` was in the setup ([`GameView::setup_step`]); none for a move of the game.
    fn setup_step_played(&self, j: usize) -> Option<SetupStep>;
    /// What the news says of a pass forced on `side` after `k` moves ([`GameView::pass_news`]).
    fn pass_news_at(&self, k: usize, side: Side) -> Option<String>;
    /// What the trays beside the board hold ([`GameView::TRAY`]); none in a game without trays.
    fn tray(&self) -> Option<&'static str>;
    /// [`GameView::singles_off`] in the start position, before the record's first move.
    fn singles_off_at_start(&self) -> [u32; 2];
}

impl<G: GameView> AnySession for Session<G> {
    fn as_any(&self) -> &dyn Any {
        self
    }

    fn as_any_mut(&mut self) -> &mut dyn Any {
        self
    }

    fn seats(&self) -> [Seat; 2] {
        Session::seats(self)
    }

    fn revision(&self) -> u64 {
        Session::revision(self)
    }

    fn player_to_move(&self) -> Player {
        Session::player_to_move(self)
    }

    fn person_to_move(&self) -> bool {
        Session::person_to_move(self)
    }

    fn computer_strength(&self) -> Option<Strength> {
        Session::computer_strength(self)
    }

    fn ponders(&self) -> bool {
        Session::ponders(self)
    }

    fn can_undo(&self) -> bool {
        Session::can_undo(self)
    }

    fn can_redo(&self) -> bool {
        Session::can_redo(self)
    }

    fn undo(&mut self) -> bool {
        Session::undo(self)
    }

    fn redo(&mut self) -> bool {
        Session::redo(self)
    }

    fn play(&mut self, k: usize) -> Result<(), String> {
        let mv = self.legal_moves().get(k).copied().ok_or("there is no such move")?;
        Session::play(self, mv).map_err(|why| why.0)
    }

    fn play_text(&mut self, text: &str) -> Result<(), String> {
        Session::play_text(self, text).map_err(|why| why.to_string())
    }

    fn saved(&self) -> Result<String, String> {
        self.record().to_json()
    }

    fn restarted(&self, seats: [Seat; 2]) -> Result<String, String> {
        Session::restarted(self, seats).record().to_json()
    }

    fn branched(&self, k: usize) -> Result<String, String> {
        self.record_to(k).to_json()
    }

    fn practice_at(&self, k: usize) -> Result<Box<dyn AnySession>, String> {
        let record = Record { seats: [Seat::Person; 2], ..self.record_to(k) };
        let session = Session::<G>::from_record(record.of().map_err(|e| e.to_string())?).map_err(|e| e.to_string())?;
        Ok(Box::new(session))
    }

    fn edited_at(&self, k: usize, stacks: &[(u8, Vec<Side>)], to_move: Side, tally: [u8; 2]) -> Result<String, String> {
        let pos = self.position_at(k).edited(stacks, to_move, tally).map_err(|e| e.to_string())?;
        Record::new_game(&pos, [Seat::Person; 2]).to_json()
    }

    fn tally_at(&self, k: usize) -> Option<(&'static str, [u8; 2])> {
        self.position_at(k).tally()
    }

    fn stacks_checkers(&self) -> bool {
        G::STACKS
    }

    fn link(&self, id: &str) -> String {
        link::write(&self.record(), id)
    }

    fn text_record(&self, details: &Details) -> String {
        text::write(self, details)
    }

    fn position_text(&self) -> String {
        self.position().position_text()
    }

    fn shape(&self) -> BoardShape {
        self.position().shape()
    }

    fn phase(&self) -> Phase {
        self.position().phase()
    }

    fn over(&self) -> bool {
        self.result().is_some()
    }

    fn to_move(&self) -> Side {
        self.position().to_move()
    }

    fn to_move_at(&self, k: usize) -> Side {
        self.position_at(k).to_move()
    }

    fn player_of(&self, side: Side) -> Player {
        self.position().player_of(side)
    }

    fn side_of(&self, player: Player) -> Side {
        Session::side_of(self, player)
    }

    fn side_name_at(&self, k: usize, side: Side) -> String {
        self.position_at(k).side_name(side)
    }

    fn decision(&self) -> Option<String> {
        self.position().decision()
    }

    fn setup_instruction(&self) -> Option<String> {
        self.position().setup_instruction()
    }

    fn result_text(&self) -> Option<String> {
        Session::result_text(self)
    }

    fn searchable_at(&self, k: usize) -> (String, bool) {
        let pos = self.position_at(k);
        (pos.position_text(), pos.phase() == Phase::Play && pos.result().is_none())
    }

    fn position_outcome(&self) -> Option<Outcome> {
        self.position().result().map(|r| r.outcome)
    }

    fn gesture_of_text_at(&self, k: usize, text: &str) -> Option<Gesture> {
        G::gesture(self.position_at(k).parse_move(text).ok()?)
    }

    fn may(&self, deed: Deed) -> bool {
        Session::may(self, deed)
    }

    fn act(&mut self, deed: Deed) -> Result<(), String> {
        Session::act(self, deed)
    }

    fn draw_offered(&self) -> Option<Player> {
        Session::draw_offered(self)
    }

    fn offering_draw(&self) -> bool {
        Session::offering_draw(self)
    }

    fn score_text(&self, side: Side) -> Option<String> {
        self.position().score_text(side)
    }

    fn variant_line(&self) -> String {
        G::variant_line(self.position().options())
    }

    fn solitaire(&self) -> bool {
        G::solitaire(self.position().options())
    }

    fn seat_names(&self) -> [&'static str; 2] {
        G::seat_names(self.position().options())
    }

    fn move_text(&self, k: usize) -> Option<String> {
        self.legal_moves().get(k).copied().map(|mv| self.position().move_text(mv))
    }

    fn gesture(&self, k: usize) -> Option<Gesture> {
        G::gesture(self.legal_moves().get(k).copied()?)
    }

    fn find(&self, text: &str) -> Option<usize> {
        let mv = self.position().parse_move(text).ok()?;
        self.legal_moves().iter().position(|&m| m == mv)
    }

    fn choices(&self) -> Vec<(String, String)> {
        let pos = self.position();
        self.legal_moves().into_iter().map(|mv| (pos.move_text(mv), pos.choice_text(mv))).collect()
    }

    fn click(&self, selection: Option<Selection>, spot: Spot, mine: bool) -> Reaction {
        Clicks::new(self.position(), &self.legal_moves(), mine).click(selection, spot)
    }

    fn pick_layer(&self, selection: Option<Selection>, layer: u8, mine: bool) -> Reaction {
        Clicks::new(self.position(), &self.legal_moves(), mine).pick_layer(selection, layer)
    }

    fn lift(&self, sel: Selection) -> Lift {
        let clicks = Clicks::new(self.position(), &self.legal_moves(), true);
        Lift {
            square: sel.square,
            layer: clicks.layer(sel),
            choice: sel.picked.is_some() || clicks.movable_layers(sel.square).count_ones() > 1,
            targets: clicks.targets(sel),
        }
    }

    fn history(&self) -> &[Played] {
        Session::played(self)
    }

    fn stacks_at(&self, k: usize) -> Vec<(u8, Vec<Side>)> {
        self.position_at(k).pieces()
    }

    fn gesture_played(&self, j: usize) -> Option<Gesture> {
        G::gesture(*self.moves().get(j)?)
    }

    fn motion_played(&self, j: usize) -> Option<Motion> {
        motion(self.position_at(j), *self.moves().get(j)?)
    }

    fn setup_step_played(&self, j: usize) -> Option<SetupStep> {
        self.position_at(j).setup_step(*self.moves().get(j)?)
    }

    fn pass_news_at(&self, k: usize, side: Side) -> Option<String> {
        self.position_at(k).pass_news(side)
    }

    fn tray(&self) -> Option<&'static str> {
        G::TRAY
    }

    fn singles_off_at_start(&self) -> [u32; 2] {
        self.position_at(0).singles_off()
    }
}

/// What the screens make of what the game says (of the moves played, of a lesson's move): the same
/// for every game, and so compiled once.
impl<'a> dyn AnySession + 'a {
    /// Whether legal move `k` is what a lesson's `task` asks for ([`tutorial::judge`]).
    pub fn judge(&self, task: &Exercise, k: usize) -> Judgement {
        match self.move_text(k) {
            Some(text) => tutorial::judge(task, &text, |t| self.find(t) == Some(k)),
            None => Judgement::Wrong("There is no such move.".into()),
        }
    }

    /// How many moves were played, passes included.
    pub fn played(&self) -> usize {
        self.history().len()
    }

    /// The first `k` moves played (all of them, if fewer).
    fn first(&self, k: usize) -> &[Played] {
        let played = self.history();
        &played[..k.min(played.len())]
    }

    /// [`GameView::side_name`], in the latest position.
    pub fn side_name(&self, side: Side) -> String {
        self.side_name_at(self.played(), side)
    }

    /// The board after `k` moves, and the move to see arriving there.
    pub fn pieces(&self, k: usize) -> Pieces {
        let played = self.first(k);
        let mut picture = Pieces { stacks: self.stacks_at(k), moves: played.len(), ..Pieces::default() };
        // The last move that moved something: the last move, or the one the passes after it
        // followed.
        let moved = (0..played.len()).rev().find(|&j| self.gesture_played(j).is_some());
        if let Some(j) = moved.filter(|&j| played[j + 1..].iter().all(|p| p.forced)) {
            picture.motion = self.motion_played(j);
            picture.leaving = played[j]
                .events
                .iter()
                .filter(|e| !e.checkers.is_empty())
                .filter_map(|e| e.square.map(|sq| (sq, e.checkers.clone())))
                .collect();
        }
        picture
    }

    /// Whether checkers leave the board in this game, into trays beside it.
    pub fn has_trays(&self) -> bool {
        self.tray().is_some()
    }

    /// The trays after `k` moves (none are targets): what had left the board before the record
    /// began, then what its moves carried off.
    pub fn trays(&self, k: usize) -> [Tray; 2] {
        let played = self.first(k);
        let mut trays: [Tray; 2] = Default::default();
        for ((side, tray), off) in
            [Side::White, Side::Black].into_iter().zip(trays.iter_mut()).zip(self.singles_off_at_start())
        {
            tray.piles = vec![vec![side]; off as usize];
        }
        for (j, p) in played.iter().enumerate() {
            for event in p.events.iter().filter(|e| !e.checkers.is_empty()) {
                let tray = &mut trays[event.side.index()];
                tray.piles.push(event.checkers.clone());
                tray.fresh = j + 1 == played.len();
            }
        }
        for (side, tray) in [Side::White, Side::Black].into_iter().zip(trays.iter_mut()) {
            tray.label = self.tray().map(|what| format!("{} \u{00b7} {what}", side.name())).unwrap_or_default();
            tray.moves = played.len();
        }
        trays
    }

    /// The gesture of the last move a player chose among the first `k`.
    pub fn last_gesture(&self, k: usize) -> Option<Gesture> {
        let played = self.first(k);
        (0..played.len()).rev().filter(|&j| !played[j].forced).find_map(|j| self.gesture_played(j))
    }

    /// Whether the last move did more than move (won a stack, bore a checker off).
    pub fn last_did_more(&self) -> bool {
        self.history().last().is_some_and(|p| !p.events.is_empty())
    }

    /// The moves played as the move list shows them: the setup's decisions in words, the
    /// setup's formal passes left out, the game's moves in notation.
    pub fn listed(&self) -> Vec<ListedMove> {
        self.history()
            .iter()
            .enumerate()
            .filter_map(|(j, p)| {
                let (text, setup) = match self.setup_step_played(j) {
                    None => (p.text.clone(), false),
                    Some(SetupStep::Decision(words)) => (words, true),
                    Some(SetupStep::Formality) => return None,
                };
                Some(ListedMove {
                    text,
                    after: j + 1,
                    by: p.by,
                    setup,
                    forced: p.forced,
                    events: p.events.iter().map(|e| (e.side, e.text.clone())).collect(),
                })
            })
            .collect()
    }

    /// The status line while a person at this screen is to move: whose turn it is and, during
    /// the setup, what to click. `both_here`: the other player is a person at this screen too, so
    /// the turn is named by its player rather than called "your" turn.
    pub fn persons_turn(&self, both_here: bool) -> String {
        let side = self.to_move();
        let name = self.side_name(side);
        // "Your move (black)", but "Your move (White (Player One))".
        let own = if name == side.name() { side.word().to_string() } else { name.clone() };
        match (both_here, self.setup_instruction()) {
            (true, Some(how)) => format!("{name}: {how}"),
            (true, None) => format!("{name} to move"),
            (false, Some(how)) => format!("Your turn ({own}): {how}"),
            (false, None) => format!("Your move ({own})"),
        }
    }

    /// What the last moves did (a stack won, a turn passed), said until the next move. Where a
    /// player passed while the other moved on, it says so in one line: "You had no move and passed
    /// 3 times; meanwhile Black played c5-d4, d4-e3 and e3-f2."
    pub fn news(&self) -> String {
        if let Some(summary) = self.passes_news() {
            return summary;
        }
        let played = self.history();
        let last_chosen = played.iter().rposition(|p| !p.forced);
        let mut lines: Vec<String> = Vec::new();
        if let Some(i) = last_chosen {
            lines.extend(played[i].events.iter().map(|e| e.text.clone()));
        }
        // Each pass named as the position it was played in names its player.
        let first_pass = last_chosen.map_or(0, |i| i + 1);
        lines.extend(played[first_pass..].iter().zip(first_pass..).filter_map(|(p, k)| self.pass_news_at(k, p.by)));
        lines.join(" ")
    }

    /// The passes of the player who last had to pass, since their own last move, and the other
    /// player's moves meanwhile, with what those did; none unless both happened. A pass that is
    /// only a setup's formality is not one.
    fn passes_news(&self) -> Option<String> {
        let played = self.history();
        let real_pass = |k: usize| played[k].forced && self.pass_news_at(k, played[k].by).is_some();
        // The passer: the side of the latest real pass after which it chose no move.
        let mut chose = [false; 2];
        let mut passer = None;
        for k in (0..played.len()).rev() {
            let side = played[k].by;
            if real_pass(k) && !chose[side.index()] {
                passer = Some((k, side, played[k].player));
                break;
            }
            chose[side.index()] |= !played[k].forced;
        }
        let (last_pass, passer, player) = passer?;
        let (mut passes, mut moves, mut events) = (0, Vec::new(), Vec::new());
        for k in (0..played.len()).rev() {
            let p = &played[k];
            match (p.by == passer, p.forced) {
                (true, false) => break,
                (true, true) => passes += usize::from(real_pass(k)),
                (false, false) => {
                    moves.push(p.text.clone());
                    events.extend(p.events.iter().rev().map(|e| e.text.clone()));
                }
                (false, true) => {}
            }
        }
        if moves.is_empty() {
            return None;
        }
        moves.reverse();
        events.reverse();
        let seats = self.seats();
        let you = seats[player.index()] == Seat::Person && seats[1 - player.index()] != Seat::Person;
        let name = if you { "You".to_string() } else { self.side_name_at(last_pass, passer) };
        let times = match passes {
            1 => String::new(),
            2 => " twice".to_string(),
            n => format!(" {n} times"),
        };
        let other = self.side_name_at(played.len(), passer.other());
        let mut line = format!("{name} had no move and passed{times}; meanwhile {other} played {}.", listed(&moves));
        for event in events {
            line.push(' ');
            line.push_str(&event);
        }
        Some(line)
    }

    /// Who played the last move a player chose, and what: "White played c3-d4."
    pub fn last_played(&self) -> Option<String> {
        let played = self.history();
        let k = played.iter().rposition(|p| !p.forced)?;
        let p = &played[k];
        Some(format!("{} played {}.", self.side_name_at(k, p.by), p.text))
    }
}

/// Moves in a sentence: "a", "a and b", "a, b and c".
fn listed(items: &[String]) -> String {
    match items {
        [] => String::new(),
        [one] => one.clone(),
        [init @ .., last] => format!("{} and {last}", init.join(", ")),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ui::clicks::Note;
    use checkerbox_core::rules::Game;
    use checkerbox_core::rules::byte::{Byte, ByteOptions};
    use checkerbox_core::rules::pyle::{Pyle, PyleOptions};

    /// Black's only checker sits under White on e5, touching nothing: Black passes while White
    /// moves on, and the news says so in one line, naming "You" where the passer is the person
    /// playing the computer.
    #[test]
    fn passes_while_the_other_moves_on_are_said_in_one_line() {
        use checkerbox_core::level::Strength;
        let start = Byte::from_position_text("8x8 white won:1-1 a1=w e5=wb h8=wwwww").unwrap();
        let mut t: Box<dyn AnySession> = Box::new(Session::new(start, [Seat::Computer(Strength::Easy), Seat::Person]));
        assert_eq!(t.news(), "");
        let mut white_moves = Vec::new();
        for n in 1..=3 {
            white_moves.push(t.move_text(0).expect("White has a move"));
            t.play(0).unwrap();
            assert_eq!(t.history().last().map(|p| p.forced), Some(true), "Black passed after move {n}");
        }
        let said = t.news();
        assert!(said.starts_with("You had no move and passed 3 times; meanwhile White played "), "{said}");
        assert!(said.ends_with(&format!("{} and {}.", white_moves[1], white_moves[2])), "{said}");
        // Two people at one device: the passer is named.
        let start = Byte::from_position_text("8x8 white won:1-1 a1=w e5=wb h8=wwwww").unwrap();
        let mut t: Box<dyn AnySession> = Box::new(Session::new(start, [Seat::Person; 2]));
        t.play(0).unwrap();
        let said = t.news();
        assert!(said.starts_with("Black had no move and passed; meanwhile White played "), "{said}");
    }

    fn byte(seats: [Seat; 2]) -> Box<dyn AnySession> {
        Box::new(Session::new(Byte::new_game(ByteOptions::default()), seats))
    }

    fn sq(t: &dyn AnySession, name: &str) -> Spot {
        Spot::Square(t.shape().parse(name).unwrap())
    }

    /// Plays d2 to c3 by two clicks, and returns the move's place among the legal moves.
    fn d2_c3(t: &mut Box<dyn AnySession>) -> usize {
        let sel = t.click(None, sq(t.as_ref(), "d2"), true).selection.expect("d2 is selected");
        assert!(t.lift(sel).targets.contains(&sq(t.as_ref(), "c3")));
        let k = t.click(Some(sel), sq(t.as_ref(), "c3"), true).play.expect("d2 to c3 is a move");
        t.play(k).unwrap();
        k
    }

    #[test]
    fn a_click_names_its_move_by_its_place_among_the_legal_moves_and_plays_it() {
        let mut t = byte([Seat::Person, Seat::Person]);
        let start = t.pieces(0);
        let k = {
            let sel = t.click(None, sq(t.as_ref(), "d2"), true).selection.unwrap();
            t.click(Some(sel), sq(t.as_ref(), "c3"), true).play.unwrap()
        };
        let text = t.move_text(k).unwrap();
        assert_eq!(t.find(&text), Some(k));
        assert_eq!(t.gesture(k).map(|g| g.to), Some(sq(t.as_ref(), "c3")));
        assert_eq!(d2_c3(&mut t), k);
        assert_eq!((t.played(), t.revision(), t.to_move()), (1, 1, Side::Black));
        assert_eq!(t.to_move_at(0), Side::White);
        assert_eq!(t.last_played(), Some(format!("White played {text}.")));
        assert_eq!(t.listed()[0].text, text);
        assert_eq!(t.last_gesture(1).map(|g| Spot::Square(g.from)), Some(sq(t.as_ref(), "d2")));
        assert_eq!(t.last_gesture(0), None);
        // The board after no moves is the start, with nothing to animate; after the move, the
        // move travels.
        assert_eq!(t.pieces(0), start);
        assert!(t.pieces(1).motion.is_some());
        assert_eq!(t.pieces(9), t.pieces(1), "past the end is the latest position");
    }

    #[test]
    fn a_move_that_is_not_there_is_refused_and_changes_nothing() {
        let mut t = byte([Seat::Person, Seat::Person]);
        let count = t.choices().len();
        assert!(t.play(count).is_err());
        assert_eq!((t.played(), t.revision()), (0, 0));
        assert_eq!((t.move_text(count), t.gesture(count), t.find("z9-z10")), (None, None, None));
    }

    #[test]
    fn a_click_while_the_computer_moves_plays_nothing() {
        let t = byte([Seat::Computer(Strength::Easy), Seat::Person]);
        assert_eq!(t.computer_strength(), Some(Strength::Easy));
        let r = t.click(Some(Selection { square: 0, picked: None }), sq(t.as_ref(), "c3"), false);
        assert_eq!(r.play, None);
        assert_eq!(r.note, Some(Note::Info("The computer is thinking.".into())));
    }

    #[test]
    fn new_games_from_this_one_read_back_as_sessions() {
        let mut t = byte([Seat::Person, Seat::Computer(Strength::Hard)]);
        d2_c3(&mut t);
        let saved = Session::<Byte>::from_json(&t.saved().unwrap()).unwrap();
        assert_eq!(saved.played().len(), 1);
        let branched = Session::<Byte>::from_json(&t.branched(0).unwrap()).unwrap();
        let practice = t.practice_at(t.played()).unwrap();
        let stacks = t.stacks_at(0);
        let edited = Session::<Byte>::from_json(&t.edited_at(1, &stacks, Side::Black, [0, 0]).unwrap()).unwrap();
        assert_eq!(
            (edited.played().len(), edited.seats(), edited.position().to_move()),
            (0, [Seat::Person; 2], Side::Black)
        );
        assert!(t.edited_at(1, &stacks[1..], Side::White, [0, 0]).unwrap_err().contains("do not add up"));
        assert_eq!(t.tally_at(1), Some(("Stacks won", [0, 0])));
        assert!(t.stacks_checkers());
        assert_eq!((practice.played(), practice.seats()), (t.played(), [Seat::Person; 2]));
        assert_eq!(practice.position_text(), t.position_text());
        assert_eq!(branched.played().len(), 0);
        let swapped = [Seat::Computer(Strength::Hard), Seat::Person];
        let restarted = Session::<Byte>::from_json(&t.restarted(swapped).unwrap()).unwrap();
        assert_eq!((restarted.played().len(), restarted.seats()), (0, swapped));
        assert!(t.link("g1").starts_with('#'));
        assert!(t.text_record(&Details::default()).contains("Byte"));
    }

    #[test]
    fn the_session_is_there_for_its_own_games_panels() {
        let mut t = byte([Seat::Person, Seat::Person]);
        d2_c3(&mut t);
        let session = t.as_any().downcast_ref::<Session<Byte>>().expect("a Byte session");
        assert_eq!(session.played().len(), 1);
        assert!(t.as_any().downcast_ref::<Session<Pyle>>().is_none());
        let session = t.as_any_mut().downcast_mut::<Session<Byte>>().unwrap();
        assert!(session.undo());
        assert_eq!(t.played(), 0);
    }

    #[test]
    fn a_game_set_up_part_way_begins_with_what_had_left_the_board_in_its_trays() {
        use checkerbox_core::rules::basic::Basic;
        use checkerbox_core::rules::sight_reduction::{SightOptions, SightReduction, SightSetup};
        let start = Basic::from_position_text("8x8 white off:10-11 d4=w h8=w e5=b").unwrap();
        let mut t: Box<dyn AnySession> = Box::new(Session::new(start, [Seat::Person; 2]));
        let singles = |side: Side, n: usize| vec![vec![side]; n];
        assert_eq!(t.trays(0).map(|tray| tray.piles), [singles(Side::White, 10), singles(Side::Black, 11)]);
        t.play(t.find("h8-off").expect("h8 bears off")).unwrap();
        let trays = t.trays(1);
        assert_eq!(trays[0].piles, singles(Side::White, 11), "the record's bearing off follows the ten");
        assert!(trays[0].fresh && !trays[1].fresh);
        // Sight Reduction: removed is what a full board's 16 a side lack; nothing while placing.
        let t: Box<dyn AnySession> = Box::new(Session::new(
            SightReduction::from_position_text("WBWB............................ w").unwrap(),
            [Seat::Person; 2],
        ));
        assert_eq!(t.trays(0).map(|tray| tray.piles.len()), [14, 14]);
        let placing = SightReduction::new_game(SightOptions { setup: SightSetup::Placement, ..Default::default() });
        assert_eq!(placing.singles_off(), [0, 0]);
    }

    #[test]
    fn the_persons_turn_says_what_to_click_during_the_setup() {
        use checkerbox_core::rules::sight_reduction::{SightOptions, SightReduction, SightSetup};
        let t = byte([Seat::Person, Seat::Person]);
        assert_eq!((t.persons_turn(true), t.persons_turn(false)), ("White to move".into(), "Your move (white)".into()));
        let fair = SightOptions { setup: SightSetup::Fair, ..SightOptions::default() };
        let mut t: Box<dyn AnySession> = Box::new(Session::new(SightReduction::new_game(fair), [Seat::Person; 2]));
        let offer = "click Swap two checkers to rearrange up to four checkers, or Keep the board";
        assert_eq!(t.persons_turn(true), format!("Player One: {offer}"));
        assert_eq!(t.persons_turn(false), format!("Your turn (Player One): {offer}"));
        for choice in ["done", "white", "second"] {
            t.play_text(choice).unwrap();
        }
        // Player Two took White and moves first: the setup is over.
        assert_eq!(t.persons_turn(true), "White (Player Two) to move");
        assert_eq!(t.persons_turn(false), "Your move (White (Player Two))");
    }

    #[test]
    fn trays_are_labelled_only_in_games_where_checkers_leave_the_board() {
        let t = byte([Seat::Person, Seat::Person]);
        assert_eq!(t.trays(0).map(|tray| tray.label), ["White \u{00b7} stacks won", "Black \u{00b7} stacks won"]);
        let pyle: Box<dyn AnySession> =
            Box::new(Session::new(Pyle::new_game(PyleOptions::default()), [Seat::Person; 2]));
        assert!(pyle.trays(0).iter().all(|tray| tray.label.is_empty() && tray.piles.is_empty()));
    }
}
