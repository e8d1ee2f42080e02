"""
Stand-in of ``tutor.hooks``, written from Tutor's documented hook API: a ``Filter`` chains callbacks
added with ``add()`` (or values with ``add_item(s)``) and ``apply()`` runs them; an ``Action`` runs
its callbacks with ``do()``. Only the hooks tutor-atrium touches are here, so a wrong name fails.
"""
from __future__ import annotations

import typing as t

Callback = t.Callable[..., t.Any]


class Filter:
    def __init__(self) -> None:
        self.callbacks: list[Callback] = []

    def add(self, priority: int | None = None) -> t.Callable[[Callback], Callback]:
        def decorator(func: Callback) -> Callback:
            self.callbacks.append(func)
            return func

        return decorator

    def add_item(self, item: t.Any, priority: int | None = None) -> None:
        self.add_items([item], priority)

    def add_items(self, items: list[t.Any], priority: int | None = None) -> None:
        @self.add(priority)
        def callback(values: list[t.Any], *_args: t.Any) -> list[t.Any]:
            return [*values, *items]

    def apply(self, value: t.Any, *args: t.Any) -> t.Any:
        for callback in self.callbacks:
            value = callback(value, *args)
        return value

    def iterate(self, *args: t.Any) -> t.Iterator[t.Any]:
        yield from self.apply([], *args)


class Action:
    def __init__(self) -> None:
        self.callbacks: list[Callback] = []
        # What `do` was called with, for the tests.
        self.calls: list[tuple[t.Any, ...]] = []

    def add(self, priority: int | None = None) -> t.Callable[[Callback], Callback]:
        def decorator(func: Callback) -> Callback:
            self.callbacks.append(func)
            return func

        return decorator

    def do(self, *args: t.Any) -> None:
        self.calls.append(args)
        for callback in self.callbacks:
            callback(*args)


class Filters:
    CONFIG_DEFAULTS: Filter = Filter()
    ENV_PATCHES: Filter = Filter()
    CLI_DO_INIT_TASKS: Filter = Filter()


class Actions:
    CONFIG_LOADED: Action = Action()
    PLUGIN_LOADED: Action = Action()
