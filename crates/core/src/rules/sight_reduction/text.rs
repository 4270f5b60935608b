//! Sight Reduction's notation and position text (described in the module above), and how a
//! position is saved: its options and its position text, checked when read back.

use super::sight::SQUARES;
use super::{SightMode, SightMove, SightOptions, SightReduction, SightSetup, SightStage, bit};
use crate::rules::bits::squares;
use crate::rules::saved;
use crate::rules::{Game, NotationError, PositionError, Side};
use serde::Deserialize;
use serde::de::{MapAccess, value::MapAccessDeserializer};

/// How a move is written, for the error that says so.
const MOVE_FORMS: &str = "a square such as b5, a pair such as b5+b7, or a setup move (swap, done, a1<>c3, white, \
     black, first, second, keep b5)";

/// How a position text is written, for the error that says so.
const POSITION_FORMAT: &str = "the 32 squares from a1 (W, B or .), rank by rank, then w or b, then as needed \
     solitaire, fair or placement, one-or-two, harder, easier, chosen-last, last:b5,c3, the setup's stage (offer, \
     to-swap, swap, to-offer, colour, order, to-play, place), moved:a1,c3, one:black and deal:17: \
     BBWWBWWWWBWBBWBWBBWWBBWWWBWBBBBW w";

fn name(s: u8) -> String {
    SightReduction::name(s)
}

fn read_square(text: &str) -> Result<u8, NotationError> {
    SightReduction::shape_of().parse(text.trim())
}

/// Names of a set's squares, lowest first, joined by commas.
fn names(set: u32) -> String {
    squares(set).map(name).collect::<Vec<_>>().join(",")
}

pub(super) fn move_text(mv: SightMove) -> String {
    match mv {
        SightMove::Remove(s) | SightMove::Place(s) => name(s),
        SightMove::Pair(a, b) => format!("{}+{}", name(a), name(b)),
        SightMove::Rearrange => "swap".into(),
        SightMove::Done => "done".into(),
        SightMove::Swap(a, b) => format!("{}<>{}", name(a), name(b)),
        SightMove::Colour(side) => side.word().into(),
        SightMove::First => "first".into(),
        SightMove::Second => "second".into(),
        SightMove::Keep(s) => format!("keep {}", name(s)),
        SightMove::Pass => "pass".into(),
    }
}

/// Reads a move (not yet checked for legality): a lone square is a placement in the
/// deterministic setup, a pick in the chosen-last one, and a removal otherwise. Pairs and swaps
/// may be written either way round.
pub(super) fn read_move(stage: SightStage, text: &str) -> Result<SightMove, NotationError> {
    let text = text.trim();
    if text.is_empty() {
        return Err(NotationError::Empty);
    }
    let malformed = || NotationError::Malformed { text: text.to_string(), expected: MOVE_FORMS };
    let word = text.to_ascii_lowercase();
    let two = |a: &str, b: &str| -> Result<(u8, u8), NotationError> {
        if a.trim().is_empty() || b.trim().is_empty() {
            return Err(malformed());
        }
        let (a, b) = (read_square(a)?, read_square(b)?);
        Ok((a.min(b), a.max(b)))
    };
    Ok(match word.as_str() {
        "pass" => SightMove::Pass,
        "swap" => SightMove::Rearrange,
        "done" => SightMove::Done,
        "white" => SightMove::Colour(Side::White),
        "black" => SightMove::Colour(Side::Black),
        "first" => SightMove::First,
        "second" => SightMove::Second,
        _ => {
            if let Some((a, b)) = text.split_once("<>") {
                let (a, b) = two(a, b)?;
                SightMove::Swap(a, b)
            } else if let Some((a, b)) = text.split_once('+') {
                let (a, b) = two(a, b)?;
                SightMove::Pair(a, b)
            } else if word == "keep" {
                return Err(malformed());
            } else if let Some(square) = word.strip_prefix("keep ") {
                SightMove::Keep(read_square(square)?)
            } else if text.chars().all(|c| c.is_ascii_alphanumeric()) {
                let s = read_square(text)?;
                match stage {
                    SightStage::Place => SightMove::Place(s),
                    SightStage::Keep => SightMove::Keep(s),
                    _ => SightMove::Remove(s),
                }
            } else {
                return Err(malformed());
            }
        }
    })
}

