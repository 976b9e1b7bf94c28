"""Whose words these are, across Claude Code, Codex and the Copilot CLI: the eleventh batch, at
first sight.

A first-sight batch taken from sixteen whole sessions of eight people on eight repositories: a
Nuxt app in Vue with Claude Code, a geometry library in C++ with CMake with Codex, a servant
service in Haskell with the Copilot CLI, Ansible playbooks with Claude Code, a Godot game in
GDScript with Codex, an R package with Claude Code, a Deno service with the Copilot CLI and a
SvelteKit app with Codex. Written with the reading each message should get before the reader was
changed for them. Most of the "always", "never", "use" and "should" of the batch are not the
people's rules: the programs' own advice in what is pasted (Nuxt's "was called outside of a
plugin", CMake's "Use the cmake_policy command to set the policy", ctest's "Use
\"--rerun-failed --output-on-failure\" to re-run", hlint's "Perhaps:", Ansible's "Consider using
the file module", R CMD check's "Consider adding importFrom", Deno's lint "hint: Use a specific
type other than `any`", svelte-check and vite with theirs), a colleague's review, a reviewer's
nit and a lead's chat message, each applied once or put off, an on-call runbook and the engine's
docs with their own imperatives; questions ("should handlers always be idempotent"), what a suite
does now, a hypothetical, idioms, sarcasm with no word to mark it, a list of three asks whose
last is a rule no check reads. Among them, the people's own rules of code and process: bans with
the rule's reach ("in library code", "in new components", "in any role", "inside `R/`, ever"),
two names banned one or the other ("never `head` or `tail`"), the name a banned one is now
("never `yield`, it's `await` now"), commands at their moment, chained ("`pnpm check && pnpm
test:unit` before you say done") or done with ("always build with `cmake --build ...` before you
push"), often after a yes to the agent's proposal in a sentence of its own ("yes. and never
..."); each said again in the second session ("I told you that last week", "we went through this
last week", "same as last time").

Measured on the sixteen sessions before the reader was changed for them: 1 read right; a wrong
lesson in 2 (Deno's lint finding pasted under its rule's name in brackets, "(no-explicit-any)
`any` type is not allowed", read as the person's: `any` banned, standing; "always use fully
qualified module names, like `ansible.builtin.copy`, not `copy`", an example of a kind, standing
as a use of `ansible.builtin.copy` in every change), wrong checks of the work at hand in 3
(CMake's notice pasted, read as asks to add `cmake_policy` and run `cmake --help-policy`;
ctest's advice, read as an ask to add its flags, its list indented by a tab and spaces not
known as a paste; "run `devtools::check()` ..., not just `devtools::test()`" read as a run of
"test", a check named inside code), and misses only in 10 more. After: 5 read right, with no
wrong lesson or wrong check left; what the rest miss is in `KNOWN_MISSES`. Here, by message:
rules 5/25, nothing 19/22, one-offs 13/13, look-alikes 15/15 before; rules 12/25, nothing 22/22,
one-offs 13/13, look-alikes 15/15 after. No expectation was changed after the run.

Variants of the same kinds, written after the batch from how people say such things, are below,
each with its tests: a finding under its linter rule's name in brackets, a build tool's notice at
a line of a file, a build's progress, a list indented by a tab and spaces, all pasted, and a
person's own "(side note)"; a name that only shows one of a kind asked for in words ("like",
"e.g.", "such as"), which is no name to use, while a ban of the kind bans each one shown; names
banned one or the other, each banned, and not a pair ("together") or a name with a verb before
it; each command of a chain asked for at its moment, a build tool of another ecosystem known as
typed with its task (`cabal`, `stack`, `cmake`), a kind of work done with a command at its
moment, "from now on" after a command at its moment, and no check named inside code; a ban in a
message a sentence of which only says it was said in earlier work, and not what was checked,
said of one file, or a change asked again ("add `archived_at` to orders, I told you yesterday",
once read as a standing rule); what a banned name is now, the name to use; a yes, then a rule in
a sentence of its own, both read, and not a rule added to a yes in its own sentence.

The cases the reader still gets wrong are listed in `KNOWN_MISSES` by name and checked to stay
wrong, so the batch's figure is the real one.
"""

from __future__ import annotations

from datetime import UTC, datetime

import pytest

from helpers.judged import (
    ADDS,
    AVOIDS,
    EDITS,
    FILES,
    NOT_RUN,
    RUNS,
    Judged,
    judged,
)
from helpers.mined import forgotten  # noqa: F401  (each test starts with nothing remembered)
from helpers.rounds import batch_tests, standing_left

# Messages with what they paste, and the agent's messages some of them answer, as they were
# typed and shown (an agent's message on one line, as the harvest keeps it).

# harborfront: a Nuxt 3 app in Vue, with Claude Code.
_NUXT_TYPECHECK = (
    "pnpm nuxi typecheck\n\npages/orders/[id].vue:31:9 - error TS2339: Property 'total' does "
    "not exist on type 'Ref<Order | null>'.\n\n31   const sum = order.total * 1.2\n           "
    "~~~~~\n\n[Vue warn]: Extraneous non-props attributes (class) were passed to component but "
    "could not be automatically inherited because component renders fragment or text root "
    "nodes.\n  at <OrderTable orders=[] class=\"mt-4\" >\n[nuxt] [request error] [unhandled] "
    "[500] [nuxt] A composable that requires access to the Nuxt instance was called outside of "
    "a plugin, Nuxt hook, Nuxt middleware, or Vue setup function. This is probably not a Nuxt "
    "bug. Find out more at `https://nuxt.com/docs/guide/concepts/auto-imports#vue-and-nuxt-"
    "composables`.\n\nFound 1 error in pages/orders/[id].vue:31\n\nfix the typecheck and "
    "whatever that 500 is")
_NUXT_REPLY = (
    "`order` is a `Ref`, so the total is `order.value.total`; fixed. The 500 came from "
    "`useFetch` being called inside `onMounted` in the same page, which runs outside the setup "
    "context; I moved it to the top of `<script setup>`. `components/OrderTable.vue` still uses "
    "the Options API with `this.$fetch`; want me to convert it to `<script setup>`?")
_FETCH_RULE = (
    "yes, convert it. and never call `$fetch` directly in components, always go through the "
    "`useApi` composable, it adds the auth header and the retries")
_REVIEW_PINIA = (
    "from Tomás's review on the cart PR:\n\n> `stores/cart.ts`: we always use setup stores in "
    "Pinia, not option stores. Please never mutate `state` from a component either, use an "
    "action.\n\nhe has a point on the second one but not in this PR. just rename `cartTotal` to "
    "`subtotal` in that store and leave the rest")
