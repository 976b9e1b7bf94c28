"""The sessions of the nineteenth batch: the same kinds of work asked again in other sessions in
other words, by people whose work is mostly infrastructure, operations and the front end
(Kubernetes manifests, Helm charts, Terraform modules and GitHub Actions; on-call work with
GitLab CI, alerts, incidents and postmortems; a React Native app built with Expo and a design
system's component library in Storybook), with the agent's replies, and work that shares their
words but is of another kind.

Each person's turn carries the reading it should get, decided before the reader was run on it
(see `helpers.labelled`).
"""

from __future__ import annotations

from helpers.labelled import AGENT, FOLLOWUP, ONE_OFF, Turns, typed

# The recurring kinds of work of the batch.
CI_FIX = "fix-failing-workflow"     # a CI workflow or pipeline that fails made to pass
NEW_ENV = "add-environment"         # a new environment or namespace stood up beside the others
BUMP = "bump-chart-or-image"        # a Helm chart's or an image's version moved
POSTMORTEM = "write-postmortem"     # an incident's postmortem written
ALERT = "triage-alert"              # an alert that fired looked into: why, and what to do
COMPONENT = "add-component-story"   # a design system's component added with its story
FLAG = "add-feature-flag"           # new behaviour put behind a feature flag

__all__ = ["AGENT", "ALERT", "BUMP", "CI_FIX", "COMPONENT", "FLAG", "FOLLOWUP", "NEW_ENV",
           "ONE_OFF", "POSTMORTEM", "SESSIONS"]

