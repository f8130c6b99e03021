"""The dogs (felix.md §1.4; seed L54, F5), first as the rule module's function on rows, then
in whole auctions."""
import pytest

from fengsheng.games.felix.dogs import resolve
from fengsheng.games.felix.notation import card_text, parse_card


def dogs(*cards):
    kept, boxed, chased = resolve([parse_card(c) for c in cards])
    return (sorted(card_text(c) for c in kept), sorted(card_text(c) for c in boxed),
            None if chased is None else card_text(chased))


def test_no_dog_winner_takes_every_card():
    assert dogs("3/0", "-8/1", "rabbit/2") == (["-8/1", "3/0", "rabbit/2"], [], None)


@pytest.mark.parametrize("pair", [("large_dog/0", "large_dog/1"), ("large_dog/0", "small_dog/1"),
                                  ("small_dog/0", "small_dog/1")])
def test_two_or_more_dogs_all_leave_with_no_effect(pair):
    """"Two or more dogs of any mix … all dogs go to the box with no effect.\""""
    kept, boxed, chased = dogs(*pair, "15/2", "-8/3")
    assert kept == ["-8/3", "15/2"] and boxed == sorted(pair) and chased is None


def test_three_dogs_too():
    assert dogs("large_dog/0", "small_dog/1", "small_dog/2", "11/3")[0] == ["11/3"]


def test_the_rules_worked_example():
    """[SG17]: "In a row whose cats are −5 and 11, the small dog chases the −5 and the winner
    scores 11. A large dog would chase the 11 and leave the winner −5.\""""
    assert dogs("-5/0", "11/1", "small_dog/2") == (["11/1"], ["-5/0", "small_dog/2"], "-5/0")
    assert dogs("-5/0", "11/1", "large_dog/2") == (["-5/0"], ["11/1", "large_dog/2"], "11/1")


def test_large_dog_without_positive_cat_takes_minus_five_not_minus_eight():
    """"If there is no positive cat, it removes the highest-valued negative cat, −5 rather than
    −8" (seed: 最多分数猫, the highest-scoring cat; felix.md §1.7 on the wrong reading)."""
    assert dogs("-8/0", "-5/1", "large_dog/2")[2] == "-5/1"


def test_small_dog_takes_minus_eight_first_then_lowest_positive():
    assert dogs("-8/0", "-5/1", "15/3", "small_dog/2")[2] == "-8/0"
    assert dogs("8/0", "3/1", "15/3", "small_dog/2")[2] == "3/1"


def test_rabbit_is_never_chased_and_no_cat_means_only_the_dog_leaves():
    """"The rabbit is not a cat and is never chased. If the row has no cat at all, only the dog
    leaves" (F5)."""
    assert dogs("rabbit/0", "small_dog/1", "rabbit/2") == (["rabbit/0", "rabbit/2"],
                                                           ["small_dog/1"], None)
    assert dogs("rabbit/0", "large_dog/1", "-8/2")[2] == "-8/2"


def test_equal_cats_only_one_goes():
    kept, boxed, _ = dogs("15/0", "15/1", "large_dog/2")
    assert kept == ["15/1"] and len(boxed) == 2


def test_in_an_auction_dogs_never_reach_a_won_pile(pos, run):
    s = pos(players=4, start=0,
            hands={0: ["small_dog"], 1: ["-5"], 2: ["11"], 3: ["large_dog"]})
    run(s, "0: commit small_dog", "1: commit -5", "2: commit 11", "3: commit large_dog",
        "0: bid 1", "1: pass", "2: pass", "3: pass")
    assert sorted(c % 10 for c in s.won[0]) == [1, 5]    # two dogs leave; -5 and 11 stay
    assert s.history[-1]["chased"] is None
