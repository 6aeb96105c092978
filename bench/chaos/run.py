"""``bench/chaos``: ``reportsmith serve`` killed with SIGKILL about a hundred times while people use it, and
what must still hold at the end.

    flock /tmp/reportsmith-bench.lock nice -n 10 .venv/bin/python bench/chaos/run.py [--minutes 25]
        [--kills 100] [--out bench/out/chaos] [--seed 1] [--reviewers 3] [--tree-kills 0.3] [--warm-up 6]

The scene (``scene.py``): serve over the bundled examples and the real cases of ``../shared/bench/real``,
with the local GitHub and Bugzilla. For ``--minutes``, reviewers approve and file through the page and the CLI
(several at once on one failure), people comment on the trackers, someone runs ``poll``/``verify`` by hand
(``people.py``); meanwhile this driver kills serve ``--kills`` times on average, each time either at a random
moment or when serve is seen in a stage (fuzz, ingest, reduce, bisect, draft, poll, verify, file:
``stages.py``; for ``file`` and replies the tracker holds the request, so the kill lands mid-request), and
starts it again. The kills start after a warm-up (``--warm-up``: until 3 failures are drafted, at most 6
minutes), in storms and calms (three in four soon after the previous one, one in four long enough for the
pipeline to get somewhere). A share of the kills (``--tree-kills``) SIGKILL serve's job processes too.
The time between kills adapts so that ``--kills`` fit in ``--minutes``. After each kill, once the killed
jobs are gone, the store is snapshotted. At the end the driver lets in-flight reports be filed again,
stops serve with SIGTERM, and checks (``checks.py``).

Output: ``OUT/chaos.log`` (one line per kill, the checks), ``OUT/summary.json``; exit status 1 when a check
failed.
"""

from __future__ import annotations

import argparse
import json
import os
import random
import shutil
import threading
import time
from collections import Counter
from pathlib import Path

import people
import sqlalchemy as sa
import stages
from checks import Verdicts, check_inbox, check_lifecycle, check_store, check_trackers, compare, snapshot
from scene import REAL_CASES, ROOT, Fault, Service, trackers, wait_gone, write_config, write_inbox

#: Held requests, to kill serve mid-write: (stage, tracker, method, path).
HELD = {
    "file": [("github", "POST", r"/repos/compilers/tcc/issues"), ("bugzilla", "POST", r"/rest/bug")],
    "poll": [("github", "POST", r"/repos/compilers/tcc/issues/\d+/comments"),
             ("bugzilla", "POST", r"/rest/bug/\d+/comment")],
}  # fmt: skip


class Log:
    def __init__(self, path: Path) -> None:
        self.path, self.started = path, time.monotonic()
        self.lock = threading.Lock()

    def __call__(self, text: str) -> None:
        line = f"[{time.monotonic() - self.started:7.1f} s] {text}"
        with self.lock, self.path.open("a") as stream:
            stream.write(line + "\n")
        print(line, flush=True)


def hold_a_write(crew: people.Crew, target: str, rng: random.Random, patience: float) -> bool:
    """Make the tracker hold the next write of ``target`` (a filing from the page, or a reply) and wait until
    one is held, so that the kill lands mid-request; False when none came within ``patience`` seconds (the
    hold is then disarmed). :func:`release_held` lets it go after the kill."""
    tracker, method, path = rng.choice(HELD[target])
    server = crew.github if tracker == "github" else crew.bugzilla
    fault = server.add_fault(Fault(method, path, hold=True))  # type: ignore[attr-defined]
    if target == "file":
        fileable = [pair for pair in crew.to_file() if pair[1] == tracker]
        if fileable:
            failure_id = rng.choice(fileable)[0]
            threading.Thread(
                target=people.file_at_once, args=(crew, "driver", failure_id, tracker, [True]), daemon=True
            ).start()
    if fault.arrived.wait(patience):
        return True
    with server.lock:  # type: ignore[attr-defined]
        fault.times = 0
    return fault.arrived.is_set()


