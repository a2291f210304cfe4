"""The engine: check and apply an action, the legal actions, the working-state plumbing and its
speed layer, timelines, saves, simulation and setting up a game."""
