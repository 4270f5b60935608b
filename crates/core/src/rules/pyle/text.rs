//! Pyle's notation and position text: how moves and positions are written, and read back checked.
//!
//! A move is `b2-e5` (a slide or a join), `pass`, or a step of the setup protocol: the men set
//! out, `W:f1,c2,… B:d1,f2,…`; `first` (Player Two moves first); `white` or `black` (the colour
//! taken).
//!
//! A position is `8 w W:f1,c2,h3,a4,g5,d6,b7,e8 B:d1,f2,c3,e4,b5,g6,h7,a8`: the board size, the
//! side to move, White's pieces and Black's in square order (a stack with its height: `e4:3`);
//! then `one:black` when Player One plays Black; then `norep` when repetition draws are off, or,
//! when moves have been played since the last join, `history:` and those moves, oldest first
//! (`history:c2-d3,f7-e6,pass`): the earlier positions are these moves taken back, and the
//! repetition rule counts them. In the setup protocol the stage takes the side's place:
//! `8 arrange deal:17` before the men are set out, `8 two-chooses W:… B:…` and
//! `8 one-chooses W:… B:…` while the players choose.

use super::{Arrangement, Pyle, PyleBoard, PyleMove, PyleOptions, PyleStage, PyleStart};
use crate::rules::bits::squares;
use crate::rules::{BoardShape, Game, IllegalMove, NotationError, PositionError, Side};

/// How [`Game::position_text`] is written, for the error that says so.
const POSITION_FORMAT: &str = "the board size (8 or 10), the side to move (w or b), White's pieces and Black's, a stack \
     with its height, then one:black if Player One plays Black, then norep if repetition draws are off, or the \
     moves since the last join: 8 w W:f1,c2,h3,a4,g5,d6,b7,e8 B:d1,f2,c3,e4,b5,g6,h7,a8 or 8 b W:f1,d3:2,... \
     B:... history:c2-d3,pass; in the setup, 8 arrange deal:1, or 8 two-chooses (or one-chooses) and the men";

impl PyleStage {
    /// The word for the stage in a position text.
    fn word(self) -> &'static str {
        match self {
            PyleStage::Arrange => "arrange",
            PyleStage::TwoChooses => "two-chooses",
            PyleStage::OneChooses => "one-chooses",
            PyleStage::Play => "play",
        }
    }
}

/// What a position text or a saved position says, before it is checked.
pub(super) struct PyleTextParts {
    pub(super) options: PyleOptions,
    pub(super) stage: PyleStage,
    pub(super) player_one: Side,
    pub(super) white: Vec<(u8, u8)>,
    pub(super) black: Vec<(u8, u8)>,
    pub(super) to_move: Side,
}

/// A move as the move list writes it.
pub(super) fn move_text(pos: &Pyle, mv: PyleMove) -> String {
    match mv {
        PyleMove::Slide { from, to } => {
            let shape = pos.shape();
            let name = |s: u8| if s < shape.count() { shape.name(s) } else { format!("square {s}") };
            format!("{}-{}", name(from), name(to))
        }
        PyleMove::Pass => "pass".into(),
        PyleMove::Arrange(a) => {
            let (white, black) = a.squares(pos.options.board);
            let shape = pos.shape();
            let names = |men: Vec<u8>| men.into_iter().map(|s| shape.name(s)).collect::<Vec<_>>().join(",");
            format!("W:{} B:{}", names(white), names(black))
        }
        PyleMove::MoveFirst => "first".into(),
        PyleMove::Take(side) => side.word().into(),
    }
}

/// Reads a move (not yet checked for legality).
pub(super) fn read_move(pos: &Pyle, text: &str) -> Result<PyleMove, NotationError> {
    let text = text.trim();
    if text.is_empty() {
        return Err(NotationError::Empty);
    }
    let mv = match text.to_ascii_lowercase().as_str() {
        "pass" => PyleMove::Pass,
        "first" => PyleMove::MoveFirst,
        "white" => PyleMove::Take(Side::White),
        "black" => PyleMove::Take(Side::Black),
        _ if text.starts_with("W:") => pos.parse_arrangement(text)?,
        _ => Pyle::parse_slide(pos.shape(), text)?,
    };
    Ok(mv)
}

/// The position text (described above).
pub(super) fn position_text(pos: &Pyle) -> String {
    let size = pos.options.board.size();
    let pieces = format!("W:{} B:{}", pos.pieces_text(Side::White).join(","), pos.pieces_text(Side::Black).join(","));
    let mut text = match pos.stage {
        PyleStage::Arrange => format!("{size} arrange deal:{}", pos.options.deal),
        PyleStage::TwoChooses | PyleStage::OneChooses => format!("{size} {} {pieces}", pos.stage.word()),
        PyleStage::Play => format!("{size} {} {pieces}", if pos.side == Side::White { 'w' } else { 'b' }),
    };
    if pos.player_one == Side::Black {
        text.push_str(" one:black");
    }
    if !pos.options.repetition_draw {
        text.push_str(" norep");
    } else if !pos.earlier.is_empty() {
        // Each move written in the position it was played in: the squares are all it needs.
        let moves: Vec<String> = pos.earlier.iter().map(|e| move_text(pos, e.mv)).collect();
        text.push_str(" history:");
        text.push_str(&moves.join(","));
    }
    text
}

