"""
A Tutor platform of each supported release, put together from the stand-ins: Tutor's hooks
(standins/tutor), the release's tutor-mfe (standins/<release>/tutormfe) and tutor-atrium, loaded in
Tutor's order (alphabetically: atrium, then mfe). Each call to ``load_platform`` imports them afresh,
so that every platform has its own hooks.
"""
from __future__ import annotations

import importlib
import re
import sys
import typing as t
import warnings
from dataclasses import dataclass, field
from pathlib import Path
from types import ModuleType

HERE = Path(__file__).resolve().parent
STANDINS = HERE / "standins"

#: Tutor release → its tutor-mfe stand-in: Ulmo (v21), Verawood (v22), Willow (tutor-mfe main).
RELEASES = ("ulmo", "verawood", "willow")

#: What the saved configuration of a platform served over HTTPS holds (Tutor core and tutor-mfe keys;
#: the registries and translations as Tutor's `config/defaults.yml` sets them).
PLATFORM_CONFIG: dict[str, t.Any] = {
    "LMS_HOST": "lms.example.org",
    "CMS_HOST": "studio.example.org",
    "MFE_HOST": "apps.lms.example.org",
    "ENABLE_HTTPS": True,
    "DOCKER_REGISTRY": "docker.io/",
    "NPM_REGISTRY": "https://registry.npmjs.org/",
    "ATLAS_REPOSITORY": "openedx/openedx-translations",
    "ATLAS_REVISION": "main",
    "ATLAS_OPTIONS": "",
}

REPOSITORY = "https://git.example.org/atrium.git"

_MODULES = ("tutor", "tutormfe", "tutoratrium")
_PATHS: list[str] = []


def _fresh_import(release: str) -> None:
    for name in list(sys.modules):
        if name.split(".")[0] in _MODULES:
            del sys.modules[name]
    for path in _PATHS:
        sys.path.remove(path)
    _PATHS[:] = [str(STANDINS / release), str(STANDINS), str(HERE.parent)]
    sys.path[:0] = _PATHS


def indent(text: str, width: int) -> str:
    """Jinja's `indent` filter: every line but the first, blank lines left as they are."""
    first, *rest = text.split("\n")
    return "\n".join([first, *((" " * width + line) if line.strip() else line for line in rest)])


@dataclass
class Platform:
    release: str
    hooks: ModuleType
    mfe_hooks: ModuleType
    atrium: ModuleType
    tutor_mfe: ModuleType | None
    config: dict[str, t.Any] = field(default_factory=dict)

    def configure(self, **config: t.Any) -> None:
        """What Tutor does once it has read config.yml: the defaults, overridden by the saved values."""
        defaults = dict(self.hooks.Filters.CONFIG_DEFAULTS.iterate())
        self.config = {**defaults, **PLATFORM_CONFIG, **config}
        # Tutor renders the values that are templates themselves (`"{{ DOCKER_REGISTRY }}…"`).
        for name, value in self.config.items():
            if isinstance(value, str) and "{" in value:
                self.config[name] = self.render(value)
        with warnings.catch_warnings():
            warnings.simplefilter("ignore")
            self.hooks.Actions.CONFIG_LOADED.do(self.config)

    def patches(self, name: str) -> list[str]:
        return [content for patch, content in self.hooks.Filters.ENV_PATCHES.iterate() if patch == name]

    def render(self, template: str) -> str:
        """Tutor renders with Jinja; the patches here use only `patch("…")` (with or without
        `|indent(N)`), `{{ NAME }}` and inline `{% if NAME %}a{% else %}b{% endif %}`, and anything else
        fails."""
        text = re.sub(
            r'\{\{\s*patch\("([^"]+)"\)\s*(?:\|\s*indent\((\d+)\)\s*)?\}\}',
            lambda m: indent(
                "\n".join(self.render(patch) for patch in self.patches(m.group(1))), int(m.group(2) or 0)
            ),
            template,
        )
        text = re.sub(
            r"\{%\s*if\s+([A-Z_]+)\s*%\}(.*?)\{%\s*else\s*%\}(.*?)\{%\s*endif\s*%\}",
            lambda m: m.group(2) if self.config[m.group(1)] else m.group(3),
            text,
        )
        text = re.sub(r"\{\{\s*([A-Z_]+)\s*\}\}", lambda m: str(self.config[m.group(1)]), text)
        if "{{" in text or "{%" in text:
            raise AssertionError(f"Jinja the test renderer does not know:\n{text}")
        return text

    def settings(self, *patch_names: str) -> dict[str, t.Any]:
        """Runs the named patches in order, as Tutor's settings file does, after the platform's own
        defaults (openedx-platform `lms/envs/common.py` and `cms/envs/common.py`)."""
        namespace: dict[str, t.Any] = {
            "MFE_CONFIG_OVERRIDES": {},
            "LOGIN_REDIRECT_WHITELIST": [],
            "ENABLE_CATALOG_MICROFRONTEND": False,
            "CATALOG_MICROFRONTEND_URL": None,
            "LEARNER_HOME_MICROFRONTEND_URL": None,
        }
        for name in patch_names:
            for patch in self.patches(name):
                exec(self.render(patch), namespace)  # noqa: S102 (the plugins' own settings text)
        return namespace

    def lms_settings(self) -> dict[str, t.Any]:
        """Tutor's `lms/production.py`: its common part's patch, then the production patch."""
        return self.settings("openedx-lms-common-settings", "openedx-lms-production-settings")

    def cms_settings(self) -> dict[str, t.Any]:
        """Tutor's `cms/production.py`: its common part's patch, then the production patch."""
        return self.settings("openedx-cms-common-settings", "openedx-cms-production-settings")

    def init_tasks(self) -> list[tuple[str, str]]:
        tasks = self.hooks.Filters.CLI_DO_INIT_TASKS.iterate()
        return [(service, self.render(task)) for service, task in tasks]

    def images(self, kind: str) -> list[tuple[t.Any, ...]]:
        """`tutor images build|pull|push all`: the filter applied with the configuration, each tag
        rendered (`(name, path, tag, args)` to build, `(name, tag)` to pull or push)."""
        images = getattr(self.hooks.Filters, f"IMAGES_{kind.upper()}").iterate(self.config)
        if kind == "build":
            return [(name, path, self.render(tag), args) for name, path, tag, args in images]
        return [(name, self.render(tag)) for name, tag in images]

    def images_required(self, context_name: str) -> list[str]:
        """What `tutor local|dev launch` builds before it starts the platform."""
        return self.hooks.Filters.IMAGES_BUILD_REQUIRED.apply([], context_name)

    def mfes(self) -> dict[str, t.Any]:
        return self.mfe_hooks.MFE_APPS.apply({})

    def frontend_apps(self) -> dict[str, t.Any]:
        apps = getattr(self.mfe_hooks, "FRONTEND_APPS", None)
        return {} if apps is None else apps.apply({})


def load_platform(release: str, *, tutor_mfe: bool = True) -> Platform:
    """tutor-atrium on the release's Tutor, with tutor-mfe's own registrations or without them."""
    _fresh_import(release)
    hooks = importlib.import_module("tutor.hooks")
    mfe_hooks = importlib.import_module("tutormfe.hooks")
    atrium = importlib.import_module("tutoratrium.plugin")
    mfe = importlib.import_module("tutormfe.plugin") if tutor_mfe else None
    return Platform(release, hooks, mfe_hooks, atrium, mfe)
