"""Planechase (CR 309, 310, 901): the planar die, the planar controller, planes and phenomena,
planar decks and their effects."""
