"""
What tutor-atrium registers with Tutor and tutor-mfe. Neither can be installed here, so the plugin
runs against stand-ins of the two hook modules it imports (tests/standins), written from their
source; a hook name the plugin gets wrong fails to import. Here the plugin is alone on Tutor v21's
hooks (what it registers itself); test_front_door.py runs it beside each release's tutor-mfe.
"""
from __future__ import annotations

import re
import tomllib
import unittest
import warnings
from pathlib import Path

from .platforms import REPOSITORY, load_platform

HERE = Path(__file__).resolve().parent

# The plugin registers its hooks on import, as Tutor loads it.
_platform = load_platform("ulmo", tutor_mfe=False)
hooks = _platform.hooks
MFE_APPS = _platform.mfe_hooks.MFE_APPS


def load(**config: object) -> None:
    """What Tutor does once it has read config.yml: the defaults, overridden by the saved values."""
    defaults = dict(hooks.Filters.CONFIG_DEFAULTS.iterate())
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        hooks.Actions.CONFIG_LOADED.do({**defaults, **config})


def render(template: str, config: dict[str, object]) -> str:
    """Tutor renders patches with Jinja; the plugin's use only plain `{{ NAME }}` substitutions."""
    return re.sub(r"\{\{\s*([A-Z_]+)\s*\}\}", lambda m: str(config[m.group(1)]), template)


def lms_settings(
    overrides: dict[str, dict[str, object]], **config: object
) -> dict[str, dict[str, object]]:
    """Runs the plugin's LMS settings patch where tutor-mfe has defined MFE_CONFIG_OVERRIDES."""
    values = {**dict(hooks.Filters.CONFIG_DEFAULTS.iterate()), **config}
    patches = [
        content
        for name, content in hooks.Filters.ENV_PATCHES.iterate()
        if name == "mfe-lms-common-settings"
    ]
    namespace = {"MFE_CONFIG_OVERRIDES": overrides}
    for patch in patches:
        exec(render(patch, values), namespace)  # noqa: S102 (the plugin's own settings text)
    return namespace["MFE_CONFIG_OVERRIDES"]


class ConfigDefaults(unittest.TestCase):
    def test_every_setting_has_a_default(self) -> None:
        self.assertEqual(
            dict(hooks.Filters.CONFIG_DEFAULTS.iterate()),
            {
                "ATRIUM_REPOSITORY": "",
                "ATRIUM_VERSION": "main",
                "ATRIUM_PORT": 2010,
                "ATRIUM_PLATFORM_API": "openedx",
                "ATRIUM_FRONT_DOOR": False,
                "ATRIUM_SERVER_RENDERING": False,
                "ATRIUM_RENDERER_DOCKER_IMAGE": "{{ DOCKER_REGISTRY }}atrium-renderer:{{ ATRIUM_VERSION }}",
                "ATRIUM_RENDER_TIMEOUT_MS": 2000,
                "ATRIUM_RENDER_CACHE_SECONDS": 60,
            },
        )

    def test_settings_carry_the_plugin_prefix(self) -> None:
        for name, _value in hooks.Filters.CONFIG_DEFAULTS.iterate():
            self.assertTrue(name.startswith("ATRIUM_"), name)


class MfeRegistration(unittest.TestCase):
    def tearDown(self) -> None:
        load()

    def test_registers_atrium_from_the_configured_repository(self) -> None:
        load(ATRIUM_REPOSITORY=REPOSITORY)
        self.assertEqual(
            MFE_APPS.apply({})["atrium"], {"repository": REPOSITORY, "port": 2010, "version": "main"}
        )

    def test_takes_the_operator_version_and_port(self) -> None:
        load(ATRIUM_REPOSITORY=REPOSITORY, ATRIUM_VERSION="v1.4.0", ATRIUM_PORT="2042")
        self.assertEqual(
            MFE_APPS.apply({})["atrium"], {"repository": REPOSITORY, "port": 2042, "version": "v1.4.0"}
        )

    def test_keeps_the_other_micro_frontends(self) -> None:
        load(ATRIUM_REPOSITORY=REPOSITORY)
        learning = {"repository": "https://github.com/openedx/frontend-app-learning.git", "port": 2000}
        mfes = MFE_APPS.apply({"learning": dict(learning)})
        self.assertEqual(sorted(mfes), ["atrium", "learning"])
        self.assertEqual(mfes["learning"], learning)

    def test_builds_nothing_and_warns_until_the_repository_is_set(self) -> None:
        with self.assertWarnsRegex(UserWarning, "ATRIUM_REPOSITORY is not set"):
            hooks.Actions.CONFIG_LOADED.do(dict(hooks.Filters.CONFIG_DEFAULTS.iterate()))
        self.assertNotIn("atrium", MFE_APPS.apply({}))

    def test_has_tutor_mfe_read_the_list_again_once_the_configuration_is_loaded(self) -> None:
        before = len(hooks.Actions.PLUGIN_LOADED.calls)
        load(ATRIUM_REPOSITORY=REPOSITORY)
        self.assertEqual(hooks.Actions.PLUGIN_LOADED.calls[before:], [("atrium",)])


