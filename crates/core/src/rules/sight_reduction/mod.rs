//! Sight Reduction, by Rich Hutnik (2011), game #27 of his Games on Half a Checkerboard: 16 white
//! and 16 black checkers fill the 32 squares of a 4 × 8 board, and each player in turn removes a
//! checker of theirs that sees a friend along its rank or file; a player who cannot remove one
//! loses. Every rule and variant of RULES.md ("Sight Reduction") is here: the numbered deals, the
//! fair and the deterministic setups as moves, one-or-two removal, the solitaire with its
//! chosen-last goal, and the harder and easier sight rules.
//!
//! Squares are those of [`BoardShape::rect`]`(4, 8)`: square `i` = `(rank - 1) * 4 + file`, a = 0.
//! Sets of squares are `u32` bitboards; [`sight`] holds the bitboard functions (what sees what,
//! which pairs may go together, where a checker may be placed), usable on their own by a solver.
//!
//! # The game as moves
//!
//! * **Random deal** (the standard game): deal `options.deal` ([`deal_squares`]), White first.
//! * **Fair setup**: after the deal, Player One (A) may rearrange up to four checkers. We count
//!   that as up to two swaps of a white and a black checker, no checker swapped twice: exactly the
//!   boards that moving at most four checkers can make. A decides with a choice (`swap` or `done`)
//!   whether to swap, then swaps on the board (`a1<>c3`); after two swaps the rearrangement is over.
//!   Player Two (B) then takes a colour (`white` or `black`), and A decides who moves first
//!   (`first`: A; `second`: B). Before B's choice Player One holds White's place.
//! * **Deterministic setup**: the board starts empty; White and Black place alternately (`b5`),
//!   White first. A side's first checker goes on any empty square; later ones on an empty square
//!   touching an enemy checker (in any of the eight directions), or anywhere if no empty square
//!   does. When the board is full, White removes first.
//! * **Solitaire**: one person removes white, black, white, … from deal `options.deal`. Goal: one
//!   white and one black checker left ([`Outcome::Solved`]); with one-or-two, an empty board, and a
//!   colour with no checkers left is skipped. Stuck before the goal: [`Outcome::Stuck`]. With
//!   **chosen last**, the player first picks the white and then the black checker to keep to the
//!   end (`keep b5`); those two may not be removed.
//!
//! Players alternate on every move, setup included (the session and the search rely on it): where
//! the rules give one player two decisions in a row, the other plays a pass between them, which
//! the app plays by itself (the only legal move): after A's `swap`, after each of A's swaps that
//! leaves another to make, and after A's `first`. In the solitaire with one-or-two, a colour with
//! no checkers left passes. The side to move alternates too, but for one move: when B takes White,
//! A (then Black) decides who moves first right after B's choice, made from Black's place.
//!
//! # Our rulings (RULES.md marks its own; these settle what it leaves open)
//!
//! * Harder and easier apply to single removals in both modes (RULES.md lists them under the
//!   solitaire; the two-player move counts use them), and do not touch pairs (RULES.md).
//! * With one-or-two in the two-player game, a player may remove their last two checkers; with
//!   none left they cannot remove one on their next turn, and lose then, as the rule says.
//! * A colour is skipped only in the solitaire with one-or-two (RULES.md); in the two-player game
//!   there is no pass.
//! * The chosen-last checkers cannot be removed (refusing such a removal, rather than losing the
//!   game on it); chosen last does not combine with one-or-two, whose goal is an empty board.
//! * A swap in the fair setup exchanges a white and a black checker, neither swapped before.
//!
//! # Notation (ours)
//!
//! `b5` removes the checker on b5 (in the deterministic setup: places one there); `b5+b7` removes
//! two together, the lower square first (rank, then file); `swap` and `done` are A's choice to swap
//! (again) or to keep the board, and `a1<>c3` the swap itself, lower square first; `white` and
//! `black` are B's colour; `first` and `second` A's decision (A moves first, or second); `keep b5`
//! the solitaire's chosen-last pick; `pass` the pass the app plays.
//!
//! # Position text
//!
//! The board as 32 characters, square 0 (a1) first, rank by rank (`W`, `B`, `.`), a space and the
//! side to move (`w` or `b`): `BBWWBWWWWBWBBWBWBBWWBBWWWBWBBBBW w` is a position of the standard
//! game. Then, as needed, in this order: `solitaire`; `fair` or `placement` (the setup);
//! `one-or-two`, `harder`, `easier`, `chosen-last`; `last:b5,c3` (the chosen-last checkers, white's
//! first); the setup stage, while it lasts (`offer`, `to-swap`, `swap`, `to-offer`, `colour`,
//! `order`, `to-play` for the fair setup, `place` for the deterministic one; the chosen-last picks
//! need none); `moved:a1,c3` (the checkers swapped so far); `one:black` when Player One plays
//! Black.