# platform: Kubernetes manifests, Helm charts, Terraform and GitHub Actions, with Claude Code.
PLAT_DEPLOY: Turns = [
    (CI_FIX, typed(
        "deploy workflow is red on main since this morning",
        "",
        "Run azure/setup-helm@v3",
        "Run helm upgrade --install api charts/api -f charts/api/values-staging.yaml "
        "--namespace staging --atomic --timeout 5m",
        "Error: UPGRADE FAILED: an error occurred while rolling back the release. original "
        "upgrade error: timed out waiting for the condition: context deadline exceeded",
        "Error: Process completed with exit code 1.",
        "",
        "nothing changed in the chart afaik, only the workflow file (.github/workflows/"
        "deploy.yml)")),
    (AGENT, "The workflow change moved `KUBECONFIG` into a step-level `env`, so the `kubectl "
            "rollout status` step after it ran against no cluster, but the real failure is "
            "earlier: the new `api` pods never got ready because the workflow now passes "
            "`--set image.tag=${{ github.sha }}` while the image is pushed as "
            "`sha-${{ github.sha }}` by `build.yml`. The pods sat in `ImagePullBackOff` until "
            "`--atomic` rolled back. `deploy.yml` uses the `sha-` prefix again and sets "
            "`KUBECONFIG` at job level."),
    (FOLLOWUP, "rerun is green. can you make it fail faster next time, 5m of waiting is dumb"),
    (AGENT, "Added a step before `helm upgrade` that checks the tag exists with `docker "
            "manifest inspect` and fails with the image name if not."),
    (BUMP, "ingress-nginx chart -> 4.11.3 in the platform cluster, we're on 4.7.1. check the "
           "changelog for anything that bites us"),
    (AGENT, "Bumped `ingress-nginx` to `4.11.3` in `clusters/platform/ingress-nginx/"
            "release.yaml`. Between 4.7 and 4.11: the controller drops the `networking.k8s.io/"
            "v1beta1` ingress class support (we have none), `allow-snippet-annotations` now "
            "defaults to false (two of our ingresses use `configuration-snippet`: `grafana` "
            "and `legacy-admin`), and the admission webhook's cert is rotated on upgrade. I "
            "set `controller.allowSnippetAnnotations: true` for now and noted the two "
            "ingresses in the PR description."),
    (FOLLOWUP, "no, dont re-enable snippets. move those two to proper annotations"),
    (AGENT, "Left snippets off. `grafana`'s snippet only set a header: now "
            "`nginx.ingress.kubernetes.io/configuration-snippet` is gone and it uses "
            "`more_set_headers` through a `headers` ConfigMap. `legacy-admin`'s basic-auth "
            "snippet became `auth-type: basic` with `auth-secret`."),
    (ONE_OFF, "new workflow: run tflint + terraform validate on PRs that touch terraform/**"),
    (AGENT, "Added `.github/workflows/terraform-lint.yml` on `pull_request` with `paths: "
            "[terraform/**]`: `terraform init -backend=false`, `terraform validate` and "
            "`tflint --recursive` per module dir, in a matrix built from the changed dirs."),
    (ONE_OFF, "ok commit"),  # an operation on the work: a task of its own kind
    (AGENT, "Committed."),
]
PLAT_PREVIEW: Turns = [
    (NEW_ENV, "need a `preview` namespace for the payments team, same as staging but smaller: "
              "1 replica each, no HPA, own secrets. kustomize overlay under "
              "k8s/overlays/preview + argocd app"),
    (AGENT, "Added `k8s/overlays/preview/` (namespace `payments-preview`, a `replicas: 1` "
            "patch for every Deployment, the HPAs removed with a `$patch: delete`, an "
            "`ExternalSecret` pointing at `payments/preview/*` in Vault) and "
            "`argocd/apps/payments-preview.yaml` with automated sync. A `ResourceQuota` of 4 "
            "CPU / 8Gi keeps it small."),
    (FOLLOWUP, typed(
        "argo says",
        "",
        "ComparisonError: rpc error: code = Unknown desc = Manifest generation error "
        "(cached): `kustomize build .../k8s/overlays/preview` failed exit status 1: Error: "
        "no matches for Id HorizontalPodAutoscaler.v2.autoscaling/api.payments; failed to "
        "find unique target for patch")),
    (AGENT, "The delete patches named the HPAs in namespace `payments`, but the base sets the "
            "namespace after patches run. The patches now target by name only; `kustomize "
            "build` gives 6 Deployments and no HPA."),
    (ALERT, typed(
        "[FIRING:1] KubePodCrashLooping payments-preview (ledger-worker-7d9f8c6b5-x2kqp)",
        "Pod payments-preview/ledger-worker-7d9f8c6b5-x2kqp (ledger-worker) is in waiting "
        "state (reason: \"CrashLoopBackOff\").",
        "runbook_url: https://runbooks.internal/KubePodCrashLooping",
        "",
        "thats the new ns, whats wrong with it")),
    (AGENT, "`kubectl logs -p` shows `FATAL: password authentication failed for user "
            "\"ledger\"`: the `ExternalSecret` for the worker points at "
            "`payments/preview/ledger-db` which doesn't exist in Vault, so the secret kept the "
            "placeholder. Staging's worker reads `payments/staging/db`. Either a preview DB "
            "user is created in Vault, or the preview overlay points at staging's database. "
            "I didn't change anything yet."),
    (FOLLOWUP, "point it at staging's db for now, read only user"),
    (AGENT, "The preview `ExternalSecret` reads `payments/staging/db-readonly`; the worker "
            "starts and the alert resolved."),
    (FOLLOWUP, "thx"),
]
PLAT_CERTS: Turns = [
    (POSTMORTEM, typed(
        "postmortem for yesterday's cert outage pls. timeline from the slack channel:",
        "",
        "09:12 first 5xx on api.example.io, synthetic check red",
        "09:14 pagerduty → ana",
        "09:31 ana: cert expired, cert-manager Certificate stuck 'Issuing'",
        "09:40 found the ClusterIssuer pointing at the LE staging URL since the terraform "
        "refactor 3 weeks ago",
        "09:52 issuer fixed, cert issued, 5xx gone",
        "",
        "blameless, usual template in docs/postmortems/, action items with owners TBD")),
    (AGENT, "Wrote `docs/postmortems/2026-12-06-api-certificate-expiry.md` from the template: "
            "summary, impact (40 min of 5xx on `api.example.io`, all clients), the timeline, "
            "root cause (the Terraform refactor moved the ACME server URL into a variable "
            "whose default was Let's Encrypt's staging URL, so renewals made untrusted certs "
            "that cert-manager couldn't use), what went well, and four action items: alert on "
            "`certmanager_certificate_expiration_timestamp_seconds` 14 days ahead, no default "
            "for the ACME URL, a synthetic TLS check, review of the refactor's other "
            "defaults."),
    (FOLLOWUP, "impact was 38 min not 40. and add that the synthetic check only checked "
               "status not cert validity"),
    (AGENT, "Fixed to 38 minutes and added the synthetic check's gap under contributing "
            "factors, with an action item to check the chain and expiry."),
    (BUMP, "api image to 2.19.4 in prod values, 2.19.3 has the memory leak"),
    (AGENT, "Set `image.tag: 2.19.4` in `charts/api/values-prod.yaml`; the chart itself is "
            "unchanged."),
    (ONE_OFF, "write a helm chart for the pdf-renderer, it's a plain deployment + service "
              "right now in k8s/raw/. values for image, replicas, resources, the chromium "
              "flags env"),
    (AGENT, "Added `charts/pdf-renderer/` (`Chart.yaml` 0.1.0, `values.yaml` with `image`, "
            "`replicaCount`, `resources`, `chromiumFlags`) with a Deployment, Service and "
            "optional PDB templated from the raw manifests; `helm template` matches them "
            "apart from labels."),
    (FOLLOWUP, "delete the raw ones"),
    (AGENT, "Removed `k8s/raw/pdf-renderer*.yaml`."),
]
PLAT_PERF: Turns = [
    (NEW_ENV, "stand up a perf env for load tests: terraform workspace `perf` with the same "
              "modules as staging (gke node pool, cloudsql, redis), cheapest tiers, and a "
              "values-perf.yaml for every chart"),
    (AGENT, "Added `terraform/envs/perf/` (`main.tf` calling `gke_pool`, `cloudsql`, "
            "`memorystore` with `db-custom-1-3840`, `BASIC` redis, a pool of 2 `e2-standard-4` "
            "nodes), its backend prefix `perf/`, and `values-perf.yaml` for `api`, `worker` and "
            "`web` (1 replica, staging's resource requests halved)."),
    (FOLLOWUP, typed(
        "plan fails",
        "",
        "Error: Invalid value for variable",
        "",
        "  on main.tf line 14, in module \"cloudsql\":",
        "  14:   tier = \"db-custom-1-3840\"",
        "",
        "tier must be one of the allowed tiers in var.allowed_tiers.")),
    (AGENT, "The module's `allowed_tiers` list stops at `db-custom-2-7680`. Added "
            "`db-custom-1-3840` to it, since nothing else restricts smaller tiers; `terraform "
            "plan` for `perf` passes."),
    (CI_FIX, typed(
        "terraform-lint workflow fails on every PR now lol",
        "",
        "Run terraform-linters/setup-tflint@v4",
        "Run tflint --recursive",
        "Failed to initialize plugins; Plugin \"google\" not found. Did you run \"tflint "
        "--init\"?",
        "Error: Process completed with exit code 1.")),
    (AGENT, "The workflow never ran `tflint --init`, and `.tflint.hcl` declares the `google` "
            "ruleset plugin. Added a `tflint --init` step with `GITHUB_TOKEN` (to avoid the "
            "rate limit) and a cache of `~/.tflint.d/plugins` keyed on `.tflint.hcl`."),
    (FOLLOWUP, "why the token?"),
    (AGENT, "`tflint --init` downloads the plugin from GitHub releases; unauthenticated "
            "runners share a 60 requests/hour limit per IP, which hosted runners hit often."),
]

