#!/usr/bin/env bash
# Fails when dist/ differs from a fresh bundle of src/ (and says how to fix it).
# The fresh bundle is built exactly as `npm run build` builds dist/ (scripts/build.ts),
# build-stamp.json included: the stamp `npm test` trusts is checked with the rest.
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
echo "dist/ matches a fresh bundle of src/"
