"""Every fault the soak (``benchmarks/soak.py --json``) found, kept as the position before the
answer that broke an invariant: the answer must now keep every invariant. Add a fault by copying
its entry from the soak's JSON into ``soak_faults/<game>.json``."""
import json
from pathlib import Path

import pytest

from fengsheng.engine import flow
from fengsheng.engine.position import from_position
from fengsheng.notation import parse_option
from helpers_random import check_invariants

from .test_roles_random_play import check_role_invariants

FAULTS = sorted((Path(__file__).parent / "soak_faults").glob("*.json"))


@pytest.mark.parametrize("path", FAULTS, ids=[p.stem for p in FAULTS])
def test_the_answer_that_broke_an_invariant_keeps_them_all(path):
    fault = json.loads(path.read_text())
    check = check_role_invariants if fault["config"]["roles"] else check_invariants
    state = from_position(fault["position"])
    check(state)
    flow.apply(state, parse_option(fault["answer"]))
    check(state)
