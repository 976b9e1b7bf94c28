"""How people ask for secrets and an environment's settings changed: a kind of its own.

Every project that runs somewhere has keys, tokens, passwords and certificates to rotate, renew
and keep out of the code, and settings of each environment to change, worded far apart: "rotate
the Stripe key", "the cert expires Friday, renew it", "move the DB password to Vault", "the JWT
secret is hardcoded", "update the env vars in staging", "add SENTRY_DSN to the staging env".
Clustered by meaning they fell apart or in with the features of each service. So it is a kind
(`kinds.py`), read by these shapes, which are of software alone and so software talk by
themselves:

- A secret rotated, regenerated or re-encrypted; leaked or hard-coded; moved to or read from a
  store of secrets (a vault, a secrets manager, the CI's or the cluster's secrets).
- A TLS certificate renewed, replaced or told expiring; not a product's certificate ("print
  their certificate after the quiz") nor one's own ("renew my aws cert").
- An environment's settings set or changed, named by the environment ("in staging", "the prod
  .env"); not a setting added to the product ("add an env var to turn the checkout on").

Not a product's keys, passwords and vaults ("let admins regenerate their API key", "a password
reset flow", "the vault page crashes"), not a map's keys, logs or a carousel rotated, not the
documents, tickets and questions about it (`kinds.py` reads those kinds first).
"""

from __future__ import annotations

from .case_cues import NO_CASE_YET
from .screen_cues import SCREEN_PARTS

# What is kept secret. A bare key may be a map's or a translation's, so a key is a secret's
# only qualified ("the api key", "the signing key"), but where it is rotated ("rotate the Stripe
# key") or kept in a store of secrets; design tokens are a style's.
_QUALIFIED_KEY = (r"(?:api|access|secret|signing|private|deploy|ssh|gpg|master|encryption|admin|"
                  r"license|licence|service[- ]account|age|kms)[- ]?keys?")
_SECRET = (r"(?:(?:client |webhook |app |bot )?(?:secrets?|(?<!\bdesign )tokens?|credentials?|"
           rf"creds|passwords?|passphrases?|dsns?|connection strings?)|{_QUALIFIED_KEY})")
_ROTATED = rf"(?:{_SECRET}|keys?)"
# Where secrets are kept.
_STORE = (r"(?:hashicorp )?vault|(?:aws |gcp |google )?secrets? ?manager|secret stores?|"
          r"key ?vault|1password|doppler|infisical|sops|(?:kubernetes |k8s |sealed ?)secrets?|"
          r"(?:a |the )?(?:kubernetes|k8s) secret|ssm|parameter store|(?:github|gitlab|ci|repo|"
          r"repository|actions|workflow) secrets|env(?:ironment)? secrets")
# A TLS certificate: "the cert", "the TLS certificate"; a bare "certificate" only so qualified.
_CERT = (r"(?:(?<!\bmy )(?<!\bher )(?<!\bhis )(?<!\btheir )certs?|(?:tls|ssl|https|x\.?509|"
         r"wildcard|root|ca|intermediate|signing|server|client|domain|let'?s ?encrypt|acm) "
         r"certificates?)")
# Environments a project runs in.
_ENVIRONMENT = (r"(?:staging|prod|production|dev|development|preview|qa|uat|sandbox|ci|heroku|"
                r"vercel|netlify|fly|railway)")

SECRETS = (
    rf"\b(?:rotat(?:e|es|ed|ing)|regenerat(?:e|es|ed|ing)|roll|re-?issue|cycle)\s+"
    r"(?:(?:the|our|all|its|these|those|that|this|every)\s+(?:of\s+the\s+)?)?"
    rf"(?:[\w./-]+\s+){{0,3}}?{_ROTATED}\b(?!\s+of\b)",
    rf"\b{_ROTATED}\b[^\n]{{0,80}}\b(?:rotate|regenerate|roll) (?:it|them)\b",
    # Whatever leaked is a secret: "the .env is committed to the repo, ... rotate everything".
    r"\b(?:leaked|exposed|(?:was|were|is|are|got) (?:committed|pushed|logged))\b[^\n]{0,80}"
    r"\brotate (?:it|them|everything|all)\b",
    rf"\b(?:move|get|take|pull|strip|remove)\s+(?:the\s+|all\s+(?:the\s+)?|our\s+)?"
    rf"(?:[\w-]+\s+){{0,2}}?{_SECRET}\s+out of\b",
    rf"\bre-?encrypt\b[^.?!\n]{{0,30}}\b(?:{_SECRET}|files?|values?)\b",
    rf"\b{_SECRET}\b[^.?!\n]{{0,30}}\b(?:leaked|(?:got |was |were |is |are )?exposed|"
    r"(?:is|are|was|were) (?:still )?(?:hard-?coded|in the (?:repo|history|logs|code|bundle)))\b",
    rf"\bhard-?coded\s+(?:[\w-]+\s+){{0,2}}?{_SECRET}\b",
    # Kept in a store of secrets, a key is one ("the Algolia key into the CI secrets"). (A
    # file's name is no sentence's end: "out of config.yaml into ...".)
    rf"\b{_ROTATED}\b(?:[^.?!\n]|\.\w){{0,60}}\b(?:in|into|to|from|out of|with)\s+"
    rf"(?:the\s+|a\s+|an\s+|our\s+)?(?:{_STORE})\b",
    # Certificates renewed, replaced, told expiring.
    rf"\b(?:renew\w*|replac\w*|swap|install|rotat\w*|re-?issue|upload|deploy)\b[^.?!\n]{{0,30}}"
    rf"\b{_CERT}\b",
    # Told, not a case to handle ("alert when the cert expires" is a feature).
    rf"{NO_CASE_YET}\b{_CERT}\b[^.?!\n]{{0,40}}\b(?:expir\w+|expired|runs? out|renew\w*)\b",
    rf"\b{_CERT}\b[^\n]{{0,60}}\brenew (?:it|them)\b",
    # An environment's settings: "update the env vars in staging", "add SENTRY_DSN to the
    # staging env", "change DATABASE_URL in the prod .env".
    r"\b(?:set|update|change|add|remove|drop|unset|rename|fix)\b[^.?!\n]{0,40}"
    r"\b(?:env(?:ironment)? vars?|environment variables?|config ?vars?|\.env|env files?|"
    rf"(?-i:[A-Z][A-Z0-9]*_[A-Z0-9_]+))\b[^.?!\n]{{0,30}}"
    rf"\b(?:in|on|to|for|from|of)\s+(?:the\s+)?{_ENVIRONMENT}\b",
    # ("set up my dev environment" makes one: the verb is "set up", not "set".)
    rf"\b(?:set(?!\s+up\b)|update|change|add|remove|drop|unset)\b[^.?!\n]{{0,40}}"
    rf"\b{_ENVIRONMENT}'?s?\s+"
    r"(?:env(?:ironment)?(?: vars?| variables?)?|\.env|config ?vars?|secrets)\b"
    # Not a part of a screen named for the environment: "a staging environment badge".
    rf"(?!\s+(?:{SCREEN_PARTS}|names?|labels?|indicators?)\b)",
)