_NITRO_LOG = (
    "prod logs from last night:\n\n[nitro] [unhandledRejection] FetchError: [GET] "
    "\"https://api.internal/orders?page=2\": 503 Service Unavailable\n    at async $fetch "
    "(/app/.output/server/chunks/nitro/node-server.mjs:4411:15)\n    at async Object.handler "
    "(/app/.output/server/chunks/routes/api/orders.get.mjs:12:18)\n WARN  [nuxt] Hydration "
    "completed but contains mismatches.\n\nthe orders page 500s on refresh, only in the prod "
    "build. start with `server/api/orders.get.ts`")
_NITRO_REPLY = (
    "`server/api/orders.get.ts` calls the upstream with no timeout and rethrows the 503 as an "
    "unhandled rejection. It now sets `timeout: 5000` and maps upstream errors to a 502 with "
    "`createError`. The hydration warning was a `Date.now()` in the template; it is in "
    "`onMounted` now.")
_FETCH_AGAIN = (
    "ok. and again, no `$fetch` in components, `OrderFilters.vue` calls it directly. I told "
    "you that last week")
_PAGE_META_Q = (
    "do we always need `definePageMeta` on every page, or only on the ones that use a "
    "middleware?")
_NUXT_CONFIG_ONE_OFF = (
    "in `nuxt.config.ts` turn off ssr for `/admin/**` with a route rule, nothing else in that "
    "file")
_TYPECHECK_RULE = (
    "from now on run `pnpm nuxi typecheck` before you tell me something is done. the 500 "
    "yesterday would have shown up there")

# tessera: a geometry library in C++ with CMake, with Codex.
_CMAKE_BUILD = (
    "CMake Warning (dev) at CMakeLists.txt:14 (find_package):\n  Policy CMP0167 is not set: The "
    "FindBoost module is removed.  Run \"cmake --help-policy CMP0167\" for policy details.  Use "
    "the cmake_policy command to set the policy and suppress this warning.\nThis warning is for "
    "project developers.  Use -Wno-dev to suppress it.\n\n[ 42%] Building CXX object "
    "src/CMakeFiles/tessera.dir/mesh/halfedge.cpp.o\n/home/wojtek/src/tessera/src/mesh/"
    "halfedge.cpp:212:18: error: use of deleted function 'std::unique_ptr<_Tp, _Dp>::"
    "unique_ptr(const std::unique_ptr<_Tp, _Dp>&) [with _Tp = tessera::Face]'\n  212 |     "
    "auto copy = mesh;\n      |                  ^~~~\n/usr/include/c++/13/bits/unique_ptr.h:522:"
    "7: note: declared here\n  522 |       unique_ptr(const unique_ptr&) = delete;\n      |       "
    "^~~~~~~~~~\ngmake[2]: *** [src/CMakeFiles/tessera.dir/build.make:132: src/CMakeFiles/"
    "tessera.dir/mesh/halfedge.cpp.o] Error 1\n\nmain doesn't build since the mesh refactor")
_CMAKE_REPLY = (
    "`simplify()` took the `HalfEdgeMesh` by value, which copies the `unique_ptr<Face>` "
    "members; it takes a `const&` now and the library builds. The same file allocates the "
    "`Vertex` arrays with raw `new[]` and frees them in the destructor. Want me to switch those "
    "to `std::vector`?")
_NEW_RULE = (
    "yes. and in this repo never use raw `new` or `delete` in library code, use "
    "`std::make_unique` or a container. the tests can do whatever they want")
_CLANG_TIDY = (
    "clang-tidy on the io folder:\n\n/home/wojtek/src/tessera/src/io/obj_reader.cpp:88:5: "
    "warning: use auto when initializing with a cast to avoid duplicating the type name "
    "[modernize-use-auto]\n   88 |     const int n = static_cast<int>(tokens.size());\n      |     "
    "^~~~~~~~~\n      |     auto\n/home/wojtek/src/tessera/src/io/ply_reader.cpp:140:7: "
    "warning: do not use 'else' after 'return' [readability-else-after-return]\n\n2 warnings "
    "generated.\n\nfix only the one in `src/io/obj_reader.cpp`, the ply reader is being "
    "rewritten")
_CHECK_TARGET_RULE = (
    "also, always build with `cmake --build build --target check` before you push. the "
    "sanitizer job in CI takes 40 minutes and I'd rather it fail here")
_WERROR_Q = (
    "is it worth turning on `-Werror` for gcc 13, or will it always break the build when a new "
    "compiler comes out?")
_NEW_AGAIN = (
    "`obj_reader.cpp` has a raw `new` in `parse_faces` again. no raw `new` in library code, "
    "same as last time")
_CAST_SARCASM = (
    "sure, let's just `reinterpret_cast` the byte buffer to `float*`, alignment is a myth "
    "anyway. copy it out with `std::memcpy`")
_CTEST = (
    "ctest --test-dir build\n...\n 7/12 Test  #7: mesh_boolean_test ................***Failed  "
    "  0.41 sec\n\n92% tests passed, 1 tests failed out of 12\n\nThe following tests FAILED:\n\t  "
    "7 - mesh_boolean_test (Failed)\nErrors while running CTest\nOutput from these tests are in: "
    "/home/wojtek/src/tessera/build/Testing/Temporary/LastTest.log\nUse \"--rerun-failed "
    "--output-on-failure\" to re-run the failed cases verbosely.\n\nwhy does 7 only fail on the "
    "CI runner?")

# ledgerline: a servant service in Haskell, with the Copilot CLI.
_GHC = (
    "cabal build\n\nsrc/Ledger/Api.hs:47:15: error: [GHC-83865]\n    • Couldn't match type "
    "‘Text’ with ‘ByteString’\n      Expected: ByteString\n        Actual: Text\n    • In the "
    "first argument of ‘decodeUtf8’, namely ‘body’\n      In the expression: decodeUtf8 body\n"
    "   |\n47 |   let txt = decodeUtf8 body\n   |               ^^^^^^^^^^^^^^^\n\nand hlint:"
    "\n\nsrc/Ledger/Db.hs:60:9-31: Suggestion: Use <$>\nFound:\n  do x <- getRows; return (map "
    "toEntry x)\nPerhaps:\n  map toEntry <$> getRows\n\n1 hint\n\nfix the type error")
_GHC_REPLY = (
    "`body` is already `Text`, so the `decodeUtf8` was the mistake; it is gone and `Api.hs` "
    "builds. `Db.hs` still reads the config with `readFile` into a `String` and shows account "
    "names as `String`; want me to move those to `Text`, or leave them?")
