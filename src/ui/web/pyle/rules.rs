//! Pyle's rules page, in our own words, crediting Christian Freeling; where his post leaves a
//! point open, it says what Checkerbox does and marks it as our choice.

use leptos::prelude::*;

pub fn rules() -> impl IntoView {
    view! {
        <p class="lead">
            "Pyle is a stacking game that Christian Freeling, of MindSports, posted to the newsgroup "
            "rec.games.abstract on 31 August 2011. Two players build stacks of their own colour, and each stack "
            "moves according to its height. Checkerbox plays it under its own name with the rules below, in our words."
        </p>
        <h2>"The board and the men"</h2>
        <p>
            "Pyle is played on every square of an 8\u{00d7}8 board with 8 white and 8 black men, or of a "
            "10\u{00d7}10 board with 10 of each. A man, or a stack of men, is called a piece. Stacks are always "
            "of one colour: a white stack and a black stack never mix."
        </p>
        <h2>"The arrangement"</h2>
        <p>
            "At the start every row and every column of the board holds exactly one white man and one black man. "
            "In Christian Freeling's rules one player (Player One) arranges all the men that way, and the other "
            "(Player Two) then either chooses to move first, in which case Player One chooses the colours, or "
            "chooses a colour, in which case Player One moves first: the arranger has every reason to make a "
            "position that is fair to both sides."
        </p>
        <p>
            <strong>"Full setup"</strong>
            ": choose it when you start a game. Player One sets out the men in an editor: click an empty square "
            "to put a man of the chosen colour there, click a man to take it off, or fill the board at random and "
            "adjust it. Rows and columns that already hold two men of a colour turn red at once; when you press "
            "Done, an arrangement that breaks the rule is refused with every reason, and nothing is played. Then "
            "Player Two chooses with a button, and, if Player Two chose to move first, Player One picks the "
            "colours. Until then the players are called Player One and Player Two; afterwards each keeps that "
            "name beside their colour. The computer can take either role: as Player One it sets out an "
            "arrangement whose best choice leaves Player Two least, as far as its search sees; as Player Two it "
            "chooses what its search prefers."
        </p>
        <p>
            <strong>"Quick start " <span class="ours">"(ours)"</span></strong>
            ": Checkerbox deals a random arrangement that obeys the rule, every legal arrangement equally likely, "
            "and White moves first. Each new game deals a fresh one; a rematch replays the same one."
        </p>
        <h2>"Moving"</h2>
        <p>"Players take turns moving one piece, always the whole piece. How it moves depends on its height:"</p>
        <ul>
            <li>"a single man moves diagonally;"</li>
            <li>"a stack of 2 moves orthogonally (along a row or a column);"</li>
            <li>"a stack of 3 moves diagonally or orthogonally;"</li>
            <li>"a stack of 4 or more cannot move at all."</li>
        </ul>
        <p>
            "A piece slides in a straight line over as many empty squares as it likes "
            <span class="ours">"(our reading of \u{201c}pieces may never move over other pieces\u{201d})"</span>
            ". It may stop on any of those empty squares, or on the first piece in its way if that piece is its "
            "own colour: the two join into one taller stack, and the move ends there. It can never land on an "
            "enemy piece, and never pass over any piece, friend or enemy."
        </p>
        <h2>"Winning"</h2>
        <p>
            "The first player to make a stack of 8 or more wins. That holds on the 10\u{00d7}10 board too "
            <span class="ours">"(the post names 8 only)"</span>
            ". On 8\u{00d7}8 it takes every one of your men; and since a stack of 4 or more never moves again, "
            "a second stack of 4 leaves you unable to win."
        </p>
        <h2>"Passing and draws"</h2>
        <ul>
            <li>"A player who cannot move passes; Checkerbox passes for you and writes pass in the move list."</li>
            <li>
                "If neither player can move, the game is drawn (as the post's closing joke about both players "
                "ending with two stacks of four implies)."
            </li>
            <li>
                <strong>"Repetition " <span class="ours">"(ours)"</span></strong>
                ": when the same position occurs for the third time with the same player to move, the game is "
                "drawn. It is on unless you turn it off when you start a game; without it, two lone pieces can "
                "chase each other for ever. A join can never be undone, so only the positions since the last join "
                "can come back."
            </li>
        </ul>
        <h2>"Notation " <span class="ours">"(ours)"</span></h2>
        <p>
            "A move is written as its two squares, "<code>"b2-e5"</code>", whether it ends on an empty square or "
            "joins a friendly piece; a pass is "<code>"pass"</code>". Files are lettered from a on White's left, "
            "rows numbered from 1 on White's side. In the full setup, Player One's arrangement is written as the "
            "men's squares, White's then Black's ("<code>"W:f1,c2,h3,a4,g5,d6,b7,e8 B:d1,f2,c3,e4,b5,g6,h7,a8"</code>
            "; the move list just says "<code>"set out"</code>"), and the choices as "<code>"first"</code>", "
            <code>"white"</code>" and "<code>"black"</code>"."
        </p>
        <h2>"Playing here"</h2>
        <p>
            "Click a piece to select it: the squares it can reach light up, and the panel beside the board shows "
            "how a piece of its height moves. Click a lit square to move, or drag the piece there (or Tab to a "
            "square and press Enter). If a move is not allowed, the line under the board says why; clicking "
            "another piece selects it instead. Each player's tallest stack is shown beside their name. Click any "
            "move in the list, or use the arrow keys, to look back at the position after it. Escape drops the "
            "selection; Ctrl+Z undoes and Ctrl+Y redoes. Against the computer (easy, medium or hard), undo takes "
            "back your last move and its reply. The game in progress is kept in this browser, so you can close "
            "the page and continue later."
        </p>
    }
}
