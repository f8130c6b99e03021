"""Terminal rendering with ``rich``: the table, the log lines, the option list, the end screen.

Pure layout: every string comes from :mod:`fengsheng.i18n.zh_cn`, and every fact from an
observation (``views.observe``) or a redacted event, so nothing here can show what the
viewing seat may not know.
"""
from __future__ import annotations

import json
from typing import Mapping, Sequence

from rich.console import Group
from rich.panel import Panel
from rich.table import Table
from rich.text import Text

from ..i18n import zh_cn as zh
from ..i18n.zh_roles_text import SKILL_TEXT
from ..roles.table import ROLE_CARD

COLOUR_STYLE = {"red": "bold red", "blue": "bold blue", "black": "bold bright_black"}
IDENTITY_STYLE = {"underground": "red", "military": "blue", "bystander": "green"}
_WORD_STYLES = (
    (r"红色|红\d+", "bold red"), (r"蓝色|蓝\d+", "bold blue"), (r"黑色|黑\d+", "bold bright_black"),
    (r"【[^】]+】", "bold yellow"), (r"潜伏战线", "red"), (r"军情处", "blue"), (r"打酱油的", "green"),
)
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


def seat_title(seat: int, you: int | None, mark: str = "你") -> str:
    """A seat's label in tables: ``2号``, or ``2号（你）`` for the viewer."""
    return f"{zh.seat_label(seat)}（{mark}）" if seat == you else zh.seat_label(seat)


def _counts_text(counts: Mapping[str, int]) -> Text:
    t = Text()
    for i, colour in enumerate(("red", "blue", "black")):
        if i:
            t.append(" ")
        t.append(f"{zh.COLOUR_SHORT[colour]}{counts[colour]}",
                 style=COLOUR_STYLE[colour] if counts[colour] else "dim")
    return t


def _status(p: Mapping) -> Text:
    if p["alive"]:
        return Text("存活", style="green")
    if p["lost"]:
        return Text("出局（输掉）", style="bold magenta")
    return Text("死亡", style="bold red")


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
                 owner: str = "你", mark: str = "你") -> Group:
    """The whole table as ``obs['seat']`` may see it (``obs`` from ``views.observe``);
    ``names``: seat → name in sentences ("你" or "2号"); ``goal``: also print the viewer's
    victory condition; ``owner``: how to call the viewer in the hand section ("你", or
    "2号" in a replay); ``mark``: the viewer's tag in the seat column (``0号（你）``)."""
    you = obs["seat"]
    tp = obs["turn_player"]
    roles_on = bool(obs["config"].get("roles"))
    whose = "你" if tp == you and owner == "你" else zh.seat_label(tp)
    header = (f"第{obs['turn'] + 1}回合 · {whose}的回合 · {zh.phase_name(obs['phase'])}"
              if not obs["over"] else "游戏已结束")
    parts = [styled(f"牌库 {obs['deck_count']} 张 · 弃牌堆 {obs['discard_count']} 张"
                    f" · 移出游戏 {obs['removed_count']} 张", "dim")]

    rows = []
    for p in obs["players"]:
        s = p["seat"]
        counts = zh.colour_counts(cards, p["messages"])
        ident = p["identity"]
        rows.append(["▶" if s == tp and not obs["over"] else "",
                     Text(seat_title(s, you, mark), style="bold" if s == you else ""),
                     _status(p),
                     Text(zh.identity_name(ident), style=IDENTITY_STYLE.get(ident, "dim")),
                     zh.role_cell(p, roles_on), str(p["hand_count"]), _counts_text(counts),
                     _message_list(cards, p["messages"])])
    parts.append(seat_table(
        (("", "left"), ("座位", "left"), ("状态", "left"), ("身份", "left"), ("角色", "left"),
         ("手牌", "right"), ("情报（红/蓝/黑）", "left"), ("面前的情报", "left")),
        rows, 1, 7, show_edge=False))

    if any(p.get("hand") is not None for p in obs["players"]):
        parts.append(render_all_hands(obs, cards, names))
    extra = _locks_line(obs, names)
    if extra is not None:
        parts.append(extra)
    m = obs.get("message")
    if m is not None:
        parts.append(render_message(m, obs, cards, names))
    if obs.get("stack"):
        parts.append(render_stack(obs, names))
    if obs.get("you") is not None:
        parts.append(render_hand(obs, cards, goal, owner))
        me = obs["players"][you] if you is not None else None
        if me is not None and me.get("role") is not None:
            parts.append(render_own_role(me["role"], me["face_up"], owner))
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
               messages_col: int, **table_options) -> ByWidth:
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
    listed = Text(columns[messages_col][0] + "：")
    for row in rows:
        wide.add_row(*row)
        narrow.add_row(*(cell for i, cell in enumerate(row) if i != messages_col))
        listed.append("\n　")
        listed.append(row[name_col])
        listed.append("：")
        listed.append(row[messages_col])
    return ByWidth(wide, Group(narrow, listed))