pub mod deal;
pub mod sight;
mod text;

pub use deal::deal_squares;
pub use sight::SightRules;

use super::bits::squares;
use super::hash::mix;
use super::{BoardShape, Game, GameEvent, GameInfo, GameResult, IllegalMove, NotationError, Outcome, Phase};
use super::{Player, PositionError, Side};
use serde::{Deserialize, Serialize};
use sight::SQUARES;

/// Two players, or one person playing both colours.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum SightMode {
    #[default]
    TwoPlayer,
    Solitaire,
}

/// How a two-player game begins.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum SightSetup {
    /// The numbered deal, White first.
    #[default]
    Deal,
    /// The numbered deal, then Player One's rearrangement, Player Two's colour and Player One's
    /// choice of who moves first.
    Fair,
    /// No deal: the players place their checkers alternately, by the adjacency rule.
    Placement,
}

/// What the new-game dialog chooses for Sight Reduction. Combinations RULES.md does not allow are
/// put right by [`SightOptions::normalised`] (which [`Game::new_game`] applies): the setup is a
/// two-player matter, chosen last a solitaire one without one-or-two.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(default)]
pub struct SightOptions {
    pub mode: SightMode,
    /// Two players only.
    pub setup: SightSetup,
    /// A turn may remove two checkers that touch or see each other.
    pub one_or_two: bool,
    /// A checker removed alone must also see an enemy checker (any of the eight directions).
    pub harder: bool,
    /// A friend seen diagonally counts too, for a checker removed alone.
    pub easier: bool,
    /// Solitaire without one-or-two: the player first picks the white and the black checker to
    /// keep to the end.
    pub chosen_last: bool,
    /// Which random deal ([`deal_squares`]) the game starts from (none in the deterministic
    /// setup). It says how a game began, not what a position is: positions compare and hash equal
    /// whatever their deal, and a position read from a text has deal 0.
    pub deal: u64,
}

impl Default for SightOptions {
    fn default() -> Self {
        SightOptions::STANDARD
    }
}

impl SightOptions {
    /// The two-player game from deal 1 with none of the variants: the default, and what tests
    /// and benchmarks vary.
    pub const STANDARD: SightOptions = SightOptions {
        mode: SightMode::TwoPlayer,
        setup: SightSetup::Deal,
        one_or_two: false,
        harder: false,
        easier: false,
        chosen_last: false,
        deal: 1,
    };

    /// The options as played: a solitaire always starts from the deal; chosen last applies only
    /// to the solitaire without one-or-two.
    pub fn normalised(self) -> SightOptions {
        let mut o = self;
        if o.solitaire() {
            o.setup = SightSetup::Deal;
        }
        if !o.solitaire() || o.one_or_two {
            o.chosen_last = false;
        }
        o
    }

    pub fn solitaire(self) -> bool {
        self.mode == SightMode::Solitaire
    }

    /// The sight rules for single removals.
    pub fn rules(self) -> SightRules {
        SightRules { harder: self.harder, easier: self.easier }
    }

    /// Everything but the deal: what makes positions of two games comparable.
    fn without_deal(self) -> SightOptions {
        SightOptions { deal: 0, ..self }
    }
}

