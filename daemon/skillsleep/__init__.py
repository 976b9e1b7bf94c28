"""skillopt-sleep: improves coding agents' instruction documents from past sessions."""

__version__ = "0.1.0"
