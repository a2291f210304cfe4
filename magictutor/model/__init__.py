"""The game's model: states, objects, the working copy, events, actions, refusals, characteristics,
queries and their text."""
