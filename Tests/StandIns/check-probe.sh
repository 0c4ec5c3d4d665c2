#!/usr/bin/env bash
# Builds the stand-ins into a temporary directory and type-checks the probes:
#   - Probe/Probe.swift must type-check.
#   - Probe/ActionDoesNotExportRx.swift must FAIL to type-check (Action does not
#     re-export RxSwift), and fail for that reason.
set -euo pipefail

HERE="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"

if [ -z "${SWIFTC:-}" ]; then
    if [ -x /opt/swift/usr/bin/swiftc ]; then
        SWIFTC=/opt/swift/usr/bin/swiftc
    else
        SWIFTC=swiftc
    fi
fi
export SWIFTC

DIR="$(mktemp -d "${TMPDIR:-/tmp}/standins.XXXXXX")"
trap 'rm -rf "$DIR"' EXIT

"$HERE/build.sh" "$DIR"

echo "check-probe.sh: type-checking Probe/Probe.swift"
"$SWIFTC" -typecheck -swift-version 5 -I "$DIR" "$HERE/Probe/Probe.swift"

echo "check-probe.sh: type-checking Probe/ActionDoesNotExportRx.swift (must fail)"
if "$SWIFTC" -typecheck -swift-version 5 -I "$DIR" "$HERE/Probe/ActionDoesNotExportRx.swift" \
    >"$DIR/negative.log" 2>&1; then
    echo "check-probe.sh: FAIL: ActionDoesNotExportRx.swift type-checked, so 'import Action' leaks RxSwift" >&2
    exit 1
fi
if ! grep -q "cannot find type 'Observable' in scope" "$DIR/negative.log"; then
    echo "check-probe.sh: FAIL: ActionDoesNotExportRx.swift failed for an unexpected reason:" >&2
    cat "$DIR/negative.log" >&2
    exit 1
fi
echo "check-probe.sh: negative probe failed as expected ('Observable' not visible through 'import Action')"

echo "check-probe.sh: OK"
