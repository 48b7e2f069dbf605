# Reads `swift test` output (Swift Testing's human-readable lines) and prints the line `make test` ends
# with: "make test: N passed, N failed, N skipped (why)". Counts tests, as Swift Testing names them (a
# parameterized test with its cases is one). Used by the Makefile's test target; `status` is the exit
# status of `swift test`, passed with -v.
#   ✔ Test "name" passed after 0.1 seconds.
#   ✔ Test "name" with 5 test cases passed after 0.1 seconds.
#   ✘ Test "name" failed after 0.1 seconds with 1 issue.
#   ➜ Test "name" skipped: "reason"
/^[^ ]+ Test run with / { next }
/^[^ ]+ Test .* passed after [0-9.]+ seconds/ { passed++; next }
/^[^ ]+ Test .* failed after [0-9.]+ seconds/ { failed++; next }
/ started\.$/ { next }
/^[^ ]+ Test .* skipped(: .*)?\.?$/ {
    skipped++
    reason = $0
    if (sub(/.* skipped: /, "", reason)) {
        gsub(/^"|"\.?$/, "", reason)
        sub(/:.*/, "", reason)          # "../shared/cases is absent: shared cases skipped" -> "../shared/cases is absent"
    } else {
        reason = "no reason given"
    }
    if (!(reason in reasons)) order[++kinds] = reason
    reasons[reason]++
    next
}
END {
    why = ""
    for (i = 1; i <= kinds; i++) why = why (i > 1 ? "; " : "") reasons[order[i]] " " order[i]
    line = sprintf("make test: %d passed, %d failed, %d skipped", passed, failed, skipped)
    if (skipped > 0) line = line " (" why ")"
    if (status != 0 && failed == 0) line = line sprintf("; swift test exited %d", status)
    print line
}
