/// The kit's version, printed by `--version` and recorded in CHANGELOG.md.
let kitVersion = "0.1.0"
