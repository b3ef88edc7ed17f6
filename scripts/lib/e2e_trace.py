#!/usr/bin/env python3
"""The demo's WKL_TRACE log and the seeded soak, for scripts/e2e (standard library only).

  json LOG [FROM]                 checks that every line from line FROM (1-based) that
                                  starts with "{" is a JSON object with an "event"; prints
                                  the number of events, or the first bad line (exit 1)
  order LOG FROM EVENT...         succeeds when the events appear in this order from line
                                  FROM; prints the events seen
  count LOG FROM EVENT            prints how many EVENT lines there are from line FROM
  settled LOG                     succeeds when every transitionStart has its transitionEnd
  last LOG EVENT FIELD            prints FIELD of the last EVENT line ("" when none)
  model LOG                       the state the trace implies, one "key=value" per line:
                                  tab, depth, top (the top page's title), bar (1 = the
                                  visible page's bottom bar is hidden, or the page has
                                  none, as the Notes page), slow (slow motion),
                                  dark (dark appearance), barStyle (bottom bar look)
  plan SEED SECONDS CHUNK WIN     the soak's input: one line of xdotool arguments for each
                                  CHUNK seconds, random clicks and keys from SEED
"""

import json
import random
import sys

TABS = ["Home", "Library", "Settings"]
# The demo's keys except q; Tab and Return drive the focused button.
SOAK_KEYS = ["space"] * 6 + ["p"] * 4 + ["f"] * 3 + ["Escape"] * 4 + ["BackSpace"] * 2 + \
    ["1", "2", "3"] * 2 + ["h"] * 2 + ["s"] + ["Tab"] * 3 + ["shift+Tab"] + ["Return"] * 2


def events(path, start=1):
    with open(path, encoding="utf-8", errors="replace") as f:
        for number, line in enumerate(f, 1):
            if number < start or not line.startswith("{"):
                continue
            try:
                value = json.loads(line)
            except ValueError:
                value = None
            yield number, line.rstrip("\n"), value


def cmd_json(path, start="1"):
    count = 0
    for number, line, value in events(path, int(start)):
        if not isinstance(value, dict) or not isinstance(value.get("event"), str):
            print(f"line {number} is not a JSON event: {line[:120]}")
            sys.exit(1)
        count += 1
    print(count)


def cmd_order(path, start, *wanted):
    seen = [value["event"] for _, _, value in events(path, int(start)) if isinstance(value, dict)]
    seen = [e for e in seen if e != "frames"]
    print(" ".join(seen))
    i = 0
    for name in seen:
        if i < len(wanted) and name == wanted[i]:
            i += 1
    sys.exit(0 if i == len(wanted) else 1)


def cmd_count(path, start, name):
    print(sum(1 for _, _, v in events(path, int(start)) if isinstance(v, dict) and v.get("event") == name))


def cmd_settled(path):
    starts = ends = 0
    for _, _, v in events(path):
        if isinstance(v, dict):
            starts += v.get("event") == "transitionStart"
            ends += v.get("event") == "transitionEnd"
    sys.exit(0 if starts == ends else 1)


def cmd_last(path, name, field):
    last = ""
    for _, _, v in events(path):
        if isinstance(v, dict) and v.get("event") == name and field in v:
            last = v[field]
    print(last)


def cmd_model(path):
    """Rebuilds the final state from the trace.

    The selected tab is the last "tab" event. Each tab's stack is what its last
    "transitionEnd" shows (depth and page); before any, the root. A page's bottom bar is
    hidden when its last "bar" event says so (root pages are matched by tab and depth 1);
    the Notes page has none."""
    tab, slow, dark, bar_style = 0, 0, 0, 0
    shown = {}  # tab -> (depth, page serial)
    titles = {}  # page serial -> title, from push events
    bars = {}  # page serial -> hidden
    barless = set()  # pages without a bottom bar
    root_bars = {}  # tab -> hidden, for root pages
    for _, _, v in events(path):
        if not isinstance(v, dict):
            continue
        e = v.get("event")
        if e == "tab":
            tab = int(v["index"])
        elif e == "slowMotion":
            slow = int(v["on"])
        elif e == "appearance":
            dark = int(v["dark"])
        elif e == "barStyle":
            bar_style = int(v["index"])
        elif e == "push":
            if "book" in v:
                titles[int(v["page"])] = "Book %d" % int(v["book"])
            elif v.get("notes"):
                titles[int(v["page"])] = "Notes"
                barless.add(int(v["page"]))
            else:
                kind = "Picture %d" if v.get("picture") else "Full screen %d" if v["fullScreen"] else "Page %d"
                titles[int(v["page"])] = kind % int(v["depth"])
        elif e == "transitionEnd":
            shown[int(v["tab"])] = (int(v["depth"]), int(v["page"]))
        elif e == "bar":
            bars[int(v["page"])] = int(v["hidden"])
            if int(v["depth"]) == 1:
                root_bars[int(v["tab"])] = int(v["hidden"])
    depth, page = shown.get(tab, (1, 0))
    if depth == 1:
        bar, top = root_bars.get(tab, 0), TABS[tab]
    else:
        bar, top = 1 if page in barless else bars.get(page, 0), titles.get(page, "?")
    print(f"tab={TABS[tab]}\ndepth={depth}\ntop={top}\nbar={bar}\nslow={slow}\ndark={dark}\nbarStyle={bar_style}")


def cmd_plan(seed, seconds, chunk, window):
    """Random input for SECONDS, as xdotool command chains of about CHUNK seconds each.

    Clicks land anywhere in the 800x600 window, with extra weight on the buttons, the tab
    bar and the back button; keys come from SOAK_KEYS; pauses are 30-250 ms."""
    rng = random.Random(int(seed))
    total, chunk = float(seconds), float(chunk)
    elapsed = 0.0
    while elapsed < total:
        words, t = [], 0.0
        while t < chunk:
            kind = rng.random()
            if kind < 0.45:
                words += ["key", "--delay", "0", rng.choice(SOAK_KEYS)]
            else:
                area = rng.random()
                if area < 0.25:  # the button column
                    x, y = rng.randint(22, 200), rng.randint(66, 225)
                elif area < 0.40:  # the tab bar
                    x, y = rng.randint(0, 799), rng.randint(552, 599)
                elif area < 0.45:  # the back button
                    x, y = rng.randint(5, 80), rng.randint(5, 40)
                else:
                    x, y = rng.randint(0, 799), rng.randint(0, 599)
                words += ["mousemove", "--window", window, str(x), str(y), "click", "1"]
            pause = rng.uniform(0.03, 0.25)
            words += ["sleep", f"{pause:.3f}"]
            t += pause + 0.01
        print(" ".join(words))
        elapsed += chunk


COMMANDS = {"json": cmd_json, "order": cmd_order, "count": cmd_count, "last": cmd_last, "settled": cmd_settled,
            "model": cmd_model, "plan": cmd_plan}

if __name__ == "__main__":
    if len(sys.argv) < 2 or sys.argv[1] not in COMMANDS:
        print(__doc__, file=sys.stderr)
        sys.exit(2)
    try:
        COMMANDS[sys.argv[1]](*sys.argv[2:])
    except TypeError as error:
        print(f"e2e_trace: {sys.argv[1]}: {error}", file=sys.stderr)
        sys.exit(2)
