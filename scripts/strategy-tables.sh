#!/usr/bin/env bash
# Writes the table of strategies into README.md and README.ja.md, and the contract's into
# docs/Contract.md and docs/ja/Contract.md, between the `<!-- strategies -->` and
# `<!-- /strategies -->` marks, from each strategy's registration (`mvvm-kit list --markdown`,
# `--table contract` for the contract's); then refreshes both READMEs' sample of the tour from
# what `mvvm-kit` prints (scripts/tour-sample.py), so its legend and marks name every strategy.
# Tests fail when a README's or the contract's table, or a README's sample, differs from them.
#   usage: scripts/strategy-tables.sh
set -euo pipefail
cd "$(dirname "$0")/.."
swift build --product mvvm-kit > /dev/null
kit="$(swift build --show-bin-path)/mvvm-kit"
for entry in README.md:en:readme README.ja.md:ja:readme docs/Contract.md:en:contract \
  docs/ja/Contract.md:ja:contract; do
  IFS=: read -r file language kind <<< "$entry"
  table=$("$kit" list --markdown --table "$kind" --lang "$language")
  TABLE="$table" awk '
    /^<!-- strategies -->$/ { print; print ENVIRON["TABLE"]; skipping = 1; next }
    /^<!-- \/strategies -->$/ { skipping = 0 }
    !skipping { print }
  ' "$file" > "$file.new"
  mv "$file.new" "$file"
done
"$kit" 2> /dev/null | python3 scripts/tour-sample.py README.md README.ja.md
