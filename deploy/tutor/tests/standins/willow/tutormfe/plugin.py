"""
Stand-in of what tutor-mfe main (Willow; overhangio/tutor-mfe ``main`` after PR #328:
``tutormfe/plugin.py`` and ``tutormfe/patches/openedx-cms-*-settings`` @ 004c0cba; the LMS patches and
the init task as v22 with the catalog app counted, per the PR's changelog) registers that concerns the
catalog, the learner dashboard and the frontend-base site's routes, at the same priorities. The
catalog and the learner dashboard are site apps, on by default; their legacy MFEs stay declared,
pinned to their ``legacy-mfe`` branch, and are served only when their app is off. Its Jinja conditions
(``get_mfe``, ``is_frontend_app_enabled``) are evaluated here in Python when Tutor reads the patches;
the rest of each file is left out.
The MFE host's Caddy site (``tutormfe/patches/caddyfile``) is copied whole.
"""
from __future__ import annotations

import typing as t

from tutor import hooks

from .hooks import FRONTEND_APPS, MFE_APPS

SCHEME = "{% if ENABLE_HTTPS %}https{% else %}http{% endif %}"

OPENEDX = "https://github.com/openedx"

CORE_MFE_APPS: dict[str, dict[str, t.Any]] = {
    "admin-console": {"repository": f"{OPENEDX}/frontend-app-admin-console.git", "port": 2025},
    "authn": {"repository": f"{OPENEDX}/frontend-app-authn.git", "port": 1999, "version": "legacy-mfe"},
    "authoring": {"repository": f"{OPENEDX}/frontend-app-authoring.git", "port": 2001},
    "account": {"repository": f"{OPENEDX}/frontend-app-account.git", "port": 1997},
    "communications": {"repository": f"{OPENEDX}/frontend-app-communications.git", "port": 1984},
    "discussions": {"repository": f"{OPENEDX}/frontend-app-discussions.git", "port": 2002},
    "gradebook": {"repository": f"{OPENEDX}/frontend-app-gradebook.git", "port": 1994},
    "learner-dashboard": {
        "repository": f"{OPENEDX}/frontend-app-learner-dashboard.git",
        "port": 1996,
        "version": "legacy-mfe",
    },
    "learning": {"repository": f"{OPENEDX}/frontend-app-learning.git", "port": 2000},
    "ora-grading": {"repository": f"{OPENEDX}/frontend-app-ora-grading.git", "port": 1993},
    "profile": {"repository": f"{OPENEDX}/frontend-app-profile.git", "port": 1995},
    "catalog": {
        "repository": f"{OPENEDX}/frontend-app-catalog.git",
        "port": 1998,
        "version": "legacy-mfe",
    },
}

CORE_FRONTEND_APPS: dict[str, dict[str, t.Any]] = {
    name: {"npm_package": f"@openedx/frontend-app-{name}", "npm_version": version, "enabled": True}
    for name, version in {
        "authn": "^2.0.0-alpha || 0.0.0-dev",
        "learner-dashboard": "^2.0.0-alpha || 0.0.0-dev",
        "instructor-dashboard": "^2.0.0-alpha || 0.0.0-dev",
        "notifications": "^4.0.0-alpha || 0.0.0-dev",
        "catalog": "^1.0.0-alpha || 0.0.0-dev",
    }.items()
}


@MFE_APPS.add(priority=hooks.priorities.HIGH)
def _add_core_mfe_apps(apps: dict[str, t.Any]) -> dict[str, t.Any]:
    apps.update(CORE_MFE_APPS)
    return apps


@FRONTEND_APPS.add(priority=hooks.priorities.HIGH)
def _add_core_frontend_apps(apps: dict[str, t.Any]) -> dict[str, t.Any]:
    apps.update(CORE_FRONTEND_APPS)
    return apps


@hooks.lru_cache
def get_mfes() -> dict[str, t.Any]:
    return MFE_APPS.apply({})


@hooks.lru_cache
def get_frontend_apps() -> dict[str, t.Any]:
    return FRONTEND_APPS.apply({})


def get_mfe(name: str) -> t.Any:
    return get_mfes().get(name, {})


def is_frontend_app_enabled(name: str) -> bool:
    return bool(get_frontend_apps().get(name, {}).get("enabled", False))


def catalog_served() -> bool:
    return bool(get_mfe("catalog")) or is_frontend_app_enabled("catalog")