/// The text of `pos`, in play, with `stacks` on its board (each a pyle of one colour) and
/// `to_move` to move; a stack of both colours is refused.
pub(super) fn edited_text(pos: &Pyle, stacks: &[(u8, Vec<Side>)], to_move: Side) -> Result<String, PositionError> {
    let shape = pos.shape();
    let mut pieces = [Vec::new(), Vec::new()];
    for (s, men) in stacks {
        let Some(&side) = men.first() else { continue };
        if men.iter().any(|&m| m != side) {
            return Err(PositionError::Impossible(format!(
                "the pyle on {} holds men of both colours, but a pyle is one player's",
                shape.name(*s)
            )));
        }
        pieces[side.index()].push(match men.len() {
            1 => shape.name(*s),
            h => format!("{}:{h}", shape.name(*s)),
        });
    }
    let size = pos.options.board.size();
    let side = if to_move == Side::White { 'w' } else { 'b' };
    let mut text = format!("{size} {side} W:{} B:{}", pieces[0].join(","), pieces[1].join(","));
    if pos.player_one == Side::Black {
        text.push_str(" one:black");
    }
    if !pos.options.repetition_draw {
        text.push_str(" norep");
    }
    Ok(text)
}

/// Reads a position text, refusing what no game reaches.
pub(super) fn read_position(text: &str) -> Result<Pyle, PositionError> {
    let malformed = || PositionError::Malformed { text: text.trim().to_string(), expected: POSITION_FORMAT };
    let mut words = text.split_whitespace().peekable();
    let board = match words.next() {
        Some("8") => PyleBoard::Eight,
        Some("10") => PyleBoard::Ten,
        _ => return Err(malformed()),
    };
    let shape = board.shape();
    let (stage, to_move) = match words.next() {
        Some("w") => (PyleStage::Play, Side::White),
        Some("b") => (PyleStage::Play, Side::Black),
        Some("arrange") => (PyleStage::Arrange, Side::White),
        Some("two-chooses") => (PyleStage::TwoChooses, Side::Black),
        Some("one-chooses") => (PyleStage::OneChooses, Side::White),
        _ => return Err(malformed()),
    };
    let mut options = PyleOptions { board, repetition_draw: true, deal: 0, ..PyleOptions::default() };
    let (mut white, mut black) = (Vec::new(), Vec::new());
    if stage == PyleStage::Arrange {
        let deal = words.next().and_then(|w| w.strip_prefix("deal:")).ok_or_else(malformed)?;
        options.deal = deal.parse().map_err(|_| malformed())?;
    } else {
        let mut list = |prefix: &str| -> Result<Vec<(u8, u8)>, PositionError> {
            let word = words.next().and_then(|w| w.strip_prefix(prefix)).ok_or_else(malformed)?;
            let items = word.split(',').filter(|w| !w.is_empty());
            Pyle::read_pieces(shape, items, malformed)
        };
        white = list("W:")?;
        black = list("B:")?;
    }
    let player_one = if words.next_if_eq(&"one:black").is_some() { Side::Black } else { Side::White };
    let mut moves = Vec::new();
    match words.next() {
        None => {}
        Some("norep") => options.repetition_draw = false,
        Some(word) => {
            let history = word.strip_prefix("history:").ok_or_else(malformed)?;
            for m in history.split(',') {
                moves.push(if m == "pass" { PyleMove::Pass } else { Pyle::parse_slide(shape, m)? });
            }
        }
    }
    if words.next().is_some() {
        return Err(malformed());
    }
    let parts = PyleTextParts { options, stage, player_one, white, black, to_move };
    Pyle::build(parts, &moves).map_err(PositionError::Impossible)
}

impl Pyle {
    /// Parses `from-to` (not yet checked for legality).
    pub(super) fn parse_slide(shape: BoardShape, text: &str) -> Result<PyleMove, NotationError> {
        let malformed =
            || NotationError::Malformed { text: text.to_string(), expected: "a move such as b2-e5, or pass" };
        let (from, to) = text.split_once('-').ok_or_else(malformed)?;
        if from.trim().is_empty() || to.trim().is_empty() {
            return Err(malformed());
        }
        Ok(PyleMove::Slide { from: shape.parse(from.trim())?, to: shape.parse(to.trim())? })
    }

    /// Pieces of `side`, written `c2` or `e4:3`, in square order.
    fn pieces_text(&self, side: Side) -> Vec<String> {
        let shape = self.shape();
        squares(self.pieces[side.index()])
            .map(|s| match self.height(s) {
                1 => shape.name(s),
                h => format!("{}:{h}", shape.name(s)),
            })
            .collect()
    }

