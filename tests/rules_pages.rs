//! The rules pages, `assets/rules/<game id>.html`: static HTML that the page fetches and shows
//! as it is. Every game has one; it credits the game's designer, marks where it says what
//! Checkerbox chose (where the rule sheets leave a point open), and is well formed, using only
//! the few plain elements the page's style knows.

use checkerbox_core::games::GameId;

fn page(game: GameId) -> String {
    let path = format!("{}/assets/rules/{}.html", env!("CARGO_MANIFEST_DIR"), game.id());
    std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{path}: {e}"))
}

/// The elements a rules page may use, each opened and closed.
const ELEMENTS: [&str; 8] = ["p", "h2", "ul", "li", "strong", "code", "span", "em"];

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
}
