//! An independent, deliberately naive Sight Reduction move generator, written straight from
//! RULES.md ("Sight Reduction") to check the fast implementation against. It shares no code with
//! `src/rules/sight_reduction/`, not even the side type: the board is a plain `Vec` of
//! `Option<Colour>` indexed by (file, rank); lines of sight are walked square by square; nothing
//! is cached. It reads position texts with its own parser (the board, the side to move and the
//! rule words; the setup's stages other than placing are not its business).
//!
//! Moves are compared with the fast implementation through text keys, which each side renders on
//! its own: `b5` (a removal, or a placement while placing), `b5+b7` (a pair, the lower square
//! first: lower rank, then lower file) and `pass`.
#![allow(dead_code)]

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Colour {
    White,
    Black,
}

impl Colour {
    pub fn other(self) -> Colour {
        match self {
            Colour::White => Colour::Black,
            Colour::Black => Colour::White,
        }
    }
}

/// (file, rank), both 0-based: a1 = (0, 0), d8 = (3, 7).
pub type Sq = (i32, i32);

pub const FILES: i32 = 4;
pub const RANKS: i32 = 8;

const ORTHOGONAL: [(i32, i32); 4] = [(1, 0), (-1, 0), (0, 1), (0, -1)];
const DIAGONAL: [(i32, i32); 4] = [(1, 1), (1, -1), (-1, 1), (-1, -1)];

pub fn name(s: Sq) -> String {
    format!("{}{}", (b'a' + s.0 as u8) as char, s.1 + 1)
}

pub fn read_square(text: &str) -> Sq {
    let b = text.as_bytes();
    ((b[0] - b'a') as i32, text[1..].parse::<i32>().expect("a rank") - 1)
}

/// A position, the slow and obvious way.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct RefPos {
    /// `cells[rank][file]`.
    pub cells: Vec<Vec<Option<Colour>>>,
    pub to_move: Colour,
    pub solitaire: bool,
    pub one_or_two: bool,
    pub harder: bool,
    pub easier: bool,
    /// The deterministic setup's placing.
    pub placing: bool,
    /// The chosen-last solitaire's checkers to keep.
    pub kept: Vec<Sq>,
}

impl RefPos {
    /// Reads the board (32 characters, a1 first, rank by rank), the side to move and the words
    /// `solitaire`, `one-or-two`, `harder`, `easier`, `place` and `last:…`; other words are
    /// ignored.
    pub fn parse(text: &str) -> RefPos {
        let words: Vec<&str> = text.split_whitespace().collect();
        let board: Vec<char> = words[0].chars().collect();
        assert_eq!(board.len(), 32, "{text}");
        let mut cells = vec![vec![None; FILES as usize]; RANKS as usize];
        for rank in 0..RANKS {
            for file in 0..FILES {
                cells[rank as usize][file as usize] = match board[(rank * FILES + file) as usize] {
                    'W' => Some(Colour::White),
                    'B' => Some(Colour::Black),
                    _ => None,
                };
            }
        }
        let to_move = if words[1] == "w" { Colour::White } else { Colour::Black };
        let has = |w: &str| words.contains(&w);
        let kept = words
            .iter()
            .find_map(|w| w.strip_prefix("last:"))
            .map(|list| list.split(',').map(read_square).collect())
            .unwrap_or_default();
        RefPos {
            cells,
            to_move,
            solitaire: has("solitaire"),
            one_or_two: has("one-or-two"),
            harder: has("harder"),
            easier: has("easier"),
            placing: has("place"),
            kept,
        }
    }

    pub fn on_board(s: Sq) -> bool {
        s.0 >= 0 && s.0 < FILES && s.1 >= 0 && s.1 < RANKS
    }

    pub fn at(&self, s: Sq) -> Option<Colour> {
        if Self::on_board(s) { self.cells[s.1 as usize][s.0 as usize] } else { None }
    }

    /// Every square, a1 first, rank by rank.
    pub fn all_squares() -> Vec<Sq> {
        let mut out = Vec::new();
        for rank in 0..RANKS {
            for file in 0..FILES {
                out.push((file, rank));
            }
        }
        out
    }

    pub fn squares_of(&self, c: Colour) -> Vec<Sq> {
        Self::all_squares().into_iter().filter(|&s| self.at(s) == Some(c)).collect()
    }

    /// Looking from `s` one step at a time in direction `d`, across empty squares: the colour of
    /// the first checker met, if any.
    pub fn first_seen(&self, s: Sq, d: (i32, i32)) -> Option<Colour> {
        let mut t = (s.0 + d.0, s.1 + d.1);
        while Self::on_board(t) {
            if let Some(c) = self.at(t) {
                return Some(c);
            }
            t = (t.0 + d.0, t.1 + d.1);
        }
        None
    }

