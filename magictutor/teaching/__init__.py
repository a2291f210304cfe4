"""Lesson helpers: the lessons' plumbing, the glossary, the quiz bank and its outcomes."""
