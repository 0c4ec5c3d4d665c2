#!/usr/bin/env bash
# Builds the API stand-in modules into OUTDIR.
#
#   Tests/StandIns/build.sh OUTDIR              # OUTDIR/<Module>.swiftmodule only, no object code
#   Tests/StandIns/build.sh --linkable OUTDIR   # also OUTDIR/lib<Module>.a, to link and run
#
# With --linkable an executable can be built with
#   swiftc main.swift -I OUTDIR -L OUTDIR -lAction -lRxCocoa -lSafariServices -lUIKit -lRxRelay -lRxSwift
#
# Order matters: each module is compiled against the ones before it (-I OUTDIR).
#   RxSwift -> RxRelay -> UIKit -> SafariServices -> RxCocoa -> Action -> RxTest -> RxFlow
# Set SWIFTC to override the compiler (default: /opt/swift/usr/bin/swiftc if present,
# otherwise `swiftc` from PATH).
set -euo pipefail

LINKABLE=0
if [ "${1:-}" = "--linkable" ]; then
    LINKABLE=1
    shift
fi
if [ $# -ne 1 ]; then
    echo "usage: $0 [--linkable] OUTDIR" >&2
    exit 2
fi

HERE="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
OUT="$1"
mkdir -p "$OUT"
OUT="$(cd "$OUT" && pwd)"

if [ -z "${SWIFTC:-}" ]; then
    if [ -x /opt/swift/usr/bin/swiftc ]; then
        SWIFTC=/opt/swift/usr/bin/swiftc
    else
        SWIFTC=swiftc
    fi
fi

build_module() {
    local module="$1"
    shopt -s nullglob
    local files=("$HERE/$module"/*.swift)
    shopt -u nullglob
    if [ ${#files[@]} -eq 0 ]; then
        echo "build.sh: no sources for $module" >&2
        exit 1
    fi
    echo "build.sh: $module (${#files[@]} files)"
    if [ "$LINKABLE" -eq 1 ]; then
        "$SWIFTC" -emit-library -static -parse-as-library -swift-version 5 \
            -module-name "$module" \
            -emit-module -emit-module-path "$OUT/$module.swiftmodule" \
            -I "$OUT" -L "$OUT" \
            "${files[@]}" \
            -o "$OUT/lib$module.a"
    else
        "$SWIFTC" -emit-module -parse-as-library -swift-version 5 \
            -module-name "$module" \
            -emit-module-path "$OUT/$module.swiftmodule" \
            -I "$OUT" \
            "${files[@]}"
    fi
}

for module in RxSwift RxRelay UIKit SafariServices RxCocoa Action RxTest RxFlow; do
    build_module "$module"
done

echo "build.sh: modules written to $OUT"
