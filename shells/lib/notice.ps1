# skillopt-sleep: the notice writer shared by every PowerShell hook script (dot-sourced).
#
# Same contract as notice.sh: write .<name>.tmp in the spool folder, rename it to <name>.notice,
# name = <epoch-seconds>-<pid>-<random>; header lines "key: value", one empty line, then the
# payload bytes exactly as received (stdin is copied as raw bytes, so a BOM stays for the parser).
# Every failure ends quietly: the caller exits 0 whatever happens.

function Get-SkillsleepHeaderLine([string]$Key, [string]$Value) {
    if ([string]::IsNullOrEmpty($Value) -or $Value.Contains("`n")) { return '' }
    return "${Key}: $Value`n"
}

function Write-SkillsleepNotice {
    param(
        [string]$Hook,
        [string]$EventName,
        [string]$Spool,
        [string]$Source,
        [string]$Payload = ''
    )
    $tmp = $null
    $stdin = $null
    if ($Source -eq 'stdin' -and -not [Console]::IsInputRedirected) { $Source = 'none' }
    try {
        if ($EventName -notmatch '^[A-Za-z0-9_.-]+$') { $EventName = 'unknown' }
        if ([string]::IsNullOrEmpty($Spool) -or -not [IO.Path]::IsPathRooted($Spool)) {
            throw 'no spool folder'
        }
        [void][IO.Directory]::CreateDirectory($Spool)
        $now = [DateTimeOffset]::UtcNow
        $epoch = $now.ToUnixTimeSeconds()
        $rand = [Guid]::NewGuid().ToString('N').Substring(0, 12)
        $name = "$epoch-$PID-$rand"
        $tmp = Join-Path $Spool ".$name.tmp"
        $time = $now.UtcDateTime.ToString("yyyy-MM-dd'T'HH:mm:ss'Z'",
            [Globalization.CultureInfo]::InvariantCulture)
        $header = "skillopt-sleep-notice: 1`nharness: $Hook`nevent: $EventName`n"
        $header += Get-SkillsleepHeaderLine 'time' $time
        $header += Get-SkillsleepHeaderLine 'cwd' ([Environment]::CurrentDirectory)
        if ($env:DEVIN_PROJECT_DIR) { $header += "caller: devin`n" }
        $header += Get-SkillsleepHeaderLine 'devin-project-dir' $env:DEVIN_PROJECT_DIR
        $header += Get-SkillsleepHeaderLine 'claude-project-dir' $env:CLAUDE_PROJECT_DIR
        $header += Get-SkillsleepHeaderLine 'cursor-project-dir' $env:CURSOR_PROJECT_DIR
        $header += Get-SkillsleepHeaderLine 'claude-config-dir' $env:CLAUDE_CONFIG_DIR
        $header += Get-SkillsleepHeaderLine 'codex-home' $env:CODEX_HOME
        $header += Get-SkillsleepHeaderLine 'copilot-home' $env:COPILOT_HOME
        $header += Get-SkillsleepHeaderLine 'xdg-data-home' $env:XDG_DATA_HOME
        $header += "`n"
        $utf8 = New-Object System.Text.UTF8Encoding($false)
        # CreateNew: never write into another hook's file.
        $stream = [IO.File]::Open($tmp, [IO.FileMode]::CreateNew, [IO.FileAccess]::Write,
            [IO.FileShare]::None)
        try {
            $bytes = $utf8.GetBytes($header)
            $stream.Write($bytes, 0, $bytes.Length)
            if ($Source -eq 'stdin') {
                $stdin = [Console]::OpenStandardInput()
                $stdin.CopyTo($stream)
            } elseif ($Source -eq 'argv') {
                $bytes = $utf8.GetBytes($Payload)
                $stream.Write($bytes, 0, $bytes.Length)
            }
            $stream.Flush()
        } finally {
            $stream.Dispose()
        }
        [IO.File]::Move($tmp, (Join-Path $Spool "$name.notice"))
        $tmp = $null
    } catch {
        # Disk full, no spool, no rights: leave no partial file and drain what the harness sent.
        try { if ($tmp) { [IO.File]::Delete($tmp) } } catch { }
        try {
            if ($Source -eq 'stdin') {
                if (-not $stdin) { $stdin = [Console]::OpenStandardInput() }
                $stdin.CopyTo([IO.Stream]::Null)
            }
        } catch { }
    }
}

# The Codex turn JSON without its text: only the ids, the folder and the client, so no prompt or
# reply waits in the spool in the clear. Inside a JSON string every quote is escaped, so the
# pattern only ever matches a real key.
function Get-SkillsleepTurnFields([string]$Json) {
    if ([string]::IsNullOrEmpty($Json)) { return '' }
    $kept = @()
    foreach ($key in 'type', 'thread-id', 'turn-id', 'cwd', 'client') {
        $m = [regex]::Match($Json, '"' + [regex]::Escape($key) + '"\s*:\s*"((?:[^"\\]|\\.)*)"')
        if ($m.Success) { $kept += '"' + $key + '":"' + $m.Groups[1].Value + '"' }
    }
    return '{' + ($kept -join ',') + '}'
}

# Quote one argument for a Windows command line (the rules CommandLineToArgvW undoes).
function ConvertTo-SkillsleepArgument([string]$Value) {
    if ($Value -ne '' -and $Value -notmatch '[\s"]') { return $Value }
    $quoted = [regex]::Replace($Value, '(\\*)"', '$1$1\"')
    $quoted = [regex]::Replace($quoted, '(\\+)$', '$1$1')
    return '"' + $quoted + '"'
}
