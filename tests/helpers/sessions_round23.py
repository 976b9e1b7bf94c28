"""The sessions of the twenty-third batch: the same kinds of work asked again over days by people
unlike the earlier batches' writers: a terse platform engineer who types in lowercase, without
punctuation, and answers "nope", "ok go", "ship it"; a data engineer writing English as a second
language ("the dag is failed again", "make refactor of", a "danke"); and an SRE who pastes a
whole `terraform plan`, `kubectl describe` or alert with one line asked above or below it. The
work is infrastructure (Terraform, Helm, Kubernetes, alerts, runbooks) and data engineering
(dbt, Airflow, Spark), with the agent's replies, and work that shares their words but is other.

Each person's turn carries the reading it should get, decided before the reader was run on it
(see `helpers.labelled`).
"""

from __future__ import annotations

from helpers.labelled import AGENT, FOLLOWUP, ONE_OFF, Turns, typed

# The recurring kinds of work of the batch.
PLAN = "review-terraform-plan"   # a terraform plan gone through before it is applied
CRASH = "debug-crashloop"        # a pod restarting over and over: why, and the fix
ALERT = "tune-noisy-alert"       # an alert that fires when nothing is wrong made quieter
IMAGE = "bump-image-tag"         # a service's image moved to a new version in its Helm values
DBT = "fix-dbt-model"            # a dbt model that fails or gives wrong rows fixed
DAG = "fix-failed-dag"           # an Airflow DAG's task that failed looked into and fixed
RUNBOOK = "write-runbook"        # a runbook written for an alert or an incident

__all__ = ["AGENT", "ALERT", "CRASH", "DAG", "DBT", "FOLLOWUP", "IMAGE", "ONE_OFF", "PLAN",
           "RUNBOOK", "SESSIONS"]

# A terraform plan as the CLI prints it, cut to what a person pastes.
_VPC_PLAN = typed(
    "Terraform will perform the following actions:",
    "",
    "  # aws_route_table.private[0] must be replaced",
    "-/+ resource \"aws_route_table\" \"private\" {",
    "      ~ id               = \"rtb-0a1b2c3d4e5f60718\" -> (known after apply)",
    "      ~ propagating_vgws = [",
    "          - \"vgw-0f9e8d7c6b5a43210\",",
    "        ] # forces replacement",
    "        tags             = {",
    "            \"Name\" = \"private-a\"",
    "        }",
    "    }",
    "",
    "  # aws_route_table.private[1] must be replaced",
    "-/+ resource \"aws_route_table\" \"private\" {",
    "      ~ id               = \"rtb-0b2c3d4e5f6071829\" -> (known after apply)",
    "    }",
    "",
    "  # aws_vpn_gateway_route_propagation.private[0] will be created",
    "  + resource \"aws_vpn_gateway_route_propagation\" \"private\" {",
    "      + route_table_id = (known after apply)",
    "      + vpn_gateway_id = \"vgw-0f9e8d7c6b5a43210\"",
    "    }",
    "",
    "Plan: 3 to add, 0 to change, 2 to destroy.")

