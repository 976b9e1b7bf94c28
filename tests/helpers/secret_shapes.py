"""Secret shapes assembled from the providers' documented formats, each in the context a person
or an agent writes it in (a shell line, a config file, a header, a sentence).

Every value is generated here from its documented prefix, alphabet and length with a fixed seed,
so no real credential is in the repository and the file itself holds nothing a scanner would
flag as a known key. The corpus is shared by the redaction tests and
`benchmarks/redaction_bench.py`.

Each shape says where its format is documented (the provider's own page, by title), so the
corpus can be checked against the source and extended when a provider adds a format.
"""

from __future__ import annotations

import base64
import random
import string
from collections.abc import Callable
from dataclasses import dataclass

ALNUM = string.ascii_letters + string.digits
UPPER_ALNUM = string.ascii_uppercase + string.digits
LOWER_ALNUM = string.ascii_lowercase + string.digits
HEX = "0123456789abcdef"
BASE64 = ALNUM + "+/"
URLSAFE = ALNUM + "-_"
BASE32 = string.ascii_uppercase + "234567"


@dataclass(frozen=True)
class Shape:
    name: str            # what it is
    source: str          # where the format is documented
    secret: str          # the value that must not survive
    text: str            # the value in its usual context

    @property
    def family(self) -> str:
        return self.name.split(":", 1)[0]


def _r(rng: random.Random, alphabet: str, n: int) -> str:
    return "".join(rng.choice(alphabet) for _ in range(n))


def _b64(rng: random.Random, raw_bytes: int) -> str:
    return base64.b64encode(rng.randbytes(raw_bytes)).decode()


def _uuid(rng: random.Random) -> str:
    h = _r(rng, HEX, 32)
    return f"{h[:8]}-{h[8:12]}-4{h[13:16]}-a{h[17:20]}-{h[20:]}"


# The documented shapes: (name, source, make(rng) -> (secret, text)). Glued from pieces where a
# literal prefix would make this file look like it holds a key.
_Maker = Callable[[random.Random], tuple[str, str]]
_SHAPES: list[tuple[str, str, _Maker]] = []


def shape(name: str, source: str) -> Callable[[_Maker], _Maker]:
    def add(make: _Maker) -> _Maker:
        _SHAPES.append((name, source, make))
        return make
    return add


# -- cloud providers ------------------------------------------------------------------------------

@shape("aws:access-key-id", "AWS IAM: unique identifier prefixes (AKIA, ASIA)")
def _aws_id(rng: random.Random) -> tuple[str, str]:
    s = "AK" + "IA" + _r(rng, BASE32, 16)
    return s, f"export AWS_ACCESS_KEY_ID={s}"


@shape("aws:secret-access-key", "AWS CLI: configuration and credential file settings")
def _aws_secret(rng: random.Random) -> tuple[str, str]:
    s = _r(rng, BASE64, 40)
    return s, f"[default]\naws_access_key_id = AK{'IA'}{_r(rng, BASE32, 16)}\n" \
              f"aws_secret_access_key = {s}\nregion = eu-west-1"


@shape("aws:session-token", "AWS STS: temporary security credentials (AWS_SESSION_TOKEN)")
def _aws_session(rng: random.Random) -> tuple[str, str]:
    s = "IQoJb3JpZ2luX2Vj" + _b64(rng, 240)
    return s, f"AWS_SESSION_TOKEN={s} aws s3 ls"


@shape("azure:storage-connection-string", "Azure Storage: configure a connection string")
def _azure_conn(rng: random.Random) -> tuple[str, str]:
    s = _b64(rng, 64)
    return s, ("the app fails with DefaultEndpointsProtocol=https;AccountName=shopdata;"
               f"AccountKey={s};EndpointSuffix=core.windows.net")


