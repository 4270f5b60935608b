//! Byte's lessons: stacks and who owns them, the basic move, moving closer (and ties among the
//! nearest stacks), no basic move for a stack that touches another, merging up and never across,
//! the limit of eight, winning a stack and the majority, forced moves and passes, merging as a
//! choice and the "merge first" option, the 10x10 board, and a short game against the computer.
//! The rule sheets' own examples are rebuilt here (their figures are lost): the sheet's "move
//! closer" (a nearest stack five steps away, two moves that approach it), "move up" and "don't make
//! 9", and the second-hand summary's position where Black has exactly those two merges.
//!
//! Every position accounts for all the checkers (on the board, plus eight for each stack won), so
//! small positions are set late in a game: "won:1-1" leaves eight checkers on the board.

use super::{Choice, GameLessons, Lesson, Step, Task};
use crate::games::GameId;

pub static LESSONS: GameLessons = GameLessons { game: GameId::Byte, lessons: LESSON_LIST, rules: RULES };

/// Every rule of Byte in RULES.md.
const RULES: &[(&str, &str)] = &[
    ("byte.board", "only the dark squares are used; distance is counted in diagonal steps"),
    ("byte.setup", "a checker on every dark square of ranks 2 to 7, colours alternating by rank; White first"),
    ("byte.stack", "a stack is 1 to 8 checkers of any colours; its bottom checker owns it"),
    ("byte.basic-move", "a stack you own that touches no other steps one diagonal square to an empty square"),
    ("byte.closer", "a basic move must bring the stack closer to its nearest stack"),
    ("byte.ties", "with several nearest stacks, approaching any one of them is enough"),
    ("byte.touching", "a stack that touches another cannot make a basic move"),
    ("byte.merge", "lift a checker of yours, with all above it, onto a touching stack; a whole stack too"),
    ("byte.merge-up", "a lifted checker must land higher than it was, never level or lower"),
    ("byte.limit", "a merge may not make a stack of more than eight"),
    ("byte.win-stack", "a stack of eight leaves the board at once, won by the owner of its top checker"),
    ("byte.majority", "winning two of the three stacks (three of five on 10x10) wins the game at once"),
    ("byte.must-move", "you must move if you can, even to your cost; with no legal move you pass"),
    ("byte.merge-optional", "merging is never compulsory"),
    ("byte.merge-first", "option \"merge first\": while a merge is possible, basic moves are not"),
    ("byte.ten", "international Byte: 10x10, 20 checkers each, five stacks of eight"),
    ("byte.notation", "moves are written c3-d4, c3:2-d4 (lifting from level 2), or pass"),
];

/// The game's start position.
const START: &str = "8x8 white won:0-0 b2=w d2=w f2=w h2=w a3=b c3=b e3=b g3=b b4=w d4=w f4=w h4=w a5=b c5=b \
                     e5=b g5=b b6=w d6=w f6=w h6=w a7=b c7=b e7=b g7=b";

/// Steere's "move closer": c1's nearest stack, d6, is five steps away, and two moves approach it.
const MOVE_CLOSER: &str = "8x8 white won:1-1 c1=ww d6=bb a7=wb h8=bw";

/// The summary's merge examples: Black may lift b8 whole onto a7 ("move up"), or h2 from level 2
/// onto g1, making eight with White on top ("don't make 9").
const TWO_MERGES: &str = "8x8 black won:0-1 a7=ww b8=bwb g1=bwwbwb h2=wbw e5=ww";

/// One stack each, and the next decides: lifting d4 onto c3 puts White on top, c3 onto d4 Black.
const DECIDER: &str = "8x8 white won:1-1 c3=wbbb d4=wbbw";

/// White could merge c3 onto d4, or step h8 toward d4.
const MERGE_OR_STEP: &str = "8x8 white won:1-1 c3=w d4=bbbbbb h8=w";

/// The 10x10 game at two stacks each.
const TEN_DECIDER: &str = "10x10 white won:2-2 e5=wbbbb f6=wbw";

/// The game to play out: White wins by stepping g5 (toward g3), and loses by stepping g3.
const PLAY: &str = "8x8 white won:1-1 a5=bwb g5=wbwb g3=w";