    /// A single checker may go: it sees a friend along its rank or file (with "easier", its
    /// diagonals too); with "harder" it also sees an enemy, orthogonally or diagonally. The
    /// chosen-last checkers stay.
    pub fn removable_alone(&self, s: Sq) -> bool {
        let Some(me) = self.at(s) else { return false };
        if self.kept.contains(&s) {
            return false;
        }
        let mut friend_dirs: Vec<(i32, i32)> = ORTHOGONAL.to_vec();
        if self.easier {
            friend_dirs.extend(DIAGONAL);
        }
        let sees_friend = friend_dirs.iter().any(|&d| self.first_seen(s, d) == Some(me));
        let sees_enemy = ORTHOGONAL.iter().chain(DIAGONAL.iter()).any(|&d| self.first_seen(s, d) == Some(me.other()));
        sees_friend && (!self.harder || sees_enemy)
    }

    /// Two checkers of one colour may go together: they touch (in any of the 8 directions), or
    /// stand on one rank or file with only empty squares between them.
    pub fn may_pair(&self, a: Sq, b: Sq) -> bool {
        let (Some(x), Some(y)) = (self.at(a), self.at(b)) else { return false };
        if x != y || a == b || self.kept.contains(&a) || self.kept.contains(&b) {
            return false;
        }
        let (df, dr) = (b.0 - a.0, b.1 - a.1);
        if df.abs() <= 1 && dr.abs() <= 1 {
            return true;
        }
        if df != 0 && dr != 0 {
            return false;
        }
        let step = (df.signum(), dr.signum());
        let mut t = (a.0 + step.0, a.1 + step.1);
        while t != b {
            if self.at(t).is_some() {
                return false;
            }
            t = (t.0 + step.0, t.1 + step.1);
        }
        true
    }

    pub fn count(&self, c: Colour) -> usize {
        self.squares_of(c).len()
    }

    /// The solitaire's goal: one white and one black left, or with one-or-two nothing left.
    pub fn goal(&self) -> bool {
        let (w, b) = (self.count(Colour::White), self.count(Colour::Black));
        if self.one_or_two { w + b == 0 } else { w == 1 && b == 1 }
    }

    /// Every legal move as a key, sorted; none when the game is over.
    pub fn legal_keys(&self) -> Vec<String> {
        let me = self.to_move;
        let mut keys = Vec::new();
        if self.placing {
            let empty: Vec<Sq> = Self::all_squares().into_iter().filter(|&s| self.at(s).is_none()).collect();
            let touches_enemy = |s: Sq| {
                (-1..=1).any(|df| {
                    (-1..=1).any(|dr| (df, dr) != (0, 0) && self.at((s.0 + df, s.1 + dr)) == Some(me.other()))
                })
            };
            let next_to: Vec<Sq> = empty.iter().copied().filter(|&s| touches_enemy(s)).collect();
            let allowed = if self.count(me) == 0 || next_to.is_empty() { empty } else { next_to };
            keys = allowed.into_iter().map(name).collect();
        } else {
            if self.solitaire && self.goal() {
                return Vec::new();
            }
            if self.solitaire && self.one_or_two && self.count(me) == 0 && self.count(me.other()) > 0 {
                return vec!["pass".into()];
            }
            let mine = self.squares_of(me);
            for &s in &mine {
                if self.removable_alone(s) {
                    keys.push(name(s));
                }
            }
            if self.one_or_two {
                for (i, &a) in mine.iter().enumerate() {
                    for &b in &mine[i + 1..] {
                        if self.may_pair(a, b) {
                            keys.push(format!("{}+{}", name(a), name(b)));
                        }
                    }
                }
            }
        }
        keys.sort();
        keys
    }

    /// "white wins", "black wins", "solved", "stuck", or `None` while the game goes on.
    pub fn outcome(&self) -> Option<&'static str> {
        if self.placing {
            return None;
        }
        if self.solitaire {
            if self.goal() {
                return Some("solved");
            }
            return self.legal_keys().is_empty().then_some("stuck");
        }
        if !self.legal_keys().is_empty() {
            return None;
        }
        Some(if self.to_move == Colour::White { "black wins" } else { "white wins" })
    }

    /// Plays a key from `legal_keys`.
    pub fn play(&mut self, key: &str) {
        let me = self.to_move;
        if self.placing {
            let s = read_square(key);
            self.cells[s.1 as usize][s.0 as usize] = Some(me);
            if Self::all_squares().iter().all(|&s| self.at(s).is_some()) {
                self.placing = false;
            }
        } else if key != "pass" {
            for part in key.split('+') {
                let s = read_square(part);
                self.cells[s.1 as usize][s.0 as usize] = None;
            }
        }
        self.to_move = me.other();
    }

    /// Leaves `depth` moves deep (1 at depth 0); a finished game has none deeper.
    pub fn perft(&self, depth: u32) -> u64 {
        if depth == 0 {
            return 1;
        }
        let keys = self.legal_keys();
        if depth == 1 {
            return keys.len() as u64;
        }
        keys.iter()
            .map(|k| {
                let mut next = self.clone();
                next.play(k);
                next.perft(depth - 1)
            })
            .sum()
    }
}
