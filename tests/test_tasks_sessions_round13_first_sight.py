"""Whose words these are, across Claude Code, Codex and the Copilot CLI: the thirteenth batch, at
first sight.

A first-sight batch taken from sixteen whole sessions of eight people on eight repositories: an
Astro site with Claude Code, an Express + Prisma API in TypeScript with Codex, a kubebuilder
operator in Go with the Copilot CLI, a Julia package with Claude Code, a Zig CLI with Codex, a
Pulumi infrastructure repository in Python with the Copilot CLI, an Electron app with Claude Code
and a Bazel C++ monorepo with Codex. Written with the reading each message should get before the
reader was run on them. Most of the "always", "never", "use" and "consider" of the batch are not
the people's rules: the programs' own words in what is pasted (vite's "(!) ... Consider:" with its
list, `astro check` on a route's file, tsc's "Did you mean", Prisma's drift notice, the API
server's "please apply your changes", kubectl's "prefer a domain-qualified finalizer name",
Julia's "is deprecated, use ... instead" and "Closest candidates are", Zig's "never mutated" and
"consider using 'const'", the AWS provider's "Use the aws_s3_bucket_versioning resource instead",
Pulumi's "please set a value using the command", Electron's security warning, electron-builder's
"is missed", Bazel's "use //third_party/nlohmann_json instead" and "did you forget to
'#include'", buildifier's findings), colleagues' reviews, a user's issue and a lead's chat
message, each applied once or put off, the framework's, the ORM's, the cloud's and a style
guide's words with their own imperatives, a forum post; questions, hypotheticals ("if we ever
... we should never"), idioms ("never a dull moment", "never say never"), sarcasm. Among them, the
people's own rules of code and process: bans with their reach ("in the layouts", "in a route
file", "in a reconciler", "for struct fields in this package", "in library code", "in the stack
code", "on any window", "in a header"), by a verb of making the code ("never create a ...",
"never set ...", "never write ...") or of taking it up ("never reach for ..."), a deploy the
agent is never to run; commands listed at their moment with no verb, one of them added after the
moment (", and `golangci-lint run` too"), of programs of any ecosystem (`pulumi preview --diff`,
`buildifier -mode=check -r .`, `julia --project -e '...'`); the team's ways said in the present
("we validate request bodies with `zod` in this codebase, not with ...", "we log with `std.log`,
never ..."); each after a yes to the agent's proposal, and each ban said again in the second
session ("same as last week:", "we've been over this:", "I said that on Monday").

Measured on the sixteen sessions before the reader was changed for them: 6 read right; no wrong
lesson, and a wrong check in 1 (vite's advice listed under its "(!)" warning, "- Use
build.rollupOptions.output.manualChunks to improve chunking", read as a name to add); misses in 9
more: a ban by a verb of making the code ("never create a `new PrismaClient()`", "never set
`nodeIntegration: true`", "never write `using namespace std;`") or by "reach for" read as
nothing; "no `X`" of a name of several words in backticks counted by its words and read as
nothing, and said again after "same as last week:" or "we've been over this:" kept to its task;
a command added after the moment, and commands of programs the reader did not know, with a flag
or code in quotes, read as nothing; a way of the team set against another "in this codebase" read
as nothing; and the four in `KNOWN_MISSES`. After: 12 read right, with no wrong lesson or wrong
check; of the 30 standing preferences said, 30 stand with the sessions they were said in, and
none that was not said (18 before, 2 more from one session of their two, none wrong). Here, by
message: rules 15/28, nothing 29/30, one-offs 11/11, look-alikes 16/16 before; rules 24/28,
nothing 30/30, one-offs 11/11, look-alikes 16/16 after. No expectation was changed after the run.
Read through the lines the night would write, one more was wrong: the day a ban was said again
on ("never run `pulumi up` yourself, I said that on Monday") written as the day it holds on ("Do
not run `pulumi up` on Monday."); it is left out now. Three lines still say their ban wider than
it was said, as the kind of code it was said of is none the reader knows ("in a reconciler", "in
a header", "in struct fields"): the bans are the people's, their reach is left out.

Variants of the same kinds, written after the batch from how people say such things, are below,
each with its tests: a bundler's warning by its mark and a file at its line whose path holds a
route's parameter, pasted, and the person's rule below them; code banned by the verb that makes
it, and not a file, a kind, a value set or a time; a ban of a name of several words said again,
and not a finding; one more command after the moment, and programs of any ecosystem, and not a
name that is no command; a way of the project set against another, and not asked; the day a rule
was said on, left out of its line.

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
    KEEPS,
    NOT_RUN,
    RUNS,
    Judged,
    durable_lines,
    judged,
)
from helpers.mined import forgotten  # noqa: F401  (each test starts with nothing remembered)
from helpers.rounds import batch_tests, standing_left


def _typed(*lines: str) -> str:
    """A message typed over several lines, a pasted output among them."""
    return "\n".join(lines)


# Messages with what they paste, and the agent's messages some of them answer, as they were
# typed and shown (an agent's message on one line, as the harvest keeps it).

# lumen-site: an Astro site, with Claude Code.
_AS_LOG = _typed(
    "npx astro check",
    "12:04:51 [check] Getting diagnostics for Astro files in /home/noor/src/lumen-site...",
    "src/components/PostCard.astro:14:7 - error ts(2322): Type 'string' is not assignable to "
    "type 'Date'.",
    "",
    "14       pubDate={post.data.date}",
    "         ~~~~~~~",
    "",
    "src/pages/blog/[slug].astro:3:10 - warning ts(6133): 'getEntry' is declared but its value "
    "is never read.",
    "",
    "3 import { getEntry, getCollection } from 'astro:content';",
    "           ~~~~~~~~",
    "",
    "Result (38 files): ",
    "- 1 error",
    "- 1 warning",
    "- 0 hints",
    "",
    "npm run build",
    "...",
    "(!) Some chunks are larger than 500 kB after minification. Consider:",
    "- Using dynamic import() to code-split the application",
    "- Use build.rollupOptions.output.manualChunks to improve chunking: "
    "https://rollupjs.org/configuration-options/#output-manualchunks",
    "- Adjust chunk size limit for this warning via build.chunkSizeWarningLimit.",
    "",
    "the post card breaks the check since I changed the schema")
_AS_REPLY = (
    "`PostCard` passed `post.data.date`, which the new schema calls `pubDate` and coerces with "
    "`z.coerce.date()`; it passes `post.data.pubDate` now and `astro check` is clean. The blog "
    "pages still use raw `<img>` tags for the cover images; want me to switch them to the "
    "`<Image />` component?")
_AS_RULE = (
    "yes, switch them. and never use `client:load` in the layouts, it blocks the main thread on "
    "every page")
_AS_CHECK_RULE = (
    "from now on run `npx astro check` and `npm run build` before you tell me it's done")
_AS_REVIEW = _typed(
    "review from Jonas on #212:",
    "",
    "> src/layouts/Base.astro: we should always set `transition:persist` on the header so it "
    "doesn't flash. Also consider moving the fonts to `public/fonts` and preloading them.",
    "",
    "good call on the header, do that in `Base.astro`. fonts later")
_AS_AGAIN = (
    "`Docs.astro` loads the search island with `client:load` again. never `client:load` in the "
    "layouts, I told you last week")
_AS_DOCS = _typed(
    "from the Astro docs on images:",
    "",
    "> You must always provide an `alt` attribute for images. Images stored in `public/` are "
    "never processed or optimized.",
    "",
    "so should the hero be in `src/assets` instead? it's in `public/` now")
_AS_Q = "does `getCollection` always return the drafts too, or only in dev?"
_AS_IDIOM = "never a dull moment with this content layer, huh. anyway it builds now"

# ledgerline: an Express + Prisma API in TypeScript, with Codex.
_EX_LOG = _typed(
    "npx tsc --noEmit",
    "src/routes/invoices.ts:27:31 - error TS2551: Property 'customerID' does not exist on type "
    "'Invoice'. Did you mean 'customerId'?",
    "",
    "27     const owner = await getOwner(inv.customerID);",
    "                                       ~~~~~~~~~~",
    "",
    "  node_modules/.prisma/client/index.d.ts:1204:5",
    "    1204     customerId: string",
    "             ~~~~~~~~~~",
    "    'customerId' is declared here.",
    "",
    "Found 1 error in src/routes/invoices.ts:27",
    "",
    "npx prisma migrate dev",
    "Environment variables loaded from .env",
    "Prisma schema loaded from prisma/schema.prisma",
    "Datasource \"db\": PostgreSQL database \"ledger\", schema \"public\" at \"localhost:5432\"",
    "",
    "Drift detected: Your database schema is not in sync with your migration history.",
    "",
    "We need to reset the \"public\" schema at \"localhost:5432\"",
    "",
    "You may use prisma migrate reset to drop the development database.",
    "All data will be lost.",
    "",
    "why is there drift, I only ran the migrations from main")
_EX_REPLY = (
    "The drift is an `Invoice_customerId_idx` index someone created by hand; I added it to the "
    "schema in a new migration, and the `customerID` typo is fixed. Each route file also "
    "creates its own `new PrismaClient()`; want me to replace them with a shared `getPrisma()` "
    "helper?")
_EX_RULE = (
    "yes. and never create a `new PrismaClient()` in a route file again, that's how we ran out of "
    "connections")
_EX_CHECK_RULE = "before every commit: `npx tsc --noEmit` and `npm test`"
_EX_CONVENTION = (
    "we validate request bodies with `zod` in this codebase, not with hand-written checks")
_EX_DOCS = _typed(
    "the Prisma docs say:",
    "",
    "> We recommend using a single instance of PrismaClient in long-running applications. You "
    "should not instantiate a new PrismaClient for each request, and you should always call "
    "`$disconnect()` in scripts.",
    "",
    "do the seed scripts call `$disconnect()`?")
_EX_AGAIN = (
    "`webhooks.ts` has its own `new PrismaClient()` again. same as last week: no "
    "`new PrismaClient()` in route files")
_EX_ONE_OFF = (
    "in `prisma/schema.prisma` add `@@index([status])` to `Invoice`, don't change anything else "
    "in the schema")
_EX_SARCASM = (
    "oh great, a `findMany()` with no `take` on the invoices table, I'm sure that scales. "
    "paginate it with a cursor")
_EX_THANKS = "nice, merged"

# tidepool-operator: a kubebuilder operator in Go, with the Copilot CLI.
_KB_LOG = _typed(
    "make test",
    "/home/ravi/src/tidepool-operator/bin/controller-gen rbac:roleName=manager-role crd webhook "
    "paths=\"./...\" output:crd:artifacts:config=config/crd/bases",
    "go fmt ./...",
    "go vet ./...",
    "KUBEBUILDER_ASSETS=\"/home/ravi/.local/share/kubebuilder-envtest/k8s/1.29.0-linux-amd64\" "
    "go test ./... -coverprofile cover.out",
    "2026-12-03T10:12:44Z\tERROR\tReconciler error\t{\"controller\": \"pool\", \"Pool\": "
    "{\"name\":\"p1\",\"namespace\":\"default\"}, \"error\": \"Operation cannot be fulfilled on "
    "pools.tide.example.io \\\"p1\\\": the object has been modified; please apply your changes "
    "to the latest version and try again\"}",
    "--- FAIL: TestControllers (21.34s)",
    "    pool_controller_test.go:88: timed out waiting for Ready condition",
    "FAIL\tgithub.com/tideworks/tidepool-operator/internal/controller\t21.902s",
    "",
    "golangci-lint run",
    "internal/controller/pool_controller.go:112:12: Error return value of `r.Status().Update` is "
    "not checked (errcheck)",
    "\tr.Status().Update(ctx, pool)",
    "\t          ^",
    "internal/controller/pool_controller.go:64:2: ineffectual assignment to err (ineffassign)",
    "",
    "the Ready condition never shows up, look at the status update")
_KB_REPLY = (
    "The reconciler set the status with `r.Update` on a stale copy, so every write conflicted; it "
    "re-fetches and uses `r.Status().Update` with the error checked now, and the test passes. "
    "It also waits for the StatefulSet with `time.Sleep(5 * time.Second)`; want me to requeue "
    "with `RequeueAfter` instead?")
_KB_RULE = (
    "yes. and never `time.Sleep` in a reconciler, requeue instead. Reconcile has to return fast")
_KB_CHECK_RULE = (
    "`make manifests` and `make test` before every push, and `golangci-lint run` too")
_KB_HAND = (
    "we keep the RBAC markers on the reconciler in this repo. never hand-edit "
    "`config/rbac/role.yaml`, `make manifests` writes it")
_KB_REVIEW = _typed(
    "Ama's review on #57:",
    "",
    "> internal/controller/pool_controller.go:140 \u2014 we should always set an owner reference "
    "with `controllerutil.SetControllerReference` so the GC cleans up. Also prefer "
    "`meta.SetStatusCondition` over appending conditions by hand.",
    "",
    "fix the owner ref in `pool_controller.go`. the conditions refactor is its own PR")
_KB_AGAIN = (
    "`backup_controller.go` sleeps in Reconcile again. no `time.Sleep` in reconcilers, I told you "
    "last week")
_KB_WARN = _typed(
    "kubectl apply -k config/default",
    "Warning: metadata.finalizers: \"cleanup\": prefer a domain-qualified finalizer name to avoid "
    "accidental conflicts with other finalizer writers",
    "pool.tide.example.io/p1 configured",
    "",
    "what does that warning want")
_KB_Q = "does controller-runtime always requeue with backoff when Reconcile returns an error?"
_KB_HYPO = (
    "if we ever run this across clusters we should never trust owner refs for cleanup. not this "
    "quarter")

# Splines.jl: a Julia package, with Claude Code.
_JL_LOG = _typed(
    "(Splines) pkg> test",
    "     Testing Running tests...",
    "\u250c Warning: `interpolate(x, y)` is deprecated, use `interpolate(x, y, Cubic())` instead.",
    "\u2502   caller = top-level scope at runtests.jl:14",
    "\u2514 @ Core ~/src/Splines.jl/test/runtests.jl:14",
    "evaluate: Error During Test at /home/ingrid/src/Splines.jl/test/runtests.jl:22",
    "  Test threw exception",
    "  Expression: evaluate(s, [0.5, 1.5]) \u2248 [0.25, 2.25]",
    "  MethodError: no method matching evaluate(::BSpline{Float64}, ::Vector{Float64})",
    "",
    "  Closest candidates are:",
    "    evaluate(::BSpline, ::Real)",
    "     @ Splines ~/src/Splines.jl/src/eval.jl:8",
    "",
    "Test Summary: | Pass  Error  Total  Time",
    "Splines       |   41      1     42  3.1s",
    "ERROR: LoadError: Some tests did not pass: 41 passed, 0 failed, 1 errored, 0 broken.",
    "",
    "evaluate should take a vector too")
_JL_REPLY = (
    "`evaluate` had a method for one point only; it has a method for an `AbstractVector` now "
    "that broadcasts the scalar one, and the test passes. `BSpline` stores its knots in a field "
    "typed `Any`; want me to make the struct parametric as `BSpline{T<:Real}`?")
_JL_RULE = (
    "yes please. and never use `Any` for struct fields in this package, every field gets a "
    "concrete or parametric type")
_JL_CHECK_RULE = (
    "from now on, always `julia --project -e 'using Pkg; Pkg.test()'` before you say it's done")
_JL_DISCOURSE = _typed(
    "someone on Discourse wrote:",
    "",
    "> You should always avoid abstractly typed fields like `Vector{Real}` in hot code. Use "
    "`@code_warntype` to check, and never benchmark with `global` variables.",
    "",
    "is that why `fit!` is slow? it takes a `Vector{Real}`")
_JL_AGAIN = (
    "`Knots` has a field typed `Any` again. no `Any` in struct fields, I said that last week")
_JL_IDIOM = "never say never, but I think we can drop 1.6 support after this release"
_JL_ONE_OFF = "in `Project.toml` bump the version to 0.4.0, leave `[compat]` alone"
_JL_THANKS = "lovely, thanks"

# zgrep: a CLI in Zig, with Codex.
_ZG_LOG = _typed(
    "zig build test",
    "test",
    "\u2514\u2500 run test",
    "   \u2514\u2500 zig test Debug native 2 errors",
    "src/main.zig:31:9: error: local variable is never mutated",
    "    var pattern = args[1];",
    "        ^~~~~~~",
    "src/main.zig:31:9: note: consider using 'const'",
    "src/match.zig:58:20: error: expected type 'usize', found 'i32'",
    "    return line_no - offset;",
    "           ~~~~~~~~^~~~~~~~",
    "src/match.zig:58:20: note: unsigned 64-bit int cannot represent all possible signed 32-bit "
    "values",
    "error: the following command failed with 2 compilation errors:",
    "",
    "fix these, it's since the 0.13 upgrade")
_ZG_REPLY = (
    "`pattern` is `const` now, and `offset` is a `usize` like `line_no`, so the subtraction "
    "type-checks; the tests pass. `match.zig` allocates its buffers with "
    "`std.heap.page_allocator` directly; want me to take an `std.mem.Allocator` parameter "
    "instead?")
_ZG_RULE = (
    "yes, do it. and never reach for `std.heap.page_allocator` in library code again, the caller "
    "passes the allocator in")
_ZG_CHECK_RULE = "`zig fmt --check .` and `zig build test` before you push, every time"
_ZG_CONVENTION = "in this codebase we log with `std.log`, never `std.debug.print`"
_ZG_ISSUE = _typed(
    "issue #31 from a user:",
    "",
    "> zgrep crashes on files with CRLF line endings. You should always normalize line endings "
    "before matching. Also consider adding a `--crlf` flag like ripgrep.",
    "",
    "reproduce it with a test first")
_ZG_AGAIN = (
    "`walk.zig` grabs `std.heap.page_allocator` again. we've been over this: no "
    "`std.heap.page_allocator` in library code")
_ZG_SARCASM = (
    "sure, `catch unreachable` on user input, what's the worst that could happen. return the "
    "error")
_ZG_ONE_OFF = "in `build.zig.zon` set `minimum_zig_version` to `0.13.0`, nothing else"
_ZG_Q = "does `zig fmt` ever reorder imports, or only whitespace?"

# infra: a Pulumi infrastructure repository in Python, with the Copilot CLI.
_PU_LOG = _typed(
    "pulumi preview --stack prod",
    "Previewing update (prod)",
    "",
    "     Type                     Name           Plan       Info",
    "     pulumi:pulumi:Stack      infra-prod                1 error; 1 warning",
    " ~   \u2514\u2500 aws:s3:BucketV2       assets         update     [diff: ~versionings]",
    "",
    "Diagnostics:",
    "  aws:s3:BucketV2 (assets):",
    "    warning: urn:pulumi:prod::infra::aws:s3/bucketV2:BucketV2::assets verification "
    "warning: versioning is deprecated. Use the aws_s3_bucket_versioning resource instead.",
    "",
    "  pulumi:pulumi:Stack (infra-prod):",
    "    error: Missing required configuration variable 'infra:dbPassword'",
    "        please set a value using the command `pulumi config set --secret infra:dbPassword "
    "<value>`",
    "",
    "the preview fails on prod only")
_PU_REPLY = (
    "`prod` has no `dbPassword` set and staging does, which is why only prod fails; setting the "
    "secret is yours to run. Meanwhile `database.py` falls back to `os.environ[\"DB_PASSWORD\"]`"
    "; want me to switch it to `config.require_secret(\"dbPassword\")`?")
_PU_RULE = "yes. and never use `os.environ` in the stack code, ever"
_PU_CHECK_RULE = (
    "always `pulumi preview --diff` before you say a change is ready. and never run `pulumi up` "
    "yourself, I do the ups")
_PU_SLACK = (
    "Sam in #infra: \"we should always tag every resource with `CostCenter`, and never create "
    "buckets without `block_public_acls`\". not doing the sweep now. just add the `CostCenter` "
    "tag to the new logs bucket in `storage.py`")
_PU_AGAIN = (
    "you ran `pulumi up` on staging?! never run `pulumi up` yourself, I said that on Monday")
_PU_DOCS = _typed(
    "AWS's S3 docs:",
    "",
    "> We recommend that you always enable S3 Block Public Access. You should never use ACLs "
    "unless you need to control access for each object individually.",
    "",
    "which of our buckets still have ACLs? just list them")
_PU_HYPO = (
    "if we ever move the state off Pulumi Cloud we should always encrypt it with KMS. not before "
    "Q3")
_PU_Q = "does `pulumi refresh` ever change the cloud, or only the state?"

# quillpad: an Electron app, with Claude Code.
_EL_LOG = _typed(
    "npm start",
    "",
    "> quillpad@1.8.0 start",
    "> electron-forge start",
    "",
    "\u2714 Checking your system",
    "\u2714 Locating application",
    "\u2714 Loading configuration",
    "\u2714 Preparing native dependencies [0.3s]",
    "",
    "(node:48113) Electron Security Warning (Insecure Content-Security-Policy) This renderer "
    "process has either no Content Security Policy set or a policy with \"unsafe-eval\" enabled. "
    "This exposes users of this app to unnecessary security risks.",
    "",
    "For more information and help, consult",
    "https://electronjs.org/docs/tutorial/security.",
    "This warning will not show up",
    "once the app is packaged.",
    "Uncaught ReferenceError: require is not defined",
    "    at renderer.js:3:12",
    "",
    "the editor window is blank since I turned on contextIsolation")
_EL_REPLY = (
    "The renderer still did `require('fs')` to read the file, and with `contextIsolation` on "
    "there is no `require` there. File access goes through a `window.api.readFile` that "
    "`preload.ts` exposes with `contextBridge` now, and the window loads. The settings window is "
    "still created with `nodeIntegration: true`; want me to give it the same preload and turn "
    "that off?")
_EL_RULE = "yes. and never set `nodeIntegration: true` on any window again, ever"
_EL_CHECK_RULE = (
    "from now on `npm run typecheck`, `npm run lint` and `npm run test:e2e` before you push")
_EL_CONVENTION = (
    "we use `electron-store` for settings in this app, not hand-rolled JSON files")
_EL_REVIEW = _typed(
    "Priyanka's review:",
    "",
    "> src/main/window.ts: you should always check `event.senderFrame` in `ipcMain.handle` "
    "handlers. Also, never call `shell.openExternal` with unvalidated URLs.",
    "",
    "the sender check is fair, add it to the `save-file` handler in `window.ts` only. the "
    "openExternal audit is a separate ticket")
_EL_AGAIN = (
    "the new about window has `nodeIntegration: true` again. I told you last week: never "
    "`nodeIntegration: true` on a window")
_EL_BUILDER = _typed(
    "npm run dist",
    "",
    "  \u2022 electron-builder  version=24.13.3 os=23.1.0",
    "  \u2022 description is missed in the package.json  "
    "appPackageFile=/home/lea/src/quillpad/package.json",
    "  \u2022 author is missed in the package.json  "
    "appPackageFile=/home/lea/src/quillpad/package.json",
    "  \u2022 signing         file=dist/mac/Quillpad.app platform=darwin type=distribution "
    "identity=none",
    "  \u2022 skipped macOS application code signing  reason=cannot find valid \"Developer ID "
    "Application\" identity or custom non-Apple code signing certificate, it could cause some "
    "undefined behaviour, e.g. macOS localized description not visible, see "
    "https://electron.build/code-signing  allIdentities=0 identities found",
    "",
    "do we need the signing for the beta?")
_EL_Q = "does `contextIsolation` ever get turned off by a preload that throws?"
_EL_THANKS = "works, thanks"

# orbit: a Bazel C++ monorepo, with Codex.
_BZ_LOG = _typed(
    "bazel build //services/router/...",
    "INFO: Analyzed 6 targets (0 packages loaded, 0 targets configured).",
    "WARNING: /home/omar/src/orbit/services/router/BUILD.bazel:14:11: in cc_library rule "
    "//services/router:router: target '//services/router:router' depends on deprecated target "
    "'//third_party/json:json': use //third_party/nlohmann_json instead",
    "ERROR: /home/omar/src/orbit/services/router/BUILD.bazel:14:11: Compiling "
    "services/router/router.cc failed: (Exit 1): gcc failed: error executing CppCompile command "
    "(from target //services/router:router) /usr/bin/gcc -U_FORTIFY_SOURCE -fstack-protector "
    "-Wall ... (remaining 31 arguments skipped)",
    "services/router/router.cc: In member function 'void orbit::Router::Add(const Route&)':",
    "services/router/router.cc:48:10: error: 'string_view' is not a member of 'std'",
    "   48 |     std::string_view prefix = route.prefix();",
    "      |          ^~~~~~~~~~~",
    "services/router/router.cc:4:1: note: 'std::string_view' is defined in header "
    "'<string_view>'; did you forget to '#include <string_view>'?",
    "Target //services/router:router failed to build",
    "Use --verbose_failures to see the command lines of failed build steps.",
    "INFO: Elapsed time: 4.117s, Critical Path: 3.82s",
    "FAILED: Build did NOT complete successfully",
    "",
    "it broke after the toolchain bump")
_BZ_REPLY = (
    "`router.cc` got `std::string_view` through `absl/strings/str_cat.h`, which no longer "
    "includes it; it includes `<string_view>` itself now and the target builds. It still "
    "depends on the deprecated `//third_party/json`; want me to move it to "
    "`//third_party/nlohmann_json`?")
_BZ_RULE = "yes, move it. and never write `using namespace std;` in a header, ever"
_BZ_CHECK_RULE = (
    "before you push: `bazel test //...` and `buildifier -mode=check -r .`, every time")
_BZ_CONVENTION = "we use `absl::StatusOr` for fallible functions in this repo, not exceptions"
_BZ_BUILDIFIER = _typed(
    "buildifier -lint=warn -r services/",
    "services/router/BUILD.bazel:3: load: Loaded symbol \"cc_test\" is unused. "
    "(https://github.com/bazelbuild/buildtools/blob/master/WARNINGS.md#load)",
    "services/router/BUILD.bazel:22: unsorted-dict-items: Dictionary items are out of their "
    "lexicographical order. "
    "(https://github.com/bazelbuild/buildtools/blob/master/WARNINGS.md#unsorted-dict-items)",
    "services/auth/BUILD.bazel:9: native-cc: Function \"cc_library\" is not global anymore and "
    "needs to be loaded from \"@rules_cc//cc:defs.bzl\". "
    "(https://github.com/bazelbuild/buildtools/blob/master/WARNINGS.md#native-cc)",
    "",
    "fix the router ones, leave `services/auth` to its owners")
_BZ_AGAIN = (
    "`metrics.h` opens with `using namespace std;` again. no `using namespace std;` in headers, "
    "I told you last week")
_BZ_STYLE = _typed(
    "from the Google C++ style guide:",
    "",
    "> You may not use a using-directive to make all names from a namespace available. Do not "
    "use inline namespaces. Avoid using forward declarations where possible.",
    "",
    "does that cover `.cc` files too or only headers?")
_BZ_HYPO = (
    "if we ever ship the SDK as a shared library we should never throw across the ABI. that's a "
    "2027 problem")
_BZ_SARCASM = (
    "sure, `-Wno-error` for the whole repo, that'll make the warnings go away. fix the two in "
    "`router.cc`")

# Messages that state a rule of the person's, each with the reading it should get.
RULES: tuple[tuple[str, str, str, Judged], ...] = (
    ("a proposal taken and a directive banned in the layouts, with its reason", _AS_RULE,
     _AS_REPLY, {(ADDS, "<Image />", False), (AVOIDS, "client:load", True)}),
    ("a checker and the build before done, from now on, run", _AS_CHECK_RULE, "",
     {(RUNS, "npx astro check", True), (RUNS, "npm run build", True)}),
    ("the directive banned in the layouts again, told last week", _AS_AGAIN, "",
     {(AVOIDS, "client:load", True)}),
    ("a yes to a helper and a constructor banned in route files, with its reason", _EX_RULE,
     _EX_REPLY, {(ADDS, "getPrisma()", False), (AVOIDS, "new PrismaClient()", True)}),
    ("the moment first after a colon, then two commands", _EX_CHECK_RULE, "",
     {(RUNS, "npx tsc --noEmit", True), (RUNS, "npm test", True)}),
    ("a library the codebase validates with, said in the present", _EX_CONVENTION, "",
     {(ADDS, "zod", True)}),
    ("the constructor banned again, same as last week after a colon", _EX_AGAIN, "",
     {(AVOIDS, "new PrismaClient()", True)}),
    ("a yes to a requeue and a sleep banned in reconcilers, no verb", _KB_RULE, _KB_REPLY,
     {(ADDS, "RequeueAfter", False), (AVOIDS, "time.Sleep", True)}),
    ("two make targets before every push, and a linter too", _KB_CHECK_RULE, "",
     {(RUNS, "make manifests", True), (RUNS, "make test", True),
      (RUNS, "golangci-lint run", True)}),
    ("the sleep banned in reconcilers again, told last week", _KB_AGAIN, "",
     {(AVOIDS, "time.Sleep", True)}),
    ("a yes to a parametric struct and a type banned for fields in the package", _JL_RULE,
     _JL_REPLY, {(ADDS, "BSpline{T<:Real}", False), (AVOIDS, "Any", True)}),
    ("a command with quotes of its own before done, from now on, no verb", _JL_CHECK_RULE, "",
     {(RUNS, "julia --project -e 'using Pkg; Pkg.test()'", True)}),
    ("the type banned for fields again, said last week", _JL_AGAIN, "",
     {(AVOIDS, "Any", True)}),
    ("a yes to a parameter and an allocator one must not reach for in library code", _ZG_RULE,
     _ZG_REPLY, {(ADDS, "std.mem.Allocator", False),
                 (AVOIDS, "std.heap.page_allocator", True)}),
    ("a formatter check and the tests before every push, no verb", _ZG_CHECK_RULE, "",
     {(RUNS, "zig fmt --check .", True), (RUNS, "zig build test", True)}),
    ("how the codebase logs, said in the present, and what it never uses", _ZG_CONVENTION, "",
     {(ADDS, "std.log", True), (AVOIDS, "std.debug.print", True)}),
    ("the allocator banned again, been over it, after a colon", _ZG_AGAIN, "",
     {(AVOIDS, "std.heap.page_allocator", True)}),
    ("a yes to a secret and the environment banned in the stack code, ever", _PU_RULE,
     _PU_REPLY, {(ADDS, "config.require_secret(\"dbPassword\")", False),
                 (AVOIDS, "os.environ", True)}),
    ("a preview before ready, always, and a deploy never run by the agent", _PU_CHECK_RULE, "",
     {(RUNS, "pulumi preview --diff", True), (NOT_RUN, "pulumi up", True)}),
    ("the deploy banned again, said on a weekday, after it was run", _PU_AGAIN, "",
     {(NOT_RUN, "pulumi up", True)}),
    ("a yes in words and a setting banned on every window, ever", _EL_RULE, _EL_REPLY,
     {(AVOIDS, "nodeIntegration: true", True)}),
    ("three scripts before every push, from now on, no verb", _EL_CHECK_RULE, "",
     {(RUNS, "npm run typecheck", True), (RUNS, "npm run lint", True),
      (RUNS, "npm run test:e2e", True)}),
    ("a library the app keeps settings with, said in the present", _EL_CONVENTION, "",
     {(ADDS, "electron-store", True)}),
    ("the setting banned again, told last week after a colon", _EL_AGAIN, "",
     {(AVOIDS, "nodeIntegration: true", True)}),
    ("a yes to a label and a directive banned in headers, ever", _BZ_RULE, _BZ_REPLY,
     {(ADDS, "//third_party/nlohmann_json", False), (AVOIDS, "using namespace std;", True)}),
    ("the moment first, then a test run and a formatter check, every time", _BZ_CHECK_RULE, "",
     {(RUNS, "bazel test //...", True), (RUNS, "buildifier -mode=check -r .", True)}),
    ("a type the repo returns errors with, said in the present", _BZ_CONVENTION, "",
     {(ADDS, "absl::StatusOr", True)}),
    ("the directive banned in headers again, told last week", _BZ_AGAIN, "",
     {(AVOIDS, "using namespace std;", True)}),
)

# Messages whose every rule is someone else's, a program's, or not meant: nothing.
NOTHING: tuple[tuple[str, str, str], ...] = (
    ("a pasted astro check and vite's chunk advice, and what broke it", _AS_LOG, ""),
    ("the framework's docs on images pasted and a question", _AS_DOCS, ""),
    ("a question, does it always return drafts", _AS_Q, ""),
    ("an idiom, never a dull moment", _AS_IDIOM, ""),
    ("a pasted tsc did-you-mean and prisma's drift, and a question", _EX_LOG, ""),
    ("the ORM's docs pasted and a question", _EX_DOCS, ""),
    ("a thank you, merged", _EX_THANKS, ""),
    ("a pasted envtest run with the api server's advice and a linter", _KB_LOG, ""),
    ("a generated file never to be hand-edited, which no check sees", _KB_HAND, ""),
    ("a pasted kubectl warning that prefers a name, and a question", _KB_WARN, ""),
    ("a question, does it always requeue", _KB_Q, ""),
    ("a hypothetical, should never, not this quarter", _KB_HYPO, ""),
    ("a pasted julia test run with a deprecation and the closest candidates", _JL_LOG, ""),
    ("a forum post pasted and a question", _JL_DISCOURSE, ""),
    ("an idiom, never say never", _JL_IDIOM, ""),
    ("a thank you, lovely", _JL_THANKS, ""),
    ("a pasted zig build with never mutated and consider using const", _ZG_LOG, ""),
    ("a user's issue pasted with its should and consider, and a test first", _ZG_ISSUE, ""),
    ("a question, does it ever reorder", _ZG_Q, ""),
    ("a pasted pulumi preview with the provider's and the CLI's advice", _PU_LOG, ""),
    ("the cloud's docs pasted and a list asked for", _PU_DOCS, ""),
    ("a hypothetical, should always, not before Q3", _PU_HYPO, ""),
    ("a question, does it ever change the cloud", _PU_Q, ""),
    ("a pasted electron start with its security warning", _EL_LOG, ""),
    ("a pasted electron-builder run with what is missed, and a question", _EL_BUILDER, ""),
    ("a question, does it ever get turned off", _EL_Q, ""),
    ("a thank you, works", _EL_THANKS, ""),
    ("a pasted bazel build with a deprecated target and did you forget", _BZ_LOG, ""),
    ("a style guide pasted and a question", _BZ_STYLE, ""),
    ("a hypothetical, should never, a later year's problem", _BZ_HYPO, ""),
)

# Work asked once: at most a check of the task at hand, never a standing rule.
ONE_OFFS: tuple[tuple[str, str, str, Judged], ...] = (
    ("a colleague's review quoted, one point taken in one layout", _AS_REVIEW, "",
     {(ADDS, "transition:persist", False), (EDITS, "Base.astro", False),
      (EDITS, "src/layouts/Base.astro", False)}),
    ("an index added to one model, nothing else in the schema", _EX_ONE_OFF, "",
     {(EDITS, "prisma/schema.prisma", False), (ADDS, "@@index([status])", False),
      (ADDS, "Invoice", False)}),
    ("sarcasm about an unbounded query, marked, and a cursor", _EX_SARCASM, "",
     {(AVOIDS, "findMany()", False), (ADDS, "take", False)}),
    ("a colleague's review quoted, the owner reference fixed in one file", _KB_REVIEW, "",
     {(ADDS, "controllerutil.SetControllerReference", False),
      (EDITS, "pool_controller.go", False),
      (EDITS, "internal/controller/pool_controller.go", False)}),
    ("a version bumped in one manifest, a section left alone", _JL_ONE_OFF, "",
     {(EDITS, "Project.toml", False), (ADDS, "0.4.0", False), (KEEPS, "[compat]", False)}),
    ("sarcasm about an unreachable catch, and the error returned", _ZG_SARCASM, "",
     {(AVOIDS, "catch unreachable", False)}),
    ("one field set in one manifest, nothing else", _ZG_ONE_OFF, "",
     {(EDITS, "build.zig.zon", False), (ADDS, "minimum_zig_version", False),
      (ADDS, "0.13.0", False)}),
    ("a lead's rules quoted from chat, put off, one tag added", _PU_SLACK, "",
     {(ADDS, "CostCenter", False), (EDITS, "storage.py", False)}),
    ("a colleague's review quoted, one check added to one handler", _EL_REVIEW, "",
     {(ADDS, "event.senderFrame", False), (ADDS, "save-file", False),
      (EDITS, "window.ts", False), (EDITS, "src/main/window.ts", False)}),
    ("a pasted buildifier run, one package fixed and another left", _BZ_BUILDIFIER, "",
     {(EDITS, "services/router/BUILD.bazel", False), (FILES, "services/auth", False)}),
    ("sarcasm about silencing warnings, and two fixed in one file", _BZ_SARCASM, "",
     {(AVOIDS, "-Wno-error", False), (EDITS, "router.cc", False)}),
)

KNOWN_MISSES: frozenset[str] = frozenset({
    # A yes to a proposal whose verb is no verb of using a thing ("requeue with `RequeueAfter`",
    # "take an `std.mem.Allocator` parameter", "make the struct parametric as `BSpline{T<:Real}`")
    # or whose target is a build label, taken for a path ("move it to
    # `//third_party/nlohmann_json`"): the yes gives nothing, the rule after it is read. "take",
    # "accept" and "make ... as" name as much work that holds no name ("take a look at `x`").
    "a yes to a requeue and a sleep banned in reconcilers, no verb",
    "a yes to a parametric struct and a type banned for fields in the package",
    "a yes to a parameter and an allocator one must not reach for in library code",
    "a yes to a label and a directive banned in headers, ever",
})


(test_a_rule_of_the_persons_own_is_read, test_others_words_and_words_not_meant_give_nothing,
 test_work_asked_once_is_no_standing_rule,
 test_the_batch_is_whole_and_its_known_misses_are_in_it) = batch_tests(RULES, NOTHING, ONE_OFFS,
                                                                        KNOWN_MISSES)


# The sixteen sessions as each harness keeps them: (harness, repository, turns).
_ASTRO, _EXPRESS = "/home/noor/src/lumen-site", "/home/tomas/src/ledgerline"
_KUBE, _JULIA = "/home/ravi/src/tidepool-operator", "/home/ingrid/src/Splines.jl"
_ZIG, _PULUMI = "/home/kenji/src/zgrep", "/home/femi/src/infra"
_ELECTRON, _BAZEL = "/home/lea/src/quillpad", "/home/omar/src/orbit"
_DONE, _NOTED = "Done.", "Noted."
SESSIONS: tuple[tuple[str, str, tuple[str, ...]], ...] = (
    ("claude-code", _ASTRO, (_AS_LOG, _AS_REPLY, _AS_RULE, _DONE, _AS_CHECK_RULE, _NOTED)),
    ("claude-code", _ASTRO, (_AS_REVIEW, _DONE, _AS_AGAIN, _DONE, _AS_DOCS,
                             "Yes, in `src/assets` it is optimized.", _AS_Q, "Only in dev.",
                             _AS_IDIOM, "OK.")),
    ("codex", _EXPRESS, (_EX_LOG, _EX_REPLY, _EX_RULE, _DONE, _EX_CHECK_RULE, _NOTED,
                         _EX_CONVENTION, _NOTED)),
    ("codex", _EXPRESS, (_EX_DOCS, "They do not.", _EX_AGAIN, _DONE, _EX_ONE_OFF, _DONE,
                         _EX_SARCASM, _DONE, _EX_THANKS, "Good.")),
    ("copilot-cli", _KUBE, (_KB_LOG, _KB_REPLY, _KB_RULE, _DONE, _KB_CHECK_RULE, _NOTED,
                            _KB_HAND, _NOTED)),
    ("copilot-cli", _KUBE, (_KB_REVIEW, _DONE, _KB_AGAIN, _DONE, _KB_WARN,
                            "It wants a name like `tide.example.io/cleanup`.", _KB_Q,
                            "It does.", _KB_HYPO, _NOTED)),
    ("claude-code", _JULIA, (_JL_LOG, _JL_REPLY, _JL_RULE, _DONE, _JL_CHECK_RULE, _NOTED)),
    ("claude-code", _JULIA, (_JL_DISCOURSE, "Yes, it is.", _JL_AGAIN, _DONE, _JL_ONE_OFF,
                             _DONE, _JL_IDIOM, _NOTED, _JL_THANKS, "You're welcome.")),
    ("codex", _ZIG, (_ZG_LOG, _ZG_REPLY, _ZG_RULE, _DONE, _ZG_CHECK_RULE, _NOTED,
                     _ZG_CONVENTION, _NOTED)),
    ("codex", _ZIG, (_ZG_ISSUE, "A failing test is in.", _ZG_AGAIN, _DONE, _ZG_SARCASM,
                     _DONE, _ZG_ONE_OFF, _DONE, _ZG_Q, "Only whitespace.")),
    ("copilot-cli", _PULUMI, (_PU_LOG, _PU_REPLY, _PU_RULE, _DONE, _PU_CHECK_RULE, _NOTED)),
    ("copilot-cli", _PULUMI, (_PU_SLACK, _DONE, _PU_AGAIN, "Sorry, I won't.", _PU_DOCS,
                              "Two: `assets` and `exports`.", _PU_HYPO, _NOTED, _PU_Q,
                              "Only the state.")),
    ("claude-code", _ELECTRON, (_EL_LOG, _EL_REPLY, _EL_RULE, _DONE, _EL_CHECK_RULE, _NOTED,
                                _EL_CONVENTION, _NOTED)),
    ("claude-code", _ELECTRON, (_EL_REVIEW, _DONE, _EL_AGAIN, _DONE, _EL_BUILDER,
                                "Not for the beta.", _EL_Q, "No.", _EL_THANKS, "Good.")),
    ("codex", _BAZEL, (_BZ_LOG, _BZ_REPLY, _BZ_RULE, _DONE, _BZ_CHECK_RULE, _NOTED,
                       _BZ_CONVENTION, _NOTED)),
    ("codex", _BAZEL, (_BZ_BUILDIFIER, _DONE, _BZ_AGAIN, _DONE, _BZ_STYLE,
                       "Headers and `.cc` files both.", _BZ_HYPO, _NOTED, _BZ_SARCASM, _DONE)),
)

T0 = datetime(2026, 12, 1, 9, tzinfo=UTC)


# The standing preferences the sixteen sessions leave, with the sessions they were said in.
STANDING: set[tuple[str, str, int]] = {
    (AVOIDS, "client:load", 2),
    (RUNS, "npx astro check", 1),
    (RUNS, "npm run build", 1),
    (AVOIDS, "new PrismaClient()", 2),
    (RUNS, "npx tsc --noEmit", 1),
    (RUNS, "npm test", 1),
    (ADDS, "zod", 1),
    (AVOIDS, "time.Sleep", 2),
    (RUNS, "make manifests", 1),
    (RUNS, "make test", 1),
    (RUNS, "golangci-lint run", 1),
    (AVOIDS, "Any", 2),
    (RUNS, "julia --project -e 'using Pkg; Pkg.test()'", 1),
    (AVOIDS, "std.heap.page_allocator", 2),
    (RUNS, "zig fmt --check .", 1),
    (RUNS, "zig build test", 1),
    (ADDS, "std.log", 1),
    (AVOIDS, "std.debug.print", 1),
    (AVOIDS, "os.environ", 1),
    (RUNS, "pulumi preview --diff", 1),
    (NOT_RUN, "pulumi up", 2),
    (AVOIDS, "nodeIntegration: true", 2),
    (RUNS, "npm run typecheck", 1),
    (RUNS, "npm run lint", 1),
    (RUNS, "npm run test:e2e", 1),
    (ADDS, "electron-store", 1),
    (AVOIDS, "using namespace std;", 2),
    (RUNS, "bazel test //...", 1),
    (RUNS, "buildifier -mode=check -r .", 1),
    (ADDS, "absl::StatusOr", 1),
}


def test_the_sessions_leave_the_peoples_rules_standing_with_where_they_were_said() -> None:
    assert standing_left(SESSIONS, T0) == STANDING


# Sentences close to the rules of the batch that state none: questions, reports, what the code
# or a tool does, others' rules, what used to be, a wish with its reason not to.
LOOK_ALIKES: tuple[str, ...] = (
    "should layouts never use `client:load`, even for the nav?",
    "does `npm run build` always run `astro check` first?",
    "the old site always hydrated everything with `client:load` and nobody noticed",
    "Lior says we should never use `new PrismaClient()` in tests either, is that right?",
    "`npx tsc --noEmit` never catches the Prisma types drifting, why?",
    "we used to always validate with `joi`, that's why half the routes still do",
    "does `RequeueAfter` always reset the backoff?",
    "I never got `golangci-lint run` to pass on the generated code",
    "is `Any` never OK in a struct, or only in the hot path?",
    "if it were up to me we'd never use `std.heap.page_allocator` anywhere, but the tests need "
    "something",
    "`zig build test` never prints the passing tests, is there a flag?",
    "no `pulumi up` from CI either? how would staging deploy then?",
    "`pulumi preview --diff` always shows the tags as changed, any idea why?",
    "Electron's docs always say never enable `nodeIntegration`, yet their fiddle examples do",
    "no rush on the `using namespace std;` cleanup in the old tools, whenever",
    "does `bazel test //...` always rebuild the tests whose deps didn't change?",
)


@pytest.mark.parametrize("words", LOOK_ALIKES)
def test_a_look_alike_of_the_batchs_rules_gives_nothing(words: str) -> None:
    assert judged(words) == set()


@pytest.mark.parametrize(("words", "expected"), [
    # A bundler's warning by its mark, with the advice it lists below it.
    (_typed("(!) Some chunks are larger than 500 kB after minification. Consider:",
            "- Using dynamic import() to code-split the application",
            "- Use build.rollupOptions.output.manualChunks to improve chunking",
            "", "why is the bundle so big"), set()),
    (_typed("(!) Plugin typescript: @rollup/plugin-typescript TS2307: Cannot find module "
            "'./theme'. Use `paths` in tsconfig instead.", "", "fix the import"), set()),
    # A file at its line whose path holds a route's parameter or a framework's "+".
    (_typed("src/routes/[lang]/+page.svelte:8:3 Always use `$derived` for derived state, never "
            "`$:`", "", "what does that mean"), set()),
    (_typed("app/[id]/page.tsx:12:5 - warning: never use `useEffect` for data fetching, use "
            "`use()` instead", "", "fix it"), set()),
    # The person's own rule below such a paste.
    (_typed("(!) Some chunks are larger than 500 kB after minification. Consider:",
            "- Use build.rollupOptions.output.manualChunks to improve chunking", "",
            "from now on never use `manualChunks`, we split with dynamic imports"),
     {(AVOIDS, "manualChunks", True)}),
])
def test_a_bundlers_warning_and_a_routes_file_pasted_are_the_programs(
        words: str, expected: Judged) -> None:
    assert judged(words) == expected


@pytest.mark.parametrize(("words", "expected"), [
    # A verb of making, its object code in backticks, alone up to where it goes.
    ("never write `using namespace std;` in a header, ever",
     {(AVOIDS, "using namespace std;", True)}),
    ("never set `nodeIntegration: true` on a window again",
     {(AVOIDS, "nodeIntegration: true", True)}),
    ("from now on never create a `new PrismaClient()` in a route",
     {(AVOIDS, "new PrismaClient()", True)}),
    ("don't ever put `print()` in the handlers", {(AVOIDS, "print()", True)}),
    ("never reach for `any` in the stores", {(AVOIDS, "any", True)}),
    # A file or a kind made, a value set, a time: the work's own verb.
    ("never create `utils.py`", set()),
    ("never create a `v2` branch", set()),
    ("don't set `DEBUG` to true", set()),
    ("don't write `foo` yet", set()),
    ("never write `README.md` by hand", set()),
])
def test_code_banned_by_the_verb_that_makes_it(words: str, expected: Judged) -> None:
    assert judged(words) == expected


@pytest.mark.parametrize(("words", "expected"), [
    # A name of several words in backticks, banned where it is found, said again.
    ("same as before: no `new Date()` in the reducers", {(AVOIDS, "new Date()", True)}),
    ("no `using namespace std;` in headers, I told you last week",
     {(AVOIDS, "using namespace std;", True)}),
    ("we've been over this: no `unwrap()` in the handlers", {(AVOIDS, "unwrap()", True)}),
    ("no `time.sleep` in the workers, I've been through this already",
     {(AVOIDS, "time.sleep", True)}),
    # A finding, or gone over with nothing banned.
    ("no `console.log` left in the build output, same as before", set()),
    ("we've been over this, the endpoint returns 404", set()),
])
def test_a_ban_said_again_of_a_name_of_several_words(words: str, expected: Judged) -> None:
    assert judged(words) == expected


@pytest.mark.parametrize(("words", "expected"), [
    # One more command added after the moment.
    ("`make lint` before every push, and `make test` too",
     {(RUNS, "make lint", True), (RUNS, "make test", True)}),
    ("`cargo fmt --check` before every commit, plus `cargo clippy`",
     {(RUNS, "cargo fmt --check", True), (RUNS, "cargo clippy", True)}),
    # A program of any ecosystem, with a flag, or code in quotes it runs.
    ("always `pulumi preview --diff` before you say it's ready",
     {(RUNS, "pulumi preview --diff", True)}),
    ("`buildifier -mode=check -r .` before every commit",
     {(RUNS, "buildifier -mode=check -r .", True)}),
    ("`julia --project -e 'using Pkg; Pkg.test()'` before you say done, every time",
     {(RUNS, "julia --project -e 'using Pkg; Pkg.test()'", True)}),
    # One of them no command.
    ("`npm test` before every push, and `v2` too", set()),
    ("`Vec<T>` before every push", set()),
])
def test_commands_at_their_moment_of_any_program(words: str, expected: Judged) -> None:
    assert judged(words) == expected


@pytest.mark.parametrize(("words", "expected"), [
    # The team's way, in the project, set against another.
    ("we validate input with `zod` in this codebase, not with `joi`",
     {(ADDS, "zod", True), (AVOIDS, "joi", True)}),
    ("use `httpx` across the project, not `requests`",
     {(ADDS, "httpx", True), (AVOIDS, "requests", True)}),
    # Asked.
    ("do we use `zod` in this codebase, not `joi`?", set()),
])
def test_a_way_of_the_project_set_against_another(words: str, expected: Judged) -> None:
    assert judged(words) == expected


@pytest.mark.parametrize(("words", "line"), [
    # The day a rule was said on is no day it holds on.
    ("never run `pulumi up` yourself, I said that on Monday", "Do not run `pulumi up`."),
    ("run `make lint` before every push, I told you on Friday",
     "Run `make lint` before every push."),
])
def test_the_day_a_rule_was_said_on_is_not_in_its_line(words: str, line: str) -> None:
    assert [written for _, _, written in durable_lines(words)] == [line]
