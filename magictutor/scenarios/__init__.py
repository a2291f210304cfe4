"""Scenario files: load, validate, run and grade them, the text notation, and the bundled library of
scenarios (the YAML files here)."""
