/// What `navls --pick` hands to the shell: a file (Enter on one), or with `--dirs` a folder;
/// in both, `.` picks the folder shown. navls then runs inline, under the prompt, and prints the
/// path it ends with: `cd "$(navls --pick --dirs)"`, `vi "$(navls --pick)"`.
enum Picking {
    /// navls browses; nothing is picked (no `--pick`).
    case nothing
    /// Enter on a file picks it, Enter on a folder opens it.
    case file
    /// Enter opens folders; only a folder is picked (`.`).
    case folder
}
