"""``fengsheng`` command group. Each sub-command lives in its own module and is imported
only when used, so ``fengsheng play`` does not load the simulator and vice versa."""
from __future__ import annotations

import importlib

import click

# command name -> (module, attribute)
COMMANDS = {
    "analyse": ("fengsheng.cli.analyse", "analyse"),
    "play": ("fengsheng.cli.play", "play"),
    "replay": ("fengsheng.cli.replay", "replay"),
    "roles": ("fengsheng.cli.roles", "roles"),
    "scenario": ("fengsheng.cli.scenario", "scenario"),
    "serve": ("fengsheng.cli.serve", "serve"),
    "simulate": ("fengsheng.cli.simulate", "simulate"),
    "tournament": ("fengsheng.cli.tournament", "tournament"),
}


class LazyGroup(click.Group):
    def list_commands(self, ctx):
        return sorted(COMMANDS)

    def get_command(self, ctx, name):
        if name not in COMMANDS:
            return None
        module, attr = COMMANDS[name]
        return getattr(importlib.import_module(module), attr)


@click.group(cls=LazyGroup)
@click.version_option(package_name="fengsheng")
def main():
    """风声 (The Message) — play, replay, check scenarios, simulate."""


if __name__ == "__main__":
    main()
