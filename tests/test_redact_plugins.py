"""The library's plugins, and our rules, are skipped only on text they cannot match: each
plugin still sees the shortest secret its own patterns take, and the plugins with a longer
shortest run are asked about nothing shorter; a plugin, a keyword pattern or one of our rules
that needs a part of the text first finds it in every text it matches."""

from __future__ import annotations

import re
import string
import sys

import pytest

from skillsleep.logs.redact import (
    _FOLDED_ELSEWHERE,
    _GATES,
    _KEYWORD_SIGNS,
    _LOWER_GATES,
    _PLUGIN_GATES,
    _PLUGIN_SHORTEST,
    _RULES,
    _Library,
    redact,
)

# (the context a secret is written in, the shortest secret the plugin's patterns take)
SHORTEST = {
    "IbmCloudIamDetector": ('ibm_cloud_iam_api_key = "{}"',
                            "aB3dE5gH7jK9mN1pQ3sT5vW7yZ9bC1eF3hJ5kL7nP9rS"),
    "CloudantDetector": ("cloudant_password: {}", "qwertzuiopasdfghjklyxcvb"),
    "DiscordBotTokenDetector": ("token {}", "M" + "k2Jd8sLq0pWz7xVb3nRt5yH" + ".Gx4tQp."
                                + "Zr8mKs2LwQ9pXv4nTb6yHc1JdFg"),
    "TelegramBotTokenDetector": ("bot {} started", "12345678:AAF0x9Yz8Wv7Ut6Sr5Qp4On3Ml2Kj1Ih0Gf"),
}


def _kinds(line: str) -> set[str]:
    return {kind for kind, _ in _Library.get().findings(line, line.lower())}


@pytest.mark.parametrize("plugin", sorted(_PLUGIN_SHORTEST))
def test_each_plugin_still_sees_its_shortest_secret(plugin: str) -> None:
    form, secret = SHORTEST[plugin]
    assert len(secret) == _PLUGIN_SHORTEST[plugin]
    lib = _Library.get()
    (instance,) = [p for p, *_ in lib.regex_plugins if type(p).__name__ == plugin]
    line = form.format(secret)
    assert list(instance.analyze_string(line)), "the example is not one the plugin matches"
    kind = {v for v in lib.findings(line, line.lower())}
    assert any(value in secret or secret in value for _, value in kind)
    assert secret not in redact(line)


@pytest.mark.parametrize("plugin", sorted(_PLUGIN_SHORTEST))
def test_nothing_shorter_matches_the_plugin(plugin: str) -> None:
    form, secret = SHORTEST[plugin]
    lib = _Library.get()
    (instance,) = [p for p, *_ in lib.regex_plugins if type(p).__name__ == plugin]
    # One character short, wherever the cut falls: no match, so skipping such lines loses none.
    for cut in range(len(secret)):
        shorter = secret[:cut] + secret[cut + 1:]
        assert not list(instance.analyze_string(form.format(shorter))), shorter


# Texts each gated plugin's patterns match, one for each of its patterns and spellings.
GATED = {
    "CloudantDetector": [
        "cloudant_password: qwertzuiopasdfghjklyxcvb",
        "cl_apikey = 'qwertzuiopasdfghjklyxcvb'",
        "clou-token=" + "0123456789abcdef" * 4,
        '["clpw"] := "' + "0123456789abcdef" * 4 + '"',
        "https://acme:" + "0123456789abcdef" * 4 + "@acme.cloudant.com",
        "HTTPS://ACME:QWERTZUIOPASDFGHJKLYXCVB@ACME.CLOUDANT.COM/db",
    ],
    "ArtifactoryDetector": [
        "ARTIFACTORY_API_KEY=AKCp8jQ7wR2xZ5nB3vT9",
        'password: "AP6xZqR2mK8vT4"',
        "curl -u admin:APBq9wE3rT7yU1 https://repo.acme.dev",
    ],
}


@pytest.mark.parametrize("plugin", sorted(_PLUGIN_GATES))
def test_a_gated_plugin_still_sees_what_it_matches(plugin: str) -> None:
    lib = _Library.get()
    (instance,) = [p for p, *_ in lib.regex_plugins if type(p).__name__ == plugin]
    for line in GATED[plugin]:
        values = [v for v in instance.analyze_string(line) if len(v) >= 4]
        assert values, f"the example is not one the plugin matches: {line}"
        assert _PLUGIN_GATES[plugin].search(line), line
        found = {v for _, v in lib.findings(line, line.lower())}
        assert set(values) <= found, line


def test_a_plugin_gate_skips_the_common_words_of_its_trigger() -> None:
    line = "ask claude to clear the class cache and include the closure, then clone it"
    assert not _PLUGIN_GATES["CloudantDetector"].search(line)
    assert not _PLUGIN_GATES["ArtifactoryDetector"].search("the API and APP keys of an AKS")


def _rule_texts() -> list[str]:
    from helpers.secret_shapes import ORDINARY, corpus

    texts = [shape.text for seed in range(5) for shape in corpus(seed)] + list(ORDINARY)
    # Spellings the corpus has one of: other cases, other names, other signs.
    texts += [
        "PASSWORD=Sup3rS3cret!", "db.Password => 'hunter2-Xy9'", "my_api-Key : abc123def456",
        "CREDENTIALS:=tok_9f8e7d6c5b", '"signing_key": "s1gn-me-pl3ase"', "GH_TOKEN=abcd1234efgh",
        "run --Client-Secret=abc123def456", "tool -PASSWORD hunter2x", "--api-key ZZ9plural",
        "machine api.acme.dev\n  login bob\n  PASSWORD s3cr3t-Pw", "default password hunter22",
        "localhost:*:shop:app:Pg-s3cret", "10.0.0.5:6432:*:admin:x9Y8z7W6",
        "ghp_" + "a1B2c3D4e5" * 4, "github_pat_" + "11ABCDEFG" * 5,
        "glpat-" + "x1Y2z3W4v5U6t7S8r9Q0", "gloas-" + "x1Y2z3W4v5U6t7S8r9Q0",
    ]
    return texts


