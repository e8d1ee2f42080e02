"""
Atrium as a Tutor micro-frontend: tutor-mfe builds it from its git repository and serves it at
``/atrium`` on the MFE host, and the LMS's runtime configuration for it (``MFE_CONFIG_OVERRIDES``,
read at ``/api/mfe_config/v1?mfe=atrium``) says which API the platform speaks.

With ``ATRIUM_FRONT_DOOR`` on, Atrium is also the platform's catalog and learner dashboard: the LMS
and Studio hand their home, catalog, course about and dashboard pages to it, and on a release with a
frontend-base site (tutor-mfe 22, Verawood, and later) so do the site's route roles.

Hooks used: ``tutor.hooks.Filters.CONFIG_DEFAULTS``, ``ENV_PATCHES`` (the LMS and CMS settings and the
MFE's build) and ``CLI_DO_INIT_TASKS``, ``tutor.hooks.Actions.CONFIG_LOADED`` and ``PLUGIN_LOADED``,
and ``tutormfe.hooks.MFE_APPS`` and, where it exists, ``FRONTEND_APPS``.
"""
from __future__ import annotations

import typing as t
import warnings

from tutor import hooks
from tutormfe.hooks import MFE_APPS

try:
    # tutor-mfe 22 (Verawood) and later: the frontend-base site's apps.
    from tutormfe.hooks import FRONTEND_APPS
except ImportError:  # tutor-mfe 21 (Ulmo): legacy MFEs only
    FRONTEND_APPS = None

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
    # Atrium as the platform's catalog and learner dashboard (see "The front door" below).
    "ATRIUM_FRONT_DOOR": False,
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
    front_door = config.get("ATRIUM_FRONT_DOOR", DEFAULTS["ATRIUM_FRONT_DOOR"])
    if not isinstance(front_door, bool):
        raise ValueError(f"ATRIUM_FRONT_DOOR must be true or false, not {front_door!r}")
    if not str(config.get("ATRIUM_REPOSITORY", "")).strip():
        if front_door:
            # The LMS would send every learner to an app that is not built.
            raise ValueError("ATRIUM_FRONT_DOOR needs ATRIUM_REPOSITORY: Atrium is not built without it")
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


# The front door (ATRIUM_FRONT_DOOR). Everything below depends on the loaded configuration, so it is
# added by callbacks that read it when Tutor renders the environment or runs `do init`.

#: Where the switch sends the platform's pages, relative to Atrium's address (no trailing slash).
#: The LMS appends `/`, `/courses` and `/courses/{course_id}/about` to the catalog's address.
LEARNER_HOME_PATH = "/overview"

#: The frontend-base route roles Atrium takes, with its page for each (frontend-base
#: `shell/constants.ts` homeRole; frontend-app-learner-dashboard `dashboardRole`;
#: frontend-app-catalog `src/constants.ts` catalogRole and coursesRole).
FRONT_DOOR_ROLES: dict[str, str] = {
    "org.openedx.frontend.role.home": "/",
    "org.openedx.frontend.role.dashboard": LEARNER_HOME_PATH,
    "org.openedx.frontend.role.catalog": "/",
    "org.openedx.frontend.role.courses": "/courses",
}

#: The official apps that would claim those roles or pages: their legacy MFE and their site app.
COMPETING_APPS = ("catalog", "learner-dashboard")

ATRIUM_URL = (
    "{% if ENABLE_HTTPS %}https{% else %}http{% endif %}://{{ MFE_HOST }}/" + APP_NAME
)


def front_door() -> bool:
    return bool(setting("ATRIUM_FRONT_DOOR"))


