#!/bin/sh
# skillopt-sleep hook for Claude Code (~/.claude/settings.json, event SessionEnd).
#
# Configured as:  skillopt-sleep-hook.sh EVENT SPOOL_DIR
# Claude Code runs the command through a shell and writes the event's JSON to standard input.
# It drops one notice into SPOOL_DIR for the skillopt-sleep daemon and exits 0 at once, whatever
# happens: it starts no Python, waits for nothing and prints nothing.
exec 2>/dev/null
case $0 in
    */*) _ss_dir=${0%/*} ;;
    *) _ss_dir=. ;;
esac
if [ -r "$_ss_dir/../lib/notice.sh" ] && . "$_ss_dir/../lib/notice.sh"; then
    skillsleep_notice claude-code "${1-}" "${2-}" stdin
elif [ ! -t 0 ]; then
    cat >/dev/null
fi
exit 0
