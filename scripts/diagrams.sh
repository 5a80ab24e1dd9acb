#!/usr/bin/env bash
# Regenerates docs/diagrams/<strategy>.svg — each strategy's sequence diagram of the default
# trace session, as the guides show them — and docs/diagrams/one-edit-every-style.svg, the
# session's first edit in every strategy side by side — and docs/diagrams/which-style.svg, the
# decision chart, its costs read from docs/benchmarks/results.json. A test fails when the
# checked-in files differ.
#   usage: scripts/diagrams.sh
set -euo pipefail
cd "$(dirname "$0")/.."
swift run mvvm-kit trace --svg docs/diagrams > /dev/null
DIAGRAMS=write swift test --filter DecisionChartTests > /dev/null