_STRING_RULE = (
    "move them to `Text`. in this codebase we never use `String` for anything user-facing, and "
    "never `head` or `tail` either, they're partial. use `NonEmpty` or pattern match")
_CABAL_RULE = (
    "and `cabal build all && cabal test all` before you say done, every time. the hlint hint "
    "can wait")
_REVIEW_FX = (
    "kenji's review:\n\n> **kenji** commented on `src/Ledger/Fx.hs`\n> We should always use "
    "`Scientific` for money, never `Double`. Also prefer `foldl'` over `foldl`, the lazy one "
    "leaks.\n\nhe's right about the fold. change that one in Fx.hs, leave the money types, "
    "that's a bigger migration")
_HEAD_AGAIN = (
    "`Report.hs` calls `head` on the rows. we don't use partial functions here, I said that "
    "last week: no `head`, no `tail`")
_CABAL_IDIOM = "never mind the CI flake, it was the cabal store cache"
_MERGE_THANKS = "looks good, thanks"

# fleet-ops: Ansible playbooks, with Claude Code.
_ANSIBLE_RUN = (
    "ansible-playbook -i inventory/prod.ini site.yml -l web\n\nTASK [nginx : template vhost] "
    "*******************************************************\nfatal: [web-03]: FAILED! => "
    "{\"changed\": false, \"msg\": \"AnsibleUndefinedVariable: 'nginx_upstreams' is "
    "undefined\"}\n\nTASK [nginx : remove default site] ************************************\n"
    "[WARNING]: Consider using the file module with state=absent rather than running 'rm'.  If "
    "you need to use command because file is insufficient you can add 'warn: false' to this "
    "command task or set 'command_warnings=False' in ansible.cfg to get rid of this message.\n"
    "changed: [web-01]\n\nPLAY RECAP *********************************************************"
    "\nweb-01 : ok=14 changed=2 unreachable=0 failed=0\nweb-03 : ok=9  changed=0 unreachable=0"
    " failed=1\n\nwhy is nginx_upstreams undefined on web-03 only")
_ANSIBLE_REPLY = (
    "`web-03` is listed under `[web_canary]` in `inventory/prod.ini`, which is not a child of "
    "`[web]`, so it never gets `group_vars/web.yml`. I added `web_canary` to `[web:children]`. "
    "The warning points at the `command: rm -f /etc/nginx/sites-enabled/default` task in "
    "`roles/nginx/tasks/main.yml`; want me to replace it with `ansible.builtin.file` and "
    "`state: absent`?")
_SHELL_RULE = (
    "yes. and never use `shell` or `command` when a module exists, in any role. always use "
    "fully qualified module names, like `ansible.builtin.copy`, not `copy`")
_ANSIBLE_CHECK_RULE = (
    "run `ansible-lint` and `ansible-playbook site.yml --check --diff -l staging` before you "
    "call anything done. always.")
_VAULT_ONE_OFF = (
    "don't touch `group_vars/all/vault.yml` in this change, I'll rotate the secrets myself "
    "tomorrow")
_RUNBOOK = (
    "from the on-call runbook:\n\n1. Always drain the node from the load balancer before "
    "patching.\n2. Never reboot more than one database host at a time.\n3. Run `ansible-"
    "playbook patch.yml --serial 1`.\n\ncan you turn steps 1 and 2 into a `pre_tasks` block in "
    "`patch.yml`?")
_SHELL_AGAIN = (
    "the new redis role does `shell: systemctl restart redis`. no `shell` when there's a "
    "module for it, we went through this last week")
_HANDLERS_Q = (
    "should handlers always be idempotent, or is that only a problem when `notify` fires "
    "twice?")
_THREE_ASKS = (
    "three things:\n- bump `geerlingguy.docker` to 7.4.1 in `requirements.yml`\n- set "
    "`redis_maxmemory` to `512mb` in `roles/redis/defaults/main.yml`\n- and every role gets a "
    "`meta/argument_specs.yml`, no exceptions, from now on")
_DNS_IDIOM = "ok never mind, it was a DNS blip on the bastion"

# hollowmoor: a Godot 4 game in GDScript, with Codex.
_GODOT_ERRORS = (
    "E 0:00:03:0123   player.gd:42 @ _physics_process(): Invalid access to property or key "
    "'velocity' on a base object of type 'null instance'.\n  <GDScript Source>player.gd:42 @ "
    "_physics_process()\n  <Stack Trace> player.gd:42 @ _physics_process()\nW 0:00:01:0456   "
    "The signal \"hit\" is declared but never emitted.\n  <GDScript Error>UNUSED_SIGNAL\n  "
    "<GDScript Source>enemy.gd:5\n\nthe player crashes every time the level reloads")
_GODOT_REPLY = (
    "`player.gd` cached `get_node(\"../Level/Platform\")` in `_ready`, and the reload frees "
    "that node, so the reference is null. I made it an `@export var platform: Node2D` set in "
    "the scene. There are 14 more `get_node` calls with `../` paths across the scripts; want me "
    "to replace those with `@export` vars too?")
_YIELD_RULE = (
    "yes, all 14. and this is Godot 4: never `yield`, it's `await` now. you keep writing "
    "Godot 3 code")
_GUT_RULE = (
    "from now on run `godot --headless -s addons/gut/gut_cmdln.gd` before you say it works. "
    "I'm tired of finding out in the editor")
_GODOT_DOCS = (
    "from the docs:\n\n> You should avoid calling `get_tree().get_nodes_in_group()` every "
    "frame. Always cache the result, and never free nodes during physics callbacks; use "
    "`queue_free()` instead.\n\ndoes `enemy_spawner.gd` do either of those?")
_RENAME_ONE_OFF = "rename `hp` to `health` in `player.gd` and `hud.gd`, only those two"
_YIELD_AGAIN = (
    "`boss.gd` has `yield(get_tree().create_timer(1.0), \"timeout\")` in it. no `yield`, I "
    "said it when we did the player")
_RAYCAST_SARCASM = (
    "love that `_process` casts a ray every frame on 200 enemies, really great for the steam "
    "deck. put it on a `Timer` at 0.2s")