# platform-infra: a terse platform engineer's Terraform, Helm charts and clusters, with Claude Code.
PI_VPC: Turns = [
    (PLAN, typed("plan for the vpn propagation change. anything scary", "", _VPC_PLAN)),
    (AGENT, "Both private route tables are destroyed and created again because "
            "`propagating_vgws` forces replacement. While that happens the private subnets "
            "have no default route for a few seconds, and the NAT routes are recreated after. "
            "Nothing else changes."),
    (FOLLOWUP, "nope no replace"),
    (AGENT, "Kept `propagating_vgws` out of the route tables with `lifecycle { ignore_changes "
            "= [propagating_vgws] }` and left the propagation to the new "
            "`aws_vpn_gateway_route_propagation` resources. Plan: 2 to add, 0 to change, 0 to "
            "destroy."),
    (FOLLOWUP, "ok go"),
    (AGENT, "Applied: 2 added, 0 changed, 0 destroyed. Routes from the VPN show in both "
            "private tables."),
    (ONE_OFF, "default_tags on the aws provider owner=platform cost-center=infra"),
    (AGENT, "Added a `default_tags` block to the `aws` provider in `providers.tf` with `owner` "
            "and `cost-center`; the plan shows the tags on 41 resources, no replacements."),
]
PI_PAYMENTS: Turns = [
    (CRASH, typed(
        "$ kubectl get pods -n payments",
        "NAME                            READY   STATUS             RESTARTS       AGE",
        "payments-api-7d9f8c6b5-2xkqp    0/1     CrashLoopBackOff   9 (41s ago)    23m",
        "payments-api-7d9f8c6b5-h8rtn    0/1     CrashLoopBackOff   9 (38s ago)    23m",
        "payments-worker-5c4b7d8f9-lq2mz 1/1     Running            0              3d",
        "",
        "why")),
    (AGENT, "`kubectl logs --previous` shows `missing required env STRIPE_API_KEY` and exit 1. "
            "The secret was renamed from `stripe` to `stripe-credentials` in yesterday's "
            "sealed-secrets change, and the deployment still points at the old name."),
    (FOLLOWUP, "fix"),
    (AGENT, "`charts/payments/templates/deployment.yaml` reads the key from "
            "`stripe-credentials`; synced. The pods start, then restart again."),
    (FOLLOWUP, "still crashloop"),
    (AGENT, "Now `OOMKilled`: the new client loads the whole price list at start and needs "
            "about 400Mi, the limit is 256Mi. Raised the limit to 512Mi and the request to "
            "384Mi; both pods are Ready."),
    (FOLLOWUP, "k"),
    (ALERT, "checkout 5xx alert pages every night ~3am for 2 min, its the cron deploy blip. "
            "make it not page for that"),
    (AGENT, "Changed `CheckoutHigh5xx` in `alerts/checkout.yaml` from `for: 1m` to `for: 5m`, "
            "so a two-minute blip no longer pages."),
    (FOLLOWUP, "nope. real outage must still page fast. just mute 3-4"),
    (AGENT, "Back to `for: 1m`; added an Alertmanager `time_intervals` entry `nightly-deploy` "
            "(03:00-04:00 UTC) and `mute_time_intervals: [nightly-deploy]` on the route for "
            "`CheckoutHigh5xx` only."),
]
PI_ORDERS: Turns = [
    (IMAGE, "bump orders to 1.42.0 in prod values"),
    (AGENT, "`charts/orders/values-prod.yaml`: `image.tag` 1.41.3 -> 1.42.0. `helm diff` shows "
            "only the image line."),
    (FOLLOWUP, "ship it"),
    (AGENT, "Committed `orders: 1.42.0 in prod`, pushed; Argo CD synced and the rollout "
            "finished, 3/3 ready."),
    (PLAN, typed(
        "  # aws_db_instance.orders will be updated in-place",
        "  ~ resource \"aws_db_instance\" \"orders\" {",
        "      ~ allocated_storage          = 200 -> 400",
        "      ~ engine_version             = \"15.4\" -> \"15.7\"",
        "        id                         = \"orders-prod\"",
        "      ~ max_allocated_storage      = 0 -> 1000",
        "        # (52 unchanged attributes hidden)",
        "    }",
        "",
        "Plan: 0 to add, 1 to change, 0 to destroy.",
        "",
        "ok to apply now?")),
    (AGENT, "Not now: the engine version change is applied right away (`apply_immediately = "
            "true`) and restarts the instance, a few minutes of downtime for orders. The "
            "storage change is online. Either split the version out or apply it in the "
            "maintenance window."),
    (FOLLOWUP, "split it"),
    (AGENT, "The plan now only grows the storage (200 -> 400, autoscaling to 1000); the engine "
            "version stays 15.4 with a TODO for Sunday's window."),
    (FOLLOWUP, "y apply"),
    (AGENT, "Applied: 1 changed. The instance is `storage-optimization`, online."),
]
PI_KAFKA: Turns = [
    (ALERT, "kafka disk alert flapping all day on broker 2, at 80% it goes on and off. "
            "tune it"),
    (AGENT, "`KafkaDiskUsageHigh` fires at 80% with `for: 0m`; broker 2 sits at 79-81% "
            "between log segment deletions. Raised it to 85% with `for: 15m`, and added a "
            "`KafkaDiskWillFill` alert on `predict_linear` over 6h for the real danger."),
    (FOLLOWUP, "ok"),
    (IMAGE, "orders 1.43.1 to staging and prod"),
    (AGENT, "`image.tag` 1.43.1 in `values-staging.yaml` and `values-prod.yaml`; `helm diff` "
            "shows the image lines only."),
    (FOLLOWUP, "ship it"),
    (AGENT, "Committed and pushed; both synced, rollouts done."),
    (ONE_OFF, "whats eating all the ebs in us-east-1"),
    (AGENT, "1.8 TiB of `gp2` volumes are unattached, 31 of them, all tagged by the old "
            "Jenkins agents' autoscaling group, the newest from March."),
]
PI_RUNBOOK: Turns = [
    (RUNBOOK, "runbook for the payments crashloop thing from tuesday. short. docs/runbooks"),
    (AGENT, "Added `docs/runbooks/payments-crashloop.md`: symptoms, `kubectl logs --previous`, "
            "the two causes seen (a renamed secret, the memory limit), how to tell them apart "
            "and roll back, and who to call."),
    (FOLLOWUP, "shorter"),
    (AGENT, "Down to a dozen lines: the three commands and the two fixes."),
    (ONE_OFF, "rm the jenkins-agents module, nothing uses it since march"),
    (AGENT, "Removed `modules/jenkins-agents` and its call in `ci.tf`; the plan destroys the "
            "autoscaling group, its launch template and the 31 volumes."),
]

