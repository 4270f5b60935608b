//! Sight Reduction's rules page, in our own words, crediting Rich Hutnik; where his sheet leaves a
//! point open, it says what Checkerbox does and marks it as our choice.

use leptos::prelude::*;

pub fn rules() -> impl IntoView {
    view! {
        <p class="lead">
            "Sight Reduction is game #27 of Rich Hutnik's Games on Half a Checkerboard (2011). Each player "
            "removes their own checkers, and the one who cannot remove loses. It is also a solitaire. Checkerbox "
            "plays it with the rules below, in our words."
        </p>
        <h2>"The board"</h2>
        <p>
            "Half a checkerboard: 4 files (a to d) by 8 ranks, every square used. 16 white and 16 black checkers "
            "fill all 32 squares at random. Deals are numbered " <span class="ours">"(ours)"</span>
            ": the same number gives the same deal on any machine, so a deal can be shared and replayed. White "
            "moves first " <span class="ours">"(ours, as in the solitaire)"</span>"."
        </p>
        <h2>"A turn"</h2>
        <p>
            "Remove one of your checkers that sees another of yours: looking from it along its rank or file, "
            "across empty squares only, the first checker met is yours. A neighbour on the same rank or file "
            "counts. A checker of the other colour in between blocks the view. A player with no checker to "
            "remove on their turn loses."
        </p>
        <h2>"Variants"</h2>
        <ul>
            <li>
                <strong>"Fair setup"</strong>": after the deal, Player One may rearrange up to four checkers, "
                "by swapping a white and a black checker, at most twice "<span class="ours">"(our reading)"</span>
                ". Player Two then picks a colour, and Player One decides who moves first."
            </li>
            <li>
                <strong>"Placement setup"</strong>": no deal. The players place their checkers in turn, White "
                "first: each one's first checker anywhere, then next to (in any of the eight directions) one of "
                "the other player's checkers, or anywhere when no such square is empty."
            </li>
            <li>
                <strong>"One or two"</strong>": a turn may remove one legal checker, or two of yours that touch "
                "(in any of the eight directions) or see each other along a rank or file "
                <span class="ours">"(that relation is the whole condition for a pair)"</span>"."
            </li>
            <li>
                <strong>"Harder"</strong>": a checker removed alone must also see an enemy checker, along a line "
                "or a diagonal. "<strong>"Easier"</strong>": a friend seen diagonally counts too. They combine "
                "with each other and with one or two, and apply to single removals in the two-player game too "
                <span class="ours">"(ours)"</span>"."
            </li>
        </ul>
        <h2>"Solitaire"</h2>
        <p>
            "One person removes a white checker, then a black one, then white, and so on, each removal legal for "
            "that colour. The goal is one white and one black checker left; with one or two, an empty board (a "
            "colour with nothing left is skipped "<span class="ours">"(ours)"</span>"). With "
            <strong>"chosen last"</strong>" you first pick the white and the black checker that must be the "
            "last two; they cannot be removed. Stuck before the goal, the deal is lost: undo and try another way."
        </p>
        <h2>"Notation " <span class="ours">"(ours)"</span></h2>
        <p>
            "A removal is its square, "<code>"b5"</code>"; two at once "<code>"b5+b7"</code>
            "; placements are their squares too, swaps "<code>"a1<>c3"</code>"."
        </p>
        <h2>"Playing here"</h2>
        <p>
            "Click a checker to remove it. With one or two, click one, then the other to remove both, or the "
            "same one again to remove it alone. If a removal is not allowed, the line under the board says why. "
            "Removed checkers go to each side's tray. Undo and redo with the buttons, Ctrl+Z and Ctrl+Y."
        </p>
        <p>
            "Point at a checker (or touch it, or move the board\u{2019}s cursor to it with the arrow keys) to see "
            "its lines of sight: a solid line ends at a checker that lets it go, a dashed one at a checker that "
            "does not count. \u{201c}Mark the "
            "checkers that can go now\u{201d} rings every checker the player to move may remove."
        </p>
        <p>
            "In the solitaire, an exact solver (it runs beside the page, not on it) answers "
            "\u{201c}Still solvable?\u{201d}: whether the goal can still be reached from the position on the "
            "board, and when it cannot, how many more checkers can still go at best. "
            "\u{201c}Hint\u{201d} marks a removal that keeps the goal in reach. \u{201c}New deal\u{201d} starts "
            "a random deal with the same rules; \u{201c}Today\u{2019}s deal\u{201d} starts the first deal from "
            "today\u{2019}s date as a number (20261122 on 22 November 2026) that the solver has shown can be "
            "solved under your rules: everyone playing those rules gets the same deal that day. Against the computer in the two-player "
            "game, the same solver proves a win once the end is near, and the computer says so."
        </p>
    }
}
