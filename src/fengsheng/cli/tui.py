"""Terminal rendering with ``rich``: the table, the log lines, the option list, the end screen.

Pure layout: every string comes from a :class:`Words` (风声's texts, ``i18n/zh_cn.py`` or
``en.py``, and the terminal's own string table, ``i18n/terminal_*.py``, through its game object),
and every fact from an observation (``observe``) or a redacted event, so nothing here can
show what the viewing seat may not know. Every function takes ``w`` (default Chinese).
"""
from __future__ import annotations

import json
from typing import Mapping, Sequence

from rich.console import Group
from rich.panel import Panel
from rich.table import Table
from rich.text import Text

from ..games import get_game

FENGSHENG = get_game("fengsheng")   # 风声's words and role cards (games/fengsheng_adapter.py)
texts, role_texts = FENGSHENG.texts, FENGSHENG.role_texts
terminal_strings, ROLE_CARD = FENGSHENG.terminal_strings, FENGSHENG.ROLE_CARD

COLOUR_STYLE = {"red": "bold red", "blue": "bold blue", "black": "bold bright_black"}
IDENTITY_STYLE = {"underground": "red", "military": "blue", "bystander": "green"}
_WORD_STYLES = (
    (r"红色|红\d+|\bred\b|\bR\d+\b", "bold red"), (r"蓝色|蓝\d+|\bblue\b|\bB\d+\b", "bold blue"),
    (r"黑色|黑\d+|\bblack\b|\bK\d+\b", "bold bright_black"),
    (r"【[^】]+】|\[[^\]]+\]", "bold yellow"), (r"潜伏战线|\bUnderground\b", "red"),
    (r"军情处|\bArmy\b", "blue"), (r"打酱油的|\bPasserby\b", "green"),
)


class Words:
    """Everything a terminal writes in one language (``zh-CN`` or ``en``): ``tx`` the game
    texts (log, questions, options, names), ``roles`` the role cards' texts, and the terminal's
    own strings by key: ``w("key", field=...)``; a key missing in the language raises."""

    def __init__(self, lang: str = "zh-CN"):
        self.lang = lang
        self.tx = texts(lang)
        self.roles = role_texts(lang)
        self.table = terminal_strings(lang)

    def __call__(self, key: str, **fields) -> str:
        return self.table[key].format(**fields) if fields else self.table[key]

    def lines(self, key: str) -> tuple[str, ...]:
        return self.table[key]

    @property
    def you(self) -> str:
        return self.table["you"]

    def poss(self, owner: str | None = None) -> str:
        """Whose, at the start of a line: ``你的`` / ``Your``, ``2号的`` / ``Seat 2's``."""
        owner = self.you if owner is None else owner
        s = "your" if owner == self.you and self.lang == "en" else self("poss", owner=owner)
        return s[:1].upper() + s[1:]


ZH = Words()
# Event types that are mere bookkeeping: shown dimmed so the player's eye skips them.
QUIET_EVENTS = frozenset({"step", "draw", "cards_discarded", "reshuffle", "window"})
LOUD_EVENTS = frozenset({"dying", "died", "lost", "game_over", "identity_revealed"})


def styled(text: str, style: str = "") -> Text:
    """``text`` with colour words, 【card names】 and identities highlighted."""
    t = Text(text, style=style)
    for pattern, st in _WORD_STYLES:
        t.highlight_regex(pattern, st)
    return t


def event_text(event: Mapping, line: str) -> Text:
    """A log line styled by how much it matters."""
    kind = event.get("type")
    if kind == "draw" and "cards" in event:
        return styled(line)   # your own draw: worth reading
    if kind in QUIET_EVENTS:
        return styled(line, "dim")
    if kind in LOUD_EVENTS:
        return styled(line, "bold")
    return styled(line)


def print_event(console, event: Mapping, line: str) -> None:
    """Print one log line; a new turn gets a rule across the screen."""
    if event.get("type") == "turn_start":
        console.print()
        console.rule(styled(line.strip("═ ")), style="cyan")
    else:
        console.print(event_text(event, line))


def seat_title(seat: int, you: int | None, mark: str | None = None, w: Words = ZH) -> str:
    """A seat's label in tables: ``2号``, or ``2号（你）`` for the viewer."""
    label = w.tx.seat_label(seat)
    return w("seat_mark", seat=label, mark=mark or w.you) if seat == you else label