def render_all_hands(obs: Mapping, cards, names: Sequence[str]) -> Text:
    """Every hand, for an omniscient view (finished-game replays with ``--all``)."""
    t = Text("所有手牌：")
    for p in obs["players"]:
        if p.get("hand") is None or p["seat"] == obs["seat"]:
            continue
        t.append(f"\n　{names[p['seat']]}：")
        if not p["hand"]:
            t.append("（没有手牌）", style="dim")
        for i, c in enumerate(p["hand"]):
            t.append("、" if i else "")
            t.append(f"{zh.FUNCTIONS[cards[c].function]}#{c}", style=COLOUR_STYLE[cards[c].colour])
    return t


def _message_list(cards, messages) -> Text:
    if not messages:
        return Text("—", style="dim")
    t = Text()
    for i, c in enumerate(messages):
        if i:
            t.append(" ")
        card = cards[c]
        t.append(zh.FUNCTIONS[card.function], style=COLOUR_STYLE[card.colour])
    return t


def _locks_line(obs, names) -> Text | None:
    if not obs.get("locks"):
        return None
    who = "、".join(names[s] for s in obs["locks"])
    return styled(f"本回合被锁定（必须接收传到面前的情报）：{who}")


def render_message(m: Mapping, obs: Mapping, cards, names: Sequence[str]) -> Text:
    """The message in transit as the viewer may see it."""
    how = zh.TRANSMISSIONS[m["transmission"]]
    if m["transmission"] == "direct":
        route = f"直达给{names[m['target']]}"
    elif m["direction"] == 1:
        route = "向下一位（座位号增大的方向）传递"
    else:
        route = "已被退回，向反方向（座位号减小的方向）传递"
    if m["card"] is not None:
        content = zh.card_text(cards[m["card"]], detail=True)
    else:
        content = "看不到（面朝下）"
    lines = [f"传递中的情报：{names[m['sender']]}传出 · {how} · {route}",
             f"　　现在在{names[m['holder']]}处 · 内容：{content}"]
    if m["lured"]:
        lines.append("　　被调虎离山（不参与本次传递）：" + "、".join(names[s] for s in m["lured"]))
    return styled("\n".join(lines))


def render_stack(obs: Mapping, names: Sequence[str]) -> Text:
    """The cards waiting to resolve; the last used resolves first (后发先至)."""
    items = {it["uid"]: it for it in obs["stack"]}
    positions = {it["uid"]: k + 1 for k, it in enumerate(obs["stack"])}
    lines = ["等待结算（后发先至：最后使用的最先结算）："]
    for k, it in enumerate(reversed(obs["stack"])):
        s = zh.item_text(it, names, items, positions=positions)
        if it["nullified"]:
            s += "（已被识破）"
        mark = "  ← 最先结算" if k == 0 else ""
        lines.append(f"　{len(obs['stack']) - k}. {s}{mark}")
    return styled("\n".join(lines))


