#!/usr/bin/env bash
# Fails when dist/ differs from a fresh bundle of src/ (and says how to fix it).
# The fresh bundle is built exactly as `npm run build` builds dist/ (scripts/build.ts).
set -euo pipefail
cd "$(dirname "$0")/.."
fresh="$(mktemp -d)"
trap 'rm -rf "$fresh"' EXIT
npx tsx scripts/build.ts "$fresh" >/dev/null
if ! diff -r -q dist "$fresh" >/dev/null; then
  echo "dist/ is not a fresh bundle of src/: run 'npm run build' and commit dist/." >&2
  diff -r -q dist "$fresh" >&2 || true
  exit 1
fi
# dist/ is now known to be the bundle of these sources: npm test need not bundle again.
npx tsx scripts/record-build.ts
echo "dist/ matches a fresh bundle of src/"