def next_kill(
    service: Service, crew: people.Crew, rng: random.Random, interval: float
) -> tuple[str, set[str]]:
    """Wait for the moment of the next kill; (how it was chosen, what serve was doing just before)."""
    assert service.process is not None
    pid, engine = service.process.pid, crew.engine
    choice = rng.random()
    if choice < 0.35:
        time.sleep(pause(rng, interval))
        return "random", stages.now(pid, engine)
    if choice < 0.5:
        target = rng.choice(list(HELD))
        held = hold_a_write(crew, target, rng, 3 * interval)
        return (f"held {target}" if held else f"held {target} (none came)"), stages.now(pid, engine)
    target = rng.choice(["fuzz", "ingest", "reduce", "bisect", "draft", "poll", "verify"])
    deadline = time.monotonic() + 3 * interval
    while time.monotonic() < deadline:
        if target in stages.now(pid, engine):
            time.sleep(rng.uniform(0, 0.5))
            return f"aimed at {target}", stages.now(pid, engine) | {target}
        time.sleep(0.05)
    return f"aimed at {target} (not seen)", stages.now(pid, engine)


def pause(rng: random.Random, mean: float) -> float:
    """A random time with the given mean, in storms and calms: three in four short (a kill soon after a
    restart, while serve starts its jobs), one in four long enough for the pipeline to get somewhere."""
    return rng.expovariate(1 / (0.4 * mean)) if rng.random() < 0.75 else rng.expovariate(1 / (2.8 * mean))


def warm_up(crew: people.Crew, minutes: float, log: Log) -> None:
    """Serve runs unharmed (the people already at work) until some failures are drafted, or ``minutes``:
    without drafts there is nothing to approve and file, and filing is what exactly-once is about."""
    deadline = time.monotonic() + minutes * 60
    while time.monotonic() < deadline and len(crew.drafted()) + len(crew.to_file()) < 3:
        time.sleep(2)
    log(f"warm-up over: {len(crew.drafted())} drafted, {len(crew.to_file())} to file; load {os.getloadavg()}")


def release_held(crew: people.Crew) -> None:
    for server in (crew.github, crew.bugzilla):
        with server.lock:  # type: ignore[attr-defined]
            for fault in server.faults:  # type: ignore[attr-defined]
                fault.release.set()


def interval_now(deadline: float, kills_left: int, overheads: list[float]) -> float:
    """The mean time serve runs before the next kill, so that the kills left fit in the time left: each kill
    also costs its own overhead (waiting for the killed jobs, the snapshot, the restart)."""
    overhead = sum(overheads[-10:]) / len(overheads[-10:]) if overheads else 5.0
    return max(2.0, (deadline - time.monotonic()) / max(kills_left, 1) - overhead)


def chaos(
    service: Service, crew: people.Crew, args: argparse.Namespace, log: Log, verdicts: Verdicts
) -> list[dict]:  # type: ignore[type-arg]
    rng = random.Random(args.seed)
    deadline = time.monotonic() + args.minutes * 60
    kills: list[dict] = []
    overheads: list[float] = []
    before = snapshot(crew.engine)
    while time.monotonic() < deadline:
        interval = interval_now(deadline, args.kills - len(kills), overheads)
        how, seen = next_kill(service, crew, rng, interval)
        assert service.process is not None
        uptime = time.monotonic() - service.up_since
        killed_at = time.monotonic()
        whole_tree = rng.random() < args.tree_kills  # the jobs too (a crash of the machine), not only serve
        children = service.kill(whole_tree)
        left = wait_gone(children)
        release_held(crew)
        after = snapshot(crew.engine)
        compare(before, after, verdicts)
        before = after
        restart = service.start()
        overheads.append(time.monotonic() - killed_at)
        kill = {"n": len(kills) + 1, "how": how, "stages": sorted(seen), "uptime": round(uptime, 1),
                "tree": whole_tree, "children": len(children), "left": left,
                "restart_s": round(restart, 1)}  # fmt: skip
        kills.append(kill)
        what = "serve and its jobs" if whole_tree else "serve"
        log(f"kill {kill['n']}: {how}; SIGKILL to {what}; serve was in "
            f"{', '.join(kill['stages']) or 'nothing visible'} after {uptime:.1f} s up; {len(children)} "
            f"processes below it; back in {restart:.1f} s")  # fmt: skip
    return kills


def settle(service: Service, crew: people.Crew, log: Log) -> None:
    """After the chaos: file again what a kill left in flight, one more poll, then stop serve cleanly."""
    for failure_id, tracker in crew.to_file():
        said = people.cli_action(crew.config, "report", "file", str(failure_id), "--tracker", tracker)
        log(f"settle: file #{failure_id} to {tracker}: {people.outcome_of(said)}")
    log(f"settle: poll: {people.cli_action(crew.config, 'poll').strip().splitlines()[-2:]}")
    log(f"settle: serve stopped with exit status {service.stop()}")


