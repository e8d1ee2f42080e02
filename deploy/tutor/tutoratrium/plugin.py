"""
Atrium as a Tutor micro-frontend: tutor-mfe builds it from its git repository and serves it at
``/atrium`` on the MFE host, and the LMS's runtime configuration for it (``MFE_CONFIG_OVERRIDES``,
read at ``/api/mfe_config/v1?mfe=atrium``) says which API the platform speaks.

With ``ATRIUM_FRONT_DOOR`` on, Atrium is also the platform's catalog and learner dashboard: the LMS
and Studio hand their home, catalog, course about and dashboard pages to it, and on a release with a
frontend-base site (tutor-mfe 22, Verawood, and later) so do the site's route roles.

With ``ATRIUM_SERVER_RENDERING`` on, Atrium's renderer (an image built from the same repository) runs
as the ``atrium-renderer`` service beside the MFE container, and Caddy sends Atrium's path on the MFE
host to it: its public pages come rendered, with ``/atrium/sitemap.xml`` and ``/atrium/robots.txt``.

Hooks used: ``tutor.hooks.Filters.CONFIG_DEFAULTS``, ``ENV_PATCHES`` (the LMS and CMS settings, the
MFE's build, Caddy, docker compose and Kubernetes), ``CLI_DO_INIT_TASKS``, ``IMAGES_BUILD``,
``IMAGES_PULL``, ``IMAGES_PUSH``, ``IMAGES_BUILD_REQUIRED``, ``ENV_TEMPLATE_ROOTS`` and
``ENV_TEMPLATE_TARGETS``, ``tutor.hooks.Actions.CONFIG_LOADED`` and ``PLUGIN_LOADED``, and
``tutormfe.hooks.MFE_APPS`` and, where it exists, ``FRONTEND_APPS``.
"""
from __future__ import annotations

import os
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
    # Atrium's public pages rendered on the server by its renderer (see "Server rendering" below).
    "ATRIUM_SERVER_RENDERING": False,
    # The renderer's image, built from ATRIUM_REPOSITORY at ATRIUM_VERSION.
    "ATRIUM_RENDERER_DOCKER_IMAGE": "{{ DOCKER_REGISTRY }}atrium-renderer:{{ ATRIUM_VERSION }}",
    # The longest a visitor waits for the platform's answers before getting the app's shell.
    "ATRIUM_RENDER_TIMEOUT_MS": 2000,
    # How long the renderer keeps a rendered public page.
    "ATRIUM_RENDER_CACHE_SECONDS": 60,
}

#: The renderer's limits (renderer/src/settings.ts): it refuses to start outside them.
RENDERER_LIMITS: dict[str, int] = {
    "ATRIUM_RENDER_TIMEOUT_MS": 60_000,
    "ATRIUM_RENDER_CACHE_SECONDS": 86_400,
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
    rendering = config.get("ATRIUM_SERVER_RENDERING", DEFAULTS["ATRIUM_SERVER_RENDERING"])
    if not isinstance(rendering, bool):
        raise ValueError(f"ATRIUM_SERVER_RENDERING must be true or false, not {rendering!r}")
    for name, most in RENDERER_LIMITS.items():
        value = config.get(name, DEFAULTS[name])
        if isinstance(value, bool) or not isinstance(value, int) or not 0 <= value <= most:
            raise ValueError(f"{name} must be a whole number from 0 to {most}, not {value!r}")
    if not str(config.get("ATRIUM_REPOSITORY", "")).strip():
        if front_door:
            # The LMS would send every learner to an app that is not built.
            raise ValueError("ATRIUM_FRONT_DOOR needs ATRIUM_REPOSITORY: Atrium is not built without it")
        if rendering:
            # The renderer's image is built from the same repository.
            raise ValueError(
                "ATRIUM_SERVER_RENDERING needs ATRIUM_REPOSITORY: the renderer is built from it"
            )
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

SCHEME = "{% if ENABLE_HTTPS %}https{% else %}http{% endif %}"

ATRIUM_URL = SCHEME + "://{{ MFE_HOST }}/" + APP_NAME


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


# Server rendering (ATRIUM_SERVER_RENDERING). Atrium's renderer (renderer/src/main.ts) serves the built
# app, renders its public pages from the LMS's APIs and answers `/atrium/sitemap.xml` and
# `/atrium/robots.txt`. It keeps nothing but a minute of rendered public pages and renders nothing
# personal, so it runs as a stateless service: any number of copies. Everything below is added only
# with the setting on, by callbacks that read the loaded configuration; off, Tutor renders what it
# rendered before.

#: The renderer's service, image and host name inside the platform (docker compose and Kubernetes).
RENDERER = "atrium-renderer"
RENDERER_PORT = 3000

#: Where the renderer's image is rendered in Tutor's environment (`env/plugins/atrium/build/...`).
RENDERER_BUILD_DIR = os.path.join("plugins", APP_NAME, "build", RENDERER)

TEMPLATES_ROOT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "templates")

