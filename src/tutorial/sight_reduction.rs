//! Sight Reduction's lessons: the half board, line of sight along ranks and files (a neighbour
//! counts, any checker in between blocks), losing when no removal is left and keeping the
//! opponent's lines blocked, the random deal, the fair setup (swaps, colour, who moves first) and
//! the deterministic placement setup, the solitaire (a removal that keeps it solvable, a position
//! that no longer is, the chosen-last picks), the one-or-two, harder and easier variants, and a
//! short two-player game against the computer. The rule sheet's own diagram is rebuilt here: the
//! white checkers on b2, a4 and d4 see their friend on b4, while b8's view of it is cut by the
//! black checker on b5.
//!
//! Solitaire answers were checked by exhausting every line of play from the position.

use super::{Choice, GameLessons, Lesson, Step, Task};
use crate::games::GameId;

pub static LESSONS: GameLessons = GameLessons { game: GameId::SightReduction, lessons: LESSON_LIST, rules: RULES };

/// Every rule of Sight Reduction in RULES.md.
const RULES: &[(&str, &str)] = &[
    ("sr.board", "half a checkerboard: 8 ranks of 4 squares, every square used"),
    ("sr.setup", "16 white and 16 black checkers fill the board at random (numbered deals); White moves first"),
    (
        "sr.line-of-sight",
        "a turn removes one of your checkers that sees a friend along its rank or file, across empty squares; a \
         neighbour counts",
    ),
    ("sr.losing", "a player with no legal removal on their turn loses"),
    ("sr.fair-setup", "fair setup: A rearranges up to four checkers (swaps), B picks a colour, A decides who starts"),
    (
        "sr.placement-setup",
        "deterministic setup: players alternately place next to an enemy checker (anywhere if none is free); each \
         first checker goes anywhere; White places first",
    ),
    ("sr.one-or-two", "one or two: a turn may instead remove two of your checkers that touch or see each other"),
    ("sr.pairs", "(ours) a pair needs only each other: neither needs another friend in sight"),
    (
        "sr.solitaire",
        "solitaire: one person removes white, black, white, …; the goal is one checker of each colour; stuck is lost",
    ),
    (
        "sr.solitaire-one-or-two",
        "solitaire with one or two: the goal is an empty board; a colour with no checkers left is skipped",
    ),
    ("sr.chosen-last", "solitaire option: first pick the white and the black checker that must be the last ones"),
    ("sr.harder", "harder: a checker removed alone must also see an enemy checker, in any of the eight directions"),
    ("sr.easier", "easier: seeing a friend diagonally counts too"),
    ("sr.solvable", "the app can say whether a solitaire can still be solved"),
    ("sr.notation", "a removal is written b5, two at once b5+b7"),
];

