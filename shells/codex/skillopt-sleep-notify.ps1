# skillopt-sleep notifier for Codex on Windows (`notify` in %USERPROFILE%\.codex\config.toml).
#
# Configured as:  notify = ["powershell.exe", ..., "-File", "<...>\skillopt-sleep-notify.ps1",
#                           SPOOL_DIR, "--", [PROGRAM, ARGS...]]
# Codex appends the turn's JSON as the last argument and does not wait. A notify program the user
# had before (PROGRAM ARGS...) is started after the notice, with the same JSON argument. The
# notice keeps the turn's ids and folder only, never the prompts or the reply.
$all = @($args)
$spool = ''
$rest = @()
if ($all.Count -gt 0) { $spool = [string]$all[0] }
if ($all.Count -gt 1) { $rest = @($all[1..($all.Count - 1)]) }
if ($rest.Count -gt 0 -and $rest[0] -eq '--') {
    if ($rest.Count -gt 1) { $rest = @($rest[1..($rest.Count - 1)]) } else { $rest = @() }
}
$json = ''
if ($rest.Count -gt 0) { $json = [string]$rest[-1] }
try {
    . (Join-Path $PSScriptRoot '..\lib\notice.ps1')
    $fields = Get-SkillsleepTurnFields $json
    Write-SkillsleepNotice -Hook 'codex' -EventName 'notify' -Spool $spool -Source 'argv' -Payload $fields
    if ($rest.Count -gt 1) {
        $info = New-Object System.Diagnostics.ProcessStartInfo
        $info.FileName = [string]$rest[0]
        $info.Arguments = (@($rest[1..($rest.Count - 1)]) | ForEach-Object {
            ConvertTo-SkillsleepArgument ([string]$_) }) -join ' '
        $info.UseShellExecute = $false
        $info.CreateNoWindow = $true
        [void][Diagnostics.Process]::Start($info)
    }
} catch { }
exit 0