# oncall: an SRE's on-call work, GitLab CI and Terraform, with Codex.
ONCALL_REGION: Turns = [
    (NEW_ENV, "add eu-central as a new environment in the pipeline and terraform. "
              "environments/ has us-east and eu-west, copy the pattern. new tfvars, new "
              "deploy stage in .gitlab-ci.yml gated on manual like eu-west"),
    (AGENT, "Added `environments/eu-central/` (`terraform.tfvars` with `region = "
            "\"eu-central-1\"`, its VPC CIDR `10.42.0.0/16` next to the others, `backend.hcl` "
            "with its state key) and a `deploy:eu-central` job in `.gitlab-ci.yml` extending "
            "`.deploy` with `environment: eu-central` and `when: manual`, after eu-west."),
    (FOLLOWUP, "cidr overlaps with the vpn range, use 10.60"),
    (AGENT, "Changed to `10.60.0.0/16`; no overlap with the VPN's `10.40.0.0/14`."),
    (POSTMORTEM, typed(
        "INC-2291 needs its post-incident review written up. notes:",
        "- sev2, checkout latency p99 8s from 14:05 to 15:20 UTC",
        "- cause: pgbouncer pool exhausted after the orders service deploy raised its "
        "worker count 4→16 without changing pool size",
        "- detected by the latency SLO burn alert, acked late (30 min) bc the secondary "
        "didn't get paged",
        "- fix: rolled back the worker count",
        "use the incident-review.md format")),
    (AGENT, "Wrote `reviews/2026/INC-2291.md` in the incident-review format: summary, "
            "customer impact (75 min of p99 around 8s on checkout), timeline, the cause "
            "(16 workers × 10 connections against a pool of 100), detection (the SLO burn "
            "alert) and response (30 min to ack: the escalation policy's second level had no "
            "one on it), and action items: pool size tied to worker count in the chart, a "
            "pgbouncer saturation alert, the escalation policy fixed."),
    (FOLLOWUP, "ok"),
]
ONCALL_DISK: Turns = [
    (ALERT, typed(
        "got paged at 3am for this, can you look",
        "",
        "PagerDuty: [Triggered] #48213 DiskSpaceLow on db-replica-2",
        "Service: Postgres Replicas",
        "Details: node_filesystem_avail_bytes{mountpoint=\"/var/lib/postgresql\"} / size < "
        "0.1 for 15m",
        "avail: 8.2%",
        "",
        "it auto resolved at 3:40 but i wanna know why")),
    (AGENT, "The replica's WAL directory grew from 20 to 61 GB between 02:50 and 03:30: the "
            "`pg_replication_slots` row `analytics_cdc` was inactive (the CDC connector was "
            "restarting during the 02:45 deploy), so WAL was kept for it. When the connector "
            "reconnected at 03:32 it consumed the backlog and WAL was recycled, which is why it "
            "resolved. Nothing is wrong now; the risk is a longer connector outage filling "
            "the disk. Suggest `max_slot_wal_keep_size = 40GB` and an alert on inactive "
            "slots."),
    (FOLLOWUP, "do the max_slot_wal_keep_size in the terraform param group"),
    (AGENT, "Set `max_slot_wal_keep_size = 40960` (MB) in `modules/postgres/parameters.tf`; "
            "it applies without a restart."),
    (ONE_OFF, "and add an alert rule for inactive replication slots, warn after 10 min"),
    (AGENT, "Added `PostgresReplicationSlotInactive` to `alerts/postgres.rules.yml`: "
            "`pg_replication_slots_active == 0` for 10m, severity warning, routed to the db "
            "channel, not paging."),
    (CI_FIX, typed(
        "the MR pipeline is failing in the plan job, not my change:",
        "",
        "$ terraform init -backend-config=backend.hcl",
        "Initializing the backend...",
        "Error: Failed to get existing workspaces: S3 bucket does not exist.",
        "The referenced S3 bucket must have been previously created.",
        "ERROR: Job failed: exit code 1")),
    (AGENT, "`plan` runs in every environment dir, and the new `eu-central/backend.hcl` "
            "points at `tfstate-eu-central`, a bucket that was never created. The other "
            "environments share `tfstate-platform` with per-environment keys; `eu-central` "
            "uses it too now, with key `eu-central/terraform.tfstate`. The plan job passes."),
    (FOLLOWUP, "👍"),
]
ONCALL_QUEUE: Turns = [
    (BUMP, "bump the cloudnative-pg chart 0.21 to 0.22.1 and the operator image with it, "
           "staging first"),
    (AGENT, "Set the `cloudnative-pg` chart to `0.22.1` in `staging/helmfile.yaml` (operator "
            "1.24.1). The release notes ask for nothing on upgrade from 0.21; the CRDs are "
            "upgraded by the chart. `helmfile -e staging diff` shows the CRDs and the "
            "operator Deployment only."),
    (FOLLOWUP, "applied, clusters healthy. now prod"),
    (AGENT, "Same change in `prod/helmfile.yaml`."),
    (ALERT, typed(
        "Opsgenie alert P2:",
        "RabbitMQQueueBacklog - queue email.send has 48210 ready messages (threshold 10000)",
        "Source: prometheus / Tags: rabbitmq, notifications",
        "",
        "what's going on with it? consumer looks up in grafana")),
    (AGENT, "The consumers are up but each is doing ~2 messages/s against ~40 normally: the "
            "`email-sender` logs show every send waiting 5 s then `421 4.7.0 Try again "
            "later` from the SMTP provider. It's throttling us since 10:12, when the "
            "newsletter batch started sending on the same account. The queue will drain when "
            "the batch ends (about 40 min at this rate). To stop the delay for transactional "
            "mail, the newsletter job could be paused or moved to its own sending account."),
    (FOLLOWUP, "paused it. backlog's dropping"),
    (POSTMORTEM, "write up the postmortem for the email backlog this morning, short one, "
                 "sev3. same format as INC-2291"),
    (AGENT, "Wrote `reviews/2026/INC-2304.md`: 1h 50m of delayed transactional email "
            "(password resets among them), cause: the newsletter batch and transactional "
            "mail share one SMTP account and its rate limit; detection by the queue backlog "
            "alert; mitigation by pausing the batch; action items: separate sending accounts, "
            "a per-queue age alert."),
    (ONE_OFF, "push"),  # an operation on the work: a task of its own kind
]

