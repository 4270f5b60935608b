//! Basic's lessons: the setup and the move (one square diagonally forward), stacking on any
//! stack, covered checkers (only the top of a stack moves), bearing off from the farthest row,
//! one move a turn and no passing while a move exists, sitting out while every checker is covered,
//! the first to bear off all twelve winning, and a short race against the computer. The rule
//! sheet's figures (a step forward, a step onto a stack, a bear-off) each have their step.
//!
//! Every position accounts for all twelve checkers of each side (on the board or borne off), so
//! small positions are set late in a game: "off:10-10" leaves two checkers each.

use super::{Choice, GameLessons, Lesson, Step, Task};
use crate::games::GameId;

pub static LESSONS: GameLessons = GameLessons { game: GameId::Basic, lessons: LESSON_LIST, rules: RULES };

/// Every rule of Basic in RULES.md.
const RULES: &[(&str, &str)] = &[
    ("basic.setup", "the usual checkers setup, forward toward the opponent; White first (an option lets Black start)"),
    ("basic.move", "a move takes one checker one square diagonally forward"),
    ("basic.stacking", "a checker may step onto any stack, of any height and colours"),
    ("basic.covered", "only the top checker of a stack can move; those beneath are covered"),
    ("basic.bear-off", "instead of moving, an exposed checker on your farthest row may bear off"),
    ("basic.must-move", "you must move or bear off if you can, one of them a turn"),
    ("basic.sit-out", "while every checker of yours is covered, your turn is skipped"),
    ("basic.goal", "the first to bear off all twelve checkers wins"),
    ("basic.notation", "moves are written c3-d4, a bear-off h8-off, a skipped turn pass"),
];

/// The game's start position.
const START: &str = "8x8 white off:0-0 a1=w c1=w e1=w g1=w b2=w d2=w f2=w h2=w a3=w c3=w e3=w g3=w b6=b d6=b f6=b \
                     h6=b a7=b c7=b e7=b g7=b b8=b d8=b f8=b h8=b";

/// Black has a checker on its farthest row, and one that can step.
const BLACK_HOME: &str = "8x8 black off:11-10 c1=b f2=b a7=w";

/// Every Black checker covered by a White one.
const ALL_COVERED: &str = "8x8 black off:10-10 d4=bw f6=bw";

/// The race to play out: White wins by covering g5 (h4-g5), and loses otherwise.
const PLAY: &str = "8x8 white off:10-10 h4=w g5=b f6=bw";