@shape("azure:sas-token", "Azure Storage: grant limited access with shared access signatures")
def _azure_sas(rng: random.Random) -> tuple[str, str]:
    s = _b64(rng, 32).replace("+", "%2B").replace("/", "%2F").replace("=", "%3D")
    return s, ("curl 'https://shopdata.blob.core.windows.net/exports/a.csv?sv=2022-11-02&ss=b"
               f"&srt=o&sp=r&se=2026-12-01T00:00:00Z&spr=https&sig={s}'")


@shape("gcp:api-key", "Google Cloud: API keys (AIza prefix, 39 characters)")
def _gcp_key(rng: random.Random) -> tuple[str, str]:
    s = "AI" + "za" + _r(rng, URLSAFE, 35)
    return s, f"const firebaseConfig = {{ apiKey: \"{s}\", projectId: \"shop\" }};"


@shape("gcp:service-account-key", "Google Cloud: create and delete service account keys (JSON)")
def _gcp_sa(rng: random.Random) -> tuple[str, str]:
    body = "MIIEvQIBADANBgkqhkiG9w0BAQEFAASC" + _b64(rng, 120)
    pem = "-----BEGIN " + "PRIVATE KEY-----\\n" + body + "\\n-----END " + "PRIVATE KEY-----\\n"
    return body, ('{"type": "service_account", "project_id": "shop", "private_key_id": "'
                  + _r(rng, HEX, 40) + f'", "private_key": "{pem}", "client_email": '
                  '"ci@shop.iam.gserviceaccount.com"}')


@shape("digitalocean:token", "DigitalOcean: personal access tokens (dop_v1_ prefix)")
def _do(rng: random.Random) -> tuple[str, str]:
    s = "dop" + "_v1_" + _r(rng, HEX, 64)
    return s, f"doctl auth init --access-token {s}"


@shape("heroku:api-key", "Heroku: HEROKU_API_KEY is the account's API key (a UUID)")
def _heroku(rng: random.Random) -> tuple[str, str]:
    s = _uuid(rng)
    return s, f"HEROKU_API_KEY={s} heroku apps"


@shape("vault:token", "HashiCorp Vault: token prefixes (hvs. service tokens)")
def _vault(rng: random.Random) -> tuple[str, str]:
    s = "hv" + "s." + _r(rng, URLSAFE, 24)
    return s, f"export VAULT_TOKEN={s}"


# -- code hosts and registries --------------------------------------------------------------------

@shape("github:classic-token", "GitHub: about authentication, token formats (ghp_)")
def _gh(rng: random.Random) -> tuple[str, str]:
    s = "gh" + "p_" + _r(rng, ALNUM, 36)
    return s, f"git clone https://{s}@github.com/acme/shop.git"


@shape("github:fine-grained-token", "GitHub: fine-grained personal access tokens")
def _gh_pat(rng: random.Random) -> tuple[str, str]:
    s = "github" + "_pat_" + _r(rng, UPPER_ALNUM, 22) + "_" + _r(rng, ALNUM, 59)
    return s, f"GH_TOKEN={s} gh pr list"


@shape("github:app-installation-token", "GitHub: app installation tokens (ghs_) in git URLs")
def _ghs(rng: random.Random) -> tuple[str, str]:
    s = "gh" + "s_" + _r(rng, ALNUM, 36)
    return s, f"remote: https://x-access-token:{s}@github.com/acme/shop"


@shape("gitlab:personal-token", "GitLab: personal access tokens (glpat- prefix)")
def _gl(rng: random.Random) -> tuple[str, str]:
    s = "gl" + "pat-" + _r(rng, URLSAFE, 20)
    return s, f"curl --header \"PRIVATE-TOKEN: {s}\" https://gitlab.example.com/api/v4/projects"


@shape("gitlab:runner-token", "GitLab: runner authentication tokens (glrt- prefix)")
def _glrt(rng: random.Random) -> tuple[str, str]:
    s = "gl" + "rt-" + _r(rng, URLSAFE, 20)
    return s, f"gitlab-runner register --token {s}"