/// A Sight Reduction move. Squares are numbered as in [`BoardShape::rect`]`(4, 8)`; the two
/// squares of a pair or a swap are written lower first.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum SightMove {
    /// Remove the checker on this square.
    Remove(u8),
    /// One-or-two: remove these two checkers together (lower square first).
    Pair(u8, u8),
    /// Fair setup: Player One chooses to swap two checkers (`swap`)…
    Rearrange,
    /// …or to leave the board as it is (`done`).
    Done,
    /// Fair setup: swap the white and the black checker on these squares (lower square first).
    Swap(u8, u8),
    /// Fair setup: Player Two takes this colour.
    Colour(Side),
    /// Fair setup: Player One moves first…
    First,
    /// …or lets Player Two move first.
    Second,
    /// Deterministic setup: place a checker of the side to move here.
    Place(u8),
    /// Solitaire, chosen last: this checker of the side to move stays to the end.
    Keep(u8),
    /// A turn with nothing to decide: the app plays it.
    Pass,
}

/// Where a game is: which kind of move comes next.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum SightStage {
    /// Fair setup: Player One chooses whether to swap two checkers (again).
    Offer,
    /// Fair setup: Player Two passes before Player One's swap.
    ToSwap,
    /// Fair setup: Player One swaps a white and a black checker.
    Swap,
    /// Fair setup: Player Two passes after a swap, before Player One's next choice.
    ToOffer,
    /// Fair setup: Player Two takes a colour.
    Colour,
    /// Fair setup: Player One decides who moves first.
    Order,
    /// Fair setup: Player Two passes before Player One's first removal.
    ToPlay,
    /// Deterministic setup: the players place their checkers.
    Place,
    /// Solitaire, chosen last: the white and then the black checker to keep are picked.
    Keep,
    /// The game itself: removals.
    Remove,
}

impl SightStage {
    /// A pass is all there is to do.
    pub fn is_pass(self) -> bool {
        matches!(self, SightStage::ToSwap | SightStage::ToOffer | SightStage::ToPlay)
    }

    /// A stage of the fair setup.
    pub fn is_fair_setup(self) -> bool {
        matches!(
            self,
            SightStage::Offer
                | SightStage::ToSwap
                | SightStage::Swap
                | SightStage::ToOffer
                | SightStage::Colour
                | SightStage::Order
                | SightStage::ToPlay
        )
    }

    /// Before Player Two's choice of colour, while Player One holds White's place.
    fn before_colours(self) -> bool {
        matches!(
            self,
            SightStage::Offer | SightStage::ToSwap | SightStage::Swap | SightStage::ToOffer | SightStage::Colour
        )
    }
}

/// A Sight Reduction position: the checkers, whose turn it is, the stage of the game, and what
/// the setup has decided so far. Small and `Copy`: a copy is made to play a move in it.
#[derive(Clone, Copy)]
pub struct SightReduction {
    options: SightOptions,
    white: u32,
    black: u32,
    side: Side,
    stage: SightStage,
    /// The colour Player One plays (White until Player Two chooses in the fair setup).
    player_one: Side,
    /// Fair setup: the squares of the checkers swapped so far.
    moved: u32,
    /// Solitaire, chosen last: the squares of the checkers to keep.
    kept: u32,
}

impl PartialEq for SightReduction {
    /// The checkers, the side to move, the stage and what the setup decided, under the same rules:
    /// what the position text writes. The deal is not compared (it says how the game began).
    fn eq(&self, other: &Self) -> bool {
        self.options.without_deal() == other.options.without_deal()
            && (self.white, self.black, self.side, self.stage, self.player_one, self.moved, self.kept)
                == (other.white, other.black, other.side, other.stage, other.player_one, other.moved, other.kept)
    }
}

impl std::fmt::Debug for SightReduction {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "SightReduction({}; deal {})", self.position_text(), self.options.deal)
    }
}

/// The game's credits, as the home screen and the rules page show them.
pub static INFO: GameInfo = GameInfo {
    id: "sight-reduction",
    name: "Sight Reduction",
    designer: "Rich Hutnik",
    year: 2011,
    blurb: "Remove your checkers while they can see a friend, on half a board. Also a solitaire.",
};

/// The bit of square `s`.
#[inline(always)]
const fn bit(s: u8) -> u32 {
    1 << s
}

