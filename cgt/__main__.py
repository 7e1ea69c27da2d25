"""``python -m cgt`` runs the console."""

import sys

from cgt.cli import main

sys.exit(main())