# dwh: a data engineer's dbt project, Airflow DAGs and Spark jobs, with Codex.
DWH_ORDERS: Turns = [
    (DBT, typed(
        "dbt run is fail again on fct_orders, pls fix",
        "",
        "17:02:11  Completed with 1 error and 0 warnings:",
        "17:02:11  ",
        "17:02:11  Database Error in model fct_orders (models/marts/fct_orders.sql)",
        "17:02:11    000904 (42000): SQL compilation error: error line 14 at position 8",
        "17:02:11    invalid identifier 'DISCOUNT_AMT'",
        "17:02:11    compiled Code at target/run/dwh/models/marts/fct_orders.sql",
        "17:02:11  ",
        "17:02:11  Done. PASS=41 WARN=0 ERROR=1 SKIP=6 TOTAL=48")),
    (AGENT, "`stg_orders` renamed `discount_amt` to `discount_amount` in yesterday's change; "
            "`fct_orders` still selected the old name. Updated it; `dbt build -s fct_orders+` "
            "passes, the six skipped models too."),
    (FOLLOWUP, "is working now, thank you. please put also not_null test on this column"),
    (AGENT, "Added `not_null` on `discount_amount` in `models/marts/_marts.yml`; it passes."),
    (DAG, typed(
        "airflow dag daily_sales is failed in task load_to_snowflake, here the log",
        "",
        "[2026-12-09, 02:14:07 UTC] {taskinstance.py:2731} ERROR - Task failed with exception",
        "Traceback (most recent call last):",
        "  File \"/opt/airflow/dags/daily_sales.py\", line 88, in load",
        "    hook.run(COPY_SQL.format(day=ds))",
        "snowflake.connector.errors.ProgrammingError: 091016 (22000): Remote file "
        "'s3://dwh-landing/sales/2026-12-08/' was not found.",
        "[2026-12-09, 02:14:07 UTC] {taskinstance.py:1149} INFO - Marking task as FAILED.")),
    (AGENT, "The export of the day's sales to S3 landed at 02:40, after the load ran at 02:14. "
            "Added an `S3KeySensor` at the start of the DAG waiting for the `_SUCCESS` marker."),
    (FOLLOWUP, "no, not like this. the sensor make the whole dag wait, I want only this task "
               "wait"),
    (AGENT, "Moved the sensor right before `load_to_snowflake`, in `reschedule` mode so it "
            "frees its worker slot; the other tasks run at 02:00 as before."),
]
DWH_SNAPSHOT: Turns = [
    (DAG, "again dag fail. customer_snapshot, task extract_crm, timeout after 1h. can you look"),
    (AGENT, "`extract_crm` pages through the CRM API 100 records at a time; since the CRM "
            "added 2M contacts last week it needs about 80 minutes. Its `execution_timeout` is "
            "1h. Two ways: use the CRM's bulk export endpoint, or extract only the contacts "
            "changed since the last run."),
    (FOLLOWUP, "the second one. make it so"),
    (AGENT, "`extract_crm` filters on `updated_at > {{ prev_data_interval_end_success }}` and "
            "merges into the snapshot; a run takes 4 minutes."),
    (ONE_OFF, "make refactor of the macro generate_schema_name, is too long and nobody "
              "understand it"),
    (AGENT, "`macros/generate_schema_name.sql` is down from 60 lines to 18: one branch for "
            "prod (the custom schema as is), one for everything else (prefixed with the "
            "target's schema). The compiled schemas are the same for all 48 models."),
]
DWH_PAYMENTS: Turns = [
    (DBT, typed(
        "model stg_payments give error after the source change, i paste:",
        "",
        "Compilation Error in model stg_payments (models/staging/stripe/stg_payments.sql)",
        "  Model 'model.dwh.stg_payments' (models/staging/stripe/stg_payments.sql) depends on a "
        "source named 'stripe.charges' which was not found")),
    (AGENT, "The source was renamed to `stripe_v2` in `_stripe__sources.yml` when the new "
            "connector was set up. `stg_payments` now reads `source('stripe_v2', 'charges')`; "
            "`dbt build -s stg_payments` passes."),
    (FOLLOWUP, "perfect. run also the downstream models for check"),
    (AGENT, "`dbt build -s stg_payments+`: 9 models and 23 tests pass."),
    (ONE_OFF, "spark job sessionize_events is very slow since 2 days, take 3 hours, before was "
              "40 min. what do you think"),
    (AGENT, "The join with `dim_devices` lost its broadcast: the table grew past the 10 MB "
            "`autoBroadcastJoinThreshold` and the join became a sort-merge with a skewed key "
            "(one device id has 30% of the events). Broadcasting it explicitly brings the "
            "stage back to 35 minutes."),
]
DWH_EVENTS: Turns = [
    (DAG, typed(
        "[2026-12-11, 05:00:12 UTC] {subprocess.py:93} INFO - Error: "
        "dbt_build_hourly_events exited with code 2",
        "[2026-12-11, 05:00:12 UTC] {taskinstance.py:1149} INFO - Marking task as "
        "UP_FOR_RETRY. dag_id=hourly_events, task_id=dbt_build, run_id=scheduled__2026-12-11T04",
        "[2026-12-11, 05:05:14 UTC] {taskinstance.py:1149} INFO - Marking task as FAILED.",
        "",
        "pls check why this fail, third time in this week")),
    (AGENT, "Exit code 2 is dbt failing to connect: the DAG's `profiles.yml` still reads the "
            "password from the `DBT_PASSWORD` variable, rotated on Monday. It now takes it "
            "from the `snowflake_dwh` connection, like the other DAGs."),
    (FOLLOWUP, "ok"),
    (DBT, "incremental model fct_events have duplicate rows after the backfill, fix the model "
          "pls"),
    (AGENT, "`fct_events` is incremental without a `unique_key`, so the backfill's rows were "
            "appended to the ones already there. Added `unique_key='event_id'` with the "
            "`merge` strategy and removed the 1.2M duplicates with a full refresh of the "
            "affected days."),
    (FOLLOWUP, "danke, works"),
]
DWH_LINEAGE: Turns = [
    (DAG, "dag hourly_events fail with same error like yesterday but other task, "
          "publish_metrics. pls look"),
    (AGENT, "`publish_metrics` posts to the metrics API with the token from the "
            "`METRICS_TOKEN` variable, rotated with the others on Monday. It now reads the "
            "`metrics_api` connection."),
    (FOLLOWUP, "still fail"),
    (AGENT, "The connection's host had a trailing slash, so the URL had `//v1`; fixed it. The "
            "task passes on a cleared run."),
    (ONE_OFF, "can you explain me what is the difference between ref and source in dbt, my "
              "colleague ask me"),
    (AGENT, "`source()` points at a table loaded from outside dbt, declared in a sources file; "
            "`ref()` points at another dbt model. Both put the dependency in the DAG."),
]

