//! Byte's rules page, in our own words, crediting Mark Steere; where the sheets leave a point
//! open, it says what Checkerbox does and marks it as our choice.

use leptos::prelude::*;

pub fn rules() -> impl IntoView {
    view! {
        <p class="lead">
            "Byte was invented by Mark Steere on 13 July 2005. It is played with a checkers set on the dark squares "
            "only, and it cannot end in a draw. Checkerbox plays it with Mark Steere's kind permission to program it, "
            "given on his rule sheet, under its own name and rules."
        </p>
        <h2>"The board"</h2>
        <p>
            "Standard Byte uses an 8\u{00d7}8 board with 12 checkers each; international Byte a 10\u{00d7}10 board "
            "with 20 each. At the start every dark square of the second rank to the second-to-last is filled, one "
            "checker per square, with the colours alternating by rank: White on rank 2, Black on rank 3, and so on. "
            "The first and last ranks start empty. White moves first."
        </p>
        <h2>"Stacks"</h2>
        <p>
            "A stack is one to eight checkers in any mix of colours. Whoever owns its bottom checker owns the stack "
            "for basic moves. When a stack reaches eight it leaves the board at once, and the player whose checker "
            "is on top wins it. Three stacks of eight form on the 8\u{00d7}8 board (five on 10\u{00d7}10): win two "
            "of the three (three of the five) and the game ends, won."
        </p>
        <h2>"Basic moves"</h2>
        <p>
            "A stack you own that touches no other stack may move one step diagonally to an empty square, the whole "
            "stack together. It must end closer to its nearest stack. Distance is counted in diagonal steps on an "
            "empty board. When several stacks are equally near, moving closer to any one of them will do."
        </p>
        <h2>"Merging"</h2>
        <p>
            "When two stacks touch diagonally, you may take any checker of yours in one of them, at any level, and "
            "lift it with every checker above it onto the other stack. Two conditions: your checker must land higher "
            "than it was (not at the same level, not lower), and the new stack may not be taller than eight. Moving a "
            "whole stack onto its neighbour is a merge from level 1. Stacks that touch another stack cannot make "
            "basic moves."
        </p>
        <h2>"Turns"</h2>
        <p>
            "If you can move you must, even when the only move helps your opponent (for instance, completes a stack "
            "of eight with their checker on top). If you cannot move, you pass, and keep passing until you can move "
            "again; Checkerbox passes for you and writes \u{201c}pass\u{201d} in the move list. Merging is not "
            "compulsory."
        </p>
        <h2>"Options and notation " <span class="ours">"(our choices)"</span></h2>
        <ul>
            <li>
                <strong>"Merge first"</strong>
                " (from a second-hand summary of the rules, not Mark Steere's sheet; off unless you choose it): while "
                "any merge is possible, basic moves are not."
            </li>
            <li>
                "Moves are written "<code>"c3-d4"</code>" for a basic move or a whole-stack merge, "
                <code>"c3:2-d4"</code>" for a merge that lifts from level 2 (levels count from 1 at the bottom), and "
                <code>"pass"</code>"."
            </li>
        </ul>
        <h2>"Playing here"</h2>
        <p>
            "Click a stack to select it: the squares it can reach light up and the side view shows every checker in "
            "it, bottom to top. To lift from higher up, click the stack again (each click goes one level up, and the "
            "level shows in its corner) or click that checker in the side view. Click a lit square to move, or drag "
            "the stack there with the mouse or a finger (or Tab to a square and press Enter). If a move is not "
            "allowed, the line under the board says why. A stack won is announced, marked in the move list, and "
            "kept in its winner's tray beside the board. Click any move in the list, or use the arrow keys, to look "
            "back at the position after it. "
            "Escape drops the selection; "
            "Ctrl+Z undoes and Ctrl+Y redoes. Against the computer (easy, medium or hard, chosen when you start), undo takes back your last move "
            "and its reply. "
            "The game in progress is kept in this browser, so you can close the page and continue later."
        </p>
    }
}
