//! The floors the code is built in, held by a test: the core has no web dependency, each of its
//! modules imports only from the floors below it (a session and a record never from the
//! computer), the UI's view logic never from the Leptos page, and outside the registry
//! (`games.rs`) only a game's own files name its types.
//!
//! Imports are read from the code, comments and test modules left out: a test may use any
//! game as its example.

use std::fs;
use std::path::{Path, PathBuf};

const ROOT: &str = env!("CARGO_MANIFEST_DIR");

/// Each module of the core, with the modules of the core its code may use.
const CORE_FLOORS: [(&str, &[&str]); 10] = [
    ("level", &[]),
    ("rules", &[]),
    ("words", &["rules"]),
    ("games", &["rules"]),
    ("ai", &["rules", "level"]),
    ("session", &["games", "words", "rules", "level"]),
    ("tutorial", &["session", "games", "rules", "level"]),
    ("review", &["ai", "rules", "level"]),
    ("record", &["session", "words", "games", "rules", "level"]),
    ("protocol", &["ai", "session", "words", "games", "rules", "level"]),
];

/// Crates of the web, which the core never depends on.
const WEB: [&str; 7] = ["leptos", "web-sys", "wasm-bindgen", "js-sys", "gloo", "web_sys", "wasm_bindgen"];

/// Every game: its text id (its files' and folders' name) and the names of its types.
const GAMES: [(&str, &[&str]); 4] = [
    ("byte", &["Byte", "rules::byte"]),
    ("basic", &["Basic", "rules::basic"]),
    ("pyle", &["Pyle", "rules::pyle"]),
    ("sight_reduction", &["SightReduction", "rules::sight_reduction", "ai::sight_reduction"]),
];

fn rust_files(dir: &Path, out: &mut Vec<PathBuf>) {
    for entry in fs::read_dir(dir).unwrap_or_else(|e| panic!("{}: {e}", dir.display())) {
        let path = entry.expect("a directory entry").path();
        if path.is_dir() {
            rust_files(&path, out);
        } else if path.extension().is_some_and(|e| e == "rs") {
            out.push(path);
        }
    }
}

/// The file's code without comments, string literals' contents and its test module (by
/// convention the last thing in a file, from `#[cfg(test)]` on).
fn code(path: &Path) -> String {
    let text = fs::read_to_string(path).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
    let text = text.split("#[cfg(test)]").next().unwrap_or_default();
    let lines = text.lines().filter(|line| !line.trim_start().starts_with("//"));
    without_strings(&lines.collect::<Vec<_>>().join("\n"))
}

/// `code` with what stands between double quotes left out (escaped quotes kept inside).
fn without_strings(code: &str) -> String {
    let (mut out, mut quoted, mut escaped) = (String::new(), false, false);
    for c in code.chars() {
        match (quoted, escaped, c) {
            (true, false, '\\') => escaped = true,
            (true, true, _) => escaped = false,
            (_, false, '"') => {
                quoted = !quoted;
                out.push(c);
            }
            (true, ..) => {}
            (false, ..) => out.push(c),
        }
    }
    out
}

/// The names that follow `prefix` in `code`, such as `rules` in `crate::rules::Game`.
fn used_after<'a>(code: &'a str, prefix: &str) -> Vec<&'a str> {
    code.match_indices(prefix)
        .filter(|(at, _)| !code[..*at].ends_with(|c: char| c.is_alphanumeric() || c == '_'))
        .map(|(at, _)| {
            let rest = &code[at + prefix.len()..];
            let end = rest.find(|c: char| !(c.is_alphanumeric() || c == '_')).unwrap_or(rest.len());
            &rest[..end]
        })
        .collect()
}

/// The file's path from the repository's root, with `/` between its parts.
fn shown(path: &Path) -> String {
    path.strip_prefix(ROOT).unwrap_or(path).to_string_lossy().replace('\\', "/")
}

#[test]
fn the_core_depends_on_nothing_of_the_web() {
    let manifest = fs::read_to_string(format!("{ROOT}/crates/core/Cargo.toml")).expect("the core's manifest");
    for web in WEB {
        assert!(!manifest.contains(web), "the core's Cargo.toml names {web}");
    }
    let mut files = Vec::new();
    rust_files(&Path::new(ROOT).join("crates/core/src"), &mut files);
    for file in files {
        let code = code(&file);
        for web in WEB.iter().chain(&["checkerbox::"]) {
            assert!(!code.contains(web), "{} uses {web}", shown(&file));
        }
    }
}