# surveyr: an R package, with Claude Code.
_R_CHECK = (
    "── R CMD check results ─────────────────── surveyr 0.4.0 ────\nDuration: 1m 12.3s\n\n❯ "
    "checking R code for possible problems ... NOTE\n  weight_responses: no visible binding for "
    "global variable ‘wt’\n  Undefined global functions or variables:\n    wt\n  Consider adding"
    "\n    importFrom(\"stats\", \"weighted.mean\")\n  to your NAMESPACE file.\n\n❯ checking tests "
    "... ERROR\n  Running ‘testthat.R’\n  ── Failure (test-weights.R:18:3): weights sum to n "
    "──\n  sum(w) not equal to nrow(df).\n  1/1 mismatches\n  [1] 99.8 - 100 == -0.2\n\n1 "
    "error ✖ | 0 warnings ✔ | 1 note ✖\n\nthe test failure first please")
_R_CHECK_REPLY = (
    "The weights were normalised before trimming, so the trimmed ones no longer summed to n; "
    "`R/weights.R` normalises after trimming now and the test passes. For the NOTE I can add "
    "`utils::globalVariables(\"wt\")` in `R/zzz.R` or refer to it as `.data$wt` from rlang. "
    "Which one?")
_GLOBALS_RULE = (
    "`.data$wt`. we never use `globalVariables` in this package, it hides real bugs. and no "
    "`library()` calls inside `R/`, ever, use `pkg::fun` or roxygen `@importFrom`")
_DEVTOOLS_RULE = (
    "also run `devtools::check()` before you say done, not just `devtools::test()`. the NOTE "
    "would have failed CRAN")
_LINTR = (
    "lintr:\n\nR/plot.R:12:1: style: [object_name_linter] Variable and function name style "
    "should match snake_case or symbols.\nplotWeights <- function(df) {\n^~~~~~~~~~~\nR/plot.R:"
    "30:81: style: [line_length_linter] Lines should not be more than 80 characters. This line "
    "is 94 characters.\n\nonly the naming one, rename it to `plot_weights` and its callers")
_VAPPLY_Q = "should we always use `vapply` over `sapply`, or is that a base-R purist thing?"
_LIBRARY_AGAIN = (
    "`R/export.R` starts with `library(dplyr)`. no `library()` calls in `R/`, I told you "
    "yesterday")
_SEED_SLACK = (
    "from our stats lead on slack: \"please always call `set.seed()` at the top of every "
    "vignette, the reviewers rerun them\". fair, but not in this PR")

# pulse-edge: a Deno service, with the Copilot CLI.
_DENO_CHECK = (
    "deno task test\nCheck file:///app/routes/api/ingest.ts\nerror: TS2345 [ERROR]: Argument "
    "of type 'string | undefined' is not assignable to parameter of type 'string'.\n  Type "
    "'undefined' is not assignable to type 'string'.\n  const sig = hmac(Deno.env.get("
    "\"PULSE_KEY\"), body);\n                   ~~~~~~~~~~~~~~~~~~~~~~~~~\n    at file:///app/"
    "routes/api/ingest.ts:14:20\n\nerror: Type checking failed.\n\n  info: The program failed "
    "type-checking, but it still might work correctly.\n  hint: Re-run with --no-check to skip "
    "type-checking.\n\nfix it properly, not with `--no-check`")
_DENO_REPLY = (
    "`ingest.ts` now reads `PULSE_KEY` once at startup and throws if it is unset, so `hmac` "
    "gets a `string`. Three files still import oak from `https://deno.land/x/oak@v12.6.1/"
    "mod.ts`; want me to move them to `jsr:@oak/oak` through the import map in `deno.json`?")
_DENO_LAND_RULE = (
    "yes. from now on no `deno.land/x` URLs in imports, everything goes through the import map "
    "in `deno.json` with `jsr:` or `npm:` specifiers")
_DENO_TASK_RULE = (
    "and run `deno task check` before you push, always. it does fmt, lint and the types in one "
    "go")
_DENO_LINT = (
    "(no-explicit-any) `any` type is not allowed\n  export function parse(body: any) {\n       "
    "                       ^^^\n    at /app/lib/parse.ts:3:29\n\n    hint: Use a specific type "
    "other than `any`\n    help: for further information visit https://lint.deno.land/rules/"
    "no-explicit-any\n\nFound 1 problem\nChecked 42 files\n\nfix that")
_DENO_LAND_AGAIN = (
    "`routes/api/export.ts` imports from `https://deno.land/x/` again. no `deno.land/x` "
    "imports, same as last time")
_DEPLOY_HYPOTHETICAL = (
    "if we ever move off Deno Deploy we should always pin the runtime version in the "
    "Dockerfile. not now, just noting it")

# quillpad: a SvelteKit app, with Codex.
_SVELTE_CHECK = (
    "pnpm check\n\n/app/src/routes/notes/[id]/+page.svelte:23:5\nWarn: A11y: <div> with click "
    "handler must have an ARIA role (svelte)\n/app/src/lib/stores/notes.ts:8:14\nError: "
    "Property 'body' does not exist on type 'Note'. (ts)\n\n===================================="
    "\nsvelte-check found 1 error and 1 warning in 2 files\n\nfix the error and the a11y one")
_SVELTE_REPLY = (
    "`Note.body` was renamed to `content` in the schema; `notes.ts` uses `content` now. The "
    "clickable `<div>` on the note page is a `<button>` with the same styles. I wrote the new "
    "`TagPicker.svelte` with `export let tags` like the other components.")
_PROPS_RULE = (
    "in new components we never use `export let` anymore, it's `$props()` in Svelte 5. "
    "rewrite TagPicker that way")
_SVELTE_CHECK_RULE = (
    "and `pnpm check && pnpm test:unit` before you say done, from now on. that error was "
    "sitting there for two days")
_REVIEW_ONCLICK = (
    "reviewer on the PR: \"nit: we never use `on:click` anymore, it's `onclick` in Svelte 5\". "
    "fine, change it in `NoteCard.svelte`")
_VITE_ERROR = (
    "[vite] Internal server error: Cannot import $lib/server/db.ts into client-side code:\n- "
    "src/routes/+page.svelte\n  - $lib/components/NoteList.svelte\n    - $lib/server/db.ts\n\n"
    "If you're only using the import as a type, change it to `import type`.\n  Plugin: "
    "vite-plugin-sveltekit-guard\n\nwhat did I break")
_PROPS_AGAIN = (
    "`Editor.svelte` uses `export let` again. no `export let` in new components, same as last "
    "time")
_SERVER_IMPORT_RULE = (
    "and never import from `$lib/server` in anything under `src/lib/components`. that's a hard "
    "rule, the db client must never reach the browser")
_E2E_Q = "the e2e suite never finishes under 10 minutes on my laptop, is that normal?"

