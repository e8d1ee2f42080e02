"""
Stand-in of what tutor-mfe v21 (Ulmo; overhangio/tutor-mfe tag v21.0.0, ``tutormfe/plugin.py``,
``tutormfe/patches/*``, ``tutormfe/templates/mfe/tasks/lms/init``) registers that concerns the
catalog and the learner dashboard, at the same priorities. Its Jinja conditions (``get_mfe(...)``,
``is_mfe_enabled(...)``) are evaluated here in Python when Tutor reads the patches; the rest of each
file is left out.
The MFE host's Caddy site (``tutormfe/patches/caddyfile``) is copied whole.
"""
from __future__ import annotations

import typing as t

from tutor import hooks

from .hooks import MFE_APPS

SCHEME = "{% if ENABLE_HTTPS %}https{% else %}http{% endif %}"

# The core MFEs (v21 has no catalog among them), added first so that other plugins can remove them.
OPENEDX = "https://github.com/openedx"

CORE_MFE_APPS: dict[str, dict[str, t.Any]] = {
    "admin-console": {"repository": f"{OPENEDX}/frontend-app-admin-console.git", "port": 2025},
    "authn": {"repository": f"{OPENEDX}/frontend-app-authn.git", "port": 1999},
    "authoring": {"repository": f"{OPENEDX}/frontend-app-authoring.git", "port": 2001},
    "account": {"repository": f"{OPENEDX}/frontend-app-account.git", "port": 1997},
    "communications": {"repository": f"{OPENEDX}/frontend-app-communications.git", "port": 1984},
    "discussions": {"repository": f"{OPENEDX}/frontend-app-discussions.git", "port": 2002},
    "gradebook": {"repository": f"{OPENEDX}/frontend-app-gradebook.git", "port": 1994},
    "learner-dashboard": {"repository": f"{OPENEDX}/frontend-app-learner-dashboard.git", "port": 1996},
    "learning": {"repository": f"{OPENEDX}/frontend-app-learning.git", "port": 2000},
    "ora-grading": {"repository": f"{OPENEDX}/frontend-app-ora-grading.git", "port": 1993},
    "profile": {"repository": f"{OPENEDX}/frontend-app-profile.git", "port": 1995},
}


@MFE_APPS.add(priority=hooks.priorities.HIGH)
def _add_core_mfe_apps(apps: dict[str, t.Any]) -> dict[str, t.Any]:
    apps.update(CORE_MFE_APPS)
    return apps


@hooks.lru_cache
def get_mfes() -> dict[str, t.Any]:
    return MFE_APPS.apply({})


def get_mfe(name: str) -> t.Any:
    return get_mfes().get(name, {})


def _lms_common_settings() -> str:
    lines = ["ENABLE_MFE_CONFIG_API = True"]
    if get_mfe("learner-dashboard"):
        lines.append("LEARNER_HOME_MFE_REDIRECT_PERCENTAGE = 100")
    return "\n".join(lines) + "\n"


def _lms_production_settings() -> str:
    lines = []
    if get_mfe("learner-dashboard"):
        lines.append(f'LEARNER_HOME_MICROFRONTEND_URL = "{SCHEME}://{{{{ MFE_HOST }}}}/learner-dashboard/"')
    lines += [
        'LOGIN_REDIRECT_WHITELIST.append("{{ MFE_HOST }}")',
        '{{ patch("mfe-lms-common-settings") }}',
        '{{ patch("mfe-lms-production-settings") }}',
    ]
    return "\n".join(lines) + "\n"


def _cms_production_settings() -> str:
    return 'LOGIN_REDIRECT_WHITELIST.append("{{ MFE_HOST }}")\n'


def _lms_init() -> str:
    if "learner-dashboard" in get_mfes():
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


# tutor-mfe reads its patch files at import; the LMS production settings come first (HIGH) so that the
# operators' patches of the same name are rendered after them.
@hooks.Filters.ENV_PATCHES.add(priority=hooks.priorities.HIGH)
def _lms_production_patch(patches: list[tuple[str, str]]) -> list[tuple[str, str]]:
    return [*patches, ("openedx-lms-production-settings", _lms_production_settings())]


@hooks.Filters.ENV_PATCHES.add()
def _other_patches(patches: list[tuple[str, str]]) -> list[tuple[str, str]]:
    return [
        *patches,
        ("openedx-lms-common-settings", _lms_common_settings()),
        ("openedx-cms-production-settings", _cms_production_settings()),
        ("caddyfile", CADDYFILE),
    ]


@hooks.Filters.CLI_DO_INIT_TASKS.add()
def _init_task(tasks: list[tuple[str, str]]) -> list[tuple[str, str]]:
    return [*tasks, ("lms", _lms_init())]