#[test]
fn each_module_of_the_core_imports_only_from_the_floors_below_it() {
    let src = Path::new(ROOT).join("crates/core/src");
    let mut files = Vec::new();
    rust_files(&src, &mut files);
    let mut wrong = Vec::new();
    for file in files {
        let relative = file.strip_prefix(&src).expect("under src");
        let top = relative.iter().next().and_then(|p| p.to_str()).unwrap_or_default().trim_end_matches(".rs");
        if top == "lib" {
            continue;
        }
        let (_, allowed) = CORE_FLOORS
            .iter()
            .find(|(name, _)| *name == top)
            .unwrap_or_else(|| panic!("{top}: a module of the core missing from CORE_FLOORS"));
        let code = code(&file);
        for used in used_after(&code, "crate::") {
            // `with_game!` is the registry's.
            let used = if used == "with_game" { "games" } else { used };
            if used != top && !allowed.contains(&used) {
                wrong.push(format!("{} uses crate::{used}", shown(&file)));
            }
        }
    }
    assert!(wrong.is_empty(), "imports that do not point down:\n{}", wrong.join("\n"));
}

#[test]
fn the_view_logic_never_imports_the_page() {
    let mut files = Vec::new();
    rust_files(&Path::new(ROOT).join("src/ui"), &mut files);
    for file in files.iter().filter(|f| !shown(f).starts_with("src/ui/web/")) {
        let code = code(file);
        assert!(!code.contains("ui::web") && !code.contains("leptos"), "{} uses the page", shown(file));
    }
}

#[test]
fn only_a_games_own_files_and_the_registry_name_its_types() {
    let mut files = Vec::new();
    rust_files(&Path::new(ROOT).join("crates/core/src"), &mut files);
    rust_files(&Path::new(ROOT).join("src"), &mut files);
    let mut wrong = Vec::new();
    for file in &files {
        let path = shown(file);
        if path.ends_with("/games.rs") {
            continue;
        }
        let code = code(file);
        for (id, names) in GAMES {
            let own = path.split('/').any(|part| part.trim_end_matches(".rs") == id);
            for name in names.iter().filter(|_| !own) {
                let named = code.match_indices(name).any(|(at, _)| {
                    // The registry's name for the game is not its type.
                    let registry = code[..at].ends_with("GameId::");
                    let before = code[..at].chars().next_back();
                    let after = code[at + name.len()..].chars().next();
                    let word = |c: Option<char>| c.is_some_and(|c| c.is_alphanumeric() || c == '_');
                    !registry && !word(before) && !word(after)
                });
                if named {
                    wrong.push(format!("{path} names {name}"));
                }
            }
        }
    }
    assert!(wrong.is_empty(), "a game's types outside its own files:\n{}", wrong.join("\n"));
}

/// A module of `src/ui`, as the path of names from `ui` down (`["web", "play"]`), for a file.
fn ui_module(file: &Path) -> Vec<String> {
    let relative = file.strip_prefix(Path::new(ROOT).join("src/ui")).expect("under src/ui");
    let mut names: Vec<String> =
        relative.iter().map(|p| p.to_string_lossy().trim_end_matches(".rs").to_string()).collect();
    if names.last().is_some_and(|n| n == "mod") {
        names.pop();
    }
    names
}

