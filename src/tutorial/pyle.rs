//! Pyle's lessons: every square in use, movement by height (men diagonally, doubles orthogonally,
//! triples both ways, four or more frozen), sliding over empty squares only, joining friendly
//! pieces into single-coloured stacks and never landing on an enemy, setting out the men (one
//! white and one black man in every row and column), Player Two's choice and the quick start, the
//! stack of eight (on 10x10 too), passing, the draw when nobody can move (the source's "two stacks
//! of four") and the third repetition, and a short game against the computer.
//!
//! Every position holds all of each side's men (8 on 8x8, 10 on 10x10): stacks of four or more,
//! which never move, keep the rest of them out of the way.

use super::{Choice, GameLessons, Lesson, Step, Task};
use crate::games::GameId;

pub static LESSONS: GameLessons = GameLessons { game: GameId::Pyle, lessons: LESSON_LIST, rules: RULES };

/// Every rule of Pyle in RULES.md.
const RULES: &[(&str, &str)] = &[
    ("pyle.board", "every square is used: 8x8 with 8 men each, or 10x10 with 10; men and stacks are pieces"),
    ("pyle.stacks", "stacks are single-coloured, never mixed"),
    ("pyle.placement", "Player One sets out the men: every row and every column holds one white and one black man"),
    (
        "pyle.choice",
        "Player Two chooses to move first (Player One then picks colours) or a colour (Player One then moves first)",
    ),
    ("pyle.quick-start", "(ours) the quick start deals a random legal arrangement, White first"),
    ("pyle.slide", "a piece slides in a straight line over any number of empty squares, never over a piece"),
    ("pyle.height", "men move diagonally, doubles orthogonally, triples both ways; four or more cannot move"),
    ("pyle.join", "a move may end on a friendly piece: the two join into one stack, and the move stops there"),
    ("pyle.block", "a move never ends on an enemy piece, and never passes over any piece"),
    ("pyle.goal", "the first player to make a stack of 8 or more wins (on 10x10 too)"),
    ("pyle.pass", "a player with no legal move passes"),
    ("pyle.draw", "if neither player can move, the game is drawn"),
    ("pyle.repetition", "(ours, option) the third time a position comes up with the same player to move, it is a draw"),
    ("pyle.notation", "a move is written b2-e5; a pass, pass"),
];

/// White can join a1 onto c3 for a triple, then the triple onto f6 for eight: Black cannot get in
/// the way in time.
const RACE: &str = "8 w W:a1,c3:2,f6:5 B:e8:4,b8:2,h1:2";

