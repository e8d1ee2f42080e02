"""
ATRIUM_SERVER_RENDERING on each supported release: the renderer's image (its Dockerfile rendered as
Tutor renders it, and the images Tutor builds, pulls and pushes), its docker compose service and its
Kubernetes deployment and service with their environment, and Caddy's route for Atrium's path on the
MFE host, read the way Caddy orders a site's directives. With the setting off, the plugin registers
exactly what it registered before the setting existed.

The compose and Kubernetes checks read YAML with PyYAML (a dependency of Tutor itself); without it
they are skipped, saying so.
"""
from __future__ import annotations

import os
import typing as t
import unittest
from pathlib import Path

from .platforms import REPOSITORY, Platform, load_platform

try:
    import yaml
except ImportError:  # pragma: no cover (PyYAML is there wherever Tutor is)
    yaml = None

needs_yaml = unittest.skipIf(yaml is None, "PyYAML is not installed: the YAML is not read")

PLUGIN = Path(__file__).resolve().parent.parent / "tutoratrium"
REPOSITORY_ROOT = PLUGIN.parent.parent.parent

RENDERER = "atrium-renderer"

#: The renderer's environment on a platform served over HTTPS, with the defaults.
RENDERER_ENV: dict[str, str] = {
    "PORT": "3000",
    "BASE_URL": "https://apps.lms.example.org",
    "PUBLIC_PATH": "/atrium/",
    "APP_ID": "atrium",
    "PLATFORM_API": "openedx",
    "LMS_BASE_URL": "https://lms.example.org",
    "MFE_CONFIG_API_URL": "https://lms.example.org/api/mfe_config/v1",
    "ATRIUM_LMS_INTERNAL_URL": "http://lms:8000",
    "ATRIUM_RENDER_TIMEOUT_MS": "2000",
    "ATRIUM_RENDER_CACHE_SECONDS": "60",
}

# Tutor core's Caddyfile (tutor/templates/apps/caddy/Caddyfile): the `proxy` snippet each site imports
# is a `reverse_proxy` to its argument (with logging and compression, which route nothing), and the
# sites of the plugins come from the `caddyfile` patch.
TUTOR_CADDYFILE = '{{ patch("caddyfile") }}'

#: Caddy's order of the HTTP handler directives a site's directives are sorted by, whatever their
#: order in the file (caddyserver.com/docs/caddyfile/directives, "Directive order").
CADDY_DIRECTIVE_ORDER = (
    "tracing map vars fs root log_append log_skip log_name header copy_response_headers request_body "
    "redir method rewrite uri try_files basic_auth forward_auth request_header encode push intercept "
    "templates invoke handle handle_path route abort error copy_response respond metrics reverse_proxy "
    "php_fastcgi file_server acme_server"
).split()

Node = t.Tuple[str, list]


def caddy_blocks(text: str) -> list[Node]:
    """A Caddyfile as `(line, children)` nodes: a line ending in `{` opens a block, a `}` closes it."""
    top: list[Node] = []
    stack = [top]
    for raw in text.splitlines():
        line = raw.strip()
        if not line or line.startswith("#"):
            continue
        if line == "}":
            stack.pop()
            if not stack:
                raise AssertionError(f"unbalanced Caddyfile:\n{text}")
        elif line.endswith("{"):
            node: Node = (line[:-1].strip(), [])
            stack[-1].append(node)
            stack.append(node[1])
        else:
            stack[-1].append((line, []))
    if len(stack) != 1:
        raise AssertionError(f"unclosed Caddyfile block:\n{text}")
    return top


def path_matches(matcher: str | None, path: str) -> bool:
    """Caddy's path matcher: exact, or a prefix when it ends in `*`; no matcher matches everything."""
    if matcher is None:
        return True
    return path.startswith(matcher[:-1]) if matcher.endswith("*") else path == matcher


def directive(line: str) -> tuple[str, str | None, list[str]]:
    """`name [/path] args…`; an `import proxy "x"` is the snippet's `reverse_proxy x`."""
    words = line.replace('"', "").split()
    if words[:2] == ["import", "proxy"]:
        return "reverse_proxy", None, words[2:]
    name, rest = words[0], words[1:]
    if rest and rest[0].startswith("/"):
        return name, rest[0], rest[1:]
    return name, None, rest


