"""菲力猫's Chinese texts for the terminal (and later the browser): card and seat names, one
log line per event, the table, option labels, the end. Like ``zh_cn`` it reads only what a
seat may see: observations from ``FELIX.observe`` and events (all public in 菲力猫)."""
from __future__ import annotations

TITLE = "菲力猫"
KIND_NAMES = ("猫-8", "猫-5", "猫3", "猫5", "猫8", "猫11", "猫15", "兔0", "大狗", "小狗")
COLOUR_NAMES = ("红", "蓝", "绿", "黄", "紫")
RULES = (
    "菲力猫（布袋里的猫）规则摘要：",
    "　· 每人一套10张牌（猫-8 -5 3 5 8 11 15、兔0、大狗、小狗），开局时左边的玩家抽走1张，谁也不看；每人15只老鼠，老鼠数保密。",
    "　· 每回合：从起始玩家起顺时针各出1张牌，面朝下从左到右放成一排（3人局：最左边是假人牌堆的牌）。翻开最左边的一张。",
    "　· 叫价：起始玩家先叫，至少1只；之后每次叫价（你面前的总数）必须比当前最高价高，不能超过你的老鼠。",
    "　· 放弃叫价：取回你面前的老鼠，拿走数字最小、还有老鼠的老鼠牌上的全部老鼠；然后再翻开一张牌。",
    "　· 最后留下的玩家赢得整排牌：把叫价付给备用老鼠，处理狗，拿走剩下的牌，成为下回合的起始玩家。",
    "　· 狗：两只及以上的狗一起离开；只有大狗：赶走分数最高的猫；只有小狗：赶走分数最低的猫（兔子不是猫）。",
    "　· 没人叫价：最后一人看清整排后可以花1只老鼠买下；也放弃则整排放回盒中，下回合老鼠牌上不放老鼠。",
    "　· 每回合后从备用老鼠补满所有老鼠牌；不够补满全部就一张也不补。",
    "　· 9回合后：得分 = 赢得的猫的分数 + 剩下的老鼠。同分时猫的分数高者胜，再相同则共同获胜。",
)


def seat_names(n: int, human: int | None = None) -> list[str]:
    return ["你" if s == human else f"{s}号" for s in range(n)]


def card(c: int) -> str:
    return f"{KIND_NAMES[c % 10]}（{COLOUR_NAMES[c // 10]}）"


def cards(cs) -> str:
    return "、".join(card(c) for c in cs) or "（无）"


def owner_name(owner: int, names) -> str:
    return "假人" if owner < 0 else names[owner]


def option_label(option) -> str:
    verb, n = option
    if verb == "commit":
        return f"出牌：{KIND_NAMES[n]}"
    if verb == "bid":
        return f"叫价 {n}"
    if verb == "buy":
        return "花1只老鼠买下整排牌"
    return "放弃"


def event_line(ev: dict, names) -> str | None:
    t = ev["type"]
    if t == "setup":
        return (f"{ev['players']}人局：每人15只老鼠；老鼠牌 {'·'.join(map(str, ev['mouse_cards']))}；"
                f"备用老鼠 {ev['bank']} 只。{names[ev['start']]}是起始玩家。")
    if t == "round":
        on = "·".join(map(str, ev["mouse_cards"])) if any(ev["mouse_cards"]) else "空的"
        return f"—— 第{ev['round']}回合 · 起始玩家：{names[ev['start']]} · 老鼠牌上的老鼠：{on} ——"
    if t == "commit":
        return None                     # the table shows the row; a line per card is noise
    if t == "reveal":
        return f"翻开第{ev['slot'] + 1}张牌：{card(ev['card'])}"
    if t == "bid":
        return f"{names[ev['seat']]}叫价 {ev['total']}"
    if t == "pass":
        got = f"，拿到老鼠牌上的 {ev['took']} 只老鼠" if ev["took"] else ""
        back = f"，取回 {ev['returned']} 只" if ev["returned"] else ""
        return f"{names[ev['seat']]}放弃{back}{got}"
    if t == "win":
        how = (f"以 {ev['price']} 只老鼠赢得竞标" if ev["outcome"] == "won"
               else "花1只老鼠买下整排牌")
        line = f"{names[ev['winner']]}{how}"
        if ev["chased"] is not None:
            dog = [c for c in ev["boxed"] if c % 10 >= 8][0]
            line += f"；{card(dog)}赶走了{card(ev['chased'])}"
        elif ev["boxed"]:
            line += f"；几只狗一起离开：{cards(ev['boxed'])}"
        return line + f"；得到 {cards(ev['kept'])}"
    if t == "discard":
        return f"大家都放弃了：这排牌放回盒中（{cards(ev['cards'])}）；下回合老鼠牌上不放老鼠。"
    if t == "refill":
        if ev["filled"]:
            return "老鼠牌已补满。"
        if ev.get("everybody_passed"):
            return f"老鼠牌不补（备用老鼠 {ev['bank']} 只）。"   # the discard line says why
        return f"备用老鼠只剩 {ev['bank']} 只，不够补满所有老鼠牌：这回合老鼠牌上没有老鼠。"
    if t == "game_over":
        return "游戏结束。"
    return None


def table(obs: dict, names) -> str:
    """The table as ``obs``'s seat sees it (plain text, one fact a line)."""
    lines = [f"第{obs['round']}回合 · 起始玩家：{names[obs['start']]} · 备用老鼠：{obs['bank']}"]
    mouse = "  ".join(f"[{v}]:{m}只" for v, m in zip(obs["mouse_cards"], obs["on_cards"]))
    lines.append(f"老鼠牌（从左到右）：{mouse}")
    row = []
    for r in obs["row"]:
        who = owner_name(r["owner"], names)
        shown = card(r["card"]) if r["card"] is not None else "暗牌"
        mark = "" if r["up"] else "（未翻开）" if r["card"] is not None else ""
        row.append(f"{r['slot'] + 1}.{shown}{mark}←{who}")
    lines.append("这排牌：" + ("  ".join(row) if row else "（还没有牌）")
                 + f"（共{obs['row_size']}张）")
    if obs["high"]:
        lines.append(f"当前最高叫价：{obs['high']}")
    for t in obs["table"]:
        state = "已放弃" if t["passed"] and obs["phase"] != "commit" else (
            f"叫价 {t['bid']}" if t["bid"] else "")
        won = [c for c in t["won"]]
        lines.append(f"　{names[t['seat']]}：手牌{t['hand_size']}张 {state}  "
                     f"赢得的牌：{cards(won)}（猫 {t['cat_points']} 分）")
    if obs.get("you"):
        hand = "、".join(KIND_NAMES[k] for k in obs["you"]["hand"]) or "（无）"
        lines.append(f"你的手牌（{COLOUR_NAMES[obs['you']['colour']]}色）：{hand} · "
                     f"你的老鼠：{obs['you']['mice']} 只")
    return "\n".join(lines)


def end_text(obs: dict, names) -> str:
    out = obs["outcome"]
    lines = ["最终得分（猫的分数 + 老鼠）："]
    for s, (score, cat) in enumerate(zip(out["scores"], out["cats"])):
        lines.append(f"　{names[s]}：{score} 分（猫 {cat} + 老鼠 {obs['mice'][s]}）")
    winners = "、".join(names[s] for s in out["winners"])
    lines.append(f"获胜：{winners}" + ("（共同获胜）" if len(out["winners"]) > 1 else ""))
    return "\n".join(lines)
