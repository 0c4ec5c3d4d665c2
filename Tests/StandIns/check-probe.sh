#!/usr/bin/env bash
# Builds the stand-ins into a temporary directory and type-checks the probes:
#   - Probe/Probe.swift must type-check.
#   - Probe/ActionDoesNotExportRx.swift must FAIL to type-check (Action does not
#     re-export RxSwift), and fail for that reason.
#   - Probe/TransformScene/App must compile as module App, and Probe/TransformScene/Tests
#     against it.
#   - Probe/TransformScene/Rejected must FAIL, with one error for each `_ = ` statement.
# ScaffoldReferenceTests (StandInTransformProbeTests) checks TransformScene in Swift 5 and 6
# and compares the rejected file's errors one by one.
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

TRANSFORM="$HERE/Probe/TransformScene"
echo "check-probe.sh: compiling Probe/TransformScene/App, then Probe/TransformScene/Tests against it"
"$SWIFTC" -emit-module -parse-as-library -enable-testing -swift-version 5 -module-name App \
    -emit-module-path "$DIR/App.swiftmodule" -I "$DIR" "$TRANSFORM"/App/*.swift
"$SWIFTC" -typecheck -swift-version 5 -I "$DIR" "$TRANSFORM"/Tests/*.swift

echo "check-probe.sh: type-checking Probe/TransformScene/Rejected (must fail)"
if "$SWIFTC" -typecheck -swift-version 5 -I "$DIR" "$TRANSFORM"/Rejected/*.swift >"$DIR/rejected.log" 2>&1; then
    echo "check-probe.sh: FAIL: Rejected/*.swift type-checked, so a stand-in offers a call RxCocoa does not" >&2
    exit 1
fi
expected="$(cat "$TRANSFORM"/Rejected/*.swift | grep -c '^    _ = ')"
actual="$(grep -c ': error: ' "$DIR/rejected.log")"
if [ "$actual" != "$expected" ]; then
    echo "check-probe.sh: FAIL: Rejected/*.swift has $expected misuses but $actual errors:" >&2
    cat "$DIR/rejected.log" >&2
    exit 1
fi
echo "check-probe.sh: negative probe failed as expected ($actual errors, one per misuse)"

echo "check-probe.sh: OK"