def play(service: Service, crew: people.Crew, args: argparse.Namespace, log: Log, work: Path) -> int:
    """The actors and the kills, then settle and check; the exit status."""
    actors = [threading.Thread(target=people.reviewer, args=(crew, f"reviewer {n}", args.seed * 100 + n))
              for n in range(args.reviewers)]  # fmt: skip
    actors += [threading.Thread(target=people.commenter, args=(crew, args.seed * 100 + 50)),
               threading.Thread(target=people.hand_runner, args=(crew, args.seed * 100 + 60))]  # fmt: skip
    for actor in actors:
        actor.start()
    verdicts = Verdicts()
    try:
        warm_up(crew, args.warm_up, log)
        kills = chaos(service, crew, args, log, verdicts)
    finally:
        crew.stop.set()
        release_held(crew)
        for actor in actors:
            actor.join()
    settle(service, crew, log)
    engine = crew.engine
    check_inbox(engine, work / "inbox", verdicts)
    check_trackers(crew.github, crew.bugzilla, engine, verdicts)
    check_store(engine, verdicts)
    check_lifecycle(engine, verdicts)
    by_stage = Counter(stage for kill in kills for stage in kill["stages"])
    summary = {
        "kills": len(kills), "by_stage": dict(by_stage), "by_how": dict(Counter(k["how"] for k in kills)),
        "left_running_after_kill": sum(bool(k["left"]) for k in kills), "counts": dict(verdicts.counts),
        "actions": {" / ".join(key): n for key, n in sorted(crew.tally.counts.items())},
        "problems": verdicts.problems, "load_end": os.getloadavg(), "kill_log": kills,
    }  # fmt: skip
    (work / "summary.json").write_text(json.dumps(summary, indent=1))
    log(f"kills: {len(kills)}; by stage: {dict(by_stage)}; by how: {summary['by_how']}")
    for key, value in sorted(verdicts.counts.items()):
        log(f"count: {key}: {value}")
    for key, value in summary["actions"].items():
        log(f"action: {key}: {value}")
    for problem in verdicts.problems:
        log(f"PROBLEM: {problem}")
    log(f"chaos: {len(verdicts.problems)} problems; load {os.getloadavg()}")
    return 1 if verdicts.problems else 0


def main() -> int:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("--minutes", type=float, default=25.0, help="how long the kills go on (default 25)")
    parser.add_argument(
        "--kills", type=int, default=100, help="kills over that time, on average (default 100)"
    )
    parser.add_argument(
        "--out", type=Path, default=ROOT / "bench" / "out" / "chaos", help="work folder (emptied)"
    )
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument(
        "--warm-up", type=float, default=6.0,
        help="minutes at most without kills at the start, until 3 failures are drafted (default 6)",
    )  # fmt: skip
    parser.add_argument("--reviewers", type=int, default=3, help="reviewers filing and approving (default 3)")
    parser.add_argument(
        "--tree-kills", type=float, default=0.3,
        help="the share of kills that SIGKILL serve's jobs too, not only serve (default 0.3)",
    )  # fmt: skip
    parser.add_argument("--real-cases", type=Path, default=REAL_CASES, help=f"default: {REAL_CASES}")
    args = parser.parse_args()
    work = args.out.resolve()
    shutil.rmtree(work, ignore_errors=True)
    work.mkdir(parents=True)
    log = Log(work / "chaos.log")
    log(f"chaos: {args.minutes} min, about {args.kills} kills, seed {args.seed}; load {os.getloadavg()}")
    github, bugzilla = trackers()
    service = Service(
        write_config(work, github, bugzilla, write_inbox(work / "inbox", args.real_cases)), work
    )
    try:
        log(f"serve up in {service.start():.1f} s on {service.url}; inbox: "
            f"{len(list((work / 'inbox').glob('*.toml')))} entries")  # fmt: skip
        engine = sa.create_engine(f"sqlite:///{work / 'data' / 'reportsmith.db'}")
        crew = people.Crew(lambda: service.url, service.config, engine, github, bugzilla, threading.Event(),
                           people.Tally())  # fmt: skip
        return play(service, crew, args, log, work)
    finally:
        if service.process is not None and service.process.poll() is None:
            service.stop()
        github.stop()
        bugzilla.stop()


if __name__ == "__main__":
    raise SystemExit(main())