def _cms_common_settings() -> str:
    return "ENABLE_CATALOG_MICROFRONTEND = True\n" if catalog_served() else ""


def _lms_common_settings() -> str:
    lines = ["ENABLE_MFE_CONFIG_API = True"]
    if catalog_served():
        lines.append("ENABLE_CATALOG_MICROFRONTEND = True")
    return "\n".join(lines) + "\n"


def _lms_production_settings() -> str:
    lines = [
        "FRONTEND_SITE_CONFIG = {",
        f'    "baseUrl": "{SCHEME}://{{{{ MFE_HOST }}}}",',
        f'    "lmsBaseUrl": "{SCHEME}://{{{{ LMS_HOST }}}}",',
        '    "externalRoutes": [',
        '        {"role": "org.openedx.frontend.role.logout",',
        f'         "url": "{SCHEME}://{{{{ LMS_HOST }}}}/logout"}},',
        "    ],",
        '    "commonAppConfig": {},',
        "}",
    ]
    if get_mfe("account"):
        lines.append(
            'FRONTEND_SITE_CONFIG["externalRoutes"].append({"role": "org.openedx.frontend.role.account", '
            f'"url": "{SCHEME}://{{{{ MFE_HOST }}}}/account/"}})'
        )
    if get_mfe("learner-dashboard") or is_frontend_app_enabled("learner-dashboard"):
        lines.append(f'LEARNER_HOME_MICROFRONTEND_URL = "{SCHEME}://{{{{ MFE_HOST }}}}/learner-dashboard/"')
    if catalog_served():
        lines.append(f'CATALOG_MICROFRONTEND_URL = "{SCHEME}://{{{{ MFE_HOST }}}}/catalog"')
    lines += [
        'LOGIN_REDIRECT_WHITELIST.append("{{ MFE_HOST }}")',
        '{{ patch("mfe-lms-common-settings") }}',
        '{{ patch("mfe-lms-production-settings") }}',
    ]
    return "\n".join(lines) + "\n"


def _cms_production_settings() -> str:
    lines = []
    if catalog_served():
        lines.append(f'CATALOG_MICROFRONTEND_URL = "{SCHEME}://{{{{ MFE_HOST }}}}/catalog"')
    lines.append('LOGIN_REDIRECT_WHITELIST.append("{{ MFE_HOST }}")')
    return "\n".join(lines) + "\n"


def _lms_init() -> str:
    if "learner-dashboard" in get_mfes() or is_frontend_app_enabled("learner-dashboard"):
        return (
            "grep learner_home_mfe.enabled /tmp/lms_waffle_flags.txt || "
            "./manage.py lms waffle_flag --create --everyone learner_home_mfe.enabled\n"
        )
    return "./manage.py lms waffle_delete --flags learner_home_mfe.enabled\n"


# tutormfe/patches/caddyfile (the same in v21, v22 and main): the MFE host's site in Tutor's Caddyfile,
# where the `caddyfile-mfe-proxy` patch goes (tutor-mfe 20.1 and later).
CADDYFILE = """{{ MFE_HOST }}{$default_site_port} {
    redir / {% if ENABLE_HTTPS %}https://{% else %}http://{% endif %}{{ LMS_HOST }}
    request_body {
        max_size 2MB
    }
    import proxy "mfe:8002"
    {{ patch("caddyfile-mfe-proxy")|indent(4) }}
}
"""


@hooks.Filters.ENV_PATCHES.add(priority=hooks.priorities.HIGH)
def _lms_production_patch(patches: list[tuple[str, str]]) -> list[tuple[str, str]]:
    return [*patches, ("openedx-lms-production-settings", _lms_production_settings())]


@hooks.Filters.ENV_PATCHES.add()
def _other_patches(patches: list[tuple[str, str]]) -> list[tuple[str, str]]:
    return [
        *patches,
        ("openedx-lms-common-settings", _lms_common_settings()),
        ("openedx-cms-common-settings", _cms_common_settings()),
        ("openedx-cms-production-settings", _cms_production_settings()),
        ("caddyfile", CADDYFILE),
    ]


@hooks.Filters.CLI_DO_INIT_TASKS.add()
def _init_task(tasks: list[tuple[str, str]]) -> list[tuple[str, str]]:
    return [*tasks, ("lms", _lms_init())]
