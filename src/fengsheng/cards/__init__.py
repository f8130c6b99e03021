"""The cards: deck data (deck.py) and one module per card function."""
from . import (diao_hu_li_shan, jie_huo, po_yi, shao_hui, shi_po, shi_tan,  # noqa: F401
               suo_ding, tui_hui, zhen_wei_mo_bian)
