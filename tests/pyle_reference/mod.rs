//! An independent, deliberately naive Pyle move generator, written straight from RULES.md
//! ("Pyle"), to check the fast implementation against. It shares nothing with
//! `checkerbox_core::rules::pyle` but the `Side` type: the board is a plain `Vec` with one
//! `Option<(Side, height)>` per (file, rank) square; moves are found by walking square by square;
//! repetitions are found by comparing whole boards; nothing is cached. It reads position texts
//! (without a history) with its own parser.
//!
//! Moves are compared with the fast implementation through text keys such as `c3-e5` and `pass`,
//! which each side renders on its own.
#![allow(dead_code)]

use checkerbox_core::rules::Side;

/// A square as (file, rank), both 0-based: a1 = (0, 0).
pub type Sq = (i32, i32);

/// What stands on a square: whose piece, and how tall.
pub type Cell = Option<(Side, u32)>;

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum RefMove {
    Slide { from: Sq, to: Sq },
    Pass,
}

/// A Pyle position, the slow and obvious way.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct RefPos {
    pub size: i32,
    /// `cells[rank * size + file]`.
    pub cells: Vec<Cell>,
    pub to_move: Side,
    pub repetition_draw: bool,
    /// Every position since the last join (or the start), oldest first, the present one excluded:
    /// the board and the side to move.
    pub earlier: Vec<(Vec<Cell>, Side)>,
}

pub fn other(s: Side) -> Side {
    match s {
        Side::White => Side::Black,
        Side::Black => Side::White,
    }
}

pub fn square_name(s: Sq) -> String {
    format!("{}{}", (b'a' + s.0 as u8) as char, s.1 + 1)
}

/// Reads a square name such as `c3` on a board of `size`.
pub fn read_square(name: &str, size: i32) -> Option<Sq> {
    let mut chars = name.chars();
    let file = chars.next()? as i32 - 'a' as i32;
    let rank: i32 = chars.as_str().parse().ok()?;
    (file >= 0 && file < size && rank >= 1 && rank <= size).then_some((file, rank - 1))
}

/// The directions a piece of `height` may move in, from RULES.md: height 1 diagonally, height 2
/// orthogonally, height 3 both ways, height 4 or more not at all.
pub fn directions(height: u32) -> Vec<(i32, i32)> {
    let diagonal = vec![(1, 1), (1, -1), (-1, 1), (-1, -1)];
    let orthogonal = vec![(1, 0), (-1, 0), (0, 1), (0, -1)];
    match height {
        1 => diagonal,
        2 => orthogonal,
        3 => diagonal.into_iter().chain(orthogonal).collect(),
        _ => Vec::new(),
    }
}

impl RefPos {
    /// Reads `8 w W:f1,c2 B:d1,e4:3` (and an optional `norep`), with no history.
    pub fn parse(text: &str) -> RefPos {
        let words: Vec<&str> = text.split_whitespace().collect();
        let size: i32 = words[0].parse().expect("a size");
        let to_move = if words[1] == "w" { Side::White } else { Side::Black };
        let mut cells = vec![None; (size * size) as usize];
        for (word, side, prefix) in [(words[2], Side::White, "W:"), (words[3], Side::Black, "B:")] {
            let list = word.strip_prefix(prefix).expect("W: then B:");
            for item in list.split(',') {
                let (name, height) = match item.split_once(':') {
                    Some((n, h)) => (n, h.parse().expect("a height")),
                    None => (item, 1),
                };
                let s = read_square(name, size).expect("a square");
                cells[(s.1 * size + s.0) as usize] = Some((side, height));
            }
        }
        let repetition_draw = !words.contains(&"norep");
        assert!(!words.iter().any(|w| w.starts_with("history:")), "the reference reads no history");
        RefPos { size, cells, to_move, repetition_draw, earlier: Vec::new() }
    }

    pub fn on_board(&self, s: Sq) -> bool {
        s.0 >= 0 && s.1 >= 0 && s.0 < self.size && s.1 < self.size
    }

    pub fn at(&self, s: Sq) -> Cell {
        self.cells[(s.1 * self.size + s.0) as usize]
    }

    fn set(&mut self, s: Sq, c: Cell) {
        let size = self.size;
        self.cells[(s.1 * size + s.0) as usize] = c;
    }

    /// Whoever has a stack of 8 or more.
    pub fn winner(&self) -> Option<Side> {
        self.cells.iter().flatten().find(|(_, h)| *h >= 8).map(|(side, _)| *side)
    }