def answered_by(site: list[Node], path: str) -> str:
    """Who answers a GET for `path` on a site: a redirect, or the upstream of the first `handle` or
    `reverse_proxy` that matches, in Caddy's order of directives."""
    handlers = sorted(
        (node for node in site if directive(node[0])[0] in CADDY_DIRECTIVE_ORDER),
        key=lambda node: CADDY_DIRECTIVE_ORDER.index(directive(node[0])[0]),
    )
    for line, children in handlers:
        name, matcher, args = directive(line)
        if not path_matches(matcher, path):
            continue
        if name == "redir":
            return f"redirect to {args[0]}"
        if name == "reverse_proxy":
            return args[0]
        if name == "handle":
            return answered_by(children, path)
    return "nobody"


class ServerRendering:
    """The setting on one release; a subclass per release names it."""

    release: str
    platform: Platform

    def setUp(self) -> None:
        self.platform = load_platform(self.release)

    def switch_on(self, **config: t.Any) -> None:
        self.platform.configure(ATRIUM_REPOSITORY=REPOSITORY, ATRIUM_SERVER_RENDERING=True, **config)

    def mfe_site(self) -> list[Node]:
        caddyfile = self.platform.render(TUTOR_CADDYFILE)
        sites = [node for node in caddy_blocks(caddyfile) if node[0].startswith("apps.lms.example.org")]
        self.assertEqual(len(sites), 1, caddyfile)
        return sites[0][1]

    def compose_services(self) -> dict[str, t.Any]:
        # Tutor's local/docker-compose.prod.yml, where the patch goes under `services:`.
        template = 'services:\n  {{ patch("local-docker-compose-prod-services")|indent(2) }}\n'
        text = self.platform.render(template)
        return yaml.safe_load(text)["services"] or {}

    def k8s(self, patch: str) -> list[dict[str, t.Any]]:
        text = self.platform.render('{{ patch("%s") }}' % patch)
        return [document for document in yaml.safe_load_all(text) if document]

    def dockerfile(self) -> list[str]:
        """The renderer's Dockerfile as Tutor renders it: its instructions, one a line."""
        template = PLUGIN / "templates" / "atrium" / "build" / RENDERER / "Dockerfile"
        text = self.platform.render(template.read_text())
        return [line for line in text.splitlines() if line.strip() and not line.startswith("#")]

    # Caddy

    def test_caddy_sends_atrium_path_on_the_mfe_host_to_the_renderer(self) -> None:
        self.switch_on()
        site = self.mfe_site()
        for path in ("/atrium/", "/atrium/course/intro-python/", "/atrium/sitemap.xml", "/atrium/robots.txt"):
            self.assertEqual(answered_by(site, path), f"{RENDERER}:3000", path)

    def test_caddy_leaves_every_other_path_to_the_mfe_container(self) -> None:
        self.switch_on()
        site = self.mfe_site()
        for path in ("/learning/course/x/home", "/authn/login", "/api/mfe_config/v1", "/atrium", "/atriumx/"):
            self.assertEqual(answered_by(site, path), "mfe:8002", path)
        self.assertEqual(answered_by(site, "/"), "redirect to https://lms.example.org")

    def test_off_caddy_serves_atrium_from_the_mfe_container_as_before(self) -> None:
        self.platform.configure(ATRIUM_REPOSITORY=REPOSITORY)
        site = self.mfe_site()
        self.assertEqual(answered_by(site, "/atrium/course/intro-python/"), "mfe:8002")
        self.assertNotIn(RENDERER, self.platform.render(TUTOR_CADDYFILE))

    # docker compose (tutor local)

    @needs_yaml
    def test_tutor_local_runs_the_renderer_with_its_environment(self) -> None:
        self.switch_on()
        service = self.compose_services()[RENDERER]
        self.assertEqual(service["image"], "docker.io/atrium-renderer:main")
        self.assertEqual(service["environment"], RENDERER_ENV)
        self.assertEqual(service["restart"], "unless-stopped")
        self.assertIn("lms", service["depends_on"])

    @needs_yaml
    def test_tutor_dev_has_no_renderer(self) -> None:
        # `tutor dev` has no Caddy to route to it and serves Atrium elsewhere.
        self.switch_on()
        for name in ("local-docker-compose-services", "local-docker-compose-dev-services"):
            self.assertNotIn(RENDERER, "".join(self.platform.patches(name)), name)

    @needs_yaml
    def test_the_renderer_follows_the_platform_settings(self) -> None:
        self.switch_on(
            ENABLE_HTTPS=False,
            ATRIUM_PLATFORM_API="admin-console",
            ATRIUM_RENDER_TIMEOUT_MS=3500,
            ATRIUM_RENDER_CACHE_SECONDS=0,
        )
        environment = self.compose_services()[RENDERER]["environment"]
        self.assertEqual(
            environment,
            {
                **RENDERER_ENV,
                "BASE_URL": "http://apps.lms.example.org",
                "LMS_BASE_URL": "http://lms.example.org",
                "MFE_CONFIG_API_URL": "http://lms.example.org/api/mfe_config/v1",
                "PLATFORM_API": "admin-console",
                "ATRIUM_RENDER_TIMEOUT_MS": "3500",
                "ATRIUM_RENDER_CACHE_SECONDS": "0",
            },
        )

    # Kubernetes (tutor k8s)

    @needs_yaml
    def test_tutor_k8s_runs_a_deployment_with_the_same_environment(self) -> None:
        self.switch_on()
        (deployment,) = self.k8s("k8s-deployments")
        self.assertEqual((deployment["kind"], deployment["metadata"]["name"]), ("Deployment", RENDERER))
        labels = {"app.kubernetes.io/name": RENDERER}
        self.assertEqual(deployment["spec"]["selector"]["matchLabels"], labels)
        self.assertEqual(deployment["spec"]["template"]["metadata"]["labels"], labels)
        (container,) = deployment["spec"]["template"]["spec"]["containers"]
        self.assertEqual(container["image"], "docker.io/atrium-renderer:main")
        self.assertEqual({item["name"]: item["value"] for item in container["env"]}, RENDERER_ENV)
        self.assertEqual(container["ports"], [{"containerPort": 3000}])
        self.assertEqual(container["readinessProbe"]["httpGet"], {"path": "/healthz", "port": 3000})
        # No replica count: `tutor k8s scale atrium-renderer N` sets it and a later apply keeps it.
        self.assertNotIn("replicas", deployment["spec"])

    @needs_yaml
    def test_tutor_k8s_gives_caddy_a_service_of_that_name_and_port(self) -> None:
        self.switch_on()
        (service,) = self.k8s("k8s-services")
        self.assertEqual((service["kind"], service["metadata"]["name"]), ("Service", RENDERER))
        self.assertEqual(service["spec"]["selector"], {"app.kubernetes.io/name": RENDERER})
        self.assertEqual([port["port"] for port in service["spec"]["ports"]], [3000])

    # The image

    def test_tutor_builds_pulls_and_pushes_the_renderer_image(self) -> None:
        self.switch_on()
        build_dir = os.path.join("plugins", "atrium", "build", RENDERER)
        tag = "docker.io/atrium-renderer:main"
        self.assertEqual(self.platform.images("build"), [(RENDERER, build_dir, tag, ())])
        self.assertEqual(self.platform.images("pull"), [(RENDERER, tag)])
        self.assertEqual(self.platform.images("push"), [(RENDERER, tag)])
        # The Dockerfile is rendered where the image is built from: Tutor renders the template folder
        # `atrium/build` into `env/plugins/atrium/build`.
        hooks = self.platform.hooks.Filters
        self.assertEqual(list(hooks.ENV_TEMPLATE_TARGETS.iterate()), [("atrium/build", "plugins")])
        (root,) = hooks.ENV_TEMPLATE_ROOTS.iterate()
        self.assertTrue((Path(root) / "atrium" / "build" / RENDERER / "Dockerfile").is_file())
        self.assertEqual(os.path.join("plugins", "atrium/build", RENDERER), build_dir)

    def test_the_image_is_tagged_with_atrium_version_or_as_the_operator_says(self) -> None:
        self.switch_on(ATRIUM_VERSION="v1.4.0")
        self.assertEqual(self.platform.images("push"), [(RENDERER, "docker.io/atrium-renderer:v1.4.0")])
        self.switch_on(ATRIUM_RENDERER_DOCKER_IMAGE="registry.example.org/learning/atrium-renderer:7")
        self.assertEqual(
            self.platform.images("build")[0][2], "registry.example.org/learning/atrium-renderer:7"
        )

    def test_tutor_local_launch_builds_the_image_first(self) -> None:
        self.switch_on()
        self.assertEqual(self.platform.images_required("local"), [RENDERER])
        self.assertEqual(self.platform.images_required("dev"), [])

    def test_the_image_builds_atrium_as_tutor_mfe_does_then_runs_the_renderer(self) -> None:
        # An operator's build patch for Atrium, which tutor-mfe's image applies too.
        self.platform.hooks.Filters.ENV_PATCHES.add_item(
            ("mfe-dockerfile-pre-npm-build-atrium", "ENV SITE_NAME=Academy\n")
        )
        self.switch_on()
        lines = self.dockerfile()
        self.assertTrue(lines[0].startswith("FROM docker.io/node:20"), lines[0])
        self.assertIn(f"ADD --keep-git-dir=true {REPOSITORY}#main .", lines)
        order = [
            "RUN --mount=type=cache,target=/root/.npm,sharing=shared npm clean-install --no-audit --no-fund "
            "--registry=$NPM_REGISTRY",
            'RUN make OPENEDX_ATLAS_PULL=true ATLAS_OPTIONS="--repository=openedx/openedx-translations '
            '--revision=main " pull_translations',
            # tutor-mfe's build configuration (templates/mfe/build/mfe/Dockerfile) for the app `atrium`...
            "ENV APP_ID=atrium",
            "ENV PUBLIC_PATH='/atrium/'",
            "ENV MFE_CONFIG_API_URL=/api/mfe_config/v1",
            "COPY env.config.jsx.j2 /openedx/app/env.config.jsx",
            # ...this plugin's own build patch, then the operator's...
            "ENV PLATFORM_API=openedx",
            "ENV SITE_NAME=Academy",
            "ENV NODE_ENV=production",
            "RUN npm run build",
            "USER node",
            'CMD ["node", "--import", "tsx", "renderer/src/main.ts"]',
        ]
        self.assertEqual([line for line in lines if line in order], order)

    def test_the_image_has_tutor_mfe_plugin_slots(self) -> None:
        # tutor-mfe's env.config.jsx template, at the same path in v21, v22 and main.
        template = PLUGIN / "templates" / "atrium" / "build" / RENDERER / "env.config.jsx.j2"
        self.assertIn('{% include "mfe/build/mfe/env.config.jsx" %}', template.read_text())

    # The LMS

    def test_atrium_runtime_configuration_gives_its_origin(self) -> None:
        # tutor-mfe's MFE_CONFIG["BASE_URL"] is the bare MFE host, not an address.
        self.switch_on()
        overrides = self.platform.lms_settings()["MFE_CONFIG_OVERRIDES"]
        self.assertEqual(
            overrides["atrium"], {"PLATFORM_API": "openedx", "BASE_URL": "https://apps.lms.example.org"}
        )
        self.switch_on(ENABLE_HTTPS=False)
        overrides = self.platform.lms_settings()["MFE_CONFIG_OVERRIDES"]
        self.assertEqual(overrides["atrium"]["BASE_URL"], "http://apps.lms.example.org")

    def test_with_the_front_door_the_lms_still_hands_its_pages_to_atrium_path(self) -> None:
        self.switch_on(ATRIUM_FRONT_DOOR=True)
        lms = self.platform.lms_settings()
        self.assertEqual(lms["CATALOG_MICROFRONTEND_URL"], "https://apps.lms.example.org/atrium")
        self.assertEqual(
            lms["LEARNER_HOME_MICROFRONTEND_URL"], "https://apps.lms.example.org/atrium/overview"
        )
        site = self.mfe_site()
        # Where the LMS sends `/`, `/courses` and a course about link: the renderer.
        about = "/atrium/courses/course-v1:Org+X+1/about"
        for path in ("/atrium/", "/atrium/courses", about, "/atrium/overview"):
            self.assertEqual(answered_by(site, path), f"{RENDERER}:3000", path)

    # Off

    def test_off_adds_nothing(self) -> None:
        for front_door in (False, True):
            self.platform.configure(ATRIUM_REPOSITORY=REPOSITORY, ATRIUM_FRONT_DOOR=front_door)
            patches = "".join(content for _name, content in self.platform.hooks.Filters.ENV_PATCHES.iterate())
            self.assertNotIn(RENDERER, patches)
            self.assertNotIn('["BASE_URL"]', patches)
            for kind in ("build", "pull", "push"):
                self.assertEqual(self.platform.images(kind), [], kind)
            self.assertEqual(self.platform.images_required("local"), [])
            self.assertEqual(list(self.platform.hooks.Filters.ENV_TEMPLATE_TARGETS.iterate()), [])