@shape("npm:token", "npm: about access tokens (npm_ prefix)")
def _npm(rng: random.Random) -> tuple[str, str]:
    s = "np" + "m_" + _r(rng, ALNUM, 36)
    return s, f"//registry.npmjs.org/:_authToken={s}"


@shape("npm:legacy-auth", ".npmrc: _auth holds base64 of user:password")
def _npm_auth(rng: random.Random) -> tuple[str, str]:
    s = base64.b64encode(f"deploy:{_r(rng, ALNUM, 14)}".encode()).decode()
    return s, f"registry=https://npm.acme.dev/\n_auth={s}\nalways-auth=true"


@shape("pypi:token", "PyPI: API tokens (pypi- prefix, macaroon)")
def _pypi(rng: random.Random) -> tuple[str, str]:
    s = "pyp" + "i-AgEIcHlwaS5vcmc" + _r(rng, URLSAFE, 70)
    return s, f"[pypi]\nusername = __token__\npassword = {s}"


@shape("docker:config-auth", "Docker: config.json auths entries hold base64 of user:password")
def _docker(rng: random.Random) -> tuple[str, str]:
    s = base64.b64encode(f"ci-bot:{_r(rng, ALNUM, 20)}".encode()).decode()
    return s, '{"auths": {"registry.acme.dev": {"auth": "' + s + '"}}}'


# -- AI providers ---------------------------------------------------------------------------------

@shape("openai:project-key", "OpenAI: API keys (sk-proj- prefix)")
def _openai(rng: random.Random) -> tuple[str, str]:
    s = "sk-" + "proj-" + _r(rng, URLSAFE, 48) + "T3Blbk" + "FJ" + _r(rng, URLSAFE, 48)
    return s, f"OPENAI_API_KEY={s} python eval.py"


@shape("anthropic:api-key", "Anthropic: API keys (sk-ant-api03- prefix)")
def _anthropic(rng: random.Random) -> tuple[str, str]:
    s = "sk-" + "ant-api03-" + _r(rng, URLSAFE, 93) + "AA"
    return s, f"the key {s} stopped working this morning"


@shape("huggingface:token", "Hugging Face: user access tokens (hf_ prefix)")
def _hf(rng: random.Random) -> tuple[str, str]:
    s = "h" + "f_" + _r(rng, string.ascii_letters, 34)
    return s, f"huggingface-cli login --token {s}"


@shape("groq:api-key", "Groq: API keys (gsk_ prefix)")
def _groq(rng: random.Random) -> tuple[str, str]:
    s = "gs" + "k_" + _r(rng, ALNUM, 52)
    return s, f"GROQ_API_KEY=\"{s}\""


@shape("replicate:token", "Replicate: API tokens (r8_ prefix)")
def _replicate(rng: random.Random) -> tuple[str, str]:
    s = "r8" + "_" + _r(rng, ALNUM, 37)
    return s, f"export REPLICATE_API_TOKEN={s}"


# -- payments, email, SMS, webhooks -----------------------------------------------------------

@shape("stripe:secret-key", "Stripe: API keys (sk_live_ prefix)")
def _stripe(rng: random.Random) -> tuple[str, str]:
    s = "sk" + "_live_" + _r(rng, ALNUM, 99)
    return s, f"Stripe.api_key = '{s}'"


@shape("stripe:webhook-secret", "Stripe: check the webhook signatures (whsec_ signing secret)")
def _whsec(rng: random.Random) -> tuple[str, str]:
    s = "wh" + "sec_" + _r(rng, ALNUM, 32)
    return s, f"stripe listen prints: Ready! Your webhook signing secret is {s} (^C to quit)"


@shape("svix:webhook-secret", "Svix / Standard Webhooks: signing secrets (whsec_ + base64)")
def _svix(rng: random.Random) -> tuple[str, str]:
    s = "wh" + "sec_" + _b64(rng, 24)
    return s, f"WEBHOOK_SIGNING_SECRET={s}"