def render_hand(obs: Mapping, cards, goal: bool = False, owner: str = "你") -> Text:
    """The viewer's identity (with its victory condition if ``goal``) and hand."""
    you = obs["you"]
    ident = you["identity"]
    t = Text()
    t.append(f"{owner}的身份：")
    t.append(zh.identity_name(ident), style="bold " + IDENTITY_STYLE.get(ident, ""))
    if goal:
        t.append(f"（{zh.IDENTITY_GOALS.get(ident, '')}）", style="dim")
    t.append(f"\n{owner}的手牌：")
    if not you["hand"]:
        t.append("（没有手牌）", style="dim")
    for c in you["hand"]:
        t.append("\n　")
        t.append_text(styled(zh.card_text(cards[c], detail=True)))
    return t


def _bullet(note: str) -> Table:
    row = Table.grid(padding=(0, 0))
    row.add_column(no_wrap=True)
    row.add_column(overflow="fold")
    row.add_row("　· ", styled(note, "dim"))
    return row


def _skill_grid(role_id: str, rulings: bool) -> Table:
    """A role's skills (and rulings) and 机密任务 as an indented grid, so that long Chinese
    lines wrap under their own indent."""
    grid = Table.grid(padding=(0, 0))
    grid.add_column(no_wrap=True)
    grid.add_column(overflow="fold")
    for sid, _ in ROLE_CARD[role_id].skills:
        text, notes = SKILL_TEXT.get(sid, ("", ()))
        grid.add_row("　", styled(f"【{zh.skill_name(sid)}】{text}"))
        if rulings:
            for note in notes:
                grid.add_row("　", _bullet(note))
    grid.add_row("　", styled(zh.role_mission_line(role_id), "dim"))
    return grid


def render_own_role(role_id: str, face_up: bool, owner: str = "你") -> Group:
    """The viewer's own role card: name, state, every skill's text and the 机密任务."""
    t = Text(f"{owner}的角色：")
    t.append_text(styled(zh.role_brief(role_id), "bold"))
    t.append("（已翻开）" if face_up else "（盖伏：只有“翻开此角色牌”的技能可用）",
             style="" if face_up else "dim")
    return Group(t, _skill_grid(role_id, rulings=False))


def render_role_card(role_id: str, title: str = "", rulings: bool = True) -> Group:
    """A role card in full: name, kind, gender, skills (with their rulings) and 机密任务."""
    t = Text()
    if title:
        t.append(title, style="bold")
    t.append_text(styled(zh.role_brief(role_id), "bold"))
    return Group(t, _skill_grid(role_id, rulings))


def render_roles(obs: Mapping, names: Sequence[str]) -> Group:
    """The skills of the viewer's role and of every face-up role at the table (command r);
    a game without role cards says so."""
    if not (obs.get("config") or {}).get("roles"):
        return Group(Panel(Text("本局不使用角色牌：没有角色技能，也没有机密任务。"),
                           title="角色技能", title_align="left", border_style="green"))
    parts = []
    for p in obs["players"]:
        rid = p.get("role")
        if rid is None:
            continue
        state = "" if p["face_up"] else "（盖伏）"
        parts.append(render_role_card(rid, f"{names[p['seat']]}{state}："))
    hidden = [names[p["seat"]] for p in obs["players"]
              if p.get("role") is None and not p["face_up"] and p["alive"]]
    if hidden:
        parts.append(Text("盖伏的角色（看不到是谁）：" + "、".join(hidden), style="dim"))
    if not parts:
        parts.append(Text("本局没有角色牌。"))
    return Group(Panel(Group(*parts), title="角色技能", title_align="left", border_style="green"))


def render_role_offer(offer: Sequence[str]) -> Group:
    """挑选角色: the two role cards dealt to the viewer, each with its skills and mission."""
    parts = [Text("发给你两张角色牌，请选择其中一张（身份在挑选角色后才发放）：", style="bold")]
    for i, rid in enumerate(offer, 1):
        parts.append(render_role_card(rid, f"{i}. "))
    return Group(Panel(Group(*parts), title="挑选角色", title_align="left", border_style="green"))