@pytest.mark.parametrize("kind", sorted(_GATES))
def test_each_rule_gate_is_in_every_text_its_rule_matches(kind: str) -> None:
    (pattern,) = [p for k, p, _ in _RULES if k == kind]
    matched = 0
    for text in _rule_texts():
        for m in pattern.finditer(text):
            matched += 1
            assert _GATES[kind].search(m.group(0)), (kind, m.group(0))
    assert matched, f"no example of {kind}"


@pytest.mark.parametrize("kind", sorted(_LOWER_GATES))
def test_each_lower_case_gate_is_in_every_text_its_rule_matches(kind: str) -> None:
    (pattern,) = [p for k, p, _ in _RULES if k == kind]
    texts = [*_rule_texts(), "the staging admin password is Hunter22x",
             "my API Token Was 3f9a8b7c6d5e", "Secret Key: q8Zr2LmX0vTa",
             "CLIENT SECRET  =  q8Zr2LmX0vTa", "passphrase:\tcorrect-h0rse"]
    matched = 0
    for text in texts:
        for m in pattern.finditer(text):
            matched += 1
            assert _LOWER_GATES[kind].search(m.group(0).lower()), (kind, m.group(0))
    assert matched, f"no example of {kind}"


def test_a_lower_case_gate_skips_texts_that_only_mention_the_word() -> None:
    low = "rotate the key, set the token in the config and keep the secret out of git"
    assert not _LOWER_GATES["named-secret"].search(low)
    assert not _LOWER_GATES["secret-assignment"].search("ask for the api key, then pass it on")


def test_lower_casing_keeps_what_a_gate_matches_for_every_character() -> None:
    # A gate searched in the lower-cased text finds what the case-ignoring search finds in the
    # text: every character but those of _FOLDED_ELSEWHERE that lower-casing changes becomes
    # one character, which each of the gates' classes matches exactly when it matches the
    # original, and the gates' letters match ignoring case exactly the characters that
    # lower-case to them. (Lower-casing a whole text differs from this only at a final sigma,
    # which becomes another Greek letter.)
    chars = ("".join(map(chr, range(0xD800))) + "".join(map(chr, range(0xE000, sys.maxunicode + 1)))
             ).translate(dict.fromkeys(map(ord, _FOLDED_ELSEWHERE)))
    changed = [c for c in chars if c.lower() != c]
    assert changed and all(len(c.lower()) == 1 for c in changed)
    for body in (r"\w.\-", r"\s", "\"'", ":="):
        cls = re.compile(f"[{body}]")
        assert [c for c in changed if cls.match(c)] == [c for c in changed if cls.match(c.lower())]
    letters = set("".join(g.pattern for g in _LOWER_GATES.values())) & set(string.ascii_lowercase)
    for c in re.findall("(?i)[" + "".join(sorted(letters)) + "]", chars):
        assert {x for x in letters if re.fullmatch("(?i)" + x, c)} == {c.lower()}, c


def test_each_keyword_sign_is_in_every_line_its_pattern_matches() -> None:
    from detect_secrets.plugins import keyword

    lines = [line for text in _rule_texts() for line in text.splitlines()] + [
        'if password == "hunter2-Xy9":', 'if "hunter2-Xy9" != secret_key:',
        'my_secret "hunter2-Xy9";', "api_key => 'hunter2-Xy9'", 'db_pass != "hunter2-Xy9"',
        'private_key: "hunter2-Xy9"', "secret = 'hunter2-Xy9'",
    ]
    for name, sign in _KEYWORD_SIGNS.items():
        pattern = getattr(keyword, name)
        matched = [line for line in lines if pattern.search(line)]
        assert matched, f"no example of {name}"
        for line in matched:
            assert sign.search(pattern.search(line).group(0)), (name, line)


@pytest.mark.parametrize("line", [
    'prıv_key = "hunter2-Xy9"', 'PRİVATE_KEY: "hunter2-Xy9"', "my paſsword: hunter2-Xy9",
    "CONTRASEÑA: hunter2-Xy9", "contraseña = 'hunter2-Xy9'", "DB_PASS=hunter2-Xy9",
    "the Secret: x", "a key and a pass: nothing named", "priv-key = 1", "",
])
def test_the_keyword_words_are_found_in_the_lower_cased_line_as_ignoring_case(line: str) -> None:
    # A letter that matches a deny-list letter ignoring case but is lower-cased to another
    # (İ, ı, ſ) must not hide the word.
    lib = _Library.get()
    assert lib._names_a_keyword(line) == (lib.keyword_words.search(line) is not None)


def test_a_high_entropy_value_is_found_among_short_words_and_inside_quotes() -> None:
    token = "q8Zr2LmX0vTa7KpW4nYe9BcJ"  # 24 characters: more than the entropy detector's least
    prose = " ".join(["the", "build", "fails", "when", "it", "runs"] * 30)
    for line in (f"{prose} {token} {prose}", f'{prose} deploy("{token}"), {prose}'):
        out = redact(line)
        assert token not in out and "[REDACTED:high-entropy]" in out
    short = token[:16]  # too short to carry the entropy the detector asks for
    assert redact(f"{prose} {short} {prose}") == f"{prose} {short} {prose}"