@shape("square:access-token", "Square: access tokens (EAAA prefix)")
def _square(rng: random.Random) -> tuple[str, str]:
    s = "EA" + "AA" + _r(rng, URLSAFE, 60)
    return s, f"SQUARE_ACCESS_TOKEN={s}"


@shape("sendgrid:api-key", "Twilio SendGrid: API keys (SG. + 22 + . + 43)")
def _sendgrid(rng: random.Random) -> tuple[str, str]:
    s = "S" + "G." + _r(rng, URLSAFE, 22) + "." + _r(rng, URLSAFE, 43)
    return s, f"sg = SendGridAPIClient('{s}')"


@shape("mailgun:api-key", "Mailgun: API keys (key- prefix, 32 hex)")
def _mailgun(rng: random.Random) -> tuple[str, str]:
    s = "ke" + "y-" + _r(rng, HEX, 32)
    return s, f"curl -s --user 'api:{s}' https://api.mailgun.net/v3/mg.acme.dev/messages"


@shape("mailchimp:api-key", "Mailchimp Marketing API: API keys end in the data center (-us6)")
def _mailchimp(rng: random.Random) -> tuple[str, str]:
    s = _r(rng, HEX, 32) + "-us" + "6"
    return s, f"MAILCHIMP_API_KEY={s}"


@shape("postmark:server-token", "Postmark: X-Postmark-Server-Token header (a UUID)")
def _postmark(rng: random.Random) -> tuple[str, str]:
    s = _uuid(rng)
    return s, f"-H \"X-Postmark-Server-Token: {s}\""


@shape("twilio:api-key", "Twilio: API keys (SK + 32 hex) and their secret")
def _twilio_key(rng: random.Random) -> tuple[str, str]:
    s = "S" + "K" + _r(rng, HEX, 32)
    return s, f"client = Client('{s}', api_secret, account_sid)"


@shape("twilio:auth-token", "Twilio: account SID (AC + 32 hex) and auth token (32 hex)")
def _twilio_auth(rng: random.Random) -> tuple[str, str]:
    s = _r(rng, HEX, 32)
    return s, f"TWILIO_ACCOUNT_SID=AC{_r(rng, HEX, 32)}\nTWILIO_AUTH_TOKEN={s}"


# -- chat apps --------------------------------------------------------------------------------

@shape("slack:bot-token", "Slack: token types (xoxb- bot tokens)")
def _slack_bot(rng: random.Random) -> tuple[str, str]:
    s = ("xo" + "xb-" + _r(rng, string.digits, 12) + "-" + _r(rng, string.digits, 13) + "-"
         + _r(rng, ALNUM, 24))
    return s, f"SLACK_BOT_TOKEN={s}"


@shape("slack:app-token", "Slack: app-level tokens (xapp- prefix) for Socket Mode")
def _slack_app(rng: random.Random) -> tuple[str, str]:
    s = ("xa" + "pp-1-A" + _r(rng, UPPER_ALNUM, 10) + "-" + _r(rng, string.digits, 13) + "-"
         + _r(rng, HEX, 64))
    return s, f"SLACK_APP_TOKEN={s} node app.js"


@shape("slack:webhook-url", "Slack: sending messages using incoming webhooks")
def _slack_hook(rng: random.Random) -> tuple[str, str]:
    tail = f"T{_r(rng, UPPER_ALNUM, 8)}/B{_r(rng, UPPER_ALNUM, 8)}/{_r(rng, ALNUM, 24)}"
    return tail, f"curl -X POST https://hooks.{'slack'}.com/services/{tail} -d '{{}}'"


@shape("discord:bot-token", "Discord: bot tokens (three base64url parts)")
def _discord(rng: random.Random) -> tuple[str, str]:
    s = "MT" + _r(rng, URLSAFE, 24) + "." + _r(rng, URLSAFE, 6) + "." + _r(rng, URLSAFE, 38)
    return s, f"client.run(\"{s}\")"