def _counts_text(counts: Mapping[str, int], w: Words = ZH) -> Text:
    t = Text()
    for i, colour in enumerate(("red", "blue", "black")):
        if i:
            t.append(" ")
        t.append(f"{w.tx.COLOUR_SHORT[colour]}{counts[colour]}",
                 style=COLOUR_STYLE[colour] if counts[colour] else "dim")
    return t


def _status(p: Mapping, w: Words = ZH) -> Text:
    if p["alive"]:
        return Text(w("alive"), style="green")
    if p["lost"]:
        return Text(w("lost"), style="bold magenta")
    return Text(w("dead"), style="bold red")


# Parts of an observation whose change is worth re-drawing the table for. Hand sizes and
# deck counts are left out: they change with every card and the log already says so.
_TABLE_KEYS = ("turn", "turn_player", "locks", "stack", "over")


def table_key(obs: Mapping) -> str:
    """A digest of what matters on the table: when it is unchanged, re-drawing it before
    the next question would only push the log off the screen."""
    players = [(p["alive"], p["messages"], p["identity"], p["role"]) for p in obs["players"]]
    m = obs.get("message")
    if m is not None:
        # Where the message is comes with every question ("情报在2号处"); a new hop or step
        # alone does not need the whole table again.
        m = {k: v for k, v in m.items() if k not in ("holder", "hops", "step")}
    key = [obs.get(k) for k in _TABLE_KEYS]
    return json.dumps([key, m, players], sort_keys=True)


def render_table(obs: Mapping, cards, names: Sequence[str], goal: bool = False,
                 owner: str | None = None, mark: str | None = None, w: Words = ZH) -> Group:
    """The whole table as ``obs['seat']`` may see it (``obs`` from ``views.observe``);
    ``names``: seat → name in sentences ("你" or "2号"); ``goal``: also print the viewer's
    victory condition; ``owner``: how to call the viewer in the hand section ("你", or
    "2号" in a replay); ``mark``: the viewer's tag in the seat column (``0号（你）``); both
    default to ``w.you``."""
    tx = w.tx
    owner = owner or w.you
    you = obs["seat"]
    tp = obs["turn_player"]
    roles_on = bool(obs["config"].get("roles"))
    whose = w.poss() if tp == you and owner == w.you else w.poss(tx.seat_label(tp))
    header = (w("header", turn=obs["turn"] + 1, poss=whose, phase=tx.phase_name(obs["phase"]))
              if not obs["over"] else w("game_over_header"))
    parts = [styled(w("piles", deck=obs["deck_count"], discard=obs["discard_count"],
                      removed=obs["removed_count"]), "dim")]

    rows = []
    for p in obs["players"]:
        s = p["seat"]
        counts = tx.colour_counts(cards, p["messages"])
        ident = p["identity"]
        rows.append(["▶" if s == tp and not obs["over"] else "",
                     Text(seat_title(s, you, mark, w), style="bold" if s == you else ""),
                     _status(p, w),
                     Text(tx.identity_name(ident), style=IDENTITY_STYLE.get(ident, "dim")),
                     tx.role_cell(p, roles_on), str(p["hand_count"]), _counts_text(counts, w),
                     _message_list(cards, p["messages"], w)])
    parts.append(seat_table(
        (("", "left"), (w("col_seat"), "left"), (w("col_status"), "left"),
         (w("col_identity"), "left"), (w("col_role"), "left"), (w("col_hand"), "right"),
         (w("col_counts"), "left"), (w("col_messages"), "left")),
        rows, 1, 7, w, show_edge=False))

    if any(p.get("hand") is not None for p in obs["players"]):
        parts.append(render_all_hands(obs, cards, names, w))
    extra = _locks_line(obs, names, w)
    if extra is not None:
        parts.append(extra)
    m = obs.get("message")
    if m is not None:
        parts.append(render_message(m, obs, cards, names, w))
    if obs.get("stack"):
        parts.append(render_stack(obs, names, w))
    if obs.get("you") is not None:
        parts.append(render_hand(obs, cards, goal, owner, w))
        me = obs["players"][you] if you is not None else None
        if me is not None and me.get("role") is not None:
            parts.append(render_own_role(me["role"], me["face_up"], owner, w))
    return Group(Panel(Group(*parts), title=header, title_align="left", border_style="cyan"))