const LESSON_LIST: &[Lesson] = &[
    Lesson {
        id: "sight-reduction-seeing",
        title: "Seeing a friend",
        steps: &[
            Step {
                position: ".....WB..........WB.....B..W.... w",
                say: "Sight Reduction is played on half a checkerboard, four squares wide. On your turn you take \
                      off one of your own checkers, but only one that can see another of yours straight along its \
                      rank or file. Remove a white checker that sees a friend.",
                task: Task::Move {
                    accept: &["b2", "b5"],
                    wrong: &[],
                    otherwise: "remove b2 or b5: they look at each other up and down the b-file.",
                },
                hint: "Look up the b-file from b2: the squares between are empty, and the first checker met is \
                       white. Click b2 (or b5).",
                marks: &["b2", "b5"],
                arrows: &[("b2", "b5")],
                teaches: &["sr.board", "sr.line-of-sight", "sr.notation"],
            },
            Step {
                position: ".....WB.....WW.W.B......B..B.W.. w",
                say: "This is the rule sheet's own example. b2, a4 and d4 all see White's checker on b4: a4 right \
                      next to it, b2 and d4 across empty squares. A checker in between cuts the view.",
                task: Task::Answer {
                    question: "Which white checker may not be removed now?",
                    choices: &[
                        Choice {
                            label: "b8",
                            right: true,
                            why: "Right: looking down from b8, the first checker met is Black's on b5, and rank 8 \
                                  holds nothing else, so b8 sees no friend.",
                        },
                        Choice {
                            label: "d4",
                            right: false,
                            why: "d4 looks left along rank 4: c4 is empty and the next checker, on b4, is white. \
                                  Distance does not matter, only what is in between.",
                        },
                        Choice {
                            label: "a4",
                            right: false,
                            why: "a4 stands right next to b4, and a neighbour on the same rank is seen.",
                        },
                    ],
                },
                hint: "Follow each checker's rank and file until you meet a checker. Which one only ever meets a \
                       black checker or the edge?",
                marks: &["b4", "b5"],
                arrows: &[("b2", "b4"), ("a4", "b4"), ("d4", "b4"), ("b8", "b5")],
                teaches: &["sr.line-of-sight"],
            },
            Step {
                position: "....B.....W..W......B.W........B w",
                say: "Only ranks and files count: a friend on the diagonal is not seen. Remove a white checker \
                      that may go.",
                task: Task::Move {
                    accept: &["c3", "c6"],
                    wrong: &[],
                    otherwise: "remove c3 or c6, which see each other along the c-file.",
                },
                hint: "b4 touches c3 only corner to corner, which does not count. c3 and c6 see each other up the \
                       c-file.",
                marks: &["b4", "c3", "c6"],
                arrows: &[("c3", "c6")],
                teaches: &["sr.line-of-sight"],
            },
        ],
    },
    Lesson {
        id: "sight-reduction-winning",
        title: "Winning: leave your opponent blind",
        steps: &[
            Step {
                position: "W.....B.....BW.....W...B.B...... b",
                say: "A player who cannot remove a checker on their turn loses. It is Black's turn here.",
                task: Task::Answer {
                    question: "Who has won?",
                    choices: &[
                        Choice {
                            label: "White",
                            right: true,
                            why: "Right: each black checker meets only white checkers or the edge, so Black has no \
                                  removal and loses.",
                        },
                        Choice {
                            label: "Black",
                            right: false,
                            why: "Black still has checkers, but none of them sees a friend: with no removal on its \
                                  turn, Black loses.",
                        },
                        Choice {
                            label: "Nobody yet",
                            right: false,
                            why: "The game does not wait: Black must remove a checker now, cannot, and so loses.",
                        },
                    ],
                },
                hint: "Check each black checker: c2, a4, d6 and b7. Does any of them see another black one?",
                marks: &["c2", "a4", "d6", "b7"],
                arrows: &[],
                teaches: &["sr.losing"],
            },
            Step {
                position: ".B...W.W.B.....................B w",
                say: "Your checkers can block your opponent's lines. Black has no removal now: win at once by \
                      removing a checker that keeps it that way.",
                task: Task::Move {
                    accept: &["d2"],
                    wrong: &[(
                        "b2",
                        "b2 stands between Black's b1 and b3; without it they see each other, and Black could go on.",
                    )],
                    otherwise: "remove d2, which blocks nothing Black needs.",
                },
                hint: "b2 is a wall between two black checkers. Take the other white checker, d2.",
                marks: &["b1", "b3"],
                arrows: &[("d2", "b2")],
                teaches: &["sr.losing", "sr.line-of-sight"],
            },
            Step {
                position: "BBWWBWWWWBWBBWBWBBWWBBWWWBWBBBBW w",
                say: "A game starts with all 32 squares full: 16 white and 16 black checkers dealt at random. Each \
                      deal has a number, so a good one can be played again.",
                task: Task::Answer {
                    question: "Who makes the first removal?",
                    choices: &[
                        Choice { label: "White", right: true, why: "Right: White always removes first." },
                        Choice {
                            label: "Black",
                            right: false,
                            why: "White moves first, as in the solitaire; only the fair setup lets a player choose.",
                        },
                        Choice {
                            label: "Whoever has more removals",
                            right: false,
                            why: "The deal decides nothing about the order: White removes first.",
                        },
                    ],
                },
                hint: "Our rules follow the solitaire's order here.",
                marks: &[],
                arrows: &[],
                teaches: &["sr.setup", "sr.board"],
            },
        ],
    },
    Lesson {
        id: "sight-reduction-setups",
        title: "Fair and deterministic setups",
        steps: &[
            Step {
                position: "BBWWBWWWWBWBBWBWBBWWBBWWWBWBBBBW w fair offer",
                say: "A random deal may favour one colour. In the fair setup, Player One may first rearrange up to \
                      four checkers; then Player Two picks a colour, knowing the board.",
                task: Task::Answer {
                    question: "How do we let Player One rearrange up to four checkers?",
                    choices: &[
                        Choice {
                            label: "Up to two swaps of a white and a black checker",
                            right: true,
                            why: "Right: each swap moves two checkers, and no checker is swapped twice, so at most \
                                  four move.",
                        },
                        Choice {
                            label: "Up to four swaps",
                            right: false,
                            why: "Four swaps would move eight checkers. Two swaps move four.",
                        },
                        Choice {
                            label: "Removing four checkers",
                            right: false,
                            why: "Nothing leaves the board in the setup: the checkers only change places.",
                        },
                    ],
                },
                hint: "Count how many checkers one swap moves.",
                marks: &[],
                arrows: &[],
                teaches: &["sr.fair-setup"],
            },
            Step {
                position: "BBWWBWWWWBWBBWBWBBWWBBWWWBWBBBBW w fair swap",
                say: "Player One has chosen to swap. Swap the white checker on a3 with the black one just above it \
                      on a4.",
                task: Task::Move {
                    accept: &["a3<>a4"],
                    wrong: &[],
                    otherwise: "this step asks for the swap of a3 and a4.",
                },
                hint: "Click a3, then a4.",
                marks: &["a3", "a4"],
                arrows: &[("a3", "a4")],
                teaches: &["sr.fair-setup"],
            },
            Step {
                position: "BBWWBWWWWBWBBWBWBBWWBBWWWBWBBBBW b fair colour",
                say: "Player One is done rearranging. Now Player Two takes the colour they like better.",
                task: Task::Answer {
                    question: "Once Player Two has a colour, who decides who removes first?",
                    choices: &[
                        Choice {
                            label: "Player One",
                            right: true,
                            why: "Right: the player who rearranged decides the order, the last of the three choices.",
                        },
                        Choice {
                            label: "Player Two",
                            right: false,
                            why: "Player Two has just had the colour; the order is Player One's to decide.",
                        },
                        Choice {
                            label: "White always starts",
                            right: false,
                            why: "That is the plain game. In the fair setup Player One decides.",
                        },
                    ],
                },
                hint: "The choices alternate: rearrange, colour, order.",
                marks: &[],
                arrows: &[],
                teaches: &["sr.fair-setup"],
            },
            Step {
                position: ".....W................B......... w placement place",
                say: "In the deterministic setup nothing is dealt: the players take turns placing their checkers, \
                      each next to an enemy checker. Place a white checker where the rule allows.",
                task: Task::Move {
                    accept: &["b5", "c5", "d5", "b6", "d6", "b7", "c7", "d7"],
                    wrong: &[],
                    otherwise: "place it on a square touching Black's checker on c6.",
                },
                hint: "Any empty square around c6 will do, diagonals included.",
                marks: &["c6"],
                arrows: &[],
                teaches: &["sr.placement-setup"],
            },
            Step {
                position: "W............................... b placement place",
                say: "White placed first, on a1. Now it is Black's turn to place.",
                task: Task::Answer {
                    question: "Where may Black put its very first checker?",
                    choices: &[
                        Choice {
                            label: "On any empty square",
                            right: true,
                            why: "Right: each player's first checker goes anywhere. From the second on, it must \
                                  touch an enemy checker, unless no empty square does.",
                        },
                        Choice {
                            label: "Only next to a1",
                            right: false,
                            why: "That rule starts with each player's second checker: the first goes anywhere.",
                        },
                        Choice {
                            label: "Only far from a1",
                            right: false,
                            why: "There is no such rule: the first checker may go anywhere, next to a1 or not.",
                        },
                    ],
                },
                hint: "White's first checker went on a1 without touching anything.",
                marks: &["a1"],
                arrows: &[],
                teaches: &["sr.placement-setup"],
            },
        ],
    },
    Lesson {
        id: "sight-reduction-solitaire",
        title: "The solitaire",
        steps: &[
            Step {
                position: "...W......WW..BB..W..B.B........ w solitaire",
                say: "In the solitaire you play both colours: white, black, white, … each removal legal for its \
                      colour. The goal is one white and one black checker left. Only one white removal keeps that \
                      goal in reach here.",
                task: Task::Move {
                    accept: &["d1"],
                    wrong: &[
                        (
                            "c3",
                            "c5 can only ever leave by seeing c3 down the c-file, once c4 is gone; without c3, c5 and \
                             the d-file checkers cannot all get down to one.",
                        ),
                        (
                            "d3",
                            "then d1 never sees a friend again and must stay to the end, but c3 and c5 cannot both \
                             leave: the last of them would see nobody.",
                        ),
                    ],
                    otherwise: "remove d1.",
                },
                hint: "d1 sees d3 now, but never again once d3 goes. Use it while you can.",
                marks: &["d1", "c5"],
                arrows: &[("d1", "d3")],
                teaches: &["sr.solitaire"],
            },
            Step {
                position: "....BB....W.......WB......W..... w solitaire",
                say: "The app can tell whether a solitaire can still be solved. Try it yourself first.",
                task: Task::Answer {
                    question: "Can this solitaire still end with one white and one black checker?",
                    choices: &[
                        Choice {
                            label: "No",
                            right: true,
                            why: "Right: Black must remove two of its three checkers, but d5 never sees a friend, \
                                  and once a2 or b2 is gone the other sees nobody either.",
                        },
                        Choice {
                            label: "Yes",
                            right: false,
                            why: "White is fine, but Black is not: d5 sees only white checkers and the edge, and \
                                  a2 and b2 can lose only one of the two.",
                        },
                    ],
                },
                hint: "Forget White for a moment: how many black checkers can ever leave?",
                marks: &["a2", "b2", "d5"],
                arrows: &[],
                teaches: &["sr.solvable", "sr.solitaire"],
            },
            Step {
                position: "...W......WW..BB..W..B.B........ w solitaire chosen-last",
                say: "For more of a challenge, first pick the white and the black checker that must be the last \
                      ones left. Pick c5 as White's last checker.",
                task: Task::Move {
                    accept: &["keep c5"],
                    wrong: &[("keep d1", "d1 can never be last here: it has to leave now, while it still sees d3.")],
                    otherwise: "pick c5.",
                },
                hint: "Click the white checker on c5.",
                marks: &["c5"],
                arrows: &[],
                teaches: &["sr.chosen-last"],
            },
            Step {
                position: "..........WW..BB..W..B.B........ b solitaire chosen-last last:c5,d6",
                say: "White removed d1; c5 and d6 were picked to stay to the end, so they may not be removed. Make a \
                      black removal that keeps the goal in reach.",
                task: Task::Move {
                    accept: &["b6", "c4"],
                    wrong: &[(
                        "d4",
                        "then c4 is left between white checkers and the edge, and can never see a black one again.",
                    )],
                    otherwise: "remove b6 or c4.",
                },
                hint: "c4 must go while d4 is still beside it. b6 can go any time, as long as d6 stays.",
                marks: &["c5", "d6"],
                arrows: &[],
                teaches: &["sr.chosen-last", "sr.solitaire"],
            },
        ],
    },
    Lesson {
        id: "sight-reduction-variants",
        title: "One or two, harder and easier",
        steps: &[
            Step {
                position: "....BB....W....W....W......BW... w one-or-two",
                say: "With the one-or-two rule a turn may take off two of your checkers at once, if they touch \
                      (diagonally too) or see each other. They need nothing else. Remove c3 and d4 together \
                      (written c3+d4).",
                task: Task::Move {
                    accept: &["c3+d4"],
                    wrong: &[
                        (
                            "a6+a8",
                            "that pair is fine too, but this step asks for c3 and d4, which cannot go one at a time.",
                        ),
                        ("a6", "a single removal is still allowed, but this step asks for the pair c3+d4."),
                        ("a8", "a single removal is still allowed, but this step asks for the pair c3+d4."),
                    ],
                    otherwise: "remove c3 and d4 together.",
                },
                hint: "Click c3, then d4: they touch corner to corner, which is enough for a pair.",
                marks: &["c3", "d4"],
                arrows: &[("c3", "d4")],
                teaches: &["sr.one-or-two", "sr.pairs", "sr.notation"],
            },
            Step {
                position: "........................B...B... b solitaire one-or-two",
                say: "In the solitaire with one or two, the goal is an empty board. White has no checkers left, so \
                      White is skipped and Black clears its own. Finish the puzzle.",
                task: Task::Move {
                    accept: &["a7+a8"],
                    wrong: &[
                        ("a7", "then a8 is left alone, and a lone checker can never leave: remove both at once."),
                        ("a8", "then a7 is left alone, and a lone checker can never leave: remove both at once."),
                    ],
                    otherwise: "remove a7 and a8 together.",
                },
                hint: "Click a7, then a8.",
                marks: &["a7", "a8"],
                arrows: &[],
                teaches: &["sr.solitaire-one-or-two"],
            },
            Step {
                position: "W..B....W............B.......B.. w solitaire harder",
                say: "The harder rule: a checker removed alone must also see an enemy checker, in any of the eight \
                      directions. a1 and a3 see each other, but only one of them sees Black.",
                task: Task::Move { accept: &["a1"], wrong: &[], otherwise: "remove a1." },
                hint: "a1 looks right along rank 1 to Black's d1. What does a3 see?",
                marks: &["a1", "a3", "d1"],
                arrows: &[("a1", "d1")],
                teaches: &["sr.harder"],
            },
            Step {
                position: ".....W..B.W.........W..B....W..B w solitaire easier",
                say: "The easier rule lets a friend on a diagonal count too. It can be played together with the \
                      harder one. Remove a checker that may go only thanks to the easier rule.",
                task: Task::Move {
                    accept: &["b2", "c3"],
                    wrong: &[
                        ("a6", "a6 sees a8 up the a-file, which the usual rule allows already."),
                        ("a8", "a8 sees a6 down the a-file, which the usual rule allows already."),
                    ],
                    otherwise: "remove b2 or c3.",
                },
                hint: "b2 and c3 sit corner to corner, on one diagonal.",
                marks: &["b2", "c3"],
                arrows: &[("b2", "c3")],
                teaches: &["sr.easier"],
            },
        ],
    },
    Lesson {
        id: "sight-reduction-play",
        title: "A short game",
        steps: &[
            Step {
                position: "............BWB......W..W...BWB. w",
                say: "Your checkers on b8 and b4 are walls between black checkers. Remove the white checker that \
                      opens no line for Black.",
                task: Task::Move {
                    accept: &["b6"],
                    wrong: &[
                        ("b8", "without b8, Black's a8 and c8 see each other along rank 8."),
                        ("b4", "without b4, Black's a4 and c4 see each other along rank 4."),
                    ],
                    otherwise: "remove b6.",
                },
                hint: "b6 stands between nobody. b8 and b4 still see each other once it is gone.",
                marks: &["b8", "b4"],
                arrows: &[],
                teaches: &["sr.losing"],
            },
            Step {
                position: "............BWB......W..W...BWB. w",
                say: "Now play it out against the computer. Keep your walls, and leave Black without a removal.",
                task: Task::Play,
                hint: "Remove b6 first, and keep b8 and b4 as long as you can.",
                marks: &[],
                arrows: &[],
                teaches: &[],
            },
        ],
    },
];
