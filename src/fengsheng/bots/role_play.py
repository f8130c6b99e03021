"""How the heuristic bot plays role cards: which role to choose, which automatic skills to
trigger, how to answer the questions skills ask, when a responsive skill is worth using, and
what a 打酱油的 must do for its role's 机密任务.

Everything is judged with the bot's one value scale (``HeuristicBot.value(seat, colour)``:
the worth for its side of ``seat`` getting a message of ``colour``) and its card-keeping
scale (``_keep``). Questions are grouped by intent in :data:`PROMPT_POLICY` (prompt id →
policy; each role module names its own, ``BOT_POLICY``); every prompt a role module asks must
have one (tests/bots check it), so a gap is visible rather than answered at random.
"""
from __future__ import annotations

from ..cards.deck import BLACK, BLUE, BYSTANDER, RED
from ..roles.table import ROLE_CARD, ROLE_MODULES

WIN = 20.0          # value of one's side winning (the heuristic bot's scale)
FACTION = {"underground": RED, "military": BLUE}

# Prompt id → policy name (a method ``_q_<policy>`` of :class:`RolePlay`) or a role's own
# function ``fn(bot, obs, options)``: the engine's own questions here, each role's in its
# module (``BOT_POLICY`` in roles/<role id>.py). The policies: "discard" (a hand card leaves
# the hand: the least useful), "ally" (a seat to help: the most likely ally, myself first),
# "rob" (a seat to take a hand card from: an opponent with cards), "remove" (a message to take
# off the table: the best to remove), "move", "fake_on_target" (a fake from my hand onto a
# given player: only onto an opponent), "fake_any", "fake_seat" (where to put a fake: the seat
# it hurts most), "card_to_place", "place_seat" (where a chosen card lands as a message: where
# it is worth most), "place_pair_seat", "place_pair_card", "take_message", "yes".
PROMPT_POLICY = {"choose_role": "role", "probe_discard": "discard", "probe_hide": "probe_hide"}
for _module in ROLE_MODULES:
    PROMPT_POLICY.update(getattr(_module, "BOT_POLICY", {}))

# Each role's own judgements, from its module (roles/<role id>.py), called with the bot:
# - ``BOT_PREFERENCE`` (挑选角色): identities are dealt after the choice, so it cannot depend
#   on them; higher = preferred (roles whose skills give cards, uncounterable answers or kills
#   rank high; 小白, whose 败露 loses at six messages, and costly or narrow skills low);
# - ``BOT_TRIGGERS``: optional automatic skills (asked yes/no) whose use can hurt the user,
#   skill id → ``fn(bot, obs) -> bool``; every other optional skill is used (draws, takes,
#   looks);
# - ``BOT_SKILLS``: responsive skills used in windows, skill id → (the least gain worth using
#   it for, in value units; ``fn(bot, obs, options, ctx) -> (option, gain)``);
# - ``BOT_MISSION``, ``BOT_MISSION_KEEP``: its 机密任务, for a 打酱油的 owner:
#   ``fn(bot, identity, seat, colour, base)``, the worth of ``seat`` getting a message of
#   ``colour`` (``base`` without the mission), and ``fn(bot, card)``, the extra worth of
#   keeping a hand card.
# - ``BOT_ROLE_VALUE`` (version 6): ``fn(bot, identity, seat, colour, base)``, the worth of
#   ``seat`` getting ``colour`` for any holder of the role, where a skill makes it worth more
#   or less than the faction's (王田香's 滥杀: killing a 打酱油的 wins alone);
# - ``BOT_LOCK_CARD`` (version 6): ``fn(bot, card) -> bool``, a hand card the role's skill
#   lets it use as 锁定 (王田香's 残忍), counted as a lock when the bot plans a send.
# Roles whose face-up face lets a probed player answer a 试探 as it likes (城府, flag
# 'hide_identity'): it takes a draw whatever it is, and never discards.
HIDES_IDENTITY = frozenset(m.ROLE.id for m in ROLE_MODULES if hasattr(m, "ROLE") and any(
    "hide_identity" in sk.flags for sk in m.ROLE.skill_objects))