const LESSON_LIST: &[Lesson] = &[
    Lesson {
        id: "byte-stacks",
        title: "Stacks and the basic move",
        steps: &[
            Step {
                position: "8x8 white won:1-1 d4=bwww g7=wbbb",
                say: "In Byte, checkers pile up into stacks of any colours. A stack belongs to the player whose \
                      checker is at the bottom, whatever sits on top.",
                task: Task::Answer {
                    question: "Who owns the stack on d4?",
                    choices: &[
                        Choice {
                            label: "Black",
                            right: true,
                            why: "The bottom checker on d4 is Black's, so the stack is Black's, three White checkers \
                                  above it or not.",
                        },
                        Choice {
                            label: "White",
                            right: false,
                            why: "White has more checkers on d4, and the top one, but only the bottom checker decides \
                                  who owns a stack.",
                        },
                    ],
                },
                hint: "Look at the lowest checker on d4, not at the top one or at the count.",
                marks: &["d4"],
                arrows: &[],
                teaches: &["byte.stack"],
            },
            Step {
                position: "8x8 white won:1-1 c3=w f6=bbbbbbb",
                say: "Byte uses only the dark squares. A stack that touches no other may slide one diagonal step to \
                      an empty square: move White's checker on c3 toward Black's stack.",
                task: Task::Move {
                    accept: &["c3-d4"],
                    wrong: &[],
                    otherwise: "move the checker on c3 one step toward f6.",
                },
                hint: "Click c3, then d4: one diagonal step toward f6.",
                marks: &["c3"],
                arrows: &[("c3", "d4")],
                teaches: &["byte.board", "byte.basic-move"],
            },
            Step {
                position: "8x8 white won:1-1 b2=wbb e5=bww h8=bb",
                say: "You move only the stacks whose bottom checker is yours, and the whole stack goes, your \
                      opponent's checkers riding along. Make White's basic move.",
                task: Task::Move {
                    accept: &["b2-c3"],
                    wrong: &[],
                    otherwise: "move White's own stack, b2, one step toward e5.",
                },
                hint: "e5 has White on top but Black at the bottom, so it is Black's. Move b2 one step toward e5.",
                marks: &["b2", "e5"],
                arrows: &[],
                teaches: &["byte.stack", "byte.basic-move"],
            },
        ],
    },
    Lesson {
        id: "byte-closer",
        title: "Moving closer",
        steps: &[
            Step {
                position: MOVE_CLOSER,
                say: "Distances in Byte are counted in diagonal steps. A stack may zigzag, so the distance is the \
                      larger of the files and the ranks between two squares.",
                task: Task::Answer {
                    question: "How many steps apart are c1 and d6?",
                    choices: &[
                        Choice {
                            label: "5",
                            right: true,
                            why: "Five ranks up, and the one file across is crossed on the way: five diagonal steps.",
                        },
                        Choice {
                            label: "6",
                            right: false,
                            why: "That counts the file and the ranks one after the other, but every diagonal step \
                                  crosses one of each at once: it is five.",
                        },
                        Choice {
                            label: "4",
                            right: false,
                            why: "From rank 1 to rank 6 is five ranks, and a diagonal step climbs only one: five steps.",
                        },
                    ],
                },
                hint: "Count the ranks from 1 to 6; the file from c to d is crossed along the way.",
                marks: &["c1", "d6"],
                arrows: &[],
                teaches: &["byte.board"],
            },
            Step {
                position: MOVE_CLOSER,
                say: "A basic move must bring the stack closer to its nearest stack. For c1 that is d6, five steps \
                      away, and two moves get closer: make either.",
                task: Task::Move {
                    accept: &["c1-b2", "c1-d2"],
                    wrong: &[
                        ("a7-b8", "this step is about the stack on c1."),
                        ("a7-b6", "this step is about the stack on c1."),
                    ],
                    otherwise: "this step is about the stack on c1.",
                },
                hint: "From b2 and from d2, d6 is four steps away, one fewer than from c1.",
                marks: &["c1", "d6"],
                arrows: &[("c1", "b2"), ("c1", "d2")],
                teaches: &["byte.closer"],
            },
            Step {
                position: "8x8 white won:1-1 c3=w a5=b g7=bbbbbb",
                say: "Only the nearest stack counts, not the biggest. Move c3 one step closer to its nearest stack.",
                task: Task::Move { accept: &["c3-b4"], wrong: &[], otherwise: "move c3 toward a5, its nearest stack." },
                hint: "a5 is two steps from c3, and g7 four: step toward a5.",
                marks: &["c3", "a5"],
                arrows: &[],
                teaches: &["byte.closer"],
            },
            Step {
                position: "8x8 white won:1-1 e3=ww b6=bb h6=bb a3=bb",
                say: "When several stacks are equally near, getting closer to any one of them will do. From e3, b6 and \
                      h6 are both three steps away: approach one of them.",
                task: Task::Move { accept: &["e3-d4", "e3-f4"], wrong: &[], otherwise: "step toward b6 or h6." },
                hint: "d4 is closer to b6, and f4 to h6. a3 is four steps away, so it is not a nearest stack.",
                marks: &["b6", "h6"],
                arrows: &[("e3", "d4"), ("e3", "f4")],
                teaches: &["byte.ties"],
            },
        ],
    },
    Lesson {
        id: "byte-merging",
        title: "Merging",
        steps: &[
            Step {
                position: "8x8 white won:1-1 c3=w d4=b g7=bbbbbb",
                say: "A stack that touches another cannot make a basic move. Instead, a checker of yours may climb onto \
                      the touching stack: put White's checker on c3 on top of d4.",
                task: Task::Move { accept: &["c3-d4"], wrong: &[], otherwise: "lift c3 onto d4." },
                hint: "Click c3, then the stack on d4.",
                marks: &["c3", "d4"],
                arrows: &[("c3", "d4")],
                teaches: &["byte.touching", "byte.merge"],
            },
            Step {
                position: "8x8 white won:1-1 c3=bwb d4=bb g7=bbw",
                say: "You may lift a checker of yours from inside a stack, with everything above it. Lift White's \
                      checker at level 2 of c3, Black's riding on it, onto d4: that is written c3:2-d4.",
                task: Task::Move { accept: &["c3:2-d4"], wrong: &[], otherwise: "lift from level 2 of c3 onto d4." },
                hint: "Select c3: the lift starts at White's checker on level 2 (the side view shows the levels). \
                       Then click d4.",
                marks: &["c3", "d4"],
                arrows: &[("c3", "d4")],
                teaches: &["byte.merge", "byte.notation"],
            },
            Step {
                position: "8x8 black won:1-1 a7=ww b8=bwb e3=www",
                say: "A lifted checker must land higher than it was. Black's top checker on b8 is at level 3 and would \
                      land at level 3 on a7, so it may not: find the merge Black can make.",
                task: Task::Move { accept: &["b8-a7"], wrong: &[], otherwise: "move the whole stack on b8 onto a7." },
                hint: "Lift b8 from the bottom: its level 1 checker lands at level 3, higher than before.",
                marks: &["b8", "a7"],
                arrows: &[],
                teaches: &["byte.merge-up", "byte.merge"],
            },
            Step {
                position: "8x8 black won:0-1 g1=bwwbwb h2=wbw b8=wwwwwww",
                say: "A merge may not make more than eight: all of g1 onto h2 would make nine. Black's only legal move \
                      makes eight with White on top, and Black must make it all the same.",
                task: Task::Move {
                    accept: &["h2:2-g1"],
                    wrong: &[],
                    otherwise: "lift Black's checker at level 2 of h2 onto g1.",
                },
                hint: "Lift from level 2 of h2, Black's checker, and put it with the White one above on g1.",
                marks: &["g1", "h2"],
                arrows: &[("h2", "g1")],
                teaches: &["byte.limit", "byte.must-move", "byte.win-stack"],
            },
            Step {
                position: START,
                say: "A game starts with a checker on every dark square of ranks 2 to 7, the colours alternating rank \
                      by rank, and White moves first. Everything touches, so it opens with merges: lift a White \
                      checker of rank 2 onto a Black one on rank 3.",
                task: Task::Move {
                    accept: &["b2-a3", "b2-c3", "d2-c3", "d2-e3", "f2-e3", "f2-g3", "h2-g3"],
                    wrong: &[],
                    otherwise: "this step asks for a checker of rank 2, lifted onto rank 3.",
                },
                hint: "Pick any White checker on rank 2, d2 for example, and put it on c3 or e3.",
                marks: &["b2", "d2", "f2", "h2"],
                arrows: &[],
                teaches: &["byte.setup", "byte.merge"],
            },
        ],
    },
    Lesson {
        id: "byte-winning",
        title: "Winning stacks and the game",
        steps: &[
            Step {
                position: TWO_MERGES,
                say: "A stack that reaches eight leaves the board at once, won by the player whose checker is on top. \
                      Black has two merges here: make the one that does not hand White a stack.",
                task: Task::Move {
                    accept: &["b8-a7"],
                    wrong: &[(
                        "h2:2-g1",
                        "that makes eight on g1 with a White checker on top, so White would win the stack.",
                    )],
                    otherwise: "make the merge that does not complete a stack for White.",
                },
                hint: "Count what would stand on g1 after each merge, and whose checker would be on top.",
                marks: &["b8", "h2"],
                arrows: &[],
                teaches: &["byte.win-stack", "byte.limit"],
            },
            Step {
                position: "8x8 white won:0-1 d4=www e5=bbwbb f6=wbb a1=bbbbb",
                say: "Black has already won a stack; now win one for White. Find the merge that makes exactly eight \
                      on e5 with a White checker on top.",
                task: Task::Move {
                    accept: &["d4-e5"],
                    wrong: &[(
                        "f6-e5",
                        "that makes eight too, but with Black's checker on top: Black would win the stack, and with \
                         its second stack the game.",
                    )],
                    otherwise: "that merge does not make eight: e5 holds five, so three more must land on it, with \
                                White's on top.",
                },
                hint: "e5 holds five checkers. Which neighbour brings three, with a White checker on top?",
                marks: &["e5"],
                arrows: &[],
                teaches: &["byte.win-stack"],
            },
            Step {
                position: DECIDER,
                say: "The 24 checkers make three stacks of eight, and the first to win two of them wins the game at \
                      once. Here each side has won one.",
                task: Task::Answer {
                    question: "What will the next stack of eight decide?",
                    choices: &[
                        Choice {
                            label: "The game",
                            right: true,
                            why: "Whoever wins it has two stacks of three, a majority, and the game ends there.",
                        },
                        Choice {
                            label: "Nothing yet: a tiebreak follows",
                            right: false,
                            why: "There is no tiebreak: with three stacks one side always has two, so Byte never ends \
                                  in a draw.",
                        },
                        Choice {
                            label: "The game goes to whoever won first",
                            right: false,
                            why: "Who won first does not matter, only who wins two.",
                        },
                    ],
                },
                hint: "Three stacks in all: how many make a majority?",
                marks: &[],
                arrows: &[],
                teaches: &["byte.majority"],
            },
            Step {
                position: DECIDER,
                say: "Finish it: all eight checkers go into one stack, and the lifted stack ends on top. Make eight \
                      with a White checker on top.",
                task: Task::Move {
                    accept: &["d4-c3"],
                    wrong: &[(
                        "c3-d4",
                        "that makes eight too, but with c3's Black checker on top: Black would win the stack, and the \
                         game.",
                    )],
                    otherwise: "that does not make eight: lift a whole stack onto the other.",
                },
                hint: "The stack you lift ends on top. Which of the two has a White checker at its top?",
                marks: &["c3", "d4"],
                arrows: &[],
                teaches: &["byte.majority", "byte.win-stack"],
            },
        ],
    },
    Lesson {
        id: "byte-passes-and-options",
        title: "Passing, merge first and 10x10",
        steps: &[
            Step {
                position: "8x8 white won:1-1 c3=bw f6=bbbbbb",
                say: "You must move if you can. If you cannot, you pass, and the app passes for you: here White's only \
                      checker sits on Black's on c3.",
                task: Task::Answer {
                    question: "Why does White pass here?",
                    choices: &[
                        Choice {
                            label: "White owns no stack, and c3 touches nothing to merge onto",
                            right: true,
                            why: "c3's bottom checker is Black's, so only Black may step it, and a merge needs a \
                                  touching stack. With no legal move, White passes.",
                        },
                        Choice {
                            label: "White chooses to wait",
                            right: false,
                            why: "Passing is never a choice: you must move whenever you can, even when it helps your \
                                  opponent.",
                        },
                        Choice {
                            label: "White's checker is on top, so it could step c3 toward f6",
                            right: false,
                            why: "A basic move belongs to the owner of the stack, the player of its bottom checker: c3 \
                                  is Black's.",
                        },
                    ],
                },
                hint: "Who owns c3? And does c3 touch any stack?",
                marks: &["c3"],
                arrows: &[],
                teaches: &["byte.must-move", "byte.stack"],
            },
            Step {
                position: MERGE_OR_STEP,
                say: "White could merge c3 onto d4, or step h8 toward d4. In Steere's rules, merging is a choice.",
                task: Task::Answer {
                    question: "May White step h8 instead of merging?",
                    choices: &[
                        Choice {
                            label: "Yes: any legal move will do",
                            right: true,
                            why: "Merging is never compulsory: White may merge c3 onto d4, or step h8 to g7.",
                        },
                        Choice {
                            label: "No: a possible merge must be made",
                            right: false,
                            why: "That is the \"merge first\" option, off unless you choose it for a new game. The \
                                  next step shows it.",
                        },
                    ],
                },
                hint: "Is there any rule that forces a merge? Only an option does.",
                marks: &["c3", "d4", "h8"],
                arrows: &[("c3", "d4"), ("h8", "g7")],
                teaches: &["byte.merge-optional"],
            },
            Step {
                position: "8x8 merge-first white won:1-1 c3=w d4=bbbbbb h8=w",
                say: "With the option \"merge first\", from a second-hand summary of the rules, no basic move is \
                      allowed while a merge is. The same position, merge first on: make White's move.",
                task: Task::Move { accept: &["c3-d4"], wrong: &[], otherwise: "lift c3 onto d4." },
                hint: "h8 may not step while a merge exists: lift c3 onto d4.",
                marks: &["c3", "d4"],
                arrows: &[],
                teaches: &["byte.merge-first"],
            },
            Step {
                position: TEN_DECIDER,
                say: "International Byte is played on a 10x10 board, its 40 checkers filling ranks 2 to 9 (20 each), \
                      so the game makes five stacks of eight.",
                task: Task::Answer {
                    question: "How many stacks must you win on 10x10?",
                    choices: &[
                        Choice {
                            label: "Three of the five",
                            right: true,
                            why: "Three is a majority of five, and the game ends the moment a side has it.",
                        },
                        Choice {
                            label: "Two, as on 8x8",
                            right: false,
                            why: "On 10x10 there are five stacks, so a majority is three.",
                        },
                        Choice {
                            label: "All five",
                            right: false,
                            why: "A majority is enough: three of five, and the game ends there.",
                        },
                    ],
                },
                hint: "Five stacks in all: how many make a majority?",
                marks: &[],
                arrows: &[],
                teaches: &["byte.ten", "byte.majority"],
            },
            Step {
                position: TEN_DECIDER,
                say: "Two stacks each, so the next one decides. Win it for White.",
                task: Task::Move {
                    accept: &["f6-e5"],
                    wrong: &[(
                        "e5-f6",
                        "that makes eight with Black's checker on top: Black would win the stack and the game.",
                    )],
                    otherwise: "that does not make eight: lift a whole stack onto the other.",
                },
                hint: "The stack you lift ends on top: lift the one with White on top.",
                marks: &["e5", "f6"],
                arrows: &[],
                teaches: &["byte.ten", "byte.win-stack"],
            },
        ],
    },
    Lesson {
        id: "byte-play",
        title: "Play it out",
        steps: &[
            Step {
                position: PLAY,
                say: "One stack each and eight checkers left: the next stack of eight wins the game. You will play \
                      White.",
                task: Task::Answer {
                    question: "Which stacks may White move with a basic move?",
                    choices: &[
                        Choice {
                            label: "g5 and g3",
                            right: true,
                            why: "Both have a White checker at the bottom and touch nothing; a5 is Black's.",
                        },
                        Choice {
                            label: "a5 and g5",
                            right: false,
                            why: "a5's bottom checker is Black's, so it is Black's stack, White checker inside or not.",
                        },
                        Choice {
                            label: "None: they must merge",
                            right: false,
                            why: "Nothing touches here, so there is no merge yet, and both White stacks may step.",
                        },
                    ],
                },
                hint: "Look at the bottom checker of each stack, and at whether it touches another.",
                marks: &["a5", "g5", "g3"],
                arrows: &[],
                teaches: &["byte.stack", "byte.basic-move"],
            },
            Step {
                position: PLAY,
                say: "Now play it out against the computer, White to move. Whoever makes eight with their checker on \
                      top wins.",
                task: Task::Play,
                hint: "Before each merge, count what the stack will hold and whose checker will be on top, and do not \
                       leave Black a stack that needs only one more checker.",
                marks: &[],
                arrows: &[],
                teaches: &[],
            },
        ],
    },
];