    /// Reads pieces written `c2` or `e4:3`.
    pub(super) fn read_pieces<'a>(
        shape: BoardShape,
        words: impl Iterator<Item = &'a str>,
        malformed: impl Fn() -> PositionError,
    ) -> Result<Vec<(u8, u8)>, PositionError> {
        let mut out = Vec::new();
        for word in words {
            let (square, height) = match word.split_once(':') {
                Some((square, height)) => {
                    let h: u8 = height.parse().map_err(|_| malformed())?;
                    (square, h)
                }
                None => (word, 1),
            };
            out.push((shape.parse(square)?, height));
        }
        Ok(out)
    }

    /// Builds a position from what a text or a record says: in play, the pieces, the side to move,
    /// Player One's colour and the moves since the last join; in the setup protocol, the stage and
    /// the men set out (none before the arrangement), with nobody's move implied.
    pub(super) fn build(parts: PyleTextParts, moves: &[PyleMove]) -> Result<Pyle, String> {
        let PyleTextParts { mut options, stage, player_one, white, black, to_move } = parts;
        if stage == PyleStage::Play {
            let mut pos = Pyle::from_pieces(options, &white, &black, to_move)?.with_moves_since_join(moves)?;
            pos.player_one = player_one;
            return Ok(pos);
        }
        options.start = PyleStart::Protocol;
        if !moves.is_empty() || player_one != Side::White || to_move != stage.chooser() {
            return Err(format!("nobody has moved a man yet, so {} cannot be as written", stage.word()));
        }
        if stage == PyleStage::Arrange {
            if !(white.is_empty() && black.is_empty()) {
                return Err("the men are not set out yet".into());
            }
            return Ok(Pyle::protocol_start(options));
        }
        if white.iter().chain(&black).any(|&(_, height)| height != 1) {
            return Err("the men have just been set out, so there are no stacks".into());
        }
        let squares = |men: &[(u8, u8)]| men.iter().map(|&(s, _)| s).collect::<Vec<_>>();
        let (white, black) = (squares(&white), squares(&black));
        let mut pos = Pyle::from_arrangement(options, &white, &black, stage.chooser()).map_err(|e| e.to_string())?;
        pos.stage = stage;
        Ok(pos)
    }

    /// This position as reached by `moves` (the moves since the last join, oldest first) from the
    /// position they lead back to: checks that they are legal and do not go on after the game
    /// ended, and counts the positions they pass through. (None of them can be a join: taking a
    /// move back leaves the square it went to empty.)
    fn with_moves_since_join(self, moves: &[PyleMove]) -> Result<Pyle, String> {
        if moves.is_empty() {
            return Ok(self);
        }
        if !self.options.repetition_draw {
            return Err("without repetition draws, no earlier moves are kept".into());
        }
        let shape = self.shape();
        // Take the moves back, newest first.
        let mut start = self.clone();
        for (k, &mv) in moves.iter().enumerate().rev() {
            let mover = start.side.other();
            start.set_side(mover);
            if let PyleMove::Slide { from, to } = mv {
                let (cell, gone) = (start.cells[to as usize], start.cells[from as usize]);
                if start.owner(to) != Some(mover) || gone != 0 || from == to {
                    return Err(format!(
                        "earlier move {} ({}) cannot have been played: {}'s piece would now stand on {}, and {} \
                         would be empty",
                        k + 1,
                        self.move_text(mv),
                        mover.name(),
                        shape.name(to),
                        shape.name(from)
                    ));
                }
                start.put(to, 0);
                start.put(from, cell);
            }
        }
        // Then play them again, checking each.
        for (k, &mv) in moves.iter().enumerate() {
            let text = start.move_text(mv);
            if let Err(why) = start.check_move(mv) {
                return Err(format!("earlier move {} ({text}) is not legal: {why}", k + 1));
            }
            start.play(mv);
        }
        debug_assert!(start.cells == self.cells && start.side == self.side);
        Ok(start)
    }

    /// Reads an arrangement written as a move (`W:f1,c2,… B:d1,…`) and checks the arrangement rule.
    fn parse_arrangement(&self, text: &str) -> Result<PyleMove, NotationError> {
        let malformed = || NotationError::Malformed {
            text: text.to_string(),
            expected: "the men's squares, White's then Black's: W:f1,c2,h3,a4,g5,d6,b7,e8 B:d1,f2,c3,e4,b5,g6,h7,a8",
        };
        let shape = self.shape();
        let mut words = text.split_whitespace();
        let mut list = |prefix: &str| -> Result<Vec<u8>, NotationError> {
            let word = words.next().and_then(|w| w.strip_prefix(prefix)).ok_or_else(malformed)?;
            word.split(',').filter(|w| !w.is_empty()).map(|w| shape.parse(w)).collect()
        };
        let (white, black) = (list("W:")?, list("B:")?);
        if words.next().is_some() {
            return Err(malformed());
        }
        let arrangement = Arrangement::new(self.options.board, &white, &black);
        Ok(PyleMove::Arrange(arrangement.map_err(|e| NotationError::Illegal(IllegalMove(e.to_string())))?))
    }
}