# Messages that state a rule of the person's, each with the reading it should get.
RULES: tuple[tuple[str, str, str, Judged], ...] = (
    ("a proposal taken, a call banned in components and a composable to use", _FETCH_RULE,
     _NUXT_REPLY, {(ADDS, "<script setup>", False), (AVOIDS, "$fetch", True),
                   (ADDS, "useApi", True)}),
    ("the call banned in components again, told last week", _FETCH_AGAIN, _NITRO_REPLY,
     {(AVOIDS, "$fetch", True)}),
    ("a type check before done, from now on", _TYPECHECK_RULE, "",
     {(RUNS, "pnpm nuxi typecheck", True)}),
    ("a proposal taken and raw allocation banned in library code", _NEW_RULE, _CMAKE_REPLY,
     {(ADDS, "std::vector", False), (AVOIDS, "new", True), (AVOIDS, "delete", True)}),
    ("a build target before every push, always", _CHECK_TARGET_RULE, "",
     {(RUNS, "cmake --build build --target check", True)}),
    ("raw allocation banned again, same as last time", _NEW_AGAIN, "", {(AVOIDS, "new", True)}),
    ("an option taken, a type and two partial functions banned in the codebase", _STRING_RULE,
     _GHC_REPLY, {(ADDS, "Text", False), (AVOIDS, "String", True), (AVOIDS, "head", True),
                  (AVOIDS, "tail", True)}),
    ("a build and the tests before done, every time", _CABAL_RULE, "",
     {(RUNS, "cabal build all", True), (RUNS, "cabal test all", True)}),
    ("partial functions banned again, said last week", _HEAD_AGAIN, "",
     {(AVOIDS, "head", True), (AVOIDS, "tail", True)}),
    ("a proposal taken, two modules banned where a module exists, an example named",
     _SHELL_RULE, _ANSIBLE_REPLY, {(ADDS, "ansible.builtin.file", False),
                                   (AVOIDS, "shell", True), (AVOIDS, "command", True)}),
    ("a linter and a dry run before done, always", _ANSIBLE_CHECK_RULE, "",
     {(RUNS, "ansible-lint", True),
      (RUNS, "ansible-playbook site.yml --check --diff -l staging", True)}),
    ("the module banned again, said last week", _SHELL_AGAIN, "", {(AVOIDS, "shell", True)}),
    ("a proposal taken for all, an old keyword banned for its new one", _YIELD_RULE,
     _GODOT_REPLY, {(ADDS, "@export", False), (AVOIDS, "yield", True), (ADDS, "await", True)}),
    ("the test runner before it works, from now on", _GUT_RULE, "",
     {(RUNS, "godot --headless -s addons/gut/gut_cmdln.gd", True)}),
    ("the old keyword banned again, said with the player", _YIELD_AGAIN, "",
     {(AVOIDS, "yield", True)}),
    ("an option taken, a helper and a call banned in the package, a placeholder named",
     _GLOBALS_RULE, _R_CHECK_REPLY, {(ADDS, ".data$wt", False),
                                     (AVOIDS, "globalVariables", True),
                                     (AVOIDS, "library()", True)}),
    ("the full check before done, not only the tests", _DEVTOOLS_RULE, "",
     {(RUNS, "devtools::check()", True)}),
    ("the call banned in the package again, told yesterday", _LIBRARY_AGAIN, "",
     {(AVOIDS, "library()", True)}),
    ("a proposal taken and a host banned in imports from now on", _DENO_LAND_RULE, _DENO_REPLY,
     {(ADDS, "jsr:@oak/oak", False), (AVOIDS, "deno.land/x", True)}),
    ("a task before every push, always", _DENO_TASK_RULE, "", {(RUNS, "deno task check", True)}),
    ("the host banned again, same as last time", _DENO_LAND_AGAIN, "",
     {(AVOIDS, "deno.land/x", True)}),
    ("an old prop syntax banned in new components and its new one", _PROPS_RULE, _SVELTE_REPLY,
     {(AVOIDS, "export let", True), (ADDS, "$props()", True)}),
    ("a check and the unit tests before done, from now on", _SVELTE_CHECK_RULE, "",
     {(RUNS, "pnpm check", True), (RUNS, "pnpm test:unit", True)}),
    ("the old prop syntax banned again, same as last time", _PROPS_AGAIN, "",
     {(AVOIDS, "export let", True)}),
    ("server modules banned in components, a hard rule", _SERVER_IMPORT_RULE, "",
     {(AVOIDS, "$lib/server", True)}),
)

# Messages whose every rule is someone else's, a program's, or not meant: nothing.
NOTHING: tuple[tuple[str, str, str], ...] = (
    ("a pasted typecheck with Vue's and Nuxt's advice, and fix it", _NUXT_TYPECHECK, ""),
    ("a pasted server log and where to start", _NITRO_LOG, ""),
    ("a question, do we always need", _PAGE_META_Q, ""),
    ("a pasted CMake warning and a compile error", _CMAKE_BUILD, ""),
    ("a question, will it always break", _WERROR_Q, ""),
    ("a pasted ctest run with its advice and a question", _CTEST, ""),
    ("a pasted GHC error and hlint's advice, and fix it", _GHC, ""),
    ("an idiom, never mind the flake", _CABAL_IDIOM, ""),
    ("a thank you", _MERGE_THANKS, ""),
    ("a pasted playbook run with Ansible's advice and a question", _ANSIBLE_RUN, ""),
    ("a question, should handlers always", _HANDLERS_Q, ""),
    ("an idiom, never mind the blip", _DNS_IDIOM, ""),
    ("a pasted Godot debugger and what happens", _GODOT_ERRORS, ""),
    ("pasted engine docs and a question", _GODOT_DOCS, ""),
    ("a pasted R CMD check with its advice and the failure first", _R_CHECK, ""),
    ("a question, should we always use", _VAPPLY_Q, ""),
    ("a lead's rule quoted from chat, put off", _SEED_SLACK, ""),
    ("a pasted lint finding with its hint, and fix that", _DENO_LINT, ""),
    ("a hypothetical, should always, not now", _DEPLOY_HYPOTHETICAL, ""),
    ("a pasted svelte-check and fix both", _SVELTE_CHECK, ""),
    ("a pasted vite error with its advice and a question", _VITE_ERROR, ""),
    ("what a suite does now, never and a question", _E2E_Q, ""),
)

