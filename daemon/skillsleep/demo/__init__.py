"""The demo's sample data: realistic session logs for all five harnesses in a throwaway home."""

from skillsleep.demo.samples import (
    FAMILIES,
    HARNESSES,
    ExpectedRequest,
    ExpectedSession,
    SampleHome,
    write_sample_home,
)

__all__ = ["FAMILIES", "HARNESSES", "ExpectedRequest", "ExpectedSession", "SampleHome",
           "write_sample_home"]
