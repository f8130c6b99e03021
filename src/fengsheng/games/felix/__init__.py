"""菲力猫 (Felix: The Cat in the Sack), 3-5 players, exact to felix.md; one module per rule area:
``setup`` · ``commit`` (cards face down, the first reveal) · ``bidding`` · ``passing`` ·
``win`` (paying, taking, the marker) · ``dogs`` · ``special`` (nobody bids, everybody passes) ·
``rounds`` (the row laid out, the refill, the 9 rounds) · ``scoring`` · ``views`` (observe) ·
``notation`` · ``game`` (the interface object ``FELIX``)."""
from .game import FELIX, Felix
from .state import RULES_VERSION, FelixState

__all__ = ["FELIX", "Felix", "FelixState", "RULES_VERSION"]