class UlmoServerRendering(ServerRendering, unittest.TestCase):
    release = "ulmo"


class VerawoodServerRendering(ServerRendering, unittest.TestCase):
    release = "verawood"


class WillowServerRendering(ServerRendering, unittest.TestCase):
    release = "willow"


class OffAsBefore(unittest.TestCase):
    """With the setting off, the plugin alone (without tutor-mfe) registers exactly what it registered
    before the setting existed: two patches, and the front door's two when that is on."""

    def test_registers_exactly_the_earlier_hooks(self) -> None:
        for release in ("ulmo", "verawood", "willow"):
            for front_door in (False, True):
                platform = load_platform(release, tutor_mfe=False)
                platform.configure(ATRIUM_REPOSITORY=REPOSITORY, ATRIUM_FRONT_DOOR=front_door)
                atrium, hooks = platform.atrium, platform.hooks.Filters
                expected = [
                    ("mfe-lms-common-settings", atrium.LMS_SETTINGS),
                    ("mfe-dockerfile-pre-npm-build-atrium", atrium.BUILD_ENV),
                ]
                if front_door:
                    expected += [
                        ("mfe-lms-production-settings", atrium.lms_front_door_settings()),
                        ("openedx-cms-production-settings", atrium.CMS_FRONT_DOOR_SETTINGS),
                    ]
                with self.subTest(release=release, front_door=front_door):
                    self.assertEqual(list(hooks.ENV_PATCHES.iterate()), expected)
                    self.assertEqual(list(hooks.ENV_TEMPLATE_ROOTS.iterate()), [])
                    self.assertEqual(list(hooks.ENV_TEMPLATE_TARGETS.iterate()), [])
                    for kind in ("BUILD", "PULL", "PUSH"):
                        self.assertEqual(list(getattr(hooks, f"IMAGES_{kind}").iterate(platform.config)), [])
                    for context_name in ("local", "dev"):
                        self.assertEqual(hooks.IMAGES_BUILD_REQUIRED.apply([], context_name), [])