const LESSON_LIST: &[Lesson] = &[
    Lesson {
        id: "pyle-moving",
        title: "Moving by height",
        steps: &[
            Step {
                position: "8 w W:c3,a8:4,g1:3 B:f2,h8:4,b1:3",
                say: "Pyle uses every square of the board. A single man slides diagonally, as many empty squares \
                      as it likes. Slide White's man from c3 to f6: that move is written c3-f6.",
                task: Task::Move {
                    accept: &["c3-f6"],
                    wrong: &[
                        ("c3-d4", "it may go further in the same move: slide on to f6."),
                        ("c3-e5", "one more square: slide on to f6."),
                        ("c3-g7", "one square too far: stop on f6."),
                    ],
                    otherwise: "this step is about the man on c3: slide it diagonally up to f6.",
                },
                hint: "Click c3, then f6. The squares d4 and e5 on the way are empty.",
                marks: &["f6"],
                arrows: &[("c3", "f6")],
                teaches: &["pyle.board", "pyle.height", "pyle.slide", "pyle.notation"],
            },
            Step {
                position: "8 w W:d2:2,a8:4,h1:2 B:f3,h8:4,b1:3",
                say: "A stack of two moves orthogonally instead: straight along its rank or file. Move the double \
                      on d2 up the d-file to d6.",
                task: Task::Move {
                    accept: &["d2-d6"],
                    wrong: &[
                        ("d2-d8", "that runs past d6: stop there."),
                        ("d2-d4", "it may go further in one move: on up to d6."),
                    ],
                    otherwise: "move the double on d2 straight up to d6.",
                },
                hint: "A double never moves diagonally. Click d2, then d6.",
                marks: &["d2", "d6"],
                arrows: &[("d2", "d6")],
                teaches: &["pyle.height", "pyle.slide"],
            },
            Step {
                position: "8 w W:c2:3,a8:4,h2 B:e6,h8:4,b1:3",
                say: "A stack of three moves both ways, straight or diagonally. Slide the triple from c2 all the \
                      way to h7.",
                task: Task::Move {
                    accept: &["c2-h7"],
                    wrong: &[
                        (
                            "c2-h2",
                            "that lands on your man on h2 and makes a stack of four, which can never move again.",
                        ),
                        ("c2-c7", "the triple may go straight too, but h7 lies on its diagonal."),
                        ("c2-g6", "one more square along the diagonal: on to h7."),
                    ],
                    otherwise: "take the triple on c2 diagonally to h7.",
                },
                hint: "Follow the diagonal from c2: d3, e4, f5, g6, h7.",
                marks: &["c2", "h7"],
                arrows: &[("c2", "h7")],
                teaches: &["pyle.height"],
            },
            Step {
                position: "8 w W:b2,d4:4,g7:3 B:f2,a8:4,h3:3",
                say: "Stacks of four or more are too heavy to move: they stay where they are for the rest of the \
                      game.",
                task: Task::Answer {
                    question: "Which white piece cannot move at all?",
                    choices: &[
                        Choice {
                            label: "The stack of four on d4",
                            right: true,
                            why: "Right: four or more never moves, though another piece may still join it.",
                        },
                        Choice {
                            label: "The man on b2",
                            right: false,
                            why: "The man on b2 slides diagonally, to c3 for instance.",
                        },
                        Choice {
                            label: "The triple on g7",
                            right: false,
                            why: "A triple moves both ways: along rank 7, down the g-file or diagonally.",
                        },
                    ],
                },
                hint: "Count the men in each white piece.",
                marks: &["d4"],
                arrows: &[],
                teaches: &["pyle.height"],
            },
        ],
    },
    Lesson {
        id: "pyle-joining",
        title: "Joining and blocking",
        steps: &[
            Step {
                position: "8 w W:b2,e5,a8:3,h1:3 B:g3,h8:4,b7:3",
                say: "A move may end on one of your own pieces: the two join into one taller stack, and the move \
                      stops there. Join your men on b2 and e5 into a double.",
                task: Task::Move {
                    accept: &["b2-e5", "e5-b2"],
                    wrong: &[
                        ("b2-c3", "that stops short: land right on your man on e5 to join it."),
                        ("b2-d4", "that stops one square short of e5: land on it to join."),
                    ],
                    otherwise: "move one of the men onto the other: b2-e5.",
                },
                hint: "Click b2, then the white man on e5.",
                marks: &["b2", "e5"],
                arrows: &[("b2", "e5")],
                teaches: &["pyle.join"],
            },
            Step {
                position: "8 w W:c1,g5,a3,a8:2,h8:3 B:e3,d8:4,h1:3",
                say: "Nothing jumps in Pyle: a piece never passes over another, and never lands on an enemy, so \
                      stacks are always of one colour. Make a double out of two of your single men.",
                task: Task::Move {
                    accept: &["c1-a3", "a3-c1"],
                    wrong: &[(
                        "a8-a3",
                        "that joins your double on a8 to a3 and makes a triple; this step asks for a double made of two \
                         men.",
                    )],
                    otherwise: "join the men on c1 and a3.",
                },
                hint: "c1 cannot reach g5: Black's man on e3 is in the way. a3 and c1 are on one diagonal, with b2 \
                       empty.",
                marks: &["e3", "c1", "a3"],
                arrows: &[("c1", "a3")],
                teaches: &["pyle.block", "pyle.stacks", "pyle.join"],
            },
            Step {
                position: "8 w W:b4:2,d4,f2:2,a8:3 B:e7,h8:4,c1:3",
                say: "Pieces of any height join, each moving its own way. Make a triple in one move.",
                task: Task::Move {
                    accept: &["b4-d4", "d4-f2"],
                    wrong: &[],
                    otherwise: "join a double and a man: the double on b4 along rank 4 onto d4, or the man on d4 \
                                diagonally onto f2.",
                },
                hint: "2 + 1 = 3. The double on b4 slides along rank 4 to the man on d4.",
                marks: &["b4", "d4", "f2"],
                arrows: &[("b4", "d4")],
                teaches: &["pyle.join", "pyle.height"],
            },
        ],
    },
    Lesson {
        id: "pyle-setup",
        title: "Setting out the men",
        steps: &[
            Step {
                position: "8 w W:f1,c2,h3,a4,g5,d6,b7,c7 B:d1,f2,c3,e4,b5,g6,h7,a8",
                say: "Before play, Player One sets out all the men so that every row and every column holds exactly \
                      one white man and one black man. One white man here is in the wrong place.",
                task: Task::Answer {
                    question: "Where must the white man on c7 go instead?",
                    choices: &[
                        Choice {
                            label: "e8",
                            right: true,
                            why: "Right: row 8 and column e have no white man yet, and c7 shares column c with c2 \
                                  and row 7 with b7.",
                        },
                        Choice {
                            label: "c8",
                            right: false,
                            why: "Row 8 would be right, but column c would still hold two white men, c2 and c8.",
                        },
                        Choice {
                            label: "e7",
                            right: false,
                            why: "Column e would be right, but row 7 would still hold two white men, b7 and e7.",
                        },
                    ],
                },
                hint: "Find the row and the column that have no white man at all.",
                marks: &["c7", "c2", "b7"],
                arrows: &[],
                teaches: &["pyle.placement", "pyle.board"],
            },
            Step {
                position: "8 two-chooses W:f1,c2,h3,a4,g5,d6,b7,e8 B:d1,f2,c3,e4,b5,g6,h7,a8",
                say: "Player One does not know which side they will get, so it pays to set out a fair position. Now \
                      Player Two chooses: to move first, or a colour.",
                task: Task::Answer {
                    question: "Player Two chooses to move first. Who picks the colours?",
                    choices: &[
                        Choice {
                            label: "Player One",
                            right: true,
                            why: "Right: Player One picks a colour, and Player Two moves first with the other.",
                        },
                        Choice {
                            label: "Player Two",
                            right: false,
                            why: "Player Two has had their choice; the colours are now Player One's to pick.",
                        },
                        Choice {
                            label: "White is always Player Two",
                            right: false,
                            why: "Not in Pyle: whoever moves first may end up with either colour.",
                        },
                    ],
                },
                hint: "Each player gets one decision after the men are set out.",
                marks: &[],
                arrows: &[],
                teaches: &["pyle.choice"],
            },
            Step {
                position: "8 two-chooses W:f1,c2,h3,a4,g5,d6,b7,e8 B:d1,f2,c3,e4,b5,g6,h7,a8",
                say: "Player Two may instead take a colour.",
                task: Task::Answer {
                    question: "Player Two takes Black. Who makes the first move?",
                    choices: &[
                        Choice {
                            label: "Player One, with White",
                            right: true,
                            why: "Right: a player who takes a colour leaves the first move to the other.",
                        },
                        Choice {
                            label: "Player Two, with Black",
                            right: false,
                            why: "Player Two used the choice on the colour, so Player One moves first.",
                        },
                    ],
                },
                hint: "Player Two gets either the first move or the colour, not both.",
                marks: &[],
                arrows: &[],
                teaches: &["pyle.choice"],
            },
            Step {
                position: "8 w W:f1,c2,h3,a4,g5,d6,b7,e8 B:d1,f2,c3,e4,b5,g6,h7,a8",
                say: "To start playing at once, the quick start lays out a random arrangement that keeps the rule, \
                      and skips the choices.",
                task: Task::Answer {
                    question: "In a quick start, who moves first?",
                    choices: &[
                        Choice { label: "White", right: true, why: "Right: in the quick start White moves first." },
                        Choice {
                            label: "Black",
                            right: false,
                            why: "The quick start skips the choices and lets White move first.",
                        },
                        Choice {
                            label: "Player Two decides",
                            right: false,
                            why: "That is the full setup. The quick start skips it: White moves first.",
                        },
                    ],
                },
                hint: "It is our own shortcut, and it keeps things simple.",
                marks: &[],
                arrows: &[],
                teaches: &["pyle.quick-start", "pyle.placement"],
            },
        ],
    },
    Lesson {
        id: "pyle-ending",
        title: "Winning, passing and draws",
        steps: &[
            Step {
                position: "8 w W:c3:3,f6:5 B:h3,e8:4,a4:3",
                say: "The first player to make a stack of eight wins. Win the game now.",
                task: Task::Move {
                    accept: &["c3-f6"],
                    wrong: &[
                        ("c3-e5", "that stops next to the stack: land on f6 to make eight."),
                        ("c3-c6", "from c6 the triple would need another move to reach f6. Go there now."),
                    ],
                    otherwise: "join the triple on c3 to the stack of five on f6.",
                },
                hint: "3 + 5 = 8, and the diagonal from c3 to f6 is open.",
                marks: &["c3", "f6"],
                arrows: &[("c3", "f6")],
                teaches: &["pyle.goal"],
            },
            Step {
                position: "10 w W:c3,a10:5,j1:4 B:h8,j10:5,a1:4",
                say: "Pyle is also played on a 10x10 board, with ten men each.",
                task: Task::Answer {
                    question: "How tall a stack wins on the 10x10 board?",
                    choices: &[
                        Choice {
                            label: "8",
                            right: true,
                            why: "Right: eight, as on the small board; the game's author names no other number.",
                        },
                        Choice {
                            label: "10",
                            right: false,
                            why: "Ten men each would allow it, but the target stays eight on both boards.",
                        },
                    ],
                },
                hint: "The target does not change with the board.",
                marks: &[],
                arrows: &[],
                teaches: &["pyle.goal", "pyle.board"],
            },
            Step {
                position: "8 w W:a1:4,h8:4 B:d4:2,e5:3,b7:3",
                say: "White's two stacks of four cannot move, but Black's pieces still can.",
                task: Task::Answer {
                    question: "It is White's turn. What happens?",
                    choices: &[
                        Choice {
                            label: "White passes, and Black moves again",
                            right: true,
                            why: "Right: a player with no legal move passes (written pass), and the game goes on.",
                        },
                        Choice {
                            label: "White loses",
                            right: false,
                            why: "Being stuck does not lose in Pyle: White simply passes.",
                        },
                        Choice {
                            label: "The game is drawn",
                            right: false,
                            why: "A draw needs both players stuck, and Black can still move.",
                        },
                    ],
                },
                hint: "Only one side is stuck here.",
                marks: &["a1", "h8"],
                arrows: &[],
                teaches: &["pyle.pass", "pyle.notation"],
            },
            Step {
                position: "8 w W:a1:4,h8:4 B:h1:4,a8:4",
                say: "The game's author joked about this ending: both players with two stacks of four.",
                task: Task::Answer {
                    question: "Who wins?",
                    choices: &[
                        Choice {
                            label: "Nobody: it is a draw",
                            right: true,
                            why: "Right: neither player can ever move again, so the game is drawn.",
                        },
                        Choice {
                            label: "White, who is to move",
                            right: false,
                            why: "White has no move, and neither has Black: nobody can ever make eight.",
                        },
                        Choice {
                            label: "Black",
                            right: false,
                            why: "Black cannot move either: with both players stuck, it is a draw.",
                        },
                    ],
                },
                hint: "Can any piece on the board move?",
                marks: &["a1", "h8", "h1", "a8"],
                arrows: &[],
                teaches: &["pyle.draw"],
            },
            Step {
                position: "8 w W:c1,a8:7 B:f8,h1:7 history:c1-d2,f8-e7,d2-c1,e7-f8",
                say: "Both players have moved a man out and back, so this position, White to move, has come up \
                      twice. Men on squares like these can never reach the big stacks.",
                task: Task::Answer {
                    question: "If both players go out and back once more, what happens?",
                    choices: &[
                        Choice {
                            label: "A draw, by repetition",
                            right: true,
                            why: "Right: the third time the same position comes up with the same player to move, \
                                  the game is drawn (our rule, on unless switched off).",
                        },
                        Choice {
                            label: "Nothing: play goes on",
                            right: false,
                            why: "Without a limit this could go on forever: the third repetition is a draw.",
                        },
                        Choice {
                            label: "The player who repeated first loses",
                            right: false,
                            why: "Nobody loses by repeating: the third occurrence is a draw.",
                        },
                    ],
                },
                hint: "Count how often the position will then have occurred.",
                marks: &["c1", "f8"],
                arrows: &[("c1", "d2"), ("f8", "e7")],
                teaches: &["pyle.repetition"],
            },
        ],
    },
    Lesson {
        id: "pyle-play",
        title: "A short game",
        steps: &[
            Step {
                position: RACE,
                say: "Your stack of five on f6 needs three more men. Put your man on a1 onto the double on c3 to \
                      make a triple.",
                task: Task::Move {
                    accept: &["a1-c3"],
                    wrong: &[("a1-b2", "that stops one square short of c3: land on the double to make a triple.")],
                    otherwise: "join the man on a1 to the double on c3.",
                },
                hint: "Click a1, then c3.",
                marks: &["a1", "c3", "f6"],
                arrows: &[("a1", "c3"), ("c3", "f6")],
                teaches: &["pyle.join", "pyle.goal"],
            },
            Step {
                position: RACE,
                say: "Now play it out against the computer: make a stack of eight before Black does.",
                task: Task::Play,
                hint: "a1 onto c3, then the triple along the diagonal onto f6.",
                marks: &[],
                arrows: &[],
                teaches: &[],
            },
        ],
    },
];
