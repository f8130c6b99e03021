"""End and scoring (felix.md §1.6; seed L55, F8): "Score = sum of the cats you won (negatives
subtract) + your remaining mice … Tie-break: the higher total of pet-card (cat) points.\""""
from fengsheng.games.felix import FELIX

HANDS = {0: ["3"], 1: ["5"], 2: ["rabbit"], 3: ["-8"]}


def finish(pos, run, mice, won, bid=1):
    total = sum(mice)
    s = pos(players=4, start=0, hands=HANDS, mice=mice, won=won, bank=87 - total - 12)
    run(s, "0: commit 3", "1: commit 5", "2: commit rabbit", "3: commit -8",
        f"0: bid {bid}", "1: pass", "2: pass", "3: pass")
    return s


def test_nine_rounds_then_the_score(pos, run):
    s = finish(pos, run, [15, 15, 15, 15], {1: ["15/2", "-5/3"], 2: ["rabbit/1"]})
    assert s.over and s.round == 9 and s.pending is None
    assert s.on_cards == [0, 0, 0] and s.bank == 87 - 60 - 12 + 1   # paid, not refilled (F11)
    out = FELIX.outcome(s)
    # seat 0: cats 3 + 5 - 8 (the rabbit scores 0) + 14 mice; seat 1: 10 + 15 + 2 mice
    assert out["cats"] == [0, 10, 0, 0] and out["scores"] == [14, 27, 19, 21]
    assert out["winners"] == [1]
    assert FELIX.observe(s, 3)["outcome"] == out           # at the end the scores are public


def test_tie_goes_to_the_higher_cat_total(pos, run):
    s = finish(pos, run, [15, 4, 15, 15], {1: ["15/2"]})
    out = FELIX.outcome(s)
    assert out["scores"] == [14, 21, 19, 21] and out["cats"] == [0, 15, 0, 0]
    assert out["winners"] == [1]


def test_equal_points_and_cats_share_the_win(pos, run):
    """Beyond the cat total "the rules say nothing. Recommendation: a shared win" (F8)."""
    s = finish(pos, run, [15, 17, 15, 13], {})
    out = FELIX.outcome(s)
    assert out["scores"] == [14, 19, 19, 19] and out["winners"] == [1, 2, 3]