# ops: an SRE who pastes what the tools printed and asks in a line, with the Copilot CLI.
OPS_OOM: Turns = [
    (CRASH, typed(
        "Name:             search-indexer-6b8d9f7c4-wq9zt",
        "Namespace:        search",
        "Status:           Running",
        "Containers:",
        "  indexer:",
        "    State:          Waiting",
        "      Reason:       CrashLoopBackOff",
        "    Last State:     Terminated",
        "      Reason:       OOMKilled",
        "      Exit Code:    137",
        "    Restart Count:  14",
        "    Limits:",
        "      memory:  512Mi",
        "Events:",
        "  Type     Reason   Age                  From     Message",
        "  ----     ------   ----                 ----     -------",
        "  Warning  BackOff  2m (x61 over 47m)    kubelet  Back-off restarting failed container",
        "",
        "this pod keeps restarting since the deploy, what is it")),
    (AGENT, "The indexer is killed for memory (137, `OOMKilled`) at 512Mi. The new release "
            "batches 5,000 documents instead of 500 (`INDEX_BATCH_SIZE`), which needs about "
            "900Mi at peak."),
    (FOLLOWUP, "bump memory to 1Gi then, requests too"),
    (AGENT, "Limit and request at 1Gi in `search/indexer/values.yaml`; the pod has been up "
            "for 20 minutes with a peak of 870Mi."),
    (RUNBOOK, "write a runbook for the OOMKilled alert in runbooks/, same format as the "
              "others"),
    (AGENT, "Added `runbooks/container-oomkilled.md` with the sections the others have: "
            "Alert, Impact, Diagnosis, Mitigation, Escalation."),
    (FOLLOWUP, "add the kubectl commands to check, people copy paste them at 3am"),
    (AGENT, "Diagnosis now has the `kubectl describe`, `kubectl top pod` and `kubectl logs "
            "--previous` commands with the namespace and pod as placeholders."),
]
OPS_EKS: Turns = [
    (PLAN, typed(
        "can you go through this plan before i apply it, eks node group upgrade",
        "",
        "  # aws_launch_template.workers must be replaced",
        "+/- resource \"aws_launch_template\" \"workers\" {",
        "      ~ image_id      = \"ami-0c1d2e3f4a5b6c7d8\" -> \"ami-09f8e7d6c5b4a3210\"",
        "      ~ latest_version = 7 -> (known after apply)",
        "    }",
        "",
        "  # aws_eks_node_group.workers will be updated in-place",
        "  ~ resource \"aws_eks_node_group\" \"workers\" {",
        "      ~ release_version = \"1.29.3-20240531\" -> \"1.30.4-20241109\"",
        "      ~ version         = \"1.29\" -> \"1.30\"",
        "      ~ update_config {",
        "          ~ max_unavailable = 1 -> 3",
        "        }",
        "    }",
        "",
        "Plan: 1 to add, 1 to change, 1 to destroy.")),
    (AGENT, "The node group moves to 1.30 with the new AMI through a new launch template "
            "version; nodes are replaced in a rolling way. `max_unavailable` goes from 1 to 3: "
            "with 6 nodes that is half the capacity at once, and two of the PDBs allow one "
            "pod down."),
    (FOLLOWUP, "the launch template replacement is expected yes. what about max_unavailable, "
               "keep 1?"),
    (AGENT, "Keep 1: the roll takes about 40 minutes instead of 15 but never drops below five "
            "nodes. Set it back to 1; the plan is the upgrade only."),
    (ALERT, typed(
        "- alert: KubeDeploymentReplicasMismatch",
        "  expr: |",
        "    kube_deployment_spec_replicas != kube_deployment_status_replicas_available",
        "  for: 5m",
        "  labels:",
        "    severity: warning",
        "",
        "this one fires on every deploy of the big services because the rollout takes longer "
        "than 5m. should ignore rollouts")),
    (AGENT, "Added `unless on (namespace, deployment) (kube_deployment_status_observed_generation "
            "!= kube_deployment_metadata_generation or "
            "kube_deployment_status_replicas_updated != kube_deployment_spec_replicas)`, so a "
            "deployment mid-rollout does not count, and `for: 15m`."),
]
OPS_ETCD: Turns = [
    (RUNBOOK, "new runbook: etcd db size alert. what to check, how to defrag, when to escalate"),
    (AGENT, "Added `runbooks/etcd-db-size.md`: how close the quota is (`etcdctl endpoint "
            "status`), compaction and defragmentation one member at a time, and escalation "
            "when the quota alarm is raised."),
    (FOLLOWUP, "link it from the alert annotation runbook_url"),
    (AGENT, "`EtcdDatabaseQuotaLowSpace` has `runbook_url` pointing at the new page."),
    (CRASH, typed(
        "another one, ingress-nginx this time",
        "",
        "NAME                                        READY   STATUS             RESTARTS   AGE",
        "ingress-nginx-controller-5f7c9d8b6d-4nmxz   0/1     CrashLoopBackOff   6          9m",
        "",
        "-------------------------------------------------------------------------------",
        "NGINX Ingress controller",
        "  Release:       v1.11.3",
        "-------------------------------------------------------------------------------",
        "F1211 08:14:02.118430       7 main.go:64] port 80 is already in use. Please check "
        "the flag --http-port",
        "",
        "same drill: why + fix")),
    (AGENT, "The controller runs with `hostNetwork: true` since the chart upgrade, and the "
            "node's own nginx (left by the old bootstrap script) holds port 80. Set "
            "`hostNetwork: false` back in the values, as before the upgrade; the controller "
            "is Ready."),
]
OPS_JOBS: Turns = [
    (ALERT, "KubeJobFailed fires for the cronjobs we expect to fail now and then. make it fire "
            "only when two runs in a row fail"),
    (AGENT, "Replaced it for cronjobs with a rule on the last two jobs of each cronjob "
            "(`kube_job_status_failed` joined to `kube_job_owner`, counted over the last two "
            "by start time); single failures still show on the dashboard."),
    (ONE_OFF, "explain how the pdb interacts with a node drain, for the upgrade doc"),
    (AGENT, "`kubectl drain` evicts pods through the eviction API, which refuses an eviction "
            "that would take a PDB below `minAvailable`; the drain retries until the pod's "
            "replacement is Ready elsewhere."),
    (PLAN, typed(
        "  # aws_iam_role_policy.ci_deploy will be updated in-place",
        "  ~ resource \"aws_iam_role_policy\" \"ci_deploy\" {",
        "      ~ policy = jsonencode(",
        "          ~ {",
        "              ~ Statement = [",
        "                  + {",
        "                      + Action   = \"iam:PassRole\"",
        "                      + Effect   = \"Allow\"",
        "                      + Resource = \"*\"",
        "                    },",
        "                ]",
        "            }",
        "        )",
        "    }",
        "",
        "Plan: 0 to add, 1 to change, 0 to destroy.",
        "",
        "^ review pls, esp the iam bits")),
    (AGENT, "`iam:PassRole` on `*` lets the CI role hand any role, admin included, to a "
            "service it creates. Scope it to the task execution role's ARN, with an "
            "`iam:PassedToService` condition for `ecs-tasks.amazonaws.com`."),
    (FOLLOWUP, "do that then apply"),
    (AGENT, "Scoped to `arn:aws:iam::123456789012:role/ecs-task-exec` with the condition; "
            "applied, 1 changed."),
]
OPS_DNS: Turns = [
    (RUNBOOK, "we had the coredns incident last night, can you write the runbook so next time "
              "whoever is on call knows what to do"),
    (AGENT, "Added `runbooks/coredns-saturation.md`: the symptom (timeouts resolving "
            "`svc.cluster.local`), the checks (`kubectl top` on the coredns pods, the "
            "`coredns_forward_requests_total` rate), scaling coredns and NodeLocal DNSCache "
            "as the fixes, and when to page the network team."),
    (PLAN, typed(
        "going to apply this for the coredns replicas, sanity check:",
        "",
        "  # helm_release.coredns will be updated in-place",
        "  ~ resource \"helm_release\" \"coredns\" {",
        "        id        = \"coredns\"",
        "      ~ values    = [",
        "          - <<-EOT",
        "                replicaCount: 2",
        "            EOT,",
        "          + <<-EOT",
        "                replicaCount: 6",
        "            EOT,",
        "        ]",
        "    }",
        "",
        "Plan: 0 to add, 1 to change, 0 to destroy.")),
    (AGENT, "Only `replicaCount` 2 -> 6 on the release, an in-place Helm upgrade, no restart "
            "of the running pods. Safe to apply. Consider the autoscaler instead of a fixed "
            "count."),
    (FOLLOWUP, "fine, applying as is"),
    (AGENT, "Noted."),
]

