"""The ``fengsheng`` command line (one module per sub-command)."""