def render_card_help(hand_functions=frozenset()) -> Panel:
    """The ``c`` command: the rules every card shares, then each of the nine card functions
    with its timing, effect and printed rulings (``zh.CARD_TEXT``); functions the viewer holds
    (``hand_functions``: function ids) are marked."""
    parts = [styled(line, "dim") for line in zh.CARD_RULES_TEXT]
    parts.append(styled("（本程序中“右手边”“逆时针”指座位号增大的方向；〔〕里的字是原文缺失、"
                        "按上下文补上的。）", "dim"))
    for func, (timing, effect, notes) in zh.CARD_TEXT.items():
        title = styled(f"\n【{zh.FUNCTIONS[func]}】", "bold")
        if func in hand_functions:
            title.append("（你手里有）", style="green")
        grid = Table.grid(padding=(0, 0))
        grid.add_column(no_wrap=True)
        grid.add_column(overflow="fold")
        grid.add_row("　", styled(f"时机：{timing}"))
        grid.add_row("　", styled(f"效果：{effect}"))
        for note in notes:
            grid.add_row("　", _bullet(note))
        parts.extend([title, grid])
    return Panel(Group(*parts), title="卡牌功能说明", title_align="left", border_style="green")


def render_options(labels: Sequence[str]) -> Text:
    t = Text()
    for i, label in enumerate(labels, 1):
        if i > 1:
            t.append("\n")
        t.append(f"{i:>3}. ", style="bold cyan")
        t.append_text(styled(label))
    return t


def render_end(obs: Mapping, cards, names: Sequence[str], record_path: str | None = None,
               mark: str = "你", owner: str = "你", taken_from: int | None = None) -> Panel:
    """The end screen: result sentence, every identity, status and messages, winners.
    ``names``, ``mark`` and ``owner`` as in :func:`render_table`; ``taken_from``: the seat
    whose declaration a 机密任务 took (``zh.victory_taken_from(visible events)``), or None."""
    winners = set(obs["winners"])
    identities = [p["identity"] for p in obs["players"]]
    result = zh.result_text(obs["winners"], obs["declarer"], obs["end_reason"], identities,
                            names, taken_from)
    if obs["end_reason"] == "turn_limit":
        result = result.rstrip("。") + f"（{obs['config']['max_turns']}回合）。"
    roles_on = bool(obs["config"].get("roles"))
    cols = ["座位", "身份"] + (["角色"] if roles_on else []) + [
        "状态", "情报（红/蓝/黑）", "面前的情报", "结果"]
    rows = []
    for p in obs["players"]:
        s = p["seat"]
        ident = p["identity"]
        role = [Text(zh.role_cell(p, True))] if roles_on else []
        outcome = Text("—", style="dim")
        if s in winners and taken_from is not None and s == obs["declarer"]:
            outcome = Text("胜利（夺得）", style="bold green")
        elif s in winners:
            outcome = Text("胜利（宣告者）" if s == obs["declarer"] else "胜利", style="bold green")
        elif s == taken_from:
            outcome = Text("宣告失败", style="bold")
        rows.append([Text(seat_title(s, obs["seat"], mark),
                          style="bold" if s == obs["seat"] else ""),
                     Text(zh.identity_name(ident), style=IDENTITY_STYLE.get(ident, "")),
                     *role, _status(p), _counts_text(zh.colour_counts(cards, p["messages"])),
                     _message_list(cards, p["messages"]), outcome])
    t = seat_table([(c, "left") for c in cols], rows, 0, cols.index("面前的情报"))
    parts = [styled(result, "bold"), t]
    you = obs["seat"]
    if you is not None:
        verdict = (f"{owner}赢了！" if you in winners else
                   "平局。" if not winners else f"{owner}输了。")
        parts.append(Text(verdict, style="bold green" if you in winners else "bold"))
    if record_path:
        parts.append(Text(f"对局记录已保存到：{record_path}"))
    return Panel(Group(*parts), title="游戏结束", title_align="left", border_style="magenta")