def _catalog_settings(comment: str) -> str:
    # The flat setting, as tutor-mfe writes it (its PR #288) and as openedx-platform's use_catalog_mfe()
    # reads it since FEATURES was flattened (openedx-platform PR #37067, before Ulmo); FEATURES itself
    # may go from Willow on (openedx-platform issue #37396), so it is not written.
    return f"""
# {comment} (tutor-atrium, ATRIUM_FRONT_DOOR)
ENABLE_CATALOG_MICROFRONTEND = True
CATALOG_MICROFRONTEND_URL = "{ATRIUM_URL}"
"""


def _route_roles_settings() -> str:
    """Points the site's roles at Atrium, replacing any earlier route for them."""
    roles = ", ".join(f'"{role}"' for role in FRONT_DOOR_ROLES)
    routes = "".join(
        f'    {{"role": "{role}", "url": CATALOG_MICROFRONTEND_URL + "{path}"}},\n'
        for role, path in FRONT_DOOR_ROLES.items()
    )
    return f"""FRONTEND_SITE_CONFIG["externalRoutes"] = [
    route for route in FRONTEND_SITE_CONFIG.get("externalRoutes", []) if route.get("role") not in ({roles})
] + [
{routes}]
"""


def lms_front_door_settings() -> str:
    settings = _catalog_settings("Atrium is the platform's catalog and learner dashboard") + (
        f'LEARNER_HOME_MICROFRONTEND_URL = CATALOG_MICROFRONTEND_URL + "{LEARNER_HOME_PATH}"\n'
    )
    if FRONTEND_APPS is not None:
        settings += _route_roles_settings()
    return settings


CMS_FRONT_DOOR_SETTINGS = _catalog_settings("Studio's course about links lead to Atrium")


# LOW: after tutor-mfe's own patches of the same name (Tutor loads plugins alphabetically, so "atrium"
# comes before "mfe" within one priority). The LMS part goes in tutor-mfe's production-only patch,
# rendered at the end of its LMS production settings: `tutor dev` serves Atrium elsewhere.
@hooks.Filters.ENV_PATCHES.add(priority=hooks.priorities.LOW)
def _front_door_patches(patches: list[tuple[str, str]]) -> list[tuple[str, str]]:
    if not front_door():
        return patches
    return [
        *patches,
        ("mfe-lms-production-settings", lms_front_door_settings()),
        ("openedx-cms-production-settings", CMS_FRONT_DOOR_SETTINGS),
    ]


# tutor-mfe's init deletes this flag when neither of its learner dashboards is enabled, which the
# switch ensures: LOW runs this task after it, so that `/dashboard` redirects to Atrium.
ENABLE_LEARNER_HOME_REDIRECT = """./manage.py lms waffle_flag --create --everyone learner_home_mfe.enabled
"""


@hooks.Filters.CLI_DO_INIT_TASKS.add(priority=hooks.priorities.LOW)
def _front_door_init(tasks: list[tuple[str, str]]) -> list[tuple[str, str]]:
    if not front_door():
        return tasks
    return [*tasks, ("lms", ENABLE_LEARNER_HOME_REDIRECT)]


# LOW: after tutor-mfe adds its core apps (HIGH) and after other plugins add theirs.
@MFE_APPS.add(priority=hooks.priorities.LOW)
def _retire_competing_mfes(mfes: dict[str, dict[str, t.Any]]) -> dict[str, dict[str, t.Any]]:
    if front_door():
        for name in COMPETING_APPS:
            mfes.pop(name, None)
    return mfes


if FRONTEND_APPS is not None:

    @FRONTEND_APPS.add(priority=hooks.priorities.LOW)
    def _disable_competing_apps(apps: dict[str, dict[str, t.Any]]) -> dict[str, dict[str, t.Any]]:
        # A site app's route wins over an external route for the same role (frontend-base
        # runtime/routing/utils.ts getUrlByRouteRole), so the official apps must be off.
        if front_door():
            for name in COMPETING_APPS:
                if name in apps:
                    # A copy: tutor-mfe's dict of core apps is shared by every call.
                    apps[name] = {**apps[name], "enabled": False}
        return apps