impl SightReduction {
    /// An empty board under `options` (normalised), White to move, in the game itself.
    fn empty(options: SightOptions) -> SightReduction {
        SightReduction {
            options: options.normalised(),
            white: 0,
            black: 0,
            side: Side::White,
            stage: SightStage::Remove,
            player_one: Side::White,
            moved: 0,
            kept: 0,
        }
    }

    /// A position of the game itself (no setup left) from its checkers, as sets of squares: what
    /// a solver or a lesson starts from. Refuses two checkers on a square, and the chosen-last
    /// solitaire, whose kept checkers come from its picks (or a position text's `last:`).
    pub fn from_sets(options: SightOptions, white: u32, black: u32, to_move: Side) -> Result<SightReduction, String> {
        if white & black != 0 {
            let s = (white & black).trailing_zeros() as u8;
            return Err(format!("two checkers on {}", Self::shape_of().name(s)));
        }
        let mut pos = SightReduction::empty(options);
        (pos.white, pos.black, pos.side) = (white, black, to_move);
        if pos.options.chosen_last {
            return Err("the chosen-last solitaire begins with its picks: start it with new_game".into());
        }
        Ok(pos)
    }

    fn shape_of() -> BoardShape {
        BoardShape::rect(sight::FILES, sight::RANKS)
    }

    fn name(s: u8) -> String {
        if s < SQUARES { Self::shape_of().name(s) } else { format!("square {s}") }
    }

    /// The squares of `side`'s checkers.
    #[inline]
    pub fn pieces(&self, side: Side) -> u32 {
        match side {
            Side::White => self.white,
            Side::Black => self.black,
        }
    }

    /// The occupied squares.
    #[inline]
    pub fn occupied(&self) -> u32 {
        self.white | self.black
    }

    /// Whose checker stands on `s`.
    pub fn owner(&self, s: u8) -> Option<Side> {
        if s >= SQUARES {
            None
        } else if self.white & bit(s) != 0 {
            Some(Side::White)
        } else if self.black & bit(s) != 0 {
            Some(Side::Black)
        } else {
            None
        }
    }

    /// How many checkers `side` has on the board.
    pub fn count(&self, side: Side) -> u32 {
        self.pieces(side).count_ones()
    }

    pub fn stage(&self) -> SightStage {
        self.stage
    }

    /// The colour Player One plays (White until Player Two has chosen, in the fair setup).
    pub fn player_one(&self) -> Side {
        self.player_one
    }

    /// Fair setup: the squares of the checkers swapped so far.
    pub fn moved(&self) -> u32 {
        self.moved
    }

    /// Solitaire, chosen last: the squares of the checkers picked to stay.
    pub fn kept(&self) -> u32 {
        self.kept
    }

    /// The checkers `side` may remove alone under this game's sight rules (whoever is to move),
    /// the chosen-last checkers excepted.
    #[inline]
    pub fn removable(&self, side: Side) -> u32 {
        sight::removable(self.pieces(side), self.pieces(side.other()), self.options.rules()) & !self.kept
    }

    /// Calls `f(a, b)`, `a < b`, for every pair `side` may remove together (with one-or-two;
    /// none without it).
    #[inline]
    pub fn each_pair(&self, side: Side, f: impl FnMut(u8, u8)) {
        if self.options.one_or_two {
            sight::each_pair(self.pieces(side) & !self.kept, self.occupied(), f);
        }
    }

    /// Whether `side` has a removal (alone or in a pair).
    #[inline]
    pub fn can_remove(&self, side: Side) -> bool {
        self.removable(side) != 0
            || (self.options.one_or_two && sight::has_pair(self.pieces(side) & !self.kept, self.occupied()))
    }

    /// Whether the solitaire's goal is reached: one white and one black checker left, or with
    /// one-or-two an empty board.
    pub fn goal_reached(&self) -> bool {
        if self.options.one_or_two {
            self.occupied() == 0
        } else {
            self.white.count_ones() == 1 && self.black.count_ones() == 1
        }
    }

