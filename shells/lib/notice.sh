# shellcheck shell=sh
# skillopt-sleep: the notice writer shared by every POSIX hook script (sourced, never executed).
#
# A notice tells the daemon "a session may have new material" and carries the harness's payload
# unchanged (the Codex turn JSON, which holds the prompts, only as its ids: _ss_turn_fields). It is written as .<name>.tmp and renamed to <name>.notice, so the daemon never reads
# a half-written one; name = <epoch-seconds>-<pid>-<random>. Format (parsed by skillsleep.daemon.spool):
#
#   skillopt-sleep-notice: 1
#   harness: <harness whose config holds this hook>
#   event: <event the config subscribed to>
#   time: <UTC, ISO 8601>
#   cwd: <folder the hook ran in>
#   [caller: / *-dir: / *-home: ...]  hints about who really called, from the environment
#   <empty line>
#   <raw payload bytes>
#
# Rules: no Python, no network, nothing that waits; every failure ends quietly, because the
# caller must return 0 whatever happens (daemon down, spool missing or unwritable, disk full).

_ss_nl='
'

# Print "KEY: VALUE" when VALUE is set and fits on one line (a header value cannot hold a newline).
_ss_header() {
    case $2 in
        '' | *"$_ss_nl"*) return 0 ;;
    esac
    printf '%s: %s\n' "$1" "$2"
}

# Headers that help the daemon tell which harness ran a hook file that several harnesses read,
# and where that harness keeps its logs when the user moved them.
_ss_env_headers() {
    if [ -n "${DEVIN_PROJECT_DIR-}" ]; then
        printf 'caller: devin\n'
    fi
    _ss_header devin-project-dir "${DEVIN_PROJECT_DIR-}" &&
        _ss_header claude-project-dir "${CLAUDE_PROJECT_DIR-}" &&
        _ss_header cursor-project-dir "${CURSOR_PROJECT_DIR-}" &&
        _ss_header claude-config-dir "${CLAUDE_CONFIG_DIR-}" &&
        _ss_header codex-home "${CODEX_HOME-}" &&
        _ss_header copilot-home "${COPILOT_HOME-}" &&
        _ss_header xdg-data-home "${XDG_DATA_HOME-}"
}

# The Codex turn JSON without its text: only the ids, the folder and the client, so no prompt
# or reply (with whatever keys it holds) waits in the spool in the clear. Sets _ss_fields.
# Inside a JSON string every quote is escaped, so `"key":"` only ever matches a real key.
_ss_turn_fields() {
    _ss_fields=
    [ -n "$1" ] || return 0
    for _ss_key in type thread-id turn-id cwd client; do
        _ss_v=${1#*\"$_ss_key\":\"}
        if [ "$_ss_v" = "$1" ]; then
            _ss_v=${1#*\"$_ss_key\": \"}
            [ "$_ss_v" = "$1" ] && continue
        fi
        _ss_v=${_ss_v%%\"*}
        case $_ss_v in
            *\\) continue ;;
        esac
        _ss_fields="$_ss_fields${_ss_fields:+,}\"$_ss_key\":\"$_ss_v\""
    done
    _ss_fields="{$_ss_fields}"
}

# Read and discard what the harness wrote to us, so it never meets a broken pipe.
_ss_drain() {
    if [ "$_ss_source" = stdin ]; then
        cat >/dev/null
    fi
    return 0
}

# skillsleep_notice HOOK EVENT SPOOL SOURCE [PAYLOAD]
#   HOOK    harness id whose config holds this hook (claude-code, codex, copilot, cursor, devin)
#   EVENT   the event the config subscribed to
#   SPOOL   the spool folder, absolute
#   SOURCE  "stdin" (payload = standard input) or "argv" (payload = PAYLOAD)
skillsleep_notice() {
    _ss_hook=$1
    _ss_event=$2
    _ss_spool=$3
    _ss_source=$4
    _ss_payload=${5-}
    umask 077
    # A terminal on standard input means someone ran the hook by hand, and a closed one that
    # the harness gave none: either way there is no payload to read.
    if [ "$_ss_source" = stdin ] && { [ -t 0 ] || ! { true 3<&0; } 2>/dev/null; }; then
        _ss_source=none
    fi
    case $_ss_event in
        '' | *[!A-Za-z0-9_.-]*) _ss_event=unknown ;;
    esac
    case $_ss_spool in
        /*) ;;
        *) _ss_drain; return 0 ;;
    esac
    if [ ! -d "$_ss_spool" ]; then
        mkdir -p "$_ss_spool" || { _ss_drain; return 0; }
    fi

    # One `date` gives the name's seconds, the header's time and (GNU, busybox) nanoseconds.
    set -f
    # shellcheck disable=SC2046
    set -- $(date -u '+%s %Y-%m-%dT%H:%M:%SZ %N')
    set +f
    _ss_epoch=${1:-0}
    _ss_time=${2-}
    _ss_rand=${3-}
    case $_ss_rand in
        '' | *[!0-9]*) _ss_rand= ;;
    esac
    _ss_rand=$_ss_rand${RANDOM-}
    case $_ss_epoch in
        *[!0-9]*) _ss_epoch=0 ;;
    esac
    _ss_name=$_ss_epoch-$$-${_ss_rand:-0}
    _ss_tmp=$_ss_spool/.$_ss_name.tmp

    # Claim the temporary name exclusively (noclobber): never write into another hook's file.
    set -C
    if ! { true; } >"$_ss_tmp"; then
        set +C
        _ss_drain
        return 0
    fi
    set +C

    if {
        printf 'skillopt-sleep-notice: 1\nharness: %s\nevent: %s\n' "$_ss_hook" "$_ss_event" &&
            _ss_header time "$_ss_time" &&
            _ss_header cwd "${PWD-}" &&
            _ss_env_headers &&
            printf '\n' &&
            case $_ss_source in
                stdin) cat ;;
                argv) printf '%s' "$_ss_payload" ;;
                *) true ;;
            esac
    } >>"$_ss_tmp"; then
        mv -f "$_ss_tmp" "$_ss_spool/$_ss_name.notice" || rm -f "$_ss_tmp"
    else
        # Disk full or the file vanished: leave no partial notice behind.
        rm -f "$_ss_tmp"
        _ss_drain
    fi
    return 0
}