WIDE = 100   # console columns from which the messages in front of each seat fit in a column


class ByWidth:
    """Renders ``wide`` on a console at least ``width`` columns wide, else ``narrow``
    (Rich tells the width when it renders)."""

    def __init__(self, wide, narrow, width: int = WIDE):
        self.wide, self.narrow, self.width = wide, narrow, width

    def __rich_console__(self, console, options):
        yield self.wide if options.max_width >= self.width else self.narrow


def seat_table(columns: Sequence[tuple[str, str]], rows: Sequence[Sequence], name_col: int,
               messages_col: int, w: Words = ZH, **table_options) -> ByWidth:
    """A table of one row per seat (``columns``: (title, justify) pairs). On a narrow console
    the messages column (``messages_col``) would be squeezed to a few letters: the table is
    drawn without it, and each seat's messages are listed under it by the name in
    ``name_col``."""
    wide = Table(pad_edge=False, box=None, header_style="bold", **table_options)
    narrow = Table(pad_edge=False, box=None, header_style="bold", **table_options)
    for i, (title, justify) in enumerate(columns):
        wide.add_column(title, justify=justify, no_wrap=i != messages_col)
        if i != messages_col:
            narrow.add_column(title, justify=justify, overflow="fold")
    listed = Text(columns[messages_col][0] + w("colon"))
    for row in rows:
        wide.add_row(*row)
        narrow.add_row(*(cell for i, cell in enumerate(row) if i != messages_col))
        listed.append("\n" + w("indent"))
        listed.append(row[name_col])
        listed.append(w("colon"))
        listed.append(row[messages_col])
    return ByWidth(wide, Group(narrow, listed))


def render_all_hands(obs: Mapping, cards, names: Sequence[str], w: Words = ZH) -> Text:
    """Every hand, for an omniscient view (finished-game replays with ``--all``)."""
    t = Text(w("all_hands"))
    for p in obs["players"]:
        if p.get("hand") is None or p["seat"] == obs["seat"]:
            continue
        t.append(f"\n{w('indent')}{names[p['seat']]}{w('colon')}")
        if not p["hand"]:
            t.append(w("no_hand"), style="dim")
        for i, c in enumerate(p["hand"]):
            t.append(w("list_sep") if i else "")
            t.append(f"{w.tx.FUNCTIONS[cards[c].function]}#{c}",
                     style=COLOUR_STYLE[cards[c].colour])
    return t


def _message_list(cards, messages, w: Words = ZH) -> Text:
    if not messages:
        return Text("—", style="dim")
    t = Text()
    for i, c in enumerate(messages):
        if i:
            t.append(w("message_sep"))
        card = cards[c]
        t.append(w.tx.FUNCTIONS[card.function], style=COLOUR_STYLE[card.colour])
    return t


def _locks_line(obs, names, w: Words = ZH) -> Text | None:
    if not obs.get("locks"):
        return None
    return styled(w("locked", who=w("list_sep").join(names[s] for s in obs["locks"])))


def render_message(m: Mapping, obs: Mapping, cards, names: Sequence[str], w: Words = ZH) -> Text:
    """The message in transit as the viewer may see it."""
    how = w.tx.TRANSMISSIONS[m["transmission"]]
    if m["transmission"] == "direct":
        route = w("route_direct", who=names[m["target"]])
    elif m["direction"] == 1:
        route = w("route_on")
    else:
        route = w("route_back")
    if m["card"] is not None:
        content = w.tx.card_text(cards[m["card"]], detail=True)
    else:
        content = w("face_down")
    lines = [w("transit", sender=names[m["sender"]], how=how, route=route),
             w("transit_at", holder=names[m["holder"]], content=content)]
    if m["lured"]:
        lines.append(w("transit_lured", who=w("list_sep").join(names[s] for s in m["lured"])))
    return styled("\n".join(lines))


def render_stack(obs: Mapping, names: Sequence[str], w: Words = ZH) -> Text:
    """The cards waiting to resolve; the last used resolves first (后发先至)."""
    items = {it["uid"]: it for it in obs["stack"]}
    positions = {it["uid"]: k + 1 for k, it in enumerate(obs["stack"])}
    lines = [w("stack_head")]
    for k, it in enumerate(reversed(obs["stack"])):
        s = w.tx.item_text(it, names, items, positions=positions)
        if it["nullified"]:
            s += w("stack_nullified")
        mark = w("stack_first") if k == 0 else ""
        lines.append(f"{w('indent')}{len(obs['stack']) - k}. {s}{mark}")
    return styled("\n".join(lines))


