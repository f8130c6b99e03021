"""Bots that play 风声 from a seat's observation: ``random``, ``novice``, ``heuristic``,
``ismcts`` and ``policy`` (a policy trained by reinforcement learning, run with NumPy:
``policy.py``).

``make_bot(name, seat, seed)`` builds one; ``play_game(config, seed, bots)`` plays a whole
game with one bot per seat. Bots see only ``views.observe(state, seat)`` and the events
``views.visible_events(...)`` shows their seat, and each draws from its own
``random.Random(seed)``.

Versions. A name may carry a version, ``heuristic@1``; the bare name is the *promoted*
version (:data:`PROMOTED`). A new version is added beside the old one and replaces it as the
bare name only when the lab's validation run shows it ahead (docs/bots.md, "The lab");
:data:`VERSIONS` says what each version is and the run that promoted it.

Levels (:data:`LEVELS`): 入门, 普通 and 困难 are the names players see; each is a bot name.
"""
from __future__ import annotations

from .base import Bot, pending_options, play_game
from .heuristic import HeuristicBot
from .ismcts import ISMCTSBot
from .novice import NoviceBot
from .policy import PolicyBot
from .random_bot import RandomBot

BOTS: dict[str, type[Bot]] = {"random": RandomBot, "novice": NoviceBot,
                              "heuristic": HeuristicBot, "ismcts": ISMCTSBot,
                              "policy": PolicyBot}