    /// The solitaire's skip: with one-or-two, a colour with no checkers left passes while the
    /// other has some.
    #[inline]
    fn must_skip(&self) -> bool {
        self.options.solitaire()
            && self.options.one_or_two
            && self.pieces(self.side) == 0
            && self.pieces(self.side.other()) != 0
    }

    /// Whether the side to move has a legal move (the stage allowing).
    fn has_move(&self) -> bool {
        match self.stage {
            SightStage::Remove => self.can_remove(self.side) || self.must_skip(),
            _ => true,
        }
    }

    /// What the rules expect now, as a refusal of anything else.
    fn stage_refusal(&self) -> IllegalMove {
        IllegalMove(
            match self.stage {
                SightStage::Offer => {
                    "Player One must first choose to swap two checkers or to keep the board (swap or done)"
                }
                SightStage::ToSwap | SightStage::ToOffer | SightStage::ToPlay => {
                    "Player Two has nothing to do now but pass"
                }
                SightStage::Swap => "Player One must first swap a white checker with a black one",
                SightStage::Colour => "Player Two must first choose a colour (white or black)",
                SightStage::Order => "Player One must first decide who moves first (first or second)",
                SightStage::Place => "the checkers are still being placed: place one on an empty square",
                SightStage::Keep => "first pick the white and then the black checker to keep to the end",
                SightStage::Remove => "the setup is over: a turn removes checkers now",
            }
            .into(),
        )
    }

    /// Why the side to move may not remove the checker on `s` alone, if it may not.
    fn check_remove(&self, s: u8) -> Result<(), IllegalMove> {
        let no = |why: String| Err(IllegalMove(why));
        let me = self.side;
        let name = Self::name(s);
        match self.owner(s) {
            _ if s >= SQUARES => return no("that square is not on the board".into()),
            None => return no(format!("there is no checker on {name}")),
            Some(o) if o != me => return no(format!("the checker on {name} is {}'s", o.name())),
            Some(_) => {}
        }
        if self.kept & bit(s) != 0 {
            return no(format!("it is the {} checker chosen to stay to the end", colour(me)));
        }
        if self.removable(me) & bit(s) != 0 {
            return Ok(());
        }
        let rules = self.options.rules();
        let friendly =
            sight::removable(self.pieces(me), self.pieces(me.other()), SightRules { harder: false, ..rules });
        if friendly & bit(s) == 0 {
            let lines = if rules.easier { "its rank, file or diagonals" } else { "its rank or file" };
            no(format!("it sees no {} checker along {lines}", colour(me)))
        } else {
            no(format!("it sees no {} checker, as the harder rule requires", colour(me.other())))
        }
    }

    /// Why the side to move may not remove the checkers on `a` and `b` together, if it may not.
    fn check_pair(&self, a: u8, b: u8) -> Result<(), IllegalMove> {
        let no = |why: String| Err(IllegalMove(why));
        if !self.options.one_or_two {
            return no("only one checker goes at a time: the one-or-two rule is off".into());
        }
        if a >= SQUARES || b >= SQUARES {
            return no("that square is not on the board".into());
        }
        if a == b {
            return no("a pair is two different checkers".into());
        }
        if a > b {
            return no(format!("a pair is written lower square first: {}+{}", Self::name(b), Self::name(a)));
        }
        let me = self.side;
        for s in [a, b] {
            match self.owner(s) {
                None => return no(format!("there is no checker on {}", Self::name(s))),
                Some(o) if o != me => return no(format!("the checker on {} is {}'s", Self::name(s), o.name())),
                Some(_) if self.kept & bit(s) != 0 => {
                    return no(format!("{} is the {} checker chosen to stay to the end", Self::name(s), colour(me)));
                }
                Some(_) => {}
            }
        }
        if sight::partners(self.pieces(me), self.occupied(), a) & bit(b) == 0 {
            return no(format!(
                "{} and {} neither touch nor see each other along a rank or file",
                Self::name(a),
                Self::name(b)
            ));
        }
        Ok(())
    }

