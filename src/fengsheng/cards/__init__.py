"""The cards: deck data (deck.py), the rules every card shares (rules.py) and one module per
card function, which the ruleset lists and collects (engine/ruleset.py, ``card_modules``).
Nothing is imported here: the card modules use the engine, and the engine reads the deck data."""