# Work asked once: at most a check of the task at hand, never a standing rule.
ONE_OFFS: tuple[tuple[str, str, str, Judged], ...] = (
    ("a colleague's review quoted, always and never, one rename done", _REVIEW_PINIA, "",
     {(ADDS, "subtotal", False), (AVOIDS, "cartTotal", False),
      (EDITS, "stores/cart.ts", False)}),
    ("a route rule in one config file, nothing else", _NUXT_CONFIG_ONE_OFF, "",
     {(EDITS, "nuxt.config.ts", False), (ADDS, "/admin/**", False)}),
    ("pasted clang-tidy and one file fixed", _CLANG_TIDY, "",
     {(EDITS, "src/io/obj_reader.cpp", False)}),
    ("sarcasm about a cast, unmarked, and a copy instead", _CAST_SARCASM, "",
     {(AVOIDS, "reinterpret_cast", False), (ADDS, "std::memcpy", False)}),
    ("a colleague's review quoted, one point taken in one file", _REVIEW_FX, "",
     {(ADDS, "foldl'", False), (AVOIDS, "foldl", False), (EDITS, "Fx.hs", False)}),
    ("one secrets file left alone in this change", _VAULT_ONE_OFF, "",
     {(FILES, "group_vars/all/vault.yml", False)}),
    ("a runbook pasted and two steps put in one playbook", _RUNBOOK, "",
     {(EDITS, "patch.yml", False), (ADDS, "pre_tasks", False)}),
    ("three asks in a list, the last a rule no check reads", _THREE_ASKS, "",
     {(ADDS, "geerlingguy.docker", False), (EDITS, "requirements.yml", False),
      (ADDS, "redis_maxmemory", False), (ADDS, "512mb", False),
      (EDITS, "roles/redis/defaults/main.yml", False)}),
    ("a rename in two files only", _RENAME_ONE_OFF, "",
     {(ADDS, "health", False), (AVOIDS, "hp", False)}),
    ("sarcasm about a ray every frame, unmarked, and a timer", _RAYCAST_SARCASM, "",
     {(ADDS, "Timer", False), (AVOIDS, "_process", False)}),
    ("a pasted lint finding and one rename with its callers", _LINTR, "",
     {(ADDS, "plot_weights", False), (AVOIDS, "plotWeights", False)}),
    ("a pasted type error and a flag not to use for the fix", _DENO_CHECK, "",
     {(NOT_RUN, "--no-check", False), (AVOIDS, "--no-check", False)}),
    ("a reviewer's rule quoted, applied in one file", _REVIEW_ONCLICK, "",
     {(ADDS, "onclick", False), (AVOIDS, "on:click", False),
      (EDITS, "NoteCard.svelte", False)}),
)

KNOWN_MISSES: frozenset[str] = frozenset({
    # "yes, convert it" to "want me to convert it to `<script setup>`?": a tag with a space is
    # no term the proposal is read with; and "always go through the `useApi` composable": "go
    # through" asks for a review as often as for a means.
    "a proposal taken, a call banned in components and a composable to use",
    # ", same as last time" after a ban where it is found tells as often that a defect is
    # there again; the rules stand from the session before.
    "raw allocation banned again, same as last time",
    "the host banned again, same as last time",
    "the old prop syntax banned again, same as last time",
    # "move them to `Text`" and "`.data$wt`." under options the agent gave in words, not
    # numbered, then rules: the pick is not read; and "never `head` or `tail` either" after "we
    # never use `String` for anything user-facing" in one sentence, whose limit the ban may
    # share: kept to the task.
    "an option taken, a type and two partial functions banned in the codebase",
    "an option taken, a helper and a call banned in the package, a placeholder named",
    # "we don't use partial functions here, I said that last week: ...": the "here" of the
    # team's way is read as one place the rule was said of.
    "partial functions banned again, said last week",
    # "never use `shell` or `command` when a module exists": a ban under a condition no check
    # sees gives nothing; said again with it, the same.
    "a proposal taken, two modules banned where a module exists, an example named",
    "the module banned again, said last week",
    # "run `devtools::check()`": a call in R is no command the reader knows.
    "the full check before done, not only the tests",
    # "no `library()` calls inside `R/`, ever", "never import from `$lib/server` in anything
    # under `src/lib/components`": a rule about one folder, said once, is kept to its task
    # (said again, a preference); and a ban followed by where things go instead, with the
    # project's config file named, kept to the task, and the yes before it with it.
    "the call banned in the package again, told yesterday",
    "a proposal taken and a host banned in imports from now on",
    "server modules banned in components, a hard rule",
})


(test_a_rule_of_the_persons_own_is_read, test_others_words_and_words_not_meant_give_nothing,
 test_work_asked_once_is_no_standing_rule,
 test_the_batch_is_whole_and_its_known_misses_are_in_it) = batch_tests(RULES, NOTHING, ONE_OFFS,
                                                                        KNOWN_MISSES)


