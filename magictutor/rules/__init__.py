"""The rules, one module per topic. Each function cites the rules it applies."""
