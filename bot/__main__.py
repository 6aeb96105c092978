"""``python -m reportsmith`` is the ``reportsmith`` command."""

import sys

from reportsmith.cli import main

sys.exit(main())
