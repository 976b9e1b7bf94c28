#!/bin/sh
# skillopt-sleep notifier for Codex (`notify` in $CODEX_HOME/config.toml).
#
# Configured as:  notify = ["<...>/skillopt-sleep-notify.sh", SPOOL_DIR, "--", [PROGRAM, ARGS...]]
# Codex appends the turn's JSON as the last argument, gives no stdin/stdout/stderr, does not wait
# and ignores the exit code. Codex accepts one notify program only, so a program the user had
# before installing (PROGRAM ARGS...) is kept after "--" and started here with the same JSON
# argument, exactly as Codex would have started it. The notice is written first; it keeps the
# turn's ids and folder only, never the prompts or the reply.
# Starts no Python, waits for nothing, exits 0 whatever happens.
exec 2>/dev/null
case $0 in
    */*) _ss_dir=${0%/*} ;;
    *) _ss_dir=. ;;
esac
_ss_spool=${1-}
[ $# -gt 0 ] && shift
[ "${1-}" = "--" ] && shift
# The payload is the last argument; what comes before it is the user's own notify program.
if [ $# -gt 0 ]; then
    eval "_ss_json=\${$#}"
else
    _ss_json=
fi
if [ -r "$_ss_dir/../lib/notice.sh" ] && . "$_ss_dir/../lib/notice.sh"; then
    _ss_turn_fields "$_ss_json"
    skillsleep_notice codex notify "$_ss_spool" argv "$_ss_fields"
fi
if [ $# -gt 1 ]; then
    "$@" </dev/null >/dev/null 2>&1 &
fi
exit 0
