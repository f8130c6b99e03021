"""Role cards (角色牌): the table (table.py), one module per role with its skills and 机密任务,
and shared pieces (common.py). A role module declares its ``ROLE``; a ruleset collects the
roles a game deals from (engine/ruleset.py)."""