# The sixteen sessions as each harness keeps them: (harness, repository, turns).
_NUXT, _CPP = "/home/amara/src/harborfront", "/home/wojtek/src/tessera"
_HASKELL, _ANSIBLE = "/home/noor/src/ledgerline", "/home/greta/src/fleet-ops"
_GODOT, _R = "/home/ravi/src/hollowmoor", "/home/hannah/src/surveyr"
_DENO, _SVELTE = "/home/mateo/src/pulse-edge", "/home/yuki/src/quillpad"
_DONE = "Done."
SESSIONS: tuple[tuple[str, str, tuple[str, ...]], ...] = (
    ("claude-code", _NUXT, (_NUXT_TYPECHECK, _NUXT_REPLY, _FETCH_RULE, _DONE, _REVIEW_PINIA,
                            _DONE)),
    ("claude-code", _NUXT, (_NITRO_LOG, _NITRO_REPLY, _FETCH_AGAIN, _DONE, _PAGE_META_Q,
                            "Only where a middleware or layout is set.", _NUXT_CONFIG_ONE_OFF,
                            _DONE, _TYPECHECK_RULE, "Noted.")),
    ("codex", _CPP, (_CMAKE_BUILD, _CMAKE_REPLY, _NEW_RULE, _DONE, _CLANG_TIDY, _DONE,
                     _CHECK_TARGET_RULE, "Noted.")),
    ("codex", _CPP, (_WERROR_Q, "Only with a pinned compiler.", _NEW_AGAIN, _DONE,
                     _CAST_SARCASM, _DONE, _CTEST, "The runner has no AVX2.")),
    ("copilot-cli", _HASKELL, (_GHC, _GHC_REPLY, _STRING_RULE, _DONE, _CABAL_RULE, "Noted.")),
    ("copilot-cli", _HASKELL, (_REVIEW_FX, _DONE, _HEAD_AGAIN, _DONE, _CABAL_IDIOM, "OK.",
                               _MERGE_THANKS, "You're welcome.")),
    ("claude-code", _ANSIBLE, (_ANSIBLE_RUN, _ANSIBLE_REPLY, _SHELL_RULE, _DONE,
                               _ANSIBLE_CHECK_RULE, "Noted.", _VAULT_ONE_OFF, "Understood.")),
    ("claude-code", _ANSIBLE, (_RUNBOOK, _DONE, _SHELL_AGAIN, _DONE, _HANDLERS_Q,
                               "They should be.", _THREE_ASKS, _DONE, _DNS_IDIOM, "OK.")),
    ("codex", _GODOT, (_GODOT_ERRORS, _GODOT_REPLY, _YIELD_RULE, _DONE, _GUT_RULE, "Noted.")),
    ("codex", _GODOT, (_GODOT_DOCS, "It frees enemies in `_physics_process`.", _RENAME_ONE_OFF,
                       _DONE, _YIELD_AGAIN, _DONE, _RAYCAST_SARCASM, _DONE)),
    ("claude-code", _R, (_R_CHECK, _R_CHECK_REPLY, _GLOBALS_RULE, _DONE, _DEVTOOLS_RULE,
                         "Noted.")),
    ("claude-code", _R, (_LINTR, _DONE, _VAPPLY_Q, "It is safer.", _LIBRARY_AGAIN, _DONE,
                         _SEED_SLACK, "OK.")),
    ("copilot-cli", _DENO, (_DENO_CHECK, _DENO_REPLY, _DENO_LAND_RULE, _DONE, _DENO_TASK_RULE,
                            "Noted.")),
    ("copilot-cli", _DENO, (_DENO_LINT, _DONE, _DENO_LAND_AGAIN, _DONE, _DEPLOY_HYPOTHETICAL,
                            "Noted.")),
    ("codex", _SVELTE, (_SVELTE_CHECK, _SVELTE_REPLY, _PROPS_RULE, _DONE, _SVELTE_CHECK_RULE,
                        "Noted.", _REVIEW_ONCLICK, _DONE)),
    ("codex", _SVELTE, (_VITE_ERROR, "A component imported the db module.", _PROPS_AGAIN,
                        _DONE, _SERVER_IMPORT_RULE, "Noted.", _E2E_Q, "It is slow.")),
)

T0 = datetime(2026, 12, 1, 9, tzinfo=UTC)


# The standing preferences the sixteen sessions leave, with the sessions they were said in. Short
# of what was said, by `KNOWN_MISSES`: the composable to go through, the two modules banned
# under a condition, the partial functions (kept to their tasks both times), the check run in
# R and the server modules in components; raw allocation and the old prop syntax stand from
# the first session only.
STANDING: set[tuple[str, str, int]] = {
    (AVOIDS, "$fetch", 2),
    (RUNS, "pnpm nuxi typecheck", 1),
    (AVOIDS, "new", 1),
    (AVOIDS, "delete", 1),
    (RUNS, "cmake --build build --target check", 1),
    (AVOIDS, "String", 1),
    (RUNS, "cabal build all", 1),
    (RUNS, "cabal test all", 1),
    (RUNS, "ansible-lint", 1),
    (RUNS, "ansible-playbook site.yml --check --diff -l staging", 1),
    (AVOIDS, "yield", 2),
    (ADDS, "await", 1),
    (RUNS, "godot --headless -s addons/gut/gut_cmdln.gd", 1),
    (AVOIDS, "globalVariables", 1),
    (AVOIDS, "library()", 2),
    (AVOIDS, "deno.land/x", 2),
    (RUNS, "deno task check", 1),
    (AVOIDS, "export let", 1),
    (ADDS, "$props()", 1),
    (RUNS, "pnpm check", 1),
    (RUNS, "pnpm test:unit", 1),
}


def test_the_sessions_leave_the_peoples_rules_standing_with_where_they_were_said() -> None:
    assert standing_left(SESSIONS, T0) == STANDING


# Sentences close to the rules of the batch that state none: questions, reports, what the code
# or a tool does, others' rules, what used to be, a wish with its reason not to.
LOOK_ALIKES: tuple[str, ...] = (
    "should we always go through `useApi`, even for the public endpoints?",
    "does `pnpm nuxi typecheck` always take this long on the first run?",
    "the old renderer never used raw `new`, did it?",
    "Piotr thinks we should never use `delete` even in tests, I'm not sure",
    "I never got `cabal test all` to pass on Windows, any idea why?",
    "`head` never fails on this list because it's built from a `NonEmpty`, right?",
    "the Ansible docs say to always prefer modules over `shell`, is that true for `raw` too?",
    "if it were up to me we'd never use `command` at all, but the firmware update needs it",
    "never knew `await` worked on signals directly, TIL",
    "no `yield` there? then how does the cutscene wait?",
    "we used to always run `devtools::check()` in a pre-commit hook, but it was too slow",
    "no rush on the `deno.land/x` migration, whenever you get to it",
    "does `deno task check` always run the tests too?",
    "`export let` never worked with snippets, did it?",
    "Svelte's docs always use `$props()` in the examples, is that the only way now?",
)


@pytest.mark.parametrize("words", LOOK_ALIKES)
def test_a_look_alike_of_the_batchs_rules_gives_nothing(words: str) -> None:
    assert judged(words) == set()


@pytest.mark.parametrize(("words", "expected"), [
    # A program's lines pasted: a finding under its linter rule's name in brackets, a build
    # tool's notice at a line of the file it read, a build's progress, a tool's list indented
    # by a tab and spaces.
    ("(no-explicit-any) `any` type is not allowed\n  export function f(x: any) {}\n\n    hint: "
     "Use a specific type other than `any`\n\nfix that", set()),
    ("(prefer-const) 'x' is never reassigned. Use 'const' instead.\n    at /app/a.ts:3:7\n\n"
     "why now", set()),
    ("CMake Warning (dev) at CMakeLists.txt:14 (find_package):\n  Policy CMP0167 is not set.  "
     "Use the cmake_policy command to set the policy and suppress this warning.\n\nwhat changed",
     set()),
    ("CMake Error at src/CMakeLists.txt:3 (add_library):\n  Always add sources with "
     "`target_sources`.\n\nhelp", set()),
    ("[ 42%] Building CXX object src/a.o\nnever seen this warning before, always use "
     "`-Wall`?\n\nwhy", set()),
    ("The following tests FAILED:\n\t  7 - mesh_test (Failed)\nUse \"--rerun-failed "
     "--output-on-failure\" to re-run the failed cases verbosely.\n\nwhy only on CI?", set()),
    # The person's own lines.
    ("(side note) never use `eval` in the plugins", {(AVOIDS, "eval", True)}),
    ("CMake is fine, but never use `file(GLOB)` for sources", {(AVOIDS, "file(GLOB)", True)}),
])
def test_a_programs_lines_pasted_are_its_own(words: str, expected: Judged) -> None:
    assert judged(words) == expected