ROLE_PREFERENCE: dict[str, int] = {}
TRIGGER_CHECKS: dict = {}
SKILL_COST: dict[str, float] = {}
SKILL_EVALUATORS: dict = {}
MISSION_VALUES: dict = {}
MISSION_KEEPS: dict = {}
LOCK_CARDS: dict = {}
ROLE_VALUES: dict = {}
for _module in ROLE_MODULES:
    if hasattr(_module, "ROLE"):
        _role = _module.ROLE.id
        ROLE_PREFERENCE[_role] = getattr(_module, "BOT_PREFERENCE", 0)
        if hasattr(_module, "BOT_MISSION"):
            MISSION_VALUES[_role] = _module.BOT_MISSION
        if hasattr(_module, "BOT_MISSION_KEEP"):
            MISSION_KEEPS[_role] = _module.BOT_MISSION_KEEP
        if hasattr(_module, "BOT_ROLE_VALUE"):
            ROLE_VALUES[_role] = _module.BOT_ROLE_VALUE
        if hasattr(_module, "BOT_LOCK_CARD"):
            LOCK_CARDS[_role] = _module.BOT_LOCK_CARD
    TRIGGER_CHECKS.update(getattr(_module, "BOT_TRIGGERS", {}))
    for _sid, (_cost, _evaluate) in getattr(_module, "BOT_SKILLS", {}).items():
        SKILL_COST[_sid], SKILL_EVALUATORS[_sid] = _cost, _evaluate


