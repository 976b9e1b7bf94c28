"""The SkillOpt loop over one instruction document, and the night that runs it on every target.

rollout -> score -> reflect -> aggregate -> select -> update -> evaluate (validation gate),
with a rejected-edit buffer, slow and meta updates at epoch ends, and a hard budget.
"""
