"""The evaluation intervals (fengsheng.rl.evaluation) used by the training examples:
defined and inside their range for any number of games from one, matching a published
worked example, and refusing no games."""
from __future__ import annotations

import math
import random

import pytest

from fengsheng.rl.evaluation import paired_difference_interval, wilson_interval


@pytest.mark.parametrize("wins,games", [(0, 1), (1, 1), (0, 2), (2, 2), (1, 3), (482, 1000)])
def test_the_wilson_interval_is_defined_and_holds_the_rate(wins, games):
    lo, hi = wilson_interval(wins, games)
    assert 0 <= lo <= wins / games <= hi <= 1 and hi - lo > 0


@pytest.mark.parametrize("won_a,won_b", [([1], [0]), ([0], [1]), ([1], [1]), ([0], [0]),
                                         ([1, 1], [0, 0]), ([1, 0], [1, 0])])
def test_the_paired_interval_is_defined_for_one_or_two_deals(won_a, won_b):
    diff, lo, hi = paired_difference_interval(won_a, won_b)
    assert all(math.isfinite(x) for x in (diff, lo, hi))
    assert -1 <= lo <= diff <= hi <= 1 and hi - lo > 0.5    # little is known from so few


def test_the_paired_interval_matches_a_published_example():
    """Cavo et al. 2012 as worked in Fagerland, Lydersen & Laake, ch. 8: 59 pairs where both
    responded, 6 only before, 16 only after, 80 neither: −0.0621 (−0.1186 to −0.0046)."""
    a = [1] * 59 + [1] * 6 + [0] * 16 + [0] * 80
    b = [1] * 59 + [0] * 6 + [1] * 16 + [0] * 80
    diff, lo, hi = paired_difference_interval(a, b)
    assert (round(diff, 4), round(lo, 4), round(hi, 4)) == (-0.0621, -0.1186, -0.0046)


def test_the_paired_interval_is_close_to_the_normal_one_for_many_deals():
    rng = random.Random(0)
    a = [rng.random() < 0.48 for _ in range(1000)]
    b = [rng.random() < 0.21 for _ in range(1000)]
    d = [x - y for x, y in zip(a, b)]
    mean = sum(d) / len(d)
    half = 1.96 * math.sqrt(sum((x - mean) ** 2 for x in d) / (len(d) - 1) / len(d))
    diff, lo, hi = paired_difference_interval(a, b)
    assert diff == pytest.approx(mean)
    assert lo == pytest.approx(mean - half, abs=0.005)
    assert hi == pytest.approx(mean + half, abs=0.005)


def test_no_games_is_an_error_not_a_division_by_zero():
    with pytest.raises(ValueError, match="at least one"):
        wilson_interval(0, 0)
    with pytest.raises(ValueError, match="at least one"):
        paired_difference_interval([], [])
    with pytest.raises(ValueError):
        wilson_interval(3, 2)
    with pytest.raises(ValueError):
        paired_difference_interval([1], [1, 0])


def test_head_to_head_pairs_the_policy_and_the_bot_on_the_same_deals():
    from fengsheng.rl import random_masked_policy
    from fengsheng.rl.evaluation import format_head_to_head, head_to_head
    r = head_to_head(random_masked_policy(1), "random", deals=6, seed=3, players=4)
    assert len(r["won_policy"]) == len(r["won_baseline"]) == 6
    assert r["policy_wins"] == sum(r["won_policy"])
    assert r["difference"] == (r["policy_wins"] - r["baseline_wins"]) / 6
    again = head_to_head(random_masked_policy(1), "random", deals=6, seed=3, players=4)
    assert again["won_policy"] == r["won_policy"]          # same seeds, same games
    assert again["won_baseline"] == r["won_baseline"]
    text = format_head_to_head(r, "random")
    assert "policy" in text and "random bot" in text and "paired difference" in text
    with pytest.raises(ValueError):
        head_to_head(random_masked_policy(1), "random", deals=0)
    with pytest.raises(ValueError):
        head_to_head(random_masked_policy(1), "nobody", deals=1)