class RuntimeConfiguration(unittest.TestCase):
    def test_tells_atrium_the_platform_speaks_the_stock_apis_by_default(self) -> None:
        self.assertEqual(lms_settings({}), {"atrium": {"PLATFORM_API": "openedx"}})

    def test_takes_the_operator_platform_api(self) -> None:
        overrides = lms_settings({}, ATRIUM_PLATFORM_API="admin-console")
        self.assertEqual(overrides["atrium"]["PLATFORM_API"], "admin-console")

    def test_keeps_what_the_operator_set_for_atrium_and_the_other_apps(self) -> None:
        overrides = lms_settings({"atrium": {"SITE_NAME": "My Academy"}, "learning": {"X": 1}})
        self.assertEqual(
            overrides,
            {"atrium": {"SITE_NAME": "My Academy", "PLATFORM_API": "openedx"}, "learning": {"X": 1}},
        )

    def test_patches_only_the_lms_settings_and_atrium_build_tutor_mfe_renders(self) -> None:
        names = [name for name, _ in hooks.Filters.ENV_PATCHES.iterate()]
        self.assertEqual(names, ["mfe-lms-common-settings", "mfe-dockerfile-pre-npm-build-atrium"])


class BuildEnvironment(unittest.TestCase):
    """The build knows the platform's API too, so that start-up asks nothing of the other one."""

    def build_patch(self, **config: object) -> str:
        values = {**dict(hooks.Filters.CONFIG_DEFAULTS.iterate()), **config}
        (patch,) = [
            content
            for name, content in hooks.Filters.ENV_PATCHES.iterate()
            if name == "mfe-dockerfile-pre-npm-build-atrium"
        ]
        return render(patch, values)

    def test_builds_for_the_stock_apis_by_default(self) -> None:
        self.assertEqual(self.build_patch().strip(), "ENV PLATFORM_API=openedx")

    def test_builds_for_the_operator_platform_api(self) -> None:
        patch = self.build_patch(ATRIUM_PLATFORM_API="admin-console")
        self.assertEqual(patch.strip(), "ENV PLATFORM_API=admin-console")

    def test_refuses_a_platform_api_atrium_does_not_speak(self) -> None:
        with self.assertRaisesRegex(ValueError, "openedx, admin-console"):
            load(ATRIUM_REPOSITORY=REPOSITORY, ATRIUM_PLATFORM_API="stock")


class InitTasks(unittest.TestCase):
    def test_turns_the_lms_footer_api_on_once(self) -> None:
        tasks = list(hooks.Filters.CLI_DO_INIT_TASKS.iterate())
        self.assertEqual([service for service, _ in tasks], ["lms"])
        command = tasks[0][1]
        shell, _, code = command.partition(' -c "')
        self.assertEqual(shell, "./manage.py lms shell")
        # The Python the LMS shell runs: valid, and enabling the API only when it is off.
        compile(code.rstrip().removesuffix('"'), "init-task", "exec")
        self.assertIn("if not BrandingApiConfig.current().enabled:", code)
        self.assertIn("BrandingApiConfig(enabled=True).save()", code)


class Packaging(unittest.TestCase):
    def test_declares_the_plugin_to_tutor(self) -> None:
        project = tomllib.loads((HERE.parent / "pyproject.toml").read_text())["project"]
        self.assertEqual(project["entry-points"]["tutor.plugin.v1"], {"atrium": "tutoratrium.plugin"})
        self.assertEqual(project["name"], "tutor-atrium")
        self.assertIn("tutor-mfe", " ".join(project["dependencies"]))


if __name__ == "__main__":
    unittest.main()