@shape("discord:webhook-url", "Discord: intro to webhooks (id and token in the URL)")
def _discord_hook(rng: random.Random) -> tuple[str, str]:
    s = _r(rng, URLSAFE, 68)
    return s, f"post to https://discord.com/api/webhooks/{_r(rng, string.digits, 18)}/{s}"


@shape("telegram:bot-token", "Telegram Bot API: authorizing your bot (id:token)")
def _telegram(rng: random.Random) -> tuple[str, str]:
    s = _r(rng, string.digits, 10) + ":AA" + _r(rng, URLSAFE, 33)
    return s, f"curl https://api.telegram.org/bot{s}/getMe"


# -- headers and tokens -----------------------------------------------------------------------

@shape("http:basic-auth-header", "RFC 7617: the Basic HTTP authentication scheme")
def _basic(rng: random.Random) -> tuple[str, str]:
    s = base64.b64encode(f"admin:{_r(rng, ALNUM, 16)}".encode()).decode()
    return s, f"curl -H 'Authorization: Basic {s}' https://intranet.acme.dev/api"


@shape("http:bearer-header", "RFC 6750: bearer token usage")
def _bearer(rng: random.Random) -> tuple[str, str]:
    s = _r(rng, URLSAFE, 40)
    return s, f"the request sends Authorization: Bearer {s} and gets a 401"


@shape("http:api-key-header", "common X-API-Key header")
def _xapikey(rng: random.Random) -> tuple[str, str]:
    s = _r(rng, ALNUM, 32)
    return s, f"curl -H \"X-API-Key: {s}\" https://api.acme.dev/v1/orders"


@shape("jwt:token", "RFC 7519: JSON Web Token")
def _jwt(rng: random.Random) -> tuple[str, str]:
    def part(obj: str) -> str:
        return base64.urlsafe_b64encode(obj.encode()).decode().rstrip("=")
    s = (part('{"alg":"HS256","typ":"JWT"}') + "." + part('{"sub":"' + _r(rng, HEX, 12)
         + '","role":"service_role"}') + "." + _r(rng, URLSAFE, 43))
    return s, f"SUPABASE_SERVICE_ROLE_KEY={s}"


# -- private keys -----------------------------------------------------------------------------

@shape("private-key:openssh", "OpenSSH: PROTOCOL.key private key format")
def _openssh(rng: random.Random) -> tuple[str, str]:
    body = "b3BlbnNzaC1rZXktdjEAAAAABG5vbmUAAAAEbm9uZQAAAAAAAAAB" + _b64(rng, 90)
    return body, ("-----BEGIN " + "OPENSSH PRIVATE KEY-----\n" + body + "\n-----END "
                  + "OPENSSH PRIVATE KEY-----")


@shape("private-key:rsa", "RFC 7468: textual encodings (RSA PRIVATE KEY)")
def _rsa(rng: random.Random) -> tuple[str, str]:
    body = "MIIEpAIBAAKCAQEA" + _b64(rng, 100)
    return body, ("here is the deploy key\n-----BEGIN " + "RSA PRIVATE KEY-----\n" + body
                  + "\n-----END " + "RSA PRIVATE KEY-----\nadd it to the server")


@shape("private-key:pgp", "RFC 4880: ASCII armor (PGP PRIVATE KEY BLOCK)")
def _pgp(rng: random.Random) -> tuple[str, str]:
    body = "lQOYBF" + _b64(rng, 90)
    return body, ("-----BEGIN " + "PGP PRIVATE KEY BLOCK-----\n\n" + body + "\n=ab12\n"
                  "-----END " + "PGP PRIVATE KEY BLOCK-----")