# kind -> {version: what it is (and, for a promoted one, the validation that promoted it)}
VERSIONS: dict[str, dict[int, str]] = {
    "random": {1: "uniform among the legal options"},
    "novice": {1: "heuristic@2 answering 30% of its decisions at random"},
    "heuristic": {
        1: "the heuristic of issue 8 (sends that can kill itself, fixed take guesses, "
           "试探 for information only)",
        2: "no send that can kill the sender unless forced; take and counter rates fitted "
           "from self-play; 试探 for its effect. Promoted on validation: `fengsheng tournament "
           "--bots heuristic@2,heuristic@1 --split validation --games 1000`: +6.7 points "
           "[+3.6, +9.8] over 100 deals",
        3: "version 2 with identities from the fitted belief tracker (bots.belief) instead of "
           "its own evidence scores; 试探 valued by its bet's side; no 识破 or 试探 of a "
           "likely ally (P(same) - P(other) > 0.1) except a 试探 that hands it two cards. "
           "Promoted on validation: `fengsheng tournament --bots heuristic@3,heuristic@2 "
           "--split validation --games 1000`: +3.4 points [+0.6, +6.2] over 100 deals",
        4: "version 3 with fewer blunders: no 真伪莫辨 holding two blacks unless its side is "
           "one message from winning; holding two blacks, a black send is weighed against "
           "the other sends when these may hand an enemy its third; 识破 only of a likely "
           "enemy (P(same) - P(other) < -0.3), 试探 other than a gift only of a surer one "
           "(< -0.5). Promoted as not behind, with fewer blunders (issue 14, third session): "
           "`fengsheng tournament --bots heuristic@4,heuristic@3 --split validation --games "
           "1000`: +0.2 points [-2.2, +2.5] over 100 deals; hold-out +0.2 [-2.0, +2.4]",
        5: "version 4 that reads face-up 城府 (no 试探 that hands an enemy two cards) and "
           "pursues 机密任务 with intent: a card its mission collects costs its keep to use; "
           "kill, death and 'one of each faction dies' missions value each step towards them; "
           "without roles the same as version 4. Promoted as not behind, with fewer blunders "
           "(issue 14, fourth session): `fengsheng tournament --bots heuristic@5,heuristic@4 "
           "--split validation --roles --games 1000`: +1.4 points [-0.6, +3.5] over 100 deals "
           "(probe_enemy_draw 0 vs 1.4 per 100 seats); hold-out +0.1 [-1.7, +2.0]",
        6: "version 5 whose roles plan the missions version 5 almost never won (role "
           "hooks): 闪灵 keeps 狙击 to strip a victim's true messages before its kill, 小马哥 "
           "welcomes the fakes that trigger 英雄本色, 黄雀 aims 黄雀在后 at a kill that "
           "completes its mission, 王田香 plans sends with 残忍's text cards as 锁定; "
           "without roles the same as version 5. Not promoted: `fengsheng tournament "
           "--bots heuristic@6,heuristic@5 --split validation --roles --games 1000`: +0.2 "
           "points [-1.5, +1.9] over 100 deals, hold-out -1.1 [-2.8, +0.6] (not confirmed)",
        7: "version 5 reading the colour of an unseen message in transit with the fitted "
           "model of the message (bots/transit.py) over its identity posterior, instead of "
           "its hand-set guess (issue 14, ninth session). Promoted on validation: "
           "`fengsheng tournament --bots heuristic@7,heuristic@5 --split validation --games "
           "1000`: +10.6 points [+7.9, +13.4] over 100 deals; with --roles +8.7 [+5.3, +12.1]; "
           "hold-out (--split holdout) +8.2 [+5.2, +11.2], with --roles +9.4 [+6.8, +12.1]",
    },
    "ismcts": {
        1: "flat determinised search over the heuristic@1 prior and rollouts",
        2: "the same search over the heuristic@2 prior and rollouts",
        3: "the same search over the heuristic@3 prior, models and rollouts (each model with "
           "its own fitted tracker, fed this seat's events)",
        4: "the same search over heuristic@4 (prior, models, rollouts); the send filter keeps "
           "the prior's own send, so @4's dilemma black send is searched",
        5: "the same search over heuristic@5 (prior, models, rollouts); its determinisations "
           "draw face-down roles from the seat's role beliefs (bots.belief.RoleBeliefs), not "
           "uniformly; without roles the same as version 4. Not promoted: the role draw "
           "measured +0.0 points [-4.2, +4.2] over 40 dev deals (`python "
           "benchmarks/role_draw_strength.py --deals 40 --workers 2 --seed 100`, the search "
           "at one seat; docs/bots.md 'Role and mission beliefs')",
        6: "the search over heuristic@5 (prior, models, rollouts) with the learned horizon "
           "value (bots/value.py) and the response windows searched while a message is in "
           "transit (search=('send', 'receive', 'transit')); ismcts.EDITIONS. Screened +4.0 "
           "points [+0.4, +7.6] over 20 dev deals (`python benchmarks/search_strength.py "
           "--seed 100 --deals 20 --param version=5 --param value=learned --param "
           "\"search=('send','receive','transit')\"`). Not promoted: `fengsheng tournament "
           "--bots ismcts@6,heuristic@5 --split validation --games 100`: +0.4 points "
           "[-7.0, +7.8] over 10 deals (not ahead); with --roles --games 50: -7.2 "
           "[-27.2, +12.8] over 5",
        7: "version 6 drawing the unseen message in transit by the fitted model of "
           "bots/transit.py (message='fitted'), not by its colour's relation to the sender "
           "alone. Screened +5.0, +4.0, +5.0 points over 20 dev deals each (seeds 100-102; "
           "references +4.0, +1.0, +3.0), +11.2 [+3.3, +19.2] with roles (16 deals; docs/bots.md, "
           "'Screening', seventh session). Promoted on validation: `fengsheng tournament "
           "--bots ismcts@7,heuristic@5 --split validation --games 200`: +7.6 points [+0.5, "
           "+14.7] over 20 deals; with --roles --games 100: +10.4 [+0.4, +20.4] over 10; hold-out "
           "(--split holdout) +6.2 [+1.3, +11.1] over 20",
        8: "version 7 that searches no 识破 of a player its prior believes an ally "
           "(spare_allies=True: version 7 countered allies 3.4 times per 100 seats, heuristic@5 "
           "1.0). Not promoted: `fengsheng tournament --bots ismcts@8,heuristic@5 --split "
           "validation --games 200`: +2.0 points [-5.4, +9.4] over the 20 deals where version 7 "
           "made +7.6 (shi_po_ally 1.4 per 100 seats)",
        9: "version 7's search over heuristic@7 (prior, models, rollouts): the same value, "
           "windows in transit and fitted message, its heuristic reading the message's colour "
           "with the fitted model too (issue 14, ninth session). 困难 by the rule for levels (not "
           "behind 普通 = heuristic@7 on validation): `fengsheng tournament --bots "
           "ismcts@9,heuristic@7 --split validation --games 200`: +2.6 points [-5.1, +10.3] "
           "over 20 deals (version 7: +6.2); with --roles --games 100 +9.2 [-2.4, +20.8] "
           "(version 7: -0.8, behind)",
        10: "version 9 drawing the unseen message in transit by the policy likelihood of the "
            "send (message='policy': how likely its heuristic@7 model of the sender was to send "
            "each card), not by the fitted model (issue 14, tenth session). Screened +9.0 "
            "[+1.8, +16.2] and +11.0 [+3.8, +18.2] points over 20 dev deals each (`python "
            "benchmarks/search_strength.py --seed 100|101 --deals 20 --param version=9 --param "
            "message=policy`; version 9 +6.0 and +4.0 on the same deals). 困难: ahead of version "
            "9 on both validation runs, `fengsheng tournament --bots ismcts@10,heuristic@7 "
            "--split validation --games 200`: +3.8 points [-2.5, +10.1] over 20 deals (version "
            "9: +2.6); with --roles --games 100 +13.6 [-1.0, +28.2] over 10 (version 9: +9.2); "
            "hold-out (--split holdout) +2.6 [-3.3, +8.5] over 20, not confirmed (version 9: "
            "+5.0)",
        11: "version 10 whose identity beliefs, the search's and its heuristic prior's, also "
            "read the policy likelihood of the other seats' sends (send_evidence=0.75: once a "
            "sent card shows, the sender's identity is weighed by how likely its heuristic@7 "
            "model was to send that card under each identity, at most 10:1 a card; issue 14, "
            "eleventh session). Screened unbounded +14.0 [+5.0, +23.0] and +17.0 [+9.3, "
            "+24.7] points over 20 dev deals each (`python benchmarks/search_strength.py "
            "--seed 100|101 --deals 20 --param version=10 --param send_evidence=0.75`; version "
            "10 +9.0 and +11.0 on the same deals). Promoted on validation: `fengsheng "
            "tournament --bots ismcts@11,heuristic@7 --split validation --games 200`: +11.4 "
            "points [+5.6, +17.2] over 20 deals (version 10: +3.8); with --roles --games 100 "
            "+14.0 [-1.5, +29.5] over 10 (version 10: +13.6); hold-out (--split holdout) "
            "+14.4 [+6.0, +22.8] over 20, with --roles +11.6 [-2.0, +25.2] over 10; over 40 "
            "deals with roles (--roles --games 400, twelfth session): validation +16.1 [+10.8, "
            "+21.4], hold-out +9.8 [+5.2, +14.4]",
        12: "version 11 that doubts its model of each sender (model_prior=0.9: the odds that a "
            "seat sends like its heuristic@7 model rather than at random start at 9:1 and move "
            "with each of its shown sends; the send evidence mixes the two; issue 14, twelfth "
            "session). Identity beliefs, `python benchmarks/beliefs.py --games 200 --seed 2 "
            "--bots B --estimate heuristic@2 --search ismcts@12` (600 games for heuristic@7), "
            "Brier against version 11: heuristic@7 0.234 (the same), random 0.555 (0.564), "
            "policy 0.704 (0.735), novice 0.481 (0.479); version 10 reads no sends (0.534 "
            "random, 0.643 policy). Not screened, not in the lab, not promoted",
    },
    "policy": {1: "the masked MLP policy in bots/policy_weights.npz, trained by PPO "
                  "(docs/rl.md, 'The shipped policy')"},
}
# The version a bare name plays. Raised only after a validation run (docs/bots.md).
PROMOTED: dict[str, int] = {"random": 1, "novice": 1, "heuristic": 7, "ismcts": 11, "policy": 1}
# The levels offered to players (terminal and browser), weakest first: level -> bot name.
LEVELS: dict[str, str] = {"入门": "novice", "普通": "heuristic", "困难": "ismcts"}


