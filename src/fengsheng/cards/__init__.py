"""The cards: deck data (deck.py) and one module per card function. ``CARD_MODULES`` lists
them; a ruleset collects them (engine/ruleset.py)."""
from . import (diao_hu_li_shan, jie_huo, po_yi, shao_hui, shi_po, shi_tan, suo_ding, tui_hui,
               zhen_wei_mo_bian)

CARD_MODULES = (diao_hu_li_shan, jie_huo, po_yi, shao_hui, shi_po, shi_tan, suo_ding, tui_hui,
                zhen_wei_mo_bian)
