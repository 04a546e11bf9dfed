#!/usr/bin/env bash
# Runs a command (a test run) with TMPDIR set to a new folder of its own, and removes that folder when
# the command ends, however it ends. The tests make their documents, stores, pictures and fixtures
# under FileManager's temporaryDirectory (which follows TMPDIR) and many leave them there: a day of
# test runs left thousands of folders in /tmp. The command's exit status is kept.
set -uo pipefail
folder="$(mktemp -d "${TMPDIR:-/tmp}/finch-tests.XXXXXX")" || exit 1
# A test's read-only folder (the save-failure tests make some) must not keep its files there.
trap 'chmod -R u+w "$folder" 2>/dev/null; rm -rf "$folder"' EXIT
TMPDIR="$folder" "$@"
