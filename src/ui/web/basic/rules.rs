//! Basic's rules page, in our own words, crediting Mark Steere; where his sheet leaves a point
//! open, it says what Checkerbox does and marks it as our choice.

use leptos::prelude::*;

pub fn rules() -> impl IntoView {
    view! {
        <p class="lead">
            "Basic is a race game for a checkers set, invented by Mark Steere in August 2009. Each side runs its "
            "twelve checkers across the board and takes them off at the far end; the first to clear all twelve wins. "
            "What makes it a game is that checkers may land on any stack, burying whatever is underneath. "
            "Checkerbox plays it with Mark Steere's kind permission to program it, given on his rule sheet, under "
            "its own name and rules."
        </p>
        <h2>"The board"</h2>
        <p>
            "An 8\u{00d7}8 board, dark squares only, set up as for checkers: White's twelve checkers on the dark "
            "squares of the three rows nearest White (ranks 1 to 3), Black's on the three rows nearest Black (ranks "
            "6 to 8). "
            <span class="ours">"(our choice)"</span>
            " White moves first, unless you choose \u{201c}Black moves first\u{201d} when you start."
        </p>
        <h2>"Moving"</h2>
        <p>
            "On your turn you move one checker of yours one square diagonally forward, towards your opponent's side: "
            "up the board for White, down for Black. Checkers never move backwards or sideways, and never jump."
        </p>
        <p>
            "The square you move to may be empty, or it may hold a stack: then your checker goes on top of it. Any "
            "stack will do, whatever its height and whatever colours are in it. Only a checker that is on top of its "
            "stack (or alone on its square) can move; a checker with any other checker on it is stuck until that "
            "checker leaves."
        </p>
        <h2>"Bearing off"</h2>
        <p>
            "Instead of moving, you may take off the board one of your checkers that stands on your farthest row "
            "(rank 8 for White, rank 1 for Black), provided nothing is on top of it. A checker on that row cannot "
            "move any further forward: bearing it off is all that is left for it. The checkers borne off wait in "
            "your tray beside the board."
        </p>
        <h2>"Turns"</h2>
        <p>
            "You must move or bear off if you can, and you do exactly one of the two each turn. If every checker "
            "of yours on the board is covered, you cannot play: you sit out, turn after turn, until one of them is "
            "uncovered, and your opponent keeps moving meanwhile. Checkerbox passes for you and writes "
            "\u{201c}pass\u{201d} in the move list."
        </p>
        <h2>"Winning"</h2>
        <p>
            "The first player to bear off all twelve checkers wins. Every move brings one checker one step nearer "
            "to leaving, so the game is a race that the player on move wins when both need the same number of moves; "
            "covering your opponent's checkers, and making them sit out, is how the race is turned around."
        </p>
        <h2>"Options and notation " <span class="ours">"(our choices)"</span></h2>
        <ul>
            <li>
                <strong>"Black moves first"</strong>
                " (off unless you choose it): the rule sheet does not say who starts, so Checkerbox has White start "
                "unless you choose otherwise."
            </li>
            <li>
                "Moves are written "<code>"c3-d4"</code>" for a move (only the top checker of c3 goes), "
                <code>"h8-off"</code>" for bearing off from h8, and "<code>"pass"</code>" for a turn sat out."
            </li>
        </ul>
        <h2>"Playing here"</h2>
        <p>
            "Click a checker of yours (or a stack with your checker on top) to select it: the squares it can reach "
            "light up, and the side view shows every checker in the stack, bottom to top. Click a lit square to "
            "move, or drag the checker there with the mouse or a finger. To bear off from your farthest row, select "
            "the checker and click your tray beside the board, or drag the checker onto the tray. If a move is not "
            "allowed, the line under the board says why. When all your checkers are covered, the app passes for you. "
            "Click any move in the list, or use the arrow keys, to look back at the position after it. Escape drops "
            "the selection; Ctrl+Z undoes and Ctrl+Y redoes. Against the computer (easy, medium or hard, chosen when "
            "you start), undo takes back your last move and its reply. The game in progress is kept in this browser, "
            "so you can close the page and continue later."
        </p>
    }
}
