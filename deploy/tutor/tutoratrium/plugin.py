"""
Atrium as a Tutor micro-frontend: tutor-mfe builds it from its git repository and serves it at
``/atrium`` on the MFE host, and the LMS's runtime configuration for it (``MFE_CONFIG_OVERRIDES``,
read at ``/api/mfe_config/v1?mfe=atrium``) says which API the platform speaks.

Hooks used: ``tutor.hooks.Filters.CONFIG_DEFAULTS``, ``ENV_PATCHES`` (the LMS settings and the MFE's\nbuild) and ``CLI_DO_INIT_TASKS``,
``tutor.hooks.Actions.CONFIG_LOADED`` and ``PLUGIN_LOADED``, and ``tutormfe.hooks.MFE_APPS``.
"""
from __future__ import annotations

import typing as t
import warnings

from tutor import hooks
from tutormfe.hooks import MFE_APPS

#: The MFE's name: its path on the MFE host and the ``mfe`` value of its runtime configuration.
APP_NAME = "atrium"

PLATFORM_APIS = ("openedx", "admin-console")

#: Every setting, with its default (``tutor config save --set NAME=value`` changes one).
DEFAULTS: dict[str, t.Any] = {
    # The git URL Tutor builds Atrium from (ending in .git). Until it is set, Atrium is not built.
    "ATRIUM_REPOSITORY": "",
    # The branch or tag to build.
    "ATRIUM_VERSION": "main",
    # The port of Atrium's development server (`tutor dev`), unique among the MFEs.
    "ATRIUM_PORT": 2010,
    # `openedx` (the LMS's own APIs) or `admin-console` (an LMS with the edSPIRIT admin-console).
    "ATRIUM_PLATFORM_API": "openedx",
}

hooks.Filters.CONFIG_DEFAULTS.add_items(list(DEFAULTS.items()))

# Rendered by Tutor into the LMS settings, where tutor-mfe has defined MFE_CONFIG_OVERRIDES.
LMS_SETTINGS = """
# Atrium: its runtime configuration (tutor-atrium).
MFE_CONFIG_OVERRIDES.setdefault("atrium", {})
MFE_CONFIG_OVERRIDES["atrium"]["PLATFORM_API"] = "{{ ATRIUM_PLATFORM_API }}"
"""

hooks.Filters.ENV_PATCHES.add_item(("mfe-lms-common-settings", LMS_SETTINGS))

# The same choice at build time (tutor-mfe's per-MFE patch before `npm run build`): a build that knows
# it serves a stock LMS starts without asking anything of the admin-console API.
BUILD_ENV = """ENV PLATFORM_API={{ ATRIUM_PLATFORM_API }}
"""

hooks.Filters.ENV_PATCHES.add_item((f"mfe-dockerfile-pre-npm-build-{APP_NAME}", BUILD_ENV))

# The LMS serves its footer as JSON (`/api/branding/v1/footer`) only once the branding API is on;
# `tutor local do init` turns it on, so that Atrium shows the platform's footer links.
ENABLE_FOOTER_API = """./manage.py lms shell -c "
from lms.djangoapps.branding.models import BrandingApiConfig
if not BrandingApiConfig.current().enabled:
    BrandingApiConfig(enabled=True).save()
"
"""

hooks.Filters.CLI_DO_INIT_TASKS.add_item(("lms", ENABLE_FOOTER_API))

# The MFE list is built from the saved configuration, which plugins see once it is loaded.
_config: dict[str, t.Any] = {}


def setting(name: str) -> t.Any:
    """A setting's value in the loaded configuration, else its default."""
    return _config.get(name, DEFAULTS[name])


@hooks.Actions.CONFIG_LOADED.add()
def _load_config(config: dict[str, t.Any]) -> None:
    api = str(config.get("ATRIUM_PLATFORM_API", DEFAULTS["ATRIUM_PLATFORM_API"]))
    if api not in PLATFORM_APIS:
        raise ValueError(
            f"ATRIUM_PLATFORM_API must be one of {', '.join(PLATFORM_APIS)}, not {api!r}"
        )
    if not str(config.get("ATRIUM_REPOSITORY", "")).strip():
        warnings.warn("ATRIUM_REPOSITORY is not set: Atrium is not built", stacklevel=2)
    _config.clear()
    _config.update(config)
    # tutor-mfe keeps the MFE list until a plugin loads: have it read the list again with this config.
    hooks.Actions.PLUGIN_LOADED.do(APP_NAME)


@MFE_APPS.add()
def _add_atrium(mfes: dict[str, dict[str, t.Any]]) -> dict[str, dict[str, t.Any]]:
    repository = str(setting("ATRIUM_REPOSITORY")).strip()
    if repository:
        mfes[APP_NAME] = {
            "repository": repository,
            "port": int(setting("ATRIUM_PORT")),
            "version": str(setting("ATRIUM_VERSION")),
        }
    return mfes
