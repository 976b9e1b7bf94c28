"""The skillopt-sleep language server: proposed edits to instruction documents, in the editor."""
