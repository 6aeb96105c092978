"""Print ``SEED CSMITH-OPTIONS...`` for seeds FIRST..FIRST+COUNT-1: the options the campaign gives Csmith for
each seed (swarm testing), so bench/campaign/throughput's shell loop generates the same programs.

    .venv/bin/python bench/campaign/swarm_options.py CONFIG FIRST COUNT
"""

from __future__ import annotations

import sys

from reportsmith.app import App
from reportsmith.config import load_config
from reportsmith.fuzz import Campaign

config, first, count = sys.argv[1], int(sys.argv[2]), int(sys.argv[3])
campaign = Campaign(App(load_config(config)), "csmith")
for seed in range(first, first + count):
    print(" ".join(campaign.csmith_command(seed)[1:]))