class Setting(unittest.TestCase):
    def setUp(self) -> None:
        self.platform = load_platform("willow")

    def test_is_off_by_default(self) -> None:
        defaults = dict(self.platform.hooks.Filters.CONFIG_DEFAULTS.iterate())
        self.assertIs(defaults["ATRIUM_SERVER_RENDERING"], False)

    def test_refuses_a_value_that_is_not_true_or_false(self) -> None:
        with self.assertRaisesRegex(ValueError, "ATRIUM_SERVER_RENDERING must be true or false"):
            self.platform.configure(ATRIUM_REPOSITORY=REPOSITORY, ATRIUM_SERVER_RENDERING="on")

    def test_refuses_to_run_a_renderer_that_cannot_be_built(self) -> None:
        with self.assertRaisesRegex(ValueError, "ATRIUM_SERVER_RENDERING needs ATRIUM_REPOSITORY"):
            self.platform.configure(ATRIUM_SERVER_RENDERING=True)

    def test_refuses_limits_the_renderer_would_refuse(self) -> None:
        for name, value in (
            ("ATRIUM_RENDER_TIMEOUT_MS", 60_001),
            ("ATRIUM_RENDER_TIMEOUT_MS", -1),
            ("ATRIUM_RENDER_TIMEOUT_MS", "2s"),
            ("ATRIUM_RENDER_CACHE_SECONDS", 86_401),
            ("ATRIUM_RENDER_CACHE_SECONDS", True),
        ):
            with self.subTest(name=name, value=value):
                with self.assertRaisesRegex(ValueError, f"{name} must be a whole number"):
                    self.platform.configure(ATRIUM_REPOSITORY=REPOSITORY, **{name: value})

    def test_the_renderer_reads_every_variable_it_is_given(self) -> None:
        # Against the renderer's own sources, when the plugin is tested inside Atrium's repository.
        sources = [
            REPOSITORY_ROOT / "renderer" / "src" / "settings.ts",
            REPOSITORY_ROOT / "web" / "src" / "config" / "keys.ts",
        ]
        if not all(path.is_file() for path in sources):
            self.skipTest("not inside Atrium's repository")
        text = "".join(path.read_text() for path in sources)
        for name in RENDERER_ENV:
            self.assertIn(f"'{name}'", text, name)


if __name__ == "__main__":
    unittest.main()
