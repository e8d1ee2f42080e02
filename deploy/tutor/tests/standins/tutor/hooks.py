"""
Stand-in of ``tutor.hooks``, written from Tutor's hook API (overhangio/tutor ``tutor/core/hooks/``,
the same from v21 to main): a ``Filter`` chains callbacks added with ``add()`` (or values with
``add_item(s)``) and ``apply()`` runs them; an ``Action`` runs its callbacks with ``do()``. Callbacks
run by priority (``priorities.HIGH`` first, ``LOW`` last), and in the order they were added within one
priority, which is plugin load order: Tutor loads plugins alphabetically (``tutor/plugins/__init__.py``
``load_all``). Only the hooks tutor-atrium and the tutor-mfe stand-ins touch are here, so a wrong name
fails.
"""
from __future__ import annotations

import functools
import typing as t

Callback = t.Callable[..., t.Any]


class priorities:  # noqa: N801  (a module in Tutor: `from tutor.hooks import priorities`)
    HIGH = 5
    DEFAULT = 10
    LOW = 50


def _insert(callbacks: list[tuple[int, Callback]], priority: int | None, func: Callback) -> None:
    """After every callback of the same or a higher priority (a lower number), as Tutor does."""
    rank = priorities.DEFAULT if priority is None else priority
    position = 0
    while position < len(callbacks) and callbacks[position][0] <= rank:
        position += 1
    callbacks.insert(position, (rank, func))


class Filter:
    def __init__(self) -> None:
        self.callbacks: list[tuple[int, Callback]] = []

    def add(self, priority: int | None = None) -> t.Callable[[Callback], Callback]:
        def decorator(func: Callback) -> Callback:
            _insert(self.callbacks, priority, func)
            return func

        return decorator

    def add_item(self, item: t.Any, priority: int | None = None) -> None:
        self.add_items([item], priority)

    def add_items(self, items: list[t.Any], priority: int | None = None) -> None:
        @self.add(priority)
        def callback(values: list[t.Any], *_args: t.Any) -> list[t.Any]:
            return [*values, *items]

    def apply(self, value: t.Any, *args: t.Any) -> t.Any:
        for _priority, callback in self.callbacks:
            value = callback(value, *args)
        return value

    def iterate(self, *args: t.Any) -> t.Iterator[t.Any]:
        yield from self.apply([], *args)


class Action:
    def __init__(self) -> None:
        self.callbacks: list[tuple[int, Callback]] = []
        # What `do` was called with, for the tests.
        self.calls: list[tuple[t.Any, ...]] = []

    def add(self, priority: int | None = None) -> t.Callable[[Callback], Callback]:
        def decorator(func: Callback) -> Callback:
            _insert(self.callbacks, priority, func)
            return func

        return decorator

    def do(self, *args: t.Any) -> None:
        self.calls.append(args)
        for _priority, callback in self.callbacks:
            callback(*args)


class Filters:
    CONFIG_DEFAULTS: Filter = Filter()
    ENV_PATCHES: Filter = Filter()
    CLI_DO_INIT_TASKS: Filter = Filter()
    #: Folders of templates (absolute paths), read by Tutor's Jinja environment.
    ENV_TEMPLATE_ROOTS: Filter = Filter()
    #: ``(source, destination)``: the templates under ``source`` rendered into ``env/destination/source``.
    ENV_TEMPLATE_TARGETS: Filter = Filter()
    #: ``(name, path, tag, args)`` of ``tutor images build``, applied with the configuration.
    IMAGES_BUILD: Filter = Filter()
    #: ``(name, tag)`` of ``tutor images pull`` and ``push``, applied with the configuration.
    IMAGES_PULL: Filter = Filter()
    IMAGES_PUSH: Filter = Filter()
    #: Image names ``tutor local|dev launch`` builds first, applied with ``"local"`` or ``"dev"``.
    IMAGES_BUILD_REQUIRED: Filter = Filter()


class Actions:
    CONFIG_LOADED: Action = Action()
    PLUGIN_LOADED: Action = Action()


def lru_cache(func: Callback) -> Callback:
    """Tutor's cache for plugin helpers (tutor-mfe's ``get_mfes``): emptied whenever a plugin loads."""
    cached = functools.lru_cache(func)

    @Actions.PLUGIN_LOADED.add()
    def _clear(_name: str) -> None:
        cached.cache_clear()

    return cached
