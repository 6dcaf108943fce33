#!/usr/bin/env bash
# Runs one job of `make test` and adds "name seconds cpu-seconds status" to $IVY_TEST_TIMES: the wall
# clock says which job holds the end of the run, the processor time (every process the job started,
# Chromium and the databases included) says which one crowds the others on a two-core machine.
set -u
name="$1"
shift
start=$(date +%s)
"$@"
status=$?
# `times` is a builtin: redirected, it runs in this shell and so counts the job's processes (a pipe would
# run it in a fork, whose children's times start at zero).
cpu_file="$(mktemp)"
times > "$cpu_file"
cpu=$(awk 'NR == 2 { gsub(/[ms]/, " "); split($0, t, " "); printf "%d", t[1] * 60 + t[2] + t[3] * 60 + t[4] }' "$cpu_file")
rm -f "$cpu_file"
echo "$name $(($(date +%s) - start)) $cpu $status" >> "${IVY_TEST_TIMES:-/dev/null}"
exit "$status"
