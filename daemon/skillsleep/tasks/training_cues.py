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
"""

from __future__ import annotations

# What is learned: the thing a run trains.
_LEARNED = (r"(?:models?|rankers?|classifiers?|regressors?|recommenders?|networks?|nets?|"
            r"encoders?|decoders?|embeddings?|adapters?|lora|llms?|transformers?|detectors?|"
            r"baselines?|checkpoints?|reward models?|policy|policies|tagger|segmenter|"
            r"(?:xgboost|lightgbm|catboost|bert|gpt|t5|resnet|yolo|unet|vit|lstm|cnn|gnn)\w*)")
# Not a warehouse's or an app's model, which are written, not learned.
_NOT_BUILT = r"(?<!\bdbt )(?<!\bdata )(?<!\bdomain )(?<!\bview )(?<!\bdjango )(?<!\borm )"
# Between the verb and the learned thing: its name and what it is of, in a few words.
_ITS_NAME = r"(?:(?:the|a|an|our|my|new|[\w.-]+)\s+){0,3}?"

TRAINED = (
    # "retrain the ranker", "kick off a retrain of the churn model", "re-train v7".
    rf"\bre-?train(?:s|ed|ing)?\b(?:\s+(?:of|for)\b)?\s+{_ITS_NAME}{_NOT_BUILT}{_LEARNED}\b",
    # "fine-tune the encoder on the support tickets", "finetune a lora for it".
    rf"\bfine-?tun(?:e|es|ed|ing)\b\s+{_ITS_NAME}{_NOT_BUILT}{_LEARNED}\b",
    # Trained again, or on other data, or for so long: "train the ranker again on the refreshed
    # data", "train a new classifier on last month's labels", "train the model for 3 epochs".
    rf"\btrain\s+{_ITS_NAME}{_NOT_BUILT}{_LEARNED}\b\s+(?:\w+\s+){{0,2}}?(?:again|from scratch|"
    r"on\s+(?:the\s+)?(?:new|fresh|refreshed|updated|latest|full|[\w-]+(?:'s)?)\s+\w+|"
    r"for\s+\d+\s+(?:epochs?|steps?|iterations?)|with\s+the\s+new\b)",
)