# Each session: its id, harness, project and turns.
SESSIONS: list[tuple[str, str, str, Turns]] = [
    ("pi-vpc", "claude-code", "/work/platform-infra", PI_VPC),
    ("pi-payments", "claude-code", "/work/platform-infra", PI_PAYMENTS),
    ("pi-orders", "claude-code", "/work/platform-infra", PI_ORDERS),
    ("pi-kafka", "claude-code", "/work/platform-infra", PI_KAFKA),
    ("pi-runbook", "claude-code", "/work/platform-infra", PI_RUNBOOK),
    ("dwh-orders", "codex", "/work/dwh", DWH_ORDERS),
    ("dwh-snapshot", "codex", "/work/dwh", DWH_SNAPSHOT),
    ("dwh-payments", "codex", "/work/dwh", DWH_PAYMENTS),
    ("dwh-events", "codex", "/work/dwh", DWH_EVENTS),
    ("dwh-lineage", "codex", "/work/dwh", DWH_LINEAGE),
    ("ops-oom", "copilot", "/work/ops", OPS_OOM),
    ("ops-eks", "copilot", "/work/ops", OPS_EKS),
    ("ops-etcd", "copilot", "/work/ops", OPS_ETCD),
    ("ops-jobs", "copilot", "/work/ops", OPS_JOBS),
    ("ops-dns", "copilot", "/work/ops", OPS_DNS),
]