#: The renderer's environment (renderer/src/main.ts and settings.ts; any key of the web app's
#: configuration). BASE_URL is Atrium's origin: its addresses are `{BASE_URL}{PUBLIC_PATH}…`. The
#: runtime configuration is asked of the LMS's own address, which ATRIUM_LMS_INTERNAL_URL sends to
#: the LMS's service with the public Host (the MFE host's `/api/mfe_config/v1`, which the build
#: names, may not even resolve inside the platform).
RENDERER_ENV: list[tuple[str, str]] = [
    ("PORT", str(RENDERER_PORT)),
    ("BASE_URL", SCHEME + "://{{ MFE_HOST }}"),
    ("PUBLIC_PATH", f"/{APP_NAME}/"),
    ("APP_ID", APP_NAME),
    ("PLATFORM_API", "{{ ATRIUM_PLATFORM_API }}"),
    ("LMS_BASE_URL", SCHEME + "://{{ LMS_HOST }}"),
    ("MFE_CONFIG_API_URL", SCHEME + "://{{ LMS_HOST }}/api/mfe_config/v1"),
    ("ATRIUM_LMS_INTERNAL_URL", "http://lms:8000"),
    ("ATRIUM_RENDER_TIMEOUT_MS", "{{ ATRIUM_RENDER_TIMEOUT_MS }}"),
    ("ATRIUM_RENDER_CACHE_SECONDS", "{{ ATRIUM_RENDER_CACHE_SECONDS }}"),
]


def server_rendering() -> bool:
    return bool(setting("ATRIUM_SERVER_RENDERING"))


# Caddy: inside the MFE host's site (tutor-mfe's `caddyfile-mfe-proxy` patch, tutor-mfe 20.1 and
# later). Caddy runs `handle` before the site's `reverse_proxy mfe:8002` (its directive order), so
# Atrium's path goes to the renderer and every other path to the MFE container as before. `/atrium`
# itself, without the slash, is still the MFE container's copy of the app.
CADDY_ROUTE = f"""# Atrium's pages, rendered on the server (tutor-atrium, ATRIUM_SERVER_RENDERING)
handle /{APP_NAME}/* {{
    reverse_proxy {RENDERER}:{RENDERER_PORT}
}}
"""


def _compose_service() -> str:
    environment = "".join(f'    {name}: "{value}"\n' for name, value in RENDERER_ENV)
    return f"""# Atrium's renderer (tutor-atrium, ATRIUM_SERVER_RENDERING)
{RENDERER}:
  image: {{{{ ATRIUM_RENDERER_DOCKER_IMAGE }}}}
  restart: unless-stopped
  init: true
  environment:
{environment}  depends_on:
    - lms
"""


def _k8s_deployment() -> str:
    environment = "".join(
        f'            - name: {name}\n              value: "{value}"\n' for name, value in RENDERER_ENV
    )
    return f"""---
apiVersion: apps/v1
kind: Deployment
metadata:
  name: {RENDERER}
  labels:
    app.kubernetes.io/name: {RENDERER}
spec:
  selector:
    matchLabels:
      app.kubernetes.io/name: {RENDERER}
  template:
    metadata:
      labels:
        app.kubernetes.io/name: {RENDERER}
    spec:
      securityContext:
        runAsUser: 1000
        runAsGroup: 1000
      containers:
        - name: {RENDERER}
          image: {{{{ ATRIUM_RENDERER_DOCKER_IMAGE }}}}
          env:
{environment}          ports:
            - containerPort: {RENDERER_PORT}
          readinessProbe:
            httpGet:
              path: /healthz
              port: {RENDERER_PORT}
          securityContext:
            allowPrivilegeEscalation: false
"""