    fn check_swap(&self, a: u8, b: u8) -> Result<(), IllegalMove> {
        let no = |why: String| Err(IllegalMove(why));
        if a >= SQUARES || b >= SQUARES {
            return no("that square is not on the board".into());
        }
        if a == b {
            return no("a swap exchanges two checkers".into());
        }
        if a > b {
            return no(format!("a swap is written lower square first: {}<>{}", Self::name(b), Self::name(a)));
        }
        let (Some(x), Some(y)) = (self.owner(a), self.owner(b)) else {
            let empty = if self.owner(a).is_none() { a } else { b };
            return no(format!("there is no checker on {}", Self::name(empty)));
        };
        if x == y {
            return no(format!("both are {}: a swap exchanges a white checker and a black one", colour(x)));
        }
        for s in [a, b] {
            if self.moved & bit(s) != 0 {
                return no(format!(
                    "the checker on {} has been swapped already: up to four checkers are rearranged, each once",
                    Self::name(s)
                ));
            }
        }
        Ok(())
    }

    fn check_place(&self, s: u8) -> Result<(), IllegalMove> {
        let no = |why: String| Err(IllegalMove(why));
        if s >= SQUARES {
            return no("that square is not on the board".into());
        }
        if self.occupied() & bit(s) != 0 {
            return no(format!("{} is taken", Self::name(s)));
        }
        let me = self.side;
        if sight::placements(self.pieces(me), self.pieces(me.other())) & bit(s) == 0 {
            return no(format!(
                "it touches no {} checker, and a checker goes next to one while there is room",
                colour(me.other())
            ));
        }
        Ok(())
    }

    fn check_pass(&self) -> Result<(), IllegalMove> {
        let no = |why: &str| Err(IllegalMove(why.into()));
        if self.stage.is_pass() || self.must_skip() {
            return Ok(());
        }
        if self.stage != SightStage::Remove {
            return Err(self.stage_refusal());
        }
        if !self.options.solitaire() {
            return no("there is no passing: a player who cannot remove a checker loses");
        }
        if !self.options.one_or_two {
            return no("a colour is skipped only in the solitaire with one-or-two");
        }
        no("only a colour with no checkers left is skipped")
    }

    /// Removes the checkers of `set` (of the side to move).
    #[inline]
    fn take(&mut self, set: u32) {
        self.white &= !set;
        self.black &= !set;
    }
}

/// "white", "black".
fn colour(side: Side) -> &'static str {
    match side {
        Side::White => "white",
        Side::Black => "black",
    }
}

impl Game for SightReduction {
    type Move = SightMove;
    type Options = SightOptions;