    /// How many times the present position has occurred since the last join.
    pub fn occurrences(&self) -> usize {
        1 + self.earlier.iter().filter(|(cells, side)| *cells == self.cells && *side == self.to_move).count()
    }

    /// Every slide of `side`'s pieces: along each of its directions over empty squares, each
    /// empty square a move; the first piece met ends the line, and is a move (a join) only if it
    /// is `side`'s own.
    pub fn slides(&self, side: Side) -> Vec<RefMove> {
        let mut out = Vec::new();
        for rank in 0..self.size {
            for file in 0..self.size {
                let from = (file, rank);
                let Some((owner, height)) = self.at(from) else { continue };
                if owner != side {
                    continue;
                }
                for (df, dr) in directions(height) {
                    let mut to = (from.0 + df, from.1 + dr);
                    while self.on_board(to) {
                        match self.at(to) {
                            None => out.push(RefMove::Slide { from, to }),
                            Some((o, _)) => {
                                if o == side {
                                    out.push(RefMove::Slide { from, to });
                                }
                                break;
                            }
                        }
                        to = (to.0 + df, to.1 + dr);
                    }
                }
            }
        }
        out
    }

    /// Every legal move: none when someone has made 8, when the position occurs for the third time
    /// (with repetition draws on), or when neither side can move; `[Pass]` when only the other
    /// side can move.
    pub fn legal_moves(&self) -> Vec<RefMove> {
        if self.winner().is_some() || (self.repetition_draw && self.occurrences() >= 3) {
            return Vec::new();
        }
        let mine = self.slides(self.to_move);
        if !mine.is_empty() {
            return mine;
        }
        if self.slides(other(self.to_move)).is_empty() { Vec::new() } else { vec![RefMove::Pass] }
    }

    /// The result: `Some(Some(side))` won, `Some(None)` drawn, `None` going on.
    pub fn result(&self) -> Option<Option<Side>> {
        if let Some(w) = self.winner() {
            return Some(Some(w));
        }
        if self.legal_moves().is_empty() { Some(None) } else { None }
    }

    pub fn play(&mut self, m: RefMove) {
        let before = (self.cells.clone(), self.to_move);
        let mut joined = false;
        if let RefMove::Slide { from, to } = m {
            let (side, h) = self.at(from).expect("a piece to move");
            self.set(from, None);
            match self.at(to) {
                None => self.set(to, Some((side, h))),
                Some((o, h2)) => {
                    assert_eq!(o, side, "no landing on an enemy");
                    self.set(to, Some((side, h + h2)));
                    joined = true;
                }
            }
        }
        self.to_move = other(self.to_move);
        if !self.repetition_draw {
            return;
        }
        if joined {
            self.earlier.clear();
        } else {
            self.earlier.push(before);
        }
    }

    pub fn key(m: RefMove) -> String {
        match m {
            RefMove::Slide { from, to } => format!("{}-{}", square_name(from), square_name(to)),
            RefMove::Pass => "pass".to_string(),
        }
    }

    /// Keys of every legal move, sorted.
    pub fn legal_keys(&self) -> Vec<String> {
        let mut keys: Vec<String> = self.legal_moves().into_iter().map(Self::key).collect();
        keys.sort();
        keys
    }

    /// The legal move with this key.
    pub fn move_by_key(&self, key: &str) -> Option<RefMove> {
        self.legal_moves().into_iter().find(|&m| Self::key(m) == key)
    }

    /// Leaf nodes of the move tree `depth` plies deep (passes are moves; a finished game has none).
    pub fn perft(&self, depth: u32) -> u64 {
        if depth == 0 {
            return 1;
        }
        let moves = self.legal_moves();
        if depth == 1 {
            return moves.len() as u64;
        }
        moves
            .into_iter()
            .map(|m| {
                let mut next = self.clone();
                next.play(m);
                next.perft(depth - 1)
            })
            .sum()
    }

    /// The pieces as a position text of the format (no history).
    pub fn text(&self) -> String {
        let mut lists = [Vec::new(), Vec::new()];
        for rank in 0..self.size {
            for file in 0..self.size {
                if let Some((side, h)) = self.at((file, rank)) {
                    let name = square_name((file, rank));
                    let item = if h == 1 { name } else { format!("{name}:{h}") };
                    lists[if side == Side::White { 0 } else { 1 }].push(item);
                }
            }
        }
        let side = if self.to_move == Side::White { "w" } else { "b" };
        let mut text = format!("{} {side} W:{} B:{}", self.size, lists[0].join(","), lists[1].join(","));
        if !self.repetition_draw {
            text.push_str(" norep");
        }
        text
    }
}