K8S_SERVICE = f"""---
apiVersion: v1
kind: Service
metadata:
  name: {RENDERER}
  labels:
    app.kubernetes.io/name: {RENDERER}
spec:
  type: ClusterIP
  ports:
    - port: {RENDERER_PORT}
      protocol: TCP
  selector:
    app.kubernetes.io/name: {RENDERER}
"""

# tutor-mfe's MFE_CONFIG gives BASE_URL as the bare MFE host, which is no address; the pages' canonical
# and share addresses are built from it, in the renderer and then in the browser, so Atrium's runtime
# configuration gives its origin. Production only: `tutor dev` has no renderer.
LMS_RENDERING_SETTINGS = f"""
# Atrium's origin, for the addresses its rendered pages give (tutor-atrium, ATRIUM_SERVER_RENDERING)
MFE_CONFIG_OVERRIDES.setdefault("{APP_NAME}", {{}})
MFE_CONFIG_OVERRIDES["{APP_NAME}"]["BASE_URL"] = "{SCHEME}://{{{{ MFE_HOST }}}}"
"""


@hooks.Filters.ENV_PATCHES.add()
def _server_rendering_patches(patches: list[tuple[str, str]]) -> list[tuple[str, str]]:
    if not server_rendering():
        return patches
    return [
        *patches,
        ("caddyfile-mfe-proxy", CADDY_ROUTE),
        # `tutor local` only (with Caddy): `tutor dev` serves Atrium elsewhere.
        ("local-docker-compose-prod-services", _compose_service()),
        ("k8s-deployments", _k8s_deployment()),
        ("k8s-services", K8S_SERVICE),
        ("mfe-lms-production-settings", LMS_RENDERING_SETTINGS),
    ]


# The renderer's image: its Dockerfile is a template of this plugin, rendered into Tutor's environment.
@hooks.Filters.ENV_TEMPLATE_ROOTS.add()
def _template_root(roots: list[str]) -> list[str]:
    return [*roots, TEMPLATES_ROOT] if server_rendering() else roots


@hooks.Filters.ENV_TEMPLATE_TARGETS.add()
def _template_targets(targets: list[tuple[str, str]]) -> list[tuple[str, str]]:
    return [*targets, (f"{APP_NAME}/build", "plugins")] if server_rendering() else targets


RENDERER_IMAGE_TAG = "{{ ATRIUM_RENDERER_DOCKER_IMAGE }}"


@hooks.Filters.IMAGES_BUILD.add()
def _build_renderer(
    images: list[tuple[str, str, str, tuple[str, ...]]], config: dict[str, t.Any]
) -> list[tuple[str, str, str, tuple[str, ...]]]:
    if not config.get("ATRIUM_SERVER_RENDERING"):
        return images
    return [*images, (RENDERER, RENDERER_BUILD_DIR, RENDERER_IMAGE_TAG, ())]


@hooks.Filters.IMAGES_PULL.add()
def _pull_renderer(images: list[tuple[str, str]], config: dict[str, t.Any]) -> list[tuple[str, str]]:
    return [*images, (RENDERER, RENDERER_IMAGE_TAG)] if config.get("ATRIUM_SERVER_RENDERING") else images


@hooks.Filters.IMAGES_PUSH.add()
def _push_renderer(images: list[tuple[str, str]], config: dict[str, t.Any]) -> list[tuple[str, str]]:
    return [*images, (RENDERER, RENDERER_IMAGE_TAG)] if config.get("ATRIUM_SERVER_RENDERING") else images


# No public registry has the operator's Atrium: `tutor local launch` builds the image before it starts
# the platform (`tutor k8s` needs it pushed: `tutor images build atrium-renderer && tutor images push
# atrium-renderer`).
@hooks.Filters.IMAGES_BUILD_REQUIRED.add()
def _renderer_required(names: list[str], context_name: str) -> list[str]:
    return [*names, RENDERER] if server_rendering() and context_name == "local" else names