@shape("private-key:age", "age: X25519 identities (AGE-SECRET-KEY-1 + bech32)")
def _age(rng: random.Random) -> tuple[str, str]:
    s = "AGE-" + "SECRET-KEY-1" + _r(rng, "QPZRY9X8GF2TVDW0S3JN54KHCE6MUA7L", 58)
    return s, f"# created: 2026-11-01\n# public key: age1{_r(rng, LOWER_ALNUM, 58)}\n{s}"


# -- passwords in URLs ------------------------------------------------------------------------

def _url_password(scheme: str, host: str, note: str, alphabet: str = ALNUM) -> None:
    @shape(f"url-password:{scheme}", f"RFC 3986 userinfo in {note} connection URLs")
    def make(rng: random.Random) -> tuple[str, str]:
        s = _r(rng, alphabet, 18)
        return s, f"DATABASE_URL={scheme}://app:{s}@{host}/prod"


for _scheme, _host, _note in (("postgresql", "db.acme.dev:5432", "PostgreSQL libpq"),
                              ("mysql", "mysql.acme.dev:3306", "MySQL"),
                              ("mongodb+srv", "cluster0.abcde.mongodb.net", "MongoDB"),
                              ("amqps", "mq.acme.dev:5671", "RabbitMQ"),
                              ("ftp", "files.acme.dev", "FTP")):
    _url_password(_scheme, _host, _note)


@shape("url-password:redis-no-user", "Redis: redis://:password@host URLs (no user name)")
def _redis(rng: random.Random) -> tuple[str, str]:
    s = _r(rng, ALNUM, 24)
    return s, f"REDIS_URL=rediss://:{s}@cache.acme.dev:6380/0"


@shape("url-password:with-slash-and-at", "RFC 3986: a password holding / and @ unescaped")
def _slash_at(rng: random.Random) -> tuple[str, str]:
    s = _r(rng, ALNUM, 6) + "/" + _r(rng, ALNUM, 5) + "@" + _r(rng, ALNUM, 6)
    return s, f"psql postgres://admin:{s}@10.0.3.7:5432/orders"


@shape("url-password:jdbc-query", "JDBC: password in the URL's query string")
def _jdbc(rng: random.Random) -> tuple[str, str]:
    s = _r(rng, ALNUM, 16)
    return s, f"jdbc:postgresql://db.acme.dev/shop?user=app&password={s}&ssl=true"


# -- config values ------------------------------------------------------------------------------

@shape("config:quoted-with-spaces", "dotenv: quoted values may hold spaces")
def _spaces(rng: random.Random) -> tuple[str, str]:
    s = " ".join(_r(rng, string.ascii_lowercase, 6) for _ in range(4))
    return s, f'ADMIN_PASSWORD="{s}"'


@shape("config:leading-dollar", "a password that starts with $ in a config file")
def _dollar(rng: random.Random) -> tuple[str, str]:
    s = "$" + _r(rng, string.ascii_lowercase, 3) + _r(rng, ALNUM, 12)
    return s, f"db_password: {s}"


@shape("config:yaml-secret", "Kubernetes: Secret data values are base64")
def _k8s(rng: random.Random) -> tuple[str, str]:
    s = base64.b64encode(_r(rng, ALNUM, 18).encode()).decode()
    return s, f"kind: Secret\ndata:\n  password: {s}\n  username: YWRtaW4="


@shape("config:django-secret-key", "Django: SECRET_KEY setting")
def _django(rng: random.Random) -> tuple[str, str]:
    s = "django-insecure-" + _r(rng, LOWER_ALNUM + "!@#%^&*(-_=+)", 50)
    return s, f"SECRET_KEY = '{s}'"


@shape("config:pgpass", "PostgreSQL: the password file (host:port:db:user:password)")
def _pgpass(rng: random.Random) -> tuple[str, str]:
    s = _r(rng, ALNUM, 20)
    return s, f"cat ~/.pgpass\ndb.acme.dev:5432:shop:app:{s}"