def render_hand(obs: Mapping, cards, goal: bool = False, owner: str | None = None,
                w: Words = ZH) -> Text:
    """The viewer's identity (with its victory condition if ``goal``) and hand."""
    you = obs["you"]
    ident = you["identity"]
    t = Text()
    t.append(w("identity_head", poss=w.poss(owner)))
    t.append(w.tx.identity_name(ident), style="bold " + IDENTITY_STYLE.get(ident, ""))
    if goal:
        t.append(w("aside", text=w.tx.IDENTITY_GOALS.get(ident, "")), style="dim")
    t.append(w("hand_head", poss=w.poss(owner)))
    if not you["hand"]:
        t.append(w("no_hand"), style="dim")
    for c in you["hand"]:
        t.append("\n" + w("indent"))
        t.append_text(styled(w.tx.card_text(cards[c], detail=True)))
    return t


def _bullet(note: str, w: Words = ZH) -> Table:
    row = Table.grid(padding=(0, 0))
    row.add_column(no_wrap=True)
    row.add_column(overflow="fold")
    row.add_row(w("indent") + "· ", styled(note, "dim"))
    return row


def _skill_grid(role_id: str, rulings: bool, w: Words = ZH) -> Table:
    """A role's skills (and rulings) and 机密任务 as an indented grid, so that long Chinese
    lines wrap under their own indent."""
    grid = Table.grid(padding=(0, 0))
    grid.add_column(no_wrap=True)
    grid.add_column(overflow="fold")
    for sid, _ in ROLE_CARD[role_id].skills:
        text, notes = w.roles.SKILL_TEXT.get(sid, ("", ()))
        grid.add_row(w("indent"), styled(w("skill_line", name=w.tx.func_name(sid), text=text)))
        if rulings:
            for note in notes:
                grid.add_row(w("indent"), _bullet(note, w))
    grid.add_row(w("indent"), styled(w.tx.role_mission_line(role_id), "dim"))
    return grid


def render_own_role(role_id: str, face_up: bool, owner: str | None = None,
                    w: Words = ZH) -> Group:
    """The viewer's own role card: name, state, every skill's text and the 机密任务."""
    t = Text(w("role_head", poss=w.poss(owner)))
    t.append_text(styled(w.tx.role_brief(role_id), "bold"))
    t.append(w("face_up") if face_up else w("face_down_role"), style="" if face_up else "dim")
    return Group(t, _skill_grid(role_id, rulings=False, w=w))


def render_role_card(role_id: str, title: str = "", rulings: bool = True,
                     w: Words = ZH) -> Group:
    """A role card in full: name, kind, gender, skills (with their rulings) and 机密任务."""
    t = Text()
    if title:
        t.append(title, style="bold")
    t.append_text(styled(w.tx.role_brief(role_id), "bold"))
    return Group(t, _skill_grid(role_id, rulings, w))


def render_roles(obs: Mapping, names: Sequence[str], w: Words = ZH) -> Group:
    """The skills of the viewer's role and of every face-up role at the table (command r);
    a game without role cards says so."""
    if not (obs.get("config") or {}).get("roles"):
        return Group(Panel(Text(w("no_roles")),
                           title=w("roles_title"), title_align="left", border_style="green"))
    parts = []
    for p in obs["players"]:
        rid = p.get("role")
        if rid is None:
            continue
        state = "" if p["face_up"] else w("face_down_mark")
        parts.append(render_role_card(rid, f"{names[p['seat']]}{state}{w('colon')}", w=w))
    hidden = [names[p["seat"]] for p in obs["players"]
              if p.get("role") is None and not p["face_up"] and p["alive"]]
    if hidden:
        parts.append(Text(w("hidden_roles", who=w("list_sep").join(hidden)), style="dim"))
    if not parts:
        parts.append(Text(w("no_role_cards")))
    return Group(Panel(Group(*parts), title=w("roles_title"), title_align="left",
                       border_style="green"))


def render_role_offer(offer: Sequence[str], w: Words = ZH) -> Group:
    """挑选角色: the two role cards dealt to the viewer, each with its skills and mission."""
    parts = [Text(w("offer_head"), style="bold")]
    for i, rid in enumerate(offer, 1):
        parts.append(render_role_card(rid, f"{i}. ", w=w))
    return Group(Panel(Group(*parts), title=w("offer_title"), title_align="left",
                       border_style="green"))


