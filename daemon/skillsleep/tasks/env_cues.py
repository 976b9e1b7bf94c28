"""How people ask for a new environment of the deployed software: a stage, a region or a
Kubernetes namespace stood up beside the ones there are ("need a `preview` namespace for the
payments team, same as staging", "stand up a perf env for load tests", "add eu-central as a new
environment in the pipeline"). The work is the same everywhere, the copy of an environment's
manifests, values, variables and pipeline jobs under a new name, but it is worded by the new
environment's name, which meaning alone never gathers. So it is a kind (`kinds.py`).

Not a setting of an environment changed (`secret_cues.py`), not an environment variable, a
`.env` file, a language's virtual environment or a local development setup, and not a
namespace of the code (a namespace is the deployment's only where the request names a cluster's
things: kubectl, a manifest, an overlay, a chart).
"""

from __future__ import annotations

from .asked_to_exist import not_a_place
from .screen_cues import SCREEN_PARTS

# Asked to exist: made, stood up, or needed.
# (Its own verbs: an environment is stood up, never written or built: "write a script that
# deletes preview environments" writes a script.)
_MADE = (r"\b(?:add|create|stand up|spin up|set up|setup|provision|bootstrap|make|need|needs|"
         r"want)\b")
# Not a programming language's, a tool's or one's own machine's environment.
_NOT_LOCAL = "".join(rf"(?<!\b{w} )" for w in (
    "virtual", "python", "conda", "venv", "node", "ruby", "local", "dev", "development", "shell",
    "test", "testing", "runtime", "build", "docker", "nix", "my", "your",
    # An environment told by its state, not named: a scratch one to try something in.
    "clean", "fresh", "throwaway", "scratch", "isolated", "reproducible"))
# What the environment is not: its variables, its file, its settings, nor a product's part
# named by it: a part of a screen (`SCREEN_PARTS`, "a region dropdown"), a form's ("a region
# picker", "an environment filter") or a datum ("region codes").
_NOT_ITS_PARTS = (r"(?!\s*(?:var(?:iable)?s?|file|secrets?|settings?|config(?:uration)?|keys?|"
                  rf"values?|select\w*|pickers?|fields?|columns?|filters?|{SCREEN_PARTS}|"
                  r"codes?|names?|labels?)\b)(?![-_.]\w)")
# Between the verb and the environment, no place it is put in: "add the key to the staging
# env" adds a key.
_NOT_A_PLACE = not_a_place()
_ENVIRONMENT = rf"{_NOT_LOCAL}(?:environments?|envs?|regions?){_NOT_ITS_PARTS}"
# The cluster's things, where a namespace is the deployment's.
_CLUSTER_TALK = (r"\A(?=[\s\S]*?\b(?:k8s|kubernetes|kubectl|clusters?|kustomiz\w*|overlays?|helm|"
                 r"charts?|argo\w*|flux\w*|manifests?|replicas?|hpas?|deployments?)\b)")

ENVIRONMENT_ADDED = (
    # "stand up a perf env for load tests", "add eu-central as a new environment".
    rf"{_MADE}{_NOT_A_PLACE}\b{_ENVIRONMENT}\b",
    # "need a `preview` namespace for the payments team ... kustomize overlay".
    rf"{_CLUSTER_TALK}[\s\S]*?{_MADE}{_NOT_A_PLACE}\bnamespaces?\b{_NOT_ITS_PARTS}",
)