    fn info() -> &'static GameInfo {
        &INFO
    }

    /// Every setup with and without one-or-two, each under the four sight rules (standard,
    /// harder, easier, both); the solitaire the same way, with chosen last where it applies.
    fn variants() -> Vec<SightOptions> {
        let sights = [(false, false), (true, false), (false, true), (true, true)];
        let mut out = Vec::new();
        for setup in [SightSetup::Deal, SightSetup::Fair, SightSetup::Placement] {
            for one_or_two in [false, true] {
                for (harder, easier) in sights {
                    out.push(SightOptions { setup, one_or_two, harder, easier, ..SightOptions::default() });
                }
            }
        }
        for (one_or_two, chosen_last) in [(false, false), (false, true), (true, false)] {
            for (harder, easier) in sights {
                let mode = SightMode::Solitaire;
                out.push(SightOptions { mode, one_or_two, chosen_last, harder, easier, ..SightOptions::default() });
            }
        }
        out
    }

    fn shape(&self) -> BoardShape {
        Self::shape_of()
    }

    fn new_game(options: SightOptions) -> SightReduction {
        let mut pos = SightReduction::empty(options);
        let o = pos.options;
        if o.setup != SightSetup::Placement {
            (pos.white, pos.black) = deal_squares(o.deal);
        }
        pos.stage = match (o.solitaire(), o.setup) {
            (true, _) if o.chosen_last => SightStage::Keep,
            (true, _) | (false, SightSetup::Deal) => SightStage::Remove,
            (false, SightSetup::Fair) => SightStage::Offer,
            (false, SightSetup::Placement) => SightStage::Place,
        };
        pos
    }

    fn options(&self) -> SightOptions {
        self.options
    }

    fn to_move(&self) -> Side {
        self.side
    }

    fn player_of(&self, side: Side) -> Player {
        Player::playing(side, self.player_one)
    }

    fn phase(&self) -> Phase {
        match self.stage {
            SightStage::Offer | SightStage::Colour | SightStage::Order => Phase::Choose,
            _ => Phase::Play,
        }
    }

    /// Single removals (in square order), then pairs (by lower, then higher square); the setup's
    /// moves in their stages.
    fn legal_moves(&self, out: &mut Vec<SightMove>) {
        out.clear();
        let me = self.side;
        match self.stage {
            SightStage::Remove => {
                if self.must_skip() {
                    out.push(SightMove::Pass);
                    return;
                }
                out.extend(squares(self.removable(me)).map(SightMove::Remove));
                self.each_pair(me, |a, b| out.push(SightMove::Pair(a, b)));
            }
            SightStage::Offer => out.extend([SightMove::Rearrange, SightMove::Done]),
            SightStage::ToSwap | SightStage::ToOffer | SightStage::ToPlay => out.push(SightMove::Pass),
            SightStage::Swap => {
                let free = !self.moved;
                for a in squares(self.occupied() & free) {
                    let others = if self.white & bit(a) != 0 { self.black } else { self.white };
                    let above = others & free & !(bit(a) | (bit(a) - 1));
                    out.extend(squares(above).map(|b| SightMove::Swap(a, b)));
                }
            }
            SightStage::Colour => out.extend([SightMove::Colour(Side::White), SightMove::Colour(Side::Black)]),
            SightStage::Order => out.extend([SightMove::First, SightMove::Second]),
            SightStage::Place => {
                out.extend(squares(sight::placements(self.pieces(me), self.pieces(me.other()))).map(SightMove::Place))
            }
            SightStage::Keep => out.extend(squares(self.pieces(me) & !self.kept).map(SightMove::Keep)),
        }
    }

    fn play(&mut self, mv: SightMove) {
        let me = self.side;
        match mv {
            SightMove::Remove(s) => self.take(bit(s)),
            SightMove::Pair(a, b) => self.take(bit(a) | bit(b)),
            SightMove::Rearrange => self.stage = SightStage::ToSwap,
            SightMove::Done => {
                self.stage = SightStage::Colour;
                self.moved = 0;
            }
            SightMove::Swap(a, b) => {
                let both = bit(a) | bit(b);
                self.white ^= both;
                self.black ^= both;
                self.moved |= both;
                if self.moved.count_ones() >= 4 {
                    self.stage = SightStage::Colour;
                    self.moved = 0;
                } else {
                    self.stage = SightStage::ToOffer;
                }
            }
            SightMove::Colour(taken) => {
                self.player_one = taken.other();
                self.stage = SightStage::Order;
                self.side = self.player_one;
                return;
            }
            SightMove::First => self.stage = SightStage::ToPlay,
            SightMove::Second => self.stage = SightStage::Remove,
            SightMove::Place(s) => {
                match me {
                    Side::White => self.white |= bit(s),
                    Side::Black => self.black |= bit(s),
                }
                if self.occupied() == sight::ALL {
                    self.stage = SightStage::Remove;
                }
            }
            SightMove::Keep(s) => {
                self.kept |= bit(s);
                if self.kept.count_ones() >= 2 {
                    self.stage = SightStage::Remove;
                }
            }
            SightMove::Pass => match self.stage {
                SightStage::ToSwap => self.stage = SightStage::Swap,
                SightStage::ToOffer => self.stage = SightStage::Offer,
                SightStage::ToPlay => self.stage = SightStage::Remove,
                _ => {}
            },
        }
        self.side = me.other();
    }

    fn check_move(&self, mv: SightMove) -> Result<(), IllegalMove> {
        if self.result().is_some() {
            return Err(IllegalMove("the game is over".into()));
        }
        let stage = self.stage;
        let wrong = || Err(self.stage_refusal());
        match mv {
            SightMove::Pass => self.check_pass(),
            _ if self.stage.is_pass() => wrong(),
            SightMove::Remove(s) if stage == SightStage::Remove => {
                if self.must_skip() {
                    return Err(IllegalMove(format!("{} has no checkers left, and passes", self.side.name())));
                }
                self.check_remove(s)
            }
            SightMove::Pair(a, b) if stage == SightStage::Remove => self.check_pair(a, b),
            SightMove::Rearrange | SightMove::Done if stage == SightStage::Offer => Ok(()),
            SightMove::Swap(a, b) if stage == SightStage::Swap => self.check_swap(a, b),
            SightMove::Colour(_) if stage == SightStage::Colour => Ok(()),
            SightMove::First | SightMove::Second if stage == SightStage::Order => Ok(()),
            SightMove::Place(s) if stage == SightStage::Place => self.check_place(s),
            SightMove::Keep(s) if stage == SightStage::Keep => match self.owner(s) {
                _ if s >= SQUARES => Err(IllegalMove("that square is not on the board".into())),
                Some(o) if o == self.side => Ok(()),
                _ => Err(IllegalMove(format!("pick one of {}'s checkers to keep to the end", self.side.name()))),
            },
            _ => wrong(),
        }
    }

    fn result(&self) -> Option<GameResult> {
        if self.stage != SightStage::Remove {
            return None;
        }
        let outcome = if self.options.solitaire() {
            if self.goal_reached() {
                Outcome::Solved
            } else if self.has_move() {
                return None;
            } else {
                Outcome::Stuck
            }
        } else if self.can_remove(self.side) {
            return None;
        } else {
            Outcome::Win(self.side.other())
        };
        Some(GameResult { outcome, score: None })
    }

    /// The checkers, by one bijective mix of both sets, and the rest of the state by another.
    fn position_hash(&self) -> u64 {
        let board = self.white as u64 | (self.black as u64) << 32;
        let o = self.options;
        let flags = o.mode as u64
            | (o.setup as u64) << 1
            | (o.one_or_two as u64) << 3
            | (o.harder as u64) << 4
            | (o.easier as u64) << 5
            | (o.chosen_last as u64) << 6;
        let state = (self.moved | self.kept) as u64
            | (self.side as u64) << 32
            | (self.stage as u64) << 33
            | (self.player_one as u64) << 37
            | flags << 38;
        mix(board) ^ mix(state ^ 0x5167_4854_5245_4455)
    }

    fn is_pass(mv: SightMove) -> bool {
        mv == SightMove::Pass
    }

    fn move_text(&self, mv: SightMove) -> String {
        text::move_text(mv)
    }

    fn parse_move(&self, text: &str) -> Result<SightMove, NotationError> {
        let mv = text::read_move(self.stage, text)?;
        self.check_move(mv)?;
        Ok(mv)
    }

    /// Each checker removed is an event (two for a pair), into its side's tray; the choices of the
    /// setup are told too.
    fn events(&self, mv: SightMove) -> Vec<GameEvent> {
        let me = self.side;
        let removed = |s: u8| GameEvent {
            side: me,
            square: Some(s),
            checkers: vec![me],
            text: format!("{} removes {}.", me.name(), Self::name(s)),
        };
        let told = |text: String| vec![GameEvent { side: me, square: None, checkers: Vec::new(), text }];
        match mv {
            SightMove::Remove(s) => vec![removed(s)],
            SightMove::Pair(a, b) => vec![removed(a), removed(b)],
            SightMove::Colour(taken) => told(format!("Player Two takes {}.", taken.name())),
            SightMove::First => told("Player One moves first.".into()),
            SightMove::Second => told("Player Two moves first.".into()),
            SightMove::Keep(s) => told(format!("{} will keep {} to the end.", me.name(), Self::name(s))),
            _ => Vec::new(),
        }
    }

    fn position_text(&self) -> String {
        text::position_text(self)
    }

    fn from_position_text(text: &str) -> Result<SightReduction, PositionError> {
        text::read_position(text)
    }

    fn edited(
        &self,
        stacks: &[(u8, Vec<Side>)],
        to_move: Side,
        _tally: [u8; 2],
    ) -> Result<SightReduction, PositionError> {
        text::read_position(&text::edited_text(self, stacks, to_move)?)
    }
}