impl SightStage {
    /// The stage's word in a position text (none for the chosen-last picks and the game itself).
    fn word(self) -> Option<&'static str> {
        Some(match self {
            SightStage::Offer => "offer",
            SightStage::ToSwap => "to-swap",
            SightStage::Swap => "swap",
            SightStage::ToOffer => "to-offer",
            SightStage::Colour => "colour",
            SightStage::Order => "order",
            SightStage::ToPlay => "to-play",
            SightStage::Place => "place",
            SightStage::Keep | SightStage::Remove => return None,
        })
    }

    const WRITTEN: [SightStage; 8] = [
        SightStage::Offer,
        SightStage::ToSwap,
        SightStage::Swap,
        SightStage::ToOffer,
        SightStage::Colour,
        SightStage::Order,
        SightStage::ToPlay,
        SightStage::Place,
    ];
}

pub(super) fn position_text(pos: &SightReduction) -> String {
    let mut text = String::with_capacity(48);
    for s in 0..SQUARES {
        text.push(match pos.owner(s) {
            Some(Side::White) => 'W',
            Some(Side::Black) => 'B',
            None => '.',
        });
    }
    text.push_str(if pos.side == Side::White { " w" } else { " b" });
    text.push_str(&flags(pos));
    let o = pos.options;
    if pos.kept != 0 {
        // White's first, as picked.
        let kept: Vec<String> = [pos.kept & pos.white, pos.kept & pos.black].into_iter().map(names).collect();
        let kept: Vec<String> = kept.into_iter().filter(|k| !k.is_empty()).collect();
        text.push_str(&format!(" last:{}", kept.join(",")));
    }
    if let Some(word) = pos.stage.word() {
        text.push(' ');
        text.push_str(word);
    }
    if pos.moved != 0 {
        text.push_str(&format!(" moved:{}", names(pos.moved)));
    }
    if pos.player_one == Side::Black {
        text.push_str(" one:black");
    }
    // How the game began: a record or a link of a deal names it, so that it replays as that deal.
    if o.deal != 0 && o.setup != SightSetup::Placement {
        text.push_str(&format!(" deal:{}", o.deal));
    }
    text
}

/// The words of `pos`'s options that a position text carries, each after a space.
fn flags(pos: &SightReduction) -> String {
    let o = pos.options;
    let mut text = String::new();
    let flags = [
        (o.solitaire(), "solitaire"),
        (o.setup == SightSetup::Fair, "fair"),
        (o.setup == SightSetup::Placement, "placement"),
        (o.one_or_two, "one-or-two"),
        (o.harder, "harder"),
        (o.easier, "easier"),
        (o.chosen_last, "chosen-last"),
    ];
    for (on, word) in flags {
        if on {
            text.push(' ');
            text.push_str(word);
        }
    }
    text
}

/// The text of `pos`, in play, with `stacks` on its board (one checker a square) and `to_move`
/// to move; a square of more checkers is refused.
pub(super) fn edited_text(
    pos: &SightReduction,
    stacks: &[(u8, Vec<Side>)],
    to_move: Side,
) -> Result<String, PositionError> {
    let mut board = ['.'; SQUARES as usize];
    for (s, checkers) in stacks {
        let Some(square) = board.get_mut(*s as usize) else { continue };
        *square = match checkers.as_slice() {
            [] => '.',
            [Side::White] => 'W',
            [Side::Black] => 'B',
            more => {
                return Err(PositionError::Impossible(format!(
                    "{} holds {} checkers, but a square holds one",
                    name(*s),
                    more.len()
                )));
            }
        };
    }
    let mut text: String = board.iter().collect();
    text.push_str(if to_move == Side::White { " w" } else { " b" });
    text.push_str(&flags(pos));
    if pos.player_one == Side::Black {
        text.push_str(" one:black");
    }
    Ok(text)
}

/// What a position text says, before it is checked.
#[derive(Default)]
struct SightTextParts {
    solitaire: bool,
    fair: bool,
    placement: bool,
    one_or_two: bool,
    harder: bool,
    easier: bool,
    chosen_last: bool,
    last: Option<Vec<u8>>,
    stage: Option<SightStage>,
    moved: Option<u32>,
    one_black: bool,
    deal: Option<u64>,
}