# tern: a React Native app with Expo and the design system's component library in Storybook,
# with the Copilot CLI.
TERN_TOOLTIP: Turns = [
    (COMPONENT, "packages/ui needs a Tooltip. props: content, placement (top|bottom), "
                "children as the trigger. use our tokens not raw colors, and a story with all "
                "placements + a long text one"),
    (AGENT, "Added `packages/ui/src/Tooltip/Tooltip.tsx` (a `Pressable` trigger, the bubble "
            "positioned from the trigger's `measureInWindow`, `tokens.color.surfaceInverse` "
            "and `tokens.radius.sm`) and `Tooltip.stories.tsx` with `Top`, `Bottom` and "
            "`LongText`; exported from `packages/ui/src/index.ts`."),
    (FOLLOWUP, "it renders off screen on the right edge in the story on a small phone"),
    (AGENT, "The bubble is now clamped to the window's width minus `tokens.space.md`; an "
            "`EdgeOfScreen` story shows a trigger at the right edge."),
    (FLAG, "gate the new checkout summary screen behind a flag, `checkout_summary_v2`, off "
           "by default. we use statsig"),
    (AGENT, "`CheckoutNavigator` reads `useGate('checkout_summary_v2')` from "
            "`@statsig/react-native-bindings` and shows `CheckoutSummaryV2` when it's on, the "
            "old screen otherwise. The gate is off by default in the Statsig console (it has "
            "to be created there); tests render both."),
    (FOLLOWUP, "also log an exposure when the old one shows"),
    (AGENT, "`useGate` logs exposure for both values already; added a comment saying so "
            "instead of a second log."),
]
TERN_EAS: Turns = [
    (CI_FIX, typed(
        "eas build job in github actions broke after i merged the expo sdk 52 PR:",
        "",
        "Run eas build --platform android --profile preview --non-interactive",
        "✖ Build failed",
        "🤖 Android build failed:",
        "Execution failed for task ':app:checkReleaseDuplicateClasses'.",
        "> Duplicate class com.facebook.react.PackageList found in modules",
        "Error: Process completed with exit code 1.")),
    (AGENT, "The repo still has a checked-in `android/` dir from before the move to CNG, with "
            "a `PackageList` generated by SDK 51; EAS uses it instead of prebuilding. Removed "
            "`android/` and `ios/` (they're generated now and `.gitignore`d), so EAS runs "
            "`expo prebuild` on SDK 52. The workflow passes."),
    (FOLLOWUP, "the ios one too?"),
    (AGENT, "The iOS build in the same run passes now too: it had the same stale `ios/` dir."),
    (FLAG, "hide apple pay behind a feature flag for now, android users shouldn't see it "
           "anyway but the ios rollout should be gradual. statsig gate again"),
    (AGENT, "`PaymentMethods` shows Apple Pay only when `Platform.OS === 'ios'` and "
            "`useGate('apple_pay')` is on; the gate's rollout is set in the console."),
    (ONE_OFF, "remove the old onboarding_v1 flag, it's been 100% for a month"),
    (AGENT, "Removed the `onboarding_v1` gate check and the old onboarding screens it kept "
            "alive (`OnboardingLegacy*.tsx`); the new flow is unconditional."),
    (ONE_OFF, "commit pls"),  # an operation on the work: a task of its own kind
]
TERN_BADGE: Turns = [
    (COMPONENT, typed(
        "new component for the ds: Badge",
        "- variants neutral / success / warning / danger",
        "- sizes sm md",
        "- optional icon left",
        "stories for each variant and the icon one, put it under Data Display in storybook")),
    (AGENT, "Added `packages/ui/src/Badge/` with `Badge.tsx` (variants mapped to "
            "`tokens.color.*Subtle` backgrounds and `*Strong` text, `sm`/`md` paddings, an "
            "optional `icon` from our `Icon` set) and `Badge.stories.tsx` titled `Data "
            "Display/Badge` with one story per variant and `WithIcon`."),
    (FOLLOWUP, typed(
        "chromatic shows a diff on Button too?? i didnt touch button",
        "",
        "Button / Primary: 1 change — 0.4% pixels differ")),
    (AGENT, "Badge's change to `tokens.ts` added `colorSuccessStrong` and reordered the "
            "export, and the font metrics loaded in a different order in that build; "
            "re-running Chromatic gives no Button diff. No tokens the Button uses changed."),
    (ONE_OFF, "update the jest snapshots for the settings screens, the header changed on "
              "purpose"),
    (AGENT, "Ran `jest -u` for `apps/mobile/src/screens/settings/`; 6 snapshots updated, all "
            "for the header's new title style."),
    (FLAG, "the new search is ready to test internally. flag it: `search_v2`, on for "
           "employees only (email ends with our domain)"),
    (AGENT, "Added `search_v2` through `useGate('search_v2')` around the search tab's screen; "
            "the gate's rule for `email ends with @tern.app` is in the Statsig console, and "
            "the user object we pass to Statsig carries the email."),
    (FOLLOWUP, "ty"),
]
TERN_SEGMENTED: Turns = [
    (ONE_OFF, "storybook 7 -> 8 for packages/ui, the addon-essentials thing needs moving "
              "too"),
    (AGENT, "Moved `@storybook/*` to 8.4 and `@storybook/react-native` to 8.4: `main.ts` "
            "uses the new `framework` object, `addon-essentials`' controls and actions stay, "
            "`storiesOf` calls are gone (there were two, now CSF). Both Storybooks start."),
    (COMPONENT, "add SegmentedControl to the ui package w/ stories (2, 3 and 5 segments, "
                "disabled). should animate the selection pill"),
    (AGENT, "Added `packages/ui/src/SegmentedControl/` with `SegmentedControl.tsx` (the pill "
            "moves with a `withTiming` on its `translateX`, widths measured on layout, "
            "`accessibilityRole=\"tab\"` per segment) and its stories `Two`, `Three`, `Five` "
            "and `Disabled`."),
    (FOLLOWUP, "the pill jumps on first render, starts at 0 then slides"),
    (AGENT, "The pill's first position is set without animation once the widths are "
            "measured; it only animates on later changes."),
    (ONE_OFF, "good. commit + push"),  # an operation on the work: a task of its own kind
    (AGENT, "Committed and pushed."),
]

# Each session: its id, harness, project and turns.
SESSIONS: list[tuple[str, str, str, Turns]] = [
    ("plat-deploy", "claude-code", "/work/platform", PLAT_DEPLOY),
    ("plat-preview", "claude-code", "/work/platform", PLAT_PREVIEW),
    ("plat-certs", "claude-code", "/work/platform", PLAT_CERTS),
    ("plat-perf", "claude-code", "/work/platform", PLAT_PERF),
    ("oncall-region", "codex", "/work/oncall", ONCALL_REGION),
    ("oncall-disk", "codex", "/work/oncall", ONCALL_DISK),
    ("oncall-queue", "codex", "/work/oncall", ONCALL_QUEUE),
    ("tern-tooltip", "copilot", "/work/tern", TERN_TOOLTIP),
    ("tern-eas", "copilot", "/work/tern", TERN_EAS),
    ("tern-badge", "copilot", "/work/tern", TERN_BADGE),
    ("tern-segmented", "copilot", "/work/tern", TERN_SEGMENTED),
]
