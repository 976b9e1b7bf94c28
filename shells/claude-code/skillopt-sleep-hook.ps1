# skillopt-sleep hook for Claude Code (Windows).
#
# Configured as:  powershell -NoProfile -ExecutionPolicy Bypass -File skillopt-sleep-hook.ps1 EVENT SPOOL_DIR
# The harness writes the event's JSON to standard input. The hook drops one notice into SPOOL_DIR
# for the skillopt-sleep daemon and exits 0 at once, whatever happens; it prints nothing.
param([string]$HookEvent = '', [string]$Spool = '')
try {
    . (Join-Path $PSScriptRoot '..\lib\notice.ps1')
    Write-SkillsleepNotice -Hook 'claude-code' -EventName $HookEvent -Spool $Spool -Source 'stdin'
} catch { }
exit 0
