#!/usr/bin/env bash
# Lines of code of each strategy, as docs/Comparison.md shows them: non-blank lines that are not
# comments (// or ///) nor trace reports (lines naming BindingHooks, the neutral hook every
# module reports to for `mvvm-kit trace`). Two counts, so unlike things are not compared:
#   binding  the login screen's view model and screen (the module's Login/ folder; `observations`
#            reuses `observation`'s view model, which it counts too);
#   support  what the style needs beside them: the module's own helpers (not its registration,
#            BindingStrategy+…, nor Instrumentation.swift, what the kit's instruments read);
#            for `reactive` the whole ReactiveStream library, for `observations` also the
#            update cycle of the view model it reuses.
# Sign-up (each module's Signup/ folder) is left out. Prints `id module binding support` lines.
#   usage: scripts/count-lines.sh [LIST]   (LIST: the output of `mvvm-kit list --json`)
set -euo pipefail
cd "$(dirname "$0")/.."

count() {
  if [ $# -eq 0 ]; then echo 0; return; fi
  cat "$@" | grep -v -E '^[[:space:]]*(//.*)?$' | grep -v -c 'BindingHooks\.' | tr -d ' '
}

# The strategies as the kit lists them (`mvvm-kit list --json`): direct, then the registry's order,
# each with its module, so a new strategy is counted without touching this script. A caller that
# already has that list (a test, in-process) passes its file; otherwise the kit is built and asked.
if [ $# -ge 1 ]; then
  list=$(cat "$1")
else
  swift build --product mvvm-kit > /dev/null
  list=$("$(swift build --show-bin-path)/mvvm-kit" list --json)
fi
entries=$(LIST="$list" python3 -c '
import json, os
for record in json.loads(os.environ["LIST"]):
    print(record["id"] + ":" + record["module"])
')

for entry in $entries; do
  id=${entry%%:*}
  module=${entry#*:}
  binding=$(find "Sources/$module/Login" -name '*.swift' | sort)
  support=$(find "Sources/$module" -name '*.swift' -not -path '*/Login/*' -not -path '*/Signup/*' \
    -not -name 'BindingStrategy+*' -not -name 'Instrumentation.swift' | sort)
  case $id in
    reactive) support="$support $(find Sources/ReactiveStream -name '*.swift' | sort)" ;;
    observations)
      binding="$binding Sources/ObservationBinding/Login/ObservationLoginViewModel.swift"
      support="$support Sources/ObservationBinding/UpdateCycle.swift" ;;
  esac
  # shellcheck disable=SC2086 # word splitting of the file lists is intended
  echo "$id $module $(count $binding) $(count $support)"
done
