//! The rules pages, `assets/rules/<game id>.html`: static HTML that the page fetches and shows
//! as it is. Every game has one; it credits the game's designer, marks where it says what
//! Checkerbox chose (where the rule sheets leave a point open), and is well formed, using only
//! the few plain elements the page's style knows. It ends with each rule and the lesson that
//! teaches it, linked: written into the page here, from the lessons, so that the page needs no
//! lessons read to show it.

use checkerbox_core::games::GameId;
use checkerbox_core::tutorial;

fn page(game: GameId) -> String {
    let path = format!("{}/assets/rules/{}.html", env!("CARGO_MANIFEST_DIR"), game.id());
    std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{path}: {e}"))
}

/// The elements a rules page may use, each opened and closed.
const ELEMENTS: [&str; 9] = ["p", "h2", "ul", "li", "strong", "code", "span", "em", "a"];

/// Checks that the tags of `html` nest properly and are among [`ELEMENTS`]; the tags, in order.
fn tags(html: &str) -> Result<Vec<String>, String> {
    let body = match html.find("-->") {
        Some(end) if html.starts_with("<!--") => &html[end + 3..],
        _ => html,
    };
    let mut open: Vec<String> = Vec::new();
    let mut seen = Vec::new();
    for piece in body.split('<').skip(1) {
        let tag = piece.split('>').next().unwrap_or_default();
        let closing = tag.strip_prefix('/');
        let name: String = closing.unwrap_or(tag).chars().take_while(char::is_ascii_alphanumeric).collect();
        if !ELEMENTS.contains(&name.as_str()) {
            return Err(format!("<{tag}> is not one of the elements a rules page uses"));
        }
        // A link leads to a place in the app, never elsewhere.
        if name == "a" && closing.is_none() && !tag.starts_with("a href=\"#/") {
            return Err(format!("<{tag}> leads out of the app"));
        }
        match closing {
            Some(_) if open.pop().as_deref() == Some(name.as_str()) => {}
            Some(_) => return Err(format!("</{name}> closes nothing open")),
            None => open.push(name.clone()),
        }
        seen.push(name);
    }
    match open.last() {
        Some(name) => Err(format!("<{name}> is never closed")),
        None => Ok(seen),
    }
}

#[test]
fn every_game_has_a_rules_page_that_credits_its_designer_and_marks_our_choices() {
    for game in GameId::ALL {
        let html = page(game);
        let info = game.info();
        assert!(html.contains(info.designer), "{game}: the rules page credits {}", info.designer);
        assert!(html.contains("<span class=\"ours\">"), "{game}: the rules page marks our choices");
        let tags = tags(&html).unwrap_or_else(|why| panic!("{game}: {why}"));
        assert!(tags.iter().filter(|t| *t == "h2").count() >= 4, "{game}: the rules page has its sections");
    }
}

#[test]
fn the_well_formed_check_finds_what_it_should() {
    assert!(tags("<p>one <code>a1</code></p>").is_ok());
    assert!(tags("<!-- a note --><p>one</p>").is_ok());
    assert_eq!(tags("<p>one"), Err("<p> is never closed".into()));
    assert_eq!(tags("<p>one</ul>"), Err("</ul> closes nothing open".into()));
    assert!(tags("<script>alert(1)</script>").is_err());
    assert!(tags("<a href=\"#/byte/learn/1\">one</a>").is_ok());
    assert!(tags("<a href=\"https://example.com/\">one</a>").is_err());
}

/// `text` as HTML text.
fn escaped(text: &str) -> String {
    text.replace('&', "&amp;").replace('<', "&lt;").replace('>', "&gt;")
}

/// The end of `game`'s rules page: each rule of the game, and a link to the first lesson that
/// teaches it.
fn rule_lessons(game: GameId) -> String {
    let path = format!("{}/assets/lessons/{}.json", env!("CARGO_MANIFEST_DIR"), game.id());
    let text = std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{path}: {e}"));
    let taught = tutorial::read(&text).unwrap_or_else(|e| panic!("{path}: {e}"));
    let mut block =
        String::from("<h2>Learn it on the board</h2>\n<ul class=\"rule-lessons\" data-testid=\"rule-lessons\">\n");
    for (rule, what) in &taught.rules {
        let Some(k) = taught.lessons.iter().position(|l| l.steps.iter().any(|s| s.teaches.contains(rule))) else {
            continue;
        };
        block += &format!(
            "<li>{} \u{2014} <a href=\"#/{}/learn/{}\" data-testid=\"rule-{rule}\">lesson {}: {}</a></li>\n",
            escaped(what),
            game.id(),
            k + 1,
            k + 1,
            escaped(&taught.lessons[k].title)
        );
    }
    block + "</ul>\n"
}

#[test]
fn every_rules_page_ends_with_its_rules_linked_to_the_lessons_that_teach_them() {
    for game in GameId::ALL {
        let expected = rule_lessons(game);
        assert!(
            page(game).ends_with(&expected),
            "{game}: the rules page must end with its rules and their lessons, as the lessons have them:\n{expected}"
        );
    }
}