const LESSON_LIST: &[Lesson] = &[
    Lesson {
        id: "basic-moving",
        title: "The move",
        steps: &[
            Step {
                position: START,
                say: "Basic starts like checkers, twelve each on the dark squares, and White moves first (an option \
                      lets Black start). Step a checker from rank 3 one square diagonally forward, to rank 4.",
                task: Task::Move {
                    accept: &["a3-b4", "c3-b4", "c3-d4", "e3-d4", "e3-f4", "g3-f4", "g3-h4"],
                    wrong: &[],
                    otherwise: "this step asks for a checker of rank 3 stepping to rank 4.",
                },
                hint: "Click a checker on rank 3, then an empty square diagonally in front of it.",
                marks: &["a3", "c3", "e3", "g3"],
                arrows: &[],
                teaches: &["basic.setup", "basic.move"],
            },
            Step {
                position: "8x8 black off:11-11 c3=w f6=b",
                say: "Forward means toward the other side: up the board for White, down for Black. One checker each is \
                      left here: move Black's.",
                task: Task::Move {
                    accept: &["f6-e5", "f6-g5"],
                    wrong: &[],
                    otherwise: "move Black's checker one square diagonally down the board.",
                },
                hint: "Black moves down: from f6 to e5 or g5.",
                marks: &["f6"],
                arrows: &[("f6", "e5"), ("f6", "g5")],
                teaches: &["basic.move"],
            },
            Step {
                position: "8x8 white off:11-11 e5=w c3=b",
                say: "A checker always moves one square diagonally, and never back.",
                task: Task::Answer {
                    question: "Can White's checker on e5 step back to d4?",
                    choices: &[
                        Choice { label: "No", right: true, why: "White moves up the board only: from e5 to d6 or f6." },
                        Choice {
                            label: "Yes, since d4 is empty",
                            right: false,
                            why: "Empty or not, d4 is behind e5 for White, and checkers only move forward.",
                        },
                    ],
                },
                hint: "Which way is forward for White?",
                marks: &["e5", "d4"],
                arrows: &[],
                teaches: &["basic.move"],
            },
        ],
    },
    Lesson {
        id: "basic-stacking",
        title: "Stacking and covered checkers",
        steps: &[
            Step {
                position: "8x8 white off:11-11 d4=w e5=b",
                say: "A checker may also step onto a stack, of any colour: it simply goes on top. Move White's \
                      checker onto Black's on e5.",
                task: Task::Move {
                    accept: &["d4-e5"],
                    wrong: &[("d4-c5", "c5 is empty, and this step asks you to land on Black's checker at e5.")],
                    otherwise: "step onto e5.",
                },
                hint: "Click d4, then Black's checker on e5.",
                marks: &["e5"],
                arrows: &[("d4", "e5")],
                teaches: &["basic.stacking"],
            },
            Step {
                position: "8x8 black off:11-10 e5=bw b6=b",
                say: "Only the top checker of a stack is exposed. Those beneath are covered, and cannot move until \
                      they are uncovered.",
                task: Task::Answer {
                    question: "Which Black checker can move?",
                    choices: &[
                        Choice {
                            label: "The one on b6",
                            right: true,
                            why: "It stands alone, so it is exposed; Black's checker on e5 is covered by White's.",
                        },
                        Choice {
                            label: "The one on e5",
                            right: false,
                            why: "It lies under White's checker, and only the top checker of a stack may move.",
                        },
                        Choice {
                            label: "Both",
                            right: false,
                            why: "Black's checker on e5 is covered by White's: only b6 may move.",
                        },
                    ],
                },
                hint: "Which Black checker has nothing on top of it?",
                marks: &["e5", "b6"],
                arrows: &[],
                teaches: &["basic.covered"],
            },
            Step {
                position: "8x8 white off:9-9 b2=w c3=wbwbb",
                say: "There is no limit to a stack's height or colours. Black's checker on top of c3 is free to run \
                      home: cover it by stepping onto c3.",
                task: Task::Move {
                    accept: &["b2-c3"],
                    wrong: &[(
                        "b2-a3",
                        "that leaves Black's top checker on c3 free. Step onto c3, however tall it is.",
                    )],
                    otherwise: "step onto c3.",
                },
                hint: "Click b2, then the stack on c3.",
                marks: &["c3"],
                arrows: &[("b2", "c3")],
                teaches: &["basic.stacking", "basic.covered"],
            },
        ],
    },
    Lesson {
        id: "basic-bearing-off",
        title: "Bearing off",
        steps: &[
            Step {
                position: "8x8 white off:10-11 b8=w e5=w d2=b",
                say: "An exposed checker on your farthest row, rank 8 for White, may leave the board instead of \
                      moving: it bears off, written b8-off. Bear off the checker on b8.",
                task: Task::Move {
                    accept: &["b8-off"],
                    wrong: &[
                        ("e5-d6", "that is a step. This step asks you to bear off b8, which has reached rank 8."),
                        ("e5-f6", "that is a step. This step asks you to bear off b8, which has reached rank 8."),
                    ],
                    otherwise: "bear off the checker on b8.",
                },
                hint: "Select b8, then click White's tray beside the board.",
                marks: &["b8"],
                arrows: &[],
                teaches: &["basic.bear-off", "basic.notation"],
            },
            Step {
                position: "8x8 white off:11-10 d8=bw f2=b",
                say: "The first to bear off all twelve checkers wins. White's last checker is exposed, on top of the \
                      stack at d8: bear it off and win.",
                task: Task::Move { accept: &["d8-off"], wrong: &[], otherwise: "bear off the checker on d8." },
                hint: "Select d8, then click White's tray.",
                marks: &["d8"],
                arrows: &[],
                teaches: &["basic.bear-off", "basic.goal"],
            },
            Step {
                position: BLACK_HOME,
                say: "Black's farthest row is rank 1. A turn is one move or one bear-off, never both.",
                task: Task::Answer {
                    question: "Black's checker on c1 may bear off, and the one on f2 may step. What may Black do this \
                               turn?",
                    choices: &[
                        Choice {
                            label: "One of the two",
                            right: true,
                            why: "Black either bears off c1 or steps f2, and then it is White's turn.",
                        },
                        Choice { label: "Both", right: false, why: "One move or one bear-off a turn, not both." },
                        Choice {
                            label: "Neither: bearing off waits until every checker is home",
                            right: false,
                            why: "Any exposed checker on the farthest row may bear off at once; the others need not \
                                  be home.",
                        },
                    ],
                },
                hint: "How many moves make a turn?",
                marks: &["c1", "f2"],
                arrows: &[],
                teaches: &["basic.must-move", "basic.bear-off"],
            },
            Step {
                position: BLACK_HOME,
                say: "Now bear off Black's checker on c1.",
                task: Task::Move {
                    accept: &["c1-off"],
                    wrong: &[
                        ("f2-e1", "that is a step. This step asks you to bear off c1, already on rank 1."),
                        ("f2-g1", "that is a step. This step asks you to bear off c1, already on rank 1."),
                    ],
                    otherwise: "bear off the checker on c1.",
                },
                hint: "Select c1, then click Black's tray.",
                marks: &["c1"],
                arrows: &[],
                teaches: &["basic.bear-off"],
            },
        ],
    },
    Lesson {
        id: "basic-sitting-out",
        title: "Covered: sitting out",
        steps: &[
            Step {
                position: "8x8 white off:10-10 c3=w d4=b f6=bw",
                say: "White already covers Black's checker on f6. Cover Black's other one too.",
                task: Task::Move {
                    accept: &["c3-d4"],
                    wrong: &[
                        ("c3-b4", "that leaves Black's checker on d4 free. Step onto it instead."),
                        ("f6-e7", "that uncovers Black's checker on f6."),
                        ("f6-g7", "that uncovers Black's checker on f6."),
                    ],
                    otherwise: "step onto Black's checker on d4.",
                },
                hint: "c3 is diagonally behind d4: step onto it.",
                marks: &["d4"],
                arrows: &[("c3", "d4")],
                teaches: &["basic.covered", "basic.stacking"],
            },
            Step {
                position: ALL_COVERED,
                say: "Now every Black checker is covered, and it is Black's turn.",
                task: Task::Answer {
                    question: "What happens on Black's turn?",
                    choices: &[
                        Choice {
                            label: "Black sits it out",
                            right: true,
                            why: "With no exposed checker Black cannot move, so the turn is skipped, and so on until \
                                  a Black checker is uncovered.",
                        },
                        Choice {
                            label: "Black loses the game",
                            right: false,
                            why: "Being covered does not lose: Black only waits, and plays again once uncovered.",
                        },
                        Choice {
                            label: "Black moves a covered checker",
                            right: false,
                            why: "Only exposed checkers move: those at the top of their stacks.",
                        },
                    ],
                },
                hint: "Can any Black checker move?",
                marks: &["d4", "f6"],
                arrows: &[],
                teaches: &["basic.sit-out"],
            },
            Step {
                position: "8x8 white off:10-10 d4=bw f6=bw",
                say: "Black sat out, and now White must move, even though every White move uncovers a Black checker: \
                      you must move whenever you can. Make any move.",
                task: Task::Move {
                    accept: &["d4-c5", "d4-e5", "f6-e7", "f6-g7"],
                    wrong: &[],
                    otherwise: "step one of White's checkers forward.",
                },
                hint: "Step the White checker on d4 or on f6 one square forward.",
                marks: &["d4", "f6"],
                arrows: &[],
                teaches: &["basic.must-move"],
            },
        ],
    },
    Lesson {
        id: "basic-play",
        title: "A race to play out",
        steps: &[
            Step {
                position: "8x8 white off:11-11 c7=w d2=b",
                say: "Basic is a race: count the turns each side needs, one a step and one to bear off.",
                task: Task::Answer {
                    question: "One checker each, White to move. Who wins?",
                    choices: &[
                        Choice {
                            label: "White",
                            right: true,
                            why: "Both need two turns, a step and a bear-off, and White goes first.",
                        },
                        Choice {
                            label: "Black",
                            right: false,
                            why: "Black needs two turns too, but White moves first and gets there first.",
                        },
                    ],
                },
                hint: "Count: c7 to rank 8 is one step, then a bear-off; d2 to rank 1 the same.",
                marks: &["c7", "d2"],
                arrows: &[],
                teaches: &["basic.goal"],
            },
            Step {
                position: "8x8 white off:10-10 d4=b g7=w c5=b c3=w",
                say: "When a race goes against you, cover a checker. Land on the Black checker nearest Black's home \
                      row: it waits while you run.",
                task: Task::Move {
                    accept: &["c3-d4"],
                    wrong: &[
                        ("c3-b4", "with both Black checkers free, Black wins the race. Cover d4 instead."),
                        ("g7-f8", "with both Black checkers free, Black wins the race. Cover d4 instead."),
                        ("g7-h8", "with both Black checkers free, Black wins the race. Cover d4 instead."),
                    ],
                    otherwise: "step onto Black's checker on d4.",
                },
                hint: "Black's home row is rank 1, and d4 is nearer to it than c5. c3 can step onto d4.",
                marks: &["d4", "c5"],
                arrows: &[],
                teaches: &["basic.covered"],
            },
            Step {
                position: PLAY,
                say: "Now play a race out against the computer: two checkers each, and you are White, to move.",
                task: Task::Play,
                hint: "A covered checker cannot run. Is there a Black checker you can land on?",
                marks: &[],
                arrows: &[],
                teaches: &[],
            },
        ],
    },
];