def render_card_help(hand_functions=frozenset(), w: Words = ZH) -> Panel:
    """The ``c`` command: the rules every card shares, then each of the nine card functions
    with its timing, effect and printed rulings (``w.tx.CARD_TEXT``); functions the viewer holds
    (``hand_functions``: function ids) are marked."""
    parts = [styled(line, "dim") for line in w.tx.CARD_RULES_TEXT]
    parts.append(styled(w("card_help_note"), "dim"))
    for func, (timing, effect, notes) in w.tx.CARD_TEXT.items():
        title = styled("\n" + w.tx.func_name(func), "bold")
        if func in hand_functions:
            title.append(w("in_hand"), style="green")
        grid = Table.grid(padding=(0, 0))
        grid.add_column(no_wrap=True)
        grid.add_column(overflow="fold")
        grid.add_row(w("indent"), styled(w("timing", text=timing)))
        grid.add_row(w("indent"), styled(w("effect", text=effect)))
        for note in notes:
            grid.add_row(w("indent"), _bullet(note, w))
        parts.extend([title, grid])
    return Panel(Group(*parts), title=w("card_help_title"), title_align="left",
                 border_style="green")


def render_options(labels: Sequence[str]) -> Text:
    t = Text()
    for i, label in enumerate(labels, 1):
        if i > 1:
            t.append("\n")
        t.append(f"{i:>3}. ", style="bold cyan")
        t.append_text(styled(label))
    return t


def render_end(obs: Mapping, cards, names: Sequence[str], record_path: str | None = None,
               mark: str | None = None, owner: str | None = None, taken_from: int | None = None,
               w: Words = ZH) -> Panel:
    """The end screen: result sentence, every identity, status and messages, winners.
    ``names``, ``mark`` and ``owner`` as in :func:`render_table`; ``taken_from``: the seat
    whose declaration a 机密任务 took (``w.tx.victory_taken_from(visible events)``), or None."""
    tx = w.tx
    owner = owner or w.you
    winners = set(obs["winners"])
    identities = [p["identity"] for p in obs["players"]]
    result = tx.result_text(obs["winners"], obs["declarer"], obs["end_reason"], identities,
                            names, taken_from)
    if obs["end_reason"] == "turn_limit":
        result = result.rstrip(w("full_stop")) + w("turns", n=obs["config"]["max_turns"])
    roles_on = bool(obs["config"].get("roles"))
    cols = [w("col_seat"), w("col_identity")] + ([w("col_role")] if roles_on else []) + [
        w("col_status"), w("col_counts"), w("col_messages"), w("col_result")]
    rows = []
    for p in obs["players"]:
        s = p["seat"]
        ident = p["identity"]
        role = [Text(tx.role_cell(p, True))] if roles_on else []
        outcome = Text("—", style="dim")
        if s in winners and taken_from is not None and s == obs["declarer"]:
            outcome = Text(w("won_taken"), style="bold green")
        elif s in winners:
            outcome = Text(w("won_declarer") if s == obs["declarer"] else w("won"),
                           style="bold green")
        elif s == taken_from:
            outcome = Text(w("declaration_failed"), style="bold")
        rows.append([Text(seat_title(s, obs["seat"], mark, w),
                          style="bold" if s == obs["seat"] else ""),
                     Text(tx.identity_name(ident), style=IDENTITY_STYLE.get(ident, "")),
                     *role, _status(p, w), _counts_text(tx.colour_counts(cards, p["messages"]), w),
                     _message_list(cards, p["messages"], w), outcome])
    t = seat_table([(c, "left") for c in cols], rows, 0, cols.index(w("col_messages")), w)
    parts = [styled(result, "bold"), t]
    you = obs["seat"]
    if you is not None:
        who = owner[:1].upper() + owner[1:]
        verdict = (w("you_won", owner=who) if you in winners else
                   w("draw") if not winners else w("you_lost", owner=who))
        parts.append(Text(verdict, style="bold green" if you in winners else "bold"))
    if record_path:
        parts.append(Text(w("record_saved", path=record_path)))
    return Panel(Group(*parts), title=w("end_title"), title_align="left", border_style="magenta")