pub(super) fn read_position(text: &str) -> Result<SightReduction, PositionError> {
    let malformed = || PositionError::Malformed { text: text.trim().to_string(), expected: POSITION_FORMAT };
    let mut words = text.split_whitespace();
    let board = words.next().ok_or_else(malformed)?;
    if board.len() != SQUARES as usize {
        return Err(malformed());
    }
    let (mut white, mut black) = (0u32, 0u32);
    for (s, c) in board.bytes().enumerate() {
        match c {
            b'W' => white |= 1 << s,
            b'B' => black |= 1 << s,
            b'.' => {}
            _ => return Err(malformed()),
        }
    }
    let side = match words.next() {
        Some("w") => Side::White,
        Some("b") => Side::Black,
        _ => return Err(malformed()),
    };
    let mut p = SightTextParts::default();
    for word in words {
        let once = |seen: bool| if seen { Err(malformed()) } else { Ok(true) };
        let list = |items: &str| -> Result<Vec<u8>, PositionError> {
            let squares: Result<Vec<u8>, NotationError> = items.split(',').map(read_square).collect();
            Ok(squares?)
        };
        match word {
            "solitaire" => p.solitaire = once(p.solitaire)?,
            "fair" => p.fair = once(p.fair)?,
            "placement" => p.placement = once(p.placement)?,
            "one-or-two" => p.one_or_two = once(p.one_or_two)?,
            "harder" => p.harder = once(p.harder)?,
            "easier" => p.easier = once(p.easier)?,
            "chosen-last" => p.chosen_last = once(p.chosen_last)?,
            "one:black" => p.one_black = once(p.one_black)?,
            _ => {
                if let Some(stage) = SightStage::WRITTEN.into_iter().find(|s| s.word() == Some(word)) {
                    if p.stage.replace(stage).is_some() {
                        return Err(malformed());
                    }
                } else if let Some(items) = word.strip_prefix("last:") {
                    if p.last.replace(list(items)?).is_some() {
                        return Err(malformed());
                    }
                } else if let Some(number) = word.strip_prefix("deal:") {
                    let number = super::deal::read_deal(number).map_err(|why| {
                        PositionError::Impossible(format!("\u{201c}deal:{number}\u{201d} names no deal. {why}"))
                    })?;
                    if p.deal.replace(number).is_some() {
                        return Err(malformed());
                    }
                } else if let Some(items) = word.strip_prefix("moved:") {
                    let set = list(items)?.into_iter().fold(0u32, |m, s| m | bit(s));
                    if p.moved.replace(set).is_some() {
                        return Err(malformed());
                    }
                } else {
                    return Err(malformed());
                }
            }
        }
    }
    assemble(p, white, black, side).map_err(PositionError::Impossible)
}

