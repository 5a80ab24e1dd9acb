#!/usr/bin/env bash
# Regenerates docs/diagrams/<strategy>.svg: each strategy's sequence diagram of the default
# trace session, as the guides show them. A test fails when the checked-in files differ.
#   usage: scripts/diagrams.sh
set -euo pipefail
cd "$(dirname "$0")/.."
swift run mvvm-kit trace --svg docs/diagrams > /dev/null
