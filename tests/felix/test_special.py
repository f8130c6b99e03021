"""Special cases (felix.md §1.5, [SG17] "Special Cases"; F7) and the all-or-nothing refill
(§1.3 step 6; seed L51)."""
from fengsheng.games.felix import FELIX

HANDS = {0: ["15", "3"], 1: ["11", "5"], 2: ["large_dog", "8"], 3: ["-8", "rabbit"]}
COMMIT = ("0: commit 15", "1: commit 11", "2: commit large_dog", "3: commit -8")


def test_nobody_bids_last_player_may_buy_for_one(pos, run):
    """"If every player but the last passes without any bid, turn up the remaining card … The
    last player now sees the whole row and may buy it for exactly 1 mouse, after the dogs are
    resolved, or pass.\""""
    s = pos(players=4, start=0, hands=HANDS)
    run(s, *COMMIT, "0: pass", "1: pass", "2: pass")
    assert s.pending.seat == 3 and s.pending.kind == "buy" and all(s.up)
    assert {FELIX.format_option(o) for o in s.pending.options} == {"buy", "pass"}
    bank = s.bank
    run(s, "3: buy")
    assert s.mice[3] == 14 and s.bank == bank + 1 - 12      # then the refill took 12
    assert sorted(c % 10 for c in s.won[3]) == [0, 5]        # the large dog chased the 15
    assert s.start == 3 and s.pending.seat == 3              # the buyer takes the marker


def test_everybody_passes(pos, run):
    """"If that last player also passes: all the row's cards go to the box; the same start
    player starts the next round; no mice are put on the mouse cards for the next round.\""""
    s = pos(players=4, start=1, hands=HANDS)
    run(s, "1: commit 11", "2: commit large_dog", "3: commit -8", "0: commit 15",
        "1: pass", "2: pass", "3: pass", "0: pass")
    assert s.mice == [15, 17, 19, 21]      # the first three passers took the mouse cards
    assert s.round == 9 and s.start == 1 and s.pending.seat == 1
    assert s.on_cards == [0, 0, 0] and s.bank == 15
    assert s.history[-1]["outcome"] == "discarded" and not any(s.won)
    assert len(s.box) == 4 * 7 + 4                            # earlier rounds + this row
    assert [len(h) for h in s.hands] == [1] * 4               # the round used a card each
    run(s, "1: commit 5", "2: commit 8", "3: commit rabbit", "0: commit 3", "1: bid 1",
        "2: pass", "3: pass", "0: pass")
    assert s.mice == [15, 16, 19, 21]                          # the passers got nothing


def test_after_everybody_passes_the_empty_mouse_cards_are_not_blamed_on_the_bank(pos, run):
    """The bank (15) could fill the cards (12): they stay empty because everybody passed, and
    the log says so, not that the bank ran short (it did say so in the terminal and the
    browser, both languages)."""
    from fengsheng.i18n import felix_zh
    s = pos(players=4, start=1, hands=HANDS)
    run(s, "1: commit 11", "2: commit large_dog", "3: commit -8", "0: commit 15",
        "1: pass", "2: pass", "3: pass")
    events = FELIX.apply(s, FELIX.parse_option("pass"), 0)
    refill = [e for e in events if e["type"] == "refill"][0]
    assert s.bank == 15 >= sum(s.mouse_cards) and refill["everybody_passed"]
    line = felix_zh.event_line(refill, felix_zh.seat_names(4))
    assert "不够" not in line and "不补" in line   # the discard line before it says why
    short = pos(players=4, start=0, hands=HANDS, mice=[15, 15, 15, 30], bank=0)
    for a in (*COMMIT, "0: bid 11", "1: pass", "2: pass"):
        run(short, a)
    events = FELIX.apply(short, FELIX.parse_option("pass"), 3)
    refill = [e for e in events if e["type"] == "refill"][0]
    assert not refill["everybody_passed"] and "不够" in felix_zh.event_line(refill, [])


def test_no_mice_cannot_buy(pos, run):
    s = pos(players=4, start=0, hands=HANDS, mice=[15, 15, 15, 0], bank=30)
    run(s, *COMMIT, "0: pass", "1: pass", "2: pass")
    assert s.pending.options == (("pass", 0),)


def test_refill_all_or_nothing(pos, run):
    """"Put mice from the bank on every mouse card up to its number again. If the bank cannot
    fill all the mouse cards, none is filled this round.\""""
    short = pos(players=4, start=0, hands=HANDS, mice=[15, 15, 15, 30], bank=0)
    run(short, *COMMIT, "0: bid 11", "1: pass", "2: pass", "3: pass")
    assert short.bank == 11 and short.on_cards == [0, 0, 0]  # 11 < 2 + 4 + 6
    enough = pos(players=4, start=0, hands=HANDS, mice=[15, 15, 15, 30], bank=0)
    run(enough, *COMMIT, "0: bid 12", "1: pass", "2: pass", "3: pass")
    assert enough.bank == 0 and enough.on_cards == [2, 4, 6]


def test_winner_pays_the_bank_and_takes_the_marker(pos, run):
    """"pay their whole bid to the bank (not to the other players) … take the start-player
    marker, so they commit and bid first next round.\""""
    s = pos(players=4, start=0, hands=HANDS)
    run(s, *COMMIT, "0: bid 3", "1: bid 4", "2: pass", "3: pass", "0: pass")
    assert s.mice[1] == 11 and s.bank == 15 + 4 - 12 and s.start == 1
    assert s.pending.seat == 1 and s.pending.kind == "commit"
