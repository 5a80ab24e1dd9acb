#!/usr/bin/env bash
# Lines of code of each strategy module: non-blank lines that are not comments (// or ///) nor
# trace reports (lines naming TraceRecorder, which every module has for `mvvm-kit trace`), the
# count docs/Comparison.md shows. The login screen's binding only: a module's Signup/ folder binds
# the sign-up screen, and is left out. Prints one `id module lines files` line per strategy.
#   usage: scripts/count-lines.sh
set -euo pipefail
cd "$(dirname "$0")/.."
for entry in direct:DirectBaseline notification-center:NotificationCenterBinding closures:ClosureBinding \
  reactive:ReactiveBinding observation:ObservationBinding async-stream:AsyncStreamBinding \
  notification-messages:NotificationMessagesBinding observations:ObservationsBinding; do
  id=${entry%%:*}
  module=${entry#*:}
  files=$(find "Sources/$module" -name '*.swift' -not -path '*/Signup/*' | sort)
  lines=$(cat $files | grep -v -E '^[[:space:]]*(//.*)?$' | grep -v -c 'TraceRecorder\.' | tr -d ' ')
  echo "$id $module $lines $(echo "$files" | wc -l | tr -d ' ')"
done
