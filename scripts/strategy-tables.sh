#!/usr/bin/env bash
# Writes the table of strategies into README.md and README.ja.md, between the
# `<!-- strategies -->` and `<!-- /strategies -->` marks, from each strategy's registration
# (`mvvm-kit list --markdown`); then refreshes both READMEs' sample of the tour from what
# `mvvm-kit` prints (scripts/tour-sample.py), so its legend and marks name every strategy.
# Tests fail when a README's table or sample differs from them.
#   usage: scripts/strategy-tables.sh
set -euo pipefail
cd "$(dirname "$0")/.."
swift build --product mvvm-kit > /dev/null
kit="$(swift build --show-bin-path)/mvvm-kit"
for entry in README.md:en README.ja.md:ja; do
  file=${entry%%:*}
  table=$("$kit" list --markdown --lang "${entry#*:}")
  TABLE="$table" awk '
    /^<!-- strategies -->$/ { print; print ENVIRON["TABLE"]; skipping = 1; next }
    /^<!-- \/strategies -->$/ { skipping = 0 }
    !skipping { print }
  ' "$file" > "$file.new"
  mv "$file.new" "$file"
done
"$kit" 2> /dev/null | python3 scripts/tour-sample.py README.md README.ja.md
