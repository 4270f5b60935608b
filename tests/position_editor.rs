//! The position editor's checks ([`Game::edited`]): a position of each game set out again on its
//! board reads back as itself, the side to move changed, and what no game reaches refused in the
//! same words as a bad position text.

use checkerbox::ui::view::GameView;
use checkerbox_core::rules::basic::Basic;
use checkerbox_core::rules::byte::Byte;
use checkerbox_core::rules::pyle::Pyle;
use checkerbox_core::rules::sight_reduction::SightReduction;
use checkerbox_core::rules::{Game, PositionError, Side};

/// Sets `text` out again, checker by checker, with the other side to move: the same board back.
fn set_out_again<G: GameView>(text: &str) -> G {
    let pos = G::from_position_text(text).unwrap();
    let other = pos.to_move().other();
    let tally = pos.tally().map_or([0, 0], |t| t.1);
    let edited = pos.edited(&GameView::pieces(&pos), other, tally).unwrap();
    assert_eq!((GameView::pieces(&edited), edited.to_move()), (GameView::pieces(&pos), other), "{text}");
    edited
}

/// Why `stacks` on the board of `text`, White to move, are refused.
fn refused<G: GameView>(text: &str, stacks: &[(u8, Vec<Side>)]) -> String {
    let pos = G::from_position_text(text).unwrap();
    match pos.edited(stacks, Side::White, pos.tally().map_or([0, 0], |t| t.1)) {
        Err(PositionError::Impossible(why)) => why,
        other => panic!("refused as impossible: {:?}", other.map(|p| p.position_text())),
    }
}

#[test]
fn a_position_of_each_game_set_out_again_is_itself_with_the_other_side_to_move() {
    let byte = Byte::new_game(Default::default()).position_text();
    let edited = set_out_again::<Byte>(&byte);
    assert_eq!(edited.position_text(), byte.replacen("white", "black", 1));
    set_out_again::<Basic>(&Basic::new_game(Default::default()).position_text());
    set_out_again::<Pyle>("8 w W:e1,d2,c3,h4,f5,g6,a7,b8 B:a1,e2,h3,b4,c5,f6,d7,g8");
    set_out_again::<SightReduction>("BBWWBBWBBWBWWWWBBBBBWWWBWWBWWBBW w deal:1");
}

#[test]
fn what_no_game_reaches_is_refused_in_the_words_of_a_bad_position_text() {
    // The start of Byte, less its last stack.
    let start = Byte::new_game(Default::default());
    let mut stacks = start.pieces();
    stacks.pop();
    let why = refused::<Byte>(&start.position_text(), &stacks);
    let text = start.position_text().rsplit_once(' ').unwrap().0.to_string();
    assert_eq!(Byte::from_position_text(&text).err(), Some(PositionError::Impossible(why.clone())), "the same words");
    assert!(why.contains("do not add up"), "{why}");
    // Eight checkers fewer on the board, and a stack won: a game reaches that.
    let fewer: Vec<(u8, Vec<Side>)> = start.pieces().into_iter().skip(8).collect();
    assert!(start.edited(&fewer, Side::White, [0, 1]).is_ok());
    assert!(start.edited(&fewer, Side::White, [0, 0]).is_err());

    let pyle = "8 w W:e1,d2,c3,h4,f5,g6,a7,b8 B:a1,e2,h3,b4,c5,f6,d7,g8";
    let mut men = GameView::pieces(&Pyle::from_position_text(pyle).unwrap());
    let other = men[0].1[0].other();
    men[0].1.push(other);
    assert!(refused::<Pyle>(pyle, &men).contains("holds men of both colours"), "a pyle is one colour");

    let sight = "BBWWBBWBBWBWWWWBBBBBWWWBWWBWWBBW w deal:1";
    let mut board = GameView::pieces(&SightReduction::from_position_text(sight).unwrap());
    board[0].1.push(Side::White);
    assert!(refused::<SightReduction>(sight, &board).ends_with("checkers, but a square holds one"));
}