class RolePlay:
    """Mixin of :class:`~fengsheng.bots.heuristic.HeuristicBot` for role games. It reads the
    bot's own fields (``seat``, ``cards``, ``identity``, ``ally``, ``counts``, ``alive``) and
    methods (``value``, ``_keep``, ``_item_value``, ``_flow`` …)."""
    WIN = WIN   # for the roles' hooks

    # -- memory of role events -------------------------------------------------------------
    def _role_events(self, ev) -> None:
        t = ev["type"]
        if t == "dying":
            self.last_dying = ev["seat"]
        elif t == "message_placed":
            self.last_receiver = ev["seat"]
        elif t == "probe_shown" and ev["seat"] == self.seat and "effect" in ev:
            self.probe_on_me = ev["effect"]
        elif t == "sou_qu_seen" and "card" in ev:
            self.seen_card = ev["card"]

    def _role_setup(self, obs) -> None:
        me = obs["players"][self.seat]
        self.role = me["role"]
        self.face_up = me["face_up"]
        ident = obs["you"]["identity"]
        if ident is not None:
            self.identity = ident
        self.mission = self.role if self.identity == BYSTANDER else None
        self.deaths = [tuple(d) for d in obs["deaths"]]
        self.hand_cards = tuple(obs["you"]["hand"])
        self.reds_in_hand = sum(1 for c in obs["you"]["hand"] if self.cards[c].colour == RED)
        # (a role outside the table, a test's own, has no gender the bot knows)
        self.gender = {p["seat"]: (ROLE_CARD[p["role"]].gender if p["role"] in ROLE_CARD
                                   and p["face_up"] else "") for p in obs["players"]}
        self.hides = {p["seat"] for p in obs["players"]
                      if p["face_up"] and p["role"] in HIDES_IDENTITY}
        self.dead_identities = {p["identity"] for p in obs["players"]
                                if not p["alive"] and p["identity"]}

    # -- 机密任务-aware values -----------------------------------------------------------
    def _mission_util(self, ident, seat, colour, base):
        """Adjust the value ``base`` of ``seat`` getting ``colour`` for a 打酱油的's mission
        (its role's ``BOT_MISSION``)."""
        value = MISSION_VALUES.get(self.mission)
        return base if value is None else value(self, ident, seat, colour, base)

    def _role_util(self, ident, seat, colour, base):
        """Version 6: adjust ``base`` by my role's skills (its ``BOT_ROLE_VALUE``)."""
        value = ROLE_VALUES.get(self.role)
        return base if value is None or not self.face_up else value(self, ident, seat, colour,
                                                                     base)

    def _mission_keep(self, card) -> float:
        """Extra worth of keeping ``card`` in hand for a hand-collecting 机密任务 (its role's
        ``BOT_MISSION_KEEP``)."""
        keep = MISSION_KEEPS.get(self.mission)
        return 0.0 if keep is None else keep(self, card)

    def _locks_with(self, card) -> bool:
        """Version 6: whether my role lets me use ``card`` as 锁定 (its ``BOT_LOCK_CARD``)."""
        lock = LOCK_CARDS.get(self.role)
        return lock is not None and lock(self, card)

    # The shapes the roles' missions share, for their BOT_MISSION.
    def _collect_value(self, seat, colour, base, want):
        """Messages of colour ``want`` in front of me (获得三张或以上的X色情报)."""
        if seat != self.seat or colour != want:
            return base
        have = self.counts[seat][want]
        return WIN if have >= 2 else 1.0 + 1.5 * have

    def _kill_value(self, seat, colour, base, victim_counts):
        """A kill by my own hand (亲手) of a player for whom ``victim_counts(seat)``: their
        third fake, by a message I send or my own skill placing it (no sender)."""
        if seat != self.seat and colour == BLACK and self.counts[seat][BLACK] >= 2 \
                and self._sender in (None, self.seat) and victim_counts(seat):
            return WIN
        if self.intent and seat != self.seat and colour == BLACK \
                and self.counts[seat][BLACK] < 2 and victim_counts(seat):
            return base + 1.0 + self.counts[seat][BLACK]   # version 5: a step towards it
        return base

    def _faction_deaths_value(self, ident, seat, colour, base):
        """Version 5: "一位潜伏战线玩家和一位军情处玩家死亡" — a third fake for ``seat`` (of
        ``ident``) is a death of its faction: the mission if the other faction has lost a
        player, a third of it if neither has (whoever sends it); an earlier fake a step."""
        if not self.intent or seat == self.seat or colour != BLACK or ident not in FACTION \
                or ident in self.dead_identities:
            return base
        if self.counts[seat][BLACK] < 2:
            return base + 1.0 + self.counts[seat][BLACK]
        other = next(f for f in FACTION if f != ident)
        return WIN if other in self.dead_identities else max(base, WIN / 3)

    def _own_death_value(self, seat, colour, base, ready):
        """A mission met by my death while ``ready()`` (老鬼's hand, 小白 first, 浮萍 second or
        later): my third fake meets it; version 5 counts each fake before it as a step."""
        if seat != self.seat or colour != BLACK or not ready():
            return base
        if self.counts[seat][BLACK] >= 2:
            return WIN
        return 1.0 + self.counts[seat][BLACK] if self.intent else base

    def _victory_value(self, ident, seat, colour, base, meets):
        """A declaration of victory by ``seat`` (its faction's third message) that my
        mission takes or shares when ``meets(seat)``."""
        if seat != self.seat and colour != BLACK and ident != BYSTANDER \
                and self.counts[seat][colour] >= 2 and colour == FACTION.get(ident) \
                and meets(seat):
            return WIN
        return base

    def _neighbours(self):
        n = self.n
        out = []
        for d in (-1, 1):
            s = self.seat
            for _ in range(n - 1):
                s = (s + d) % n
                if self.alive[s]:
                    out.append(s)
                    break
        return out

    # -- role choice, triggers, questions ---------------------------------------------------
    def _role_decision(self, obs, options):
        """Answer a 'trigger' or role 'choose' decision, or None if it is not one."""
        pending = obs["pending"]
        kind, prompt = pending["kind"], pending["prompt"]
        if kind == "trigger":
            check = TRIGGER_CHECKS.get(prompt)
            yes = next(o for o in options if o.kind == "yes")
            no = next(o for o in options if o.kind == "no")
            return yes if check is None or check(self, obs) else no
        if kind == "choose" and prompt in PROMPT_POLICY:
            policy = PROMPT_POLICY[prompt]
            if callable(policy):   # a role's own, fn(bot, obs, options)
                return policy(self, obs, options)
            return getattr(self, "_q_" + policy)(obs, options)
        return None

    def _q_role(self, obs, options):
        return max(options, key=lambda o: (ROLE_PREFERENCE.get(o.func, 0), o.func))

    def _q_yes(self, obs, options):
        return next((o for o in options if o.func == "yes"), options[0])

    def _q_probe_hide(self, obs, options):
        # 城府: the draw is worth taking; a discard is not, so say the words instead.
        want = "comply" if getattr(self, "probe_on_me", None) == "draw_two" else "declare"
        return next((o for o in options if o.func == want), options[0])

    @staticmethod
    def _done(options):
        return next((o for o in options if o.func == "done"), None)

    def _cards_of(self, options):
        return [o for o in options if o.card >= 0]

    def _q_discard(self, obs, options):
        cards = self._cards_of(options)
        if not cards:
            return options[0]
        return min(cards, key=lambda o: (self._keep(o.card) + self._mission_keep(o.card), o.card))

    def _q_ally(self, obs, options):
        seats = [o for o in options if o.seat >= 0] or options
        return max(seats, key=lambda o: (self.ally[o.seat] if o.seat >= 0 else 0.0, -o.seat))

    def _q_rob(self, obs, options):
        hands = {p["seat"]: p["hand_count"] for p in obs["players"]}

        def score(o):
            h = hands.get(o.seat, 0)
            return (-self.ally[o.seat] if h else -9.0) + 0.05 * min(h, 8)
        return max(options, key=lambda o: (score(o), -o.seat))

    def _owner(self, obs, card):
        for p in obs["players"]:
            if card in p["messages"]:
                return p["seat"]
        return None

    def _remove_gain(self, seat, card) -> float:
        """Worth for my side of ``card`` leaving ``seat``'s messages."""
        if seat is None:
            return 0.0
        colour = self.cards[card].colour
        cnt = self.counts[seat]
        cnt[colour] -= 1
        self._values.clear()
        try:
            return -self.value(seat, colour)
        finally:
            cnt[colour] += 1
            self._values.clear()

    def _q_remove(self, obs, options):
        cards = self._cards_of(options)
        best = max(cards, key=lambda o: (self._remove_gain(self._owner(obs, o.card), o.card),
                                         -o.card))
        done = self._done(options)
        if done is not None and self._remove_gain(self._owner(obs, best.card), best.card) <= 0:
            return done
        return best

    def _q_move(self, obs, options):
        def gain(o):
            owner = self._owner(obs, o.card)
            colour = self.cards[o.card].colour
            to = max((s for s in range(self.n) if self.alive[s] and s != owner),
                     key=lambda s: self.value(s, colour), default=None)
            return self._remove_gain(owner, o.card) + (self.value(to, colour) if to is not None
                                                       else 0.0)
        best = max(options, key=lambda o: (gain(o), -o.card))
        self.plan_card = best.card
        return best

    def _fixed_target(self, prompt):
        if prompt in ("lian_ji_place",):
            return getattr(self, "last_receiver", None)
        if prompt == "xue_ran_mei_gui_place":
            return getattr(self, "skill_target", None)
        return getattr(self, "chosen_seat", None)

    def _q_fake_on_target(self, obs, options):
        target = self._fixed_target(obs["pending"]["prompt"])
        done = self._done(options)
        cards = self._cards_of(options)
        if done is not None and (target is None or self.value(target, BLACK) <= 0.05):
            return done
        return min(cards, key=lambda o: (self._keep(o.card), o.card)) if cards else options[0]

    def _q_fake_any(self, obs, options):
        done = self._done(options)
        best = max((self.value(s, BLACK) for s in range(self.n) if self.alive[s]), default=0.0)
        if done is not None and best <= 0.3:
            return done
        cards = self._cards_of(options)
        return min(cards, key=lambda o: (self._keep(o.card), o.card)) if cards else options[0]

    def _q_fake_seat(self, obs, options):
        best = max(options, key=lambda o: (self.value(o.seat, BLACK), -o.seat))
        self.chosen_seat = best.seat
        return best

    def _q_card_to_place(self, obs, options):
        def gain(o):
            colour = self.cards[o.card].colour
            return max(self.value(s, colour) for s in range(self.n) if self.alive[s])
        best = max(options, key=lambda o: (gain(o), -o.card))
        self.plan_card = best.card
        return best

    def _q_place_seat(self, obs, options):
        card = getattr(self, "plan_card", None)
        if card is None:
            return self._q_fake_seat(obs, options)
        colour = self.cards[card].colour
        return max(options, key=lambda o: (self.value(o.seat, colour), -o.seat))

    def _q_place_pair_seat(self, obs, options):
        hand = obs["you"]["hand"]
        best, best_v = self._done(options), 0.3
        for o in options:
            if o.seat < 0:
                continue
            for c in hand:
                v = self.value(o.seat, self.cards[c].colour) - 0.3 * self._keep(c)
                if v > best_v:
                    best, best_v = o, v
        if best is not None and best.seat >= 0:
            self.chosen_seat = best.seat
        return best or options[0]

    def _q_place_pair_card(self, obs, options):
        target = getattr(self, "chosen_seat", None)
        if target is None:
            return options[0]
        return max(options, key=lambda o: (self.value(target, self.cards[o.card].colour)
                                           - 0.3 * self._keep(o.card), -o.card))

    def _q_take_message(self, obs, options):
        me = self.seat
        return max(options, key=lambda o: (self.value(me, self.cards[o.card].colour), -o.card))

    # -- responsive skills in windows ---------------------------------------------------------
    def _skill_choice(self, obs, options, ctx):
        """The best responsive-skill option and its gain net of cost, or (None, 0)."""
        by_func: dict = {}
        for o in options:
            if o.kind == "skill":
                by_func.setdefault(o.func, []).append(o)
        # One use at a time: a skill whose cost is paid only as it resolves (掩护, 合谋, 收买)
        # could otherwise be stacked again and again in one window.
        waiting = {it["func"] for it in obs["stack"] if it["user"] == self.seat}
        best, best_gain = None, 0.0
        for func, opts in by_func.items():
            ev = SKILL_EVALUATORS.get(func)
            if ev is None or func in waiting:
                continue
            o, gain = ev(self, obs, opts, ctx)
            if o is None:
                continue
            gain -= SKILL_COST[func]
            if gain > best_gain:
                best, best_gain = o, gain
        return best, best_gain

    def _deck_colours(self, obs):
        counts = {RED: 0.0, BLUE: 0.0, BLACK: 0.0}
        for c in self.cards:
            counts[c.colour] += 1
        for c in obs["you"]["hand"]:
            counts[self.cards[c].colour] -= 1
        for p in obs["players"]:
            for c in p["messages"]:
                counts[self.cards[c].colour] -= 1
        tot = sum(max(x, 0.0) for x in counts.values()) or 1.0
        return {c: max(x, 0.0) / tot for c, x in counts.items()}