@pytest.mark.parametrize(("words", "expected"), [
    # A kind of code asked for in words, and a name that only shows one of its kind.
    ("always use fully qualified module names, like `ansible.builtin.copy`, not `copy`", set()),
    ("always use explicit widths, e.g. `int32`", set()),
    ("we always prefer small pure helpers such as `clamp`", set()),
    ("always run a formatter like `black` before you push", set()),
    # The name itself asked for, or a ban, which bans each one shown.
    ("always use `httpx`, like the other services", {(ADDS, "httpx", True)}),
    ("never use globals like `window.store`", {(AVOIDS, "window.store", True)}),
])
def test_a_name_shown_as_one_of_a_kind_is_no_name_to_use(words: str, expected: Judged) -> None:
    assert judged(words) == expected


@pytest.mark.parametrize(("words", "expected"), [
    # Names banned one or the other, each banned.
    ("never use `eval` or `exec`", {(AVOIDS, "eval", True), (AVOIDS, "exec", True)}),
    ("never `head` or `tail`, they're partial", {(AVOIDS, "head", True), (AVOIDS, "tail", True)}),
    ("no raw `malloc`, `calloc` or `free` in library code, ever",
     {(AVOIDS, "malloc", True), (AVOIDS, "calloc", True), (AVOIDS, "free", True)}),
    # The pair, a name with a verb before it, or a name and what it is for.
    ("never use `useState` or `useReducer` together in one hook", {(AVOIDS, "useState", True)}),
    ("don't use `requests`, or rather use `httpx`", {(AVOIDS, "requests", False)}),
    ("never use `Any` for `dict` values", {(AVOIDS, "Any", True)}),
])
def test_names_banned_one_or_the_other_are_each_banned(words: str, expected: Judged) -> None:
    assert judged(words) == expected


@pytest.mark.parametrize(("words", "expected"), [
    # Each command of a chain asked for at its moment.
    ("`pnpm check && pnpm test:unit` before you say done, from now on",
     {(RUNS, "pnpm check", True), (RUNS, "pnpm test:unit", True)}),
    ("run `make lint && make test` before you push, always",
     {(RUNS, "make lint", True), (RUNS, "make test", True)}),
    ("`cabal build all && cabal test all` before you say done, every time",
     {(RUNS, "cabal build all", True), (RUNS, "cabal test all", True)}),
    ("`stack test` before you push, going forward", {(RUNS, "stack test", True)}),
    # A kind of work done with a command at its moment.
    ("always build with `cmake --build build --target check` before you push",
     {(RUNS, "cmake --build build --target check", True)}),
    ("always lint with `ruff check` before you commit", {(RUNS, "ruff check", True)}),
    # No command, no moment, or a word of English.
    ("build with `-O2` before you push", set()),
    ("lint with `ruff check`", set()),
    ("the cabal of reviewers before you merge, as always", set()),
    # A check named inside code is no check named in words.
    ("run `devtools::check()` before you say done, not just `devtools::test()`", set()),
])
def test_commands_at_their_moment_chained_or_done_with(words: str, expected: Judged) -> None:
    assert judged(words) == expected


@pytest.mark.parametrize(("words", "expected"), [
    # A sentence of its own says the ban beside it was said in earlier work.
    ("no `$fetch` in components, `Filters.vue` calls it directly. I told you that last week",
     {(AVOIDS, "$fetch", True)}),
    ("no `print` in the handlers, we discussed this yesterday", {(AVOIDS, "print", True)}),
    ("again, don't use `any` in the stores. we went through this last week",
     {(AVOIDS, "any", True)}),
    # Checked, not said; said of one file; more than that said; a change asked again.
    ("no `print` in the handlers. I checked last week", set()),
    ("no `print` in `api.py`. I told you yesterday", set()),
    ("don't use `foo` in this test. I told you yesterday to fix it", {(AVOIDS, "foo", False)}),
    ("add `archived_at` to orders, I told you yesterday", {(ADDS, "archived_at", False)}),
])
def test_a_ban_told_to_be_said_before_in_a_sentence_of_its_own(words: str,
                                                               expected: Judged) -> None:
    assert judged(words) == expected


@pytest.mark.parametrize(("words", "expected"), [
    # What the banned name is now, said right after the ban.
    ("never `yield`, it's `await` now", {(AVOIDS, "yield", True), (ADDS, "await", True)}),
    ("we never use `export let` anymore, it's `$props()` in Svelte 5. rewrite the picker",
     {(AVOIDS, "export let", True), (ADDS, "$props()", True)}),
    ("don't use `moment` anymore, it's `dayjs` now",
     {(AVOIDS, "moment", True), (ADDS, "dayjs", True)}),
    # Where it is, not what it is now; or the same name.
    ("no `print`, it's `logger` in the handlers", {(AVOIDS, "print", False)}),
    ("don't use `foo`, it's `foo` now", {(AVOIDS, "foo", False)}),
])
def test_what_a_banned_name_is_now_is_the_name_to_use(words: str, expected: Judged) -> None:
    assert judged(words) == expected


_REPLACE_PROPOSED = ("Fixed. The same file still calls `os.system`; want me to replace it with "
                     "`subprocess.run`?")
_PLAN = "I'll add the new GenServer and its tests. OK?"


@pytest.mark.parametrize(("words", "reply", "expected"), [
    # A yes, then a rule in a sentence of its own: both.
    ("yes. and never use `shell=True`", _REPLACE_PROPOSED,
     {(ADDS, "subprocess.run", False), (AVOIDS, "shell=True", True)}),
    ("yes, do it. from now on no `os.system` anywhere", _REPLACE_PROPOSED,
     {(ADDS, "subprocess.run", False), (AVOIDS, "os.system", True)}),
    # A rule added to a yes in its sentence, or a yes with no rule after it.
    ("ok, and always run `mix credo --strict` afterwards", _PLAN,
     {(RUNS, "mix credo --strict", True)}),
    ("yes. thanks", _REPLACE_PROPOSED, {(ADDS, "subprocess.run", False)}),
    ("yes, leave it. and never use `shell=True`", _REPLACE_PROPOSED,
     {(AVOIDS, "shell=True", True)}),
])
def test_a_yes_then_a_rule_of_its_own(words: str, reply: str, expected: Judged) -> None:
    assert judged(words, reply) == expected