@shape("config:netrc", "GNU inetutils: the .netrc file (machine login password)")
def _netrc(rng: random.Random) -> tuple[str, str]:
    s = _r(rng, ALNUM, 20)
    return s, f"machine api.heroku.com\n  login me@acme.dev\n  password {s}"


@shape("config:cli-flag", "a --password flag on a command line")
def _flag(rng: random.Random) -> tuple[str, str]:
    s = _r(rng, ALNUM, 16)
    return s, f"mysqldump --user=root --password={s} shop > dump.sql"


# -- secrets named only by the words around them -------------------------------------------------

@shape("prose:named-token", "a bare token next to the words that name it")
def _named(rng: random.Random) -> tuple[str, str]:
    s = _r(rng, ALNUM, 32)
    return s, f"my cloudflare api token is {s}, can you set up the DNS records?"


@shape("prose:named-secret-hex", "a bare hex secret next to the words that name it")
def _named_hex(rng: random.Random) -> tuple[str, str]:
    s = _r(rng, HEX, 40)
    return s, f"use this client secret: {s}"


@shape("prose:named-password", "a password given in a sentence")
def _named_pw(rng: random.Random) -> tuple[str, str]:
    s = _r(rng, ALNUM, 10) + "!" + _r(rng, string.digits, 3)
    return s, f"the staging admin password is {s} if you need to log in"


# -- what redaction still misses, on purpose or for want of a signal ------------------------------

@shape("miss:unnamed-hex", "a hex secret with no word naming it (looks like a commit or a hash)")
def _unnamed_hex(rng: random.Random) -> tuple[str, str]:
    s = _r(rng, HEX, 32)
    return s, f"set it to {s} and retry the upload"


@shape("miss:plain-word-password", "a password that is a plain word, named in a sentence")
def _plain_word(rng: random.Random) -> tuple[str, str]:
    s = rng.choice(("sunflower", "marmalade", "riverbank", "lighthouse"))
    return s, f"the wifi password is {s}"


# Shapes no redaction here catches (the reason is the shape's source line); counted apart.
KNOWN_MISSES = frozenset(("miss:unnamed-hex", "miss:plain-word-password"))


def corpus(seed: int = 13) -> list[Shape]:
    """Every documented shape once, generated with `seed`."""
    rng = random.Random(seed)
    out = []
    for name, source, make in _SHAPES:
        secret, text = make(rng)
        out.append(Shape(name, source, secret, text))
    return out


def leaked(secret: str, text: str, window: int = 8) -> int:
    """How many characters of `secret` survive in `text`, counted over runs of `window`
    consecutive characters (a shorter secret counts whole)."""
    if len(secret) <= window:
        return len(secret) if secret in text else 0
    hit = [False] * len(secret)
    for i in range(len(secret) - window + 1):
        if secret[i:i + window] in text:
            for j in range(i, i + window):
                hit[j] = True
    return sum(hit)


# Ordinary text that must come through unchanged (a request is not a secret).
ORDINARY = [
    "fix the flaky test in test_orders.py",
    "the password field must not accept empty input",
    "rename the token counter to tokenCount",
    "API_KEY = os.environ['API_KEY']",
    "password: ${DB_PASSWORD}",
    "see https://github.com/org/repo/pull/12 for the diff",
    "keep the sk-learn import",
    "revert commit 3f2a9c1b7d0e5a4b6c8d9e0f1a2b3c4d5e6f7a8b and run the tests",
    "session 399366ae-4ecb-4e13-9972-e423b4a03df6 ended early",
    "move src/components/UserProfileSettingsPanel.tsx into features/settings",
    "write the commit message for the staged changes",
    "use pnpm, not npm",
    "the secret sauce is a good test suite",
    "set the api key in the settings page, then restart",
    "connect to postgres://localhost:5432/app without a password",
    "the build uses sha256 checksums like e3b0c44298fc1c149afbf4c8996fb924",
]
