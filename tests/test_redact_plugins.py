"""The library's plugins are skipped only on lines they cannot match: each still sees the
shortest secret its own patterns take, and the plugins with a longer shortest run are asked
about nothing shorter."""

from __future__ import annotations

import pytest

from skillsleep.logs.redact import _PLUGIN_SHORTEST, _Library, redact

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
    (instance,) = [p for p, _, _ in lib.regex_plugins if type(p).__name__ == plugin]
    line = form.format(secret)
    assert list(instance.analyze_string(line)), "the example is not one the plugin matches"
    kind = {v for v in lib.findings(line, line.lower())}
    assert any(value in secret or secret in value for _, value in kind)
    assert secret not in redact(line)


@pytest.mark.parametrize("plugin", sorted(_PLUGIN_SHORTEST))
def test_nothing_shorter_matches_the_plugin(plugin: str) -> None:
    form, secret = SHORTEST[plugin]
    lib = _Library.get()
    (instance,) = [p for p, _, _ in lib.regex_plugins if type(p).__name__ == plugin]
    # One character short, wherever the cut falls: no match, so skipping such lines loses none.
    for cut in range(len(secret)):
        shorter = secret[:cut] + secret[cut + 1:]
        assert not list(instance.analyze_string(form.format(shorter))), shorter
