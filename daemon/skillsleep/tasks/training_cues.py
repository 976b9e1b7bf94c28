"""How people ask for a model trained again: a learned model retrained, fine-tuned or trained
anew on other data, and measured against the one before ("retrain the ranker on the december
snapshot and run the offline eval", "kick off a retrain of the churn model w/ the new features",
"train the classifier again on the refreshed data"). Each request is worded by the model's name,
its data and its metrics, which meaning alone scatters among questions and defects; the work (a
run launched from the training code, then its evaluation) is the same each time. So it is a kind
(`kinds.py`), done outside the code: its outcome is a run and its figures.

Read only where what is trained is a learned thing (a model, a ranker, a classifier, a network,
embeddings, an adapter): not a person trained ("train the new hire on the deploy"), not a
warehouse's model (a dbt model is built, never trained), not an evaluation's code written ("add
an eval for cold-start users", a feature) and not a run that went wrong ("the run diverged", a
defect). Its words are the talk of software by themselves.

Only the verb as asked is read: its plain form, or its -ing form after a verb of starting ("kick
off retraining the ranker"). The other forms tell of a run ("fine-tuning the model crashes with
a CUDA error" is a defect, "we retrained the ranker last week" a fact), and the verb weighed in
a question ("should we retrain the ranker more often?", "when to retrain it?") asks for advice.
"""

from __future__ import annotations

# What is learned: the thing a run trains.
_LEARNED = (r"(?:models?|rankers?|classifiers?|regressors?|recommenders?|networks?|nets?|"
            r"encoders?|decoders?|embeddings?|adapters?|lora|llms?|transformers?|detectors?|"
            r"baselines?|checkpoints?|reward models?|policy networks?|tagger|segmenter|"
            r"(?:xgboost|lightgbm|catboost|bert|gpt|t5|resnet|yolo|unet|vit|lstm|cnn|gnn)\w*)")
# A setting of the thing, not the thing: "fine-tune the network timeouts".
_NOT_ITS_SETTINGS = (r"(?!\s+(?:timeouts?|settings?|config\w*|rules?|thresholds?|limits?|"
                     r"params?|parameters|sizes?|retries|policy|policies)\b)")
# Not a warehouse's or an app's model, which are written, not learned.
_NOT_BUILT = r"(?<!\bdbt )(?<!\bdata )(?<!\bdomain )(?<!\bview )(?<!\bdjango )(?<!\borm )"
# Between the verb and the learned thing: its name and what it is of, in a few words.
_ITS_NAME = r"(?:(?:the|a|an|our|my|new|[\w.-]+)\s+){0,3}?"

# Not weighed: "should we retrain ...", "whether to fine-tune ...", "how often to retrain ...".
_NOT_WEIGHED = (r"(?<!\bshould we )(?<!\bshould i )(?<!\bwhether to )(?<!\bwhen to )"
                r"(?<!\bhow to )(?<!\boften to )(?<!\bworth it to )")
# Asked, not told: the verb's plain form, or its -ing form after a verb of starting.
_STARTED = r"\b(?:start|begin|kick\s+off|resume|restart|continue|try)\s+"


def _asked(stem: str, ending: str) -> str:
    """The verb as asked, by its stem and plain ending ("re-?train", ""): "retrain", "kick off
    retraining"; not "retrained"."""
    return rf"(?:{_NOT_WEIGHED}\b{stem}{ending}\b|{_STARTED}{stem}ing\b)"


TRAINED = (
    # "retrain the ranker", "kick off a retrain of the churn model", "re-train v7".
    rf"{_asked('re-?train', '')}(?:\s+(?:of|for)\b)?\s+{_ITS_NAME}{_NOT_BUILT}{_LEARNED}\b"
    rf"{_NOT_ITS_SETTINGS}",
    # "fine-tune the encoder on the support tickets", "finetune a lora for it".
    rf"{_asked('fine-?tun', 'e')}\s+{_ITS_NAME}{_NOT_BUILT}{_LEARNED}\b{_NOT_ITS_SETTINGS}",
    # Trained again, or on other data, or for so long: "train the ranker again on the refreshed
    # data", "train a new classifier on last month's labels", "train the model for 3 epochs".
    rf"{_NOT_WEIGHED}\btrain\s+{_ITS_NAME}{_NOT_BUILT}{_LEARNED}\b{_NOT_ITS_SETTINGS}"
    r"\s+(?:\w+\s+){0,2}?"
    r"(?:again|from scratch|"
    r"on\s+(?:the\s+)?(?:new|fresh|refreshed|updated|latest|full|[\w-]+(?:'s)?)\s+\w+|"
    r"for\s+\d+\s+(?:epochs?|steps?|iterations?)|with\s+the\s+new\b)",
)