def parse_name(name: str) -> tuple[str, int]:
    """``"heuristic@2"`` → ``("heuristic", 2)``; a bare name → its promoted version.

    Raises ValueError for an unknown kind or version (listing the known ones)."""
    kind, sep, ver = str(name).partition("@")
    if kind not in BOTS:
        raise ValueError(f"unknown bot {name!r}; choose one of {', '.join(sorted(BOTS))} "
                         f"(optionally with a version, e.g. heuristic@{PROMOTED['heuristic']})")
    if not sep:
        return kind, PROMOTED[kind]
    if not ver.isdigit() or int(ver) not in VERSIONS[kind]:
        raise ValueError(f"unknown version {ver!r} of bot {kind!r}; known: "
                         f"{', '.join(str(v) for v in VERSIONS[kind])}")
    return kind, int(ver)


def make_bot(name: str, seat: int, seed: int = 0) -> Bot:
    """A new bot ``name`` (a key of :data:`BOTS`, optionally ``@version``, or a level of
    :data:`LEVELS`) for ``seat``, seeded with ``seed``.

    Raises ValueError for an unknown name or version (listing the known ones) or a bad
    seat/seed."""
    kind, version = parse_name(LEVELS.get(name, name))
    if kind == "random":
        return RandomBot(seat, seed)
    return BOTS[kind](seat, seed, version=version)


__all__ = ["BOTS", "LEVELS", "PROMOTED", "VERSIONS", "Bot", "HeuristicBot", "ISMCTSBot",
           "NoviceBot", "PolicyBot", "RandomBot", "make_bot", "parse_name", "pending_options",
           "play_game"]