/// The modules `code`, in `module`, names with `super::` (any number of them), `self::` or
/// `crate::ui::`, each as the path of names it reaches (which may run on into an item's name).
fn ui_imports(code: &str, module: &[String]) -> Vec<Vec<String>> {
    let here = module.to_vec();
    let mut found = Vec::new();
    let name = |s: &str| s.chars().take_while(|c| c.is_alphanumeric() || *c == '_').collect::<String>();
    for (at, _) in code.match_indices("::").filter(|(at, _)| {
        let before = &code[..*at];
        before.ends_with("super") || before.ends_with("self") || before.ends_with("crate::ui")
    }) {
        // Walk back over the whole prefix (`super::super`), then read the path after it.
        let start = code[..at].rfind(|c: char| !(c.is_alphanumeric() || c == '_' || c == ':')).map_or(0, |i| i + 1);
        let prefix = &code[start..at];
        if !(prefix.starts_with("super") || prefix.starts_with("self") || prefix == "crate::ui") {
            continue;
        }
        let mut base = if prefix == "crate::ui" { Vec::new() } else { here.clone() };
        // `super` of `a/b.rs` and of `a/b/mod.rs` alike is `a`.
        let supers = prefix.split("::").filter(|p| *p == "super").count();
        base.truncate(base.len().saturating_sub(supers));
        let rest = &code[at + 2..];
        let paths: Vec<Vec<String>> = if rest.starts_with('{') {
            let group = &rest[1..rest.find('}').unwrap_or(rest.len())];
            group.split(',').map(|part| part.trim().split("::").map(name).collect()).collect()
        } else {
            let end = rest.find(|c: char| !(c.is_alphanumeric() || c == '_' || c == ':')).unwrap_or(rest.len());
            vec![rest[..end].split("::").map(name).collect()]
        };
        for path in paths {
            let mut full = base.clone();
            full.extend(path.into_iter().filter(|p| !p.is_empty()));
            found.push(full);
        }
    }
    found
}

#[test]
fn no_circle_of_imports_among_the_uis_modules() {
    let ui = Path::new(ROOT).join("src/ui");
    let mut files = Vec::new();
    rust_files(&ui, &mut files);
    let modules: Vec<Vec<String>> = files.iter().map(|f| ui_module(f)).collect();
    let exists = |path: &[String]| modules.iter().any(|m| m.starts_with(path));
    // In each folder, which of its modules uses which (a folder counts as one module).
    let mut edges = std::collections::BTreeSet::new();
    for (file, module) in files.iter().zip(&modules) {
        for target in ui_imports(&code(file), module) {
            let common = module.iter().zip(&target).take_while(|(a, b)| a == b).count();
            let (Some(from), Some(to)) = (module.get(common), target.get(common)) else { continue };
            let to_path = [&target[..common], std::slice::from_ref(to)].concat();
            if exists(&to_path) {
                edges.insert((module[..common].join("/"), from.clone(), to.clone()));
            }
        }
    }
    let mut circles = Vec::new();
    for (folder, from, to) in &edges {
        // A path back from `to` to `from` in the same folder closes a circle.
        let mut seen = vec![to.clone()];
        let mut next = vec![to.clone()];
        while let Some(at) = next.pop() {
            for (f, a, b) in &edges {
                if f == folder && *a == at && !seen.contains(b) {
                    seen.push(b.clone());
                    next.push(b.clone());
                }
            }
        }
        if seen.contains(from) {
            circles.push(format!("ui/{folder}: {from} -> {to} -> ... -> {from}"));
        }
    }
    assert!(circles.is_empty(), "circles of imports:\n{}", circles.join("\n"));
}

/// The longest a function of the page may be, in lines from its `fn` to its closing brace.
const LONGEST_PAGE_FUNCTION: usize = 120;

#[test]
fn no_function_of_the_page_is_over_120_lines() {
    let mut files = Vec::new();
    rust_files(&Path::new(ROOT).join("src/ui/web"), &mut files);
    let mut long = Vec::new();
    for file in files {
        let text = fs::read_to_string(&file).expect("a source file");
        let lines: Vec<&str> = text.split("#[cfg(test)]").next().unwrap_or_default().lines().collect();
        for (i, line) in lines.iter().enumerate() {
            let trimmed = line.trim_start();
            let signature =
                ["fn ", "pub fn ", "pub(crate) fn ", "pub(super) fn "].iter().any(|s| trimmed.starts_with(s));
            if !signature || line.trim_end().ends_with(';') {
                continue;
            }
            // rustfmt closes a function's body at the indentation of its `fn`.
            let close = format!("{}}}", &line[..line.len() - trimmed.len()]);
            let end = lines[i..].iter().position(|l| l.trim_end() == close).map_or(lines.len() - i, |n| n + 1);
            if end > LONGEST_PAGE_FUNCTION {
                long.push(format!("{}:{} {} lines", shown(&file), i + 1, end));
            }
        }
    }
    assert!(long.is_empty(), "functions over {LONGEST_PAGE_FUNCTION} lines:\n{}", long.join("\n"));
}