/// A position from what its text says, refusing what no game reaches.
fn assemble(p: SightTextParts, white: u32, black: u32, side: Side) -> Result<SightReduction, String> {
    let setup = match (p.fair, p.placement) {
        (true, true) => return Err("a game has one setup: fair or placement, not both".into()),
        (true, false) => SightSetup::Fair,
        (false, true) => SightSetup::Placement,
        (false, false) => SightSetup::Deal,
    };
    let mode = if p.solitaire { SightMode::Solitaire } else { SightMode::TwoPlayer };
    let options = SightOptions {
        mode,
        setup,
        one_or_two: p.one_or_two,
        harder: p.harder,
        easier: p.easier,
        chosen_last: p.chosen_last,
        deal: 0,
    };
    if options.normalised() != options {
        return Err(if p.solitaire {
            "a solitaire starts from a deal, and chosen-last does not go with one-or-two".into()
        } else {
            "chosen-last is a rule of the solitaire".into()
        });
    }
    if p.deal.is_some() && setup == SightSetup::Placement {
        return Err("deal: names the deal a game began from, and a placement game has none".into());
    }
    let mut pos = SightReduction::empty(options);
    pos.options.deal = p.deal.unwrap_or(0);
    (pos.white, pos.black, pos.side) = (white, black, side);
    pos.moved = p.moved.unwrap_or(0);
    pos.player_one = if p.one_black { Side::Black } else { Side::White };
    let (w, b) = (white.count_ones(), black.count_ones());
    let full = || {
        if (w, b) == (16, 16) {
            Ok(())
        } else {
            Err("before play begins, all 16 white and 16 black checkers are on the board")
        }
    };
    // The chosen-last picks: white's, then black's.
    if let Some(last) = &p.last {
        if !p.chosen_last {
            return Err("last: names the checkers a chosen-last solitaire keeps, and this is none".into());
        }
        for (k, &s) in last.iter().enumerate() {
            let wanted = if k == 0 { Side::White } else { Side::Black };
            if k > 1 || pos.owner(s) != Some(wanted) {
                return Err("last: names one white checker, then one black checker".into());
            }
            pos.kept |= bit(s);
        }
    }
    let stage = match p.stage {
        Some(stage) => stage,
        None if p.chosen_last && pos.kept.count_ones() < 2 => {
            let picking = if pos.kept == 0 { Side::White } else { Side::Black };
            if side != picking {
                return Err(format!("{} picks the next checker to keep", picking.name()));
            }
            SightStage::Keep
        }
        None => SightStage::Remove,
    };
    pos.stage = stage;
    if stage == SightStage::Place && setup != SightSetup::Placement {
        return Err("only the placement setup has a placing stage".into());
    }
    let fair_stage = !matches!(stage, SightStage::Remove | SightStage::Place | SightStage::Keep);
    if fair_stage && setup != SightSetup::Fair {
        return Err(format!("{} is a stage of the fair setup", stage.word().unwrap_or("")));
    }
    if p.moved.is_some()
        && !matches!(stage, SightStage::Offer | SightStage::ToSwap | SightStage::Swap | SightStage::ToOffer)
    {
        return Err("moved: lists the checkers swapped while Player One rearranges, and that is over".into());
    }
    if p.one_black && (setup != SightSetup::Fair || stage.before_colours()) {
        return Err("Player One plays Black only once Player Two has chosen White, in the fair setup".into());
    }
    match stage {
        SightStage::Remove | SightStage::Keep => {}
        SightStage::Place => {
            if w + b >= SQUARES as u32 {
                return Err("when the board is full, the placing is over".into());
            }
            let next = if w == b {
                Side::White
            } else if w == b + 1 {
                Side::Black
            } else {
                return Err(format!(
                    "White places first and the players alternate, so {w} white and {b} black cannot be"
                ));
            };
            if side != next {
                return Err(format!("with {w} white and {b} black placed, {} places next", next.name()));
            }
        }
        _ => {
            full()?;
            let a_to_move = matches!(stage, SightStage::Offer | SightStage::Swap | SightStage::Order);
            let a = pos.player_one;
            let expected = if a_to_move { a } else { a.other() };
            if side != expected {
                return Err(format!(
                    "at this stage of the fair setup it is {}'s turn",
                    if a_to_move { "Player One" } else { "Player Two" }
                ));
            }
            let moved = pos.moved;
            let swaps = moved.count_ones();
            let allowed: &[u32] = match stage {
                SightStage::Offer | SightStage::ToSwap | SightStage::Swap => &[0, 2],
                SightStage::ToOffer => &[2],
                _ => &[0],
            };
            if !allowed.contains(&swaps) || (moved & white).count_ones() != (moved & black).count_ones() {
                return Err("the swapped checkers do not add up: each swap moves one white and one black".into());
            }
        }
    }
    Ok(pos)
}

/// How a Sight Reduction position was saved before it was saved as its position text alone
/// ([`saved`]): its options (the deal among them) beside that text. Still read, checked.
#[derive(Deserialize)]
struct SavedWithOptions {
    options: SightOptions,
    position: String,
}

impl saved::Old for SightReduction {
    fn read_old<'de, A: MapAccess<'de>>(map: A) -> Result<SightReduction, A::Error> {
        use serde::de::Error;
        let record = SavedWithOptions::deserialize(MapAccessDeserializer::new(map))?;
        let mut pos = SightReduction::from_position_text(&record.position).map_err(A::Error::custom)?;
        let options = record.options.normalised();
        if options.without_deal() != pos.options.without_deal() {
            return Err(A::Error::custom(format!(
                "the options {:?} are not those of the position {:?}",
                record.options, record.position
            )));
        }
        pos.options.deal = options.deal;
        Ok(pos)
    }
}
